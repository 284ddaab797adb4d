"""Review a whole match: find what to review (a stored match, a save or replay file, an MJAI
log), value every decision (in several processes with `jobs`), report progress, stop on cancel."""

from __future__ import annotations

import multiprocessing
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass
from pathlib import Path

from shikitable.session.files import UnreadableText, read_bounded_text
from shikitable.session.review.decisions import Decision, decisions_from_save, human_seats
from shikitable.session.review.mjai_log import (
    MjaiLog,
    MjaiLogError,
    decisions_from_mjai,
    looks_like_mjai,
    looks_like_tenhou6,
    mjai_from_tenhou6,
    read_mjai_text,
)
from shikitable.session.review.report import Review
from shikitable.session.review.valuing import DecisionReview, ReviewSettings, review_decision
from shikitable.session.saves import MAX_SAVE_BYTES, BadSave, SaveData, read_save

# (decisions done, decisions in all)
Progress = Callable[[int, int], None]


class ReviewCancelled(Exception):
    """The review was stopped before its end."""


class ReviewSourceError(Exception):
    """What was given to review cannot be: the message says why."""


@dataclass
class ReviewSource:
    """A match to review: a save (a stored match or file) or an MJAI log (riichi)."""

    name: str
    game: str
    players: int
    save: SaveData | None = None
    mjai: MjaiLog | None = None

    def default_seats(self) -> list[int]:
        if self.save is not None:
            return human_seats(self.save) or list(range(self.save.players))
        return [0]

    @property
    def seat_names(self) -> list[str] | None:
        if self.save is not None:
            return self.save.seat_names
        return self.mjai.names if self.mjai is not None else None

    def decisions(self, seats: Sequence[int]) -> list[Decision]:
        for seat in seats:
            if seat not in range(self.players):
                raise ReviewSourceError(f"seat {seat + 1} is not at this table (seats 1 to {self.players})")
        if self.save is not None:
            try:
                return decisions_from_save(self.save, seats)
            except BadSave as error:
                raise ReviewSourceError(str(error)) from None
        assert self.mjai is not None
        found: list[Decision] = []
        try:
            for seat in seats:
                found.extend(decisions_from_mjai(self.mjai, seat))
        except MjaiLogError as error:
            raise ReviewSourceError(f"{self.name}: {error}") from None
        return sorted(found, key=lambda d: (d.position, d.seat))


def source_from_save(save: SaveData, name: str) -> ReviewSource:
    return ReviewSource(name, save.game, save.players, save=save)


def source_from_file(path: str | Path) -> ReviewSource:
    """A save or replay file, or an MJAI log (told apart by their first line)."""
    try:
        text = read_bounded_text(path, MAX_SAVE_BYTES, f"{path} is too large to be a match")
    except UnreadableText as error:
        raise ReviewSourceError(str(error)) from None
    tenhou = looks_like_tenhou6(text)
    if tenhou or looks_like_mjai(text):
        try:
            log = read_mjai_text(mjai_from_tenhou6(text) if tenhou else text)
        except MjaiLogError as error:
            raise ReviewSourceError(f"{path}: {error}") from None
        return ReviewSource(str(path), "riichi", 4, mjai=log)
    try:
        save = read_save(path)
    except BadSave as error:
        raise ReviewSourceError(f"{path}: {error}") from None
    return source_from_save(save, str(path))


def review_decisions(
    game_id: str,
    decisions: Sequence[Decision],
    settings: ReviewSettings,
    jobs: int = 1,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
    start_method: str | None = None,
) -> list[DecisionReview]:
    """Every decision reviewed, in the match's order, in `jobs` processes (in this one when 1,
    unless a `start_method` asks for processes: "spawn" from a process that runs Qt threads).
    ReviewCancelled once `cancel` is set (checked between decisions)."""
    total = len(decisions)
    done: list[DecisionReview] = []

    def step(review: DecisionReview) -> None:
        done.append(review)
        if progress is not None:
            progress(len(done), total)

    if (jobs <= 1 and start_method is None) or total < 2:
        for decision in decisions:
            if cancel is not None and cancel.is_set():
                raise ReviewCancelled()
            step(review_decision(game_id, decision, settings))
    else:
        context = multiprocessing.get_context(start_method) if start_method else None
        with ProcessPoolExecutor(max_workers=max(1, jobs), mp_context=context) as pool:
            waiting: set[Future[DecisionReview]] = {
                pool.submit(review_decision, game_id, d, settings) for d in decisions}
            try:
                while waiting:
                    finished, waiting = wait(waiting, timeout=0.2, return_when=FIRST_COMPLETED)
                    for future in finished:
                        step(future.result())
                    if cancel is not None and cancel.is_set():
                        raise ReviewCancelled()
            finally:
                for future in waiting:
                    future.cancel()
    return sorted(done, key=lambda r: (r.position, r.seat))


def review_source(
    source: ReviewSource,
    seats: Sequence[int] | None,
    settings: ReviewSettings,
    jobs: int = 1,
    progress: Progress | None = None,
    cancel: threading.Event | None = None,
    start_method: str | None = None,
) -> Review:
    chosen = list(seats) if seats else source.default_seats()
    decisions = source.decisions(chosen)
    reviews = review_decisions(source.game, decisions, settings, jobs, progress, cancel, start_method)
    return Review(source.game, source.name, settings, chosen, reviews, source.seat_names)
