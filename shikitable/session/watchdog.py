"""The bot watchdog: a bot that raises, answers with something that is not one of its legal
moves, changes the list of legal moves it was handed, or thinks longer than the time limit is
replaced, for that move, by a random legal move; the game goes on and the failure is logged.

Used by `simulate` (here, synchronously with a worker thread) and by the table's adapter
(which runs bots on Qt's thread pool and uses `check_choice` and the same time limit)."""

from __future__ import annotations

import logging
import queue
import random
import signal
import threading
from collections.abc import Mapping, Sequence
from typing import Any

from shikitable.ai.base import Bot
from shikitable.core.actions import Action

log = logging.getLogger(__name__)

DEFAULT_TIME_LIMIT_S = 10.0


def check_choice(choice: object, offered: Sequence[Action], snapshot: Sequence[Action]) -> str | None:
    """Why a bot's answer cannot be played (None if it can). `offered` is the list the bot was
    handed, `snapshot` a copy taken before: a bot that edits its list is broken too."""
    if list(offered) != list(snapshot):
        return "it changed the list of legal moves it was given"
    if not isinstance(choice, Action):
        return f"it answered {choice!r}, which is not an action"
    if choice not in snapshot:
        return f"it chose {choice}, which is not a legal move"
    return None


class _Job:
    __slots__ = ("bot", "observation", "offered", "action", "error", "done")

    def __init__(self, bot: Bot, observation: Mapping[str, Any], offered: list[Action]) -> None:
        self.bot, self.observation, self.offered = bot, observation, offered
        self.action: object = None
        self.error: str | None = None
        self.done = threading.Event()

    def run(self) -> None:
        try:
            self.action = self.bot.choose(self.observation, self.offered)
        except Exception as error:  # noqa: BLE001 - any bot failure is survivable
            self.error = f"it raised {type(error).__name__}: {error}"
        self.done.set()


def _work(jobs: queue.SimpleQueue[_Job]) -> None:
    while True:
        jobs.get().run()


class _Overrun(BaseException):
    """Raised inside a bot that overran its time (a BaseException: a bot's `except Exception`
    must not swallow it)."""


class BotWatchdog:
    """Asks bots for moves with a time limit. On the main thread of a POSIX process the bot
    runs right there and an interval timer (SIGALRM) stops it when time is up: almost free.
    Elsewhere it runs on a daemon worker thread; one that overruns is abandoned, still
    thinking, and the next question goes to a fresh worker."""

    def __init__(self, time_limit_s: float = DEFAULT_TIME_LIMIT_S, seed: int = 0) -> None:
        self.time_limit_s = time_limit_s
        self.rng = random.Random(seed)
        self.failures: list[str] = []
        self._jobs: queue.SimpleQueue[_Job] | None = None

    def choose(self, seat: int, bot: Bot, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        snapshot = tuple(legal)
        offered = list(snapshot)
        if hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread():
            action, problem = self._ask_here(bot, observation, offered)
            problem = problem or check_choice(action, offered, snapshot)
            if problem is None:
                assert isinstance(action, Action)
                return action
            return self._fallback(seat, bot, problem, snapshot)
        job = _Job(bot, observation, offered)
        if self._jobs is None:
            self._jobs = queue.SimpleQueue()
            threading.Thread(target=_work, args=(self._jobs,), daemon=True, name="bot-watchdog").start()
        self._jobs.put(job)
        if not job.done.wait(self.time_limit_s):
            self._jobs = None  # that worker is stuck in the bot: never hand it another job
            problem = f"it thought longer than {self.time_limit_s:g} s"
        else:
            problem = job.error or check_choice(job.action, offered, snapshot)
        if problem is None:
            assert isinstance(job.action, Action)
            return job.action
        return self._fallback(seat, bot, problem, snapshot)

    def _ask_here(self, bot: Bot, observation: Mapping[str, Any], offered: list[Action]) -> tuple[object, str | None]:
        armed = True

        def on_alarm(_signum: int, _frame: object) -> None:
            if armed:
                raise _Overrun

        previous = signal.signal(signal.SIGALRM, on_alarm)
        try:
            signal.setitimer(signal.ITIMER_REAL, self.time_limit_s)
            try:
                return bot.choose(observation, offered), None
            finally:
                armed = False
                signal.setitimer(signal.ITIMER_REAL, 0)
        except _Overrun:
            return None, f"it thought longer than {self.time_limit_s:g} s"
        except Exception as error:  # noqa: BLE001 - any bot failure is survivable
            return None, f"it raised {type(error).__name__}: {error}"
        finally:
            signal.signal(signal.SIGALRM, previous)

    def _fallback(self, seat: int, bot: Bot, problem: str, snapshot: tuple[Action, ...]) -> Action:
        self.failures.append(f"seat {seat} ({getattr(bot, 'name', 'bot')}): {problem}")
        log.warning("bot at seat %d failed (%s); playing a random legal move", seat, problem)
        return self.rng.choice(snapshot)
