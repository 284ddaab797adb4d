"""A second kind of card drawn as pictures by the seats' name plates (a layout's PictureCards:
Magic's cheat cards): the viewer's own cards face up in a hand row, lit when they may be
declared; the others' as backs with a count; the cards lying on the table (talismans) after
them. A face-up card shows large while the mouse is over it. Placed in the room the seat zones
leave free by each plate, so nothing else on the table moves."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)
from shikitable.ui.layouts import PictureCards
from shikitable.ui.table.art import CardArt, card_art
from shikitable.ui.table.cards import CARD_HEIGHT, draw_focus_ring, draw_outline, draw_shade
from shikitable.ui.table.geometry import Layouted, SeatBox

if TYPE_CHECKING:
    from shikitable.ui.table.steps import StepPanel

GAP = 5.0
MAX_SIDE_H = 96.0  # a side seat's talismans at most this tall
LIFT_ROOM = 12.0  # the viewer's cards keep clear of a tile lifted by its selection
MAX_OWN_H = 150.0  # the hand row's cards at most this tall
MIN_ROW_H = 50.0  # side by side while the cards may be this tall; overlapping below
PictureKey = tuple[str, int, str, int]  # (what, seat, card or "", index)


class PictureItem(QGraphicsObject):
    """One card picture: face up (an id) or a back; lit, selected or dimmed; a count badge."""

    clicked = Signal(str)
    double_clicked = Signal(str)
    hovered = Signal(object)  # the item under the mouse, or None when it leaves

    def __init__(self, key: PictureKey, card: str | None, art: CardArt, spec: PictureCards) -> None:
        super().__init__()
        self.key, self.card, self._art, self._spec = key, card, art, spec
        self.size = (50.0, 70.0)
        self.lit = self.selected = self.dimmed = False
        self.focused = False  # under the keyboard cursor
        self.badge = ""
        self.setAcceptHoverEvents(card is not None)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        w, h = self.size
        return QRectF(-3, -3, w + 6, h + 6)

    def set_geometry(self, rect: QRectF, z: float) -> None:
        if (rect.width(), rect.height()) != self.size:
            self.prepareGeometryChange()
            self.size = (rect.width(), rect.height())
        self.setPos(rect.topLeft())
        self.setZValue(z)

    def set_state(self, lit: bool, selected: bool, dimmed: bool, badge: str = "") -> None:
        if (lit, selected, dimmed, badge) != (self.lit, self.selected, self.dimmed, self.badge):
            self.lit, self.selected, self.dimmed, self.badge = lit, selected, dimmed, badge
            clickable = lit or selected
            self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if clickable else Qt.MouseButton.NoButton)
            self.setCursor(Qt.CursorShape.PointingHandCursor if clickable else Qt.CursorShape.ArrowCursor)
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, h = self.size
        t = painter.worldTransform()
        ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
        height = round(h * math.hypot(t.m21(), t.m22()) * ratio)
        name = self._spec.small_file(self.card) if self.card is not None else self._spec.back
        pixmap = self._art.pixmap(name, height, self._spec.aspect)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, w, h)
        painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        if self.dimmed:
            draw_shade(painter, rect, 80, 5)
        outline = QColor("#2f7fff") if self.selected else QColor("#f2c230") if self.lit else None
        draw_outline(painter, rect, outline, 4, 6)
        if self.focused:
            draw_focus_ring(painter, rect)
        if self.badge:
            font = QFont(painter.font())
            font.setPixelSize(max(11, round(min(h * 0.3, 18))))
            font.setBold(True)
            painter.setFont(font)
            badge = QRectF(w * 0.1, h * 0.62, w * 0.8, h * 0.3)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 170))
            painter.drawRoundedRect(badge, 4, 4)
            painter.setPen(QColor("#ffffff"))
            painter.drawText(badge, Qt.AlignmentFlag.AlignCenter, self.badge)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt API)
        if self.card is not None:
            self.clicked.emit(self.card)
        event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt API)
        if self.card is not None:
            self.double_clicked.emit(self.card)
        event.accept()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 (Qt API)
        self.hovered.emit(self)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:  # noqa: N802 (Qt API)
        self.hovered.emit(None)


class LargeView(QGraphicsItem):
    """A card shown large (its full text legible), over everything."""

    def __init__(self, art: CardArt, spec: PictureCards) -> None:
        super().__init__()
        self._art, self._spec = art, spec
        self.card: str | None = None
        self.size = (300.0, 420.0)
        self.setZValue(2000)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        w, h = self.size
        return QRectF(-6, -6, w + 12, h + 12)

    def show_card(self, card: str, near: QRectF, table: QRectF) -> None:
        height = max(240.0, min(440.0, table.height() * 0.66))
        width = height * self._spec.aspect
        if (width, height) != self.size:
            self.prepareGeometryChange()
            self.size = (width, height)
        self.card = card
        x = near.right() + 10 if near.right() + 10 + width <= table.right() else near.left() - 10 - width
        x = min(max(x, table.left() + 4), table.right() - width - 4)
        y = min(max(near.center().y() - height / 2, table.top() + 4), table.bottom() - height - 4)
        self.setPos(QPointF(x, y))
        self.setVisible(True)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.card is None:
            return
        w, h = self.size
        ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
        pixmap = self._art.pixmap(self._spec.large_file(self.card), round(h * ratio), self._spec.aspect)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 110))
        painter.drawRoundedRect(QRectF(3, 5, w, h), 14, 14)  # a shadow: the card lifts off the table
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(QRectF(0, 0, w, h), pixmap, QRectF(pixmap.rect()))


def back_height(box: SeatBox, plate: QRectF) -> float:
    """The backs at a plate: inside the viewer's edge plate, as tall as its two lines; outside
    the others' plates, as tall as the plate (at most 44 px: they only show a count)."""
    if box.edge == "bottom":
        return min(plate.height(), plate.width() * 0.36) - 8
    return min(plate.height() - 8, 44.0)


