"""Finding tables on the local network: hosts announce themselves with mDNS/DNS-SD (see
shikitable/net/announce.py for the service and its TXT record); the Join dialog browses only
while it is open. Discovery is an object the dialog is handed, so tests give it a fake and
never send multicast."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Signal

from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)
from shikitable.ui.net.loop import network_loop, spawn

log = logging.getLogger(__name__)
SERVICE_TYPE = "_shikitable._tcp.local."
RESOLVE_TIMEOUT_MS = 1500


@dataclass(frozen=True)
class LanTable:
    """One table a host announces."""

    server: str  # the service's name
    host: str
    port: int
    table: str
    game: str
    open_seats: int
    players: int
    tls: bool = False


def tables_from_txt(server: str, host: str, port: int, properties: dict[Any, Any]) -> list[LanTable]:
    """The tables in an announcement's TXT record ("id:game:open/players,..."); malformed
    entries are skipped (anyone on the network may announce anything)."""

    def text(key: str) -> str:
        value = properties.get(key.encode(), properties.get(key))
        if isinstance(value, bytes):
            return value.decode("utf-8", "replace")
        return value if isinstance(value, str) else ""

    tls = text("tls") == "1"
    found = []
    for entry in text("tables").split(",")[:50]:
        parts = entry.split(":")
        if len(parts) != 3 or "/" not in parts[2]:
            continue
        table, game, seats = parts
        free, _, players = seats.partition("/")
        if not (table and game and free.isdigit() and players.isdigit()):
            continue
        found.append(LanTable(server[:60], host, port, table[:16], game[:32], int(free), int(players), tls))
    return found


class Discovery(QObject):
    """Reports the tables found so far (`found`, the whole list each time)."""

    found = Signal(list)

    def start(self) -> None:
        raise NotImplementedError

    def stop(self) -> None:
        raise NotImplementedError


class ZeroconfDiscovery(Discovery):
    """Browses with python-zeroconf on the qasync loop."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._zeroconf: Any = None
        self._browser: Any = None
        self._servers: dict[str, list[LanTable]] = {}
        self.problem: str | None = None

    def start(self) -> None:
        if self._zeroconf is not None:
            return
        try:
            from zeroconf import ServiceStateChange
            from zeroconf.asyncio import AsyncServiceBrowser, AsyncZeroconf
        except ImportError as error:
            self.problem = str(error)
            log.warning("LAN discovery is not available: %s", error)
            return
        loop = network_loop()
        self._zeroconf = AsyncZeroconf()  # on the running (qasync) loop: no thread of its own

        def on_loop(service_type: str, name: str, removed: bool) -> None:
            if removed:
                self._servers.pop(name, None)
                self.found.emit(self.tables())
            else:
                spawn(self._resolve(service_type, name), "looking up a table on the local network")

        def changed(zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
            # handed to the loop, whichever thread zeroconf calls from
            loop.call_soon_threadsafe(on_loop, service_type, name, state_change is ServiceStateChange.Removed)

        try:
            self._browser = AsyncServiceBrowser(self._zeroconf.zeroconf, [SERVICE_TYPE], handlers=[changed])
        except Exception as error:  # noqa: BLE001 - no multicast here: joining by address still works
            self.problem = str(error)
            log.warning("cannot browse the local network: %s", error)

    async def _resolve(self, service_type: str, name: str) -> None:
        from zeroconf.asyncio import AsyncServiceInfo

        if self._zeroconf is None:
            return
        info = AsyncServiceInfo(service_type, name)
        if not await info.async_request(self._zeroconf.zeroconf, RESOLVE_TIMEOUT_MS):
            return
        addresses = info.parsed_addresses()
        if not addresses or not info.port:
            return
        label = name.removesuffix("." + service_type)
        self._servers[name] = tables_from_txt(label, addresses[0], int(info.port), dict(info.properties or {}))
        self.found.emit(self.tables())

    def tables(self) -> list[LanTable]:
        return [t for tables in self._servers.values() for t in tables]

    def stop(self) -> None:
        zeroconf, browser = self._zeroconf, self._browser
        self._zeroconf = self._browser = None
        self._servers = {}

        async def close() -> None:
            if browser is not None:
                await browser.async_cancel()
            await zeroconf.async_close()

        if zeroconf is not None:
            spawn(close(), "closing LAN discovery")
