"""The status strip's hint: as many lines as the strip holds, each cut to the strip's width.

The strip keeps a fixed height (three lines, so the table never jumps); a long suggestion that
wrapped made a fourth line and the strip cut the first and last lines in half. A line too long
for the width now ends in "…", and the whole text is the label's tooltip."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget


class HintLabel(QLabel):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self.setWordWrap(False)
        # its width comes from the strip, never from the text (a long line would widen the window)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)

    def text(self) -> str:  # type: ignore[override]
        """The whole hint, as it was set (what is drawn may be cut short)."""
        return self._full

    def shown_text(self) -> str:
        return super().text()

    def setText(self, text: str) -> None:  # type: ignore[override]  # noqa: N802 (Qt API)
        self._full = text
        self._fit()

    def setFont(self, font) -> None:  # type: ignore[no-untyped-def, override]  # noqa: N802 (Qt API)
        super().setFont(font)
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        metrics = QFontMetrics(self.font())
        width = max(1, self.contentsRect().width())
        lines = [metrics.elidedText(line, Qt.TextElideMode.ElideRight, width) for line in self._full.split("\n")]
        shown = "\n".join(lines)
        QLabel.setText(self, shown)
        self.setToolTip(self._full if shown != self._full else "")
