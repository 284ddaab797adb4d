"""MJAI export, and the check by jansou, an independent engine (re-scores every win, replays every
hand under its own rules)."""

from __future__ import annotations

import json

import pytest

from shikitable.__main__ import main
from shikitable.games.mahjong.riichi import RiichiGame
from shikitable.games.mahjong.riichi.crosscheck import CheckReport, check_matches, play_bot_match
from shikitable.games.mahjong.riichi.mjai import to_mjai
from shikitable.session import SaveData, write_save

GAME = RiichiGame()


def test_mjai_stream_shape():
    log = play_bot_match(["heuristic", "heuristic", "random", "random"], 5)
    objects = to_mjai(GAME, 4, None, 5, log)
    types = [o["type"] for o in objects]
    assert types[0] == "start_game" and types[-1] == "end_game"
    assert types.count("start_kyoku") == types.count("end_kyoku") > 0
    assert objects[1]["type"] == "start_kyoku" and objects[1]["oya"] == 0  # MJAI counts seats from 起家
    assert all(len(hand) == 13 for hand in objects[1]["tehais"])
    for o in objects:
        if o["type"] in ("hora", "ryukyoku"):
            assert len(o["deltas"]) == 4
    state = GAME.setup(4, None, 5)
    for seat, action in log:
        GAME.apply(state, seat, action)
    first = state.first_dealer
    assert objects[-1]["scores"] == [state.scores[(i + first) % 4] for i in range(4)]


def test_jansou_agrees_with_bot_matches():
    pytest.importorskip("jansou")
    report = check_matches(2, ["heuristic", "heuristic", "heuristic", "random"], seed=11)
    assert report.wins > 0 and report.decisions > 0
    assert report.disagreements == []


@pytest.mark.slow
def test_jansou_agrees_on_two_hundred_hanchan():
    """Run with: pytest -m slow tests/test_riichi_mjai.py (about ten minutes here)."""
    pytest.importorskip("jansou")
    report = CheckReport()
    check_matches(200, ["heuristic", "heuristic", "heuristic", "random"], seed=2026, report=report)
    assert report.matches == 200 and report.disagreements == []


def test_cli_writes_mjai_from_a_save(tmp_path, capsys):
    log = play_bot_match(["random"] * 4, 3)
    save = tmp_path / "match.json"
    write_save(save, SaveData(game="riichi", players=4, seed=3, options={}, actions=log))
    out = tmp_path / "match.jsonl"
    assert main(["mjai", str(save), str(out)]) == 0
    lines = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
    assert lines[0]["type"] == "start_game" and lines[-1]["type"] == "end_game"


def test_cli_refuses_a_broken_save(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    assert main(["mjai", str(bad), str(tmp_path / "x.jsonl")]) == 1
    assert "cannot export" in capsys.readouterr().err
