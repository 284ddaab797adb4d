"""One match, one window: a second window (or a second program) opening a match that is being
played is refused at open with a sentence, and the first window's autosave goes on untouched.
Once the first window lets go, the match opens anywhere."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QMessageBox

from shikitable.session.host import Seat
from shikitable.session.store import MatchStore
from shikitable.ui.windows.dialogs import GameSpec
from shikitable.ui.windows.settings import Settings
from shikitable.ui.windows.window import MainWindow

ROOT = Path(__file__).resolve().parents[2]
REFUSAL = "This match is open in another window."


def make_window(qtbot) -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(Settings(language="en", animation_speed="instant", bot_delay_ms=0), persist=False)
    qtbot.addWidget(window)
    window.show()
    return window


def humans(n: int) -> list[Seat]:
    return [Seat(f"P{i + 1}", "human") for i in range(n)]


def play(window: MainWindow, moves: int) -> None:
    host = window.host
    assert host is not None
    for _ in range(moves):
        seat = host.to_act()[0]
        assert window.adapter.act(seat, host.legal_actions(seat)[0])


def test_a_second_window_on_a_match_in_play_is_refused_with_a_sentence(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text, *a: warnings.append(text))
    first = make_window(qtbot)
    first.start(GameSpec("taxot", 2, humans(2), {}), seed=4)
    play(first, 3)
    match_id = first.host.store_id
    assert match_id is not None

    second = make_window(qtbot)
    before = second.host
    assert not second.keeper.resume(match_id)
    assert warnings == [REFUSAL]  # the sentence, not SQLite's words
    assert second.host is before
    # the first window plays on, every move stored, nothing refused
    play(first, 3)
    store = MatchStore()
    assert store.actions(match_id) == first.host.log and len(first.host.log) == 6
    assert first.host.autosave_problem is None

    first.close()  # the first window lets go
    assert second.keeper.resume(match_id)
    assert second.host.store_id == match_id and second.host.log == store.actions(match_id)
    store.close()


def test_the_window_reopening_its_own_match_from_history_is_not_refused(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text, *a: warnings.append(text))
    window = make_window(qtbot)
    window.start(GameSpec("mokkaik", 3, humans(3), {}), seed=2)
    play(window, 4)
    match_id = window.host.store_id
    assert window.keeper.resume(match_id) and warnings == []
    assert window.host.store_id == match_id and len(window.host.log) == 4
    play(window, 1)
    assert window.host.autosave_problem is None


@pytest.mark.parametrize("language,sentence", [("ja", "この対戦は別のウィンドウで開かれています。")])
def test_the_refusal_is_translated(qtbot, monkeypatch, language: str, sentence: str) -> None:  # type: ignore[no-untyped-def]
    from shikitable.ui.windows.app import install_translator

    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text, *a: warnings.append(text))
    first = make_window(qtbot)
    first.start(GameSpec("taxot", 2, humans(2), {}), seed=4)
    install_translator(QApplication.instance(), language)
    try:
        second = make_window(qtbot)
        assert not second.keeper.resume(first.host.store_id)
    finally:
        install_translator(QApplication.instance(), "en")
    assert warnings == [sentence]


def test_another_program_is_refused_while_the_window_plays_it(qtbot, data_dir: Path) -> None:  # type: ignore[no-untyped-def]
    window = make_window(qtbot)
    window.start(GameSpec("taxot", 2, humans(2), {}), seed=4)
    play(window, 2)
    attempt = (
        "import sys\n"
        "from shikitable.session.host import MatchHost\n"
        "from shikitable.session.store import MatchInUse, MatchStore\n"
        "try:\n"
        f"    MatchHost.resume(MatchStore(), {window.host.store_id})\n"
        "except MatchInUse as refusal:\n"
        "    print(refusal); sys.exit(3)\n"
    )
    done = subprocess.run([sys.executable, "-c", attempt], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert (done.returncode, done.stdout.strip()) == (3, REFUSAL), done.stderr
