"""開樽 (nam2 to1): a hold'em-like betting game on the hands of 机戦 (seed 001, rules-notes §2).

Each player gets two hole cards and puts the entry fee (参加料) into the pot; five
community cards lie face down. Four betting rounds: before any community card is shown,
then after the first three are turned up, after the fourth and after the fifth.

In a betting round, in turn from the 軸人 (the dealer), each player chooses
- 無行 (fold): out of this season, losing the fee and all staked so far; a 軸人 who folds
  passes the role to the next player still in, who acts first in the later rounds;
- 加行 (stake): put in points so that this round's stake is at least the previous
  player's (matching it, or more, by at most the raise limit; staking 0 when nobody has
  staked yet). A player who cannot match stakes all they have (all-in, side pots as in poker).
A round ends when everyone still in with points has acted and matched the highest stake.

The players still in then reveal together and the best hand (see namto_hands) wins the
pot; equal hands split it."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final, Literal

from shikitable.core.actions import INT_ARG, Action, KindShape
from shikitable.core.events import Event
from shikitable.core.moves import Move, Phase
from shikitable.core.options import Option, read_options
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik import namto_hands as H
from shikitable.games.nincetkaik.betting import (
    FOLD,
    BettingGame,
    BettingState,
    amount_action,
    betting_match_options,
    can_bet,
    live,
    next_seat,
    others_can_bet,
    post,
    stake_choices,
)
from shikitable.games.nincetkaik.match import OPTION_TABLES, deal_hands

HOLE, BOARD = 2, 5
REVEALS = (3, 1, 1)  # community cards turned up after rounds 1, 2 and 3
ROUNDS = 4
STAKE = "stake"
Stage = Literal["bet", "over"]  # where a season stands
BET: Final = "bet"
OVER: Final = "over"

OPTIONS: tuple[Option, ...] = (*betting_match_options(50), *read_options(OPTION_TABLES / "namto.toml"))


@dataclass
class NamtoState(BettingState):
    """The stakes, the board and the round; the stock is never drawn from in 開樽 and is kept
    to account for every card."""

    board: list[int] = field(default_factory=list)  # the five community cards, in reveal order
    revealed: int = 0
    phase: Stage = BET
    round: int = 1
    leader: int = 0  # the 軸人: acts first in each round


def _fold_refusal(state: NamtoState, seat: int, action: Action) -> str | None:
    return "無行 (fold) takes no points." if action.arg is not None else None


class Namto(BettingGame[NamtoState]):
    id = "namto"
    name_ja = "開樽"
    name_zh = "开樽"
    name_en = "Open the Barrel (開樽)"
    family = "nincetkaik"
    description_en = "Two hole cards, five shared cards turned 3/1/1, four rounds of staking on the family's hands."
    description_ja = "手札二枚と三・一・一と開く公開札五枚。机戦の役に四回賭ける。"
    min_players = 2
    max_players = 6
    default_players = 4
    options = OPTIONS
    action_schema = D.moves_schema({
        "stake": KindShape(arg=INT_ARG), "fold": KindShape(),
    })
    state_class = NamtoState

    # --- dealing ----------------------------------------------------------------------

    def _start_season(self, state: NamtoState, events: list[Event]) -> None:
        state.board = self._deal_in(state, HOLE, BOARD)  # face down until revealed
        state.revealed = 0
        state.leader = state.dealer
        self._announce_stakes(state, events)
        for seat in live(state):
            paid = post(state, seat, state.options["entry_fee"])
            events.append(Event("fee", {"seat": seat, "amount": paid, "pot": state.pot}))
        self._start_round(state, 1, events)

    # --- whose move, and which moves ---------------------------------------------------

    def level(self, state: NamtoState) -> int:
        """The highest stake of this round."""
        return max(state.round_stake)

    def choices(self, state: NamtoState, seat: int) -> list[int]:
        """Every amount `seat` may stake now."""
        to_call = self.level(state) - state.round_stake[seat]
        if not others_can_bet(state, seat):
            return stake_choices(to_call, state.stacks[seat], 0)  # nobody could answer a raise
        return stake_choices(to_call, state.stacks[seat], state.options["max_raise"])

    # --- the moves: 加行 (stake) or 無行 (fold), in one phase ----------------------------

    def __init__(self) -> None:
        self._bet = Phase(
            BET,
            {
                STAKE: Move(self._stake_options, self._stake_effect, self._stake_refusal),
                FOLD: self._fold_move(_fold_refusal),
            },
            "Choose 加行 (stake points) or 無行 (fold).",
        )

    def phase(self, state: NamtoState, seat: int) -> Phase[NamtoState]:
        return self._bet

    def refuse_first(self, state: NamtoState, seat: int, action: Action) -> str | None:
        reason = super().refuse_first(state, seat, action)
        if reason is None and action.cards:
            return "Staking and folding take no cards."
        return reason

    def _stake_options(self, state: NamtoState, seat: int) -> list[Action]:
        return [amount_action(STAKE, amount) for amount in self.choices(state, seat)]

    def _stake_refusal(self, state: NamtoState, seat: int, action: Action) -> str | None:
        arg = action.arg
        if type(arg) is not int:
            return "A stake is a whole number of points."
        if arg in self.choices(state, seat):
            return None
        to_call = self.level(state) - state.round_stake[seat]
        if arg > state.stacks[seat]:
            return f"You have only {state.stacks[seat]} points."
        if arg < min(to_call, state.stacks[seat]):
            return f"加行 must stake at least as much as the previous player: {to_call} more points this round."
        return f"A stake may go at most {state.options['max_raise']} points above the previous one."

    # --- carrying out a move -------------------------------------------------------------

    def _after_fold(self, state: NamtoState, seat: int, events: list[Event]) -> None:
        if seat == state.leader:
            found = next_seat(state, seat, lambda s: s in live(state))
            if found is not None:
                state.leader = found
                events.append(Event("leader", {"seat": found}))
        if len(live(state)) == 1:
            self._showdown(state, events)
            return
        state.acted[seat] = True
        self._next_turn(state, seat, events)

    def _stake_effect(self, state: NamtoState, seat: int, action: Action) -> list[Event]:
        assert isinstance(action.arg, int)
        before = self.level(state)
        post(state, seat, action.arg)
        if state.round_stake[seat] > before:  # a raise: everyone else answers again
            state.acted = [False] * state.players
        all_in = state.stacks[seat] == 0
        word = "all_in" if all_in else "raise" if state.round_stake[seat] > before else "call"
        if action.arg == 0:
            word = "check"
        stake = state.round_stake[seat]
        events = [Event(word, {"seat": seat, "amount": action.arg, "stake": stake, "all_in": all_in, "pot": state.pot})]
        state.acted[seat] = True
        self._next_turn(state, seat, events)
        return events

    def _waiting(self, state: NamtoState, seat: int) -> bool:
        return can_bet(state, seat) and (not state.acted[seat] or state.round_stake[seat] < self.level(state))

    def _next_turn(self, state: NamtoState, seat: int, events: list[Event]) -> None:
        following = next_seat(state, seat, lambda s: self._waiting(state, s))
        if following is not None:
            state.turn = following
            return
        self._end_round(state, events)

    def _end_round(self, state: NamtoState, events: list[Event]) -> None:
        if state.round >= ROUNDS:
            self._showdown(state, events)
            return
        self._reveal(state, REVEALS[state.round - 1], events)
        self._start_round(state, state.round + 1, events)

    def _reveal(self, state: NamtoState, count: int, events: list[Event]) -> None:
        cards = state.board[state.revealed : state.revealed + count]
        state.revealed += count
        events.append(Event("reveal", {"cards": cards, "community": state.board[: state.revealed]}))

    def _start_round(self, state: NamtoState, number: int, events: list[Event]) -> None:
        state.round = number
        state.acted = [False] * state.players
        state.round_stake = [0] * state.players
        if len(live(state)) < 2 or sum(1 for s in live(state) if can_bet(state, s)) < 2:
            self._showdown(state, events)  # nobody is left to bet against: turn everything up
            return
        state.phase = BET
        events.append(Event("round", {"round": number, "seat": state.leader}))
        if can_bet(state, state.leader):
            state.turn = state.leader
        else:
            found = next_seat(state, state.leader, lambda s: can_bet(state, s))
            assert found is not None
            state.turn = found

    def hand_value(self, state: NamtoState, seat: int) -> H.Value:
        return H.value_of_cards([*state.hands[seat], *state.board], state.options["vessel_wild"])

    def rank(self, state: NamtoState, seat: int) -> H.Rank:
        return H.Rank([*state.hands[seat], *state.board], state.options["vessel_wild"])

    def _showdown(self, state: NamtoState, events: list[Event]) -> None:
        """The seats still in turn up any face-down community cards and reveal together; each
        shown hand is named by its best 役, and by the further 役 that broke a tie."""
        state.phase = OVER
        contenders = live(state)
        ranks: dict[int, H.Rank] = {}
        if len(contenders) > 1:
            if state.revealed < BOARD:
                self._reveal(state, BOARD - state.revealed, events)
            ranks = {s: self.rank(state, s) for s in contenders}

        def value(seat: int) -> H.Value:
            found = ranks[seat]
            return found.full if found.compared_in_full else (found.top,)

        def describe(seat: int) -> dict[str, Any]:
            if seat not in ranks:
                return {"name_ja": "他が無行", "name_en": "the others folded"}
            return {
                "hand": sorted(state.hands[seat]),
                "name_ja": H.describe(value(seat), "ja"),
                "name_en": H.describe(value(seat), "en"),
            }

        settled: list[Event] = []
        rank: Any = ranks.__getitem__ if ranks else (lambda s: 0)
        winner = self._pay_out(state, rank, describe, settled)
        for seat in ranks:
            data = {
                "seat": seat,
                "hand": sorted(state.hands[seat]),
                "name_ja": H.describe(value(seat), "ja"),
                "name_en": H.describe(value(seat), "en"),
            }
            events.append(Event("show", data))
        events.extend(settled)
        self._end_season(state, winner, events)

    # --- what each seat sees ---------------------------------------------------------------

    def observation(self, state: NamtoState, seat: int | None) -> dict[str, Any]:
        to_call = self.level(state) - state.round_stake[seat] if seat is not None else 0
        own = {
            "leader": state.leader,
            "round": state.round,
            "community": state.board[: state.revealed],
            "hidden_community": BOARD - state.revealed if not state.over else 0,
            "stock_count": len(state.stock),
            "level": self.level(state),
            "to_call": max(0, to_call),
        }
        return self._view(state, seat, state.phase, own)

    def determinize(self, observation: Mapping[str, Any], seat: int, rng: random.Random) -> NamtoState:
        """Deal every card `seat` cannot see at random: the other hands, the face-down community cards."""
        obs = observation
        community = list(obs["community"])
        known = set(obs["hand"]) | set(community)
        unknown = [c for c in D.ALL_CARDS if c not in known]
        rng.shuffle(unknown)
        hands = deal_hands(obs, seat, unknown)
        board = community + [unknown.pop() for _ in range(BOARD - len(community))]
        return NamtoState(
            **self._world_fields(obs, rng),
            hands=hands,
            board=board,
            revealed=len(community),
            stock=unknown,
            phase=obs["phase"],
            round=obs["round"],
            leader=obs["leader"],
        )
