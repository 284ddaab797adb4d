"""A bot that thinks in a process of its own: the table's search bots.

A search is pure Python; on a thread it shares the interpreter lock with the table's event
loop, and every hand-over of the lock can keep the table waiting (tens of milliseconds a
frame, measured with tools/event_loop_lag.py). In a child process it shares nothing: the
worker thread that asked waits on a pipe without holding the lock.

The child builds the bot itself (`make_bot(game_id, level, seed, iterations)`) and keeps it
for the whole match, so the moves are the ones the same bot makes on a thread. `hurry` reaches
the child through a pipe of its own, tagged with the decision it is for, so a late request
never cuts the next decision short (a pipe, not a shared event: a process that dies while
waiting on a shared condition leaves the other side blocked for ever); the child repeats it
to the bot until the move is made, since a search forgets a hurry that came before it began.
A child that dies or fails makes `choose` raise, and the table then plays a random legal move
for the seat, as for any failing bot."""

from __future__ import annotations

import gc
import multiprocessing
import os
import threading
import traceback
from collections.abc import Mapping, Sequence
from multiprocessing.connection import Connection
from typing import Any

from shikitable.ai.base import Bot
from shikitable.core.actions import Action
from shikitable.core.events import Event

# spawn, not fork: the parent runs Qt threads, and a forked copy of those is unsafe
_CONTEXT = multiprocessing.get_context("spawn")
CHILD_NICENESS = 5
HURRY_REPEAT_S = 0.01


class ChildProcessBot(Bot):
    """`make_bot(game_id, level, seed, iterations)`, thinking in a child process."""

    def __init__(
        self,
        game_id: str,
        level: str,
        seed: int | None = None,
        iterations: int | None = None,
        seconds: float | None = None,
    ) -> None:
        """`seconds`: think this long a decision instead of the level's time (tests, tools)."""
        super().__init__(seed)
        self.name = level
        self._connection, child_end = _CONTEXT.Pipe()
        hurry_end, self._hurry = _CONTEXT.Pipe(duplex=False)
        self._process = _CONTEXT.Process(
            target=_serve,
            args=(child_end, hurry_end, game_id, level, seed, iterations, seconds),
            name=f"shikitable-{level}-bot",
            daemon=True,  # never outlives the table
        )
        self._process.start()  # started now: its imports are done before its first move
        child_end.close()
        hurry_end.close()
        self._decision = 0
        self._lock = threading.Lock()  # one decision at a time
        self._send_lock = threading.Lock()  # close() may send while a decision waits for its answer

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        with self._lock:
            self._decision += 1
            try:
                with self._send_lock:
                    self._connection.send((self._decision, dict(observation), list(legal)))
                outcome, value = self._connection.recv()
            except (EOFError, OSError) as error:
                raise RuntimeError(f"the bot's process is gone ({error or type(error).__name__})") from error
        if outcome != "ok":
            raise RuntimeError(f"the bot failed in its process:\n{value}")
        return value  # type: ignore[no-any-return]

    def see(self, events: Sequence[Event]) -> None:
        """Passed on to the child's bot (set `watches_events` for a bot that follows the play):
        the pipe keeps the order, so the child has heard them before the next decision."""
        try:
            with self._send_lock:
                self._connection.send(("events", list(events)))
        except OSError:
            pass  # the child is gone: its next decision reports it

    def hurry(self) -> None:
        try:
            with self._send_lock:
                self._hurry.send(self._decision)
        except OSError:
            pass  # the child is gone: nothing to hurry

    def close(self) -> None:
        """Stop the child (its current move, if any, is hurried and then dropped)."""
        self.hurry()
        try:
            with self._send_lock:
                self._connection.send(None)
        except OSError:
            pass  # already gone

    def alive(self) -> bool:
        return self._process.is_alive()


def make_table_bot(game_id: str, level: str, seed: int | None = None) -> Bot:
    """A bot for a seat at the table: the search levels think in a child process (the table's
    event loop never shares the interpreter with them), the others on the worker thread."""
    from shikitable.ai import SEARCH_SECONDS, make_bot

    if level in SEARCH_SECONDS:
        probe = make_bot(game_id, level, seed)  # a bad game or level fails here, as with make_bot
        bot = ChildProcessBot(game_id, level, seed)
        bot.watches_events = probe.watches_events  # 開樽's search follows the stakes
        return bot
    return make_bot(game_id, level, seed)


def _serve(
    connection: Connection,
    hurries: Connection,
    game_id: str,
    level: str,
    seed: int | None,
    iterations: int | None,
    seconds: float | None,
) -> None:
    """The child: answer (decision, observation, legal) with ("ok", action) or ("error", text)
    until the pipe closes or None arrives."""
    from shikitable.ai import make_bot

    try:
        os.nice(CHILD_NICENESS)  # when cores are short, the table's event loop goes first
    except (AttributeError, OSError):
        pass  # not on this system: the bot merely competes as an equal
    bot = make_bot(game_id, level, seed, iterations)
    if seconds is not None:
        bot.seconds = seconds  # type: ignore[attr-defined]
    current = [0]  # the decision being made now; 0 between decisions
    hurried = [0]  # the latest decision the parent asked to hurry

    def pass_on_hurries() -> None:
        while True:
            try:
                if hurries.poll(HURRY_REPEAT_S):
                    hurried[0] = max(hurried[0], hurries.recv())
            except (EOFError, OSError):
                return
            if current[0] and hurried[0] == current[0]:
                bot.hurry()

    threading.Thread(target=pass_on_hurries, name="hurry", daemon=True).start()
    while True:
        try:
            message = connection.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        if message[0] == "events":
            bot.see(message[1])
            continue
        decision, observation, legal = message
        current[0] = decision
        # No collection while it thinks: a full one in the middle of a search takes 100-250 ms
        # (its tree and worlds are many objects); the young garbage goes after the answer.
        gc.disable()
        try:
            reply: tuple[str, Any] = ("ok", bot.choose(observation, legal))
        except Exception:  # noqa: BLE001 - the parent reports it and plays a random move
            reply = ("error", traceback.format_exc())
        current[0] = 0
        try:
            connection.send(reply)
        except OSError:
            return
        finally:
            gc.enable()
            gc.collect(1)
