"""The rule reference: every game has both languages with a table-rules section, and the book
exports to PDF with card diagrams."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from shikitable.assets import asset_path  # noqa: E402
from shikitable.catalogue import CATALOGUE  # noqa: E402
from tests.book_helpers import A4_AT_96_DPI, whole_book  # noqa: E402

TABLE_RULES = {"ja": "本卓の解釈", "en": "Table rules", "zh": "本桌规则"}


@pytest.mark.parametrize("lang", ["ja", "en", "zh"])
@pytest.mark.parametrize("game_id", [e.id for e in CATALOGUE])
def test_every_game_has_a_rule_text_with_table_rules(game_id: str, lang: str) -> None:
    path = asset_path("rules", f"{game_id}.{lang}.md")
    assert path.exists(), f"missing {path.name}"
    text = path.read_text(encoding="utf-8")
    assert TABLE_RULES[lang] in text
    headings = [line for line in text.splitlines() if line.startswith("#")]
    assert headings[-1].lstrip("# ").startswith(TABLE_RULES[lang]), "the table rules close the text"


def test_book_document_has_contents_and_diagrams(qapp) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QTextDocument

    document = whole_book("ja")
    text = document.toPlainText()
    assert "目次" in text
    for entry in CATALOGUE:
        assert entry.name_ja in text
    deck = document.resource(QTextDocument.ResourceType.ImageResource, QUrl("diagram:deck"))
    assert deck is not None and not deck.isNull()
    assert document.pageCount() > 10


def test_pdf_export_writes_a_book(tmp_path: Path, qapp) -> None:  # type: ignore[no-untyped-def]
    from shikitable.ui.book.rules_export import export_rules_pdf

    out = tmp_path / "taxot.pdf"
    assert export_rules_pdf("taxot", "en", str(out)) == 0
    data = out.read_bytes()
    assert data.startswith(b"%PDF") and data.count(b"/Type /Page\n") + data.count(b"/Type /Page ") >= 3
    assert b"NotoSansCJKjp" in data  # the shipped font is embedded, so Japanese needs no system font


def test_unknown_game_is_refused(tmp_path: Path, qapp) -> None:  # type: ignore[no-untyped-def]
    from shikitable.ui.book.rules_export import export_rules_pdf

    assert export_rules_pdf("chess", "en", str(tmp_path / "x.pdf")) == 2


@pytest.mark.parametrize("lang", ["ja", "en", "zh"])
def test_no_page_is_left_a_third_empty_but_at_a_chapter_end(qapp, lang) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QTextFormat

    page = A4_AT_96_DPI
    document = whole_book(lang)
    layout = document.documentLayout()
    filled: dict[int, float] = {}
    chapter_pages: set[int] = set()
    block = document.begin()
    while block.isValid():
        rect = layout.blockBoundingRect(block)
        number = int(rect.top() // page.height())
        filled[number] = max(filled.get(number, 0.0), rect.bottom() - number * page.height())
        if block.blockFormat().pageBreakPolicy() & QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore:
            chapter_pages.add(number)
        block = block.next()
    for number, bottom in filled.items():
        if number + 1 in filled and number + 1 not in chapter_pages:  # a page the text runs on from
            assert bottom >= page.height() * 2 / 3, f"page {number + 1} is more than a third empty"


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_diagram_labels_use_the_words_of_the_text(lang) -> None:
    """A diagram names things as its chapter does: every English word (4+ letters) and every
    katakana word of a label occurs in the chapter's text."""
    import re

    from shikitable.games import GAMES
    from shikitable.ui.book.diagrams import DIAGRAMS
    from shikitable.ui.book.rulebook import DIAGRAM_MARK, rule_text

    word = re.compile(r"[A-Za-z]{4,}" if lang == "en" else r"[\u30a0-\u30ff]{2,}")
    checked = 0
    # the 紙机戦 chapters and 四川麻将 (the other tile and card games' diagrams are their engineers' to align)
    nincetkaik = sorted(g.id for g in GAMES.values() if g.family == "nincetkaik")
    for chapter in ["deck", *nincetkaik, "sichuan"]:
        text = rule_text(chapter, lang).lower()
        for name in DIAGRAM_MARK.findall(text):
            if name not in DIAGRAMS:
                continue
            rows, _ = DIAGRAMS[name](lang)
            for label, _cards in rows:
                for found in word.findall(label):
                    checked += 1
                    assert found.lower() in text, f"{chapter}/{name}: {found!r} is not a word of the text"
    assert checked
