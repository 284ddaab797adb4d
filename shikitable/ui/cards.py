"""A card on the table: one graphics item per card id (or per anonymous back), moved, turned
and flipped by property animations so every card can be followed across the table."""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import (
    Property,
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRectF,
    QSequentialAnimationGroup,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)
from shikitable.ui.art import CardArt
from shikitable.ui.layouts import DeckArt

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
        self._anim: QSequentialAnimationGroup | None = None  # made on the first move (_motion)
        self._pause: QPauseAnimation | None = None
        self._parts: list[QPropertyAnimation] = []
        self._rest_z = 0.0
        self._interactive = False
        self._leaving = False
        self._bounds = QRectF(-4, -4, self._width + 8, CARD_HEIGHT + 8)
        self.selected = False
        self.playable = False
        self.dimmed = False
        self.marked = False
        self.face_up_target = False
        self.target: Placement | None = None
        self.target_zone = ""
        self.setTransformOriginPoint(self._width / 2, CARD_HEIGHT / 2)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, False)

    # --- flipping ------------------------------------------------------------------------

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = value
        self.update()

    flip = Property(float, _get_flip, _set_flip)

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
        pixmap = self._art.pixmap(name, height, self._deck.aspect)
        squeeze = abs(2 * self._flip - 1)  # 1 at rest, 0 edge-on halfway through a flip
        painter.save()
        if squeeze < 0.999:
            painter.translate(self._width / 2, 0)
            painter.scale(max(squeeze, 0.02), 1)
            painter.translate(-self._width / 2, 0)
        rect = QRectF(0, 0, self._width, CARD_HEIGHT)
        upright = t.m12() == 0 and t.m21() == 0 and t.m11() > 0 and t.m22() > 0
        if squeeze >= 0.999 and upright and ratio == 1 and abs(current - self._rest_scale) < 1e-3:
            # upright and at rest: the pixmap was rendered at this very size, so copy it pixel
            # for pixel instead of resampling it (the costliest part of every frame)
            origin = t.map(QPointF(0, 0))
            painter.resetTransform()
            painter.drawPixmap(QPointF(round(origin.x()), round(origin.y())), pixmap)
            painter.setWorldTransform(t)
        else:
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 90))
            painter.drawRoundedRect(rect, 7, 7)
        outline = None
        if self.selected:
            outline = QColor("#2f7fff")
        elif self.marked:
            outline = QColor("#ff5a36")
        elif self.playable:
            outline = QColor("#f2c230")
        if outline is not None:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(outline, 5))
            painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 8, 8)
        painter.restore()

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
                self._set_flip(flip)
            self._at_rest()
            return
        ends = (
            (pos, self.pos() != pos),
            (target.rotation, abs(self.rotation() - target.rotation) > 0.01),
            (target.scale, abs(self.scale() - target.scale) > 0.001),
            (flip, abs(self._flip - flip) > 0.001),
        )
        if not any(changed for _, changed in ends) and delay <= 0:
            self._set_z(target.z)  # already there: nothing to animate (most cards, most moves)
            self._at_rest()
            return
        run = self._motion()
        for animation, (end, changed) in zip(self._parts, ends, strict=True):
            # an unchanged property takes no time: it is set once, not on every frame
            animation.setDuration(duration if changed else 0)
            animation.setEndValue(end)
        self._pause.setDuration(max(0, delay))
        self._set_z(target.z + 500)  # a moving card flies over the others
        self._moving_now()
        run.start()

    def _motion(self) -> QSequentialAnimationGroup:
        """The card's one set of animations (a pause, then position, turn, size and flip
        together), made on its first move and reused for every later one: a move of the
        table restarts dozens of cards, and making new animation objects for each was the
        costliest part of it."""
        if self._anim is None:
            sequence = QSequentialAnimationGroup(self)
            self._pause = sequence.addPause(0)
            group = QParallelAnimationGroup(sequence)
            self._parts = []
            for name in (b"pos", b"rotation", b"scale", b"flip"):
                animation = QPropertyAnimation(self, name, group)
                animation.setEasingCurve(QEasingCurve.Type.OutCubic)
                group.addAnimation(animation)
                self._parts.append(animation)
            sequence.addAnimation(group)
            sequence.finished.connect(self._arrived)
            self._anim = sequence
        return self._anim

    def _arrived(self) -> None:
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

    def _moving_now(self) -> None:
        """Painted afresh every frame while it moves (a cached picture would be redrawn anyway)."""
        if self.cacheMode() != QGraphicsItem.CacheMode.NoCache:
            self.setCacheMode(QGraphicsItem.CacheMode.NoCache)

    def _at_rest(self) -> None:
        """At rest the card is drawn once into a picture at its size on screen, turned as it
        lies, and every later frame copies that picture: a turned card (a fanned hand, a side
        seat's cards, a pile) is otherwise resampled on every frame something moves over it."""
        if self.cacheMode() != QGraphicsItem.CacheMode.DeviceCoordinateCache:
            self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def stop(self) -> None:
        if self._anim is not None and self._anim.state() != QAbstractAnimation.State.Stopped:
            self._anim.stop()

    @property
    def moving(self) -> bool:
        return self._anim is not None and self._anim.state() == QAbstractAnimation.State.Running

    def fly_away(self, target: QPointF, duration: int) -> None:
        """Go to `target` face down and vanish (a card leaving the table)."""
        if duration <= 0:
            self._remove()
            return
        self.place(Placement(target, 0.0, self._rest_scale * 0.6, False, 5), duration)
        self._leaving = True
        if not self.moving:  # already there: nothing to wait for
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
