"""Search hooks for 開樽: paired playouts (ai/search.py) in which every seat stakes as the
heuristic does, reading the dealt world's state instead of building observations.

The heuristic stakes by its chance to win, which it estimates by dealing what it cannot see a
few hundred times: far too dear for every move of every playout. A seat's chance depends only
on the types of its hole cards and of the community cards turned up, and on how many
opponents are still in, so the playouts remember each chance they worked out by those
(`ChanceMemo`): the same hands recur candidate after candidate on one dealt world, and the
two-card starting hands (a few hundred kinds) decision after decision. A chance first seen
before the flop is estimated from as many deals as the heuristic's own; later ones, which
recur less, from fewer. The memo keeps its own dice, so every candidate of a paired round
meets the same chances."""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Mapping, Sequence
from typing import Any

from shikitable.ai import SearchHooks
from shikitable.ai.nincetkaik.betting_chance import ChanceMemo
from shikitable.ai.nincetkaik.namto_chance import HEURISTIC_HANDS, WORK, stake_by_chance, win_chance
from shikitable.ai.nincetkaik.namto_worlds import BettingLog, ChanceBounds, consistent_world
from shikitable.ai.nincetkaik.nincetkaik_search import paired_hooks
from shikitable.core.actions import Action
from shikitable.core.events import Event
from shikitable.core.game import Game
from shikitable.games.nincetkaik import namto_top as T
from shikitable.games.nincetkaik.betting import live
from shikitable.games.nincetkaik.namto import STAKE, NamtoState

# hands valued per chance worked out (the heuristic values 900): before the flop, and after
OPENING_HANDS = 900
LATER_HANDS = 60


class NamtoPlayoutPolicy:
    """Stakes as the heuristic, from the state, with each chance remembered."""

    def __init__(self, seed: int = 0, opening_hands: int = OPENING_HANDS, later_hands: int = LATER_HANDS) -> None:
        self.rng = random.Random(seed)
        self.memo = ChanceMemo(limit=200_000)
        self.opening_hands = opening_hands
        self.later_hands = later_hands

    def __call__(self, state: NamtoState, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1 or not any(a.kind == STAKE for a in legal):
            return legal[0]
        opponents = [s for s in live(state) if s != seat]
        chance = self.chance(state, seat, opponents)
        return stake_by_chance(legal, chance, len(opponents), sum(state.committed))

    def chance(self, state: NamtoState, seat: int, opponents: list[int]) -> float:
        hand = state.hands[seat]
        community = state.board[: state.revealed]
        holes = [len(state.hands[o]) for o in opponents]
        wild = bool(state.options["vessel_wild"])
        key = (T.key_of(hand), T.key_of(community), tuple(holes), wild)
        hands = self.opening_hands if not community else self.later_hands
        samples = min(300, hands // (len(holes) + 1))
        work = WORK * hands / HEURISTIC_HANDS  # the heuristic's bound on dear hands (wild 船), in proportion
        return self.memo.get(key, lambda: win_chance(self.rng, hand, community, holes, wild, samples, work, None))


class BettingWorlds:
    """The search's worlds: dealt to fit the season's stakes (`namto_worlds`), from the events."""

    def __init__(self, game: Game[Any]) -> None:
        self.game = game
        self.log = BettingLog()
        self.bounds: dict[bool, ChanceBounds] = {}
        self.stop_at = math.inf

    def see(self, events: Sequence[Event]) -> None:
        self.log.see(events)

    def deadline(self, at: float) -> None:
        self.stop_at = at

    def deal(self, observation: Mapping[str, Any], seat: int, rng: random.Random) -> NamtoState:
        wild = bool(observation["options"]["vessel_wild"])
        bounds = self.bounds.get(wild) or self.bounds.setdefault(wild, ChanceBounds(wild))
        bounds.stop_at = self.stop_at
        return consistent_world(self.game.determinize, self.log, bounds, observation, seat, rng)


def copy_world(state: NamtoState) -> NamtoState:
    """A copy of a dealt world for one candidate's playout: dealing a world that fits the stakes
    once a round, not once a candidate (far cheaper than a JSON clone, too). Lists of plain
    values are copied, lists of lists one level deeper, the world's dice with their state."""
    values: dict[str, Any] = {}
    for field in dataclasses.fields(state):
        value = getattr(state, field.name)
        if isinstance(value, random.Random):
            dice = random.Random()
            dice.setstate(value.getstate())
            value = dice
        elif isinstance(value, list):
            value = [list(v) if isinstance(v, list) else v for v in value]
        elif isinstance(value, dict):
            value = dict(value)
        values[field.name] = value
    return NamtoState(**values)


def search_hooks(game: Game[Any], betting_worlds: bool = True) -> SearchHooks:
    """Paired playouts staked by the heuristic's rule; with `betting_worlds`, in worlds that
    fit the others' stakes (without, the others' cards are dealt at random)."""
    if not betting_worlds:
        return paired_hooks(NamtoPlayoutPolicy())
    worlds = BettingWorlds(game)
    return paired_hooks(NamtoPlayoutPolicy(), determinize=worlds.deal, copy_world=copy_world, see=worlds.see,
                        deadline=worlds.deadline)
