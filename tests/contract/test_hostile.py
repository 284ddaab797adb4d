"""The host takes exactly the legal moves, in every game: at random points of random matches,
listed moves bent out of shape (a card swapped, added, dropped or repeated; another kind or arg;
another seat; after the match ended) and things that are no move at all (None, strings, plain
tuples, huge numbers, other games' moves) are each refused with IllegalAction, and the state's
JSON, the log and the version are exactly as before."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from shikitable.core.actions import Action, check_action_shape
from shikitable.core.errors import IllegalAction
from shikitable.core.game import Game
from shikitable.games import GAMES
from shikitable.session.host import MatchHost
from tests.contract.hostile import bad_seats, foreign_actions, mutations, non_actions, state_text

BATCH_CHANCE = 0.08  # at each move, the chance that the host is tested there
AFTER_END_SHARE = 0.05  # of the inputs, thrown at a match that has ended


class Hostile:
    """Throws inputs at one game's host and keeps what went wrong."""

    def __init__(self, game: Game[Any], rng: random.Random) -> None:
        self.game, self.rng = game, rng
        self.foreign = foreign_actions(game.id, rng)
        self.thrown = 0
        self.kinds: Counter[str] = Counter()
        self.failures: list[str] = []

    def refused(self, host: MatchHost, seat: object, action: object, what: str) -> None:
        before, log_length, version = state_text(self.game, host.state), len(host.log), host.version
        try:
            host.submit(seat, action)
        except IllegalAction as error:
            if not error.reason:
                self.failures.append(f"{what}: refused without a reason")
        except Exception as error:  # the very thing this test is for: report, do not stop
            self.failures.append(f"{what}: {action!r} raised {type(error).__name__}: {error}")
        else:
            self.failures.append(f"{what}: {action!r} from seat {seat!r} was accepted")
        if state_text(self.game, host.state) != before or len(host.log) != log_length or host.version != version:
            self.failures.append(f"{what}: {action!r} changed the match")
        self.thrown += 1
        self.kinds[what] += 1

    def same_move(self, host: MatchHost, seat: int, action: Action, legal: list[Action]) -> bool:
        """Whether the game declares `action` the same move as a listed one (another copy)."""
        try:
            check_action_shape(seat, action, self.game.action_schema)
        except IllegalAction:
            return False
        if action in legal:
            return True
        form = self.game.canonical_action(host.state, seat, action)
        return form is not None and any(self.game.canonical_action(host.state, seat, a) == form for a in legal)

    def batch(self, host: MatchHost) -> None:
        waiting = host.to_act()
        seat = self.rng.choice(waiting)
        legal = list(host.legal_actions(seat))
        for listed in legal:  # the game's schema covers every move it lists
            try:
                check_action_shape(seat, listed, self.game.action_schema)
            except IllegalAction as error:
                self.failures.append(f"listed {listed} does not fit the schema: {error.reason}")
        action = self.rng.choice(legal)
        for what, bent in mutations(self.game, action, self.rng):
            if not self.same_move(host, seat, bent, legal):
                self.refused(host, seat, bent, what)
        for what, thing in non_actions(action, self.foreign, self.rng):
            if not (type(thing) is Action and self.same_move(host, seat, thing, legal)):  # by chance legal here
                self.refused(host, seat, thing, what)
        for what, other_seat in bad_seats(host.players, waiting, self.rng):
            self.refused(host, other_seat, action, what)

    def after_the_end(self, host: MatchHost, last: list[tuple[int, Action]]) -> None:
        for seat, action in last:
            self.refused(host, seat, action, "after the match ended")
            for what, bent in mutations(self.game, action, self.rng):
                self.refused(host, seat, bent, f"after the match ended: {what}")


def new_host(game: Game[Any], rng: random.Random) -> MatchHost:
    return MatchHost(game, rng.randint(game.min_players, game.max_players), rng.randrange(10**6))


def step(host: MatchHost, rng: random.Random) -> tuple[int, list[Action]]:
    """One random legal move; every tenth through the host (which must take it), the rest
    straight through the engine for speed. Returns the seat and what it could have done."""
    seat = rng.choice(host.to_act())
    legal = list(host.legal_actions(seat))
    action = rng.choice(legal)
    if rng.random() < 0.1:
        host.submit(seat, action)
    else:
        host.game.apply(host.state, seat, action)
    return seat, legal


def throw(game_id: str, count: int, seed: int) -> Hostile:
    rng = random.Random(seed)
    hostile = Hostile(GAMES[game_id], rng)
    during = count - int(count * AFTER_END_SHARE)
    while hostile.thrown < during:  # random points of random matches
        host = new_host(hostile.game, rng)
        while host.to_act() and hostile.thrown < during:
            if rng.random() < BATCH_CHANCE:
                hostile.batch(host)
            step(host, rng)
    while hostile.thrown < count:  # matches played to their end, then the moves of their last turn
        host = new_host(hostile.game, rng)
        last: list[tuple[int, Action]] = []
        while host.to_act():
            seat, legal = step(host, rng)
            last = [(seat, a) for a in legal[:3]]
        hostile.after_the_end(host, last)
    return hostile


def report(hostile: Hostile) -> str:
    shown = "\n".join(hostile.failures[:15])
    return f"{len(hostile.failures)} of {hostile.thrown} hostile inputs got through or broke the host:\n{shown}"


@pytest.mark.parametrize("game_id", list(GAMES))
def test_hostile_inputs_are_refused_and_change_nothing(game_id: str) -> None:
    hostile = throw(game_id, 1_000, seed=29)
    assert not hostile.failures, report(hostile)
    assert hostile.thrown >= 1_000
    # every sort of input was thrown, including after the end
    sorts = {"None", "a plain tuple", "another game's move", "change kind", "after the match ended"}
    assert sorts <= set(hostile.kinds)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", list(GAMES))
def test_twenty_thousand_hostile_inputs_per_game(game_id: str) -> None:
    hostile = throw(game_id, 20_000, seed=2929)
    assert not hostile.failures, report(hostile)
