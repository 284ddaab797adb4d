"""One round of the kill test: start the autosaving bot player, kill it with SIGKILL at a
random moment, and check the store it leaves (shared by tests/test_kill.py and tools/kill_test.py)."""

from __future__ import annotations

import os
import random
import select
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from shikitable.session.host import MatchHost
from shikitable.session.store import DB_NAME, MatchStore


@dataclass
class KillReport:
    match_id: int | None
    acknowledged: int  # moves the killed process had seen committed
    stored: int  # moves in the store afterwards
    finished: bool


def kill_once(data_dir: Path, game_id: str, rng: random.Random, seed: int, pause_ms: float = 2.0) -> KillReport:
    """Run autoplay until its first acknowledged move, let it go on for a random while, SIGKILL
    it, then check: the store opens, every acknowledged move is stored, the log replays to a
    legal state, and an unfinished match is listed as unfinished. AssertionError says what broke."""
    env = dict(os.environ, SHIKITABLE_DATA_DIR=str(data_dir), PYTHONUNBUFFERED="1")
    command = [sys.executable, "-m", "shikitable.session.autoplay", "--game", game_id]
    command += ["--seed", str(seed), "--pause-ms", str(pause_ms)]
    process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert process.stdout is not None
    ready, _, _ = select.select([process.stdout], [], [], 60.0)  # a hung start must not hang the test
    first = process.stdout.readline() if ready else "timed out waiting for the first move"
    if not first.startswith("ack "):
        process.kill()
        _, err = process.communicate()
        raise AssertionError(f"autoplay did not start: {first!r} {err[-2000:]}")
    time.sleep(rng.uniform(0.0, 0.25))
    process.send_signal(signal.SIGKILL)
    rest, _ = process.communicate()
    lines = [first] + rest.splitlines()
    acks = [line.split() for line in lines if line.startswith("ack ") and len(line.split()) == 4]
    match_id, acknowledged, finished = int(acks[-1][1]), int(acks[-1][2]), acks[-1][3] == "1"

    store = MatchStore(data_dir / DB_NAME)
    try:
        assert store.problem is None, store.problem
        record = store.match(match_id)
        assert record.actions >= acknowledged, f"match {match_id}: {acknowledged} acknowledged, {record.actions} stored"
        assert record.actions <= acknowledged + 1, "more moves stored than were ever played"
        save = store.load(match_id)
        host = MatchHost.from_save(save)  # raises BadSave if the log does not replay legally
        assert len(host.log) == record.actions
        if not finished and record.actions == acknowledged:
            assert record.finished is None and not host.over
            listed = {r.id: r for r in store.matches()}
            assert listed[match_id].finished is None, "the killed match is not listed as unfinished"
        assert (record.finished is not None) == host.over
        return KillReport(match_id, acknowledged, record.actions, record.finished is not None)
    finally:
        store.close()
