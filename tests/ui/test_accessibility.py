"""Screen readers: every interactive item in Qt's accessibility tree has a name that says what
it is; the cards, plates and piles are there (the table mirror); each move and turn is said."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QWidget

from shikitable.games import GAMES, get_game
from shikitable.session.host import Seat
from shikitable.ui.windows.dialogs import GameSpec, NewGameDialog, SettingsDialog
from shikitable.ui.windows.settings import Settings
from shikitable.ui.windows.window import MainWindow

INTERACTIVE = {
    QAccessible.Role.Button, QAccessible.Role.CheckBox, QAccessible.Role.RadioButton, QAccessible.Role.ComboBox,
    QAccessible.Role.SpinBox, QAccessible.Role.ListItem, QAccessible.Role.MenuItem, QAccessible.Role.PageTab,
    QAccessible.Role.Slider, QAccessible.Role.EditableText, QAccessible.Role.ButtonMenu,
}
GENERIC = {"", "button", "item", "qpushbutton"}


def walk(node: QAccessibleInterface, depth: int = 0) -> list[QAccessibleInterface]:
    found = [node]
    if depth > 40:
        return found
    for index in range(node.childCount()):
        child = node.child(index)
        if child is not None and child.isValid():
            found.extend(walk(child, depth + 1))
    return found


def unnamed(root: object) -> list[str]:
    """Interactive, visible items of the tree whose name is empty or says nothing."""
    iface = QAccessible.queryAccessibleInterface(root)
    assert iface is not None and iface.isValid()
    missing = []
    for node in walk(iface):
        state = node.state()
        owner = node.object()
        takes_focus = isinstance(owner, QWidget) and owner.focusPolicy() != Qt.FocusPolicy.NoFocus
        interactive = node.role() in INTERACTIVE or (state.focusable and takes_focus)
        if not interactive or state.invisible:
            continue
        name = node.text(QAccessible.Text.Name).strip()
        if name.lower() in GENERIC:
            parent = owner.parent() if owner is not None else None
            missing.append(f"{node.role().name} {owner!r} in {parent!r}")
    return missing


def human_window(qtbot, game_id: str, **settings) -> MainWindow:
    settings.setdefault("show_table_list", True)  # these tests read the list as a screen reader would
    window = MainWindow(Settings(language="en", animation_speed="instant", bot_delay_ms=0, **settings),
                        persist=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    game = get_game(game_id)
    seats = [Seat("You", "human")] + [Seat(f"Bot {s}", "random") for s in range(1, game.default_players)]
    window.start(GameSpec(game_id, game.default_players, seats, {}), seed=9)
    table = window.table

    def own_hand() -> bool:
        laid = table.scene.laid if table.scene is not None else None
        return laid is not None and ("hand", table.seat) in laid.origin.values()

    for _ in range(10):  # a prompt before the deal (Magic's opening card window) is answered first
        qtbot.waitUntil(lambda: table.seat is not None, timeout=20000)
        if own_hand():
            break
        table.perform_action(table.legal[0])
    assert own_hand()
    qtbot.waitUntil(lambda: not window.narrator.pending)  # the reader's list follows on the next pass
    return window


def mirror_rows(window: MainWindow) -> list[str]:
    """The table mirror's rows as the accessibility tree gives them."""
    iface = QAccessible.queryAccessibleInterface(window.narrator.mirror)
    assert iface is not None
    return [iface.child(i).text(QAccessible.Text.Name) for i in range(iface.childCount())]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_interactive_item_and_every_card_has_a_name(qtbot, game_id):
    window = human_window(qtbot, game_id)
    assert unnamed(window) == []
    scene, game = window.table.scene, window.host.game
    assert scene is not None and scene.laid is not None
    rows = mirror_rows(window)
    for key in scene.laid.placements:
        item = scene.cards[key]
        if isinstance(key, int) and item.face_up_target:
            assert any(row.startswith(game.card_name(key, "en")) for row in rows), key
    viewer = scene.obs.get("seat")
    hand = [k for k in scene.laid.placements if isinstance(k, int) and scene.laid.origin[k] == ("hand", viewer)]
    assert hand and all(any(row.startswith(game.card_name(c, "en") + ", your hand") for row in rows) for c in hand)
    for seat, plate in scene.plates.items():
        if plate.isVisible():
            assert any(row.startswith("Seat: " + plate.name) for row in rows), seat
    face_down = sum(1 for k, i in scene.cards.items() if k in scene.laid.placements and not (
        isinstance(k, int) and i.face_up_target))
    assert sum(row.startswith("face-down card") for row in rows) == face_down
    if scene.pictures is not None:  # Magic's cheat cards: each face-up one by its name
        spec = scene.pictures.spec
        assert all(any(row.startswith(spec.name_of(card, "en")) for row in rows) for card in scene.pictures.face_up())
    buttons = [n for n in walk(QAccessible.queryAccessibleInterface(window))
               if n.role() == QAccessible.Role.Button and not n.state().invisible]
    names = {b.text(QAccessible.Text.Name) for b in buttons}
    shown = [b.text() for b in window.table._buttons.values() if b.isVisible()]
    assert all(text in names for text in shown), (shown, names)  # each move's button, with its key
    window.close()


