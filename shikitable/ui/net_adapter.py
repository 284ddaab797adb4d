"""The adapter of a network match: the table binds to it exactly as to the local MatchAdapter
(same signals, same calls), but the match lives on a server. Snapshots come in (the seat's
observation, the events it may see, its legal moves); a move goes out; the server's refusal is
shown as the table shows any refused move. Bots think on the server, so there is nothing to
hurry here. No game needs code for it: everything is the engine's own observation and events.

The connection (net_session.RemoteSeat) calls `receive_*`; this object never touches a socket."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from shikitable.core.actions import Action
from shikitable.core.game import Game
from shikitable.session.host import Seat
from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)
from shikitable.ui.adapter import MatchAdapter


@dataclass
class Snapshot:
    """What the server sent one seat at one moment."""

    version: int
    observation: dict[str, Any]
    events: list[dict[str, Any]]
    legal: list[Action]
    over: bool = False


@dataclass
class _Record:
    """A season record as GameResult.seasons holds it (the window's match summary reads to_json)."""

    data: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        return dict(self.data)


@dataclass
class RemoteResult:
    points: list[int]
    seasons: list[_Record] = field(default_factory=list)


class RemoteMatch:
    """The part of MatchHost the window and the keeper read, for a match that lives on a server:
    the game, the seats, whether it is over and its seasons. It has no log and no store (the
    server autosaves), so the keeper offers neither undo nor "leave without saving"."""

    def __init__(self, game: Game, names: list[str], kinds: list[str], options: dict[str, Any]) -> None:
        self.game = game
        self.players = len(names)
        self.seed = 0
        self.seats = [Seat(name, kind) for name, kind in zip(names, kinds, strict=True)]
        self.options = dict(options)
        self.log: list[tuple[int, Action]] = []
        self.store = None
        self.history: list[Any] = []
        self.over = False
        self.records: list[dict[str, Any]] = []
        self.scores: list[int] = [0] * self.players

    def result(self) -> RemoteResult | None:
        if not self.records:
            return None
        return RemoteResult(list(self.scores), [_Record(r) for r in self.records])


class RemoteAdapter(MatchAdapter):
    """Feeds the table from a server. It shares MatchAdapter's signals and the calls the table
    and the window make, but none of its state: MatchAdapter.__init__ is not run, since there is
    no local MatchHost and no bot here."""

    presence_changed = Signal(list)  # per seat: True connected, False away, None bot/empty
    chat_received = Signal(str, str)  # who, plain text
    link_changed = Signal(str)  # "connected", "reconnecting", "lost"
    waiting_for = Signal(str)  # the names of the players the table waits on to reconnect ("" none)

    def __init__(self, match: RemoteMatch, seat: int | None, parent: QObject | None = None) -> None:
        QObject.__init__(self, parent)
        self.match = match
        self.seat = seat  # the seat this client plays (None: a spectator)
        self.humans = [seat] if seat is not None else []
        self.bots = {}
        self.viewer = seat
        self.home = seat if seat is not None else 0
        self.prompted: int | None = None
        self.auto_policy: Callable[[list[Action]], Action | None] | None = None
        self.paused = False
        self.holding = False
        self.closed = False
        self.moves = 0
        self.bot_delay_ms = 0
        self.bot_time_limit_s = 0.0
        self.version = -1
        self.legal: list[Action] = []
        self.sent: Action | None = None  # the move on its way to the server
        self.presence: list[bool | None] = [None] * match.players
        self.allow_hints = False  # the host's option: hints and undo in a network match
        self.send_action: Callable[[Action, int], None] | None = None  # set by the connection
        self.send_chat: Callable[[str], None] | None = None
        self.on_close: Callable[[], None] | None = None
        self._started = False
        self._pending: list[tuple[Snapshot, bool]] = []  # snapshots that came before start()

    # --- life cycle -----------------------------------------------------------------------

    def start(self, replay_history: bool = True) -> None:
        self._started = True
        pending, self._pending = self._pending, []
        for snapshot, opening in pending:
            self.receive_snapshot(snapshot, opening)

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        self.paused = True
        if self.on_close is not None:
            self.on_close()

    def pause(self) -> None:
        self.paused = True

    def resume(self) -> None:
        if self.closed or not self.paused:
            return
        self.paused = False
        if not self.holding:
            self.advance()

    def hold(self, on: bool) -> None:
        if on == self.holding:
            return
        self.holding = on
        if not on and not self.closed and not self.paused:
            self.advance()

    def hide_hands(self) -> None:
        """One player per client: nobody else looks at this screen, so nothing to hide."""

    def set_bot_delay(self, delay_ms: int) -> None:
        """The server's bots keep the pace the host chose."""

    def hurry(self) -> bool:
        return False

    def thinking(self) -> bool:
        return False

    def reveal(self, seat: int) -> None:
        """No curtain in a network match: each player has a screen of their own."""

    # --- from the server ------------------------------------------------------------------

    def receive_snapshot(self, snapshot: Snapshot, opening: bool = False) -> None:
        """A new view of the table. The `opening` view (on joining, or on coming back after the
        table was closed) is shown as it stands, as a match resumed from the store is: the
        seasons already played are noted for the match summary but not announced again."""
        if self.closed:
            return
        if not self._started:
            self._pending.append((snapshot, opening))
            return
        if snapshot.version < self.version:
            return  # an old view overtaken by a newer one
        self.version = snapshot.version
        # another seat's move that leaves this player's choice as it was (a claim still open)
        # keeps the prompt, and the cards the player has picked, as they are
        keep = not opening and self.prompted is not None and list(snapshot.legal) == self.legal
        self.legal = list(snapshot.legal)
        self.sent = None
        if not keep:
            self.prompted = None
            self.prompt_cleared.emit()
        obs = snapshot.observation
        if opening:
            self._note_seasons(snapshot.events, announce=False)
            shown: list[dict[str, Any]] = [
                {"kind": "season_start", **{k: obs[k] for k in ("season", "dealer", "multiplier") if k in obs}}
            ]
        else:
            shown = list(snapshot.events)
        self.events_ready.emit(self.viewer, shown)
        self.observation_ready.emit(self.viewer, dict(obs))
        if not opening:
            self._note_seasons(snapshot.events, announce=True)
        if snapshot.over or obs.get("phase") == "over":
            self.match.over = True
        scores = obs.get("scores")
        if isinstance(scores, list) and all(isinstance(s, int) for s in scores):
            self.match.scores = list(scores)
        self.moves += 1
        self.advance()

    def _note_seasons(self, events: list[dict[str, Any]], announce: bool) -> None:
        kinds = [e.get("kind") for e in events]
        for event in events:
            if event.get("kind") != "season_end":
                continue
            record = dict(event.get("record") or {})
            self.match.records.append(record)
            over = "match_end" in kinds
            self.match.over = self.match.over or over
            if announce:
                self.season_over.emit(record, list(event.get("scores") or []), over)

    def receive_refusal(self, reason: str, quiet: bool = False) -> None:
        """The server refused our move: say why, and offer the choice again. A `quiet` refusal
        (the table had moved on: the fresh choice is already shown) is not worth a word."""
        if self.closed:
            return
        self.sent = None
        if self.seat is not None and not quiet:
            self.illegal.emit(self.seat, reason)
        self.prompted = None
        self.advance()

    def receive_presence(self, presence: list[bool | None], names: list[str] | None = None) -> None:
        """Who is connected (None: a bot or a seat nobody has taken) and the players' names as
        they gave them on joining."""
        for seat, name in enumerate((names or [])[: self.match.players]):
            if name:
                self.match.seats[seat].name = name
        self.presence = list(presence)[: self.match.players]
        self.presence += [None] * (self.match.players - len(self.presence))
        self.presence_changed.emit(list(self.presence))
        away = [self.match.seats[s].name for s, on in enumerate(self.presence) if on is False and s != self.seat]
        self.waiting_for.emit(", ".join(away))

    def receive_chat(self, who: str, text: str) -> None:
        self.chat_received.emit(who, text)

    def receive_link(self, state: str) -> None:
        self.link_changed.emit(state)

    # --- the player's moves ---------------------------------------------------------------

    def advance(self) -> None:
        """Prompt this client's player when the latest view gives them moves."""
        if self.paused or self.closed or self.holding or self.seat is None or self.sent is not None:
            return
        if not self.legal or self.prompted == self.seat:
            return
        if self.auto_policy is not None:
            choice = self.auto_policy(list(self.legal))
            if choice is not None:  # the player's standing order: no prompt
                seat = self.seat
                QTimer.singleShot(0, self, lambda: self.act(seat, choice))
                return
        self.prompted = self.seat
        self.prompt.emit(self.seat, list(self.legal))

    def act(self, seat: int, action: Action) -> bool:
        """Send the player's move. A move the latest view does not list is refused here at once;
        the server has the last word (its refusal comes back through `receive_refusal`)."""
        if self.closed or seat != self.seat or self.sent is not None:
            self.illegal.emit(seat, QCoreApplication.translate("NetTable", "It is not your turn."))
            return False
        if action not in self.legal:
            self.illegal.emit(seat, self.explain(seat, action) or "")
            return False
        if self.send_action is None:
            self.illegal.emit(seat, QCoreApplication.translate("NetTable", "Not connected to the table."))
            return False
        self.sent = action
        self.prompted = None
        self.prompt_cleared.emit()
        self.send_action(action, self.version)
        return True

    def explain(self, seat: int, action: Action) -> str | None:
        """Only the server knows the whole table: a move it lists is allowed, any other is not."""
        if seat == self.seat and action in self.legal:
            return None
        return QCoreApplication.translate("NetTable", "That move is not allowed now.")

    def say(self, text: str) -> bool:
        """Send a chat line; False when not connected."""
        if self.send_chat is None or self.closed:
            return False
        self.send_chat(text)
        return True
