"""Helpers for にっぱち tests: cards by name, explicit deals, and arranged positions."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from shikitable.core import Action
from shikitable.games.nippachi import Nippachi
from shikitable.games.nippachi.deck import ALL_CARDS, SUIT, card_from_code
from shikitable.games.nippachi.state import PLAY, NippachiState

GAME = Nippachi()


def C(name: str) -> int:  # noqa: N802 (reads like a card: C("h7"), C("sK"), C("jo1"))
    """A card by a short name: suit letter s/h/d/c then rank (A 2..10 J Q K), or jo1 / jo2."""
    if name.startswith("jo"):
        return card_from_code(f"joker-{name[2:]}")
    return card_from_code(f"{name[0]}-{name[1:]}")


def cards(*names: str) -> list[int]:
    return [C(n) for n in names]


def dealer_for(players: int, seed: int) -> int:
    return random.Random(seed).randrange(players)


def deck_for(
    players: int, dealer: int, hands: Sequence[Sequence[int]], first: int, stock: Sequence[int] = ()
) -> list[int]:
    """A deck order (top first) that deals `hands`, turns `first` up, then draws `stock` in order."""
    order = []
    for i in range(5 * players):
        seat = (dealer + 1 + i) % players
        order.append(hands[seat][i // players])
    order.append(first)
    order.extend(stock)
    assert len(set(order)) == len(order), "a card is listed twice"
    return order + [c for c in ALL_CARDS if c not in order]


def start(
    hands: Sequence[Sequence[int]],
    first: int,
    stock: Sequence[int] = (),
    options: dict[str, Any] | None = None,
    seed: int = 0,
    more_decks: Sequence[Sequence[int]] = (),
) -> NippachiState:
    players = len(hands)
    dealer = dealer_for(players, seed)
    deck = deck_for(players, dealer, hands, first, stock)
    return GAME.setup(players, options, seed, [deck, *more_decks])


def arrange(
    hands: Sequence[Sequence[int]],
    up: int,
    turn: int,
    stock: Sequence[int] | None = None,
    options: dict[str, Any] | None = None,
    under: Sequence[int] = (),
) -> NippachiState:
    """A position mid-hand: these hands, `up` on the pile (over `under`), `turn` to play. The
    other cards go to the stock (or, when `stock` is given, under the pile)."""
    state = GAME.setup(len(hands), options, 0)
    state.hands = [list(h) for h in hands]
    used = {c for h in hands for c in h} | {up} | set(under)
    rest = [c for c in ALL_CARDS if c not in used]
    if stock is None:
        state.stock = rest
        state.pile = [*under, up]
    else:
        state.stock = list(reversed(stock))  # the first listed is drawn first
        state.pile = [c for c in rest if c not in stock] + list(under) + [up]
    state.up, state.suit, state.joker_on_top = up, SUIT[up], False
    state.melds = [[] for _ in hands]
    state.tsubure = [False] * len(hands)
    state.phase, state.turn, state.drawn = PLAY, turn, -1
    state.claims, state.pending, state.pending_by, state.first_card = {}, [], -1, False
    state.version += 1
    state.legal_cache = None
    return state


def act(state: NippachiState, seat: int, kind: str, *names: str, arg: int | None = None) -> list[dict[str, Any]]:
    """Apply a move named by cards; returns the events as everyone sees them."""
    _, events = GAME.apply(state, seat, Action.make(kind, [C(n) for n in names], arg))
    return [e.view_for(None) for e in events]


def pass_all(state: NippachiState) -> None:
    """Every seat in the reaction window passes."""
    while state.phase == "react":
        GAME.apply(state, GAME.to_act(state)[0], Action("pass"))


def last_line(state: NippachiState) -> dict[str, Any]:
    return state.records[-1].lines[0]
