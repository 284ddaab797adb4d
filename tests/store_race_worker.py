"""One of the two programs of the first-start race (tests/test_store_race.py): for each fresh
folder in turn, wait for the other program, open the store at the same moment, play a short
match with every move autosaved, and report what it stored."""

from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path

from shikitable.games import get_game
from shikitable.session.host import MatchHost, Seat
from shikitable.session.store import DB_NAME, MatchStore

MOVES = 12


def wait_for_partner(folder: Path, me: int) -> None:
    """A two-party barrier through files: each says it is ready and waits for the other."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"ready-{me}").touch()
    other = folder / f"ready-{1 - me}"
    deadline = time.monotonic() + 120
    while not other.exists():  # a millisecond's sleep keeps both within a few ms of each other
        if time.monotonic() > deadline:
            raise SystemExit(f"the other program never reached {folder.name}")
        time.sleep(0.001)


def run(root: Path, me: int, rounds: int) -> None:
    game = get_game("taxot")
    for number in range(rounds):
        folder = root / f"round-{number}"
        wait_for_partner(folder, me)
        store = MatchStore(folder / "data" / DB_NAME)
        host = MatchHost(game, 2, seed=number * 2 + me, seats=[Seat("A", "random"), Seat("B", "random")])
        match_id = host.keep_in(store)
        rng = random.Random(number)
        for _ in range(MOVES):
            seat = host.to_act()[0]
            host.submit(seat, rng.choice(host.legal_actions(seat)))
        report = {"round": number, "match": match_id, "moves": len(host.log), "problem": store.problem,
                  "autosave": host.autosave_problem}
        store.close()
        print(json.dumps(report), flush=True)


if __name__ == "__main__":
    run(Path(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]))
