"""値戦 and 開樽 through the match host: a saved match replays to the same result, the CLI
lists both, and the heuristic bots beat random play."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from shikitable.games import get_game
from shikitable.session.host import MatchHost
from shikitable.session.saves import read_save, write_save
from shikitable.session.simulate import simulate


@pytest.mark.parametrize("game_id", ["makkaik", "namto"])
def test_a_saved_match_replays_to_the_same_result(tmp_path: Path, game_id: str) -> None:
    host = MatchHost(get_game(game_id), 4, seed=9, options={"start_points": 20, "vessel_wild": False})
    rng = random.Random(9)
    while not host.over:
        seat = host.to_act()[0]
        host.submit(seat, rng.choice(host.legal_actions(seat)))
    path = tmp_path / "match.json"
    write_save(path, host.save_data())
    again = MatchHost.from_save(read_save(path))
    assert again.result() is not None
    assert again.result().to_json() == host.result().to_json()
    assert sum(host.result().points) == 0


def test_cli_lists_both_betting_games() -> None:
    out = subprocess.run([sys.executable, "-m", "shikitable", "games"], capture_output=True, text=True, timeout=120)
    assert out.returncode == 0
    assert "makkaik" in out.stdout and "namto" in out.stdout


def test_heuristic_beats_random_at_makkaik() -> None:
    summary = simulate(get_game("makkaik"), ["heuristic", "random", "random", "random"], 24, seed=3)
    means = [s["mean_points"] for s in summary["seats"]]
    assert all(means[0] > m for m in means[1:]), means


@pytest.mark.slow  # about a minute: QT_QPA_PLATFORM=offscreen .venv/bin/pytest -m slow tests/test_betting_session.py
def test_heuristic_beats_random_at_namto() -> None:
    summary = simulate(get_game("namto"), ["heuristic", "random", "random", "random"], 60, seed=3)
    seats = summary["seats"]
    assert all(seats[0]["ci95_low"] > s["ci95_high"] for s in seats[1:]), seats
