"""四川麻将's far decisions for the search bot, by whole-hand playouts on tile counts
(ai/mahjong/sichuan_solitaire.py): whether to turn a hand rich in one suit into 清一色 (throw the
other suit's tiles, decline ポン outside it, ポン inside it) though the heuristic's shanten
says otherwise; and, switched off (VOID_PLAN: it measured behind), which suit to give up (定缺).

Where no such decision is on the table the heuristic's move is played at once (but for a far
hand's fold at the wall's end, ai/mahjong/sichuan_defence.py); where one is,
the heuristic's move and the other plan are played out on the same shuffles of the unseen
tiles, and the other plan is played only when it wins by `Z` standard errors of the paired
differences plus `MARGIN` points. The heuristic itself never weighs a hand's value: a plain
hand is worth 1 point, 清一色 4, with 対々和 8."""

from __future__ import annotations

import math
import random
import time
from collections.abc import Mapping, Sequence
from typing import Any

from shikitable.ai.mahjong.mahjong_search import keep_worth
from shikitable.ai.mahjong.sichuan_bot import SUITS, SichuanBot
from shikitable.ai.mahjong.sichuan_defence import defensive_discard
from shikitable.ai.mahjong.sichuan_solitaire import Playout, Table, compare, suit_shanten, unseen_pool
from shikitable.core.actions import Action
from shikitable.games.mahjong.sichuan_fan import Meld
from shikitable.games.mahjong.sichuan_view import GHOST
from shikitable.games.mahjong.tiles import KIND_OF

# a suit is weighed for 清一色 once it holds this many of the hand's tiles (melds included);
# tuned on `arena --per-hand --seed 1` (150 deals): 7 measured +0.02 in duplicate, 8 +0.00
ONE_SUIT_TILES = 7
# 定缺 by playouts (the three suits' plans compared) measured behind the heuristic's choice on
# the same 150 deals (-0.08 in duplicate; -0.01 when it overruled only at 2.5 standard errors)
VOID_PLAN = False
RUNS = 60  # paired playouts a decision with a choice
CPU_BUDGET = 0.12  # seconds of CPU a decision may spend (fewer runs past it)
Z = 1.0
MARGIN = 0.1

_HEURISTIC = SichuanBot()

# the heuristic's move played out, and each other move worth weighing with its playout
Branches = tuple[Playout, list[tuple[Action, Playout]]] | None


def plan_judge(observation: Mapping[str, Any], legal: Sequence[Action]) -> dict[Action, float]:
    """The heuristic's move, and another plan's move valued against it (points, paired)."""
    started = time.process_time()
    heuristic = _HEURISTIC.choose(observation, legal)
    values = {heuristic: 0.0}
    if heuristic.kind in ("ron", "tsumo"):
        return values
    view = _View(observation)
    phase = observation["phase"]
    if phase == "void" and VOID_PLAN:
        branches = view.void_branches(heuristic, legal)
    elif phase == "turn" and heuristic.kind == "discard":
        branches = view.discard_branches(heuristic, legal)
    elif phase == "react":
        branches = view.react_branches(heuristic, legal)
    else:
        branches = None
    if not branches:
        safer = defensive_discard(observation, legal, heuristic)
        if safer is not None:
            values[safer] = 1.0  # a far hand folds at the wall's end (ai/mahjong/sichuan_defence.py)
        return values
    mine, others = branches
    # the same position gets the same shuffles in any process (str hashes vary between runs)
    rng = random.Random(hash((tuple(observation["hand"]), observation["stock_count"], view.seat, len(legal))))
    rows = compare(mine, [playout for _, playout in others], view.pool, rng, RUNS, started + CPU_BUDGET)
    for (action, _), differences in zip(others, rows, strict=True):
        mean = sum(differences) / len(differences)
        spread = math.sqrt(sum((d - mean) ** 2 for d in differences) / (len(differences) - 1))
        values[action] = mean - Z * spread / math.sqrt(len(differences))
    return values


