"""Piles of 点棒 (point sticks) on the table: a number of points shown as black sticks of 25,
red of 5 and white of 1 (seed 001), with the number written under the pile. The stick art is
drawn by tools/make_stick_art.py; each stick's pixmap is rendered once per size."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from shikitable.assets import asset_path
from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)

STICKS = (("black", 25), ("red", 5), ("white", 1))
STICK_W, STICK_H = 96.0, 8.0
STEP = 3.4  # how far each stick of a pile lies above the one below
MAX_SHOWN = 8  # black sticks drawn at most (red and white never exceed 4); the number says the rest
PIXEL_SCALE = 3  # render sharper than logical size: the view may zoom in


def sticks_for(points: int) -> list[tuple[str, int]]:
    """(colour, count) of each stick colour making up `points`, fewest sticks first."""
    out = []
    rest = max(0, points)
    for name, worth in STICKS:
        count, rest = divmod(rest, worth)
        out.append((name, count))
    return out


@cache
def stick_pixmap(name: str) -> QPixmap:
    renderer = QSvgRenderer(str(asset_path("sticks", f"{name}.svg")))
    pixmap = QPixmap(round(STICK_W * PIXEL_SCALE), round(STICK_H * PIXEL_SCALE))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, pixmap.width(), pixmap.height()))
    painter.end()
    return pixmap


class StickPile(QGraphicsItem):
    """A pile of sticks worth `points`, centred on its position; `label` above the number. The
    sticks scale with the room; the number and label keep a readable type size on the screen
    (`text_px` screen pixels, the table's type scale), so a small pile still says its amount."""

    def __init__(self) -> None:
        super().__init__()
        self.points = -1
        self.label = ""
        self.text_px = 14.0  # screen pixels of the number (the label is a little smaller)
        self.setZValue(25)

    def shown(self) -> list[str]:
        names: list[str] = []
        for name, count in sticks_for(self.points):
            names += [name] * min(count, MAX_SHOWN)
        return names

    def height(self) -> float:
        """The sticks' part, without the number under them."""
        return max(1, len(self.shown())) * STEP + STICK_H

    def _fonts(self) -> tuple[QFont, QFont]:
        """The number's and the label's fonts, in the item's own (scaled) units."""
        unit = max(self.text_px / max(self.scale(), 0.05), 1.0)
        number, label = QFont(), QFont()
        number.setPixelSize(max(1, round(unit)))
        number.setBold(True)
        label.setPixelSize(max(1, round(unit * 0.88)))
        return number, label

    def _text_rects(self) -> tuple[QRectF, QRectF]:
        """Where the number (under the sticks) and the label (above them) are drawn, item units,
        each as wide as its text."""
        number_font, label_font = self._fonts()
        h = self.height()
        number = QFontMetricsF(number_font)
        label = QFontMetricsF(label_font)
        number_w = number.horizontalAdvance(self.text()) + 4
        label_w = label.horizontalAdvance(self.label) + 4 if self.label else 0.0
        number_rect = QRectF(-number_w / 2, h / 2 + 2, number_w, number.height())
        label_rect = QRectF(-label_w / 2, -h / 2 - 2 - label.height(), label_w, label.height())
        return number_rect, label_rect

    def text_boxes(self) -> list[tuple[str, QRectF]]:
        """The texts drawn and their boxes in scene coordinates (for the layout checks)."""
        number_rect, label_rect = self._text_rects()
        found = [(self.text(), self.mapRectToScene(number_rect))]
        if self.label:
            found.append((self.label, self.mapRectToScene(label_rect)))
        return found

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        h = self.height()
        sticks = QRectF(-STICK_W / 2 - 4, -h / 2, STICK_W + 8, h)
        number_rect, label_rect = self._text_rects()
        return sticks.united(number_rect).united(label_rect if self.label else sticks)

    def place(self, centre: QPointF, width: float, text_px: float | None = None) -> None:
        """Centre the pile (sticks and number) on `centre`, `width` wide; `text_px`: the type
        size of its number on the screen."""
        scale = max(0.35, width / STICK_W)
        wanted = self.text_px if text_px is None else text_px
        if (scale, wanted) != (self.scale(), self.text_px):
            self.prepareGeometryChange()
            self.text_px = wanted
            self.setScale(scale)
        self.setPos(centre - QPointF(0, 12 * self.scale()))

    def set_points(self, points: int, label: str) -> None:
        if (points, label) != (self.points, self.label):
            self.prepareGeometryChange()
            self.points, self.label = points, label
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        names = self.shown()
        h = self.height()
        top = h / 2 - STICK_H  # the first (bottom) stick lies lowest
        for index, name in enumerate(names):
            # a slight alternating skew, as sticks tossed on a pile lie
            shift = (index % 3 - 1) * 2.5
            target = QRectF(-STICK_W / 2 + shift, top - index * STEP, STICK_W, STICK_H)
            painter.drawPixmap(target, stick_pixmap(name), QRectF(stick_pixmap(name).rect()))
        number_font, label_font = self._fonts()
        number_rect, label_rect = self._text_rects()
        painter.setFont(number_font)
        painter.setPen(QColor(0, 0, 0, 160))
        painter.drawText(number_rect.translated(1, 1), Qt.AlignmentFlag.AlignCenter, self.text())
        painter.setPen(QColor("#fff6d8"))
        painter.drawText(number_rect, Qt.AlignmentFlag.AlignCenter, self.text())
        if self.label:
            painter.setFont(label_font)
            painter.setPen(QColor("#f4f0d8"))
            painter.drawText(label_rect, Qt.AlignmentFlag.AlignCenter, self.label)

    def text(self) -> str:
        return str(self.points)
