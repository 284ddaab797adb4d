"""Help → Keys: every key of the table, drawn from the one key map (ui/table/keymap.py) and the
games' layouts, so the page says what the buttons say."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from shikitable.games import GAMES
from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)
from shikitable.ui.layouts import layout_for
from shikitable.ui.layouts.base import QT_TRANSLATE_NOOP
from shikitable.ui.table.keymap import MEANINGS, meaning_of
from shikitable.ui.words.game_names import game_name

# keys the table itself answers, whatever the game (see table.py, keyboard.py, window.py)
TABLE_KEYS = (
    ("← →  Home  End", QT_TRANSLATE_NOOP("keys", "Move the ring through the cards you may pick")),
    ("Space", QT_TRANSLATE_NOOP("keys", "Pick or drop the card under the ring")),
    ("Esc", QT_TRANSLATE_NOOP("keys", "Drop the selection")),
    ("1–9", QT_TRANSLATE_NOOP("keys", "Choose among a move's buttons: a road, or the amount on the label")),
    ("V", QT_TRANSLATE_NOOP("keys", "Show the chosen Magic card large")),
    ("Ctrl+T", QT_TRANSLATE_NOOP("keys", "Suggest a move (hint)")),
    ("Ctrl+G", QT_TRANSLATE_NOOP("keys", "Hurry the AI")),
    ("Ctrl+Z", QT_TRANSLATE_NOOP("keys", "Undo your last move (against AI)")),
    ("Ctrl+Space", QT_TRANSLATE_NOOP("keys", "Skip the animation")),
    ("F1", QT_TRANSLATE_NOOP("keys", "Rules")),
)


def _tr(text: str) -> str:
    return QCoreApplication.translate("keys", text)


def key_text(key: str) -> str:
    return QCoreApplication.translate("keys", "Enter") if key == "Return" else key


def keys_by_meaning() -> dict[str, list[tuple[str, str]]]:
    """meaning -> [(game id, button label)] over every game's declared buttons."""
    found: dict[str, list[tuple[str, str]]] = {name: [] for name in MEANINGS}
    for game_id in GAMES:
        for button in layout_for(game_id).buttons:
            meaning = meaning_of(game_id, button.kind)
            if meaning is not None:
                label = QCoreApplication.translate("shikitable", button.label).replace(" {amount}", "")
                found[meaning].append((game_id, label))
    return found


def keys_page(language: str) -> str:
    """The Keys page as HTML: the move keys by meaning with the games' buttons, then the table's."""
    rows = []
    for meaning, uses in keys_by_meaning().items():
        spec = MEANINGS[meaning]
        games = "; ".join(f"{html.escape(game_name(g, language))}: {html.escape(label)}" for g, label in uses)
        rows.append(f"<tr><td><b>{html.escape(key_text(spec.key))}</b></td>"
                    f"<td>{html.escape(_tr(spec.name))}</td><td>{games}</td></tr>")
    table_rows = "".join(f"<tr><td><b>{html.escape(k)}</b></td><td colspan='2'>{html.escape(_tr(v))}</td></tr>"
                         for k, v in TABLE_KEYS)
    words = {
        "title": QCoreApplication.translate("keys", "Keys"),
        "lead": QCoreApplication.translate(
            "keys", "One key means one thing at every table; each button shows its key."
        ),
        "key": QCoreApplication.translate("keys", "Key"),
        "move": QCoreApplication.translate("keys", "Move"),
        "buttons": QCoreApplication.translate("keys", "Buttons"),
        "everywhere": QCoreApplication.translate("keys", "At every table"),
    }
    w = {name: html.escape(text) for name, text in words.items()}
    return (f"<h2>{w['title']}</h2><p>{w['lead']}</p>"
            f"<table cellpadding='4'><tr><th>{w['key']}</th><th>{w['move']}</th><th>{w['buttons']}</th></tr>"
            f"{''.join(rows)}</table><h3>{w['everywhere']}</h3><table cellpadding='4'>{table_rows}</table>")


class KeysDialog(QDialog):
    def __init__(self, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("keys", "Keys"))
        self.resize(760, 560)
        layout = QVBoxLayout(self)
        self.text = QTextBrowser(self)
        self.text.setHtml(keys_page(language))
        layout.addWidget(self.text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
