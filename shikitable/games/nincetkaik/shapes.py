"""終季's winning shapes: six cards as [2][2][2], [2][4] or [3][3] (3 = a set or a run of three).

Every [2][4] hand is also three pairs (a set of four is two pairs), and both score alike, so
a hand wins if it splits into two threes or pairs up. Cached on sorted type tuples."""

from __future__ import annotations

from collections import defaultdict
from functools import cache, lru_cache
from itertools import combinations
from typing import NamedTuple

from shikitable.core.memo import HAND_CACHE
from shikitable.games.nincetkaik.combos import run_starts, set_rank
from shikitable.games.nincetkaik.deck import TYPE_IS_VESSEL, TYPE_STRENGTH

Group = tuple[int, ...]


class WinShape(NamedTuple):
    groups: tuple[Group, ...]  # concealed groups first, then melds
    six_run: bool  # 六連: two runs of three whose six numbers are consecutive


@lru_cache(maxsize=HAND_CACHE)
def group_ok(group: Group) -> bool:
    """A pair, a set of three or four, or a run of three (船 wild in its colour)."""
    if len(group) in (2, 3, 4) and set_rank(group) is not None:
        return True
    return len(group) == 3 and bool(run_starts(group))


def _six_run(first: Group, second: Group) -> bool:
    return any(abs(a - b) == 3 for a in run_starts(first) for b in run_starts(second))


def _three_pairs(cards: Group) -> tuple[Group, ...] | None:
    """Pair the cards by strength; each odd card out takes a 船 of its own."""
    by_strength: dict[int, list[int]] = defaultdict(list)
    vessels: list[int] = []
    for t in cards:
        (vessels if TYPE_IS_VESSEL[t] else by_strength[TYPE_STRENGTH[t]]).append(t)
    pairs: list[Group] = []
    for group in by_strength.values():
        while len(group) >= 2:
            pairs.append((group.pop(), group.pop()))
        if group:
            if not vessels:
                return None
            pairs.append(tuple(sorted((group.pop(), vessels.pop()))))
    if vessels:
        pairs.append(tuple(vessels))
    return tuple(sorted(pairs))


@lru_cache(maxsize=HAND_CACHE)
def best_win(concealed: Group, melds: tuple[Group, ...]) -> WinShape | None:
    """The best reading of a complete hand (preferring 六連), or None if it does not win.
    `concealed` must be sorted; melds are groups already laid face up by 開."""
    if len(concealed) + sum(len(m) for m in melds) != 6:
        return None
    if melds:
        if len(melds) != 1 or not group_ok(concealed):
            return None
        meld = melds[0]
        if len(meld) == 3 and len(concealed) == 3:
            return WinShape((concealed, meld), _six_run(concealed, meld))
        if len(meld) == 4 and len(concealed) == 2:
            return WinShape((concealed, meld), False)
        return None
    found: WinShape | None = None
    first, rest = concealed[0], concealed[1:]
    for i, j in combinations(range(5), 2):
        one = (first, rest[i], rest[j])
        two = tuple(rest[k] for k in range(5) if k != i and k != j)
        if group_ok(one) and group_ok(two):
            shape = WinShape((one, two), _six_run(one, two))
            if shape.six_run:
                return shape
            found = found or shape
    if found:
        return found
    pairs = _three_pairs(concealed)
    return WinShape(pairs, False) if pairs else None


def is_winning(concealed: Group, melds: tuple[Group, ...]) -> bool:
    return best_win(concealed, melds) is not None


# --- what a waiting hand can use ------------------------------------------------------
# A playout asks, on every discard, whether each other seat may win on it or claim it. Those
# answers depend only on the waiting hand, so they are worked out once per hand, as sets of
# card types, from small cached pieces (pairs and triples) instead of trying all 24 types.

ALL_TYPES = tuple(range(24))


class Profile(NamedTuple):
    """Bit masks over the 24 card types (bit t set: type t)."""

    waits: int  # types that complete the hand (終季 on a discard, or on a draw)
    claims: int  # types that 開 could take


def mask_has(mask: int, t: int) -> bool:
    return bool(mask >> t & 1)


def _mask(types: object) -> int:
    out = 0
    for t in types:  # type: ignore[attr-defined]
        out |= 1 << t
    return out


@cache  # finite: one entry per card, pair or triple of the deck
def completes_three(pair: Group) -> int:
    """Types that turn this (sorted) pair into a set or run of three."""
    return _mask(t for t in ALL_TYPES if group_ok(tuple(sorted((*pair, t)))))


@cache  # finite: one entry per card, pair or triple of the deck
def completes_four(triple: Group) -> int:
    """Types that turn this (sorted) triple into a set of four."""
    if set_rank(triple) is None:
        return 0
    return _mask(t for t in ALL_TYPES if set_rank(tuple(sorted((*triple, t)))) is not None)