def test_the_list_of_the_table_is_for_screen_readers_and_asked_for_only(qtbot):
    """Without a screen reader the side panel keeps its room for the scores and the log."""
    quiet = human_window(qtbot, "makkaik", show_table_list=False)
    assert not QAccessible.isActive()  # offscreen: no assistive technology is listening
    assert quiet.narrator.mirror.isHidden() and quiet.narrator.heading.isHidden()
    asked = human_window(qtbot, "makkaik", show_table_list=True)
    assert asked.narrator.mirror.isVisible() and asked.narrator.heading.isVisible()
    quiet.close()
    asked.close()


@pytest.mark.parametrize("game_id", ["makkaik", "namto"])
def test_the_readers_list_speaks_in_sentences_never_bare_numbers(qtbot, game_id):
    window = human_window(qtbot, game_id)
    rows = mirror_rows(window)
    assert rows and not [row for row in rows if re.fullmatch(r"[\d\s,.:+-]*", row)]
    assert any(re.fullmatch(r"You have \d+ points?", row) for row in rows), rows
    assert any(re.fullmatch(r"Bot 1 has \d+ points?", row) for row in rows), rows
    assert any(re.fullmatch(r"(You have|Bot \d has) staked \d+ points?", row) for row in rows), rows
    window.close()


def test_the_cursor_moves_the_readers_row_and_names_the_card(qtbot):
    from pytestqt.qtbot import QtBot

    window = human_window(qtbot, "taxot")
    table, mirror = window.table, window.narrator.mirror
    QtBot.keyClick(table.view, Qt.Key.Key_Right)
    spot = table.card_cursor.spot
    name = window.host.game.card_name(spot, "en")
    assert mirror.currentItem().text().startswith(name + ", your hand")
    assert table.view.accessibleDescription().startswith(name)
    QtBot.keyClick(table.view, Qt.Key.Key_Space)
    assert "selected" in mirror.currentItem().text()
    window.close()


def test_each_move_and_turn_is_said_and_shown_on_request(qtbot):
    window = human_window(qtbot, "taxot", show_announcements=True)
    narrator = window.narrator
    assert "Your turn." in narrator.spoken
    assert narrator.line.isVisible() and narrator.line.text() == narrator.spoken[-1]
    table = window.table
    before = len(narrator.spoken)
    action = next(a for a in table.legal if a.cards)
    table.selected = set(action.cards)
    assert table.perform(action.kind)
    qtbot.waitUntil(lambda: len(narrator.spoken) > before + 1, timeout=10000)
    said = narrator.spoken[before:]
    assert any("You" in line for line in said)  # your own move, in the log's words
    assert any(line.startswith("Bot 1") for line in said)  # the bot's move or turn
    window.close()
    quiet = human_window(qtbot, "taxot")
    assert not quiet.narrator.line.isVisible() and quiet.narrator.spoken
    quiet.close()


def test_the_dialogs_name_every_control(qtbot):
    settings = Settings(language="en")
    for dialog in (SettingsDialog(settings), NewGameDialog(GAMES, settings)):
        qtbot.addWidget(dialog)
        dialog.show()
        assert unnamed(dialog) == []
