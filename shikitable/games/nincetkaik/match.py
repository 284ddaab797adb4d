"""What every 紙机戦 game shares: seasons (季) inside a match (戦), the dealer (親) and the
dealer multiplier (親の加点), the shuffled deck, and JSON forms of the state."""

from __future__ import annotations

import copy
import random
from abc import abstractmethod
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any, ClassVar, TypeVar

from shikitable.core.actions import Action
from shikitable.core.events import Event
from shikitable.core.game import GameResult, SeasonRecord
from shikitable.core.moves import MovesGame
from shikitable.core.options import Option, read_options, resolve_options
from shikitable.games.nincetkaik.deck import ALL_CARDS, CARD_COUNT, TYPE, card_name

FIRST_MULTIPLIER = 2
SEASON_CAP = 50  # a target-score match still ends here, so a match always ends

OPTION_TABLES = Path(__file__).parent / "options"  # each game's switches, one table a game
MATCH_OPTIONS: tuple[Option, ...] = read_options(OPTION_TABLES / "match.toml")


@dataclass
class SeasonalState:
    """Fields common to the 紙机戦 games; each game's state extends this."""

    players: int
    options: dict[str, Any]
    rng: random.Random
    dealer: int = 0
    multiplier: int = FIRST_MULTIPLIER
    season: int = 0  # 1-based once the first season is dealt
    scores: list[int] = field(default_factory=list)
    records: list[SeasonRecord] = field(default_factory=list)
    decks: list[list[int]] = field(default_factory=list)  # explicit deck orders still to use
    over: bool = False
    version: int = 0
    season_points: list[int] = field(default_factory=list)  # this season's gains (+) and payments (-)
    season_lines: list[dict[str, Any]] = field(default_factory=list)  # this season's scoring breakdown
    # (version, seat, legal actions): a playout asks for the list, then applies one of them
    legal_cache: tuple[int, int, list[Action]] | None = None


def new_deck(state: SeasonalState) -> list[int]:
    """The next season's deck: an explicit order if one is queued, else a seeded shuffle."""
    if state.decks:
        return list(state.decks.pop(0))
    deck = list(ALL_CARDS)
    state.rng.shuffle(deck)
    return deck


def deal_season(state: SeasonalState, hand_size: int) -> tuple[list[list[int]], list[int]]:
    """Start the next season: a fresh deck, `hand_size` cards each dealt one at a time from the
    dealer round the table. Returns the hands and the rest of the deck (top first)."""
    state.season += 1
    state.season_points = [0] * state.players
    state.season_lines = []
    cards = new_deck(state)
    hands: list[list[int]] = [[] for _ in range(state.players)]
    for i in range(hand_size * state.players):
        hands[(state.dealer + i) % state.players].append(cards.pop(0))
    return hands, cards


def check_deck(order: Sequence[int]) -> list[int]:
    deck = list(order)
    if sorted(deck) != list(ALL_CARDS):
        raise ValueError(f"an explicit deck must list each of the {CARD_COUNT} cards exactly once")
    return deck


def advance_dealer(state: SeasonalState, winner: int | None) -> None:
    """親 stays on a win (multiplier +1); otherwise the deal moves and the multiplier resets.
    A season with no winner leaves both as they are."""
    if winner is None:
        return
    if winner == state.dealer:
        state.multiplier += 1
        return
    if state.options["deal_passes"] == "winner":
        state.dealer = winner
    else:
        state.dealer = (state.dealer + 1) % state.players
    state.multiplier = FIRST_MULTIPLIER


def match_finished(state: SeasonalState) -> bool:
    length = state.options["match_length"]
    if length == "target":
        return max(state.scores) >= state.options["target_score"] or state.season >= SEASON_CAP
    return state.season >= int(length)


def pay(points: list[int], payer: int, payee: int, amount: int) -> None:
    points[payer] -= amount
    points[payee] += amount


ST = TypeVar("ST", bound=SeasonalState)


