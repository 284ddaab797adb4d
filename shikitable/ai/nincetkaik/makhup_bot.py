"""A sensible 値木 player.

Only getting rid of cards matters, so it plays the move that sheds the most cards. Among moves
that shed as many, it prefers the one after which its remaining hand could still play on the
roads it leaves (the others may change them, but usually not all of them), and then the one
that sheds the higher numbers (small numbers combine into more sums later). 皇, 王 and 船 can
always be played, so it keeps them for when no numbered play is possible: then it clears
rather than draws, since a clear sheds a card and a draw sheds none."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from shikitable.ai import register_heuristic, register_search_hooks
from shikitable.ai.base import Bot
from shikitable.ai.nincetkaik.makhup_search import makhup_hooks
from shikitable.core.actions import Action
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik.makhup import CLEAR, DRAW, MERGE, PASS, PLAY, START, parse_merge_arg
from shikitable.games.nincetkaik.makhup_sums import sums_in

SHEDDING = (PLAY, MERGE, START)


def roads_after(values: Sequence[int | None], action: Action) -> list[int | None]:
    """The road values once `action` is played (a clear or draw brings roads we cannot foresee)."""
    after = list(values)
    if action.kind == PLAY and isinstance(action.arg, int):
        if after[action.arg] is None:
            after[action.arg] = D.NUMBER[action.cards[0]]
    elif action.kind == MERGE:
        pair = parse_merge_arg(action.arg, len(after))
        if pair is not None:
            first, second = pair
            a, b = after[first], after.pop(second)
            after[first] = (a or 0) + (b or 0)
    elif action.kind == START:
        after.append(D.NUMBER[action.cards[0]])
    elif action.kind == CLEAR:
        return []
    return after


def most_playable(hand: Sequence[int], values: Sequence[int | None]) -> int:
    """The most cards of `hand` one move could shed on roads of these values."""
    sums = sums_in(hand)
    best = 0
    for index, value in enumerate(values):
        if value is None:
            best = max(best, 1 if any(D.NUMBER[c] is not None for c in hand) else 0)
            continue
        for cards in sums.get(value, ()):
            best = max(best, len(cards))
        for other in values[index + 1 :]:
            if other is not None:
                for cards in sums.get(value + other, ()):
                    best = max(best, len(cards))
    return best


class MakhupHeuristic(Bot):
    name = "heuristic"

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        hand: list[int] = list(observation["hand"])
        values = [road["value"] for road in observation["roads"]]
        sheds = [a for a in legal if a.kind in SHEDDING]
        clears = [a for a in legal if a.kind == CLEAR]
        if sheds:
            return max(sheds, key=lambda a: self._worth(a, hand, values))
        if clears:
            return clears[0]
        for kind in (DRAW, PASS):
            found = next((a for a in legal if a.kind == kind), None)
            if found is not None:
                return found
        return legal[0]

    def _worth(self, action: Action, hand: Sequence[int], values: Sequence[int | None]) -> tuple[int, int, int, float]:
        rest = [c for c in hand if c not in action.cards]
        later = most_playable(rest, roads_after(values, action))
        numbers = sum(D.NUMBER[c] or 0 for c in action.cards)
        return len(action.cards), min(later, 1), numbers, self.rng.random()


register_heuristic("makhup", MakhupHeuristic)
register_search_hooks("makhup", makhup_hooks)
