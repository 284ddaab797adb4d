"""開樽's heuristic: its chance to win, worked out as `betting_chance.win_chance` does it
with `namto_hands.Rank` values (the same deals drawn from the rng, the same hands compared, the same answer to the
last bit: a test compares them), several times faster: a hand is its type-count key (a sum
over its cards, so the shared cards are counted once a deal), ranked by its best 役 from
`namto_top`'s cache, and in full (every further 役) only when two hands tie on that; and
the stake it chooses given that chance (shared by the heuristic bot and the search's
playouts)."""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from shikitable.ai.nincetkaik.betting_chance import TIME_BUDGET_S, fold_or, unseen_cards, worth_calling
from shikitable.core.actions import Action
from shikitable.games.nincetkaik import namto_hands as H
from shikitable.games.nincetkaik import namto_top as T
from shikitable.games.nincetkaik.namto import BOARD, STAKE

HEURISTIC_HANDS = 900  # hands the heuristic values a decision: a few hundred deals, fewer with more opponents
WORK = 2500.0  # and the bound on their cost, a wild 船 counting ten: about 100 ms at most
WILD_VESSEL_COST = 10.0  # a wild 船 makes a hand about ten times dearer to value (every card it may be)


class _FullValues:
    """Full values by type-count key (ties on the best 役 recur: the shared cards decide them)."""

    def __init__(self, vessel_wild: bool, limit: int = 200_000) -> None:
        self.wild = vessel_wild
        self.limit = limit
        self.known: dict[int, H.Value] = {}

    def value(self, key: int, cards: list[int]) -> H.Value:
        """The full value of `cards`, whose type-count key is `key`."""
        found = self.known.get(key)
        if found is None:
            if len(self.known) >= self.limit:
                self.known.clear()
            found = self.known[key] = T.value_of_cards(cards, self.wild)
        return found


FULL = {True: _FullValues(True), False: _FullValues(False)}


def hand_cost(key: int, vessel_wild: bool) -> float:
    """What valuing this hand costs against the work bound: ten times as much per wild 船."""
    return WILD_VESSEL_COST ** T.vessels_in_key(key) if vessel_wild else 1.0


def win_chance(
    rng: random.Random,
    hand: Sequence[int],
    community: Sequence[int],
    holes: Sequence[int],
    vessel_wild: bool,
    samples: int,
    work: float = float("inf"),
    time_budget: float | None = TIME_BUDGET_S,
) -> float:
    """The share of the pot `hand` wins on average over random deals of the unseen cards: each
    live opponent gets `holes[i]` cards and the face-down community cards are dealt; ties
    share. Sampling stops after `samples` deals or once the hands valued have cost `work`
    (and, as a safety net, after `time_budget` seconds of CPU time: reading that clock is
    dear, so the playouts, bounded by `work`, pass None)."""
    if not holes:
        return 1.0
    pool = unseen_cards([*hand, *community])
    extra = BOARD - len(community)
    need = extra + sum(holes)
    if need > len(pool):
        return 1.0 / (len(holes) + 1)
    tops = T.TOPS[vessel_wild]
    full = FULL[vessel_wild].value
    unit = T.UNIT
    community = list(community)
    mine = [*hand, *community]
    mine_key = T.key_of(mine)
    common_key = T.key_of(community)
    won = 0.0
    done = 0
    spent = 0.0
    clock = time_budget is not None
    deadline = time.process_time() + time_budget if time_budget is not None else 0.0
    for done in range(1, samples + 1):
        dealt = rng.sample(pool, need)
        shared = dealt[:extra]
        shared_key = 0
        for c in shared:
            shared_key += unit[c]
        my_key = mine_key + shared_key
        my_top = tops.top(my_key, mine + shared)
        my_full: H.Value | None = None
        base = common_key + shared_key
        beaten = False
        ties = 0
        at = extra
        for count in holes:
            key = base
            hole = dealt[at : at + count]
            at += count
            for c in hole:
                key += unit[c]
            spent += hand_cost(key, vessel_wild)
            if beaten:
                continue  # its cost still counts, as in win_chance
            top = tops.top(key, community + shared + hole)
            if top > my_top:
                beaten = True
            elif top == my_top:
                if my_full is None:
                    my_full = full(my_key, mine + shared)
                theirs = full(key, community + shared + hole)
                if theirs > my_full:
                    beaten = True
                elif theirs == my_full:
                    ties += 1
        spent += hand_cost(my_key, vessel_wild)
        if not beaten:
            won += 1.0 if not ties else 1.0 / (1 + ties)
        if spent > work or clock and done % 5 == 0 and time.process_time() > deadline:
            break
    return won / max(done, 1)


def stake_by_chance(legal: Sequence[Action], chance: float, opponents: int, pot: int) -> Action:
    """The heuristic's stake, given its chance to win against `opponents` live opponents: a
    raise in proportion to its edge over a fair share with a strong hand, a call when the
    pot odds pay for it, else a check or a fold."""
    stakes = sorted((a for a in legal if a.kind == STAKE), key=lambda a: int(a.arg or 0))
    fair = 1.0 / (opponents + 1)
    to_call = int(stakes[0].arg or 0)
    if chance > 1.3 * fair and len(stakes) > 1:
        edge = min(1.0, (chance - fair) / (1.0 - fair) * 1.5)
        return stakes[round(edge * (len(stakes) - 1))]
    if worth_calling(chance, to_call, pot):
        return stakes[0]
    return fold_or(legal, STAKE)
