"""Stakes for the 紙机戦 betting games (値戦, 開樽): each seat's 点棒, the pot, antes and fees,
stakes, folds, all-in with side pots, and split pots.

Points are zero-sum: a seat's match score is what it has gained or lost, so the points
behind a seat are always `start + score`. A season moves points from the seats into the pot
(`committed`) and `settle` pays the pot back out, side pot by side pot.

What the seeds leave out is done as poker players expect it:
- a seat that cannot pay what is asked may stake all it has (all-in); it can then win only
  the part of the pot every seat matched up to its stake (a side pot per stake level);
- a tie splits a pot; odd points go one at a time to the tied seats nearest the dealer's left;
- money of folded seats above the highest stake still in play goes into the top pot;
- a seat with no points left sits the season out; the match ends when fewer than two
  seats have points."""

from __future__ import annotations

import random
from abc import abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal, TypeVar

from shikitable.core.actions import Action
from shikitable.core.events import Event
from shikitable.core.moves import Move, Refusal
from shikitable.core.options import Option
from shikitable.games.nincetkaik.match import (
    MATCH_OPTIONS,
    SEASON_CAP,
    SeasonalGame,
    SeasonalState,
    new_deck,
    seasonal_fields,
)

FOLD = "fold"
FOLD_ACTION = Action(FOLD)
SeatStatus = Literal["out", "folded", "all_in"]  # the name-plate mark of a seat not simply in play
PotLine = Literal["showdown", "main_pot", "side_pot"]  # the kinds of a season's result lines


def betting_match_options(start_default: int) -> tuple[Option, ...]:
    """The family's match options, with the deal passing to the left by default (the dealer's
    role carries no multiplier in the betting games), plus the starting points."""
    options: list[Option] = []
    for option in MATCH_OPTIONS:
        if option.name == "deal_passes":
            option = replace(
                option,
                default="left",
                label_en="After each season the deal passes",
                label_ja="季ごとの親の移動",
                choice_labels_en=("to the winner of the main pot", "to the left"),
                choice_labels_ja=("本場の勝者へ", "左隣へ"),
            )
        options.append(option)
    options.append(
        Option(
            "start_points",
            start_default,
            minimum=10,
            maximum=1000,
            label_en="Starting points per player",
            label_ja="各自の初期点棒",
        )
    )
    return tuple(options)


@dataclass
class BettingState(SeasonalState):
    """The stakes part of a betting game's state (plain lists, so JSON is easy)."""

    stacks: list[int] = field(default_factory=list)  # points behind each seat
    committed: list[int] = field(default_factory=list)  # put into the pot this season
    round_stake: list[int] = field(default_factory=list)  # put in during this betting round
    folded: list[bool] = field(default_factory=list)
    seated: list[bool] = field(default_factory=list)  # dealt into this season (had points)
    acted: list[bool] = field(default_factory=list)  # acted in this betting round
    turn: int = 0  # one seat acts at a time
    hands: list[list[int]] = field(default_factory=list)

    @property
    def pot(self) -> int:
        return sum(self.committed)


def post(state: BettingState, seat: int, amount: int) -> int:
    """Move up to `amount` from the seat's points into the pot; returns what was paid."""
    paid = min(amount, state.stacks[seat])
    state.stacks[seat] -= paid
    state.committed[seat] += paid
    state.round_stake[seat] += paid
    return paid


def live(state: BettingState) -> list[int]:
    """Seats still in this season's pot (dealt in, not folded)."""
    return [s for s in range(state.players) if state.seated[s] and not state.folded[s]]


def others_can_bet(state: BettingState, seat: int) -> bool:
    """Whether anyone but `seat` could still answer a stake."""
    seated, folded, stacks = state.seated, state.folded, state.stacks
    return any(s != seat and seated[s] and not folded[s] and stacks[s] > 0 for s in range(state.players))


def can_bet(state: BettingState, seat: int) -> bool:
    """Dealt in, not folded, and with points left to stake."""
    return state.seated[seat] and not state.folded[seat] and state.stacks[seat] > 0


def next_seat(state: BettingState, seat: int, accept: Callable[[int], bool]) -> int | None:
    """The first seat after `seat` (going left) that `accept`s, or None."""
    for step in range(1, state.players + 1):
        other = (seat + step) % state.players
        if accept(other):
            return other
    return None


def fold_option(state: BettingState, seat: int) -> list[Action]:
    """Folding is open whenever a seat is asked to stake."""
    return [FOLD_ACTION]


def order_from_left_of(dealer: int, players: int) -> list[int]:
    """Seats from the dealer's left round to the dealer: the order odd points are handed out."""
    return [(dealer + step) % players for step in range(1, players + 1)]


@dataclass
class PotShare:
    amount: int
    eligible: list[int]
    winners: list[int]
    shares: dict[int, int]

    def to_json(self) -> dict[str, Any]:
        return {
            "amount": self.amount,
            "eligible": list(self.eligible),
            "winners": list(self.winners),
            "shares": {str(k): v for k, v in self.shares.items()},
        }


