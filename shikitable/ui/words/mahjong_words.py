"""The words a table uses for its deals and pieces: card games play seasons with cards, mahjong
games play hands (局) with tiles. Every phrase is an English source string translated where it
is shown (context "shikitable"); the family comes from the layout's art (tiles or cards)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from shikitable.ui.layouts.base import QT_TRANSLATE_NOOP, TILES_FOLDER, TableLayout


@dataclass(frozen=True)
class Words:
    numbered: str  # a deal by its number: "Season {0}" / "Hand {0}"
    over: str  # the result dialog's title
    next: str  # the result dialog's button
    this: str  # the points column of the current deal
    column: str  # the match summary's column of deals
    by: str  # the match summary's table of deals
    wins: str  # "{0} wins the season."
    no_winner: str
    ended_none: str  # log: "Season {0} ends with no winner."
    ended_wins: str  # log: "Season {0} ends: {1} wins."
    count_one: str  # on a name plate: "{0} card"
    count_many: str
    select: str  # the status line before a move: "Select cards, then choose: {0}."
    no_move: str  # the selection makes no move: "These cards form no legal move."


CARD_WORDS = Words(
    numbered=QT_TRANSLATE_NOOP("shikitable", "Season {0}"),
    over=QT_TRANSLATE_NOOP("shikitable", "Season over"),
    next=QT_TRANSLATE_NOOP("shikitable", "Next season"),
    this=QT_TRANSLATE_NOOP("shikitable", "This season"),
    column=QT_TRANSLATE_NOOP("shikitable", "Season"),
    by=QT_TRANSLATE_NOOP("shikitable", "Points by season"),
    wins=QT_TRANSLATE_NOOP("shikitable", "{0} wins the season."),
    no_winner=QT_TRANSLATE_NOOP("shikitable", "No winner this season."),
    ended_none=QT_TRANSLATE_NOOP("shikitable", "Season {0} ends with no winner."),
    ended_wins=QT_TRANSLATE_NOOP("shikitable", "Season {0} ends: {1} wins."),
    count_one=QT_TRANSLATE_NOOP("shikitable", "{0} card"),
    count_many=QT_TRANSLATE_NOOP("shikitable", "{0} cards"),
    select=QT_TRANSLATE_NOOP("shikitable", "Select cards, then choose: {0}."),
    no_move=QT_TRANSLATE_NOOP("shikitable", "These cards form no legal move."),
)

TILE_WORDS = Words(
    numbered=QT_TRANSLATE_NOOP("shikitable", "Hand {0}"),
    over=QT_TRANSLATE_NOOP("shikitable", "Hand over"),
    next=QT_TRANSLATE_NOOP("shikitable", "Next hand"),
    this=QT_TRANSLATE_NOOP("shikitable", "This hand"),
    column=QT_TRANSLATE_NOOP("shikitable", "Hand"),
    by=QT_TRANSLATE_NOOP("shikitable", "Points by hand"),
    wins=QT_TRANSLATE_NOOP("shikitable", "{0} wins the hand."),
    no_winner=QT_TRANSLATE_NOOP("shikitable", "The hand ends with no winner."),
    ended_none=QT_TRANSLATE_NOOP("shikitable", "Hand {0} ends with no winner."),
    ended_wins=QT_TRANSLATE_NOOP("shikitable", "Hand {0} ends: {1} wins."),
    count_one=QT_TRANSLATE_NOOP("shikitable", "{0} tile"),
    count_many=QT_TRANSLATE_NOOP("shikitable", "{0} tiles"),
    select=QT_TRANSLATE_NOOP("shikitable", "Select tiles, then choose: {0}."),
    no_move=QT_TRANSLATE_NOOP("shikitable", "These tiles form no legal move."),
)

HAND_FROM_MOVE = QT_TRANSLATE_NOOP("shikitable", "Hand {0} (move {1})")  # the replay window's list of hands

WIND_WORDS = (
    QT_TRANSLATE_NOOP("shikitable", "East"),
    QT_TRANSLATE_NOOP("shikitable", "South"),
    QT_TRANSLATE_NOOP("shikitable", "West"),
    QT_TRANSLATE_NOOP("shikitable", "North"),
)

# what a table calls out over a seat, by event kind (or a call's kind)
CALL_SHOUTS = {
    "chi": QT_TRANSLATE_NOOP("shikitable", "Chii"),
    "pon": QT_TRANSLATE_NOOP("shikitable", "Pon"),
    "daiminkan": QT_TRANSLATE_NOOP("shikitable", "Kan"),
    "ankan": QT_TRANSLATE_NOOP("shikitable", "Kan"),
    "kakan": QT_TRANSLATE_NOOP("shikitable", "Kan"),
    "kan": QT_TRANSLATE_NOOP("shikitable", "Kan"),
    "kan_added": QT_TRANSLATE_NOOP("shikitable", "Kan"),
    "riichi": QT_TRANSLATE_NOOP("shikitable", "Riichi"),
    "tsumo": QT_TRANSLATE_NOOP("shikitable", "Tsumo"),
    "ron": QT_TRANSLATE_NOOP("shikitable", "Ron"),
}

# a call's kind as the log names it ("Bot 2 calls pon: …")
CALL_NAMES = {
    "chi": QT_TRANSLATE_NOOP("shikitable", "chii"),
    "pon": QT_TRANSLATE_NOOP("shikitable", "pon"),
    "daiminkan": QT_TRANSLATE_NOOP("shikitable", "kan"),
    "ankan": QT_TRANSLATE_NOOP("shikitable", "closed kan"),
    "kakan": QT_TRANSLATE_NOOP("shikitable", "added kan"),
}


def tr(text: str) -> str:
    return QCoreApplication.translate("shikitable", text)


def is_tiles(layout: TableLayout | None) -> bool:
    return layout is not None and layout.art.folder == TILES_FOLDER


def words_for(layout: TableLayout | None) -> Words:
    return TILE_WORDS if is_tiles(layout) else CARD_WORDS


def seat_wind(obs: Mapping[str, Any], seat: int) -> int | None:
    """The seat's wind this hand (0 East .. 3 North), counted from the dealer; None when the
    observation names no dealer."""
    dealer, players = obs.get("dealer"), obs.get("players")
    if not isinstance(dealer, int) or not isinstance(players, int) or players <= 0:
        return None
    return (seat - dealer) % players % 4


def wind_word(wind: int) -> str:
    return tr(WIND_WORDS[wind % 4])


def shout(event: Mapping[str, Any]) -> str | None:
    """The word a table calls out for an event (a call, a riichi, a win), translated; None for
    the rest."""
    kind = str(event.get("kind"))  # a riichi call's event reads as its kind ("pon"): its data names it
    if kind == "riichi_accepted":
        kind = "riichi"
    if kind == "win":
        by = event.get("by")
        tsumo = by == "tsumo" or by == "self" or ("from" in event and event.get("from") is None)
        kind = "tsumo" if tsumo else "ron"
    text = CALL_SHOUTS.get(kind)
    return tr(text) if text else None


def winners_of(record: Mapping[str, Any]) -> list[int]:
    """Every seat that won the hand: the record's winner, and (四川) each seat with a win line."""
    seats: list[int] = []
    for line in record.get("lines") or []:
        if str(line.get("kind")) in ("win_ron", "win_tsumo", "ron", "tsumo") and isinstance(line.get("seat"), int):
            if line["seat"] not in seats:
                seats.append(line["seat"])
    winner = record.get("winner")
    if isinstance(winner, int) and winner not in seats:
        seats.insert(0, winner)
    return seats


def joined(names: Sequence[str]) -> str:
    return QCoreApplication.translate("shikitable", ", ").join(names)
