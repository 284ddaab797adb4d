"""`shikitable bench --network`: many tables of bots on one server over loopback.

The server runs as its own process (`shikitable serve`), so its CPU time and memory are its
own; this process plays every seat through the asyncio client, one connection per seat, each
seat a random bot that waits `think_ms` before it moves (a table where every move is instant
measures only a queue). Reported: the server's CPU time per move, the move round trip (from
sending a move to the seat's own update for it) p50/p95/p99, and the server's memory per table
(its resident size with every table seated, less its size before, over the number of tables).
Linux only for CPU and memory (read from /proc); elsewhere those figures are null."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from shikitable.ai.base import RandomBot
from shikitable.games import get_game
from shikitable.net.client import Seated, SeatView, TableClient


def _cpu_seconds(pid: int) -> float | None:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return None


def _rss_bytes(pid: int) -> int | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    except (OSError, ValueError):
        return None
    return None


class _Tally:
    def __init__(self) -> None:
        self.round_trips: list[float] = []
        self.moves = 0
        self.refused = 0
        self.matches = 0


async def _play_table(url: str, game_id: str, players: int, deadline: float, think_s: float, seed: int,
                      tally: _Tally, seated_event: asyncio.Event, seated_count: list[int], tables: int) -> None:
    clients = [await TableClient.connect(url, f"bot {seed}-{seat}") for seat in range(players)]
    rng = random.Random(seed)
    first = True
    try:
        while time.monotonic() < deadline:
            table = await clients[0].create_table(game_id, players, [{"kind": "remote"}] * players,
                                                  seed=rng.randrange(2**31))
            seats = [await client.join(table) for client in clients]
            if first:
                first = False
                seated_count[0] += 1
                if seated_count[0] == tables:
                    seated_event.set()
            await seated_event.wait()  # memory is read with every table seated, before play
            await asyncio.gather(*[
                _play_seat(client, seat, RandomBot(rng.randrange(2**31)), deadline, think_s, tally)
                for client, seat in zip(clients, seats, strict=True)
            ])
            tally.matches += 1
    finally:
        for client in clients:
            with contextlib.suppress(Exception):
                await client.close()


async def _play_seat(client: TableClient, seated: Seated, bot: RandomBot, deadline: float, think_s: float,
                     tally: _Tally) -> None:
    view = client.views[(seated.table, seated.seat)]
    done = -1
    while time.monotonic() < deadline:
        await client.wait_for(_my_turn(view, done), 120)
        if view.over:
            return
        done = view.version
        if think_s:
            await asyncio.sleep(think_s)
            if view.version != done:
                continue  # someone else moved meanwhile (a reaction window): look again
        refusals = len(client.refusals)
        sent = time.perf_counter()
        await client.act(seated, bot.choose(view.observation, view.legal), done)
        await client.wait_for(_answered(client, view, done, refusals), 120)
        if view.version > done and len(client.refusals) == refusals:
            tally.round_trips.append(time.perf_counter() - sent)
            tally.moves += 1
        else:
            tally.refused += 1


def _my_turn(view: SeatView, done: int) -> Callable[[], bool]:
    return lambda: view.over or (bool(view.legal) and view.version != done)


def _answered(client: TableClient, view: SeatView, done: int, refusals: int) -> Callable[[], bool]:
    """The move was taken (the version moved on) or refused."""
    return lambda: view.version > done or len(client.refusals) > refusals


async def _bench(url: str, pid: int, game_id: str, tables: int, seconds: float, think_ms: float) -> dict[str, Any]:
    players = get_game(game_id).default_players
    tally = _Tally()
    idle_rss = _rss_bytes(pid)
    seated_event = asyncio.Event()
    seated_count = [0]
    setup_allowance = 60.0
    deadline = time.monotonic() + setup_allowance + seconds
    workers = [asyncio.create_task(_play_table(url, game_id, players, deadline, think_ms / 1000, seed, tally,
                                               seated_event, seated_count, tables))
               for seed in range(tables)]
    await asyncio.wait_for(seated_event.wait(), setup_allowance)
    seated_rss = _rss_bytes(pid)
    for_real = time.monotonic() + seconds  # the measured stretch starts with every table seated
    cpu_start, moves_start, trips_start = _cpu_seconds(pid), tally.moves, len(tally.round_trips)
    started = time.perf_counter()
    while time.monotonic() < for_real:
        await asyncio.sleep(0.2)
    elapsed = time.perf_counter() - started
    cpu_end, moves = _cpu_seconds(pid), tally.moves - moves_start
    trips = sorted(tally.round_trips[trips_start:])
    peak_rss = _rss_bytes(pid)
    for worker in workers:
        worker.cancel()
    await asyncio.gather(*workers, return_exceptions=True)

    def percentile(q: float) -> float | None:
        return round(trips[min(len(trips) - 1, int(q * len(trips)))] * 1000, 2) if trips else None

    cpu = (cpu_end - cpu_start) if cpu_start is not None and cpu_end is not None else None
    return {
        "game": game_id,
        "tables": tables,
        "connections": tables * players,
        "seconds": round(elapsed, 1),
        "think_ms": think_ms,
        "moves": moves,
        "moves_per_s": round(moves / elapsed, 1),
        "server_cpu_ms_per_move": round(cpu / moves * 1000, 3) if cpu is not None and moves else None,
        "server_cpu_share": round(cpu / elapsed, 3) if cpu is not None else None,
        "round_trip_ms": {"p50": percentile(0.50), "p95": percentile(0.95), "p99": percentile(0.99),
                          "mean": round(statistics.fmean(trips) * 1000, 2) if trips else None},
        "server_memory_mb": {
            "idle": round(idle_rss / 2**20, 1) if idle_rss else None,
            "seated": round(seated_rss / 2**20, 1) if seated_rss else None,
            "end": round(peak_rss / 2**20, 1) if peak_rss else None,
        },
        "memory_per_table_kb": round((seated_rss - idle_rss) / tables / 1024, 1) if idle_rss and seated_rss else None,
        "matches_finished": tally.matches,
        "moves_refused": tally.refused,
    }


def cmd_bench_network(options: argparse.Namespace) -> int:
    game_id = options.game or "taxot"
    with tempfile.TemporaryDirectory(prefix="shikitable-bench-") as folder:
        env = dict(os.environ, SHIKITABLE_DATA_DIR=folder)
        server = subprocess.Popen(
            [sys.executable, "-m", "shikitable", "serve", "--port", "0", "--no-announce"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env,
        )
        try:
            assert server.stdout is not None
            line = server.stdout.readline()
            if "listening on " not in line:
                print("shikitable bench: the server did not start", file=sys.stderr)
                return 1
            url = line.split("listening on ")[1].split()[0]
            report = asyncio.run(_bench(url, server.pid, game_id, options.tables, options.seconds,
                                        options.think_ms))
        finally:
            server.terminate()
            try:
                server.wait(timeout=30)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()
    print(json.dumps(report, indent=1))
    return 0
