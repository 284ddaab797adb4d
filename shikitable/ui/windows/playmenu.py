"""The Play menu: the comfort settings a player changes mid-game (waits hint, auto-pass, "no
calls this hand", auto-declare, bot speed, skipping an animation)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu

from shikitable.ui.table.table import HURRY_KEY
from shikitable.ui.windows.settings import BOT_SPEEDS

if TYPE_CHECKING:
    from shikitable.ui.windows.frame import WindowFrame


def bot_speed_names() -> dict[str, str]:
    return {
        "slow": QCoreApplication.translate("PlayMenu", "Slow"),
        "normal": QCoreApplication.translate("PlayMenu", "Normal"),
        "fast": QCoreApplication.translate("PlayMenu", "Fast"),
        "instant": QCoreApplication.translate("PlayMenu", "Instant"),
    }


def apply_comfort(window: WindowFrame) -> None:
    """Hand the comfort settings to the table (after start, settings or the menu)."""
    settings, table = window.settings, window.table
    table.auto_pass = settings.auto_pass
    table.auto_win = settings.auto_win
    table.waits_mode = settings.waits_hint
    table.hand_row.pause_s = settings.card_pause_s
    if table.scene is not None and table.scene.obs is not None:
        table._update_waits(table.scene.obs)


def make_play_menu(window: WindowFrame) -> QMenu:
    settings, table = window.settings, window.table
    menu = window.menuBar().addMenu(QCoreApplication.translate("PlayMenu", "&Play"))

    waits = QAction(QCoreApplication.translate("PlayMenu", "Show &waits"), window)
    waits.setShortcut(QKeySequence("Ctrl+H"))
    waits.setToolTip(QCoreApplication.translate("PlayMenu", "The cards that would complete your hand"))
    waits.triggered.connect(table.show_waits)
    menu.addAction(waits)
    suggest = QAction(QCoreApplication.translate("PlayMenu", "Suggest a &move"), window)
    suggest.setShortcut(QKeySequence("Ctrl+T"))
    suggest.setToolTip(
        QCoreApplication.translate("PlayMenu", "The AI's three favourite moves for you, with the points it expects")
    )
    suggest.triggered.connect(table.suggest_moves)
    menu.addAction(suggest)
    hurry = QAction(QCoreApplication.translate("PlayMenu", "&Hurry the AI"), window)
    hurry.setShortcut(QKeySequence(HURRY_KEY))
    hurry.setToolTip(QCoreApplication.translate("PlayMenu", "The AI thinking now plays its best move so far, now"))
    hurry.triggered.connect(table.hurry)
    menu.addAction(hurry)
    menu.addSeparator()

    def toggle(text: str, checked: bool, slot) -> QAction:  # type: ignore[no-untyped-def]
        action = QAction(text, window)
        action.setCheckable(True)
        action.setChecked(checked)
        action.toggled.connect(slot)
        menu.addAction(action)
        return action

    def set_auto_pass(on: bool) -> None:
        settings.auto_pass = on
        apply_comfort(window)
        window.save()

    def set_auto_win(on: bool) -> None:
        settings.auto_win = on
        apply_comfort(window)
        window.save()

    toggle(
        QCoreApplication.translate("PlayMenu", "Auto-&pass claims (unless I can win)"),
        settings.auto_pass,
        set_auto_pass,
    )
    no_calls = toggle(QCoreApplication.translate("PlayMenu", "&No calls this hand"), table.no_calls, table.set_no_calls)
    table.no_calls_changed.connect(no_calls.setChecked)
    toggle(QCoreApplication.translate("PlayMenu", "Auto-&declare wins"), settings.auto_win, set_auto_win)
    menu.addSeparator()

    speed_menu = menu.addMenu(QCoreApplication.translate("PlayMenu", "&Bot speed"))
    group = QActionGroup(window)
    names = bot_speed_names()
    current = min(BOT_SPEEDS, key=lambda k: abs(BOT_SPEEDS[k] - settings.bot_delay_ms))
    for code, delay in BOT_SPEEDS.items():
        action = QAction(names[code], window)
        action.setCheckable(True)
        action.setChecked(code == current)
        action.triggered.connect(lambda _=False, delay=delay: set_bot_delay(window, delay))
        group.addAction(action)
        speed_menu.addAction(action)

    skip = QAction(QCoreApplication.translate("PlayMenu", "&Skip animation"), window)
    skip.setShortcut(QKeySequence("Ctrl+Space"))
    skip.triggered.connect(lambda: table.scene.finish_animations() if table.scene is not None else None)
    menu.addAction(skip)
    return menu


def set_bot_delay(window: WindowFrame, delay_ms: int) -> None:
    window.settings.bot_delay_ms = delay_ms
    if window.adapter is not None:
        window.adapter.set_bot_delay(delay_ms)
    window.save()
