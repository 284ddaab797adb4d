"""The action bar: one row of large buttons floating just above the player's hand, as the card
and mahjong apps put their calls (Pon, Chii, Ron, Pass), with the tile or card that can be
claimed shown at the row's left. Every button reads "Label  [key]"."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QGraphicsView, QHBoxLayout, QLabel, QPushButton, QWidget

from shikitable.ui.table.geometry.model import bar_height

GAP_ABOVE_HAND = 10
SMALLEST_PX = 11  # a long row of choices sets its words this small at the least, to stay whole

STYLE = """
ActionBar QPushButton {
    min-height: %(h)dpx;
    padding: 4px %(pad)dpx;
    font-size: %(px)dpx;
    font-weight: bold;
    color: #fff6d8;
    background: rgba(16, 52, 34, 235);
    border: 2px solid #d8b24a;
    border-radius: 10px;
}
ActionBar QPushButton:hover { background: rgba(40, 92, 62, 245); }
ActionBar QPushButton:pressed { background: rgba(10, 36, 24, 245); }
ActionBar QPushButton:disabled { color: rgba(255, 246, 216, 110); border-color: rgba(216, 178, 74, 90);
                                 background: rgba(16, 52, 34, 150); }
ActionBar QLabel#claimable { background: rgba(16, 52, 34, 200); border: 2px solid #ff5a36; border-radius: 6px;
                             padding: 2px; }
"""


def button_text(label: str, key: str) -> str:
    """One label style for every button: "Pon  [P]"."""
    return f"{label}  [{key}]" if key else label


class ActionBar(QWidget):
    """Buttons laid over the table view, placed above the hand by `place`."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view.viewport())
        self.view = view
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(10)
        self.claimable = QLabel()  # the tile or card a claim would take
        self.claimable.setObjectName("claimable")
        self.claimable.hide()
        self.row.addWidget(self.claimable)
        self._type_px = 0
        self._base_px = 15  # the size asked for; a long row may set its words smaller
        self._compact = False
        self.set_type_size(15)
        self.hide()

    def set_type_size(self, px: int, compact: bool | None = None) -> None:
        """The buttons' type size; `compact`: narrower padding, for a long row of choices."""
        self._base_px = px
        compact = self._compact if compact is None else compact
        if (px, compact) != (self._type_px, self._compact):
            self._type_px, self._compact = px, compact
            pad = 5 if compact else 18
            self.row.setSpacing(4 if compact else 10)
            # the whole button as tall as the layout's band expects (its padding and border: 12 px)
            self.setStyleSheet(STYLE % {"h": bar_height(px / 15) - 12, "px": px, "pad": pad})

    def add(self, button: QPushButton) -> None:
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys go to the table
        self.row.addWidget(button)

    def remove(self, button: QPushButton) -> None:
        self.row.removeWidget(button)

    def show_claimable(self, picture: QPixmap | None) -> None:
        if picture is None or picture.isNull():
            self.claimable.hide()
            return
        self.claimable.setPixmap(picture)
        self.claimable.show()

    def buttons(self) -> list[QPushButton]:
        return [w for w in self.findChildren(QPushButton) if not w.isHidden()]

    def place(self, hand: QRectF | None, band: QRectF | None = None, wide: QRectF | None = None) -> None:
        """Centre the row over the hand (scene coordinates) inside `band`, the room the layout
        keeps free above the hand for it, resting on the hand; at the foot of the view when
        neither is known. Hidden while it has no button."""
        if not self.buttons():
            self.hide()
            return
        area = self.view.viewport().rect()
        room = self.view.mapFromScene(band).boundingRect() if band is not None and not band.isEmpty() else None
        width_room = room.width() if room is not None else area.width() * 0.7
        base = self._base_px
        self.set_type_size(base, compact=False)
        if self.sizeHint().width() > width_room:  # many choices (amounts): tighter buttons, smaller words
            px = base
            self.set_type_size(px, compact=True)
            while self.sizeHint().width() > width_room and px > SMALLEST_PX:
                px -= 1
                self.set_type_size(px, compact=True)
            self._base_px = base
            if self.sizeHint().width() > width_room and wide is not None and not wide.isEmpty():
                room = self.view.mapFromScene(wide).boundingRect()  # still too long: the band's whole length
        self.adjustSize()
        size = self.sizeHint()
        width = min(size.width(), (room.width() if room is not None else area.width() - 12))
        if room is not None:
            middle = self.view.mapFromScene(hand).boundingRect().center().x() if hand is not None \
                else room.center().x()
            x = max(room.left(), min(middle - width // 2, room.right() - width))
            y = max(room.top(), room.bottom() - size.height() - 2)
        elif hand is not None:
            box = self.view.mapFromScene(hand).boundingRect()
            x = box.center().x() - width // 2
            y = box.top() - GAP_ABOVE_HAND - size.height()
        else:
            x = area.center().x() - width // 2
            y = area.bottom() - size.height() - GAP_ABOVE_HAND
        x = max(area.left() + 6, min(x, area.right() - width - 6))
        y = max(area.top() + 6, y)
        self.setGeometry(QRect(x, y, width, size.height()))
        self.show()
        self.raise_()
