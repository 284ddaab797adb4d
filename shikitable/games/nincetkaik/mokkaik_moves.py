"""行戦's legal moves, worked out from small tables instead of from scratch each turn.

Card ids run by colour, then kind, then copy, so a sorted hand is grouped by card type and
the first copies of increasing types are increasing ids: a choice of types turns into its
(sorted) physical cards without sorting. Copies are interchangeable, so each choice of card
types is listed once, with the lowest ids the hand holds.

Three facts make the tables small:
- the sets a hand can make at one strength depend only on its cards of that strength and its
  船s (at most ten cards): each such sub-hand, as a bit mask, maps to ready-made Actions,
  also indexed by (number of cards, number of red cards) for following;
- the runs of one colour depend only on which of that colour's numbers 0–8 the hand holds and
  whether it holds that colour's 船: 2 × 512 × 2 possible keys;
- the ways to lay k cards face down depend only on how many copies of each type the hand holds
  (its shape), as index patterns into the sorted hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import itemgetter
from typing import NamedTuple

from shikitable.core.actions import Action
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik.combos import classify, red_count

PLAY, DOWN = "play", "down"
TOP = D.TOP_STRENGTH
VESSEL_CARDS = tuple(c for c in D.ALL_CARDS if D.KIND[c] == D.VESSEL)
VESSEL_MASK = sum(1 << c for c in VESSEL_CARDS)
# the natural (non-船) cards of each strength, as a bit mask over card ids
STRENGTH_MASK = [
    sum(1 << c for c in D.ALL_CARDS if D.KIND[c] != D.VESSEL and D.STRENGTH[c] == strength)
    for strength in range(TOP + 1)
]
VESSELS_ALONE = 0  # the set tables' key for 船s played alone (they count as 王/皇)

_make = tuple.__new__  # Action(kind, cards, None) without NamedTuple's argument handling


def _action(kind: str, cards: tuple[int, ...]) -> Action:
    return _make(Action, (kind, cards, None))


class SetTable(NamedTuple):
    plays: tuple[Action, ...]
    by_shape: dict[tuple[int, int], tuple[Action, ...]]  # (cards, reds) -> plays


def _choices(groups: Sequence[Sequence[int]]) -> list[tuple[int, ...]]:
    """Each choice of the first 0..all copies from every group of same-type cards."""
    partial: list[tuple[int, ...]] = [()]
    for group in groups:
        partial = [acc + tuple(group[:take]) for acc in partial for take in range(len(group) + 1)]
    return partial


def _build_sets(strength: int, mask: int) -> SetTable:
    held = [c for c in D.ALL_CARDS if mask >> c & 1]
    vessels = [c for c in held if D.KIND[c] == D.VESSEL]
    vessel_choices = [(), *((v,) for v in vessels), *([tuple(vessels)] if len(vessels) == 2 else [])]
    found: list[tuple[int, ...]] = []
    if strength == VESSELS_ALONE:
        found = [v for v in vessel_choices if v]
    else:
        groups: dict[int, list[int]] = {}
        for c in held:
            if D.KIND[c] != D.VESSEL:
                groups.setdefault(D.TYPE[c], []).append(c)
        for naturals in _choices(list(groups.values())):
            if naturals:
                found.extend(tuple(sorted(naturals + extra)) for extra in vessel_choices)
    by_shape: dict[tuple[int, int], list[Action]] = {}
    plays = []
    for cards in found:
        action = _action(PLAY, cards)
        plays.append(action)
        reds = sum(D.COLOUR[c] for c in cards)
        by_shape.setdefault((len(cards), reds), []).append(action)
    return SetTable(tuple(plays), {shape: tuple(listed) for shape, listed in by_shape.items()})


_SET_TABLES: dict[int, SetTable] = {}


def sets_at(strength: int, hand_mask: int) -> SetTable:
    """The sets of this strength (VESSELS_ALONE: 船s alone) the hand can make."""
    key = (hand_mask & (STRENGTH_MASK[strength] | VESSEL_MASK)) << 4 | strength
    table = _SET_TABLES.get(key)
    if table is None:
        table = _SET_TABLES[key] = _build_sets(strength, key >> 4)
    return table


class RunShape(NamedTuple):
    types: tuple[int, ...]
    top: int


def _build_runs(colour: int, numbers: int, has_vessel: bool) -> dict[int, tuple[RunShape, ...]]:
    """Runs of one colour by length: every window of 3+ consecutive numbers the hand holds,
    or holds but for one gap that its 船 fills, and each with 船 in place of one card. A run
    that 船 could extend either way counts at its strongest (the top `classify` gives)."""
    vessel = D.type_of(colour, D.VESSEL)
    found: set[tuple[int, ...]] = set()
    for length in range(3, 10):
        for start in range(0, 10 - length):
            window = tuple(D.type_of(colour, D.NOUGHT + n) for n in range(start, start + length))
            missing = [n for n in range(start, start + length) if not numbers >> n & 1]
            if not missing:
                found.add(window)
                if has_vessel:
                    found.update((vessel, *window[:i], *window[i + 1 :]) for i in range(length))
            elif has_vessel and len(missing) == 1:
                gap = D.type_of(colour, D.NOUGHT + missing[0])
                found.add((vessel, *(t for t in window if t != gap)))
    by_length: dict[int, list[RunShape]] = {}
    for types in sorted(found):
        shape = classify(types)
        assert shape is not None, types
        by_length.setdefault(len(types), []).append(RunShape(types, shape[1]))
    return {length: tuple(runs) for length, runs in by_length.items()}


_RUN_TABLES: dict[int, dict[int, tuple[RunShape, ...]]] = {}


def runs_for(colour: int, numbers: int, has_vessel: bool) -> dict[int, tuple[RunShape, ...]]:
    key = numbers << 2 | colour << 1 | has_vessel
    table = _RUN_TABLES.get(key)
    if table is None:
        table = _RUN_TABLES[key] = _build_runs(colour, numbers, has_vessel)
    return table


def _build_downs(shape: tuple[int, ...], size: int) -> tuple[itemgetter[tuple[int, ...]], ...]:
    """Index patterns into a sorted hand of this shape for each way to lay `size` (2+) cards down."""
    starts = []
    index = 0
    for copies in shape:
        starts.append(index)
        index += copies
    patterns: list[tuple[int, ...]] = [()]
    remaining = index
    for start, copies in zip(starts, shape, strict=True):
        remaining -= copies
        grown = []
        for acc in patterns:
            for take in range(copies + 1):
                if len(acc) + take > size:
                    break
                if len(acc) + take + remaining >= size:
                    grown.append(acc + tuple(range(start, start + take)))
        patterns = grown
    return tuple(itemgetter(*p) for p in patterns)  # type: ignore[misc]


_DOWN_TABLES: dict[tuple[tuple[int, ...], int], tuple[itemgetter[tuple[int, ...]], ...]] = {}


class HandFacts(NamedTuple):
    cards: list[int]  # sorted
    mask: int
    numbers: tuple[int, int]  # per colour, bit mask of the numbers 0–8 held
    first: dict[int, int]  # type -> lowest card id of it in hand
    shape: tuple[int, ...]  # copies of each type held, in type order


_TYPE = D.TYPE
# each card's number as a bit: black numbers in bits 0–8, red ones in bits 16–24
_NUMBER_BIT = [0 if n is None else 1 << (n + 16 * D.COLOUR[c]) for c, n in enumerate(D.NUMBER)]
_ONE_DOWN = [_action(DOWN, (c,)) for c in D.ALL_CARDS]  # laying a single card down


_last_facts: tuple[tuple[int, ...], HandFacts] | None = None


def hand_facts(hand: Sequence[int]) -> HandFacts:
    """The hand's facts. The last hand's are kept, as a follower's plays and its ways down are
    listed one after the other from the same hand (one read of the keeper: another thread may
    replace it, never half-way)."""
    global _last_facts
    key = tuple(hand)
    last = _last_facts
    if last is not None and last[0] == key:
        return last[1]
    cards = sorted(key)
    mask = numbers = 0
    first: dict[int, int] = {}
    shape: list[int] = []
    for c in cards:
        mask |= 1 << c
        numbers |= _NUMBER_BIT[c]
        t = _TYPE[c]
        if t in first:
            shape[-1] += 1
        else:
            first[t] = c
            shape.append(1)
    facts = HandFacts(cards, mask, (numbers & 0x1FF, numbers >> 16), first, tuple(shape))
    _last_facts = (key, facts)
    return facts


def leads(facts: HandFacts) -> list[Action]:
    """Every combination the hand can lead."""
    mask = facts.mask
    actions: list[Action] = []
    for strength in range(1, TOP + 1):
        if mask & STRENGTH_MASK[strength]:
            actions.extend(sets_at(strength, mask).plays)
    if mask & VESSEL_MASK:
        actions.extend(sets_at(VESSELS_ALONE, mask).plays)
    first = facts.first
    for colour in (D.BLACK, D.RED):
        runs = runs_for(colour, facts.numbers[colour], bool(mask >> VESSEL_CARDS[colour] & 1))
        for by_length in runs.values():
            actions.extend([_make(Action, (PLAY, tuple([first[t] for t in run.types]), None)) for run in by_length])
    return actions


def beats(facts: HandFacts, kind: str, rank: int, size: int, reds: int) -> list[Action]:
    """The plays that beat the best so far: same kind, size and colours, strictly stronger."""
    mask = facts.mask
    actions: list[Action] = []
    if kind == "run":
        if reds not in (0, size):
            return actions
        colour = D.RED if reds else D.BLACK
        first = facts.first
        runs = runs_for(colour, facts.numbers[colour], bool(mask >> VESSEL_CARDS[colour] & 1)).get(size, ())
        actions.extend(
            [_make(Action, (PLAY, tuple([first[t] for t in run.types]), None)) for run in runs if run.top > rank]
        )
        return actions
    wanted = (size, reds)
    for strength in range(rank + 1, TOP + 1):
        if mask & STRENGTH_MASK[strength]:
            actions.extend(sets_at(strength, mask).by_shape.get(wanted, ()))
    if rank < TOP and mask & VESSEL_MASK:
        actions.extend(sets_at(VESSELS_ALONE, mask).by_shape.get(wanted, ()))
    return actions


def downs(facts: HandFacts, size: int) -> list[Action]:
    """Each way to lay `size` cards face down (each choice of card types once)."""
    if size == 1:
        return [_ONE_DOWN[c] for c in facts.first.values()]
    key = (facts.shape, size)
    table = _DOWN_TABLES.get(key)
    if table is None:
        table = _DOWN_TABLES[key] = _build_downs(facts.shape, size)
    cards = facts.cards
    return [_make(Action, (DOWN, pick(cards), None)) for pick in table]


_PLAY_SHAPES: dict[tuple[int, ...], tuple[str, int, int]] = {}


def play_shape(cards: tuple[int, ...]) -> tuple[str, int, int]:
    """(kind, rank, red cards) of a combination already checked to be one (sorted card ids)."""
    found = _PLAY_SHAPES.get(cards)
    if found is None:
        types = tuple(sorted(_TYPE[c] for c in cards))
        shape = classify(types)
        assert shape is not None, cards
        found = _PLAY_SHAPES[cards] = (shape[0], shape[1], red_count(types))
    return found
