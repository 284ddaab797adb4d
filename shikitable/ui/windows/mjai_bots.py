"""The MJAI bots the user has added: a name and the command that runs each (a local Mortal,
akochan, an mjai.app entry, `shikitable mjai-bot`). Each becomes a seat kind for riichi and Magic."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from shikitable.ai.mahjong.mjai_seat import command_words
from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)


def check_bots(rows: list[tuple[str, str]]) -> tuple[dict[str, str], tuple[str, int, str] | None]:
    """The rows as name -> command, or the first problem found as (what, row number, name):
    what is "no_name", "taken" or "command" (empty, or quotes that do not close). Rows with
    both cells empty are dropped."""
    bots: dict[str, str] = {}
    for number, (name, command) in enumerate(rows, 1):
        name, command = name.strip(), command.strip()
        if not name and not command:
            continue
        if not name:
            return bots, ("no_name", number, name)
        if name in bots:
            return bots, ("taken", number, name)
        try:
            command_words(command)
        except ValueError:
            return bots, ("command", number, name)
        bots[name] = command
    return bots, None


class MjaiBotsDialog(QDialog):
    def __init__(self, bots: Mapping[str, str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("MJAI bots"))
        self.bots = dict(bots)
        note = QLabel(self.tr(
            "Outside riichi AIs that speak MJAI (as mjai.app runs them): a name, and the command that "
            "starts one. It is sent the events its seat may see, one JSON array a line, and answers "
            "each line; the player id 0-3 is added to the command, or put {id} where it goes. "
            "They sit at riichi and Magic: the Mahjong tables; in Magic one plays the tiles and never "
            "declares a card (its seat passes every card window)."
        ))
        note.setWordWrap(True)
        self.table = QTableWidget(0, 2)
        self.table.setHorizontalHeaderLabels([self.tr("Name"), self.tr("Command")])
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        for name, command in self.bots.items():
            self._add_row(name, command)
        add = QPushButton(self.tr("Add"))
        add.clicked.connect(lambda: self._add_row("", ""))
        remove = QPushButton(self.tr("Remove"))
        remove.clicked.connect(lambda: self.table.removeRow(self.table.currentRow()))
        row = QHBoxLayout()
        row.addWidget(add)
        row.addWidget(remove)
        row.addStretch()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(note)
        layout.addWidget(self.table)
        layout.addLayout(row)
        layout.addWidget(buttons)
        self.resize(640, 320)

    def _add_row(self, name: str, command: str) -> None:
        at = self.table.rowCount()
        self.table.insertRow(at)
        self.table.setItem(at, 0, QTableWidgetItem(name))
        self.table.setItem(at, 1, QTableWidgetItem(command))

    def rows(self) -> list[tuple[str, str]]:
        def text(row: int, column: int) -> str:
            item = self.table.item(row, column)
            return item.text() if item is not None else ""

        return [(text(r, 0), text(r, 1)) for r in range(self.table.rowCount())]

    def _accept(self) -> None:
        bots, problem = check_bots(self.rows())
        if problem is not None:  # the rows stay as typed, to be mended
            what, number, name = problem
            texts = {
                "no_name": self.tr("Row {0}: give the bot a name."),
                "taken": self.tr("Row {0}: the name {1} is already used."),
                "command": self.tr("Row {0}: the command is empty, or a quote in it is not closed."),
            }
            text = texts[what].replace("{0}", str(number)).replace("{1}", name)
            QMessageBox.warning(self, self.tr("MJAI bots"), text)
            return
        self.bots = bots
        self.accept()
