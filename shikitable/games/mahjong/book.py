"""Mahjong in the rule book: the family, with the glossary and diagrams of its book table
(book.toml), whose rows name tiles in compact notation (tiles named as in games/family.py)."""

from __future__ import annotations

from pathlib import Path

from shikitable.games.family import TILE, Family, read_book


def tiles(text: str) -> list[str]:
    """Tile names for compact notation; a space leaves a gap: "123m 55p" (see games/mahjong/tiles.py)."""
    from shikitable.games.mahjong.tiles import kind_code, kinds_from_text

    names: list[str] = []
    for group in text.split():
        if names:
            names.append("")
        names += [TILE + kind_code(k) for k in kinds_from_text(group)]
    return names


BOOK = read_book(Path(__file__).with_name("book.toml"), cards=tiles)
FAMILY = Family(
    "mahjong", "麻雀", "Mahjong", glossary=BOOK.glossary, diagrams=BOOK.diagrams, zh=BOOK.zh
)
