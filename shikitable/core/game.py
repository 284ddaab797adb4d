"""The game protocol: one stateless object per game whose methods read like its rulebook.

States are mutable for speed (a random playout of 終季 runs tens of thousands of actions per
second); `apply` checks legality before it touches anything, so an illegal action leaves the
state exactly as it was. Search code that needs a copy calls `clone`."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Generic, TypeVar

from shikitable.core.actions import Action, ActionSchema
from shikitable.core.events import Event
from shikitable.core.jsonform import plain
from shikitable.core.options import Option


@dataclass
class SeasonRecord:
    """One season's (deal's) outcome, for the result screen and the log."""

    number: int
    dealer: int
    multiplier: int  # the dealer multiplier this season; 0 when the game has none
    winner: int | None
    points: list[int]  # what each seat gained (+) or paid (-) this season, all payments included
    lines: list[dict[str, Any]] = field(default_factory=list)  # scoring breakdown, JSON-able
    # the season's name in each language ({"en": ..., "ja": ...}) when players call it something
    # other than "Season N" (a mahjong hand: 東1局 1本場); empty: Season N
    title: dict[str, str] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        found: dict[str, Any] = {
            "number": self.number,
            "dealer": self.dealer,
            "multiplier": self.multiplier,
            "winner": self.winner,
            "points": list(self.points),
            "lines": list(self.lines),
        }
        if self.title:
            found["title"] = dict(self.title)
        return found

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> SeasonRecord:
        """The record of a JSON form; it shares no line with `data` (a clone's records are its own)."""
        return SeasonRecord(
            number=data["number"],
            dealer=data["dealer"],
            multiplier=data["multiplier"],
            winner=data["winner"],
            points=list(data["points"]),
            lines=[plain(line) for line in data["lines"]],
            title=dict(data.get("title", {})),
        )


@dataclass
class GameResult:
    points: list[int]
    seasons: list[SeasonRecord]

    @property
    def winners(self) -> list[int]:
        best = max(self.points)
        return [seat for seat, p in enumerate(self.points) if p == best]

    def to_json(self) -> dict[str, Any]:
        return {
            "points": list(self.points),
            "winners": self.winners,
            "seasons": [s.to_json() for s in self.seasons],
        }


S = TypeVar("S")


class Game(ABC, Generic[S]):
    """A game definition. Subclasses declare their identity and options as class data."""

    id: ClassVar[str]
    name_ja: ClassVar[str]
    name_zh: ClassVar[str] = ""  # the Chinese name (docs/zh-terms.md); "" reads as the English
    name_en: ClassVar[str]
    family: ClassVar[str]
    description_en: ClassVar[str]
    description_ja: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    default_players: ClassVar[int]
    options: ClassVar[tuple[Option, ...]] = ()
    # every kind of move with what it carries, and the card ids: the host refuses any other shape
    action_schema: ClassVar[ActionSchema | None] = None

    @abstractmethod
    def setup(
        self,
        players: int,
        options: Mapping[str, Any] | None,
        seed: int,
        decks: Sequence[Sequence[int]] | None = None,
    ) -> S:
        """A new match. `decks`: explicit deck orders for the first seasons (tests, puzzles)."""

    @abstractmethod
    def to_act(self, state: S) -> tuple[int, ...]:
        """Seats that may act now (several during a reaction window); empty once the match is over."""

    @abstractmethod
    def legal_actions(self, state: S, seat: int) -> list[Action]:
        """Every action `seat` may take now (cards of the same kind and colour listed once)."""

    @abstractmethod
    def apply(self, state: S, seat: int, action: Action) -> tuple[S, list[Event]]:
        """Carry out the action; raise IllegalAction with the reason if it is not allowed."""

    def apply_admitted(self, state: S, seat: int, action: Action) -> tuple[S, list[Event]]:
        """Carry out an action the session's gate (session/gate.py, the one place a move is
        checked on its way in) has admitted: a game need not check it again, only guard what a
        bug could corrupt. By default, `apply` with its whole check."""
        return self.apply(state, seat, action)

    @abstractmethod
    def observation(self, state: S, seat: int | None) -> dict[str, Any]:
        """What `seat` may see, built as a whitelist; seat None sees only public information."""

    @abstractmethod
    def result(self, state: S) -> GameResult | None:
        """Final points and the scoring breakdown once the match is over, else None."""

    @abstractmethod
    def determinize(self, observation: Mapping[str, Any], seat: int, rng: random.Random) -> S:
        """One full state consistent with what `seat` knows (hidden cards dealt at random)."""

    @abstractmethod
    def clone(self, state: S) -> S:
        """An independent copy of the state."""

    @abstractmethod
    def state_to_json(self, state: S) -> dict[str, Any]: ...

    @abstractmethod
    def state_from_json(self, data: Mapping[str, Any]) -> S: ...

    def canonical_action(self, state: S, seat: int, action: Action) -> Hashable | None:
        """The form in which the rules compare moves: two moves with equal forms are the same
        move (say, two copies of a card that play alike, both in the seat's hand). The host takes
        a move that is not listed when its form equals a listed move's. None: equal to nothing."""
        return action

    def is_over(self, state: S) -> bool:
        return not self.to_act(state)

    def card_name(self, card: int, lang: str = "ja") -> str:
        """A readable name for a card id (used by logs and the CLI)."""
        return str(card)

    def setup_note(self, players: int, options: Mapping[str, Any], lang: str = "en") -> str:
        """A line for the new-game dialog about how this many players are dealt when the table
        departs from the source rules (and why); empty when there is nothing to say."""
        return ""

    def waits(self, observation: Mapping[str, Any]) -> dict[int | None, list[int]]:
        """A hint for the seat of `observation`: the cards that would complete its hand (one
        card of each kind). Key None: the hand as it stands; key c: after discarding card c.
        Empty when the hand waits on nothing or the game has no such notion."""
        return {}

    # --- what search needs to stop a playout early (optional) -----------------------------

    def standings(self, state: S) -> list[float] | None:
        """Each seat's match points so far, or None if the game cannot say before the end.
        Search scores a playout that stops at the end of a deal by the change in these."""
        return None

    def deal_number(self, state: S) -> int | None:
        """A number that changes when a new deal (season, hand) starts; None if unknown."""
        return None
