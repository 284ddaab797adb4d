"""What a family of games shares in the rule book: its name, the chapters read before each of
its games (the 紙机戦 deck), and the diagrams its rule texts draw. Declared beside the games in
their own package (games/<family>/book.py) and collected by the registry (games/__init__.py);
the catalogue, the rule book's chapter list and the diagram table are derived from it."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from shikitable.core.options import read_table

# A diagram is labelled rows of cards. A card is named in a small notation the rule book draws:
# "黒兵" a 紙机戦 card (colour and kind), BACK its back, TILE + "5m" a mahjong tile ("t:back" a
# tile's back), PLAYING_CARD + "h-7" a playing card by its art file, "" a gap.
Row = tuple[str, list[str]]
DiagramRows = Callable[[str], tuple[list[Row], str]]  # language -> (rows, caption)
BACK = "裏"
TILE = "t:"
PLAYING_CARD = "@"


def in_lang(lang: str, ja: str, en: str, zh: str = "") -> str:
    """The text in the book's language; Chinese falls back to the English where a text has no
    Chinese yet (tests/test_zh_texts.py fails on any such gap)."""
    if lang == "zh" and zh:
        return zh
    return ja if lang == "ja" else en


@dataclass(frozen=True)
class Chapter:
    """A rule-book chapter shared by a family's games (assets/rules/{id}.{lang}.md)."""

    id: str
    title_ja: str
    title_en: str
    title_zh: str = ""


@dataclass(frozen=True)
class Term:
    """A word of the rule book's glossary: the Japanese, the English word players use, the
    Chinese word (with the common alternatives in brackets), and what it means, in each language."""

    ja: str
    en: str
    means_ja: str
    means_en: str
    zh: str = ""
    means_zh: str = ""

    def means(self, lang: str) -> str:
        return in_lang(lang, self.means_ja, self.means_en, self.means_zh)


@dataclass(frozen=True)
class ChineseNames:
    """A family's names in Chinese (its book table's [zh] table): the family, its shared
    chapters, and each game's own terms (a layout's Japanese word -> the Chinese word)."""

    family: str = ""
    chapters: Mapping[str, str] = field(default_factory=dict)
    terms: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Family:
    id: str  # what the family's games give as Game.family
    name_ja: str
    name_en: str
    chapters: tuple[Chapter, ...] = ()  # read before each of the family's games
    diagrams: Mapping[str, DiagramRows] = field(default_factory=dict)  # `<!-- diagram: NAME -->` -> rows
    glossary: tuple[Term, ...] = ()  # the words its games share, for the rule book's glossary
    zh: ChineseNames = field(default_factory=lambda: ChineseNames())

    @property
    def name_zh(self) -> str:  # what ui/words/game_names.py reads for a zh interface
        return self.zh.family


@dataclass(frozen=True)
class Diagram:
    """A diagram of a book table: labelled rows of cards and a caption, in each language."""

    caption_ja: str
    caption_en: str
    rows: tuple[tuple[str, str, tuple[str, ...]], ...]  # (label ja, label en, cards)
    caption_zh: str = ""
    rows_zh: tuple[str, ...] = ()  # each row's Chinese label ("" where it has none)

    def __call__(self, lang: str) -> tuple[list[Row], str]:
        zh = self.rows_zh or ("",) * len(self.rows)
        rows = [(in_lang(lang, ja, en, z), list(cards)) for (ja, en, cards), z in zip(self.rows, zh, strict=True)]
        return rows, in_lang(lang, self.caption_ja, self.caption_en, self.caption_zh)


@dataclass(frozen=True)
class Book:
    """What a family's book table (games/<family>/book.toml) declares."""

    glossary: tuple[Term, ...]
    diagrams: dict[str, Diagram]
    zh: ChineseNames = field(default_factory=lambda: ChineseNames())


def card_names(text: str) -> list[str]:
    """Cards of a book table's row: names apart by spaces, "|" a gap ("黒兵 赤兵 | 黒車")."""
    return ["" if name == "|" else name for name in text.split()]


def read_book(path: Path, cards: Callable[[str], list[str]] = card_names) -> Book:
    """A family's glossary and drawn diagrams from its book table. A row is `{ ja, en, cards }`,
    or `{ label, cards }` when both languages say the same; `cards` reads the family's notation."""
    table = read_table(path)
    try:
        glossary = tuple(Term(**term) for term in table.get("glossary", ()))
    except TypeError as error:
        raise ValueError(
            f"{path.name}: a glossary term is {{ ja, en, means_ja, means_en, zh, means_zh }} ({error})"
        ) from None
    drawn = table.get("diagrams", {})
    diagrams = {name: _diagram(f"{path.name}: diagram {name!r}", drawn[name], cards) for name in drawn}
    zh = table.get("zh", {})
    names = ChineseNames(
        str(zh.get("family", "")),
        {str(k): str(v) for k, v in zh.get("chapters", {}).items()},
        {str(k): str(v) for k, v in zh.get("terms", {}).items()},
    )
    return Book(glossary, diagrams, names)


def _diagram(where: str, table: dict[str, Any], cards: Callable[[str], list[str]]) -> Diagram:
    caption, rows = table.get("caption", {}), table.get("rows", [])
    if not {"ja", "en"} <= set(caption) or not rows:
        raise ValueError(f"{where} needs caption = {{ ja, en }} and rows")
    read: list[tuple[str, str, tuple[str, ...]]] = []
    zh = tuple(str(row.get("zh", row.get("label", ""))) for row in rows)  # a shared label may differ in zh
    for row in rows:
        ja, en = row.get("label", row.get("ja")), row.get("label", row.get("en"))
        if ja is None or en is None or "cards" not in row:
            raise ValueError(f"{where}: a row is {{ ja, en, cards }} or {{ label, cards }}")
        read.append((ja, en, tuple(cards(row["cards"]))))
    return Diagram(caption["ja"], caption["en"], tuple(read), caption.get("zh", ""), zh)
