"""Hosting a network game from the table: a TableServer (shikitable.net.server) started inside
the app on the qasync loop, and the dialog that sets up its table. The dialog is the new-game
dialog with two more kinds of seat: "Remote player" (an open seat that someone joins over the
network) next to "Human (here)" (the host's own seat) and the AI levels; when no seat is the
host's, the host watches as a spectator. Below the seats: who may connect (this computer only
or the local network), the port, LAN announcement, the grace period, a bot for a player gone
too long, and whether hints are allowed."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from shikitable.games import Game
from shikitable.net import protocol as p
from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)
from shikitable.ui.net.address import DEFAULT_PORT, Address, invite_code
from shikitable.ui.net.loop import network_loop, spawn
from shikitable.ui.windows.dialogs import GameSpec, NewGameDialog
from shikitable.ui.windows.settings import Settings

log = logging.getLogger(__name__)
HERE = "human"  # the host's own seat keeps the new-game dialog's "human" kind
REMOTE = "remote"
LOOPBACK = "127.0.0.1"
EVERYWHERE = "0.0.0.0"



@dataclass
class HostPlan:
    """What the host dialog chose."""

    spec: GameSpec
    listen: str = LOOPBACK
    port: int = DEFAULT_PORT
    announce: bool = False
    grace_s: float = 120.0
    bot_after_grace: str | None = None
    hints: bool = False
    turn_timer_s: float | None = None
    seed: int | None = None

    @property
    def my_seat(self) -> int | None:
        here = self.seats_here
        return here[0] if here else None

    @property
    def seats_here(self) -> list[int]:
        """The seats played at the host's screen (more than one: hot seat)."""
        return [s for s, seat in enumerate(self.spec.seats) if seat.kind == HERE]

    def seats_json(self) -> list[dict[str, Any]]:
        """The seats as create_table wants them: the host's own seat is an open seat too (the
        host's table joins it at once), a bot names its level."""
        seats = []
        for seat in self.spec.seats:
            if seat.kind in (HERE, REMOTE):
                seats.append({"kind": p.REMOTE, "name": seat.name[: p.MAX_NAME_CHARS] if seat.kind == HERE else None})
            else:
                seats.append({"kind": p.BOT, "level": seat.kind, "name": seat.name[: p.MAX_NAME_CHARS]})
        return seats

    def settings_json(self) -> dict[str, Any]:
        # undo is not offered over the network (the server keeps one line of play for everyone)
        return p.Settings(self.grace_s, self.bot_after_grace, self.turn_timer_s, self.hints, False).to_json()


def lan_addresses() -> list[str]:
    """This computer's IPv4 addresses on its networks (from the interfaces: nothing is sent)."""
    from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface  # only a host needs it

    found = []
    for address in QNetworkInterface.allAddresses():
        if address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol and not address.isLoopback():
            found.append(address.toString())
    return found


@dataclass
class HostedServer:
    """A table server running inside this app."""

    listen: str
    port: int
    announce: bool
    # a seat token is a secret, and so is the deal: the server deals its own matches unless the
    # host at this screen fixed a seed itself (a demo or a test of a known deal)
    own_seed: bool = False
    server: Any = None
    bound: Address | None = None
    addresses: list[str] = field(default_factory=list)

    async def start(self) -> Address:
        from shikitable.net.server import TableServer  # network play only

        self.server = TableServer(host=self.listen, port=self.port, announce=self.announce,
                                  allow_client_seed=self.own_seed)
        _host, port = await self.server.start()
        self.bound = Address(LOOPBACK, port)
        self.addresses = [LOOPBACK] if self.listen == LOOPBACK else lan_addresses() or [LOOPBACK]
        return self.bound

    @property
    def invite(self) -> str | None:
        if self.bound is None:
            return None
        return invite_code(self.addresses[0], self.bound.port)

    def describe(self) -> str:
        """How friends reach this table, for the host to pass on."""
        if self.bound is None:
            return ""
        lines = [QCoreApplication.translate("HostDialog", "Friends join with Game → Join a network game… and one of:")]
        lines += [f"  {a}:{self.bound.port}   ({invite_code(a, self.bound.port)})" for a in self.addresses]
        if self.listen == LOOPBACK:
            lines.append(QCoreApplication.translate(
                "HostDialog", "Only this computer can connect (Host a network game… can open it to the network)."))
        return "\n".join(lines)

    def stop(self) -> None:
        server = self.server
        self.server = None
        if server is not None:
            network_loop()
            spawn(server.stop(), "stopping the table server")


