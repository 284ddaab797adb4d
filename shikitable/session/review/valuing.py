"""One decision reviewed: the search bot (at the review's level) picks its move from the seat's
observation alone; then the move played, the reviewer's move and its next best are each played
out on the same worlds dealt from that observation with the same dice (paired), so the luck of
the deal cancels in their differences. The value lost is the reviewer's move's mean minus the
played move's, with the standard error of that paired difference."""

from __future__ import annotations

import hashlib
import json
import math
import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from shikitable.ai import SEARCH_SECONDS, make_bot
from shikitable.ai.base import Bot
from shikitable.ai.explain import Reason, explain
from shikitable.ai.search import SearchBot
from shikitable.core.actions import Action
from shikitable.session.review.decisions import Decision
from shikitable.session.review.thresholds import classify

MIN_WORLDS = 4  # fewer paired worlds than this give no standard error worth the name


@dataclass(frozen=True)
class ReviewSettings:
    """How hard the reviewer looks. `iterations`: a fixed search budget per decision (the same
    review every time); None: the level's thinking time. `worlds`: paired worlds per decision;
    `compare_seconds`: a time cap on them (MIN_WORLDS are always dealt)."""

    level: str = "normal"
    iterations: int | None = None
    worlds: int = 32
    compare_seconds: float | None = None
    alternatives: int = 2
    seed: int = 0

    def seconds_for_worlds(self) -> float | None:
        if self.compare_seconds is not None:
            return self.compare_seconds
        return None if self.iterations is not None else 1.5 * SEARCH_SECONDS.get(self.level, 0.2)


@dataclass(frozen=True)
class MoveValue:
    """A move as the reviewer values it: its mean points for the seat over the paired worlds,
    and the standard error of its difference from the reviewer's move (0 for that move)."""

    action: Action
    value: float
    error: float
    reasons: tuple[Reason, ...] = ()


@dataclass(frozen=True)
class DecisionReview:
    position: int
    seat: int
    hand: int
    legal_moves: int
    played: MoveValue
    best: tuple[MoveValue, ...]  # the reviewer's move first, then its next best by value
    lost: float  # points the played move gave up against the reviewer's move (never below 0)
    error: float  # the standard error of `lost`
    verdict: str  # agree / inaccuracy / mistake / blunder
    worlds: int
    reviewer_seconds: float = field(default=0.0, compare=False)

    @property
    def agrees(self) -> bool:
        return self.verdict == "agree"


def decision_seed(settings_seed: int, game_id: str, observation: Mapping[str, Any]) -> int:
    """A seed from the position alone: the same position gets the same reviewer, whoever asks
    and in whatever order (so a seat that plays the reviewer's choices meets them again)."""
    text = json.dumps([settings_seed, game_id, observation], sort_keys=True, default=str)
    return int.from_bytes(hashlib.blake2b(text.encode(), digest_size=8).digest(), "big")


def reviewer_bot(game_id: str, settings: ReviewSettings, observation: Mapping[str, Any]) -> SearchBot:
    bot = make_bot(game_id, settings.level, decision_seed(settings.seed, game_id, observation), settings.iterations)
    if not isinstance(bot, SearchBot):
        raise ValueError(f"the reviewer must be a search level (normal or strong), not {settings.level!r}")
    return bot


class ReviewerBot(Bot):
    """A seat that plays exactly what the reviewer (same level, same seed) would play."""

    name = "reviewer"

    def __init__(self, game_id: str, settings: ReviewSettings) -> None:
        super().__init__(settings.seed)
        self.game_id = game_id
        self.settings = settings

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        return reviewer_bot(self.game_id, self.settings, observation).recommend(observation, legal)[0].action


def review_decision(game_id: str, decision: Decision, settings: ReviewSettings) -> DecisionReview:
    observation, legal = decision.observation, list(decision.legal)
    started = time.perf_counter()
    bot = reviewer_bot(game_id, settings, observation)
    ranked = bot.recommend(observation, legal)
    pick = ranked[0].action
    others = [e.action for e in ranked[1:] if e.visits > 0] or [e.action for e in ranked[1:]]
    moves = [pick, *others[: settings.alternatives]]  # the reviewer's move and its next best
    if decision.played not in moves:
        moves.append(decision.played)
    outcomes = _paired_outcomes(bot, observation, moves, settings, random.Random(bot.rng.getrandbits(64)))
    values = {move: _value(move, outcomes, moves.index(pick), moves.index(move)) for move in moves}

    def valued(move: Action) -> MoveValue:
        mean, error = values[move]
        return MoveValue(move, mean, error, tuple(explain(game_id, observation, move)[:3]))

    played = valued(decision.played)
    next_best = sorted(moves[1 : 1 + settings.alternatives], key=lambda m: -values[m][0])
    best = (valued(pick), *(valued(m) for m in next_best))
    if decision.played == pick:
        lost, error = 0.0, 0.0
    else:
        gap, error = _difference(outcomes, moves.index(pick), moves.index(decision.played))
        lost = max(0.0, gap)
    return DecisionReview(
        position=decision.position,
        seat=decision.seat,
        hand=decision.hand,
        legal_moves=len(legal),
        played=played,
        best=best,
        lost=lost,
        error=error,
        verdict=classify(game_id, lost, error),
        worlds=len(outcomes),
        reviewer_seconds=time.perf_counter() - started,
    )


def _paired_outcomes(
    bot: SearchBot, observation: Mapping[str, Any], moves: list[Action], settings: ReviewSettings, rng: random.Random
) -> list[list[float]]:
    """Per world dealt: every move's points in it (worlds where a move is not legal are left
    out: no fair comparison there)."""
    seconds = settings.seconds_for_worlds()
    deadline = time.perf_counter() + seconds if seconds is not None else math.inf
    outcomes: list[list[float]] = []
    tries = 0
    while len(outcomes) < settings.worlds and tries < 4 * settings.worlds:
        if len(outcomes) >= MIN_WORLDS and time.perf_counter() >= deadline:
            break
        tries += 1
        world_seed, dice_seed = rng.getrandbits(64), rng.getrandbits(64)
        points = [bot.play_out(observation, move, world_seed, dice_seed) for move in moves]
        if all(p is not None for p in points):
            outcomes.append([p for p in points if p is not None])
    return outcomes


def _mean_and_error(samples: Sequence[float]) -> tuple[float, float]:
    if not samples:
        return 0.0, math.inf
    mean = math.fsum(samples) / len(samples)
    if len(samples) < 2:
        return mean, math.inf
    variance = math.fsum((x - mean) ** 2 for x in samples) / (len(samples) - 1)
    return mean, math.sqrt(variance / len(samples))


def _difference(outcomes: list[list[float]], better: int, other: int) -> tuple[float, float]:
    """The mean of `better`'s points minus `other`'s over the worlds, and its standard error."""
    return _mean_and_error([world[better] - world[other] for world in outcomes])


def _value(move: Action, outcomes: list[list[float]], pick: int, index: int) -> tuple[float, float]:
    mean, _ = _mean_and_error([world[index] for world in outcomes])
    if index == pick:
        return mean, 0.0
    _, error = _difference(outcomes, pick, index)
    return mean, error
