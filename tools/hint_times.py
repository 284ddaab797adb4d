"""How long a hint takes, per game: from the request (Play → Suggest a move) to the three moves
in the table's hint line.

    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/hint_times.py [--decisions 5] [--games taxot,riichi]

Each game walks a few random matches to decisions with more than two legal moves and asks the
table's HintService (the strong search with the hint's time budget, on its worker thread) for
hints, timing from `request` until the `ready` signal reaches the event loop. Prints a
Markdown table: p50 and max in ms, and how long `request` itself held the UI thread. The
acceptance line is "within a second"."""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def decisions(game_id: str, count: int, seed: int) -> list[tuple[dict, list]]:  # type: ignore[type-arg]
    from shikitable.games import get_game

    game = get_game(game_id)
    rng = random.Random(seed)
    found: list[tuple[dict, list]] = []  # type: ignore[type-arg]
    while len(found) < count:
        state = game.setup(game.default_players, None, rng.randrange(2**31))
        steps = rng.randrange(5, 60)  # somewhere in the first deal, not always its first move
        for _ in range(400):
            waiting = game.to_act(state)
            if not waiting:
                break
            seat = waiting[0]
            legal = game.legal_actions(state, seat)
            steps -= 1
            if steps <= 0 and len(legal) > 2:
                found.append((game.observation(state, seat), legal))
                break
            game.apply(state, seat, rng.choice(legal))
    return found


def measure(game_id: str, count: int) -> tuple[list[float], list[float]]:
    from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

    from shikitable.ui.learn.hints import HintService

    service = HintService()
    totals: list[float] = []
    holds: list[float] = []
    loop = QEventLoop()
    arrived: list[float] = []
    service.ready.connect(lambda *_: (arrived.append(time.perf_counter()), loop.quit()))
    give_up = QTimer()
    give_up.setSingleShot(True)
    give_up.setInterval(30000)
    give_up.timeout.connect(loop.quit)
    for observation, legal in decisions(game_id, count, 1):
        arrived.clear()
        give_up.start()
        started = time.perf_counter()
        service.request(game_id, observation, legal, seed=1)
        holds.append(time.perf_counter() - started)
        loop.exec()
        give_up.stop()
        totals.append((arrived[0] if arrived else time.perf_counter()) - started)
        QCoreApplication.processEvents()
    return totals, holds


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--decisions", type=int, default=5)
    parser.add_argument("--games", default="", help="comma-separated game ids (default: every game)")
    options = parser.parse_args()

    from shikitable.games import GAMES
    from shikitable.ui.learn.hints import HINT_SECONDS
    from shikitable.ui.windows.app import make_application

    make_application([sys.argv[0]])
    games = [g.strip() for g in options.games.split(",") if g.strip()] or list(GAMES)
    unknown = [g for g in games if g not in GAMES]
    if unknown:
        parser.error(f"unknown game {unknown[0]!r}; games: {', '.join(GAMES)}")
    print(f"hint time, request to hints shown ({options.decisions} decisions a game; search budget {HINT_SECONDS:g} s)")
    print("| game | p50 ms | max ms | request holds the UI (max ms) |")
    print("|---|---|---|---|")
    for game_id in games:
        totals, holds = measure(game_id, options.decisions)
        ordered = sorted(totals)
        print(f"| `{game_id}` | {1000 * ordered[len(ordered) // 2]:.0f} | {1000 * ordered[-1]:.0f} "
              f"| {1000 * max(holds):.0f} |", flush=True)


if __name__ == "__main__":
    main()
