"""What the search bot needs for にっぱち beyond the rules: a cheap playout policy read straight
from the state, and an evaluation for a playout cut inside a hand.

The policy plays like a plain player: it always hits (あたり) and takes a winning ポン/カン, never
claims otherwise, and sheds the card that costs most to hold (high numbers, 2s and Jokers, which
multiply what it pays), keeping a card it can go out on. Hands are short, so a playout usually
reaches the hand's end; the evaluation is for the rare one that does not."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from shikitable.ai import SearchHooks, register_search_hooks
from shikitable.core.actions import Action
from shikitable.games.nippachi.deck import IS_JOKER, IS_SPECIAL, JACK, RANK, SUIT, TWO, hand_points
from shikitable.games.nippachi.state import NippachiState

# a hand lasts a few dozen moves: this is a cap that a real hand almost never reaches
MAX_PLAYOUT = 400


def _play_worth(hand: Sequence[int], action: Action) -> float:
    """What playing this card is worth to a plain player: shed points, keep a way out."""
    card = action.cards[0]
    if len(hand) == 1:
        return 1000.0  # going out
    rank = RANK[card]
    worth = float(rank)
    if IS_JOKER[card]:
        worth += 12.0  # ×4 on every payment while held
    elif rank == TWO:
        worth += 8.0  # ×2 while held, and the others draw
    elif rank == 8:
        worth += 3.0  # the others draw
    if rank == JACK and len(hand) > 3:
        worth -= 6.0  # a J is a way out late in the hand, not a card to spend early
    # never leave only special cards: they cannot be the last card
    if all(IS_SPECIAL[c] for c in hand if c != card):
        worth -= 20.0
    if isinstance(action.arg, int):  # a J names the suit held most
        worth += 0.5 * sum(1 for c in hand if c != card and SUIT[c] == action.arg)
    return worth


def playout_policy(state: NippachiState, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
    best: Action | None = None
    best_worth = -1e9
    hand = state.hands[seat]
    for action in legal:
        kind = action.kind
        if kind == "ateru":
            return action
        if kind in ("pon", "kan"):
            if action.arg is None:
                return action  # a winning ポン / カン ends the hand in our favour
            continue  # other claims: rarely worth it in a playout
        if kind == "play":
            worth = _play_worth(hand, action) + rng.random()  # ties broken at random
            if worth > best_worth:
                best, best_worth = action, worth
    if best is not None:
        return best
    for action in legal:  # draw, keep the card drawn, or let the window pass
        if action.kind in ("draw", "pass"):
            return action
    return legal[0]


def evaluate(state: NippachiState) -> list[float]:
    """Expected standings at the hand's end from here: a seat with fewer cards is likelier to go
    out and collect; each seat's hand points are what it stands to pay."""
    n = state.players
    live = [s for s in range(n) if not state.tsubure[s]]
    chances = [0.0] * n
    for s in live:
        chances[s] = 1.0 / max(1, len(state.hands[s])) ** 2
    total = sum(chances) or 1.0
    owed = [hand_points(state.hands[s]) for s in range(n)]
    expected = [float(points + gained) for points, gained in zip(state.scores, state.hand_points, strict=True)]
    for winner in live:
        p = chances[winner] / total
        for payer in range(n):
            if payer != winner:
                expected[winner] += p * owed[payer]
                expected[payer] -= p * owed[payer]
    return expected


def hooks(game: Any) -> SearchHooks:
    return SearchHooks(playout=playout_policy, evaluate=evaluate, max_playout=MAX_PLAYOUT)


register_search_hooks("nippachi", hooks)
