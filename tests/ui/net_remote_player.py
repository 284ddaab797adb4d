"""A table in a process of its own for the kill test: it joins a network table (or, with
--rejoin, takes back the seat kept on disk, as a restarted table does from the Join dialog),
plays its seat with a random bot through the table's own prompt, and reports on stdout:
"seated <seat>", "moved <count>", and "over <scores as JSON>" when the match has ended."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QEventLoop  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--address", required=True)
    parser.add_argument("--name", default="Guest")
    parser.add_argument("--rejoin", action="store_true")
    parser.add_argument("--game", default="taxot")
    parser.add_argument("--seconds", type=float, default=120.0)
    args = parser.parse_args()
    app = QApplication([])
    from shikitable.ui.net.address import parse_address
    from shikitable.ui.net.join import JoinPlan
    from shikitable.ui.net.menu import add_network_actions, join_game, tables_of
    from shikitable.ui.net.tokens import load_seats
    from shikitable.ui.windows.settings import Settings
    from shikitable.ui.windows.window import MainWindow
    from tests.ui.net_table_helpers import Players

    deadline = time.monotonic() + args.seconds

    def pump(until) -> bool:  # type: ignore[no-untyped-def]
        while not until():
            if time.monotonic() > deadline:
                return False
            app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        return True

    window = MainWindow(Settings(language="en", animation_speed="instant", bot_delay_ms=0), persist=False,
                        game_menu_extras=(add_network_actions,))
    address = parse_address(args.address)
    if args.rejoin:
        held = next(s for s in load_seats() if s.name == args.name)
        plan = JoinPlan(address, held.name, held.table, held.seat, held.token)
    else:
        plan = JoinPlan(address, args.name)
    opened: list = []
    join_game(window, plan, quiet=True, on_open=opened.append)
    if not pump(lambda: bool(opened) or tables_of(window).problem is not None) or not opened:
        print("failed", tables_of(window).problem, flush=True)
        return 1
    table_window = opened[0]
    print("seated", table_window.net.seat, flush=True)
    players = Players(args.game, seed=os.getpid())
    count = 0

    def finished() -> bool:
        return table_window.net.match.over and table_window.last_dialog is None

    while not finished():
        if not pump(lambda: finished() or table_window.last_dialog is not None or (
                table_window.table.seat is not None and bool(table_window.table.legal))):
            print("timeout", flush=True)
            return 1
        if players.step([table_window]) and players.moves > count:
            count = players.moves
            print("moved", count, flush=True)
    print("over", json.dumps(table_window.net.match.scores), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