class SeasonalGame(MovesGame[ST]):
    """A 紙机戦 game played as seasons within a match: what setting up, announcing a deal,
    the observation's header, refusing a seat out of turn, ending a season and the JSON forms
    look like for all of them. Subclasses deal a season in `_start_season` and declare their
    moves per phase (core/moves.py): `phase`, and `refuse_first` for words before any phase's."""

    state_class: ClassVar[type[SeasonalState]]
    # whether the game has 親の加点: it is then shown and announced with every season
    multiplied: ClassVar[bool] = True

    def setup(
        self,
        players: int,
        options: Mapping[str, Any] | None,
        seed: int,
        decks: Sequence[Sequence[int]] | None = None,
    ) -> ST:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"{self.name_ja} is played by {self.min_players} to {self.max_players} players")
        rng = random.Random(seed)
        state = self.state_class(
            players=players,
            options=resolve_options(self.options, options),
            rng=rng,
            dealer=rng.randrange(players),  # the first dealer is drawn by lot
            scores=[0] * players,
            decks=[check_deck(d) for d in decks or ()],
        )
        self._start_season(state, [])  # type: ignore[arg-type]
        return state  # type: ignore[return-value]

    @abstractmethod
    def _start_season(self, state: ST, events: list[Event]) -> None: ...

    def refuse_first(self, state: ST, seat: int, action: Action) -> str | None:
        if state.over:
            return "The match is over."
        waiting = self.to_act(state)
        if seat not in waiting:
            return f"It is not your turn: waiting for seat {', '.join(map(str, waiting))}."
        return None

    def _announce_deal(
        self,
        state: ST,
        hands: Sequence[Sequence[int]],
        events: list[Event],
        seats: Iterable[int] | None = None,
        **extra: Any,
    ) -> None:
        """The season's first events: who deals (and the multiplier) with the game's `extra`
        facts, then each dealt seat's count for all and its cards for itself alone."""
        start: dict[str, Any] = {"season": state.season, "dealer": state.dealer}
        if self.multiplied:
            start["multiplier"] = state.multiplier
        events.append(Event("season_start", {**start, **extra}))
        for seat in range(state.players) if seats is None else seats:
            hand = hands[seat]
            events.append(Event("deal", {"seat": seat, "count": len(hand)}, {"cards": sorted(hand)}, frozenset({seat})))

    def _observation_header(self, state: ST, seat: int | None, phase: str) -> dict[str, Any]:
        """What every 紙机戦 observation opens with: the match position, whose move, the records."""
        header: dict[str, Any] = {
            "game": self.id,
            "seat": seat,
            "players": state.players,
            "options": dict(state.options),
            "season": state.season,
            "dealer": state.dealer,
        }
        if self.multiplied:
            header["multiplier"] = state.multiplier
        header.update(
            scores=list(state.scores),
            season_points=list(state.season_points),
            phase="over" if state.over else phase,
            to_act=list(self.to_act(state)),
            records=[r.to_json() for r in state.records],
        )
        return header

    # --- copies and JSON: derived from the state class ---------------------------------------

    def state_to_json(self, state: ST) -> dict[str, Any]:
        return state_to_json(state)

    def state_from_json(self, data: Mapping[str, Any]) -> ST:
        values = owned_values(data)  # a deep copy: the state shares nothing with `data`
        values["rng"] = rng_from_json(values["rng"])
        values["records"] = [record_from_json(r) for r in values["records"]]
        return self.state_class(**self._values_from_json(values))  # type: ignore[return-value]

    def _values_from_json(self, values: dict[str, Any]) -> dict[str, Any]:
        """The game's own fields whose JSON form is not the value itself (say, actions kept as
        dicts); the rest are plain lists, dicts and numbers already."""
        return values

    def canonical_action(self, state: ST, seat: int, action: Action) -> Hashable | None:
        """Copies of a card (same colour and kind) play alike: a move naming other copies from
        the same hand is the same move."""
        hand = getattr(state, "hands", None)
        cards = action.cards
        if not cards or hand is None or len(set(cards)) != len(cards) or any(c not in hand[seat] for c in cards):
            return action
        return ("types", action.kind, tuple(sorted(TYPE[c] for c in cards)), action.arg)

    def _end_season(self, state: ST, winner: int | None, events: list[Event]) -> None:
        """Record the season, add its points, move the deal, and deal again or end the match."""
        record = SeasonRecord(
            number=state.season,
            dealer=state.dealer,
            multiplier=state.multiplier,
            winner=winner,
            points=list(state.season_points),
            lines=list(state.season_lines),
        )
        state.records.append(record)
        for seat, points in enumerate(state.season_points):
            state.scores[seat] += points
        events.append(Event("season_end", {"record": record.to_json(), "scores": list(state.scores)}))
        advance_dealer(state, winner)
        if match_finished(state):
            state.over = True
            events.append(Event("match_end", {"scores": list(state.scores)}))
            return
        self._start_season(state, events)

    def result(self, state: ST) -> GameResult | None:
        if not state.over:
            return None
        return GameResult(list(state.scores), list(state.records))

    def clone(self, state: ST) -> ST:
        return self.state_from_json(self.state_to_json(state))

    def standings(self, state: ST) -> list[float] | None:
        return [float(points) for points in state.scores]

    def deal_number(self, state: ST) -> int | None:
        return state.season

    def card_name(self, card: int, lang: str = "ja") -> str:
        return card_name(card, lang)


