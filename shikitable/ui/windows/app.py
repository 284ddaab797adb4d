"""`run_app(argv)`: the desktop table."""

from __future__ import annotations

import json
import logging
import sys
import time
from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication

from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)
from shikitable.ui.table.art import load_fonts
from shikitable.ui.windows.collector import collect_on_ui_thread
from shikitable.ui.windows.language import install_translator
from shikitable.ui.windows.settings import load_settings

log = logging.getLogger(__name__)


def process_age_ms() -> float | None:
    """Milliseconds since this process started (Linux /proc), for honest start-up figures."""
    try:
        start_ticks = int(open("/proc/self/stat").read().rsplit(")", 1)[1].split()[19])
        uptime = float(open("/proc/uptime").read().split()[0])
        import os

        return (uptime - start_ticks / os.sysconf("SC_CLK_TCK")) * 1000
    except (OSError, ValueError, IndexError):
        return None


class FirstFrame(QObject):
    """Notes when a widget is first painted."""

    def __init__(self, started: float) -> None:
        super().__init__()
        self.started = started
        self.elapsed_ms: float | None = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.Paint and self.elapsed_ms is None:
            self.elapsed_ms = (time.perf_counter() - self.started) * 1000
        return False


def make_application(argv: Sequence[str]) -> QApplication:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(list(argv))
    app.setApplicationName("shikitable")
    app.setOrganizationName("shikitable")
    load_fonts()
    collect_on_ui_thread()  # bots allocate on worker threads: never let them free a widget
    return app


def run_app(argv: Sequence[str], resume_id: int | None = None) -> int:
    started = time.perf_counter()
    age_at_start = process_age_ms() or 0.0
    measure = "--measure-startup" in argv
    argv = [a for a in argv if a != "--measure-startup"]
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
    app = make_application(argv)
    settings, problem = load_settings()
    install_translator(app, settings.language)
    from shikitable.ui.net.menu import add_network_actions, mention_held_seats
    from shikitable.ui.windows.window import MainWindow  # after fonts: widgets pick up the application font

    window = MainWindow(settings, persist=not measure, game_menu_extras=(add_network_actions,))
    probe = FirstFrame(started)
    window.table.view.viewport().installEventFilter(probe)
    window.show()
    # an unfinished match is offered (or the one asked for on the command line) before a new one
    if resume_id is not None:
        resumed = window.keeper.resume(resume_id)
    else:
        resumed = not measure and window.keeper.offer_resume()
    if not resumed:
        from shikitable.ui.learn.learn import first_start, offer_welcome

        first = not measure and first_start(window)
        if not first:  # at a first start nothing is dealt until the player chooses a game
            window.start_default()
        offer_welcome(window, first)
    mention_held_seats(window)  # a network table closed (or killed) mid-match: its seat waits
    window.keeper.show_problem(also=problem)  # settings and history-file problems, together
    if measure:
        def report() -> None:
            if probe.elapsed_ms is None:
                QTimer.singleShot(10, report)
                return
            print(json.dumps({"first_frame_ms": round(probe.elapsed_ms + age_at_start, 1),
                              "since_run_app_ms": round(probe.elapsed_ms, 1)}))
            sys.stdout.flush()
            window.close()
            app.quit()

        QTimer.singleShot(0, report)
    return app.exec()
