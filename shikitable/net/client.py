"""A small asyncio client for the table server: connect, create or join a table, act, and
keep each held seat's view (observation, events seen so far, legal actions, version) up to
date from the server's snapshots and updates. The tests, the benchmark and the Qt table's
remote adapter all use it; it imports neither Qt nor the server.

    client = await TableClient.connect("ws://127.0.0.1:8765", "Aki")
    seats = [{"kind": "remote"}] * 2 + [{"kind": "bot", "level": "heuristic"}] * 2
    table = await client.create_table("taxot", 4, seats)
    seated = await client.join(table)
    view = await client.wait_turn(seated)
    await client.act(seated, view.legal[0])
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import ssl
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import websockets
from websockets.asyncio.client import ClientConnection

from shikitable.core.actions import Action
from shikitable.net import protocol as p
from shikitable.net.patch import PatchError, apply_patch

DEFAULT_TIMEOUT_S = 30.0


class ServerRefused(Exception):
    """The server refused a request; `code` and `reason` as it sent them."""

    def __init__(self, code: str, reason: str) -> None:
        super().__init__(f"{reason} ({code})")
        self.code = code
        self.reason = reason


@dataclass
class Seated:
    table: str
    seat: int
    token: str
    name: str


@dataclass
class SeatView:
    """What one held seat (or a spectator, seat None) knows of one table."""

    table: str
    seat: int | None
    version: int = -1
    events: list[dict[str, Any]] = field(default_factory=list)
    legal: list[Action] = field(default_factory=list)
    to_act: list[int] = field(default_factory=list)
    over: bool = False
    result: dict[str, Any] | None = None
    settings: dict[str, Any] = field(default_factory=dict)
    deadline_s: float | None = None  # seconds left on the turn timer when the update was sent
    # the view as protocol 2 patches it (observation, legal, to_act, over, result), as sent
    document: dict[str, Any] = field(default_factory=dict)
    # protocol 2: the observation handed out, copied from `document` when first read (most
    # updates are never read by their seat's holder before the next one comes)
    _observation: dict[str, Any] | None = field(default=None, repr=False)
    _copy: bool = field(default=False, repr=False)

    @property
    def observation(self) -> dict[str, Any]:
        """The seat's observation: a copy of protocol 2's base, so that a holder that changes it
        in place (a bot, the table) cannot spoil the base the next patch applies to."""
        if self._observation is None:
            observation = self.document.get("observation", {})
            self._observation = json.loads(json.dumps(observation)) if self._copy else observation
        return self._observation

    @observation.setter
    def observation(self, value: dict[str, Any]) -> None:
        self._observation = value  # the holder's own, until the next message

    def apply(self, message: dict[str, Any]) -> bool:
        """A snapshot replaces the view; an update adds its events to it and brings the rest up
        to date: whole (protocol 1) or by its patch (protocol 2). False: a patch that does not
        apply to this view (from another version, or not fitting): ask for the whole view."""
        if "patch" in message:
            if message.get("base") != self.version:
                return False
            try:
                document = apply_patch(self.document, message["patch"])
            except PatchError:
                return False
        else:
            document = {name: message[name] for name in VIEW_FIELDS}
        # protocol 2 keeps `document` as the next patch's base: what is handed out is a copy of
        # it (the observation's when first read), as a protocol 1 message's objects were its own
        self._copy = message.get("v", 1) >= 2
        if message["type"] == p.SNAPSHOT:
            self.events = list(message["events"])
        else:
            self.events.extend(message["events"])
        self.document = document
        self.version = message["version"]
        self._observation = None
        self.legal = [Action.from_json(a) for a in document["legal"]]
        self.to_act = list(document["to_act"])
        self.over = document["over"]
        result = document.get("result")
        self.result = json.loads(json.dumps(result)) if self._copy and result is not None else result
        self.settings = message.get("settings", self.settings)
        self.deadline_s = message.get("turn_deadline_s")
        return True


# the fields of a seat's view that protocol 2 patches (the table's `view`)
VIEW_FIELDS = ("observation", "legal", "to_act", "over", "result")


class Pace:
    """The client's side of the server's token bucket: how long to wait before the next message
    so that it is never over the announced rate. Kept under the server's figures (a message sent
    on time may arrive bunched with the next), so the server's bucket never runs dry."""

    RATE_SHARE = 0.8
    BURST_SHARE = 0.5

    def __init__(self, rate: float, burst: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.rate = max(rate * self.RATE_SHARE, 1e-6)
        self.burst = max(burst * self.BURST_SHARE, 1.0)
        self.tokens = self.burst
        self.clock = clock
        self.stamp = clock()

    def reserve(self) -> float:
        """Take a token; the seconds to wait before the message it pays for may be sent."""
        now = self.clock()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate) - 1.0
        self.stamp = now
        return 0.0 if self.tokens >= 0 else -self.tokens / self.rate


