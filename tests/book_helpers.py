"""The whole rule book laid out on A4, built once per test process: several test files read it
(contents, pagination, diagrams, glossary), none changes it, and each build takes seconds."""

from __future__ import annotations

import functools

from PySide6.QtCore import QSizeF
from PySide6.QtGui import QTextDocument

A4_AT_96_DPI = QSizeF(794, 1123)


@functools.cache
def whole_book(lang: str) -> QTextDocument:
    """The book of every game in `lang` on A4 pages (a QApplication must exist): only to read."""
    from shikitable.ui.book.rulebook import build_document

    return build_document("all", lang, A4_AT_96_DPI)
