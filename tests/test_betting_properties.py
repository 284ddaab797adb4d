"""Property tests for 値戦 and 開樽: random legal play ends, accounts for every card, keeps the
points zero-sum at every step (side pots included), never shows a hidden card (community
cards only once turned up), refuses illegal actions without change, and a world dealt for the
seat to act offers it the very same moves (replay and the rest: tests/contract)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shikitable.core import Action, IllegalAction
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik.makkaik import Makkaik, MakkaikState
from shikitable.games.nincetkaik.namto import Namto, NamtoState
from tests.playouts import play_steps, play_to_end

MAKKAIK, NAMTO = Makkaik(), Namto()
SETTINGS = settings(max_examples=30, deadline=None, derandomize=True)


def options_for(game_id: str, rng: random.Random) -> dict[str, Any]:
    # few starting points: players run out, go all-in and make side pots often
    options: dict[str, Any] = {"start_points": rng.choice([10, 15, 50]), "match_length": rng.choice(["4", "8"])}
    options["vessel_wild"] = rng.random() < 0.7
    if game_id == "makkaik":
        options["rounds"] = rng.choice(["each_round", "ante_each_round", "top_up"])
        options["ante"] = rng.choice([0, 1, 2])
    else:
        options["entry_fee"] = rng.choice([1, 2])
        options["max_raise"] = rng.choice([3, 5, 10])
    return options


def where_cards_are(state: MakkaikState | NamtoState) -> list[int]:
    found = [c for hand in state.hands for c in hand] + list(state.stock)
    if isinstance(state, MakkaikState):
        return found + state.community + state.discards + state.drawn
    return found + state.board


def hidden_from(state: MakkaikState | NamtoState, seat: int) -> set[int]:
    hidden = set(state.stock)
    for other in range(state.players):
        if other != seat:
            hidden |= set(state.hands[other])
    if isinstance(state, MakkaikState):
        if state.turn != seat:
            hidden |= set(state.drawn)
    else:
        hidden |= set(state.board[state.revealed :])
    return hidden


CARD_KEYS = ("hand", "community", "discards", "drawn")


def check_state(game: Any, state: Any, start: int) -> None:
    assert sorted(where_cards_are(state)) == list(D.ALL_CARDS)
    assert sum(state.stacks) + sum(state.committed) == start * state.players
    assert all(stack >= 0 for stack in state.stacks)
    assert sum(state.scores) == 0
    for seat in [None, *range(state.players)]:
        obs = game.observation(state, seat)
        hidden = hidden_from(state, seat) if seat is not None else set(where_cards_are(state)) - set(obs["community"])
        if seat is None:
            hidden -= set(obs["discards"]) if "discards" in obs else set()
        for key in CARD_KEYS:
            if key in obs:
                assert not set(obs[key]) & hidden, (key, seat)


def random_play(game: Any, seed: int, players: int, check: bool = False) -> tuple[Any, list[tuple[int, Action]]]:
    rng = random.Random(seed)
    options = options_for(game.id, rng)
    state = game.setup(players, options, seed)
    checker = (lambda now, _events: check_state(game, now, options["start_points"])) if check else None
    return state, play_to_end(game, state, rng, checker)


@pytest.mark.parametrize("game", [MAKKAIK, NAMTO], ids=["makkaik", "namto"])
@SETTINGS
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6))
def test_random_play_ends_accounts_for_cards_and_is_zero_sum(game: Any, seed: int, players: int) -> None:
    state, _ = random_play(game, seed, players, check=True)
    result = game.result(state)
    assert result is not None and sum(result.points) == 0
    assert result.points == [stack - state.options["start_points"] for stack in state.stacks]
    for record in result.seasons:
        assert sum(record.points) == 0


def wrong_actions(game: Any, state: Any, seat: int, rng: random.Random) -> list[tuple[int, Action]]:
    other = (seat + 1) % state.players
    legal = game.legal_actions(state, seat)
    tries = [
        (other, legal[0]),
        (seat, Action("stake", (), 10_000)),
        (seat, Action("base", (), rng.choice([-1, 0, 6, 99]))),
        (seat, Action("join", (), 10_000)),
        (seat, Action.make("swap", (rng.randrange(48), rng.randrange(48)))),
        (seat, Action.make("keep", (rng.randrange(48), rng.randrange(48)))),
        (seat, Action("draw", (rng.randrange(48),))),
        (seat, Action("fold", (), 3)),
        (seat, Action("nonsense")),
        (seat, Action("stake", (), "all")),
    ]
    return [(s, a) for s, a in tries if not (s == seat and a in legal)]


@pytest.mark.parametrize("game", [MAKKAIK, NAMTO], ids=["makkaik", "namto"])
@SETTINGS
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6))
def test_illegal_actions_change_nothing(game: Any, seed: int, players: int) -> None:
    rng = random.Random(seed)
    state = game.setup(players, options_for(game.id, rng), seed)
    for _ in range(60):
        waiting = game.to_act(state)
        if not waiting:
            break
        seat = waiting[0]
        for who, action in wrong_actions(game, state, seat, rng):
            before = game.state_to_json(state)
            try:
                game.apply(state, who, action)
            except IllegalAction as error:
                assert error.reason
                assert game.state_to_json(state) == before
            else:  # only another copy of a listed card may be accepted
                raise AssertionError(f"{action} by {who} was accepted")
        game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))


@pytest.mark.parametrize("game", [MAKKAIK, NAMTO], ids=["makkaik", "namto"])
@SETTINGS
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6))
def test_a_determinized_state_agrees_with_the_observation(game: Any, seed: int, players: int) -> None:
    rng = random.Random(seed)
    state = game.setup(players, options_for(game.id, rng), seed)
    if not play_steps(game, state, rng, rng.randrange(1, 30)):
        return
    seat = game.to_act(state)[0]
    obs = game.observation(state, seat)
    world = game.determinize(obs, seat, random.Random(seed))
    assert sorted(where_cards_are(world)) == list(D.ALL_CARDS)
    assert game.legal_actions(world, seat) == game.legal_actions(state, seat)
    assert game.observation(world, seat) == obs
