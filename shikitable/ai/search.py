"""One search bot for every game: single-observer information-set Monte Carlo tree search
(SO-ISMCTS, Cowling, Powley & Whitehouse 2012).

The bot sees only its observation. Each iteration deals one world consistent with it
(`Game.determinize`), walks the tree over the moves legal in that world (a child's
"availability" counts how often it could have been chosen, and replaces the parent's visit
count in the UCB term), adds one node, plays the rest out and backs up every seat's points.
A playout ends with the match, or (when the game can say so) with the current deal, scored by
the change in each seat's standings: a whole match of random play says little about one move.

With `SearchHooks(paired=True)` the root moves are judged instead by paired playouts (a
"rollout" improvement of the playout policy): each round deals one world and plays every
candidate move out on it with the same playout dice, so the luck of the deal and of the rest
of the play cancels in the differences between moves. The prior's (heuristic's) move stands
unless the search is confident of another: its paired gain must clear a t test corrected for
the number of moves compared (`overrule_z`); moves that fall clearly behind it stop being
tried, so the budget goes to the close calls.

A game may also give a judge (`SearchHooks.judge`): where it values the root moves outright
(a model sharper than a few dozen playouts), the bot plays its best move (the prior's on a near
tie) without playouts; elsewhere it searches as above, in what is left of the budget.

Deterministic under a seed and an iteration budget; a time budget trades that for speed."""

from __future__ import annotations

import functools
import gc
import logging
import math
import random
import statistics
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from shikitable.ai.base import Bot
from shikitable.ai.hooks import SearchHooks
from shikitable.core.actions import Action, IllegalAction
from shikitable.core.events import Event
from shikitable.core.game import Game

log = logging.getLogger(__name__)

# paired mode: a move leaves the race once it trails the prior's by this many standard errors
# (after MIN_WORLDS worlds)
MIN_WORLDS = 4
DROP_Z = 2.0
# The fallback (issue #39): the prior's (heuristic's) move stands unless the search is confident
# of a better one: its gain over the prior's move must clear `overrule_z` standard errors, a
# one-sided test at OVERRULE_ALPHA. Two corrections to a flat two standard errors (which 終季's
# search used, and measured level with the heuristic on fresh seeds): the best of m moves
# compared clears a fixed bar far more often than one move does (so the test is at alpha / m),
# and a standard error from few worlds is itself uncertain (Student's t, not the normal).
OVERRULE_ALPHA = 0.025
# the budget keeps back room for the collection after the search at the highest rate (seconds
# of collection per second of search) of the last few decisions that searched long enough to tell
COLLECTIONS_KEPT = 8
MIN_SEARCH_TIMED = 0.05


class _Node:
    __slots__ = ("children", "visits", "availability", "reward", "squares")

    def __init__(self, players: int) -> None:
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.availability = 0
        self.reward = [0.0] * players
        self.squares = 0.0  # sum of the squared rewards of the seat to move (root moves only)


@dataclass(frozen=True)
class MoveEstimate:
    """One root move as the search saw it: mean points it expects for the seat, and how often
    it was tried (the search's confidence)."""

    action: Action
    expected_points: float
    visits: int
    standard_error: float = math.inf


