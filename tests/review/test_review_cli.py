"""`shikitable review` on the command line: a stored match by id or a save file, text or the
JSON of docs/review.md; a bad source or seat gets one line and nothing else."""

from __future__ import annotations

import json
from pathlib import Path

from shikitable.__main__ import main
from shikitable.ai import make_bot
from shikitable.session.host import MatchHost
from shikitable.session.saves import write_save
from shikitable.session.store import MatchStore
from tests.review.review_helpers import seat_zero_match

QUICK_ARGS = ["--iterations", "8", "--worlds", "4"]


def test_a_save_file_is_reviewed_in_words(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    save = seat_zero_match("nippachi", make_bot("nippachi", "random", 1), 1, 6)
    path = tmp_path / "match.json"
    write_save(path, save)
    assert main(["review", str(path), *QUICK_ARGS]) == 0
    out = capsys.readouterr().out
    assert "Reviewer: the search bot at normal" in out and "Seat 1:" in out and "agreement" in out
    assert "Seat 2:" not in out  # only the human seat by default


def test_a_stored_match_is_reviewed_by_id_as_json(capsys) -> None:  # type: ignore[no-untyped-def]
    save = seat_zero_match("taxot", make_bot("taxot", "random", 2), 2, 6)
    store = MatchStore()
    match_id = MatchHost.from_save(save).keep_in(store)
    store.close()
    assert main(["review", str(match_id), "--seat", "1", "--seat", "2", "--json", *QUICK_ARGS]) == 0
    review = json.loads(capsys.readouterr().out)
    assert review["format"] == "shikitable-review" and review["version"] == 1
    assert review["source"] == f"match {match_id}" and review["game"] == "taxot"
    assert [s["seat"] for s in review["seats"]] == [0, 1]
    assert set(review["thresholds"]) == {"inaccuracy", "mistake", "blunder"}
    decision = review["decisions"][0]
    assert set(decision) == {"position", "seat", "hand", "legal_moves", "played", "best", "lost", "error", "class",
                             "worlds"}
    assert set(decision["played"]) == {"action", "text", "value", "error", "reasons"}
    assert decision["legal_moves"] > 1 and decision["best"][0]["error"] == 0.0
    positions = [d["position"] for d in review["decisions"]]
    assert positions == sorted(positions)


def test_a_bad_source_or_seat_gets_one_line(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(["review", "999999", *QUICK_ARGS]) == 1
    out, err = capsys.readouterr()
    assert out == "" and len(err.strip().splitlines()) == 1 and "999999" in err
    save = seat_zero_match("taxot", make_bot("taxot", "random", 2), 2, 3)
    path = tmp_path / "match.json"
    write_save(path, save)
    assert main(["review", str(path), "--seat", "9", *QUICK_ARGS]) == 1
    out, err = capsys.readouterr()
    assert out == "" and "seat 9 is not at this table" in err
    broken = tmp_path / "broken.json"
    broken.write_text("{\"format\": \"nothing\"}", encoding="utf-8")
    assert main(["review", str(broken)]) == 1
    out, err = capsys.readouterr()
    assert out == "" and "not a shikitable save" in err and "Traceback" not in err
