"""連友's combinations (集), colour ignored: a hand is a count of cards per strength.

Strength index s: 0 = 船 (fully wild here), 1..9 = 無..将 (numbers 0..8), 10 = 王 and 皇.
A combination is `width` copies of each of `length` consecutive strengths:

    一 single      width 1, length 1        連 run           width 1, length 3..9 (numbers only)
    二友 pair      width 2, length 1        連友 run of sets  width 2+, length 3..9 (1 1 2 2 3 3)
    激友 set of 3+ width 3+, length 1

船 stands in for any card. A group of one natural strength plus 船s is read as a set (its
strongest reading: a 激友 may be played over anything); a lone 船 or two 船s count as 王/皇.
Everything is computed on count vectors, so results are cached per hand shape."""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from shikitable.games.nincetkaik import deck as D

STRENGTHS = 11  # 0 = 船 .. 10 = 王/皇
VESSEL_S, TOP_S = 0, 10
SINGLE, PAIR, GEKIYU, RUN, RENYU = "single", "pair", "gekiyu", "run", "renyu"

Counts = tuple[int, ...]  # per strength index, length STRENGTHS


class Shape(NamedTuple):
    kind: str
    width: int  # copies of each strength
    length: int  # consecutive strengths
    top: int  # the highest strength it stands for

    @property
    def size(self) -> int:
        return self.width * self.length


def kind_of(width: int, length: int) -> str:
    if length == 1:
        return SINGLE if width == 1 else PAIR if width == 2 else GEKIYU
    return RUN if width == 1 else RENYU


def counts_of(cards: list[int] | tuple[int, ...]) -> Counts:
    counts = [0] * STRENGTHS
    for s in map(D.STRENGTH.__getitem__, cards):
        counts[s] += 1
    return tuple(counts)


@lru_cache(maxsize=200_000)
def classify(usage: Counts) -> Shape | None:
    """The combination these cards make, or None."""
    size = sum(usage)
    naturals = [s for s in range(1, STRENGTHS) if usage[s]]
    if size == 0:
        return None
    if not naturals:  # 船s alone: a single or a pair of the strongest
        return Shape(kind_of(size, 1), size, 1, TOP_S) if size <= 2 else None
    if len(naturals) == 1:
        return Shape(kind_of(size, 1), size, 1, naturals[0])
    if naturals[-1] == TOP_S:  # 王/皇 never sit in a run
        return None
    low, high = naturals[0], naturals[-1]
    most = max(usage[s] for s in naturals)
    for width in range(most, size + 1):
        if size % width:
            continue
        length = size // width
        if length < 3 or length > 9 or high - low + 1 > length:
            continue
        # every strength in the window needs `width` cards: the naturals fit, 船s fill the rest
        return Shape(kind_of(width, length), width, length, min(9, low + length - 1))
    return None


def beats(shape: Shape, top: Shape, gekiyu_rule: str) -> bool:
    """Whether `shape` may be played over `top`. A 激友 goes over any other combination; over a
    激友 it needs more cards or (same count) a higher strength ("bigger"), or only the latter
    ("same_size"). Anything else: the same kind and size, higher."""
    if shape.kind == GEKIYU:
        if top.kind != GEKIYU:
            return True
        if shape.width == top.width:
            return shape.top > top.top
        return gekiyu_rule == "bigger" and shape.width > top.width
    return shape.width == top.width and shape.length == top.length and shape.top > top.top


def _window_usages(counts: Counts, width: int, low: int, length: int) -> list[Counts]:
    """Each way to take `width` of every strength low..low+length-1, 船s filling what is short."""
    vessels = counts[VESSEL_S]
    found: list[Counts] = []
    high = low + length

    def grow(index: int, usage: list[int], budget: int) -> None:
        if index == high:
            usage[VESSEL_S] = vessels - budget
            found.append(tuple(usage))
            return
        most = min(width, counts[index])
        for n in range(most, max(-1, width - budget - 1), -1):
            usage[index] = n
            grow(index + 1, usage, budget - (width - n))
        usage[index] = 0

    grow(low, [0] * STRENGTHS, vessels)
    return found


def _shortfall_prefix(counts: Counts, width: int) -> list[int]:
    """prefix[i]: cards missing to have `width` of each strength 1..i (船s must cover them)."""
    prefix = [0]
    for s in range(1, 10):
        short = width - counts[s]
        prefix.append(prefix[-1] + (short if short > 0 else 0))
    return prefix


def _feasible_windows(counts: Counts, width: int, length: int, above: int = 0) -> list[int]:
    """The lowest strengths of the windows of `length` numbers, each with `width` cards, that
    the hand can fill (船s covering the shortfall), whose top is above `above`."""
    vessels = counts[VESSEL_S]
    prefix = _shortfall_prefix(counts, width)
    first = max(1, above - length + 2)
    return [low for low in range(first, 11 - length) if prefix[low + length - 1] - prefix[low - 1] <= vessels]


def _set_usage(s: int, n: int, w: int) -> Counts:
    usage = [0] * STRENGTHS
    usage[s] += n
    usage[VESSEL_S] += w
    return tuple(usage)


