"""Headless demo: bots play every seat while seat 0 is shown face up, as a human would see it.

`screenshot`: play for a few seconds, save a PNG of the window, exit 0.
`measure_lag`: play that long and print JSON with the event loop's lag (a 5 ms timer that
measures how late it fires), while bots think on workers and cards animate; the start-up
time to the first painted frame is in the same JSON."""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

SCREENSHOT_AFTER_S = 4.0
DEMO_BOT_DELAY_MS = 220


def percentile(values: list[float], fraction: float) -> float:
    """The value a fraction of the way through the sorted values (the nearest index)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))
    return ordered[index]


DEMO_LEVELS = ("heuristic", "heuristic", "random", "heuristic")


def demo_window(  # type: ignore[no-untyped-def]
    game_id: str,
    players: int | None = None,
    size: tuple[int, int] = (1440, 900),
    bot_delay_ms: int = DEMO_BOT_DELAY_MS,
    speed: str = "normal",
    language: str = "ja",
    seed: int = 20240607,
    levels: tuple[str, ...] = DEMO_LEVELS,
    season_pause_ms: int | None = None,
    moves: int = 0,
    theme: str = "light",
    high_contrast: bool = False,
):
    """A main window (demo mode: nothing saved) in which bots play `game_id`; seat 0 is shown
    face up; with `moves`, the bots first play that many moves at once (the table then shows a
    hand well under way). Returns the window, already showing; None if the match could not start."""
    from shikitable.ai import make_bot
    from shikitable.games import get_game
    from shikitable.session.host import MatchHost, Seat
    from shikitable.ui.windows.app import install_translator, make_application
    from shikitable.ui.windows.dialogs import GameSpec, default_name
    from shikitable.ui.windows.settings import Settings

    app = make_application([sys.argv[0] if sys.argv else "shikitable"])
    from shikitable.ui.net.menu import add_network_actions
    from shikitable.ui.windows.window import MainWindow

    game = get_game(game_id)
    count = players or game.default_players
    settings = Settings(animation_speed=speed, bot_delay_ms=bot_delay_ms, language=language, theme=theme,
                        high_contrast_cards=high_contrast)
    install_translator(app, settings.language)
    window = MainWindow(settings, demo=True, game_menu_extras=(add_network_actions,))
    if season_pause_ms is not None:
        window.demo_season_pause_ms = season_pause_ms
    window.resize(*size)
    seats = [Seat(default_name(s, "bot"), levels[s % len(levels)]) for s in range(count)]
    window.show()
    spec = GameSpec(game_id, count, seats, {})
    if moves:
        host = MatchHost(game, count, seed, {}, seats)
        bots = [make_bot(game_id, seat.kind, seed + s) for s, seat in enumerate(seats)]
        for _ in range(moves):
            waiting = host.to_act()
            if not waiting:
                break
            seat = waiting[0]
            host.submit(seat, bots[seat].choose(host.observation(seat), host.legal_actions(seat)))
        window.start(spec, loaded=host)
    else:
        window.start(spec, seed=seed)
    return window if window.adapter is not None else None


def run_demo(
    game_id: str,
    screenshot: str | None = None,
    measure_lag: float | None = None,
    players: int | None = None,
    size: tuple[int, int] = (1440, 900),
    after: float | None = None,
    moves: int = 0,
    theme: str = "light",
    high_contrast: bool = False,
) -> int:
    started = time.perf_counter()
    headless = screenshot is not None or measure_lag is not None
    if headless or not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from PySide6.QtCore import Qt, QTimer

    from shikitable.ui.windows.app import FirstFrame, make_application, process_age_ms

    age_at_start = process_age_ms() or 0.0
    app = make_application([sys.argv[0] if sys.argv else "shikitable"])
    window = demo_window(game_id, players, size, moves=moves, theme=theme, high_contrast=high_contrast)
    if window is None:
        return 1
    probe = FirstFrame(started)
    window.table.view.viewport().installEventFilter(probe)  # painted in the event loop, after this

    lags: list[float] = []
    probe_timer = QTimer()
    probe_timer.setTimerType(Qt.TimerType.PreciseTimer)
    probe_timer.setInterval(5)
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        lags.append(max(0.0, (now - last[0]) * 1000 - 5.0))
        last[0] = now

    probe_timer.timeout.connect(tick)
    result = {"code": 0}

    def finish() -> None:
        probe_timer.stop()
        if measure_lag is not None:
            report = {
                "game": game_id,
                "seconds": measure_lag,
                "samples": len(lags),
                "p99_ms": round(percentile(lags, 0.99), 2),
                "max_ms": round(max(lags, default=0.0), 2),
                "moves": window.adapter.moves if window.adapter else 0,
                "first_frame_ms": round((probe.elapsed_ms or 0.0) + age_at_start, 1),
                "since_run_demo_ms": round(probe.elapsed_ms or 0.0, 1),
            }
            print(json.dumps(report))
            sys.stdout.flush()
        if screenshot is not None:
            target = Path(screenshot)
            target.parent.mkdir(parents=True, exist_ok=True)
            if not window.grab().save(str(target), "PNG"):
                print(f"shikitable: cannot write {target}", file=sys.stderr)
                result["code"] = 1
        window.close()
        app.quit()

    if measure_lag is not None:
        def begin() -> None:
            last[0] = time.perf_counter()
            probe_timer.start()

        QTimer.singleShot(300, begin)  # measure play, not the first layout
        QTimer.singleShot(round((0.3 + measure_lag) * 1000), finish)
    elif screenshot is not None:
        wait_s = SCREENSHOT_AFTER_S if after is None else max(0.0, after)
        deadline = time.perf_counter() + wait_s + 6.0

        def settle() -> None:
            # stop the play at a moment with cards on the table, then let them come to rest
            scene = window.table.scene
            lively = scene is not None and not scene.held and len(scene.face_up_cards()) >= 10
            if not lively and time.perf_counter() < deadline:
                QTimer.singleShot(15, settle)
                return
            if window.adapter is not None:
                window.adapter.pause()
            shoot_when_still()

        def shoot_when_still() -> None:
            scene = window.table.scene
            if scene is not None and scene.animating() and time.perf_counter() < deadline + 2.0:
                QTimer.singleShot(20, shoot_when_still)
                return
            finish()

        QTimer.singleShot(round(wait_s * 1000), settle)
    app.exec()
    return result["code"]
