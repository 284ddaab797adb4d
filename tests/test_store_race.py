"""Two programs opening a fresh data folder at the same moment (the table started twice on a
first run, or the table and `shikitable history`): neither mistakes the other's new store for
damage, nothing is set aside, and every move of both is in the one store."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from shikitable.session.store import DB_NAME, MatchStore
from tests.store_race_worker import MOVES

ROUNDS = 50
ROOT = Path(__file__).resolve().parent.parent


def test_two_programs_creating_one_store_at_once_lose_nothing(tmp_path: Path) -> None:
    environment = dict(os.environ, PYTHONPATH=str(ROOT))
    workers = [
        subprocess.Popen(
            [sys.executable, "-m", "tests.store_race_worker", str(tmp_path), str(me), str(ROUNDS)],
            cwd=ROOT, env=environment, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )
        for me in (0, 1)
    ]
    outputs = [worker.communicate(timeout=600) for worker in workers]
    for worker, (_, errors) in zip(workers, outputs, strict=True):
        assert worker.returncode == 0, errors[-2000:]
    reports = [json.loads(line) for out, _ in outputs for line in out.splitlines()]
    assert len(reports) == 2 * ROUNDS
    assert [r for r in reports if r["problem"] or r["autosave"]] == []
    for number in range(ROUNDS):
        data = tmp_path / f"round-{number}" / "data"
        set_aside = [p.name for p in data.iterdir() if ".corrupt" in p.name or ".unusable" in p.name]
        assert set_aside == [], f"round {number}: a store was set aside"
        store = MatchStore(data / DB_NAME)
        try:
            stored = {record.id: record.actions for record in store.matches()}
            ours = {r["match"]: r["moves"] for r in reports if r["round"] == number}
            assert stored == ours == {key: MOVES for key in ours} and len(ours) == 2, f"round {number}"
            for match_id in ours:
                assert len(store.actions(match_id)) == MOVES
        finally:
            store.close()
