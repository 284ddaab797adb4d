"""Finding the lessons: Help → Learn to play, the first start's welcome, the rule viewer."""

from __future__ import annotations

from shikitable.games import get_game
from shikitable.session.tutorial import available
from shikitable.ui.learn.learn import Welcome, first_start, offer_welcome, open_tutorial, start_easy_match
from shikitable.ui.windows.settings import Settings
from shikitable.ui.windows.window import MainWindow


def _window(qtbot, language: str = "en") -> MainWindow:  # type: ignore[no-untyped-def]
    window = MainWindow(Settings(language=language, bot_delay_ms=0))
    qtbot.addWidget(window)
    window.keeper.confirm_leaving = False  # closing at the test's end asks nothing
    return window


def _learn_menu(window: MainWindow):  # type: ignore[no-untyped-def]
    help_menu = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Help")
    return next(a.menu() for a in help_menu.actions() if a.menu() is not None)


def test_help_offers_a_lesson_for_every_game_and_opens_it(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot)
    entries = [a for a in _learn_menu(window).actions()]
    assert len(entries) == len(available())
    assert [a.text() for a in entries] == [f"Learn to play {get_game(g).name_en}" for g in available()]
    taxot = entries[available().index("taxot")]
    taxot.trigger()
    lesson = window.tutorial_window  # type: ignore[attr-defined]
    assert lesson.isVisible() and lesson.scenario.game_id == "taxot"
    assert lesson.box.text.text() == lesson.scenario.steps[0].say["en"]
    lesson.close()


def test_the_first_start_welcomes_with_learn_and_new_game_per_game(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot)
    assert first_start(window), "no match played in a fresh history"
    welcome = offer_welcome(window, True)
    assert isinstance(welcome, Welcome) and welcome.isVisible()
    assert set(welcome.learn_buttons) == set(available()) == set(welcome.new_buttons)
    welcome.learn_buttons["riichi"].click()
    assert window.tutorial_window.scenario.game_id == "riichi"  # type: ignore[attr-defined]
    window.tutorial_window.close()  # type: ignore[attr-defined]
    window.start_default()
    assert not first_start(window), "once a match is kept, the welcome is not offered again"
    assert offer_welcome(window, False) is None


def test_the_welcome_is_a_card_per_game_a_newcomer_can_choose_from(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QLabel

    from shikitable.ui.learn.learn import SUGGESTED_FIRST
    from shikitable.ui.words.game_names import game_name

    window = _window(qtbot)
    welcome = offer_welcome(window, True)
    assert welcome is not None and window.adapter is None, "nothing is dealt behind the welcome"
    assert list(welcome.cards)[0] == SUGGESTED_FIRST
    intro = welcome.findChildren(QLabel)[0].text()
    assert "Ten of these eleven" not in intro and "1994" in intro and "rule sheets" in intro
    for game_id, card in welcome.cards.items():
        game = get_game(game_id)
        texts = [label.text() for label in card.findChildren(QLabel)]
        pictures = [label.pixmap() for label in card.findChildren(QLabel) if not label.pixmap().isNull()]
        assert pictures and pictures[0].height() >= 60, game_id  # the game's own card or tile
        assert any(game_name(game_id, "en") in t for t in texts)
        assert game.description_en in texts
        assert any("players" in t and "minutes a match" in t for t in texts), texts
        assert card.learn.text() == "Learn" and card.play.text() == "Play"
    first = welcome.cards[SUGGESTED_FIRST].findChildren(QLabel)
    assert "a good first game" in " ".join(label.text() for label in first)
    welcome.reject()
    assert window.adapter is None and "New game" in window.statusBar().currentMessage()
    welcome = offer_welcome(window, True)
    assert welcome is not None
    welcome.new_buttons["nippachi"].click()
    assert window.adapter is not None and window.spec is not None and window.spec.game_id == "nippachi"


def test_a_lesson_ends_in_a_real_match_against_easy_bots(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot)
    start_easy_match(window, "riichi")
    assert window.spec is not None and window.spec.game_id == "riichi"
    assert [s.kind for s in window.spec.seats] == ["human", "easy", "easy", "easy"]


def test_the_rule_viewer_links_a_games_chapter_to_its_lesson(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot, "ja")
    window.show_rules()
    viewer = window.rule_viewer
    learn = viewer.actions_by_name["learn"]  # type: ignore[union-attr]
    viewer.show_game("mokkaik")  # type: ignore[union-attr]
    assert learn.isEnabled() == ("mokkaik" in available())
    viewer.show_game("deck")  # type: ignore[union-attr]  # the deck chapter is no game
    assert not learn.isEnabled()
    viewer.show_game("taxot")  # type: ignore[union-attr]
    learn.trigger()
    assert window.tutorial_window.scenario.game_id == "taxot"  # type: ignore[attr-defined]
    assert window.tutorial_window.lang == "ja"  # type: ignore[attr-defined]
    window.tutorial_window.close()  # type: ignore[attr-defined]


def test_a_missing_lesson_is_a_message_not_a_traceback(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QMessageBox

    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: said.append(text))
    assert open_tutorial(_window(qtbot), "nosuchgame") is None
    assert said == ["there is no tutorial for 'nosuchgame'"]


def test_the_welcome_and_the_lesson_frame_speak_japanese(qtbot, qapp) -> None:  # type: ignore[no-untyped-def]
    from shikitable.ui.windows.app import install_translator

    install_translator(qapp, "ja")
    try:
        window = _window(qtbot, "ja")
        welcome = offer_welcome(window, True)
        assert welcome is not None
        assert welcome.windowTitle() == "shikitable へようこそ"
        assert welcome.learn_buttons["taxot"].text() == "学ぶ"
        assert [a.text() for a in _learn_menu_ja(window)][1] == "終季の遊び方"
        lesson = open_tutorial(window, "taxot")
        assert lesson is not None and lesson.box.next_button.text() == "次へ ▶"
        assert lesson.box.counter.text() == "レッスン 2・ステップ 1 / 7"  # 終季 is the second lesson
        assert lesson.box.text.text() == lesson.scenario.steps[0].say["ja"]
        lesson.close()
    finally:
        install_translator(qapp, "en")


def _learn_menu_ja(window: MainWindow):  # type: ignore[no-untyped-def]
    help_menu = window.menuBar().actions()[-1].menu()
    return next(a.menu() for a in help_menu.actions() if a.menu() is not None).actions()


def test_the_match_at_the_table_waits_while_a_lesson_is_open(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot)
    window.start_default()
    match = window.adapter
    assert match is not None and not match.paused
    lesson = open_tutorial(window, "nine")
    assert lesson is not None and match.paused
    lesson.close()
    assert not match.paused
