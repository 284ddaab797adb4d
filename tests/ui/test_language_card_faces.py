"""Magic's cards carry words on their faces: the English table shows English faces (small and
large, and the back), the Japanese table the Japanese ones; every card has both."""

from __future__ import annotations

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from shikitable.games.mahjong.magic.catalogue import CARDS
from shikitable.ui.layouts import layout_for
from shikitable.ui.table.art import CardArt
from shikitable.ui.windows.app import install_translator


def test_every_card_has_an_english_face_beside_its_japanese_one():
    art = CardArt("magic")
    for card in CARDS:
        for name in (f"{card.id}.svg", f"{card.id}-small.svg"):
            english = art.path(name[:-4] + ".en.svg")
            assert english.exists(), english.name
            text = english.read_text(encoding="utf-8")
            assert "<path" in text  # words drawn as outlines: no font needed
    assert art.path("back.en.svg").exists()


def test_the_table_picks_the_faces_of_its_language(qapp):
    pictures = layout_for("magic").pictures
    assert pictures is not None
    app = QApplication.instance()
    try:
        for language, suffix in (("en", ".en.svg"), ("ja", ".svg")):
            install_translator(app, language)
            assert (QLocale().language() == QLocale.Language.Japanese) == (language == "ja")
            art = CardArt("magic")
            for card in CARDS[:5]:
                small = art.localized(pictures.small_file(card.id))
                large = art.localized(pictures.large_file(card.id))
                assert small == f"{card.id}-small{suffix}" and large == f"{card.id}{suffix}"
                assert not art.pixmap(large, 120, pictures.aspect).isNull()
    finally:
        install_translator(app, "en")
