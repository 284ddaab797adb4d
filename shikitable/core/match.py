"""What every game played as deals within a match keeps and does alike (the 紙机戦 seasons,
四川麻将's and にっぱち's hands): the match's fields, setting it up with the first dealer drawn
by lot, the next deck, recording a deal and ending the match, and the JSON form derived from
the state class."""

from __future__ import annotations

import copy
import random
from abc import abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeVar

from shikitable.core.actions import Action
from shikitable.core.events import Event
from shikitable.core.game import GameResult, SeasonRecord
from shikitable.core.jsonform import fields_to_json, rng_from_json
from shikitable.core.moves import MovesGame
from shikitable.core.options import resolve_options


@dataclass
class MatchState:
    """The fields of a match of deals; each game's state extends this."""

    # fields worked out again on demand, left out of the JSON form
    derived: ClassVar[frozenset[str]] = frozenset({"legal_cache"})

    players: int
    options: dict[str, Any]
    rng: random.Random
    dealer: int = 0
    scores: list[int] = field(default_factory=list)
    records: list[SeasonRecord] = field(default_factory=list)
    decks: list[list[int]] = field(default_factory=list)  # explicit deck orders still to use
    over: bool = False
    version: int = 0
    # (version, seat, legal actions): a playout asks for the list, then applies one of them
    legal_cache: tuple[int, int, list[Action]] | None = None


def next_deck(state: MatchState, cards: Sequence[int]) -> list[int]:
    """The next deal's deck (top first): an explicit order if one is queued, else `cards`
    shuffled by the match's RNG."""
    if state.decks:
        return list(state.decks.pop(0))
    deck = list(cards)
    state.rng.shuffle(deck)
    return deck


def checked_deck(order: Sequence[int], cards: Sequence[int]) -> list[int]:
    """An explicit deck order, refused unless it lists each of `cards` exactly once."""
    deck = list(order)
    if sorted(deck) != sorted(cards):
        raise ValueError(f"an explicit deck must list each of the {len(cards)} cards exactly once")
    return deck


def state_to_json(state: MatchState) -> dict[str, Any]:
    return fields_to_json(state, state.derived)


def values_from_json(data: Mapping[str, Any]) -> dict[str, Any]:
    """The field values of a state's JSON form, the RNG and the records rebuilt; a deep copy,
    so the state shares nothing with `data` (which the caller may go on changing)."""
    values = copy.deepcopy(dict(data))
    values["rng"] = rng_from_json(values["rng"])
    values["records"] = [SeasonRecord.from_json(r) for r in values["records"]]
    return values


def seen_match_fields(observation: Mapping[str, Any], rng: random.Random) -> dict[str, Any]:
    """The match's fields as every seat's observation shows them (players, options, dealer,
    scores, the deals recorded, whether it is over), for a world dealt from that observation;
    the world gets an RNG of its own, drawn from `rng`."""
    return {
        "players": observation["players"],
        "options": dict(observation["options"]),
        "rng": random.Random(rng.random()),
        "dealer": observation["dealer"],
        "scores": list(observation["scores"]),
        "records": [SeasonRecord.from_json(r) for r in observation["records"]],
        "over": observation["phase"] == "over",
    }


MS = TypeVar("MS", bound=MatchState)


class MatchGame(MovesGame[MS]):
    """A game played as deals within a match: setting up, recording a deal, passing the deal,
    ending the match, the result and the JSON forms. A game deals in `_start_deal`, says when
    the match is over in `_match_over` and where the deal goes in `_pass_deal`."""

    state_class: ClassVar[type[MatchState]]
    deck_cards: ClassVar[Sequence[int]]  # every card of the deck, which an explicit order must list

    def setup(self, players: int, options: Mapping[str, Any] | None, seed: int,
              decks: Sequence[Sequence[int]] | None = None) -> MS:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"{self.name_ja} is played by {self.min_players} to {self.max_players} players")
        rng = random.Random(seed)
        state = self.state_class(
            players=players,
            options=resolve_options(self.options, options),
            rng=rng,
            dealer=rng.randrange(players),  # the first dealer is drawn by lot
            scores=[0] * players,
            decks=[checked_deck(d, self.deck_cards) for d in decks or ()],
        )
        self._start_deal(state, [])  # type: ignore[arg-type]
        return state  # type: ignore[return-value]

    @abstractmethod
    def _start_deal(self, state: MS, events: list[Event]) -> None: ...

    @abstractmethod
    def _pass_deal(self, state: MS, winner: int | None) -> None:
        """Move the deal (or keep it) once a deal is recorded."""

    @abstractmethod
    def _match_over(self, state: MS) -> bool: ...

    def _close_deal(self, state: MS, record: SeasonRecord, events: list[Event]) -> None:
        """Record the deal, add its points, move the deal, and deal again or end the match."""
        state.records.append(record)
        for seat, points in enumerate(record.points):
            state.scores[seat] += points
        events.append(Event("season_end", {"record": record.to_json(), "scores": list(state.scores)}))
        self._pass_deal(state, record.winner)
        if self._match_over(state):
            state.over = True
            events.append(Event("match_end", {"scores": list(state.scores)}))
            return
        self._start_deal(state, events)

    def result(self, state: MS) -> GameResult | None:
        if not state.over:
            return None
        return GameResult(list(state.scores), list(state.records))

    def standings(self, state: MS) -> list[float] | None:
        return [float(points) for points in state.scores]

    # --- copies and JSON: derived from the state class ---------------------------------------

    def state_to_json(self, state: MS) -> dict[str, Any]:
        return state_to_json(state)

    def state_from_json(self, data: Mapping[str, Any]) -> MS:
        return self.state_class(**self._values_from_json(values_from_json(data)))  # type: ignore[return-value]

    def _values_from_json(self, values: dict[str, Any]) -> dict[str, Any]:
        """The game's own fields whose JSON form is not the value itself (say, actions kept as
        dicts, or derived caches to start empty); the rest are plain lists, dicts and numbers."""
        return values

    def clone(self, state: MS) -> MS:
        return self.state_from_json(self.state_to_json(state))
