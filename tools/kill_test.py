"""The kill test, at length: SIGKILL the autosaving bot player (or a `shikitable --demo` table)
at random moments, many times, checking the match store after each kill.

    .venv/bin/python tools/kill_test.py --rounds 300
    .venv/bin/python tools/kill_test.py --demo --rounds 10     # the table itself (offscreen)

Bot player rounds check: the store opens, every acknowledged move is there, the log replays to
a legal state, an unfinished match is listed as unfinished (shikitable/session/killcheck.py).
Demo rounds check what a player would: `shikitable history --json` lists the match as
unfinished, and `shikitable export` + `shikitable replay` of it succeed."""

from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from shikitable.games import GAMES
from shikitable.session.killcheck import kill_once

SHIKITABLE = [sys.executable, "-m", "shikitable"]


def bot_rounds(rounds: int, seed: int) -> None:
    rng = random.Random(seed)
    games = sorted(GAMES)
    with tempfile.TemporaryDirectory() as folder:
        for index in range(rounds):
            report = kill_once(Path(folder), games[index % len(games)], rng, seed=index)
            print(f"round {index + 1}: match {report.match_id}, {report.acknowledged} acknowledged, "
                  f"{report.stored} stored, {'finished' if report.finished else 'unfinished'}", flush=True)


def demo_rounds(rounds: int, seed: int) -> None:
    rng = random.Random(seed)
    games = sorted(GAMES)
    with tempfile.TemporaryDirectory() as folder:
        env = dict(os.environ, SHIKITABLE_DATA_DIR=folder, QT_QPA_PLATFORM="offscreen")
        for index in range(rounds):
            game = games[index % len(games)]
            table = subprocess.Popen([*SHIKITABLE, "--demo", game], env=env, stderr=subprocess.DEVNULL)
            time.sleep(rng.uniform(3.0, 8.0))  # start-up, then some moves
            table.send_signal(signal.SIGKILL)
            table.wait()
            listed = json.loads(subprocess.run([*SHIKITABLE, "history", "--json"], env=env, check=True,
                                               capture_output=True, text=True).stdout)
            latest = max(listed, key=lambda m: m["id"])
            assert latest["game"] == game and latest["finished"] is None, latest
            out = Path(folder) / f"match-{latest['id']}.json"
            subprocess.run([*SHIKITABLE, "export", str(latest["id"]), str(out)], env=env, check=True,
                           capture_output=True)
            replay = json.loads(subprocess.run([*SHIKITABLE, "replay", str(out)], env=env, check=True,
                                               capture_output=True, text=True).stdout)
            assert replay["actions"] == latest["actions"], (replay["actions"], latest["actions"])
            print(f"round {index + 1}: {game} match {latest['id']} killed after {latest['actions']} moves; "
                  "listed unfinished, exported and replayed", flush=True)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--demo", action="store_true", help="kill `shikitable --demo GAME` instead")
    options = parser.parse_args()
    if options.demo:
        demo_rounds(options.rounds, options.seed)
    else:
        bot_rounds(options.rounds, options.seed)
    print("all rounds passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
