"""A resolution shown step by step: a panel over the centre of the table with the card in play
and one line per step (declared by whom, countered, resolved or lapsed and why, the effect),
each line appearing after a short pause. While steps wait to be shown the panel is `busy` and
the table holds the play (bots wait), so each step is seen before the next move. The panel
also carries a prompt line (a card window's countdown)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)
from shikitable.ui.layouts import PictureCards
from shikitable.ui.table.art import CardArt

STEP_MS = 900  # between two steps, at normal animation speed
LINGER_MS = 2200  # the last step stays this long before the panel goes
KEEP_LINES = 7


class StepPanel(QGraphicsObject):
    busy_changed = Signal(bool)
    step_shown = Signal(str)
    card_arrives = Signal(str, int)  # a declared card, from its declarer's seat: the table flies it in

    def __init__(self, art: CardArt, spec: PictureCards, factor: float = 1.0) -> None:
        super().__init__()
        self._art, self._spec = art, spec
        self.factor = factor
        self.lines: list[str] = []  # shown
        self.queue: list[tuple[str, str | None, int | None]] = []  # waiting: (line, card, seat it comes from)
        self.private: set[str] = set()  # lines only the viewer may read (hot seat drops them)
        self.card: str | None = None
        self.prompt = ""
        self.busy = False
        self.arriving = False
        self.size = (420.0, 200.0)
        self.setZValue(900)
        self.setVisible(False)
        self.setToolTip(QCoreApplication.translate("shikitable", "Click to show every step at once"))
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._next)
        self._linger = QTimer(self)
        self._linger.setSingleShot(True)
        self._linger.timeout.connect(self._fade)

    # --- feeding ------------------------------------------------------------------------

    def add_steps(self, steps: list[tuple[str, str | None, int | None]], fresh: bool) -> None:
        """Queue these steps; `fresh`: a new resolution begins (the old lines go)."""
        if not steps:
            return
        if fresh and not self.queue:
            self.lines = []
        self.queue.extend(steps)
        self._linger.stop()
        if not self._timer.isActive():
            self._next()

    def arrived(self) -> None:
        self.arriving = False
        self.update()

    def forget_private(self) -> None:
        """Someone else sits down at the screen: lines with the last viewer's secrets go."""
        self.lines = [line for line in self.lines if line not in self.private]
        self.queue = [step for step in self.queue if step[0] not in self.private]
        self.private = set()
        self.update()

    def set_prompt(self, text: str) -> None:
        if text == self.prompt:
            return
        self.prompt = text
        if text:
            self._linger.stop()
            self.setVisible(True)
        elif not self.queue and not self._timer.isActive():
            self._linger.start(round(LINGER_MS * max(self.factor, 0.3)))
        self.update()

    def skip(self) -> None:
        """Show every waiting step at once (a player's click; the end of a test)."""
        self._timer.stop()
        while self.queue:
            line, card, _ = self.queue.pop(0)
            self._show(line, card, None)
        self._set_busy(False)
        if not self.prompt:
            self._linger.start(round(LINGER_MS * max(self.factor, 0.3)))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt API)
        """A click on the panel shows the steps still waiting at once."""
        self.skip()
        event.accept()

    def _next(self) -> None:
        if not self.queue:
            self._set_busy(False)
            if not self.prompt:
                self._linger.start(round(LINGER_MS * max(self.factor, 0.3)))
            return
        self._show(*self.queue.pop(0))
        if self.factor <= 0:  # instant: no pauses
            self.skip()
            return
        self._set_busy(True)
        self._timer.start(round(STEP_MS * self.factor))

    def _show(self, line: str, card: str | None, source: int | None) -> None:
        if card is not None and source is not None and self.factor > 0:
            self.arriving = True  # the picture shows once the flying card lands (arrived)
            self.card_arrives.emit(card, source)
        self.lines = [*self.lines, line][-KEEP_LINES:]
        if card is not None:
            self.card = card
        self.setVisible(True)
        self.update()
        self.step_shown.emit(line)

    def _set_busy(self, busy: bool) -> None:
        if busy != self.busy:
            self.busy = busy
            self.busy_changed.emit(busy)

    def _fade(self) -> None:
        if not self.queue and not self.prompt:
            self.setVisible(False)
            self.lines = []
            self.card = None
            self.arriving = False

    # --- placing and painting -----------------------------------------------------------

    def place(self, centre: QRectF, table: QRectF, keep_top: float = 0.0) -> None:
        """In `centre` (at most 620 x 240) below `keep_top` (the side seats' plates and the
        cards by them stay in view); `centre` is the room the layout keeps for it, or the
        table's centre."""
        width = min(table.width() - 16, max(min(240.0, centre.width()), min(centre.width() - 4, 620.0)))
        room = QRectF(centre.left(), max(centre.top(), keep_top), centre.width(), centre.bottom() - max(centre.top(),
                                                                                                          keep_top))
        height = min(table.height() - 16, max(min(120.0, room.height()), min(room.height() - 4, 240.0)))
        x = min(max(centre.center().x() - width / 2, table.left() + 8), table.right() - width - 8)
        y = min(max(room.center().y() - height / 2, table.top() + 8), table.bottom() - height - 8)
        if (width, height) != self.size:
            self.prepareGeometryChange()
            self.size = (width, height)
        self.setPos(x, y)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        w, h = self.size
        return QRectF(0, 0, w, h)

    def picture_rect(self) -> QRectF:
        """The card: its small form (the name legible) when the panel is small, else the full card."""
        w, h = self.size
        ch = min(h - 20, w * 0.3 / self._spec.aspect)
        return QRectF(10, 10, ch * self._spec.aspect, ch)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, h = self.size
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#d4a62a"), 2))
        painter.setBrush(QColor(16, 24, 40))  # opaque: nothing of the table shows through its words
        top = 1.0
        if not self.lines and self.card is None:  # a prompt alone: a strip at the bottom, the table above in view
            font = QFont(painter.font())
            font.setPixelSize(self._px())
            font.setBold(True)
            top = max(1.0, h - 20 - self._height(QFontMetricsF(font), self.prompt, w - 24))
        painter.drawRoundedRect(QRectF(1, top, w - 2, h - top - 1), 10, 10)
        left = 14.0
        if self.card is not None and not self.arriving:
            rect = self.picture_rect()
            ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
            t = painter.worldTransform()
            pixels = round(rect.height() * (t.m22() or 1.0) * ratio)
            form = self._spec.large_file if rect.height() >= 200 else self._spec.small_file
            pixmap = self._art.pixmap(form(self.card), pixels, self._spec.aspect)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
            left = rect.right() + 12
        font = QFont(painter.font())
        px = self._px()
        font.setPixelSize(px)
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        text_w = w - left - 10
        y = 10.0
        lines = list(self.lines)
        bold = QFont(font)
        bold.setBold(True)
        prompt_h = self._height(QFontMetricsF(bold), self.prompt, text_w) if self.prompt else 0.0
        room = h - 20 - prompt_h
        heights = [self._height(metrics, line, text_w) for line in lines]
        while lines and sum(heights) > room:  # the oldest lines make way
            lines.pop(0)
            heights.pop(0)
        for index, (line, tall) in enumerate(zip(lines, heights, strict=True)):
            newest = index == len(lines) - 1
            painter.setPen(QColor("#ffe08a") if newest else QColor("#e8eef6"))
            painter.drawText(QRectF(left, y, text_w, tall), Qt.TextFlag.TextWordWrap, line)
            y += tall
        if self.prompt:  # at the bottom, wrapped: the cards you may declare and the time left
            painter.setFont(bold)
            painter.setPen(QColor("#7fe0a0"))
            painter.drawText(QRectF(left, h - 10 - prompt_h, text_w, prompt_h), Qt.TextFlag.TextWordWrap, self.prompt)

    def _px(self) -> int:
        h = self.size[1]
        return 15 if h >= 180 else 13 if h >= 135 else 12

    @staticmethod
    def _height(metrics: QFontMetricsF, line: str, width: float) -> float:
        bound = metrics.boundingRect(QRectF(0, 0, max(10.0, width), 1000), Qt.TextFlag.TextWordWrap, line)
        return bound.height() + 3
