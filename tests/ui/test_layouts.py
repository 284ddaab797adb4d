"""Every registered game, at every allowed player count, at the smallest and a large window:
bots play for a while; then every card, label and name plate lies inside the table and the
window, inside its own seat's box and clear of every other seat's box, and no face-up card is
narrower than a readable minimum. One PNG per case is written to $SHIKITABLE_LAYOUT_SHOTS (or
a temporary folder) to look at."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QRectF

from shikitable.games import GAMES
from shikitable.ui.cards import CARD_HEIGHT, CardItem
from shikitable.ui.demo import demo_window
from shikitable.ui.geometry import MIN_FACE_W
from shikitable.ui.layouts import layout_for

SIZES = ((1024, 700), (1920, 1080))
CASES = [
    (game_id, players, size)
    for game_id, game in GAMES.items()
    for players in range(game.min_players, game.max_players + 1)
    for size in SIZES
]
SLACK = 1.5  # px: anti-aliasing and rounding


@pytest.fixture(scope="module")
def shots() -> Path:
    folder = Path(os.environ.get("SHIKITABLE_LAYOUT_SHOTS", "/tmp/layout-shots"))
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
    central_zones = {z.name for z in layout_for(window.host.game.id).central_zones}
    boxes = laid.boxes
    for seat, box in boxes.items():
        if not inside(box.rect, laid.table):
            problems.append(f"{label}: seat {seat}'s box leaves the table")
        for other, other_box in boxes.items():
            if other > seat and overlaps(box.rect, other_box.rect):
                problems.append(f"{label}: seat boxes {seat} and {other} overlap")
        if overlaps(box.rect, laid.centre):
            problems.append(f"{label}: seat {seat}'s box overlaps the centre")

    def check(rect: QRectF, what: str, seat: int | None) -> None:
        if not inside(rect, window_rect) or not inside(rect, laid.table):
            problems.append(f"{label}: {what} leaves the table {rect}")
        home = boxes[seat].rect if seat is not None else laid.centre
        if not inside(rect, home):
            problems.append(f"{label}: {what} leaves its zone {rect} (zone {home})")
        for other, box in boxes.items():
            if other != seat and overlaps(rect, box.rect):
                problems.append(f"{label}: {what} lies in seat {other}'s zone")

    for key, item in scene.cards.items():
        zone, seat = laid.origin[key]
        rect = card_rect(item)
        owner = None if zone in central_zones or seat < 0 else seat
        check(rect, f"card {key} ({zone})", owner)
        if item.face_up_target and min(rect.width(), rect.height()) < MIN_FACE_W - 1:
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
    adapter = window.adapter
    adapter.resume()
    qtbot.waitUntil(lambda: adapter.moves >= moves or window.host.result() is not None, timeout=20000)
    adapter.pause()
    qtbot.waitUntil(lambda: not window.table.scene.animating(), timeout=5000)


def case_id(value: object) -> str:
    return "x".join(map(str, value)) if isinstance(value, tuple) else str(value)


@pytest.mark.parametrize(("game_id", "players", "size"), CASES, ids=case_id)
def test_layout_holds(qtbot, shots, game_id, players, size):
    window = demo_window(game_id, players, size, bot_delay_ms=0, speed="instant", language="en", seed=11)
    assert window is not None
    qtbot.addWidget(window)
    problems: list[str] = []
    for checkpoint, moves in enumerate((12 * players, 30 * players)):
        play_until(qtbot, window, moves)
        label = f"{game_id} {players}p {size[0]}x{size[1]} after {window.adapter.moves} moves"
        problems += check_table(window, label)
        window.grab().save(str(shots / f"{game_id}-{players}p-{size[0]}x{size[1]}-{checkpoint}.png"))
    window.adapter.close()
    window.close()
    assert not problems, "\n".join(problems[:20])


def test_three_players_sit_bottom_right_left():
    from shikitable.ui.geometry import edges_for

    assert [e for e, _, _ in edges_for(3)] == ["bottom", "right", "left"]
    assert [e for e, _, _ in edges_for(4)] == ["bottom", "right", "top", "left"]
    assert [e for e, _, _ in edges_for(2)] == ["bottom", "top"]
