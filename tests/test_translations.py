"""Every interface string has a Japanese translation, and the compiled .qm matches the .ts."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
spec = importlib.util.spec_from_file_location("build_translations", ROOT / "translations" / "build_translations.py")
assert spec and spec.loader
build = importlib.util.module_from_spec(spec)
sys.modules["build_translations"] = build
spec.loader.exec_module(build)


def test_no_interface_string_lacks_a_japanese_translation(capsys) -> None:  # type: ignore[no-untyped-def]
    status = build.check()
    missing = capsys.readouterr().out
    assert status == 0, "untranslated strings (run translations/build_translations.py and edit the .ts):\n" + missing


def test_compiled_translation_is_present_and_newer_than_needed() -> None:
    ts = ROOT / "translations" / "shikitable_ja.ts"
    qm = ROOT / "translations" / "shikitable_ja.qm"
    assert qm.exists() and qm.stat().st_size > 1000
    assert not build.untranslated(ts)


def test_loading_the_translation_turns_menus_japanese(qapp) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import QCoreApplication, QTranslator

    translator = QTranslator()
    assert translator.load(str(ROOT / "translations" / "shikitable_ja.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        assert QCoreApplication.translate("RuleViewer", "Search") != "Search"
    finally:
        QCoreApplication.removeTranslator(translator)
