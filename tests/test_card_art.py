"""The 紙机戦 card art (assets/cards/nincetkaik) and the shipped Japanese font."""

from __future__ import annotations

import importlib.util
import os
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

# Before any Qt import: the tests must run with no display (CI).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QByteArray, QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QFontDatabase, QGuiApplication, QImage, QPainter, QRawFont  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

from shikitable.games.nincetkaik.deck import COLOUR_CODES, KINDS  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
CARD_DIR = ROOT / "assets" / "cards" / "nincetkaik"
FONT_DIR = ROOT / "assets" / "fonts"
FONTS = [FONT_DIR / "NotoSansCJKjp-Regular-Subset.otf", FONT_DIR / "NotoSansCJKjp-Bold-Subset.otf"]
SVG_NS = "{http://www.w3.org/2000/svg}"

FACE_NAMES = [f"{colour}-{kind.code}.svg" for colour in COLOUR_CODES for kind in KINDS]
ALL_NAMES = [*FACE_NAMES, "back.svg"]
# What QSvgRenderer (SVG Tiny 1.2) draws reliably; no text, filters, masks, CSS or clip paths.
ALLOWED_ELEMENTS = {"svg", "title", "defs", "linearGradient", "stop", "g", "rect", "circle", "path", "polygon", "line"}


@pytest.fixture(scope="module")
def app() -> Iterator[QGuiApplication]:
    existing = QGuiApplication.instance()
    if existing is not None:
        yield existing  # type: ignore[misc]
        return
    # A QApplication (a QGuiApplication too) so later widget tests in the same run still work.
    from PySide6.QtWidgets import QApplication

    yield QApplication([])


def render(name: str, height: int = 140) -> QImage:
    renderer = QSvgRenderer(str(CARD_DIR / name))
    assert renderer.isValid(), name
    image = QImage(round(height * 250 / 350), height, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, image.width(), image.height()))
    painter.end()
    return image


def pixels(image: QImage) -> list[int]:
    return [image.pixel(x, y) for y in range(image.height()) for x in range(image.width())]


@pytest.mark.parametrize("name", ALL_NAMES)
def test_svg_exists_and_parses(name: str) -> None:
    root = ET.parse(CARD_DIR / name).getroot()
    assert root.tag == f"{SVG_NS}svg"
    assert root.get("viewBox") == "0 0 250 350"


@pytest.mark.parametrize("name", ALL_NAMES)
def test_svg_uses_only_plain_elements(name: str) -> None:
    tags = {el.tag.removeprefix(SVG_NS) for el in ET.parse(CARD_DIR / name).getroot().iter()}
    assert "text" not in tags
    assert tags <= ALLOWED_ELEMENTS, tags - ALLOWED_ELEMENTS
    source = (CARD_DIR / name).read_text(encoding="utf-8")
    assert "<text" not in source and "style=" not in source and "font-family" not in source


@pytest.mark.parametrize("name", ALL_NAMES)
def test_card_renders_non_blank(app: QGuiApplication, name: str) -> None:
    image = render(name)
    values = pixels(image)
    opaque = sum(1 for p in values if QColor.fromRgba(p).alpha() == 255)
    assert opaque > 0.9 * len(values), "the card stock should cover the card"
    assert len(set(values)) > 20, "a card is more than a blank rectangle"


def black_red_pairs() -> list[tuple[str, str]]:
    return [(f"k-{kind.code}.svg", f"r-{kind.code}.svg") for kind in KINDS]


@pytest.mark.parametrize(("black", "red"), black_red_pairs())
def test_black_and_red_differ(app: QGuiApplication, black: str, red: str) -> None:
    assert render(black) != render(red)


@pytest.mark.parametrize(("black", "red"), black_red_pairs())
def test_black_and_red_differ_without_hue(app: QGuiApplication, black: str, red: str) -> None:
    """Colour-blind players: with hue removed and ink thresholded to dark/light, the two
    colours must still differ in a good share of the card (frame, badges), not only in tint."""

    def dark_mask(name: str) -> list[bool]:
        grey = render(name).convertToFormat(QImage.Format.Format_Grayscale8)
        return [QColor(p).red() < 128 for p in pixels(grey)]

    k, r = dark_mask(black), dark_mask(red)
    differing = sum(a != b for a, b in zip(k, r, strict=True))
    assert differing > 0.08 * len(k), f"{black} vs {red}: only {differing} of {len(k)} pixels differ"


def test_each_face_is_distinct(app: QGuiApplication) -> None:
    images = [render(name, 70) for name in FACE_NAMES]
    for i, a in enumerate(images):
        for b in images[i + 1 :]:
            assert a != b


@pytest.mark.parametrize("path", FONTS, ids=lambda p: p.name)
def test_font_loads_and_covers_japanese(app: QGuiApplication, path: Path) -> None:
    assert path.stat().st_size < 8_000_000
    font_id = QFontDatabase.addApplicationFont(str(path))
    assert font_id != -1, path
    assert "Noto Sans CJK JP" in QFontDatabase.applicationFontFamilies(font_id)
    # Coverage is read from the shipped file itself, so a system-wide Noto can't mask a gap.
    raw = QRawFont(QByteArray(path.read_bytes()), 16)
    assert raw.isValid()
    for ch in "紙机戦行終季あアｱ、。「」ー々0Aé黒赤船無兵弓車虎馬筆巫将王皇鬱":
        assert raw.supportsCharacter(ord(ch)), ch  # the ucs4 overload: the QChar one mangles kanji


def test_font_licence_shipped() -> None:
    licence = (FONT_DIR / "OFL.txt").read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence
    assert (FONT_DIR / "README.md").exists()


def test_generator_output_is_current(tmp_path: Path) -> None:
    """The committed SVGs are what tools/make_card_art.py makes (needs fontTools)."""
    pytest.importorskip("fontTools")
    spec = importlib.util.spec_from_file_location("make_card_art", ROOT / "tools" / "make_card_art.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look themselves up there
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules[spec.name]
    module.generate(tmp_path, log=lambda _line: None)
    for name in ALL_NAMES:
        assert (tmp_path / name).read_text(encoding="utf-8") == (CARD_DIR / name).read_text(encoding="utf-8"), name
