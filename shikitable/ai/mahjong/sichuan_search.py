"""What the search bot needs for 四川麻将 beyond its rules: a cheap playout policy read straight
from the state (discard toward ready by shanten with the void suit set aside, kongs always, pons
that bring the hand nearer) and an evaluation of a hand cut before its end (win chances from
shanten, 查叫 at the draw). Shared pieces come from ai/mahjong/mahjong_search.py. A judge valuing the
moves near ready outright (ai/mahjong/sichuan_value.py) can be brought in: see sichuan_hooks."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from shikitable.ai import SearchHooks, register_search_hooks
from shikitable.ai.mahjong.mahjong_search import READY_HAZARD, _efficient_discard, _hazard_chance, keep_worth
from shikitable.ai.mahjong.sichuan_plan import MARGIN as PLAN_MARGIN
from shikitable.ai.mahjong.sichuan_plan import plan_judge
from shikitable.ai.mahjong.sichuan_value import judge
from shikitable.core.actions import Action
from shikitable.games.mahjong.riichi.shapes import regular_shanten
from shikitable.games.mahjong.sichuan_ledger import Ledger
from shikitable.games.mahjong.sichuan_state import SichuanState, waits

# 四川: cut at 24 moves (about six turns) the arena showed the same strength as whole hands with
# shorter decisions (p95 251 ms against 271 ms under load)
SICHUAN_PLAYOUT = 24
# near ready the judge (ai/mahjong/sichuan_value.py) values discards and ポン outright; the heuristic's
# move stands unless another is worth this many points more
JUDGE_MARGIN = 0.05


def _sichuan_shanten(void: int) -> Any:
    """Shanten of four sets and a pair, the void suit set aside (riichi's cached tables: they
    read 27 suited counts as a hand without honours)."""

    def distance(counts: list[int], melds: int) -> int:
        if 0 <= void < 3 and any(counts[void * 9 : void * 9 + 9]):
            usable = list(counts)
            usable[void * 9 : void * 9 + 9] = [0] * 9
            return regular_shanten(usable, melds)
        return regular_shanten(counts, melds)

    return distance


def sichuan_playout(state: SichuanState, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
    """A plain efficient 四川麻将 player, read from the state."""
    discards: list[Action] = []
    for action in legal:
        kind = action.kind
        if kind in ("ron", "tsumo", "kan"):
            return action  # a win, or a kong (paid at once)
        if kind == "discard":
            discards.append(action)
    counts = state.counts[seat]
    if state.phase == "void":
        return _sichuan_void(counts, legal)
    if state.phase == "swap":
        return _sichuan_swap(counts, legal)
    void = state.voids[seat]
    if not discards:
        if state.last_discard >= 0 and any(a.kind == "pon" for a in legal) \
                and _pon_helps(list(counts), len(state.melds[seat]), state.last_discard >> 2, void):
            return Action("pon")
        for action in legal:
            if action.kind == "pass":
                return action
        return legal[0]
    voided = [a for a in discards if (a.cards[0] >> 2) // 9 == void]
    if voided:
        return min(voided, key=lambda a: keep_worth(counts, a.cards[0] >> 2))
    return _efficient_discard(counts, len(state.melds[seat]), discards, _sichuan_shanten(void), rng)


def _pon_helps(counts: list[int], melds: int, kind: int, void: int) -> bool:
    """ポン when the hand, after it and its best discard, is nearer to ready (as the heuristic)."""
    distance = _sichuan_shanten(void)
    before = distance(counts, melds)
    counts[kind] -= 2
    after = 99
    for other in range(27):
        if counts[other]:
            counts[other] -= 1
            after = min(after, distance(counts, melds + 1))
            counts[other] += 1
    return after < before


def _sichuan_swap(counts: Sequence[int], legal: Sequence[Action]) -> Action:
    """换三张 in a playout: the three least worth keeping of the shortest suit holding three."""
    suit = min((s for s in range(3) if sum(counts[s * 9 : s * 9 + 9]) >= 3),
               key=lambda s: sum(counts[s * 9 : s * 9 + 9]))
    return min((a for a in legal if (a.cards[0] >> 2) // 9 == suit),
               key=lambda a: sum(keep_worth(counts, t >> 2) for t in a.cards))


def _sichuan_void(counts: Sequence[int], legal: Sequence[Action]) -> Action:
    """定缺: the suit holding the fewest tiles (定打: lay its least connected tile)."""
    suit = min(range(3), key=lambda s: sum(counts[s * 9 : s * 9 + 9]))
    for action in legal:
        if action.kind == ("void_m", "void_p", "void_s")[suit]:
            return action
    lays = [a for a in legal if a.kind == "lay"]
    if lays:
        of_suit = [a for a in lays if (a.cards[0] >> 2) // 9 == suit] or lays
        return min(of_suit, key=lambda a: keep_worth(counts, a.cards[0] >> 2))
    return legal[0]


SICHUAN_WIN_POINTS = 4.0  # a typical win: 2 fan, 4 points from each payer
SICHUAN_WIN_HAZARD = (0.16, 0.05, 0.015, 0.005, 0.001)


def sichuan_evaluate(state: SichuanState) -> list[float]:
    """Each seat's expected match points at the end of this hand (血战到底: every seat still in
    may win; each winner collects from every seat still in; at the draw the not-ready pay the
    ready (查叫))."""
    n = state.players
    if state.over:
        return [float(p) for p in state.scores]
    expected = [float(s + p) for s, p in zip(state.scores, Ledger(n, state.ledger).totals(), strict=True)]
    if state.phase in ("void", "swap") or not state.hands:
        return expected
    live = [s for s in range(n) if not state.out[s]]
    draws = len(state.wall) / max(1, len(live))
    distance = {}
    for seat in live:
        void = state.voids[seat]
        counts = state.counts[seat]
        if sum(counts) % 3 == 1 and waits(state, seat):
            distance[seat] = 0
        else:
            distance[seat] = max(0, _sichuan_shanten(void)(list(counts), len(state.melds[seat])))
    chances = {s: _hazard_chance(SICHUAN_WIN_HAZARD, d, draws) for s, d in distance.items()}
    for winner in live:
        payers = [s for s in live if s != winner]
        gain = chances[winner] * SICHUAN_WIN_POINTS
        expected[winner] += gain * len(payers)
        for payer in payers:
            expected[payer] -= gain
    ready = {s: 1.0 if d == 0 else _hazard_chance(READY_HAZARD, d, draws) for s, d in distance.items()}
    for seat in live:  # 查叫: a seat left not ready pays each ready seat about a win's worth
        stay = 1.0 - chances[seat]
        for other in live:
            if other != seat:
                owed = stay * (1.0 - chances[other]) * (1.0 - ready[seat]) * ready[other] * SICHUAN_WIN_POINTS
                expected[seat] -= owed
                expected[other] += owed
    return expected


def sichuan_hooks(game: Any, with_judge: bool = False, plans: bool = True) -> SearchHooks:
    """The search's hooks for 四川麻将. `normal` and `strong` decide by plans
    (ai/mahjong/sichuan_plan.py: whole-hand playouts for 定缺 and 清一色, the heuristic's move at once
    elsewhere). The near-ready judge (ai/mahjong/sichuan_value.py) is left out: in the arena (249 deals,
    --iterations 130) it scored -0.16 (-0.38 to +0.06) against the heuristic in duplicate, no gain
    shown; `with_judge=True` brings it in instead (and `plans=False` without it: the tree search
    alone)."""
    chosen = judge if with_judge else plan_judge if plans else None
    return SearchHooks(
        playout=sichuan_playout,
        evaluate=sichuan_evaluate,
        max_playout=SICHUAN_PLAYOUT,
        judge=chosen,
        judge_margin=JUDGE_MARGIN if with_judge else PLAN_MARGIN,
    )


register_search_hooks("sichuan", sichuan_hooks)
