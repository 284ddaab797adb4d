"""What a game gives the search bot beyond its rules (SearchHooks) and the shapes of those
functions. A module of its own so that the search (ai/search.py) and the games' hook modules
import it without going through the package (`shikitable.ai` re-exports every name)."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from shikitable.core.actions import Action
from shikitable.core.events import Event

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
    # Hears each decision's deadline (a `time.perf_counter()` time; inf with a playout budget)
    # before the search starts, for hooks whose own work can run long (開樽's worlds work out
    # chances while they deal): past it they cut that work short, as the search stops there.
    deadline: Callable[[float], None] | None = None
