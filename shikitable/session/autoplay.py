"""Bots play on and on, autosaving every move to the match store: the subject of the kill test
(tests/test_kill.py, tools/kill_test.py), which kills it with SIGKILL at random moments.

    python -m shikitable.session.autoplay --game taxot [--pause-ms 3] [--seed 1]

It goes on with the latest unfinished match of that game in the store (SHIKITABLE_DATA_DIR),
or starts a new one, and prints `ack MATCH_ID ACTIONS FINISHED` after each move the store has
committed, so the test knows which moves were acknowledged before the kill."""

from __future__ import annotations

import argparse
import random
import sys
import time

from shikitable.games import GAMES, get_game
from shikitable.session.host import MatchHost, Seat
from shikitable.session.store import MatchStore

# a long match (up to the season cap), so most kills land mid-match
LONG_MATCH = {"match_length": "target", "target_score": 500}


def run(game_id: str, pause_ms: float, seed: int, matches: int) -> int:
    game = get_game(game_id)
    store = MatchStore()
    rng = random.Random(seed)
    for _ in range(matches):
        unfinished = [r for r in store.matches(game=game_id) if r.finished is None]
        if unfinished:
            host = MatchHost.resume(store, unfinished[0].id)
        else:
            declared = {o.name for o in game.options}
            options = {k: v for k, v in LONG_MATCH.items() if k in declared}
            seats = [Seat(f"bot {i + 1}", "random") for i in range(game.default_players)]
            host = MatchHost(game, game.default_players, rng.randrange(2**31), options, seats)
            host.keep_in(store)
        while host.to_act():
            seat = host.to_act()[0]
            host.submit(seat, rng.choice(host.legal_actions(seat)))
            if host.store is None:  # autosave failed: nothing more to acknowledge
                return 1
            print(f"ack {host.store_id} {len(host.log)} {int(host.over)}", flush=True)
            if pause_ms:
                time.sleep(pause_ms / 1000)
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(prog="python -m shikitable.session.autoplay")
    parser.add_argument("--game", default="taxot", choices=sorted(GAMES))
    parser.add_argument("--pause-ms", type=float, default=3.0)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--matches", type=int, default=1_000_000)
    options = parser.parse_args()
    return run(options.game, options.pause_ms, options.seed, options.matches)


if __name__ == "__main__":
    sys.exit(main())
