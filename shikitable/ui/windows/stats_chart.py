"""The Statistics window's chart: each player's points match by match in one game, as lines,
with every player's win rate in the legend. Drawn with QPainter (no plotting library)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QPalette, QPen
from PySide6.QtWidgets import QWidget

from shikitable.session.stats_export import MatchPoint
from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)

LINE_COLOURS = ("#2f7fff", "#e0503a", "#22a35a", "#d49a00", "#9b59b6", "#16a0a0")
MOST_LINES = len(LINE_COLOURS)  # the most-played players get a line; the rest would be a tangle


class StatsChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.series: dict[str, list[MatchPoint]] = {}
        self.message = ""
        self.setMinimumHeight(180)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(600, 220)

    def show_series(self, series: dict[str, list[MatchPoint]], message: str = "") -> None:
        """The players with the most matches first; `message` is shown instead when no line is."""
        ranked = sorted(series.items(), key=lambda kv: (-len(kv[1]), kv[0]))[:MOST_LINES]
        self.series = dict(ranked)
        self.message = message
        self.setAccessibleDescription(self.summary())
        self.update()

    def summary(self) -> str:
        """The chart in words (what a screen reader says for it)."""
        if not self.series:
            return self.message
        parts = []
        for name, points in self.series.items():
            wins = sum(p.won for p in points)
            parts.append(self.tr("{0}: {1} matches, {2} wins ({3}), last {4} points").replace("{0}", name)
                         .replace("{1}", str(len(points))).replace("{2}", str(wins))
                         .replace("{3}", f"{wins / len(points):.0%}").replace("{4}", f"{points[-1].points:+d}"))
        return "; ".join(parts)

    def colour_of(self, name: str) -> QColor:
        return QColor(LINE_COLOURS[list(self.series).index(name) % len(LINE_COLOURS)])

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt API)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().color(QPalette.ColorRole.WindowText)
        painter.fillRect(self.rect(), self.palette().color(QPalette.ColorRole.Base))
        if not self.series:
            painter.setPen(text)
            painter.drawText(QRectF(self.rect()), Qt.AlignmentFlag.AlignCenter, self.message)
            painter.end()
            return
        metrics = painter.fontMetrics()
        legend_w = min(self.width() * 0.4, 60.0 + max(metrics.horizontalAdvance(self._legend(n)) for n in self.series))
        plot = QRectF(48, 12, self.width() - legend_w - 64, self.height() - 36)
        values = [p.points for points in self.series.values() for p in points]
        low, high = min(0, *values), max(0, *values)
        if high == low:
            high = low + 1
        longest = max(len(points) for points in self.series.values())

        def at(index: int, value: int) -> QPointF:
            x = plot.left() + (plot.width() * index / (longest - 1) if longest > 1 else plot.width() / 2)
            return QPointF(x, plot.bottom() - plot.height() * (value - low) / (high - low))

        faint = QColor(text)
        faint.setAlpha(70)
        painter.setPen(QPen(faint, 1))
        painter.drawRect(plot)
        zero = at(0, 0).y()
        painter.drawLine(QPointF(plot.left(), zero), QPointF(plot.right(), zero))
        painter.setPen(text)
        for value in sorted({low, 0, high}):
            y = at(0, value).y()
            label = f"{value:+d}" if value else "0"
            painter.drawText(QRectF(0, y - 9, plot.left() - 6, 18),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
        painter.drawText(QRectF(plot.left(), plot.bottom() + 4, plot.width(), 18), Qt.AlignmentFlag.AlignCenter,
                         self.tr("Matches, oldest to newest (a filled dot: a win)"))
        for name, points in self.series.items():
            colour = self.colour_of(name)
            painter.setPen(QPen(colour, 2.5))
            corners = [at(i, p.points) for i, p in enumerate(points)]
            for a, b in zip(corners, corners[1:], strict=False):
                painter.drawLine(a, b)
            for corner, point in zip(corners, points, strict=True):  # a filled dot marks a win
                painter.setBrush(colour if point.won else self.palette().color(QPalette.ColorRole.Base))
                painter.drawEllipse(corner, 3.5, 3.5)
        top = plot.top()
        for name in self.series:
            painter.setPen(QPen(self.colour_of(name), 4))
            painter.drawLine(QPointF(plot.right() + 14, top + 9), QPointF(plot.right() + 34, top + 9))
            painter.setPen(text)
            painter.drawText(QRectF(plot.right() + 40, top, legend_w - 44, 18),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self._legend(name))
            top += 22
        painter.end()

    def _legend(self, name: str) -> str:
        points = self.series.get(name, [])
        rate = sum(p.won for p in points) / len(points) if points else 0.0
        return self.tr("{0} — {1} wins").replace("{0}", name).replace("{1}", f"{rate:.0%}")
