"""Hot seat: the curtain falls whenever the screen passes between humans: at the match's start,
after every season's scores, after a restart and after loading a save; until a player clicks
"I am …", no human's hand is face up."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt

from shikitable.session.host import Seat
from shikitable.ui.windows.dialogs import GameSpec, SeasonDialog
from shikitable.ui.windows.settings import Settings
from shikitable.ui.windows.window import MainWindow

KINDS = ["human", "human", "heuristic", "heuristic"]
# A restart deals a match with a fresh random seed. In a few deals (7 seeds of the first 300) the
# bots end the first season before any human has moved, and the scores come before the curtain:
# with unpinned seeds the tests below timed out waiting for the curtain about once in 20 runs,
# whatever the load. They pin the seed; that deal has its own test at the end.
RESTART_SEED = 5  # a human moves before the first season can end
SEASON_BEFORE_ANY_HUMAN_SEED = 60  # seat 3 ends the season before seat 0 or 1 has moved


@pytest.fixture
def restart_seed(monkeypatch) -> list[int]:
    """The seed of the next restart (the window draws it from `random.randrange`)."""
    seed = [RESTART_SEED]
    monkeypatch.setattr(random, "randrange", lambda _stop: seed[0])
    return seed


def make_window(qtbot, config_dir) -> MainWindow:
    window = MainWindow(Settings(language="en", animation_speed="instant", bot_delay_ms=0), persist=False)
    qtbot.addWidget(window)
    window.resize(1100, 760)
    window.show()
    seats = [Seat(f"P{i}", kind) for i, kind in enumerate(KINDS)]
    window.start(GameSpec("taxot", 4, seats, {}), seed=5)
    return window


def human_hands(window) -> set[int]:
    return {c for seat in (0, 1) for c in window.host.state.hands[seat]}


def assert_curtained(qtbot, window) -> None:
    table = window.table
    qtbot.waitUntil(lambda: table.curtain.isVisible(), timeout=5000)
    assert table.scene.obs["seat"] is None
    assert not (table.scene.face_up_cards() & human_hands(window))
    assert table.seat is None  # nobody is prompted behind the curtain


def test_curtain_at_start_restart_and_load(qtbot, config_dir, tmp_path, restart_seed):
    window = make_window(qtbot, config_dir)
    assert_curtained(qtbot, window)
    seat = window.table.curtain.seat
    qtbot.mouseClick(window.table.curtain.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.table.seat == seat, timeout=10000)
    assert window.table.scene.obs["seat"] == seat
    path = tmp_path / "match.json"
    assert window.save_match(str(path))
    window.restart()
    assert_curtained(qtbot, window)
    assert window.open_match(str(path))
    assert_curtained(qtbot, window)
    window.adapter.close()


def test_curtain_after_every_season(qtbot, config_dir):
    window = make_window(qtbot, config_dir)
    table = window.table
    seasons_seen = 0
    for _ in range(600):
        qtbot.waitUntil(
            lambda: table.seat is not None or table.curtain.isVisible() or window.last_dialog is not None,
            timeout=5000,
        )
        dialog = window.last_dialog
        if dialog is not None:
            window.last_dialog = None
            dialog._done(SeasonDialog.NEXT)
            seasons_seen += 1
            if window.host.over:
                break
            assert_curtained(qtbot, window)
            if seasons_seen >= 2:
                break
            continue
        if table.curtain.isVisible():
            qtbot.mouseClick(table.curtain.button, Qt.MouseButton.LeftButton)
            continue
        legal = table.legal
        choice = next((a for a in legal if a.kind == "taxot"), None) or next(
            (a for a in legal if a.kind == "discard"), None
        ) or next(a for a in legal if a.kind == "pass")
        window.adapter.act(table.seat, choice)
    assert seasons_seen >= 1
    window.adapter.close()


def test_after_a_restart_one_click_on_the_curtain_is_one_reveal(qtbot, config_dir, restart_seed):
    """The curtain outlives the matches the table plays: a click must reach only the match now
    bound, once (a connection made at every bind revealed once per match played)."""
    window = make_window(qtbot, config_dir)
    window.restart()
    window.restart()
    assert_curtained(qtbot, window)
    reveals: list[int] = []
    adapter = window.adapter
    original = adapter.reveal
    adapter.reveal = lambda seat: (reveals.append(seat), original(seat))[1]  # type: ignore[method-assign]
    seat = window.table.curtain.seat
    qtbot.mouseClick(window.table.curtain.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: window.table.seat == seat, timeout=10000)
    assert reveals == [seat]
    window.adapter.close()


def test_a_restart_whose_season_the_bots_end_shows_the_scores_then_the_curtain(qtbot, config_dir, restart_seed):
    """After a restart, a season the bots end before any human has moved goes to the scores with
    no hand shown and nobody prompted; the curtain falls when the scores are closed."""
    window = make_window(qtbot, config_dir)
    assert_curtained(qtbot, window)
    restart_seed[0] = SEASON_BEFORE_ANY_HUMAN_SEED
    window.restart()
    assert window.host.seed == SEASON_BEFORE_ANY_HUMAN_SEED
    qtbot.waitUntil(lambda: window.last_dialog is not None, timeout=5000)
    table = window.table
    assert not table.curtain.isVisible()
    assert table.seat is None and table.scene.obs["seat"] is None
    dialog = window.last_dialog
    window.last_dialog = None
    dialog._done(SeasonDialog.NEXT)
    assert_curtained(qtbot, window)
    window.adapter.close()
