"""Game → Host a network game… and Game → Join a network game…: the dialogs, then (on the
qasync loop) the server, the connection and the network table's own window. A failure is
shown to the player in words and changes nothing."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QMessageBox

from shikitable.games import GAMES
from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)

# the window loads this module for its menu at start-up: what network play needs (asyncio,
# qasync, websockets) is loaded when it is first used
if TYPE_CHECKING:
    from shikitable.ui.net.address import Address
    from shikitable.ui.net.discovery import Discovery, LanTable
    from shikitable.ui.net.host import HostedServer, HostPlan
    from shikitable.ui.net.join import JoinDialog, JoinPlan
    from shikitable.ui.net.window import NetTableWindow
    from shikitable.ui.windows.frame import WindowFrame

log = logging.getLogger(__name__)



def add_network_actions(window: WindowFrame, menu: QMenu) -> None:
    """The two entries, placed after New game… in the Game menu."""
    host = QAction(QCoreApplication.translate("NetMenu", "&Host a network game…"), window)
    host.triggered.connect(lambda: host_dialog(window))
    join = QAction(QCoreApplication.translate("NetMenu", "&Join a network game…"), window)
    join.triggered.connect(lambda: join_dialog(window))
    actions = menu.actions()
    before = actions[1] if len(actions) > 1 else None
    menu.insertActions(before, [host, join])  # type: ignore[arg-type]


class NetworkTables:
    """The network tables a main window opened (kept alive here) and its last problem."""

    def __init__(self) -> None:
        self.windows: list[NetTableWindow] = []
        self.problem: str | None = None
        self.busy = False


def tables_of(window: WindowFrame) -> NetworkTables:
    found = getattr(window, "_network_tables", None)
    if not isinstance(found, NetworkTables):
        found = NetworkTables()
        window._network_tables = found  # type: ignore[attr-defined]
    return found


def _problem(window: WindowFrame, title: str, text: str, quiet: bool) -> None:
    tables_of(window).problem = text
    log.warning("%s: %s", title, text)
    if not quiet:
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, window)
        box.open()


def mention_held_seats(window: WindowFrame) -> bool:
    """At launch: say on the status bar when this player holds a seat at an unfinished network
    match (the Join dialog lists it to take back). Returns whether it said so."""
    from shikitable.ui.net.tokens import load_seats

    if not load_seats():
        return False
    text = QCoreApplication.translate(
        "NetMenu", "You have a seat at a network table: Game → Join a network game… takes it back.")
    window.statusBar().showMessage(text, 30000)
    return True


# --- hosting -----------------------------------------------------------------------------


def host_dialog(window: WindowFrame) -> None:
    from shikitable.ui.net.host import HostDialog

    dialog = HostDialog(GAMES, window.settings, window)
    if dialog.exec() and dialog.plan is not None:
        host_game(window, dialog.plan)


def host_game(
    window: WindowFrame, plan: HostPlan, quiet: bool = False, on_open: Callable[[NetTableWindow], None] | None = None
) -> None:
    """Start a server in this app, create the table, sit at the host's seat (or watch)."""
    from shikitable.ui.net.address import fill
    from shikitable.ui.net.host import HostedServer
    from shikitable.ui.net.loop import network_loop, spawn
    from shikitable.ui.net.session import JoinFailed, RemoteSeat

    tables = tables_of(window)
    network_loop()
    server = HostedServer(plan.listen, plan.port, plan.announce, own_seed=plan.seed is not None)
    seat = plan.my_seat
    name = plan.spec.seats[seat].name if seat is not None else QCoreApplication.translate("NetMenu", "Host")

    async def run() -> None:
        tables.busy = True
        try:
            try:
                bound = await server.start()
            except OSError as error:
                text = QCoreApplication.translate("NetMenu", "The table server cannot start on port {0}: {1}")
                text = fill(text, plan.port, error.strerror or error)
                _problem(window, QCoreApplication.translate("NetMenu", "Host a network game"), text, quiet)
                return
            link = RemoteSeat(bound, name)
            create: dict[str, Any] = {
                "game": plan.spec.game_id, "players": plan.spec.players, "seats": plan.seats_json(),
                "options": plan.spec.options, "settings": plan.settings_json(), "seed": plan.seed,
            }
            also: dict[int, tuple[str, str | None]] = {  # hot seat: the other seats here
                s: (plan.spec.seats[s].name, None) for s in plan.seats_here[1:]}
            try:
                adapter = await link.open(seat=seat, watch=seat is None, create=create, also=also)
            except JoinFailed as error:
                server.stop()
                _problem(window, QCoreApplication.translate("NetMenu", "Host a network game"), str(error), quiet)
                return
            _open_window(window, link, adapter, server, on_open)
        finally:
            tables.busy = False

    spawn(run(), "hosting a network game")


