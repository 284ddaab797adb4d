"""The table's search bots think in a child process: the same moves as on a thread, a hurry
that reaches the child, and a dead child reported, not hung on."""

from __future__ import annotations

import random
import threading
import time

import pytest

from shikitable.ai import make_bot
from shikitable.ai.base import Bot
from shikitable.ai.child_process import ChildProcessBot, make_table_bot
from shikitable.games import get_game


def _decisions(game_id: str, seed: int, count: int):  # type: ignore[no-untyped-def]
    """`count` (observation, legal) pairs with a real choice, from one random match."""
    game = get_game(game_id)
    state = game.setup(game.default_players, None, seed)
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        if len(legal) > 2:
            found.append((game.observation(state, seat), legal))
        game.apply(state, seat, rng.choice(legal))
    return found


def test_the_child_plays_the_moves_the_same_bot_plays_on_a_thread() -> None:
    decisions = _decisions("taxot", 3, 2)
    child = ChildProcessBot("taxot", "normal", 7, iterations=60)
    here = make_bot("taxot", "normal", 7, iterations=60)
    try:
        for observation, legal in decisions:  # the bot and its RNG live on between decisions
            assert child.choose(observation, legal) == here.choose(observation, legal)
    finally:
        child.close()


def test_a_hurry_reaches_the_child_and_a_closed_child_ends() -> None:
    (observation, legal), = _decisions("nippachi", 2, 1)  # a tree search: it runs to its budget
    bot = ChildProcessBot("nippachi", "strong", 1, seconds=60.0)
    threading.Timer(1.0, bot.hurry).start()
    started = time.monotonic()
    assert bot.choose(observation, legal) in legal
    assert time.monotonic() - started < 20  # not the 60 s it was given
    bot.close()
    deadline = time.monotonic() + 10
    while bot.alive() and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not bot.alive()


def test_a_dead_child_is_reported_not_waited_for() -> None:
    (observation, legal), = _decisions("taxot", 4, 1)
    bot = ChildProcessBot("taxot", "normal", 1)
    bot._process.kill()
    bot._process.join(10)
    with pytest.raises(RuntimeError, match="process is gone"):
        bot.choose(observation, legal)
    bot.hurry()  # harmless once the child is gone
    bot.close()


def test_only_the_search_levels_get_a_process() -> None:
    quick = make_table_bot("taxot", "heuristic", 1)
    assert isinstance(quick, Bot) and not isinstance(quick, ChildProcessBot)
    search = make_table_bot("taxot", "normal", 1)
    try:
        assert isinstance(search, ChildProcessBot)
    finally:
        search.close()
    with pytest.raises(KeyError):
        make_table_bot("no-such-game", "normal", 1)