class HostDialog(NewGameDialog):
    """The new-game dialog, for a table others join over the network."""

    def __init__(self, games: dict[str, Game], settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(games, settings, parent)
        self.setWindowTitle(self.tr("Host a network game"))
        self.plan: HostPlan | None = None
        box = QGroupBox(self.tr("Network"))
        form = QFormLayout(box)
        self.listen = QComboBox()  # the local network first: a table nobody else can reach is a test
        self.listen.addItem(self.tr("The local network"), EVERYWHERE)
        self.listen.addItem(self.tr("This computer only"), LOOPBACK)
        form.addRow(self.tr("Who may connect"), self.listen)
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(DEFAULT_PORT)
        form.addRow(self.tr("Port"), self.port)
        self.announce = QCheckBox(self.tr("Show this table to the local network (LAN discovery)"))
        self.announce.setChecked(True)  # players nearby find it in their Join list
        self.listen.currentIndexChanged.connect(self._listen_changed)
        form.addRow(self.announce)
        self.grace = QSpinBox()
        self.grace.setRange(10, 3600)
        self.grace.setValue(120)
        self.grace.setSuffix(self.tr(" s"))
        form.addRow(self.tr("A dropped player's seat is kept for"), self.grace)
        self.takeover = QCheckBox(self.tr("After that, a bot plays for them"))
        form.addRow(self.takeover)
        self.timer = QSpinBox()
        self.timer.setRange(0, 600)
        self.timer.setValue(0)
        self.timer.setSuffix(self.tr(" s"))
        self.timer.setSpecialValueText(self.tr("no limit"))
        self.timer.setToolTip(self.tr("A player who takes longer gets the AI's move."))
        form.addRow(self.tr("Turn timer"), self.timer)
        self.hints = QCheckBox(self.tr("Allow hints (waits, suggested moves)"))
        form.addRow(self.hints)
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #c0392b;")
        self.problem.setWordWrap(True)
        form.addRow(self.problem)
        # under the game list, where there is room: the rules column is long enough already
        outer = self.layout()
        if isinstance(outer, QHBoxLayout):
            outer.removeWidget(self.picker)
            left = QVBoxLayout()
            left.addWidget(self.picker, 1)
            left.addWidget(box)
            outer.insertLayout(0, left)
        self._listen_changed()

    def _listen_changed(self) -> None:
        lan = self.listen.currentData() == EVERYWHERE
        self.announce.setEnabled(lan)
        self.announce.setChecked(lan)  # a table open to the network is announced there unless unticked

    def _build_seats(self) -> None:
        super()._build_seats()
        for seat, (edit, combo) in enumerate(self.seat_rows):
            combo.setItemText(0, self.tr("Human (here)"))
            combo.insertItem(1, self.tr("Remote player (open seat)"), REMOTE)
            if seat > 0 and combo.currentData() == HERE:
                combo.setCurrentIndex(1)  # one player here (more make a hot seat), the others remote
            edit.setPlaceholderText(self.tr("Chosen by whoever joins"))

    def _kind_changed(self, seat: int, edit: Any, combo: Any) -> None:
        if combo.currentData() == REMOTE:
            edit.setText("")
            return
        super()._kind_changed(seat, edit, combo)

    def _accept(self) -> None:
        kinds = [combo.currentData() for _edit, combo in self.seat_rows]
        if REMOTE not in kinds and HERE not in kinds:
            self.problem.setText(self.tr("A network table needs at least one human seat."))
            return
        super()._accept()
        if self.spec is None:
            return
        self.plan = HostPlan(
            self.spec,
            listen=self.listen.currentData(),
            port=self.port.value(),
            announce=self.announce.isChecked(),
            grace_s=float(self.grace.value()),
            bot_after_grace="heuristic" if self.takeover.isChecked() else None,
            hints=self.hints.isChecked(),
            turn_timer_s=float(self.timer.value()) if self.timer.value() else None,
        )
