"""A replay cursor: a stored match, watched move by move, forwards and backwards.

The match is replayed once on opening, keeping every action's events, where each season
starts, and a copy of the state every CHECKPOINT moves; going back or jumping replays at most
CHECKPOINT moves from the nearest copy, so it is quick however long the match."""

from __future__ import annotations

from typing import Any

from shikitable.core.errors import IllegalAction
from shikitable.core.events import Event
from shikitable.games import get_game
from shikitable.session.gate import admit, apply_admitted
from shikitable.session.saves import BadSave, SaveData

CHECKPOINT = 48


class ReplayCursor:
    def __init__(self, save: SaveData) -> None:
        try:
            self.game = get_game(save.game)
        except KeyError as error:
            raise BadSave(str(error.args[0])) from None
        self.save = save
        self.actions = list(save.actions)
        try:
            state = self.game.setup(save.players, save.options, save.seed, save.decks)
        except ValueError as error:
            raise BadSave(f"broken match: {error}") from None
        self.checkpoints: list[Any] = [self.game.clone(state)]
        self.events: list[list[Event]] = []  # what each action did
        self.season_starts: list[int] = [0]  # the position at which each season is dealt
        for index, (seat, action) in enumerate(self.actions):
            try:  # the host's gate: only a move listed at its point replays
                self.actions[index] = (seat, admit(self.game, state, seat, action, save.players))
                events = apply_admitted(self.game, state, seat, self.actions[index][1], save.seed)
            except IllegalAction as error:
                raise BadSave(f"broken match: action {index + 1} ({action}) is not legal: {error.reason}") from None
            self.events.append(events)
            kinds = {e.kind for e in events}
            if "season_end" in kinds and "match_end" not in kinds:
                self.season_starts.append(index + 1)
            if (index + 1) % CHECKPOINT == 0:
                self.checkpoints.append(self.game.clone(state))
        self.final = state
        self.position = len(self.actions)
        self.state = state

    @property
    def length(self) -> int:
        return len(self.actions)

    @property
    def finished(self) -> bool:
        return self.game.is_over(self.final)

    def seek(self, position: int) -> None:
        """Go to the table as it was after `position` moves."""
        position = max(0, min(self.length, position))
        base = position // CHECKPOINT
        state = self.game.clone(self.checkpoints[base])
        for seat, action in self.actions[base * CHECKPOINT : position]:
            self.game.apply(state, seat, action)
        self.state, self.position = state, position

    def forward(self) -> list[Event]:
        """One move on; returns what it did (nothing at the end)."""
        if self.position >= self.length:
            return []
        seat, action = self.actions[self.position]
        _, events = self.game.apply(self.state, seat, action)
        self.position += 1
        return events

    def season_of(self, position: int) -> int:
        """The 1-based season being played at `position`."""
        return sum(1 for start in self.season_starts if start <= position)

    def observation(self, seat: int | None) -> dict[str, Any]:
        return self.game.observation(self.state, seat)