# --- joining -----------------------------------------------------------------------------


def join_dialog(window: WindowFrame, discovery: Discovery | None = None) -> JoinDialog:
    """Open the Join dialog (not modal: the LAN list fills while it is shown)."""
    from shikitable.ui.net.discovery import ZeroconfDiscovery
    from shikitable.ui.net.join import JoinDialog
    from shikitable.ui.net.loop import network_loop

    network_loop()
    dialog = JoinDialog(
        window.settings, discovery if discovery is not None else ZeroconfDiscovery(), look_up_tables, window
    )
    dialog.accepted.connect(lambda: _join_accepted(window, dialog.plan))
    dialog.open()
    return dialog


def _join_accepted(window: WindowFrame, plan: JoinPlan | None) -> None:
    if plan is None:
        return
    window.save()  # the name just given, offered again next time
    join_game(window, plan)


def look_up_tables(address: Address, answer: Callable[[list[LanTable] | str], None]) -> None:
    """The tables at `address`, as the Join dialog lists them (or the problem, in words)."""
    from shikitable.ui.net.discovery import LanTable
    from shikitable.ui.net.loop import spawn
    from shikitable.ui.net.session import JoinFailed, RemoteSeat

    async def run() -> None:
        try:
            infos = await RemoteSeat(address, "?").list_tables()
        except JoinFailed as error:
            answer(str(error))
            return
        answer([LanTable(str(address), address.host, address.port, t.table, t.game, len(t.free), t.players)
                for t in infos if not t.over])

    spawn(run(), "listing the tables")


def join_game(
    window: WindowFrame, plan: JoinPlan, quiet: bool = False, on_open: Callable[[NetTableWindow], None] | None = None
) -> None:
    from shikitable.ui.net.loop import network_loop, spawn
    from shikitable.ui.net.session import JoinFailed, RemoteSeat

    tables = tables_of(window)
    link = RemoteSeat(plan.address, plan.name)

    async def run() -> None:
        tables.busy = True
        try:
            adapter = await link.open(plan.table, plan.seat, plan.token, watch=plan.watch, also=plan.also)
        except JoinFailed as error:
            _problem(window, QCoreApplication.translate("NetMenu", "Join a network game"), str(error), quiet)
            return
        finally:
            tables.busy = False
        _open_window(window, link, adapter, None, on_open)

    network_loop()
    spawn(run(), "joining a network game")


def _open_window(window: WindowFrame, link: Any, adapter: Any, server: HostedServer | None,
                 on_open: Callable[[NetTableWindow], None] | None) -> None:
    from shikitable.ui.net.window import NetTableWindow

    table_window = NetTableWindow(window.settings, link, adapter, server, persist=window.persist)
    tables = tables_of(window)
    tables.windows.append(table_window)
    tables.problem = None
    table_window.destroyed.connect(lambda *_: tables.windows.remove(table_window)
                                   if table_window in tables.windows else None)
    table_window.show()
    if on_open is not None:
        on_open(table_window)
