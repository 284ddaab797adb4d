"""Hardened boundaries, for every registered game: actions of the wrong type are refused before
anything changes; state_from_json copies its input; clone shares nothing with the original."""

from __future__ import annotations

import random
from dataclasses import fields, is_dataclass
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shikitable.core import IllegalAction
from shikitable.core.actions import Action
from shikitable.games import GAMES
from shikitable.session.host import MatchHost
from tests.playouts import submit_random_moves

GAME_IDS = sorted(GAMES)

wrong_scalars = st.one_of(
    st.floats(allow_nan=False, allow_infinity=False),
    st.booleans(),
    st.text(max_size=3),
    st.none(),
    st.lists(st.integers(0, 5), max_size=2),
    st.binary(max_size=2),
)


def reached_state(game_id: str, steps: int, seed: int) -> MatchHost:
    game = GAMES[game_id]
    host = MatchHost(game, game.default_players, seed)
    submit_random_moves(host, steps, seed)
    return host


@st.composite
def spoiled(draw: st.DrawFn, legal: list[Action], seat: int) -> tuple[Any, Any]:
    """A legal move with one part given the wrong type (a 5.0 for a card 5, a True for seat 1, ...)."""
    kind, cards, arg = draw(st.sampled_from(legal))
    part = draw(st.sampled_from(["seat", "kind", "card", "cards_list", "arg", "not_tuple"]))
    if part == "seat":
        wrong_seat = draw(st.one_of(st.just(float(seat)), st.just(str(seat)), st.just(seat == 1), wrong_scalars))
        return wrong_seat, Action(kind, cards, arg)
    if part == "kind":
        wrong_kind = draw(st.one_of(st.integers(), wrong_scalars.filter(lambda v: type(v) is not str)))
        return seat, Action(wrong_kind, cards, arg)
    if part == "card" and cards:
        index = draw(st.integers(0, len(cards) - 1))
        card = cards[index]
        bad = draw(st.one_of(st.just(float(card)), st.just(str(card)), st.just(bool(card)), wrong_scalars))
        return seat, Action(kind, cards[:index] + (bad,) + cards[index + 1 :], arg)
    if part == "cards_list":
        return seat, Action(kind, list(cards), arg)  # type: ignore[arg-type]
    if part == "arg":
        bad_arg = draw(
            st.one_of(
                st.floats(allow_nan=False), st.booleans(), st.lists(st.integers(), max_size=2), st.binary(max_size=2)
            )
        )
        return seat, Action(kind, cards, bad_arg)  # type: ignore[arg-type]
    return seat, draw(st.one_of(st.just({"kind": kind}), st.just(kind), st.just((kind, cards)), st.none()))


@pytest.mark.parametrize("game_id", GAME_IDS)
@settings(max_examples=40, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), steps=st.integers(0, 60), seed=st.integers(0, 10_000))
def test_wrong_types_are_refused_and_change_nothing(game_id: str, data: st.DataObject, steps: int, seed: int) -> None:
    host = reached_state(game_id, steps, seed)
    if host.over:
        return
    seat = host.to_act()[0]
    bad_seat, bad_action = data.draw(spoiled(host.legal_actions(seat), seat))
    before = host.game.state_to_json(host.state)
    with pytest.raises(IllegalAction):
        host.game.apply(host.state, bad_seat, bad_action)
    assert host.game.state_to_json(host.state) == before
    with pytest.raises(IllegalAction):
        host.submit(bad_seat, bad_action)
    assert host.game.state_to_json(host.state) == before and len(host.log) == steps


# --- copies ------------------------------------------------------------------------------

IMMUTABLE = (str, bytes, int, float, complex, bool, type(None), range)


def mutable_parts(value: Any, found: dict[int, Any] | None = None) -> dict[int, Any]:
    """Every mutable object reachable from `value` (lists, dicts, sets, objects), by id."""
    found = {} if found is None else found
    if isinstance(value, IMMUTABLE) or id(value) in found:
        return found
    if isinstance(value, (tuple, frozenset)):
        for item in value:
            mutable_parts(item, found)
        return found
    found[id(value)] = value
    if isinstance(value, dict):
        for key, item in value.items():
            mutable_parts(key, found)
            mutable_parts(item, found)
    elif isinstance(value, (list, set, bytearray)):
        for item in value:
            mutable_parts(item, found)
    elif is_dataclass(value):
        for f in fields(value):
            mutable_parts(getattr(value, f.name), found)
    elif hasattr(value, "__dict__"):
        for item in vars(value).values():
            mutable_parts(item, found)
    return found


def clear_every_list(value: Any) -> None:
    if isinstance(value, dict):
        for item in value.values():
            clear_every_list(item)
        value.clear()
    elif isinstance(value, list):
        for item in value:
            clear_every_list(item)
        value.clear()


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("steps", [0, 25, 90])
def test_clone_shares_nothing(game_id: str, steps: int) -> None:
    host = reached_state(game_id, steps, seed=steps + 1)
    game, state = host.game, host.state
    copy = game.clone(state)
    shared = set(mutable_parts(state)) & set(mutable_parts(copy))
    assert not shared, [type(mutable_parts(state)[i]).__name__ for i in shared]
    # and so playing on in the copy leaves the original exactly as it was
    before = game.state_to_json(state)
    rng = random.Random(steps)
    for _ in range(15):
        if game.is_over(copy):
            break
        seat = game.to_act(copy)[0]
        game.apply(copy, seat, rng.choice(game.legal_actions(copy, seat)))
    assert game.state_to_json(state) == before


@pytest.mark.parametrize("game_id", GAME_IDS)
@pytest.mark.parametrize("steps", [0, 40])
def test_state_from_json_copies_its_input(game_id: str, steps: int) -> None:
    host = reached_state(game_id, steps, seed=3)
    game = host.game
    data = game.state_to_json(host.state)
    state = game.state_from_json(data)
    assert not set(mutable_parts(data)) & set(mutable_parts(state))
    snapshot = game.state_to_json(state)
    clear_every_list(data)
    assert game.state_to_json(state) == snapshot
