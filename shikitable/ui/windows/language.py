"""The interface language: installing the translator switches every window at run time."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from shikitable.assets import translations_dir
from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)
from shikitable.ui.table.art import use_fonts_for
from shikitable.ui.words.language import QM_SUFFIX, locale_of

log = logging.getLogger(__name__)

_installed: list[QTranslator] = []


def install_translator(app: QCoreApplication, language: str) -> None:
    """Switch the interface language at run time: English is the source; for Japanese or
    Simplified Chinese load our translation and Qt's own (standard buttons and dialogs).
    Installing or removing a translator sends every widget a LanguageChange event, and the
    windows retranslate."""
    while _installed:
        app.removeTranslator(_installed.pop())
    QLocale.setDefault(locale_of(language))  # numbers, dates and interface_language() follow it
    use_fonts_for(language)  # Chinese in the Chinese face, Japanese in the Japanese one
    if language not in QM_SUFFIX:
        return
    suffix = QM_SUFFIX[language]
    sources = (
        (translations_dir(), f"shikitable_{suffix}.qm"),
        (Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)), f"qtbase_{suffix}.qm"),
    )
    for folder, name in sources:
        translator = QTranslator(app)
        if translator.load(str(folder / name)):
            app.installTranslator(translator)
            _installed.append(translator)
        else:
            log.warning("no %s translation at %s", language, folder / name)
