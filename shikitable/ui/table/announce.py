"""Short calls on the table, as a mahjong app shows them: "Pon", "Riichi", "Ron" in large letters
by the caller's part of the table for about a second, on free felt: never over a card, a plate,
a label, the action bar's band or another call (smaller letters if that is what fits). They
never take a click or hold play: the table goes on under them, and a newer call from the same
seat replaces the older."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSimpleTextItem

from shikitable.ui.table.geometry.spots import free_spot

SHOWN_MS = 1200
SMALLEST_PX = 20  # a call shrinks to this before it may lie over something


class Announcer(QObject):
    """One call label per seat in `scene`; `call(seat, text, point, px)` shows it centred on point."""

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.items: dict[int, QGraphicsSimpleTextItem] = {}
        self.timers: dict[int, QTimer] = {}

    def call(self, seat: int, text: str, point: QPointF, px: int, area: QRectF | None = None,
             taken: Sequence[QRectF] = ()) -> None:
        """Call `text` out for `seat` as near `point` as the free felt of `area` allows (clear of
        `taken` and the other calls showing); centred on `point` when no area is given."""
        item = self.items.get(seat)
        if item is None:
            item = QGraphicsSimpleTextItem()
            item.setZValue(60)  # over cards and plates
            item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # clicks go through to the cards below
            item.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)
            item.setBrush(QBrush(QColor("#ffd54a")))
            self.scene.addItem(item)
            self.items[seat] = item
            timer = QTimer(self)
            timer.setSingleShot(True)
            timer.timeout.connect(item.hide)
            self.timers[seat] = timer
        item.setText(text)
        others = [i.sceneBoundingRect() for s, i in self.items.items() if s != seat and i.isVisible()]
        spot: QRectF | None = None
        size = px
        while area is not None:
            self._set_size(item, size)
            rect = item.boundingRect()
            spot = free_spot(rect.width(), rect.height(), point, area, [*taken, *others])
            if spot is not None or size <= SMALLEST_PX:
                break
            size = max(SMALLEST_PX, round(size * 0.85))
        if spot is None:
            self._set_size(item, px)
            rect = item.boundingRect()
            item.setPos(point - QPointF(rect.width() / 2, rect.height() / 2))
        else:
            item.setPos(spot.topLeft())
        item.show()
        self.timers[seat].start(SHOWN_MS)

    @staticmethod
    def _set_size(item: QGraphicsSimpleTextItem, px: int) -> None:
        font = QFont()
        font.setPixelSize(px)
        font.setBold(True)
        item.setFont(font)
        item.setPen(QPen(QColor(40, 20, 0, 230), max(1.5, px / 18)))

    def keep_clear(self, area: QRectF, taken: Sequence[QRectF]) -> None:
        """Calls still showing when the table changes under them (a discard lands where a call
        stands) move to the nearest free felt, or go if there is none: never over a card."""
        for seat, item in self.items.items():
            rect = item.sceneBoundingRect()
            if not item.isVisible() or not any(rect.adjusted(1, 1, -1, -1).intersects(t) for t in taken):
                continue
            others = [i.sceneBoundingRect() for s, i in self.items.items() if s != seat and i.isVisible()]
            spot = free_spot(rect.width(), rect.height(), rect.center(), area, [*taken, *others])
            if spot is None:
                self.timers[seat].stop()
                item.hide()
            else:
                item.setPos(spot.topLeft())

    def showing(self) -> dict[int, str]:
        """The calls on the table now, by seat."""
        return {seat: item.text() for seat, item in self.items.items() if item.isVisible()}

    def clear(self) -> None:
        for seat, item in self.items.items():
            self.timers[seat].stop()
            item.hide()
