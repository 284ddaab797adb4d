"""Hurry: a human makes a thinking bot move at once, by the menu key or the button that shows
while it thinks; the table never waits for a bot meanwhile."""

from __future__ import annotations

import time

from shikitable.ai.search import SearchBot
from tests.ui.helpers import make_table

SLOW_SEARCH_S = 30.0  # far longer than any test may wait: only a hurry ends such a search


def _slow_search_table(qtbot, level: str = "strong", bot_delay_ms: int = 0):  # type: ignore[no-untyped-def]
    """終季 with a search bot to move first (seat 0, seed 4) and a human at seat 1."""
    host, adapter, table = make_table(qtbot, [level, "human"], seed=4, game_id="taxot")
    bot = adapter.bots[0]
    assert isinstance(bot, SearchBot)
    bot.seconds = SLOW_SEARCH_S
    bot.paired = False  # the tree search runs to its budget (the paired race may settle early)
    adapter.set_bot_delay(bot_delay_ms)
    return host, adapter, table, bot


def test_hurry_makes_a_thinking_search_bot_move_at_once(qtbot) -> None:  # type: ignore[no-untyped-def]
    host, adapter, table, bot = _slow_search_table(qtbot)
    adapter.start()
    qtbot.waitUntil(lambda: adapter.thinking(), timeout=5000)
    qtbot.wait(150)  # the search is well under way
    moves = len(host.log)
    pressed = time.monotonic()
    assert table.hurry()
    qtbot.waitUntil(lambda: len(host.log) > moves, timeout=5000)
    assert time.monotonic() - pressed < SLOW_SEARCH_S / 10
    assert host.log[moves][0] == 0  # the bot's move, a legal one (the adapter checks it)
    assert bot.last_iterations >= 1


def test_a_hurry_pressed_before_the_search_began_is_not_lost(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The search clears its hurry flag when it begins; the table repeats the request until the
    bot answers, so pressing at once still works."""
    host, adapter, table, bot = _slow_search_table(qtbot, level="normal")
    adapter.start()  # the job is handed to a worker; press before it has begun to think
    assert adapter.thinking()
    pressed = time.monotonic()
    assert adapter.hurry()
    qtbot.waitUntil(lambda: len(host.log) > 0, timeout=5000)
    assert time.monotonic() - pressed < SLOW_SEARCH_S / 10


def test_the_hurry_button_shows_while_a_bot_thinks_and_skips_the_bot_delay(qtbot) -> None:  # type: ignore[no-untyped-def]
    host, adapter, table, bot = _slow_search_table(qtbot, bot_delay_ms=20000)
    assert table.hurry_button.isHidden()
    adapter.start()
    qtbot.waitUntil(lambda: table.hurry_button.isVisible(), timeout=5000)
    assert table.hurry_button.text() == "Hurry the AI  [Ctrl+G]"  # the action bar's one label style
    # in the action bar floating over the table above the hand, not in the status strip below it
    assert table.hurry_button.parent() is table.action_bar and table.action_bar.isVisible()
    assert table.hurry_button.height() >= 40
    bar = table.action_bar.geometry()
    hand = table.view.mapFromScene(table.scene.viewer_hand_rect()).boundingRect()
    assert table.view.viewport().rect().contains(bar) and bar.bottom() <= hand.top()
    table.hurry_button.click()
    # neither the 30 s search nor the 20 s bot delay is waited out
    qtbot.waitUntil(lambda: len(host.log) > 0, timeout=5000)
    assert host.log[0][0] == 0
    assert table.hurry_button.isHidden()


def test_the_play_menu_hurries_the_ai_with_ctrl_g(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """At the table the search bot thinks in a child process: the hurry reaches it there."""
    from PySide6.QtGui import QKeySequence

    from shikitable.ai.child_process import ChildProcessBot
    from shikitable.session.host import Seat
    from shikitable.ui.windows import window as window_module
    from shikitable.ui.windows.dialogs import GameSpec
    from shikitable.ui.windows.settings import Settings
    from shikitable.ui.windows.window import MainWindow

    def slow_bot(game_id: str, level: str, seed: int | None = None) -> ChildProcessBot:
        return ChildProcessBot(game_id, level, seed, seconds=SLOW_SEARCH_S)

    monkeypatch.setattr(window_module, "make_table_bot", slow_bot)
    window = MainWindow(Settings(language="en", animation_speed="instant", bot_delay_ms=0), persist=False)
    qtbot.addWidget(window)
    window.show()
    window.start(GameSpec("taxot", 2, [Seat("AI", "strong"), Seat("Me", "human")], {}), seed=4)
    assert window.adapter is not None and window.host is not None
    bot = window.adapter.bots[0]
    assert isinstance(bot, ChildProcessBot)  # the table's search bots think in a process of their own
    play = next(m.menu() for m in window.menuBar().actions() if m.text().replace("&", "") == "Play")
    hurry = next(a for a in play.actions() if a.text().replace("&", "") == "Hurry the AI")
    assert hurry.shortcut() == QKeySequence("Ctrl+G")
    qtbot.waitUntil(window.adapter.thinking, timeout=5000)
    hurry.trigger()
    qtbot.waitUntil(lambda: len(window.host.log) > 0, timeout=10000)  # the process starts, then is hurried
    assert window.host.log[0][0] == 0
    window.adapter.close()
    qtbot.waitUntil(lambda: not bot.alive(), timeout=5000)  # closing the match ends the process


def test_nothing_to_hurry_is_harmless(qtbot) -> None:  # type: ignore[no-untyped-def]
    host, adapter, table = make_table(qtbot, ["human", "heuristic"], seed=4, game_id="taxot")
    adapter.start()
    qtbot.waitUntil(lambda: table.seat == 0, timeout=5000)
    assert not table.hurry()
    assert host.log == [] and table.seat == 0


def test_a_search_past_the_time_limit_is_replaced_and_its_worker_freed(qtbot) -> None:  # type: ignore[no-untyped-def]
    host, adapter, table, bot = _slow_search_table(qtbot)
    adapter.bot_time_limit_s = 0.5
    errors: list[str] = []
    adapter.bot_error.connect(lambda seat, message: errors.append(message))
    adapter.start()
    qtbot.waitUntil(lambda: len(host.log) > 0, timeout=5000)  # a random legal move for it
    assert host.log[0][0] == 0 and errors and "longer than" in errors[0]
    # the abandoned 30 s search stops too, instead of holding a worker for the rest of its time
    qtbot.waitUntil(lambda: bot.last_iterations > 0, timeout=5000)
