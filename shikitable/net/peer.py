"""One client connection as the server sees it: who it is, the seats it holds, the tables it
watches, its rate limit, and an outgoing queue (a slow client never holds up the others)."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Callable
from typing import Any

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

# A client this far behind in reading is dropped (it can reconnect and get a snapshot).
MAX_BACKLOG = 2000


class RateLimit:
    """A token bucket: `rate` messages a second on average, bursts up to `burst`."""

    def __init__(self, rate: float, burst: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate, self.burst, self.clock = rate, burst, clock
        self.tokens = burst
        self.stamp = clock()

    def allow(self) -> bool:
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens >= 1.0:
            self.tokens -= 1.0
            return True
        return False


class Peer:
    _count = 0

    def __init__(
        self,
        connection: ServerConnection,
        limit: RateLimit,
        observer: Callable[[Peer, str], None] | None = None,
    ) -> None:
        Peer._count += 1
        self.number = Peer._count
        self.connection = connection
        self.limit = limit
        self.observer = observer
        self.name: str | None = None  # set by hello
        self.seats: set[tuple[str, int]] = set()  # (table, seat) held
        self.watching: set[str] = set()  # tables watched as a spectator
        self.created: list[str] = []  # tables this connection opened
        self.closed = False
        self._closing: asyncio.Task[None] | None = None
        self._queue: asyncio.Queue[str | None] = asyncio.Queue()
        self._writer = asyncio.create_task(self._write())

    def post(self, text: str) -> None:
        """Queue a message for this client (never blocks the table)."""
        if self.closed:
            return
        if self._queue.qsize() >= MAX_BACKLOG:
            self.drop("too far behind")
            return
        if self.observer is not None:
            self.observer(self, text)
        self._queue.put_nowait(text)

    def drop(self, reason: str, code: int = 1008) -> None:
        """Close the connection after what is queued (1008: a policy violation, 1000: goodbye).
        The server goes on reading, and discarding, until the client's close arrives: a
        connection whose incoming frames are left unread would wait out the close timeout."""
        if not self.closed:
            self.closed = True
            self._queue.put_nowait(None)
            self._closing = asyncio.create_task(self._close(code, reason))

    async def _close(self, code: int, reason: str) -> None:
        with contextlib.suppress(ConnectionClosed, OSError):
            await self.connection.close(code, reason[:100])

    async def _write(self) -> None:
        while True:
            text = await self._queue.get()
            if text is None:
                return
            try:
                await self.connection.send(text)
            except (ConnectionClosed, OSError):
                self.closed = True
                return

    async def finish(self) -> None:
        """After the connection is gone: stop the writer."""
        self.closed = True
        self._writer.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._writer

    def describe(self) -> dict[str, Any]:
        return {"peer": self.number, "name": self.name}
