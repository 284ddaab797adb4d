"""Property tests for にっぱち beyond the contract every game keeps (tests/contract): every hand is
zero-sum, にっぱち's own wrong moves are refused without change, and nobody learns who else may
react to a card."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from shikitable.core import Action
from shikitable.core.events import Event
from shikitable.games.nippachi.state import NippachiState
from tests.nippachi_helpers import GAME
from tests.playouts import RandomPlay, assert_refused, default_options, points_stay_zero_sum

SETTINGS = settings(max_examples=30, deadline=None, derandomize=True)


def random_options(rng: random.Random) -> dict:
    return {
        "hands": rng.choice([1, 2, 3]),
        "joker_draw": rng.choice([3, 5, 0]),
        "nagare1": rng.choice(["none", "special3", "special4", "special4j"]),
        "nagare2": rng.choice(["never", "two_jokers"]),
        "joker_follow": rng.choice(["any", "under"]),
        "multiple_hits": rng.choice(["nearest", "all"]),
        "play_drawn": rng.random() < 0.5,
    }


RANDOM = RandomPlay(GAME, random_options, any_seat=True)


@SETTINGS
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6))
def test_every_hand_is_played_and_points_stay_zero_sum(seed: int, players: int) -> None:
    state, _ = RANDOM.match(players, seed, points_stay_zero_sum("hand_points"))
    result = GAME.result(state)
    assert result is not None and len(result.seasons) == state.options["hands"]


@SETTINGS
@given(seed=st.integers(0, 2**31), players=st.integers(2, 4), junk=st.integers(0, 53), steps=st.integers(0, 80))
def test_an_illegal_action_changes_nothing(seed: int, players: int, junk: int, steps: int) -> None:
    state = RandomPlay(GAME, default_options).position(players, seed, steps)
    waiting = GAME.to_act(state)
    seat = waiting[0]
    legal = set(GAME.legal_actions(state, seat))
    wrong_seat = next((s for s in range(players) if s not in waiting), None)
    attempts = [
        (seat, Action("play", (junk,))),
        (seat, Action("play", (junk,), 7)),
        (seat, Action("pon", (junk, (junk + 13) % 52))),
        (seat, Action("kan", (junk,))),
        (seat, Action("ateru")),
        (seat, Action("draw")),
        (seat, Action("pass")),
        (seat, Action("dance")),
        (seat, Action("play", (True,))),  # type: ignore[arg-type]
    ]
    if wrong_seat is not None:
        attempts.append((wrong_seat, next(iter(legal))))
    for who, action in attempts:
        if who == seat and action in legal:
            continue
        assert_refused(GAME, state, who, action)  # the state is as it was before each


@SETTINGS
@given(seed=st.integers(0, 2**31), players=st.integers(3, 5))
def test_nobody_learns_who_else_may_react_to_a_card(seed: int, players: int) -> None:
    """A reaction window is offered only to players who can hit or claim: telling the others
    who they are would tell what those players hold."""
    seen_windows = 0

    def check(state: NippachiState, _events: list[Event]) -> None:
        nonlocal seen_windows
        if state.phase != "react":
            return
        seen_windows += 1
        deciding = set(GAME.to_act(state))
        for seat in [*range(state.players), None]:
            shown = GAME.observation(state, seat)["to_act"]
            assert shown == ([seat] if seat in deciding else [])

    RANDOM.match(players, seed, check)
