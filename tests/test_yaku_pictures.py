"""The riichi rule book's yaku table comes with tile pictures (#33 deliver 9): an example hand of
each common yaku, drawn with the game's tiles, right under the table, named in the chapter's words."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextDocument

from shikitable.ui.book.diagrams import DIAGRAMS
from shikitable.ui.book.rulebook import DIAGRAM_MARK, build_document, rule_text


@pytest.mark.parametrize(("lang", "table", "after"), [("en", "## Yaku", "## Points"), ("ja", "## 役", "## 点数")])
def test_the_riichi_yaku_table_has_tile_pictures_under_it(qapp, lang, table, after) -> None:  # type: ignore[no-untyped-def]
    text = rule_text("riichi", lang)
    section = text[text.index(table):text.index(after)]
    assert DIAGRAM_MARK.findall(section) == ["riichi-yaku"]
    rows, caption = DIAGRAMS["riichi-yaku"](lang)
    assert len(rows) >= 10 and caption
    assert all(sum(1 for card in cards if card) == 14 for _label, cards in rows), "a winning hand has 14 tiles"
    document = build_document("riichi", lang, width=900)
    image = document.resource(QTextDocument.ResourceType.ImageResource, QUrl("diagram:riichi-yaku"))
    assert image is not None and not image.isNull()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_yaku_pictures_name_each_yaku_as_the_chapter_does(lang) -> None:
    text = rule_text("riichi", lang).lower()
    word = re.compile(r"[A-Za-z]{4,}" if lang == "en" else r"[\u4e00-\u9fff]{3,}")  # a yaku's name
    rows, _ = DIAGRAMS["riichi-yaku"](lang)
    for label, _cards in rows:
        for found in word.findall(label.split("\n")[0]):
            assert found.lower() in text, f"{found!r} is not a word of the riichi chapter"
