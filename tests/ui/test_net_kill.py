"""The acceptance line: a table in its own process is killed with SIGKILL mid-match, started
again, takes its seat back with the token it kept on disk, and the match is played to its end
(the host's table here in the test process, with two server bots; 127.0.0.1 only)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from shikitable.ui.net.loop import close_network_loop
from shikitable.ui.net.menu import tables_of
from tests.ui.net_table_helpers import Players, host, main_window, server_address

PLAYER = Path(__file__).with_name("net_remote_player.py")


@pytest.fixture(autouse=True)
def network(tmp_path, monkeypatch):
    monkeypatch.setenv("SHIKITABLE_DATA_DIR", str(tmp_path / "data"))
    windows: list = []
    children: list[subprocess.Popen] = []
    yield windows, children
    for child in children:
        if child.poll() is None:
            child.kill()
        child.wait(timeout=30)
    for window in windows:
        for table_window in list(tables_of(window).windows):
            table_window.close()
    close_network_loop()


def test_a_table_killed_with_sigkill_and_started_again_rejoins_and_finishes(qtbot, network, tmp_path):
    windows, children = network
    first = main_window(qtbot)
    windows.append(first)
    mine = host(qtbot, first, "taxot", ["human", "remote", "heuristic", "heuristic"])
    env = dict(os.environ, SHIKITABLE_CONFIG_DIR=str(tmp_path / "guest-config"),
               SHIKITABLE_DATA_DIR=str(tmp_path / "guest-data"), QT_QPA_PLATFORM="offscreen")
    command = [sys.executable, str(PLAYER), "--address", str(server_address(mine)), "--name", "Guest"]

    def start(log: Path, *extra: str) -> subprocess.Popen:
        with log.open("w") as out:
            child = subprocess.Popen([*command, *extra], stdout=out, env=env)
        children.append(child)
        return child

    def said(log: Path) -> list[str]:
        return log.read_text().splitlines() if log.exists() else []

    before, after = tmp_path / "before.txt", tmp_path / "after.txt"
    child = start(before)
    players = Players("taxot", seed=4)
    players.play_until(qtbot, [mine], lambda: sum(line.startswith("moved") for line in said(before)) >= 3)
    assert "seated 1" in said(before)
    os.kill(child.pid, signal.SIGKILL)
    child.wait(timeout=30)
    qtbot.waitUntil(lambda: mine.net.presence[1] is False, timeout=20000)  # the host sees the seat away
    again = start(after, "--rejoin")
    players.play_until(qtbot, [mine], lambda: mine.net.match.over and any(
        line.startswith("over") for line in said(after)), limit=20000)
    assert again.wait(timeout=60) == 0
    assert "seated 1" in said(after)  # the same seat, taken back with its token
    final = next(line for line in said(after) if line.startswith("over"))
    assert json.loads(final.split(" ", 1)[1]) == mine.net.match.scores


def test_the_application_loop_plays_a_network_match_and_quits_cleanly(tmp_path):
    """qasync inside app.exec: host, join, play to the end, quit; the server's bot threads are
    stopped before Qt tears down (else Qt aborts the process on its way out)."""
    env = dict(os.environ, SHIKITABLE_CONFIG_DIR=str(tmp_path / "c"), SHIKITABLE_DATA_DIR=str(tmp_path / "d"),
               QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, str(PLAYER.with_name("net_app_smoke.py"))], env=env,
                          capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, done.stderr[-2000:]
    assert any(line.startswith("over") for line in done.stdout.splitlines())
