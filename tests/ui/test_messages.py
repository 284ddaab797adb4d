"""Messages read right whatever the name: the log names every seat ("Hanako discards"), the
banner says 「あなたの番です」; default names are names ("Player 1", "Bot 2"); a seat made human
becomes "Player N"; the log is re-rendered in the new language after a switch."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from shikitable.games import GAMES, get_game
from shikitable.session.host import Seat
from shikitable.ui.layouts import layout_for
from shikitable.ui.windows.app import install_translator
from shikitable.ui.windows.dialogs import GameSpec, NewGameDialog, default_name, default_spec
from shikitable.ui.windows.settings import Settings
from shikitable.ui.words.eventlog import describe
from tests.ui.helpers import make_table, quick_main_window

NAMES = ["Hanako", "Taro", "Jiro", "Yuki"]


def test_every_log_line_names_its_seat_in_one_voice(qapp):
    """The log speaks of every seat by its name, the player at the screen too, in every game
    ("Hanako discards", never "You discard" in some games and "Player 1 plays" in others)."""
    layout, game = layout_for("taxot"), get_game("taxot")
    discard = {"kind": "discard", "seat": 0, "card": 0}
    try:
        install_translator(qapp, "en")
        assert describe(layout, game, discard, NAMES, "en").startswith("Hanako discards ")
        end = {"kind": "season_end", "record": {"number": 2, "winner": 0}}
        assert describe(layout, game, end, NAMES, "en") == "Season 2 ends: Hanako wins."
        trick = {"kind": "trick_won", "seat": 0, "trick": 3}
        assert describe(layout_for("mokkaik"), get_game("mokkaik"), trick, NAMES, "en").startswith("Hanako ")
        mahjong = {"kind": "discard", "seat": 0, "card": 76}
        assert describe(layout_for("riichi"), get_game("riichi"), mahjong, NAMES, "en") == "Hanako discards 2 bamboo."
        install_translator(qapp, "ja")
        assert describe(layout, game, discard, NAMES, "ja").startswith("Hanako")
        assert "You" not in describe(layout, game, end, NAMES, "ja")
    finally:
        install_translator(qapp, "en")


def test_default_names_are_not_you(qapp):
    install_translator(qapp, "en")
    assert default_name(0, "human") == "Player 1"
    saved = Settings(last_game="taxot", last_seats=[{"name": "You", "kind": "human"}])
    assert default_spec(get_game("taxot"), saved).seats[0].name == "Player 1"
    saved.last_seats = [{"name": "Hanako", "kind": "human"}]
    spec = default_spec(get_game("taxot"), saved)
    assert spec.seats[0].name == "Hanako"


def test_a_seat_switched_to_human_loses_bot(qtbot):
    install_translator(QApplication.instance(), "en")
    dialog = NewGameDialog(GAMES, Settings(last_game="taxot"))
    qtbot.addWidget(dialog)
    edit, combo = dialog.seat_rows[1]
    assert edit.text() == "Bot 2"  # a neutral name: no wind that the seat may not hold
    combo.setCurrentIndex(combo.findData("human"))
    assert edit.text() == "Player 2"
    edit.setText("Hanako")
    combo.setCurrentIndex(combo.findData("heuristic"))
    assert edit.text() == "Hanako"  # a name the player typed stays


def test_banner_says_your_move_without_a_name(qtbot):
    app = QApplication.instance()
    try:
        install_translator(app, "ja")
        host, adapter, table = make_table(qtbot, ["human", "heuristic", "heuristic", "heuristic"], seed=4)
        adapter.start()
        qtbot.waitUntil(lambda: table.seat == 0, timeout=5000)
        assert table.scene.turn_text.toPlainText() == "あなたの番です。"
        adapter.close()
    finally:
        install_translator(app, "en")


def test_language_switch_rerenders_the_log(qtbot):
    app = QApplication.instance()
    install_translator(app, "en")
    window = quick_main_window(qtbot)
    seats = [Seat(NAMES[s], "heuristic") for s in range(4)]
    window.start(GameSpec("taxot", 4, seats, {}), seed=3)
    qtbot.waitUntil(lambda: window.panel.log.count() > 3, timeout=5000)
    window.adapter.pause()
    count = window.panel.log.count()
    assert window.panel.log.item(0).text().startswith("Season 1 begins")
    try:
        window.switch_language("ja")
        qtbot.waitUntil(lambda: window.panel.log.item(0).text().startswith("第1季"), timeout=3000)
        assert window.panel.log.count() == count
        lines = [window.panel.log.item(i).text() for i in range(count)]
        assert not any(" discards " in line or "begins" in line for line in lines)
    finally:
        install_translator(app, "en")
        window.adapter.close()
