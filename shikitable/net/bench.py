"""`shikitable bench --network`: many tables of bots on one server over loopback, played
once with protocol 1 (whole views) and once with protocol 2 (patches), each on a fresh server,
for 終季 and for riichi (or the one `--game`), and printed side by side.

The server runs as its own process (`shikitable serve`), so its CPU time and memory are its
own; this process plays every seat through the asyncio client, one connection per seat, each
seat a random bot that waits `think_ms` before it moves (a table where every move is instant
measures only a queue). Reported: the server's CPU time per move, the move round trip (from
sending a move to the seat's own update for it) p50/p95/p99, and the server's memory per table
(its resident size with every table seated, less its size before, over the number of tables).
Two tables are played from this process and the rest from a second one: 200 connections in one
Python process keep it busy, and its own delay would be counted as the server's; the two
probe tables' round trips are the server's answer time, the load tables' show the rest.
Bytes per seat per move: every byte the seats' connections received while the clock ran,
over the moves made and the seats at a table (each move's update goes to every seat). The
1-minute load average is read before and after each run: on a shared machine the round trips
say more about the machine than about the server. Linux only for CPU and memory (read from
/proc); elsewhere those figures are null."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from shikitable.ai.base import RandomBot
from shikitable.games import get_game
from shikitable.net import protocol as p
from shikitable.net.client import Seated, SeatView, TableClient
from shikitable.net.gctune import tune_for_serving


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
        self.round_trips: list[tuple[float, float]] = []  # (when the answer came, round trip in s)
        self.refused = 0
        self.matches = 0
        self.clients: list[TableClient] = []

    def bytes_received(self) -> int:
        return sum(client.bytes_received for client in self.clients)

    def moves_between(self, start: float, end: float) -> list[float]:
        return [trip for when, trip in self.round_trips if start <= when <= end]


async def _play_table(url: str, game_id: str, players: int, think_s: float, seed: int, tally: _Tally,
                      seated: asyncio.Event, go: asyncio.Event, protocol: int) -> None:
    """One table's seats, each a connection with a random bot, playing match after match."""
    clients = [await TableClient.connect(url, f"bot {seed}-{seat}", protocol=protocol) for seat in range(players)]
    tally.clients += clients
    rng = random.Random(seed)
    try:
        while True:
            table = await clients[0].create_table(game_id, players, [{"kind": "remote"}] * players,
                                                  GAME_OPTIONS.get(game_id))
            seats = [await client.join(table) for client in clients]
            seated.set()
            await go.wait()  # memory is read with every table seated, before play
            await asyncio.gather(*[
                _play_seat(client, seat, RandomBot(rng.randrange(2**31)), think_s, tally)
                for client, seat in zip(clients, seats, strict=True)
            ])
            tally.matches += 1
    finally:
        for client in clients:
            with contextlib.suppress(Exception):
                await client.close()


async def _play_seat(client: TableClient, seated: Seated, bot: RandomBot, think_s: float, tally: _Tally) -> None:
    view = client.views[(seated.table, seated.seat)]
    done = -1
    while True:
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
            tally.round_trips.append((time.monotonic(), time.perf_counter() - sent))
        else:
            tally.refused += 1


def _my_turn(view: SeatView, done: int) -> Callable[[], bool]:
    return lambda: view.over or (bool(view.legal) and view.version != done)


def _answered(client: TableClient, view: SeatView, done: int, refusals: int) -> Callable[[], bool]:
    """The move was taken (the version moved on) or refused."""
    return lambda: view.version > done or len(client.refusals) > refusals


async def _tables(url: str, game_id: str, count: int, first_seed: int, think_s: float, tally: _Tally,
                  go: asyncio.Event, protocol: int) -> tuple[list[asyncio.Task[None]], list[asyncio.Event]]:
    players = get_game(game_id).default_players
    seated = [asyncio.Event() for _ in range(count)]
    tasks = [asyncio.create_task(_play_table(url, game_id, players, think_s, first_seed + i, tally, seated[i], go,
                                             protocol))
             for i in range(count)]
    return tasks, seated


def _load(url: str, game_id: str, count: int, think_s: float, seconds: float, all_seated: Any, start: Any,
          answer: Any, protocol: int) -> None:
    """The load process: `count` tables; says when all are seated, plays from `start` for
    `seconds`, then sends back its round trips and the bytes its seats received meanwhile."""

    async def main() -> None:
        tune_for_serving()
        tally, go = _Tally(), asyncio.Event()
        tasks, seated = await _tables(url, game_id, count, 1000, think_s, tally, go, protocol)
        received, cpu = 0, 0.0
        try:
            await asyncio.wait_for(asyncio.gather(*(event.wait() for event in seated)), SETUP_S)
            all_seated.set()
            await asyncio.to_thread(start.wait, SETUP_S)
            go.set()
            first, cpu_start = tally.bytes_received(), time.process_time()
            await asyncio.sleep(seconds)
            received, cpu = tally.bytes_received() - first, time.process_time() - cpu_start
            await asyncio.sleep(1.0)
        finally:  # whatever happened, report what was measured
            answer.send((tally.round_trips, tally.refused, tally.matches, received, cpu))
            for task in tasks:
                task.cancel()
            if tasks:
                await asyncio.wait(tasks, timeout=10)

    asyncio.run(main())


