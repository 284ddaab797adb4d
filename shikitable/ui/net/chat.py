"""The chat box of a network table: the lines said so far and a line to type in, under the
side panel's game log (a separate column would take the table's room on a small screen).
Everything is plain text (a QPlainTextEdit never renders markup), a line is limited to the
protocol's length, and only the latest lines are kept."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from shikitable.net.protocol import MAX_CHAT_CHARS, plain_text
from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)

KEEP_LINES = 300


class ChatBox(QObject):
    send = Signal(str)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.heading = QLabel()
        self.heading.setStyleSheet("font-weight: bold;")
        body = self.widget = QWidget()
        self.lines = QPlainTextEdit()
        self.lines.setReadOnly(True)
        self.lines.setMaximumBlockCount(KEEP_LINES)
        self.entry = QLineEdit()
        self.entry.setMaxLength(MAX_CHAT_CHARS)
        self.entry.returnPressed.connect(self._send)
        self.button = QPushButton()
        self.button.clicked.connect(self._send)
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #c0392b;")
        self.problem.hide()
        row = QHBoxLayout()
        row.addWidget(self.entry, 1)
        row.addWidget(self.button)
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.heading)
        layout.addWidget(self.lines, 1)
        layout.addWidget(self.problem)
        layout.addLayout(row)
        self.lines.setMinimumHeight(80)
        self.retranslate()

    def retranslate(self) -> None:
        self.heading.setText(self.tr("Chat"))
        self.button.setText(self.tr("Send"))
        self.entry.setPlaceholderText(self.tr("Say something to the table"))

    def _send(self) -> None:
        text = plain_text(self.entry.text())[:MAX_CHAT_CHARS]
        if not text:
            return
        self.problem.hide()
        self.entry.clear()
        self.send.emit(text)

    def add_line(self, who: str, text: str) -> None:
        self.lines.appendPlainText(f"{plain_text(who)}: {plain_text(text)[:MAX_CHAT_CHARS]}")
        self.lines.moveCursor(QTextCursor.MoveOperation.End)

    def show_problem(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.setVisible(bool(text))

    def shown_lines(self) -> list[str]:
        text = self.lines.toPlainText()
        return text.splitlines() if text else []
