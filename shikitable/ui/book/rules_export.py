"""`shikitable rules --game ID|all --lang ja|en --pdf OUT.pdf`: the rule book as a PDF."""

from __future__ import annotations

import os
import sys

from PySide6.QtCore import QMarginsF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QFont,
    QGuiApplication,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QTextDocument,
)


def ensure_gui_application() -> QGuiApplication:
    """A GUI application for rendering; offscreen when there is no display (CLI, CI)."""
    app = QGuiApplication.instance()
    if app is None:
        if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QGuiApplication(sys.argv[:1])
    assert isinstance(app, QGuiApplication)
    return app


def write_pdf(game_id: str, lang: str, path: str) -> int:
    """Write the PDF, each page numbered at its foot; returns its page count."""
    from shikitable.ui.book.rulebook import build_document

    writer = QPdfWriter(path)
    writer.setTitle("shikitable rules" if game_id == "all" else f"shikitable rules: {game_id}")
    writer.setCreator("shikitable")
    writer.setPageLayout(
        QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0))
    )
    writer.setResolution(300)
    # Lay the text out on an A4 page measured in screen pixels; each page is scaled onto the PDF
    # page, so 10.5 pt text stays 10.5 pt on paper.
    screen = QGuiApplication.primaryScreen()
    dpi = screen.logicalDotsPerInch() if screen else 96.0
    a4 = QPageSize(QPageSize.PageSizeId.A4).size(QPageSize.Unit.Inch)
    page = QSizeF(a4.width() * dpi, a4.height() * dpi)
    document = build_document(game_id, lang, page)
    painter = QPainter(writer)
    try:
        scale = writer.width() / page.width()
        for number in range(document.pageCount()):
            if number:
                writer.newPage()
            painter.save()
            painter.scale(scale, scale)
            paint_page(painter, document, number, page)
            painter.restore()
    finally:
        painter.end()
    return document.pageCount()


def paint_page(painter: QPainter, document: QTextDocument, number: int, page: QSizeF) -> None:
    """Page `number` (from 0) of the laid-out document at the painter's origin, with its page
    number centred in the bottom margin (the contents page refers to these numbers)."""
    painter.save()
    painter.setClipRect(QRectF(0, 0, page.width(), page.height()))
    painter.translate(0, -number * page.height())
    context = QAbstractTextDocumentLayout.PaintContext()
    context.clip = QRectF(0, number * page.height(), page.width(), page.height())
    document.documentLayout().draw(painter, context)
    painter.restore()
    font = QFont(document.defaultFont())
    font.setPointSizeF(9)
    painter.setFont(font)
    painter.setPen(QColor("#444444"))
    margin = document.documentMargin()
    footer = QRectF(0, page.height() - margin * 0.8, page.width(), margin * 0.6)
    painter.drawText(footer, Qt.AlignmentFlag.AlignCenter, str(number + 1))


def export_rules_pdf(game_id: str, lang: str, path: str) -> int:
    ensure_gui_application()
    try:
        pages = write_pdf(game_id, lang, path)
    except (KeyError, FileNotFoundError, ValueError) as error:
        message = error.args[0] if error.args else str(error)
        print(f"shikitable: cannot export the rules: {message}", file=sys.stderr)
        return 2
    print(f"wrote {path} ({pages} pages)")
    return 0
