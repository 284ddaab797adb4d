"""Piles of 点棒 (point sticks) on the table: a number of points shown as black sticks of 25,
red of 5 and white of 1 (seed 001), with the number written under the pile. The stick art is
drawn by tools/make_stick_art.py; each stick's pixmap is rendered once per size."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap
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
    """A pile of sticks worth `points`, centred on its position; `label` above the number."""

    def __init__(self) -> None:
        super().__init__()
        self.points = -1
        self.label = ""
        self.setZValue(25)

    def shown(self) -> list[str]:
        names: list[str] = []
        for name, count in sticks_for(self.points):
            names += [name] * min(count, MAX_SHOWN)
        return names

    def height(self) -> float:
        """The sticks' part, without the number under them."""
        return max(1, len(self.shown())) * STEP + STICK_H

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        h = self.height()
        return QRectF(-STICK_W / 2 - 30, -h / 2 - 22, STICK_W + 60, h + 46)

    def place(self, centre: QPointF, width: float) -> None:
        """Centre the pile (sticks and number) on `centre`, `width` wide."""
        self.setScale(max(0.35, width / STICK_W))
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
        font = QFont(painter.font())
        font.setPixelSize(17)
        font.setBold(True)
        painter.setFont(font)
        text_rect = QRectF(-STICK_W / 2 - 30, h / 2 + 2, STICK_W + 60, 22)
        painter.setPen(QColor(0, 0, 0, 160))
        painter.drawText(text_rect.translated(1, 1), Qt.AlignmentFlag.AlignCenter, self.text())
        painter.setPen(QColor("#fff6d8"))
        painter.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, self.text())
        if self.label:
            font.setBold(False)
            font.setPixelSize(15)
            painter.setFont(font)
            painter.setPen(QColor("#f4f0d8"))
            label_rect = QRectF(-STICK_W / 2 - 30, -h / 2 - 22, STICK_W + 60, 20)
            painter.drawText(label_rect, Qt.AlignmentFlag.AlignCenter, self.label)

    def text(self) -> str:
        return str(self.points)
