"""A card on the table: one graphics item per card id (or per anonymous back), moved, turned
and flipped by property animations so every card can be followed across the table."""

from __future__ import annotations

import math
import time
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractAnimation,
    QPointF,
    QRectF,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)
from shikitable.ui.layouts import DeckArt
from shikitable.ui.table.art import CardArt


def draw_focus_ring(painter: QPainter, rect: QRectF) -> None:
    """The keyboard cursor: a dark ring with a white dashed one on it, seen on any cloth and card."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    ring = rect.adjusted(-1.5, -1.5, 1.5, 1.5)
    painter.setPen(QPen(QColor(0, 0, 0, 230), 5))
    painter.drawRoundedRect(ring, 9, 9)
    painter.setPen(QPen(QColor("#ffffff"), 2.5, Qt.PenStyle.DashLine))
    painter.drawRoundedRect(ring, 9, 9)



def draw_shade(painter: QPainter, rect: QRectF, alpha: int, radius: float) -> None:
    """A card dimmed (not playable now): a dark veil over its face."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, alpha))
    painter.drawRoundedRect(rect, radius, radius)


def draw_set_aside(painter: QPainter, rect: QRectF, shade: int) -> None:
    """A card the rules set aside (四川's void suit): a veil (unless one is there already) and a
    red disc with a white cross in its top corner, seen without reading the plate."""
    if shade:
        draw_shade(painter, rect, shade, 7)
    size = rect.width() * 0.36
    disc = QRectF(rect.right() - size - 3, rect.top() + 3, size, size)
    painter.setPen(QPen(QColor("#ffffff"), max(1.5, size * 0.08)))
    painter.setBrush(QColor("#b3261e"))
    painter.drawEllipse(disc)
    arm = disc.adjusted(size * 0.3, size * 0.3, -size * 0.3, -size * 0.3)
    painter.setPen(QPen(QColor("#ffffff"), max(2.0, size * 0.12), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawLine(arm.topLeft(), arm.bottomRight())
    painter.drawLine(arm.topRight(), arm.bottomLeft())


def draw_outline(painter: QPainter, rect: QRectF, colour: QColor | None, width: float, radius: float) -> None:
    """A coloured ring just outside a card (selected, playable, ...); nothing for None."""
    if colour is None:
        return
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(colour, width))
    painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), radius, radius)


CARD_HEIGHT = 140.0  # logical size at scale 1; the view scales the whole table
Key = int | tuple[str, int, int]  # a card id, or ("back", seat or -1, slot) for an unknown card


@dataclass(frozen=True)
class Placement:
    center: QPointF
    rotation: float
    scale: float
    face_up: bool
    z: float
    interactive: bool = False


