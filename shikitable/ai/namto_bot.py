"""A sensible 開樽 player: it estimates its chance to win by dealing the other hole cards and
the face-down community cards at random a few hundred times, then stakes by pot odds. With a
strong hand it raises in proportion to its edge over a fair share; it calls when the share
of the pot it expects pays for the call, checks when it costs nothing, and otherwise folds."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any

from shikitable.ai import register_heuristic, register_search_hooks
from shikitable.ai.base import Bot
from shikitable.ai.betting_chance import ChanceMemo, fold_or, live_opponents, unseen_cards, win_chance, worth_calling
from shikitable.ai.nincetkaik_search import heuristic_hooks
from shikitable.core.actions import Action
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik import namto_hands as H
from shikitable.games.nincetkaik.namto import BOARD, STAKE

VESSELS = frozenset(c for c in D.ALL_CARDS if D.KIND[c] == D.VESSEL)
WORK = 2500.0  # hands valued a decision, a wild 船 counting ten: about 100 ms at most


class NamtoHeuristic(Bot):
    name = "heuristic"
    # hands valued a decision (and the bound on their cost): the search's playouts use fewer
    hands_valued = 900
    work = WORK

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        stakes = sorted((a for a in legal if a.kind == STAKE), key=lambda a: int(a.arg or 0))
        if not stakes:
            return legal[0]
        chance = self.chance(observation)
        fair = 1.0 / (len(live_opponents(observation)) + 1)
        to_call = int(stakes[0].arg or 0)
        pot = observation["pot"]
        if chance > 1.3 * fair and len(stakes) > 1:
            edge = min(1.0, (chance - fair) / (1.0 - fair) * 1.5)
            return stakes[round(edge * (len(stakes) - 1))]
        if worth_calling(chance, to_call, pot):
            return stakes[0]
        return fold_or(legal, STAKE)

    def chance(self, observation: Mapping[str, Any]) -> float:
        wild = observation["options"]["vessel_wild"]
        hand, community = list(observation["hand"]), list(observation["community"])
        holes = [observation["hand_counts"][o] for o in live_opponents(observation)]

        def value(cards: list[int]) -> H.Rank:
            return H.Rank(cards, wild)

        def cost(cards: list[int]) -> float:
            """A wild 船 makes a hand about ten times dearer to value (every card it may be)."""
            return 10.0 ** sum(1 for c in cards if c in VESSELS) if wild else 1.0

        # about 900 hands valued a decision: a few hundred deals, fewer with more opponents
        samples = min(300, self.hands_valued // (len(holes) + 1))
        return win_chance(
            self.rng,
            unseen_cards([*hand, *community]),
            hand + community,
            community,
            holes,
            BOARD - len(community),
            value,
            samples,
            cost,
            self.work,
        )


class NamtoPlayout(NamtoHeuristic):
    """The same player valuing a twenty-fifth of the hands, and remembering each chance it worked
    out (the same cards in the same dealt world recur round after round and candidate after
    candidate): cheap enough for the search's playouts."""

    hands_valued = 36
    work = WORK / 25

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self.memo = ChanceMemo()

    def chance(self, observation: Mapping[str, Any]) -> float:
        key = (
            tuple(observation["hand"]),
            tuple(observation["community"]),
            tuple(observation["hand_counts"][o] for o in live_opponents(observation)),
        )
        return self.memo.get(key, partial(super().chance, observation))


register_heuristic("namto", NamtoHeuristic)
register_search_hooks("namto", heuristic_hooks(NamtoPlayout))
