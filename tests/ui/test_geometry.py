"""The layout arithmetic holds for tables the current games do not have yet: 14-tile hands,
melds with a turned tile, rivers in rows of six with a sideways tile, piles, 2-6 seats."""

from __future__ import annotations

import pytest

from shikitable.ui.layouts import CentralZone, SeatZone, TableLayout
from shikitable.ui.layouts.base import RIICHI_TILE_ART
from shikitable.ui.table.cards import CARD_HEIGHT
from shikitable.ui.table.geometry import MIN_FACE_W, compute
from tests.ui.helpers import card_rect

TILE_LAYOUT = TableLayout(
    game_id="tiles-test",
    art=RIICHI_TILE_ART,
    seat_zones=(
        SeatZone("hand", "hand", "hand", scale=1.0, depth=0.0, count_key="hand_counts", per_row=14, fan=False,
                 share=2.5),
        SeatZone("melds", "melds", "groups", scale=0.6, depth=0.0, along=1, share=1.2),
        SeatZone("river", "rivers", "row", scale=0.55, depth=0.5, per_row=6, rows=3, sideways_key="riichi"),
        SeatZone("chips", "chips", "pile", scale=0.4, depth=0.5, along=1, share=0.3, label="Chips"),
    ),
    central_zones=(
        CentralZone("wall", "wall_count", "stock", x=-100, y=0, label="Wall"),
        CentralZone("dora", "dora", "row", x=100, y=0, label="Dora"),
    ),
    buttons=(),
)


def observation(players: int) -> dict:
    tiles = iter(range(136))
    return {
        "players": players,
        "seat": 0,
        "hand": [next(tiles) for _ in range(14)],
        "hand_counts": [14 - 3 * (s % 2) for s in range(players)],
        "melds": [[{"tiles": [next(tiles) for _ in range(3)], "turned": [1]}] * (s % 2) for s in range(players)],
        "rivers": [[next(tiles) for _ in range(15)] for _ in range(players)],
        "riichi": [[6] for _ in range(players)],
        "chips": [5 for _ in range(players)],
        "wall_count": 70,
        "dora": [next(tiles), next(tiles)],
    }


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("size", [(730, 620), (1630, 1000)])
def test_tile_table_fits(qapp, players, size):
    laid = compute(TILE_LAYOUT, observation(players), 0, {}, set(), set(), False, size)
    aspect = TILE_LAYOUT.art.aspect
    for key, placement in laid.placements.items():
        zone, seat = laid.origin[key]
        rect = card_rect(placement, aspect)
        home = laid.boxes[seat].rect if seat >= 0 else laid.centre
        assert home.adjusted(-1.5, -1.5, 1.5, 1.5).contains(rect), (zone, seat, rect, home)
        if placement.face_up:
            assert min(rect.width(), rect.height()) >= MIN_FACE_W - 1, (zone, rect)
    hand = [p for k, p in laid.placements.items() if laid.origin[k] == ("hand", 0)]
    assert len(hand) == 14 and all(p.rotation == 0 for p in hand)  # tiles stand straight
    centres = sorted(p.center.x() for p in hand)
    width = CARD_HEIGHT * aspect * hand[0].scale
    assert all(b - a >= width * 0.6 for a, b in zip(centres, centres[1:], strict=False))  # readable, not a stack
