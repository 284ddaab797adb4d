"""Watching a stored match again: the table as one seat saw it (or, once the match is over,
with every hand open), move by move: first / previous / play-pause / next / last, the speed,
a jump to any season, and the list of moves (click one to go there)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSlider,
    QSplitter,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from shikitable.core.events import Event
from shikitable.session.replay import ReplayCursor
from shikitable.session.saves import SaveData
from shikitable.session.store import MatchRecord
from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)
from shikitable.ui.layouts import layout_for
from shikitable.ui.table.scene import TableScene
from shikitable.ui.table.table import TableView
from shikitable.ui.words.eventlog import describe
from shikitable.ui.words.game_names import game_name
from shikitable.ui.words.mahjong_words import HAND_FROM_MOVE, TILE_WORDS, is_tiles
from shikitable.ui.words.mahjong_words import tr as words_tr

if TYPE_CHECKING:
    from shikitable.session.review.report import Review
    from shikitable.session.review.valuing import ReviewSettings
    from shikitable.ui.learn.review_dialog import ReviewDialog
    from shikitable.ui.learn.review_panel import ReviewPanel

SPEEDS = ((0.5, 1600), (1.0, 800), (2.0, 400), (4.0, 200), (8.0, 100))  # (factor, ms per move)
ALL_HANDS = -1


class ReplayWindow(QWidget):
    def __init__(self, save: SaveData, record: MatchRecord | None, lang: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window)
        self.replay = ReplayCursor(save)
        self.game = self.replay.game
        self.lang = lang
        self.layout_decl = layout_for(self.game.id)
        self.names = list(save.seat_names or []) if save.seat_names and len(save.seat_names) == save.players else [
            str(seat + 1) for seat in range(save.players)
        ]
        self.record = record
        self.viewer = 0
        self.scene: TableScene | None = None
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)

        self.view = TableView()
        self.moves = QListWidget()
        self.moves.setWordWrap(True)
        self.moves.currentRowChanged.connect(self._on_move_row)
        splitter = QSplitter()
        splitter.addWidget(self.view)
        splitter.addWidget(self.moves)
        splitter.setStretchFactor(0, 1)
        splitter.setSizes([900, 280])

        pixmaps = QStyle.StandardPixmap
        self.first_button = self._icon_button(pixmaps.SP_MediaSkipBackward)
        self.back_button = self._icon_button(pixmaps.SP_MediaSeekBackward)
        self.play_button = self._icon_button(pixmaps.SP_MediaPlay)
        self.next_button = self._icon_button(pixmaps.SP_MediaSeekForward)
        self.last_button = self._icon_button(pixmaps.SP_MediaSkipForward)
        self.first_button.clicked.connect(lambda: self.go(0))
        self.back_button.clicked.connect(self.back)
        self.play_button.clicked.connect(self.toggle_play)
        self.next_button.clicked.connect(self.step)
        self.last_button.clicked.connect(lambda: self.go(self.replay.length))
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, self.replay.length)
        self.slider.valueChanged.connect(self._on_slider)
        self.position_label = QLabel()
        self.speed = QComboBox()
        for factor, _ms in SPEEDS:
            self.speed.addItem(f"×{factor:g}")
        self.speed.setCurrentIndex(1)
        self.speed.currentIndexChanged.connect(self._on_speed)
        self.season = QComboBox()
        self.season.activated.connect(self._on_season)
        self.viewer_box = QComboBox()
        self.viewer_box.activated.connect(self._on_viewer)
        self.speed_label, self.season_label, self.viewer_label = QLabel(), QLabel(), QLabel()
        self.review_button = QPushButton()  # Review…: the seat's decisions beside the search bot's
        self.review_button.clicked.connect(self.open_review)
        self.review_panel: ReviewPanel | None = None

        controls = QHBoxLayout()
        for button in (self.first_button, self.back_button, self.play_button, self.next_button, self.last_button):
            button.setFixedWidth(44)
            controls.addWidget(button)
        controls.addWidget(self.slider, 1)
        controls.addWidget(self.position_label)
        options = QHBoxLayout()
        for label, box in ((self.speed_label, self.speed), (self.season_label, self.season),
                           (self.viewer_label, self.viewer_box)):
            options.addWidget(label)
            options.addWidget(box)
        options.addStretch(1)
        options.addWidget(self.review_button)
        layout = QVBoxLayout(self)
        self.main_layout = layout
        layout.addWidget(splitter, 1)
        layout.addLayout(controls)
        layout.addLayout(options)
        self.resize(1280, 820)
        self.retranslate()
        self._fill_moves()
        self.go(0)

    def _icon_button(self, pixmap: QStyle.StandardPixmap) -> QPushButton:
        button = QPushButton()
        button.setIcon(self.style().standardIcon(pixmap))
        return button

    # --- texts ---------------------------------------------------------------------------

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        name = game_name(self.game, self.lang)
        self.setWindowTitle(self.tr("Replay: {0}").replace("{0}", name))
        self.first_button.setToolTip(self.tr("First move"))
        self.back_button.setToolTip(self.tr("Previous move"))
        self.play_button.setToolTip(self.tr("Play / pause"))
        self.next_button.setToolTip(self.tr("Next move"))
        self.last_button.setToolTip(self.tr("Last move"))
        self.speed_label.setText(self.tr("Speed"))
        tiles = is_tiles(self.layout_decl)  # a mahjong game's deals are hands (局)
        self.season_label.setText(words_tr(TILE_WORDS.column) if tiles else self.tr("Season"))
        self.viewer_label.setText(self.tr("View as"))
        self.review_button.setText(self.tr("Re&view…"))
        self.season.clear()
        for number, start in enumerate(self.replay.season_starts, start=1):
            entry = words_tr(HAND_FROM_MOVE) if tiles else self.tr("Season {0} (move {1})")
            self.season.addItem(entry.replace("{0}", str(number)).replace("{1}", str(start)))
        self.viewer_box.clear()
        for seat, seat_name in enumerate(self.names):
            self.viewer_box.addItem(seat_name, seat)
        if self.replay.finished:
            self.viewer_box.addItem(self.tr("Every hand open"), ALL_HANDS)
        self.viewer_box.setCurrentIndex(self.viewer_box.findData(self.viewer))
        self._show_position()

    def _fill_moves(self) -> None:
        """One line per move, as the current viewer may read it."""
        seat = None if self.viewer == ALL_HANDS else self.viewer
        self.moves.blockSignals(True)
        self.moves.clear()
        self.moves.addItem(self.tr("Start of the match"))
        for index, ((actor, action), events) in enumerate(zip(self.replay.actions, self.replay.events, strict=True)):
            lines = [describe(self.layout_decl, self.game, e.view_for(seat), self.names, self.lang) for e in events]
            text = " ".join(line for line in lines if line) or f"{self._name(actor)}: {action}"
            self.moves.addItem(f"{index + 1}. {text}")
        self.moves.blockSignals(False)

    def _name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else str(seat)

    # --- moving --------------------------------------------------------------------------

    def step(self) -> bool:
        """One move on, animated. At a season's end the final table stays for one step."""
        if self.scene is not None and self.scene.held:
            self.scene.release()
            return True
        if self.replay.position >= self.replay.length:
            self.pause()
            return False
        events = self.replay.forward()
        self._show(events)
        return True

    def back(self) -> None:
        self.go(self.replay.position - 1)

    def go(self, position: int) -> None:
        """Jump to the table after `position` moves (shown at once, no animation)."""
        self.replay.seek(position)
        self._new_scene()
        self._show([])

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.pause()
        else:
            if self.replay.position >= self.replay.length:
                self.go(0)
            self.timer.start(SPEEDS[self.speed.currentIndex()][1])
            self.play_button.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_MediaPause))

    def pause(self) -> None:
        self.timer.stop()
        self.play_button.setIcon(self.style().standardIcon(QStyle.StandardPixmap.SP_MediaPlay))

    def _tick(self) -> None:
        if not self.step():
            self.pause()

    def _on_speed(self, index: int) -> None:
        if self.timer.isActive():
            self.timer.start(SPEEDS[index][1])
        if self.scene is not None:
            self.scene.set_factor(1.0 / SPEEDS[index][0])

    def _on_season(self, index: int) -> None:
        if 0 <= index < len(self.replay.season_starts):
            self.go(self.replay.season_starts[index])

    def _on_viewer(self, index: int) -> None:
        data = self.viewer_box.itemData(index)
        if isinstance(data, int):
            self.viewer = data
            self.viewer_box.setCurrentIndex(index)
            self._fill_moves()
            self.go(self.replay.position)

    def show_seat(self, seat: int) -> None:
        """View the table as `seat` (the reviewed seat, at its decisions)."""
        if seat != self.viewer:
            self.viewer = seat
            self.viewer_box.setCurrentIndex(self.viewer_box.findData(seat))
            self._fill_moves()

    # --- review --------------------------------------------------------------------------

    def open_review(self, settings: ReviewSettings | None = None) -> ReviewDialog:
        """The review dialog (seat, level, progress, cancel); its review lands in this window."""
        from shikitable.session.review.run import source_from_save
        from shikitable.ui.learn.review_dialog import ReviewDialog

        dialog = ReviewDialog(source_from_save(self.replay.save, self.windowTitle()), self.names, self, settings)
        dialog.reviewed.connect(self.show_review)
        dialog.open()
        return dialog

    def show_review(self, review: Review) -> None:
        from shikitable.ui.learn.review_panel import ReviewPanel

        if self.review_panel is not None:
            self.main_layout.removeWidget(self.review_panel)
            self.review_panel.deleteLater()
        self.review_panel = ReviewPanel(self, review, self)
        self.main_layout.insertWidget(1, self.review_panel)
        self.review_panel.show()
        self.show_seat(review.seats[0])
        self.go(self.replay.position)

    def _on_slider(self, value: int) -> None:
        if value != self.replay.position:
            self.go(value)

    def _on_move_row(self, row: int) -> None:
        if row >= 0 and row != self.replay.position:
            self.go(row)

    # --- drawing -------------------------------------------------------------------------

    def _new_scene(self) -> None:
        bottom = 0 if self.viewer == ALL_HANDS else self.viewer
        old = self.scene
        self.scene = TableScene(self.layout_decl, self.names, bottom, 1.0 / SPEEDS[self.speed.currentIndex()][0])
        self.view.setScene(self.scene)
        self.view.fit()
        if old is not None:
            old.deleteLater()

    def _show(self, events: list[Event]) -> None:
        assert self.scene is not None
        seat = 0 if self.viewer == ALL_HANDS else self.viewer
        obs: dict[str, Any] = self.replay.observation(seat)
        if self.viewer == ALL_HANDS:
            self.scene.revealed = self._other_hands(seat)
        animate = bool(events)
        factor = self.scene.factor
        if not animate:
            self.scene.set_factor(0.0)
        self.scene.show_observation(obs, [e.view_for(seat) for e in events])
        self.scene.set_factor(factor)
        self.scene.set_banner("")
        self._show_position()
        if self.review_panel is not None:
            self.review_panel.decorate()  # the move played and the reviewer's, at a decision

    def _other_hands(self, viewer: int) -> dict[int, list[int]]:
        """Every other seat's hand, from that seat's own observation (only once the match is over)."""
        keys = [zone.key for zone in self.layout_decl.seat_zones if zone.shape == "hand"]
        if not keys or not self.replay.finished:
            return {}
        hands: dict[int, list[int]] = {}
        for seat in range(len(self.names)):
            if seat != viewer:
                cards = self.replay.observation(seat).get(keys[0])
                if isinstance(cards, list):
                    hands[seat] = list(cards)
        return hands

    def _show_position(self) -> None:
        position, length = self.replay.position, self.replay.length
        self.position_label.setText(
            self.tr("Move {0} of {1}").replace("{0}", str(position)).replace("{1}", str(length))
        )
        for widget, value in ((self.slider, position), (self.moves, position)):
            widget.blockSignals(True)
            if widget is self.slider:
                self.slider.setValue(value)
            else:
                self.moves.setCurrentRow(value)
            widget.blockSignals(False)
        season_index = self.replay.season_of(position) - 1
        if 0 <= season_index < self.season.count():
            self.season.setCurrentIndex(season_index)
        self.back_button.setEnabled(position > 0)
        self.first_button.setEnabled(position > 0)
        self.next_button.setEnabled(position < length or bool(self.scene and self.scene.held))
        self.last_button.setEnabled(position < length)

    def closeEvent(self, event: Any) -> None:  # noqa: N802 (Qt API)
        self.timer.stop()
        super().closeEvent(event)
