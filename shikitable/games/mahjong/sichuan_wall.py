"""Building, breaking and dealing the 108-tile wall of 四川麻将.

The tiles are shuffled with the match's seeded generator; that order is the wall. Two seats
(the dealer and the one opposite) build 14 stacks, the other two 13 (14+13+14+13 = 54 stacks
of two = 108 tiles); with three players 72 tiles (dots and bamboo) in 12 stacks each, with two
18 each. Two dice are rolled: their sum, counted from the dealer round the table,
names the wall that is broken, and the break is that many stacks from its right end. The dice
and the break are shown (they are what players see); the order of the tiles is the shuffle.
Dealing is the Japanese way: three rounds of four tiles from the dealer round the table, one
more each, and the dealer a fourteenth. Drawing goes on from the break; there is no dead wall,
and a kong's replacement tile is taken from the far end of the live wall."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from shikitable.games.mahjong.tiles import SUITED_TILE_COUNT

STACKS = {4: (14, 13, 14, 13), 3: (12, 12, 12), 2: (18, 18)}  # by seat counted from the dealer


def tile_set(players: int) -> list[int]:
    """Four players: all 108 tiles. Two or three: dots and bamboo only, 72 tiles (the apps'
    两房; the characters are left out)."""
    return list(range(SUITED_TILE_COUNT)) if players == 4 else list(range(36, SUITED_TILE_COUNT))


@dataclass(frozen=True)
class WallBreak:
    dice: tuple[int, int]
    wall_of: int  # the seat whose wall is broken
    stack: int  # stacks counted from that wall's right end


def shuffled_tiles(rng: random.Random, players: int = 4) -> list[int]:
    tiles = tile_set(players)
    rng.shuffle(tiles)
    return tiles


def check_wall(order: Sequence[int], players: int = 4) -> list[int]:
    tiles = list(order)
    expected = tile_set(players)
    if sorted(tiles) != expected:
        raise ValueError(f"an explicit wall must list each of the {len(expected)} tiles exactly once")
    return tiles


def roll_break(rng: random.Random, dealer: int, players: int = 4) -> WallBreak:
    dice = (rng.randint(1, 6), rng.randint(1, 6))
    total = dice[0] + dice[1]
    wall_of = (dealer + total - 1) % players
    stacks = STACKS[players][(wall_of - dealer) % players]
    return WallBreak(dice, wall_of, min(total, stacks))


def deal(wall: list[int], dealer: int, players: int = 4) -> list[list[int]]:
    """Take the starting hands from the front of `wall` (which loses them)."""
    hands: list[list[int]] = [[] for _ in range(players)]
    taken = 0
    for _round in range(3):
        for i in range(players):
            hands[(dealer + i) % players].extend(wall[taken : taken + 4])
            taken += 4
    for i in range(players):
        hands[(dealer + i) % players].append(wall[taken])
        taken += 1
    hands[dealer].append(wall[taken])
    taken += 1
    del wall[:taken]
    return hands
