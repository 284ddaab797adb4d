"""The real application loop (app.exec) with network play: the app hosts a 終季 table, a second
table in the same app joins it, both play until the match is over, and the app quits. Run by
test_net_kill.py in a process of its own; prints "over <moves> <scores>" and exits with the
application's code (Qt aborts the process if a worker thread outlives it)."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from PySide6.QtCore import QTimer  # noqa: E402


def main() -> int:
    from shikitable.session.host import Seat
    from shikitable.ui.net.host import HostPlan
    from shikitable.ui.net.join import JoinPlan
    from shikitable.ui.net.menu import add_network_actions, host_game, join_game
    from shikitable.ui.windows.app import make_application
    from shikitable.ui.windows.dialogs import GameSpec
    from shikitable.ui.windows.settings import Settings
    from shikitable.ui.windows.window import MainWindow
    from tests.ui.net_table_helpers import SHORT, Players

    app = make_application([])
    window = MainWindow(Settings(language="en", animation_speed="instant", bot_delay_ms=0), persist=False,
                        game_menu_extras=(add_network_actions,))
    window.show()
    tables: list = []
    players = Players("taxot")
    kinds = [("Aki", "human"), ("Mio", "remote"), ("C", "heuristic"), ("D", "heuristic")]
    spec = GameSpec("taxot", 4, [Seat(name, kind) for name, kind in kinds], dict(SHORT["taxot"]))

    def hosted(table_window) -> None:  # type: ignore[no-untyped-def]
        tables.append(table_window)
        join_game(window, JoinPlan(table_window.server.bound, "Mio"), quiet=True, on_open=tables.append)

    def tick() -> None:
        if len(tables) == 2:
            players.step(tables)
            if all(t.net.match.over and t.last_dialog is None for t in tables):
                print("over", players.moves, tables[0].net.match.scores, flush=True)
                app.quit()
                return
        QTimer.singleShot(5, tick)

    QTimer.singleShot(0, lambda: host_game(window, HostPlan(spec, port=0, seed=3), quiet=True, on_open=hosted))
    QTimer.singleShot(0, tick)
    QTimer.singleShot(90000, app.quit)  # a ceiling: the test then sees no "over" line
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
