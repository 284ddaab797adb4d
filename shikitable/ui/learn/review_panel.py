"""The review in the replay window: a strip of markers along the match (coloured by class; a
click jumps there), the seat's summary, Previous / Next mistake (keys P and N), and at a
decision the move played and the reviewer's move drawn on the cards (blue and green outlines)
with the values and reasons in words beside them."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeySequence, QMouseEvent, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QToolTip, QVBoxLayout, QWidget

from shikitable.session.review.report import Review
from shikitable.session.review.thresholds import STRENGTH
from shikitable.session.review.valuing import DecisionReview, MoveValue
from shikitable.ui.layouts.base import QT_TRANSLATE_NOOP
from shikitable.ui.learn.hints import action_text
from shikitable.ui.words.hint_reasons import reason_text

if TYPE_CHECKING:
    from shikitable.core.game import Game
    from shikitable.session.replay import ReplayCursor
    from shikitable.ui.layouts import TableLayout
    from shikitable.ui.table.scene import TableScene


class ReplayView(Protocol):
    """What the panel needs of the replay window (ui/windows/replay.py) it sits in."""

    replay: ReplayCursor
    names: list[str]
    layout_decl: TableLayout
    game: Game[Any]
    lang: str
    viewer: int
    scene: TableScene | None

    def show_seat(self, seat: int) -> None: ...

    def go(self, position: int) -> None: ...

CLASS_COLOURS = {"agree": "#5aa864", "inaccuracy": "#e2c23b", "mistake": "#ef8a2c", "blunder": "#d93641"}
PLAYED_COLOUR, REVIEWER_COLOUR = "#2f7fff", "#41d67a"  # the cards' outlines for selected / suggested
MARGIN = 8.0


CLASS_WORDS = {
    "agree": QT_TRANSLATE_NOOP("ReviewPanel", "agree"),
    "inaccuracy": QT_TRANSLATE_NOOP("ReviewPanel", "inaccuracy"),
    "mistake": QT_TRANSLATE_NOOP("ReviewPanel", "mistake"),
    "blunder": QT_TRANSLATE_NOOP("ReviewPanel", "blunder"),
}


PER_WORDS = {
    "season": QT_TRANSLATE_NOOP("ReviewPanel", "season"),
    "hand": QT_TRANSLATE_NOOP("ReviewPanel", "hand"),
    "match": QT_TRANSLATE_NOOP("ReviewPanel", "match"),
}
BEATS = QT_TRANSLATE_NOOP("ReviewPanel", "normal beats the heuristic by {0} points a {1} (95% CI {2} to {3})")
NOT_SHOWN = QT_TRANSLATE_NOOP(
    "ReviewPanel", "normal is not shown stronger than the heuristic ({0} points a {1}, 95% CI {2} to {3})")
UNMEASURED = QT_TRANSLATE_NOOP("ReviewPanel", "strength not measured")


def strength_words(game_id: str) -> str:
    """The reviewer's measured strength (docs/strength.md), in the interface's language."""
    found = STRENGTH.get(game_id)
    if found is None:
        return QCoreApplication.translate("ReviewPanel", UNMEASURED)
    text = QCoreApplication.translate("ReviewPanel", BEATS if found.shown else NOT_SHOWN)
    per = QCoreApplication.translate("ReviewPanel", PER_WORDS.get(found.per, found.per))
    for key, value in (("{0}", f"{found.gain:+g}"), ("{1}", per), ("{2}", f"{found.low:+g}"),
                       ("{3}", f"{found.high:+g}")):
        text = text.replace(key, value)
    return text


def class_name(verdict: str) -> str:
    return QCoreApplication.translate("ReviewPanel", CLASS_WORDS.get(verdict, verdict))


def points_text(value: float, error: float) -> str:
    spread = "" if error == 0 else (" ± ?" if math.isinf(error) else f" ± {error:.1f}")
    return f"{value:+.1f}{spread}"


class ReviewStrip(QWidget):
    """The decisions as markers along the match: a short green tick where the reviewer agrees, a
    taller yellow, orange or red bar for an inaccuracy, a mistake, a blunder."""

    jumped = Signal(int)

    def __init__(self, reviews: list[DecisionReview], length: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.reviews = reviews
        self.length = max(1, length)
        self.position = 0
        self.setMinimumHeight(34)
        self.setMouseTracking(True)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAccessibleName(self.tr("Review markers along the match"))

    def set_position(self, position: int) -> None:
        if position != self.position:
            self.position = position
            self.update()

    def x_of(self, position: int) -> float:
        return MARGIN + (self.width() - 2 * MARGIN) * position / self.length

    def nearest(self, x: float) -> DecisionReview | None:
        """The decision drawn nearest `x` (the costliest of those within a few pixels)."""
        close = [r for r in self.reviews if abs(self.x_of(r.position) - x) <= 6]
        if close:
            return max(close, key=lambda r: (r.verdict != "agree", r.lost))
        return min(self.reviews, key=lambda r: abs(self.x_of(r.position) - x), default=None)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        height = float(self.height())
        base = self.palette().mid().color()
        painter.setPen(QPen(base, 1))
        painter.drawLine(QPointF(MARGIN, height - 4), QPointF(self.width() - MARGIN, height - 4))
        # where the replay stands: a faint line under the markers and a triangle above them, so
        # the marker of the decision on the table stays visible
        x = self.x_of(self.position)
        painter.setPen(QPen(base, 1))
        painter.drawLine(QPointF(x, 7), QPointF(x, height - 1))
        for review in sorted(self.reviews, key=lambda r: r.verdict != "agree"):  # the mistakes on top
            marker = self.x_of(review.position)
            tall = 0.35 if review.verdict == "agree" else 0.75
            painter.fillRect(QRectF(marker - 1.5, height - 4 - tall * (height - 12), 3, tall * (height - 12)),
                             QColor(CLASS_COLOURS.get(review.verdict, "#888888")))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self.palette().text().color())
        painter.drawPolygon(QPolygonF([QPointF(x - 5, 0), QPointF(x + 5, 0), QPointF(x, 7)]))
        painter.end()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        review = self.nearest(event.position().x())
        if review is not None:
            self.jumped.emit(review.position)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        review = self.nearest(event.position().x())
        if review is not None:
            text = self.tr("Move {0}: {1}, {2} points lost").replace("{0}", str(review.position + 1)).replace(
                "{1}", class_name(review.verdict)).replace("{2}", f"{review.lost:.1f}")
            QToolTip.showText(event.globalPosition().toPoint(), text, self)


class ReviewPanel(QWidget):
    """Sits in the replay window under the table; `decorate` is called after every move shown."""

    def __init__(self, window: ReplayView, review: Review, parent: QWidget) -> None:
        super().__init__(parent)
        self.window_ = window
        self.review = review
        self.seat = review.seats[0]
        self.reviews = [r for r in review.decisions if r.seat == self.seat]
        self.at = {r.position: r for r in self.reviews}
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.strip = ReviewStrip(self.reviews, window.replay.length, self)
        self.strip.jumped.connect(self.jump)
        self.previous_button = QPushButton()
        self.previous_button.clicked.connect(self.previous_mistake)
        self.previous_button.setShortcut(QKeySequence("P"))
        self.next_button = QPushButton()
        self.next_button.clicked.connect(self.next_mistake)
        self.next_button.setShortcut(QKeySequence("N"))
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setTextFormat(Qt.TextFormat.RichText)
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        row = QHBoxLayout()
        row.addWidget(self.previous_button)
        row.addWidget(self.next_button)
        row.addWidget(self.detail, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.summary)
        layout.addWidget(self.strip)
        layout.addLayout(row)
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.previous_button.setText(self.tr("Previous mistake  [P]"))
        self.next_button.setText(self.tr("Next mistake  [N]"))
        summary = self.review.summary(self.seat)
        name = self.window_.names[self.seat] if self.seat < len(self.window_.names) else str(self.seat + 1)
        legend = " ".join(f"<span style='color:{CLASS_COLOURS[c]}'>■</span> {class_name(c)} {summary.classes[c]}"
                          for c in CLASS_COLOURS)
        head = self.tr("Review of {0}: {1} decisions, agreement {2}%, {3} points lost ({4} a hand)").replace(
            "{0}", name).replace("{1}", str(summary.decisions)).replace(
            "{2}", f"{100 * summary.agreement:.0f}").replace("{3}", f"{summary.lost_total:.1f}").replace(
            "{4}", f"{summary.lost_per_hand:.1f}")
        reviewer = self.tr("Reviewer: the search bot at {0}; {1}").replace("{0}", self.review.settings.level).replace(
            "{1}", strength_words(self.review.game))
        self.summary.setText(f"<b>{head}</b>  {legend}<br><small>{reviewer}</small>")
        self.decorate()

    # --- moving --------------------------------------------------------------------------

    def mistakes(self) -> list[DecisionReview]:
        return [r for r in self.reviews if not r.agrees]

    def jump(self, position: int) -> None:
        """Show the table of the decision at `position` as the reviewed seat saw it."""
        self.window_.show_seat(self.seat)
        self.window_.go(position)

    def next_mistake(self) -> bool:
        later = [r for r in self.mistakes() if r.position > self.window_.replay.position]
        if not later:
            return False
        self.jump(later[0].position)
        return True

    def previous_mistake(self) -> bool:
        earlier = [r for r in self.mistakes() if r.position < self.window_.replay.position]
        if not earlier:
            return False
        self.jump(earlier[-1].position)
        return True

    # --- drawing -------------------------------------------------------------------------

    def current(self) -> DecisionReview | None:
        """The decision on the table now (the reviewed seat's view, before its move)."""
        if self.window_.viewer != self.seat:
            return None
        return self.at.get(self.window_.replay.position)

    def decorate(self) -> None:
        window = self.window_
        self.strip.set_position(window.replay.position)
        mistakes = self.mistakes()
        self.next_button.setEnabled(any(r.position > window.replay.position for r in mistakes))
        self.previous_button.setEnabled(any(r.position < window.replay.position for r in mistakes))
        review = self.current()
        scene = window.scene
        if review is None:
            self.detail.setText(self.tr("Click a marker, or press N, to see a decision beside the reviewer's."))
            return
        best = review.best[0]
        if scene is not None:
            played_cards, best_cards = set(review.played.action.cards), set(best.action.cards)
            scene.suggested = best_cards
            scene.set_input(played_cards, played_cards | best_cards, True)
            scene.set_banner(self.tr("Played: {0}   Reviewer: {1}").replace("{0}", self._move(review.played)).replace(
                "{1}", self._move(best)))
        self.detail.setText(self.detail_html(review))

    def _move(self, move: MoveValue) -> str:
        return action_text(self.window_.layout_decl, self.window_.game, move.action, self.window_.lang)

    def _reasons(self, move: MoveValue) -> str:
        return "; ".join(reason_text(self.window_.game, reason, self.window_.lang) for reason in move.reasons)

    def detail_html(self, review: DecisionReview) -> str:
        colour = CLASS_COLOURS.get(review.verdict, "#888888")
        lines = [
            self.tr("Move {0}: <b style='color:{1}'>{2}</b>, {3} points lost").replace(
                "{0}", str(review.position + 1)).replace("{1}", colour).replace(
                "{2}", class_name(review.verdict)).replace("{3}", points_text(review.lost, review.error).lstrip("+")),
        ]
        played = review.played
        played_line = self.tr("<span style='color:{0}'>■</span> Played: {1} ({2})").replace(
            "{0}", PLAYED_COLOUR).replace("{1}", self._move(played)).replace(
            "{2}", points_text(played.value, played.error))
        if played.reasons:
            played_line += " — " + self._reasons(played)
        for rank, move in enumerate(review.best):
            if rank == 0:
                text = self.tr("<span style='color:{0}'>■</span> Reviewer: {1} ({2})").replace("{0}", REVIEWER_COLOUR)
            else:
                text = self.tr("Also: {1} ({2})")
            text = text.replace("{1}", self._move(move)).replace("{2}", points_text(move.value, move.error))
            if move.reasons:
                text += " — " + self._reasons(move)
            lines.append(text)
        if played.action != review.best[0].action:
            if played.value >= review.best[0].value:  # honest: the sampled deals liked the move played
                played_line += " " + self.tr("(as good as the reviewer's move on the deals it tried)")
            lines.insert(1, played_line)
        return "<br>".join(lines)
