"""What the 値戦 and 開樽 bots share: the chance to win, estimated by dealing the cards this
seat cannot see at random a few hundred times (observations only), and stake decisions by
pot odds."""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from shikitable.core.actions import Action
from shikitable.games.nincetkaik import deck as D

SAMPLES = 300
# The sample counts keep a decision under 100 ms on the development machine; this is only a
# safety net, counted in CPU time (not wall time, which other programs' load stretches) and set
# high enough that it practically never cuts a decision short, so `simulate` with a seed gives
# the same figures on every run.
TIME_BUDGET_S = 1.0


def live_opponents(observation: Mapping[str, Any]) -> list[int]:
    seat = observation["seat"]
    return [
        s
        for s in range(observation["players"])
        if s != seat and observation["seated"][s] and not observation["folded"][s]
    ]


def win_chance(
    rng: random.Random,
    unseen: Sequence[int],
    mine: Sequence[int],
    common: Sequence[int],
    holes: Sequence[int],
    extra: int,
    value: Callable[[list[int]], Any],
    samples: int = SAMPLES,
    cost: Callable[[list[int]], float] | None = None,
    work: float = float("inf"),
) -> float:
    """The share of the pot this seat wins on average over random deals of what it cannot see:
    each opponent gets `holes[i]` unseen cards and `extra` more join the shared cards. `mine`:
    this seat's cards with the shared cards known so far (`common`). Ties share. With `cost`,
    sampling also stops once the hands valued have cost `work` in all (a deterministic bound:
    some hands are far dearer to value than others)."""
    need = extra + sum(holes)
    if not holes:
        return 1.0
    if need > len(unseen):
        return 1.0 / (len(holes) + 1)
    pool = list(unseen)
    mine, common = list(mine), list(common)
    won = 0.0
    done = 0
    spent = 0.0
    deadline = time.process_time() + TIME_BUDGET_S
    for done in range(1, samples + 1):
        dealt = rng.sample(pool, need)
        shared = dealt[:extra]
        my_cards = mine + shared
        my_value = value(my_cards)
        others = []
        at = extra
        for count in holes:
            cards = common + shared + dealt[at : at + count]
            others.append(value(cards))
            at += count
            if cost is not None:
                spent += cost(cards)
        if cost is not None:
            spent += cost(my_cards)
        best = max(others)
        if my_value > best:
            won += 1.0
        elif my_value == best:
            won += 1.0 / (1 + others.count(my_value))
        if spent > work or done % 5 == 0 and time.process_time() > deadline:
            break
    return won / max(done, 1)


def unseen_cards(known: Sequence[int]) -> list[int]:
    seen = set(known)
    return [c for c in D.ALL_CARDS if c not in seen]


def fold_or(legal: Sequence[Action], kind: str) -> Action:
    """The fold action if listed, else the first action of `kind`."""
    return next((a for a in legal if a.kind == "fold"), next(a for a in legal if a.kind == kind))


def worth_calling(chance: float, to_call: int, pot: int) -> bool:
    """Pot odds: calling pays when the share of the pot won beats the price of the call."""
    return to_call <= 0 or chance * (pot + to_call) >= to_call


class ChanceMemo:
    """Each chance a playout heuristic worked out, by what decided it (the same cards in the same
    dealt world recur round after round and candidate after candidate); forgets all when full."""

    def __init__(self, limit: int = 50_000) -> None:
        self.limit = limit
        self.known: dict[tuple[Any, ...], float] = {}

    def get(self, key: tuple[Any, ...], work_out: Callable[[], float]) -> float:
        found = self.known.get(key)
        if found is None:
            if len(self.known) > self.limit:
                self.known.clear()
            found = self.known[key] = work_out()
        return found
