"""Garbage collection on the UI thread only.

Python's cyclic collector runs in whichever thread happens to allocate when a threshold is
crossed. Bots and hints allocate heavily on worker threads, so a collection there may free a
Qt widget left in a reference cycle, and destroying a widget off the UI thread crashes Qt. So
the table turns automatic collection off and collects on a timer in the UI thread instead."""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

_collector: MainThreadCollector | None = None


class MainThreadCollector(QObject):
    def __init__(self, interval_ms: int = 500) -> None:
        super().__init__()
        self.thresholds = gc.get_threshold()
        gc.disable()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.collect_if_due)
        self.timer.start(interval_ms)

    def collect_if_due(self) -> None:
        young, middle, old = gc.get_count()
        if old > self.thresholds[2]:
            gc.collect(2)
        elif middle > self.thresholds[1]:
            gc.collect(1)
        elif young > self.thresholds[0]:
            gc.collect(0)


def collect_on_ui_thread() -> MainThreadCollector:
    """Install the collector once (call after the QApplication exists, on the UI thread)."""
    global _collector
    if _collector is None:
        _collector = MainThreadCollector()
    return _collector
