"""Moves declared per phase: the one source of a game's legality.

A game says, for the phase a seat is in, which kinds of move it has; each `Move` knows its
legal options, why an action of its kind is refused, and what it does. `MovesGame` derives
`legal_actions` (the options of the phase's moves in declaration order, cached per state
version), the check of an unlisted action and `apply` from that declaration, so a rule is
written once and the list, the check and the effect cannot drift apart.

A refusal is asked in this order: the game's own first words (`refuse_first`: the match is
over, not your turn, cards not held), then the phase (a kind it does not have), then the move.
An action that is listed, or (a move with no refusal of its own) a copy the game declares equal
to a listed one (`canonical_action`), is taken.

Two ways in: `apply` checks the action as above (for callers that pick or build actions
themselves: bots' playouts, tools, tests); `apply_admitted` is for an action the session's gate
(session/gate.py) has already admitted, so a move from a player is checked once, at the gate,
and the engine keeps only the guards that protect its own state."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar

from shikitable.core.actions import Action, check_action_shape, check_against_schema, check_card_ids
from shikitable.core.errors import IllegalAction
from shikitable.core.events import Event
from shikitable.core.game import Game

NOT_AMONG_OPTIONS = "That is not one of your moves now."


class Versioned(Protocol):
    """What the derived check needs of a state: a version that changes with every move, and a
    place to keep the legal list of (version, seat)."""

    version: int
    legal_cache: tuple[int, int, list[Action]] | None


S = TypeVar("S", bound=Versioned)
Options = Callable[[S, int], list[Action]]
Refusal = Callable[[S, int, Action], "str | None"]
Effect = Callable[[S, int, Action], list[Event]]


def no_options(state: object, seat: int) -> list[Action]:
    """The options of a kind whose moves another kind's option function lists (or that a phase
    never lists): none. A phase does not call it when it builds the legal list."""
    return []


def collect(step: Callable[..., None], read: Callable[[Action], Any] | None = None) -> Effect[Any]:
    """A move's effect from a step that adds its events to a list it is given: the step is
    called with the state, the seat, what `read` takes from the action (say, `first_card`; no
    such argument without one), and the list, which the effect returns."""
    if read is None:  # two closures, not one that builds an argument list: most moves run here

        def effect(state: Any, seat: int, action: Action) -> list[Event]:
            events: list[Event] = []
            step(state, seat, events)
            return events

        return effect

    def effect_reading(state: Any, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        step(state, seat, read(action), events)
        return events

    return effect_reading


def in_order(*refusals: Refusal[S]) -> Refusal[S]:
    """One refusal from several asked in turn (say, the cards first, then the move's own
    rule): the first reason any of them gives, or None when none refuses."""

    def refusal(state: S, seat: int, action: Action) -> str | None:
        for ask in refusals:
            reason = ask(state, seat, action)
            if reason is not None:
                return reason
        return None

    return refusal


def whole_action(action: Action) -> Action:
    return action


def the_cards(action: Action) -> tuple[int, ...]:
    return action.cards


def first_card(action: Action) -> int:
    return action.cards[0]


@dataclass(frozen=True)
class Move(Generic[S]):
    """One kind of move in a phase. `options` lists what the seat may do (copies of a card
    listed once), in a new list each time (the legal list is built by extending it);
    `refusal` says why an action of this kind is not allowed, or None when it is (without
    one, an action is allowed when it or an equal copy is among the options, else refused
    with `unlisted`); `effect` carries out an allowed action and returns its events."""

    options: Options[S]
    effect: Effect[S]
    refusal: Refusal[S] | None = None
    unlisted: str = NOT_AMONG_OPTIONS


@dataclass(frozen=True)
class Phase(Generic[S]):
    """The moves a seat has in one phase, by kind, in the order their options are listed, and
    the reason given for a kind the phase does not have (a text, or made from the action)."""

    name: str
    moves: Mapping[str, Move[S]]
    other: str | Callable[[S, int, Action], str] = NOT_AMONG_OPTIONS

    # kept for speed, as every legal list and every move asks: the first move's option
    # function, the others' in listing order (less those that are `no_options`), and each
    # kind's effect
    first_options: Options[S] = field(init=False, repr=False, compare=False)
    more_options: tuple[Options[S], ...] = field(init=False, repr=False, compare=False)
    effects: dict[str, Effect[S]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self.moves:
            raise ValueError(f"phase {self.name} declares no moves")
        first, *more = (move.options for move in self.moves.values())
        object.__setattr__(self, "first_options", first)
        object.__setattr__(self, "more_options", tuple(options for options in more if options is not no_options))
        object.__setattr__(self, "effects", {kind: move.effect for kind, move in self.moves.items()})

    def other_reason(self, state: S, seat: int, action: Action) -> str:
        return self.other if isinstance(self.other, str) else self.other(state, seat, action)


class MovesGame(Game[S]):
    """A game whose legality comes from `phase`. Subclasses declare their phases (usually once,
    with their own methods as options, refusals and effects) and say which one a seat is in."""

    def phase(self, state: S, seat: int) -> Phase[S]:
        """The phase `seat` is in; asked only while the seat is among those to act."""
        raise NotImplementedError(f"{type(self).__name__} declares no phases")

    def may_act(self, state: S, seat: int) -> bool:
        """Whether `seat` is among those to act; the legal list asks it every time, so a game may
        answer without building `to_act`'s tuple (the answer must be the same)."""
        return seat in self.to_act(state)

    def refuse_first(self, state: S, seat: int, action: Action) -> str | None:
        """The reasons that come before any phase's (over, not your turn, cards not held)."""
        if not self.to_act(state):
            return "The match is over."
        if seat not in self.to_act(state):
            return "It is not your move now."
        return None

    # --- derived: the list, the check, the effect ----------------------------------------

    def legal_actions(self, state: S, seat: int) -> list[Action]:
        cache = state.legal_cache
        if cache is not None and cache[0] == state.version and cache[1] == seat:
            return cache[2]
        actions = self._legal(state, seat)
        state.legal_cache = (state.version, seat, actions)
        return actions

    def _legal(self, state: S, seat: int) -> list[Action]:
        if not self.may_act(state, seat):
            return []
        phase = self.phase(state, seat)
        found = phase.first_options(state, seat)  # a fresh list from each move: extended in place
        for options in phase.more_options:
            found += options(state, seat)
        return found

    def refusal(self, state: S, seat: int, action: Action) -> str | None:
        """Why `seat` may not make `action` now, or None if it may. Changes nothing."""
        reason = self.refuse_first(state, seat, action)
        if reason is not None:
            return reason
        phase = self.phase(state, seat)
        move = phase.moves.get(action.kind)
        if move is None:
            return phase.other_reason(state, seat, action)
        if move.refusal is not None:
            return move.refusal(state, seat, action)
        if self._listed(state, seat, action, move.options(state, seat)):
            return None
        return move.unlisted

    def _listed(self, state: S, seat: int, action: Action, options: list[Action]) -> bool:
        if action in options:
            return True
        form = self.canonical_action(state, seat, action)
        return form is not None and any(self.canonical_action(state, seat, o) == form for o in options)

    def _check(self, state: S, seat: int, action: Action) -> None:
        reason = self.refusal(state, seat, action)
        if reason is not None:
            raise IllegalAction(reason)

    def _admit(self, state: S, seat: int, action: Action) -> None:
        """Check an action before anything changes, then start a new state version. A listed
        action is known good; any other (say, another copy of a listed card) is checked in full."""
        check_action_shape(seat, action)
        cache = state.legal_cache
        # `in` on the list finds the very object the caller picked at once (identity first); one
        # search of a short list costs less than hashing every listed action into a set
        if not (cache is not None and cache[0] == state.version and cache[1] == seat and action in cache[2]):
            if self.action_schema is not None:  # ids the game's own check may look up
                check_card_ids(action, self.action_schema)
            self._check(state, seat, action)  # the game's reasons first: they say more
            if self.action_schema is not None:  # then cards or an arg on a move that takes none
                check_against_schema(action, self.action_schema)
        state.version += 1
        state.legal_cache = None

    def apply(self, state: S, seat: int, action: Action) -> tuple[S, list[Event]]:
        self._admit(state, seat, action)  # the phase is read after: admitting changes only the version
        return state, self.phase(state, seat).effects[action.kind](state, seat, action)

    def apply_admitted(self, state: S, seat: int, action: Action) -> tuple[S, list[Event]]:
        """Carry out an action the gate admitted (listed, or a copy equal to a listed one), with
        no second check. What stays, before anything changes, is cheap and guards the state: a
        phase is only asked of a seat that is to act, and a kind the phase lacks has no effect."""
        if not self.may_act(state, seat):
            raise IllegalAction("It is not your move now.")
        effect = self.phase(state, seat).effects.get(action.kind)
        if effect is None:
            raise IllegalAction(NOT_AMONG_OPTIONS)
        state.version += 1
        state.legal_cache = None
        return state, effect(state, seat, action)
