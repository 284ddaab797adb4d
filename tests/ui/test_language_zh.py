"""简体中文: chosen in Settings → Language or, on a first start, from a Chinese system locale;
once on, the interface, the games' names and options, the tiles and cards and the number
and date conventions are those of a zh_CN reader."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from shikitable.games import GAMES, get_game
from shikitable.games.words_zh import missing_texts
from shikitable.ui.windows.app import install_translator
from shikitable.ui.windows.dialogs import NewGameDialog, SettingsDialog
from shikitable.ui.windows.settings import LANGUAGES, Settings, load_settings, save_settings
from shikitable.ui.words.game_names import game_name
from shikitable.ui.words.language import interface_language


@pytest.fixture
def in_chinese(qapp):
    install_translator(QApplication.instance(), "zh")
    yield
    install_translator(QApplication.instance(), "en")


@pytest.mark.parametrize("locale", ["zh_CN.UTF-8", "zh_SG", "zh_TW.UTF-8", "zh"])
def test_a_first_start_on_a_chinese_system_speaks_chinese(monkeypatch, config_dir, locale):
    for variable in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", locale)
    settings, problem = load_settings()  # no settings file yet: a first start
    assert problem is None and settings.language == "zh"


def test_the_choice_of_chinese_is_kept(config_dir):
    save_settings(Settings(language="zh"))
    assert load_settings()[0].language == "zh"


def test_settings_offers_simplified_chinese_by_its_own_name(qtbot, in_chinese):
    dialog = SettingsDialog(Settings(language="zh"))
    qtbot.addWidget(dialog)
    shown = [dialog.language.itemText(i) for i in range(dialog.language.count())]
    assert "zh" in LANGUAGES and dialog.language.currentText() == "简体中文"
    assert dialog.windowTitle() == "设置" and len(shown) == 3


def test_the_interface_takes_zh_cn_conventions(in_chinese):
    assert interface_language() == "zh"
    locale = QLocale()
    assert locale.language() == QLocale.Language.Chinese and locale.territory() == QLocale.Country.China
    assert locale.script() == QLocale.Script.SimplifiedChineseScript


def test_every_game_name_option_and_card_has_chinese():
    assert not missing_texts(GAMES), missing_texts(GAMES)[:20]


def test_tiles_and_cards_are_named_as_chinese_players_name_them():
    sichuan, riichi, taxot, nippachi = (get_game(g) for g in ("sichuan", "riichi", "taxot", "nippachi"))
    assert [sichuan.card_name(t, "zh") for t in (0, 36, 72)] == ["一万", "一筒", "一条"]
    assert riichi.card_name(16, "zh") == "赤五万" and riichi.card_name(132, "zh") == "中"
    assert riichi.card_name(108, "zh") == "东" and riichi.card_name(128, "zh") == "发"
    assert taxot.card_name(0, "zh") == "黑船" and "红" in taxot.card_name(47, "zh")
    assert nippachi.card_name(52, "zh") == "鬼牌"


def test_the_new_game_dialog_names_the_games_in_chinese(qtbot, in_chinese):
    dialog = NewGameDialog(GAMES, Settings(language="zh"))
    qtbot.addWidget(dialog)
    rows = [dialog.picker.item(i).text() for i in range(dialog.picker.count())]
    assert rows[list(GAMES).index("sichuan")].startswith("四川麻将")
    assert rows[list(GAMES).index("riichi")].startswith("立直麻将")
    assert rows[list(GAMES).index("taxot")].startswith("终季")  # the 紙机戦 games keep their names…
    tips = [dialog.picker.item(i).toolTip() for i in range(dialog.picker.count())]
    assert tips[list(GAMES).index("taxot")].startswith("凑牌型")  # … with a Chinese gloss
    assert game_name(get_game("nippachi"), "zh") == "二八"  # docs/zh-terms.md: no kana in Chinese
