"""Every command writes to a stdout that is not UTF-8 (PYTHONIOENCODING=ascii, a Latin-1
locale, an old pipe): what the stream cannot encode is escaped, nothing raises, and JSON stays
JSON with the same content."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from shikitable.__main__ import COMMANDS, main
from shikitable.games import get_game
from shikitable.session.host import MatchHost, Seat
from shikitable.session.saves import write_save
from shikitable.session.store import MatchStore, default_store_path
from tests.playouts import submit_random_moves

ROOT = Path(__file__).resolve().parent.parent
NAMES = ["東家の花子", "Zoë"]


def store_a_match_with_japanese_names() -> MatchHost:
    store = MatchStore(default_store_path())
    host = MatchHost(
        get_game("taxot"), 2, seed=3, options={"match_length": "4"}, seats=[Seat(name, "random") for name in NAMES]
    )
    host.keep_in(store)
    submit_random_moves(host, 100_000)  # to the end: the history prints the names with the points
    host.release_claim()
    store.close()
    return host


def run_in(encoding: str, args: list[str], monkeypatch: pytest.MonkeyPatch) -> tuple[int, str, str]:
    """`shikitable ARGS` in this process with stdout and stderr in `encoding`."""
    out_bytes, err_bytes = io.BytesIO(), io.BytesIO()
    out = io.TextIOWrapper(out_bytes, encoding=encoding, newline="\n")
    err = io.TextIOWrapper(err_bytes, encoding=encoding, newline="\n")
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stderr", err)
    try:
        code = main(args)
    except SystemExit as stop:  # --help and argument errors end through argparse
        code = int(stop.code or 0)
    out.flush()
    err.flush()
    return code, out_bytes.getvalue().decode(encoding), err_bytes.getvalue().decode(encoding)


@pytest.mark.parametrize("encoding", ["ascii", "latin-1"])
def test_the_commands_that_print_names_write_to_any_encoding(
    encoding: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    host = store_a_match_with_japanese_names()
    code, out, _ = run_in(encoding, ["games"], monkeypatch)
    assert code == 0 and "\\u7d42\\u5b63" in out  # 終季, escaped, on the taxot line
    code, out, _ = run_in(encoding, ["history"], monkeypatch)
    assert code == 0 and "\\u6771\\u5bb6" in out and "Zo" in out  # 東家, escaped
    code, out, _ = run_in(encoding, ["history", "--json"], monkeypatch)
    assert code == 0 and json.loads(out)[0]["seat_names"] == NAMES
    save = tmp_path / "match.json"
    write_save(save, host.save_data())
    code, out, _ = run_in(encoding, ["replay", str(save)], monkeypatch)
    assert code == 0 and json.loads(out)["actions"] == len(host.log)
    code, out, _ = run_in(encoding, ["export", "1", str(tmp_path / "out.json")], monkeypatch)
    assert code == 0 and "wrote match 1" in out
    simulate = ["simulate", "--game", "taxot", "--games", "1", "--bots", "random,random"]
    code, out, _ = run_in(encoding, simulate, monkeypatch)
    assert code == 0 and json.loads(out)
    code, _, err = run_in(encoding, ["export", "99", str(tmp_path / "none.json")], monkeypatch)  # a refusal on stderr
    assert code == 2 and "no match with id 99" in err


@pytest.mark.parametrize("command", COMMANDS)
def test_every_commands_help_and_refusals_write_to_ascii(command: str, monkeypatch: pytest.MonkeyPatch) -> None:
    code, out, _ = run_in("ascii", [command, "--help"], monkeypatch)
    assert code == 0 and "usage: shikitable" in out
    code, _, err = run_in("ascii", [command, "--game", "行戦"], monkeypatch)
    assert code == 2 and err.strip()


def test_a_real_ascii_stdout_exits_cleanly() -> None:
    """The acceptance line as a player meets it: the process's own stdout in ASCII."""
    environment = dict(os.environ, PYTHONIOENCODING="ascii", PYTHONPATH=str(ROOT))
    for args in (["games"], ["history", "--json"]):
        done = subprocess.run(
            [sys.executable, "-m", "shikitable", *args], cwd=ROOT, env=environment, capture_output=True, timeout=120
        )
        assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr.decode("ascii", "replace")
        assert done.stdout.strip()
