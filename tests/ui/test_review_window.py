"""Review at the table: from History and from the replay window, with progress and cancel; the
review's markers, Next mistake, and the move played and the reviewer's drawn on the cards."""

from __future__ import annotations

import os
import random
import threading
from pathlib import Path

import pytest

from shikitable.games import get_game
from shikitable.session.host import MatchHost, Seat
from shikitable.session.review import run as review_run
from shikitable.session.review.valuing import ReviewSettings
from shikitable.session.store import MatchStore
from shikitable.ui.learn import review_dialog
from shikitable.ui.learn.review_dialog import ReviewDialog
from shikitable.ui.windows.history import HistoryWindow
from shikitable.ui.windows.replay import ReplayWindow

QUICK = ReviewSettings(iterations=12, worlds=12, alternatives=1, seed=2)


@pytest.fixture(autouse=True)
def quick_reviewer(monkeypatch):  # type: ignore[no-untyped-def]
    monkeypatch.setattr(review_dialog, "DEFAULT_SETTINGS", QUICK)


def played_match(store: MatchStore, seed: int = 3) -> MatchHost:
    """終季: a human seat that plays at random (so the review finds mistakes), three random bots."""
    game = get_game("taxot")
    names = ["Aki", "Ben", "Chie", "Dan"]
    seats = [Seat(name, "human" if i == 0 else "random") for i, name in enumerate(names)]
    host = MatchHost(game, 4, seed, {"match_length": "4"}, seats)
    host.keep_in(store)
    rng = random.Random(seed)
    while host.to_act() and len(host.log) < 200:
        seat = host.to_act()[0]
        host.submit(seat, rng.choice(host.legal_actions(seat)))
    return host


def dialog_of(window: ReplayWindow) -> ReviewDialog:
    dialogs = [d for d in window.findChildren(ReviewDialog) if d.isVisible()]
    assert len(dialogs) == 1
    return dialogs[0]


def shoot(window: ReplayWindow, name: str) -> None:
    folder = os.environ.get("SHIKITABLE_REVIEW_SHOTS")
    if not folder:
        return
    for width, height in ((1024, 640), (1920, 1080)):
        window.resize(width, height)
        window.view.fit()
        window.grab().save(str(Path(folder) / f"{name}-{width}x{height}.png"))


def test_review_from_history_cancel_then_run_and_jump_to_a_mistake(qtbot, monkeypatch):  # type: ignore[no-untyped-def]
    store = MatchStore()
    played_match(store)
    history = HistoryWindow(store, "en", lambda _id: True)
    qtbot.addWidget(history)
    history.show()
    history.table.selectRow(0)
    assert history.review_button.isEnabled()
    replay = history.review()
    assert isinstance(replay, ReplayWindow)
    qtbot.addWidget(replay)
    dialog = dialog_of(replay)
    assert dialog.seat_box.currentText() == "Aki"  # the human seat is chosen first

    # a gate holds the worker after its first decision until the cancel is asked: no race
    first_done = threading.Event()
    real = review_run.review_decision

    def gated(game_id, decision, settings):  # type: ignore[no-untyped-def]
        if first_done.is_set():
            assert dialog.job._stop.wait(10)
        first_done.set()
        return real(game_id, decision, settings)

    monkeypatch.setattr(review_dialog, "PROCESSES", 0)  # the gate works in this process only
    dialog.job.processes = 0
    monkeypatch.setattr(review_run, "review_decision", gated)
    dialog.start()
    qtbot.waitUntil(lambda: dialog.progress.value() >= 1, timeout=20000)
    assert dialog.progress.maximum() > 1 and "of" in dialog.status.text()
    if os.environ.get("SHIKITABLE_REVIEW_SHOTS"):
        dialog.grab().save(str(Path(os.environ["SHIKITABLE_REVIEW_SHOTS"]) / "review-dialog.png"))
    dialog.cancel_button.click()
    qtbot.waitUntil(lambda: dialog.status.text() == "Review cancelled.", timeout=20000)
    assert dialog.start_button.isEnabled() and replay.review_panel is None

    monkeypatch.setattr(review_run, "review_decision", real)
    dialog.job.processes = 2  # the real run: child processes, as at the table
    with qtbot.waitSignal(dialog.reviewed, timeout=60000):
        dialog.start()
    panel = replay.review_panel
    assert panel is not None and panel.isVisible()
    assert panel.reviews and panel.strip.reviews
    assert "Review of Aki" in panel.summary.text()
    assert panel.mistakes(), "a seat playing at random makes mistakes"

    assert panel.next_mistake()
    mistake = panel.current()
    assert mistake is not None and not mistake.agrees
    assert replay.replay.position == mistake.position and replay.viewer == 0
    scene = replay.scene
    assert scene is not None
    best = set(mistake.best[0].action.cards)
    played = set(mistake.played.action.cards)
    lit = {key for key, item in scene.cards.items() if item.suggested}
    chosen = {key for key, item in scene.cards.items() if item.selected}
    assert lit == best - played and chosen == played  # drawn on the cards: green and blue
    assert "Reviewer:" in scene.turn_text.toPlainText() and "Played:" in scene.turn_text.toPlainText()
    assert "Reviewer:" in panel.detail.text() and "lost" in panel.detail.text()
    shoot(replay, "review-history")

    # the strip: a click on a marker jumps there
    target = panel.reviews[0]
    panel.strip.jumped.emit(target.position)
    assert replay.replay.position == target.position and panel.current() is target
    assert panel.next_button.isEnabled()


