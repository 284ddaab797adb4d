"""The Statistics window: per game and player name, over finished matches: matches, wins,
win rate, mean and best points, the current and the longest run of wins; a chart of the chosen
game's points match by match, and the table exported as CSV."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QPushButton, QTableWidgetItem, QVBoxLayout, QWidget

from shikitable.games import GAMES
from shikitable.session.stats import PlayerStats, store_stats
from shikitable.session.stats_export import points_by_player, write_stats_csv
from shikitable.session.store import MatchStore
from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)
from shikitable.ui.windows.record_table import export_to_file, record_table
from shikitable.ui.windows.stats_chart import StatsChart
from shikitable.ui.words.game_names import game_name

ALL_GAMES = ""


class NumberItem(QTableWidgetItem):
    """A cell shown as formatted text and sorted by its number."""

    def __init__(self, text: str, value: float) -> None:
        super().__init__(text)
        self.value = value
        self.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def __lt__(self, other: QTableWidgetItem) -> bool:
        if isinstance(other, NumberItem):
            return self.value < other.value
        return super().__lt__(other)


class StatsWindow(QWidget):
    def __init__(self, store: MatchStore, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window)
        self.store, self.lang = store, lang
        self.rows: list[PlayerStats] = []
        self.game_box = QComboBox()
        self.game_box.currentIndexChanged.connect(lambda _index: self.refresh())
        self.game_label = QLabel()
        self.table = record_table(9, stretch=1)
        self.sorted_once = False
        self.empty = QLabel()
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.close)
        self.export_button = QPushButton()  # the table as shown, as CSV
        self.export_button.clicked.connect(lambda: self.export_csv())
        self.chart = StatsChart()  # the chosen game's points match by match
        self.chart.setAccessibleName(self.tr("Points over matches"))
        top = QHBoxLayout()
        top.addWidget(self.game_label)
        top.addWidget(self.game_box)
        top.addStretch(1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.export_button)
        bottom.addStretch(1)
        bottom.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.chart, 1)
        layout.addWidget(self.empty)
        layout.addLayout(bottom)
        self.resize(900, 640)
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.game_label.setText(self.tr("Game"))
        self.close_button.setText(self.tr("Close"))
        self.export_button.setText(self.tr("Export CSV…"))
        self.chart.setAccessibleName(self.tr("Points over matches"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Game"), self.tr("Player"), self.tr("Matches"), self.tr("Wins"), self.tr("Win rate"),
             self.tr("Mean points"), self.tr("Best points"), self.tr("Current streak"), self.tr("Longest streak")]
        )
        chosen = self.game_box.currentData()
        self.game_box.blockSignals(True)
        self.game_box.clear()
        self.game_box.addItem(self.tr("All games"), ALL_GAMES)
        seen = {r.game for r in self.store.matches(finished_only=True)}
        for game_id in [*GAMES, *sorted(seen - set(GAMES))]:  # games no longer installed still count
            self.game_box.addItem(game_name(game_id, self.lang), game_id)
        index = self.game_box.findData(chosen) if chosen is not None else 0
        self.game_box.setCurrentIndex(max(index, 0))
        self.game_box.blockSignals(False)
        self.refresh()

    def refresh(self) -> None:
        game = self.game_box.currentData() or None
        self.rows = store_stats(self.store, game)
        self.table.setSortingEnabled(False)
        self.table.setRowCount(len(self.rows))
        for row, stats in enumerate(self.rows):
            cells: list[tuple[str, float]] = [
                (game_name(stats.game, self.lang), 0),
                (stats.name, 0),
                (str(stats.matches), stats.matches),
                (str(stats.wins), stats.wins),
                (f"{stats.win_rate:.0%}", stats.win_rate),
                (f"{stats.mean_points:+.1f}", stats.mean_points),
                (f"{stats.best_points:+d}" if stats.best_points is not None else "", stats.best_points or 0),
                (str(stats.streak), stats.streak),
                (str(stats.best_streak), stats.best_streak),
            ]
            for column, (text, value) in enumerate(cells):
                self.table.setItem(row, column, NumberItem(text, value) if column >= 2 else QTableWidgetItem(text))
        self.table.setSortingEnabled(True)
        if not self.sorted_once:  # most played first, until the player clicks a heading
            self.table.sortItems(2, Qt.SortOrder.DescendingOrder)
            self.sorted_once = True
        self.empty.setText("" if self.rows else self.tr("No finished matches yet."))
        self.empty.setVisible(not self.rows)
        self.export_button.setEnabled(bool(self.rows))
        if game is None:
            self.chart.show_series({}, self.tr("Choose a game to see its players' points match by match."))
        else:
            records = self.store.matches(game=game, finished_only=True)
            self.chart.show_series(points_by_player(records, game), self.tr("No finished matches yet."))

    def export_csv(self, path: str | None = None) -> bool:
        """Write the table as shown (this game, or all) to a CSV file; says where, or why not."""

        def write(path: str) -> str | None:
            problem = write_stats_csv(self.rows, path)
            return None if problem is None else self.tr("Cannot write {0}").replace("{0}", problem)

        suggested = str(Path.home() / f"shikitable-statistics-{self.game_box.currentData() or 'all'}.csv")
        path = export_to_file(self, self.tr("Export CSV"), path, suggested, "CSV (*.csv)", write)
        if path is None:
            return False
        self.setWindowTitle(self.tr("Statistics") + " — " + self.tr("saved to {0}").replace("{0}", path))
        return True
