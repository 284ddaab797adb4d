"""Where things lie, as a player of each game expects: the riichi and Magic centre panel in the
very middle of the rivers with the dora indicators beside it; a top seat's plate, hand and
melds together (終季, 値戦); the Magic card panel opaque; narrow side plates' words growing with
the window; every card of a long 値木 road showing its corner."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from shikitable.ai import make_bot
from shikitable.games import get_game
from shikitable.session.host import MatchHost, Seat
from shikitable.ui.layouts import layout_for
from shikitable.ui.table.geometry import compute
from tests.ui.helpers import card_rect


def observation(game_id: str, players: int, moves: int, seed: int = 1) -> dict:
    """Seat 0's view after random bots played `moves` moves."""
    game = get_game(game_id)
    host = MatchHost(game, players, seed, {}, [Seat(f"P{s}", "random") for s in range(players)])
    bots = [make_bot(game_id, "random", seed + s) for s in range(players)]
    for _ in range(moves):
        waiting = host.to_act()
        if not waiting:
            break
        seat = waiting[0]
        host.submit(seat, bots[seat].choose(host.observation(seat), host.legal_actions(seat)))
    return host.observation(0)


@pytest.mark.parametrize("game_id", ["riichi", "magic"])
@pytest.mark.parametrize("size", [(730, 560), (1000, 700), (1560, 960)])
def test_the_centre_panel_lies_in_the_middle_of_the_rivers(qapp, game_id, size):
    layout = layout_for(game_id)
    laid = compute(layout, observation(game_id, 4, 24), 0, {}, set(), set(), False, size)
    panel = laid.panels["panel"]
    rings = laid.rings
    left = max(r.rect.right() for r in rings.values() if r.edge == "right")  # the left seat's river (it faces right)
    right = min(r.rect.left() for r in rings.values() if r.edge == "left")
    middle = (left + right) / 2
    # at the smallest table the dora indicators may push it right a little (they keep their least width)
    assert abs(panel.center().x() - middle) <= (6 if size[0] >= 1000 else 16), (panel, left, right)
    assert abs(panel.center().y() - laid.centre.center().y()) <= 6
    dora = [card_rect(p, layout.art.aspect) for k, p in laid.placements.items() if laid.origin[k][0] == "dead_wall"]
    assert dora and all(r.right() <= panel.left() + 1 for r in dora)  # beside it, on its left
    for key, placement in laid.placements.items():  # nothing lies under the panel
        rect = card_rect(placement, layout.art.aspect)
        shared = rect.intersected(panel)
        assert shared.width() < 1 or shared.height() < 1, (laid.origin[key], rect, panel)


@pytest.mark.parametrize("game_id", ["taxot", "makkaik"])
@pytest.mark.parametrize("players", [2, 4])
def test_a_top_seat_keeps_its_things_by_its_plate(qapp, game_id, players):
    layout = layout_for(game_id)
    laid = compute(layout, observation(game_id, players, 10), 0, {}, set(), set(), False, (1000, 700))
    assert any(box.edge == "top" for box in laid.boxes.values())
    for seat, box in laid.boxes.items():
        if box.edge != "top":
            continue
        plate = laid.plates[seat]
        mine = [card_rect(p, layout.art.aspect) for k, p in laid.placements.items() if laid.origin[k] == ("hand", seat)]
        assert mine
        hand = mine[0]
        for rect in mine[1:]:
            hand = hand.united(rect)
        assert hand.left() - plate.right() <= 40, (game_id, players, plate, hand)  # beside the plate, not mid-table
        things = [p.centre.x() for name, p in laid.sticks.items() if name.endswith(f":{seat}")]
        things += [card_rect(p, layout.art.aspect).center().x() for k, p in laid.placements.items()
                   if laid.origin[k][1] == seat and laid.origin[k][0] != "hand"]
        assert all(x - hand.right() <= box.rect.width() * 0.45 for x in things), (game_id, players, things, hand)


def test_the_magic_card_panel_is_opaque(qapp):
    """Painted over red felt, no red shows through the panel."""
    from shikitable.ui.table.art import card_art
    from shikitable.ui.table.steps import StepPanel

    spec = layout_for("magic").pictures
    panel = StepPanel(card_art(spec.folder), spec, 0.0)
    panel.size = (300.0, 160.0)
    panel.lines = ["x"]
    image = QImage(320, 180, QImage.Format.Format_ARGB32)
    image.fill(QColor(255, 0, 0))
    painter = QPainter(image)
    panel.paint(painter, None)
    painter.end()
    inside = QColor(image.pixel(150, 120))
    assert inside.red() < 30, inside.getRgb()


