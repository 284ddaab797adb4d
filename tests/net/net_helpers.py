"""Shared by the network tests: a server on 127.0.0.1 (a free port), clients that play their
seats with a bot, short-match options per game, and a runner for async test bodies."""

from __future__ import annotations

import asyncio
import contextlib
import random
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any

from shikitable.ai import make_bot
from shikitable.ai.base import Bot
from shikitable.net.client import Seated, TableClient
from shikitable.net.keeper import TableKeeper
from shikitable.net.server import TableServer
from shikitable.session.host import MatchHost
from shikitable.session.store import MatchStore

# the shortest match each game offers, so whole matches over the wire stay quick
SHORT: dict[str, dict[str, Any]] = {
    "mokkaik": {"match_length": "target", "target_score": 5},
    "taxot": {"match_length": "target", "target_score": 5},
    "makkaik": {"match_length": "target", "target_score": 5},
    "niekhi": {"match_length": "target", "target_score": 5},
    "nine": {"match_length": "target", "target_score": 5},
    "makhup": {"match_length": "target", "target_score": 5},
    "namto": {"match_length": "target", "target_score": 5},
    "sichuan": {"hands": 1},
    # no extension: random seats never reach the return points, so an extended east round
    # always ran on through the south (8 hands where 4 show every hand change)
    "riichi": {"length": "tonpuu", "tobi": True, "extension": False},
    "magic": {"length": "tonpuu", "extension": False},
    "nippachi": {"hands": 1},
}
TIMEOUT_S = 60.0


async def until(condition: Callable[[], bool], timeout: float = TIMEOUT_S) -> None:
    """Until a condition on the server's own state holds. A client's `wait_for` re-checks only
    when a message reaches that client, and the server sends none when it merely lets a table
    go, so such a wait could miss the change; this one looks again every few milliseconds."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not condition():
        if loop.time() > deadline:
            raise TimeoutError("the server never reached the state the test waits for")
        await asyncio.sleep(0.005)


@contextlib.asynccontextmanager
async def clients(server: TableServer, *names: str) -> AsyncIterator[list[TableClient]]:
    """A connection to the server for each name (each says hello under it), all closed at the
    end, also when the test fails."""
    connected: list[TableClient] = []
    try:
        for name in names:
            connected.append(await TableClient.connect(server.url, name))
        yield connected
    finally:
        for client in connected:
            await client.close()


def on_a_server(
    *names: str, timeout: float = 300.0, **settings: Any
) -> Callable[[Callable[..., Awaitable[None]]], Callable[[Path], None]]:
    """Makes an async test of (server, *connections) a test of `tmp_path`: it runs against a
    fresh server (see serving; `settings` go to it) with a connection per name in `names` (see
    clients), with a ceiling of `timeout` seconds on the whole test."""

    def wrap(test: Callable[..., Awaitable[None]]) -> Callable[[Path], None]:
        def run_on_a_server(tmp_path: Path) -> None:
            async def body() -> None:
                async with serving(tmp_path, **settings) as server, clients(server, *names) as connected:
                    await test(server, *connected)

            run(body, timeout)

        run_on_a_server.__name__ = run_on_a_server.__qualname__ = test.__name__
        run_on_a_server.__doc__, run_on_a_server.__module__ = test.__doc__, test.__module__
        return run_on_a_server

    return wrap


def run(body: Callable[[], Awaitable[None]], timeout: float = 300.0) -> None:
    """Run an async test body on a fresh event loop, with a ceiling on the whole test."""
    asyncio.run(asyncio.wait_for(body(), timeout))


@contextlib.asynccontextmanager
async def serving(folder: Path, **settings: Any) -> AsyncIterator[TableServer]:
    """A server on 127.0.0.1 with its store in `folder`; never announced on the network."""
    store = MatchStore(folder / "matches.sqlite3")
    settings.setdefault("allow_client_seed", True)  # tests deal known matches
    server = TableServer("127.0.0.1", 0, store=store, keeper=TableKeeper(folder / "net_tables.json"),
                         announce=False, **settings)
    await server.start()
    try:
        yield server
    finally:
        await server.stop()
        store.close()


async def play_seats(
    client: TableClient,
    seats: Sequence[Seated],
    bots: dict[int, Bot],
    stop: Callable[[], bool] = lambda: False,
) -> None:
    """Play `seats` (all on one client: hot seat if several) with their bots until the match is
    over (or `stop()`): each time a held seat has legal moves at a new version, move once."""
    done: dict[int, int] = {}
    while True:
        def ready() -> bool:
            for seated in seats:
                view = client.views[(seated.table, seated.seat)]
                if view.over or stop():
                    return True
                if view.legal and done.get(seated.seat) != view.version:
                    return True
            return False

        await client.wait_for(ready, TIMEOUT_S)
        if stop():
            return
        if any(client.views[(s.table, s.seat)].over for s in seats):
            return
        for seated in seats:
            view = client.views[(seated.table, seated.seat)]
            if view.legal and done.get(seated.seat) != view.version:
                done[seated.seat] = view.version
                action = bots[seated.seat].choose(view.observation, view.legal)
                await client.act(seated, action, view.version)
                break  # one move, then look again: the others' views have moved on


def seat_bots(game_id: str, seats: Sequence[int], seed: int, level: str = "random") -> dict[int, Bot]:
    rng = random.Random(seed)
    return {seat: make_bot(game_id, level, rng.randrange(2**31)) for seat in seats}


def server_view_at(host: MatchHost, version: int, seat: int | None) -> tuple[dict[str, Any], list[Any], list[Any]]:
    """What the server's match showed `seat` at `version` (its log replayed that far): the
    observation, the events and the legal moves. A client's view is compared with this, so the
    others playing on meanwhile cannot make the comparison race."""
    save = host.save_data()
    save.actions = save.actions[:version]
    then = MatchHost.from_save(save)
    legal = then.legal_actions(seat) if seat is not None and seat in then.to_act() else []
    return then.observation(seat), then.events_for(seat), legal
