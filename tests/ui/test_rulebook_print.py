"""The printed rule book: every page carries its number at the foot (the contents page refers to
them), and no heading is left alone at the foot of a page, apart from what follows it (its
paragraph, or its whole diagram)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtGui import QColor, QImage, QPainter, QTextDocument

from shikitable.ui.book.rulebook import build_document, page_of
from shikitable.ui.book.rules_export import paint_page
from tests.book_helpers import A4_AT_96_DPI
from tests.book_helpers import whole_book as shared_book


def inked(image: QImage, top: int, bottom: int) -> int:
    """How many dark pixels lie in the rows top..bottom."""
    found = 0
    for y in range(top, bottom):
        for x in range(image.width()):
            if QColor(image.pixel(x, y)).lightness() < 160:
                found += 1
    return found


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_each_printed_page_has_its_number_at_the_foot(qapp, lang):
    document = build_document("taxot", lang, A4_AT_96_DPI)
    assert document.pageCount() >= 2
    margin = int(document.documentMargin())
    for number in (0, document.pageCount() - 1):
        image = QImage(int(A4_AT_96_DPI.width()), int(A4_AT_96_DPI.height()), QImage.Format.Format_RGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        paint_page(painter, document, number, A4_AT_96_DPI)
        painter.end()
        assert inked(image, image.height() - margin, image.height()) >= 6, f"page {number + 1} has no number"


@pytest.fixture(scope="module")
def whole_book(qapp) -> Callable[[str], QTextDocument]:
    """The whole book laid out on A4 in a language, built once for the checks that only read it."""
    return shared_book


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_heading_ends_a_page(whole_book, lang):
    document = whole_book(lang)
    height = A4_AT_96_DPI.height()
    block = document.begin()
    checked = 0
    while block.isValid():
        following = block.next()
        if block.blockFormat().headingLevel() > 0 and following.isValid() and following.text().strip():
            picture = any(f.format.isImageFormat() for f in following.textFormats())
            assert page_of(document, following, height, bottom=picture) == page_of(document, block, height), (
                f"heading {block.text()!r} is apart from what follows it"
            )
            checked += 1
        block = following
    assert checked > 50


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_printed_page_holds_only_a_few_lines(whole_book, lang):
    """A chapter's last few lines do not sit alone on a page: the next chapter follows them there
    (only the book's last page may be short)."""
    document = whole_book(lang)
    height = A4_AT_96_DPI.height()
    layout = document.documentLayout()
    filled: dict[int, float] = {}
    block = document.begin()
    while block.isValid():
        rect = layout.blockBoundingRect(block)
        if block.text().strip() or rect.height() > 30:  # not the empty blocks between chapters
            first, last = int(rect.top() // height), int((rect.bottom() - 1) // height)
            for page in range(first, last + 1):  # a block running onto the next page fills it too
                filled[page] = max(filled.get(page, 0.0), min(height, rect.bottom() - page * height))
        block = block.next()
    pages = document.pageCount()
    short = [page + 1 for page in range(pages - 1) if filled.get(page, 0.0) < 0.3 * height]
    assert not short, f"pages holding only a few lines: {short}"
