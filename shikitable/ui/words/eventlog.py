"""Readable text for the game log and the season breakdown, from the layout's phrases."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication

from shikitable.core.game import Game
from shikitable.ui.layouts import TableLayout
from shikitable.ui.windows.results import own_title, season_title
from shikitable.ui.words.mahjong_words import joined, winners_of, words_for

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
) -> str | None:
    """One log line for an event, or None for events the log does not show (deals, draws).
    Every game's log speaks in one voice: each seat by its name ("Bot 2 discards 5 bamboo",
    "Player 1 wins the trick"), the player at the screen too."""
    kind = str(event.get("kind"))
    if kind == "season_end":
        record = event.get("record") or {}
        words = words_for(layout)
        winners = winners_of(record)
        if own_title(record, lang) or record.get("round"):  # a riichi hand goes by its name (東1局), not a number
            title = season_title(record, layout, lang)
            if not winners:
                return QCoreApplication.translate("shikitable", "{0} ends with no winner.").replace("{0}", title)
            who = name_of(names, winners[0])
            ended = QCoreApplication.translate("shikitable", "{0} ends: {1} wins.")
            return ended.replace("{0}", title).replace("{1}", who)
        number = str(record.get("number", "?"))
        if not winners:
            return tr(words.ended_none).replace("{0}", number)
        who = joined([name_of(names, seat) for seat in winners])
        return tr(words.ended_wins).replace("{0}", number).replace("{1}", who)
    template = layout.log.get(kind)
    if template is None:
        return None
    if "{cards}" in template and "cards" not in event:  # a private event seen from another seat
        template = layout.log.get(kind + ":unseen", template)
    fields = _Fields()
    for key, value in event.items():
        if key in SEAT_FIELDS:
            fields[key] = name_of(names, value)
        elif key == "card" and isinstance(value, int):
            fields[key] = game.card_name(value, lang)
        elif key in CARD_LIST_FIELDS:
            fields[key] = cards_text(game, value, lang)
        elif str(value) in layout.log_values.get(key, {}):
            fields[key] = tr(layout.log_values[key][str(value)])
        else:
            fields[key] = str(value)
    if f"name_{lang}" in event:  # a hand's name, given in each language
        fields["name"] = str(event[f"name_{lang}"])
    return tr(template).format_map(fields)
