"""値戦 (mak1 kaik): a hold'em-like betting game with the 紙机戦 deck (seed 001).

Each player is dealt three cards and three cards are laid face up as community cards.
Everyone antes (1 point by default).

Exchange: in turn from the dealer (親), each player exchanges once, choosing one of
- swap one hand card for one community card, or
- draw two cards from the stock and swap one of them for a hand card: the hand card joins
  the community cards, the other drawn card goes face up to the discard pile.

Betting, three rounds: the 親 decides to take part (if not, they fold and the role passes
to the next player) and sets the base, 1–5 points, paying it; then each other player in
turn joins (paying the base) or folds (cards face down, out of this season). The 親 may
set a different base, higher or lower, in each round. A player who cannot pay the base
stakes all they have (all-in) and plays for the side pot they matched.

Showdown: the players still in reveal together; the best three-card combination out of
hand + community wins (see makkaik_hands); ties split the pot.

"これを3ラウンド繰り返す" is read by default as: the ante once, the base paid anew in each
of the three rounds. Options: the ante too in each round, or the base as a stake level
that later rounds top up to."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final, Literal

from shikitable.core.actions import INT_ARG, Action, KindShape
from shikitable.core.events import Event
from shikitable.core.moves import Move, Phase
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik import makkaik_hands as H
from shikitable.games.nincetkaik.betting import (
    FOLD,
    BettingGame,
    BettingState,
    amount_action,
    can_bet,
    live,
    next_seat,
    post,
)
from shikitable.games.nincetkaik.makkaik_options import OPTIONS, TOP_UP, WITH_ANTE
from shikitable.games.nincetkaik.match import deal_hands

HAND_SIZE, COMMUNITY_SIZE, ROUNDS = 3, 3, 3
MIN_BASE, MAX_BASE = 1, 5
Stage = Literal["exchange", "keep", "base", "join", "over"]  # where a season stands
EXCHANGE: Final = "exchange"
KEEP: Final = "keep"
SET_BASE: Final = "base"
JOIN: Final = "join"
OVER: Final = "over"
SWAP, DRAW, KEEP_MOVE, BASE, JOIN_MOVE = "swap", "draw", "keep", "base", "join"
DRAW_ACTION = Action(DRAW)


@dataclass
class MakkaikState(BettingState):
    community: list[int] = field(default_factory=list)
    discards: list[int] = field(default_factory=list)
    drawn: list[int] = field(default_factory=list)  # the two cards just drawn, seen by the drawer only
    phase: Stage = EXCHANGE
    exchanged: list[bool] = field(default_factory=list)
    round: int = 0  # betting round 1..3 (0 during the exchange)
    setter: int = 0  # the 親 of the betting: sets the base
    base: int = 0  # this round's base (0 until set)
    bets_paid: list[int] = field(default_factory=list)  # bases paid this season (not antes)


_PAIR_ACTIONS: dict[tuple[str, int, int], Action] = {}


def pair_action(kind: str, a: int, b: int) -> Action:
    """The action `kind` on cards a and b, made once (exchange lists are built all the time)."""
    key = (kind, a, b)
    found = _PAIR_ACTIONS.get(key)
    if found is None:
        found = _PAIR_ACTIONS[key] = Action.make(kind, (a, b))
    return found


def canonical(cards: list[int]) -> list[int]:
    """One card per type (the lowest id): copies are interchangeable."""
    first: dict[int, int] = {}
    for c in sorted(cards, reverse=True):
        first[D.TYPE[c]] = c
    return sorted(first.values())


# --- the exchange: options and refusals (a swap, a draw, then which drawn card to keep) ------


def _swap_options(state: MakkaikState, seat: int) -> list[Action]:
    hand = canonical(state.hands[seat])
    shared = canonical(state.community)
    types = D.TYPE
    return [pair_action(SWAP, h, c) for h in hand for c in shared if types[h] != types[c]]


def _swap_refusal(state: MakkaikState, seat: int, action: Action) -> str | None:
    cards = action.cards
    mine = [c for c in cards if c in state.hands[seat]]
    shared = [c for c in cards if c in state.community]
    if len(cards) != 2 or len(mine) != 1 or len(shared) != 1:
        return "A swap names one card of your hand and one community card."
    if D.TYPE[mine[0]] == D.TYPE[shared[0]]:
        return "Swapping a card for an identical one changes nothing: choose another exchange."
    return None


def _draw_option(state: MakkaikState, seat: int) -> list[Action]:
    return [DRAW_ACTION] if len(state.stock) >= 2 else []


def _draw_refusal(state: MakkaikState, seat: int, action: Action) -> str | None:
    if action.cards or action.arg is not None:
        return "Draw takes no cards: you draw two from the stock."
    if len(state.stock) < 2:
        return "The stock has fewer than two cards: swap with a community card."
    return None


def _draw_effect(state: MakkaikState, seat: int, action: Action) -> list[Event]:
    state.drawn = [state.stock.pop(0), state.stock.pop(0)]
    state.phase = KEEP
    return [Event("draw", {"seat": seat, "stock": len(state.stock)}, {"cards": list(state.drawn)}, frozenset({seat}))]


def _keep_options(state: MakkaikState, seat: int) -> list[Action]:
    hand = canonical(state.hands[seat])
    return [pair_action(KEEP_MOVE, d, h) for d in canonical(state.drawn) for h in hand]


def _keep_refusal(state: MakkaikState, seat: int, action: Action) -> str | None:
    cards = action.cards
    kept = [c for c in cards if c in state.drawn]
    given = [c for c in cards if c in state.hands[seat]]
    if len(cards) != 2 or len(kept) != 1 or len(given) != 1:
        return "Name one of the two drawn cards to keep and one hand card to give up."
    return None


def _fold_refusal(state: MakkaikState, seat: int, action: Action) -> str | None:
    return "Folding takes no cards or points." if action.cards or action.arg is not None else None


class Makkaik(BettingGame[MakkaikState]):
    id = "makkaik"
    name_ja = "値戦"
    name_zh = "值战"
    name_en = "Value War (値戦)"
    family = "nincetkaik"
    description_en = "Exchange once, then bet three rounds on the best three cards of hand and community."
    description_ja = "札を一度交換し、手札と公開札の最良の三枚に三ラウンド賭ける。"
    min_players = 2
    max_players = 6
    default_players = 4
    options = OPTIONS
    action_schema = D.moves_schema({
        "swap": KindShape(2, 2), "keep": KindShape(2, 2), "draw": KindShape(), "fold": KindShape(),
        "base": KindShape(arg=INT_ARG), "join": KindShape(arg=INT_ARG),
    })
    state_class = MakkaikState

    # --- dealing ----------------------------------------------------------------------

    def _start_season(self, state: MakkaikState, events: list[Event]) -> None:
        state.community = self._deal_in(state, HAND_SIZE, COMMUNITY_SIZE)
        state.discards = []
        state.drawn = []
        state.exchanged = [not seated for seated in state.seated]
        state.bets_paid = [0] * state.players
        state.round = 0
        state.base = 0
        state.setter = state.dealer
        self._announce_stakes(state, events)
        events.append(Event("community", {"cards": list(state.community)}))
        self._antes(state, events)
        state.phase = EXCHANGE
        state.turn = state.dealer

    def _antes(self, state: MakkaikState, events: list[Event]) -> None:
        ante = state.options["ante"]
        if ante:
            for seat in live(state):
                paid = post(state, seat, ante)
                events.append(Event("ante", {"seat": seat, "amount": paid, "pot": state.pot}))

    # --- the moves of each phase -------------------------------------------------------

    def __init__(self) -> None:
        fold = self._fold_move(_fold_refusal)
        self._phases: dict[Stage, Phase[MakkaikState]] = {
            EXCHANGE: Phase(
                EXCHANGE,
                {
                    SWAP: Move(_swap_options, self._swap_effect, _swap_refusal),
                    DRAW: Move(_draw_option, _draw_effect, _draw_refusal),
                },
                "Now exchange: swap a hand card with a community card, or draw two.",
            ),
            KEEP: Phase(
                KEEP,
                {KEEP_MOVE: Move(_keep_options, self._keep_effect, _keep_refusal)},
                "Choose which drawn card to keep and which hand card to give up.",
            ),
            SET_BASE: Phase(
                SET_BASE,
                {BASE: Move(self._base_options, self._base_effect, self._base_refusal), FOLD: fold},
                "As 親 you set the base (1 to 5 points) or fold.",
            ),
            JOIN: Phase(
                JOIN,
                {JOIN_MOVE: Move(self._join_options, self._join_effect, self._join_refusal), FOLD: fold},
                lambda state, seat, action: f"Join by paying the base ({self.due(state, seat)} points) or fold.",
            ),
        }

    def phase(self, state: MakkaikState, seat: int) -> Phase[MakkaikState]:
        return self._phases[state.phase]

    def due(self, state: MakkaikState, seat: int) -> int:
        """What joining costs `seat` this round (before the all-in limit)."""
        if state.options["rounds"] == TOP_UP:
            return max(0, state.base - state.bets_paid[seat])
        return state.base

    def _base_choices(self, state: MakkaikState, seat: int) -> list[int]:
        """Bases the 親 may set: 1–5, as far as their points pay for it."""
        stack = state.stacks[seat]
        saved, state.base = state.base, 0
        choices = []
        for base in range(MIN_BASE, MAX_BASE + 1):
            state.base = base
            if self.due(state, seat) <= stack:
                choices.append(base)
        state.base = saved
        return choices

    def _base_options(self, state: MakkaikState, seat: int) -> list[Action]:
        return [amount_action(BASE, b) for b in self._base_choices(state, seat)]

    def _base_refusal(self, state: MakkaikState, seat: int, action: Action) -> str | None:
        arg = action.arg
        if type(arg) is not int or not MIN_BASE <= arg <= MAX_BASE:
            return f"The base is a whole number of points from {MIN_BASE} to {MAX_BASE}, not {arg}."
        if arg not in self._base_choices(state, seat):
            return f"You have only {state.stacks[seat]} points: you cannot set a base of {arg}."
        if action.cards:
            return "Setting the base takes no cards."
        return None

    def _base_effect(self, state: MakkaikState, seat: int, action: Action) -> list[Event]:
        assert isinstance(action.arg, int)
        state.base = action.arg
        paid = self._pay_base(state, seat)
        events = [Event("base", {"seat": seat, "base": state.base, "amount": paid, "pot": state.pot})]
        self._next_joiner(state, seat, events)
        return events

    def _join_cost(self, state: MakkaikState, seat: int) -> int:
        return min(self.due(state, seat), state.stacks[seat])

    def _join_options(self, state: MakkaikState, seat: int) -> list[Action]:
        return [amount_action(JOIN_MOVE, self._join_cost(state, seat))]

    def _join_refusal(self, state: MakkaikState, seat: int, action: Action) -> str | None:
        expected = self._join_cost(state, seat)
        arg = action.arg
        if arg == expected and not action.cards:
            return None
        if type(arg) is int and arg < expected:
            return f"Joining costs {expected} points: a smaller stake than the 親's base is not allowed."
        return f"Joining costs exactly {expected} points."

    def _join_effect(self, state: MakkaikState, seat: int, action: Action) -> list[Event]:
        paid = self._pay_base(state, seat)
        all_in = state.stacks[seat] == 0
        events = [Event("all_in" if all_in else "join", {"seat": seat, "amount": paid, "pot": state.pot})]
        self._next_joiner(state, seat, events)
        return events

    def _swap_effect(self, state: MakkaikState, seat: int, action: Action) -> list[Event]:
        mine = next(c for c in action.cards if c in state.hands[seat])
        shared = next(c for c in action.cards if c in state.community)
        state.hands[seat][state.hands[seat].index(mine)] = shared
        state.community[state.community.index(shared)] = mine
        events = [Event("swap", {"seat": seat, "card": mine, "cards": [shared]})]
        self._exchanged(state, seat, events)
        return events

    def _keep_effect(self, state: MakkaikState, seat: int, action: Action) -> list[Event]:
        kept = next(c for c in action.cards if c in state.drawn)
        given = next(c for c in action.cards if c in state.hands[seat])
        unused = next(c for c in state.drawn if c != kept)
        state.hands[seat][state.hands[seat].index(given)] = kept
        state.community.append(given)
        state.discards.append(unused)
        state.drawn = []
        events = [Event("keep", {"seat": seat, "card": given, "cards": [unused]})]
        self._exchanged(state, seat, events)
        return events

    def _pay_base(self, state: MakkaikState, seat: int) -> int:
        paid = post(state, seat, self.due(state, seat))
        state.bets_paid[seat] += paid
        state.acted[seat] = True
        return paid

    def _exchanged(self, state: MakkaikState, seat: int, events: list[Event]) -> None:
        state.exchanged[seat] = True
        state.phase = EXCHANGE
        following = next_seat(state, seat, lambda s: not state.exchanged[s])
        if following is not None:
            state.turn = following
            return
        self._start_round(state, 1, events)

    def _start_round(self, state: MakkaikState, number: int, events: list[Event]) -> None:
        if number > ROUNDS:
            self._showdown(state, events)
            return
        state.round = number
        state.acted = [False] * state.players
        state.round_stake = [0] * state.players
        state.base = 0
        if number > 1 and state.options["rounds"] == WITH_ANTE:
            self._antes(state, events)
        bettors = [s for s in live(state) if can_bet(state, s)]
        if len(live(state)) < 2 or len(bettors) < 2:
            self._showdown(state, events)  # nobody is left to bet against
            return
        if not can_bet(state, state.setter):
            found = next_seat(state, state.setter, lambda s: can_bet(state, s))
            assert found is not None
            state.setter = found
        events.append(Event("round", {"round": number, "seat": state.setter}))
        state.phase = SET_BASE
        state.turn = state.setter

    def _after_fold(self, state: MakkaikState, seat: int, events: list[Event]) -> None:
        state.acted[seat] = True
        if len(live(state)) == 1:
            self._showdown(state, events)
            return
        if state.phase == SET_BASE:  # the 親 declines: the role passes on
            found = next_seat(state, seat, lambda s: can_bet(state, s))
            if found is None or sum(1 for s in live(state) if can_bet(state, s)) < 2:
                self._showdown(state, events)
                return
            state.setter = found
            state.turn = found
            events.append(Event("setter", {"seat": found}))
            return
        self._next_joiner(state, seat, events)

    def _next_joiner(self, state: MakkaikState, seat: int, events: list[Event]) -> None:
        state.phase = JOIN
        following = next_seat(state, seat, lambda s: can_bet(state, s) and not state.acted[s])
        if following is not None:
            state.turn = following
            return
        self._start_round(state, state.round + 1, events)

    def hand_value(self, state: MakkaikState, seat: int) -> int:
        return H.value_of_cards([*state.hands[seat], *state.community], state.options["vessel_wild"])

    def _showdown(self, state: MakkaikState, events: list[Event]) -> None:
        """The seats still in reveal together (a lone survivor shows nothing) and the pots are paid."""
        state.phase = OVER
        contenders = live(state)
        values = {s: self.hand_value(state, s) for s in contenders}
        if len(contenders) > 1:
            for seat in contenders:
                events.append(
                    Event(
                        "show",
                        {
                            "seat": seat,
                            "hand": sorted(state.hands[seat]),
                            "name_ja": H.describe(values[seat], "ja"),
                            "name_en": H.describe(values[seat], "en"),
                        },
                    )
                )

        def describe(seat: int) -> dict[str, Any]:
            if len(contenders) == 1:
                return {"name_ja": "他が降りた", "name_en": "the others folded"}
            return {
                "hand": sorted(state.hands[seat]),
                "name_ja": H.describe(values[seat], "ja"),
                "name_en": H.describe(values[seat], "en"),
            }

        winner = self._pay_out(state, values.__getitem__, describe, events)
        self._end_season(state, winner, events)

    # --- what each seat sees ---------------------------------------------------------------

    def observation(self, state: MakkaikState, seat: int | None) -> dict[str, Any]:
        drawer = seat == state.turn and state.phase == KEEP
        own = {
            "community": list(state.community),
            "discards": list(state.discards),
            "stock_count": len(state.stock),
            "drawn": list(state.drawn) if drawer else [],
            "drawn_count": len(state.drawn),
            "drawn_hidden": 0 if drawer else len(state.drawn),
            "exchanged": list(state.exchanged),
            "round": state.round,
            "setter": state.setter,
            "base": state.base,
            "due": min(self.due(state, seat), state.stacks[seat]) if seat is not None else 0,
            "bets_paid": list(state.bets_paid),
        }
        return self._view(state, seat, state.phase, own)

    def determinize(self, observation: Mapping[str, Any], seat: int, rng: random.Random) -> MakkaikState:
        """Deal every card `seat` cannot see at random: the other hands, a drawer's two cards, the stock."""
        obs = observation
        known = set(obs["hand"]) | set(obs["community"]) | set(obs["discards"]) | set(obs["drawn"])
        unknown = [c for c in D.ALL_CARDS if c not in known]
        rng.shuffle(unknown)
        hands = deal_hands(obs, seat, unknown)
        drawn = list(obs["drawn"]) or [unknown.pop() for _ in range(obs["drawn_count"])]
        return MakkaikState(
            **self._world_fields(obs, rng),
            hands=hands,
            community=list(obs["community"]),
            stock=unknown,
            discards=list(obs["discards"]),
            drawn=drawn,
            phase=obs["phase"],
            exchanged=list(obs["exchanged"]),
            round=obs["round"],
            setter=obs["setter"],
            base=obs["base"],
            bets_paid=list(obs["bets_paid"]),
        )
