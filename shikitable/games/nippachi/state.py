"""The state of a にっぱち match and the deal (with 流れ); its JSON form is derived from the
fields (core/match.py)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from shikitable.core.actions import Action
from shikitable.core.match import MatchState, next_deck
from shikitable.games.nippachi.deck import ALL_CARDS, IS_JOKER, IS_SPECIAL, JACK, RANK

HAND_SIZE = 5
PLAY, DRAWN, REACT = "play", "drawn", "react"
NAGARE_LIMIT = 1000  # an explicit deck queue aside, a 流れ is redealt from a fresh shuffle


@dataclass
class NippachiState(MatchState):
    hand_no: int = 0  # 1-based once the first hand is dealt; 流れ deals are not counted
    hand_points: list[int] = field(default_factory=list)  # this hand's gains (+) and payments (-)
    lines: list[dict[str, Any]] = field(default_factory=list)  # this hand's scoring breakdown
    stock: list[int] = field(default_factory=list)  # the top card is the last
    hands: list[list[int]] = field(default_factory=list)
    pile: list[int] = field(default_factory=list)  # 台札: cards played, the newest last
    melds: list[list[list[int]]] = field(default_factory=list)  # ポン / カン sets in front of each player
    tsubure: list[bool] = field(default_factory=list)
    up: int = -1  # the card in force (a Joker on top leaves the card under it here)
    suit: int = 0  # the suit in force: the up-card's, or the one a J named
    joker_on_top: bool = False
    phase: str = PLAY
    turn: int = 0
    drawn: int = -1  # the card drawn this turn that may still be played (phase DRAWN)
    pending: list[int] = field(default_factory=list)  # the card or ポン/カン set the window is on
    pending_by: int = -1  # who played it (-1: the first up-card, turned by the dealer)
    first_card: bool = False  # the window is on the first up-card (開局一発)
    claims: dict[int, Action | None] = field(default_factory=dict)  # the reaction window
    nagare: int = 0  # 流れ deals this hand


def deal(state: NippachiState) -> None:
    """Five cards each, one at a time from the seat after the dealer; the rest is the stock."""
    cards = next_deck(state, ALL_CARDS)
    n = state.players
    hands: list[list[int]] = [[] for _ in range(n)]
    for i in range(HAND_SIZE * n):
        hands[(state.dealer + 1 + i) % n].append(cards[i])
    state.hands = hands
    state.stock = cards[HAND_SIZE * n :][::-1]  # pop() takes the next card of the deck


def nagare_seat(state: NippachiState) -> int:
    """The first seat (from the dealer's left) whose dealt hand must declare 流れ, or -1."""
    setting1 = state.options["nagare1"]
    two_jokers = state.options["nagare2"] == "two_jokers"
    n = state.players
    for offset in range(1, n + 1):
        seat = (state.dealer + offset) % n
        if is_nagare(state.hands[seat], setting1, two_jokers):
            return seat
    return -1


def is_nagare(hand: Sequence[int], setting1: str, two_jokers: bool) -> bool:
    jokers = sum(1 for c in hand if IS_JOKER[c])
    if two_jokers and jokers >= 2:
        return True
    if setting1 == "none":
        return False
    if setting1 == "special4j":
        return sum(1 for c in hand if IS_SPECIAL[c]) >= 4
    count = sum(1 for c in hand if IS_SPECIAL[c] and RANK[c] != JACK)  # 2, 8, Joker
    return count >= (3 if setting1 == "special3" else 4)


def turn_first_card(state: NippachiState) -> list[int]:
    """The first up-card: turn the stock's top card; a special card goes back under the stock
    and the next is turned, until a normal card shows. Returns the specials turned back."""
    returned: list[int] = []
    while True:
        card = state.stock.pop()
        if not IS_SPECIAL[card]:
            state.pile = [card]
            return returned
        returned.append(card)
        state.stock.insert(0, card)
