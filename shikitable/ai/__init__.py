"""Bots: a random bot and one heuristic bot per game."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from shikitable.ai.base import Bot, RandomBot, SloppyBot
from shikitable.ai.hooks import CandidateChooser, DealPlayout, Evaluation, Judge, PlayoutPolicy, SearchHooks

# (game id, level) -> factory; "random" works for every game
_HEURISTICS: dict[str, Callable[[int | None], Bot]] = {}
# game id -> factory making the game's search hooks (given the game object)
_SEARCH_HOOKS: dict[str, Callable[[Any], SearchHooks]] = {}
# game id -> factory making `strong`'s own hooks, where the game gives strong more than normal's
# search with more time (issue #39: more playouts of the same search barely helped in 行戦)
_STRONG_HOOKS: dict[str, Callable[[Any], SearchHooks]] = {}
# (game id, level) -> factory making that level's own search hooks and the bot whose move it
# anchors on (given the game object, the seed and the iteration budget, None for a time budget),
# where a level is more than a longer budget
_LEVEL_SEARCH: dict[tuple[str, str], Callable[[Any, int | None, int | None], tuple[SearchHooks, Bot]]] = {}
LEVELS = ("random", "easy", "heuristic", "normal", "strong")
# seconds a search bot thinks per decision, by level: p95 must stay within 250 ms for normal and
# 1.5 s for strong, and a search stops at the first playout to end past its time (p95 ran 10-85 ms
# over a 1.5 s budget at load 5, issue #39), so strong thinks 1.4 s
SEARCH_SECONDS = {"normal": 0.2, "strong": 1.4}


def register_heuristic(game_id: str, factory: Callable[[int | None], Bot]) -> None:
    _HEURISTICS[game_id] = factory


def register_search_hooks(game_id: str, factory: Callable[[Any], SearchHooks], level: str | None = None) -> None:
    """A game's own playout policy / evaluation for the search bots (register it in the game's
    bot module); without them, playouts move at random and run to the end of the deal.
    `level="strong"`: hooks for `strong` alone (without them, strong uses the game's others)."""
    if level not in (None, "strong"):
        raise ValueError(f"search hooks are for every search level or for strong, not {level!r}")
    (_STRONG_HOOKS if level == "strong" else _SEARCH_HOOKS)[game_id] = factory


def register_level_search(game_id: str, level: str,
                          factory: Callable[[Any, int | None, int | None], tuple[SearchHooks, Bot]]) -> None:
    """A search of its own for one level of one game (e.g. riichi's `strong`, which plays moves
    out where `normal` only judges them): the factory gives the hooks and the bot whose move the
    search keeps unless it is confident of another (in place of the heuristic)."""
    _LEVEL_SEARCH[(game_id, level)] = factory


def make_bot(game_id: str, level: str, seed: int | None = None, iterations: int | None = None) -> Bot:
    """A bot for `game_id`: random, easy (the heuristic with mistakes), heuristic, or a search
    bot: normal (~0.2 s a decision) or strong (~1.5 s). `iterations` fixes a search's budget
    instead of its time (deterministic under the seed)."""
    _load_heuristics()
    if level == "random":
        return RandomBot(seed)
    if level in ("easy", "heuristic"):
        if game_id not in _HEURISTICS:
            raise KeyError(f"no heuristic bot for game {game_id!r}")
        bot = _HEURISTICS[game_id](seed)
        return bot if level == "heuristic" else SloppyBot(bot, seed)
    if level in SEARCH_SECONDS:
        from shikitable.ai.search import SearchBot
        from shikitable.games import get_game

        seconds = None if iterations is not None else SEARCH_SECONDS[level]
        game = get_game(game_id)
        prior: Bot | None
        if (game_id, level) in _LEVEL_SEARCH:
            hooks, prior = _LEVEL_SEARCH[(game_id, level)](game, seed, iterations)
        else:
            prior = _HEURISTICS[game_id](seed) if game_id in _HEURISTICS else None
            factory = (_STRONG_HOOKS.get(game_id) if level == "strong" else None) or _SEARCH_HOOKS.get(game_id)
            hooks = factory(game) if factory is not None else SearchHooks()
        return SearchBot(game, seed, seconds=seconds, iterations=iterations, prior=prior, hooks=hooks)
    raise KeyError(f"unknown bot level {level!r}; choose from {', '.join(LEVELS)}")


def _load_heuristics() -> None:
    """Import every `<game>_bot` and `<name>_search` module in this package's family rooms
    (ai/<family>/): a bot module registers its heuristic, a search module its search hooks, when
    imported (importing twice is harmless), so adding a game's bot adds files and edits nothing
    here, and a bot module need not import its search (which builds on the bot) back."""
    import importlib
    import pkgutil

    for info in pkgutil.walk_packages(__path__, prefix=f"{__name__}."):
        if info.name.endswith(("_bot", "_search")):
            importlib.import_module(info.name)


__all__ = [
    "LEVELS",
    "SEARCH_SECONDS",
    "Bot",
    "CandidateChooser",
    "DealPlayout",
    "Evaluation",
    "Judge",
    "PlayoutPolicy",
    "SearchHooks",
    "RandomBot",
    "SloppyBot",
    "make_bot",
    "register_heuristic",
    "register_level_search",
    "register_search_hooks",
]
