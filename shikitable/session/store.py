"""The match store: every match the table or a bot run plays, one SQLite database
(standard library sqlite3, WAL journal) in the user data folder.

A match row holds what rebuilds the match (game, players, options, seed, seats, explicit deck
orders) and what the history lists (started, finished, result, whether undo was used); the
actions table holds its log, one row per action. `record_action` writes the action and the
match's counters in one transaction, and the host acknowledges a move only after it returns:
a process killed at any moment loses at most the move in flight (WAL with synchronous=NORMAL
survives the death of the process; only a power cut can lose the last few commits).

A file that is not our database (corrupt, foreign, or from a newer program) is renamed aside
and a new one started; `problem` says so, for the status bar."""

from __future__ import annotations

import json
import logging
import sqlite3
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from shikitable.core.actions import Action
from shikitable.session.files import data_dir, set_aside
from shikitable.session.locks import FileLock, held
from shikitable.session.saves import BadSave, SaveData

log = logging.getLogger(__name__)

DB_NAME = "matches.sqlite3"
APPLICATION_ID = 0x53484B54  # "SHKT": marks the file as ours (PRAGMA application_id)
SCHEMA_VERSION = 1

SCHEMA = """
CREATE TABLE matches (
    id INTEGER PRIMARY KEY,
    game TEXT NOT NULL,
    players INTEGER NOT NULL,
    seed INTEGER NOT NULL,
    options TEXT NOT NULL,
    seat_names TEXT NOT NULL,
    seat_kinds TEXT NOT NULL,
    decks TEXT,
    started REAL NOT NULL,
    updated REAL NOT NULL,
    finished REAL,
    result TEXT,
    undo_used INTEGER NOT NULL DEFAULT 0,
    actions INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE actions (
    match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
    idx INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    action TEXT NOT NULL,
    PRIMARY KEY (match_id, idx)
) WITHOUT ROWID;
CREATE INDEX matches_by_update ON matches(updated);
"""


class StoreError(Exception):
    """The store cannot do what was asked (unknown match id, unreadable row); says why."""


class UnknownMatch(StoreError):
    """No match with that id: the caller asked for something that is not there."""


OPEN_ELSEWHERE = "This match is open in another window."


class MatchInUse(StoreError):
    """Another window, of this program or another one, is playing that match: two writers on
    one log would each refuse the other's moves, so the second is refused at open."""

    def __init__(self) -> None:
        super().__init__(OPEN_ELSEWHERE)


class DamagedRow(StoreError):
    """A match row whose fields cannot be what this program wrote (edited or damaged)."""


def default_store_path() -> Path:
    return data_dir() / DB_NAME


@dataclass
class MatchRecord:
    """One match as the history lists it."""

    id: int
    game: str
    players: int
    seed: int
    options: dict[str, Any]
    seat_names: list[str]
    seat_kinds: list[str]
    decks: list[list[int]] | None
    started: float
    updated: float
    finished: float | None
    result: dict[str, Any] | None
    undo_used: bool
    actions: int

    @property
    def points(self) -> list[int] | None:
        if not self.result:
            return None
        points = self.result.get("points")
        return list(points) if isinstance(points, list) else None

    def named_points(self, unnamed: str) -> list[tuple[str, int]]:
        """Each seat's name with its final points (none before the end); when the names do not
        match the seats, each seat is `unnamed` and its number ("seat 1")."""
        points = self.points or []
        names = self.seat_names
        if len(names) != len(points):
            names = [f"{unnamed}{i + 1}" for i in range(len(points))]
        return list(zip(names, points, strict=True))

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "game": self.game,
            "players": self.players,
            "seat_names": self.seat_names,
            "seat_kinds": self.seat_kinds,
            "started": _iso(self.started),
            "finished": _iso(self.finished) if self.finished is not None else None,
            "actions": self.actions,
            "result": {"points": self.points, "winners": (self.result or {}).get("winners")} if self.result else None,
            "undo_used": self.undo_used,
        }


def local_time(stamp: float) -> str:
    """A moment as a player reads it in a list: date and minute, local time."""
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(stamp))


def _iso(stamp: float) -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(stamp))


