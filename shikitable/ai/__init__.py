"""Bots: a random bot and one heuristic bot per game."""

from __future__ import annotations

from collections.abc import Callable

from shikitable.ai.base import Bot, RandomBot, SloppyBot

# (game id, level) -> factory; "random" works for every game
_HEURISTICS: dict[str, Callable[[int | None], Bot]] = {}
LEVELS = ("random", "easy", "heuristic", "normal", "strong")
# seconds a search bot thinks per decision, by level (p95 must stay within 250 ms for normal)
SEARCH_SECONDS = {"normal": 0.2, "strong": 1.5}


def register_heuristic(game_id: str, factory: Callable[[int | None], Bot]) -> None:
    _HEURISTICS[game_id] = factory


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
        prior = _HEURISTICS[game_id](seed) if game_id in _HEURISTICS else None
        return SearchBot(get_game(game_id), seed, seconds=seconds, iterations=iterations, prior=prior)
    raise KeyError(f"unknown bot level {level!r}; choose from {', '.join(LEVELS)}")


def _load_heuristics() -> None:
    # each bot module registers itself when imported; importing twice is harmless
    from shikitable.ai import magic_bot, mokkaik_bot, riichi_bot, sichuan_bot, taxot_bot  # noqa: F401


__all__ = ["LEVELS", "SEARCH_SECONDS", "Bot", "RandomBot", "SloppyBot", "make_bot", "register_heuristic"]
