"""The rule book's glossary: each game's words with the English word and the Japanese, in the
rule viewer (an entry of its own) and as the printed book's last chapter."""

from __future__ import annotations

import pytest

from shikitable.games import FAMILIES
from shikitable.ui.book.glossary import GLOSSARY, split_term
from shikitable.ui.book.rule_viewer import GAME_ROLE, RuleViewer
from shikitable.ui.book.rulebook import build_document
from shikitable.ui.layouts import LAYOUTS
from tests.book_helpers import whole_book

MAHJONG_WORDS = {"pon": "ポン", "chii": "チー", "kan": "カン", "riichi": "リーチ", "tsumo": "ツモ", "ron": "ロン",
                 "dora": "ドラ", "ura-dora": "裏ドラ", "honba": "本場", "dealer": "親", "riichi sticks": "供託"}


def rows(text: str) -> set[tuple[str, str]]:
    """(English, Japanese) of every row of the glossary's tables, as the document reads them:
    a table's cells come one to a line."""
    lines = [line.strip() for line in text.splitlines()]
    return {(lines[i], lines[i + 1]) for i in range(len(lines) - 1)}


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_glossary_lists_the_mahjong_words_and_every_games_terms(qapp, lang):
    text = build_document(GLOSSARY, lang, alone=True).toPlainText()
    found = rows(text)
    assert ("Glossary" if lang == "en" else "用語集") in text.splitlines()[0]
    for english, japanese in MAHJONG_WORDS.items():
        assert (english, japanese) in found, f"{english} / {japanese} missing"
    for layout in LAYOUTS.values():  # the word on each move's button in the game's own terms
        for term in layout.terms.values():
            japanese, english = split_term(term)
            assert japanese in text and (english in text or any(japanese == t.ja for f in FAMILIES.values()
                                                                for t in f.glossary))
    assert ("end the season", "終季") in found and ("raise", "加行") in found
    meaning = "Stake" if lang == "en" else "卓のボタン"
    assert meaning in text and "{amount}" not in text


def test_the_glossary_closes_the_book_and_has_its_own_entry_in_the_viewer(qtbot):
    book = whole_book("en").toPlainText()
    assert book.rindex("Glossary") > book.rindex("Table rules")  # after the last game's chapter
    viewer = RuleViewer("ja", "taxot")
    qtbot.addWidget(viewer)
    entries = {viewer.tree.topLevelItem(i).data(0, GAME_ROLE): viewer.tree.topLevelItem(i)
               for i in range(viewer.tree.topLevelItemCount())}
    assert entries[GLOSSARY].text(0) == "用語集"
    viewer.tree.setCurrentItem(entries[GLOSSARY])
    shown = viewer.browser.toPlainText()
    assert shown.startswith("用語集") and ("riichi", "リーチ") in rows(shown)
    viewer.language.setCurrentIndex(1)  # English: the same entry, in English
    assert viewer.browser.toPlainText().startswith("Glossary")


def test_the_rules_command_prints_the_glossary_alone(tmp_path, qapp):
    from shikitable.__main__ import main

    out = tmp_path / "glossary.pdf"
    assert main(["rules", "--game", "glossary", "--lang", "en", "--pdf", str(out)]) == 0
    assert out.read_bytes().startswith(b"%PDF")
