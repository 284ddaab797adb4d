"""A late mahjong hand fits the table at the smallest and a large window: long rivers, two or
three melds a seat, winners out. No tile of one zone lies on a tile of another, nor on a name
plate; every tile is inside the view and at least the legible minimum; rivers keep rows of six."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QRectF

from shikitable.ui.layouts import layout_for
from shikitable.ui.table.geometry import compute
from tests.ui.helpers import card_rect

MELDS = (
    (("pung", 0), ("kong_open", 3)),
    (("pung", 2),),
    (("pung", 0), ("kong_open", 1), ("kong_concealed", -1)),
    (("pung", 1), ("pung", 2), ("kong_added", 0)),
)


def late_hand(game: str, rivers: tuple[int, ...] = (10, 6, 15, 17), melds=MELDS) -> dict:
    """Seat 0's view near the end of a hand: 4 tiles left, seat 1 out by ron, seat 3 by tsumo."""
    ids = itertools.count()
    views = []
    for seat_melds in melds:
        found = []
        for kind, giver in seat_melds:
            tiles = [next(ids) for _ in range(3 if kind == "pung" else 4)]
            shown = [None, tiles[1], tiles[2], None] if kind == "kong_concealed" else tiles
            found.append({"kind": tiles[0] // 4, "type": kind, "tiles": shown, "turned": [] if giver < 0 else [1],
                          "from": giver})
        views.append(found)
    counts = [13 - 3 * len(m) + (1 if seat == 0 else 0) for seat, m in enumerate(melds)]
    hand = [next(ids) for _ in range(counts[0])]
    return {
        "game": game, "seat": 0, "players": 4, "dealer": 0, "multiplier": 1, "scores": [0] * 4, "turn": 0,
        "to_act": [0], "phase": "play", "hand": hand, "drawn": hand[-1], "hand_counts": counts, "melds": views,
        # seat 3's first discard still face down (定打)
        "rivers": [[None if (seat, i) == (3, 0) else next(ids) for i in range(n)] for seat, n in enumerate(rivers)],
        "voids": ["m", "p", "s", "m"],
        "out": [None, "ron", None, "tsumo"], "won_tiles": [[], [next(ids)], [], [None]],
        "riichi_sideways": [[3], [], [5], []], "dead_wall": [120, 121], "stock_count": 4,
        "round_wind": 0, "round_number": 1, "honba": 0, "sticks": 1, "season": 3, "hands_in_match": 8,
    }


@pytest.mark.parametrize("game", ["sichuan", "riichi", "magic"])
@pytest.mark.parametrize("size", [(730, 627), (1626, 1007)])  # the table at a 1024x700 and a 1920x1080 window
def test_a_late_hand_fits_without_overlap(qapp, game, size):
    layout = layout_for(game)
    laid = compute(layout, late_hand(game), 0, {}, set(), set(), False, size)
    aspect = layout.art.aspect
    view = QRectF(0, 0, *size)
    tiles = [(laid.origin[key], card_rect(p, aspect), p.face_up) for key, p in laid.placements.items()]
    assert len(tiles) > 100
    for (zone, seat), rect, face_up in tiles:
        assert view.contains(rect), (zone, seat, rect)
        smallest = layout.min_ring_w if zone == "river" else layout.min_tile_w  # 28 and 32 px: still legible
        if face_up:
            assert min(rect.width(), rect.height()) >= smallest - 1, (zone, seat, rect)
    for (a_zone, a_rect, _), (b_zone, b_rect, _) in itertools.combinations(tiles, 2):
        if a_zone != b_zone:
            overlap = a_rect.intersected(b_rect)
            assert overlap.width() < 1 or overlap.height() < 1, (a_zone, b_zone, a_rect, b_rect)
    for seat, plate in laid.plates.items():
        for zone, rect, _ in tiles:
            overlap = plate.intersected(rect)
            assert overlap.width() < 1 or overlap.height() < 1, ("plate", seat, zone, rect)
    for seat, count in enumerate((10, 6, 15, 17)):  # rivers in rows of six, none on another
        river = sorted((rect for (zone, s), rect, _ in tiles if (zone, s) == ("river", seat)),
                       key=lambda r: (round(r.center().y()), r.center().x()))
        assert len(river) == count
        for a, b in itertools.combinations(river, 2):
            overlap = a.intersected(b)
            assert overlap.width() < 1 or overlap.height() < 1, ("river", seat, a, b)
        side = laid.boxes[seat].edge in ("left", "right")
        lines = {round(r.center().x() if side else r.center().y()) for r in river}
        assert len(lines) == -(-count // 6), (seat, sorted(lines))


def overlapping(tiles) -> list:
    found = []
    for (a_zone, a_rect), (b_zone, b_rect) in itertools.combinations(tiles, 2):
        overlap = a_rect.intersected(b_rect)
        if overlap.width() >= 1 and overlap.height() >= 1 and (a_zone != b_zone or a_zone[0] == "river"):
            found.append((a_zone, b_zone))
    return found


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_sichuan_hands_in_play_fit(qapp, seed):
    """Hands played out with many claims (melds at every seat), looked at every 20 moves at
    both sizes: no river tile on another, no tile of one zone on another's, all in view."""
    import random

    from shikitable.games import get_game

    game, layout = get_game("sichuan"), layout_for("sichuan")
    rng = random.Random(seed)
    state = game.setup(4, {"hands": 1}, seed)
    for step in range(1, 400):
        if not game.to_act(state):
            break
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        claims = [a for a in legal if a.kind in ("pon", "kan")]
        game.apply(state, seat, rng.choice(claims) if claims and rng.random() < 0.7 else rng.choice(legal))
        if step % 20:
            continue
        obs = game.observation(state, 0)
        for size in ((730, 627), (1626, 1007)):
            laid = compute(layout, obs, 0, {}, set(), set(), False, size)
            tiles = [(laid.origin[k], card_rect(p, layout.art.aspect)) for k, p in laid.placements.items()]
            assert not overlapping(tiles), (step, size, [len(r) for r in obs["rivers"]], overlapping(tiles)[:3])
            assert all(QRectF(0, 0, *size).contains(rect) for _, rect in tiles), (step, size)


def test_the_demo_can_start_well_into_a_hand(qtbot, capsys):
    """`--demo GAME --moves N`: the bots play N moves first, so a screenshot shows a hand under way."""
    from shikitable.__main__ import main
    from shikitable.ui.windows.demo import demo_window

    window = demo_window("sichuan", size=(1024, 700), bot_delay_ms=0, speed="instant", language="en", moves=40)
    assert window is not None
    qtbot.addWidget(window)
    window.adapter.pause()
    assert len(window.host.log) == 40
    assert sum(len(r) for r in window.host.observation(0)["rivers"]) >= 20  # rivers on the table
    assert len(window.table.scene.face_up_cards()) >= 20
    window.adapter.close()
    window.close()
    refused = (
        ["--demo", "sichuan", "--moves", "0", "--screenshot", "/tmp/never.png"],
        ["--demo", "sichuan", "--moves", "many", "--screenshot", "/tmp/never.png"],
        ["--moves", "5"],
    )
    for argv in refused:
        with pytest.raises(SystemExit) as exit_info:
            main(argv)
        assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "must be 1 or more" in err and "not a whole number" in err and "--moves goes with --demo" in err