# --- JSON forms -------------------------------------------------------------------------


def state_to_json(state: Any) -> dict[str, Any]:
    data: dict[str, Any] = {}
    for f in fields(state):
        value = getattr(state, f.name)
        if isinstance(value, random.Random):
            version, internal, gauss = value.getstate()
            data[f.name] = [version, list(internal), gauss]
        elif f.name == "records":
            data[f.name] = [r.to_json() for r in value]
        elif f.name == "legal_cache":
            continue  # derived: rebuilt on demand
        else:
            data[f.name] = _plain(value)
    return data


_SCALARS = frozenset({int, float, str, bool, type(None)})


def _plain(value: Any) -> Any:
    if type(value) in _SCALARS:  # most values: one look-up instead of three isinstance calls
        return value
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted(value)
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    return value


def owned_values(data: Mapping[str, Any]) -> dict[str, Any]:
    """A deep copy of a state's JSON form: the state built from it must share no list with the
    caller's data (which the caller may go on changing)."""
    return copy.deepcopy(dict(data))


def rng_from_json(data: Sequence[Any]) -> random.Random:
    rng = random.Random()
    version, internal, gauss = data
    rng.setstate((version, tuple(internal), gauss))
    return rng


def record_from_json(data: Mapping[str, Any]) -> SeasonRecord:
    return SeasonRecord(
        number=data["number"],
        dealer=data["dealer"],
        multiplier=data["multiplier"],
        winner=data["winner"],
        points=list(data["points"]),
        lines=[_plain(line) for line in data["lines"]],  # copies: a clone shares no line with its original
    )


def deal_hands(
    obs: Mapping[str, Any], seat: int, unknown: list[int], shown: Sequence[Sequence[int]] | None = None
) -> list[list[int]]:
    """The hands of a world for `determinize`: `seat` keeps its own; every other seat gets the
    cards it has shown (if any) and makes up its count from the end of the shuffled `unknown`,
    which keeps what is left."""
    hands: list[list[int]] = []
    for other, count in enumerate(obs["hand_counts"]):
        if other == seat:
            hands.append(list(obs["hand"]))
            continue
        hand = list(shown[other]) if shown is not None else []
        hand += [unknown.pop() for _ in range(count - len(hand))]
        hands.append(hand)
    return hands


def seasonal_fields(obs: Mapping[str, Any], rng: random.Random) -> dict[str, Any]:
    """The fields every 紙机戦 state shares, rebuilt from an observation for `determinize`: the
    match position is public, and the new world gets its own RNG drawn from the search's."""
    values: dict[str, Any] = {
        "players": obs["players"],
        "options": dict(obs["options"]),
        "rng": random.Random(rng.random()),
        "dealer": obs["dealer"],
        "season": obs["season"],
        "scores": list(obs["scores"]),
        "records": [record_from_json(r) for r in obs["records"]],  # record_from_json copies each
        "over": obs["phase"] == "over",
    }
    if "multiplier" in obs:
        values["multiplier"] = obs["multiplier"]
    if "season_points" in obs:
        values["season_points"] = list(obs["season_points"])
    return values
