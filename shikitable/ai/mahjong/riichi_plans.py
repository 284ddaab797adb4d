"""Push or fold against a riichi, judged as plans: `strong`'s answer in リーチ麻雀 (issue #39).

A single discard judged by playouts whose continuation pushes (or folds only with genbutsu)
cannot value folding: fold this turn and the playout pushes the next, so the fold bought
nothing. Here the seat's whole way of playing to the end of the hand is what is compared, in
the same dealt worlds (every riichi seat ready with waits its river allows, riichi_worlds.py)
with the same dice: PUSH (`normal`'s move now, then an efficient player going for its win) and
FOLD (the safest tile now and every turn after, calls declined, only a free win taken). The
FOLD plan's tile is played only when FOLD's paired mean beats PUSH's by the search's one-sided
test; otherwise `normal`'s move stands.

FOLD's later tiles are read from the table as players read it (genbutsu and tiles passed since
the riichi, suji, visible honours), never from the playout's dealt hands: a fold that knew its
world's waits would look better in the playouts than any real fold is. Its first tile is the
one the fewest of many dealt worlds' riichi waits on (a share over worlds consistent with the
seat's view, not one world's truth), the tiers breaking ties."""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from shikitable.ai.mahjong.mahjong_search import _efficient_discard, keep_worth, riichi_playout
from shikitable.ai.mahjong.riichi_worlds import barred_waits, threat_seats
from shikitable.ai.search import MIN_WORLDS, _clearly_behind, _mean_and_error, overrule_z
from shikitable.core.actions import Action
from shikitable.games.mahjong.riichi.shapes import shanten as riichi_shanten
from shikitable.games.mahjong.riichi.state import RiichiState

# the deal-in chance (%) of a tile against one riichi, by tier: about the rates of real play
GENBUTSU = 0.0
HONOUR_BY_SEEN = (6.0, 5.0, 2.5, 0.5)  # by copies the seat can see (0-3); all four seen: safe
SUJI_BY_RANK = (2.0, 3.5, 5.0, 4.0, 4.0, 4.0, 5.0, 3.5, 2.0)  # 1-9, suji (456: both sides)
HALF_SUJI_MIDDLE = 8.0  # 4, 5, 6 with one side's suji
OPEN_BY_RANK = (7.0, 8.0, 9.0, 12.0, 12.0, 12.0, 9.0, 8.0, 7.0)  # no suji at all
# a plan comparison needs this many worlds before FOLD may overrule (a few identical playouts
# have no spread to test with)
PLAN_MIN_WORLDS = 8
# points FOLD must gain over PUSH besides the test's standard errors: none, playouts count points
PLAN_MARGIN = 0.0
# the PUSH plan's later turns: "pure" goes for the win every turn, "playout" is the search's
# playout policy (it folds with genbutsu when one or more from ready); tuning seeds 1-4 (120
# hands, docs/strength.md) could not tell them apart: +14 and +8 a hand
PUSH_CONTINUATION = "pure"
MAX_MOVES = 600
# FOLD's first tile by "tiers" (as its later ones) or by "worlds": the share of dealt ready
# worlds (SAFETY_WORLDS of them) whose riichi waits on it, which reads walls and the waits a
# river leaves as the tiers cannot
ROOT_SAFETY = "worlds"
SAFETY_WORLDS = 40
# whether the one-move search (riichi_strong_search.py) still runs under a riichi where the plans
# leave normal's move (off: its overrules there were calls and discards no better than noise)
MOVE_SEARCH_UNDER_RIICHI = False


def visible_counts(state: RiichiState, seat: int) -> list[int]:
    """Copies of each kind `seat` can see: its hand, every river (tiles not called away), the
    melds, the dora indicators."""
    seen = list(state.hands[seat].counts)
    for player in state.hands:
        for tile, called in zip(player.discards, player.called_away, strict=False):
            if not called:
                seen[tile >> 2] += 1
        for kind, count in enumerate(player.meld_counts):
            seen[kind] += count
    for tile in state.dora_indicators():
        seen[tile >> 2] += 1
    return seen


