"""The 紙机戦 (paper Cerke) deck: 48 cards, two colours of 24 (rules-notes §1).

A card is an int 0..47 (black 0..23, red 24..47, by kind then copy): stable across
animations, logs and saves. Per-card facts live in flat tables for speed."""

from __future__ import annotations

import re
from typing import NamedTuple

from shikitable.core.actions import ActionSchema, KindShape
from shikitable.core.cards import CodeBook


class Kind(NamedTuple):
    code: str  # ascii reading, used in file names and card codes
    kanji: str
    english: str
    number: int | None  # 0..8 for numbered cards; None for 船, 王, 皇
    strength: int  # 船 0 (weakest) .. 王 = 皇 10
    copies: int  # per colour


KINDS: tuple[Kind, ...] = (
    Kind("nuak", "船", "Vessel", None, 0, 1),
    Kind("mun", "無", "Nought", 0, 1, 3),
    Kind("kauk", "兵", "Pawn", 1, 2, 4),
    Kind("gua", "弓", "Rook", 2, 3, 2),
    Kind("kaun", "車", "Bishop", 3, 4, 2),
    Kind("dau", "虎", "Tiger", 4, 5, 2),
    Kind("maun", "馬", "Horse", 5, 6, 2),
    Kind("kua", "筆", "Clerk", 6, 7, 2),
    Kind("tuk", "巫", "Shaman", 7, 8, 2),
    Kind("uai", "将", "General", 8, 9, 2),
    Kind("io", "王", "King", None, 10, 1),
    Kind("tam", "皇", "Tam", None, 10, 1),
)
VESSEL, NOUGHT, PAWN, ROOK, BISHOP, TIGER, HORSE, CLERK, SHAMAN, GENERAL, KING, TAM = range(12)
BLACK, RED = 0, 1
COLOUR_CODES = ("k", "r")
COLOUR_KANJI = ("黒", "赤")
COLOUR_ENGLISH = ("black", "red")
# Simplified Chinese: the same pieces in simplified forms (無 无, 車 车, 馬 马, 筆 笔), the colours as Chinese says them
COLOUR_ZH = ("黑", "红")
KANJI_ZH = {"無": "无", "車": "车", "馬": "马", "筆": "笔"}
TOP_STRENGTH = 10

CARD_COUNT = 48
TYPE_COUNT = 24  # colour × kind

COLOUR: list[int] = []
KIND: list[int] = []
COPY: list[int] = []
for _colour in (BLACK, RED):
    for _kind, _spec in enumerate(KINDS):
        for _copy in range(_spec.copies):
            COLOUR.append(_colour)
            KIND.append(_kind)
            COPY.append(_copy + 1)
assert len(COLOUR) == CARD_COUNT

# A card's "type" (colour and kind) is what play cares about; copies are interchangeable.
TYPE: list[int] = [COLOUR[c] * 12 + KIND[c] for c in range(CARD_COUNT)]
NUMBER: list[int | None] = [KINDS[KIND[c]].number for c in range(CARD_COUNT)]
STRENGTH: list[int] = [KINDS[KIND[c]].strength for c in range(CARD_COUNT)]
TYPE_COLOUR = [t // 12 for t in range(TYPE_COUNT)]
TYPE_KIND = [t % 12 for t in range(TYPE_COUNT)]
TYPE_NUMBER: list[int | None] = [KINDS[t % 12].number for t in range(TYPE_COUNT)]
TYPE_STRENGTH = [KINDS[t % 12].strength for t in range(TYPE_COUNT)]
TYPE_IS_VESSEL = [t % 12 == VESSEL for t in range(TYPE_COUNT)]

ALL_CARDS: tuple[int, ...] = tuple(range(CARD_COUNT))


# a move naming one or more of the family's cards
ANY_CARDS = KindShape(1, CARD_COUNT)


def moves_schema(kinds: dict[str, KindShape]) -> ActionSchema:
    """A 紙机戦 game's kinds of move, over the family's deck."""
    return ActionSchema(CARD_COUNT, kinds)


def card_code(card: int) -> str:
    """Stable text id, e.g. 'k-mun-2' (black Nought, second copy)."""
    return f"{COLOUR_CODES[COLOUR[card]]}-{KINDS[KIND[card]].code}-{COPY[card]}"


card_from_code = CodeBook(card_code, ALL_CARDS).card


def type_of(colour: int, kind: int) -> int:
    return colour * 12 + kind


def type_name(t: int, lang: str = "ja") -> str:
    kind = KINDS[t % 12]
    if lang == "ja":
        return COLOUR_KANJI[t // 12] + kind.kanji
    if lang == "zh":
        return COLOUR_ZH[t // 12] + KANJI_ZH.get(kind.kanji, kind.kanji)
    number = "" if kind.number is None else f" {kind.number}"
    return f"{COLOUR_ENGLISH[t // 12]} {kind.english}{number}"


def card_name(card: int, lang: str = "ja") -> str:
    return type_name(TYPE[card], lang)


# a card written in kanji inside a sentence: its colour and its kind ("赤弓")
_NAMED_CARD = re.compile(f"([{''.join(COLOUR_KANJI)}])([{''.join(kind.kanji for kind in KINDS)}])")


def named_cards(text: str, lang: str) -> str:
    """The cards a sentence names in kanji ("赤弓") as the table names them in `lang`
    ("red Rook 2", 赤弓, 红弓); lone kinds stay as they are."""
    if lang == "ja":
        return text
    kanji = [kind.kanji for kind in KINDS]
    return _NAMED_CARD.sub(
        lambda m: type_name(type_of(COLOUR_KANJI.index(m.group(1)), kanji.index(m.group(2))), lang), text
    )


def cards_of_type(t: int) -> list[int]:
    return [c for c in ALL_CARDS if TYPE[c] == t]


def find_card(colour: int, kind: int, hand: list[int] | None = None, exclude: set[int] | None = None) -> int:
    """The lowest-id card of that colour and kind (in `hand` if given, skipping `exclude`)."""
    pool = ALL_CARDS if hand is None else hand
    for c in sorted(pool):
        if COLOUR[c] == colour and KIND[c] == kind and (exclude is None or c not in exclude):
            return c
    raise ValueError(f"no {type_name(type_of(colour, kind))} available")
