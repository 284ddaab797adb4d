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
        self._anim: QAbstractAnimation | None = None
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
        return QRectF(-4, -4, self._width + 8, CARD_HEIGHT + 8)

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
        self.face_up_target = target.face_up
        self.setZValue(target.z)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if target.interactive else Qt.MouseButton.NoButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor if target.interactive else Qt.CursorShape.ArrowCursor)
        pos = target.center - QPointF(self._width / 2, CARD_HEIGHT / 2)
        flip = 1.0 if target.face_up and self.card is not None else 0.0
        if duration <= 0:
            self.setPos(pos)
            self.setRotation(target.rotation)
            self.setScale(target.scale)
            self._set_flip(flip)
            return
        changes = [
            (name, end)
            for name, end, changed in (
                (b"pos", pos, self.pos() != pos),
                (b"rotation", target.rotation, abs(self.rotation() - target.rotation) > 0.01),
                (b"scale", target.scale, abs(self.scale() - target.scale) > 0.001),
                (b"flip", flip, abs(self._flip - flip) > 0.001),
            )
            if changed  # fewer animations: a deal starts dozens of them at once
        ]
        if not changes and delay <= 0:  # already there: nothing to animate (most cards, most moves)
            return
        group = QParallelAnimationGroup(self)
        for name, end in changes:
            animation = QPropertyAnimation(self, name, group)
            animation.setDuration(duration)
            animation.setEndValue(end)
            animation.setEasingCurve(QEasingCurve.Type.OutCubic)
            group.addAnimation(animation)
        run: QAbstractAnimation = group
        if delay > 0:
            sequence = QSequentialAnimationGroup(self)
            sequence.addPause(delay)
            sequence.addAnimation(group)
            run = sequence
        self.setZValue(target.z + 500)  # a moving card flies over the others
        run.finished.connect(lambda: self.setZValue(target.z))
        self._anim = run
        run.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def stop(self) -> None:
        if self._anim is not None:
            try:
                self._anim.stop()
            except RuntimeError:  # already finished and deleted by Qt
                pass
            self._anim = None

    @property
    def moving(self) -> bool:
        try:
            return self._anim is not None and self._anim.state() == QAbstractAnimation.State.Running
        except RuntimeError:
            return False

    def fly_away(self, target: QPointF, duration: int) -> None:
        """Go to `target` face down and vanish (a card leaving the table)."""
        if duration <= 0:
            self._remove()
            return
        self.place(Placement(target, 0.0, self._rest_scale * 0.6, False, 5), duration)
        if self._anim is not None:
            self._anim.finished.connect(self._remove)

    def _remove(self) -> None:
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