def hang(box: SeatBox, plate: QRectF, aspect: float) -> float:
    """How far the backs at a plate lie out past its inner end: just outside it, so the plate's
    words stay whole (inside it at the bottom edge, where the hand begins right beside the plate)."""
    return 0.0 if box.edge == "bottom" else back_height(box, plate) * aspect + 8


def tile_rects(laid: Layouted, aspect: float) -> dict[tuple[str, int], list[QRectF]]:
    """Where the main deck's cards lie, by (zone, seat): what the pictures keep clear of."""
    found: dict[tuple[str, int], list[QRectF]] = {}
    for key, place in laid.placements.items():
        tall = CARD_HEIGHT * place.scale
        wide = tall * aspect
        if round(place.rotation) % 180 == 90:
            wide, tall = tall, wide
        rect = QRectF(place.center.x() - wide / 2, place.center.y() - tall / 2, wide, tall)
        found.setdefault(laid.origin[key], []).append(rect)
    return found


def _across(rect: QRectF, room: QRectF) -> bool:
    """`rect` lies across `room`'s band (overlaps it top to bottom)."""
    return rect.top() < room.bottom() and rect.bottom() > room.top()


def seat_room(box: SeatBox, plate: QRectF, laid: Layouted, tiles: dict[tuple[str, int], list[QRectF]],
              aspect: float) -> tuple[QRectF, str]:
    """The free room for a seat's face-up cards and how they lie in it ("right": a row against its
    right end, "left": a row from its left end, "down": a column from its top):
    the viewer's edge: above the hand, at the right end, clear of the melds;
    a top seat: beyond its plate along the edge, up to its hand;
    a side seat: below its plate, between its box and its river in the ring."""
    obstacles = [r for rects in tiles.values() for r in rects]
    r = box.rect
    if box.edge == "bottom":
        hand = tiles.get(("hand", box.seat), [])
        bottom = min((t.top() for t in hand), default=plate.top()) - LIFT_ROOM
        start, end = plate.right() + GAP, r.right() - 4
        # the row may rise out of the box into the free table above it (a large hand fills its
        # box), up to the lowest tile of another zone over that stretch
        above = [o.bottom() for o in obstacles if o.bottom() <= bottom and o.right() > start and o.left() < end]
        top = max(min(r.top() + 4, max([*above, laid.table.top()]) + GAP), bottom - MAX_OWN_H)
        room = QRectF(start, top, end - start, bottom - top)
        left = max([o.right() + GAP for o in obstacles if _across(o, room) and o.right() <= room.right()]
                   + [room.left()])
        return QRectF(left, room.top(), max(0.0, room.right() - left), room.height()), "right"
    if box.edge == "top":
        room = QRectF(plate.right() + hang(box, plate, aspect) + GAP, plate.top(), r.width(), plate.height())
        right = min([o.left() - GAP for o in obstacles if _across(o, room) and o.left() >= room.left()]
                    + [r.right() - 4])
        return QRectF(room.left(), room.top(), max(0.0, right - room.left()), room.height()), "left"
    top = plate.bottom() + GAP
    tall = max(0.0, r.bottom() - top)
    if box.edge == "left":
        room = QRectF(r.right() + GAP / 2, top, laid.table.width(), tall)
        right = min([o.left() - GAP for o in obstacles if _across(o, room) and o.left() >= room.left()]
                    + [laid.table.right() - 4])
        return QRectF(room.left(), top, max(0.0, right - room.left()), tall), "down"
    room = QRectF(laid.table.left(), top, r.left() - GAP / 2 - laid.table.left(), tall)
    left = max([o.right() + GAP for o in obstacles if _across(o, room) and o.right() <= room.right()]
               + [laid.table.left() + 4])
    return QRectF(left, top, max(0.0, room.right() - left), tall), "down"


