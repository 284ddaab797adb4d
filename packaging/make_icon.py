"""Render the application icon (packaging/icon.png) from the project's own card art:
a black 皇 and a red 王 fanned on an indigo tile."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF, Qt  # noqa: E402
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SIZE = 256


def main() -> int:
    app = QGuiApplication(sys.argv[:1])  # noqa: F841  (needed for painting)
    image = QImage(SIZE, SIZE, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(QColor("#27305a"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawRoundedRect(QRectF(8, 8, SIZE - 16, SIZE - 16), 40, 40)
    card_h = 170.0
    card_w = card_h * 250 / 350
    for name, angle, dx in (("k-tam", -14, -38), ("r-io", 12, 38)):
        painter.save()
        painter.translate(SIZE / 2 + dx, SIZE / 2 + 8)
        painter.rotate(angle)
        QSvgRenderer(str(ROOT / "assets" / "cards" / "nincetkaik" / f"{name}.svg")).render(
            painter, QRectF(-card_w / 2, -card_h / 2, card_w, card_h)
        )
        painter.restore()
    painter.end()
    out = ROOT / "packaging" / "icon.png"
    image.save(str(out))
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
