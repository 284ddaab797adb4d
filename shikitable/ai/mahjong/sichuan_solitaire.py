"""Whole-hand playouts of one 四川麻将 hand on tile counts alone (a "solitaire"), cheap enough
to run dozens of times within a decision.

The deciding seat's hand is played to the end of the wall against a shuffled pool of the tiles
it has not seen: each round it draws one tile, and the other live seats let one tile each pass
(drawn from the same pool) that it may win on. It plays a plan: the suits it keeps (every suit
but its void, or one suit alone for 清一色), throwing every other tile first, then keeping the
drawn tile only when it brings the hand nearer to ready (the least connected tile goes). A win
scores the engine's own fan (no guessed hand values), paid by every live seat on a
self-draw and by one on a discard; an early win is worth a little more (a seat that is out
pays nobody afterwards), and at the wall's end a ready hand collects 查叫 and a hand not ready
pays it.

Shanten is read per suit from memoised block tables (a hand in a plan holds two suits at most),
about a tenth of the general function's cost."""

from __future__ import annotations

import copy
import math
import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache

from shikitable.ai.mahjong.mahjong_search import keep_worth
from shikitable.games.mahjong.hand import pack, unpack
from shikitable.games.mahjong.riichi.shapes import _group_blocks
from shikitable.games.mahjong.sichuan_fan import Meld, WinContext, hand_value

# points for each round of the wall still to come when the hand wins: a seat that is out pays
# none of the later wins
EXIT_PER_ROUND = 0.12
# 查叫 at the wall's end: a hand not ready pays the ready seats (about this much); a ready hand
# collects about half its best wait from each live seat that is not ready (about half are)
NOT_READY_PAYS = 2.0
READY_SHARE = 0.5
MIN_RUNS = 16  # paired playouts a comparison plays whatever the clock


_POWERS = tuple(8**i for i in range(9))  # the packing of games/mahjong/hand.py: 3 bits a kind


def suit_key(counts: Sequence[int], suit: int) -> int:
    """One suit's counts as a number, the playout's cheap handle on them."""
    return pack(counts, suit * 9, suit * 9 + 9)


