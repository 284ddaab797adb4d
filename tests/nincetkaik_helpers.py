"""Helpers for 紙机戦 tests: cards by name, and arranging a table by hand."""

from __future__ import annotations

from typing import Any

from shikitable.core.game import Game
from shikitable.games.nincetkaik import deck as D

KIND_BY_KANJI = {k.kanji: i for i, k in enumerate(D.KINDS)}
COLOUR_BY_KANJI = {"黒": D.BLACK, "赤": D.RED}


def cards(text: str, taken: set[int] | None = None) -> list[int]:
    """'黒兵 黒兵 赤王' -> distinct physical card ids (copies taken in order, skipping `taken`,
    which is updated so that several calls never hand out the same card twice)."""
    taken = set() if taken is None else taken
    out: list[int] = []
    for word in text.split():
        colour, kind = COLOUR_BY_KANJI[word[0]], KIND_BY_KANJI[word[1]]
        card = D.find_card(colour, kind, exclude=taken)
        taken.add(card)
        out.append(card)
    return out


def held(state: Any, seat: int, text: str) -> tuple[int, ...]:
    """The named cards from the seat's hand (in card order)."""
    others = set(D.ALL_CARDS) - set(state.hands[seat])
    return tuple(sorted(cards(text, others)))


def all_cards_in(data: object) -> list[int]:
    """Every int found anywhere in a JSON-like value."""
    if isinstance(data, bool):
        return []
    if isinstance(data, int):
        return [data]
    if isinstance(data, dict):
        return [c for v in data.values() for c in all_cards_in(v)]
    if isinstance(data, (list, tuple)):
        return [c for v in data for c in all_cards_in(v)]
    return []


def deal_by_name(game: Game[Any], hands: list[str], options: dict[str, Any] | None) -> tuple[Any, set[int]]:
    """A new match (seed 0) whose hands are replaced by the named cards; with the set of cards
    named so far, so that the caller names the rest of the table without clashes."""
    state = game.setup(len(hands), options, seed=0)
    taken: set[int] = set()
    state.hands = [cards(hand, taken) for hand in hands]
    return state, taken


def begin_arranged_season(state: Any) -> Any:
    """The table arranged by hand starts its season clean: nobody has season points or score
    lines yet, and no legal list worked out for the dealt table is kept."""
    state.season_points = [0] * len(state.hands)
    state.season_lines = []
    state.legal_cache = None
    return state
