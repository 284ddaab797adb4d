"""The adapter of a network match: the table binds to it exactly as to the local MatchAdapter
(same signals, same calls), but the match lives on a server. Snapshots come in (the seat's
observation, the events it may see, its legal moves); a move goes out; the server's refusal is
shown as the table shows any refused move. Bots think on the server, so there is nothing to
hurry here. No game needs code for it: everything is the engine's own observation and events.

The connection (net_session.RemoteSeat) calls `receive_*`; this object never touches a socket."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from shikitable.core.actions import Action
from shikitable.core.game import Game
from shikitable.session.host import Seat
from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)
from shikitable.ui.table.adapter import MatchAdapter


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

    def release_claim(self) -> None:
        """Nothing to let go: the server holds the match's store, not this window (a local
        match's claim keeps a second window off it, see MatchStore.claim)."""

    def result(self) -> RemoteResult | None:
        if not self.records:
            return None
        return RemoteResult(list(self.scores), [_Record(r) for r in self.records])


class SeatViewLike(Protocol):
    """What the connection knows of one stream (a held seat, or the public view): net.client's
    SeatView has these. `events` is the whole stream so far."""

    version: int
    observation: dict[str, Any]
    events: list[dict[str, Any]]
    legal: list[Action]
    over: bool


class RemoteAdapter(MatchAdapter):
    """Feeds the table from a server. It shares MatchAdapter's signals, the calls the table and
    the window make, its pause and hold and its hot-seat curtain, but none of its state:
    MatchAdapter.__init__ is not run, since there is no local MatchHost and no bot here (this
    class sets the attributes those shared parts read).

    It plays the seats this table holds: one, or several at one screen (hot seat: a curtain
    between their turns, as at a local table; the public view is shown behind the curtain).
    Every stream has one view of each event, in the same order, so each event is shown once,
    from the stream of whoever sits at the screen."""

    presence_changed = Signal(list)  # per seat: True connected, False away, None bot/empty
    chat_received = Signal(str, str)  # who, plain text
    link_changed = Signal(str)  # "connected", "reconnecting", "lost"
    waiting_for = Signal(str)  # the names of the players the table waits on to reconnect ("" none)

    def __init__(self, match: RemoteMatch, seats: int | list[int] | None, parent: QObject | None = None) -> None:
        QObject.__init__(self, parent)
        self.match = match
        held = [seats] if isinstance(seats, int) else list(seats or [])
        self.humans = held  # the seats played at this screen (none: a spectator)
        self.seat = held[0] if held else None  # the first of them (the one a single player plays)
        self.bots = {}
        self.viewer: int | None = self.seat if len(held) == 1 else None
        self.home = held[0] if held else 0
        self.prompted: int | None = None
        self.auto_policy: Callable[[list[Action]], Action | None] | None = None
        self.paused = False
        self.holding = False
        self.closed = False
        self.moves = 0
        self.bot_delay_ms = 0
        self.bot_time_limit_s = 0.0
        self.views: dict[int | None, SeatViewLike] = {}
        self.shown = 0  # how many events of the streams the table has been given
        self.sent: dict[int, Action] = {}  # seat -> its move on its way to the server
        self.presence: list[bool | None] = [None] * match.players
        self.allow_hints = False  # the host's option: hints in a network match
        self.send_action: Callable[[int, Action, int], None] | None = None  # set by the connection
        self.send_chat: Callable[[str], None] | None = None
        self.on_close: Callable[[], None] | None = None
        self._fresh_curtain = len(held) > 1  # hot seat: the first player comes through the curtain
        self._started = False
        self._opening = True
        self._prompted_legal: list[Action] = []
        self._sent_at: dict[int, int] = {}  # seat -> the version its move was sent at
        self._auto_seats: set[int] = set()  # seats whose standing-order move is on its way

    # --- life cycle -----------------------------------------------------------------------

    def start(self, replay_history: bool = True) -> None:
        self._started = True
        if self.views:
            self.receive_views(self.views, opening=self._opening)

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        self.paused = True
        if self.on_close is not None:
            self.on_close()

    def _go_on(self) -> None:
        """After a pause or a hold: no bot plays here, so only the prompt is due."""
        self.advance()

    def set_bot_delay(self, delay_ms: int) -> None:
        """The server's bots keep the pace the host chose."""

    def hurry(self) -> bool:
        return False

    def thinking(self) -> bool:
        return False

    # --- from the server ------------------------------------------------------------------

    @property
    def version(self) -> int:
        return max((v.version for v in self.views.values()), default=-1)

    @property
    def legal(self) -> list[Action]:
        """The moves of the seat at the screen (or of the only seat)."""
        seat = self.viewer if self.viewer is not None else self.seat
        view = self.views.get(seat) if seat is not None else None
        return list(view.legal) if view is not None else []

    def _stream(self) -> SeatViewLike | None:
        """The stream of whoever sits at the screen, else the public one. In hot seat nothing
        else will do: a held seat's stream shown behind the curtain would show its hand."""
        if self.viewer in self.views:
            return self.views[self.viewer]
        if None in self.views:
            return self.views[None]
        if len(self.humans) > 1:
            return None
        return next(iter(self.views.values()), None)

    def receive_views(self, views: Mapping[int | None, SeatViewLike], opening: bool = False) -> None:
        """What the server has sent so far, per stream. The `opening` views (on joining, or on
        coming back after the table was closed) are shown as they stand, as a match resumed
        from the store is: the seasons already played are noted for the match summary, not
        announced again."""
        if self.closed:
            return
        self.views = dict(views)
        if not self._started:
            self._opening = self._opening and opening
            return
        opening = opening or self._opening
        self._opening = False
        stream = self._stream()
        if stream is None:
            return
        count = min(len(v.events) for v in self.views.values())
        fresh = stream.events[self.shown : count]
        self.shown = max(self.shown, count)
        for seat in list(self.sent):
            if seat in self.views and self.views[seat].version > self._sent_at.get(seat, -1):
                del self.sent[seat]  # the server has moved on since: the move was taken or refused
        prompted = self.prompted
        keep = (not opening and prompted is not None and prompted in self.views
                and list(self.views[prompted].legal) == self._prompted_legal)
        if not keep and prompted is not None:
            self.prompted = None
            self.prompt_cleared.emit()
        obs = stream.observation
        if opening:
            self._note_seasons(stream.events[:count], announce=False)
            shown: list[dict[str, Any]] = [
                {"kind": "season_start", **{k: obs[k] for k in ("season", "dealer", "multiplier") if k in obs}}
            ]
        else:
            shown = list(fresh)
        self.events_ready.emit(self.viewer, shown)
        self.observation_ready.emit(self.viewer, dict(obs))
        if not opening:
            self._note_seasons(fresh, announce=True)
        if any(v.over for v in self.views.values()) or obs.get("phase") == "over":
            self.match.over = True
        scores = obs.get("scores")
        if isinstance(scores, list) and all(isinstance(s, int) for s in scores):
            self.match.scores = list(scores)
        self.moves += 1
        self.advance()

    def _show_table(self) -> None:
        """The table as the one now at the screen sees it (no new events)."""
        stream = self._stream()
        if stream is not None and self._started:
            self.events_ready.emit(self.viewer, [])
            self.observation_ready.emit(self.viewer, dict(stream.observation))

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

    def receive_refusal(self, reason: str, quiet: bool = False, seat: int | None = None) -> None:
        """The server refused a move: say why, and offer the choice again. A `quiet` refusal
        (the table had moved on: the fresh choice is already shown) is not worth a word."""
        if self.closed:
            return
        seat = seat if seat is not None else (next(iter(self.sent), None) if self.sent else self.seat)
        if seat is not None:
            self.sent.pop(seat, None)
            if not quiet:
                self.illegal.emit(seat, reason)
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
        away = [self.match.seats[s].name for s, on in enumerate(self.presence) if on is False and s not in self.humans]
        self.waiting_for.emit(", ".join(away))

    def receive_chat(self, who: str, text: str) -> None:
        self.chat_received.emit(who, text)

    def receive_link(self, state: str) -> None:
        self.link_changed.emit(state)

    # --- the players' moves ---------------------------------------------------------------

    def advance(self) -> None:
        """Prompt (or call to the screen, in hot seat) the player here who must move."""
        if self.paused or self.closed or self.holding or not self._started:
            return
        waiting = [s for s in self.humans if s in self.views and self.views[s].legal and s not in self.sent]
        if not waiting or self.prompted in waiting:
            return
        seat = waiting[0]
        legal = list(self.views[seat].legal)
        if seat in self._auto_seats:
            return
        if self.auto_policy is not None:
            choice = self.auto_policy(legal)
            if choice is not None:  # the player's standing order: no prompt, no curtain
                self._auto_seats.add(seat)
                QTimer.singleShot(0, self, lambda: self._auto_act(seat, choice))
                return
        if self._behind_curtain(seat):
            return
        self.prompted = seat
        self._prompted_legal = legal
        self.prompt.emit(seat, legal)

    def _auto_act(self, seat: int, action: Action) -> None:
        """A standing order's move, if the table still offers it (else ask again)."""
        self._auto_seats.discard(seat)
        view = self.views.get(seat)
        if self.closed or seat in self.sent or view is None or action not in view.legal:
            self.advance()
            return
        self.act(seat, action)

    def act(self, seat: int, action: Action) -> bool:
        """Send a move. One the latest view does not list is refused here at once; the server
        has the last word (its refusal comes back through `receive_refusal`)."""
        view = self.views.get(seat)
        if self.closed or seat not in self.humans or seat in self.sent or view is None or not view.legal:
            self.illegal.emit(seat, QCoreApplication.translate("NetTable", "It is not your turn."))
            return False
        if action not in view.legal:
            self.illegal.emit(seat, self.explain(seat, action) or "")
            return False
        if self.send_action is None:
            self.illegal.emit(seat, QCoreApplication.translate("NetTable", "Not connected to the table."))
            return False
        self.sent[seat] = action
        self._sent_at[seat] = view.version
        self.prompted = None
        self.prompt_cleared.emit()
        if len(self.humans) > 1 and self.viewer is not None:
            self.viewer = None  # hot seat: hide this hand until the next player sits down
            self._show_table()
        self.send_action(seat, action, view.version)
        return True

    def explain(self, seat: int, action: Action) -> str | None:
        """Only the server knows the whole table: a move it lists is allowed, any other is not."""
        view = self.views.get(seat)
        if view is not None and action in view.legal:
            return None
        return QCoreApplication.translate("NetTable", "That move is not allowed now.")

    def say(self, text: str) -> bool:
        """Send a chat line; False when not connected."""
        if self.send_chat is None or self.closed:
            return False
        self.send_chat(text)
        return True
