"""How long a search bot takes to decide, per game, and where the time goes.

    .venv/bin/python tools/decision_times.py [--level normal] [--decisions 40] [--games taxot,riichi]

Each game plays bot-only matches at its default player count: seat 0 is the search bot of the
level, the other seats are `heuristic` (quick, so the run is spent on the decisions measured).
Only decisions with a choice count (with one legal move the bot answers at once). For each
game it prints the decision time p50/p95/max in ms (the acceptance line is p95 <= 250 ms for
`normal`, whose budget is 200 ms), the p95 of the CPU time the decision's thread used (what
a loaded machine does not stretch: on a loaded machine the wall-clock time runs past it),
and where the time went at p95: the search loop (its
iterations stop at the first one to end after the budget; the longest single iteration
shows how far one can overrun), and the heuristic's own choice (the search keeps the
heuristic's move unless it is clearly surer of another, so that runs once per decision).
Wall-clock figures: a loaded machine makes them worse; compare on an idle one."""

from __future__ import annotations

import argparse
import random
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def percentile(values: list[float], fraction: float) -> float:
    """The nearest-rank percentile (as the arena's)."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, -(-round(fraction * len(ordered) * 1000) // 1000) - 1))]


def _timed(function: Callable[..., Any], into: list[float]) -> Callable[..., Any]:
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        started = time.perf_counter()
        try:
            return function(*args, **kwargs)
        finally:
            into.append(time.perf_counter() - started)

    return wrapper


def measure(game_id: str, level: str, count: int, seed: int) -> dict[str, Any]:
    from shikitable.ai import make_bot
    from shikitable.ai.search import SearchBot
    from shikitable.games import get_game

    game = get_game(game_id)
    players = game.default_players
    rng = random.Random(seed)
    bot = make_bot(game_id, level, seed)
    assert isinstance(bot, SearchBot)
    # per decision: the whole choice, the search loop, each iteration, the heuristic's choice
    iterations: list[float] = []
    analyses: list[float] = []
    priors: list[float] = []
    bot._iterate = _timed(bot._iterate, iterations)  # type: ignore[method-assign]
    bot.analyse = _timed(bot.analyse, analyses)  # type: ignore[method-assign]
    if bot.prior is not None:
        bot.prior.choose = _timed(bot.prior.choose, priors)  # type: ignore[method-assign]
    others = [make_bot(game_id, "heuristic", seed + seat) for seat in range(players)]
    records: list[dict[str, float]] = []
    while len(records) < count:
        state = game.setup(players, None, rng.randrange(2**31))
        while len(records) < count:
            waiting = game.to_act(state)
            if not waiting:
                break
            seat = waiting[0]
            legal = game.legal_actions(state, seat)
            observation = game.observation(state, seat)
            if seat != 0 or len(legal) < 2:
                _, events = game.apply(state, seat, others[seat].choose(observation, legal))
                if bot.watches_events:  # a search that follows the play (開樽's stakes) hears it
                    bot.see([e.seen_by(0) for e in events])
                continue
            iterations.clear()
            analyses.clear()
            priors.clear()
            started, cpu = time.perf_counter(), time.thread_time()
            action = bot.choose(observation, legal)
            total = time.perf_counter() - started
            records.append({
                "total": total,
                "cpu": time.thread_time() - cpu,
                "search": sum(analyses),
                "iterations": len(iterations),
                "longest": max(iterations, default=0.0),
                "prior": sum(priors),
            })
            _, events = game.apply(state, seat, action)
            if bot.watches_events:
                bot.see([e.seen_by(0) for e in events])
    totals = [r["total"] for r in records]
    p95 = percentile(totals, 0.95)
    slow = [r for r in records if r["total"] >= p95]  # where the time goes in the slowest 5%
    return {
        "decisions": len(records),
        "p50": percentile(totals, 0.50),
        "p95": p95,
        "max": max(totals),
        "cpu_p95": percentile([r["cpu"] for r in records], 0.95),
        "iterations": percentile([r["iterations"] for r in records], 0.50),
        "longest": max(r["longest"] for r in records),
        "slow_search": max(r["search"] for r in slow),
        "slow_prior": max(r["prior"] for r in slow),
        "prior_p95": percentile([r["prior"] for r in records], 0.95),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--level", choices=("normal", "strong"), default="normal")
    parser.add_argument("--decisions", type=int, default=40, help="decisions with a choice per game")
    parser.add_argument("--games", default="", help="comma-separated game ids (default: every game)")
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args()

    from shikitable.ai import SEARCH_SECONDS
    from shikitable.games import GAMES

    games = [g.strip() for g in options.games.split(",") if g.strip()] or list(GAMES)
    unknown = [g for g in games if g not in GAMES]
    if unknown:
        parser.error(f"unknown game {unknown[0]!r}; games: {', '.join(GAMES)}")
    budget = SEARCH_SECONDS[options.level]
    print(f"`{options.level}` decision times ({options.decisions} decisions with a choice a game, "
          f"budget {1000 * budget:.0f} ms; seat 0 against heuristic seats)")
    print("| game | p50 ms | p95 ms | max ms | p95 CPU ms | iterations (p50) | longest iteration ms "
          "| slowest 5%: search ms | slowest 5%: heuristic ms |")
    print("|---|---|---|---|---|---|---|---|---|")
    for game_id in games:
        try:
            r = measure(game_id, options.level, options.decisions, options.seed)
        except Exception as error:  # noqa: BLE001 - one game's failure is a finding, not the end
            print(f"| `{game_id}` | failed: {type(error).__name__} {error} | | | | | | | |", flush=True)
            traceback.print_exc()
            continue
        print(f"| `{game_id}` | {1000 * r['p50']:.0f} | {1000 * r['p95']:.0f} | {1000 * r['max']:.0f} "
              f"| {1000 * r['cpu_p95']:.0f} | {r['iterations']:.0f} | {1000 * r['longest']:.0f} "
              f"| {1000 * r['slow_search']:.0f} | {1000 * r['slow_prior']:.0f} |", flush=True)


if __name__ == "__main__":
    main()
