"""The QObject between a MatchHost and the table.

Out: what the current viewer may see (events and observation), prompts (legal actions) for a
human seat, the hot-seat curtain, the end of a season. In: an action for a seat.

Bots think on a QThreadPool worker; the result comes back as a queued signal, so the event
loop never waits for a bot. A bot waits out the per-user delay (counted from when its turn
began) so people can follow the play. `hurry` makes every bot thinking now answer at once (a
search stops at its next iteration) and plays an answer that is only waiting out the delay.
A bot that raises, answers with something not legal, changes the list it was handed or thinks
past the time limit is replaced by a random legal move (session/watchdog.py), and the failure
is logged and shown."""

from __future__ import annotations

import logging
import random
import time
import traceback
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, QTimer, Signal, Slot

from shikitable.ai.base import Bot
from shikitable.core.actions import Action
from shikitable.core.errors import EngineFault, IllegalAction
from shikitable.core.events import Event
from shikitable.session.host import MatchHost
from shikitable.session.watchdog import DEFAULT_TIME_LIMIT_S, check_choice
from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)
from shikitable.ui.words.reasons import translated_reason

log = logging.getLogger(__name__)
HURRY_REPEAT_MS = 20


def _hurry(bot: Bot) -> None:
    """Ask a bot to answer now; a bot-like object without `hurry` is simply not hurried."""
    hurry = getattr(bot, "hurry", None)
    if callable(hurry):
        hurry()


class _BotSignals(QObject):
    done = Signal(int, int, object, object, float)  # generation, seat, action or None, error text, started


_shared_signals: _BotSignals | None = None


def _bot_signals() -> _BotSignals:
    """The one sender every bot job answers through, never deleted. A worker may still be
    emitting when its adapter goes (a match started or resumed while a bot thought); a sender
    owned by the adapter could be deleted in the middle of that emit, which crashed the table.
    Each adapter keeps only the answers of its own generation."""
    global _shared_signals
    if _shared_signals is None:
        _shared_signals = _BotSignals()
    return _shared_signals


# Every job from its making until its run() ends, held from Python itself: once, under load, the
# pool ran a job whose fields were gone ("'_BotJob' object has no attribute 'legal'") after its
# adapter had been dropped (a window closed, a match restarted). Not reproduced on demand; a job
# reachable from here cannot be emptied by the collector while the pool still has it queued.
_LIVE_JOBS: set[_BotJob] = set()


class _BotJob(QRunnable):
    def __init__(
        self, signals: _BotSignals, generation: int, seat: int, bot: Bot, obs: dict[str, Any], legal: list[Action]
    ) -> None:
        super().__init__()
        self.signals, self.generation, self.seat = signals, generation, seat
        self.bot, self.obs, self.legal = bot, obs, legal
        self.started = time.monotonic()

        self.hurried = False  # the player asked for the move now (read by the adapter only)
        _LIVE_JOBS.add(self)

    def run(self) -> None:
        try:
            self._think()
        finally:
            _LIVE_JOBS.discard(self)

    def _think(self) -> None:
        action: Action | None = None
        error: str | None = None
        offered = list(self.legal)  # the bot gets its own copy; editing it is a failure too
        try:
            action = self.bot.choose(self.obs, offered)
        except Exception:  # noqa: BLE001 - any bot failure is reported and replaced
            error = traceback.format_exc()
        if error is None:
            error = check_choice(action, offered, self.legal)
        try:
            self.signals.done.emit(self.generation, self.seat, action, error, self.started)
        except RuntimeError:  # the adapter went away while we thought
            pass


