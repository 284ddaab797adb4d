"""The one gate every move passes before it reaches a game: a live move, a save replayed, a
stored match resumed, an undo, a move from the network. A move is taken only if it is one of
the seat's listed legal moves (or a copy the game declares equal to one); then it applies in
full or, should the game fail on it, not at all.

This is the one place a move is checked on its way in: `admit` checks it, `apply_admitted`
hands it to the game's `apply_admitted`, which trusts it (core/moves.py keeps only cheap
guards of its own state there) instead of checking it a second time."""

from __future__ import annotations

import logging
from typing import Any, cast

from shikitable.core.actions import Action, check_action_shape, check_against_schema, check_card_ids
from shikitable.core.errors import EngineFault, IllegalAction
from shikitable.core.events import Event
from shikitable.core.game import Game

log = logging.getLogger(__name__)

MOVES_NAMED = 8  # a refusal lists this many of the moves the seat has, then "..."


def admit(game: Game[Any], state: Any, seat: object, action: object, players: int = 64) -> Action:
    """`action` as it will be applied (its cards sorted) if `seat` may make it now, else
    IllegalAction with the reason. Changes nothing, whatever `seat` and `action` are."""
    check_action_shape(seat, action)
    seat, action = cast(int, seat), cast(Action, action)  # what check_action_shape has just made sure of
    waiting = game.to_act(state)
    if not waiting:
        raise IllegalAction("The match is over.")
    if seat not in waiting:
        seated = 0 <= seat < players
        raise IllegalAction("It is not your move now." if seated else "There is no such seat at this table.")
    legal = game.legal_actions(state, seat)
    if action in legal:  # the usual case: the very move the table or a bot picked from the list
        return action
    schema = game.action_schema
    if schema is not None:
        check_card_ids(action, schema)  # before anything looks a card up
    if list(action.cards) != sorted(action.cards):
        action = Action(action.kind, tuple(sorted(action.cards)), action.arg)
        if action in legal:
            return action
    form = game.canonical_action(state, seat, action)
    if form is not None and any(game.canonical_action(state, seat, offered) == form for offered in legal):
        return action
    raise IllegalAction(_why_not(game, state, seat, action, legal))


def _why_not(game: Game[Any], state: Any, seat: int, action: Action, legal: list[Action]) -> str:
    """The reason for a refusal: the game's own words if it has some (it is asked on a copy of
    the table), else what the schema says, else the moves the seat has."""
    try:
        game.apply(game.clone(state), seat, action)
    except IllegalAction as refusal:
        return refusal.reason
    except Exception:  # noqa: BLE001  the game found no words for it: the reasons below do
        log.debug("%s has no reason for refusing %s", game.id, action, exc_info=True)
    if game.action_schema is not None:
        try:
            check_against_schema(action, game.action_schema)
        except IllegalAction as refusal:
            return refusal.reason
    names = ", ".join(str(a) for a in legal[:MOVES_NAMED]) + (", ..." if len(legal) > MOVES_NAMED else "")
    return f"{_move_text(action)} is not one of your moves now (you may: {names or 'nothing'})."


def _move_text(action: Action) -> str:
    """A move for a refusal's text, cut short: a hostile one may hold a number too long to print."""
    try:
        text = str(action)
    except ValueError:
        return f"{action.kind[:40]}:..."
    return text if len(text) <= 80 else text[:77] + "..."


def apply_admitted(game: Game[Any], state: Any, seat: int, action: Action, seed: int) -> list[Event]:
    """Apply a move `admit` passed and return its events. Should the game raise anyway, a
    refusal stays IllegalAction and any other failure (a bug in the game) becomes EngineFault,
    written to the log with the move and the seed; either way `state` may then be half changed,
    so the caller puts back its copy (the host) or drops the state (a replay)."""
    try:
        _, events = game.apply_admitted(state, seat, action)
    except IllegalAction:
        raise
    except Exception as error:  # a bug in a game: keep the details for a report, refuse the move
        log.exception("%s failed on seat %d's move %s (seed %d)", game.id, seat, action, seed)
        raise EngineFault(
            f"The game could not carry out {action} ({type(error).__name__}); "
            "the table is as it was before that move."
        ) from None
    return events