def plate_backs(box: SeatBox, plate: QRectF, count: int, aspect: float) -> list[QRectF]:
    """A seat's hidden cards at its plate's inner end: one back, or two a little apart for
    more (the count is written on the top one)."""
    height = back_height(box, plate)
    width = height * aspect
    out = hang(box, plate, aspect)
    inward = box.edge == "right"  # the right seat's inner end is its plate's left end
    x = plate.left() - out if inward else plate.right() - 5 - width + out
    shown = min(count, 2)
    step = -3.0 if inward else 3.0
    return [QRectF(x + (i - shown + 1) * step, plate.top() + 4, width, height) for i in range(shown)]


def lay_row(count: int, room: QRectF, aspect: float, max_h: float, right: bool) -> list[QRectF]:
    """`count` cards in a line inside `room`, as large as fits (at most `max_h` tall), overlapping
    by up to half a card when the line is long; aligned to the right end when `right`."""
    if count <= 0 or room.width() <= 4 or room.height() <= 4:
        return []
    height = min(max_h, room.height())
    width = height * aspect
    if count > 1 and count * width + (count - 1) * GAP > room.width():
        side_by_side = (room.width() - (count - 1) * GAP) / count  # smaller, but every name in view ...
        overlapping = room.width() / (1 + 0.5 * (count - 1))  # ... unless that is too small to read
        width = min(width, side_by_side if side_by_side / aspect >= MIN_ROW_H else overlapping)
        height = width / aspect
    step = width + GAP if count == 1 else min(width + GAP, (room.width() - width) / (count - 1))
    span = width + step * (count - 1)
    left = room.right() - span if right else room.left()
    top = room.bottom() - height  # against the plate's (or the hand's) side of the room
    return [QRectF(left + i * step, top, width, height) for i in range(count)]


