"""Statistics as a spreadsheet and as a chart's data: the Statistics window's table as CSV, and
each player's points match by match (the chart). Pure Python: tested without Qt."""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass
from pathlib import Path

from shikitable.session.files import atomic_write_text
from shikitable.session.stats import PlayerStats, finished_matches
from shikitable.session.store import MatchRecord

CSV_COLUMNS = ("game", "player", "matches", "wins", "win_rate", "mean_points", "best_points",
               "current_streak", "longest_streak")


def stats_csv(rows: list[PlayerStats]) -> str:
    """The rows as CSV with a header; numbers as plain numbers (a spreadsheet computes with them)."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for s in rows:
        writer.writerow([s.game, s.name, s.matches, s.wins, f"{s.win_rate:.4f}", f"{s.mean_points:.2f}",
                         "" if s.best_points is None else s.best_points, s.streak, s.best_streak])
    return out.getvalue()


def write_stats_csv(rows: list[PlayerStats], path: str | Path) -> str | None:
    """Write the CSV all or nothing; the reason it could not be written, or None."""
    try:
        # with a byte-order mark: spreadsheet programs then read Japanese names as UTF-8
        atomic_write_text(Path(path), "\ufeff" + stats_csv(rows))
    except OSError as error:
        return f"{path}: {error.strerror or error}"
    return None


@dataclass(frozen=True)
class MatchPoint:
    finished: float  # when the match ended (seconds since the epoch)
    points: int
    won: bool


def points_by_player(records: list[MatchRecord], game: str) -> dict[str, list[MatchPoint]]:
    """Each player's points in every finished match of `game`, oldest first (the same reading of
    winners and seat names as the statistics table)."""
    series: dict[str, list[MatchPoint]] = {}
    for record, seats in finished_matches(records, game):
        for seat in seats:
            series.setdefault(seat.name, []).append(MatchPoint(record.finished or 0.0, seat.points, seat.won))
    return series
