"""Playing-card games in the rule book: the family, with the glossary and diagrams of its book
table (book.toml; cards named as in games/family.py)."""

from __future__ import annotations

from pathlib import Path

from shikitable.games.family import Family, read_book

BOOK = read_book(Path(__file__).with_name("book.toml"))
FAMILY = Family(
    "playing_cards", "トランプ", "Playing cards", glossary=BOOK.glossary, diagrams=BOOK.diagrams, zh=BOOK.zh
)
