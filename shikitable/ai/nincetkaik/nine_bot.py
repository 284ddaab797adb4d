"""A sensible 小猫 player. Points come only from emptying the hand before the stock runs out, so
it sheds: it takes part whenever it can beat the table, laying as 付 the card it needs least
and beating with as many (and as weak) cards as it can; staying out would add three cards and
bring the season's end nearer. It empties the hand at once when a play allows it. (Measured:
staying out to avoid taking a big table back loses more than it saves, since seasons are short.)

With the score-pile option winning a round is good (the table leaves play), so it then takes
part and beats as strongly as it can."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from shikitable.ai import register_heuristic, register_search_hooks
from shikitable.ai.base import Bot
from shikitable.ai.nincetkaik.nincetkaik_search import heuristic_hooks
from shikitable.core.actions import Action
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik.kitten import classify, type_counts
from shikitable.games.nincetkaik.nine import DRAW, JOIN, PLAY


def usefulness(card: int, hand: Sequence[int]) -> float:
    """How much a card is worth keeping: strong cards beat the table, 無 is a wild, copies of
    the same strength make sets."""
    kind = D.KIND[card]
    same = sum(1 for c in hand if D.KIND[c] == kind) - 1
    worth = kind * 0.3 + same * 1.0
    if kind == D.NOUGHT:
        worth += 2.5
    return worth


class NineHeuristic(Bot):
    name = "heuristic"

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        hand: list[int] = list(observation["hand"])
        plays = [a for a in legal if a.kind == PLAY]
        for action in plays:
            if len(action.cards) == len(hand):
                return action  # the hand empties: score now
        keep_winnings = observation["options"]["table_cards_to"] == "pile"
        if observation["phase"] == "lead":
            # shed the most cards; of those, the weakest (a strong lead comes back if unbeaten)
            return max(plays, key=lambda a: (len(a.cards), -self._strength(a), self.rng.random()))
        if plays and not any(a.kind == JOIN for a in legal) and DRAW not in {a.kind for a in legal}:
            return self._beat(plays, keep_winnings)  # after laying the 付
        joins = [a for a in legal if a.kind == JOIN]
        options = joins or plays
        if not options:
            return legal[0]
        if joins:
            return min(joins, key=lambda a: (usefulness(a.cards[0], hand), self.rng.random()))
        return self._beat(plays, keep_winnings)

    def _beat(self, plays: Sequence[Action], keep_winnings: bool) -> Action:
        if keep_winnings:
            return max(plays, key=lambda a: (self._strength(a), len(a.cards), self.rng.random()))
        # shed many cards, but stay beatable: prefer the weaker of equally big plays
        return max(plays, key=lambda a: (len(a.cards), -self._strength(a), self.rng.random()))

    @staticmethod
    def _strength(action: Action) -> int:
        combo = classify(type_counts(action.cards))
        assert combo is not None
        return combo.rank if combo.rank != D.VESSEL else 12


register_heuristic("nine", NineHeuristic)
register_search_hooks("nine", heuristic_hooks(NineHeuristic))
