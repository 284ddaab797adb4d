"""Shipped fonts and card artwork. Card SVGs are rendered once per (file, pixel height) and
kept as pixmaps: painting a cached pixmap is cheap, rendering an SVG is not."""

from __future__ import annotations

import logging
import time
from functools import cache
from pathlib import Path
from typing import Any

from PySide6.QtCore import QLocale, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontDatabase, QGuiApplication, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from shikitable.assets import asset_path
from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)

log = logging.getLogger(__name__)

STAND_IN_SPREAD = 0.25  # a pixmap this much larger or smaller may stand in for a frame or two
RENDER_SLICE_S = 0.004  # rendering wanted pixmaps takes at most about this long a pass of the event loop
FALLBACK_FAMILIES = ["Noto Sans CJK JP", "Noto Sans JP", "IPAGothic", "Hiragino Sans", "Yu Gothic", "MS Gothic"]


CHINESE_FAMILY = "Noto Sans CJK SC"  # Simplified Chinese text takes this face; all else the JP one
_system_family: list[str] = []  # the application's own family before the shipped ones joined it


@cache
def load_fonts() -> list[str]:
    """Register every font under assets/fonts and make them the application font's fallbacks,
    with the system's own family in front, so CJK text renders even with no CJK font installed;
    `use_fonts_for` then orders them for the interface language."""
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
    if isinstance(app, QGuiApplication):
        _system_family.append(app.font().family())
    use_fonts_for("zh" if QLocale().language() == QLocale.Language.Chinese else "ja", families)
    return families


def font_families_for(language: str, families: list[str] | None = None) -> list[str]:
    """The shipped families in the order `language` wants them: the Chinese face first for zh
    (骨, 直, 刃 take their Chinese forms), the Japanese one first for everything else."""
    shipped = list(load_fonts() if families is None else families)
    return sorted(shipped, key=lambda family: (family == CHINESE_FAMILY) != (language == "zh"))


def use_fonts_for(language: str, families: list[str] | None = None) -> None:
    """Make the application font fall back on the shipped faces in `language`'s order."""
    app = QGuiApplication.instance()
    ordered = font_families_for(language, families)
    if not ordered or not isinstance(app, QGuiApplication) or not _system_family:
        return
    system = _system_family[0]
    font = QFont(app.font())
    # Latin text keeps the system look; anything it lacks falls back to the shipped fonts.
    font.setFamilies([system, *ordered, *FALLBACK_FAMILIES])
    app.setFont(font)
    QFont.removeSubstitutions(system)
    QFont.insertSubstitutions(system, ordered)
    for family in ordered:  # a text set in one shipped face finds what it lacks in the other
        QFont.removeSubstitutions(family)
        QFont.insertSubstitutions(family, [other for other in ordered if other != family])


class CardArt:
    """Pixmaps for one deck's art folder, cached by (file, height in device pixels)."""

    def __init__(self, folder: str) -> None:
        self.folder = folder
        self._renderers: dict[str, QSvgRenderer | None] = {}
        self._pixmaps: dict[tuple[str, int], QPixmap] = {}
        self._heights: dict[str, list[int]] = {}  # the heights each file is rendered at
        self._wanted: dict[tuple[str, int], float] = {}  # (file, height): aspect, rendered soon
        self._waiting: dict[int, Any] = {}  # items drawn with a stand-in, redrawn once it is rendered
        self._timer: QTimer | None = None
        self._english: dict[str, bool] = {}  # whether an English face lies beside a file

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

    def localized(self, name: str) -> str:
        """The file for the interface language: `x.en.svg` beside `x.svg` in English, when the
        folder has it (cards with words on their faces: Magic's)."""
        if not name.endswith(".svg") or QLocale().language() == QLocale.Language.Japanese:
            return name
        english = name[:-4] + ".en.svg"
        found = self._english.get(english)
        if found is None:
            found = self._english[english] = self.path(english).exists()
        return english if found else name

    def pixmap(self, name: str, height: int, aspect: float) -> QPixmap:
        name = self.localized(name)
        height = max(8, height)
        key = (name, height)
        found = self._pixmaps.get(key)
        if found is None:
            found = self._render(name, height, aspect)
            self._pixmaps[key] = found
            self._heights.setdefault(name, []).append(height)
        return found

    def pixmap_soon(self, name: str, height: int, aspect: float, item: Any) -> tuple[QPixmap, bool]:
        """The pixmap at `height`, and True; or, when it is not rendered yet but one near that
        size is, that one and False: the exact one is rendered on a later pass of the event
        loop and `item` is updated then. A relayout that changes the cards' size by a pixel
        would otherwise render every face on the table within one frame."""
        name = self.localized(name)
        height = max(8, height)
        found = self._pixmaps.get((name, height))
        if found is not None:
            return found, True
        near = min(self._heights.get(name, []), key=lambda h: abs(h - height), default=None)
        if near is None or abs(near - height) > height * STAND_IN_SPREAD:
            return self.pixmap(name, height, aspect), True
        self._wanted[(name, height)] = aspect
        self._waiting[id(item)] = item
        if self._timer is None:
            self._timer = QTimer()
            self._timer.setSingleShot(True)
            self._timer.timeout.connect(self._render_wanted)
        if not self._timer.isActive():
            self._timer.start(0)
        return self._pixmaps[(name, near)], False

    def _render_wanted(self) -> None:
        """Render the wanted pixmaps for a few milliseconds, then let the event loop run;
        once none is left, redraw the items that showed a stand-in."""
        ends = time.perf_counter() + RENDER_SLICE_S
        while self._wanted and time.perf_counter() < ends:
            (name, height), aspect = next(iter(self._wanted.items()))
            del self._wanted[(name, height)]
            self.pixmap(name, height, aspect)
        if self._wanted:
            assert self._timer is not None
            self._timer.start(0)
            return
        waiting, self._waiting = self._waiting, {}
        for item in waiting.values():
            try:
                item.update()
            except RuntimeError:  # gone from the table meanwhile
                pass

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
        if _high_contrast:
            sharpen_contrast(pixmap)
        return pixmap

    def forget(self) -> None:
        """Drop the rendered pictures (the face style changed); they are rendered again on use."""
        self._pixmaps.clear()
        self._heights.clear()
        self._wanted.clear()

    def cached(self) -> int:
        return len(self._pixmaps)


_ARTS: dict[str, CardArt] = {}
_high_contrast = False
CONTRAST_PASSES = 2  # each pass an S-curve: paper whiter, ink darker, colours deeper


def sharpen_contrast(pixmap: QPixmap) -> None:
    """The high-contrast face: the picture overlaid on itself (Qt's Overlay mode darkens what is
    darker than middle grey and lightens the rest), so faint ink and pale suits stand out."""
    for _ in range(CONTRAST_PASSES):
        copy = pixmap.copy()
        painter = QPainter(pixmap)
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Overlay)
        painter.drawPixmap(0, 0, copy)
        painter.end()


def set_high_contrast(on: bool) -> None:
    """Draw card faces in high contrast (or not) from now on: every cached picture is dropped."""
    global _high_contrast
    if on == _high_contrast:
        return
    _high_contrast = on
    for art in _ARTS.values():
        art.forget()


def high_contrast() -> bool:
    return _high_contrast


def card_art(folder: str) -> CardArt:
    if folder not in _ARTS:
        _ARTS[folder] = CardArt(folder)
    return _ARTS[folder]
