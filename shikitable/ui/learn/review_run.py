"""A review worked out off the UI thread: a plain Python thread (touching no Qt object) hands
the decisions to child processes (a search on a thread would share the interpreter lock with
the table's event loop, as ai/child_process.py explains), and a timer on the UI thread reads
the progress and picks up the answer."""

from __future__ import annotations

import logging
import threading
import traceback
from collections.abc import Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from shikitable.session.review.report import Review
from shikitable.session.review.run import ReviewCancelled, ReviewSource, ReviewSourceError, review_source
from shikitable.session.review.valuing import ReviewSettings

log = logging.getLogger(__name__)


class ReviewJob(QObject):
    """`start` once; `progressed(done, total)` while it runs, then one of `finished(review)`,
    `failed(reason)` or `cancelled()`."""

    progressed = Signal(int, int)
    finished = Signal(object)
    failed = Signal(str)
    cancelled = Signal()

    def __init__(self, parent: QObject | None = None, processes: int = 2) -> None:
        """`processes`: child processes valuing decisions (0: on the worker thread itself)."""
        super().__init__(parent)
        self.processes = processes
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._progress = (0, 0)
        self._shown = (-1, -1)
        self._outcome: Review | BaseException | None = None
        self._thread: threading.Thread | None = None
        self._poll = QTimer(self)
        self._poll.setInterval(50)
        self._poll.timeout.connect(self._check)

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def start(self, source: ReviewSource, seats: Sequence[int], settings: ReviewSettings) -> None:
        self._stop.clear()
        self._outcome = None
        self._thread = threading.Thread(
            target=self._work, args=(source, list(seats), settings), name="review", daemon=True)
        self._thread.start()
        self._poll.start()

    def cancel(self) -> None:
        """Stop after the decision being valued (a fraction of a second)."""
        self._stop.set()

    def wait(self, seconds: float) -> bool:
        """For tests and closing: wait for the thread to end; whether it did."""
        if self._thread is not None:
            self._thread.join(seconds)
        return not self.running

    def _work(self, source: ReviewSource, seats: list[int], settings: ReviewSettings) -> None:
        def progress(done: int, total: int) -> None:
            with self._lock:
                self._progress = (done, total)

        try:
            outcome: Review | BaseException = review_source(
                source, seats, settings, max(1, self.processes), progress, self._stop,
                "spawn" if self.processes > 0 else None)  # spawn: this process runs Qt threads
        except (ReviewCancelled, ReviewSourceError) as error:
            outcome = error
        except Exception as error:  # noqa: BLE001 - told in the window, details in the log
            log.warning("review failed:\n%s", traceback.format_exc())
            outcome = error
        with self._lock:
            self._outcome = outcome

    def _check(self) -> None:
        with self._lock:
            progress, outcome = self._progress, self._outcome
        if progress != self._shown:
            self._shown = progress
            self.progressed.emit(*progress)
        if outcome is None:
            return
        self._poll.stop()
        self._outcome = None
        if isinstance(outcome, Review):
            self.finished.emit(outcome)
        elif isinstance(outcome, ReviewCancelled):
            self.cancelled.emit()
        else:
            self.failed.emit(str(outcome) or type(outcome).__name__)
