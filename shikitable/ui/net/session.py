"""One player's seat at a network table, over shikitable.net.client: joining (or taking a
seat back with its token), passing what the server sends to the RemoteAdapter, sending the
player's moves and chat, and reconnecting by itself when the connection drops (backing off,
for as long as the table keeps the seat). Runs on the qasync loop (ui/net/loop.py)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from shikitable.core.actions import Action
from shikitable.games import GAMES, get_game
from shikitable.net import protocol as p
from shikitable.net.client import SeatView, ServerRefused, TableClient
from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)
from shikitable.ui.net.adapter import RemoteAdapter, RemoteMatch
from shikitable.ui.net.address import Address, fill
from shikitable.ui.net.loop import spawn
from shikitable.ui.net.tokens import HeldSeat, forget_seat, remember_seat

log = logging.getLogger(__name__)
CONNECT_TIMEOUT_S = 8.0
RETRY_FIRST_S = 0.5
RETRY_MAX_S = 5.0
DEFAULT_GRACE_S = 120.0



class JoinFailed(Exception):
    """Why a table could not be joined, in words for the player."""


@dataclass
class TableInfo:
    """A table as the server lists it."""

    table: str
    game: str
    players: int
    names: list[str]
    kinds: list[str]  # per seat: "remote" or "bot"
    taken: list[bool]  # per seat: someone holds it
    over: bool = False

    @property
    def free(self) -> list[int]:
        return [s for s in range(self.players) if self.kinds[s] == p.REMOTE and not self.taken[s]]


def table_info(summary: dict[str, Any]) -> TableInfo | None:
    """A `tables` entry as TableInfo (None for one this client cannot show, e.g. an unknown game)."""
    try:
        seats = list(summary["seats"])
        game = str(summary["game"])
        if game not in GAMES:
            return None
        names = [str(s.get("name") or "") for s in seats]
        kinds = [str(s.get("kind") or p.REMOTE) for s in seats]
        taken = [bool(s.get("taken") or s.get("connected") or s.get("held")) for s in seats]
        return TableInfo(str(summary["table"]), game, len(seats), names, kinds, taken, bool(summary.get("over")))
    except (KeyError, TypeError, ValueError, AttributeError):
        return None


def url_of(address: Address, tls: bool = False) -> str:
    return f"{'wss' if tls else 'ws'}://{address}"


class RemoteSeat(QObject):
    """The link between one RemoteAdapter and the server: one connection per seat played at
    this screen (each says its own player's name to the server), and in hot seat one more that
    watches, for the public view shown behind the curtain. The first connection also carries
    the chat and the presence."""

    chat_failed = Signal(str)

    def __init__(self, address: Address, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.address = address
        self.name = name
        self.clients: dict[int | None, TableClient] = {}  # held seat (None: watching) -> its connection
        self.names: dict[int | None, str] = {}
        self.adapter: RemoteAdapter | None = None
        self.held: dict[int, HeldSeat] = {}
        self.table = ""
        self.info: TableInfo | None = None
        self.grace_s = DEFAULT_GRACE_S
        self._closing = False
        self._watches: list[asyncio.Task[None]] = []

    @property
    def seat(self) -> int | None:
        return next((s for s in self.clients if s is not None), None)

    @property
    def client(self) -> TableClient | None:
        """The first connection: the one that carries chat and presence."""
        return next(iter(self.clients.values()), None)

    # --- opening --------------------------------------------------------------------------

    async def _connect(self, name: str | None = None) -> TableClient:
        try:
            return await TableClient.connect(url_of(self.address), name or self.name, timeout=CONNECT_TIMEOUT_S,
                                             protocol=2)  # updates as patches (docs/protocol.md)
        except (OSError, TimeoutError) as error:
            text = QCoreApplication.translate("NetSession", "Cannot reach {0}: {1}")
            raise JoinFailed(fill(text, self.address, str(error) or type(error).__name__)) from None
        except Exception as error:  # noqa: BLE001 - a handshake refused, not a server of ours...
            text = QCoreApplication.translate("NetSession", "{0} does not answer as a shikitable server ({1}).")
            raise JoinFailed(fill(text, self.address, str(error) or type(error).__name__)) from None

    async def list_tables(self) -> list[TableInfo]:
        client = await self._connect()
        try:
            return [t for t in (table_info(s) for s in await client.list_tables()) if t is not None]
        finally:
            await client.close()

    async def open(
        self,
        table: str | None = None,
        seat: int | None = None,
        token: str | None = None,
        watch: bool = False,
        create: dict[str, Any] | None = None,
        also: dict[int, tuple[str, str | None]] | None = None,
    ) -> RemoteAdapter:
        """Connect and sit down (or watch); the adapter returned has the first view waiting.
        With `create` (create_table's fields), the table is made first (the host's own table).
        `also` adds more seats played at this screen (hot seat): seat -> (name, token or None)."""
        first = await self._connect()
        opened: list[TableClient] = [first]
        try:
            if create is not None:
                table = await first.create_table(**create)
            tables = [t for t in (table_info(s) for s in await first.list_tables()) if t is not None]
            info = self._choose(tables, table, token is not None or watch)
            self.info, self.table = info, info.table
            if watch:
                self.clients[None] = first
                await first.spectate(info.table)
            else:
                await self._sit(first, seat, token, self.name)
                for extra, (name, extra_token) in (also or {}).items():
                    client = await self._connect(name)
                    opened.append(client)
                    await self._sit(client, extra, extra_token, name)
                if also:  # hot seat: the public view for behind the curtain
                    watcher = await self._connect()
                    opened.append(watcher)
                    self.clients[None] = watcher
                    await watcher.spectate(info.table)
        except ServerRefused as error:
            for client in opened:
                await close_quietly(client)
            raise JoinFailed(error.reason) from None
        except (ConnectionError, TimeoutError) as error:
            for client in opened:
                await close_quietly(client)
            text = QCoreApplication.translate("NetSession", "The connection was lost while joining ({0}).")
            raise JoinFailed(fill(text, str(error) or type(error).__name__)) from None
        match = RemoteMatch(get_game(info.game), self._names(info), info.kinds, {})
        seats = sorted(s for s in self.clients if s is not None)
        adapter = self.adapter = RemoteAdapter(match, seats if len(seats) > 1 else (seats[0] if seats else None))
        adapter.send_action = self.send_action
        adapter.send_chat = self.send_chat
        adapter.on_close = self.close
        for key, client in self.clients.items():
            client.on_message = lambda message, key=key: self._on_message(key, message)
        self._deliver_views(opening=True)
        self._deliver_presence()
        self._watches = [spawn(self._keep_connected(key), "watching the connection") for key in self.clients]
        return adapter

    async def _sit(self, client: TableClient, seat: int | None, token: str | None, name: str) -> None:
        assert self.info is not None
        seated = await client.join(self.info.table, seat, token)
        self.clients[seated.seat] = client
        self.names[seated.seat] = name
        self.held[seated.seat] = HeldSeat(self.address.host, self.address.port, self.info.table, seated.seat,
                                          seated.token, name, self.info.game)
        remember_seat(self.held[seated.seat])

    def _choose(self, tables: list[TableInfo], wanted: str | None, any_state: bool) -> TableInfo:
        if wanted is not None:
            for info in tables:
                if info.table == wanted:
                    return info
            text = QCoreApplication.translate("NetSession", "There is no table {0} at {1}.")
            raise JoinFailed(fill(text, wanted, self.address))
        open_tables = [t for t in tables if t.free and not t.over] if not any_state else tables
        if not open_tables:
            text = QCoreApplication.translate("NetSession", "No table at {0} has a free seat.")
            raise JoinFailed(fill(text, self.address))
        return open_tables[0]

    def _names(self, info: TableInfo) -> list[str]:
        seat_text = QCoreApplication.translate("NetSession", "Seat {0}")
        return [name or fill(seat_text, s + 1) for s, name in enumerate(info.names)]

    # --- from the server ------------------------------------------------------------------

    def _on_message(self, key: int | None, message: dict[str, Any]) -> None:
        if self.adapter is None or message.get("table") not in (self.table, None):
            return
        kind = message.get("type")
        main = self.clients.get(key) is self.client  # chat and presence come once, by the first connection
        if kind in (p.SNAPSHOT, p.UPDATE) and message.get("seat") == key:
            self._deliver_views(opening=False)
        elif kind == p.PRESENCE and main:
            self._deliver_presence()
        elif kind == p.CHAT and main:
            self.adapter.receive_chat(str(message.get("name") or "?"), p.plain_text(str(message.get("text") or "")))
        elif kind == p.REFUSED and message.get("of") == p.ACT and key is not None:
            reason = message.get("reason") or QCoreApplication.translate("NetSession", "The server refused the move.")
            self.adapter.receive_refusal(str(reason), quiet=message.get("code") == p.STALE, seat=key)
        elif kind == p.REFUSED and message.get("of") == p.CHAT:
            self.chat_failed.emit(str(message.get("reason") or ""))

    def _deliver_views(self, opening: bool) -> None:
        if self.adapter is None:
            return
        views: dict[int | None, SeatView] = {}
        for key, client in self.clients.items():
            view = client.views.get((self.table, key))
            if view is not None:
                views[key] = view
        if not views:
            return
        settings = next(iter(views.values())).settings
        if isinstance(settings, dict):
            grace = settings.get("grace_s")
            if isinstance(grace, (int, float)):
                self.grace_s = float(grace)
            self.adapter.allow_hints = bool(settings.get("hints"))
        self.adapter.receive_views(views, opening=opening)

    def _deliver_presence(self) -> None:
        client = self.client
        if client is None or self.adapter is None:
            return
        message = client.presence.get(self.table)
        if not message:
            return
        marks: list[bool | None] = []
        names: list[str] = []
        for seat, entry in enumerate(message.get("seats") or []):
            name = entry.get("name") if isinstance(entry, dict) else None
            names.append(p.plain_text(str(name or ""))[: p.MAX_NAME_CHARS])
            kind = self.info.kinds[seat] if self.info and seat < len(self.info.kinds) else p.REMOTE
            if kind == p.BOT or not isinstance(entry, dict):
                marks.append(None)
            elif entry.get("connected"):
                marks.append(True)
            elif entry.get("taken") or entry.get("held") or entry.get("away_s") is not None:
                marks.append(False)
            else:
                marks.append(None)  # an open seat nobody has taken yet
        self.adapter.receive_presence(marks, names)

    # --- to the server --------------------------------------------------------------------

    def send_action(self, seat: int, action: Action, version: int) -> None:
        client, held = self.clients.get(seat), self.held.get(seat)
        if client is None or held is None or client.closed:
            if self.adapter is not None:
                text = QCoreApplication.translate("NetSession", "Not connected: you will be asked again once back.")
                self.adapter.receive_refusal(text, seat=seat)
            return
        spawn(client.send(p.ACT, table=self.table, seat=seat, token=held.token, version=version,
                          action=action.to_json()), "sending a move")

    def send_chat(self, text: str) -> None:
        client = self.client
        text = p.plain_text(text)[: p.MAX_CHAT_CHARS]
        if client is None or client.closed or not text:
            self.chat_failed.emit(QCoreApplication.translate("NetSession", "Not connected."))
            return
        spawn(client.say(self.table, text), "sending chat")

    # --- staying connected ----------------------------------------------------------------

    async def _keep_connected(self, key: int | None) -> None:
        while not self._closing:
            client = self.clients.get(key)
            if client is None:
                return
            await client.connection.wait_closed()
            if self._closing:
                return
            if self.adapter is not None:
                self.adapter.receive_link("reconnecting")
            if not await self._reconnect(key):
                if self.adapter is not None:
                    self.adapter.receive_link("lost")
                return
            if self.adapter is not None and all(not c.closed for c in self.clients.values()):
                self.adapter.receive_link("connected")

    async def _reconnect(self, key: int | None) -> bool:
        """Connect again and take the seat back with its token (or watch again), backing off
        between tries, for as long as the server keeps the seat."""
        loop = asyncio.get_running_loop()
        give_up = loop.time() + max(self.grace_s, 10.0)
        wait = RETRY_FIRST_S
        name = self.names.get(key, self.name)
        while not self._closing and loop.time() < give_up:
            try:
                client = await TableClient.connect(url_of(self.address), name, timeout=CONNECT_TIMEOUT_S, protocol=2)
            except Exception as error:  # noqa: BLE001 - any failure to connect: try again later
                log.info("reconnecting to %s: %s", self.address, error)
                await asyncio.sleep(wait)
                wait = min(RETRY_MAX_S, wait * 2)
                continue
            client.on_message = lambda message, key=key: self._on_message(key, message)
            try:
                if key is None:
                    await client.spectate(self.table)
                else:
                    await client.join(self.table, key, self.held[key].token)
            except ServerRefused as error:  # the seat is gone (the grace ran out) or the table
                log.warning("cannot take the seat back: %s", error.reason)
                await client.close()
                return False
            except (ConnectionError, TimeoutError):
                await client.close()
                continue
            self.clients[key] = client  # keeps its place: the first connection stays the first
            self._deliver_views(opening=False)
            self._deliver_presence()
            return True
        return False

    def close(self) -> None:
        """Leave the table's screen: the seats stay ours on the server (their tokens are kept)."""
        self._closing = True
        for client in self.clients.values():
            if not client.closed:
                spawn(client.close(), "closing the connection")
        for task in self._watches:
            task.cancel()

    def finished(self) -> None:
        """The match is over: its seat tokens are no longer needed."""
        for held in self.held.values():
            forget_seat(held)


async def close_quietly(client: TableClient) -> None:
    with contextlib.suppress(Exception):
        await client.close()
