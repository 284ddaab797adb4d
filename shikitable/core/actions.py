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


NO_ARG: tuple[type, ...] = (type(None),)
INT_ARG: tuple[type, ...] = (int,)
STR_ARG: tuple[type, ...] = (str,)
MAYBE_INT_ARG: tuple[type, ...] = (type(None), int)


class KindShape(NamedTuple):
    """What one kind of move carries: how many cards (from `least` to `most`) and which types
    its `arg` may have (NoneType among them when the arg may be left out)."""

    least: int = 0
    most: int = 0
    arg: tuple[type, ...] = NO_ARG


class ActionSchema(NamedTuple):
    """Every move a game knows: its kinds with their shapes, and its card ids (0 .. cards-1)."""

    cards: int
    kinds: dict[str, KindShape]


def check_action_shape(seat: object, action: object, schema: ActionSchema | None = None) -> None:
    """Refuse, before anything changes, an action of the wrong shape: a seat that is not an int,
    anything but an `Action` (a plain tuple equal to a move is still not one), a kind that is not
    a string, cards that are not plain ints (a bool, float or string would compare equal to a card
    or crash later), an arg that is neither int nor str. Every game's `apply` and the host call
    this first. With the game's `schema`, also: the kind is one of the game's, the cards are ids
    of its deck named once each, in the number the kind takes, and the arg is one the kind takes."""
    if type(seat) is not int:
        raise IllegalAction(f"A seat is a whole number, not {_short(seat)}.")
    if type(action) is not Action:
        raise IllegalAction(f"Not an action: {_short(action)}.")
    kind, cards, arg = action
    if type(kind) is not str:
        raise IllegalAction(f"An action's kind is a word, not {_short(kind)}.")
    if type(cards) is not tuple or any(type(card) is not int for card in cards):
        raise IllegalAction(f"An action's cards are whole numbers, not {_short(cards)}.")
    if arg is not None and type(arg) not in (int, str):
        raise IllegalAction(f"An action's argument is a whole number or a word, not {_short(arg)}.")
    if schema is not None:
        check_against_schema(action, schema)


def check_card_ids(action: Action, schema: ActionSchema) -> None:
    """The cards are ids of the game's deck, each named once: what a game's own checks may
    assume before they look a card up (they give the better reasons for the rest)."""
    for card in action.cards:
        if not 0 <= card < schema.cards:
            raise IllegalAction(f"There is no card {_short(card)} in this game.")
    if len(set(action.cards)) != len(action.cards):
        raise IllegalAction(f"{_short(action.kind)} names a card more than once.")


def check_against_schema(action: Action, schema: ActionSchema) -> None:
    """The schema part of `check_action_shape`, for an action already known to be well typed."""
    kind, cards, arg = action
    shape = schema.kinds.get(kind)
    if shape is None:
        raise IllegalAction(f"This game has no move called {_short(kind)}.")
    if not shape.least <= len(cards) <= shape.most:
        if shape.most == 0:
            raise IllegalAction(f"{_short(kind)} names no cards.")
        wanted = str(shape.most) if shape.least == shape.most else f"{shape.least} to {shape.most}"
        raise IllegalAction(f"{_short(kind)} names {wanted} cards, not {len(cards)}.")
    check_card_ids(action, schema)
    if type(arg) not in shape.arg:
        if shape.arg == NO_ARG:
            raise IllegalAction(f"{_short(kind)} takes no argument.")
        raise IllegalAction(f"{_short(kind)} takes a different argument, not {_short(arg)}.")


def _short(value: object) -> str:
    """A value for a refusal's text, cut short: a hostile input may be a huge number or string."""
    try:
        text = repr(value)
    except Exception:  # a hostile object's own repr may fail: name its type instead
        text = f"<{type(value).__name__}>"
    return text if len(text) <= 60 else text[:57] + "..."
