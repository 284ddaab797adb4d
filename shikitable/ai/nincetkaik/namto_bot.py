"""A sensible 開樽 player: it estimates its chance to win by dealing the other hole cards and
the face-down community cards at random a few hundred times, then stakes by pot odds. With a
strong hand it raises in proportion to its edge over a fair share; it calls when the share
of the pot it expects pays for the call, checks when it costs nothing, and otherwise folds."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from shikitable.ai import register_heuristic, register_search_hooks
from shikitable.ai.base import Bot
from shikitable.ai.nincetkaik.betting_chance import live_opponents
from shikitable.ai.nincetkaik.namto_chance import HEURISTIC_HANDS, WORK, stake_by_chance, win_chance
from shikitable.ai.nincetkaik.namto_search import search_hooks
from shikitable.core.actions import Action
from shikitable.games.nincetkaik.namto import STAKE


class NamtoHeuristic(Bot):
    name = "heuristic"
    hands_valued = HEURISTIC_HANDS
    work = WORK

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        if not any(a.kind == STAKE for a in legal):
            return legal[0]
        chance = self.chance(observation)
        return stake_by_chance(legal, chance, len(live_opponents(observation)), observation["pot"])

    def chance(self, observation: Mapping[str, Any]) -> float:
        holes = [observation["hand_counts"][o] for o in live_opponents(observation)]
        # about 900 hands valued a decision: a few hundred deals, fewer with more opponents
        samples = min(300, self.hands_valued // (len(holes) + 1))
        return win_chance(
            self.rng,
            observation["hand"],
            observation["community"],
            holes,
            observation["options"]["vessel_wild"],
            samples,
            self.work,
        )


register_heuristic("namto", NamtoHeuristic)
register_search_hooks("namto", search_hooks)
