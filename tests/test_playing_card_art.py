"""The playing-card art (assets/cards/standard and standard-4c) made by tools/make_playing_card_art.py."""

from __future__ import annotations

import os
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from shikitable.games.nippachi.deck import ALL_CARDS, card_code  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = [ROOT / "assets" / "cards" / "standard", ROOT / "assets" / "cards" / "standard-4c"]
NAMES = [f"{card_code(c)}.svg" for c in ALL_CARDS] + ["back.svg"]
ALLOWED = {"svg", "g", "rect", "circle", "ellipse", "path"}


@pytest.fixture(scope="module")
def app() -> Iterator[QGuiApplication]:
    # a QApplication (not a QGuiApplication): the table's tests in the same run need widgets
    yield QGuiApplication.instance() or QApplication([])  # type: ignore[misc]


def test_every_card_of_both_decks_is_there_with_glyphs_as_paths() -> None:
    for folder in FOLDERS:
        for name in NAMES:
            root = ET.parse(folder / name).getroot()
            tags = {element.tag.split("}")[-1] for element in root.iter()}
            assert tags <= ALLOWED, f"{folder.name}/{name} uses {tags - ALLOWED}"
    assert len(NAMES) == 55  # 52 cards, two Jokers, the back


def render(path: Path, height: int) -> QImage:
    width = round(height * 5 / 7)
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    painter = QPainter(image)
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid(), path
    renderer.render(painter, QRectF(0, 0, width, height))
    painter.end()
    return image


def colours(image: QImage, x0: int, y0: int, x1: int, y1: int) -> set[tuple[int, int, int]]:
    found = set()
    for y in range(y0, y1):
        for x in range(x0, x1):
            c = image.pixelColor(x, y)
            if c.alpha() > 200 and c.saturation() > 120:
                found.add((c.red() // 64, c.green() // 64, c.blue() // 64))
    return found


def test_the_four_colour_deck_gives_diamonds_and_clubs_their_own_colours(app: QGuiApplication) -> None:
    two = render(FOLDERS[0] / "d-5.svg", 140)
    four = render(FOLDERS[1] / "d-5.svg", 140)
    assert any(r > g and r > b for r, g, b in colours(two, 0, 0, 100, 140))  # red diamonds
    assert any(b > r for r, g, b in colours(four, 0, 0, 100, 140))  # blue diamonds
    assert any(g > r for r, g, b in colours(render(FOLDERS[1] / "c-5.svg", 140), 0, 0, 100, 140))  # green clubs


def test_the_corner_index_has_ink_at_60_px(app: QGuiApplication) -> None:
    """At 60 px tall the rank and suit in the corner are drawn in solid ink (about 10 and 7 px)."""
    for name in ("s-10.svg", "h-Q.svg", "d-A.svg", "c-8.svg"):
        image = render(FOLDERS[0] / name, 60)
        ink = sum(1 for y in range(2, 22) for x in range(1, 12) if image.pixelColor(x, y).lightness() < 140)
        assert ink > 25, f"{name}: the corner index is too faint at 60 px ({ink} dark pixels)"


def test_the_suits_differ_in_shape_not_only_in_colour(app: QGuiApplication) -> None:
    """In greyscale the aces' central pips still differ from one another."""
    masks = []
    for suit in "shdc":
        image = render(FOLDERS[0] / f"{suit}-A.svg", 140)
        masks.append(
            {(x, y) for y in range(40, 100) for x in range(25, 75) if image.pixelColor(x, y).lightness() < 160}
        )
    for i in range(4):
        for j in range(i + 1, 4):
            assert len(masks[i] ^ masks[j]) > 150


def test_the_generator_reproduces_the_shipped_files(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, str(ROOT / "tools" / "make_playing_card_art.py"), "--out", str(tmp_path)],
        check=True,
        capture_output=True,
    )
    for folder in FOLDERS:
        for name in NAMES:
            assert (tmp_path / folder.name / name).read_text() == (folder / name).read_text(), name