class CardItem(QGraphicsObject):
    clicked = Signal(object)
    double_clicked = Signal(object)

    def __init__(self, key: Key, card: int | None, art: CardArt, deck: DeckArt) -> None:
        super().__init__()
        self.key = key
        self.card = card
        self._art = art
        self._deck = deck
        self._width = CARD_HEIGHT * deck.aspect
        self._flip = 0.0
        self._rest_scale = 1.0
        self._rest_z = 0.0
        self._interactive = False
        self._leaving = False
        self._bounds = QRectF(-4, -4, self._width + 8, CARD_HEIGHT + 8)
        self._keeps_picture = True  # False while it turns, grows or flips on its way
        self._picture: tuple[tuple[object, ...], QPixmap, QPointF] | None = None  # (what, picture, corner)
        self.selected = False
        self.playable = False
        self.dimmed = False
        self.marked = False
        self.suggested = False  # one of the hint's cards: lit in the hand
        self.set_aside = False  # one the rules set aside (四川's void suit): dimmed, with a cross
        self.focused = False  # under the keyboard cursor
        self.face_up_target = False
        self.target: Placement | None = None
        self.target_zone = ""
        self.setTransformOriginPoint(self._width / 2, CARD_HEIGHT / 2)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, False)

    # --- flipping ------------------------------------------------------------------------

    @property
    def flip_value(self) -> float:
        """0 face down, 1 face up; in between it is edge-on halfway (drawn squeezed)."""
        return self._flip

    @flip_value.setter
    def flip_value(self, value: float) -> None:
        self._flip = value
        self.update()

    @property
    def showing_face(self) -> bool:
        return self.card is not None and self._flip > 0.5

    # --- painting ------------------------------------------------------------------------

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._bounds  # asked for on every move and frame: one rectangle, made once

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        t = painter.worldTransform()
        device_now = CARD_HEIGHT * math.hypot(t.m21(), t.m22())
        # Look the pixmap up at the size the card has at rest, so a card shrinking on its way
        # to the river reuses one cached pixmap instead of rendering a new one every frame.
        current = self.scale() or 1.0
        ratio = painter.device().devicePixelRatioF() if painter.device() else 1.0
        height = round(device_now * self._rest_scale / current * ratio)
        name = self._deck.file_of(self.card) if self.showing_face and self.card is not None else self._deck.back
        pixmap, exact = self._art.pixmap_soon(name, height, self._deck.aspect, self)
        squeeze = abs(2 * self._flip - 1)  # 1 at rest, 0 edge-on halfway through a flip
        at_size = exact and squeeze >= 0.999 and ratio == 1 and abs(current - self._rest_scale) < 1e-3
        upright = t.m12() == 0 and t.m21() == 0 and t.m11() > 0 and t.m22() > 0
        painter.save()
        if at_size and upright:
            # upright and at rest: the pixmap was rendered at this very size, so copy it pixel
            # for pixel instead of resampling it (the costliest part of every frame)
            origin = t.map(QPointF(0, 0))
            painter.resetTransform()
            painter.drawPixmap(QPointF(round(origin.x()), round(origin.y())), pixmap)
            painter.setWorldTransform(t)
            self._paint_marks(painter)
        elif at_size and self._keeps_picture:
            self._paint_picture(painter, t, name, pixmap)
        else:
            if squeeze < 0.999:
                painter.translate(self._width / 2, 0)
                painter.scale(max(squeeze, 0.02), 1)
                painter.translate(-self._width / 2, 0)
            self._paint_turned(painter, pixmap)
        painter.restore()

    def _paint_turned(self, painter: QPainter, pixmap: QPixmap) -> None:
        """The card resampled at any turn and size (a card turning or flipping on its way)."""
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(QRectF(0, 0, self._width, CARD_HEIGHT), pixmap, QRectF(pixmap.rect()))
        self._paint_marks(painter)

    def _paint_marks(self, painter: QPainter) -> None:
        """Dimmed, selected, marked or playable: a shade or an outline over the card."""
        rect = QRectF(0, 0, self._width, CARD_HEIGHT)
        if self.dimmed:
            draw_shade(painter, rect, 90, 7)
        if self.set_aside:
            draw_set_aside(painter, rect, 0 if self.dimmed else 90)
        outline = None
        if self.selected:
            outline = QColor("#2f7fff")
        elif self.marked:
            outline = QColor("#ff5a36")
        elif self.suggested:
            outline = QColor("#41d67a")
        elif self.playable:
            outline = QColor("#f2c230")
        draw_outline(painter, rect, outline, 5, 8)
        if self.focused:
            draw_focus_ring(painter, rect)

    def _paint_picture(self, painter: QPainter, t: QTransform, name: str, pixmap: QPixmap) -> None:
        """A turned card at its size (a fanned hand, a side seat, a pile; or sliding there):
        drawn once, turned, into a picture of its own, and copied on every later frame."""
        origin = t.map(QPointF(0, 0))
        key = (name, pixmap.height(), round(t.m11(), 6), round(t.m12(), 6), round(t.m21(), 6), round(t.m22(), 6),
               self.dimmed, self.selected, self.marked, self.playable, self.suggested, self.set_aside,
               self.focused, painter.renderHints())
        if self._picture is None or self._picture[0] != key:
            box = QTransform(t.m11(), t.m12(), t.m21(), t.m22(), 0, 0).mapRect(self._bounds)
            left, top = math.floor(box.left()) - 1, math.floor(box.top()) - 1
            width, height = math.ceil(box.right()) + 2 - left, math.ceil(box.bottom()) + 2 - top
            picture = QPixmap(width, height)
            picture.fill(Qt.GlobalColor.transparent)
            inner = QPainter(picture)
            inner.setRenderHints(painter.renderHints())
            # drawn at the fraction of a pixel the card lies at, so it matches a direct drawing
            fraction = (origin.x() - math.floor(origin.x()), origin.y() - math.floor(origin.y()))
            inner.setTransform(QTransform(t.m11(), t.m12(), t.m21(), t.m22(), fraction[0] - left, fraction[1] - top))
            self._paint_turned(inner, pixmap)
            inner.end()
            self._picture = (key, picture, QPointF(left, top))
        _, picture, corner = self._picture
        painter.resetTransform()
        painter.drawPixmap(QPointF(math.floor(origin.x()), math.floor(origin.y())) + corner, picture)
        painter.setWorldTransform(t)

    # --- moving --------------------------------------------------------------------------

    def place(self, target: Placement, duration: int, delay: int = 0) -> None:
        """Go to `target`; duration 0 jumps there at once."""
        self.stop()
        self._rest_scale = target.scale
        self._rest_z = target.z
        self.face_up_target = target.face_up
        self._set_interactive(target.interactive)
        pos = target.center - QPointF(self._width / 2, CARD_HEIGHT / 2)
        flip = 1.0 if target.face_up and self.card is not None else 0.0
        if duration <= 0:
            self._set_z(target.z)
            self.setPos(pos)
            self.setRotation(target.rotation)
            self.setScale(target.scale)
            if flip != self._flip:
                self.flip_value = flip
            self._at_rest()
            return
        flight = Flight(self, pos, target.rotation, target.scale, flip, duration, delay)
        if flight.still and delay <= 0:
            self._set_z(target.z)  # already there: nothing to animate (most cards, most moves)
            self._at_rest(moved=False)
            return
        self._set_z(target.z + 500)  # a moving card flies over the others
        # a card that only slides keeps its picture; one turning, growing or flipping is
        # resampled every frame (a picture would be out of date at once)
        self._keeps_picture = not flight.turns
        mover().add(flight)

    def arrived(self) -> None:
        """Its flight is over (called by the mover)."""
        if self._leaving:
            self._remove()
            return
        self._set_z(self._rest_z)
        self._at_rest()

    def _set_z(self, z: float) -> None:
        if z != self.zValue():
            self.setZValue(z)

    def _set_interactive(self, interactive: bool) -> None:
        if interactive != self._interactive:
            self._interactive = interactive
            self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if interactive else Qt.MouseButton.NoButton)
            self.setCursor(Qt.CursorShape.PointingHandCursor if interactive else Qt.CursorShape.ArrowCursor)

    def _at_rest(self, moved: bool = True) -> None:
        """At rest a turned card is drawn once into a picture (`_paint_picture`) and copied on
        every later frame: it is otherwise resampled whenever something moves over it. (Qt's
        own item cache redraws any card turned by other than a right angle on every frame.)"""
        self._keeps_picture = True
        if moved:  # drawn again once at the exact fraction of a pixel it came to rest on
            self._picture = None

    def stop(self) -> None:
        """Stay where it is now (mid-flight, if it was flying)."""
        if _MOVER:
            _MOVER[0].drop(self)

    @property
    def moving(self) -> bool:
        return bool(_MOVER) and _MOVER[0].carries(self)

    def fly_away(self, target: QPointF, duration: int) -> None:
        """Go to `target` face down and vanish (a card leaving the table)."""
        if duration <= 0:
            self._remove()
            return
        scale = self._rest_scale
        self.place(Placement(target, 0.0, scale * 0.6, False, 5), duration)
        self._rest_scale = scale  # drawn shrinking from the pixmaps it has: none rendered for a card on its way out
        if self.moving:
            self._leaving = True
        else:  # already there: nothing to wait for
            self._remove()

    def _remove(self) -> None:
        self._leaving = False
        self.stop()
        scene = self.scene()
        if scene is not None:
            scene.removeItem(self)
        self.deleteLater()

    # --- input ---------------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt API)
        self.clicked.emit(self.key)
        event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:  # noqa: N802 (Qt API)
        self.double_clicked.emit(self.key)
        event.accept()


