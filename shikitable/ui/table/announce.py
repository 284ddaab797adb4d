"""Short calls on the table, as a mahjong app shows them: "Pon", "Riichi", "Ron" in large letters
over the caller's part of the table for about a second. They never take a click or hold play:
the table goes on under them, and a newer call from the same seat replaces the older."""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSimpleTextItem

SHOWN_MS = 1200


class Announcer(QObject):
    """One call label per seat in `scene`; `call(seat, text, point, px)` shows it centred on point."""

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.items: dict[int, QGraphicsSimpleTextItem] = {}
        self.timers: dict[int, QTimer] = {}

    def call(self, seat: int, text: str, point: QPointF, px: int) -> None:
        item = self.items.get(seat)
        if item is None:
            item = QGraphicsSimpleTextItem()
            item.setZValue(60)  # over cards and plates
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # clicks go through to the cards below
            item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)
            item.setBrush(QBrush(QColor("#ffd54a")))
            item.setPen(QPen(QColor(40, 20, 0, 230), max(1.5, px / 18)))
            self.scene.addItem(item)
            self.items[seat] = item
            timer = QTimer(self)
            timer.setSingleShot(True)
            timer.timeout.connect(item.hide)
            self.timers[seat] = timer
        font = QFont()
        font.setPixelSize(px)
        font.setBold(True)
        item.setFont(font)
        item.setText(text)
        rect = item.boundingRect()
        item.setPos(point - QPointF(rect.width() / 2, rect.height() / 2))
        item.show()
        self.timers[seat].start(SHOWN_MS)

    def showing(self) -> dict[int, str]:
        """The calls on the table now, by seat."""
        return {seat: item.text() for seat, item in self.items.items() if item.isVisible()}

    def clear(self) -> None:
        for seat, item in self.items.items():
            self.timers[seat].stop()
            item.hide()
