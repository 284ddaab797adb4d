"""What a family of games shares in the rule book: its name, the chapters read before each of
its games (the 紙机戦 deck), and the diagrams its rule texts draw. Declared beside the games in
their own package (games/<family>/book.py) and collected by the registry (games/__init__.py);
the catalogue, the rule book's chapter list and the diagram table are derived from it."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

# A diagram is labelled rows of cards. A card is named in a small notation the rule book draws:
# "黒兵" a 紙机戦 card (colour and kind), BACK its back, TILE + "5m" a mahjong tile ("t:back" a
# tile's back), PLAYING_CARD + "h-7" a playing card by its art file, "" a gap.
Row = tuple[str, list[str]]
DiagramRows = Callable[[str], tuple[list[Row], str]]  # language -> (rows, caption)
BACK = "裏"
TILE = "t:"
PLAYING_CARD = "@"


def in_lang(lang: str, ja: str, en: str) -> str:
    return ja if lang == "ja" else en


@dataclass(frozen=True)
class Chapter:
    """A rule-book chapter shared by a family's games (assets/rules/{id}.{lang}.md)."""

    id: str
    title_ja: str
    title_en: str


@dataclass(frozen=True)
class Term:
    """A word of the rule book's glossary: the Japanese, the English word players use, and
    what it means, in each language."""

    ja: str
    en: str
    means_ja: str
    means_en: str


@dataclass(frozen=True)
class Family:
    id: str  # what the family's games give as Game.family
    name_ja: str
    name_en: str
    chapters: tuple[Chapter, ...] = ()  # read before each of the family's games
    diagrams: Mapping[str, DiagramRows] = field(default_factory=dict)  # `<!-- diagram: NAME -->` -> rows
    glossary: tuple[Term, ...] = ()  # the words its games share, for the rule book's glossary
