"""Actions: small frozen values with a canonical string and a JSON form."""

from __future__ import annotations

from typing import Any, NamedTuple

from shikitable.core.errors import IllegalAction


class Action(NamedTuple):
    """What a seat does. `kind` names the move ("play", "discard", "kai", ...);
    `cards` are the card ids it uses, sorted; `arg` carries anything else (an int or str)."""

    kind: str
    cards: tuple[int, ...] = ()
    arg: int | str | None = None

    @staticmethod
    def make(kind: str, cards: tuple[int, ...] | list[int] = (), arg: int | str | None = None) -> Action:
        return Action(kind, tuple(sorted(cards)), arg)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        if self.cards:
            data["cards"] = list(self.cards)
        if self.arg is not None:
            data["arg"] = self.arg
        return data

    @staticmethod
    def from_json(data: Any) -> Action:
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise ValueError(f"not an action: {data!r}")
        cards = data.get("cards", [])
        if not isinstance(cards, list) or not all(type(c) is int for c in cards):
            raise ValueError(f"action cards must be a list of card numbers: {data!r}")
        arg = data.get("arg")
        if arg is not None and type(arg) not in (int, str):
            raise ValueError(f"action argument must be a number or a word: {data!r}")
        return Action.make(data["kind"], cards, arg)

    def __str__(self) -> str:
        text = self.kind
        if self.cards:
            text += ":" + ",".join(str(c) for c in self.cards)
        if self.arg is not None:
            text += f"@{self.arg}"
        return text


def check_action_shape(seat: object, action: object) -> None:
    """Refuse, before anything changes, an action of the wrong shape: a seat that is not an int,
    a kind that is not a string, cards that are not plain ints (a bool, float or string would
    compare equal to a card or crash later), an arg that is neither int nor str. Every game's
    `apply` and the host call this first."""
    if type(seat) is not int:
        raise IllegalAction(f"A seat is a whole number, not {seat!r}.")
    if not isinstance(action, tuple) or len(action) != 3:
        raise IllegalAction(f"Not an action: {action!r}.")
    kind, cards, arg = action
    if type(kind) is not str:
        raise IllegalAction(f"An action's kind is a word, not {kind!r}.")
    if not isinstance(cards, tuple) or any(type(card) is not int for card in cards):
        raise IllegalAction(f"An action's cards are whole numbers, not {cards!r}.")
    if arg is not None and type(arg) not in (int, str):
        raise IllegalAction(f"An action's argument is a whole number or a word, not {arg!r}.")
