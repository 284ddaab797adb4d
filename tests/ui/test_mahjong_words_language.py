"""The mahjong tables' own words in one language at a time (#28): an English table reads "Pon",
"In riichi", "Void: dots" and Magic's cards by their English names, the Japanese word staying in
the button's tooltip glossary; a Japanese table reads ポン, リーチ, 缺 筒 and 和了 (ロン); 四川's
refusals read in the player's language."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from shikitable.games import get_game
from shikitable.ui.layouts import layout_for
from shikitable.ui.layouts.magic import declaration_label
from shikitable.ui.windows.app import install_translator
from shikitable.ui.words.eventlog import describe
from shikitable.ui.words.reasons import REASONS, translated_reason

JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
MAHJONG = ("riichi", "magic", "sichuan")
PLAIN_MOVES = {"discard", "pass", "keep", "reset"}  # moves every table names in plain words


@pytest.fixture
def japanese(qapp):  # type: ignore[no-untyped-def]
    install_translator(QApplication.instance(), "ja")
    yield
    install_translator(QApplication.instance(), "en")


def tr(text: str) -> str:
    return QCoreApplication.translate("shikitable", text)


@pytest.mark.parametrize("game_id", MAHJONG)
def test_english_buttons_marks_and_terms_hold_no_japanese_and_the_glossary_keeps_it(game_id: str) -> None:
    layout = layout_for(game_id)
    shown = [b.label for b in layout.buttons] + list(layout.score_terms.values()) + list(layout.log.values())
    shown += [text for mark in layout.plate_marks for text in mark.phrases.values()]
    assert not [text for text in shown if JAPANESE.search(text)]
    for button in layout.buttons:  # the Japanese word a player hears at the table, in the tooltip
        if button.kind not in PLAIN_MOVES:
            assert JAPANESE.search(layout.terms.get(button.kind, "")), button.kind


@pytest.mark.usefixtures("japanese")
def test_the_japanese_table_says_pon_riichi_and_the_void_suit_in_japanese() -> None:
    riichi, sichuan = layout_for("riichi"), layout_for("sichuan")
    labels = {b.kind: tr(b.label) for b in riichi.buttons}
    assert labels["pon"] == "ポン" and labels["riichi"] == "立直" and labels["chi"] == "チー"  # keys on the button only
    riichi_mark = next(m for m in riichi.plate_marks if m.key == "riichi_marks")
    assert tr(riichi_mark.phrases["riichi"]) == "リーチ"
    void_mark = next(m for m in sichuan.plate_marks if m.key == "voids")
    assert tr(void_mark.phrases["p"]) == "缺 筒"


# 四川's own words, not riichi's: a Chinese player says 点炮 where a riichi player says 荣和
@pytest.mark.parametrize(
    ("language", "by", "word"),
    [("ja", "ron", "ロン"), ("en", "tsumo", "self-drawn"), ("zh", "ron", "点炮"), ("zh", "tsumo", "自摸")],
)
def test_a_sichuan_win_in_the_log_names_how_it_was_made_in_the_table_language(
    qapp, language: str, by: str, word: str  # type: ignore[no-untyped-def]
) -> None:
    install_translator(QApplication.instance(), language)
    try:
        event = {"kind": "win", "seat": 0, "by": by, "from": 1, "points": 2}
        line = describe(layout_for("sichuan"), get_game("sichuan"), event, ["Ann", "Ben", "Cat", "Dan"], language)
        assert line is not None and (f"（{word}）" if language == "zh" else f"({word})") in line
        shown = describe(layout_for("sichuan"), get_game("sichuan"),
                         {"kind": "void_shown", "seat": 2, "void": "p"}, ["Ann", "Ben", "Cat", "Dan"], language)
        assert shown is not None and {"ja": "筒子", "zh": "筒"}.get(language, "dots") in shown
    finally:
        install_translator(QApplication.instance(), "en")


def test_magic_declarations_name_the_card_in_the_table_language() -> None:
    assert declaration_label("negate", "en") == "Negate"
    assert declaration_label("negate", "ja") == "打ち消し"
    assert not JAPANESE.search(declaration_label("negate:yakuless_yaku", "en"))


def test_sichuan_refusals_read_in_english_without_its_japanese_terms() -> None:
    assert translated_reason("After ポン you discard a tile.", "en") == "After a pon you discard a tile."
    for sentence in REASONS:  # every sentence with Japanese terms reads without them in English
        if JAPANESE.search(sentence):
            assert not JAPANESE.search(translated_reason(sentence, "en")), sentence


@pytest.mark.usefixtures("japanese")
def test_sichuan_refusals_read_in_japanese_not_as_a_general_refusal() -> None:
    assert translated_reason("After ポン you discard a tile.", "ja") == "ポンの後は牌を1枚打ちます。"
