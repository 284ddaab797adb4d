"""The rule viewer: contents by game, the chosen game's text with diagrams, search, zoom,
language switch, and the PDF export it offers."""

from __future__ import annotations

from pathlib import Path

from shikitable.ui.rule_viewer import GAME_ROLE, RuleViewer
from shikitable.ui.rules_export import write_pdf


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
