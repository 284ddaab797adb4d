"""Switching the interface language changes menus, panels and dialogs at once, no restart."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from shikitable.games import GAMES
from shikitable.ui.windows.app import install_translator
from shikitable.ui.windows.dialogs import NewGameDialog, SettingsDialog
from shikitable.ui.windows.window import MainWindow
from tests.ui.helpers import quick_main_window


def menu_titles(window: MainWindow) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]


def test_switching_to_japanese_retranslates_the_running_window(qtbot):
    app = QApplication.instance()
    install_translator(app, "en")
    window = quick_main_window(qtbot)
    window.start_default()
    assert menu_titles(window) == ["&Game", "&Play", "&Help"]
    assert window.panel.heading.text() == "Game log"
    try:
        window.switch_language("ja")
        qtbot.waitUntil(lambda: menu_titles(window) == ["ゲーム(&G)", "プレイ(&P)", "ヘルプ(&H)"], timeout=3000)
        assert window.panel.heading.text() == "記録"
        items = [a.text() for a in window.menuBar().actions()[0].menu().actions()]
        assert "新しいゲーム(&N)…" in items and "終了(&Q)" in items
        dialog = SettingsDialog(window.settings, window)
        qtbot.addWidget(dialog)
        assert dialog.windowTitle() == "設定"
        new_game = NewGameDialog(GAMES, window.settings, window)
        qtbot.addWidget(new_game)
        assert new_game.windowTitle() == "新しいゲーム"
        window.switch_language("en")
        qtbot.waitUntil(lambda: menu_titles(window) == ["&Game", "&Play", "&Help"], timeout=3000)
    finally:
        install_translator(app, "en")
        if window.adapter is not None:
            window.adapter.close()
