"""MJAI export, and the check by jansou, an independent engine (re-scores every win, replays every
hand under its own rules)."""

from __future__ import annotations

import json

import pytest

from shikitable.__main__ import main
from shikitable.games.mahjong.riichi import RiichiGame
from shikitable.games.mahjong.riichi.mjai import to_mjai
from shikitable.session import SaveData, write_save
from tools.riichi_crosscheck import CheckReport, check_matches, play_bot_match

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


def _writer_for_built_position(state):
    """An MJAI writer that starts from the position as built by the test helpers."""
    from shikitable.core.events import Event
    from shikitable.games.mahjong.riichi.mjai import MjaiWriter, jansou_rules

    writer = MjaiWriter(state.first_dealer, state.options["red_fives"])
    writer.out.append({"type": "start_game", "rules": jansou_rules(state.options)})
    writer.add(Event("deal", {"round_wind": 0, "round_number": 1, "dealer": state.dealer, "honba": 0, "sticks": 0,
                              "scores": list(state.scores), "dora_indicator": state.wall[4]}))
    for seat, player in enumerate(state.hands):
        tiles = [t for t in player.hand if t != player.drawn]
        writer.add(Event("haipai", {"seat": seat}, {"tiles": sorted(tiles)}, frozenset({seat})))
    writer.add(Event("draw", {"seat": state.dealer, "replacement": False}, {"tile": state.hands[state.dealer].drawn}))
    return writer


def test_robbing_an_added_kan_is_logged_so_jansou_agrees():
    pytest.importorskip("jansou")
    from tests.riichi_helpers import give, stack

    state = GAME.setup(4, {"red_fives": 0}, 21)
    d = state.dealer
    a, b, c = (d + 1) % 4, (d + 2) % 4, (d + 3) % 4
    give(state, a, "66m123p789p1234z9s")
    give(state, b, "234p456p678s45m22s")  # waits on 3m and 6m, tanyao
    give(state, c, "147m258p369s1234z")
    give(state, d, "1199m1199p119s12z", drawn="6m")
    stack(state, "7z7z7z6m")  # b, c and d draw 中 and throw it; a draws the last 6m
    writer = _writer_for_built_position(state)

    def play(seat, action):
        _, events = GAME.apply(state, seat, action)
        for event in events:
            writer.add(event)

    from shikitable.core.actions import Action

    play(d, Action("discard", (state.hands[d].drawn,)))
    pon = next(x for x in GAME.legal_actions(state, a) if x.kind == "pon")
    play(a, pon)
    while state.phase == "claim":
        play(GAME.to_act(state)[0], Action("pass"))
    play(a, Action("discard", (next(t for t in state.hands[a].hand if t >> 2 == 27),)))
    for seat in (b, c, d):
        while state.phase == "claim":
            play(GAME.to_act(state)[0], Action("pass"))
        assert state.current == seat
        play(seat, Action("discard", (state.hands[seat].drawn,)))
    while state.phase == "claim":
        play(GAME.to_act(state)[0], Action("pass"))
    kakan = next(x for x in GAME.legal_actions(state, a) if x.kind == "kakan")
    play(a, kakan)
    assert GAME.to_act(state) == (b,) and state.phase == "rob"
    play(b, Action("ron"))
    line = state.last_result["lines"][0]
    assert line["seat"] == b and any(name == "Chankan" for name, _ in line["yaku"])
    report = CheckReport()
    from tools.riichi_crosscheck import check_log

    objects = [o for o in writer.out if o["type"] != "start_kyoku" or "tehais" in o]
    check_log(objects, report, "chankan")
    assert report.wins == 1 and report.disagreements == []
