"""A whole review: each seat's summary (agreement, value lost in all and per hand, the worst
five decisions), the JSON form documented in docs/review.md, and the plain-text form."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from shikitable.ai.explain import Reason
from shikitable.core.actions import Action
from shikitable.games import get_game
from shikitable.session.review.thresholds import CLASSES, THRESHOLDS, strength_text
from shikitable.session.review.valuing import DecisionReview, MoveValue, ReviewSettings

# (game, reasons) -> the reasons in words
ReasonWords = Callable[[Any, Sequence[Reason]], str]
FORMAT = "shikitable-review"
FORMAT_VERSION = 1
WORST = 5


@dataclass
class SeatSummary:
    seat: int
    decisions: int
    agreed: int
    lost_total: float
    hands: int
    classes: dict[str, int]
    worst: list[int]  # positions of the costliest decisions, costliest first

    @property
    def agreement(self) -> float:
        return self.agreed / self.decisions if self.decisions else 1.0

    @property
    def lost_per_decision(self) -> float:
        return self.lost_total / self.decisions if self.decisions else 0.0

    @property
    def lost_per_hand(self) -> float:
        return self.lost_total / self.hands if self.hands else 0.0


@dataclass
class Review:
    game: str
    source: str
    settings: ReviewSettings
    seats: list[int]
    decisions: list[DecisionReview] = field(default_factory=list)
    seat_names: list[str] | None = None

    def summary(self, seat: int) -> SeatSummary:
        mine = [d for d in self.decisions if d.seat == seat]
        classes = {name: sum(1 for d in mine if d.verdict == name) for name in CLASSES}
        worst = sorted((d for d in mine if d.lost > 0), key=lambda d: -d.lost)[:WORST]
        return SeatSummary(
            seat=seat,
            decisions=len(mine),
            agreed=classes["agree"],
            lost_total=math.fsum(d.lost for d in mine),
            hands=len({d.hand for d in mine}),
            classes=classes,
            worst=[d.position for d in worst],
        )

    def mistakes(self) -> list[DecisionReview]:
        """The decisions that were not agreed with, in the order of the match."""
        return [d for d in self.decisions if not d.agrees]

    # --- JSON ------------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        game = get_game(self.game)
        limits = THRESHOLDS[self.game]
        return {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            "game": self.game,
            "source": self.source,
            "reviewer": {
                "level": self.settings.level,
                "iterations": self.settings.iterations,
                "worlds": self.settings.worlds,
                "seed": self.settings.seed,
                "strength": strength_text(self.game),
            },
            "thresholds": {"inaccuracy": limits.inaccuracy, "mistake": limits.mistake, "blunder": limits.blunder},
            "seats": [self._seat_json(seat) for seat in self.seats],
            "decisions": [_decision_json(game, d) for d in self.decisions],
        }

    def _seat_json(self, seat: int) -> dict[str, Any]:
        summary = self.summary(seat)
        found: dict[str, Any] = {
            "seat": seat,
            "decisions": summary.decisions,
            "agreement": round(summary.agreement, 4),
            "lost_total": round(summary.lost_total, 3),
            "lost_per_decision": round(summary.lost_per_decision, 3),
            "hands": summary.hands,
            "lost_per_hand": round(summary.lost_per_hand, 3),
            "classes": summary.classes,
            "worst": summary.worst,
        }
        if self.seat_names and seat < len(self.seat_names):
            found["name"] = self.seat_names[seat]
        return found

    # --- text ------------------------------------------------------------------------------

    def text(self, say: ReasonWords | None = None) -> str:
        """The review in English; `say` puts reasons in words (their ids without it)."""
        game = get_game(self.game)
        limits = THRESHOLDS[self.game]
        budget = f"{self.settings.iterations} iterations" if self.settings.iterations else "its thinking time"
        lines = [
            f"Review of {self.source}: {game.name_en} ({game.id})",
            f"Reviewer: the search bot at {self.settings.level} ({budget}, up to {self.settings.worlds} "
            f"paired worlds a decision); {strength_text(self.game)}"
            + ("." if self.settings.level == "normal" else f" ({self.settings.level} not measured on its own)."),
            f"Classes by value lost, less two standard errors (points): inaccuracy {limits.inaccuracy:g}, "
            f"mistake {limits.mistake:g}, blunder {limits.blunder:g}.",
        ]
        by_position = {(d.seat, d.position): d for d in self.decisions}
        for seat in self.seats:
            summary = self.summary(seat)
            name = f" ({self.seat_names[seat]})" if self.seat_names and seat < len(self.seat_names) else ""
            counts = ", ".join(f"{summary.classes[c]} {c}" for c in CLASSES)
            lines += [
                "",
                f"Seat {seat + 1}{name}: {summary.decisions} decisions, agreement {100 * summary.agreement:.0f}%, "
                f"value lost {summary.lost_total:.2f} ({summary.lost_per_hand:.2f} a hand over {summary.hands} hands; "
                f"{counts})",
            ]
            if summary.worst:
                lines.append("  The costliest decisions:")
            for position in summary.worst:
                lines.extend("  " + line for line in decision_lines(game, by_position[(seat, position)], say))
            lines.append("  Every decision:")
            lines.extend("  " + decision_lines(game, d)[0] for d in self.decisions if d.seat == seat)
        return "\n".join(lines)


def move_text(game: Any, action: Action) -> str:
    """A move in words for the command line: its kind and its cards by name."""
    parts = [action.kind]
    if action.cards:
        parts.append(" ".join(game.card_name(card, "en") for card in action.cards))
    if action.arg is not None:
        parts.append(str(action.arg))
    return " ".join(parts)


def _error_text(error: float) -> str:
    return "±?" if math.isinf(error) else f"±{error:.2f}"


def reason_ids(game: Any, reasons: Sequence[Reason]) -> str:
    return "; ".join(reason.id for reason in reasons)


def decision_lines(game: Any, review: DecisionReview, say: ReasonWords | None = None) -> list[str]:
    reasons_text = say or reason_ids
    first = review.best[0]
    played = f"played {move_text(game, review.played.action)} ({review.played.value:+.2f})"
    if review.played.action == first.action:
        played += ", the reviewer's move too"
    else:
        played += f", the reviewer's {move_text(game, first.action)} ({first.value:+.2f})"
    lines = [
        f"move {review.position + 1} (hand {review.hand}): {review.verdict}, lost {review.lost:.2f} "
        f"{_error_text(review.error)} — {played}",
    ]
    if first.reasons:
        lines.append(f"    for {move_text(game, first.action)}: {reasons_text(game, first.reasons)}")
    if review.played.reasons and review.played.action != first.action:
        lines.append(f"    the move played: {reasons_text(game, review.played.reasons)}")
    return lines


def _move_json(game: Any, move: MoveValue) -> dict[str, Any]:
    return {
        "action": move.action.to_json(),
        "text": move_text(game, move.action),
        "value": round(move.value, 3),
        "error": None if math.isinf(move.error) else round(move.error, 3),
        "reasons": [{"id": r.id, "args": {k: list(v) if isinstance(v, tuple) else v for k, v in r.args.items()}}
                    for r in move.reasons],
    }


def _decision_json(game: Any, review: DecisionReview) -> dict[str, Any]:
    return {
        "position": review.position,
        "seat": review.seat,
        "hand": review.hand,
        "legal_moves": review.legal_moves,
        "played": _move_json(game, review.played),
        "best": [_move_json(game, m) for m in review.best],
        "lost": round(review.lost, 3),
        "error": None if math.isinf(review.error) else round(review.error, 3),
        "class": review.verdict,
        "worlds": review.worlds,
    }


def worst_first(reviews: Sequence[DecisionReview]) -> list[DecisionReview]:
    return sorted(reviews, key=lambda d: -d.lost)
