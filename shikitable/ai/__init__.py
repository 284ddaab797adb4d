"""Bots: a random bot and one heuristic bot per game."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from shikitable.ai.base import Bot, RandomBot, SloppyBot
from shikitable.core.actions import Action
from shikitable.core.events import Event

# (game id, level) -> factory; "random" works for every game
_HEURISTICS: dict[str, Callable[[int | None], Bot]] = {}
# A playout policy picks a move straight from the state (no observation: playouts must be
# cheap): (state, seat, legal, rng) -> action.
PlayoutPolicy = Callable[[Any, int, Sequence[Action], random.Random], Action]
# An evaluation scores a playout cut before its deal ended: each seat's expected standings at
# the end of the deal (the same scale as Game.standings), judged from the position (state).
Evaluation = Callable[[Any], list[float]]
# (observation, legal moves, the prior's move or None) -> the other moves worth trying, best first
CandidateChooser = Callable[[Mapping[str, Any], Sequence[Action], Action | None], list[Action]]
# A whole playout to the end of the deal, played by the game: (state, rng) -> standings.
DealPlayout = Callable[[Any, random.Random], list[float]]
# A judge values the root moves outright from the observation (expected points for the seat to
# move), where the game has a model sharper than playouts: (observation, legal) -> {move: points}
# (moves left out are ones it would not play), or None to let the search decide as without it.
Judge = Callable[[Any, Sequence[Action]], "dict[Action, float] | None"]


@dataclass(frozen=True)
class SearchHooks:
    """What a game gives the search bot beyond its rules: a playout policy (random moves
    without one), an evaluation for playouts cut short, and how many moves a playout may run
    before it is cut (the search's default without one)."""

    playout: PlayoutPolicy | None = None
    evaluate: Evaluation | None = None
    max_playout: int | None = None
    # Judge the root moves by paired playouts (every candidate on the same dealt world with the
    # same playout dice; see ai/search.py) instead of growing a tree: far less noise for a short
    # budget when the playout policy is good. At most `candidates` root moves are compared.
    paired: bool = False
    candidates: int = 6
    # Deals a world consistent with the observation instead of `Game.determinize` (same
    # arguments: observation, seat, rng), e.g. to weigh what the others' play has shown.
    determinize: Callable[[Any, int, random.Random], Any] | None = None
    # Paired mode: a cheap copy of a dealt world. With one, each round's world is dealt once
    # and every candidate plays on a copy (without one, the world is dealt again per candidate).
    copy_world: Callable[[Any], Any] | None = None
    # A playout the game plays itself: (state, rng) -> each seat's standings at the end of the
    # current deal, reached with the playout policy's moves (the same as `playout` would play,
    # only faster: no legal lists or events). Without it, moves go one by one through the rules.
    deal_playout: DealPlayout | None = None
    # Paired mode: the root moves worth comparing with the prior's (given the observation, the
    # legal moves and the prior's move; best first, at most `candidates - 1` are used). Without
    # it, a random few of the others.
    choose_candidates: CandidateChooser | None = None
    # Paired mode: points a move must beat the prior's by (besides the standard errors) to
    # overrule it: for an evaluation whose small differences are not to be trusted.
    overrule_margin: float = 0.0
    # Where `judge` values the moves, the bot plays the best of them (the prior's move on a tie
    # within `judge_margin`) without playouts.
    judge: Judge | None = None
    judge_margin: float = 1e-6
    # Hears every event the bot's seat may see (`Bot.see`), for hooks that follow the play, e.g.
    # worlds that respect what the others' stakes showed. The bot then watches events.
    see: Callable[[Sequence[Event]], None] | None = None


# game id -> factory making the game's search hooks (given the game object)
_SEARCH_HOOKS: dict[str, Callable[[Any], SearchHooks]] = {}
LEVELS = ("random", "easy", "heuristic", "normal", "strong")
# seconds a search bot thinks per decision, by level (p95 must stay within 250 ms for normal)
SEARCH_SECONDS = {"normal": 0.2, "strong": 1.5}


def register_heuristic(game_id: str, factory: Callable[[int | None], Bot]) -> None:
    _HEURISTICS[game_id] = factory


def register_search_hooks(game_id: str, factory: Callable[[Any], SearchHooks]) -> None:
    """A game's own playout policy / evaluation for the search bots (register it in the game's
    bot module); without them, playouts move at random and run to the end of the deal."""
    _SEARCH_HOOKS[game_id] = factory


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
        prior = _HEURISTICS[game_id](seed) if game_id in _HEURISTICS else None
        hooks = _SEARCH_HOOKS[game_id](game) if game_id in _SEARCH_HOOKS else SearchHooks()
        return SearchBot(game, seed, seconds=seconds, iterations=iterations, prior=prior, hooks=hooks)
    raise KeyError(f"unknown bot level {level!r}; choose from {', '.join(LEVELS)}")


def _load_heuristics() -> None:
    """Import every `<game>_bot` module in this package's family rooms (ai/<family>/): each
    registers itself when imported (importing twice is harmless), so adding a game's bot adds a
    file and edits nothing here."""
    import importlib
    import pkgutil

    for info in pkgutil.walk_packages(__path__, prefix=f"{__name__}."):
        if info.name.endswith("_bot"):
            importlib.import_module(info.name)


__all__ = [
    "LEVELS",
    "SEARCH_SECONDS",
    "Bot",
    "CandidateChooser",
    "DealPlayout",
    "Evaluation",
    "PlayoutPolicy",
    "SearchHooks",
    "RandomBot",
    "SloppyBot",
    "make_bot",
    "register_heuristic",
    "register_search_hooks",
]
