"""Every text a player can read on the screen, with where it is: for the language and layout tests.

Walks the scene (text items, name plates, stick piles, the step panel, picture badges) and the
visible widgets (labels, buttons, table cells, list rows, text views, menus) of one or more top
level windows. Tooltips are left out (the glossary lives there)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QTableWidget,
    QTextBrowser,
    QTextEdit,
    QWidget,
)

from shikitable.ui.table.pictures import PictureItem
from shikitable.ui.table.scene import SeatPlate
from shikitable.ui.table.steps import StepPanel
from shikitable.ui.table.sticks import StickPile


@dataclass(frozen=True)
class Shown:
    """One readable text and where it came from (for a failure message)."""

    text: str
    where: str


@dataclass(frozen=True)
class SceneText:
    """A text item of the table's scene, with its box in scene coordinates."""

    text: str
    rect: QRectF
    item: QGraphicsItem


def _visible(item: QGraphicsItem) -> bool:
    return item.isVisible() and item.opacity() > 0.05 and item.effectiveOpacity() > 0.05


def scene_texts(scene: QGraphicsScene) -> Iterator[SceneText]:
    """Text items and text painted by the table's own items, visible ones only."""
    for item in scene.items():
        if not _visible(item):
            continue
        rect = item.sceneBoundingRect()
        if isinstance(item, QGraphicsSimpleTextItem):
            if item.text().strip():
                yield SceneText(item.text(), rect, item)
        elif isinstance(item, QGraphicsTextItem):
            if item.toPlainText().strip():
                yield SceneText(item.toPlainText(), rect, item)
        elif isinstance(item, SeatPlate):
            for text in (item.name, *item.lines):
                if text.strip():
                    yield SceneText(text, rect, item)
        elif isinstance(item, StickPile):
            for text in (item.label, item.text()):
                if text.strip():
                    yield SceneText(text, rect, item)
        elif isinstance(item, StepPanel):
            for text in (*item.lines, item.prompt):
                if text.strip():
                    yield SceneText(text, rect, item)
        elif isinstance(item, PictureItem):
            badge = getattr(item, "badge", "")
            if badge:
                yield SceneText(str(badge), rect, item)


def _shown(widget: QWidget) -> bool:
    return widget.isVisible() and widget.width() > 0 and widget.height() > 0


def widget_texts(top: QWidget) -> Iterator[Shown]:
    """Readable texts of a window and its visible children (menus' titles included)."""
    widgets: Iterable[QWidget] = [top, *top.findChildren(QWidget)]
    for widget in widgets:
        if not _shown(widget):
            continue
        name = type(widget).__name__
        if widget.isWindow() and widget.windowTitle():
            yield Shown(widget.windowTitle(), f"{name} title")
        if isinstance(widget, QLabel):
            yield Shown(_plain(widget.text()), f"{name} label")
        elif isinstance(widget, QAbstractButton):
            yield Shown(widget.text().replace("&", ""), f"{name} button")
        elif isinstance(widget, QGroupBox):
            yield Shown(widget.title(), f"{name} group")
        elif isinstance(widget, QComboBox):
            yield Shown(widget.currentText(), f"{name} choice")
        elif isinstance(widget, QLineEdit):
            yield Shown(widget.placeholderText(), f"{name} placeholder")
        elif isinstance(widget, QTableWidget):
            for column in range(widget.columnCount()):
                header = widget.horizontalHeaderItem(column)
                if header is not None:
                    yield Shown(header.text(), f"{name} header")
            for row in range(widget.rowCount()):
                for column in range(widget.columnCount()):
                    cell = widget.item(row, column)
                    if cell is not None:
                        yield Shown(cell.text(), f"{name} cell")
        elif isinstance(widget, QListWidget):
            for row in range(widget.count()):
                yield Shown(widget.item(row).text(), f"{name} row")
        elif isinstance(widget, QTextBrowser | QTextEdit):
            yield Shown(widget.toPlainText(), f"{name} text")
    if isinstance(top, QMainWindow):
        for action in top.menuBar().actions():
            yield Shown(action.text().replace("&", ""), "menu")
            menu = action.menu()
            if menu is not None:
                for entry in menu.actions():
                    yield Shown(entry.text().replace("&", ""), "menu item")


def window_texts(top: QWidget) -> list[Shown]:
    """Everything readable in a window: its widgets and, for the table, its scene."""
    found = [s for s in widget_texts(top) if s.text.strip()]
    for view_scene in {id(s): s for s in _scenes(top)}.values():
        found += [Shown(t.text, f"scene {type(t.item).__name__}") for t in scene_texts(view_scene)]
    return found


