"""A sensible 連友 player: go out when one play empties the hand; otherwise shed the weakest cards
first (low singles, pairs and runs that clear low cards without breaking a group or spending a
船), beat the table as cheaply as possible, and keep 激友 (sets of three or more) for control:
they come out only when an opponent is close to going out or they help finish the hand."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from shikitable.ai import register_heuristic, register_search_hooks
from shikitable.ai.base import Bot
from shikitable.ai.nincetkaik.nincetkaik_search import heuristic_hooks
from shikitable.core.actions import Action
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik.climbing import GEKIYU, STRENGTHS, TOP_S, VESSEL_S, classify, counts_of
from shikitable.games.nincetkaik.niekhi import BANISH, PASS, PLAY, TAKE

DANGER = 3  # an opponent with this many cards or fewer may go out soon


def play_cost(action: Action, held: Sequence[int]) -> float:
    """How much a play spends: its strength, 船s and 王/皇 used, groups it breaks; minus the
    cards it sheds. Lower is better."""
    usage = counts_of(action.cards)
    shape = classify(usage)
    assert shape is not None
    cost = float(shape.top) - 0.8 * shape.size
    cost += 4.0 * usage[VESSEL_S] + 3.0 * usage[TOP_S]
    for s in range(1, STRENGTHS):
        if usage[s] and usage[s] < held[s]:
            cost += 1.5  # breaks a pair or a set
    if shape.kind == GEKIYU:
        cost += 8.0  # kept for control
    return cost


class NiekhiHeuristic(Bot):
    name = "heuristic"

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        kinds = {a.kind for a in legal}
        if BANISH in kinds or TAKE in kinds:
            return self._general(observation, legal)
        hand = observation["hand"]
        plays = [a for a in legal if a.kind == PLAY]
        for action in plays:
            if len(action.cards) == len(hand):
                return action  # out
        if not plays:
            return legal[0]
        held = counts_of(hand)
        seat = observation["seat"]
        counts = observation["hand_counts"]
        danger = any(0 < counts[s] <= DANGER for s in range(len(counts)) if s != seat)
        best = min(plays, key=lambda a: (play_cost(a, held), self.rng.random()))
        shape = classify(counts_of(best.cards))
        assert shape is not None
        if observation["top"] is None:
            return best
        if observation["phase"] == "interrupt":
            return best if danger else Action(PASS)
        if shape.kind == GEKIYU and not danger and len(hand) - shape.size > 2:
            return Action(PASS)  # keep the 激友 for later
        if play_cost(best, held) > 6.0 and not danger and len(hand) > 4:
            return Action(PASS)  # too dear to spend on this trick
        return best

    def _general(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        """Remove the strength that sheds the most of our own cards against what the others may
        lose; a removal from the discards alone is harmless, so pick the least useful then.
        Taking a card is never better than removing (it adds to the hand)."""
        hand = observation["hand"]
        own = Counter(D.STRENGTH[c] for c in hand)
        seen = Counter(D.STRENGTH[c] for c in [*hand, *observation["discards"], *observation["removed"]])
        for entry in observation["pile"]:
            seen.update(D.STRENGTH[c] for c in entry["cards"])
        total = Counter(D.STRENGTH[c] for c in D.ALL_CARDS)
        seat = observation["seat"]
        others = sum(n for s, n in enumerate(observation["hand_counts"]) if s != seat)
        unseen_total = max(1, sum(total.values()) - sum(seen.values()))
        reaches_hands = observation["options"]["general_reach"] == "everywhere"

        def value(action: Action) -> float:
            s = action.arg
            assert isinstance(s, int)
            if action.kind == TAKE:
                return -5.0
            if not reaches_hands:
                return 0.0
            theirs = (total[s] - seen[s]) * others / unseen_total
            keep_bonus = 2.0 if s in (VESSEL_S, TOP_S) else 0.0  # strong cards are worth keeping
            return own[s] * (1.0 + (10 - s) * 0.1) - theirs - keep_bonus * own[s]

        return max(legal, key=lambda a: (value(a), self.rng.random()))


register_heuristic("niekhi", NiekhiHeuristic)
register_search_hooks("niekhi", heuristic_hooks(NiekhiHeuristic))
