"""A sensible 値戦 player.

Exchange: drawing two always adds a card to what it can use (the hand card it gives up stays
in reach among the community cards), so it draws and keeps the card that makes its best
three strongest, giving up the hand card least useful to the others. With no stock it swaps
for the community card that helps it most.

Betting: after the exchange every card that counts is on the table or in a hand, so the
chance to win is estimated by dealing the other hands at random a few hundred times. As 親
it sets a high base with a strong hand and the lowest base otherwise, and declines when the
hand is hopeless; as 子 it joins when the pot odds pay for it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

from shikitable.ai import register_heuristic, register_search_hooks
from shikitable.ai.base import Bot
from shikitable.ai.nincetkaik.betting_chance import (
    SAMPLES,
    ChanceMemo,
    fold_or,
    live_opponents,
    unseen_cards,
    win_chance,
    worth_calling,
)
from shikitable.ai.nincetkaik.nincetkaik_search import heuristic_hooks
from shikitable.core.actions import Action
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik import makkaik_hands as H
from shikitable.games.nincetkaik.makkaik import BASE, DRAW, JOIN_MOVE, KEEP_MOVE, ROUNDS, SWAP


class MakkaikHeuristic(Bot):
    name = "heuristic"
    samples = SAMPLES  # deals sampled to estimate the chance to win (the search's playouts use fewer)

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        kinds = {a.kind for a in legal}
        wild = observation["options"]["vessel_wild"]
        hand, community = list(observation["hand"]), list(observation["community"])
        if DRAW in kinds:
            return Action(DRAW)
        if KEEP_MOVE in kinds:
            drawn = set(observation["drawn"])

            def after_keep(action: Action) -> tuple[int, int]:
                kept = next(c for c in action.cards if c in drawn)
                given = next(c for c in action.cards if c not in drawn)
                value = H.value_of_cards([*hand, *community, kept], wild)
                return value, -D.STRENGTH[given]

            return max((a for a in legal if a.kind == KEEP_MOVE), key=after_keep)
        if SWAP in kinds:
            # the swap keeps its own cards in reach: take what the others would like best
            return max((a for a in legal if a.kind == SWAP), key=lambda a: max(D.STRENGTH[c] for c in a.cards))
        chance = self.chance(observation)
        opponents = len(live_opponents(observation))
        fair = 1.0 / (opponents + 1)
        pot = observation["pot"]
        rounds_left = ROUNDS - observation["round"] + 1
        if BASE in kinds:
            bases = [a for a in legal if a.kind == BASE]
            if chance < 0.6 * fair and pot < 3 * (opponents + 1):
                return fold_or(legal, BASE)
            if chance > min(0.9, 1.6 * fair):
                return bases[-1]
            if chance > fair:
                return bases[len(bases) // 2]
            return bases[0]
        join = next(a for a in legal if a.kind == JOIN_MOVE)
        cost = int(join.arg or 0)
        # later rounds cost about as much again: weigh the whole price against the whole pot
        future = cost * (rounds_left - 1)
        if worth_calling(chance, cost + future, pot + (cost + future) * (opponents + 1)):
            return join
        return fold_or(legal, JOIN_MOVE)

    def chance(self, observation: Mapping[str, Any]) -> float:
        wild = observation["options"]["vessel_wild"]
        hand, community = list(observation["hand"]), list(observation["community"])
        known = [*hand, *community, *observation["discards"], *observation["drawn"]]
        holes = [observation["hand_counts"][o] for o in live_opponents(observation)]
        mine = hand + community

        def value(cards: list[int]) -> int:
            return H.hand_value(tuple(sorted(D.TYPE[c] for c in cards)), wild)

        return win_chance(self.rng, unseen_cards(known), mine, community, holes, 0, value, self.samples)


class MakkaikPlayout(MakkaikHeuristic):
    """The same player sampling a twentieth of the deals, and remembering each chance it worked
    out (the same cards in the same dealt world recur round after round and candidate after
    candidate): cheap enough for the search's playouts."""

    samples = SAMPLES // 20

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.memo = ChanceMemo()

    def chance(self, observation: Mapping[str, Any]) -> float:
        key = (
            tuple(observation["hand"]),
            tuple(observation["community"]),
            tuple(observation["discards"]),
            tuple(observation["drawn"]),
            tuple(observation["hand_counts"][o] for o in live_opponents(observation)),
        )
        return self.memo.get(key, partial(super().chance, observation))


register_heuristic("makkaik", MakkaikHeuristic)
register_search_hooks("makkaik", heuristic_hooks(MakkaikPlayout))
