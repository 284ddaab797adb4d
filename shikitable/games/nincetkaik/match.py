"""What every 紙机戦 game shares: seasons (季) inside a match (戦), the dealer (親) and the
dealer multiplier (親の加点), the shuffled deck, and JSON forms of the state."""

from __future__ import annotations

import random
from abc import abstractmethod
from collections.abc import Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeVar

from shikitable.core.actions import Action
from shikitable.core.events import Event
from shikitable.core.game import SeasonRecord
from shikitable.core.jsonform import plain
from shikitable.core.match import MatchGame, MatchState, next_deck
from shikitable.core.options import Option
from shikitable.games.nincetkaik.deck import ALL_CARDS, TYPE, card_name

FIRST_MULTIPLIER = 2
SEASON_CAP = 50  # a target-score match still ends here, so a match always ends

MATCH_OPTIONS: tuple[Option, ...] = (
    Option(
        "match_length",
        "4",
        choices=("4", "8", "target"),
        label_en="Match length",
        label_ja="対戦の長さ",
        choice_labels_en=("4 seasons", "8 seasons", "Until a target score"),
        choice_labels_ja=("4季", "8季", "目標点まで"),
    ),
    Option(
        "target_score",
        30,
        minimum=5,
        maximum=500,
        label_en="Target score",
        label_ja="目標点",
        help_en="With 'until a target score': the match ends when someone's total reaches it.",
        help_ja="「目標点まで」のとき、誰かの合計点がこれに達したら終了します。",
    ),
    Option(
        "deal_passes",
        "winner",
        choices=("winner", "left"),
        label_en="When the dealer loses, the deal passes",
        label_ja="親が負けたときの親の移動",
        choice_labels_en=("to the season's winner", "to the left"),
        choice_labels_ja=("季の勝者へ", "左隣へ"),
    ),
)


@dataclass
class SeasonalState(MatchState):
    """Fields common to the 紙机戦 games; each game's state extends this."""

    multiplier: int = FIRST_MULTIPLIER
    season: int = 0  # 1-based once the first season is dealt
    season_points: list[int] = field(default_factory=list)  # this season's gains (+) and payments (-)
    season_lines: list[dict[str, Any]] = field(default_factory=list)  # this season's scoring breakdown


def new_deck(state: SeasonalState) -> list[int]:
    """The next season's deck: an explicit order if one is queued, else a seeded shuffle."""
    return next_deck(state, ALL_CARDS)


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


class SeasonalGame(MatchGame[ST]):
    """A 紙机戦 game played as seasons within a match: what setting up, announcing a deal,
    the observation's header, refusing a seat out of turn, ending a season and the JSON forms
    look like for all of them. Subclasses deal a season in `_start_season` and declare their
    moves per phase (core/moves.py): `phase`, and `refuse_first` for words before any phase's."""

    state_class: ClassVar[type[SeasonalState]]
    deck_cards = ALL_CARDS
    # whether the game has 親の加点: it is then shown and announced with every season
    multiplied: ClassVar[bool] = True

    @abstractmethod
    def _start_season(self, state: ST, events: list[Event]) -> None: ...

    def _start_deal(self, state: ST, events: list[Event]) -> None:
        self._start_season(state, events)

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

    def canonical_action(self, state: ST, seat: int, action: Action) -> Hashable | None:
        """Copies of a card (same colour and kind) play alike: a move naming other copies from
        the same hand is the same move."""
        hand = getattr(state, "hands", None)
        cards = action.cards
        if not cards or hand is None or len(set(cards)) != len(cards) or any(c not in hand[seat] for c in cards):
            return action
        return ("types", action.kind, tuple(sorted(TYPE[c] for c in cards)), action.arg)

    def _end_season(self, state: ST, winner: int | None, events: list[Event]) -> None:
        """Record the season with its points and the multiplier it was played at (0 for a game
        without one), then move the deal and deal again or end the match."""
        record = SeasonRecord(
            number=state.season,
            dealer=state.dealer,
            multiplier=state.multiplier if self.multiplied else 0,
            winner=winner,
            points=list(state.season_points),
            lines=list(state.season_lines),
        )
        self._close_deal(state, record, events)

    def _pass_deal(self, state: ST, winner: int | None) -> None:
        advance_dealer(state, winner)

    def _match_over(self, state: ST) -> bool:
        return match_finished(state)

    def deal_number(self, state: ST) -> int | None:
        return state.season

    def card_name(self, card: int, lang: str = "ja") -> str:
        return card_name(card, lang)


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
        "records": [SeasonRecord.from_json(r) for r in obs["records"]],  # each a copy
        "over": obs["phase"] == "over",
    }
    if "multiplier" in obs:
        values["multiplier"] = obs["multiplier"]
    if "season_points" in obs:
        values["season_points"] = list(obs["season_points"])
    return values


def seen_fields(obs: Mapping[str, Any], *names: str) -> dict[str, Any]:
    """Fields of a state that its observation shows whole, for `determinize`: each a copy."""
    return {name: plain(obs[name]) for name in names}


PhaseName = TypeVar("PhaseName", bound=str)


def phase_in_play(obs: Mapping[str, Any], resting: PhaseName) -> PhaseName:
    """The phase of a rebuilt world: the observation's, or `resting` once the match is over
    (no state field holds "over")."""
    phase: PhaseName = resting if obs["phase"] == "over" else obs["phase"]
    return phase