@lru_cache(maxsize=65536)
def _suit_reading(key: int) -> tuple[tuple[tuple[int, int, int], ...], int]:
    """A suit's undominated (sets, partial sets, pair) splits (riichi's memoised table: quicker
    to fill than the heuristic's) and its pairs (for seven pairs)."""
    part = tuple(unpack(key, 9))
    return _group_blocks(part, False), sum(c // 2 for c in part)


@lru_cache(maxsize=500_000)
def keyed_shanten(first: int, second: int, melds: int) -> int:
    """Shanten of the tiles of two suits given by their keys (0 for none), `melds` declared
    (four sets and a pair, and seven pairs without melds)."""
    blocks_a, pairs_a = _suit_reading(first)
    blocks_b, pairs_b = _suit_reading(second)
    cap = 4 - melds
    best = 8
    for sets_a, partials_a, pair_a in blocks_a:
        for sets_b, partials_b, pair_b in blocks_b:
            sets = min(sets_a + sets_b, cap)
            partials = partials_a + partials_b
            pair = pair_a + pair_b
            if pair > 1:
                partials += pair - 1
                pair = 1
            value = 8 - 2 * (sets + melds) - min(partials, cap - sets) - pair
            if value < best:
                best = value
    if melds == 0:
        best = min(best, 6 - min(pairs_a + pairs_b, 7))
    return best


def suit_shanten(counts: Sequence[int], melds: int, suits: Sequence[int]) -> int:
    """Tiles short of ready for four sets and a pair (or seven pairs without melds) reading only
    the tiles of `suits` (one or two of them); -1 when they are complete."""
    keys = [suit_key(counts, s) for s in suits]
    return keyed_shanten(keys[0], keys[1] if len(keys) > 1 else 0, melds)


@dataclass(frozen=True)
class Table:
    """What the playout needs besides the hand: the rule options, the seats still in besides
    the player, the rounds the wall has left."""

    options: Mapping[str, object]
    others_live: int
    rounds: int

    @property
    def tsumo_point(self) -> int:
        return 1 if self.options.get("tsumo_bonus", "point") == "point" else 0


class Playout:
    """One plan played out from `counts` (the concealed tiles, 27 kinds) with `melds` declared."""

    def __init__(self, counts: Sequence[int], melds: Sequence[Meld], suits: Sequence[int], table: Table) -> None:
        self.counts = list(counts)
        self.melds = list(melds)
        self.suits = tuple(suits)
        self.table = table
        self.keys = [suit_key(self.counts, s) for s in range(3)]
        self.outside = sum(c for k, c in enumerate(self.counts) if k // 9 not in self.suits)
        self.distance = self._shanten()
        self._waits: frozenset[int] | None = None

    def _shanten(self) -> int:
        if self.outside:
            return 8  # tiles outside the plan still held: not ready whatever the rest
        keys = self.keys
        suits = self.suits
        return keyed_shanten(keys[suits[0]], keys[suits[1]] if len(suits) > 1 else 0, len(self.melds))

    def _add(self, kind: int, copies: int) -> None:
        self.counts[kind] += copies
        self.keys[kind // 9] += copies * _POWERS[kind % 9]
        if kind // 9 not in self.suits:
            self.outside += copies

    def waits(self) -> frozenset[int]:
        """The kinds that would complete the hand (empty unless ready)."""
        if self._waits is None:
            found = set()
            if self.distance == 0:
                for suit in self.suits:
                    for kind in range(suit * 9, suit * 9 + 9):
                        if self.counts[kind] < 4:
                            self._add(kind, 1)
                            if self._shanten() < 0:
                                found.add(kind)
                            self._add(kind, -1)
            self._waits = frozenset(found)
        return self._waits

    def win_points(self, kind: int, self_drawn: bool, last: bool) -> int:
        self.counts[kind] += 1
        value = hand_value(self.counts, self.melds, self.table.options,
                           WinContext(self_drawn=self_drawn, last_of_wall=last))
        self.counts[kind] -= 1
        return value.points if value is not None else 1

    def discard(self) -> int:
        """The plan's discard from a hand one tile over: a tile outside the plan first, else the
        least connected tile that keeps the hand nearest to ready."""
        counts = self.counts
        self._waits = None
        if self.outside:
            kind = min((k for k in range(27) if counts[k] and k // 9 not in self.suits),
                       key=lambda k: keep_worth(counts, k))
            self._add(kind, -1)
            self.distance = self._shanten()
            return kind
        best_kind, best = -1, 99
        for kind in sorted((k for k in range(27) if counts[k]), key=lambda k: keep_worth(counts, k)):
            self._add(kind, -1)
            value = self._shanten()
            self._add(kind, 1)
            if value < best:
                best_kind, best = kind, value
                if best <= self.distance:
                    break  # the least connected tile that loses nothing
        self._add(best_kind, -1)
        self.distance = best
        return best_kind

    def draw(self, kind: int) -> None:
        """Take a drawn tile and throw one: the drawn tile itself unless it brings the hand nearer
        (a cheap stand-in for the full choice: most draws change nothing)."""
        self._add(kind, 1)
        if not self.outside and self._shanten() >= self.distance:
            self._add(kind, -1)
            return
        self.discard()

    def run(self, pool: Sequence[int], start: int = 0) -> float:
        """The plan's points to the end of the hand, drawing from `pool` (shuffled kinds) from
        `start`; the hand holds 13 tiles (less its melds' share) when it is called."""
        table = self.table
        at = start
        for round_ in range(table.rounds):
            if at >= len(pool):
                break
            drawn = pool[at]
            at += 1
            last = round_ == table.rounds - 1
            if self.distance == 0 and drawn in self.waits():
                points = self.win_points(drawn, True, last)
                return (points + table.tsumo_point) * table.others_live + EXIT_PER_ROUND * (table.rounds - round_ - 1)
            self.draw(drawn)
            for _ in range(table.others_live):
                if at >= len(pool):
                    break
                passing = pool[at]
                at += 1
                if self.distance == 0 and passing in self.waits():
                    points = self.win_points(passing, False, last)
                    return points + EXIT_PER_ROUND * (table.rounds - round_ - 1)
        if self.distance == 0 and self.waits():
            best = max(self.win_points(k, False, False) for k in self.waits())
            return READY_SHARE * best * table.others_live
        return -NOT_READY_PAYS


def unseen_pool(seen: Sequence[int]) -> list[int]:
    """The kinds not yet seen, one entry a tile."""
    return [kind for kind in range(27) for _ in range(max(0, 4 - seen[kind]))]


def compare(first: Playout, others: Sequence[Playout], pool: Sequence[int], rng: random.Random,
            runs: int, cpu_deadline: float = math.inf) -> list[list[float]]:
    """Paired differences (each of `others` minus `first`) over up to `runs` shuffles of the
    pool, every plan on the same shuffle; stops early once the process's CPU clock passes
    `cpu_deadline` (after at least MIN_RUNS)."""
    differences: list[list[float]] = [[] for _ in others]
    shuffled = list(pool)
    for done in range(runs):
        if done >= MIN_RUNS and time.process_time() > cpu_deadline:
            break
        rng.shuffle(shuffled)
        base = _copy(first).run(shuffled)
        for row, other in zip(differences, others, strict=True):
            row.append(_copy(other).run(shuffled) - base)
    return differences


def _copy(playout: Playout) -> Playout:
    """A playout to run on its own: the counts it changes are its own, the rest is shared."""
    twin = copy.copy(playout)
    twin.counts = list(playout.counts)
    twin.keys = list(playout.keys)
    return twin
