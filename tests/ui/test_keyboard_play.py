"""Keyboard-only play: a whole hand of every game, played by key presses alone.

The test chooses a legal move at random (as a player decides), then makes it the way a player
at the keyboard must: Escape, the arrow keys to each card, Space to pick it, the move's key
(a digit for a numbered choice; arrows and Enter in a menu), and Enter at the hand's end. It
checks that exactly that move was made, so a move the keyboard cannot reach fails the test."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QMenu

from shikitable.core.actions import Action
from shikitable.games import GAMES, get_game
from shikitable.session.host import Seat
from shikitable.ui.table.table import TableWidget
from shikitable.ui.windows.dialogs import GameSpec
from shikitable.ui.windows.settings import Settings
from shikitable.ui.windows.window import MainWindow

PLAYERS = {"mokkaik": 2, "taxot": 2, "makkaik": 2, "niekhi": 2, "nine": 2, "makhup": 2, "namto": 2, "nippachi": 2}
MAX_MOVES = 400


def press(table: TableWidget, key: Qt.Key | int, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    from pytestqt.qtbot import QtBot

    QtBot.keyClick(table.view, key, modifiers)


def press_sequence(table: TableWidget, sequence: QKeySequence) -> None:
    combo = sequence[0]
    press(table, combo.key(), combo.keyboardModifiers())


def press_button(table: TableWidget, button) -> None:
    """The key the button shows; a button without one (a stake over 9) is reached with Tab."""
    from pytestqt.qtbot import QtBot

    key = button.property("key") or ""
    if key:
        press_sequence(table, QKeySequence(key))
        return
    for _ in range(60):
        if button.hasFocus():
            break
        QtBot.keyClick(QApplication.focusWidget() or table.view, Qt.Key.Key_Tab)
    assert button.hasFocus(), "Tab never reached the button"
    QtBot.keyClick(button, Qt.Key.Key_Space)


def answer_menu(steps: int) -> None:
    """When the move's menu opens, go down `steps` entries and press Enter (as a player would)."""

    def answer() -> None:
        menu = QApplication.activePopupWidget() or next(
            (w for w in QApplication.topLevelWidgets() if isinstance(w, QMenu) and w.isVisible()), None)
        if menu is None:
            QTimer.singleShot(5, answer)
            return
        from pytestqt.qtbot import QtBot

        for _ in range(steps + 1):  # the first Down lights the first entry
            QtBot.keyClick(menu, Qt.Key.Key_Down)
        QtBot.keyClick(menu, Qt.Key.Key_Return)

    QTimer.singleShot(0, answer)


def walk_to(table: TableWidget, spot: object) -> None:
    order = table.card_cursor.order()
    here = order.index(table.card_cursor.spot) if table.card_cursor.spot in order else 0
    there = order.index(spot)
    for _ in range(abs(there - here)):
        press(table, Qt.Key.Key_Right if there > here else Qt.Key.Key_Left)
    assert table.card_cursor.spot == spot


def pick_cards(table: TableWidget, action: Action) -> None:
    """Arrow to each of the move's cards (any copy with the same face) and press Space."""
    press(table, Qt.Key.Key_Escape)
    for card in action.cards:
        wanted = table.face(card)
        spot = next(s for s in table.card_cursor.order()
                    if isinstance(s, int) and table.face(s) == wanted and s not in table.selected)
        walk_to(table, spot)
        press(table, Qt.Key.Key_Space)


def make_move(table: TableWidget, action: Action) -> None:
    pictures = table.layout_decl.pictures if table.layout_decl is not None else None
    if pictures is not None and action.kind == pictures.action_kind:
        card = pictures.card_of(str(action.arg))
        press(table, Qt.Key.Key_Escape)
        walk_to(table, card)
        press(table, Qt.Key.Key_Space)
        choices = [a for a in table.legal if a.kind == action.kind and pictures.card_of(str(a.arg)) == card]
        if len(choices) > 1:
            answer_menu([a.arg for a in _distinct(choices)].index(action.arg))
        press(table, Qt.Key.Key_Return)
        return
    pick_cards(table, action)
    numbered = table._buttons.get(f"{action.kind}@{action.arg}")
    if numbered is not None:
        press_button(table, numbered)
        return
    button = table._buttons[action.kind]
    from shikitable.ui.table.arg_chooser import distinct_args, narrow

    options = narrow(table.legal, action.kind, table._selection())
    args = [a.arg for a in distinct_args(options)]
    if len(args) > 1:
        answer_menu(args.index(action.arg))
    press_button(table, button)


def _distinct(actions: list[Action]) -> list[Action]:
    from shikitable.ui.table.arg_chooser import distinct_args

    return distinct_args(actions)


def play_a_hand_by_keys(qtbot, game_id: str, seed: int) -> int:
    game = get_game(game_id)
    players = PLAYERS.get(game_id, game.default_players)
    settings = Settings(language="en", animation_speed="instant", bot_delay_ms=0, card_pause_s=0)
    window = MainWindow(settings, persist=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    seats = [Seat("You", "human")] + [Seat(f"Bot {s}", "random") for s in range(1, players)]
    window.start(GameSpec(game_id, players, seats, {}), seed=seed)
    table, host = window.table, window.host
    assert host is not None
    rng = random.Random(seed)
    made = 0
    while window.last_dialog is None:
        qtbot.waitUntil(lambda: table.seat is not None or window.last_dialog is not None, timeout=20000)
        if window.last_dialog is not None:
            break
        action = rng.choice(table.legal)
        before = len(host.log)
        make_move(table, action)
        qtbot.waitUntil(lambda before=before: len(host.log) > before, timeout=5000)
        seat, done = next((s, a) for s, a in host.log[before:] if s == 0)
        assert done.kind == action.kind and done.arg == action.arg, (action, done)
        assert table._faces(done.cards) == table._faces(action.cards), (action, done)
        made += 1
        assert made < MAX_MOVES
    # the hand's scores: Enter goes on to the next hand
    dialog = window.last_dialog
    qtbot.waitUntil(dialog.isVisible)
    dialog.activateWindow()
    from pytestqt.qtbot import QtBot

    QtBot.keyClick(dialog, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())
    window.close()
    return made


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_whole_hand_by_keys_only(qtbot, game_id):
    made = play_a_hand_by_keys(qtbot, game_id, seed=3)
    print(f"{game_id}: {made} moves by keys")
    assert made > 0


def test_the_cursor_is_drawn_on_its_card_and_space_picks_it(qtbot):
    settings = Settings(language="en", animation_speed="instant", bot_delay_ms=0)
    window = MainWindow(settings, persist=False)
    qtbot.addWidget(window)
    window.show()
    window.start(GameSpec("taxot", 2, [Seat("You", "human"), Seat("Bot", "random")], {}), seed=4)
    table = window.table
    qtbot.waitUntil(lambda: table.seat is not None, timeout=10000)
    scene = table.scene
    assert scene is not None
    first = table.card_cursor.spot
    assert isinstance(first, int) and scene.cards[first].focused
    press(table, Qt.Key.Key_Right)
    second = table.card_cursor.spot
    assert second != first and scene.cards[second].focused and not scene.cards[first].focused
    press(table, Qt.Key.Key_Space)
    assert table.selected == {second} and scene.cards[second].selected
    press(table, Qt.Key.Key_Space)
    assert table.selected == set()
    window.close()
