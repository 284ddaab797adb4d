"""The asyncio loop of network play, run inside Qt's event loop by qasync.

The loop is made only when a network match is opened (Host or Join), not at start-up: the
table starts as fast as before, and everything else (the local table, and every test run
under pytest-qt) goes on with Qt's own loop alone. qasync's `already_running` mode marks the
loop as running on the UI thread from then on, because Qt's loop (app.exec, or pytest-qt's
waiting) is what runs it; so `asyncio.run` can no longer be called on that thread, which is
why this is not done for everyone at start-up. `close_network_loop` undoes it (the tests call
it after each network test, the window when the application quits)."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Coroutine
from typing import Any

from PySide6.QtCore import QEventLoop
from PySide6.QtWidgets import QApplication

from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)

log = logging.getLogger(__name__)
_loop: asyncio.AbstractEventLoop | None = None
_tasks: set[asyncio.Task[Any]] = set()


def network_loop() -> asyncio.AbstractEventLoop:
    """The asyncio loop that runs on Qt's event loop (made on first use)."""
    global _loop
    if _loop is None or _loop.is_closed():
        import qasync  # only network play needs it

        app = QApplication.instance()
        if not isinstance(app, QApplication):
            raise RuntimeError("network play needs the table's QApplication")
        _loop = qasync.QEventLoop(app, already_running=True)
        asyncio.set_event_loop(_loop)
        # the server's bots think on the loop's worker threads (asyncio.to_thread): they must be
        # stopped before Qt tears down, or it aborts the process on its way out
        app.aboutToQuit.connect(close_network_loop)
    return _loop


def spawn(coroutine: Coroutine[Any, Any, Any], what: str) -> asyncio.Task[Any]:
    """Run `coroutine` on the network loop; a failure is logged with `what` it was doing (the
    caller reports failures a player must know about itself)."""
    task = network_loop().create_task(coroutine)
    _tasks.add(task)

    def done(finished: asyncio.Task[Any]) -> None:
        _tasks.discard(finished)
        if not finished.cancelled() and finished.exception() is not None:
            log.warning("network: %s failed: %s", what, finished.exception())

    task.add_done_callback(done)
    return task


def close_network_loop(wait_s: float = 2.0) -> None:
    """Cancel what still runs, let it finish (up to `wait_s`), and give the thread back to plain
    Qt: no running asyncio loop on it any more."""
    global _loop
    loop = _loop
    if loop is None:
        return
    app = QApplication.instance()
    deadline = time.monotonic() + wait_s
    # ours first (closing connections and servers), then whatever they left (their handlers)
    while _tasks and app is not None and time.monotonic() < deadline:
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
    for task in asyncio.all_tasks(loop):
        task.cancel()
    while app is not None and time.monotonic() < deadline and any(not t.done() for t in asyncio.all_tasks(loop)):
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
    _loop = None
    # qasync's stop() would quit Qt's own loop (the application); the loop is only marked
    # as no longer running, which close() requires
    if hasattr(loop, "_QEventLoop__is_running"):
        loop._QEventLoop__is_running = False
    asyncio.events._set_running_loop(None)
    asyncio.set_event_loop(None)
    if not loop.is_closed():
        try:
            loop.close()
        except RuntimeError as error:
            log.warning("network loop did not close: %s", error)
