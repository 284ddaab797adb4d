"""Riichi `normal` with its tile search switched on (RIICHI_TILE_SEARCH, off by default) against
three heuristics, per-hand duplicate, as the arena's JSON report.

    .venv/bin/python tools/riichi_tile_search_per_hand.py --hands 300 --seed 901 --iterations 520

The switch is turned on in this process only (the arena runs with one job), so the table and
every other command keep playing the heuristic's moves."""

from __future__ import annotations

import argparse
import json
import sys
import time

from shikitable.ai import mahjong_search, make_bot, register_search_hooks
from shikitable.session.arena import arena


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=100)
    parser.add_argument("--seed", type=int, default=901)
    parser.add_argument("--iterations", type=int, default=520, help="the playouts 0.2 s buys on an idle core")
    args = parser.parse_args()
    if args.hands < 2 or args.iterations < 1:
        parser.error("--hands must be at least 2 and --iterations at least 1")
    make_bot("riichi", "heuristic")  # the bot modules register their hooks on import: ours goes after
    register_search_hooks("riichi", lambda game: mahjong_search.riichi_hooks(game, True))
    started = time.perf_counter()
    report = arena("riichi", ["normal", "heuristic", "heuristic", "heuristic"], args.hands, args.seed, jobs=1,
                   iterations=args.iterations, per_hand=True)
    report["wall_s"] = round(time.perf_counter() - started, 1)
    json.dump(report, sys.stdout, indent=1)
    print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
