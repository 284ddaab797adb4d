"""The match store: every move autosaved, matches rebuilt from it, damaged files set aside."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from shikitable.games import GAMES, get_game
from shikitable.session.host import MatchHost, Seat
from shikitable.session.store import DB_NAME, MatchStore, StoreError
from tests.playouts import submit_random_moves


@pytest.fixture
def store(tmp_path: Path) -> MatchStore:
    opened = MatchStore(tmp_path / DB_NAME)
    yield opened
    opened.close()


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_move_is_stored_and_the_match_rebuilds_exactly(store: MatchStore, game_id: str) -> None:
    game = get_game(game_id)
    seats = [Seat(f"N{i}", "random") for i in range(game.default_players)]
    host = MatchHost(game, game.default_players, seed=5, seats=seats)
    match_id = host.keep_in(store)
    submit_random_moves(host, 120)
    record = store.match(match_id)
    assert record.actions == len(host.log) and (record.finished is None) == (not host.over)
    assert record.seat_names == [s.name for s in seats] and record.seat_kinds == ["random"] * len(seats)
    assert store.actions(match_id) == host.log
    host.release_claim()  # its window closed
    again = MatchHost.resume(store, match_id)
    assert game.state_to_json(again.state) == game.state_to_json(host.state)
    # the resumed match goes on under the same id
    submit_random_moves(again, 5, seed=1)
    assert store.match(match_id).actions == len(again.log)
    assert [r.id for r in store.matches()] == [match_id]


def test_a_finished_match_has_its_result_and_time(store: MatchStore) -> None:
    host = MatchHost(get_game("taxot"), 2, seed=2, options={"match_length": "4"})
    match_id = host.keep_in(store)
    submit_random_moves(host, 100_000)
    assert host.over
    record = store.match(match_id)
    assert record.finished is not None and record.points == host.result().points
    assert store.latest_unfinished() is None


def test_undo_cuts_the_log_and_notes_it(store: MatchStore) -> None:
    host = MatchHost(get_game("taxot"), 4, seed=3)
    match_id = host.keep_in(store)
    submit_random_moves(host, 40)
    keep = host.last_decision_of(0)
    assert keep is not None
    back = host.take_back(keep)
    assert len(back.log) == keep and back.log == host.log[:keep]
    assert store.match(match_id).undo_used and store.match(match_id).actions == keep
    assert store.actions(match_id) == back.log
    submit_random_moves(back, 3, seed=9)
    assert store.actions(match_id) == back.log


def test_latest_unfinished_is_the_match_played_last(store: MatchStore) -> None:
    first = MatchHost(get_game("taxot"), 4, seed=1)
    first_id = first.keep_in(store)
    submit_random_moves(first, 10)
    second = MatchHost(get_game("mokkaik"), 3, seed=1)
    second_id = second.keep_in(store)
    submit_random_moves(second, 10)
    latest = store.latest_unfinished()
    assert latest is not None and latest.id == second_id
    store.touch(first_id)
    latest = store.latest_unfinished()
    assert latest is not None and latest.id == first_id


def test_unknown_match_id_is_a_clear_error(store: MatchStore) -> None:
    with pytest.raises(StoreError, match="no match with id 42"):
        store.load(42)


def test_a_corrupt_file_is_kept_aside_and_a_new_store_started(tmp_path: Path) -> None:
    path = tmp_path / DB_NAME
    path.write_bytes(b"this is not a database at all" * 100)
    store = MatchStore(path)
    assert store.problem and "kept as" in store.problem
    assert store.matches() == []
    kept = [p for p in tmp_path.iterdir() if p.name.startswith(DB_NAME + ".corrupt-")]
    assert len(kept) == 1 and kept[0].read_bytes().startswith(b"this is not")
    store.close()


def test_a_foreign_database_is_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / DB_NAME
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE recipes (name TEXT)")
    conn.execute("INSERT INTO recipes VALUES ('miso')")
    conn.commit()
    conn.close()
    store = MatchStore(path)
    assert store.problem and "another program" in store.problem
    host = MatchHost(get_game("taxot"), 4, seed=1)
    host.keep_in(store)
    submit_random_moves(host, 3)
    assert store.matches()[0].actions == 3
    kept = [p for p in tmp_path.iterdir() if ".unusable-" in p.name and not p.name.endswith(("-wal", "-shm"))]
    assert len(kept) == 1
    old = sqlite3.connect(kept[0])
    assert old.execute("SELECT name FROM recipes").fetchall() == [("miso",)]
    old.close()
    store.close()


def test_a_failed_write_stops_autosave_and_says_so(store: MatchStore) -> None:
    host = MatchHost(get_game("taxot"), 4, seed=1)
    host.keep_in(store)
    problems: list[str] = []
    host.on_autosave_problem = problems.append
    submit_random_moves(host, 2)
    store.conn.close()  # the disk went away
    submit_random_moves(host, 1)
    assert problems and "closed database" in problems[0]
    assert host.autosave_problem and "Autosave stopped" in host.autosave_problem
    assert host.store is None and len(host.log) == 3  # the game itself goes on


def test_a_store_locked_by_another_program_is_not_moved_aside(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / DB_NAME
    MatchStore(path).close()
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("PRAGMA locking_mode=EXCLUSIVE")
    holder.execute("BEGIN EXCLUSIVE")
    monkeypatch.setattr(sqlite3, "connect", lambda *a, **k: _quick(*a, **k))
    with pytest.raises(sqlite3.OperationalError, match="locked"):
        MatchStore(path)
    holder.execute("ROLLBACK")
    holder.close()
    assert [p.name for p in tmp_path.iterdir() if ".corrupt-" in p.name or ".unusable-" in p.name] == []


_real_connect = sqlite3.connect


def _quick(*args, **kwargs):
    kwargs["timeout"] = 0.1  # do not wait the usual five seconds for the lock
    return _real_connect(*args, **kwargs)
