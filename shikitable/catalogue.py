"""Every game, with its names and family, in book order: derived from the registry
(shikitable/games/__init__.py), for the rule reference and the game picker."""

from __future__ import annotations

from typing import NamedTuple

from shikitable.games import FAMILIES, GAMES
from shikitable.games.family import in_lang


class GameEntry(NamedTuple):
    id: str
    name_ja: str
    name_en: str
    family_ja: str
    family_en: str
    family_chapters: tuple[str, ...] = ()  # shared rule chapters read before the game's own
    name_zh: str = ""  # the game class's name_zh (docs/zh-terms.md)
    family_zh: str = ""

    def family_name(self, lang: str) -> str:
        """The family's name in a book language (Chinese falls back to English where it has none)."""
        return in_lang(lang, self.family_ja, self.family_en, self.family_zh)


CATALOGUE: tuple[GameEntry, ...] = tuple(
    GameEntry(
        game.id,
        game.name_ja,
        game.name_en,
        FAMILIES[game.family].name_ja,
        FAMILIES[game.family].name_en,
        tuple(chapter.id for chapter in FAMILIES[game.family].chapters),
        game.name_zh,
        FAMILIES[game.family].zh.family,
    )
    for game in GAMES.values()
)

BY_ID = {entry.id: entry for entry in CATALOGUE}
# the shared chapters (the 紙机戦 deck), by id: (Japanese title, English title, Chinese title)
SHARED_CHAPTERS = {
    chapter.id: (chapter.title_ja, chapter.title_en, chapter.title_zh)
    for family in FAMILIES.values()
    for chapter in family.chapters
}
