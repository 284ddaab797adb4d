"""The moves framework (core/moves.py) on a small game of its own: the legal list, the check
and the effect all come from one declaration of phases and moves."""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import pytest

from shikitable.core.actions import Action, ActionSchema, KindShape
from shikitable.core.errors import IllegalAction
from shikitable.core.events import Event
from shikitable.core.game import GameResult
from shikitable.core.moves import NOT_AMONG_OPTIONS, Move, MovesGame, Phase, no_options
from shikitable.games import GAMES as _REGISTRY
from shikitable.session.gate import admit

GOAL = 5


@dataclass
class CountState:
    """Two players take turns adding 1 or 2 to a total; whoever reaches the goal may stop."""

    total: int = 0
    turn: int = 0
    stopped: bool = False
    version: int = 0
    legal_cache: tuple[int, int, list[Action]] | None = None


class Count(MovesGame[CountState]):
    id = "count"
    name_ja = name_en = "Count"
    family = "test"
    description_en = description_ja = "A counting game for the moves framework."
    min_players = max_players = default_players = 2
    action_schema = ActionSchema(0, {"add": KindShape(arg=(int,)), "stop": KindShape(), "flip": KindShape()})

    def __init__(self) -> None:
        add = Move(self._add_options, self._add, self._add_refusal)
        stop = Move(self._stop_options, self._stop, unlisted="Stop only once the total reaches the goal.")
        self._counting = Phase("counting", {"add": add, "stop": stop}, "Add one or two, or stop.")
        # past the goal only stopping is left
        self._ending = Phase("ending", {"stop": stop}, lambda state, seat, action: f"The total is {state.total}: stop.")

    def phase(self, state: CountState, seat: int) -> Phase[CountState]:
        return self._ending if state.total >= GAME_END else self._counting

    def setup(
        self, players: int, options: Mapping[str, Any] | None, seed: int, decks: Sequence[Sequence[int]] | None = None
    ) -> CountState:
        return CountState()

    def to_act(self, state: CountState) -> tuple[int, ...]:
        return () if state.stopped else (state.turn,)

    def _add_options(self, state: CountState, seat: int) -> list[Action]:
        return [Action("add", (), step) for step in (1, 2)]

    def _stop_options(self, state: CountState, seat: int) -> list[Action]:
        return [Action("stop")] if state.total >= GOAL else []

    def _add_refusal(self, state: CountState, seat: int, action: Action) -> str | None:
        return None if action.arg in (1, 2) else "Add one or two."

    def _add(self, state: CountState, seat: int, action: Action) -> list[Event]:
        assert isinstance(action.arg, int)
        state.total += action.arg
        state.turn = 1 - seat
        return [Event("added", {"seat": seat, "total": state.total})]

    def _stop(self, state: CountState, seat: int, action: Action) -> list[Event]:
        state.stopped = True
        return [Event("stopped", {"seat": seat})]

    def observation(self, state: CountState, seat: int | None) -> dict[str, Any]:
        return {"total": state.total, "turn": state.turn}

    def result(self, state: CountState) -> GameResult | None:
        return GameResult([0, 0], []) if state.stopped else None

    def determinize(self, observation: Mapping[str, Any], seat: int, rng: random.Random) -> CountState:
        return CountState(observation["total"], observation["turn"])

    def clone(self, state: CountState) -> CountState:
        return copy.deepcopy(state)

    def state_to_json(self, state: CountState) -> dict[str, Any]:
        return {"total": state.total, "turn": state.turn, "stopped": state.stopped}

    def state_from_json(self, data: Mapping[str, Any]) -> CountState:
        return CountState(data["total"], data["turn"], data["stopped"])


GAME_END = 7  # from here only stopping is left
GAME = Count()


def test_the_legal_list_is_the_phase_moves_options_in_declaration_order() -> None:
    state = CountState(total=GOAL)
    assert GAME.legal_actions(state, 0) == [Action("add", (), 1), Action("add", (), 2), Action("stop")]
    assert GAME.legal_actions(state, 1) == []  # not this seat's move
    assert GAME.legal_actions(CountState(total=GAME_END), 0) == [Action("stop")]


