"""にっぱち Ver. 2.03b (1994): an UNO-like shedding game on a standard deck with two Jokers,
and mahjong's ron, pon and kan (seed 004, rules-notes §5).

Five cards each. Play a card of the up-card's number or suit; draw one when you cannot; the
stock is never refilled, and a player who can neither play nor draw is つぶれ (out until the
hand ends). Empty your hand to win (あがり); be the last not つぶれ to win (勝ち残り). A hand
whose sum is 13 or less is あたりあり and hits (あてる) a card of that number played by anyone
else; two or three cards of the number just played may be laid out at once (ポン, カン), and
when that empties the hand it is a ダブル / トリプル あたり. 2, 8, J and Joker are special.

Every card played opens one reaction window for the other players: あたり (and winning ポン /
カン) beat a plain ポン / カン; between equal claims the nearest seat in turn order wins."""

from __future__ import annotations

import random
from collections.abc import Mapping
from functools import partial
from typing import Any

import shikitable.games.nippachi.scoring as scoring
from shikitable.core.actions import MAYBE_INT_ARG, Action, ActionSchema, KindShape
from shikitable.core.events import Event
from shikitable.core.game import SeasonRecord
from shikitable.core.match import MatchGame
from shikitable.core.moves import Move, Phase, collect, whole_action
from shikitable.games.nippachi.deck import (
    ALL_CARDS,
    EIGHT,
    IS_JOKER,
    JACK,
    RANK,
    SUIT,
    SUITS,
    TWO,
    card_name,
)
from shikitable.games.nippachi.moves import (
    ATERU,
    DRAW,
    KAN,
    PASS,
    PLAY_MOVE,
    PON,
    can_play,
    claim_options,
    draw_options,
    has_play,
    hit_options,
    keep_options,
    pass_options,
    play_options,
    reacting_seats,
    when_listed,
    why_not_playable,
)
from shikitable.games.nippachi.options import OPTIONS
from shikitable.games.nippachi.reactions import (
    NONE,
    SINGLE,
    atari_wait,
    claim_sets,
    claim_strength,
    kaeshi_level,
)
from shikitable.games.nippachi.state import (
    DRAWN,
    HAND_SIZE,
    NAGARE_LIMIT,
    PLAY,
    REACT,
    NippachiState,
    deal,
    nagare_seat,
    turn_first_card,
)
from shikitable.games.nippachi.view import determinize, observe

SEAT_ORDER = {n: [tuple((start + i) % n for i in range(n)) for start in range(n)] for n in range(2, 7)}


