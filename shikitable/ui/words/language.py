"""The interface language: which one is on, and the QLocale that formats its numbers and dates.

Three languages: "ja", "zh" (Simplified Chinese, zh_CN) and "en" (the sources' own). The current
one is read from QLocale's default, which `install_translator` sets with the translators."""

from __future__ import annotations

from PySide6.QtCore import QLocale

# the few characters of a game's Japanese titles (東1局 1本場) whose Simplified form differs
_SIMPLIFIED = str.maketrans("東場發萬", "东场发万")

# language -> the suffix of its .qm files (ours and Qt's own)
QM_SUFFIX = {"ja": "ja", "zh": "zh_CN"}


def locale_of(language: str) -> QLocale:
    """The locale whose conventions a reader of `language` expects (zh: mainland China)."""
    if language == "ja":
        return QLocale(QLocale.Language.Japanese, QLocale.Country.Japan)
    if language == "zh":
        return QLocale(QLocale.Language.Chinese, QLocale.Script.SimplifiedChineseScript, QLocale.Country.China)
    return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)


def interface_language() -> str:
    """The language the interface speaks now: "ja", "zh" or "en"."""
    language = QLocale().language()
    if language == QLocale.Language.Japanese:
        return "ja"
    if language == QLocale.Language.Chinese:
        return "zh"
    return "en"


def simplified(japanese: str) -> str:
    """A Japanese mahjong title (東1局 1本場) in the Simplified characters a Chinese reader uses."""
    return japanese.translate(_SIMPLIFIED)


def list_separator(language: str | None = None) -> str:
    """Between the items of a list in a sentence: the enumeration comma 、 in Chinese."""
    return "、" if (language or interface_language()) == "zh" else ", "