def test_a_kind_listed_under_another_kind_is_not_asked_for_options() -> None:
    """`no_options` marks a kind whose actions another move lists: the phase skips it when it
    lists, and the kind is still declared (refused or carried out as itself)."""
    stop = GAME._counting.moves["stop"]
    phase = Phase("both", {"add": GAME._counting.moves["add"], "stop": Move(no_options, stop.effect), "flip": stop})
    assert phase.more_options == (stop.options,)
    assert no_options(CountState(), 0) == []
    assert set(phase.moves) == {"add", "stop", "flip"}


def test_the_legal_list_is_kept_until_the_state_changes() -> None:
    state = CountState()
    first = GAME.legal_actions(state, 0)
    assert GAME.legal_actions(state, 0) is first
    GAME.apply(state, 0, first[0])
    assert GAME.legal_actions(state, 1) is not first
    assert state.version == 1


def test_apply_carries_out_the_move_s_effect() -> None:
    state = CountState()
    _, events = GAME.apply(state, 0, Action("add", (), 2))
    assert (state.total, state.turn) == (2, 1)
    assert [e.kind for e in events] == ["added"]


@pytest.mark.parametrize(
    ("state", "seat", "action", "reason"),
    [
        (CountState(stopped=True), 0, Action("add", (), 1), "The match is over."),
        (CountState(), 1, Action("add", (), 1), "It is not your move now."),
        (CountState(), 0, Action("flip"), "Add one or two, or stop."),  # a kind the phase lacks
        (CountState(total=GAME_END), 0, Action("add", (), 1), "The total is 7: stop."),  # made from the state
        (CountState(), 0, Action("add", (), 3), "Add one or two."),  # the move's own refusal
        (CountState(), 0, Action("stop"), "Stop only once the total reaches the goal."),  # not among its options
    ],
)
def test_a_refused_move_gives_its_reason_and_changes_nothing(
    state: CountState, seat: int, action: Action, reason: str
) -> None:
    before = (GAME.state_to_json(state), state.version)
    with pytest.raises(IllegalAction) as refusal:
        GAME.apply(state, seat, action)
    assert refusal.value.reason == reason
    assert (GAME.state_to_json(state), state.version) == before


def test_the_schema_still_refuses_what_the_moves_do_not_look_at() -> None:
    state = CountState()
    with pytest.raises(IllegalAction, match="There is no card 0"):  # the add's refusal reads only its arg
        GAME.apply(state, 0, Action("add", (0,), 1))
    assert (state.total, state.version) == (0, 0)


def test_the_host_gate_takes_the_derived_list_and_reasons() -> None:
    state = CountState()
    assert admit(GAME, state, 0, Action("add", (), 1), players=2) == Action("add", (), 1)
    with pytest.raises(IllegalAction, match="Add one or two"):
        admit(GAME, state, 0, Action("add", (), 5), players=2)


def test_a_phase_without_moves_is_refused_at_once() -> None:
    with pytest.raises(ValueError, match="declares no moves"):
        Phase("empty", {})


def test_a_move_without_its_own_refusal_takes_an_equal_copy() -> None:
    """A copy the game declares equal to a listed move (canonical_action) is taken."""

    class Loose(Count):
        def canonical_action(self, state: CountState, seat: int, action: Action) -> Any:
            return action.kind  # every stop is the same stop

    loose = Loose()
    copy_of_stop = Action("stop", (), 1)
    assert loose.refusal(CountState(total=GOAL), 0, copy_of_stop) is None
    assert GAME.refusal(CountState(total=GOAL), 0, copy_of_stop) == "Stop only once the total reaches the goal."
    assert loose.refusal(CountState(), 0, Action("stop")) == "Stop only once the total reaches the goal."
    assert Move(loose._stop_options, loose._stop).unlisted == NOT_AMONG_OPTIONS


@pytest.mark.parametrize("game_id", sorted(_REGISTRY))
def test_every_game_keeps_no_ladder_of_its_own(game_id: str) -> None:
    """Legality has one source: the phases. A converted game lists, checks and applies only
    through them (its own _legal may only be a faster form of the same declaration)."""
    from shikitable.games import GAMES

    game = GAMES[game_id]
    assert isinstance(game, MovesGame)
    own = vars(type(game))
    assert not {"_check", "_admit", "apply", "legal_actions", "_legal"} & set(own)
    assert own["phase"] is not MovesGame.phase