class MatchStore:
    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path) if path is not None else default_store_path()
        self.problem: str | None = None  # what happened to an unusable file, for the user
        self.problem_reason: str | None = None  # the same in parts, for a translated message
        self.kept_as: Path | None = None
        self.skipped: list[str] = []  # the damaged rows the last `matches` passed over, one line each
        self.conn = self._open()

    # --- opening ------------------------------------------------------------------------

    def _open(self) -> sqlite3.Connection:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        # opening is one program at a time: switching a new file to WAL needs it to itself, and
        # a second opener must see the schema made or not at all, never half
        with held(self.path.with_name(self.path.name + ".lock")):
            return self._open_alone()

    def _open_alone(self) -> sqlite3.Connection:
        try:
            return self._connect_checked()
        except _Unusable as why:
            aside = self._move_aside(str(why))
            self.problem_reason, self.kept_as = str(why), aside
            self.problem = (
                f"The match history file could not be used ({why}); it was kept as {aside.name}"
                " and a new one started."
            )
            log.error("%s", self.problem)
        except sqlite3.OperationalError:
            # busy, locked, read-only, a full disk: the file may be healthy, so it is never
            # moved aside for this; the caller says what stopped it
            raise
        except sqlite3.DatabaseError as error:  # SQLite says: not a database, or malformed
            aside = self._move_aside("corrupt")
            self.problem_reason, self.kept_as = f"damaged: {error}", aside
            self.problem = (
                f"The match history file was damaged ({error}); it was kept as {aside.name} and a new one started."
            )
            log.error("%s", self.problem)
        return self._connect_checked()

    def _connect_checked(self) -> sqlite3.Connection:
        conn = sqlite3.connect(self.path, timeout=5.0, isolation_level=None, check_same_thread=False)
        try:
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=NORMAL")
            conn.execute("PRAGMA foreign_keys=ON")
            if self._is_empty(conn):
                self._create(conn)
            if conn.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
                raise _Unusable("it belongs to another program")
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version != SCHEMA_VERSION:
                raise _Unusable(f"it has format version {version}, this program reads {SCHEMA_VERSION}")
            check = conn.execute("PRAGMA quick_check").fetchone()[0]
            if check != "ok":
                raise _Unusable(f"damaged: {check}")
        except BaseException:
            conn.close()
            raise
        return conn

    @staticmethod
    def _is_empty(conn: sqlite3.Connection) -> bool:
        """A file nobody has written a schema into yet (new, or zero bytes)."""
        app_id = conn.execute("PRAGMA application_id").fetchone()[0]
        tables = conn.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
        return bool(app_id == 0 and tables == 0)

    @classmethod
    def _create(cls, conn: sqlite3.Connection) -> None:
        """The schema in one write transaction. Two programs starting on a fresh folder both see
        an empty file; the second waits here for the first's commit, then finds the schema made
        and leaves it alone (never taking the first's tables for damage)."""
        conn.execute("BEGIN IMMEDIATE")
        try:
            if cls._is_empty(conn):
                for statement in SCHEMA.split(";"):
                    if statement.strip():
                        conn.execute(statement)
                conn.execute(f"PRAGMA application_id={APPLICATION_ID}")
                conn.execute(f"PRAGMA user_version={SCHEMA_VERSION}")
        except BaseException:
            conn.execute("ROLLBACK")
            raise
        conn.execute("COMMIT")

    def _move_aside(self, why: str) -> Path:
        tag = "corrupt" if "damaged" in why or why == "corrupt" else "unusable"
        aside = set_aside(self.path, tag)
        for suffix in ("-wal", "-shm"):  # the journal belongs with its database
            companion = self.path.with_name(self.path.name + suffix)
            if companion.exists():
                try:
                    companion.replace(aside.with_name(aside.name + suffix))
                except OSError:
                    companion.unlink(missing_ok=True)
        return aside

    def close(self) -> None:
        self.conn.close()

    def claim(self, match_id: int) -> FileLock | None:
        """Hold `match_id` for the one window (or server table) that plays it, until the lock is
        released or the program ends; MatchInUse if someone else holds it. None where no lock
        can be made (a read-only folder: nothing can be written there either)."""
        folder = self.path.with_name(self.path.name + ".open")
        lock = FileLock(folder / f"{match_id}.lock")
        try:
            folder.mkdir(exist_ok=True)
            taken = lock.acquire(wait=False)
        except OSError as error:
            log.warning("cannot mark match %s as open: %s", match_id, error)
            return None
        if not taken:
            raise MatchInUse()
        return lock

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        self.conn.execute("BEGIN IMMEDIATE")
        try:
            yield self.conn
        except BaseException:
            self.conn.execute("ROLLBACK")
            raise
        self.conn.execute("COMMIT")

    # --- writing ------------------------------------------------------------------------

    def begin_match(self, save: SaveData, result: dict[str, Any] | None = None) -> int:
        """A new match row with the log so far (a match opened from a file brings its moves)."""
        if not -(2**63) <= save.seed < 2**63:
            raise StoreError(f"the seed {save.seed} is too large to store")
        now = time.time()
        with self._transaction() as conn:
            cursor = conn.execute(
                "INSERT INTO matches (game, players, seed, options, seat_names, seat_kinds, decks, started, updated,"
                " finished, result, actions) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    save.game,
                    save.players,
                    save.seed,
                    json.dumps(save.options, ensure_ascii=False),
                    json.dumps(save.seat_names or [], ensure_ascii=False),
                    json.dumps(save.seat_kinds or [], ensure_ascii=False),
                    json.dumps(save.decks) if save.decks is not None else None,
                    now,
                    now,
                    now if result is not None else None,
                    json.dumps(result, ensure_ascii=False) if result is not None else None,
                    len(save.actions),
                ),
            )
            match_id = int(cursor.lastrowid or 0)
            conn.executemany(
                "INSERT INTO actions (match_id, idx, seat, action) VALUES (?, ?, ?, ?)",
                [(match_id, index, seat, _action_text(action)) for index, (seat, action) in enumerate(save.actions)],
            )
        return match_id

    def record_action(
        self, match_id: int, index: int, seat: int, action: Action, result: dict[str, Any] | None = None
    ) -> None:
        """The `index`-th action of a match, and (with the last one) its result, in one commit."""
        now = time.time()
        with self._transaction() as conn:
            conn.execute(
                "INSERT INTO actions (match_id, idx, seat, action) VALUES (?, ?, ?, ?)",
                (match_id, index, seat, _action_text(action)),
            )
            if result is None:
                conn.execute("UPDATE matches SET actions=?, updated=? WHERE id=?", (index + 1, now, match_id))
            else:
                conn.execute(
                    "UPDATE matches SET actions=?, updated=?, finished=?, result=? WHERE id=?",
                    (index + 1, now, now, json.dumps(result, ensure_ascii=False), match_id),
                )

    def truncate(self, match_id: int, keep: int) -> None:
        """Undo: drop the actions from `keep` on, and note on the match that undo was used."""
        with self._transaction() as conn:
            conn.execute("DELETE FROM actions WHERE match_id=? AND idx>=?", (match_id, keep))
            conn.execute(
                "UPDATE matches SET actions=?, updated=?, finished=NULL, result=NULL, undo_used=1 WHERE id=?",
                (keep, time.time(), match_id),
            )

    def touch(self, match_id: int) -> None:
        """Mark a match as the one most recently played (a resumed match is offered next time)."""
        with self._transaction() as conn:
            conn.execute("UPDATE matches SET updated=? WHERE id=?", (time.time(), match_id))

    # --- reading ------------------------------------------------------------------------

    def matches(self, game: str | None = None, finished_only: bool = False) -> list[MatchRecord]:
        """Newest first."""
        query = "SELECT * FROM matches"
        clauses, params = [], []
        if game is not None:
            clauses.append("game=?")
            params.append(game)
        if finished_only:
            clauses.append("finished IS NOT NULL")
        if clauses:
            query += " WHERE " + " AND ".join(clauses)
        query += " ORDER BY started DESC, id DESC"
        records, self.skipped = [], []
        for row in self._rows(query, params):
            try:
                records.append(_record(row))
            except DamagedRow as error:  # one bad row must not hide the others
                self.skipped.append(str(error))
                log.warning("skipped a damaged row: %s", error)
        return records

    def match(self, match_id: int) -> MatchRecord:
        rows = self._rows("SELECT * FROM matches WHERE id=?", [match_id]) if 0 < match_id < 2**63 else []
        if not rows:
            raise UnknownMatch(f"no match with id {match_id} in the history")
        return _record(rows[0])

    def latest_unfinished(self, with_human: bool = False) -> MatchRecord | None:
        """The match played last, if it is not over: what the table offers to resume. With
        `with_human`, matches only bots played (demos) are passed over."""
        where = """WHERE seat_kinds LIKE '%"human"%'""" if with_human else ""
        rows = self._rows(f"SELECT * FROM matches {where} ORDER BY updated DESC, id DESC LIMIT 1", [])
        if not rows:
            return None
        try:
            record = _record(rows[0])
        except DamagedRow as error:  # nothing to offer; the history says what is wrong
            log.warning("the latest match cannot be offered: %s", error)
            return None
        return record if record.finished is None else None

    def actions(self, match_id: int) -> list[tuple[int, Action]]:
        self.match(match_id)  # an unknown id is a StoreError
        log_rows = self.conn.execute(
            "SELECT idx, seat, action FROM actions WHERE match_id=? ORDER BY idx", (match_id,)
        ).fetchall()
        actions: list[tuple[int, Action]] = []
        for expected, (index, seat, text) in enumerate(log_rows):
            if index != expected:
                raise StoreError(f"match {match_id}: action {expected + 1} is missing from the history")
            try:
                actions.append((int(seat), Action.from_json(json.loads(text))))
            except (ValueError, TypeError) as error:
                raise StoreError(f"match {match_id}: action {index + 1} cannot be read ({error})") from None
        return actions

    def load(self, match_id: int) -> SaveData:
        """The match in the JSON save format (for export, replay and resume)."""
        record = self.match(match_id)
        save = SaveData(
            game=record.game,
            players=record.players,
            seed=record.seed,
            options=dict(record.options),
            actions=self.actions(match_id),
            decks=record.decks,
            seat_names=list(record.seat_names) or None,
            seat_kinds=list(record.seat_kinds) or None,
        )
        try:  # the same checks as a file from disk
            return SaveData.from_json(save.to_json())
        except BadSave as error:
            raise StoreError(f"match {match_id}: {error}") from None

    def _rows(self, query: str, params: Sequence[Any]) -> list[sqlite3.Row]:
        self.conn.row_factory = sqlite3.Row
        try:
            return list(self.conn.execute(query, params).fetchall())
        finally:
            self.conn.row_factory = None