class SearchBot(Bot):
    name = "search"

    def __init__(
        self,
        game: Game[Any],
        seed: int | None = None,
        *,
        seconds: float | None = 0.2,
        iterations: int | None = None,
        exploration: float = 0.7,
        max_playout: int = 600,
        prior: Bot | None = None,
        hooks: SearchHooks | None = None,
    ) -> None:
        super().__init__(seed)
        if not getattr(game, "searchable", True):
            raise ValueError(f"game {game.id!r} does not support search (it cannot determinize)")
        if seconds is None and iterations is None:
            raise ValueError("a search needs a time or an iteration budget")
        self.game = game
        self.seconds = seconds
        self.iterations = iterations
        self.exploration = exploration
        hooks = hooks or SearchHooks()
        # 0 is allowed: the evaluation scores the position the root move leads to at once
        self.max_playout = hooks.max_playout if hooks.max_playout is not None else max_playout
        self.playout_policy = hooks.playout
        self.evaluate = hooks.evaluate
        self.paired = hooks.paired
        self.max_candidates = max(2, hooks.candidates)
        self.deal_hook = hooks.determinize
        self.copy_world = hooks.copy_world
        self.deal_playout = hooks.deal_playout
        self.choose_candidates = hooks.choose_candidates
        self.overrule_margin = hooks.overrule_margin
        # the paired fallback's level; tools/overrule_check.py tries others on it (`strong@ALPHA`:
        # looser levels for 行戦's strong overruled worse, docs/strength.md "行戦 strong")
        self.overrule_alpha = OVERRULE_ALPHA
        self.judge = hooks.judge
        self.judge_margin = hooks.judge_margin
        self._see = hooks.see
        self._tell_deadline = hooks.deadline
        self.watches_events = hooks.see is not None
        self._judged = False
        self._started = 0.0
        self.prior = prior
        self._prior_move: Action | None = None
        # the prior's (heuristic's) move at the last decision, for tools that check overrules
        self.last_prior_move: Action | None = None
        self.last_iterations = 0
        self._players = 0
        self._hurry = threading.Event()
        # the collection after a decision (recommend) is part of the decision's time, and it
        # grows with the search before it (1.4 s of search left 100-140 ms of garbage, which
        # made strong's decisions 1.5 s at load 4): the recent collections' time per second of
        # search is kept back from the budget
        self._collection_shares: list[float] = []

    def hurry(self) -> None:
        self._hurry.set()

    def see(self, events: Sequence[Event]) -> None:
        if self._see is not None:
            self._see(events)

    # --- the bot --------------------------------------------------------------------------

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            if self.prior is not None:
                # asked all the same: a heuristic may roll its dice even on a forced move, and
                # its dice must stay in step with a heuristic in the same seat (duplicate
                # scoring counts only the moves the search changed)
                self.prior.choose(observation, legal)
            return legal[0]
        try:
            return self.recommend(observation, legal)[0].action
        except Exception:
            if self.prior is None:
                raise
            # a dealt world the rules could not play on (e.g. a declared win in a hand dealt
            # at random): the heuristic's move, not the watchdog's random one
            log.warning("%s search failed; playing the heuristic's move", self.game.id, exc_info=True)
            return self.prior.choose(observation, legal)

    def recommend(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> list[MoveEstimate]:
        """Every legal move, the one this bot plays first, then the others by expected points.
        The table's hints show the head of this list."""
        # A search makes many short-lived objects: an automatic full collection in the middle
        # cost 100-250 ms. Collect after the decision instead (where the process lets the
        # collector run at all: the table's process collects on its own thread only).
        collecting = gc.isenabled()
        gc.disable()
        try:
            estimates = self.analyse(observation, legal)
            pick = self._pick(observation, legal, estimates)
        finally:
            if collecting:
                gc.enable()
                collecting_started = time.perf_counter()
                gc.collect(1)
                self._note_collection(collecting_started - self._started, time.perf_counter() - collecting_started)
        rest = sorted((e for e in estimates if e.action != pick), key=lambda e: (e.visits > 0, e.expected_points))
        return [next(e for e in estimates if e.action == pick), *reversed(rest)]

    def _pick(self, observation: Mapping[str, Any], legal: Sequence[Action], estimates: list[MoveEstimate]) -> Action:
        if self.paired or self._judged:
            return estimates[0].action  # analyse already put the move it plays first
        best = max((e for e in estimates if e.visits >= 8), key=lambda e: e.expected_points, default=estimates[0])
        if self.prior is None:
            return best.action
        # The heuristic's move stands unless the search is clearly surer of another (the
        # fallback's test below): a short search is noisy, and a good heuristic is not.
        suggested = self._prior_move
        if suggested is None or suggested not in legal:
            suggested = self.prior.choose(observation, legal)
        if best.action == suggested:
            return suggested
        mine = next((e for e in estimates if e.action == suggested), None)
        if mine is None or mine.visits < 8 or best.visits < 8:
            return suggested  # a standard error from a handful of playouts (often 0) means nothing
        # the fallback's test (OVERRULE_ALPHA), here on unpaired means: the best of the moves
        # searched enough to have a standard error
        compared = sum(1 for e in estimates if e.visits >= 8 and e.action != suggested)
        z = overrule_z(min(best.visits, mine.visits), compared)
        margin = z * math.sqrt(best.standard_error**2 + mine.standard_error**2)
        return best.action if best.expected_points - mine.expected_points > margin else suggested

    def _note_collection(self, searched: float, collected: float) -> None:
        """A decision's search took `searched` seconds and the collection after it `collected`
        (decisions too short to tell are left out)."""
        if searched >= MIN_SEARCH_TIMED:
            self._collection_shares = [*self._collection_shares[-(COLLECTIONS_KEPT - 1) :], collected / searched]

    def _deadline(self) -> float:
        """When the search stops: the budget from the decision's start, less the collection
        that will follow it (at the highest recent rate, never more than a quarter of it)."""
        if self.seconds is None:
            return math.inf
        share = min(max(self._collection_shares, default=0.0), 1 / 3)
        return self._started + self.seconds / (1 + share)

    def analyse(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> list[MoveEstimate]:
        """Every legal move with the points the search expects from it, best first."""
        self.last_prior_move = None
        seat = int(observation["seat"])
        rng = random.Random(self.rng.getrandbits(64))
        self._players = int(observation["players"])
        self._judged = False
        self._started = time.perf_counter()  # a judge's time counts in the budget
        if self._tell_deadline is not None:
            self._tell_deadline(self._deadline())
        if self.judge is not None:
            judged = self._analyse_judged(observation, legal)
            if judged is not None:
                return judged
        if self.paired:
            return self._analyse_paired(observation, legal, seat, rng)
        root = _Node(self._players)
        scale = [1.0]  # the largest point swing seen so far: keeps UCB's terms comparable
        deadline = self._deadline()
        # the heuristic's move first: its thinking time counts in the budget (asked after the
        # search, a slow heuristic came on top of it)
        self._prior_move = self.prior.choose(observation, legal) if self.prior is not None else None
        self.last_prior_move = self._prior_move
        done = 0
        self._hurry.clear()
        while (self.iterations is None or done < self.iterations) and (done == 0 or time.perf_counter() < deadline):
            self._iterate(root, observation, seat, rng, scale)
            done += 1
            if self._hurry.is_set():
                break
        self.last_iterations = done
        estimates = []
        for action in legal:
            child = root.children.get(action)
            if child is None or child.visits == 0:
                estimates.append(MoveEstimate(action, 0.0, 0))
            else:
                mean = child.reward[seat] / child.visits
                variance = max(0.0, child.squares / child.visits - mean * mean)
                error = math.sqrt(variance / child.visits) if child.visits > 1 else math.inf
                estimates.append(MoveEstimate(action, mean, child.visits, error))
        estimates.sort(key=lambda e: (e.visits, e.expected_points), reverse=True)
        return estimates

    def _analyse_judged(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> list[MoveEstimate] | None:
        """The game's judge values the moves: the best first (the prior's on a near tie)."""
        assert self.judge is not None
        values = self.judge(observation, legal)
        judged = [a for a in legal if a in values] if values else []
        if not values or not judged:
            return None
        self._judged = True
        self.last_iterations = getattr(self.judge, "playouts", 0)  # a judge that plays out counts them
        best = max(judged, key=lambda a: values[a])
        suggested = self.prior.choose(observation, legal) if self.prior is not None else None
        self.last_prior_move = suggested
        if suggested in values and values[suggested] >= values[best] - self.judge_margin:
            best = suggested
        ordered = sorted(judged, key=lambda a: -values[a])
        ordered.remove(best)
        unvalued = [MoveEstimate(a, 0.0, 0) for a in legal if a not in values]  # moves it would not play
        return [MoveEstimate(a, values[a], 1, 0.0) for a in (best, *ordered)] + unvalued

    def _deal_world(self, observation: Mapping[str, Any], seat: int, rng: random.Random) -> Any:
        """A world consistent with the observation: the game's own hook if it has one."""
        if self.deal_hook is not None:
            return self.deal_hook(observation, seat, rng)
        return self.game.determinize(observation, seat, rng)

    def play_out(self, observation: Mapping[str, Any], move: Action, world_seed: int, dice_seed: int) -> float | None:
        """The points the observation's seat gets from `move` in the world `world_seed` deals from
        the observation, the rest played by the playout policy with `dice_seed` (scored as the
        search scores a playout); None when the move is not legal in that world. Equal seeds give
        every move the same world and dice: a reviewer compares moves on them (pairing)."""
        seat = int(observation["seat"])
        self._players = int(observation["players"])
        state = self._deal_world(observation, seat, random.Random(world_seed))
        base = self.game.standings(state)
        deal = self.game.deal_number(state)
        try:
            self.game.apply(state, seat, move)
        except IllegalAction:
            return None
        return self._playout(state, deal, base, random.Random(dice_seed))[seat]

    # --- paired playouts ------------------------------------------------------------------

    def _candidates(self, observation: Mapping[str, Any], legal: Sequence[Action], rng: random.Random) -> list[Action]:
        """The prior's move first, then the others: those the game's chooser names (best first),
        or a random few without one when there are many."""
        suggested = self.prior.choose(observation, legal) if self.prior is not None else None
        self.last_prior_move = suggested
        room = self.max_candidates - (suggested is not None)
        if self.choose_candidates is not None:
            others = [a for a in self.choose_candidates(observation, legal, suggested) if a != suggested][:room]
            return ([suggested] if suggested is not None else []) + others or [legal[0]]
        others = [a for a in legal if a != suggested]
        if len(others) > room:
            others = rng.sample(others, room)
        return ([suggested] if suggested is not None else []) + others

    def _analyse_paired(
        self, observation: Mapping[str, Any], legal: Sequence[Action], seat: int, rng: random.Random
    ) -> list[MoveEstimate]:
        game = self.game
        deadline = self._deadline()
        candidates = self._candidates(observation, legal, rng)  # the prior's time counts too
        anchored = self.prior is not None  # candidates[0] is the prior's move
        if anchored and len(candidates) == 1 and self.choose_candidates is not None:
            # the game's chooser found nothing worth comparing: the prior's move, no worlds dealt
            self.last_iterations = 0
            return self._paired_estimates(legal, candidates, [[]], [[]], anchored)
        # per candidate: its points in each world it was played in, and (paired) the difference
        # from the first candidate's points in that same world
        points: list[list[float]] = [[] for _ in candidates]
        diffs: list[list[float]] = [[] for _ in candidates]
        racing = list(range(len(candidates)))
        done = 0
        # the dearest playout so far (wall time of a whole round over its playouts, the world's
        # dealing included): a round that would not end by the deadline is not begun, as a
        # round cut short is dropped and only makes the decision late
        per_playout = 0.0
        self._hurry.clear()
        while len(racing) > 1 or not points[0]:
            if self.iterations is not None and done + len(racing) > self.iterations and done > 0:
                break
            round_started = time.perf_counter()
            if round_started + per_playout * len(racing) >= deadline or self._hurry.is_set():
                break
            world_seed, dice_seed = rng.getrandbits(64), rng.getrandbits(64)
            world: dict[int, float] = {}
            dealt = None if self.copy_world is None else self._deal_world(observation, seat, random.Random(world_seed))
            for index in racing:
                if time.perf_counter() >= deadline or self._hurry.is_set():
                    break  # out of time inside a round: that round is dropped (unpaired)
                # the same world and the same dice for every candidate: determinize is
                # deterministic under its rng, and cheaper than cloning one dealt world
                # (unless the game's hooks copy it cheaply)
                if dealt is None or self.copy_world is None:
                    state = self._deal_world(observation, seat, random.Random(world_seed))
                else:
                    state = self.copy_world(dealt)
                base = game.standings(state)
                deal = game.deal_number(state)
                done += 1
                try:
                    game.apply(state, seat, candidates[index])
                except IllegalAction:
                    break  # not legal in this world: no fair comparison from it
                world[index] = self._playout(state, deal, base, random.Random(dice_seed))[seat]
            if len(world) < len(racing):
                if not points[0] and done > 8 * len(candidates):
                    break
                continue
            per_playout = max(per_playout, (time.perf_counter() - round_started) / len(world))
            for index, value in world.items():
                points[index].append(value)
                diffs[index].append(value - world[racing[0]] if anchored else value)
            if anchored:
                racing = [i for i in racing if i == 0 or not _clearly_behind(diffs[i], self.overrule_margin)]
        self.last_iterations = done
        return self._paired_estimates(legal, candidates, points, diffs, anchored)

    def _paired_estimates(
        self,
        legal: Sequence[Action],
        candidates: list[Action],
        points: list[list[float]],
        diffs: list[list[float]],
        anchored: bool,
    ) -> list[MoveEstimate]:
        """Every legal move, the one to play first. With a prior, a move's expected points are
        the prior move's mean plus its paired difference (comparable across moves tried in
        different numbers of worlds); the standard error is that of the difference."""
        base_mean = statistics.fmean(points[0]) if anchored and points[0] else 0.0
        tried: list[MoveEstimate] = []
        for index, action in enumerate(candidates):
            if not points[index]:
                continue
            if anchored and index > 0:
                mean, error = _mean_and_error(diffs[index])
                tried.append(MoveEstimate(action, base_mean + mean, len(points[index]), error))
            else:
                mean, error = _mean_and_error(points[index])
                tried.append(MoveEstimate(action, mean, len(points[index]), error))
        if not tried:  # no time for one whole round: the prior's move (or the first legal)
            return [MoveEstimate(a, 0.0, 0) for a in (*candidates, *(a for a in legal if a not in candidates))]
        if anchored:
            pick = tried[0]
            compared = len(tried) - 1
            ahead = [
                e
                for e in tried[1:]
                if e.visits >= MIN_WORLDS
                and e.expected_points - base_mean
                > overrule_z(e.visits, compared, self.overrule_alpha) * e.standard_error + self.overrule_margin
            ]
            if ahead:
                pick = max(ahead, key=lambda e: e.expected_points)
        else:
            pick = max((e for e in tried if e.visits > 0), key=lambda e: e.expected_points)
        rest = sorted((e for e in tried if e is not pick), key=lambda e: -e.expected_points)
        untried = [MoveEstimate(a, 0.0, 0) for a in legal if all(e.action != a for e in tried)]
        return [pick, *rest, *untried]

    # --- one iteration --------------------------------------------------------------------

    def _iterate(
        self, root: _Node, observation: Mapping[str, Any], me: int, rng: random.Random, scale: list[float]
    ) -> None:
        game = self.game
        state = self._deal_world(observation, me, rng)
        base = game.standings(state)
        deal = game.deal_number(state)
        node = root
        path = [root]
        # selection and expansion, over the moves legal in this world
        while True:
            waiting = game.to_act(state)
            if not waiting or (deal is not None and game.deal_number(state) != deal):
                break
            seat = waiting[0]
            legal = game.legal_actions(state, seat)
            untried = []
            for action in legal:
                child = node.children.get(action)
                if child is None:
                    untried.append(action)
                else:
                    child.availability += 1
            if untried:
                action = untried[rng.randrange(len(untried))]
                child = _Node(len(root.reward))
                child.availability = 1
                node.children[action] = child
                game.apply(state, seat, action)
                path.append(child)
                break
            action = self._select(node, legal, seat, scale[0])
            game.apply(state, seat, action)
            node = node.children[action]
            path.append(node)
        reward = self._playout(state, deal, base, rng)
        swing = max(abs(r) for r in reward)
        if swing > scale[0]:
            scale[0] = swing
        if len(path) > 1:
            path[1].squares += reward[me] ** 2
        for visited in path[1:]:
            visited.visits += 1
            totals = visited.reward
            for i, r in enumerate(reward):
                totals[i] += r

    def _select(self, node: _Node, legal: Sequence[Action], seat: int, scale: float) -> Action:
        best_action = legal[0]
        best_score = -math.inf
        c = self.exploration
        for action in legal:
            child = node.children[action]
            if child.visits == 0:
                return action
            score = child.reward[seat] / (child.visits * scale) + c * math.sqrt(
                math.log(child.availability) / child.visits
            )
            if score > best_score:
                best_score, best_action = score, action
        return best_action

    def _playout(self, state: Any, deal: int | None, base: list[float] | None, rng: random.Random) -> list[float]:
        game = self.game
        policy = self.playout_policy
        whole_deal = deal is not None and game.to_act(state) and game.deal_number(state) == deal
        if self.deal_playout is not None and whole_deal:
            ended = self.deal_playout(state, rng)
            return ended if base is None else [f - b for f, b in zip(ended, base, strict=True)]
        for _ in range(self.max_playout):
            waiting = game.to_act(state)
            if not waiting or (deal is not None and game.deal_number(state) != deal):
                break
            seat = waiting[0]
            legal = game.legal_actions(state, seat)
            action = policy(state, seat, legal, rng) if policy else legal[rng.randrange(len(legal))]
            game.apply(state, seat, action)
        if game.is_over(state):
            result = game.result(state)
            final = [float(p) for p in result.points] if result is not None else None
        elif self.evaluate is not None and deal is not None and game.deal_number(state) == deal:
            # cut inside the deal: the game's evaluation says what the rest is worth
            final = self.evaluate(state)
        else:
            final = game.standings(state)
        if final is None:
            return [0.0] * self._players  # no way to score a cut playout: neutral
        if base is None:
            return final
        return [f - b for f, b in zip(final, base, strict=True)]


@functools.lru_cache(maxsize=4096)
def overrule_z(worlds: int, compared: int, alpha: float = OVERRULE_ALPHA) -> float:
    """Standard errors a move's gain over the prior's must clear to overrule it, when it is the
    best of `compared` moves and its gain was measured in `worlds` worlds: the one-sided
    Student-t quantile at 1 - alpha / compared with worlds - 1 degrees of freedom
    (Cornish-Fisher from the normal's; within 0.03 of the table from 5 degrees up)."""
    if worlds < 2:
        return math.inf
    z = statistics.NormalDist().inv_cdf(1.0 - alpha / max(1, compared))
    v = float(worlds - 1)
    return (z + (z**3 + z) / (4 * v) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * v**2)
            + (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / (384 * v**3))


def _mean_and_error(samples: Sequence[float]) -> tuple[float, float]:
    mean = statistics.fmean(samples)
    if len(samples) < 2:
        return mean, math.inf
    # the sample standard deviation in floats (statistics.stdev's exact fractions cost a third
    # of a paired search's time: the race asks for it every round)
    variance = math.fsum([(x - mean) ** 2 for x in samples]) / (len(samples) - 1)
    return mean, math.sqrt(variance / len(samples))


def _clearly_behind(diffs: Sequence[float], margin: float = 0.0) -> bool:
    """A candidate whose paired difference from the prior's move is clearly below the margin it
    needs to overrule it (clearly negative without one)."""
    if len(diffs) < MIN_WORLDS:
        return False
    mean, error = _mean_and_error(diffs)
    return mean + DROP_Z * error < margin
