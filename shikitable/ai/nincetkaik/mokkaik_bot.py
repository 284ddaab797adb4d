"""A sensible 行戦 player.

Two things score: the last trick decides who collects from everyone, and each won card takes
a point off what you pay. So the bot values a play as (chance nobody after it beats it) ×
(the cards it would win, plus the season if this is the last trick or if it leaves a hand
that can be led as an unbeatable last trick), minus the power it gives up: 王/皇/船 and high
cards are kept for the end, and pairs are kept together. Laying down costs only that lost
power, so it dumps its weakest cards when no beat is worth it. The chance of being beaten is
estimated from the cards it has not seen, spread over the other hands."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import replace
from math import comb
from typing import Any

from shikitable.ai import SearchHooks, register_heuristic, register_search_hooks
from shikitable.ai.base import Bot
from shikitable.ai.nincetkaik.mokkaik_worlds import TRIES, SeasonLog, consistent_world, copy_world
from shikitable.ai.nincetkaik.nincetkaik_search import heuristic_hooks
from shikitable.core.actions import Action
from shikitable.core.game import Game
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik.combos import RUN, classify, red_count
from shikitable.games.nincetkaik.mokkaik import DOWN, PAY_BASE, Mokkaik, MokkaikState, cards_seen, hand_types

TOP = D.TOP_STRENGTH
# what a card is worth to keep for later tricks: the strongest decide the last trick
KEEP = [7.0 if s == TOP or s == 0 else 1.2 if s == 9 else 0.6 if s == 8 else 0.05 * s for s in range(TOP + 1)]
PAIR_KEEP = 0.3  # two cards of equal strength can still beat a pair later
FOLLOW_SHARE = 0.8  # leading the last trick with a strong remainder is likely, not certain


def tail(n: int, q: float, need: int) -> float:
    """P(Binomial(n, q) >= need)."""
    if need <= 0:
        return 1.0
    if n < need:
        return 0.0
    key = (n, q, need)
    found = _TAILS.get(key)
    if found is None:
        found = 1.0 - sum(comb(n, i) * q**i * (1 - q) ** (n - i) for i in range(need))
        if len(_TAILS) >= 100_000:
            _TAILS.clear()
        _TAILS[key] = found
    return found


# the heuristic asks the same few tails thousands of times a search (q is a hand's share of
# the unseen cards): remembered, the same floats
_TAILS: dict[tuple[int, float, int], float] = {}


def strength_counts(hand: Sequence[int]) -> dict[int, int]:
    """How many cards of each strength the hand holds (船 aside)."""
    counts: dict[int, int] = {}
    for c in hand:
        if D.KIND[c] != D.VESSEL:
            counts[D.STRENGTH[c]] = counts.get(D.STRENGTH[c], 0) + 1
    return counts


def removal_cost(hand: Sequence[int], removed: Sequence[int], counts: dict[int, int] | None = None) -> float:
    """The playing power lost by giving up `removed` from `hand` (`counts`: the hand's
    strength_counts, when the caller weighs many moves from one hand)."""
    cost = sum([_CARD_KEEP[c] for c in removed])
    if counts is None:
        counts = strength_counts(hand)
    gone: dict[int, int] = {}
    for c in removed:
        strength = _PLAIN_STRENGTH[c]
        if strength >= 0:
            gone[strength] = gone.get(strength, 0) + 1
    for strength, taken in gone.items():
        have = counts[strength]
        cost += PAIR_KEEP * (comb(have, 2) - comb(have - taken, 2))
    return cost


# per card: its keep value, and its strength (-1 for a 船, which pairs with nothing)
_CARD_KEEP = [KEEP[D.STRENGTH[c]] for c in D.ALL_CARDS]
_PLAIN_STRENGTH = [-1 if D.KIND[c] == D.VESSEL else D.STRENGTH[c] for c in D.ALL_CARDS]


# the card types (kinds 1-11) of each colour and strength, for counting unseen beaters fast
TYPES_OF_STRENGTH = [
    [[D.type_of(colour, k) for k in range(1, 12) if D.KINDS[k].strength == strength] for strength in range(TOP + 1)]
    for colour in (D.BLACK, D.RED)
]


class Odds:
    """How likely the players still to act can beat a combination, from the unseen cards."""

    def __init__(self, observation: Mapping[str, Any], after: Sequence[int]) -> None:
        seat = observation["seat"]
        seen = cards_seen(observation)
        self.unseen = [0] * D.TYPE_COUNT
        for c in D.ALL_CARDS:
            if c not in seen:
                self.unseen[D.TYPE[c]] += 1
        # unseen cards of each strength, by colour (船 aside), counted when a set is first weighed
        self.pools: list[tuple[int, int]] = []
        total = max(1, sum(self.unseen))
        # the chance that one given unseen card sits in each opponent's hand
        self.shares = [observation["hand_counts"][o] / total for o in after if o != seat]
        self.cache: dict[tuple[int, ...], float] = {}

    def win_chance(self, types: tuple[int, ...]) -> float:
        shape = classify(types)
        if shape is None:
            return 0.0
        kind, rank = shape
        reds = red_count(types)
        colour = D.TYPE_COLOUR[types[0]]
        key = (kind == RUN, len(types), reds, rank, colour)
        found = self.cache.get(key)
        if found is None:
            found = 1.0
            for q in self.shares:
                beat = (
                    self._run_beat(len(types), colour, rank, q)
                    if kind == RUN
                    else self._set_beat(len(types), reds, rank, q)
                )
                found *= 1.0 - beat
            self.cache[key] = found
        return found

    def _set_beat(self, size: int, reds: int, rank: int, q: float) -> float:
        unseen = self.unseen
        need = (size - reds, reds)
        miss = 1.0
        if not self.pools:
            self.pools = [
                (sum([unseen[t] for t in black]), sum([unseen[t] for t in red]))
                for black, red in zip(*TYPES_OF_STRENGTH, strict=True)
            ]
        for strength in range(rank + 1, TOP + 1):
            pools = self.pools[strength]
            miss *= 1.0 - tail(pools[0], q, need[0]) * tail(pools[1], q, need[1])
        # a 船 stands in for one card of its colour: count it as one more card there
        for colour in (D.BLACK, D.RED):
            if unseen[D.type_of(colour, D.VESSEL)] and need[colour]:
                miss *= 1.0 - q * (0.5 if size > 1 else 1.0)
        return 1.0 - miss

    def _run_beat(self, size: int, colour: int, top: int, q: float) -> float:
        unseen = self.unseen
        vessel = q if unseen[D.type_of(colour, D.VESSEL)] else 0.0
        miss = 1.0
        for high in range(top + 1, 9):
            low = high - size + 1
            if low < 0:
                continue
            holds = [1.0 - (1.0 - q) ** unseen[D.type_of(colour, D.NOUGHT + n)] for n in range(low, high + 1)]
            every = 1.0
            for p in holds:
                every *= p
            one_gap = 0.0
            for j, p in enumerate(holds):
                rest = 1.0
                for i, other in enumerate(holds):
                    if i != j:
                        rest *= other
                one_gap += rest * (1.0 - p)
            miss *= 1.0 - min(1.0, every + vessel * one_gap)
        return 1.0 - miss


class MokkaikHeuristic(Bot):
    name = "heuristic"

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        best_action, best_value = legal[0], float("-inf")
        for action, value in zip(legal, self.values(observation, legal), strict=True):
            value += self.rng.random() * 1e-6  # break ties without a fixed bias
            if value > best_value:
                best_action, best_value = action, value
        return best_action

    def values(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> list[float]:
        """What the heuristic thinks each legal move is worth, in the order of `legal` (no dice:
        the search ranks its candidates by these)."""
        seat = observation["seat"]
        n = observation["players"]
        hand: list[int] = list(observation["hand"])
        trick = observation["trick"]
        after = [(seat + i) % n for i in range(1, n - len(trick))]  # players still to act
        odds = Odds(observation, after)
        everyone_else = odds if not trick else Odds(observation, [(seat + i) % n for i in range(1, n)])
        prize = self._season_prize(observation)
        card_value = observation["multiplier"] if observation["dealer"] == seat else 1.0
        counts = strength_counts(hand)
        values = []
        for action in legal:
            final = len(action.cards) == len(hand)  # this trick empties every hand
            if action.kind == DOWN:
                value = 0.0 if final else -removal_cost(hand, action.cards, counts)
            else:
                chance = odds.win_chance(hand_types(action.cards))
                if final:
                    value = chance * prize
                else:
                    rest = [c for c in hand if c not in action.cards]
                    follow = everyone_else.win_chance(hand_types(rest)) * prize * FOLLOW_SHARE
                    value = chance * (len(action.cards) * card_value + follow) - removal_cost(
                        hand, action.cards, counts
                    )
            values.append(value)
        return values

    def _season_prize(self, observation: Mapping[str, Any]) -> float:
        """The swing between winning the last trick (everyone pays me) and losing it (I pay)."""
        seat, dealer, multiplier = observation["seat"], observation["dealer"], observation["multiplier"]
        won = [len(w) for w in observation["won"]]
        gain = sum(
            (PAY_BASE - won[o]) * (multiplier if dealer in (seat, o) else 1)
            for o in range(observation["players"])
            if o != seat
        )
        loss = (PAY_BASE - won[seat]) * (multiplier if seat == dealer else 1)
        return max(4.0, gain + loss)


def ranked_candidates(observation: Mapping[str, Any], legal: Sequence[Action], prior: Action | None) -> list[Action]:
    """The search's candidates: the other moves in the heuristic's own order, best first. A
    hand offers dozens of ways to lay down; a random few of them wasted the playouts on moves
    the heuristic rightly rates far below its own."""
    values = _RANKER.values(observation, legal)
    order = sorted(range(len(legal)), key=lambda i: -values[i])
    return [legal[i] for i in order if legal[i] != prior]


_RANKER = MokkaikHeuristic(0)  # values() uses no dice: one instance serves every search


def mokkaik_hooks(game: Game[Any]) -> SearchHooks:
    plain = heuristic_hooks(MokkaikHeuristic)(game)
    return replace(plain, choose_candidates=ranked_candidates)


def mokkaik_strong_hooks(game: Game[Any], tries: int = TRIES) -> SearchHooks:
    """`strong`'s search (issue #39): normal's, in worlds that fit the others' play this season
    (ai/nincetkaik/mokkaik_worlds.py; `tries` deals a world kept). Each bot follows its own
    season (a fresh log each)."""
    assert isinstance(game, Mokkaik)
    log = SeasonLog()
    judge = MokkaikHeuristic(0)

    def deal(observation: Mapping[str, Any], seat: int, rng: random.Random) -> MokkaikState:
        return consistent_world(game, observation, seat, rng, log, judge, tries)

    return replace(mokkaik_hooks(game), determinize=deal, copy_world=copy_world, see=log.see)


register_heuristic("mokkaik", MokkaikHeuristic)
register_search_hooks("mokkaik", mokkaik_hooks)
register_search_hooks("mokkaik", mokkaik_strong_hooks, level="strong")
