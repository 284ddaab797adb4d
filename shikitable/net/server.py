"""The table server: an asyncio WebSocket server (the `websockets` library) that hosts any
number of tables of any registered game and is the only place their state lives.

Every incoming message is checked by the one schema (protocol.decode) and by the table (the
sender's token, the table's version, whose turn it is, the engine's legality through
MatchHost.submit); a refused message changes nothing and gets a `refused` answer with the
reason. Every move is autosaved in the match store; the tables themselves (seats, tokens,
settings) are kept beside it (keeper.py), so a restarted server takes them up again.

No Qt here (a test checks that importing this and running `shikitable serve` loads no PySide6)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import secrets
import ssl
import time
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from shikitable.ai import LEVELS
from shikitable.core.errors import BadOption
from shikitable.games import get_game
from shikitable.net import protocol as p
from shikitable.net.admission import Admission
from shikitable.net.keeper import TableKeeper
from shikitable.net.peer import MAX_BACKLOG, MAX_BACKLOG_BYTES, Peer, RateLimit
from shikitable.net.table import Slot, Table
from shikitable.session.host import MatchHost, Seat
from shikitable.session.store import MatchStore, StoreError

log = logging.getLogger(__name__)

DEFAULT_PORT = p.DEFAULT_PORT
TABLE_ID_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O or 1/I: read aloud as an invite code
TABLE_ID_LENGTH = 6
MAX_TABLES = 500
MAX_CONNECTIONS = 2000  # well under a process's usual 4096 open files
# Of MAX_CONNECTIONS, a tenth is kept for players coming back to their seats: past the rest, a
# hello is admitted on probation (only a join with a seat token is served).
RESERVED_ONE_IN = 10
# connections from one IP address (serve --max-per-address; cli.py says it too): admitted ones, and
# as many again not yet admitted (of those, the oldest makes way for a new one)
MAX_PER_ADDRESS = 8
HELLO_TIMEOUT_S = 5.0  # a connection not admitted by then (no hello, or no seat on probation) is closed
MAX_TABLES_PER_CONNECTION = 8  # unfinished tables one connection has opened
# A client that keeps sending far over its limit is cut off (it can reconnect).
STRIKES_BEFORE_DROP = 200


class TableServer:
    def __init__(
        self,
        host: str = "127.0.0.1",
        port: int = 0,
        store: MatchStore | None = None,
        keeper: TableKeeper | None = None,
        ssl_context: ssl.SSLContext | None = None,
        rate: float = 100.0,
        burst: float = 200.0,
        announce: bool = False,
        name: str = "shikitable",
        max_tables: int = MAX_TABLES,
        max_connections: int = MAX_CONNECTIONS,
        allow_client_seed: bool = False,
        max_per_address: int = MAX_PER_ADDRESS,
        hello_timeout_s: float = HELLO_TIMEOUT_S,
        max_backlog_bytes: int = MAX_BACKLOG_BYTES,
        reserved_connections: int | None = None,
    ) -> None:
        self.host, self.port = host, port
        self.store = store or MatchStore()
        self.keeper = keeper or TableKeeper(self.store.path.with_name("net_tables.json"))
        self.ssl_context = ssl_context
        self.rate, self.burst = rate, burst
        self.announce, self.name = announce, name
        self.max_tables = max_tables
        self.max_connections = max_connections
        # hellos past this many admitted connections go on probation: the rest is for returning players
        reserved = max_connections // RESERVED_ONE_IN if reserved_connections is None else reserved_connections
        self.admission = Admission(max(1, max_connections - reserved), max_per_address, hello_timeout_s)
        self.max_backlog_bytes = max_backlog_bytes
        # A player who chose the seed could deal every hand at home: only tests and tools may.
        self.allow_client_seed = allow_client_seed
        self.tables: dict[str, Table] = {}
        self.peers: set[Peer] = set()
        # called with every message as it is queued for a client (the leak test reads the state then)
        self.observer: Callable[[Peer, str], None] | None = None
        self.refused = 0  # messages refused since start (the fuzz test and the log read it)
        # how long each accepted move took here, from reading it to queueing every seat's update
        self.move_times: deque[float] = deque(maxlen=100_000)
        self.move_cpu_times: deque[float] = deque(maxlen=100_000)  # the same in CPU time (no waits)
        self._server: Server | None = None
        self._announcer: Any = None
        self._keeping: asyncio.Future[None] | None = None  # the table list being written
        self._keep_again = False  # the tables changed while it was written: write it once more
        self._generation = 0  # of the table list, counted up at every change (keeper.write)

    # --- life cycle -------------------------------------------------------------------------

    async def start(self) -> tuple[str, int]:
        """Take up the stored tables and listen; returns the address actually bound."""
        self._resume_tables()
        self._server = await serve(
            self._serve_connection, self.host, self.port, ssl=self.ssl_context,
            max_size=p.TRANSPORT_LIMIT_BYTES, compression=None, server_header=None,
        )
        address = next(iter(self._server.sockets)).getsockname()
        self.port = int(address[1])
        if self.announce and self.host in ("127.0.0.1", "localhost", "::1"):
            log.info("listening on this machine only (--host %s): not announced on the LAN", self.host)
        elif self.announce:
            from shikitable.net.announce import Announcer

            self._announcer = Announcer(self.name, self.host, self.port, tls=self.ssl_context is not None)
            await self._announcer.start(self._table_text())
        log.info("serving on %s:%d", self.host, self.port)
        return self.host, self.port

    async def stop(self) -> None:
        if self._announcer is not None:
            await self._announcer.stop()
            self._announcer = None
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()
            self._server = None
        for table in self.tables.values():
            table.close()
        while self._keeping is not None:  # the last table list on disk before the server goes
            with contextlib.suppress(Exception):
                await asyncio.shield(self._keeping)
            await asyncio.sleep(0)

    async def serve_forever(self) -> None:
        await self.start()
        try:
            await asyncio.Future()  # until cancelled (Ctrl+C)
        finally:
            await self.stop()

    @property
    def url(self) -> str:
        scheme = "wss" if self.ssl_context is not None else "ws"
        return f"{scheme}://{self.host}:{self.port}"

    # --- tables kept across restarts ----------------------------------------------------------

    def _resume_tables(self) -> None:
        kept = self.keeper.load()
        for table_id, data in kept.items():
            try:
                table = self._rebuild(table_id, data)
            except (StoreError, p.ProtocolError, KeyError, TypeError, ValueError, AttributeError) as error:
                log.error("table %s cannot be taken up again: %s", table_id, error)
                continue
            if table is not None:
                self.tables[table_id] = table
                for seat, slot in enumerate(table.slots):
                    if slot.kind == p.REMOTE:
                        slot.away_since = time.monotonic()
                        table.start_grace(seat)
                table.kick()
        self._keep()

    def _rebuild(self, table_id: str, data: dict[str, Any]) -> Table | None:
        host = MatchHost.resume(self.store, int(data["match_id"]))
        if host.over:
            host.release_claim()
            return None
        slots = [
            Slot(str(s["kind"]), str(s["name"]), s.get("level"), s.get("token"), s.get("taken_over"))
            for s in data["slots"]
        ]
        if len(slots) != host.players:
            raise ValueError("its seats do not match its match")
        settings = p.Settings.from_json(data.get("settings"), LEVELS)
        table = Table(table_id, host, slots, settings, self._table_changed)
        table.takeovers = list(data.get("takeovers", []))
        return table

    def _keep(self, now: bool = False) -> None:
        """Write the table list, in a thread: its two waits for the disk (fsync) would hold up
        every table's moves for milliseconds. One write at a time, the newest list last. `now`:
        at once, on this thread (a seat's token is about to be sent: a server killed just after
        must still know it when it starts again)."""
        self._generation += 1
        if now:
            self.keeper.write(self._table_list(), self._generation)
            return
        if self._keeping is not None:
            self._keep_again = True
            return
        self._keeping = asyncio.get_running_loop().run_in_executor(
            None, self.keeper.write, self._table_list(), self._generation)
        self._keeping.add_done_callback(self._kept)

    def _table_list(self) -> str:
        return self.keeper.text({tid: t.to_json() for tid, t in self.tables.items() if not t.host.over})

    def _kept(self, _: asyncio.Future[None]) -> None:
        self._keeping = None
        if self._keep_again:
            self._keep_again = False
            self._keep()

    def _table_changed(self, table: Table) -> None:
        if table.host.over and not table.has_audience() and table.id in self.tables:
            del self.tables[table.id]  # finished and nobody left to show it to: the store keeps it
            table.close()
        self._keep()
        if self._announcer is not None:
            asyncio.get_running_loop().create_task(self._announcer.update(self._table_text()))

    def _table_text(self) -> str:
        """The announcement's short list of tables with open seats: game:open/players,..."""
        parts = [f"{t.id}:{t.host.game.id}:{len(t.open_seats())}/{t.host.players}"
                 for t in self.tables.values() if not t.host.over]
        return ",".join(parts)[:200]

    # --- connections --------------------------------------------------------------------------

    async def _serve_connection(self, connection: ServerConnection) -> None:
        address = _address_of(connection)
        if len(self.peers) >= self.max_connections:
            made_way = self.admission.make_way(None)
            if made_way is None:
                await connection.close(1013, "the server is full; try again later")
                return
            self.peers.discard(made_way)  # its place is free now; the cut connection ends on its own
        peer = Peer(connection, RateLimit(self.rate, self.burst), self.observer, address, self.max_backlog_bytes)
        self.peers.add(peer)
        self.admission.arrived(peer)
        strikes = 0
        try:
            async for raw in connection:
                if peer.closed:
                    continue  # closing: read on (and drop) until the client's close arrives
                if not peer.limit.allow():
                    strikes += 1
                    self._refuse(peer, p.RATE, "too many messages; slow down", None, p.readable_id(raw))
                    if strikes >= STRIKES_BEFORE_DROP:
                        peer.drop("too many messages")
                    continue
                strikes = 0
                self._handle(peer, raw)
        except ConnectionClosed:
            pass
        finally:
            self.peers.discard(peer)
            self.admission.forget(peer)
            for table_id in {t for t, _ in peer.seats} | set(peer.watching) | set(peer.created):
                if table_id in self.tables:
                    self.tables[table_id].leave(peer)
            await peer.finish()

    def _refuse(self, peer: Peer, code: str, reason: str, of: str | None, re: int | None) -> None:
        self.refused += 1
        peer.post(p.refusal(code, reason, of, re, peer.protocol))

    def _handle(self, peer: Peer, raw: str | bytes) -> None:
        try:
            message = p.decode(raw, peer.protocol if peer.name is not None else None)
        except p.ProtocolError as error:
            self._refuse(peer, error.code, error.reason, error.of, error.re)
            return
        except Exception:  # a bug of ours must not cost the client its connection
            log.exception("cannot read a message")
            self._refuse(peer, p.INTERNAL, "the server could not read this message", None, p.readable_id(raw))
            return
        kind, message_id = message["type"], message["id"]
        try:
            if kind != p.HELLO and peer.name is None:
                raise p.ProtocolError(p.NOT_HELLO, "say hello first (with your name)")
            if peer.probation and kind not in (p.JOIN, p.BYE):
                raise p.ProtocolError(p.FULL, "this server is full: only players taking back their seats (join "
                                              "with the seat's token) are let in now")
            started, cpu_started = time.perf_counter(), time.thread_time()
            handler = getattr(self, f"_on_{kind}")
            handler(peer, message)
            if kind == p.ACT:
                self.move_times.append(time.perf_counter() - started)
                self.move_cpu_times.append(time.thread_time() - cpu_started)
        except p.ProtocolError as error:
            self._refuse(peer, error.code, error.reason, kind, message_id)
        except Exception:  # a bug of ours: logged, refused, the connection and the table go on
            log.exception("cannot handle a %s message", kind)
            self._refuse(peer, p.INTERNAL, "the server failed on this message; nothing changed", kind, message_id)

    def _reply(self, peer: Peer, kind: str, message: dict[str, Any], **fields: Any) -> None:
        if message["id"] is not None:
            fields["re"] = message["id"]
        peer.post(p.encode(kind, peer.protocol, **fields))

    def _table(self, message: dict[str, Any]) -> Table:
        table = self.tables.get(message["table"])
        if table is None:
            raise p.ProtocolError(p.NO_TABLE, f"there is no table {message['table']!r} here")
        return table

    # --- messages ------------------------------------------------------------------------------

    def _on_hello(self, peer: Peer, message: dict[str, Any]) -> None:
        if peer.name is not None:
            raise p.ProtocolError(p.BAD_MESSAGE, "this connection has said hello already")
        peer.name = message["name"]
        peer.protocol = message["v"]
        self.admission.on_hello(peer)
        self._reply(
            peer, p.WELCOME, message, protocol=peer.protocol, protocols=list(p.PROTOCOLS), server=self.name,
            limits=self.limits(), bot_levels=list(LEVELS), probation=peer.probation,
        )

    def limits(self) -> dict[str, Any]:
        """The limits a client meets, as `welcome` states them (docs/protocol.md explains each)."""
        return {"message_bytes": p.MAX_MESSAGE_BYTES, "chat_chars": p.MAX_CHAT_CHARS,
                "name_chars": p.MAX_NAME_CHARS, "messages_per_s": self.rate, "burst": self.burst,
                "hello_timeout_s": self.admission.hello_timeout_s,
                "connections_per_address": self.admission.max_per_address,
                "backlog_bytes": self.max_backlog_bytes, "backlog_messages": MAX_BACKLOG}

    def _on_list_tables(self, peer: Peer, message: dict[str, Any]) -> None:
        self._reply(peer, p.TABLES, message, tables=[t.summary() for t in self.tables.values()])

    def _on_create_table(self, peer: Peer, message: dict[str, Any]) -> None:
        if len([t for t in self.tables.values() if not t.host.over]) >= self.max_tables:
            raise p.ProtocolError(p.FULL, f"this server already hosts {self.max_tables} tables")
        mine = [t for t in peer.created if t in self.tables and not self.tables[t].host.over]
        if len(mine) >= MAX_TABLES_PER_CONNECTION:
            raise p.ProtocolError(p.FULL, f"one connection may open at most {MAX_TABLES_PER_CONNECTION} tables at once")
        try:
            game = get_game(message["game"])
        except KeyError:
            raise p.ProtocolError(p.BAD_GAME, f"this server has no game {message['game']!r}") from None
        players, seats = message["players"], message["seats"]
        if not game.min_players <= players <= game.max_players:
            raise p.ProtocolError(p.BAD_GAME, f"{game.id} is for {game.min_players}-{game.max_players} players")
        if len(seats) != players:
            raise p.ProtocolError(p.BAD_MESSAGE, f"seats lists {len(seats)} seats for {players} players")
        for seat in seats:
            if seat["kind"] == p.BOT and seat["level"] not in LEVELS:
                raise p.ProtocolError(p.BAD_MESSAGE, f"bot levels: {', '.join(LEVELS)}")
        settings = p.Settings.from_json(message["settings"], LEVELS)
        slots = [
            Slot(s["kind"], s["name"] or (f"{s['level']} bot" if s["kind"] == p.BOT else f"Player {i + 1}"),
                 s["level"])
            for i, s in enumerate(seats)
        ]
        if message["seed"] is not None and not self.allow_client_seed:
            raise p.ProtocolError(p.BAD_MESSAGE, "this server deals its own cards: a table cannot choose its seed")
        seed = message["seed"] if message["seed"] is not None else secrets.randbelow(2**62)
        kinds = [Seat(slot.name, slot.level if slot.kind == p.BOT and slot.level else "human") for slot in slots]
        try:
            host = MatchHost(game, players, seed, message["options"], kinds)
        except (BadOption, ValueError) as error:
            raise p.ProtocolError(p.BAD_MESSAGE, f"bad rule options: {error}") from None
        try:
            host.keep_in(self.store)
        except (StoreError, OSError) as error:
            log.error("cannot autosave a new table: %s", error)
        table_id = self._new_table_id()
        for earlier in peer.created:  # the creator holds back only its newest table from being let go
            if earlier in self.tables and self.tables[earlier].creator is peer:
                self.tables[earlier].creator = None
                self._table_changed(self.tables[earlier])
        table = Table(table_id, host, slots, settings, self._table_changed)
        table.creator = peer
        self.tables[table_id] = table
        peer.created.append(table_id)
        self._table_changed(table)
        self._reply(peer, p.TABLE_CREATED, message, table=table_id)
        table.kick()  # a table of bots only starts at once

    def _new_table_id(self) -> str:
        while True:
            table_id = "".join(secrets.choice(TABLE_ID_ALPHABET) for _ in range(TABLE_ID_LENGTH))
            if table_id not in self.tables:
                return table_id

    def _on_join(self, peer: Peer, message: dict[str, Any]) -> None:
        table = self._table(message)
        token, wanted = message["token"], message["seat"]
        if token is not None:
            seat = table.seat_of_token(token)
            if seat is None or (wanted is not None and wanted != seat):
                raise p.ProtocolError(p.BAD_TOKEN, "that seat token is not one of this table's")
            reclaim = True
            self.admission.admit(peer)  # a player taking back a seat is let in, over the limits if need be
        else:
            if peer.probation:
                raise p.ProtocolError(p.FULL, "this server is full: only players taking back their seats are "
                                              "let in now")
            open_seats = table.open_seats()
            if wanted is None:
                if not open_seats:
                    raise p.ProtocolError(p.NO_SEAT, "this table has no open seat")
                seat = open_seats[0]
            elif wanted not in open_seats:
                raise p.ProtocolError(p.NO_SEAT, f"seat {wanted} is not open")
            else:
                seat = wanted
            reclaim = False
        was_started = table.started
        token = table.seat_player(peer, seat, reclaim)
        self._keep(now=True)  # the token on disk before it leaves: a restart keeps the seat
        self._reply(peer, p.SEATED, message, table=table.id, seat=seat, token=token, name=table.slots[seat].name)
        table.kick()  # before the snapshots, so that they show the turn timer it starts
        if table.started and not was_started:  # the last open seat filled: every seat's view now shows who acts
            for other, slot in enumerate(table.slots):
                for listener in slot.connections:
                    if other != seat:
                        table.send_snapshot(listener, other)
            for listener in table.spectators:
                table.send_snapshot(listener, None)
        table.send_snapshot(peer, seat)
        table.send_presence()

    def _on_spectate(self, peer: Peer, message: dict[str, Any]) -> None:
        table = self._table(message)
        table.spectators.add(peer)
        peer.watching.add(table.id)
        self._reply(peer, p.SPECTATING, message, table=table.id)
        table.send_snapshot(peer, None)
        if table.host.over:
            peer.post(p.encode(p.RECORD, peer.protocol, table=table.id, save=table.host.save_data().to_json(),
                               takeovers=table.takeovers))
        table.send_presence()

    def _on_act(self, peer: Peer, message: dict[str, Any]) -> None:
        table = self._table(message)
        seat = message["seat"]
        if seat >= len(table.slots) or table.seat_of_token(message["token"]) != seat:
            raise p.ProtocolError(p.BAD_TOKEN, "you can act only for your own seat, with its token")
        if (table.id, seat) not in peer.seats:
            raise p.ProtocolError(p.BAD_TOKEN, "join the seat on this connection first")
        table.act(seat, message["version"], message["action"])

    def _on_chat(self, peer: Peer, message: dict[str, Any]) -> None:
        table = self._table(message)
        if table.id not in peer.watching and not any(t == table.id for t, _ in peer.seats):
            raise p.ProtocolError(p.NO_SEAT, "join or watch the table to talk there")
        table.chat(peer, message["text"])

    def _on_leave(self, peer: Peer, message: dict[str, Any]) -> None:
        self._table(message).leave(peer)

    def _on_resync(self, peer: Peer, message: dict[str, Any]) -> None:
        """Protocol 2: the whole view of a stream again (a client that lost its place in the patches)."""
        table, seat = self._table(message), message["seat"]
        if seat is None and table.id not in peer.watching:
            raise p.ProtocolError(p.NO_SEAT, "watch the table (spectate) to get its public view")
        if seat is not None and (table.id, seat) not in peer.seats:
            raise p.ProtocolError(p.NO_SEAT, "join the seat on this connection first")
        table.send_snapshot(peer, seat, message["id"])

    def _on_bye(self, peer: Peer, message: dict[str, Any]) -> None:
        peer.drop("goodbye", 1000)  # its seats wait for it as after any other drop


def move_time_summary(times: deque[float], cpu_times: deque[float]) -> str:
    """`moves N, handled in p50 X ms, p99 Y ms (CPU p50 .., p99 ..)`: the server's own time per
    accepted move, as the clock saw it and in CPU time (the difference: waits for the disk and
    for the processor, when other programs have it)."""
    if not times:
        return "moves 0"

    def at(values: deque[float], q: float) -> float:
        ordered = sorted(values)
        return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000

    return (f"moves {len(times)}, handled in p50 {at(times, 0.5):.2f} ms, p99 {at(times, 0.99):.2f} ms"
            f" (CPU p50 {at(cpu_times, 0.5):.2f} ms, p99 {at(cpu_times, 0.99):.2f} ms)")


def _address_of(connection: ServerConnection) -> str:
    """The client's IP address (behind a reverse proxy every client shares the proxy's)."""
    remote = connection.remote_address
    return str(remote[0]) if isinstance(remote, tuple) and remote else str(remote)


def tls_context(cert: str | Path, key: str | Path) -> ssl.SSLContext:
    """A server TLS context from a certificate chain and its key (PEM files). OSError or
    ssl.SSLError say what is wrong with them."""
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(str(cert), str(key))
    return context
