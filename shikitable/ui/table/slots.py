"""Outlined slots: each named seat zone (Out, Down, Won, Ante ...) is drawn as a faint rounded
rectangle in its seat's tint, the zone's label inside its edge, and the seat's name plate keeps
a thin edge of the same tint, so whose zone it is reads at a glance even with six players."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtGui import QBrush, QColor, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsScene

from shikitable.ui.table.geometry.model import Slot

# six tints that stay apart on green felt and from the gold of the player to act
SEAT_TINTS = ("#8fc7ff", "#ff9f8a", "#c9a0ff", "#7fe0c0", "#ffc46b", "#f59ad2")
OUTLINE_ALPHA = 150
FILL_ALPHA = 22
CORNER = 7.0


def seat_tint(seat: int) -> QColor:
    return QColor(SEAT_TINTS[seat % len(SEAT_TINTS)])


class SlotLayer:
    """The slot outlines of one table, under its cards and labels."""

    def __init__(self, scene: QGraphicsScene) -> None:
        self.scene = scene
        self.items: dict[str, QGraphicsPathItem] = {}
        self.shown: dict[str, tuple[float, float, float, float, int]] = {}

    def update(self, slots: Mapping[str, Slot]) -> None:
        for name, item in self.items.items():
            item.setVisible(name in slots)
        for name, slot in slots.items():
            if name not in self.items:
                made = QGraphicsPathItem()
                made.setZValue(1)  # on the felt, under every card and text
                self.scene.addItem(made)
                self.items[name] = made
            item = self.items[name]
            r = slot.rect
            wanted = (r.x(), r.y(), r.width(), r.height(), slot.seat)
            if self.shown.get(name) != wanted:  # most slots stay put from move to move
                self.shown[name] = wanted
                path = QPainterPath()
                path.addRoundedRect(r, CORNER, CORNER)
                item.setPath(path)
                tint = seat_tint(slot.seat)
                line = QColor(tint)
                line.setAlpha(OUTLINE_ALPHA)
                fill = QColor(tint)
                fill.setAlpha(FILL_ALPHA)
                item.setPen(QPen(line, 1.5))
                item.setBrush(QBrush(fill))
            item.setVisible(True)
