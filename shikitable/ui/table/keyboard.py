"""Keyboard play on the table: a cursor over the cards the player may pick.

Left and Right (Home, End) move the cursor through your hand, left to right as it lies, then
through any other card a listed move names (a community card to swap, a drawn card to keep),
then through the picture cards you may declare (Magic's). Space picks the card under the cursor
as a click does; Enter plays the selection (TableWidget.play_obvious), a button's key plays
that button. The cursor is drawn as a ring on its card, so where the keyboard is stays visible;
`moved` tells the screen-reader layer what is under it."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QGraphicsView

from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)
from shikitable.ui.table.hand_row import HandRow, RowTable

Spot = int | str  # a card id on the table, or a picture card's id


class KeyedTable(RowTable, Protocol):
    """What the cursor reads and asks of the table (TableWidget, table.py) beyond what the hand
    row does, so that it need not import the table, which builds it."""

    @property
    def view(self) -> QGraphicsView: ...
    @property
    def hand_row(self) -> HandRow: ...
    def hand_cards(self) -> list[int]: ...  # the viewer's hand as the scene shows it
    def face(self, card: int) -> int: ...  # what a card counts as when matched to a legal move
    def click_card(self, card: int) -> None: ...  # as a click on the card


class CardCursor(QObject):
    moved = Signal(object)  # the spot now under the cursor (None: nothing to pick)

    def __init__(self, table: KeyedTable, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.spot: Spot | None = None
        table.view.installEventFilter(self)  # before the view scrolls on the arrow keys

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            return self.handle(event)
        return False

    def order(self) -> list[Spot]:
        """Every spot the cursor visits, in the order the arrow keys take them."""
        table, scene = self.table, self.table.scene
        if table.seat is None or scene is None or scene.laid is None:
            return []
        placements = scene.laid.placements

        def x_of(card: int) -> tuple[float, float]:
            placed = placements.get(card)
            return (placed.center.x(), placed.center.y()) if placed is not None else (1e9, 1e9)

        hand = sorted((c for c in table.hand_cards() if c in placements), key=x_of)
        faces = {table.face(c) for a in table.legal for c in a.cards}
        others = sorted(
            (
                key
                for key in placements
                if isinstance(key, int) and key not in hand and scene.cards.get(key) is not None
                and scene.cards[key].showing_face and table.face(key) in faces
            ),
            key=x_of,
        )
        pictures = sorted(table.hand_row.declarable())
        return [*hand, *others, *pictures]

    def reset(self) -> None:
        """A new prompt: the cursor starts on the first spot (or stays where it was, if it still
        is one: a player who moved it keeps their place between turns)."""
        spots = self.order()
        if self.spot not in spots:
            self.spot = spots[0] if spots else None
        self._show()

    def clear(self) -> None:
        self.spot = None
        self._show()

    def step(self, by: int) -> None:
        spots = self.order()
        if not spots:
            self.clear()
            return
        if self.spot not in spots:
            self.spot = spots[0]
        else:
            self.spot = spots[max(0, min(len(spots) - 1, spots.index(self.spot) + by))]
        self._show()

    def jump(self, end: bool) -> None:
        spots = self.order()
        self.spot = (spots[-1] if end else spots[0]) if spots else None
        self._show()

    def pick(self) -> None:
        """Space: pick or drop the card under the cursor, as a click would."""
        if self.spot is None:
            return
        if isinstance(self.spot, str):
            self.table.hand_row.clicked(self.spot)
        else:
            self.table.click_card(self.spot)
        self._show()

    def handle(self, event: QKeyEvent) -> bool:
        """Take the cursor's keys; True when the key was one of them."""
        if self.table.seat is None or event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.step(-1)
        elif key in (Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.step(1)
        elif key == Qt.Key.Key_Home:
            self.jump(end=False)
        elif key == Qt.Key.Key_End:
            self.jump(end=True)
        elif key == Qt.Key.Key_Space:
            self.pick()
        else:
            return False
        return True

    def _show(self) -> None:
        scene = self.table.scene
        if scene is not None:
            scene.set_focused(self.spot if isinstance(self.spot, int) else None)
            if scene.pictures is not None:
                scene.pictures.set_focused(self.spot if isinstance(self.spot, str) else None)
        self.moved.emit(self.spot)