class TableClient:
    """One connection to a server; it may hold several seats (hot seat) and watch tables."""

    def __init__(self, connection: ClientConnection, name: str, protocol: int = p.PROTOCOL_VERSION) -> None:
        self.connection = connection
        self.name = name
        self.protocol = protocol  # the version this connection speaks (said in its hello)
        self.resyncs = 0  # whole views asked for after a patch that did not fit
        self.welcome: dict[str, Any] = {}
        self.views: dict[tuple[str, int | None], SeatView] = {}
        self.presence: dict[str, dict[str, Any]] = {}
        self.records: dict[str, dict[str, Any]] = {}  # table -> the whole match (save format), once over
        self.takeovers: dict[str, list[dict[str, Any]]] = {}  # table -> bots that played for absent seats
        self.chat: list[dict[str, Any]] = []
        self.refusals: list[dict[str, Any]] = []
        self.received: list[str] = []  # every raw message, when `keep_raw` (the leak test reads them)
        self.bytes_received = 0  # UTF-8 bytes of every message from the server (the benchmark reads it)
        self.keep_raw = False
        self.on_message: Callable[[dict[str, Any]], None] | None = None
        self._next_id = 0
        self._replies: dict[int, asyncio.Future[dict[str, Any]]] = {}
        self._changed = asyncio.Condition()
        self._reader: asyncio.Task[None] | None = None
        self._resyncing: set[tuple[str, int | None]] = set()  # streams waiting for a whole view
        self._pace: Pace | None = None  # set from the welcome's limits
        self.closed = False

    # --- connecting ---------------------------------------------------------------------

    @staticmethod
    async def connect(
        url: str, name: str, ssl_context: ssl.SSLContext | None = None, timeout: float = DEFAULT_TIMEOUT_S,
        protocol: int = p.PROTOCOL_VERSION,
    ) -> TableClient:
        """Connect and say hello in `protocol` (2: updates are patches; 1: whole views)."""
        connection = await asyncio.wait_for(
            websockets.connect(url, ssl=ssl_context, max_size=p.CLIENT_RECEIVE_LIMIT_BYTES, compression=None),
            timeout,
        )
        client = TableClient(connection, name, protocol)
        client._reader = asyncio.create_task(client._read())
        client.welcome = await client.request(p.HELLO, timeout=timeout, name=name)
        limits = client.welcome.get("limits", {})
        if isinstance(limits.get("messages_per_s"), int | float) and isinstance(limits.get("burst"), int | float):
            client._pace = Pace(float(limits["messages_per_s"]), float(limits["burst"]))
        return client

    async def close(self) -> None:
        if not self.closed:
            with contextlib.suppress(OSError):  # ConnectionError is one
                await self.send(p.BYE)
        await self.connection.close()
        if self._reader is not None:
            with contextlib.suppress(asyncio.CancelledError):
                await self._reader

    # --- requests -------------------------------------------------------------------------

    async def send(self, kind: str, **fields: Any) -> None:
        """Send a message, within the rate the server announced (a bot seat on a fast machine
        moves faster than it: such a move would be refused `rate_limited` and lost); a
        ConnectionError (with the server's reason, if it gave one) once closed."""
        if self._pace is not None:
            wait = self._pace.reserve()
            if wait > 0:
                await asyncio.sleep(wait)
        await self.send_raw(p.encode(kind, self.protocol, **fields))

    async def send_raw(self, text: str | bytes) -> None:
        """Anything at all (the fuzz test's hostile messages)."""
        try:
            await self.connection.send(text)
        except websockets.ConnectionClosed as error:
            raise ConnectionError(f"the connection closed ({error})") from None

    async def request(self, kind: str, timeout: float = DEFAULT_TIMEOUT_S, **fields: Any) -> dict[str, Any]:
        """Send and wait for the answer to this very message; a refusal raises ServerRefused."""
        self._next_id += 1
        message_id = self._next_id
        future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._replies[message_id] = future
        try:
            await self.send(kind, id=message_id, **fields)
            reply = await asyncio.wait_for(future, timeout)
        finally:
            self._replies.pop(message_id, None)
        if reply["type"] == p.REFUSED:
            raise ServerRefused(reply.get("code", ""), reply.get("reason", ""))
        return reply

    async def list_tables(self) -> list[dict[str, Any]]:
        return list((await self.request(p.LIST_TABLES))["tables"])

    async def create_table(
        self,
        game: str,
        players: int,
        seats: Sequence[dict[str, Any]],
        options: dict[str, Any] | None = None,
        settings: dict[str, Any] | None = None,
        seed: int | None = None,
    ) -> str:
        fields: dict[str, Any] = {"game": game, "players": players, "seats": list(seats), "options": options or {}}
        if settings is not None:
            fields["settings"] = settings
        if seed is not None:
            fields["seed"] = seed
        return str((await self.request(p.CREATE_TABLE, **fields))["table"])

    async def join(self, table: str, seat: int | None = None, token: str | None = None) -> Seated:
        """Take an open seat (any, or the one named), or take back a seat with its token; the
        seat's snapshot has arrived when this returns."""
        fields: dict[str, Any] = {"table": table}
        if seat is not None:
            fields["seat"] = seat
        if token is not None:
            fields["token"] = token
        reply = await self.request(p.JOIN, **fields)
        seated = Seated(table, reply["seat"], reply["token"], reply["name"])
        await self.wait_for(lambda: (table, seated.seat) in self.views)
        return seated

    async def spectate(self, table: str) -> SeatView:
        await self.request(p.SPECTATE, table=table)
        await self.wait_for(lambda: (table, None) in self.views)
        return self.views[(table, None)]

    async def act(self, seated: Seated, action: Action, version: int | None = None) -> None:
        """Send a move for a held seat at the version the client last saw. Not waited on: a
        refusal arrives in `refusals`, the result as an update."""
        view = self.views[(seated.table, seated.seat)]
        await self.send(
            p.ACT, table=seated.table, seat=seated.seat, token=seated.token,
            version=view.version if version is None else version, action=action.to_json(),
        )

    async def _resync(self, table: str, seat: int | None) -> None:
        """Protocol 2: ask for the whole view of a stream whose patches no longer fit."""
        with contextlib.suppress(ConnectionError):
            await self.send(p.RESYNC, table=table, seat=seat)

    async def say(self, table: str, text: str) -> None:
        await self.send(p.CHAT, table=table, text=text)

    # --- waiting --------------------------------------------------------------------------

    async def wait_for(self, condition: Callable[[], bool], timeout: float = DEFAULT_TIMEOUT_S) -> None:
        """Until `condition()` holds (checked after every message), or TimeoutError."""
        async with self._changed:
            await asyncio.wait_for(self._changed.wait_for(lambda: condition() or self.closed), timeout)
        if not condition():
            raise ConnectionError("the connection closed while waiting")

    async def wait_turn(self, seated: Seated, timeout: float = DEFAULT_TIMEOUT_S) -> SeatView:
        """Until the seat has something to do (legal actions) or the match is over."""
        key = (seated.table, seated.seat)
        await self.wait_for(lambda: self.views[key].over or bool(self.views[key].legal), timeout)
        return self.views[key]

    # --- reading --------------------------------------------------------------------------

    async def _read(self) -> None:
        try:
            async for raw in self.connection:
                text = raw if isinstance(raw, str) else raw.decode("utf-8", "replace")
                self.bytes_received += len(raw) if isinstance(raw, bytes) else len(text.encode("utf-8", "replace"))
                if self.keep_raw:
                    self.received.append(text)
                message = json.loads(text)
                self._take(message)
                if self.on_message is not None:
                    self.on_message(message)
                async with self._changed:
                    self._changed.notify_all()
        except websockets.ConnectionClosed:
            pass
        finally:
            self.closed = True
            for future in self._replies.values():
                if not future.done():
                    future.set_exception(ConnectionError("the connection closed"))
            async with self._changed:
                self._changed.notify_all()

    def _take(self, message: dict[str, Any]) -> None:
        kind = message.get("type")
        if kind in (p.SNAPSHOT, p.UPDATE):
            key = (message["table"], message["seat"])
            view = self.views.get(key)
            if view is None:
                if kind == p.UPDATE:
                    return  # an update before the snapshot: the snapshot will carry it
                view = self.views[key] = SeatView(message["table"], message["seat"])
            if kind == p.SNAPSHOT:
                self._resyncing.discard(key)
            if not view.apply(message) and key not in self._resyncing:
                self._resyncing.add(key)  # patches until the whole view comes are left aside
                self.resyncs += 1
                asyncio.get_running_loop().create_task(self._resync(*key))
        elif kind == p.PRESENCE:
            self.presence[message["table"]] = message
        elif kind == p.RECORD:
            self.records[message["table"]] = message["save"]
            self.takeovers[message["table"]] = list(message.get("takeovers", []))
        elif kind == p.CHAT:
            self.chat.append(message)
        elif kind == p.REFUSED:
            self.refusals.append(message)
        answered = message.get("re")
        if isinstance(answered, int) and answered in self._replies and not self._replies[answered].done():
            self._replies[answered].set_result(message)
