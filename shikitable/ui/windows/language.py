"""The interface language: installing the translator switches every window at run time."""

from __future__ import annotations

import logging
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from shikitable.assets import translations_dir
from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)

log = logging.getLogger(__name__)

_installed: list[QTranslator] = []


def install_translator(app: QCoreApplication, language: str) -> None:
    """Switch the interface language at run time: English is the source; for Japanese load
    our translation and Qt's own (standard buttons and dialogs). Installing or removing a
    translator sends every widget a LanguageChange event, and the windows retranslate."""
    while _installed:
        app.removeTranslator(_installed.pop())
    QLocale.setDefault(QLocale(QLocale.Language.Japanese if language == "ja" else QLocale.Language.English))
    if language == "en":
        return
    sources = (
        (translations_dir(), f"shikitable_{language}.qm"),
        (Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)), f"qtbase_{language}.qm"),
    )
    for folder, name in sources:
        translator = QTranslator(app)
        if translator.load(str(folder / name)):
            app.installTranslator(translator)
            _installed.append(translator)
        else:
            log.warning("no %s translation at %s", language, folder / name)
