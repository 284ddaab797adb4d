"""Learn to play on the real table: the box leads, only the step's cards are lit, a wrong move
is refused with the lesson's words, and the end shows the scoring and offers a real match."""

from __future__ import annotations

import pytest

from shikitable.session.tutorial import HUMAN, available, load
from shikitable.ui.learn.tutorial import TutorialWindow
from tests.ui.tutorial_driver import follow, ready, wait_for


def _window(qtbot, game_id: str, lang: str = "en") -> TutorialWindow:  # type: ignore[no-untyped-def]
    window = TutorialWindow(load(game_id), lang, bot_delay_ms=0)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    return window


@pytest.mark.parametrize(("game_id", "lang"), [("taxot", "en"), ("taxot", "ja"), ("riichi", "en")])
def test_a_learner_following_the_boxes_reaches_the_score(qtbot, game_id: str, lang: str) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot, game_id, lang)
    seen: list[str] = []
    follow(window, on_step=lambda w: seen.append(w.box.text.text()))
    scenario = window.scenario
    assert [step.say[lang] for step in scenario.steps] == list(dict.fromkeys(seen))
    dialog = window.end_dialog
    assert dialog is not None and dialog.isVisible()
    assert scenario.ending[lang] in dialog.view.toPlainText()
    assert window.names[0] in dialog.view.toPlainText()  # the breakdown names the winner
    asked: list[str] = []
    window.play_match.connect(asked.append)
    dialog.play_button.click()
    assert asked == [game_id]


@pytest.mark.parametrize("lang", ["en", "ja", "zh"])
def test_only_the_wanted_card_is_lit_and_another_is_refused_with_the_lesson(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot, "taxot", lang)
    table, run = window.table, window.run
    assert not table.legal, "while the box tells, nothing can be played"
    while run.waiting_to_read():
        window.box.next_button.click()
    wait_for(lambda: ready(window) and table.seat == HUMAN)
    step = run.step
    assert step is not None and step.asks
    names = {run.game.card_name(c, "ja") for c in window.table.scene.playable}
    assert names == {"黒無"}
    shaman = next(c for c in table.hand_cards() if run.game.card_name(c, "ja") == "赤巫")
    table._on_card_double_clicked(shaman)
    assert len(run.host.log) == 0
    # the lesson's words as written, naming the cards as the table does in that language
    # ("red Rook 2", 赤弓, 红弓): never half-translated on the way
    assert table.hint.text() == step.wrong[lang]
    rook = next(c for c in table.hand_cards() if run.game.card_name(c, "ja") == "赤弓")
    assert run.game.card_name(rook, lang) in step.wrong[lang]
    table.selected = {shaman}
    assert not table.adapter.act(HUMAN, next(a for a in run.host.legal_actions(HUMAN) if shaman in a.cards))
    assert window.box.note.isVisible() and window.box.note.text() == step.wrong[lang]
    assert table.hint.text() == step.wrong[lang]
    assert len(run.host.log) == 0 and run.step is step
    pointed = {run.game.card_name(item.card, "ja") for item in window.pointed_items()}
    assert pointed == {"黒無"} and not window.ring.path().isEmpty()


def test_a_hint_in_a_lesson_names_why(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Ctrl+T in the lesson's window asks for the suggestions, each with its reason."""
    window = _window(qtbot, "taxot")
    window.table.move_hints.seconds = 0.2
    while window.run.waiting_to_read():
        window.box.next_button.click()
    wait_for(lambda: ready(window) and window.table.seat == HUMAN)
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    window.activateWindow()
    wait_for(lambda: window.isActiveWindow())
    QTest.keyClick(window.table.view, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    wait_for(lambda: window.table.hint.text().startswith("Suggested:"), 10_000)
    assert "fits no pair or run" in window.table.hint.text()  # the only move lit: the lonely 黒無


def test_in_free_play_the_box_steps_aside_after_the_first_move(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot, "nine")
    run = window.run
    while not (run.step is not None and run.step.free and run.played_freely):
        wait_for(lambda: ready(window))
        if run.finished:
            break
        if run.step is not None and run.step.free:
            assert window.box.isVisible() and window.box.text.text() == run.step.say["en"]
        if run.waiting_to_read():
            window.box.next_button.click()
            continue
        before = len(run.host.log)
        window.table.adapter.act(HUMAN, window.table.legal[0])
        wait_for(lambda before=before: len(run.host.log) > before)
    assert run.finished or not window.box.isVisible()


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("game_id", available())
def test_every_lesson_through_the_table(qtbot, game_id: str, lang: str) -> None:  # type: ignore[no-untyped-def]
    """Every game's lesson followed through the real table to its end dialog (slow: -m slow)."""
    window = _window(qtbot, game_id, lang)
    follow(window)
    assert window.end_dialog is not None and window.scenario.ending[lang] in window.end_dialog.view.toPlainText()
