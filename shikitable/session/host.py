"""The match host: seats, the action log, a state version; hands each seat only its own
observation and the events it may see. No Qt here: the UI adapter wraps this object."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from shikitable.core.actions import Action, check_action_shape
from shikitable.core.errors import BadOption, IllegalAction
from shikitable.core.events import Event
from shikitable.core.game import Game, GameResult
from shikitable.games import get_game
from shikitable.session.saves import BadSave, SaveData


@dataclass
class Seat:
    name: str
    kind: str = "human"  # "human" or a bot name ("random", "heuristic")


class MatchHost:
    def __init__(
        self,
        game: Game,
        players: int,
        seed: int,
        options: Mapping[str, Any] | None = None,
        seats: Sequence[Seat] | None = None,
        decks: Sequence[Sequence[int]] | None = None,
    ) -> None:
        self.game = game
        self.players = players
        self.seed = seed
        self.decks = [list(d) for d in decks] if decks else None
        self.state = game.setup(players, options, seed, decks)
        self.options: dict[str, Any] = dict(self.state.options)
        self.seats = list(seats) if seats else [Seat(f"Player {i + 1}", "human") for i in range(players)]
        self.log: list[tuple[int, Action]] = []
        self.version = 0
        self.history: list[Event] = []  # every event, unfiltered; seats read it through `events_for`

    # --- acting ---------------------------------------------------------------------------

    def to_act(self) -> tuple[int, ...]:
        return self.game.to_act(self.state)

    def legal_actions(self, seat: int) -> list[Action]:
        return self.game.legal_actions(self.state, seat)

    def submit(self, seat: int, action: Action) -> list[Event]:
        """Apply an action; IllegalAction (with the reason) leaves everything as it was."""
        check_action_shape(seat, action)
        _, events = self.game.apply(self.state, seat, action)
        self.log.append((seat, action))
        self.version += 1
        self.history.extend(events)
        return events

    # --- what a seat sees -----------------------------------------------------------------

    def observation(self, seat: int | None) -> dict[str, Any]:
        return self.game.observation(self.state, seat)

    def events_for(self, seat: int | None, events: Sequence[Event] | None = None) -> list[dict[str, Any]]:
        return [e.view_for(seat) for e in (self.history if events is None else events)]

    def result(self) -> GameResult | None:
        return self.game.result(self.state)

    @property
    def over(self) -> bool:
        return not self.to_act()

    # --- saving and replaying --------------------------------------------------------------

    def save_data(self) -> SaveData:
        return SaveData(
            game=self.game.id,
            players=self.players,
            seed=self.seed,
            options=dict(self.options),
            actions=list(self.log),
            decks=self.decks,
            seat_names=[s.name for s in self.seats],
            seat_kinds=[s.kind for s in self.seats],
        )

    @staticmethod
    def from_save(save: SaveData, seats: Sequence[Seat] | None = None) -> MatchHost:
        """Rebuild a match by replaying its log; a log the rules refuse is reported as a bad save."""
        try:
            game = get_game(save.game)
        except KeyError as error:
            raise BadSave(str(error.args[0])) from None
        if not game.min_players <= save.players <= game.max_players:
            raise BadSave(f"{game.name_en} cannot be played by {save.players} players")
        try:
            host = MatchHost(game, save.players, save.seed, save.options, seats, save.decks)
        except (BadOption, ValueError) as error:
            raise BadSave(f"broken save: {error}") from None
        if seats is None and save.seat_names and len(save.seat_names) == save.players:
            kinds = save.seat_kinds if save.seat_kinds and len(save.seat_kinds) == save.players else None
            host.seats = [Seat(name, kinds[i] if kinds else "human") for i, name in enumerate(save.seat_names)]
        for index, (seat, action) in enumerate(save.actions):
            try:
                host.submit(seat, action)
            except IllegalAction as error:
                raise BadSave(f"broken save: action {index + 1} ({action}) is not legal: {error.reason}") from None
        return host