class Flight:
    """One card's way from where it is to a placement: position, turn, size and flip, eased
    out (cubic), after a delay. Start values are read when it is made; an unchanged
    property is left alone on every frame."""

    def __init__(self, item: CardItem, pos: QPointF, rotation: float, scale: float, flip: float,
                 duration: int, delay: int) -> None:
        self.item = item
        self.begins = time.monotonic() + max(0, delay) / 1000
        self.duration = duration / 1000
        here = item.pos()
        self.pos = (here.x(), here.y(), pos.x(), pos.y()) if here != pos else None
        now_rotation, now_scale, now_flip = item.rotation(), item.scale(), item.flip_value
        self.rotation = (now_rotation, rotation) if abs(now_rotation - rotation) > 0.01 else None
        self.scale = (now_scale, scale) if abs(now_scale - scale) > 0.001 else None
        self.flip = (now_flip, flip) if abs(now_flip - flip) > 0.001 else None
        self.ends = (pos, rotation, scale, flip)

    @property
    def turns(self) -> bool:
        """Whether it turns, grows or flips on the way (not only slides)."""
        return self.rotation is not None or self.scale is not None or self.flip is not None

    @property
    def still(self) -> bool:
        return self.pos is None and self.rotation is None and self.scale is None and self.flip is None

    def step(self, now: float) -> bool:
        """Show the card where it is at `now`; True once it has arrived."""
        elapsed = now - self.begins
        if elapsed < 0:
            return False
        if elapsed >= self.duration:
            self.land()
            return True
        t = 1.0 - elapsed / self.duration
        eased = 1.0 - t * t * t  # QEasingCurve.OutCubic
        item = self.item
        if self.pos is not None:
            x0, y0, x1, y1 = self.pos
            item.setPos(x0 + (x1 - x0) * eased, y0 + (y1 - y0) * eased)
        if self.rotation is not None:
            item.setRotation(self.rotation[0] + (self.rotation[1] - self.rotation[0]) * eased)
        if self.scale is not None:
            item.setScale(self.scale[0] + (self.scale[1] - self.scale[0]) * eased)
        if self.flip is not None:
            item.flip_value = self.flip[0] + (self.flip[1] - self.flip[0]) * eased
        return False

    def land(self) -> None:
        # Every end value is set exactly, even those too close to animate: a card at rest
        # must stand precisely at its placement (a turn of 0.001 degrees was once kept).
        pos, rotation, scale, flip = self.ends
        item = self.item
        item.setPos(pos)
        item.setRotation(rotation)
        item.setScale(scale)
        if item.flip_value != flip:
            item.flip_value = flip


