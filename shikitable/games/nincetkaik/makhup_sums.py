"""値木's arithmetic: every choice of a hand's numbered cards, by what it adds up to.

A hand never holds more than six cards, so there are at most 63 choices. They depend only on
the hand's numbers and how many copies of each card type it holds, not on the cards' colours
or ids: the choices are kept per such shape, as positions in the hand's cards ordered by
number, and per whole hand (a seat that drew has the same hand on its next turn)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from shikitable.games.nincetkaik import deck as D

NUMBER = D.NUMBER
_NUMBER_ORDER = [(n or 0) * D.CARD_COUNT + c for c, n in enumerate(NUMBER)]

Patterns = dict[int, tuple[tuple[int, ...], ...]]
_SUM_PATTERNS: dict[tuple[tuple[int, int], ...], Patterns] = {}


_CHOICES: dict[tuple[int, ...], tuple[tuple[int, ...], ...]] = {}


def _choices(copies: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Every non-empty choice of the first 0..c cards of each group of c copies, as positions;
    it depends only on the copies, so there are few of these."""
    found = _CHOICES.get(copies)
    if found is None:
        partial: list[tuple[int, ...]] = [()]
        start = 0
        for count in copies:
            partial = [chosen + tuple(range(start, start + take)) for chosen in partial for take in range(count + 1)]
            start += count
        found = _CHOICES[copies] = tuple(chosen for chosen in partial if chosen)
    return found


def _build_patterns(groups: tuple[tuple[int, int], ...]) -> Patterns:
    """For a hand of these (number, copies) groups of same-type cards, in card order: every
    choice of the first 0..copies of each group, as positions in the hand, by its total."""
    numbers = [number for number, copies in groups for _ in range(copies)]
    found: dict[int, list[tuple[int, ...]]] = {}
    for chosen in _choices(tuple(copies for _, copies in groups)):
        found.setdefault(sum([numbers[i] for i in chosen]), []).append(chosen)
    return {value: tuple(choices) for value, choices in found.items()}


class HandSums(NamedTuple):
    """What a hand can play, worked out once per hand."""

    cards: list[int]  # its numbered cards, by number
    patterns: Patterns  # total -> choices of them, as positions in `cards`
    singles: tuple[int, ...]  # the lowest numbered card of each type
    specials: tuple[int, ...]  # its 皇, 王 and 船 (one copy of each type exists)


_HANDS: dict[tuple[int, ...], HandSums] = {}


def hand_sums(hand: Sequence[int]) -> HandSums:
    """Every choice of the hand's numbered cards by its total (each choice of card types once,
    lowest ids). A hand never holds more than six cards, and the choices depend only on its
    numbers and copies, so they are kept by that; whole hands are kept too (a seat that drew
    has the same hand on its next turn)."""
    ordered = tuple(sorted(hand))
    found = _HANDS.get(ordered)
    if found is not None:
        return found
    # by number, then id: hands with the same numbers and copies share their patterns whatever
    # the colours (an action's cards are sorted by id again when it is listed)
    cards = sorted((c for c in ordered if NUMBER[c] is not None), key=_NUMBER_ORDER.__getitem__)
    groups: list[tuple[int, int]] = []
    singles: list[int] = []
    last = -1
    for c in cards:
        if D.TYPE[c] == last:
            groups[-1] = (groups[-1][0], groups[-1][1] + 1)
        else:
            groups.append((NUMBER[c], 1))  # type: ignore[arg-type]
            singles.append(c)
            last = D.TYPE[c]
    key = tuple(groups)
    patterns = _SUM_PATTERNS.get(key)
    if patterns is None:
        patterns = _SUM_PATTERNS[key] = _build_patterns(key)
    if len(_HANDS) > 50_000:
        _HANDS.clear()
    found = _HANDS[ordered] = HandSums(cards, patterns, tuple(singles), tuple(c for c in ordered if NUMBER[c] is None))
    return found


def sums_in(hand: Sequence[int]) -> dict[int, list[tuple[int, ...]]]:
    """Every choice of the hand's numbered cards (each choice of card types once, lowest ids)
    by what it adds up to."""
    cards, patterns, _, _ = hand_sums(hand)
    return {
        value: [tuple(sorted([cards[i] for i in chosen])) for chosen in choices] for value, choices in patterns.items()
    }
