"""Every registered game, at every allowed player count, at the smallest and a large window:
bots play for a while; then every card, label and name plate lies inside the table and the
window, inside its own seat's box and clear of every other seat's box, and no face-up card is
narrower than a readable minimum. With $SHIKITABLE_LAYOUT_SHOTS set, one PNG per case is
written to that folder to look at."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF

from shikitable.games import GAMES
from shikitable.ui.layouts import layout_for
from shikitable.ui.table.cards import CARD_HEIGHT, CardItem
from shikitable.ui.table.geometry import MIN_FACE_W
from shikitable.ui.windows.demo import demo_window

SIZES = ((1024, 700), (1920, 1080))
# the small window, where seats crowd, at the fewest, the usual and the most players; the large
# one at the most: the whole grid (every count in both) runs with -m slow
CASES = [
    pytest.param(game_id, players, size,
                 marks=[] if (size == SIZES[0] and players in (game.min_players, game.default_players)) or
                 players == game.max_players else [pytest.mark.slow])
    for game_id, game in GAMES.items()
    for players in range(game.min_players, game.max_players + 1)
    for size in SIZES
]
SLACK = 1.5  # px: anti-aliasing and rounding


@pytest.fixture(scope="module")
def shots() -> Path | None:
    """The folder the screenshots go to, if one is asked for (writing them costs more than the checks)."""
    named = os.environ.get("SHIKITABLE_LAYOUT_SHOTS")
    if not named:
        return None
    folder = Path(named)
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def inside(inner: QRectF, outer: QRectF) -> bool:
    return outer.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(inner)


def overlaps(a: QRectF, b: QRectF) -> bool:
    return a.adjusted(SLACK, SLACK, -SLACK, -SLACK).intersects(b)


def card_rect(item: CardItem) -> QRectF:
    return item.mapRectToScene(QRectF(0, 0, CARD_HEIGHT * item._deck.aspect, CARD_HEIGHT))


def check_table(window, label: str) -> list[str]:
    scene = window.table.scene
    laid = scene.laid
    problems: list[str] = []
    view = window.table.view
    window_rect = QRectF(0, 0, view.viewport().width(), view.viewport().height())
    layout = layout_for(window.host.game.id)
    central_zones = {z.name for z in layout.central_zones}
    ring_zones = {z.name for z in layout.seat_zones if z.ring}  # a mahjong river: in the ring round the centre
    boxes = laid.boxes
    for seat, ring in laid.rings.items():
        if not inside(ring.rect, laid.table) or overlaps(ring.rect, laid.centre):
            problems.append(f"{label}: seat {seat}'s part of the ring leaves the table or overlaps the centre")
        for other, box in {**{-1 - s: r for s, r in laid.rings.items()}, **boxes}.items():
            if other != -1 - seat and overlaps(ring.rect, box.rect):
                problems.append(f"{label}: seat {seat}'s part of the ring overlaps another part or box")
    for seat, box in boxes.items():
        if not inside(box.rect, laid.table):
            problems.append(f"{label}: seat {seat}'s box leaves the table")
        for other, other_box in boxes.items():
            if other > seat and overlaps(box.rect, other_box.rect):
                problems.append(f"{label}: seat boxes {seat} and {other} overlap")
        if overlaps(box.rect, laid.centre):
            problems.append(f"{label}: seat {seat}'s box overlaps the centre")

    def check(rect: QRectF, what: str, seat: int | None, ring: bool = False) -> None:
        if not inside(rect, window_rect) or not inside(rect, laid.table):
            problems.append(f"{label}: {what} leaves the table {rect}")
        home = (laid.rings if ring else boxes)[seat].rect if seat is not None else laid.centre
        if not inside(rect, home):
            problems.append(f"{label}: {what} leaves its zone {rect} (zone {home})")
        for other, box in boxes.items():
            if other != seat and overlaps(rect, box.rect):
                problems.append(f"{label}: {what} lies in seat {other}'s zone")

    for key, item in scene.cards.items():
        zone, seat = laid.origin[key]
        rect = card_rect(item)
        owner = None if zone in central_zones or seat < 0 else seat
        check(rect, f"card {key} ({zone})", owner, zone in ring_zones)
        # a layout may let other seats' (and the ring's) tiles be smaller: small tiles stay legible
        smallest = MIN_FACE_W if seat == scene.bottom and zone not in ring_zones else layout.min_tile_w or MIN_FACE_W
        if zone in ring_zones:
            smallest = layout.min_ring_w or smallest
        if item.face_up_target and min(rect.width(), rect.height()) < smallest - 1:
            problems.append(f"{label}: face-up card {key} in {zone} is only {rect.width():.0f} px wide")
    for seat, plate in scene.plates.items():
        check(plate.sceneBoundingRect(), f"seat {seat}'s name plate", seat)
    for name, text in scene.labels.items():
        if text.isVisible() and text.text():
            seat = int(name.split(":")[1]) if ":" in name else None
            check(text.sceneBoundingRect(), f"label {name} {text.text()!r}", seat)
    banner = scene.turn_text
    if banner.toPlainText():
        check(banner.sceneBoundingRect(), "the turn banner", scene.bottom)
    return problems


def play_until(qtbot, window, moves: int) -> None:
    """The seats' bots play `moves` moves straight on the match (no waiting on worker threads),
    then the table shows where the match stands, as the demo would."""
    adapter, host = window.adapter, window.host
    adapter.pause()
    for _ in range(moves):
        waiting = host.to_act()
        if not waiting:
            break
        seat = waiting[0]
        action = adapter.bots[seat].choose(host.observation(seat), list(host.legal_actions(seat)))
        events = host.submit(seat, action)
        adapter.moves += 1
        if any(e.kind == "season_end" for e in events) and window.table.scene.held:
            window.table.scene.release()
    adapter._emit_view([])
    qtbot.waitUntil(lambda: not window.table.scene.animating(), timeout=5000)


def case_id(value: object) -> str:
    return "x".join(map(str, value)) if isinstance(value, tuple) else str(value)


@pytest.mark.parametrize(("game_id", "players", "size"), CASES, ids=case_id)
def test_layout_holds(qtbot, shots, game_id, players, size):
    check_layout(qtbot, shots, game_id, players, size, "en")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_layout_holds_in_chinese(qtbot, shots, game_id):
    """The same in 简体中文 (its own face and words on the plates), at the most players in the
    small window, where seats crowd."""
    from PySide6.QtWidgets import QApplication

    from shikitable.ui.windows.app import install_translator

    try:
        check_layout(qtbot, shots, game_id, GAMES[game_id].max_players, SIZES[0], "zh")
    finally:
        install_translator(QApplication.instance(), "en")


def check_layout(qtbot, shots, game_id: str, players: int, size: tuple[int, int], language: str) -> None:
    window = demo_window(game_id, players, size, bot_delay_ms=0, speed="instant", language=language, seed=11,
                         levels=("random",), season_pause_ms=0)
    assert window is not None
    qtbot.addWidget(window)
    problems: list[str] = []
    for checkpoint, moves in enumerate((10 * players, 25 * players)):
        play_until(qtbot, window, moves)
        label = f"{game_id} {players}p {size[0]}x{size[1]} after {window.adapter.moves} moves"
        problems += check_table(window, label)
        if shots is not None:
            from PySide6.QtWidgets import QApplication

            QApplication.processEvents()  # the side panel lays out its grown score table first
            window.grab().save(str(shots / f"{game_id}-{players}p-{size[0]}x{size[1]}-{language}-{checkpoint}.png"))
    window.adapter.close()
    window.close()
    assert not problems, "\n".join(problems[:20])


def test_three_players_sit_bottom_right_left():
    from shikitable.ui.table.geometry import edges_for

    assert [e for e, _, _ in edges_for(3)] == ["bottom", "right", "left"]
    assert [e for e, _, _ in edges_for(4)] == ["bottom", "right", "top", "left"]
    assert [e for e, _, _ in edges_for(2)] == ["bottom", "top"]


@pytest.mark.parametrize(  # each demo plays for seconds: one game always, every game with -m slow
    "game_id", [pytest.param(g, marks=[pytest.mark.slow] if i else []) for i, g in enumerate(sorted(GAMES))]
)
def test_demo_command_takes_players_and_size(tmp_path, game_id):
    import subprocess
    import sys

    from PySide6.QtGui import QImage

    game = GAMES[game_id]
    out = tmp_path / "demo.png"
    command = [sys.executable, "-m", "shikitable", "--demo", game_id, "--players", str(game.max_players),
               "--size", "1024x700", "--screenshot", str(out)]
    # its own process: the demo runs (and quits) an application of its own
    done = subprocess.run(command, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1024, 700)


def test_demo_command_refuses_bad_players_and_sizes(capsys):
    from shikitable.__main__ import main

    for argv in (["--players", "9"], ["--size", "huge"], ["--size", "10x10"]):
        with pytest.raises(SystemExit) as exit_info:
            main(["--demo", "taxot", *argv, "--screenshot", "/tmp/never.png"])
        assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "2-6 players" in err and "WIDTHxHEIGHT" in err and "between" in err


def test_the_centres_labels_stay_in_the_centre_at_every_size_and_hand(qapp):
    """The dead wall's "Dora indicators" sits in a cell beside riichi's centre panel, which may
    be narrower than the words at the usual type: the label is set smaller so as to fit,
    whatever the view's size and however far the hand has gone. (test_layout_holds met such a
    hand only under load: a bot job still running when it pauses the adapter draws from the same
    random bot as its own moves, in an order the scheduler picks, so the game it plays varies.)"""
    from shikitable.ai import make_bot
    from shikitable.session.host import MatchHost, Seat
    from shikitable.ui.table.scene import TableScene

    names = ["A", "B", "C", "D"]
    host = MatchHost(GAMES["riichi"], 4, 3, None, [Seat(n, "random") for n in names])
    bots = [make_bot("riichi", "random", 3 + seat) for seat in range(4)]
    scene = TableScene(layout_for("riichi"), names, 0, factor=0.0)
    problems = []
    for move in range(40):
        seat = host.to_act()[0]
        host.submit(seat, bots[seat].choose(host.observation(seat), host.legal_actions(seat)))
        if move % 4:
            continue
        scene.show_observation(host.observation(0))
        # the views a 1024x700 window gives the table (with and without the status bar), and narrower
        for size in ((830, 588), (830, 610), (830, 616), (760, 560), (900, 640)):
            scene.set_size(*size)
            label = scene.labels["dead_wall"]
            if label.isVisible() and not inside(label.sceneBoundingRect(), scene.laid.centre):
                problems.append(f"after {move + 1} moves at {size}: {label.sceneBoundingRect()} "
                                f"leaves {scene.laid.centre}")
            assert label.text() and "…" not in label.text(), label.text()  # set smaller, not cut short
    assert not problems, "\n".join(problems[:10])