def test_narrow_side_plates_read_larger_in_a_large_window(qtbot):
    from PySide6.QtWidgets import QApplication

    from shikitable.ui.windows.demo import demo_window

    window = demo_window("riichi", 4, (1920, 1080), bot_delay_ms=10**6, speed="instant", language="en", moves=12)
    qtbot.addWidget(window)
    QApplication.processEvents()
    try:
        scene = window.table.scene
        sides = [plate for seat, plate in scene.plates.items() if scene.laid.boxes[seat].edge in ("left", "right")]
        assert sides and all(plate.name_px() >= 17 for plate in sides), [p.name_px() for p in sides]
    finally:
        window.adapter.close()
        window.close()


@pytest.mark.parametrize("size", [(730, 560), (1000, 700), (1560, 960)])
def test_every_card_of_a_long_road_shows_its_corner(qapp, size):
    layout = layout_for("makhup")
    obs = observation("makhup", 6, 70)
    assert max(len(r["cards"]) for r in obs["roads"]) >= 20  # a long road
    laid = compute(layout, obs, 0, {}, set(), set(), False, size)
    for index, road in enumerate(obs["roads"]):
        rects = [card_rect(laid.placements[c], layout.art.aspect) for c in road["cards"]]
        for slot, rect in enumerate(rects):  # its corner (strength and colour) under no later card
            corner = QRectF(rect.left() + 1, rect.top() + 1, rect.width() * 0.4, rect.height() * 0.22)
            covered = [later for later in rects[slot + 1:] if later.intersects(corner)]
            assert not covered, (index, slot, rect, covered[:2])
        assert all(QRectF(0, 0, *size).contains(r) for r in rects)


def _roads_of(obs: dict, lengths: list[int]) -> list[dict]:
    """Roads of these lengths made of cards nobody else shows (the viewer's hand, the cleared pile)."""
    used = set(obs.get("hand") or []) | set(obs.get("cleared") or [])
    free = [c for c in range(48) if c not in used]
    roads, at = [], 0
    for length in lengths:
        roads.append({"cards": free[at:at + length], "value": length % 9})
        at += length
    assert at <= len(free)
    return roads


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080)])
@pytest.mark.parametrize("lengths", [[1] * 7, [1] * 12, [3, 1, 5, 1, 2, 4, 1, 1], [1, 2] * 5, [9, 1, 1, 6, 1, 1, 2]])
def test_many_roads_stay_in_their_place_and_apart(qapp, size, lengths):
    """However many and however long the 値木 roads, in a small window or a large one: they lie
    within the centre, clear of the stock and the cleared pile, no road on another, each label
    over its own road (the roads go into tiers, labels shrink or shorten, long roads fold)."""
    layout = layout_for("makhup")
    obs = observation("makhup", 4, 10)
    obs["roads"] = _roads_of(obs, lengths)
    laid = compute(layout, obs, 0, {}, set(), set(), False, size)
    aspect = layout.art.aspect
    others = [card_rect(p, aspect) for k, p in laid.placements.items() if laid.origin[k][0] in ("stock", "cleared")]
    roads = [[card_rect(laid.placements[c], aspect) for c in road["cards"]] for road in obs["roads"]]
    spans = []
    for index, rects in enumerate(roads):
        whole = rects[0]
        for rect in rects[1:]:
            whole = whole.united(rect)
        assert laid.centre.adjusted(-1, -1, 1, 1).contains(whole), (index, whole, laid.centre)
        assert not any(whole.intersects(other) for other in others), (index, whole)
        label = laid.labels[f"roads-{index}"]
        assert whole.left() - 1 <= label.anchor.x() <= whole.right() + 1 and label.anchor.y() < whole.top()
        spans.append((whole, label.anchor.x() - label.max_width / 2, label.anchor.x() + label.max_width / 2, label))
    for index, (whole, left, right, label) in enumerate(spans):
        for other, other_left, other_right, other_label in spans[index + 1:]:
            assert not whole.adjusted(1, 1, -1, -1).intersects(other), (index, whole, other)
            if abs(label.anchor.y() - other_label.anchor.y()) < 1:  # the same tier: labels side by side
                assert right <= other_left + 1 or other_right <= left + 1, (index, label, other_label)
