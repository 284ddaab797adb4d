"""小猫 (ni1 ne2): race to empty the hand, choosing each turn to fight or to draw.

Twelve cards each with 2 or 3 players, as seed 001 says; with 4 that would be the whole deck,
so 11 each (an option), the most that leaves a stock; the rest is the stock. The lead (at
first the dealer) plays a single or a set. Then each player in turn either
takes part: lays one hand card face up as 付 in front of them, then plays a combination that
beats the one on the table (kitten.py); or stays out: draws three from the stock and sits out
the rest of the round (option: may come back in on a later go-around). The lead, when the turn
comes round again, chooses the same way. Once only one player is still taking part, that
player takes every card on the table (付 and plays) into the hand (option: to a score pile) and
leads the next round.

Emptying the hand scores as many points as the largest hand left; that player then sits out
until the season ends (option: draws three at the next turn and plays on). The season ends the
moment the stock is empty (option: when that round ends); its top scorer wins, +1 point if that
player is the season's dealer (option: the lead at that moment). 無 stands in for any card of
its colour (option: only once the player's own such cards are all in the set).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Final, Literal

from shikitable.core.actions import Action, KindShape
from shikitable.core.events import Event
from shikitable.core.moves import Move, Phase, collect, the_cards
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik.kitten import (
    Combo,
    beat_cards,
    beats,
    classify,
    classify_cards,
    describe,
    lead_cards,
    tsuke_types,
    type_counts,
)
from shikitable.games.nincetkaik.match import (
    SeasonalGame,
    SeasonalState,
    deal_hands,
    deal_season,
    play_on_pile,
    seasonal_fields,
)
from shikitable.games.nincetkaik.nine_options import DECK_SIZE, OPTIONS, SEED_HAND

PLAY, JOIN, DRAW = "play", "join", "draw"
# the phases of a round: the lead plays; each other player chooses (a 付, or draw three); one
# who laid a 付 beats the table
NinePhase = Literal["lead", "choose", "beat"]
LEAD: Final = "lead"
CHOOSE: Final = "choose"
BEAT: Final = "beat"
OPTIONS_BY_NAME = {o.name: o for o in OPTIONS}
_DEAL_TRIES = 200  # worlds dealt for a seat that must beat before giving up (see determinize)
DRAW_COUNT = 3
DRAW_ACTION = Action(DRAW)
JOIN_ACTIONS = [Action(JOIN, (c,)) for c in D.ALL_CARDS]  # made once: every choice lists them
_new_play = partial(tuple.__new__, Action)  # Action(PLAY, cards) without the keyword wrapper: leads list many


@dataclass
class NineState(SeasonalState):
    stock: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    tsuke: list[list[int]] = field(default_factory=list)  # 付: cards laid face up this round, per seat
    pile: list[dict[str, Any]] = field(default_factory=list)  # this round's plays: {"seat", "cards"}
    top: dict[str, Any] | None = None  # {"seat", "rank", "size", "colours", "cards"}
    piles: list[list[int]] = field(default_factory=list)  # score piles (option)
    phase: NinePhase = LEAD
    turn: int = 0
    lead: int = 0
    stayed_out: list[int] = field(default_factory=list)  # this round (or since the last beat)
    finished: list[int] = field(default_factory=list)  # emptied the hand and sit out
    scored: list[int] = field(default_factory=list)  # this season's points from emptied hands


def _draw_option(state: NineState, seat: int) -> list[Action]:
    return [DRAW_ACTION]


def _draw_refusal(state: NineState, seat: int, action: Action) -> str | None:
    return "Drawing three uses none of your cards." if action.cards else None


def top_combo(top: Mapping[str, Any]) -> Combo:
    return Combo(top["rank"], top["size"], top["colours"])


def deal_size(players: int, options: Mapping[str, Any]) -> int:
    """The seed's 12 each where that leaves a stock (2 or 3 players); with four, the option
    (by default 11, the most that leaves one)."""
    return SEED_HAND if SEED_HAND * players < DECK_SIZE else int(options["four_player_hand"])


def hand_size(state: NineState) -> int:
    return deal_size(state.players, state.options)


class Nine(SeasonalGame[NineState]):
    id = "nine"
    name_ja = "小猫"
    name_zh = "小猫"
    name_en = "Kitten (小猫)"
    family = "nincetkaik"
    description_en = "Each turn fight (lay an ante and beat) or draw three; empty your hand to score."
    description_ja = "毎手番、付を出して勝負するか三枚引くかを選び、手札を無くして得点する。"
    min_players = 2
    max_players = 4
    default_players = 3
    options = OPTIONS
    action_schema = D.moves_schema({"play": D.ANY_CARDS, "join": KindShape(1, 1), "draw": KindShape()})
    state_class = NineState

    # --- setting up -------------------------------------------------------------------

    def setup_note(self, players: int, options: Mapping[str, Any], lang: str = "en") -> str:
        size = deal_size(players, {"four_player_hand": OPTIONS_BY_NAME["four_player_hand"].default, **options})
        stock = DECK_SIZE - size * players
        if size == SEED_HAND:
            if lang == "ja":
                return f"配り枚数：各{size}枚（原文どおり）。積は{stock}枚。"
            if lang == "zh":
                return f"发牌：每人{size}张，与原文相同；剩下{stock}张作为牌堆（積）。"
            return f"Deal: {size} cards each, as the seed says; {stock} cards are left as the stock."
        if lang == "ja":
            return (
                f"配り枚数：各{size}枚（積{stock}枚）。原文は2〜4人とも各12枚だが、4人×12枚は札48枚すべてで"
                "積が残らず、積が尽きた時点で季が終わってしまう。積が残る最大は11枚（選択肢で変更可）。"
            )
        if lang == "zh":
            return (
                f"发牌：每人{size}张，剩下{stock}张作为牌堆（積）。原文2至4人都是每人12张，但4×12就是整副48张，"
                "不留牌堆，而牌堆用完时本季就结束。留得下牌堆的最多是11张（可在选项中更改）。"
            )
        return (
            f"Deal: {size} cards each, {stock} left as the stock. The seed deals 12 each to 2-4 players, "
            "but 4 × 12 is the whole deck: no stock would be left, and the season ends when the stock "
            "runs out. 11 is the most that leaves one (an option)."
        )

    def _start_season(self, state: NineState, events: list[Event]) -> None:
        n = state.players
        size = hand_size(state)
        state.hands, state.stock = deal_season(state, size)
        state.tsuke = [[] for _ in range(n)]
        state.piles = [[] for _ in range(n)]
        state.pile, state.top = [], None
        state.stayed_out, state.finished = [], []
        state.scored = [0] * n
        state.phase = LEAD
        state.lead = state.turn = state.dealer
        self._announce_deal(state, state.hands, events, stock=len(state.stock))

    # --- whose move, and which moves ---------------------------------------------------

    def __init__(self) -> None:
        play_beat = Move(self._beat_options, collect(self._play, the_cards), self._beat_refusal)
        draw = Move(_draw_option, collect(self._stay_out), _draw_refusal)
        lead = Move(self._lead_options, collect(self._play, the_cards), self._lead_refusal)
        self._lead = Phase(LEAD, {PLAY: lead}, "Play a single card or a set.")
        self._beat = Phase(BEAT, {PLAY: play_beat}, "Now beat the table.")
        # the choice: take part (a 付, then beat) or stay out and draw three; a lead who need
        # lay no 付 (an option) beats at once instead
        self._choose = Phase(
            CHOOSE,
            {DRAW: draw, JOIN: Move(self._join_options, self._join_effect, self._join_refusal)},
            "First choose: take part (lay one card as 付) or stay out and draw three.",
        )
        self._choose_lead_free = Phase(
            CHOOSE,
            {DRAW: draw, PLAY: play_beat},
            "You led this round: beat the table without a 付, or stay out and draw three.",
        )

    def to_act(self, state: NineState) -> tuple[int, ...]:
        return () if state.over else (state.turn,)

    def phase(self, state: NineState, seat: int) -> Phase[NineState]:
        if state.phase == LEAD:
            return self._lead
        if state.phase == BEAT:
            return self._beat
        return self._choose_lead_free if self._lead_free(state, seat) else self._choose

    @staticmethod
    def _lead_free(state: NineState, seat: int) -> bool:
        return seat == state.lead and state.options["lead_later"] == "no_tsuke"

    def refuse_first(self, state: NineState, seat: int, action: Action) -> str | None:
        reason = super().refuse_first(state, seat, action)
        if reason is not None:
            return reason
        hand = state.hands[seat]
        if len(set(action.cards)) != len(action.cards) or any(c not in hand for c in action.cards):
            return "You do not hold those cards."
        if action.arg is not None:
            return "That move takes no extra choice."
        return None

    # --- the options -------------------------------------------------------------------------

    def _lead_options(self, state: NineState, seat: int) -> list[Action]:
        hand = state.hands[seat]
        free = state.options["nought_wild"] == "free"
        return [_new_play((PLAY, cards, None)) for cards in lead_cards(hand, type_counts(hand), free)]

    def _beat_options(self, state: NineState, seat: int) -> list[Action]:
        assert state.top is not None
        hand = state.hands[seat]
        same = state.options["beat_count"] == "same"
        free = state.options["nought_wild"] == "free"
        cards = beat_cards(hand, type_counts(hand), top_combo(state.top), same, free)
        return [_new_play((PLAY, c, None)) for c in cards]

    def _join_options(self, state: NineState, seat: int) -> list[Action]:
        assert state.top is not None
        hand = state.hands[seat]
        same = state.options["beat_count"] == "same"
        free = state.options["nought_wild"] == "free"
        joins = tsuke_types(type_counts(hand), top_combo(state.top), same, free)
        if not joins:
            return []
        lowest: dict[int, int] = {}  # one card per type: copies are interchangeable
        types = D.TYPE
        for c in hand:
            t = types[c]
            if t not in lowest or c < lowest[t]:
                lowest[t] = c
        return [JOIN_ACTIONS[lowest[t]] for t in joins]

    # --- the refusals --------------------------------------------------------------------------

    def _lead_refusal(self, state: NineState, seat: int, action: Action) -> str | None:
        combo = classify(type_counts(action.cards))
        if combo is None:
            return "Play a single card or a set of one strength (無 stands in for its own colour)."
        return self._wild_refusal(state, state.hands[seat], action.cards, combo.rank)

    def _join_refusal(self, state: NineState, seat: int, action: Action) -> str | None:
        if len(action.cards) != 1:
            return "Lay exactly one card as 付."
        assert state.top is not None
        same = state.options["beat_count"] == "same"
        free = state.options["nought_wild"] == "free"
        if D.TYPE[action.cards[0]] not in tsuke_types(type_counts(state.hands[seat]), top_combo(state.top), same, free):
            return "After laying that card as 付 you could not beat the table: take part only if you can beat it."
        return None

    # --- the effects ---------------------------------------------------------------------------

    def _join_effect(self, state: NineState, seat: int, action: Action) -> list[Event]:
        card = action.cards[0]
        state.hands[seat].remove(card)
        state.tsuke[seat].append(card)
        state.phase = BEAT
        return [Event("join", {"seat": seat, "card": card})]

    @staticmethod
    def _wild_refusal(state: NineState, hand: list[int], cards: tuple[int, ...], rank: int) -> str | None:
        """By default a 無 stands in only once the player's own cards of that strength and colour
        are all in the set."""
        if rank == D.NOUGHT or state.options["nought_wild"] == "free":
            return None
        for colour in (D.BLACK, D.RED):
            wild = any(D.KIND[c] == D.NOUGHT and D.COLOUR[c] == colour for c in cards)
            kept = [c for c in hand if c not in cards and D.KIND[c] == rank and D.COLOUR[c] == colour]
            if wild and kept:
                name = D.type_name(D.type_of(colour, rank), "en")
                return f"Put your own {name} in before a 無 stands in for one."
        return None

    def _beat_refusal(self, state: NineState, seat: int, action: Action) -> str | None:
        combo = classify(type_counts(action.cards))
        if combo is None:
            return "Play a single card or a set of one strength (無 stands in for its own colour)."
        reason = self._wild_refusal(state, state.hands[seat], action.cards, combo.rank)
        if reason is not None:
            return reason
        assert state.top is not None
        top = top_combo(state.top)
        same = state.options["beat_count"] == "same"
        return None if beats(combo, top, same) else self._why_not(combo, top, same)

    @staticmethod
    def _why_not(combo: Combo, top: Combo, same: bool) -> str:
        if combo.rank == top.rank:
            return f"Of the same strength you need more than {top.size} cards."
        if not combo.colours & top.colours:
            return "A stronger combination must contain a colour of the one on the table."
        if same and combo.size != top.size and combo.rank != top.rank:
            return f"A stronger combination needs {top.size} cards (the option 'as many cards' is on)."
        return f"{describe(combo).capitalize()} is not stronger than {describe(top)} (船 beats only 皇)."

    def _play(self, state: NineState, seat: int, cards: tuple[int, ...], events: list[Event]) -> None:
        hand = state.hands[seat]
        combo = classify_cards(cards)
        assert combo is not None
        play_on_pile(state, cards, {"seat": seat, "rank": combo.rank, "size": combo.size, "colours": combo.colours})
        events.append(
            Event("play", {"seat": seat, "cards": list(cards), "rank": combo.rank, "lead": state.phase == LEAD})
        )
        if state.options["come_back"]:
            state.stayed_out = []
        if not hand:
            self._emptied(state, seat, events)
        self._next(state, seat, events)

    def _emptied(self, state: NineState, seat: int, events: list[Event]) -> None:
        points = max(len(h) for s, h in enumerate(state.hands) if s != seat)
        state.scored[seat] += points
        state.season_points[seat] += points
        state.season_lines.append({"kind": "empty_hand", "seat": seat, "points": points})
        events.append(Event("emptied", {"seat": seat, "points": points}))
        if state.options["empty_hand"] == "sit_out":
            state.finished.append(seat)

    def _stay_out(self, state: NineState, seat: int, events: list[Event]) -> None:
        drawn = [state.stock.pop() for _ in range(min(DRAW_COUNT, len(state.stock)))]
        state.hands[seat].extend(drawn)
        state.stayed_out.append(seat)
        events.append(
            Event(
                "draw",
                {"seat": seat, "count": len(drawn), "stock": len(state.stock)},
                {"cards": drawn},
                frozenset({seat}),
            )
        )
        if not state.stock and drawn:
            events.append(Event("stock_empty", {}))
            if state.options["season_ends"] == "at_once":
                self._season_end(state, events)
                return
        self._next(state, seat, events)

    def _in_round(self, state: NineState) -> list[int]:
        return [s for s in range(state.players) if s not in state.stayed_out and s not in state.finished]

    def _next(self, state: NineState, seat: int, events: list[Event]) -> None:
        """The round ends once one player (or none) is still taking part; else the next one
        taking part chooses."""
        still = self._in_round(state)
        if len(still) <= 1:
            self._round_end(state, still[0] if still else None, events)
            return
        n = state.players
        for step in range(1, n + 1):
            other = (seat + step) % n
            if other in still:
                state.turn = other
                state.phase = CHOOSE
                return

    def _round_end(self, state: NineState, winner: int | None, events: list[Event]) -> None:
        assert state.top is not None
        if winner is None:
            winner = state.top["seat"]
        table = [c for cards in state.tsuke for c in cards] + [c for e in state.pile for c in e["cards"]]
        to_hand = state.options["table_cards_to"] == "hand" and winner not in state.finished
        (state.hands if to_hand else state.piles)[winner].extend(table)  # a finished player keeps no hand
        state.tsuke = [[] for _ in range(state.players)]
        state.pile, state.top, state.stayed_out = [], None, []
        events.append(
            Event("round_won", {"seat": winner, "cards": sorted(table), "to": state.options["table_cards_to"]})
        )
        playing = [s for s in range(state.players) if s not in state.finished and state.hands[s]]
        if len(playing) < 2 or not state.stock:  # the stock ran out during this round
            self._season_end(state, events)
            return
        leader = winner
        n = state.players
        for step in range(n):
            candidate = (winner + step) % n
            if candidate in playing:
                leader = candidate
                break
        state.lead = state.turn = leader
        state.phase = LEAD

    def _season_end(self, state: NineState, events: list[Event]) -> None:
        best = max(state.scored)
        leaders = [s for s in range(state.players) if state.scored[s] == best]
        winner = leaders[0] if best > 0 and len(leaders) == 1 else None
        if winner is not None:
            boss = state.dealer if state.options["dealer_bonus_to"] == "dealer" else state.lead
            if winner == boss:
                state.season_points[winner] += 1
                state.season_lines.append({"kind": "dealer_bonus", "seat": winner, "points": 1})
        self._end_season(state, winner, events)

    # --- what each seat sees ---------------------------------------------------------------

    def observation(self, state: NineState, seat: int | None) -> dict[str, Any]:
        return {
            **self._observation_header(state, seat, state.phase),
            "scored": list(state.scored),
            "turn": state.turn,
            "lead": state.lead,
            "hand": sorted(state.hands[seat]) if seat is not None else [],
            "hand_counts": [len(h) for h in state.hands],
            "tsuke": [list(t) for t in state.tsuke],
            "pile": [{"seat": e["seat"], "cards": list(e["cards"])} for e in state.pile],
            "top": dict(state.top, cards=list(state.top["cards"])) if state.top else None,
            "top_cards": list(state.top["cards"]) if state.top else [],
            "beaten": [c for e in state.pile[:-1] for c in e["cards"]],  # earlier plays of this round
            "piles": [list(p) for p in state.piles],
            "pile_counts": [len(p) for p in state.piles],
            "status": [
                "finished" if s in state.finished else "out" if s in state.stayed_out else None
                for s in range(state.players)
            ],
            "stock_count": len(state.stock),
            "stayed_out": list(state.stayed_out),
            "finished": list(state.finished),
        }

    def determinize(self, observation: Mapping[str, Any], seat: int, rng: random.Random) -> NineState:
        obs = observation
        known = set(obs["hand"])
        for group in (*obs["tsuke"], *obs["piles"], *(e["cards"] for e in obs["pile"])):
            known.update(group)
        unseen = [c for c in D.ALL_CARDS if c not in known]
        # A seat that laid a 付 showed it can beat the table: deal it a hand that can (a few
        # tries; such hands are common), or the world would leave it without a move.
        for _ in range(_DEAL_TRIES):
            unknown = list(unseen)
            rng.shuffle(unknown)
            hands = deal_hands(obs, seat, unknown)
            world = self._dealt_world(obs, rng, unknown, hands)
            if world.phase != BEAT or world.turn == seat or self.legal_actions(world, world.turn):
                break
        return world

    def _dealt_world(
        self, obs: Mapping[str, Any], rng: random.Random, stock: list[int], hands: list[list[int]]
    ) -> NineState:
        top = obs["top"]
        return NineState(
            **seasonal_fields(obs, rng),
            stock=stock,
            hands=hands,
            tsuke=[list(t) for t in obs["tsuke"]],
            pile=[{"seat": e["seat"], "cards": list(e["cards"])} for e in obs["pile"]],
            top=dict(top, cards=list(top["cards"])) if top else None,
            piles=[list(p) for p in obs["piles"]],
            phase=obs["phase"] if obs["phase"] != "over" else LEAD,
            turn=obs["turn"],
            lead=obs["lead"],
            stayed_out=list(obs["stayed_out"]),
            finished=list(obs["finished"]),
            scored=list(obs["scored"]),
        )
