"""四川麻将's late-wall discards for the search bot. The heuristic picks among its equally near
discards by how many tiles would improve the hand, never by what the others may be waiting on;
late in the wall most live seats are ready, and a discard win is paid by the discarder alone.

- Equal shanten, late wall: among the heuristic's equally near discards, the safest (the
  heuristic's own measure: in a live opponent's shown void suit, else copies already seen).
- Far hand, very late: a hand two or more tiles from ready with few draws left will pay 查叫
  whatever it throws, so it throws the safest tile it may (the void suit still goes first).
Everywhere else the heuristic's move stands."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from shikitable.ai.sichuan_bot import SUITS, SichuanBot, counts_of, shanten
from shikitable.core.actions import Action
from shikitable.games.mahjong.tiles import KIND_OF

# draws left to each live seat at or below which the equal-shanten discards are picked by safety
LATE_DRAWS = 6
# draws left at or below which a hand this far from ready folds to the safest discard
FOLD_DRAWS = 3
FOLD_SHANTEN = 2

_HEURISTIC = SichuanBot()


def draws_left(observation: Mapping[str, Any]) -> float:
    live = sum(1 for o in observation["out"] if not o)
    return int(observation["stock_count"]) / max(1, live)


def defensive_discard(observation: Mapping[str, Any], legal: Sequence[Action], heuristic: Action) -> Action | None:
    """A safer discard than the heuristic's late in the wall, or None to keep the heuristic's."""
    if heuristic.kind != "discard" or observation.get("phase") != "turn":
        return None
    draws = draws_left(observation)
    if draws > LATE_DRAWS:
        return None
    seat = int(observation["seat"])
    hand = list(observation["hand"])
    counts = counts_of(hand)
    declared = observation["voids"][seat]
    void = SUITS.index(declared) if declared in SUITS else -1
    discards = [a for a in legal if a.kind == "discard"]
    if any(KIND_OF[a.cards[0]] // 9 == void for a in discards):
        return None  # the void suit goes first, as the heuristic throws it
    melds = len(observation["melds"][seat])
    seen = _HEURISTIC._seen(observation, counts)

    def after(action: Action) -> int:
        kind = KIND_OF[action.cards[0]]
        counts[kind] -= 1
        value = shanten(counts, melds, void)
        counts[kind] += 1
        return value

    def safety(action: Action) -> int:
        return _HEURISTIC._safety(observation, seen, KIND_OF[action.cards[0]])

    near = after(heuristic)
    if near >= FOLD_SHANTEN and draws <= FOLD_DRAWS:
        candidates = discards
    else:
        candidates = [a for a in discards if after(a) == near]
    safest = max(candidates, key=safety)
    if safety(safest) <= safety(heuristic):
        return None
    return safest
