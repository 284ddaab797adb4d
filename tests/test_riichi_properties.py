"""Riichi mahjong properties beyond the contract every game keeps (tests/contract): points are
zero-sum with the sticks, views hold no wall and no other hand, riichi's own wrong moves change
nothing."""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shikitable.core.actions import Action
from shikitable.core.errors import IllegalAction
from shikitable.games.mahjong.riichi.state import RiichiState
from tests.playouts import play_steps
from tests.riichi_helpers import GAME, tile_accounting

SETTINGS = settings(max_examples=8, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow])


Log = list[tuple[int, Action]]


def playout(seed: int, options: dict | None = None, limit: int = 20_000) -> tuple[RiichiState, Log]:
    state = GAME.setup(4, options, seed)
    log: Log = []
    play_steps(GAME, state, random.Random(seed), limit, log)
    return state, log


@SETTINGS
@given(st.integers(0, 2**31 - 1))
def test_random_match_ends_zero_sum(seed):
    state, _ = playout(seed)
    result = GAME.result(state)
    assert result is not None
    assert sum(result.points) == 0
    assert sum(state.scores) == 100_000 and state.sticks == 0
    for record in result.seasons:
        assert sum(record.points) in (0, *range(1000, 5000, 1000))  # a winner also takes the sticks


@SETTINGS
@given(st.integers(0, 2**31 - 1), st.sampled_from([{}, {"length": "tonpuu", "red_fives": 4}]))
def test_every_step_keeps_tiles_points_and_secrets(seed, options):
    rng = random.Random(seed)
    state = GAME.setup(4, options or None, seed)
    for _ in range(400):
        waiting = GAME.to_act(state)
        if not waiting:
            break
        assert tile_accounting(state) == list(range(136))
        assert sum(state.scores) + 1000 * state.sticks == 100_000
        for seat in range(4):
            view = GAME.observation(state, seat)
            text = json.dumps(view)
            assert "wall" not in view
            for other in range(4):
                if other != seat:
                    assert "hand" not in view["seat_views"][other]
            assert sorted(view["hand"]) == sorted(state.hands[seat].hand)
            assert len(text) < 40_000
        spectator = GAME.observation(state, None)
        assert "hand" not in spectator and "claim" not in spectator
        seat = waiting[0]
        GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))


@SETTINGS
@given(st.integers(0, 2**31 - 1), st.integers(0, 135), st.sampled_from(["discard", "riichi", "ron", "pon", "tsumo",
                                                                         "ankan", "chi", "kyuushu", "pass"]))
def test_illegal_actions_change_nothing(seed, tile, kind):
    state, _ = playout(seed, limit=seed % 150)
    if not GAME.to_act(state):
        return
    legal = set()
    for seat in range(4):
        legal |= {(seat, a) for a in GAME.legal_actions(state, seat)}
    before = json.dumps(GAME.state_to_json(state), sort_keys=True)
    for seat in range(4):
        action = Action.make(kind, (tile,) if kind not in ("ron", "tsumo", "kyuushu", "pass") else ())
        if (seat, action) in legal:
            continue
        if kind in ("discard", "riichi") and seat in GAME.to_act(state) and state.phase == "turn":
            continue  # another copy of an offered tile is the same move
        try:
            GAME.apply(state, seat, action)
        except IllegalAction as error:
            assert error.reason
        else:
            raise AssertionError(f"{action} by seat {seat} was accepted")
        assert json.dumps(GAME.state_to_json(state), sort_keys=True) == before

