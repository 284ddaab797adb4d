"""Property tests for 終季 beyond the contract every game keeps (tests/contract): each season is
zero-sum as it is played, and 終季's own wrong moves are refused without change."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from shikitable.core import Action
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik.taxot import Taxot, TaxotState
from tests.playouts import RandomPlay, assert_refused, play_steps, points_stay_zero_sum

GAME = Taxot()
SETTINGS = settings(max_examples=25, deadline=None)


def random_options(rng: random.Random) -> dict[str, object]:
    return {"hikari": rng.random() < 0.5, "match_length": rng.choice(["4", "8"])}


RANDOM = RandomPlay(GAME, random_options, any_seat=True)


@SETTINGS
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6))
def test_points_stay_zero_sum_through_every_season(seed: int, players: int) -> None:
    RANDOM.match(players, seed, points_stay_zero_sum("season_points"))


@SETTINGS
@given(seed=st.integers(0, 2**31), players=st.integers(2, 4), junk=st.integers(0, 47))
def test_illegal_action_changes_nothing(seed: int, players: int, junk: int) -> None:
    state = GAME.setup(players, None, seed)
    rng = random.Random(seed)
    if not play_steps(GAME, state, rng, rng.randrange(60)):
        return
    waiting = GAME.to_act(state)
    seat = waiting[0]
    legal = set(GAME.legal_actions(state, seat))
    wrong_seat = next(s for s in range(players) if s not in waiting)
    attempts = [
        (wrong_seat, next(iter(legal))),
        (seat, Action("discard", (junk,))),
        (seat, Action("kai", (junk,))),
        (seat, Action("taxot")),
        (seat, Action("dance")),
    ]
    for who, action in attempts:
        if who == seat and _equivalent_legal(state, seat, action):
            continue
        assert_refused(GAME, state, who, action)  # the state is as it was before each


def _equivalent_legal(state: TaxotState, seat: int, action: Action) -> bool:
    legal = GAME.legal_actions(state, seat)
    types = sorted(D.TYPE[c] for c in action.cards)
    hand = state.hands[seat]
    return all(c in hand for c in action.cards) and any(
        a.kind == action.kind and sorted(D.TYPE[c] for c in a.cards) == types for a in legal
    )

