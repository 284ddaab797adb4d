"""Riichi logs from elsewhere: an MJAI log written by `shikitable mjai` is reviewed with the
same decisions as the match it came from; a hand-written log with red fives is read (the red
five a call used is the red one); a malformed log is refused with its line and the reason."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from shikitable.__main__ import main
from shikitable.ai import make_bot
from shikitable.games import get_game
from shikitable.games.mahjong.riichi.tile_ids import RED_FIVE_SETS
from shikitable.session.review.decisions import decisions_from_save
from shikitable.session.review.mjai_log import decisions_from_mjai, read_mjai_file
from shikitable.session.saves import write_save
from tests.review.review_helpers import first_hand_match, seat_zero_match

QUICK_ARGS = ["--iterations", "8", "--worlds", "4"]
HIDDEN = ["?"] * 13


def face(tile: int) -> tuple[int, bool]:
    return tile >> 2, tile in RED_FIVE_SETS[3]


def test_a_log_written_by_shikitable_mjai_reviews_the_same_decisions(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    save = seat_zero_match("riichi", make_bot("riichi", "heuristic", 4), 4, 30)
    save_path, log_path = tmp_path / "match.json", tmp_path / "match.jsonl"
    write_save(save_path, save)
    assert main(["mjai", str(save_path), str(log_path)]) == 0
    first_dealer = get_game("riichi").setup(4, None, save.seed).first_dealer
    actor = (0 - first_dealer) % 4  # MJAI counts seats from the first dealer
    capsys.readouterr()
    assert main(["review", str(log_path), "--seat", str(actor + 1), "--json", *QUICK_ARGS]) == 0
    review = json.loads(capsys.readouterr().out)
    from_log = review["decisions"]
    from_save = decisions_from_save(save, [0])
    assert len(from_log) == len(from_save) >= 25
    for mine, theirs in zip(from_save, from_log, strict=True):
        played = theirs["played"]["action"]
        assert played["kind"] == mine.played.kind
        assert [face(t) for t in played.get("cards", [])] == [face(t) for t in mine.played.cards]
        assert theirs["legal_moves"] == len(mine.legal)
    assert review["seats"][0]["decisions"] == len(from_save)
    assert review["reviewer"]["level"] == "normal" and "heuristic" in review["reviewer"]["strength"]


def hand_written(lines: list[dict[str, object]], tmp_path: Path) -> Path:
    path = tmp_path / "hand.jsonl"
    path.write_text("\n".join(json.dumps(line) for line in lines) + "\n", encoding="utf-8")
    return path


def red_five_log() -> list[dict[str, object]]:
    """Seat 0 deals with both red fives of man and pin, discards East, then pons a 5m with
    the red one and a plain one, and discards."""
    mine = ["5mr", "5m", "6m", "7m", "2p", "3p", "5pr", "6p", "7p", "1s", "2s", "3s", "E"]
    return [
        {"type": "start_game", "names": ["Aki", "Ben", "Chie", "Dan"]},
        {"type": "start_kyoku", "bakaze": "E", "kyoku": 1, "honba": 0, "kyotaku": 0, "oya": 0,
         "dora_marker": "1p", "scores": [25000] * 4, "tehais": [mine, HIDDEN, HIDDEN, HIDDEN]},
        {"type": "tsumo", "actor": 0, "pai": "4m"},
        {"type": "dahai", "actor": 0, "pai": "E", "tsumogiri": False},
        {"type": "tsumo", "actor": 1, "pai": "?"},
        {"type": "dahai", "actor": 1, "pai": "9s", "tsumogiri": True},
        {"type": "tsumo", "actor": 2, "pai": "?"},
        {"type": "dahai", "actor": 2, "pai": "N", "tsumogiri": True},
        {"type": "tsumo", "actor": 3, "pai": "?"},
        {"type": "dahai", "actor": 3, "pai": "5m", "tsumogiri": True},
        {"type": "pon", "actor": 0, "target": 3, "pai": "5m", "consumed": ["5mr", "5m"]},
        {"type": "dahai", "actor": 0, "pai": "1s", "tsumogiri": False},
        {"type": "ryukyoku", "deltas": [0, 0, 0, 0]},
        {"type": "end_kyoku"},
        {"type": "end_game"},
    ]


def test_a_hand_written_log_with_red_fives_is_reviewed(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    path = hand_written(red_five_log(), tmp_path)
    decisions = decisions_from_mjai(read_mjai_file(path), 0)
    assert [d.played.kind for d in decisions] == ["discard", "pon", "discard"]
    pon = decisions[1].played
    assert sorted(face(t) for t in pon.cards) == [(4, False), (4, True)]  # the red 5m went into the pon
    assert main(["review", str(path), "--seat", "1", "--json", *QUICK_ARGS]) == 0
    review = json.loads(capsys.readouterr().out)
    assert [d["played"]["action"]["kind"] for d in review["decisions"]] == ["discard", "pon", "discard"]
    assert review["seats"][0]["name"] == "Aki"
    assert all(d["class"] in ("agree", "inaccuracy", "mistake", "blunder") for d in review["decisions"])


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda lines: lines.__setitem__(2, "{not json"), "line 3: not JSON"),
        (lambda lines: lines.__setitem__(0, json.dumps({"type": "start_game", "rules": {"player_count": 3}})),
         "line 1: the log's rules are not the engine's: player_count 3"),
        (lambda lines: lines.__setitem__(0, json.dumps({"type": "start_game", "rules": {"nuki_dora": True}})),
         "line 1: the log's rules are not the engine's: nuki_dora True"),
        (lambda lines: lines.__setitem__(0, json.dumps({"type": "start_game", "rules": {"bonus_yaku": 1}})),
         "line 1: the log uses rules the engine does not know: bonus_yaku"),
        (lambda lines: lines.__setitem__(3, json.dumps({"type": "dahai", "actor": 0, "pai": "9p"})),
         "line 4:"),
        (lambda lines: lines.__setitem__(1, json.dumps({"type": "start_kyoku", "tehais": [HIDDEN] * 3})),
         "line 2: the engine plays four-player riichi only"),
    ],
)
def test_a_malformed_log_is_refused_with_its_line_and_reason(tmp_path: Path, capsys, change, message) -> None:  # type: ignore[no-untyped-def]
    lines = [json.dumps(line) for line in red_five_log()]
    change(lines)
    path = tmp_path / "bad.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert main(["review", str(path), "--seat", "1", *QUICK_ARGS]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert len(err.strip().splitlines()) == 1 and message in err, err
    assert "Traceback" not in err


def test_a_tenhou6_log_is_converted_and_reviewed(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    jansou_mjai = pytest.importorskip("jansou.io.mjai")
    tenhou_json = pytest.importorskip("jansou.io.tenhou_json")
    save = first_hand_match("riichi", 6)
    save_path, log_path = tmp_path / "match.json", tmp_path / "match.jsonl"
    write_save(save_path, save)
    assert main(["mjai", str(save_path), str(log_path)]) == 0
    paifu = jansou_mjai.parse_mjai(log_path.read_text(encoding="utf-8"))
    tenhou_path = tmp_path / "match.tenhou6.json"
    tenhou_path.write_text(json.dumps(tenhou_json.dump_tenhou_json(paifu)), encoding="utf-8")
    capsys.readouterr()
    assert main(["review", str(tenhou_path), "--seat", "1", "--json", *QUICK_ARGS]) == 0
    from_tenhou = json.loads(capsys.readouterr().out)["decisions"]
    from_mjai = decisions_from_mjai(read_mjai_file(log_path), 0)
    assert [d["played"]["action"]["kind"] for d in from_tenhou] == [d.played.kind for d in from_mjai]
    assert len(from_mjai) >= 5
