"""The side panel beside a table: the game's name, the scores (★ the dealer), the game log and,
for games with picture cards, the card log. The main window and the lesson window both show it."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QLabel, QListWidget, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from shikitable.ui.windows.results import dealer_tip
from shikitable.ui.words.mahjong_words import TILE_WORDS
from shikitable.ui.words.mahjong_words import tr as words_tr


class SidePanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 17px; font-weight: bold;")
        self.scores = QTableWidget(0, 3)
        self.scores.verticalHeader().hide()
        self.scores.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2):  # the numbers take what they need; the names the rest
            self.scores.horizontalHeader().setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.scores.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.scores.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.scores.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log = QListWidget()
        self.log.setWordWrap(True)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.title)
        layout.addWidget(self.scores)
        self.heading = QLabel()
        self.heading.setStyleSheet("font-weight: bold;")
        layout.addWidget(self.heading)
        layout.addWidget(self.log, 1)
        self.cards_heading = QLabel()  # the card log (games with picture cards: Magic)
        self.cards_heading.setStyleSheet("font-weight: bold;")
        self.cards_log = QListWidget()
        self.cards_log.setWordWrap(True)
        self.cards_log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout.addWidget(self.cards_heading)
        layout.addWidget(self.cards_log, 1)
        self.show_card_log(False)
        self.tiles = False  # a mahjong game: its deals are hands, not seasons
        self.retranslate()

    def set_tiles(self, tiles: bool) -> None:
        self.tiles = tiles
        self.retranslate()

    def retranslate(self) -> None:
        now = words_tr(TILE_WORDS.this) if self.tiles else self.tr("Season")
        self.scores.setHorizontalHeaderLabels([self.tr("Player"), self.tr("Score"), now])
        tips = (
            self.tr("The players; ★ marks the dealer."),
            self.tr("Points so far in this match."),
            self.tr("Points won (+) or paid (−) in this season so far."),
        )
        for column, tip in enumerate(tips):
            header = self.scores.horizontalHeaderItem(column)
            if header is not None:
                header.setToolTip(tip)
        self.heading.setText(self.tr("Game log"))
        self.cards_heading.setText(self.tr("Card log"))

    def set_type_size(self, px: int) -> None:
        """The panel's words at `px` pixels (the title larger), rows sized to fit."""
        if getattr(self, "_type_px", None) == px:
            return
        self._type_px = px
        font = self.font()
        font.setPixelSize(px)
        for widget in (self.scores, self.log, self.cards_log, self.heading, self.cards_heading):
            widget.setFont(font)
        self.scores.horizontalHeader().setFont(font)
        self.scores.verticalHeader().setDefaultSectionSize(round(px * 2))
        self.title.setStyleSheet(f"font-size: {round(px * 1.35)}px; font-weight: bold;")
        self.heading.setStyleSheet(f"font-weight: bold; font-size: {px}px;")
        self.cards_heading.setStyleSheet(f"font-weight: bold; font-size: {px}px;")
        rows = self.scores.rowCount()
        height = self.scores.horizontalHeader().sizeHint().height() + sum(self.scores.rowHeight(r) for r in range(rows))
        self.scores.setFixedHeight(height + 4)

    def show_card_log(self, on: bool) -> None:
        self.cards_heading.setVisible(on)
        self.cards_log.setVisible(on)

    held = False

    def hold_scores(self, names: list[str], shown: dict[str, Any]) -> None:
        """Show these scores and ignore updates until `release_scores` (a season dialog is open)."""
        self.held = False
        self.show_scores(names, shown)
        self.held = True
        self._latest: tuple[list[str], dict[str, Any]] | None = None

    def release_scores(self) -> None:
        self.held = False
        latest = getattr(self, "_latest", None)
        if latest is not None:
            self.show_scores(*latest)

    def show_scores(self, names: list[str], obs: dict[str, Any]) -> None:
        if self.held:
            self._latest = (names, obs)
            return
        scores = obs.get("scores") or []
        season = obs.get("season_points") or []
        dealer = obs.get("dealer")
        self.scores.setRowCount(len(names))
        for seat, name in enumerate(names):
            mark = "★ " if seat == dealer else ""  # before the name: a narrow column cuts the end
            values = [
                mark + name,
                str(scores[seat]) if seat < len(scores) else "",
                f"{season[seat]:+d}" if seat < len(season) else "",
            ]
            for column, text in enumerate(values):
                item = self.scores.item(seat, column)
                if item is None:
                    item = QTableWidgetItem()
                    self.scores.setItem(seat, column, item)
                if item.text() != text:
                    item.setText(text)
                if column:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                elif seat == dealer:
                    item.setToolTip(dealer_tip(obs.get("multiplier")))
                else:
                    item.setToolTip("")
        height = self.scores.horizontalHeader().height() + sum(self.scores.rowHeight(r) for r in range(len(names))) + 4
        self.scores.setFixedHeight(height)

    def add_log(self, line: str, cards: bool = False) -> None:
        shown = self.cards_log if cards else self.log
        shown.addItem(line)
        while shown.count() > 500:
            shown.takeItem(0)
        shown.scrollToBottom()
