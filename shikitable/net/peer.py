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
from websockets.protocol import State

# A client this far behind in reading is dropped (it can reconnect and get a snapshot): more
# messages than this, or more bytes, queued here and not yet taken by the connection.
MAX_BACKLOG = 2000
MAX_BACKLOG_BYTES = 4 * 1024 * 1024
# A message is written to the socket at once while fewer bytes than this wait in the connection's
# own buffer (websockets' default write limit); past it, messages wait in the queue for the writer.
DIRECT_WRITE_BYTES = 32 * 1024


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
    direct_writes = True  # off for good if the websockets installed lacks what _write_now reads

    def __init__(
        self,
        connection: ServerConnection,
        limit: RateLimit,
        observer: Callable[[Peer, str], None] | None = None,
        address: str = "",
        max_backlog_bytes: int = MAX_BACKLOG_BYTES,
    ) -> None:
        Peer._count += 1
        self.number = Peer._count
        self.connection = connection
        self.limit = limit
        self.observer = observer
        self.address = address  # the client's IP address: the per-address limit counts by it
        self.max_backlog_bytes = max_backlog_bytes
        self.name: str | None = None  # set by hello
        self.protocol = 1  # the protocol version this connection speaks (its hello's "v")
        # admitted: past the admission check (hello under the limits, or a seat taken back with
        # its token while on probation); until then the connection may be made to give way
        self.admitted = False
        self.probation = False  # said hello over a limit: only a join with a seat token is served
        self.hello_timer: asyncio.TimerHandle | None = None
        # (table, seat or None) -> (version, view) last sent on that stream: protocol 2 patches from it
        self.sent: dict[tuple[str, int | None], tuple[int, dict[str, Any]]] = {}
        self.seats: set[tuple[str, int]] = set()  # (table, seat) held
        self.watching: set[str] = set()  # tables watched as a spectator
        self.created: list[str] = []  # tables this connection opened
        self.closed = False
        self.cut_reason: str | None = None
        self._closing: asyncio.Task[None] | None = None
        self._queue: asyncio.Queue[str | None] = asyncio.Queue()
        self.backlog_bytes = 0  # queued here, not yet handed to the connection
        self._sending = False  # the writer is handing a message to the connection
        self._writer = asyncio.create_task(self._write())

    def post(self, text: str) -> None:
        """Queue a message for this client (never blocks the table). A client that has fallen
        too far behind is dropped instead: its messages are not kept without end."""
        if self.closed:
            return
        size = len(text)  # characters: a cheap bound on the bytes (at most 4 a character)
        if self._queue.qsize() >= MAX_BACKLOG or self.backlog_bytes + size > self.max_backlog_bytes:
            self.cut("too far behind in reading")
            return
        if self.observer is not None:
            self.observer(self, text)
        if self._queue.empty() and not self._sending and self._write_now(text):
            return
        self.backlog_bytes += size
        self._queue.put_nowait(text)

    def _write_now(self, text: str) -> bool:
        """Write a message to the socket now, as websockets' own send does, without the trip
        through the queue and the writer task: a move's updates leave in the callback that made
        them (not one loop turn later, behind every other table's work), at a fraction of the
        CPU. False (the caller queues it) while the socket is backed up or not open."""
        if not Peer.direct_writes:
            return False
        connection = self.connection
        try:
            if (connection.protocol.state is not State.OPEN or connection.send_in_progress is not None
                    or connection.transport.get_write_buffer_size() >= DIRECT_WRITE_BYTES):
                return False
        except AttributeError:
            # websockets' own connection's fields (17 has them; the asyncio API came in 13): should another
            # version not have them, every message goes through the queue as before
            Peer.direct_writes = False
            return False
        connection.protocol.send_text(text.encode())
        try:
            connection.send_data()
        except OSError:  # the connection is going: its reader ends and the server forgets it
            self.closed = True
            connection.transport.abort()
        return True

    def cut(self, reason: str) -> None:
        """Close at once, without a closing handshake: for a connection that does not read (a
        close frame would wait behind what it has not read) or one that must make way."""
        if not self.closed:
            self.closed = True
            self.cut_reason = reason
            self._queue.put_nowait(None)
            self.connection.transport.abort()

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
            self.backlog_bytes -= len(text)
            self._sending = True
            try:
                await self.connection.send(text)
            except (ConnectionClosed, OSError):
                self.closed = True
                return
            finally:
                self._sending = False

    async def finish(self) -> None:
        """After the connection is gone: stop the writer."""
        self.closed = True
        self._writer.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._writer

    def describe(self) -> dict[str, Any]:
        return {"peer": self.number, "name": self.name}