class _Unusable(Exception):
    """A readable SQLite file that is not (or no longer) our match store."""


def _action_text(action: Action) -> str:
    return json.dumps(action.to_json(), ensure_ascii=False, separators=(",", ":"))


def _loads(text: str | None, default: Any) -> Any:
    if text is None:
        return default
    try:
        return json.loads(text)
    except ValueError:
        return default


def _record(row: sqlite3.Row) -> MatchRecord:
    """A row as a record, or DamagedRow naming the id and the field that is wrong."""
    ident = row["id"]
    options = _loads(row["options"], {})
    names = _loads(row["seat_names"], [])
    kinds = _loads(row["seat_kinds"], [])
    result = _loads(row["result"], None)

    def damaged(what: str) -> DamagedRow:
        return DamagedRow(f"match {ident}: {what}")

    for key in ("players", "seed", "actions"):
        if type(row[key]) is not int:
            raise damaged(f"its {key!r} is not a whole number")
    for key in ("started", "updated", "finished"):
        value = row[key]
        if not (type(value) in (int, float) or (key == "finished" and value is None)) or not _a_time(value):
            raise damaged(f"its {key!r} is not a time")
    decks = _loads(row["decks"], None)
    if decks is not None and not (isinstance(decks, list) and all(isinstance(d, list) for d in decks)):
        raise damaged("its deck orders cannot be read")
    if type(row["game"]) is not str:
        raise damaged("its game is not a game id")
    if result is not None and not isinstance(result, dict):
        raise damaged("its result cannot be read")
    points = (result or {}).get("points")
    if points is not None and not (isinstance(points, list) and all(type(p) is int for p in points)):
        raise damaged("its result's points are not whole numbers")
    return MatchRecord(
        id=int(ident),
        game=str(row["game"]),
        players=row["players"],
        seed=row["seed"],
        options=options if isinstance(options, dict) else {},
        seat_names=[str(n) for n in names] if isinstance(names, list) else [],
        seat_kinds=[str(k) for k in kinds] if isinstance(kinds, list) else [],
        decks=decks,
        started=float(row["started"]),
        updated=float(row["updated"]),
        finished=float(row["finished"]) if row["finished"] is not None else None,
        result=result,
        undo_used=bool(row["undo_used"]),
        actions=row["actions"],
    )


def _a_time(value: float | None) -> bool:
    """A time the history can print: a finite number of seconds within the years 1970 to 9999."""
    return value is None or 0 <= value < 253_402_300_800
