"""A lesson beside what it teaches: at every step the speech box stands clear of the cards it
points at, of the action bar and of the centre panel, and its pointer reaches the cards; the
counter reads "Lesson N · Step i of M"; the line above the learner's plate says what the lesson
waits for (never "Waiting for Hana (you)…"); the lesson's window keeps the scores and the log.
終季 and riichi in the usual suite, every lesson with -m slow."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from shikitable.session.tutorial import available, load
from shikitable.ui.learn.tutorial import TutorialWindow
from tests.ui.tutorial_driver import follow

COUNTER = re.compile(r"^Lesson (\d+) · Step (\d+) of (\d+)$")


def overlap(a: QRectF, b: QRectF) -> bool:
    shared = a.intersected(b)
    return shared.width() > 2 and shared.height() > 2


def step_problems(window: TutorialWindow) -> list[str]:
    """What is wrong with the box, its counter and the status at this step."""
    table, box, run = window.table, window.box, window.run
    if table.scene is not None:
        table.scene.finish_animations()
    QApplication.processEvents()
    QApplication.processEvents()
    label = f"step {run.index + 1}"
    found: list[str] = []
    if not box.isVisible():
        return found
    view = table.view
    shown = QRectF(box.geometry())
    target = getattr(window, "box_target", None)
    if target is None and window.pointed_items():  # (a window that does not say: the whole ring)
        target = QRectF(view.mapFromScene(window.ring.path().boundingRect()).boundingRect())
    if target is not None:
        if overlap(shown, target):
            found.append(f"{label}: the box {shown.getRect()} lies on the cards it points at {target.getRect()}")
        tip = box.target
        if tip is None or not target.adjusted(-3, -3, 3, 3).contains(tip):
            found.append(f"{label}: the pointer does not reach its cards ({tip} vs {target.getRect()})")
    if table.action_bar.isVisible() and overlap(shown, QRectF(table.action_bar.geometry())):
        found.append(f"{label}: the box covers the action bar")
    panel = table.scene.panel if table.scene is not None else None
    if panel is not None and panel.isVisible():
        if overlap(shown, QRectF(view.mapFromScene(panel.sceneBoundingRect()).boundingRect())):
            found.append(f"{label}: the box covers the centre panel")
    counter = COUNTER.match(box.counter.text())
    if counter is None or int(counter.group(2)) != min(run.index + 1, len(window.scenario.steps)):
        found.append(f"{label}: the counter reads {box.counter.text()!r}")
    banner = table.scene.turn_text.toPlainText() if table.scene is not None else ""
    if "Waiting for" in banner:
        found.append(f"{label}: the status says {banner!r}")
    if run.waiting_to_read() and "press Next" not in banner:
        found.append(f"{label}: a telling step's status says {banner!r}")
    if run.step is not None and run.step.asks and "waits for your move" not in banner:
        found.append(f"{label}: an asking step's status says {banner!r}")
    return found


def check_lesson(qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    window = TutorialWindow(load(game_id), "en", bot_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    problems: list[str] = []
    follow(window, on_step=lambda w: problems.extend(step_problems(w)))
    panel = getattr(window, "panel", None)
    if panel is None:
        problems.append("the lesson's window has no scores and no log")
    elif panel.scores.rowCount() != window.scenario.players or panel.log.count() <= 3:
        problems.append(f"the lesson's panel: {panel.scores.rowCount()} score rows, {panel.log.count()} log lines")
    counter = COUNTER.match(window.step_counter())
    if counter is None or int(counter.group(1)) != available().index(game_id) + 1:
        problems.append(f"the lesson is not numbered: {window.step_counter()!r}")
    window.close()
    assert not problems, "\n".join(problems[:12])


@pytest.mark.parametrize(
    "game_id",
    [pytest.param(g, marks=[] if g in ("taxot", "riichi") else [pytest.mark.slow]) for g in available()],
)
def test_the_lesson_stands_beside_what_it_teaches(qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    check_lesson(qtbot, game_id)
