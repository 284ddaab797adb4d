"""Every interface string has a Japanese and a Simplified Chinese translation, and the compiled
.qm files match the .ts files."""

from __future__ import annotations

import importlib.util
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("build_translations", ROOT / "translations" / "build_translations.py")
assert spec and spec.loader
build = importlib.util.module_from_spec(spec)
sys.modules["build_translations"] = build
spec.loader.exec_module(build)


def test_no_interface_string_lacks_a_japanese_or_chinese_translation(capsys) -> None:  # type: ignore[no-untyped-def]
    status = build.check()
    missing = capsys.readouterr().out
    assert status == 0, "untranslated strings (run translations/build_translations.py and edit the .ts):\n" + missing


@pytest.mark.parametrize("lang", ["ja", "zh_CN"])
def test_compiled_translation_is_present_and_newer_than_needed(lang: str) -> None:
    ts = ROOT / "translations" / f"shikitable_{lang}.ts"
    qm = ROOT / "translations" / f"shikitable_{lang}.qm"
    assert qm.exists() and qm.stat().st_size > 1000
    assert not build.untranslated(ts)


def messages(lang: str) -> dict[tuple[str, str], str]:
    """(context, source) -> translation of one .ts file."""
    root = ET.parse(ROOT / "translations" / f"shikitable_{lang}.ts").getroot()
    found: dict[tuple[str, str], str] = {}
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            found[(name, message.findtext("source") or "")] = message.findtext("translation") or ""
    return found


def test_every_japanese_message_has_a_chinese_one_and_the_reverse() -> None:
    japanese, chinese = messages("ja"), messages("zh_CN")
    only_ja, only_zh = sorted(set(japanese) - set(chinese)), sorted(set(chinese) - set(japanese))
    assert not only_ja and not only_zh, f"only in ja: {only_ja[:10]}; only in zh: {only_zh[:10]}"
    assert all(text.strip() for text in chinese.values())


def test_chinese_translations_keep_every_field_and_hold_no_kana() -> None:
    """A translation that drops {seat} or {0} loses the player's name or the number; kana in
    a Chinese sentence means Japanese was pasted instead of translated."""
    kana = re.compile(r"[\u3040-\u30ff]")
    for (context, source), text in messages("zh_CN").items():
        assert set(re.findall(r"\{\w*\}", source)) == set(re.findall(r"\{\w*\}", text)), (context, source, text)
        assert not kana.search(text), (context, source, text)


@pytest.mark.parametrize(("lang", "search"), [("ja", "検索"), ("zh_CN", "搜索")])
def test_loading_the_translation_turns_menus_into_it(qapp, lang: str, search: str) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QCoreApplication, QTranslator

    translator = QTranslator()
    assert translator.load(str(ROOT / "translations" / f"shikitable_{lang}.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        assert QCoreApplication.translate("RuleViewer", "Search") == search
    finally:
        QCoreApplication.removeTranslator(translator)
