"""Following a tutorial's boxes on the real table, as a learner would: Next on a telling step;
on an asking step, click the cards the box wants and the move's button."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtWidgets import QApplication

from shikitable.ai import make_bot
from shikitable.session.tutorial import HUMAN
from shikitable.ui.learn.tutorial import TutorialWindow

STEP_TIMEOUT_MS = 30_000


def wait_for(condition: Callable[[], bool], timeout_ms: int = STEP_TIMEOUT_MS) -> None:
    """Process events until `condition` holds (an AssertionError when it never does)."""
    from PySide6.QtCore import QDeadlineTimer, QEventLoop

    deadline = QDeadlineTimer(timeout_ms)
    while not condition():
        if deadline.hasExpired():
            raise AssertionError("the tutorial did not reach the expected moment in time")
        QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)


def ready(window: TutorialWindow) -> bool:
    run, table = window.run, window.table
    if run.finished:
        return True
    if run.waiting_to_read():
        return window.box.next_button.isVisible()
    return table.seat == HUMAN and bool(table.legal) and not window.adapter.holding


def follow(window: TutorialWindow, shots: Path | None = None, on_step: Callable[[TutorialWindow], None] | None = None,
           max_turns: int = 600) -> None:
    """Play the lesson to its end dialog through the table's own input."""
    helper = make_bot(window.scenario.game_id, "heuristic", 1)
    shot = 0
    for _ in range(max_turns):
        wait_for(lambda: ready(window))
        if window.run.finished:
            wait_for(lambda: window.end_dialog is not None and window.end_dialog.isVisible())
            if shots is not None:
                window.end_dialog.grab().save(str(shots / f"{shot:02d}-end.png"))
            return
        if on_step is not None:
            on_step(window)
        step = window.run.step
        if shots is not None and (step is None or not step.free):
            if window.table.scene is not None:
                window.table.scene.finish_animations()
            QApplication.processEvents()
            window._place_box()
            window.grab().save(str(shots / f"{shot:02d}-step{window.run.index + 1}.png"))
            shot += 1
        if window.run.waiting_to_read():
            window.box.next_button.click()
            continue
        table = window.table
        if step is None or step.free:
            obs = table.scene.obs if table.scene is not None else {}
            action = helper.choose(obs or {}, table.legal)
        else:
            action = table.legal[0]
        table.selected = set()
        for card in action.cards:
            table.click_card(card)
        button = table._buttons.get(action.kind)
        before = len(window.run.host.log)
        if button is not None and button.isEnabled() and action.arg is None:
            button.click()
        else:
            assert table.adapter is not None
            table.adapter.act(HUMAN, action)
        wait_for(lambda before=before: len(window.run.host.log) > before)
    raise AssertionError("the tutorial did not end")
