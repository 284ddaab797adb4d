"""The rule viewer: contents by game, the chosen game's text with diagrams, search, zoom,
language switch, and the PDF export it offers."""

from __future__ import annotations

from pathlib import Path

from shikitable.ui.book.rule_viewer import GAME_ROLE, RuleViewer
from shikitable.ui.book.rules_export import write_pdf
from tests.book_helpers import A4_AT_96_DPI, whole_book


def test_viewer_shows_the_game_and_switches_language(qtbot):
    viewer = RuleViewer("ja", "taxot")
    qtbot.addWidget(viewer)
    viewer.show()
    text = viewer.browser.toPlainText()
    assert "終季" in text and "本卓の解釈" in text
    games = []
    for i in range(viewer.tree.topLevelItemCount()):
        top = viewer.tree.topLevelItem(i)
        games += [top.child(j).data(0, GAME_ROLE) for j in range(top.childCount())]
    assert {"mokkaik", "taxot", "sichuan", "riichi", "nippachi", "deck"} <= set(games)
    viewer.language.setCurrentIndex(1)
    assert "Table rules" in viewer.browser.toPlainText()


def test_search_and_zoom(qtbot):
    viewer = RuleViewer("en", "mokkaik")
    qtbot.addWidget(viewer)
    viewer.search.setText("won cards")
    viewer.find_next()
    assert viewer.browser.textCursor().selectedText().lower() == "won cards"
    before = viewer.browser.font().pointSizeF()
    viewer.browser.zoomIn(3)
    assert viewer.browser.font().pointSizeF() > before


def test_export_writes_the_shown_game(tmp_path: Path, qtbot):
    pages = write_pdf("nippachi", "ja", str(tmp_path / "nippachi.pdf"))
    assert pages >= 2 and (tmp_path / "nippachi.pdf").read_bytes().startswith(b"%PDF")


def first_line(viewer: RuleViewer) -> str:
    return next(line for line in viewer.browser.toPlainText().splitlines() if line.strip())


def test_picking_a_game_shows_its_own_chapter(qtbot):
    viewer = RuleViewer("ja", "mokkaik")
    qtbot.addWidget(viewer)
    viewer.show()
    assert "行戦" in first_line(viewer) and "紙机戦の札" not in first_line(viewer)
    for i in range(viewer.tree.topLevelItemCount()):
        top = viewer.tree.topLevelItem(i)
        for j in range(top.childCount()):
            if top.child(j).data(0, GAME_ROLE) == "taxot":
                viewer.tree.setCurrentItem(top.child(j))
    assert "終季" in first_line(viewer)


def test_escape_and_ctrl_w_close_the_viewer(qtbot):
    from PySide6.QtCore import Qt

    for key, modifier in ((Qt.Key.Key_Escape, Qt.KeyboardModifier.NoModifier),
                          (Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)):
        viewer = RuleViewer("en", "taxot")
        qtbot.addWidget(viewer)
        viewer.show()
        qtbot.waitExposed(viewer)
        viewer.activateWindow()
        viewer.browser.setFocus()
        qtbot.keyClick(viewer.browser, key, modifier)
        qtbot.waitUntil(lambda viewer=viewer: not viewer.isVisible(), timeout=2000)


def test_diagrams_fit_the_window_and_the_page(qtbot):
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QTextDocument

    from shikitable.ui.book.rulebook import DIAGRAM_MARK, rule_text

    viewer = RuleViewer("en", "taxot")
    qtbot.addWidget(viewer)
    viewer.resize(560, 600)
    viewer.show()
    qtbot.waitUntil(lambda: abs(viewer._shown_width - viewer.text_width()) <= 24, timeout=3000)
    assert viewer._shown_width < 560
    document = viewer.browser.document()
    names = DIAGRAM_MARK.findall(rule_text("taxot", "en"))
    assert names
    for name in names:
        image = document.resource(QTextDocument.ResourceType.ImageResource, QUrl(f"diagram:{name}"))
        if image is not None:
            assert image.width() <= viewer._shown_width
    page = A4_AT_96_DPI
    book = whole_book("en")
    text_width = page.width() - 2 * 36
    found = 0
    for chapter_name in DIAGRAM_MARK.findall(rule_text("deck", "en")):
        image = book.resource(QTextDocument.ResourceType.ImageResource, QUrl(f"diagram:{chapter_name}"))
        if image is not None:
            found += 1
            assert image.width() <= text_width
    assert found


def test_contents_page_lists_translated_titles_with_aligned_page_numbers(qapp):
    from PySide6.QtGui import QTextCursor

    from shikitable.catalogue import CATALOGUE

    book = whole_book("en")
    cursor = QTextCursor(book)
    cursor.movePosition(QTextCursor.MoveOperation.Start)
    table = None
    while table is None and not cursor.atEnd():
        table = cursor.currentTable()
        cursor.movePosition(QTextCursor.MoveOperation.NextBlock)
    assert table is not None and table.columns() == 2 and table.rows() == len(CATALOGUE) + 2  # deck, games, glossary
    titles = [table.cellAt(r, 0).firstCursorPosition().block().text() for r in range(table.rows())]
    pages = [table.cellAt(r, 1).firstCursorPosition().block().text() for r in range(table.rows())]
    assert titles[0] == "The 紙机戦 deck" and {e.name_en for e in CATALOGUE} <= set(titles)
    assert titles[-1] == "Glossary"
    numbers = [int(p) for p in pages]
    assert numbers == sorted(numbers) and numbers[0] >= 2
    from PySide6.QtCore import Qt
    assert all(table.cellAt(r, 1).firstCursorPosition().blockFormat().alignment() & Qt.AlignmentFlag.AlignRight
               for r in range(table.rows()))