def _scenes(top: QWidget) -> Iterator[QGraphicsScene]:
    from PySide6.QtWidgets import QGraphicsView

    for view in top.findChildren(QGraphicsView):
        if _shown(view) and view.scene() is not None:
            yield view.scene()


_TAG = re.compile(r"<[^>]+>")


def _plain(text: str) -> str:
    return _TAG.sub(" ", text).replace("&nbsp;", " ")


JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


@dataclass(frozen=True)
class Box:
    """A text on the screen: its box in the window's coordinates, its type size in pixels and
    whether it is cut short (elided, or wider than the room it is drawn in)."""

    text: str
    rect: QRectF
    px: float
    cut: bool
    where: str


def _scene_boxes(view: QGraphicsView, top: QWidget) -> Iterator[Box]:
    scene = view.scene()
    offset = view.viewport().mapTo(top, view.viewport().rect().topLeft())
    shown = QRectF(view.viewport().rect())

    def to_window(rect: QRectF) -> QRectF:
        mapped = QRectF(view.mapFromScene(rect).boundingRect())
        return mapped.translated(offset.x(), offset.y())

    wanted = {id(item): text for name, item in getattr(scene, "labels", {}).items()
              for text in [getattr(scene, "_label_texts", {}).get(name, (0, "", 0))[1]]}
    for item in scene.items():
        if not _visible(item):
            continue
        rect = item.sceneBoundingRect()
        inside = shown.contains(QRectF(view.mapFromScene(rect).boundingRect()).adjusted(1, 1, -1, -1))
        kind = type(item).__name__
        if isinstance(item, QGraphicsSimpleTextItem) and item.text().strip():
            cut = not inside or (id(item) in wanted and wanted[id(item)] != item.text())
            yield Box(item.text(), to_window(rect), item.font().pixelSize() * item.scale(), cut, kind)
        elif isinstance(item, QGraphicsTextItem) and item.toPlainText().strip():
            width = item.textWidth()
            lines = item.document().lineCount() if hasattr(item.document(), "lineCount") else 1
            words = len(item.toPlainText().split())
            cut = not inside or (width > 0 and lines > max(1, words // 3))  # a short line broken: 待ってい／ます
            yield Box(item.toPlainText(), to_window(rect), item.font().pixelSize(), cut, kind)
        elif isinstance(item, SeatPlate):
            yield Box(item.name, to_window(rect), item.name_px(), not inside or bool(item.clipped_texts()), kind)
        elif isinstance(item, StickPile):
            for text, box in item.text_boxes():
                yield Box(text, to_window(box), item.text_px, not inside, kind)
        elif isinstance(item, StepPanel) and (item.lines or item.prompt):
            yield Box(" / ".join(item.lines), to_window(rect), 13, not inside, kind)


def window_boxes(top: QWidget) -> list[Box]:
    """Every text box of the table's scene and every text widget of the window that cuts its text."""
    from PySide6.QtWidgets import QGraphicsView

    found: list[Box] = []
    for view in top.findChildren(QGraphicsView):
        if _shown(view) and view.scene() is not None:
            found += _scene_boxes(view, top)
    for widget in top.findChildren(QWidget):
        if not _shown(widget):
            continue
        rect = QRectF(widget.rect()).translated(widget.mapTo(top, widget.rect().topLeft()).toPointF())
        px = widget.fontInfo().pixelSize()
        if isinstance(widget, QLabel) and widget.text().strip() and not widget.wordWrap():
            cut = widget.sizeHint().width() > widget.width() + 1
            found.append(Box(_plain(widget.text()), rect, px, cut, "QLabel"))
        elif isinstance(widget, QAbstractButton) and widget.text().strip():
            cut = widget.sizeHint().width() > widget.width() + 1
            found.append(Box(widget.text(), rect, px, cut, type(widget).__name__))
        elif isinstance(widget, QTableWidget):
            metrics = widget.fontMetrics()
            for row in range(widget.rowCount()):
                for column in range(widget.columnCount()):
                    cell = widget.item(row, column)
                    if cell is None or not cell.text():
                        continue
                    room = widget.columnWidth(column) - 8
                    cut = metrics.horizontalAdvance(cell.text()) > room
                    found.append(Box(cell.text(), QRectF(), px, cut, "table cell"))
    return found