def settle(
    committed: Sequence[int],
    folded: Sequence[bool],
    rank: Callable[[int], Any],
    dealer: int,
) -> tuple[list[int], list[PotShare]]:
    """Pay out the pot: one pot per stake level of the seats still in, each won by the best
    `rank` among the seats that staked that much; ties split with odd points to the seats
    nearest the dealer's left. Returns each seat's payout and the pots. Payouts add up to
    the pot exactly."""
    players = len(committed)
    contenders = [s for s in range(players) if not folded[s]]
    payouts = [0] * players
    pots: list[PotShare] = []
    if not contenders or not any(committed):
        return payouts, pots
    levels = sorted({committed[s] for s in contenders})
    if levels[0] == 0 and len(levels) > 1:
        levels.pop(0)  # a seat that staked nothing shares in no pot
    order = order_from_left_of(dealer, players)
    ranks = {s: rank(s) for s in contenders}
    previous = 0
    for index, level in enumerate(levels):
        top = index == len(levels) - 1
        amount = 0
        for s in range(players):
            upper = committed[s] if top else min(committed[s], level)  # dead money above: top pot
            amount += max(0, upper - previous)
        previous = level
        eligible = [s for s in contenders if committed[s] >= level]
        best = max(ranks[s] for s in eligible)
        winners = [s for s in order if s in eligible and ranks[s] == best]
        share, odd = divmod(amount, len(winners))
        shares = {s: share for s in winners}
        for s in winners[:odd]:
            shares[s] += 1
        for s, won in shares.items():
            payouts[s] += won
        pots.append(PotShare(amount, eligible, winners, shares))
    return payouts, pots


_AMOUNT_ACTIONS: dict[tuple[str, int], Action] = {}


def amount_action(kind: str, amount: int) -> Action:
    """The action `kind` with `amount` in arg, made once (legal lists name them all the time)."""
    key = (kind, amount)
    found = _AMOUNT_ACTIONS.get(key)
    if found is None:
        found = _AMOUNT_ACTIONS[key] = Action(kind, (), amount)
    return found


def stake_choices(to_call: int, stack: int, max_raise: int) -> list[int]:
    """Every amount a seat may put in now: from matching the stake (`to_call`) up to
    `max_raise` more, never more than it has; a seat that cannot match stakes all it has."""
    if stack <= to_call:
        return [stack] if stack > 0 else []
    return list(range(to_call, min(stack, to_call + max_raise) + 1))


ST = TypeVar("ST", bound=BettingState)