@cache  # finite: one entry per card, pair or triple of the deck
def completes_pair(card: int) -> int:
    return _mask(t for t in ALL_TYPES if set_rank(tuple(sorted((card, t)))) is not None)


TYPES_OF_STRENGTH: dict[int, int] = {
    strength: _mask(t for t in ALL_TYPES if not TYPE_IS_VESSEL[t] and TYPE_STRENGTH[t] == strength)
    for strength in set(TYPE_STRENGTH)
}
VESSEL_TYPES = _mask(t for t in ALL_TYPES if TYPE_IS_VESSEL[t])
TRIPLE_SPLITS = tuple((picked, tuple(i for i in range(5) if i not in picked)) for picked in combinations(range(5), 3))
PAIRS_OF = {n: tuple(combinations(range(n), 2)) for n in range(7)}
TRIPLES_OF = {n: tuple(combinations(range(n), 3)) for n in range(7)}


def _pairing_waits(concealed: Group) -> int:
    """Types that let five cards pair up into three pairs: each strength left with an odd
    count needs a 船, and a 船 pairs with anything."""
    odd: set[int] = set()
    vessels = 0
    for t in concealed:
        if TYPE_IS_VESSEL[t]:
            vessels += 1
        else:
            odd ^= {TYPE_STRENGTH[t]}
    out = 0
    if len(odd) - 1 <= vessels:  # the new card evens out one odd strength
        for strength in odd:
            out |= TYPES_OF_STRENGTH[strength]
    if len(odd) + 1 <= vessels:  # the new card is odd itself, and a 船 covers it
        for strength, types in TYPES_OF_STRENGTH.items():
            if strength not in odd:
                out |= types
    if len(odd) <= vessels + 1:
        out |= VESSEL_TYPES
    return out


# Flat lookup tables, built once at import (about 14,000 small checks): a playout then never
# builds a tuple to ask whether three cards make a group.
_GROUP3 = [group_ok(tuple(sorted((a, b, c)))) for a in ALL_TYPES for b in ALL_TYPES for c in ALL_TYPES]
_COMPLETES3 = [completes_three(tuple(sorted((a, b)))) for a in ALL_TYPES for b in ALL_TYPES]


@lru_cache(maxsize=HAND_CACHE)
def hand_profile(concealed: Group, melds: tuple[Group, ...]) -> Profile:
    """Waits and claimable types of a hand one card short of six (sorted concealed types)."""
    waits = 0
    size = len(concealed)
    group3, completes3 = _GROUP3, _COMPLETES3
    if size + sum(len(m) for m in melds) == 5:
        if not melds:
            for (a, b, c), (d, e) in TRIPLE_SPLITS:
                if group3[concealed[a] * 576 + concealed[b] * 24 + concealed[c]]:
                    waits |= completes3[concealed[d] * 24 + concealed[e]]
            waits |= _pairing_waits(concealed)
        elif len(melds) == 1 and len(melds[0]) == 3 and size == 2:
            waits |= completes3[concealed[0] * 24 + concealed[1]]
        elif len(melds) == 1 and len(melds[0]) == 4 and size == 1:
            waits |= completes_pair(concealed[0])
    claims = 0
    if size >= 3:  # 開 with two cards must leave one to discard
        for a, b in PAIRS_OF[size]:
            claims |= completes3[concealed[a] * 24 + concealed[b]]
    if size >= 4:  # a set of four from three of a kind (船 standing in)
        vessels = sum(1 for t in concealed if TYPE_IS_VESSEL[t])
        strengths = [TYPE_STRENGTH[t] for t in concealed if not TYPE_IS_VESSEL[t]]
        for strength in set(strengths):
            if strengths.count(strength) + vessels >= 3:
                claims |= TYPES_OF_STRENGTH[strength] | VESSEL_TYPES
    return Profile(waits, claims)


@lru_cache(maxsize=HAND_CACHE)
def claim_choices(concealed: Group, discard: int) -> tuple[tuple[int, ...], ...]:
    """Index groups of the (sorted) hand that 開 may take with `discard`: two cards making a
    set or run of three, or three making a set of four; one card must be left to discard.
    Cached: every discard asks it of each seat that may claim."""
    size = len(concealed)
    out: list[tuple[int, ...]] = []
    seen: set[Group] = set()
    if size >= 3:
        for a, b in PAIRS_OF[size]:
            pair = (concealed[a], concealed[b])
            if pair not in seen and completes_three(pair) >> discard & 1:
                seen.add(pair)
                out.append((a, b))
    if size >= 4:
        for a, b, c in TRIPLES_OF[size]:
            triple = (concealed[a], concealed[b], concealed[c])
            if triple not in seen and completes_four(triple) >> discard & 1:
                seen.add(triple)
                out.append((a, b, c))
    return tuple(out)
