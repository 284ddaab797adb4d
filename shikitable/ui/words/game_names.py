"""One name per game and language, used by every menu, dialog, window title, the rule book and the
log: English "End the Season (終季)" (the native name beside the English one, as the game's own
family writes it), Japanese 終季, and any language a game or family declares as `name_<lang>`.
Romanisations with tone numbers appear only in the rule book's pronunciation line."""

from __future__ import annotations

from typing import Any

from shikitable.games import GAMES
from shikitable.games.words_zh import GAME_NAMES_ZH


def game_name(game: Any, language: str) -> str:
    """The name of a game (its object or its id) or of a game family, in `language`."""
    if isinstance(game, str):
        game = GAMES[game]
    name = getattr(game, f"name_{language.split('_')[0]}", None) if language != "en" else None
    if language.startswith("zh"):  # a declared name_zh, else the interface's list (docs/zh-terms.md)
        name = getattr(game, "name_zh", None) or GAME_NAMES_ZH.get(getattr(game, "id", ""), ("", ""))[0] or None
    return str(name or game.name_en)
