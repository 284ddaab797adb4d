"""`shikitable serve` runs headless: no display, no PySide6 import, and it plays a match."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from net_helpers import run

from shikitable.net.client import TableClient

REPO = Path(__file__).resolve().parents[2]
# Refuses any import of PySide6 and says so on stderr, then runs the command line given.
NO_QT = """
import sys
class NoQt:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] == "PySide6":
            print("PySide6 IMPORTED: " + name, file=sys.stderr, flush=True)
            raise ImportError("no Qt here")
        return None
sys.meta_path.insert(0, NoQt())
from shikitable.__main__ import main
sys.exit(main(sys.argv[1:]))
"""


def _environment(tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    env["SHIKITABLE_DATA_DIR"] = str(tmp_path / "data")
    env["PYTHONPATH"] = str(REPO)
    return env


def test_importing_the_server_loads_no_qt(tmp_path: Path) -> None:
    # the static half (no `import` of Qt anywhere in net/) is tests/test_session.py's layer check
    code = ("import sys, shikitable.net.server, shikitable.net.client;"
            " print(sorted(m for m in sys.modules if 'PySide' in m))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=_environment(tmp_path),
                         timeout=60, check=True)
    assert out.stdout.strip() == "[]"


def test_serve_runs_headless_hosts_a_match_and_stops_cleanly(tmp_path: Path) -> None:
    process = subprocess.Popen(
        [sys.executable, "-c", NO_QT, "serve", "--port", "0", "--no-announce"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=_environment(tmp_path),
    )
    try:
        assert process.stdout is not None
        line = process.stdout.readline()  # blocks until the server is listening (or has died)
        assert "listening on ws://127.0.0.1:" in line, process.stderr.read() if process.stderr else ""
        url = line.split("listening on ")[1].split()[0]

        async def body() -> None:
            client = await TableClient.connect(url, "watcher")
            table = await client.create_table("taxot", 4, [{"kind": "bot", "level": "heuristic"}] * 4,
                                              {"match_length": "target", "target_score": 5})
            view = await client.spectate(table)
            await client.wait_for(lambda: view.over, 120)
            await client.close()

        run(body)
        process.send_signal(signal.SIGTERM)
        _, errors = process.communicate(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert process.returncode == 0, errors
    assert "PySide6 IMPORTED" not in errors
    assert (tmp_path / "data" / "matches.sqlite3").exists()  # the match was autosaved


def test_serve_says_why_when_the_port_is_taken(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        out = subprocess.run([sys.executable, "-m", "shikitable", "serve", "--port", str(port), "--no-announce"],
                             capture_output=True, text=True, env=_environment(tmp_path), timeout=60)
    assert out.returncode == 1
    assert f"cannot listen on 127.0.0.1:{port}" in out.stderr
    assert "Traceback" not in out.stderr


def test_serve_refuses_half_a_tls_setup_and_a_missing_certificate(tmp_path: Path) -> None:
    env = _environment(tmp_path)
    half = subprocess.run([sys.executable, "-m", "shikitable", "serve", "--tls-cert", "c.pem"],
                          capture_output=True, text=True, env=env, timeout=60)
    assert half.returncode == 2 and "go together" in half.stderr
    missing = subprocess.run(
        [sys.executable, "-m", "shikitable", "serve", "--tls-cert", str(tmp_path / "c.pem"),
         "--tls-key", str(tmp_path / "k.pem")], capture_output=True, text=True, env=env, timeout=60,
    )
    assert missing.returncode == 2 and "cannot use the certificate" in missing.stderr
    assert "Traceback" not in missing.stderr + half.stderr



@pytest.mark.parametrize(("argv", "named"), [
    (["serve", "--port", "70000"], "--port"),
    (["serve", "--port", "eight"], "--port"),
    (["bench", "--network", "--tables", "0"], "--tables"),
    (["bench", "--network", "--think-ms", "-1"], "--think-ms"),
    (["bench", "--network", "--think-ms", "nan"], "--think-ms"),
    (["bench", "--network", "--game", "chess"], "--game"),
    (["serve", "--max-per-address", "0"], "--max-per-address"),
    (["serve", "--max-per-address", "many"], "--max-per-address"),
])
def test_bad_network_arguments_get_one_line_and_exit_code_2(
    argv: list[str], named: str, capsys: pytest.CaptureFixture[str]
) -> None:
    from shikitable.__main__ import main

    with pytest.raises(SystemExit) as stopped:
        main(argv)
    assert stopped.value.code == 2
    error = capsys.readouterr().err
    assert named in error and len(error.strip().splitlines()) == 1


def test_serve_says_the_servers_own_per_address_limit() -> None:
    """`serve --help` names the default without importing the server: the two must agree."""
    from shikitable.net import cli, server

    assert cli.MAX_PER_ADDRESS == server.MAX_PER_ADDRESS