class BettingGame(SeasonalGame[ST]):
    """Seasons of a betting game: who is dealt in, how the pot is paid out, where the deal
    goes next, and when the match ends (match length, or fewer than two seats with points)."""

    multiplied = False  # no 親の加点: the dealer's role carries no multiplier

    def to_act(self, state: ST) -> tuple[int, ...]:
        return () if state.over else (state.turn,)

    def refuse_first(self, state: ST, seat: int, action: Action) -> str | None:
        """A folded seat hears that it is out before it hears whose turn it is."""
        if not state.over and 0 <= seat < state.players and state.seated[seat] and state.folded[seat]:
            return "You have folded: you are out until the next season."
        return super().refuse_first(state, seat, action)

    def _fold_move(self, refusal: Refusal[ST]) -> Move[ST]:
        """The fold of this game (`refusal`: what it says to a fold with cards or points)."""
        return Move(fold_option, self._fold_effect, refusal)

    def _fold_effect(self, state: ST, seat: int, action: Action) -> list[Event]:
        state.folded[seat] = True  # out of every pot of this season, stakes left behind
        events = [Event("fold", {"seat": seat, "pot": state.pot})]
        self._after_fold(state, seat, events)
        return events

    @abstractmethod
    def _after_fold(self, state: ST, seat: int, events: list[Event]) -> None:
        """Who acts next once `seat` has folded (a lone seat left wins the pot)."""

    def _seat_players(self, state: ST) -> None:
        n = state.players
        if not state.stacks:
            state.stacks = [state.options["start_points"]] * n
        state.committed = [0] * n
        state.round_stake = [0] * n
        state.acted = [False] * n
        state.seated = [state.stacks[s] > 0 for s in range(n)]
        state.folded = [not seated for seated in state.seated]  # out of points: out of every pot
        if not state.seated[state.dealer]:
            found = next_seat(state, state.dealer, lambda s: state.seated[s])
            assert found is not None
            state.dealer = found

    def _deal(self, state: ST, hand_size: int) -> tuple[list[list[int]], list[int]]:
        """Start the next season: a fresh deck, `hand_size` cards each to the seats with points,
        one at a time from the dealer round the table. Returns the hands and the rest (top first)."""
        state.season += 1
        state.season_points = [0] * state.players
        state.season_lines = []
        cards = new_deck(state)
        hands: list[list[int]] = [[] for _ in range(state.players)]
        order = [(state.dealer + i) % state.players for i in range(state.players)]
        order = [s for s in order if state.seated[s]]
        for i in range(hand_size * len(order)):
            hands[order[i % len(order)]].append(cards.pop(0))
        return hands, cards

    def _announce_stakes(self, state: ST, events: list[Event]) -> None:
        """The season's opening events: who deals and the points behind each seat, then the
        cards of each seat dealt in (those with points)."""
        seated = [seat for seat in range(state.players) if state.seated[seat]]
        self._announce_deal(state, state.hands, events, seated, stacks=list(state.stacks))

    def _pay_out(
        self, state: ST, rank: Callable[[int], Any], describe: Callable[[int], dict[str, Any]], events: list[Event]
    ) -> int | None:
        """Settle the pot among the seats still in and end the season; returns the main pot's
        first winner (None if nobody staked)."""
        payouts, pots = settle(state.committed, state.folded, rank, state.dealer)
        for seat in range(state.players):
            state.stacks[seat] += payouts[seat]
            state.season_points[seat] = payouts[seat] - state.committed[seat]
        shown = live(state)
        if len(shown) > 1:  # the showdown: every hand shown, named, with the season's result
            for seat in shown:
                shows: PotLine = "showdown"
                line = {"kind": shows, "seat": seat, "points": state.season_points[seat]}
                line.update(describe(seat))
                state.season_lines.append(line)
        for index, pot in enumerate(pots):
            for seat in pot.winners:
                kind: PotLine = "main_pot" if index == 0 else "side_pot"
                line = {"kind": kind, "seat": seat, "points": pot.shares[seat]}
                line.update((k, v) for k, v in describe(seat).items() if k != "hand")  # shown above
                state.season_lines.append(line)
        events.append(
            Event(
                "pots",
                {"pots": [p.to_json() for p in pots], "payouts": payouts, "shown": shown},
            )
        )
        winner = pots[0].winners[0] if pots else None
        state.committed = [0] * state.players
        state.round_stake = [0] * state.players
        return winner

    def _pass_deal(self, state: ST, winner: int | None) -> None:
        has_points = lambda s: state.stacks[s] > 0  # noqa: E731
        if state.options["deal_passes"] == "winner" and winner is not None and has_points(winner):
            state.dealer = winner
            return
        found = next_seat(state, state.dealer, has_points)
        if found is not None:
            state.dealer = found

    def _match_over(self, state: ST) -> bool:
        if sum(1 for stack in state.stacks if stack > 0) < 2:
            return True
        length = state.options["match_length"]
        if length == "target":
            return max(state.scores) >= state.options["target_score"] or state.season >= SEASON_CAP
        return state.season >= int(length)

    # --- what each seat sees, and a world rebuilt from it --------------------------------

    def _view(self, state: ST, seat: int | None, phase: str, own: Mapping[str, Any]) -> dict[str, Any]:
        """An observation: the match position, whose turn, the seat's own hand and the others'
        counts, then the game's `own` keys, the stakes and the season records."""
        hands = state.hands
        return {
            **self._observation_header(state, seat, phase),
            "turn": state.turn,
            "hand": sorted(hands[seat]) if seat is not None else [],
            "hand_counts": [len(h) for h in hands],
            **own,
            **self.stakes_view(state),
        }

    @staticmethod
    def _world_fields(obs: Mapping[str, Any], rng: random.Random) -> dict[str, Any]:
        """What `determinize` rebuilds alike in both games: the match position, the stakes, the turn."""
        return {**seasonal_fields(obs, rng), **BettingGame.betting_fields(obs)}

    def stakes_view(self, state: ST) -> dict[str, Any]:
        """The public part of the stakes, for observations."""
        return {
            "stacks": list(state.stacks),
            "committed": list(state.committed),
            "round_stake": list(state.round_stake),
            "pot": sum(state.committed),
            "folded": list(state.folded),
            "seated": list(state.seated),
            "acted": list(state.acted),
            "status": [self._status(state, s) for s in range(state.players)],
        }

    @staticmethod
    def betting_fields(obs: Mapping[str, Any]) -> dict[str, Any]:
        """The stakes and the turn of a state rebuilt from an observation (for `determinize`): all public."""
        return {
            "stacks": list(obs["stacks"]),
            "committed": list(obs["committed"]),
            "round_stake": list(obs["round_stake"]),
            "folded": list(obs["folded"]),
            "seated": list(obs["seated"]),
            "acted": list(obs["acted"]),
            "turn": obs["turn"],
        }

    def _status(self, state: ST, seat: int) -> SeatStatus | None:
        if not state.seated[seat]:
            return "out"
        if state.folded[seat]:
            return "folded"
        if state.stacks[seat] == 0 and not state.over:
            return "all_in"
        return None
