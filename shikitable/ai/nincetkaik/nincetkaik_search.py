"""Search hooks for the 紙机戦 games: playouts in which every seat plays the game's heuristic.

The heuristic works from observations, so a playout asks the dealt world for each seat's
observation and lets the heuristic answer with the playout's dice. Against heuristic
opponents those playouts are the opponents as they really play, and with paired playouts
(ai/search.py) the search becomes a one-move improvement of the heuristic: it plays the
heuristic's move unless, on the same dealt worlds, another move clearly scores more.

Where the heuristic is too dear for playouts (the betting games value hundreds of sampled
deals a decision) a cheaper form of it plays them: the same rules with fewer samples."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

from shikitable.ai import PlayoutPolicy, SearchHooks
from shikitable.ai.base import Bot
from shikitable.core.actions import Action
from shikitable.core.game import Game
from shikitable.games.nincetkaik.match import SeasonalState

# root moves compared per decision: the heuristic's and a few others (終季: a hand of six has
# at most six discards)
CANDIDATES = 6


def heuristic_playout(game: Game[Any], bot: Bot) -> Callable[[Any, int, Sequence[Action], random.Random], Action]:
    """A playout policy that asks `bot` with the seat's observation, rolling the playout's dice."""

    def policy(state: Any, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        bot.rng = rng  # the playout's dice: the same for every candidate of a paired round
        return bot.choose(game.observation(state, seat), legal)

    return policy


def paired_hooks(playout: PlayoutPolicy, **more: Any) -> SearchHooks:
    """The 紙机戦 search: paired playouts over CANDIDATES root moves, played by `playout`, with
    the game's `more` hooks (its own determinizing, candidates, world copies)."""
    return SearchHooks(playout=playout, paired=True, candidates=CANDIDATES, **more)


def heuristic_hooks(make_playout_bot: Callable[[int | None], Bot]) -> Callable[[Game[Any]], SearchHooks]:
    """The hooks factory for a 紙机戦 game whose playouts are played by `make_playout_bot`."""

    def factory(game: Game[Any]) -> SearchHooks:
        return paired_hooks(heuristic_playout(game, make_playout_bot(0)))

    return factory


def seasonal_copy_fields(state: SeasonalState) -> dict[str, Any]:
    """The fields every 紙机戦 state shares, copied for a dealt world's copy (each game's
    copy_world adds its own): far cheaper than a JSON clone; the dice keep their state."""
    rng = random.Random()
    rng.setstate(state.rng.getstate())
    return {
        "players": state.players,
        "options": dict(state.options),
        "rng": rng,
        "dealer": state.dealer,
        "multiplier": state.multiplier,
        "season": state.season,
        "scores": list(state.scores),
        "records": list(state.records),  # only appended to
        "decks": [list(d) for d in state.decks],
        "over": state.over,
        "version": state.version,
        "season_points": list(state.season_points),
        "season_lines": list(state.season_lines),  # only appended to
    }
