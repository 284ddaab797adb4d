"""Logs that hold a move the rules refuse, and damaged store rows (issue #29): a save, a replay
or a stored match is refused with the move's number and the reason (exit 1), `resume` says so
before any window opens, and history/export/stats pass over a damaged row naming its id."""

from __future__ import annotations

import json
import random
import time
from pathlib import Path

import pytest

from shikitable.__main__ import main
from shikitable.core.actions import Action
from shikitable.games import get_game
from shikitable.session import MatchHost, write_save


def _stored_match(game_id: str = "makhup", moves: int = 6) -> tuple[int, MatchHost]:
    from shikitable.session.store import MatchStore

    store = MatchStore()
    game = get_game(game_id)
    host = MatchHost(game, 3 if game_id == "makhup" else game.default_players, seed=1)
    match_id = host.keep_in(store)
    for _ in range(moves):
        seat = host.to_act()[0]
        host.submit(seat, host.legal_actions(seat)[0])
    store.close()
    return match_id, host


def _bad_move(host: MatchHost) -> tuple[int, Action]:
    """A draw that names the whole hand: once taken by 値木, now refused."""
    seat = host.to_act()[0]
    return seat, Action.make("draw", host.state.hands[seat])


def test_a_save_holding_an_illegal_move_is_refused_with_its_number(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, host = _stored_match()
    save = host.save_data()
    save.actions.append(_bad_move(host))
    path = tmp_path / "bad.json"
    write_save(path, save)
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert "action 7" in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_resume_of_a_match_that_cannot_be_rebuilt_exits_1_before_any_window(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import sqlite3

    from shikitable.session.store import default_store_path
    from shikitable.ui.windows import app

    match_id, host = _stored_match()
    seat, bad = _bad_move(host)
    with sqlite3.connect(default_store_path()) as conn:  # a log damaged on disk
        conn.execute("INSERT INTO actions VALUES (?, ?, ?, ?)", (match_id, 6, seat, json.dumps(bad.to_json())))
    opened: list[int | None] = []
    monkeypatch.setattr(app, "run_app", lambda argv, resume_id=None: opened.append(resume_id) or 0)
    assert main(["resume", str(match_id)]) == 1
    err = capsys.readouterr().err
    assert opened == [] and "cannot be rebuilt" in err and "action 7" in err and "Traceback" not in err


@pytest.mark.parametrize(
    ("column", "value", "complaint"),
    [("started", "abc", "'started' is not a time"), ("players", "many", "'players' is not a whole number"),
     ("result", '{"points": ["a", "b", "c"]}', "points are not whole numbers"), ("finished", 1e300, "not a time")],
)
def test_history_skips_a_damaged_row_with_a_warning_naming_it(
    column: str, value: object, complaint: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    import sqlite3

    from shikitable.session.store import default_store_path

    good, _ = _stored_match()
    bad, _ = _stored_match()
    with sqlite3.connect(default_store_path()) as conn:
        conn.execute(f"UPDATE matches SET {column}=? WHERE id=?", (value, bad))
    assert main(["history"]) == 0
    captured = capsys.readouterr()
    warnings = captured.err.strip().splitlines()
    assert len(warnings) == 1 and f"match {bad}" in warnings[0] and complaint in warnings[0]
    assert "Traceback" not in captured.err and captured.out.count("\n") == 2  # the header and the good row
    assert main(["history", "--json"]) == 0
    assert [row["id"] for row in json.loads(capsys.readouterr().out)] == [good]
    assert main(["export", str(bad), str(tmp_path / "out.json")]) == 1
    err = capsys.readouterr().err
    assert f"match {bad}" in err and "Traceback" not in err
    assert main(["resume", str(bad)]) == 1
    from shikitable.session.stats import store_stats
    from shikitable.session.store import MatchStore

    with sqlite3.connect(default_store_path()) as conn:  # statistics read finished matches only
        conn.execute("UPDATE matches SET finished=? WHERE finished IS NULL", (time.time(),))
    store = MatchStore()
    store_stats(store)  # the statistics pass over it too
    assert store.skipped and f"match {bad}" in store.skipped[0]
    store.close()


STORE_JUNK = [None, "", "abc", "[]", "{}", "[[1, 2]]", '{"points": [1, "x"]}', "5", -1, 2**62, 1.5, b"\x00\xff"]
MATCH_COLUMNS = ["game", "players", "seed", "options", "seat_names", "seat_kinds", "decks", "started", "updated",
                 "finished", "result", "undo_used", "actions"]


def test_no_damaged_match_row_gives_a_traceback(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Every column of a stored match set to junk: history lists the rest, export and resume
    refuse it (or work) with a message, never a traceback."""
    import sqlite3

    from shikitable.session.store import default_store_path
    from shikitable.ui.windows import app

    monkeypatch.setattr(app, "run_app", lambda argv, resume_id=None: 0)
    match_id, _ = _stored_match()
    with sqlite3.connect(default_store_path()) as conn:
        conn.execute("PRAGMA ignore_check_constraints = ON")
        clean = conn.execute("SELECT * FROM matches WHERE id=?", (match_id,)).fetchone()
    rng = random.Random(29)
    for column in MATCH_COLUMNS:
        for junk in rng.sample(STORE_JUNK, 5):
            with sqlite3.connect(default_store_path()) as conn:
                try:
                    conn.execute(f"UPDATE matches SET {column}=? WHERE id=?", (junk, match_id))
                except sqlite3.IntegrityError:  # NOT NULL: the database itself refuses it
                    continue
            for argv in (["history"], ["history", "--json"], ["export", str(match_id), str(tmp_path / "o.json")],
                         ["resume", str(match_id)]):
                assert main(argv) in (0, 1), (column, junk, argv)
                assert "Traceback" not in capsys.readouterr().err
            with sqlite3.connect(default_store_path()) as conn:
                conn.execute("DELETE FROM matches WHERE id=?", (match_id,))
                conn.execute(f"INSERT INTO matches VALUES ({','.join('?' * len(clean))})", clean)


def test_no_damaged_action_row_gives_a_traceback(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    import sqlite3

    from shikitable.session.store import default_store_path
    from shikitable.ui.windows import app

    opened: list[int | None] = []
    monkeypatch.setattr(app, "run_app", lambda argv, resume_id=None: opened.append(resume_id) or 0)
    match_id, _ = _stored_match()
    junk_actions = ['{"kind": "draw", "cards": [0, 0]}', '{"kind": "pass", "arg": 10e400}', '{"kind": 5}',
                    '["draw"]', "not json", '{"kind": "play", "cards": [1], "arg": 99}', "", None]
    for column, values in (("seat", [None, "x", -1, 2**62, 1.5, 7]), ("action", junk_actions)):
        for value in values:
            with sqlite3.connect(default_store_path()) as conn:
                query = "SELECT seat, action FROM actions WHERE match_id=? AND idx=3"
                old = conn.execute(query, (match_id,)).fetchone()
                try:
                    conn.execute(f"UPDATE actions SET {column}=? WHERE match_id=? AND idx=3", (value, match_id))
                except sqlite3.IntegrityError:
                    continue
            assert main(["resume", str(match_id)]) == 1, (column, value)
            err = capsys.readouterr().err
            assert "action 4" in err and "Traceback" not in err, err
            with sqlite3.connect(default_store_path()) as conn:
                conn.execute("UPDATE actions SET seat=?, action=? WHERE match_id=? AND idx=3", (*old, match_id))
    assert opened == [] and main(["resume", str(match_id)]) == 0 and opened == [match_id]
