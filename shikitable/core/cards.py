"""Cards by their stable text ids (file names, logs, puzzles): one reverse look-up for every deck."""

from __future__ import annotations

from collections.abc import Callable, Iterable


class CodeBook:
    """The reverse of a deck's `card_code`: the card a text id names."""

    def __init__(self, code: Callable[[int], str], cards: Iterable[int]) -> None:
        self._by_code = {code(card): card for card in cards}

    def card(self, code: str) -> int:
        """The card `code` names; a ValueError naming the code when no card has it."""
        try:
            return self._by_code[code]
        except KeyError:
            raise ValueError(f"no such card: {code!r}") from None