def lay_column(count: int, room: QRectF, aspect: float, max_h: float) -> list[QRectF]:
    """`count` cards down a column from the top of `room`, as wide as it (at most `max_h` tall),
    overlapping when the column is long."""
    if count <= 0 or room.width() <= 4 or room.height() <= 4:
        return []
    height = min(max_h, room.width() / aspect, room.height())
    width = height * aspect
    step = height + GAP if count == 1 else min(height + GAP, (room.height() - height) / (count - 1))
    left = room.center().x() - width / 2
    return [QRectF(left, room.top() + i * step, width, height) for i in range(count)]


class PictureLayer:
    """The picture cards of every seat, kept in step with each observation."""

    def __init__(self, scene: QGraphicsScene, spec: PictureCards) -> None:
        self.scene, self.spec = scene, spec
        self.art = card_art(spec.folder)
        self.items: dict[PictureKey, PictureItem] = {}
        self.large = LargeView(self.art, spec)
        scene.addItem(self.large)
        self.table = QRectF()
        self.lit: set[str] = set()
        self.picked: str | None = None
        self.handlers: list[Any] = []  # (clicked, double_clicked) slots the table connects

    def update(self, laid: Layouted, obs: Mapping[str, Any]) -> None:
        self.table = laid.table
        viewer = obs.get("seat")
        wanted: dict[PictureKey, tuple[QRectF, str | None, str, bool]] = {}
        layout = getattr(self.scene, "layout", None)
        tiles = tile_rects(laid, layout.art.aspect if layout is not None else 0.75)
        for seat, box in laid.boxes.items():
            plate = laid.plates.get(seat)
            if plate is None:
                continue
            spot, lie = seat_room(box, plate, laid, tiles, self.spec.aspect)
            held = list(self.spec.held(obs, seat))
            lying = list(self.spec.lying(obs, seat))
            own = seat == viewer
            shown_held = held if own else []
            backs = [] if own else plate_backs(box, plate, len(held), self.spec.aspect)
            for index, rect in enumerate(backs):  # others' cards: backs at their plate, with the count
                wanted[("back", seat, "", index)] = (rect, None, f"×{len(held)}" if index == len(backs) - 1 else "",
                                                     False)
            plate_item = getattr(self.scene, "plates", {}).get(seat)
            if plate_item is not None:  # the plate's words keep clear of the backs
                inside = [r.intersected(plate).width() for r in backs]
                room = max(inside, default=0.0) + (4 + 3 * (len(backs) - 1) if backs else 0.0)
                kept = (0.0, room) if box.edge == "right" else (room, 0.0)
                if kept != (plate_item.reserve, plate_item.reserve_left):
                    plate_item.reserve, plate_item.reserve_left = kept
                    plate_item.update()
            count = len(shown_held) + len(lying)
            if lie == "down":
                rects = lay_column(count, spot, self.spec.aspect, MAX_SIDE_H)
            else:
                rects = lay_row(count, spot, self.spec.aspect, MAX_OWN_H, lie == "right")
            if len(rects) < count:  # no room by the plate (a small window): over the plate's lower half
                rects = lay_row(count, QRectF(plate.left(), plate.center().y(), plate.width(), plate.height() / 2),
                                self.spec.aspect, MAX_SIDE_H, box.edge == "right")
            held_rects, lying_rects = rects[: len(shown_held)], rects[len(shown_held):]
            counted: dict[str, int] = {}
            for card, rect in zip(shown_held, held_rects, strict=True):
                if card is not None:
                    counted[card] = counted.get(card, -1) + 1
                    wanted[("held", seat, card, counted[card])] = (rect, card, "", own)
            counted = {}
            for card, rect in zip(lying, lying_rects, strict=True):
                counted[card] = counted.get(card, -1) + 1
                wanted[("lying", seat, card, counted[card])] = (rect, card, "", False)
        for key in [k for k in self.items if k not in wanted]:
            gone = self.items.pop(key)
            if self.large.isVisible() and gone.card == self.large.card:
                self.large.setVisible(False)
            self.scene.removeItem(gone)
            gone.deleteLater()
        for z, (key, (rect, card, badge, mine)) in enumerate(wanted.items()):
            item = self.items.get(key)
            if item is None:
                item = PictureItem(key, card, self.art, self.spec)
                item.hovered.connect(self._hover)
                for clicked, double in self.handlers:
                    item.clicked.connect(clicked)
                    item.double_clicked.connect(double)
                self.scene.addItem(item)
                self.items[key] = item
            lit = mine and card in self.lit
            item.set_geometry(rect, 40 + z + (100 if lit else 0))  # a card you may declare lies on top
            item.set_state(lit, mine and card is not None and card == self.picked, mine and bool(self.lit) and not lit,
                           badge)
        self.set_focused(self.focused)

    def fly_in(self, card: str, seat: int, panel: StepPanel, laid: Layouted | None, duration: int) -> None:
        """A declared card flies face up from its declarer's plate to its place in the step panel."""
        plate = laid.plates.get(seat) if laid is not None else None
        if plate is None or duration <= 0:
            panel.arrived()
            return
        target = panel.mapRectToScene(panel.picture_rect())
        item = PictureItem(("flying", seat, card, 0), card, self.art, self.spec)
        item.set_geometry(target, panel.zValue() + 1)
        item.setTransformOriginPoint(0, 0)
        start = 0.35
        item.setScale(start)
        item.setPos(plate.center() - QPointF(target.width() * start / 2, target.height() * start / 2))
        self.scene.addItem(item)
        group = QParallelAnimationGroup(item)
        for name, end in ((b"pos", target.topLeft()), (b"scale", 1.0)):
            animation = QPropertyAnimation(item, name, group)
            animation.setDuration(duration)
            animation.setEndValue(end)
            animation.setEasingCurve(QEasingCurve.Type.OutCubic)
            group.addAnimation(animation)

        def landed() -> None:
            panel.arrived()
            self.scene.removeItem(item)
            item.deleteLater()

        group.finished.connect(landed)
        group.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def set_input(self, lit: set[str], picked: str | None) -> None:
        self.lit, self.picked = set(lit), picked

    focused: str | None = None  # the viewer's card under the keyboard cursor

    def set_focused(self, card: str | None) -> None:
        self.focused = card
        for key, item in self.items.items():
            wanted = key[0] == "held" and card is not None and item.card == card
            if item.focused != wanted:
                item.focused = wanted
                item.update()

    def connect(self, clicked: Any, double_clicked: Any) -> None:
        self.handlers.append((clicked, double_clicked))
        for item in self.items.values():
            item.clicked.connect(clicked)
            item.double_clicked.connect(double_clicked)

    def _hover(self, item: PictureItem | None) -> None:
        if item is None or item.card is None:
            self.large.setVisible(False)
            return
        self.large.show_card(item.card, item.sceneBoundingRect(), self.table)

    def toggle_large(self) -> bool:
        """The key's large view: the picked card, else the first of the viewer's own; again hides it."""
        if self.large.isVisible():
            self.large.setVisible(False)
            return True
        own = [item for key, item in self.items.items() if key[0] == "held"]
        chosen = next((i for i in own if i.card == self.picked), own[0] if own else None)
        if chosen is None or chosen.card is None:
            return False
        self.large.show_card(chosen.card, chosen.sceneBoundingRect(), self.table)
        return True

    def face_up(self) -> list[str]:
        """Every card shown face up (for tests and the hot-seat check)."""
        return [item.card for item in self.items.values() if item.card is not None]

    def backs(self) -> dict[int, tuple[int, str]]:
        """Per seat: the backs drawn and the count on them."""
        found: dict[int, tuple[int, str]] = {}
        for key, item in self.items.items():
            if key[0] == "back":
                drawn, badge = found.get(key[1], (0, ""))
                found[key[1]] = (drawn + 1, item.badge or badge)
        return found

    def items_of(self, what: str, seat: int | None = None) -> list[PictureItem]:
        return [i for k, i in self.items.items() if k[0] == what and (seat is None or k[1] == seat)]