class Nippachi(MatchGame[NippachiState]):
    id = "nippachi"
    name_ja = "にっぱち"
    name_zh = "二八"
    name_en = "Nippachi"
    family = "playing_cards"
    description_en = "UNO-like shedding with a standard deck: match number or suit, with ron, pon and kan."
    description_ja = "数字か色を合わせて出すUNO風のトランプ遊びに、麻雀のあたり・ポン・カンを加えたもの。"
    min_players = 2
    max_players = 6
    default_players = 4
    options = OPTIONS
    action_schema = ActionSchema(54, {
        "play": KindShape(1, 1, MAYBE_INT_ARG), "draw": KindShape(), "pass": KindShape(), "ateru": KindShape(),
        "pon": KindShape(2, 2, MAYBE_INT_ARG), "kan": KindShape(3, 3, MAYBE_INT_ARG),
    })
    state_class = NippachiState
    deck_cards = ALL_CARDS

    # --- setting up ---------------------------------------------------------------------

    def _start_deal(self, state: NippachiState, events: list[Event]) -> None:
        n = state.players
        state.hand_no += 1
        state.hand_points = [0] * n
        state.lines = []
        state.nagare = 0
        while True:
            deal(state)
            seat = nagare_seat(state)
            if seat < 0 or state.nagare >= NAGARE_LIMIT:
                break
            state.nagare += 1  # 流れ: declared with the hand shown, and every hand is dealt again
            events.append(Event("nagare", {"seat": seat, "cards": sorted(state.hands[seat]), "dealer": state.dealer}))
        state.melds = [[] for _ in range(n)]
        state.tsubure = [False] * n
        state.claims = {}
        state.drawn = -1
        events.append(Event("hand_start", {"number": state.hand_no, "dealer": state.dealer, "nagare": state.nagare}))
        for seat in range(n):
            secret = {"cards": sorted(state.hands[seat])}
            events.append(Event("deal", {"seat": seat, "count": HAND_SIZE}, secret, frozenset({seat})))
        returned = turn_first_card(state)
        card = state.pile[0]
        state.up, state.suit, state.joker_on_top = card, SUIT[card], False
        events.append(
            Event("first_card", {"card": card, "returned": returned, "stock": len(state.stock), "seat": state.dealer})
        )
        if not self._open_window(state, [card], -1, events):
            self._begin_turn(state, (state.dealer + 1) % n, events)

    # --- whose move, and which moves ---------------------------------------------------

    def __init__(self) -> None:
        play = Move(play_options, collect(self._play, whole_action), when_listed(play_options, self._why_not_play))
        keep = Move(keep_options, self._keep_effect, unlisted="Play a card, or draw when you cannot.")
        draw = Move(draw_options, collect(self._draw_for_turn), when_listed(draw_options, self._why_not_draw))
        # on a turn: play, or draw when no card can be played; after drawing: play it, or keep it
        turn_moves = {PLAY_MOVE: play, DRAW: draw, PASS: keep}
        self._turn = Phase(PLAY, turn_moves, "Now play a card (or draw when you cannot).")
        # a window: pass, あてる, then ポン / カン, in that order
        pon, kan = partial(claim_options, size=2), partial(claim_options, size=3)
        self._react = Phase(REACT, {
            PASS: Move(pass_options, self._claim_effect, unlisted="Now you may あてる, ポン, カン or pass."),
            ATERU: Move(hit_options, self._claim_effect, when_listed(hit_options, self._why_not_hit)),
            PON: Move(pon, self._claim_effect, when_listed(pon, self._why_not_claim)),
            KAN: Move(kan, self._claim_effect, when_listed(kan, self._why_not_claim)),
        }, "Now you may あてる, ポン, カン or pass.")

    def to_act(self, state: NippachiState) -> tuple[int, ...]:
        if state.over:
            return ()
        if state.phase == REACT:
            return tuple(seat for seat, choice in state.claims.items() if choice is None)
        return (state.turn,)

    def phase(self, state: NippachiState, seat: int) -> Phase[NippachiState]:
        return self._react if state.phase == REACT else self._turn

    def refuse_first(self, state: NippachiState, seat: int, action: Action) -> str | None:
        reason = super().refuse_first(state, seat, action)
        if reason is not None:
            return reason
        hand = state.hands[seat]
        if any(c not in hand for c in action.cards) or len(set(action.cards)) != len(action.cards):
            return "You do not hold those cards."
        return None

    # --- the refusals, asked only of a move that is not listed ------------------------------

    @staticmethod
    def _why_not_play(state: NippachiState, seat: int, action: Action) -> str:
        if len(action.cards) != 1:
            return "Play one card at a time."
        card = action.cards[0]
        if state.phase == DRAWN and card != state.drawn:
            return "After drawing you may only play the card you drew, or keep it (pass)."
        reason = why_not_playable(state, seat, card)
        if reason:
            return reason
        if RANK[card] == JACK:
            return "A J names a suit: ♠ 0, ♥ 1, ♦ 2 or ♣ 3."
        return "Only a J names a suit."

    @staticmethod
    def _why_not_draw(state: NippachiState, seat: int, action: Action) -> str:
        if state.phase == DRAWN:
            return "You have drawn already: play the card you drew, or keep it (pass)."
        return "You can play a card: you draw only when you cannot."

    @staticmethod
    def _why_not_hit(state: NippachiState, seat: int, action: Action) -> str:
        wait = atari_wait(state.hands[seat])
        if not wait:
            return "You are not あたりあり: your hand's sum is over 13."
        return f"Your hand's sum is {wait}: you hit only a card of that number."

    @staticmethod
    def _why_not_claim(state: NippachiState, seat: int, action: Action) -> str:
        card = state.pending[-1]
        hand = state.hands[seat]
        size = 2 if action.kind == PON else 3
        if len(action.cards) != size or any(RANK[c] != RANK[card] for c in action.cards):
            return f"{'ポン' if size == 2 else 'カン'} lays out {size} cards of the number just played."
        if tuple(action.cards) not in claim_sets(hand, card):
            return "Special cards may not be your last cards: this ポン / カン would leave none."
        if claim_strength(hand, action.cards):
            return "This ポン / カン wins the hand: it names no suit."
        return "Choose the suit of the card on top (a set of Js names any suit)."

    # --- carrying out a move -------------------------------------------------------------

    def _keep_effect(self, state: NippachiState, seat: int, action: Action) -> list[Event]:
        """A pass after drawing: keep the card, the turn moves on."""
        events = [Event("keep", {"seat": seat})]
        self._begin_turn(state, (seat + 1) % state.players, events)
        return events

    def _claim_effect(self, state: NippachiState, seat: int, action: Action) -> list[Event]:
        state.claims[seat] = action
        events = [Event("claim_decided", {})]  # not who: that would show who could react
        if all(choice is not None for choice in state.claims.values()):
            self._resolve_window(state, events)
        return events

    def _play(self, state: NippachiState, seat: int, action: Action, events: list[Event]) -> None:
        card, named = action.cards[0], action.arg  # a J may name the suit
        hand = state.hands[seat]
        hand.remove(card)
        state.pile.append(card)
        state.drawn = -1
        if IS_JOKER[card]:
            state.joker_on_top = True  # the card under it stays in force
        else:
            state.up, state.joker_on_top = card, False
            state.suit = int(named) if RANK[card] == JACK and named is not None else SUIT[card]
        events.append(
            Event("play", {"seat": seat, "card": card, "suit": state.suit, "left": len(hand), "riichi": len(hand) == 1})
        )
        if not hand:
            self._end_hand(state, [scoring.everyone_pays(scoring.AGARI, seat, state.hands, 1)], events)
            return
        if IS_JOKER[card] and len(hand) == 1 and not state.stock:
            self._fall_out(state, seat, events)  # allowed from two cards with no stock, but つぶれ at once
        if IS_JOKER[card] or not self._open_window(state, [card], seat, events):
            self._after_card(state, [card], seat, events)

    def _draw_for_turn(self, state: NippachiState, seat: int, events: list[Event]) -> None:
        card = state.stock.pop()
        state.hands[seat].append(card)
        events.append(
            Event("draw", {"seat": seat, "count": 1, "stock": len(state.stock)}, {"cards": [card]}, frozenset({seat}))
        )
        if state.options["play_drawn"] and can_play(state, seat, card):
            state.phase = DRAWN
            state.drawn = card
            return
        self._begin_turn(state, (seat + 1) % state.players, events)

    def _begin_turn(self, state: NippachiState, seat: int, events: list[Event]) -> None:
        """Give `seat` the turn; a player who can neither play nor draw is つぶれ, and the last
        player not つぶれ wins by 勝ち残り."""
        n = state.players
        while True:
            if state.tsubure.count(False) == 1:
                winner = state.tsubure.index(False)
                line = scoring.everyone_pays(scoring.KACHINOKORI, winner, state.hands, 1)
                self._end_hand(state, [line], events)
                return
            if not state.tsubure[seat]:
                if state.stock or has_play(state, seat):
                    state.turn = seat
                    state.phase = PLAY
                    state.drawn = -1
                    return
                self._fall_out(state, seat, events)
            seat = (seat + 1) % n

    def _fall_out(self, state: NippachiState, seat: int, events: list[Event]) -> None:
        state.tsubure[seat] = True
        events.append(Event("tsubure", {"seat": seat}))

    # --- the reaction window -------------------------------------------------------------

    def _open_window(self, state: NippachiState, cards: list[int], by: int, events: list[Event]) -> bool:
        """Ask every player who can hit or claim the card; False when nobody can."""
        card = cards[-1]
        start = (state.dealer + 1) % state.players if by < 0 else (by + 1) % state.players
        seats = reacting_seats(state, card, SEAT_ORDER[state.players][start], by)
        if not seats:
            return False
        claimants: dict[int, Action | None] = dict.fromkeys(seats)
        state.phase = REACT
        state.pending = list(cards)
        state.pending_by = by
        state.first_card = by < 0
        state.claims = claimants
        # who may react stays private: it tells what they hold (a pair, or that sum)
        events.append(Event("claim_window", {"card": card}, {"may_react": True}, frozenset(claimants)))
        return True

    def _resolve_window(self, state: NippachiState, events: list[Event]) -> None:
        claims = state.claims  # in turn order from the player, nearest first
        cards, by, first = state.pending, state.pending_by, state.first_card
        card = cards[-1]
        state.claims = {}
        wins: list[tuple[int, Action]] = []
        for seat, action in claims.items():
            assert action is not None
            if action.kind == ATERU or (action.kind != PASS and claim_strength(state.hands[seat], action.cards)):
                wins.append((seat, action))
        if wins:
            if state.options["multiple_hits"] == "nearest":
                wins = wins[:1]
            self._hit(state, wins, card, by, first, events)
            return
        for seat, action in claims.items():
            if action is not None and action.kind in (PON, KAN):
                self._claim(state, seat, action, events)
                return
        events.append(Event("window_closed", {}))
        self._after_card(state, cards, by, events)

    def _claim(self, state: NippachiState, seat: int, action: Action, events: list[Event]) -> None:
        """ポン / カン: the set is laid out in front of the player, its chosen card on top."""
        for c in action.cards:
            state.hands[seat].remove(c)
        state.melds[seat].append(list(action.cards))
        rank = RANK[action.cards[0]]
        named = int(action.arg) if action.arg is not None else SUIT[action.cards[0]]
        top = next((c for c in action.cards if SUIT[c] == named), action.cards[-1])
        state.up, state.joker_on_top = top, False
        state.suit = named
        ordered = [c for c in action.cards if c != top] + [top]
        events.append(
            Event(action.kind, {"seat": seat, "cards": ordered, "from": state.pending_by, "suit": named, "rank": rank})
        )
        state.phase = PLAY
        if not self._open_window(state, ordered, seat, events):
            self._after_card(state, ordered, seat, events)

    def _after_card(self, state: NippachiState, cards: list[int], by: int, events: list[Event]) -> None:
        """Nobody claimed the card: its effect, then the next turn. 8: the others draw one and
        the player plays again; 2: they draw two; Joker: they draw 3 or 5 (setting) and the
        player plays again; a ポン / カン of 8s or 2s acts once, as one card."""
        state.phase = PLAY
        state.pending = []
        state.first_card = False
        n = state.players
        if by < 0:  # the first up-card: the dealer's left plays first
            self._begin_turn(state, (state.dealer + 1) % n, events)
            return
        card = cards[-1]
        rank = RANK[card]
        if IS_JOKER[card]:
            self._others_draw(state, by, state.options["joker_draw"], events)
        elif rank == EIGHT:
            self._others_draw(state, by, 1, events)
        elif rank == TWO:
            self._others_draw(state, by, 2, events)
        else:
            self._begin_turn(state, (by + 1) % n, events)
            return
        self._begin_turn(state, by if not state.tsubure[by] else (by + 1) % n, events)

    def _others_draw(self, state: NippachiState, by: int, count: int, events: list[Event]) -> None:
        """Everyone else (not つぶれ) draws `count`, in turn order, as far as the stock goes."""
        for seat in SEAT_ORDER[state.players][by][1:]:
            if state.tsubure[seat] or not state.stock or not count:
                continue
            drawn = [state.stock.pop() for _ in range(min(count, len(state.stock)))]
            state.hands[seat].extend(drawn)
            events.append(
                Event(
                    "draw",
                    {"seat": seat, "count": len(drawn), "stock": len(state.stock), "forced": True},
                    {"cards": drawn},
                    frozenset({seat}),
                )
            )

    # --- the end of a hand -------------------------------------------------------------

    def _hit(
        self, state: NippachiState, wins: list[tuple[int, Action]], card: int, by: int, first: bool, events: list[Event]
    ) -> None:
        hands_before = [list(h) for h in state.hands]
        lines = []
        for seat, action in wins:
            if action.kind == ATERU:
                strength = SINGLE
            else:
                strength = claim_strength(state.hands[seat], action.cards)
                for c in action.cards:
                    state.hands[seat].remove(c)
                state.melds[seat].append(list(action.cards))
            events.append(
                Event(
                    "hit",
                    {
                        "seat": seat,
                        "from": by,
                        "card": card,
                        "cards": list(action.cards),
                        "strength": strength,
                        "first": first,
                    },
                )
            )
            if first:
                lines.append(scoring.first_card_hit(seat, card, strength, hands_before))
            else:
                level = kaeshi_level(state.hands[by], card) if strength == SINGLE else NONE
                lines.append(scoring.hit(seat, by, card, strength, hands_before, level))
        self._end_hand(state, lines, events)

    def _end_hand(self, state: NippachiState, lines: list[dict[str, Any]], events: list[Event]) -> None:
        for line in lines:
            scoring.apply_line(state.hand_points, line)
        state.lines = lines
        state.claims = {}
        state.pending = []
        state.drawn = -1
        for seat, hand in enumerate(state.hands):  # every hand is shown at the end
            events.append(Event("reveal", {"seat": seat, "cards": sorted(hand)}))
        events.append(Event("hand_end", {"hands": [sorted(h) for h in state.hands], "lines": lines}))
        record = SeasonRecord(
            number=state.hand_no,
            dealer=state.dealer,
            multiplier=0,  # no dealer multiplier: the season dialog names the dealer alone
            winner=scoring.winner_of(lines[0]),
            points=list(state.hand_points),
            lines=lines,
        )
        self._close_deal(state, record, events)

    def _pass_deal(self, state: NippachiState, winner: int | None) -> None:
        state.dealer = (state.dealer + 1) % state.players  # the deal goes round whoever won

    def _match_over(self, state: NippachiState) -> bool:
        return state.hand_no >= state.options["hands"]

    # --- what each seat sees ---------------------------------------------------------------

    def observation(self, state: NippachiState, seat: int | None) -> dict[str, Any]:
        return observe(self.id, state, seat, self.to_act(state))

    def determinize(self, observation: Mapping[str, Any], seat: int, rng: random.Random) -> NippachiState:
        return determinize(observation, seat, rng)

    # --- copies and JSON (derived from the state's fields, core/match.py) -------------------

    def _values_from_json(self, values: dict[str, Any]) -> dict[str, Any]:
        values["claims"] = {int(k): (Action.from_json(v) if v else None) for k, v in values["claims"].items()}
        return values

    def deal_number(self, state: NippachiState) -> int | None:
        return state.hand_no

    def card_name(self, card: int, lang: str = "ja") -> str:
        return card_name(card, lang)


__all__ = ["SUITS", "Nippachi"]
