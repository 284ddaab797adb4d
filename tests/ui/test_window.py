"""The main window, the new-game dialog built from option declarations, and the demo."""

from __future__ import annotations

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

from shikitable.games import GAMES, get_game
from shikitable.ui.windows.dialogs import NewGameDialog
from shikitable.ui.windows.settings import Settings
from shikitable.ui.windows.window import MainWindow


def test_new_game_dialog_offers_every_option(qtbot):
    dialog = NewGameDialog(GAMES, Settings(last_game="taxot"))
    qtbot.addWidget(dialog)
    game = get_game("taxot")
    assert dialog.game.id == "taxot"
    assert set(dialog.option_widgets) == {o.name for o in game.options}
    assert isinstance(dialog.option_widgets["hikari"], QCheckBox)
    assert isinstance(dialog.option_widgets["match_length"], QComboBox)
    assert isinstance(dialog.option_widgets["target_score"], QSpinBox)
    dialog.players.setValue(3)
    assert len(dialog.seat_rows) == 3
    dialog.option_widgets["hikari"].setChecked(True)
    dialog._accept()
    assert dialog.spec is not None and dialog.spec.options["hikari"] is True and dialog.spec.players == 3


def test_new_game_dialog_says_how_小猫_is_dealt_and_why(qtbot):
    dialog = NewGameDialog(GAMES, Settings(last_game="nine", last_players=3))
    qtbot.addWidget(dialog)
    assert dialog.game.id == "nine"
    assert "12 cards each, as the seed says" in dialog.setup_note.text()
    dialog.players.setValue(4)  # 4 x 12 is the whole deck: the note gives the table's deal and the reason
    assert "11 cards each" in dialog.setup_note.text() and "no stock" in dialog.setup_note.text()
    dialog.option_widgets["four_player_hand"].setValue(9)
    assert "9 cards each, 12 left as the stock" in dialog.setup_note.text()
    taxot = NewGameDialog(GAMES, Settings(last_game="taxot"))
    qtbot.addWidget(taxot)
    assert taxot.setup_note.text() == "" and taxot.setup_note.isHidden()


def test_main_window_starts_and_logs(qtbot):
    settings = Settings(animation_speed="instant", bot_delay_ms=0)
    window = MainWindow(settings, persist=False)
    qtbot.addWidget(window)
    window.show()
    window.start_default()
    qtbot.waitUntil(lambda: window.panel.log.count() > 0, timeout=5000)
    assert window.panel.scores.rowCount() == 4
    window.adapter.close()


def test_demo_screenshot_is_not_blank(tmp_path):
    import os
    import subprocess
    import sys

    target = tmp_path / "table.png"
    # its own process: the demo runs and quits an application of its own; run here, it left the
    # shared one so that the tables of later tests never prompted their human seat
    command = [sys.executable, "-m", "shikitable", "--demo", "taxot", "--screenshot", str(target)]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 0, done.stderr
    image = QImage(str(target))
    assert not image.isNull() and image.width() > 800
    colours = {image.pixel(x, y) for x in range(0, image.width(), 17) for y in range(0, image.height(), 17)}
    assert len(colours) > 200
