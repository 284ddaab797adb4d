"""Review…: choose the seat and the reviewer's level, watch the progress, cancel at will."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from shikitable.session.review.report import Review
from shikitable.session.review.run import ReviewSource
from shikitable.session.review.valuing import ReviewSettings
from shikitable.ui.learn.review_panel import strength_words
from shikitable.ui.learn.review_run import ReviewJob

# the reviewer at the table: the level's thinking time per decision (a test sets small budgets)
DEFAULT_SETTINGS = ReviewSettings()
PROCESSES = 2  # the machine's two cores (0: on a thread of this process)


class ReviewDialog(QDialog):
    """Emits `reviewed(review)` when a review is done, and closes."""

    reviewed = Signal(object)

    def __init__(self, source: ReviewSource, names: list[str], parent: QWidget | None = None,
                 settings: ReviewSettings | None = None) -> None:
        super().__init__(parent)
        self.source = source
        self.settings = settings or DEFAULT_SETTINGS
        self.job = ReviewJob(self, PROCESSES)
        self.job.progressed.connect(self._on_progress)
        self.job.finished.connect(self._on_finished)
        self.job.failed.connect(self._on_failed)
        self.job.cancelled.connect(self._on_cancelled)
        self.seat_box = QComboBox()
        defaults = source.default_seats()
        for seat in range(source.players):
            name = names[seat] if seat < len(names) else str(seat + 1)
            self.seat_box.addItem(name, seat)
        if defaults:
            self.seat_box.setCurrentIndex(self.seat_box.findData(defaults[0]))
        self.level_box = QComboBox()
        self.level_box.addItem(self.tr("normal (quicker)"), "normal")
        self.level_box.addItem(self.tr("strong (slower, surer)"), "strong")
        self.level_box.setCurrentIndex(self.level_box.findData(self.settings.level))
        self.about = QLabel(self.tr("Each of the seat's decisions is compared with the search bot's, from what "
                                    "that seat could see. Reviewer: {0}.").replace(
            "{0}", strength_words(source.game)))
        self.about.setWordWrap(True)
        self.progress = QProgressBar()
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.start_button = QPushButton(self.tr("&Start review"))
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self.start)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.clicked.connect(self.cancel)
        form = QFormLayout()
        form.addRow(self.tr("Seat"), self.seat_box)
        form.addRow(self.tr("Reviewer"), self.level_box)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.cancel_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.about)
        layout.addLayout(form)
        layout.addWidget(self.progress)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        self.setWindowTitle(self.tr("Review the match"))
        self.resize(520, 260)

    def start(self) -> None:
        seat = int(self.seat_box.currentData())
        level = str(self.level_box.currentData())
        settings = ReviewSettings(level=level, iterations=self.settings.iterations, worlds=self.settings.worlds,
                                  compare_seconds=self.settings.compare_seconds,
                                  alternatives=self.settings.alternatives, seed=self.settings.seed)
        self.seat_box.setEnabled(False)
        self.level_box.setEnabled(False)
        self.start_button.setEnabled(False)
        self.status.setText(self.tr("Finding the decisions…"))
        self.progress.setRange(0, 0)  # busy until the first decision is counted
        self.job.start(self.source, [seat], settings)

    def cancel(self) -> None:
        if self.job.running:
            self.status.setText(self.tr("Stopping…"))
            self.job.cancel()
        else:
            self.reject()

    def reject(self) -> None:
        if self.job.running:  # closed while it works: stop the work, then close
            self.job.cancel()
            self.job.cancelled.connect(super().reject)
            return
        super().reject()

    def _on_progress(self, done: int, total: int) -> None:
        if total <= 0:
            return
        self.progress.setRange(0, total)
        self.progress.setValue(done)
        self.status.setText(self.tr("Reviewed {0} of {1} decisions").replace("{0}", str(done)).replace(
            "{1}", str(total)))

    def _on_finished(self, review: Review) -> None:
        self.reviewed.emit(review)
        self.accept()

    def _on_failed(self, reason: str) -> None:
        self.status.setText(self.tr("The review could not be made: {0}").replace("{0}", reason))
        self._ready_again()

    def _on_cancelled(self) -> None:
        self.status.setText(self.tr("Review cancelled."))
        self._ready_again()

    def _ready_again(self) -> None:
        self.progress.setRange(0, 1)
        self.progress.setValue(0)
        self.seat_box.setEnabled(True)
        self.level_box.setEnabled(True)
        self.start_button.setEnabled(True)