SETUP_S = 120.0
PROBE_TABLES = 2
# riichi East-only (an East-South match is long); the others as they come
GAME_OPTIONS: dict[str, dict[str, Any]] = {"riichi": {"length": "tonpuu"}, "magic": {"length": "tonpuu"}}


def _percentiles(trips: list[float]) -> dict[str, float | None]:
    ordered = sorted(trips)

    def at(q: float) -> float | None:
        return round(ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000, 2) if ordered else None

    return {"p50": at(0.50), "p95": at(0.95), "p99": at(0.99), "n": len(ordered)}


async def _bench(url: str, pid: int, game_id: str, tables: int, seconds: float, think_ms: float,
                 protocol: int) -> dict[str, Any]:
    """`tables` tables: PROBE_TABLES of them played from this process (lightly loaded, so their
    round trips show the server's answer time), the rest from a load process."""
    import multiprocessing

    context = multiprocessing.get_context("spawn")
    think_s = think_ms / 1000
    probes = min(PROBE_TABLES, tables)
    idle_rss = _rss_bytes(pid)
    all_seated, start = context.Event(), context.Event()
    receive, answer = context.Pipe(duplex=False)
    load = context.Process(target=_load, args=(url, game_id, tables - probes, think_s, seconds, all_seated, start,
                                               answer, protocol), daemon=True)
    load.start()
    tune_for_serving()
    tally, go = _Tally(), asyncio.Event()
    tasks, seated = await _tables(url, game_id, probes, 0, think_s, tally, go, protocol)
    try:
        await asyncio.wait_for(asyncio.gather(*(event.wait() for event in seated)), SETUP_S)
        if not await asyncio.to_thread(all_seated.wait, SETUP_S):
            raise RuntimeError("the load process did not seat its tables")
        seated_rss = _rss_bytes(pid)
        load_before = os.getloadavg()[0]
        began, cpu_start, own_cpu_start = time.monotonic(), _cpu_seconds(pid), time.process_time()
        start.set()
        go.set()
        first = tally.bytes_received()
        await asyncio.sleep(seconds)
        ended, cpu_end, end_rss = time.monotonic(), _cpu_seconds(pid), _rss_bytes(pid)
        own_cpu = time.process_time() - own_cpu_start
        probe_bytes = tally.bytes_received() - first
        load_after = os.getloadavg()[0]
    finally:
        for task in tasks:
            task.cancel()
        if tasks:
            await asyncio.wait(tasks, timeout=10)
    if await asyncio.to_thread(receive.poll, SETUP_S):
        load_trips_all, load_refused, load_matches, load_bytes, load_cpu = receive.recv()
    else:
        load_trips_all, load_refused, load_matches, load_bytes, load_cpu = [], 0, 0, 0, 0.0
    load.join(15)
    if load.is_alive():
        load.terminate()
    probe_trips = tally.moves_between(began, ended)
    load_trips = [trip for when, trip in load_trips_all if began <= when <= ended]
    moves = len(probe_trips) + len(load_trips)
    elapsed = ended - began
    cpu = (cpu_end - cpu_start) if cpu_start is not None and cpu_end is not None else None
    players = get_game(game_id).default_players
    return {
        "protocol": protocol,
        "game": game_id,
        "options": GAME_OPTIONS.get(game_id, {}),
        "load_average_1min": {"before": round(load_before, 2), "after": round(load_after, 2), "cores": os.cpu_count()},
        "tables": tables,
        "connections": tables * get_game(game_id).default_players,
        "seconds": round(elapsed, 1),
        "think_ms": think_ms,
        "moves": moves,
        "moves_per_s": round(moves / elapsed, 1),
        "server_cpu_ms_per_move": round(cpu / moves * 1000, 3) if cpu is not None and moves else None,
        "bytes_per_seat_per_move": round((probe_bytes + load_bytes) / moves / players) if moves else None,
        "server_cpu_share": round(cpu / elapsed, 3) if cpu is not None else None,
        # the players' two processes (they share the machine with the server): the probe
        # tables' (this one) and the load tables'
        "client_cpu_share": {"probe": round(own_cpu / elapsed, 3), "load": round(load_cpu / elapsed, 3)},
        "round_trip_ms_probe_tables": _percentiles(probe_trips),
        "round_trip_ms_load_tables": _percentiles(load_trips),
        "server_memory_mb": {
            "idle": round(idle_rss / 2**20, 1) if idle_rss else None,
            "seated": round(seated_rss / 2**20, 1) if seated_rss else None,
            "end": round(end_rss / 2**20, 1) if end_rss else None,
        },
        "memory_per_table_kb": round((seated_rss - idle_rss) / tables / 1024, 1) if idle_rss and seated_rss else None,
        "matches_finished": tally.matches + load_matches,
        # moves a bot sent that the server refused as stale or out of turn: in a reaction window
        # another seat's move landed while this bot paused (not a fault; not counted as moves)
        "moves_refused": tally.refused + load_refused,
    }


