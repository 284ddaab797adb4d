"""行戦 (mok1 kaik): a trick-taking game with the 紙机戦 deck.

Deal 10 cards each with 2–4 players, 8 with 5–6; the rest stay unseen in the stock. The
dealer (親) leads the first trick, the winner of a trick leads the next.

The leader plays a combination face up: a single card, a set (cards of equal strength,
colours mixed; 王 = 皇) or a run (three or more same-colour consecutive numbers 0–8).
船 stands in for any card of its own colour; a lone 船 (or 船s alone) counts as 王/皇.
Each other player in turn either beats the strongest combination so far with one of the
same kind, the same number of cards and exactly the same colours (as many black and as
many red), strictly stronger (sets by strength, runs by top number), or lays that many
cards face down (always allowed). Everyone plays the same count, so hands empty together.

The trick goes to the strongest combination (the leader's if nobody beat it). Only the
winner's own cards stay, face up in front of them as won cards (公開札); every other card
of the trick leaves the season. The winner of the last trick wins the season: every other
player pays them 6 − (the payer's won cards), a negative amount being paid the other way,
times 親の加点 when the dealer is the payer or the winner (option: only the payer).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from shikitable.core.actions import Action
from shikitable.core.events import Event
from shikitable.core.moves import Move, Phase
from shikitable.core.options import Option, read_options
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik.combos import RUN, classify, red_count
from shikitable.games.nincetkaik.match import (
    MATCH_OPTIONS,
    OPTION_TABLES,
    SeasonalGame,
    SeasonalState,
    deal_season,
    pay,
    seasonal_fields,
    take_from_hand,
)
from shikitable.games.nincetkaik.mokkaik_moves import DOWN, PLAY, beats, downs, hand_facts, leads, play_shape

PAY_BASE = 6  # each payer pays 6 − their won cards


def _nothing(state: MokkaikState, seat: int) -> list[Action]:
    return []


def hand_size(players: int) -> int:
    return 10 if players <= 4 else 8


OPTIONS: tuple[Option, ...] = (*MATCH_OPTIONS, *read_options(OPTION_TABLES / "mokkaik.toml"))


@dataclass
class MokkaikState(SeasonalState):
    stock: list[int] = field(default_factory=list)  # undealt this season, unseen
    hands: list[list[int]] = field(default_factory=list)
    won: list[list[int]] = field(default_factory=list)  # 公開札, face up
    out: list[list[int]] = field(default_factory=list)  # beaten face-up cards: left the season
    downs: list[list[int]] = field(default_factory=list)  # face-down cards: left, seen by their owner only
    trick: list[dict[str, Any]] = field(default_factory=list)  # {"seat", "cards", "down"} in play order
    best: dict[str, Any] | None = None  # {"seat", "type", "rank", "size", "reds"} of the strongest so far
    leader: int = 0
    turn: int = 0
    tricks: int = 0  # tricks finished this season


_TYPE_OF = D.TYPE.__getitem__


def hand_types(cards: Sequence[int]) -> tuple[int, ...]:
    return tuple(sorted(map(_TYPE_OF, cards)))


def rank_name(kind: str, rank: int) -> str:
    if kind == RUN:
        return f"a run up to {rank}"
    if rank == D.TOP_STRENGTH:
        return "王/皇"
    return next(k.kanji for k in D.KINDS if k.strength == rank)


def colours_text(size: int, reds: int) -> str:
    return f"{size - reds} black and {reds} red"


def clear_table(state: MokkaikState) -> None:
    """A season's start: nothing won, out or laid down, no trick, the dealer leads."""
    n = state.players
    state.won = [[] for _ in range(n)]
    state.out = [[] for _ in range(n)]
    state.downs = [[] for _ in range(n)]
    state.trick = []
    state.best = None
    state.leader = state.turn = state.dealer
    state.tricks = 0


def settle(state: MokkaikState, winner: int) -> None:
    """The season's payments: each other player pays the winner 6 − their won cards (negative:
    the winner pays), times 親の加点 when the dealer is the payer, or (by default) the winner."""
    dealer_wins_too = state.options["multiplier_applies"] == "dealer_involved"
    for payer in range(state.players):
        if payer == winner:
            continue
        won = len(state.won[payer])
        multiplied = payer == state.dealer or (dealer_wins_too and winner == state.dealer)
        amount = (PAY_BASE - won) * (state.multiplier if multiplied else 1)
        pay(state.season_points, payer, winner, amount)
        state.season_lines.append(
            {
                "kind": "payment",
                "payer": payer,
                "winner": winner,
                "won_cards": won,
                "multiplied": multiplied,
                "points": amount,
            }
        )



def cards_seen(obs: Mapping[str, Any]) -> set[int]:
    """The cards the observing seat has seen: its hand and its face-down cards, the tricks won
    and the cards out of play, and every card shown in the trick (its own face-down ones too)."""
    seen = set(obs["hand"]) | set(obs["my_down"])
    for pile in (*obs["won"], *obs["out"]):
        seen.update(pile)
    for entry in obs["trick"]:
        seen.update(entry.get("cards", ()))
        seen.update(entry.get("my_cards", ()))
    return seen

