"""Saving a match from the table and opening it again; a broken file is reported and kept."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QMessageBox

from shikitable.session.host import Seat
from shikitable.ui.windows.dialogs import GameSpec
from shikitable.ui.windows.settings import Settings
from shikitable.ui.windows.window import MainWindow


def make_window(qtbot) -> MainWindow:
    window = MainWindow(Settings(language="en", animation_speed="instant", bot_delay_ms=0), persist=False)
    qtbot.addWidget(window)
    window.show()
    return window


def test_save_and_open_a_match(qtbot, tmp_path: Path):
    window = make_window(qtbot)
    seats = [Seat(f"AI {i}", "heuristic") for i in range(3)] + [Seat("R", "random")]
    window.start(GameSpec("taxot", 4, seats, {"hikari": True}), seed=9)
    qtbot.waitUntil(lambda: window.host is not None and len(window.host.log) > 3, timeout=5000)
    window.adapter.pause()
    path = tmp_path / "match.json"
    assert window.save_match(str(path))
    saved_state = window.host.game.state_to_json(window.host.state)
    saved_seats = [(s.name, s.kind) for s in window.host.seats]
    saved_moves = list(window.host.log)
    window.adapter.close()

    other = make_window(qtbot)
    assert other.open_match(str(path))
    other.adapter.pause()
    assert other.host.game.state_to_json(other.host.state) == saved_state
    assert other.host.log == saved_moves
    assert [(s.name, s.kind) for s in other.host.seats] == saved_seats
    other.adapter.close()


def test_a_broken_save_is_reported_and_kept(qtbot, tmp_path: Path, monkeypatch):
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: warnings.append(text))
    window = make_window(qtbot)
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "shikitable-match", "version": 1, "game": "taxot"', encoding="utf-8")
    assert not window.open_match(str(broken))
    assert warnings and "not valid JSON" in warnings[0]
    assert broken.read_text(encoding="utf-8").endswith('"taxot"')  # untouched
