"""Statistics from the match store: per game and per player name, over finished matches:
matches, wins, mean and best points, the current and the longest run of wins."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from shikitable.session.store import MatchRecord, MatchStore


@dataclass
class PlayerStats:
    game: str
    name: str
    matches: int = 0
    wins: int = 0
    total_points: int = 0
    best_points: int | None = None
    streak: int = 0  # wins in a row up to the latest match
    best_streak: int = 0

    @property
    def mean_points(self) -> float:
        return self.total_points / self.matches if self.matches else 0.0

    @property
    def win_rate(self) -> float:
        return self.wins / self.matches if self.matches else 0.0

    def add(self, points: int, won: bool) -> None:
        self.matches += 1
        self.total_points += points
        self.best_points = points if self.best_points is None else max(self.best_points, points)
        if won:
            self.wins += 1
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.streak = 0


@dataclass(frozen=True)
class SeatOutcome:
    """How one seat ended a match."""

    name: str
    points: int
    won: bool


def finished_matches(records: list[MatchRecord], game: str | None) -> Iterator[tuple[MatchRecord, list[SeatOutcome]]]:
    """The finished matches (of `game`, or of every game), oldest first, each with its seats'
    outcomes: the winners are those the result names, else those with the most points; a seat
    whose name the record lacks is #1, #2, ..."""
    finished = [r for r in records if r.finished is not None and r.points and (game is None or r.game == game)]
    for record in sorted(finished, key=lambda r: (r.finished or 0.0, r.id)):
        points = record.points or []
        winners = (record.result or {}).get("winners")
        if not isinstance(winners, list):
            best = max(points)
            winners = [seat for seat, p in enumerate(points) if p == best]
        named = record.named_points("#")
        yield record, [SeatOutcome(name, int(score), seat in winners) for seat, (name, score) in enumerate(named)]


def player_stats(records: list[MatchRecord], game: str | None = None) -> list[PlayerStats]:
    """Stats for every (game, name) in the finished matches, most matches first. A name that
    sits twice in one match (two seats called the same) counts once per seat."""
    table: dict[tuple[str, str], PlayerStats] = {}
    for record, seats in finished_matches(records, game):
        for seat in seats:
            entry = table.setdefault((record.game, seat.name), PlayerStats(record.game, seat.name))
            entry.add(seat.points, seat.won)
    return sorted(table.values(), key=lambda s: (-s.matches, s.game, s.name))


def store_stats(store: MatchStore, game: str | None = None) -> list[PlayerStats]:
    return player_stats(store.matches(game=game, finished_only=True), game)
