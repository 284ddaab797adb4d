"""Chinese text in a Chinese face, Japanese in a Japanese one: characters whose regional forms
differ (骨, 直, 刃) are drawn differently in the zh and the ja interface, each as its own
shipped face draws them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QImage, QPainter
from PySide6.QtWidgets import QApplication, QLabel

from shikitable.ui.table.art import CHINESE_FAMILY, load_fonts
from shikitable.ui.windows.app import install_translator

DIFFERING = "骨直刃"


def drawn(font: QFont, text: str = DIFFERING) -> QImage:
    image = QImage(240, 80, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    font.setPixelSize(48)
    painter.setFont(font)
    painter.setPen(Qt.GlobalColor.black)
    painter.drawText(4, 60, text)
    painter.end()
    return image


def label_in(language: str) -> QImage:
    """What a label of the interface shows once `language` is chosen."""
    install_translator(QApplication.instance(), language)
    label = QLabel(DIFFERING)
    font = label.font()
    font.setPixelSize(48)
    label.setFont(font)
    label.resize(240, 80)
    return label.grab().toImage()


def test_the_zh_and_ja_interfaces_draw_the_regional_forms_of_their_language(qapp):
    assert CHINESE_FAMILY in load_fonts() and "Noto Sans CJK JP" in load_fonts()
    try:
        install_translator(qapp, "zh")
        zh_app = drawn(QFont())
        zh_label = label_in("zh")
        install_translator(qapp, "ja")
        ja_app = drawn(QFont())
        ja_label = label_in("ja")
    finally:
        install_translator(qapp, "en")
    assert zh_app != ja_app, "骨直刃 look the same in the zh and the ja interface"
    assert zh_label != ja_label
    assert zh_app == drawn(QFont(CHINESE_FAMILY)), "the zh interface does not draw in the Chinese face"
    assert ja_app == drawn(QFont("Noto Sans CJK JP")), "the ja interface does not draw in the Japanese face"


def test_each_character_differs_between_the_faces(qapp):
    load_fonts()
    for char in DIFFERING:
        assert drawn(QFont(CHINESE_FAMILY), char) != drawn(QFont("Noto Sans CJK JP"), char), char


def test_each_shipped_face_falls_back_on_the_other(qapp):
    """The JP subset leaves out the hanzi only Chinese uses (换 of 换三张, in the Japanese rule
    text too): a text set in the JP face must find them in the SC face, not in boxes."""
    load_fonts()
    assert CHINESE_FAMILY.lower() in [f.lower() for f in QFont.substitutes("Noto Sans CJK JP")]
    assert "noto sans cjk jp" in [f.lower() for f in QFont.substitutes(CHINESE_FAMILY)]
