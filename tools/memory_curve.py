"""Memory over a long evening: the resident set (RSS) of one process, sampled as it runs, for
the two long lives the table has — bots playing riichi match after match in one process (a
table left open), and a server hosting riichi tables of bots (kept at N tables: a finished one is
replaced). Prints one line per sample and, at the end, the growth after the first five minutes.

    nice -n 10 .venv/bin/python tools/memory_curve.py riichi --minutes 30
    nice -n 10 .venv/bin/python tools/memory_curve.py server --tables 20 --minutes 30

Linux (reads /proc/self/statm); elsewhere it reports the peak RSS instead."""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import resource
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from shikitable.ai import make_bot  # noqa: E402
from shikitable.games import get_game  # noqa: E402
from shikitable.session.arenas import limit_malloc_arenas  # noqa: E402
from shikitable.session.host import MatchHost, Seat  # noqa: E402
from shikitable.session.store import DB_NAME, MatchStore  # noqa: E402

SETTLED_AFTER_S = 300.0  # the first five minutes fill the caches; growth is counted after them


def rss_mib() -> float:
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 2**20
    except (OSError, ValueError, IndexError):
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


class Curve:
    def __init__(self, every_s: float) -> None:
        self.every_s, self.started = every_s, time.monotonic()
        self.next_at = 0.0
        self.samples: list[tuple[float, float]] = []
        print("seconds\tRSS MiB\tmatches\tmoves", flush=True)

    def tick(self, matches: int, moves: int, force: bool = False) -> None:
        elapsed = time.monotonic() - self.started
        if elapsed >= self.next_at or force:
            self.next_at = elapsed + self.every_s
            self.samples.append((elapsed, rss_mib()))
            print(f"{elapsed:.0f}\t{self.samples[-1][1]:.1f}\t{matches}\t{moves}", flush=True)

    def summary(self) -> str:
        settled = [rss for at, rss in self.samples if at >= SETTLED_AFTER_S]
        if len(settled) < 2:
            return f"ran {self.samples[-1][0]:.0f} s: too short to count growth after {SETTLED_AFTER_S:.0f} s"
        return (
            f"RSS {self.samples[0][1]:.0f} MiB at start, {settled[0]:.0f} MiB at {SETTLED_AFTER_S:.0f} s, "
            f"{settled[-1]:.0f} MiB at {self.samples[-1][0]:.0f} s: "
            f"{settled[-1] - settled[0]:+.0f} MiB after the first five minutes (peak {max(settled):.0f})"
        )

    def over(self, minutes: float) -> bool:
        return time.monotonic() - self.started >= minutes * 60


def riichi_run(minutes: float, every_s: float, seed: int) -> Curve:
    """Heuristic bots in every seat, full matches one after another, as `shikitable --demo` would."""
    game = get_game("riichi")
    curve = Curve(every_s)
    matches = moves = 0
    while not curve.over(minutes):
        state = game.setup(4, None, seed + matches)
        bots = [make_bot("riichi", "heuristic", seed + matches * 4 + s) for s in range(4)]
        while game.to_act(state) and not curve.over(minutes):
            seat = game.to_act(state)[0]
            game.apply(state, seat, bots[seat].choose(game.observation(state, seat), game.legal_actions(state, seat)))
            moves += 1
            curve.tick(matches, moves)
        matches += 1
    curve.tick(matches, moves, force=True)
    return curve


async def server_run(minutes: float, every_s: float, tables: int, seed: int, folder: Path) -> Curve:
    """A server (no listening socket needed: tables of bots play by themselves) kept at `tables`
    riichi tables of heuristic bots, every move autosaved in its store as `serve` does."""
    from shikitable.net import protocol as p
    from shikitable.net.server import TableServer
    from shikitable.net.table import Slot, Table

    limit_malloc_arenas()  # as `shikitable serve` does
    server = TableServer(store=MatchStore(folder / DB_NAME))
    game = get_game("riichi")
    rng = random.Random(seed)
    curve = Curve(every_s)
    finished = 0

    def open_table(number: int) -> None:
        slots = [Slot(p.BOT, f"bot {s + 1}", "heuristic") for s in range(4)]
        host = MatchHost(game, 4, rng.randrange(2**62), {}, [Seat(s.name, "heuristic") for s in slots])
        host.keep_in(server.store)
        table = Table(f"m{number}", host, slots, p.Settings(), server._table_changed)
        server.tables[table.id] = table
        table.kick()

    opened = 0
    while not curve.over(minutes):
        while len(server.tables) < tables:
            open_table(opened)
            opened += 1
        finished = opened - len(server.tables)
        curve.tick(finished, sum(len(t.host.log) for t in server.tables.values()))
        await asyncio.sleep(1.0)
    curve.tick(finished, 0, force=True)
    await server.stop()
    return curve


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mode", choices=("riichi", "server"))
    parser.add_argument("--minutes", type=float, default=30.0)
    parser.add_argument("--every", type=float, default=30.0, help="seconds between samples")
    parser.add_argument("--tables", type=int, default=20, help="server: riichi tables kept open")
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args()
    if options.mode == "riichi":
        curve = riichi_run(options.minutes, options.every, options.seed)
    else:
        with tempfile.TemporaryDirectory() as folder:
            curve = asyncio.run(server_run(options.minutes, options.every, options.tables, options.seed, Path(folder)))
    print(curve.summary())
    return 0


if __name__ == "__main__":
    sys.exit(main())
