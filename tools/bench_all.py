"""Random-playout speed of every registered game, as a Markdown table for the README.

    .venv/bin/python tools/bench_all.py [--seconds 10]

Each game runs `shikitable bench` (legal_actions, a random pick, apply) at its default player
count; wall-clock figures need a quiet machine (the CPU-time column does not)."""

from __future__ import annotations

import argparse
import random
import time

from shikitable.games import GAMES
from shikitable.session.simulate import play_random_match


def bench(game_id: str, seconds: float) -> tuple[int, float, float]:
    game = GAMES[game_id]
    rng = random.Random(1)
    actions = 0
    wall, cpu = time.perf_counter(), time.process_time()
    while time.perf_counter() - wall < seconds:
        actions += play_random_match(game, game.default_players, None, rng)
    return actions, time.perf_counter() - wall, time.process_time() - cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=10.0)
    seconds = parser.parse_args().seconds
    print("| game | players | actions/s (wall) | actions per CPU-second |")
    print("|---|---|---|---|")
    for game_id, game in GAMES.items():
        actions, wall, cpu = bench(game_id, seconds)
        print(f"| `{game_id}` {game.name_ja} | {game.default_players} | {actions / wall:,.0f} | {actions / cpu:,.0f} |",
              flush=True)


if __name__ == "__main__":
    main()