def cmd_bench_network(options: argparse.Namespace) -> int:
    """Each game (終季 and riichi, or `--game`) with protocol 1 then 2, a fresh server each time."""
    games = [options.game] if options.game else ["taxot", "riichi"]
    reports = []
    for game_id in games:
        for protocol in p.PROTOCOLS:
            report = _run_once(game_id, options, protocol)
            if report is None:
                return 1
            reports.append(report)
    print(json.dumps(reports, indent=1))
    print(side_by_side(reports))
    return 0


def _run_once(game_id: str, options: argparse.Namespace, protocol: int) -> dict[str, Any] | None:
    with tempfile.TemporaryDirectory(prefix="shikitable-bench-") as folder:
        env = dict(os.environ, SHIKITABLE_DATA_DIR=folder)
        # every connection comes from 127.0.0.1: the per-address limit is lifted for the bench
        server = subprocess.Popen(
            [sys.executable, "-m", "shikitable", "serve", "--port", "0", "--no-announce",
             "--max-per-address", str(options.tables * 8 + 16)],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env,
        )
        try:
            assert server.stdout is not None
            line = server.stdout.readline()
            if "listening on " not in line:
                print("shikitable bench: the server did not start", file=sys.stderr)
                return None
            url = line.split("listening on ")[1].split()[0]
            report = asyncio.run(_bench(url, server.pid, game_id, options.tables, options.seconds,
                                        options.think_ms, protocol))
        finally:
            server.terminate()
            try:
                farewell, _ = server.communicate(timeout=30)
            except subprocess.TimeoutExpired:
                server.kill()
                farewell, _ = server.communicate()
        # the server's own time per move, the whole run (its last line: "...; moves N, handled in ...")
        report["server_time_per_move"] = farewell.strip().rpartition("; ")[2] if farewell else None
    return report


def side_by_side(reports: list[dict[str, Any]]) -> str:
    """The figures of each run in a column, the load average (1 minute, before → after the
    run) beside every one: a figure measured on a busy machine says so where it is read."""
    rows = [
        ("bytes per seat per move", lambda r: r["bytes_per_seat_per_move"]),
        ("server CPU per move, ms", lambda r: r["server_cpu_ms_per_move"]),
        ("server CPU share of one core", lambda r: r["server_cpu_share"]),
        ("players' CPU share, probe/load process",
         lambda r: f"{r['client_cpu_share']['probe']}/{r['client_cpu_share']['load']}"),
        ("moves a second", lambda r: r["moves_per_s"]),
        ("round trip p50/p99 ms, probe tables",
         lambda r: f"{r['round_trip_ms_probe_tables']['p50']}/{r['round_trip_ms_probe_tables']['p99']}"),
        ("round trip p50/p99 ms, load tables",
         lambda r: f"{r['round_trip_ms_load_tables']['p50']}/{r['round_trip_ms_load_tables']['p99']}"),
        ("memory per table, KB", lambda r: r["memory_per_table_kb"]),
    ]
    lines = []
    for game_id in dict.fromkeys(r["game"] for r in reports):
        runs = [r for r in reports if r["game"] == game_id]
        first = runs[0]
        lines.append(f"\n{game_id} {first['options'] or ''}: {first['tables']} tables, {first['connections']} "
                     f"connections, {first['seconds']} s measured each, bots pausing {first['think_ms']:g} ms")
        lines.append("| figure | " + " | ".join(f"protocol {r['protocol']}" for r in runs) + " |")
        lines.append("|---|" + "---|" * len(runs))
        for name, read in rows:
            cells = []
            for run in runs:
                load = run["load_average_1min"]
                cells.append(f"{read(run)} (load {load['before']:.1f}→{load['after']:.1f})")
            lines.append(f"| {name} | " + " | ".join(cells) + " |")
    return "\n".join(lines)
