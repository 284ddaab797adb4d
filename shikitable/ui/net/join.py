"""Game → Join a network game…: an address (host:port) or an invite code and the player's
name; the tables found on the local network (browsed only while the dialog is open), the
tables at a typed address ("Look"), and the seats this player holds at network tables (to take
one back after the table was closed, even killed)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from shikitable.net.protocol import MAX_NAME_CHARS, plain_text
from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)
from shikitable.ui.net.address import Address, BadAddress, parse_address
from shikitable.ui.net.discovery import Discovery, LanTable
from shikitable.ui.net.tokens import HeldSeat, load_seats
from shikitable.ui.windows.settings import Settings
from shikitable.ui.words.game_names import game_name

DISCOVERY_WAIT_MS = 2000
ROLE = Qt.ItemDataRole.UserRole


@dataclass
class JoinPlan:
    address: Address
    name: str
    table: str | None = None
    seat: int | None = None
    token: str | None = None
    watch: bool = False
    also: dict[int, tuple[str, str | None]] = field(default_factory=dict)  # hot seat: seat -> name, token



class JoinDialog(QDialog):
    def __init__(
        self,
        settings: Settings,
        discovery: Discovery | None = None,
        look: Callable[[Address, Callable[[list[LanTable] | str], None]], None] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Join a network game"))
        self.settings = settings
        self.discovery = discovery
        self._browsing = False  # connected to the discovery and looking (only while shown)
        self.look_up = look  # asks a server for its tables and calls back with them (or a problem)
        self.plan: JoinPlan | None = None
        self.address = QLineEdit()
        self.address.setPlaceholderText(self.tr("host:port or invite code (ABCDE-12345)"))
        self.name = QLineEdit(self._default_name())
        self.name.setMaxLength(MAX_NAME_CHARS)
        self.look_button = QPushButton(self.tr("Look"))
        self.look_button.clicked.connect(self.look)
        self.watch = QCheckBox(self.tr("Only watch (spectator)"))
        self.tables = QListWidget()
        self.tables.setMinimumHeight(160)
        self.tables.itemDoubleClicked.connect(lambda _item: self._accept())
        self.tables.currentItemChanged.connect(self._picked)
        self.status = QLabel()
        self.status.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Address or invite code"), self.address)
        form.addRow("", self.look_button)
        form.addRow(self.tr("Your name"), self.name)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(QLabel(self.tr("Tables")))
        layout.addWidget(self.tables, 1)
        layout.addWidget(self.status)
        layout.addWidget(self.watch)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Join"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(560, 460)
        self._held = load_seats()
        self._lan: list[LanTable] = []
        self._looked: list[LanTable] = []
        self._quiet = QTimer(self)
        self._quiet.setSingleShot(True)
        self._quiet.setInterval(DISCOVERY_WAIT_MS)
        self._quiet.timeout.connect(self._discovery_quiet)
        self._fill()

    def _default_name(self) -> str:
        """The name given last time, else the one the player used at a local table."""
        if self.settings.player_name:
            return self.settings.player_name[:MAX_NAME_CHARS]
        for entry in self.settings.last_seats:
            if entry.get("kind") == "human" and entry.get("name"):
                return str(entry["name"])[:MAX_NAME_CHARS]
        return ""

    # --- browsing only while open ---------------------------------------------------------

    def showEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802 (Qt API)
        super().showEvent(event)
        if self.discovery is not None and not self._browsing:
            self._browsing = True
            self.discovery.found.connect(self._on_found)
            self.discovery.start()
            self.status.setText(self.tr("Looking for tables on the local network…"))
            self._quiet.start()

    def done(self, result: int) -> None:
        self._stop_browsing()
        super().done(result)

    def hideEvent(self, event) -> None:  # type: ignore[no-untyped-def]  # noqa: N802 (Qt API)
        self._stop_browsing()
        super().hideEvent(event)

    def _stop_browsing(self) -> None:
        self._quiet.stop()
        if self.discovery is not None:
            if self._browsing:  # a dialog closed before it was shown never connected
                self.discovery.found.disconnect(self._on_found)
                self._browsing = False
            self.discovery.stop()
            self.discovery = None

    def _on_found(self, tables: list[LanTable]) -> None:
        self._lan = list(tables)
        self._fill()
        if tables:
            self.status.setText("")

    def _discovery_quiet(self) -> None:
        if not self._lan:
            self.status.setText(self.tr("No table found on the local network; type an address or an invite code."))

    # --- a typed address ------------------------------------------------------------------

    def look(self) -> None:
        """Ask the server at the typed address for its tables."""
        try:
            address = parse_address(self.address.text())
        except BadAddress as error:
            self.status.setText(QCoreApplication.translate("NetAddress", str(error)))
            return
        if self.look_up is None:
            return
        self.status.setText(self.tr("Asking {0}…").replace("{0}", str(address)))
        self.look_up(address, self._looked_up)

    def _looked_up(self, answer: list[LanTable] | str) -> None:
        if isinstance(answer, str):
            self.status.setText(answer)
            return
        self._looked = list(answer)
        self.status.setText(self.tr("No table there.") if not answer else "")
        self._fill()

    # --- the list ---------------------------------------------------------------------------

    def _fill(self) -> None:
        self.tables.clear()
        lang = self.settings.language
        for held in self._held:
            text = self.tr("Take back your seat: {0}, seat {1}, table {2} at {3}")
            text = text.replace("{0}", game_name(held.game, lang)).replace("{1}", str(held.seat + 1))
            text = text.replace("{2}", held.table).replace("{3}", f"{held.host}:{held.port}")
            item = QListWidgetItem(text)
            item.setData(ROLE, held)
            self.tables.addItem(item)
        seen = set()
        for table in self._looked + self._lan:
            key = (table.host, table.port, table.table)
            if key in seen:
                continue
            seen.add(key)
            text = self.tr("{0} — {1} players, {2} open seats — {3} ({4}:{5})")
            for index, value in enumerate(
                (game_name(table.game, lang), table.players, table.open_seats, plain_text(table.server),
                 table.host, table.port)
            ):
                text = text.replace("{" + str(index) + "}", str(value))
            item = QListWidgetItem(text)
            item.setData(ROLE, table)
            self.tables.addItem(item)

    def _picked(self, item: QListWidgetItem | None) -> None:
        if item is None:
            return
        data = item.data(ROLE)
        if isinstance(data, HeldSeat):
            self.address.setText(f"{data.host}:{data.port}")
            self.name.setText(data.name)
        elif isinstance(data, LanTable):
            self.address.setText(f"{data.host}:{data.port}")

    def _accept(self) -> None:
        name = plain_text(self.name.text())[:MAX_NAME_CHARS]
        item = self.tables.currentItem()
        data = item.data(ROLE) if item is not None else None
        if isinstance(data, HeldSeat):
            # a hot seat comes back whole: every seat held at that table
            others: dict[int, tuple[str, str | None]] = {s.seat: (s.name, s.token) for s in self._held
                      if (s.host, s.port, s.table) == (data.host, data.port, data.table) and s.seat != data.seat}
            self.plan = JoinPlan(Address(data.host, data.port), data.name, data.table, data.seat, data.token,
                                 also=others)
            self.accept()
            return
        if not name and not self.watch.isChecked():
            self.status.setText(self.tr("Give your name: the other players see it on your seat."))
            return
        try:
            address = parse_address(self.address.text())
        except BadAddress as error:
            self.status.setText(QCoreApplication.translate("NetAddress", str(error)))
            return
        table = data.table if isinstance(data, LanTable) and (data.host, data.port) == (
            address.host, address.port) else None
        self.plan = JoinPlan(address, name or self.tr("Spectator"), table, watch=self.watch.isChecked())
        if name:
            self.settings.player_name = name  # offered again next time (the window saves its settings)
        self.accept()
