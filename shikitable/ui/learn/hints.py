"""Hints: the search bot's three favourite moves for the seat at the screen, with the points it
expects from each, worked out on a thread-pool worker so the table never waits.

A hint belongs to the seat that asked: asking again, or the seat at the screen changing (the
hot-seat curtain), makes any answer still on its way stale, and a stale answer is dropped, so
one player's hint never reaches the next player."""

from __future__ import annotations

import logging
import math
import traceback
from collections.abc import Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from shikitable.ai import make_bot
from shikitable.ai.search import MoveEstimate, SearchBot
from shikitable.core.actions import Action
from shikitable.core.game import Game
from shikitable.ui.layouts import TableLayout

log = logging.getLogger(__name__)

HINT_SECONDS = 0.8  # "within a second", with room for the hand-over to the UI thread
HINT_COUNT = 3


def action_text(
    layout: TableLayout, game: Game[Any], action: Action, lang: str, observation: Mapping[str, Any] | None = None
) -> str:
    """A move as the player knows it: the button's words, the cards, the amount or choice. With
    the seat's `observation`, a move with an argument reads as its button or menu entry reads
    ("Call 3", "+2 → 12"), so the hint and the button name one move alike."""
    from shikitable.ui.words.eventlog import tr

    spec = next((b for b in layout.buttons if b.kind == action.kind), None)
    parts = [QCoreApplication.translate("shikitable", spec.label if spec is not None else action.kind)]
    if action.cards:
        parts.append(" ".join(game.card_name(card, lang) for card in action.cards))
    if action.arg is not None:
        if spec is not None and spec.arg is not None and observation is not None:
            choice = spec.arg.arg_text(action, observation, tr)
            if spec.arg.shown == "buttons" and not action.cards:
                return choice  # the button itself says the whole move
            parts.append(choice)
        else:
            parts.append(str(action.arg))
    return " ".join(parts)


def value_words(estimates: Sequence[MoveEstimate], rank: int, tiles: bool) -> str:
    """How a suggestion compares, as a player says it: the first "expected +3.2 points over the
    rest of the season" (only when that is not nothing); the others "about 1.4 points less than
    the first", or "about as good as the first" when the gap is within what the search could
    tell apart (two numbers that round alike are never set side by side)."""
    translate = QCoreApplication.translate
    best, this = estimates[0], estimates[rank - 1]
    if rank == 1:
        if round(best.expected_points, 1) == 0:
            return ""
        phrase = (translate("HintWords", "expected {0} points over the rest of the hand") if tiles
                  else translate("HintWords", "expected {0} points over the rest of the season"))
        return phrase.replace("{0}", f"{best.expected_points:+.1f}")
    if this.visits == 0:
        return ""  # a move the search never weighed: no number to set beside the first
    gap = best.expected_points - this.expected_points
    errors = (best.standard_error, this.standard_error)
    noise = 2 * math.hypot(*errors) if all(math.isfinite(e) for e in errors) else 0.0
    if round(gap, 1) <= 0 or gap <= noise:
        return translate("HintWords", "about as good as the first")
    return translate("HintWords", "about {0} points less than the first").replace("{0}", f"{gap:.1f}")


def hint_lines(
    layout: TableLayout,
    game: Game[Any],
    estimates: Sequence[MoveEstimate],
    lang: str,
    observation: Mapping[str, Any] | None = None,
) -> list[str]:
    """One line per suggestion, the best first: "1. Discard 王 — expected +3.2 points over the
    rest of the season: keeps the pair 将 将". With the `observation`, each says why (the first
    move with up to three reasons)."""
    from shikitable.ui.words.hint_reasons import why
    from shikitable.ui.words.mahjong_words import is_tiles

    tiles = is_tiles(layout)
    lines = []
    for rank, estimate in enumerate(estimates[:HINT_COUNT], start=1):
        line = f"{rank}. {action_text(layout, game, estimate.action, lang, observation)}"
        value = value_words(estimates, rank, tiles)
        if value:
            line += f" — {value}"
        reason = why(game, observation, estimate.action, lang, 3 if rank == 1 else 1) if observation else ""
        lines.append(f"{line}: {reason}" if reason else line)
    return lines


class HintService(QObject):
    """Ask for a hint with `request`; `ready(seat, estimates)` answers, unless it went stale.

    The search runs on a plain Python worker thread that touches no Qt object at all; a timer on
    the UI thread picks the answer up. (A Qt object used from a worker thread can be freed there
    by the garbage collector, and that crashes Qt.)"""

    ready = Signal(int, list)

    def __init__(
        self, parent: QObject | None = None, seconds: float = HINT_SECONDS, iterations: int | None = None
    ) -> None:
        """`iterations`: a fixed search budget instead of `seconds` (deterministic under the seed)."""
        super().__init__(parent)
        self.seconds = seconds
        self.iterations = iterations
        self._ticket = 0
        self._pending: tuple[int, int, Future[list[MoveEstimate]]] | None = None
        self._poll = QTimer(self)
        self._poll.setInterval(40)
        self._poll.timeout.connect(self._check)

    def request(self, game_id: str, observation: Mapping[str, Any], legal: Sequence[Action], seed: int = 0) -> None:
        self._ticket += 1
        bot = make_bot(game_id, "strong", seed, iterations=self.iterations)
        assert isinstance(bot, SearchBot)
        if self.iterations is None:
            bot.seconds = self.seconds
        seat = int(observation["seat"])
        future = _WORKERS.submit(_recommend, bot, dict(observation), list(legal))
        self._pending = (self._ticket, seat, future)
        self._poll.start()

    def forget(self) -> None:
        """The seat at the screen changed: any answer on its way is for someone else."""
        self._ticket += 1
        self._pending = None
        self._poll.stop()

    def _check(self) -> None:
        if self._pending is None:
            self._poll.stop()
            return
        ticket, seat, future = self._pending
        if not future.done():
            return
        self._pending = None
        self._poll.stop()
        estimates = future.result()
        if ticket == self._ticket and estimates:
            self.ready.emit(seat, list(estimates))


_WORKERS = ThreadPoolExecutor(max_workers=1, thread_name_prefix="hint")


def _recommend(bot: SearchBot, observation: dict[str, Any], legal: list[Action]) -> list[MoveEstimate]:
    try:
        return bot.recommend(observation, legal)
    except Exception:  # noqa: BLE001 - a failed hint is logged, never fatal
        log.warning("hint failed:\n%s", traceback.format_exc())
        return []
