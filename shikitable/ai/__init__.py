"""Bots: a random bot and one heuristic bot per game."""

from __future__ import annotations

from collections.abc import Callable

from shikitable.ai.base import Bot, RandomBot

# (game id, level) -> factory; "random" works for every game
_HEURISTICS: dict[str, Callable[[int | None], Bot]] = {}
LEVELS = ("random", "heuristic")


def register_heuristic(game_id: str, factory: Callable[[int | None], Bot]) -> None:
    _HEURISTICS[game_id] = factory


def make_bot(game_id: str, level: str, seed: int | None = None) -> Bot:
    """A bot for `game_id`: level "random" or "heuristic"."""
    _load_heuristics()
    if level == "random":
        return RandomBot(seed)
    if level == "heuristic":
        if game_id not in _HEURISTICS:
            raise KeyError(f"no heuristic bot for game {game_id!r}")
        return _HEURISTICS[game_id](seed)
    raise KeyError(f"unknown bot level {level!r}; choose from {', '.join(LEVELS)}")


def _load_heuristics() -> None:
    # each bot module registers itself when imported; importing twice is harmless
    from shikitable.ai import mokkaik_bot, riichi_bot, sichuan_bot, taxot_bot  # noqa: F401


__all__ = ["LEVELS", "Bot", "RandomBot", "make_bot", "register_heuristic"]
