"""Helpers for 紙机戦 tests: cards by name, and arranging a table by hand."""

from __future__ import annotations

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