def test_review_from_the_replay_window(qtbot):  # type: ignore[no-untyped-def]
    store = MatchStore()
    host = played_match(store, seed=5)
    replay = ReplayWindow(host.save_data(), None, "en")
    qtbot.addWidget(replay)
    replay.show()
    dialog = replay.open_review()
    dialog.seat_box.setCurrentIndex(dialog.seat_box.findData(1))  # another seat: Ben
    with qtbot.waitSignal(dialog.reviewed, timeout=60000):
        dialog.start()
    panel = replay.review_panel
    assert panel is not None and panel.seat == 1
    assert all(r.seat == 1 for r in panel.reviews)
    panel.jump(panel.reviews[-1].position)
    assert replay.viewer == 1 and panel.current() is panel.reviews[-1]
    assert not panel.next_button.isEnabled() or panel.next_mistake()
    shoot(replay, "review-replay")


def test_a_finished_matchs_result_sheet_offers_review(qtbot):  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QPushButton

    from shikitable.session.saves import SaveData
    from tests.ui.helpers import quick_main_window

    window = quick_main_window(qtbot)
    store = window.keeper.store
    assert store is not None
    game = get_game("taxot")
    seats = [Seat(name, "random") for name in ("Aki", "Ben", "Chie", "Dan")]
    host = MatchHost(game, 4, 7, {"match_length": "4"}, seats)
    rng = random.Random(7)
    while host.to_act():
        seat = host.to_act()[0]
        host.submit(seat, rng.choice(host.legal_actions(seat)))
    whole = host.save_data()
    # the match stored one move short of its end: resumed, a bot makes the last move
    prefix = MatchHost.from_save(SaveData(**{**vars(whole), "actions": whole.actions[:-1]}))
    match_id = prefix.keep_in(store)
    prefix.release_claim()  # written by another program that has let it go (one window per match)
    assert window.keeper.resume(match_id)
    qtbot.waitUntil(lambda: window.last_dialog is not None and window.last_dialog.isVisible()
                    and window.host is not None and window.host.over, timeout=20000)
    sheet = window.last_dialog
    assert sheet is not None
    review = next(b for b in sheet.findChildren(QPushButton) if b.text() == "Re&view…")
    review.click()
    assert window.keeper.review_windows
    replay = window.keeper.review_windows[-1]
    assert isinstance(replay, ReplayWindow) and replay.replay.length == len(whole.actions)
    dialog_of(replay).reject()
