"""Shared by the network table tests: a main window, hosting and joining through the same
functions the Game menu calls (on 127.0.0.1 only, never announced), and playing every network
window's seat with a bot until the match is over."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest

from shikitable.ai import make_bot
from shikitable.session.host import Seat
from shikitable.ui.net.address import Address
from shikitable.ui.net.host import LOOPBACK, HostPlan
from shikitable.ui.net.join import JoinPlan
from shikitable.ui.net.loop import close_network_loop
from shikitable.ui.net.menu import host_game, join_game, tables_of
from shikitable.ui.net.window import NetTableWindow
from shikitable.ui.windows.dialogs import GameSpec, SeasonDialog
from shikitable.ui.windows.window import MainWindow
from tests.ui.helpers import quick_main_window

# the shortest match of each game tested here, so whole matches stay quick
SHORT = {
    "taxot": {"match_length": "target", "target_score": 20},
    "riichi": {"length": "tonpuu", "tobi": True},
}
WAIT_MS = 30000


def main_window(qtbot) -> MainWindow:
    window = quick_main_window(qtbot)
    window.resize(1100, 760)
    return window


def network_windows(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[MainWindow]]:
    """For a test's fixture: the server's store in a temporary folder, and the list of main
    windows the test opens; afterwards each one's network table windows are closed and the
    asyncio loop given back, so the next test starts on plain Qt."""
    monkeypatch.setenv("SHIKITABLE_DATA_DIR", str(tmp_path / "data"))
    windows: list[MainWindow] = []
    yield windows
    for window in windows:
        for table_window in list(tables_of(window).windows):
            table_window.close()
    close_network_loop()


def host_and_guest(
    qtbot,
    windows: list[MainWindow],
    game_id: str = "taxot",
    kinds: tuple[str, ...] = ("human", "remote", "heuristic", "heuristic"),
    options: dict | None = None,
    **plan_fields,
) -> tuple[NetTableWindow, NetTableWindow]:
    """Two main windows (added to `windows`): the first hosts `game_id` with these seats (see
    host), the second joins its table as "Guest". The host's table window and the guest's."""
    first, second = main_window(qtbot), main_window(qtbot)
    windows += [first, second]
    mine = host(qtbot, first, game_id, list(kinds), options, **plan_fields)
    return mine, join(qtbot, second, server_address(mine), "Guest")


def host(
    qtbot, window: MainWindow, game_id: str, kinds: list[str], options: dict | None = None, **plan_fields
) -> NetTableWindow:
    """Host a table through Game → Host a network game…'s function; the host's own window.
    The match is the game's shortest unless `options` say otherwise."""
    seats = [Seat(f"Host{i}" if k == "human" else f"Bot{i}", k) for i, k in enumerate(kinds)]
    spec = GameSpec(game_id, len(kinds), seats, dict(SHORT.get(game_id, {}) if options is None else options))
    plan = HostPlan(spec, listen=LOOPBACK, port=0, announce=False, seed=11, **plan_fields)
    opened: list[NetTableWindow] = []
    host_game(window, plan, quiet=True, on_open=opened.append)
    qtbot.waitUntil(lambda: bool(opened) or tables_of(window).problem is not None, timeout=WAIT_MS)
    assert opened, tables_of(window).problem
    qtbot.addWidget(opened[0])
    return opened[0]


def join(qtbot, window: MainWindow, address: Address, name: str, **plan_fields) -> NetTableWindow:
    opened: list[NetTableWindow] = []
    join_game(window, JoinPlan(address, name, **plan_fields), quiet=True, on_open=opened.append)
    qtbot.waitUntil(lambda: bool(opened) or tables_of(window).problem is not None, timeout=WAIT_MS)
    assert opened, tables_of(window).problem
    qtbot.addWidget(opened[0])
    return opened[0]


def server_address(table_window: NetTableWindow) -> Address:
    assert table_window.server is not None and table_window.server.bound is not None
    return table_window.server.bound


class Players:
    """Plays each network window's seat with a random bot, as a person would: through the
    table's own prompt, and closing each season's dialog."""

    def __init__(self, game_id: str, seed: int = 3) -> None:
        self.game_id = game_id
        self.rng = random.Random(seed)
        self.bots: dict[int, object] = {}
        self.moves = 0
        self.seasons = 0
        self.curtains = 0

    def step(self, windows: list[NetTableWindow]) -> bool:
        """One move or one closed dialog, if any window has one to make; whether it did."""
        for window in windows:
            dialog = window.last_dialog
            if dialog is not None:
                window.last_dialog = None
                dialog._done(SeasonDialog.NEXT)
                self.seasons += 1
                return True
            table = window.table
            if table.curtain.isVisible():  # hot seat: the player called comes to the screen
                self.curtains += 1
                table.curtain.button.click()
                return True
            if table.seat is not None and table.legal and table.scene is not None and table.scene.obs:
                seat = table.seat
                bot = self.bots.setdefault(seat, make_bot(self.game_id, "random", self.rng.randrange(2**31)))
                action = bot.choose(table.scene.obs, list(table.legal))  # type: ignore[attr-defined]
                if window.net.act(seat, action):
                    self.moves += 1
                    return True
        return False

    def play_until(self, qtbot, windows: list[NetTableWindow], done, limit: int = 5000) -> None:
        for _ in range(limit):
            if done():
                return
            qtbot.waitUntil(
                lambda: done() or any(
                    w.last_dialog is not None or w.table.curtain.isVisible()
                    or (w.table.seat is not None and bool(w.table.legal)) for w in windows
                ),
                timeout=WAIT_MS,
            )
            self.step(windows)
        raise AssertionError("the match did not end")
