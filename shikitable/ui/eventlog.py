"""Readable text for the game log and the season breakdown, from the layout's phrases."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from shikitable.core.game import Game
from shikitable.ui.layouts import TableLayout
from shikitable.ui.results import own_title

SEAT_FIELDS = ("seat", "from", "dealer", "winner")
CARD_LIST_FIELDS = ("cards", "meld", "hand")


def tr(text: str) -> str:
    return QCoreApplication.translate("shikitable", text)


class _Fields(dict[str, str]):
    def __missing__(self, key: str) -> str:
        return "?"


def name_of(names: Sequence[str], seat: Any) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return "—"


def cards_text(game: Game, cards: Any, lang: str) -> str:
    if not isinstance(cards, Sequence) or isinstance(cards, str):
        return ""
    return " ".join(game.card_name(c, lang) if isinstance(c, int) else "■" for c in cards)


def describe(
    layout: TableLayout,
    game: Game,
    event: Mapping[str, Any],
    names: Sequence[str],
    lang: str,
    you: int | None = None,
) -> str | None:
    """One log line for an event, or None for events the log does not show (deals, draws).
    `you`: the seat of the one player at the screen; their own moves read "You discard …"."""
    kind = str(event.get("kind"))
    if kind == "season_end":
        record = event.get("record") or {}
        winner = record.get("winner")
        number = str(record.get("number", "?"))
        title = own_title(record, lang)
        if title:  # a season the game names (a mahjong hand: 東1局) goes by that name, not a number
            if winner is None:
                return QCoreApplication.translate("shikitable", "{0} ends with no winner.").replace("{0}", title)
            if winner == you:
                return QCoreApplication.translate("shikitable", "{0} ends: you win.").replace("{0}", title)
            return (QCoreApplication.translate("shikitable", "{0} ends: {1} wins.").replace("{0}", title)
                    .replace("{1}", name_of(names, winner)))
        if winner is None:
            return QCoreApplication.translate("shikitable", "Season {0} ends with no winner.").replace("{0}", number)
        if winner == you:
            return QCoreApplication.translate("shikitable", "Season {0} ends: you win.").replace("{0}", number)
        return (
            QCoreApplication.translate("shikitable", "Season {0} ends: {1} wins.")
            .replace("{0}", number)
            .replace("{1}", name_of(names, winner))
        )
    template = layout.log_you.get(kind) if you is not None and event.get("seat") == you else None
    template = template or layout.log.get(kind)
    if template is None:
        return None
    fields = _Fields()
    for key, value in event.items():
        if key in SEAT_FIELDS:
            fields[key] = name_of(names, value)
        elif key == "card" and isinstance(value, int):
            fields[key] = game.card_name(value, lang)
        elif key in CARD_LIST_FIELDS:
            fields[key] = cards_text(game, value, lang)
        else:
            fields[key] = str(value)
    if f"name_{lang}" in event:  # a hand's name, given in each language
        fields["name"] = str(event[f"name_{lang}"])
    return tr(template).format_map(fields)