def kind_danger(kind: int, safe: set[int], seen: Sequence[int]) -> float:
    """A tile's deal-in chance (%) against one riichi whose safe kinds are `safe`."""
    if kind in safe or seen[kind] >= 4:
        return GENBUTSU
    if kind >= 27:
        return HONOUR_BY_SEEN[min(seen[kind], 3)]
    rank = kind % 9
    partners = [kind + step for step in (-3, 3) if 0 <= rank + step <= 8]
    suji = [p in safe for p in partners]
    if all(suji):
        return SUJI_BY_RANK[rank]
    if any(suji):
        return HALF_SUJI_MIDDLE
    return OPEN_BY_RANK[rank]


def dangers(state: RiichiState, seat: int) -> list[float]:
    """Per kind: the summed deal-in chance against every riichi at the table, as `seat` reads it."""
    seen = visible_counts(state, seat)
    total = [0.0] * 34
    for threat in threat_seats(state, seat):
        safe = barred_waits(state, threat)
        for kind in range(34):
            total[kind] += kind_danger(kind, safe, seen)
    return total


def safest_discard(state: RiichiState, seat: int, discards: Sequence[Action]) -> Action:
    """The discard least likely to deal in; among equals the least useful to the hand."""
    danger = dangers(state, seat)
    counts = state.hands[seat].counts
    return min(discards, key=lambda a: (danger[a.cards[0] >> 2], keep_worth(counts, a.cards[0] >> 2)))