class Mokkaik(SeasonalGame[MokkaikState]):
    id = "mokkaik"
    name_ja = "行戦"
    name_zh = "行战"
    name_en = "Trick War (行戦)"
    family = "nincetkaik"
    description_en = "Trick taking with sets and runs of matching colours; the last trick wins the season."
    description_ja = "同じ色の役で競うトリックテイキング。最後の勝負の勝者が季を制する。"
    min_players = 2
    max_players = 6
    default_players = 3
    options = OPTIONS
    action_schema = D.moves_schema({"play": D.ANY_CARDS, "down": D.ANY_CARDS})
    state_class = MokkaikState

    # --- setting up -------------------------------------------------------------------

    def _start_season(self, state: MokkaikState, events: list[Event]) -> None:
        n = state.players
        size = hand_size(n)
        state.hands, cards = deal_season(state, size)
        state.stock = cards
        clear_table(state)
        self._announce_deal(state, state.hands, events, hand_size=size, stock=len(state.stock))

    # --- whose move, and which moves ---------------------------------------------------

    def __init__(self) -> None:
        other = "Play a combination face up, or lay cards face down."
        # the leader plays a combination face up; each follower beats the best so far or lays
        # as many cards face down
        self._lead = Phase(
            "lead",
            {
                PLAY: Move(self._lead_options, self._lay, self._lead_refusal),
                DOWN: Move(_nothing, self._lay, self._lead_down_refusal),
            },
            other,
        )
        self._follow = Phase(
            "follow",
            {
                PLAY: Move(self._beat_options, self._lay, self._beat_refusal),
                DOWN: Move(self._down_options, self._lay, self._down_refusal),
            },
            other,
        )

    def to_act(self, state: MokkaikState) -> tuple[int, ...]:
        return () if state.over else (state.turn,)

    def phase(self, state: MokkaikState, seat: int) -> Phase[MokkaikState]:
        return self._lead if state.best is None else self._follow

    # --- the options -------------------------------------------------------------------------

    def _lead_options(self, state: MokkaikState, seat: int) -> list[Action]:
        return leads(hand_facts(state.hands[seat]))

    def _beat_options(self, state: MokkaikState, seat: int) -> list[Action]:
        best = state.best
        assert best is not None
        return beats(hand_facts(state.hands[seat]), best["type"], best["rank"], best["size"], best["reds"])

    def _down_options(self, state: MokkaikState, seat: int) -> list[Action]:
        assert state.best is not None
        return downs(hand_facts(state.hands[seat]), state.best["size"])

    # --- the refusals --------------------------------------------------------------------------

    @staticmethod
    def _cards_refusal(state: MokkaikState, seat: int, action: Action) -> str | None:
        hand = state.hands[seat]
        if any(c not in hand for c in action.cards) or len(set(action.cards)) != len(action.cards):
            return "You do not hold those cards."
        if not action.cards:
            return "Choose the cards to play."
        return None

    def _lead_refusal(self, state: MokkaikState, seat: int, action: Action) -> str | None:
        reason = self._cards_refusal(state, seat, action)
        if reason is None and classify(hand_types(action.cards)) is None:
            reason = (
                "Those cards make no combination: lead a single card, a set of equal strength, "
                "or a run of three or more consecutive numbers in one colour."
            )
        return reason

    def _lead_down_refusal(self, state: MokkaikState, seat: int, action: Action) -> str | None:
        reason = self._cards_refusal(state, seat, action)
        return reason or "The leader plays a combination face up; only the followers may lay cards down."

    def _down_refusal(self, state: MokkaikState, seat: int, action: Action) -> str | None:
        reason = self._cards_refusal(state, seat, action)
        if reason is None:
            assert state.best is not None
            size = state.best["size"]
            if len(action.cards) != size:
                reason = f"Everyone plays {size} card{'s' if size > 1 else ''} in this trick."
        return reason

    def _beat_refusal(self, state: MokkaikState, seat: int, action: Action) -> str | None:
        reason = self._down_refusal(state, seat, action)  # the same cards and count come first
        if reason is not None:
            return reason
        best = state.best
        assert best is not None
        size = best["size"]
        types = hand_types(action.cards)
        shape = classify(types)
        want = "run" if best["type"] == RUN else ("single card" if size == 1 else "set")
        if shape is None or shape[0] != best["type"]:
            return f"To beat it you need a {want} of {size}; otherwise lay {size} face down."
        if red_count(types) != best["reds"]:
            return f"Your cards must have the same colours as the lead: {colours_text(size, best['reds'])}."
        if shape[1] <= best["rank"]:
            return f"Your {want} must be stronger than the best so far ({rank_name(best['type'], best['rank'])})."
        return None

    # --- the effects ---------------------------------------------------------------------------

    def _lay(self, state: MokkaikState, seat: int, action: Action) -> list[Event]:
        """Both moves' effect: the cards leave the hand for the trick, face up or face down."""
        cards = take_from_hand(state.hands[seat], action.cards)
        if action.kind == PLAY:
            kind, rank, reds = play_shape(tuple(cards))
            state.trick.append({"seat": seat, "cards": cards, "down": False})
            state.best = {"seat": seat, "type": kind, "rank": rank, "size": len(cards), "reds": reds}
            lead = len(state.trick) == 1
            events = [Event("play", {"seat": seat, "cards": cards, "combo": kind, "rank": rank, "lead": lead})]
        else:
            state.trick.append({"seat": seat, "cards": cards, "down": True})
            events = [Event("down", {"seat": seat, "count": len(cards)}, {"cards": cards}, frozenset({seat}))]
        if len(state.trick) == state.players:
            self._finish_trick(state, events)
        else:
            state.turn = (seat + 1) % state.players
        return events

    def _finish_trick(self, state: MokkaikState, events: list[Event]) -> None:
        """The strongest combination takes the trick; its cards become the winner's won cards,
        everything else played to it leaves the season."""
        assert state.best is not None
        winner = state.best["seat"]
        taken: list[int] = []
        for entry in state.trick:
            if entry["seat"] == winner:
                taken = entry["cards"]
                state.won[winner].extend(taken)
            elif entry["down"]:
                state.downs[entry["seat"]].extend(entry["cards"])
            else:
                state.out[entry["seat"]].extend(entry["cards"])
        state.trick = []
        state.best = None
        state.tricks += 1
        events.append(Event("trick_won", {"seat": winner, "cards": list(taken), "trick": state.tricks}))
        if not state.hands[winner]:  # everyone has played their last card: the last trick decides
            settle(state, winner)
            self._end_season(state, winner, events)
            return
        state.leader = state.turn = winner

    # --- the end of a season -------------------------------------------------------------

    # --- what each seat sees ---------------------------------------------------------------

    def observation(self, state: MokkaikState, seat: int | None) -> dict[str, Any]:
        trick: list[dict[str, Any]] = []
        for entry in state.trick:
            if not entry["down"]:
                trick.append({"seat": entry["seat"], "cards": list(entry["cards"])})
            elif entry["seat"] == seat:  # your own face-down cards, which only you know
                trick.append({"seat": seat, "down": len(entry["cards"]), "my_cards": list(entry["cards"])})
            else:
                trick.append({"seat": entry["seat"], "down": len(entry["cards"])})
        return {
            **self._observation_header(state, seat, "play"),
            "turn": state.turn,
            "leader": state.leader,
            "tricks": state.tricks,
            "hand": sorted(state.hands[seat]) if seat is not None else [],
            "hand_counts": [len(h) for h in state.hands],
            "won": [list(w) for w in state.won],
            "trick": trick,
            "best": dict(state.best) if state.best is not None else None,
            "out": [list(o) for o in state.out],
            "out_count": [len(o) for o in state.out],
            "down_counts": [len(d) for d in state.downs],
            "my_down": list(state.downs[seat]) if seat is not None else [],
            "stock_count": len(state.stock),
        }

    def determinize(self, observation: Mapping[str, Any], seat: int, rng: random.Random) -> MokkaikState:
        """Deal every card `seat` cannot see (others' hands and face-down cards, the stock) at
        random, keeping every count."""
        obs = observation
        n = obs["players"]
        known = cards_seen(obs)
        unknown = [c for c in D.ALL_CARDS if c not in known]
        rng.shuffle(unknown)

        def deal(count: int) -> list[int]:
            return [unknown.pop() for _ in range(count)]

        hands = [list(obs["hand"]) if other == seat else deal(obs["hand_counts"][other]) for other in range(n)]
        downs = [list(obs["my_down"]) if other == seat else deal(obs["down_counts"][other]) for other in range(n)]
        trick = []
        for entry in obs["trick"]:
            if "cards" in entry:
                trick.append({"seat": entry["seat"], "cards": list(entry["cards"]), "down": False})
            elif "my_cards" in entry:
                trick.append({"seat": entry["seat"], "cards": list(entry["my_cards"]), "down": True})
            else:
                trick.append({"seat": entry["seat"], "cards": sorted(deal(entry["down"])), "down": True})
        stock = deal(obs["stock_count"])
        assert not unknown, "the observation does not account for every card"
        return MokkaikState(
            **seasonal_fields(obs, rng),
            stock=stock,
            hands=hands,
            won=[list(w) for w in obs["won"]],
            out=[list(o) for o in obs["out"]],
            downs=downs,
            trick=trick,
            best=dict(obs["best"]) if obs["best"] is not None else None,
            leader=obs["leader"],
            turn=obs["turn"],
            tricks=obs["tricks"],
        )
