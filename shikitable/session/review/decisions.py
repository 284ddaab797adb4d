"""The decisions to review: for each move of a reviewed seat that had a choice, what the seat
could see (its observation, never the others' hands), its legal moves and the move it made."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from shikitable.core.actions import Action
from shikitable.core.errors import IllegalAction
from shikitable.games import get_game
from shikitable.session.gate import admit, apply_admitted
from shikitable.session.saves import BadSave, SaveData


@dataclass(frozen=True)
class Decision:
    """One choice of one seat. `position`: how many moves of the match were made before it
    (the replay window's position); `hand`: the 1-based deal (season, hand) it was made in."""

    position: int
    seat: int
    hand: int
    observation: dict[str, Any]
    legal: tuple[Action, ...]
    played: Action


def human_seats(save: SaveData) -> list[int]:
    """The seats a player sat at (every seat when the save does not say)."""
    if not save.seat_kinds:
        return list(range(save.players))
    return [seat for seat, kind in enumerate(save.seat_kinds) if kind == "human"]


def decisions_from_save(save: SaveData, seats: Iterable[int]) -> list[Decision]:
    """Replay the match through the host's gate and keep every decision of `seats` that had
    more than one legal move; BadSave when the match does not replay."""
    try:
        game = get_game(save.game)
    except KeyError as error:
        raise BadSave(str(error.args[0])) from None
    wanted = set(seats)
    try:
        state = game.setup(save.players, save.options, save.seed, save.decks)
    except ValueError as error:
        raise BadSave(f"broken match: {error}") from None
    found: list[Decision] = []
    hand = 1
    for index, (seat, action) in enumerate(save.actions):
        try:
            admitted = admit(game, state, seat, action, save.players)
        except IllegalAction as error:
            raise BadSave(f"broken match: action {index + 1} ({action}) is not legal: {error.reason}") from None
        if seat in wanted:
            legal = game.legal_actions(state, seat)
            if len(legal) > 1:
                played = next((a for a in legal if a == admitted), None)
                if played is None:  # a copy the rules take as one of the listed moves
                    form = game.canonical_action(state, seat, admitted)
                    played = next((a for a in legal if game.canonical_action(state, seat, a) == form), admitted)
                found.append(Decision(index, seat, hand, game.observation(state, seat), tuple(legal), played))
        try:
            events = apply_admitted(game, state, seat, admitted, save.seed)
        except IllegalAction as error:  # EngineFault included: a game that fails on a listed move
            raise BadSave(f"broken match: action {index + 1} ({action}) could not be replayed: {error}") from None
        hand += sum(1 for e in events if e.kind == "season_end")
    return found