# (strength, naturals, 船s) -> (usage, shape), made once: sets are listed on every turn
SET_TABLE: dict[tuple[int, int, int], tuple[Counts, Shape]] = {
    (s, n, w): (_set_usage(s, n, w), Shape(kind_of(n + w, 1), n + w, 1, s))
    for s in range(1, STRENGTHS)
    for n in range(1, 9)
    for w in range(3)
}
VESSEL_SETS = {w: (_set_usage(VESSEL_S, 0, w), Shape(kind_of(w, 1), w, 1, TOP_S)) for w in (1, 2)}


def _sets(counts: Counts, size: int | None = None, above: int = 0, least: int = 1) -> list[tuple[Counts, Shape]]:
    """Sets (one strength, 船s added or not) of `size` cards (any size of at least `least` if
    None), above a strength."""
    vessels = counts[VESSEL_S]
    out: list[tuple[Counts, Shape]] = []
    table = SET_TABLE
    for s in range(max(1, above + 1), STRENGTHS):
        have = counts[s]
        if not have:
            continue
        if size is not None:
            for n in range(max(1, size - vessels), min(have, size) + 1):
                out.append(table[s, n, size - n])
            continue
        for n in range(1, have + 1):
            for w in range(max(0, least - n), vessels + 1):
                out.append(table[s, n, w])
    if above < TOP_S:
        for w in range(max(1, least), min(vessels, 2) + 1):
            if size is None or size == w:
                out.append(VESSEL_SETS[w])
    return out


def _runs(counts: Counts, width: int, length: int, above: int = 0) -> dict[Counts, Shape]:
    found: dict[Counts, Shape] = {}
    for low in _feasible_windows(counts, width, length, above):
        for usage in _window_usages(counts, width, low, length):
            if usage not in found:
                shape = classify(usage)
                if shape is not None and shape.length > 1:
                    found[usage] = shape
    return found


@lru_cache(maxsize=100_000)
def hand_combos(counts: Counts) -> tuple[tuple[Counts, Shape], ...]:
    """Every combination of the hand (what a leader may play)."""
    found: dict[Counts, Shape] = dict(_sets(counts))
    total = sum(counts)
    vessels = counts[VESSEL_S]
    most = max(counts[1:10])
    for width in range(1, min(total // 3, most + vessels) + 1):
        prefix = _shortfall_prefix(counts, width)
        for length in range(3, min(9, total // width) + 1):
            lows = [low for low in range(1, 11 - length) if prefix[low + length - 1] - prefix[low - 1] <= vessels]
            if not lows:
                break  # a longer window holds a shorter one: none of them fits either
            kind = kind_of(width, length)
            for low in lows:
                if not vessels:
                    usage = [0] * STRENGTHS
                    usage[low : low + length] = [width] * length
                    found[tuple(usage)] = Shape(kind, width, length, low + length - 1)
                    continue
                for usage_t in _window_usages(counts, width, low, length):
                    if usage_t not in found:
                        shape = classify(usage_t)
                        if shape is not None and shape.length > 1:
                            found[usage_t] = shape
    return tuple(found.items())


@lru_cache(maxsize=100_000)
def gekiyu_in(counts: Counts) -> tuple[tuple[Counts, Shape], ...]:
    return tuple(_sets(counts, least=3))


@lru_cache(maxsize=100_000)
def beating(counts: Counts, top: Shape, gekiyu_rule: str) -> tuple[Counts, ...]:
    """The usages of this hand that may be played over `top` (built for that shape only)."""
    out: list[Counts] = []
    if top.kind != GEKIYU:
        if top.length == 1:
            out.extend(u for u, _ in _sets(counts, top.width, top.top))
        else:
            out.extend(_runs(counts, top.width, top.length, top.top))
    out.extend(usage for usage, shape in gekiyu_in(counts) if beats(shape, top, gekiyu_rule))
    return tuple(out)


def pools_by_strength(hand: list[int]) -> list[list[int]]:
    pools: list[list[int]] = [[] for _ in range(STRENGTHS)]
    strength = D.STRENGTH
    for c in sorted(hand):
        pools[strength[c]].append(c)
    return pools


def cards_for(pools: list[list[int]], usage: Counts) -> tuple[int, ...]:
    """Physical cards for a usage: the lowest ids of each strength (colour is ignored, so
    copies of a strength are interchangeable and each choice is listed once)."""
    taken: list[int] = []
    for s, n in _used(usage):
        taken += pools[s][:n]
    taken.sort()
    return tuple(taken)


@lru_cache(maxsize=100_000)
def _used(usage: Counts) -> tuple[tuple[int, int], ...]:
    """(strength, count) for the strengths a usage takes."""
    return tuple((s, n) for s, n in enumerate(usage) if n)


def strength_name(s: int, lang: str = "en") -> str:
    if s == TOP_S:
        return "王/皇"
    return next(k.kanji for k in D.KINDS if k.strength == s)


def describe(shape: Shape) -> str:
    """A player's name for a combination, e.g. 'a pair of 兵' or 'a run of 3 up to 5'."""
    name = strength_name(shape.top)
    if shape.kind == SINGLE:
        return f"a single {name}"
    if shape.kind == PAIR:
        return f"a pair of {name}"
    if shape.kind == GEKIYU:
        return f"a 激友 of {shape.width} {name}"
    top_number = shape.top - 1
    if shape.kind == RUN:
        return f"a run of {shape.length} up to {top_number}"
    return f"a 連友 of {shape.length}×{shape.width} up to {top_number}"
