"""Whose zone is whose with six players: each named seat zone (Claimed, Out, Down, Won ...) lies
in a faint outlined slot in its seat's tint, its label inside the slot, the slot inside the
seat's own part of the table; the seat's plate is edged in the same tint. In 終季 with six
players a top seat's plate, hand and claimed sets lie together, clear of the next seat's plate,
and each seat's whole discard row stays on the table."""

from __future__ import annotations

from PySide6.QtCore import QRectF

from shikitable.ai import make_bot
from shikitable.games import GAMES
from shikitable.session.host import MatchHost, Seat
from shikitable.ui.layouts import layout_for
from shikitable.ui.table.geometry.model import GAP
from shikitable.ui.table.scene import TableScene
from shikitable.ui.table.slots import seat_tint

NAMES = [f"P{n}" for n in range(1, 7)]
SIZES = ((1024, 640), (1920, 1080))


def played(game_id: str, done, seed: int = 3, cap: int = 600) -> MatchHost:  # type: ignore[no-untyped-def]
    """Six heuristic bots play until done(observation of seat 0) holds (or the cap)."""
    host = MatchHost(GAMES[game_id], 6, seed, None, [Seat(n, "heuristic") for n in NAMES])
    bots = [make_bot(game_id, "heuristic", seed + s) for s in range(6)]
    for _ in range(cap):
        if done(host.observation(0)) or not host.to_act():
            break
        seat = host.to_act()[0]
        host.submit(seat, bots[seat].choose(host.observation(seat), host.legal_actions(seat)))
    assert done(host.observation(0)), "the bots never reached the position the test needs"
    return host


def scene_for(game_id: str, host: MatchHost, size: tuple[int, int]) -> TableScene:
    scene = TableScene(layout_for(game_id), NAMES, 0, factor=0.0)
    scene.set_size(*size)
    scene.show_observation(host.observation(0))
    return scene


def top_seats_claimed(obs) -> bool:  # type: ignore[no-untyped-def]
    """Two of the three top seats (2, 3, 4) have claimed a set."""
    return sum(1 for seat in (2, 3, 4) if obs["melds"][seat]) >= 2


def held(rect: QRectF, outer: QRectF, slack: float = 1.0) -> bool:
    return outer.adjusted(-slack, -slack, slack, slack).contains(rect)


def check_slots(scene: TableScene) -> None:
    laid = scene.laid
    assert laid is not None
    named = [name for name in laid.labels if ":" in name]
    assert named, "no named seat zone holds cards yet"
    for name in named:
        slot = laid.slots[name]
        seat = int(name.split(":")[1])
        assert slot.seat == seat
        label = scene.labels[name]
        assert label.isVisible() and held(label.sceneBoundingRect(), slot.rect, 2.0), name
        assert held(slot.rect, laid.boxes[seat].rect), f"{name}'s slot leaves its seat's part of the table"
        for key, (zone, owner) in laid.origin.items():  # its cards lie in it
            if f"{zone}:{owner}" == name:
                assert slot.rect.contains(laid.placements[key].center), f"{name}: card {key} outside its slot"
        drawn = scene.slot_layer.items[name]
        assert drawn.isVisible() and drawn.path().boundingRect() == slot.rect
        assert drawn.pen().color().rgb() == seat_tint(seat).rgb()  # the seat's tint ...
        assert scene.plates[seat].tint.rgb() == seat_tint(seat).rgb()  # ... also the edge of its plate
    for a in named:
        for b in named:
            if laid.slots[a].seat < laid.slots[b].seat:
                shared = laid.slots[a].rect.intersected(laid.slots[b].rect)
                assert shared.isEmpty(), f"{a} and {b}: two seats' slots overlap"
    for name, item in scene.slot_layer.items.items():  # a zone emptied again loses its outline
        assert item.isVisible() == (name in laid.slots)


def test_six_seat_tints_differ() -> None:
    assert len({seat_tint(s).rgb() for s in range(6)}) == 6


def test_taxot_six_players_claimed_sets_sit_in_their_seats_slots(qapp) -> None:  # type: ignore[no-untyped-def]
    host = played("taxot", top_seats_claimed)
    for size in SIZES:
        check_slots(scene_for("taxot", host, size))


def test_mokkaik_six_players_zone_slots(qapp) -> None:  # type: ignore[no-untyped-def]
    def named_zones(obs) -> bool:  # type: ignore[no-untyped-def]
        return sum(1 for key in ("won", "out", "down") for entry in obs.get(key) or [] if entry) >= 3

    layout = layout_for("mokkaik")
    keys = {z.key for z in layout.seat_zones if z.label and z.shape != "sticks"}

    def filled(obs) -> bool:  # type: ignore[no-untyped-def]
        return sum(1 for key in keys for entry in obs.get(key) or [] if entry) >= 4

    host = played("mokkaik", filled)
    for size in SIZES:
        check_slots(scene_for("mokkaik", host, size))


def test_taxot_six_players_a_top_seat_keeps_plate_hand_and_claims_together(qapp) -> None:  # type: ignore[no-untyped-def]
    host = played("taxot", top_seats_claimed)
    obs = host.observation(0)
    for size in SIZES:
        scene = scene_for("taxot", host, size)
        laid = scene.laid
        assert laid is not None
        tops = sorted((s for s, box in laid.boxes.items() if box.edge == "top"), key=lambda s: laid.plates[s].left())
        assert len(tops) == 3
        for index, seat in enumerate(tops):
            cards = [scene.cards[k].sceneBoundingRect() for k, (zone, owner) in laid.origin.items()
                     if owner == seat and zone in ("hand", "melds")]
            plate = laid.plates[seat]
            # they start under or just beside the seat's own plate and end well before the next seat's
            assert min(c.left() for c in cards) <= plate.right() + 2 * GAP
            if index + 1 < len(tops):
                assert max(c.right() for c in cards) < laid.plates[tops[index + 1]].left() - GAP
            if obs["melds"][seat]:  # the claimed sets just beside the hand, not at the far end of the box
                hand = [laid.placements[k] for k, (z, o) in laid.origin.items() if o == seat and z == "hand"]
                slot = laid.slots[f"melds:{seat}"].rect
                hand_right = max(p.center.x() for p in hand) + 0.5 * scene.cards[next(
                    k for k, (z, o) in laid.origin.items() if o == seat and z == "hand")].sceneBoundingRect().width()
                assert 0 <= slot.left() - hand_right <= 3 * GAP
        # every seat's whole discard row is on the table
        for seat in range(6):
            river = [k for k, (zone, owner) in laid.origin.items() if zone == "river" and owner == seat]
            assert len(river) == len(obs["rivers"][seat])
            for key in river:
                assert laid.boxes[seat].rect.contains(laid.placements[key].center)
