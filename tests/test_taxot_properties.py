"""Property tests for 終季 beyond the contract every game keeps (tests/contract): each season is
zero-sum as it is played, and 終季's own wrong moves are refused without change."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from shikitable.core import Action, IllegalAction
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik.taxot import Taxot, TaxotState
from tests.playouts import play_to_end

GAME = Taxot()
SETTINGS = settings(max_examples=25, deadline=None)


def where_cards_are(state: TaxotState) -> list[int]:
    found = [*state.stock, *state.hikari]
    for seat in range(state.players):
        found += state.hands[seat] + state.rivers[seat] + [c for m in state.melds[seat] for c in m]
    return found


def random_play(seed: int, players: int, check=None) -> tuple[TaxotState, list[tuple[int, Action]]]:
    rng = random.Random(seed)
    options = {"hikari": rng.random() < 0.5, "match_length": rng.choice(["4", "8"])}
    state = GAME.setup(players, options, seed)
    checker = (lambda now, _events: check(now)) if check else None
    return state, play_to_end(GAME, state, rng, checker, any_seat=True)


@SETTINGS
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6))
def test_random_play_ends_conserves_cards_and_is_zero_sum(seed: int, players: int) -> None:
    def check(state: TaxotState) -> None:
        cards = where_cards_are(state)
        assert sorted(cards) == list(D.ALL_CARDS)
        assert sum(state.season_points) == 0
        assert sum(state.scores) == 0

    state, _ = random_play(seed, players, check)
    result = GAME.result(state)
    assert result is not None and sum(result.points) == 0
    assert all(sum(r.points) == 0 for r in result.seasons)
    assert [sum(r.points[s] for r in result.seasons) for s in range(players)] == result.points


@SETTINGS
@given(seed=st.integers(0, 2**31), players=st.integers(2, 4), junk=st.integers(0, 47))
def test_illegal_action_changes_nothing(seed: int, players: int, junk: int) -> None:
    state = GAME.setup(players, None, seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(60)):
        waiting = GAME.to_act(state)
        if not waiting:
            return
        seat = waiting[0]
        GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
    waiting = GAME.to_act(state)
    if not waiting:
        return
    before = GAME.state_to_json(state)
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
        try:
            GAME.apply(state, who, action)
        except IllegalAction as error:
            assert error.reason
        else:
            raise AssertionError(f"{action} by {who} was accepted")
        assert GAME.state_to_json(state) == before


def _equivalent_legal(state: TaxotState, seat: int, action: Action) -> bool:
    legal = GAME.legal_actions(state, seat)
    types = sorted(D.TYPE[c] for c in action.cards)
    hand = state.hands[seat]
    return all(c in hand for c in action.cards) and any(
        a.kind == action.kind and sorted(D.TYPE[c] for c in a.cards) == types for a in legal
    )

