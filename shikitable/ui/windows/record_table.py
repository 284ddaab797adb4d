"""What the windows over the match store share (History, Statistics): a table of read-only rows,
and exporting to a file the player chooses."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QAbstractItemView, QFileDialog, QHeaderView, QMessageBox, QTableWidget, QWidget

from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)


def record_table(columns: int, stretch: int, single: bool = False) -> QTableWidget:
    """A table whose rows are records to look at, chosen whole (`single`: one at a time), without
    row numbers; columns fit their contents and column `stretch` takes the rest of the width."""
    table = QTableWidget(0, columns)
    table.verticalHeader().hide()
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    if single:
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return table


def export_to_file(
    parent: QWidget, title: str, path: str | None, suggested: str, file_filter: str, write: Callable[[str], str | None]
) -> str | None:
    """Write to `path`, or to a file the player picks (`suggested` first) in a dialog titled
    `title`; `write(path)` returns None or what went wrong, which a warning tells. The path
    written, or None (cancelled, or failed)."""
    if path is None:
        path, _ = QFileDialog.getSaveFileName(parent, title, suggested, file_filter)
        if not path:
            return None
    problem = write(path)
    if problem is not None:
        QMessageBox.warning(parent, title, problem)
        return None
    return path
