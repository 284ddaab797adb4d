"""Shipped fonts and card artwork. Card SVGs are rendered once per (file, pixel height) and
kept as pixmaps: painting a cached pixmap is cheap, rendering an SVG is not."""

from __future__ import annotations

import logging
from functools import cache
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontDatabase, QGuiApplication, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from shikitable.assets import asset_path
from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)

log = logging.getLogger(__name__)

FALLBACK_FAMILIES = ["Noto Sans CJK JP", "Noto Sans JP", "IPAGothic", "Hiragino Sans", "Yu Gothic", "MS Gothic"]


@cache
def load_fonts() -> list[str]:
    """Register every font under assets/fonts and make the first one the application font, with
    the system's own families behind it, so Japanese renders even with no CJK font installed."""
    families: list[str] = []
    for path in sorted(asset_path("fonts").glob("*")):
        if path.suffix.lower() not in (".otf", ".ttf"):
            continue
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id < 0:
            log.warning("cannot load font %s", path)
            continue
        families.extend(f for f in QFontDatabase.applicationFontFamilies(font_id) if f not in families)
    app = QGuiApplication.instance()
    if families and isinstance(app, QGuiApplication):
        font = QFont(app.font())
        system = font.family()
        # Latin text keeps the system look; anything it lacks falls back to the shipped font.
        font.setFamilies([system, *families, *FALLBACK_FAMILIES])
        app.setFont(font)
        QFont.insertSubstitutions(system, families)
    return families


class CardArt:
    """Pixmaps for one deck's art folder, cached by (file, height in device pixels)."""

    def __init__(self, folder: str) -> None:
        self.folder = folder
        self._renderers: dict[str, QSvgRenderer | None] = {}
        self._pixmaps: dict[tuple[str, int], QPixmap] = {}

    def path(self, name: str) -> Path:
        return asset_path("cards", self.folder, name)

    def _renderer(self, name: str) -> QSvgRenderer | None:
        if name not in self._renderers:
            loaded: QSvgRenderer | None = QSvgRenderer(str(self.path(name)))
            if loaded is not None and not loaded.isValid():
                log.warning("card art missing or unreadable: %s", self.path(name))
                loaded = None
            self._renderers[name] = loaded
        return self._renderers[name]

    def pixmap(self, name: str, height: int, aspect: float) -> QPixmap:
        height = max(8, height)
        key = (name, height)
        found = self._pixmaps.get(key)
        if found is None:
            found = self._render(name, height, aspect)
            self._pixmaps[key] = found
        return found

    def _render(self, name: str, height: int, aspect: float) -> QPixmap:
        width = max(4, round(height * aspect))
        pixmap = QPixmap(width, height)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer = self._renderer(name)
        if renderer is not None:
            renderer.render(painter, QRectF(0, 0, width, height))
        else:  # missing art: a plain labelled card, so the table still works
            painter.setBrush(QColor("#f4ecd8") if name != "back.svg" else QColor("#4b2e2e"))
            painter.setPen(QColor("#333"))
            painter.drawRoundedRect(QRectF(1, 1, width - 2, height - 2), 6, 6)
            painter.drawText(QRectF(0, 0, width, height), Qt.AlignmentFlag.AlignCenter, name.removesuffix(".svg"))
        painter.end()
        return pixmap

    def cached(self) -> int:
        return len(self._pixmaps)


_ARTS: dict[str, CardArt] = {}


def card_art(folder: str) -> CardArt:
    if folder not in _ARTS:
        _ARTS[folder] = CardArt(folder)
    return _ARTS[folder]
