"""Bot-only matches and random-playout throughput, for the CLI's simulate and bench."""

from __future__ import annotations

import logging
import math
import random
import statistics
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from shikitable.ai import make_bot
from shikitable.ai.base import Bot
from shikitable.core.events import Event
from shikitable.core.game import Game, GameResult
from shikitable.session.watchdog import DEFAULT_TIME_LIMIT_S, BotWatchdog

log = logging.getLogger(__name__)


def bot_moves(game: Game[Any], state: Any, bots: Sequence[Bot], watchdog: BotWatchdog) -> Iterator[list[Event]]:
    """The match in `state` played on by its bots, the first seat waiting moving first, every
    choice through the watchdog (which stands in for a broken bot): each move's events, until the
    match ends or the caller stops."""
    while True:
        waiting = game.to_act(state)
        if not waiting:
            return
        seat = waiting[0]
        legal = game.legal_actions(state, seat)
        choice = watchdog.choose(seat, bots[seat], game.observation(state, seat), legal)
        _, events = game.apply(state, seat, choice)
        yield events


def play_match(
    game: Game,
    bots: Sequence[Bot],
    seed: int,
    errors: list[str] | None = None,
    watchdog: BotWatchdog | None = None,
    options: Mapping[str, Any] | None = None,
    listener: Callable[[Sequence[Event]], None] | None = None,
) -> tuple[GameResult, int]:
    """One whole match between bots; returns the result and the number of actions taken.
    A bot that raises, answers with something not legal, edits its list of legal moves or
    overruns the time limit is replaced, for that move, by a random legal one (noted in
    `errors`): one broken bot does not end the match. `listener` hears every event (unfiltered)."""
    state = game.setup(len(bots), options, seed)
    watchdog = watchdog or BotWatchdog(seed=seed)
    failures_before = len(watchdog.failures)
    actions = 0
    watchers = [(seat, bot) for seat, bot in enumerate(bots) if getattr(bot, "watches_events", False)]

    def show(events: Sequence[Any]) -> None:
        for seat, bot in watchers:
            bot.see([event.seen_by(seat) for event in events])

    show(getattr(state, "opening_events", ()))
    if listener is not None:
        listener(getattr(state, "opening_events", ()))
    for events in bot_moves(game, state, bots, watchdog):
        if watchers:
            show(events)
        if listener is not None:
            listener(events)
        actions += 1
    if errors is not None:
        errors.extend(watchdog.failures[failures_before:])
    result = game.result(state)
    assert result is not None
    return result, actions


def simulate(
    game: Game,
    levels: Sequence[str],
    matches: int,
    seed: int,
    time_limit: float = DEFAULT_TIME_LIMIT_S,
    options: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    players = len(levels)
    watchdog = BotWatchdog(time_limit, seed)
    bots = [make_bot(game.id, level, seed * 7919 + seat) for seat, level in enumerate(levels)]
    per_match: list[list[int]] = [[] for _ in range(players)]
    wins = [0] * players
    actions = 0
    errors: list[str] = []
    started = time.perf_counter()
    for index in range(matches):
        result, taken = play_match(game, bots, seed * 1_000_003 + index, errors, watchdog, options)
        actions += taken
        for seat, points in enumerate(result.points):
            per_match[seat].append(points)
        for seat in result.winners:
            wins[seat] += 1
    elapsed = max(time.perf_counter() - started, 1e-9)
    return {
        "game": game.id,
        "players": players,
        "games": matches,
        "seed": seed,
        **({"options": dict(options)} if options else {}),
        "seats": [
            {"seat": seat, "bot": levels[seat], **mean_with_interval(per_match[seat]), "wins": wins[seat]}
            for seat in range(players)
        ],
        "bot_errors": len(errors),
        "seconds": round(elapsed, 3),
        "games_per_s": round(matches / elapsed, 2),
        "actions_per_s": round(actions / elapsed, 1),
    }


def mean_with_interval(samples: Sequence[float]) -> dict[str, float]:
    """The mean and its 95% confidence interval (normal approximation: mean ± 1.96 standard
    errors; the matches are independent, and 100+ of them make the mean near-normal)."""
    mean = statistics.fmean(samples)
    half = 1.96 * statistics.stdev(samples) / math.sqrt(len(samples)) if len(samples) > 1 else math.inf
    return {"mean_points": round(mean, 3), "ci95_low": round(mean - half, 3), "ci95_high": round(mean + half, 3)}


def play_random_match(game: Game[Any], players: int, options: Mapping[str, Any] | None, rng: random.Random) -> int:
    """One match of random legal moves, dealt from `rng`; how many moves it took."""
    state = game.setup(players, options, rng.randrange(2**31))
    moves = 0
    while waiting := game.to_act(state):
        seat = waiting[0]
        game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
        moves += 1
    return moves


def bench(
    game: Game, seconds: float, players: int | None = None, seed: int = 0, options: Mapping[str, Any] | None = None
) -> dict[str, Any]:
    """Random legal play, as fast as the engine goes: legal_actions, a random pick, apply."""
    players = players or game.default_players
    rng = random.Random(seed)
    games = actions = 0
    started = time.perf_counter()
    cpu_started = time.process_time()  # this process's own time: steadier than the clock on a busy machine
    deadline = started + seconds
    while time.perf_counter() < deadline:
        actions += play_random_match(game, players, options, rng)
        games += 1
    elapsed = time.perf_counter() - started
    cpu = max(time.process_time() - cpu_started, 1e-9)
    return {
        "game": game.id,
        "players": players,
        **({"options": dict(options)} if options else {}),
        "seconds": round(elapsed, 2),
        "games": games,
        "actions": actions,
        "games_per_s": round(games / elapsed, 2),
        "actions_per_s": round(actions / elapsed, 1),
        "actions_per_cpu_s": round(actions / cpu, 1),
    }
