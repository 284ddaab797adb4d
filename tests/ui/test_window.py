"""The main window, the new-game dialog built from option declarations, and the demo."""

from __future__ import annotations

from PySide6.QtGui import QImage
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

from shikitable.games import GAMES, get_game
from shikitable.ui.dialogs import NewGameDialog
from shikitable.ui.settings import Settings
from shikitable.ui.window import MainWindow


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
    from shikitable.ui.demo import run_demo

    target = tmp_path / "table.png"
    assert run_demo("taxot", screenshot=str(target)) == 0
    image = QImage(str(target))
    assert not image.isNull() and image.width() > 800
    colours = {image.pixel(x, y) for x in range(0, image.width(), 17) for y in range(0, image.height(), 17)}
    assert len(colours) > 200
