"""Random-play speed of Magic: the Mahjong and riichi beside jansou's engine, in one run.

    .venv/bin/python tools/magic_jansou_speed.py [--seconds 30] [--slice 0.5]

Every engine plays whole matches with uniformly random moves: ours through legal_actions and
apply (the loop of tools/bench_all.py), jansou through its Environment.play generator (each
decision request answered with a random offered action). A step is one move applied. The
engines take turns in short slices (`--slice` seconds each, `--seconds` in all), so that on a
shared machine each sees the same load; the figures are steps per second of CPU time (and of
wall time) summed over each engine's slices, and each engine's ratio to jansou. jansou is in
the test extra."""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Iterator

from shikitable.games import GAMES
from shikitable.session.simulate import play_random_match

Steps = Iterator[int]  # yields after every match with the steps it took


def ours(game_id: str) -> Steps:
    game = GAMES[game_id]
    rng = random.Random(1)
    while True:
        yield play_random_match(game, game.default_players, None, rng)


def jansou_matches() -> Steps:
    from jansou.core.rules import Rules
    from jansou.game.environment import Environment

    rng = random.Random(1)
    while True:
        game = Environment(Rules(), seed=rng.randrange(2**31)).play()
        steps = 0
        request = next(game)
        try:
            while True:
                steps += 1
                request = game.send(rng.choice(request.actions))
        except StopIteration:
            yield steps


def measure(engines: dict[str, Steps], seconds: float, slice_s: float) -> dict[str, tuple[int, float, float]]:
    """Steps, wall and CPU seconds per engine, the engines taking turns for `slice_s` each."""
    totals = {name: (0, 0.0, 0.0) for name in engines}
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        for name, matches in engines.items():
            count, wall, cpu = totals[name]
            start_wall, start_cpu = time.perf_counter(), time.process_time()
            while time.perf_counter() - start_wall < slice_s:
                count += next(matches)
            totals[name] = (count, wall + time.perf_counter() - start_wall, cpu + time.process_time() - start_cpu)
    return totals


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=30.0)
    parser.add_argument("--slice", type=float, default=0.5)
    args = parser.parse_args()
    if args.seconds <= 0 or args.slice <= 0:
        parser.error("--seconds and --slice must be positive")
    try:
        import jansou  # noqa: F401  (the test extra)
    except ImportError:
        print("magic_jansou_speed: jansou is not installed (pip install -e '.[test]')", file=sys.stderr)
        raise SystemExit(2) from None
    makers: dict[str, Callable[[], Steps]] = {
        "jansou": jansou_matches, "riichi": lambda: ours("riichi"), "magic": lambda: ours("magic")}
    totals = measure({name: make() for name, make in makers.items()}, args.seconds, args.slice)
    base = totals["jansou"][0] / totals["jansou"][2]
    print("| engine | steps | steps/s (wall) | steps per CPU-second | × jansou (CPU) |")
    print("|---|---|---|---|---|")
    for name, (count, wall, cpu) in totals.items():
        print(f"| {name} | {count:,} | {count / wall:,.0f} | {count / cpu:,.0f} | {count / cpu / base:.2f} |")


if __name__ == "__main__":
    main()