def fold_policy(state: RiichiState, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
    """FOLD: a win that comes is taken; every call declined; the safest tile every turn."""
    for action in legal:
        if action.kind in ("tsumo", "ron"):
            return action
    if state.phase != "turn":
        return next((a for a in legal if a.kind == "pass"), legal[0])
    discards = [a for a in legal if a.kind == "discard"]
    if not discards:
        return riichi_playout(state, seat, legal, rng)
    return safest_discard(state, seat, discards)


def push_policy(state: RiichiState, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
    """PUSH: the playout's efficient player, without its fold: toward ready every turn."""
    player = state.hands[seat]
    if PUSH_CONTINUATION != "pure" or state.phase != "turn" or player.riichi:
        return riichi_playout(state, seat, legal, rng)
    if any(a.kind in ("tsumo", "ron") for a in legal):
        return riichi_playout(state, seat, legal, rng)
    riichis = [a for a in legal if a.kind == "riichi"]
    if riichis:
        return min(riichis, key=lambda a: keep_worth(player.counts, a.cards[0] >> 2))
    discards = [a for a in legal if a.kind == "discard"]
    if len(discards) < 2:
        return riichi_playout(state, seat, legal, rng)
    return _efficient_discard(player.counts, len(player.melds), discards, riichi_shanten, rng)


Plan = Callable[[RiichiState, int, Sequence[Action], random.Random], Action]


class PushFoldJudge:
    """`strong`'s judge (SearchHooks.judge) where a riichi is at the table: PUSH against FOLD
    as plans, paired. Values only the anchor (`normal`'s move) unless FOLD wins the test; None
    where there is no such choice, so the search goes on as before there."""

    def __init__(self, game: Any, anchor: Any, deal: Callable[[Any, int, random.Random], Any],
                 seed: int | None, iterations: int | None) -> None:
        self.game = game
        self.anchor = anchor  # NormalAnchor: normal's move, asked once a decision
        self.deal = deal  # ready_world: the riichi seats dealt ready hands
        self.rng = random.Random(seed)
        self.iterations = iterations
        self.deadline = math.inf
        self.playouts = 0  # playouts of the last decision (the bot reports them)
        self.last_gain: tuple[float, float, int] | None = None  # FOLD - PUSH: mean, error, worlds

    def tell_deadline(self, deadline: float) -> None:
        self.deadline = deadline

    def plan_moves(self, observation: Mapping[str, Any],
                   legal: Sequence[Action]) -> tuple[Action, Action | None] | None:
        """None where no riichi threatens the seat; else (PUSH's move, FOLD's move), FOLD's None
        where it would not differ from `normal`'s (normal's tile as safe, a pass, a win, a kan)."""
        seat = int(observation["seat"])
        views = observation["seat_views"]
        if not any(v["seat"] != seat and v["riichi"] for v in views):
            return None
        if any(v["seat"] == seat and v["riichi"] for v in views):
            return None
        push = self.anchor.choose(observation, legal)
        fold: Action | None = None
        if observation["phase"] == "turn" and push.kind == "discard":
            world = self.deal(observation, seat, random.Random(0))
            danger = dangers(world, seat)
            if ROOT_SAFETY == "worlds":
                danger = self.world_danger(observation, seat, danger)
            counts = world.hands[seat].counts
            discards = [a for a in legal if a.kind == "discard"]
            fold = min(discards, key=lambda a: (danger[a.cards[0] >> 2], keep_worth(counts, a.cards[0] >> 2)))
            if danger[push.cards[0] >> 2] <= danger[fold.cards[0] >> 2]:
                fold = None  # normal's tile is as safe: it folds already (or need not)
        elif observation["phase"] != "turn" and push.kind in ("pon", "chi"):
            fold = next((a for a in legal if a.kind == "pass"), None)
        return push, fold

    def world_danger(self, observation: Mapping[str, Any], seat: int, tiers: Sequence[float]) -> list[float]:
        """Per kind: the share of SAFETY_WORLDS dealt worlds in which a riichi waits on it (the
        tiers break ties, a hundredth of a share at most)."""
        hits = [0] * 34
        for index in range(SAFETY_WORLDS):
            world = self.deal(observation, seat, random.Random(index))
            waiting: set[int] = set()
            for threat in threat_seats(world, seat):
                waiting.update(world.hands[threat].waits)
            for kind in waiting:
                hits[kind] += 1
        return [hits[k] / SAFETY_WORLDS + tiers[k] / 10000.0 for k in range(34)]

    def __call__(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> dict[Action, float] | None:
        self.playouts, self.last_gain = 0, None
        moves = self.plan_moves(observation, legal)
        if moves is None:
            return None
        push, fold = moves
        if fold is None:
            # under a riichi the plans decide: normal's move, where folding would not change it
            # (the moves played out one by one overruled no better than noise there)
            return None if MOVE_SEARCH_UNDER_RIICHI else {push: 0.0}
        seat = int(observation["seat"])
        push_points: list[float] = []
        diffs: list[float] = []
        budget = self.iterations
        per_world = 0.0
        while True:
            if budget is not None and self.playouts + 2 > budget:
                break
            started = time.perf_counter()
            if started + per_world >= self.deadline:
                break
            world_seed, dice_seed = self.rng.getrandbits(64), self.rng.getrandbits(64)
            pushed = self._play(observation, seat, push, push_policy, world_seed, dice_seed)
            folded = self._play(observation, seat, fold, fold_policy, world_seed, dice_seed)
            self.playouts += 2
            per_world = max(per_world, time.perf_counter() - started)
            if pushed is None or folded is None:
                continue
            push_points.append(pushed)
            diffs.append(folded - pushed)
            if len(diffs) >= MIN_WORLDS and _clearly_behind(diffs, PLAN_MARGIN):
                break
        if not push_points:
            return {push: 0.0}
        push_mean = math.fsum(push_points) / len(push_points)
        gain, error = _mean_and_error(diffs)
        self.last_gain = (gain, error, len(diffs))
        if len(diffs) >= PLAN_MIN_WORLDS and gain > overrule_z(len(diffs), 1) * error + PLAN_MARGIN:
            return {fold: push_mean + gain, push: push_mean}
        # not shown better: a tie at best (normal's move stands on a tie), shown in the hints
        return {push: push_mean, fold: push_mean + min(gain, 0.0)}

    def _play(self, observation: Mapping[str, Any], seat: int, move: Action, plan: Plan,
              world_seed: int, dice_seed: int) -> float | None:
        """The seat's points to the end of the hand: `move` now, then `plan` for its turns."""
        game = self.game
        state = self.deal(observation, seat, random.Random(world_seed))
        base = game.standings(state)[seat]
        deal = game.deal_number(state)
        try:
            game.apply(state, seat, move)
        except Exception:
            return None
        rng = random.Random(dice_seed)
        for _ in range(MAX_MOVES):
            waiting = game.to_act(state)
            if not waiting or game.deal_number(state) != deal:
                break
            actor = waiting[0]
            legal = game.legal_actions(state, actor)
            policy = plan if actor == seat else riichi_playout
            game.apply(state, actor, policy(state, actor, legal, rng))
        if game.is_over(state):
            result = game.result(state)
            if result is not None:
                return float(result.points[seat]) - base
        return float(game.standings(state)[seat]) - base
