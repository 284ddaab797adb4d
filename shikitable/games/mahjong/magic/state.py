"""A Magic match: a riichi state with the card state beside it, the card window open (if any)
and the declaration stack."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from shikitable.core.actions import Action
from shikitable.games.mahjong.magic.cards import CardState, Declaration
from shikitable.games.mahjong.riichi.state import RiichiState


@dataclass
class Window:
    """Seats asked at once; all answer, then the first declarer after the active seat counts."""

    kind: str  # "reset" (the dealing step), "cards" (a timing window), "counter" (while a card stands)
    timings: list[str]
    seats: list[int]  # in answering order: from the seat after the active one
    choices: dict[int, Action] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "timings": list(self.timings), "seats": list(self.seats),
                "choices": {str(s): a.to_json() for s, a in self.choices.items()}}

    @staticmethod
    def from_json(data: dict[str, Any]) -> Window:
        return Window(data["kind"], list(data["timings"]), list(data["seats"]),
                      {int(s): Action.from_json(a) for s, a in data["choices"].items()})


@dataclass
class MagicState:
    riichi: RiichiState
    cards: CardState
    options: dict[str, Any]
    window: Window | None = None
    stack: list[Declaration] = field(default_factory=list)
    # the timing window the stack belongs to, reopened after each resolution until all pass
    base_timings: list[str] = field(default_factory=list)
    context: dict[str, Any] = field(default_factory=dict)  # active seat, winners, discarder, ...
    resume: str | None = None  # what the mahjong does once the card windows close
    no_tsumo: int | None = None  # a seat whose tsumo was cancelled this turn
    version: int = 0
    legal_cache: tuple[int, int, list[Action]] | None = None
    opening_events: list[Any] = field(default_factory=list)

    @property
    def scores(self) -> list[int]:
        """The players' points (the riichi match's)."""
        return self.riichi.scores
