"""Property tests for 四川麻将 under random presets, player counts and switches: every tile is
always somewhere, every payment (wins, kongs, transfers to a winner, refunds, the draw) nets
to zero, nothing hidden shows in an observation, and a replayed log gives the same match."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from shikitable.ai.mahjong.sichuan_bot import SichuanBot
from shikitable.core import Action
from shikitable.core.events import Event
from shikitable.games.mahjong.sichuan import Sichuan, SichuanState
from shikitable.games.mahjong.sichuan_ledger import Ledger
from shikitable.games.mahjong.sichuan_rules import OPTIONS
from shikitable.games.mahjong.sichuan_wall import tile_set
from tests.playouts import Check, play_to_end, replayed
from tests.test_sichuan_properties import no_hidden_tile_shows, where_tiles_are

GAME = Sichuan()
SETTINGS = settings(max_examples=10, deadline=None, derandomize=True)
SWITCHES = [o for o in OPTIONS if o.name not in ("hands", "preset")]


def random_options(rng: random.Random, players: int) -> dict[str, Any]:
    """A preset and about a third of the switches set at random."""
    chosen: dict[str, Any] = {"hands": 2, "preset": rng.choice(("seed", "apps", "xueliu"))}
    for option in SWITCHES:
        if rng.random() < 0.35:
            values = option.choices or (True, False)
            chosen[option.name] = rng.choice(values)
    if players < 4 and chosen.get("swap") == "across":
        chosen["swap"] = "dice"
    return chosen


def play(
    seed: int, players: int, check: Check | None = None
) -> tuple[SichuanState, list[tuple[int, Action]], dict]:
    rng = random.Random(seed)
    options = random_options(rng, players)
    bots = {0: SichuanBot(seed), 1: SichuanBot(seed + 1)}
    state = GAME.setup(players, options, seed)
    return state, play_to_end(GAME, state, rng, check, limit=6_000, any_seat=True, bots=bots), options


@SETTINGS
@given(seed=st.integers(0, 2**31), players=st.integers(2, 4))
def test_tiles_are_kept_and_every_payment_nets_to_zero(seed: int, players: int) -> None:
    def check(state: SichuanState, _events: list[Event]) -> None:
        if not state.over:
            assert sorted(where_tiles_are(state)) == tile_set(players)
        assert sum(Ledger(players, state.ledger).totals()) == 0
        for line in state.ledger:  # refunds and transfers move points between two seats
            assert line.points > 0 and line.payer != line.payee
        assert sum(state.scores) == 0

    state, _, _ = play(seed, players, check)
    result = GAME.result(state)
    assert result is not None and sum(result.points) == 0
    assert all(sum(r.points) == 0 for r in result.seasons)


@SETTINGS
@given(seed=st.integers(0, 2**31), players=st.integers(2, 4))
def test_no_hidden_tile_shows(seed: int, players: int) -> None:
    play(seed, players, no_hidden_tile_shows)


@SETTINGS
@given(seed=st.integers(0, 2**31), players=st.integers(2, 4))
def test_replaying_the_log_gives_the_same_match(seed: int, players: int) -> None:
    state, log, options = play(seed, players)
    again = replayed(GAME, players, options, seed, log)
    assert GAME.state_to_json(again) == GAME.state_to_json(state)
    assert GAME.result(again) == GAME.result(state)
    from_saved = replayed(GAME, players, state.options, seed, log)  # a save keeps the resolved options
    assert GAME.state_to_json(from_saved) == GAME.state_to_json(state)


@SETTINGS
@given(seed=st.integers(0, 2**31), players=st.integers(2, 4), steps=st.integers(0, 120))
def test_a_dealt_world_plays_on_to_the_end(seed: int, players: int, steps: int) -> None:
    rng = random.Random(seed)
    state = GAME.setup(players, random_options(rng, players), seed)
    for _ in range(steps):
        waiting = GAME.to_act(state)
        if not waiting:
            return
        GAME.apply(state, waiting[0], rng.choice(GAME.legal_actions(state, waiting[0])))
    waiting = GAME.to_act(state)
    if not waiting:
        return
    seat = waiting[0]
    world = GAME.determinize(GAME.observation(state, seat), seat, random.Random(seed))
    assert GAME.to_act(world) == GAME.to_act(state)
    assert sorted(world.hands[seat]) == sorted(state.hands[seat])
    for _ in range(4_000):
        waiting = GAME.to_act(world)
        if not waiting:
            break
        GAME.apply(world, waiting[0], rng.choice(GAME.legal_actions(world, waiting[0])))
    result = GAME.result(world)
    assert result is not None and sum(result.points) == 0
