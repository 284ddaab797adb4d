"""The network server's work on one move, in process and in thread CPU time: a table of four
(or the game's usual number of) connected seats, each a stand-in connection speaking protocol
1 or 2 (nothing is sent: messages are only counted), random moves, and per move the time of
the whole table path (`Table._apply`: the engine, every seat's view, the patches, encoding)
and of its parts. No network, no store, no event loop work: what protocol 2 can save is here.

    nice -n 10 .venv/bin/python tools/net_move_cost.py taxot riichi --moves 1500 --per-match 40

`--per-match 40` keeps to the first moves of each match, the ones a 10 s `bench --network`
sees (views are small then); leave it out for whole matches."""

from __future__ import annotations

import argparse
import asyncio
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import shikitable.net.table as table_module  # noqa: E402
from shikitable.ai.base import RandomBot  # noqa: E402
from shikitable.games import get_game  # noqa: E402
from shikitable.net import protocol as p  # noqa: E402
from shikitable.net.table import Slot, Table  # noqa: E402
from shikitable.session.host import MatchHost  # noqa: E402

OPTIONS: dict[str, dict[str, Any]] = {"riichi": {"length": "tonpuu"}, "magic": {"length": "tonpuu"}}


class Listener:
    """Stands in for a connection: the table posts to it; it keeps the bytes' count only."""

    def __init__(self, protocol: int) -> None:
        self.protocol = protocol
        self.sent: dict[tuple[str, int | None], tuple[int, dict[str, Any]]] = {}
        self.seats: set[tuple[str, int]] = set()
        self.watching: set[str] = set()
        self.characters = 0

    def post(self, text: str) -> None:
        self.characters += len(text)


def timed(parts: dict[str, float], name: str, function: Callable[..., Any]) -> Callable[..., Any]:
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        started = time.thread_time()
        try:
            return function(*args, **kwargs)
        finally:
            parts[name] += time.thread_time() - started

    return wrapper


def measure(game_id: str, protocol: int, moves: int, per_match: int | None) -> dict[str, float]:
    """Milliseconds of thread CPU a move: the table path in all, and its parts."""
    game = get_game(game_id)
    players = game.default_players
    parts = {"observations": 0.0, "patches": 0.0, "encoding": 0.0}
    # the parts are timed through the names the table module calls them by
    saved = (MatchHost.observation, table_module.make_patch, p.encode)
    MatchHost.observation = timed(parts, "observations", saved[0])  # type: ignore[method-assign]
    table_module.make_patch = timed(parts, "patches", saved[1])
    p.encode = timed(parts, "encoding", saved[2])
    total, done, seed = 0.0, 0, 1

    async def play() -> None:
        nonlocal total, done, seed
        while done < moves:
            host = MatchHost(game, players, seed, OPTIONS.get(game_id))
            seed += 1
            slots = [Slot(p.REMOTE, f"seat {i}", token=f"token {i}") for i in range(players)]
            table = Table("T", host, slots, p.Settings(), lambda _: None)
            for seat, slot in enumerate(slots):
                listener = Listener(protocol)
                slot.connections = {listener}  # type: ignore[arg-type]
                table.send_snapshot(listener, seat)  # type: ignore[arg-type]
            bots = [RandomBot(seat) for seat in range(players)]
            played = 0
            while not host.over and done < moves and (per_match is None or played < per_match):
                seat = host.to_act()[0]
                action = bots[seat].choose(saved[0](host, seat), host.legal_actions(seat))
                started = time.thread_time()
                table._apply(seat, action)
                total += time.thread_time() - started
                done, played = done + 1, played + 1
            table.close()

    try:
        asyncio.run(play())
    finally:
        MatchHost.observation = saved[0]  # type: ignore[method-assign]
        table_module.make_patch, p.encode = saved[1], saved[2]
    result = {"table path": total / done * 1000}
    result.update({name: spent / done * 1000 for name, spent in parts.items()})
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="+", help="game ids (taxot, riichi, ...)")
    parser.add_argument("--moves", type=int, default=1500, help="moves measured per game and protocol")
    parser.add_argument("--per-match", type=int, default=None, help="only the first N moves of each match")
    options = parser.parse_args()
    print("ms of thread CPU a move (all seats): " + ", ".join(["table path", "observations", "patches", "encoding"]))
    for game_id in options.games:
        for protocol in p.PROTOCOLS:
            figures = measure(game_id, protocol, options.moves, options.per_match)
            shown = ", ".join(f"{name} {value:.3f}" for name, value in figures.items())
            print(f"{game_id} protocol {protocol}: {shown}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
