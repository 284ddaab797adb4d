"""The seats this player holds at network tables, kept on disk so that a table closed in any
way (even killed) can take its seat back when it starts again: server address, table, seat,
the seat token and the game. A broken or unreadable file is set aside, never fatal: the worst
is that the seat must be joined again by hand (the server keeps it through its grace period)."""

from __future__ import annotations

import json
import logging
import os
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from shikitable.ui.windows.settings import config_dir

log = logging.getLogger(__name__)
KEEP_S = 7 * 24 * 3600  # a seat older than a week is forgotten: its match is long decided


@dataclass
class HeldSeat:
    host: str
    port: int
    table: str
    seat: int
    token: str
    name: str
    game: str
    saved_at: float = 0.0

    @property
    def key(self) -> str:
        return f"{self.host}:{self.port}/{self.table}/{self.seat}"


def tokens_path() -> Path:
    return config_dir() / "network_seats.json"


def load_seats(path: Path | None = None) -> list[HeldSeat]:
    """The seats kept, newest first; entries that do not read as a seat are skipped."""
    path = path or tokens_path()
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return []
    except (OSError, ValueError) as error:
        log.warning("the network seats file %s cannot be read (%s); starting afresh", path, error)
        return []
    seats = []
    for entry in data if isinstance(data, list) else []:
        try:
            seat = HeldSeat(**{k: entry[k] for k in HeldSeat.__dataclass_fields__ if k in entry})
        except (TypeError, KeyError):
            continue
        if _well_formed(seat) and time.time() - seat.saved_at < KEEP_S:
            seats.append(seat)
    return sorted(seats, key=lambda s: -s.saved_at)


def _well_formed(seat: HeldSeat) -> bool:
    return (
        all(isinstance(v, str) for v in (seat.host, seat.table, seat.token, seat.name, seat.game))
        and all(type(v) is int for v in (seat.port, seat.seat))
        and isinstance(seat.saved_at, (int, float))
    )


def _write(seats: list[HeldSeat], path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_suffix(".tmp")
    partial.write_text(json.dumps([asdict(s) for s in seats], indent=1), encoding="utf-8")
    os.replace(partial, path)  # a kill mid-write leaves the old file whole


def remember_seat(seat: HeldSeat, path: Path | None = None) -> None:
    path = path or tokens_path()
    seat.saved_at = time.time()
    kept = [s for s in load_seats(path) if s.key != seat.key]
    try:
        _write([seat, *kept], path)
    except OSError as error:
        log.warning("cannot keep the seat token in %s: %s", path, error)


def forget_seat(seat: HeldSeat, path: Path | None = None) -> None:
    path = path or tokens_path()
    kept = [s for s in load_seats(path) if s.key != seat.key]
    try:
        _write(kept, path)
    except OSError as error:
        log.warning("cannot update %s: %s", path, error)


def to_json(seat: HeldSeat) -> dict[str, Any]:
    return asdict(seat)
