"""Combinations (集): 一枚 single, 友 set, 連 run; 船 stands in for any card of its own colour.

Everything here works on card *types* (colour × kind), so results can be cached: a hand of
physical cards is looked up by its sorted type tuple."""

from __future__ import annotations

from functools import lru_cache

from shikitable.core.memo import HAND_CACHE
from shikitable.games.nincetkaik.deck import (
    TOP_STRENGTH,
    TYPE_COLOUR,
    TYPE_IS_VESSEL,
    TYPE_NUMBER,
    TYPE_STRENGTH,
)

SET, RUN = "set", "run"


@lru_cache(maxsize=HAND_CACHE)
def set_rank(types: tuple[int, ...]) -> int | None:
    """Strength of the set these types make (船 wild), or None. A lone 船 or 船s alone count
    as the strongest card they could stand for (王/皇)."""
    naturals = {TYPE_STRENGTH[t] for t in types if not TYPE_IS_VESSEL[t]}
    if not types or len(naturals) > 1:
        return None
    return naturals.pop() if naturals else TOP_STRENGTH


@lru_cache(maxsize=HAND_CACHE)
def run_starts(types: tuple[int, ...]) -> tuple[int, ...]:
    """Every lowest number a same-colour run of these types could start at (船 fills a number)."""
    n = len(types)
    if n < 3 or len({TYPE_COLOUR[t] for t in types}) != 1:
        return ()
    numbers = []
    for t in types:
        if TYPE_IS_VESSEL[t]:
            continue
        number = TYPE_NUMBER[t]
        if number is None:  # 王 and 皇 never sit in a run
            return ()
        numbers.append(number)
    if len(set(numbers)) != len(numbers):
        return ()
    if not numbers:
        return ()
    low = max(0, max(numbers) - n + 1)
    high = min(min(numbers), 9 - n)
    return tuple(range(low, high + 1))


def run_top(types: tuple[int, ...]) -> int | None:
    starts = run_starts(types)
    return starts[-1] + len(types) - 1 if starts else None


@lru_cache(maxsize=HAND_CACHE)
def classify(types: tuple[int, ...]) -> tuple[str, int] | None:
    """(SET, strength) or (RUN, top number) for a played group, or None if it is no combination.
    No group of three or more can be both (a set needs equal strengths, a run distinct numbers)."""
    rank = set_rank(types)
    if rank is not None:
        return SET, rank
    top = run_top(types)
    if top is not None:
        return RUN, top
    return None


def red_count(types: tuple[int, ...]) -> int:
    return sum(TYPE_COLOUR[t] for t in types)
