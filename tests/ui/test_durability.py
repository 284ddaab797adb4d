"""The table never loses a match: autosave, resume, asking before leaving, undo, bot watchdog."""

from __future__ import annotations

import time

from PySide6.QtWidgets import QMessageBox

from shikitable.session.host import Seat
from shikitable.session.store import MatchStore
from shikitable.ui.dialogs import GameSpec
from shikitable.ui.settings import Settings
from shikitable.ui.window import MainWindow
from tests.ui.helpers import make_table


def make_window(qtbot, **settings) -> MainWindow:
    base = {"language": "en", "animation_speed": "instant", "bot_delay_ms": 0}
    window = MainWindow(Settings(**{**base, **settings}), persist=False)
    qtbot.addWidget(window)
    window.show()
    return window


def test_a_bot_that_edits_its_legal_list_is_replaced(qtbot):
    host, adapter, table = make_table(qtbot, ["heuristic"] * 4, seed=5)

    class Editor:
        def choose(self, observation, legal):
            choice = legal[0]
            legal.clear()
            return choice

    adapter.bots[2] = Editor()
    errors: list[str] = []
    adapter.bot_error.connect(lambda seat, message: errors.append(message))
    adapter.season_over.connect(lambda *args: adapter.pause())
    adapter.start()
    qtbot.waitUntil(lambda: bool(errors) and any(seat == 2 for seat, _ in host.log), timeout=5000)
    assert "changed the list" in errors[0]


def test_a_bot_past_its_time_limit_is_replaced(qtbot):
    host, adapter, table = make_table(qtbot, ["heuristic"] * 4, seed=5)

    class Ponderer:
        def choose(self, observation, legal):
            time.sleep(3)
            return legal[0]

    adapter.bots[1] = Ponderer()
    adapter.bot_time_limit_s = 0.2
    errors: list[str] = []
    adapter.bot_error.connect(lambda seat, message: errors.append(message))
    adapter.season_over.connect(lambda *args: adapter.pause())
    adapter.start()
    qtbot.waitUntil(lambda: any(seat == 1 for seat, _ in host.log), timeout=2500)
    assert errors and "longer than 0.2 s" in errors[0]
    adapter.close()
