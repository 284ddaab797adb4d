"""LAN announce: the server tells the local network it is there with mDNS/DNS-SD
(python-zeroconf), as a `_shikitable._tcp.local.` service whose TXT record lists its open
tables, so the Join dialog finds it without an address. Only `shikitable serve` (without
--no-announce) and the table's Host dialog turn it on; tests never do (no multicast there).

The Join dialog browses for SERVICE_TYPE and reads the TXT keys: `proto` (protocol version),
`tls` ("1" for wss), `tables` (id:game:open/players, comma-separated)."""

from __future__ import annotations

import logging
import socket
from typing import Any

from shikitable.net.protocol import PROTOCOL_VERSION

log = logging.getLogger(__name__)

SERVICE_TYPE = "_shikitable._tcp.local."


def _addresses(host: str) -> list[bytes]:
    """The IPv4 addresses to announce: the bound one, or this machine's LAN address for 0.0.0.0."""
    if host not in ("0.0.0.0", "", "::"):
        try:
            return [socket.inet_aton(socket.gethostbyname(host))]
        except OSError:
            return []
    try:  # the address the default route leaves from (no packet is sent for a UDP connect)
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))
            return [socket.inet_aton(probe.getsockname()[0])]
    except OSError:
        return [socket.inet_aton("127.0.0.1")]


def read_tables(text: str) -> list[dict[str, Any]]:
    """The TXT record's `tables` back as {table, game, open, players}; malformed parts skipped
    (an announcement comes from anyone on the network)."""
    found = []
    for part in text.split(","):
        fields = part.split(":")
        if len(fields) != 3 or "/" not in fields[2]:
            continue
        free, _, players = fields[2].partition("/")
        if free.isdigit() and players.isdigit() and fields[0] and fields[1]:
            found.append({"table": fields[0], "game": fields[1], "open": int(free), "players": int(players)})
    return found


class Announcer:
    def __init__(self, name: str, host: str, port: int, tls: bool = False) -> None:
        self.name, self.host, self.port, self.tls = name, host, port, tls
        self._zeroconf: Any = None
        self._info: Any = None

    def _service(self, tables: str) -> Any:
        from zeroconf import ServiceInfo

        label = f"{self.name} {socket.gethostname()}:{self.port}"[:60]
        return ServiceInfo(
            SERVICE_TYPE,
            f"{label}.{SERVICE_TYPE}",
            addresses=_addresses(self.host),
            port=self.port,
            properties={"proto": str(PROTOCOL_VERSION), "tls": "1" if self.tls else "0", "tables": tables},
        )

    async def start(self, tables: str) -> None:
        try:
            from zeroconf.asyncio import AsyncZeroconf

            self._zeroconf = AsyncZeroconf()
            self._info = self._service(tables)
            await self._zeroconf.async_register_service(self._info, allow_name_change=True)
        except Exception as error:  # noqa: BLE001 - no multicast on this network: serve unannounced
            log.warning("cannot announce on the local network (%s); players join by address", error)
            self._zeroconf = None

    async def update(self, tables: str) -> None:
        if self._zeroconf is None:
            return
        try:
            self._info = self._service(tables)
            await self._zeroconf.async_update_service(self._info)
        except Exception as error:  # noqa: BLE001 - an announcement is a comfort, never fatal
            log.warning("cannot update the announcement: %s", error)

    async def stop(self) -> None:
        if self._zeroconf is None:
            return
        try:
            await self._zeroconf.async_unregister_all_services()
            await self._zeroconf.async_close()
        except Exception as error:  # noqa: BLE001
            log.warning("cannot withdraw the announcement: %s", error)
        self._zeroconf = None
