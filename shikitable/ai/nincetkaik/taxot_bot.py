"""A sensible 終季 player: win whenever it can, keep the five cards that wait on the most
unseen cards, and claim 開 only when the claim leaves a better waiting hand than before."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from shikitable.ai import register_heuristic, register_search_hooks
from shikitable.ai.base import Bot
from shikitable.ai.nincetkaik.taxot_search import taxot_hooks
from shikitable.core.actions import Action
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik.shapes import hand_profile
from shikitable.games.nincetkaik.taxot import KAI, PASS, WIN, hand_types, meld_types

COPIES_OF_TYPE = Counter(D.TYPE)


def unseen_counts(observation: Mapping[str, Any]) -> list[int]:
    """How many copies of each type this seat has not seen (in others' hands or the stock)."""
    seen = Counter(D.TYPE[c] for c in observation["hand"])
    for melds in observation["melds"]:
        seen.update(D.TYPE[c] for m in melds for c in m)
    for pile in (*observation["rivers"], observation["hikari"]):
        seen.update(D.TYPE[c] for c in pile)
    for seat, shown in enumerate(observation["shown"]):
        if seat != observation["seat"]:
            seen.update(D.TYPE[c] for c in shown)
    return [max(0, COPIES_OF_TYPE[t] - seen[t]) for t in range(D.TYPE_COUNT)]


def hand_value(cards: Sequence[int], melds: Sequence[Sequence[int]], unseen: Sequence[int]) -> float:
    """Worth of a waiting hand: mostly the unseen cards that would complete it, then how
    close its cards sit to each other (pairs, run neighbours), then 皇/王 bonus cards."""
    found = hand_profile(hand_types(cards), meld_types(melds))
    waits = sum(unseen[t] for t in range(D.TYPE_COUNT) if found.waits >> t & 1)
    claims = sum(unseen[t] for t in range(D.TYPE_COUNT) if found.claims >> t & 1)
    closeness = 0.0
    for i, a in enumerate(cards):
        for b in cards[i + 1 :]:
            if D.KIND[a] == D.VESSEL or D.KIND[b] == D.VESSEL:
                closeness += 1.5  # 船 fits anywhere in its colour
            elif D.STRENGTH[a] == D.STRENGTH[b]:
                closeness += 2.0
            elif D.COLOUR[a] == D.COLOUR[b] and D.NUMBER[a] is not None and D.NUMBER[b] is not None:
                gap = abs(D.NUMBER[a] - D.NUMBER[b])  # type: ignore[operator]
                closeness += {1: 1.5, 2: 1.0}.get(gap, 0.0)
    kings = sum(1 for c in cards if D.KIND[c] in (D.KING, D.TAM))
    return 10.0 * waits + 0.3 * claims + closeness + 0.5 * kings


class TaxotHeuristic(Bot):
    name = "heuristic"

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        kinds = {a.kind for a in legal}
        if WIN in kinds:
            return Action(WIN)
        seat = observation["seat"]
        hand: list[int] = list(observation["hand"])
        melds = observation["melds"][seat]
        unseen = unseen_counts(observation)
        if PASS in kinds:
            return self._react(observation, legal, hand, melds, unseen)
        return max(
            legal,
            key=lambda a: (hand_value([c for c in hand if c != a.cards[0]], melds, unseen), self.rng.random()),
        )

    def _react(
        self,
        observation: Mapping[str, Any],
        legal: Sequence[Action],
        hand: list[int],
        melds: Sequence[Sequence[int]],
        unseen: Sequence[int],
    ) -> Action:
        """開 costs a point: take it only if the best hand after the claim waits on more."""
        current = hand_value(hand, melds, unseen)
        discard = observation["last_discard"]
        best, best_value = Action(PASS), current + 4.0
        for action in legal:
            if action.kind != KAI:
                continue
            rest = [c for c in hand if c not in action.cards]
            new_melds = [*melds, sorted((*action.cards, discard))]
            for throw in rest:
                value = hand_value([c for c in rest if c != throw], new_melds, unseen)
                if value > best_value:
                    best, best_value = action, value
        return best


register_heuristic("taxot", TaxotHeuristic)
register_search_hooks("taxot", taxot_hooks)  # playouts: this heuristic, read from the state
