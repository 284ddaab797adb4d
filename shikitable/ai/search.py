"""One search bot for every game: single-observer information-set Monte Carlo tree search
(SO-ISMCTS, Cowling, Powley & Whitehouse 2012).

The bot sees only its observation. Each iteration deals one world consistent with it
(`Game.determinize`), walks the tree over the moves legal in that world (a child's
"availability" counts how often it could have been chosen, and replaces the parent's visit
count in the UCB term), adds one node, plays the rest out and backs up every seat's points.
A playout ends with the match, or (when the game can say so) with the current deal, scored by
the change in each seat's standings: a whole match of random play says little about one move.

Deterministic under a seed and an iteration budget; a time budget trades that for speed."""

from __future__ import annotations

import logging
import math
import random
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from shikitable.ai import SearchHooks
from shikitable.ai.base import Bot
from shikitable.core.actions import Action
from shikitable.core.game import Game

log = logging.getLogger(__name__)


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
        self.max_playout = hooks.max_playout or max_playout
        self.playout_policy = hooks.playout
        self.evaluate = hooks.evaluate
        self.prior = prior
        self.last_iterations = 0
        self._players = 0
        self._hurry = threading.Event()

    def hurry(self) -> None:
        self._hurry.set()

    # --- the bot --------------------------------------------------------------------------

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
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
        estimates = self.analyse(observation, legal)
        pick = self._pick(observation, legal, estimates)
        rest = sorted((e for e in estimates if e.action != pick), key=lambda e: (e.visits > 0, e.expected_points))
        return [next(e for e in estimates if e.action == pick), *reversed(rest)]

    def _pick(self, observation: Mapping[str, Any], legal: Sequence[Action], estimates: list[MoveEstimate]) -> Action:
        best = max((e for e in estimates if e.visits >= 8), key=lambda e: e.expected_points, default=estimates[0])
        if self.prior is None:
            return best.action
        # The heuristic's move stands unless the search is clearly (two standard errors) surer
        # of another: a short search is noisy, and a good heuristic is not.
        suggested = self.prior.choose(observation, legal)
        if best.action == suggested:
            return suggested
        mine = next((e for e in estimates if e.action == suggested), None)
        if mine is None or mine.visits < 8 or best.visits < 8:
            return suggested  # a standard error from a handful of playouts (often 0) means nothing
        margin = 2.0 * math.sqrt(best.standard_error**2 + mine.standard_error**2)
        return best.action if best.expected_points - mine.expected_points > margin else suggested

    def analyse(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> list[MoveEstimate]:
        """Every legal move with the points the search expects from it, best first."""
        seat = int(observation["seat"])
        rng = random.Random(self.rng.getrandbits(64))
        self._players = int(observation["players"])
        root = _Node(self._players)
        scale = [1.0]  # the largest point swing seen so far: keeps UCB's terms comparable
        deadline = time.perf_counter() + self.seconds if self.seconds is not None else math.inf
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

    # --- one iteration --------------------------------------------------------------------

    def _iterate(
        self, root: _Node, observation: Mapping[str, Any], me: int, rng: random.Random, scale: list[float]
    ) -> None:
        game = self.game
        state = game.determinize(observation, me, rng)
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
