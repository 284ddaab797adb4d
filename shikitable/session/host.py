"""The match host: seats, the action log, a state version; hands each seat only its own
observation and the events it may see. No Qt here: the UI adapter wraps this object."""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, cast

from shikitable.core.actions import Action
from shikitable.core.errors import BadOption, IllegalAction
from shikitable.core.events import Event
from shikitable.core.game import Game, GameResult
from shikitable.games import get_game
from shikitable.session.gate import admit, apply_admitted
from shikitable.session.locks import FileLock
from shikitable.session.saves import BadSave, SaveData
from shikitable.session.store import MatchStore, StoreError

log = logging.getLogger(__name__)


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
        # autosave: the store and this match's id there; a failed write stops it and is reported
        self.store: MatchStore | None = None
        self.store_id: int | None = None
        self.claim: FileLock | None = None  # this host alone plays store_id (see MatchStore.claim)
        self.autosave_problem: str | None = None
        self.on_autosave_problem: Callable[[str], None] | None = None  # called with the error text

    # --- acting ---------------------------------------------------------------------------

    def to_act(self) -> tuple[int, ...]:
        return self.game.to_act(self.state)

    def legal_actions(self, seat: int) -> list[Action]:
        return self.game.legal_actions(self.state, seat)

    def submit(self, seat: object, action: object) -> list[Event]:
        """Apply a move if it is one of `seat`'s listed legal moves; any other input, of any type,
        is refused with IllegalAction (and the reason) and leaves everything as it was. Should
        the game fail on a listed move, the table goes back to before it and the refusal is an
        EngineFault."""
        return self._take(seat, action, keep_copy=True)

    def submit_replaying_on_fault(self, seat: object, action: object) -> list[Event]:
        """As submit, without a copy of the state before the move: should the game fail on a
        listed move, the match is rebuilt by replaying its log instead. For the network server,
        where copying a riichi state before every move was half of its CPU a move; a fault is
        rare (a bug in a game), and then slow to undo, but undone all the same."""
        return self._take(seat, action, keep_copy=False, replay_on_fault=True)

    def _take(self, seat: object, action: object, *, keep_copy: bool, replay_on_fault: bool = False) -> list[Event]:
        chosen = admit(self.game, self.state, seat, action, self.players)
        taker = cast(int, seat)  # admit has checked it
        before = self.game.clone(self.state) if keep_copy else None
        try:
            events = apply_admitted(self.game, self.state, taker, chosen, self.seed)
        except IllegalAction:
            if before is not None:
                self.state = before  # the game refused after all: whatever it touched is undone
            elif replay_on_fault:
                self.state = MatchHost.from_save(self.save_data()).state  # the log holds every move but this one
            raise
        self.log.append((taker, chosen))
        self.version += 1
        self.history.extend(events)
        if self.store is not None:
            self._autosave(taker, chosen)
        return events

    def last_decision_of(self, seat: int) -> int | None:
        """Where undo takes `seat` back to: the index of its latest action in the log."""
        for index in range(len(self.log) - 1, -1, -1):
            if self.log[index][0] == seat:
                return index
        return None

    # --- autosave ---------------------------------------------------------------------------

    def keep_in(self, store: MatchStore, match_id: int | None = None) -> int:
        """Autosave every move from now on. A new match (match_id None) is written with its log
        so far; a match resumed from the store goes on under its own id."""
        if match_id is None:
            result = self.result()
            match_id = store.begin_match(self.save_data(), result.to_json() if result else None)
        claim = store.claim(match_id)  # MatchInUse, before anything changes, if open elsewhere
        self.release_claim()
        self.store, self.store_id, self.claim = store, match_id, claim
        return match_id

    def release_claim(self) -> None:
        """This host no longer plays its stored match (its window closed or moved on): another
        window may open it now."""
        claim, self.claim = self.claim, None
        if claim is not None:
            claim.release(remove=True)

    def _autosave(self, seat: int, action: Action) -> None:
        assert self.store is not None and self.store_id is not None
        result = self.result()
        try:
            self.store.record_action(
                self.store_id, len(self.log) - 1, seat, action, result.to_json() if result else None
            )
        except (sqlite3.Error, OSError) as error:
            # a gap in the stored log would make it unplayable: stop here and say so
            self.store = None
            self.autosave_problem = f"Autosave stopped ({error}); use Save match… to keep this match."
            log.error("%s", self.autosave_problem)
            if self.on_autosave_problem is not None:
                self.on_autosave_problem(str(error))

    @staticmethod
    def resume(store: MatchStore, match_id: int) -> MatchHost:
        """An unfinished (or finished) match from the store, rebuilt from its log, autosaving on."""
        try:
            host = MatchHost.from_save(store.load(match_id))
        except BadSave as error:
            raise StoreError(f"match {match_id} cannot be rebuilt: {error}") from None
        host.keep_in(store, match_id)
        return host

    def take_back(self, keep: int) -> MatchHost:
        """Undo: the match rebuilt from its first `keep` actions (exact, since it is replayed),
        with the stored log cut to match and the record noting that undo was used."""
        save = self.save_data()
        save.actions = save.actions[:keep]
        host = MatchHost.from_save(save, self.seats)
        host.on_autosave_problem = self.on_autosave_problem
        if self.store is not None and self.store_id is not None:
            self.store.truncate(self.store_id, keep)
            # the rebuilt match takes over this one's claim: still one window on it
            host.store, host.store_id, host.claim = self.store, self.store_id, self.claim
            self.claim = None
        return host

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
                # no copy per move: a log that fails is refused as a whole and this host dropped
                host._take(seat, action, keep_copy=False)
            except IllegalAction as error:
                raise BadSave(f"broken save: action {index + 1} ({action}) is not legal: {error.reason}") from None
        return host