class Mover(QAbstractAnimation):
    """Every card in flight, moved frame by frame by one animation on Qt's animation clock.
    A move of the table sends dozens of cards on their way (a deal, a hand closing up); one
    Python object a card costs a fraction of the Qt animation objects per card it replaces."""

    def __init__(self) -> None:
        super().__init__()
        self._flights: dict[int, Flight] = {}

    def duration(self) -> int:
        return -1  # runs while any card flies

    def add(self, flight: Flight) -> None:
        self._flights[id(flight.item)] = flight
        if self.state() != QAbstractAnimation.State.Running:
            self.start()

    def drop(self, item: CardItem) -> None:
        self._flights.pop(id(item), None)

    def carries(self, item: CardItem) -> bool:
        found = self._flights.get(id(item))
        return found is not None and found.item is item

    def updateCurrentTime(self, current: int) -> None:  # noqa: N802 (Qt API)
        now = time.monotonic()
        for key, flight in list(self._flights.items()):
            if self._flights.get(key) is not flight:
                continue  # stopped or sent elsewhere by an earlier card's landing
            try:
                if flight.step(now):
                    self._flights.pop(key, None)
                    flight.item.arrived()
            except RuntimeError:  # its table was closed under it
                self._flights.pop(key, None)
        if not self._flights:
            self.stop()


_MOVER: list[Mover] = []  # made with the first flight, once the application runs


def mover() -> Mover:
    if not _MOVER:
        _MOVER.append(Mover())
    return _MOVER[0]
