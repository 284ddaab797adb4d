"""The History window: every stored match (game, date, players, result, finished or not);
open one to watch it again move by move, resume an unfinished one, or export it as JSON."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMessageBox, QPushButton, QTableWidgetItem, QVBoxLayout, QWidget

from shikitable.games import GAMES
from shikitable.session.saves import BadSave, write_save
from shikitable.session.store import MatchRecord, MatchStore, StoreError, local_time
from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)
from shikitable.ui.windows.record_table import export_to_file, record_table

if TYPE_CHECKING:
    from shikitable.ui.windows.replay import ReplayWindow
from shikitable.ui.words.game_names import game_name


def result_text(record: MatchRecord) -> str:
    return "  ".join(f"{name} {score:+d}" for name, score in record.named_points(""))


class HistoryWindow(QWidget):
    def __init__(
        self, store: MatchStore, lang: str, resume: Callable[[int], bool], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window)
        self.store, self.lang, self.resume_match = store, lang, resume
        self.records: list[MatchRecord] = []
        self.replays: list[QWidget] = []
        self.table = record_table(6, stretch=3, single=True)
        self.table.itemSelectionChanged.connect(self._update_buttons)
        self.table.cellDoubleClicked.connect(lambda _row, _column: self.replay())
        self.summary = QLabel()
        self.replay_button = QPushButton()
        self.replay_button.clicked.connect(self.replay)
        self.resume_button = QPushButton()
        self.resume_button.clicked.connect(self.resume)
        self.review_button = QPushButton()
        self.review_button.clicked.connect(self.review)
        self.export_button = QPushButton()
        self.export_button.clicked.connect(self.export)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.close)
        buttons = QHBoxLayout()
        buttons.addWidget(self.summary, 1)
        for button in (self.replay_button, self.review_button, self.resume_button, self.export_button,
                       self.close_button):
            buttons.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addLayout(buttons)
        self.resize(980, 560)
        self.retranslate()
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.refresh()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Match history"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Game"), self.tr("Started"), self.tr("Moves"), self.tr("Players and result"), self.tr("Status"),
             self.tr("Notes")]
        )
        self.replay_button.setText(self.tr("&Watch replay"))
        self.review_button.setText(self.tr("Re&view…"))
        self.resume_button.setText(self.tr("&Resume"))
        self.export_button.setText(self.tr("&Export…"))
        self.close_button.setText(self.tr("Close"))

    def refresh(self) -> None:
        self.records = self.store.matches()
        self.table.setRowCount(len(self.records))
        for row, record in enumerate(self.records):
            players = result_text(record) or ", ".join(record.seat_names)
            notes = []
            if record.undo_used:
                notes.append(self.tr("undo used"))
            if record.seat_kinds and all(kind != "human" for kind in record.seat_kinds):
                notes.append(self.tr("AI only"))
            cells = (
                game_name(record.game, self.lang),
                local_time(record.started),
                str(record.actions),
                players,
                self.tr("Finished") if record.finished is not None else self.tr("Unfinished"),
                ", ".join(notes),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column == 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(row, column, item)
        finished = sum(1 for r in self.records if r.finished is not None)
        self.summary.setText(
            self.tr("{0} matches, {1} finished").replace("{0}", str(len(self.records))).replace("{1}", str(finished))
        )
        if self.records and not self.table.selectedItems():
            self.table.selectRow(0)
        self._update_buttons()

    def selected(self) -> MatchRecord | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        return self.records[rows[0].row()]

    def _update_buttons(self) -> None:
        record = self.selected()
        self.replay_button.setEnabled(record is not None and record.game in GAMES)
        self.review_button.setEnabled(record is not None and record.game in GAMES and record.actions > 0)
        self.export_button.setEnabled(record is not None)
        self.resume_button.setEnabled(record is not None and record.finished is None and record.game in GAMES)

    def replay(self) -> ReplayWindow | None:
        from shikitable.ui.windows.replay import ReplayWindow

        record = self.selected()
        if record is None or record.game not in GAMES:
            return None
        try:
            window = ReplayWindow(self.store.load(record.id), record, self.lang, self)
        except (StoreError, BadSave) as error:
            QMessageBox.warning(self, self.tr("Watch replay"), str(error))
            return None
        window.show()
        self.replays.append(window)
        return window

    def review(self) -> ReplayWindow | None:
        """The match's replay, with the review dialog over it (the review lands in the replay)."""
        window = self.replay()
        if window is not None:
            window.open_review()
        return window

    def resume(self) -> None:
        record = self.selected()
        if record is not None and self.resume_match(record.id):
            self.close()

    def export(self, path: str | None = None) -> bool:
        record = self.selected()
        if record is None:
            return False

        def write(path: str) -> str | None:
            try:
                write_save(path, self.store.load(record.id))
            except (OSError, StoreError) as error:
                return str(error)
            return None

        suggested = f"{record.game}-{record.id}.json"
        return export_to_file(self, self.tr("Export match"), path, suggested, "JSON (*.json)", write) is not None
