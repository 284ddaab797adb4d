"""How late the table's event loop runs while search bots think, per game.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/event_loop_lag.py [--level normal|strong]
        [--seconds 8] [--games taxot,riichi] [--switch-interval MS]

Each game opens the main window (offscreen, cards animated at normal speed, no bot delay unless
--bot-delay MS is given) with
a search bot of the level in every seat, so one of them is always thinking on a worker thread
while the table animates its moves. A precise 5 ms QTimer probes the event loop; a tick's lag
is how much later than 5 ms after the previous one it fired. Only ticks while a bot was
thinking count. Prints a Markdown table: p50/p99/max lag in ms, ticks, moves, and the share of
the time some bot was thinking. The acceptance line is p99 <= 20 ms.

The table runs search bots in child processes (shikitable/ai/child_process.py), so they never
hold the interpreter lock the event loop needs; `--threads` runs them on the worker thread
instead, as other bots are, to compare."""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

PROBE_MS = 5
WARM_UP_MS = 500
WARM_UP_MAX_S = 20.0


class CpuTimes:
    """The event loop thread's CPU time spent in each move a bot makes and in each frame the
    table view paints (wrapped around the table's own methods while measuring)."""

    def __init__(self) -> None:
        self.moves: list[float] = []
        self.paints: list[float] = []
        self.on = False

    def install(self) -> None:
        from shikitable.ui.table.adapter import MatchAdapter
        from shikitable.ui.table.table import TableView

        self._wrap(MatchAdapter, "_submit_bot", self.moves)
        self._wrap(TableView, "paintEvent", self.paints)

    def _wrap(self, cls: type, name: str, into: list[float]) -> None:
        original = getattr(cls, name)

        def timed(this: object, *args: object) -> object:
            if not self.on:
                return original(this, *args)
            started = time.thread_time()
            try:
                return original(this, *args)
            finally:
                into.append((time.thread_time() - started) * 1000)

        setattr(cls, name, timed)


CPU = CpuTimes()


def measure(game_id: str, level: str, seconds: float, threads: bool, bot_delay_ms: int = 0) -> dict[str, float]:
    from PySide6.QtCore import QCoreApplication, Qt, QTimer

    from shikitable.ai import make_bot
    from shikitable.ai.child_process import make_table_bot
    from shikitable.ui.windows import window as window_module
    from shikitable.ui.windows.demo import demo_window, percentile

    window_module.make_table_bot = make_bot if threads else make_table_bot  # type: ignore[assignment]
    window = demo_window(game_id, levels=(level,), bot_delay_ms=bot_delay_ms, language="en", season_pause_ms=300)
    if window is None or window.adapter is None:
        raise SystemExit(f"cannot open {game_id}")
    app = QCoreApplication.instance()
    assert app is not None
    searching = level in ("normal", "strong")  # other levels (a control): every tick counts
    lags: list[float] = []
    thinking_ticks = [0, 0]  # ticks while thinking, all ticks
    last = [0.0]

    def tick() -> None:
        now = time.perf_counter()
        thinking = window.adapter is not None and (window.adapter.thinking() or not searching)
        thinking_ticks[1] += 1
        if thinking:
            thinking_ticks[0] += 1
            lags.append(max(0.0, (now - last[0]) * 1000 - PROBE_MS))
        last[0] = now

    probe = QTimer()
    probe.setTimerType(Qt.TimerType.PreciseTimer)
    probe.setInterval(PROBE_MS)
    probe.timeout.connect(tick)

    players = window.host.players if window.host is not None else 4
    warm_up_ends = time.perf_counter() + WARM_UP_MAX_S
    moves_before = [0]

    def begin() -> None:
        # every bot has moved once (its process is up), or it is taking too long: measure
        if window.adapter is not None and window.adapter.moves < players and time.perf_counter() < warm_up_ends:
            QTimer.singleShot(50, begin)
            return
        last[0] = time.perf_counter()
        moves_before[0] = window.adapter.moves if window.adapter is not None else 0
        CPU.moves.clear()
        CPU.paints.clear()
        CPU.on = True
        probe.start()
        QTimer.singleShot(round(seconds * 1000), app.quit)

    QTimer.singleShot(WARM_UP_MS, begin)
    app.exec()
    probe.stop()
    CPU.on = False
    moves = window.adapter.moves - moves_before[0]  # moves made while measuring
    window.adapter.close()
    window.close()
    window.deleteLater()
    app.processEvents()
    return {
        "p50": percentile(lags, 0.50),
        "p99": percentile(lags, 0.99),
        "max": max(lags, default=0.0),
        "ticks": len(lags),
        "moves": moves,
        "thinking": thinking_ticks[0] / max(1, thinking_ticks[1]),
        "move50": percentile(CPU.moves, 0.50),
        "move99": percentile(CPU.moves, 0.99),
        "paint50": percentile(CPU.paints, 0.50),
        "paint99": percentile(CPU.paints, 0.99),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--level", choices=("normal", "strong", "heuristic"), default="normal",
                        help="heuristic: a control without search (every tick counts)")
    parser.add_argument("--seconds", type=float, default=8.0)
    parser.add_argument("--games", default="", help="comma-separated game ids (default: every game)")
    parser.add_argument("--threads", action="store_true",
                        help="search bots on the worker thread, not in child processes (to compare)")
    parser.add_argument("--bot-delay", type=int, default=0, metavar="MS",
                        help="the table's pause before a bot's move (0: bots move at once; the table's default is 600)")
    options = parser.parse_args()

    from shikitable.games import GAMES
    from shikitable.ui.windows.app import make_application

    make_application([sys.argv[0]])
    CPU.install()
    games = [g.strip() for g in options.games.split(",") if g.strip()] or list(GAMES)
    unknown = [g for g in games if g not in GAMES]
    if unknown:
        parser.error(f"unknown game {unknown[0]!r}; games: {', '.join(GAMES)}")
    where = "on worker threads" if options.threads else "in child processes"
    load = ", ".join(f"{x:.2f}" for x in os.getloadavg())
    print(f"event-loop lag while `{options.level}` bots think {where} ({options.seconds:g} s a game, 5 ms probe; "
          f"load average {load} at the start)")
    print("| game | p50 ms | p99 ms | max ms | ticks | moves | thinking | move ms p50 / p99 | paint ms p50 / p99 |")
    print("|---|---|---|---|---|---|---|---|---|")
    for game_id in games:
        r = measure(game_id, options.level, options.seconds, options.threads, options.bot_delay)
        print(f"| `{game_id}` | {r['p50']:.1f} | {r['p99']:.1f} | {r['max']:.1f} | {r['ticks']:.0f} "
              f"| {r['moves']:.0f} | {r['thinking']:.0%} | {r['move50']:.1f} / {r['move99']:.1f} "
              f"| {r['paint50']:.1f} / {r['paint99']:.1f} |", flush=True)


if __name__ == "__main__":
    main()
