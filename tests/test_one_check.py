"""One check per move: the gate (session/gate.py) admits a move once, and the engine carries it
out without checking it again (core/moves.py, `apply_admitted`), keeping only cheap guards of
its own state; the engine's own `apply` still checks whatever it is given."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

import shikitable.core.moves as moves
from shikitable.core.actions import Action
from shikitable.core.errors import IllegalAction
from shikitable.games import get_game
from shikitable.games.nincetkaik.deck import TYPE
from shikitable.session.host import MatchHost
from tests.test_moves import GAME, CountState


def _count_calls(monkeypatch: pytest.MonkeyPatch, game: Any) -> list[str]:
    """Every check the engine makes on a move, noted by name."""
    calls: list[str] = []
    shape, refusal = moves.check_action_shape, type(game).refusal

    def counted_shape(*args: Any, **kwargs: Any) -> None:
        calls.append("shape")
        shape(*args, **kwargs)

    def counted_refusal(self: Any, *args: Any) -> str | None:
        calls.append("refusal")
        return refusal(self, *args)

    monkeypatch.setattr(moves, "check_action_shape", counted_shape)
    monkeypatch.setattr(type(game), "refusal", counted_refusal)
    return calls


def _a_copy_of_a_listed_card(host: MatchHost, rng: random.Random) -> tuple[int, Action, Action]:
    """Random play until a seat may play a card of which it holds another copy: the seat, the
    listed action and the same action naming the other copy."""
    for _ in range(5_000):
        seat = host.to_act()[0]
        hand = host.state.hands[seat]
        for listed in host.legal_actions(seat):
            if len(listed.cards) == 1:
                card = listed.cards[0]
                twins = [c for c in hand if c != card and TYPE[c] == TYPE[card]]
                if twins:
                    return seat, listed, Action(listed.kind, (twins[0],), listed.arg)
        host.submit(seat, rng.choice(host.legal_actions(seat)))
    raise AssertionError("no copy of a listed card came up")


def test_a_move_through_the_gate_is_not_checked_again_by_the_engine(monkeypatch: pytest.MonkeyPatch) -> None:
    host = MatchHost(get_game("taxot"), 4, seed=3)
    seat, listed, copy = _a_copy_of_a_listed_card(host, random.Random(3))
    calls = _count_calls(monkeypatch, host.game)
    host.submit(seat, copy)  # the gate finds it equal to a listed move: the engine trusts that
    assert host.log[-1] == (seat, copy) and calls == []
    seat = host.to_act()[0]
    host.submit(seat, host.legal_actions(seat)[0])  # a listed move: likewise
    assert calls == []


def test_the_engine_s_own_apply_still_checks_what_it_is_given(monkeypatch: pytest.MonkeyPatch) -> None:
    host = MatchHost(get_game("taxot"), 4, seed=3)
    seat, _listed, copy = _a_copy_of_a_listed_card(host, random.Random(3))
    calls = _count_calls(monkeypatch, host.game)
    host.game.apply(host.game.clone(host.state), seat, copy)
    assert calls == ["shape", "refusal"]
    with pytest.raises(IllegalAction):
        host.game.apply(host.game.clone(host.state), seat, Action("play", (10_000,)))


@pytest.mark.parametrize(
    ("state", "seat", "action", "reason"),
    [
        (CountState(turn=1), 0, Action("add", (), 1), "It is not your move now."),
        (CountState(stopped=True), 0, Action("stop"), "It is not your move now."),
        (CountState(total=7), 0, Action("add", (), 1), moves.NOT_AMONG_OPTIONS),  # the ending phase has no "add"
    ],
)
def test_what_the_engine_still_guards_on_an_admitted_move(state: CountState, seat: int, action: Action,
                                                           reason: str) -> None:
    """A move the gate did not admit (a bug in a caller) is still refused where running it would
    ask a phase of a seat not to act, or run an effect the phase does not have; nothing changes."""
    before = json.dumps(GAME.state_to_json(state)), state.version
    with pytest.raises(IllegalAction) as refused:
        GAME.apply_admitted(state, seat, action)
    assert refused.value.reason == reason
    assert (json.dumps(GAME.state_to_json(state)), state.version) == before


def test_an_admitted_move_is_carried_out_and_starts_a_new_version() -> None:
    state = CountState()
    GAME.legal_actions(state, 0)
    _, events = GAME.apply_admitted(state, 0, Action("add", (), 2))
    assert (state.total, state.turn, state.version, state.legal_cache) == (2, 1, 1, None)
    assert [e.kind for e in events] == ["added"]
