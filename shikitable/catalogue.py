"""Every game, with its names and family, in book order: derived from the registry
(shikitable/games/__init__.py), for the rule reference and the game picker."""

from __future__ import annotations

from typing import NamedTuple

from shikitable.games import FAMILIES, GAMES


class GameEntry(NamedTuple):
    id: str
    name_ja: str
    name_en: str
    family_ja: str
    family_en: str
    family_chapters: tuple[str, ...] = ()  # shared rule chapters read before the game's own


CATALOGUE: tuple[GameEntry, ...] = tuple(
    GameEntry(
        game.id,
        game.name_ja,
        game.name_en,
        FAMILIES[game.family].name_ja,
        FAMILIES[game.family].name_en,
        tuple(chapter.id for chapter in FAMILIES[game.family].chapters),
    )
    for game in GAMES.values()
)

BY_ID = {entry.id: entry for entry in CATALOGUE}
# the shared chapters (the 紙机戦 deck), by id: (Japanese title, English title)
SHARED_CHAPTERS = {
    chapter.id: (chapter.title_ja, chapter.title_en) for family in FAMILIES.values() for chapter in family.chapters
}