class MatchAdapter(QObject):
    events_ready = Signal(object, list)  # viewer seat (None: spectator), event views
    observation_ready = Signal(object, dict)  # viewer seat, observation
    prompt = Signal(int, list)  # human seat, legal actions
    prompt_cleared = Signal()
    curtain = Signal(int)  # the human seat who must come to the table
    illegal = Signal(int, str)  # seat, reason
    season_over = Signal(dict, list, bool)  # record, scores, whether the match is over
    bot_error = Signal(int, str)  # seat, message
    thinking_changed = Signal(bool)  # whether some bot is working out a move (the table's Hurry)

    _generations = 0

    def __init__(
        self,
        host: MatchHost,
        bots: Mapping[int, Bot],
        bot_delay_ms: int = 600,
        viewer: int | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.host = host
        self.bots = dict(bots)
        self.humans = [s for s in range(host.players) if s not in self.bots]
        self.bot_delay_ms = bot_delay_ms
        # with no human, the demo shows `viewer` face up; with humans, the first one sits at the bottom
        self.viewer: int | None = self.humans[0] if self.humans else (viewer if viewer is not None else 0)
        self.home = self.viewer if self.viewer is not None else 0
        self.prompted: int | None = None
        self._fresh_curtain = False  # the next human must come to the screen through the curtain
        # the human's standing orders (auto-pass, auto-declare): legal actions -> the move to make, or None
        self.auto_policy: Callable[[list[Action]], Action | None] | None = None
        self._auto_pending: int | None = None
        self.paused = False
        self.holding = False  # the table is showing a resolution step by step: play waits
        self.closed = False
        self.moves = 0
        MatchAdapter._generations += 1
        self._generation = MatchAdapter._generations
        self._thinking: set[int] = set()
        self.bot_time_limit_s = DEFAULT_TIME_LIMIT_S
        self._asked: dict[int, float] = {}  # seat -> when the bot thinking for it now was asked
        self._ready: list[tuple[int, Action]] = []  # bot moves waiting for the pause to end
        self._jobs: dict[int, _BotJob] = {}  # seat -> the job working out its move now
        self._delayed: dict[int, tuple[float, Action]] = {}  # seat -> (asked, move) waiting out the delay
        # Hurry is repeated until the bot answers: a search clears the request when it begins,
        # so a request that arrives before the worker got going would otherwise be lost.
        self._hurry_timer = QTimer(self)
        self._hurry_timer.setInterval(HURRY_REPEAT_MS)
        self._hurry_timer.timeout.connect(self._repeat_hurry)
        self._signals = _bot_signals()
        self._signals.done.connect(self._bot_done)
        self._pool = QThreadPool.globalInstance()
        self._rng = random.Random(host.seed ^ 0x5EED)

    # --- life cycle --------------------------------------------------------------------

    def start(self, replay_history: bool = True) -> None:
        """Show the table as dealt, then let the first seat act. A match loaded from a save
        (replay_history False) is shown as it stands, without replaying its past."""
        if len(self.humans) > 1:  # hot seat: nobody's hand shows until its player comes to the screen
            self.viewer = None
            self._fresh_curtain = True
        if self.host.history and replay_history:
            self._emit_view(self.host.history)
        else:  # setup makes no events: announce the first season from what everyone sees
            obs = self.host.observation(None)
            opening: dict[str, Any] = {
                "kind": "season_start",
                **{k: obs[k] for k in ("season", "dealer", "multiplier") if k in obs},
            }
            self.events_ready.emit(self.viewer, [opening])
            self.observation_ready.emit(self.viewer, self.host.observation(self.viewer))
        # bots that keep the events (MJAI seats) hear the whole match so far, once
        self._tell_watchers([*getattr(self.host.state, "opening_events", ()),
                             *([] if replay_history else self.host.history)])
        # a loaded or resumed match must not announce again the seasons it has already played
        self._after(self.host.history if replay_history else [])

    def close(self) -> None:
        if not self.closed:
            self._signals.done.disconnect(self._bot_done)
        self.closed = True
        self.paused = True
        self._hurry_timer.stop()
        for job in self._jobs.values():
            _hurry(job.bot)  # its answer is not wanted: free the worker now
        for bot in self.bots.values():
            stop = getattr(bot, "close", None)  # a bot in a child process ends it
            if callable(stop):
                stop()

    def pause(self) -> None:
        self.paused = True

    def resume(self) -> None:
        if self.closed or not self.paused:
            return
        self.paused = False
        if not self.holding:  # else the hold's end goes on
            self._go_on()

    def hold(self, on: bool) -> None:
        """While the table shows steps one at a time, bots' moves and prompts wait (apart from
        a pause, which the player controls); at the hold's end play goes on."""
        if on == self.holding:
            return
        self.holding = on
        if not on and not self.closed and not self.paused:
            self._go_on()

    def _go_on(self) -> None:
        """The moves bots made while play waited, then whoever must move next."""
        ready, self._ready = self._ready, []
        for seat, action in ready:
            self._submit_bot(seat, action)
        self.advance()

    def hide_hands(self) -> None:
        """Hot seat: everyone has looked at the screen (a season's scores): hide the hands, and
        the next human to act gets the curtain, even the one who sat there before."""
        if len(self.humans) <= 1 or self.closed:
            return
        self._fresh_curtain = True
        self.prompted = None
        self.prompt_cleared.emit()
        if self.viewer is not None:
            self.viewer = None
            self._show_table()

    def set_bot_delay(self, delay_ms: int) -> None:
        self.bot_delay_ms = max(0, delay_ms)

    # --- human input -------------------------------------------------------------------

    @Slot(int, object)
    def act(self, seat: int, action: Action) -> bool:
        """A human seat's move. Returns whether it was taken; a refusal says why via `illegal`."""
        if self.closed or seat in self.bots or seat not in self.host.to_act():
            self.illegal.emit(seat, "It is not your turn.")
            return False
        try:
            events = self.host.submit(seat, action)
        except IllegalAction as error:
            self.illegal.emit(seat, error.reason)
            return False
        self.prompted = None
        self.prompt_cleared.emit()
        if len(self.humans) > 1:
            self.viewer = None  # hot seat: hide this hand until the next human sits down
        self._emit_view(events)
        self._after(events)
        return True

    def _auto_act(self, seat: int, action: Action) -> None:
        self._auto_pending = None
        if self.closed or self.paused or self.holding or seat not in self.host.to_act():
            self.advance()
            return
        try:
            events = self.host.submit(seat, action)
        except EngineFault as error:  # the game failed on the automatic move: the player chooses
            self.illegal.emit(seat, error.reason)
            self.prompted = seat
            self.prompt.emit(seat, list(self.host.legal_actions(seat)))
            return
        except IllegalAction:  # the table changed in between: ask again
            self.advance()
            return
        self._emit_view(events)  # the view stays with whoever sits at the screen
        self._after(events)

    def reveal(self, seat: int) -> None:
        """The player at `seat` clicked "I am ..." on the curtain."""
        if self.closed or seat not in self.humans:
            return
        self.viewer = seat
        self.home = seat
        self._fresh_curtain = False
        self._show_table()
        self.prompted = None
        self.advance()

    def refusal_text(self, reason: str, language: str) -> str:
        """A refusal (from `illegal` or `explain`) as the player reads it: the engine's sentence
        in the table's language."""
        return translated_reason(reason, language)

    def explain(self, seat: int, action: Action) -> str | None:
        """Why `action` is not allowed for `seat` now (None if it is), without changing the match."""
        if action in self.host.legal_actions(seat):
            return None
        try:
            self.host.game.apply(self.host.game.clone(self.host.state), seat, action)
        except IllegalAction as error:
            return error.reason
        return None

    # --- the flow of play --------------------------------------------------------------

    def _emit_view(self, events: Sequence[Event]) -> None:
        self.events_ready.emit(self.viewer, self.host.events_for(self.viewer, events))
        self.observation_ready.emit(self.viewer, self.host.observation(self.viewer))

    def _tell_watchers(self, events: Sequence[Event]) -> None:
        if not events:
            return
        for seat, bot in self.bots.items():
            if getattr(bot, "watches_events", False):  # a bot that follows the events (MJAI)
                bot.see([event.seen_by(seat) for event in events])

    def _after(self, events: Sequence[Event]) -> None:
        self._tell_watchers(events)
        self.moves += 1
        kinds = [e.kind for e in events]
        for event in events:
            if event.kind == "season_end":
                over = "match_end" in kinds
                self.season_over.emit(dict(event.data.get("record", {})), list(event.data.get("scores", [])), over)
        self.advance()

    def advance(self) -> None:
        """Start bots that must move and prompt (or call to the table) the human who must."""
        if self.paused or self.closed or self.holding:
            return
        waiting = self.host.to_act()
        for seat in waiting:
            if seat in self.bots and seat not in self._thinking:
                self._start_bot(seat)
        humans = [s for s in waiting if s in self.humans]
        if not humans or self.prompted in humans:
            return
        seat = humans[0]
        if self.auto_policy is not None and self._auto_pending != seat:
            choice = self.auto_policy(list(self.host.legal_actions(seat)))
            if choice is not None:  # played for them: no prompt, and no curtain in hot seat
                self._auto_pending = seat
                QTimer.singleShot(0, self, lambda: self._auto_act(seat, choice))
                return
        if self._auto_pending == seat or self._behind_curtain(seat):
            return
        self.prompted = seat
        self.prompt.emit(seat, list(self.host.legal_actions(seat)))

    def _behind_curtain(self, seat: int) -> bool:
        """Hot seat: whether `seat`'s player must first come to the screen (the curtain is raised
        for them, the hands hidden); the same player again just sits back down."""
        if len(self.humans) <= 1 or (self.viewer == seat and not self._fresh_curtain):
            return False
        if self.viewer is None and seat == self.home and not self._fresh_curtain:
            self.viewer = seat  # the same player again: nobody else needs to look away
            self._show_table()
            return False
        if self.viewer is not None:
            self.viewer = None
            self._show_table()
        self.curtain.emit(seat)
        return True

    def _show_table(self) -> None:
        """The table again as the player at the screen (or nobody, behind the curtain) sees it."""
        self._emit_view([])

    def _start_bot(self, seat: int) -> None:
        self._thinking.add(seat)
        job = _BotJob(
            self._signals,
            self._generation,
            seat,
            self.bots[seat],
            self.host.observation(seat),
            list(self.host.legal_actions(seat)),
        )
        self._asked[seat] = job.started
        self._jobs[seat] = job
        if len(self._jobs) == 1:
            self.thinking_changed.emit(True)
        self._pool.start(job)
        QTimer.singleShot(round(self.bot_time_limit_s * 1000), self, lambda: self._bot_overran(seat, job.started))

    def _bot_overran(self, seat: int, started: float) -> None:
        """Time is up and the bot has not answered: play a random legal move for it (its late
        answer, if it ever comes, is ignored)."""
        if self._asked.get(seat) != started or self.closed:
            return
        _hurry(self.bots[seat])  # its answer is no longer wanted: free its worker
        self._bot_done(self._generation, seat, None, f"it thought longer than {self.bot_time_limit_s:g} s", started)

    def hurry(self) -> bool:
        """The player wants the bots' moves now: every bot working out a move answers at once
        (a search with its best move so far), and a move waiting out the bot delay is played
        now. Returns whether there was anything to hurry."""
        if self.closed:
            return False
        jobs = list(self._jobs.values())
        for job in jobs:
            job.hurried = True
            _hurry(job.bot)
        if jobs:
            self._hurry_timer.start()
        delayed, self._delayed = self._delayed, {}
        for seat, (_started, action) in delayed.items():
            self._submit_bot(seat, action)
        return bool(jobs or delayed)

    def thinking(self) -> bool:
        """Whether some bot is working out a move now (not merely waiting out the delay)."""
        return bool(self._jobs)

    def _repeat_hurry(self) -> None:
        hurried = [job for job in self._jobs.values() if job.hurried]
        for job in hurried:
            _hurry(job.bot)
        if not hurried:
            self._hurry_timer.stop()

    def _job_over(self, seat: int) -> _BotJob | None:
        job = self._jobs.pop(seat, None)
        if job is not None and not self._jobs:
            self._hurry_timer.stop()
            self.thinking_changed.emit(False)
        return job

    @Slot(int, int, object, object, float)
    def _bot_done(self, generation: int, seat: int, action: Any, error: Any, started: float) -> None:
        if generation != self._generation or self.closed or self._asked.get(seat) != started:
            return
        del self._asked[seat]
        job = self._job_over(seat)
        hurried = job is not None and job.hurried
        legal = self.host.legal_actions(seat)
        if error is not None or not isinstance(action, Action) or action not in legal:
            message = str(error).strip().splitlines()[-1] if error else f"bot chose an illegal move {action}"
            log.error("bot at seat %d failed (%s); playing a random legal move\n%s", seat, message, error or "")
            self.bot_error.emit(seat, message)
            if not legal:
                self._thinking.discard(seat)
                self.advance()
                return
            action = self._rng.choice(legal)
        wait = 0.0 if hurried else self.bot_delay_ms / 1000 - (time.monotonic() - started)
        if wait > 0:
            self._delayed[seat] = (started, action)
            QTimer.singleShot(round(wait * 1000), self, lambda: self._submit_delayed(seat, started))
        else:
            self._submit_bot(seat, action)

    def _submit_delayed(self, seat: int, started: float) -> None:
        entry = self._delayed.get(seat)
        if entry is None or entry[0] != started:
            return  # hurried: already played
        del self._delayed[seat]
        self._submit_bot(seat, entry[1])

    def _submit_bot(self, seat: int, action: Action) -> None:
        if self.closed:
            return
        if self.paused or self.holding:
            self._ready.append((seat, action))
            return
        self._thinking.discard(seat)
        if seat not in self.host.to_act():
            self.advance()
            return
        failed: list[Action] = []
        while True:
            try:
                events = self.host.submit(seat, action)
                break
            except EngineFault as error:  # the game failed on this move: say so, play another one
                self.bot_error.emit(seat, error.reason)
                failed.append(action)
                others = [a for a in self.host.legal_actions(seat) if a not in failed]
                if not others:  # the game fails on every move here: said so; no retrying in a loop
                    return
                action = self._rng.choice(others)
            except IllegalAction as error:  # the table changed while it thought: think again
                log.info("bot move %s at seat %d no longer legal: %s", action, seat, error.reason)
                self.advance()
                return
        self._emit_view(events)
        self._after(events)