class _View:
    """The deciding seat's picture: its tiles, melds, void and what it has not seen."""

    def __init__(self, obs: Mapping[str, Any]) -> None:
        self.seat = seat = int(obs["seat"])
        self.hand = list(obs["hand"])
        self.counts = [0] * 27
        for t in self.hand:
            self.counts[KIND_OF[t]] += 1
        void = obs["voids"][seat]
        self.void = SUITS.index(void) if void in SUITS else -1
        self.melds = [Meld(m["kind"], 4 if m["type"].startswith("kong") else 3, m["type"] == "kong_concealed")
                      for m in obs["melds"][seat]]
        self.options = obs["options"]
        known: set[int] = set(self.hand)
        for ms in obs["melds"]:
            for m in ms:
                if m["type"] == "kong_concealed":
                    known.update(m["kind"] * 4 + c for c in range(4))
                else:
                    known.update(t for t in m["tiles"] if t is not None)
        for river in obs["rivers"]:
            known.update(t for t in river if t is not None)
        for won in obs["won_tiles"]:
            known.update(t % GHOST for t in won if t is not None)
        self.claimable = obs["last_discard"]
        if self.claimable is not None:
            known.add(self.claimable)
        seen = [0] * 27
        for t in known:
            seen[KIND_OF[t]] += 1
        self.pool = unseen_pool(seen)
        out = obs["out"]
        others = sum(1 for s in range(int(obs["players"])) if s != seat and not out[s])
        self.table = Table(self.options, others, int(obs["stock_count"]) // (others + 1))

    def kept_suits(self, void: int) -> tuple[int, ...]:
        return tuple(s for s in range(3) if s != void)

    def suit_tiles(self, suit: int) -> int:
        held = sum(self.counts[suit * 9 : suit * 9 + 9])
        return held + sum(m.size for m in self.melds if m.kind // 9 == suit)

    def one_suit(self) -> int:
        """The suit worth weighing 清一色 in, or -1: enough of its tiles, every meld in it, no
        void tile left to throw first, and tiles of the other suit to give up."""
        if self.void < 0 or any(self.counts[self.void * 9 : self.void * 9 + 9]):
            return -1
        for suit in self.kept_suits(self.void):
            other = 3 - suit - self.void
            if self.suit_tiles(suit) >= ONE_SUIT_TILES and all(m.kind // 9 == suit for m in self.melds) \
                    and any(self.counts[other * 9 : other * 9 + 9]):
                return suit
        return -1

    def playout(self, counts: Sequence[int], melds: Sequence[Meld], suits: Sequence[int]) -> Playout:
        return Playout(counts, melds, suits, self.table)

    def without(self, kind: int, copies: int = 1) -> list[int]:
        counts = list(self.counts)
        counts[kind] -= copies
        return counts

    # --- the decisions -------------------------------------------------------------------

    def discard_branches(self, heuristic: Action, legal: Sequence[Action]) -> Branches:
        suit = self.one_suit()
        thrown = KIND_OF[heuristic.cards[0]]
        if suit < 0 or thrown // 9 != suit:
            return None  # no 清一色 to weigh, or the heuristic already throws the other suit
        kept = self.kept_suits(self.void)
        melds = len(self.melds)

        def cost(action: Action) -> tuple[int, float]:
            kind = KIND_OF[action.cards[0]]
            return suit_shanten(self.without(kind), melds, kept), keep_worth(self.counts, kind)

        outside = [a for a in legal if a.kind == "discard" and KIND_OF[a.cards[0]] // 9 != suit]
        if not outside:
            return None
        other = min(outside, key=cost)
        mine = self.playout(self.without(thrown), self.melds, kept)
        plan = self.playout(self.without(KIND_OF[other.cards[0]]), self.melds, (suit,))
        return mine, [(other, plan)]

    def react_branches(self, heuristic: Action, legal: Sequence[Action]) -> Branches:
        suit = self.one_suit()
        kinds = {a.kind for a in legal}
        if suit < 0 or "pon" not in kinds or "pass" not in kinds or self.claimable is None:
            return None
        kind = KIND_OF[self.claimable]
        kept = self.kept_suits(self.void)
        ponned = [*self.melds, Meld(kind, 3)]
        if heuristic.kind == "pon" and kind // 9 != suit:
            mine = self.playout(self.without(kind, 2), ponned, kept)
            mine.discard()
            passing = next(a for a in legal if a.kind == "pass")
            return mine, [(passing, self.playout(self.counts, self.melds, (suit,)))]
        if heuristic.kind == "pass" and kind // 9 == suit:
            plan = self.playout(self.without(kind, 2), ponned, (suit,))
            before = self.playout(self.counts, self.melds, (suit,)).distance
            plan.discard()
            if plan.distance >= before:
                return None  # a ポン that brings the one-suit hand no nearer
            pon = next(a for a in legal if a.kind == "pon")
            return self.playout(self.counts, self.melds, kept), [(pon, plan)]
        return None

    def void_branches(self, heuristic: Action, legal: Sequence[Action]) -> Branches:
        declared = {a.kind: a for a in legal if a.kind.startswith("void_")}
        if heuristic.kind not in declared:
            return None  # 定打 lays a tile: left to the heuristic
        def branch(suit: int) -> Playout:
            playout = self.playout(self.counts, [], self.kept_suits(suit))
            if sum(self.counts) % 3 == 2:
                playout.discard()  # the dealer's first discard
            return playout

        mine = branch(SUITS.index(heuristic.kind[-1]))
        others = [(action, branch(SUITS.index(kind[-1]))) for kind, action in declared.items() if action != heuristic]
        return mine, others
