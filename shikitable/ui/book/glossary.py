"""The rule book's glossary chapter: each family's shared words (declared in games/*/book.py)
and each game's own terms (its layout's `terms`: the move a button makes, in the game's word),
with the English word, the Japanese and what it means, in the book's language."""

from __future__ import annotations

import re
from functools import cache

from PySide6.QtCore import QTranslator

from shikitable.assets import translations_dir
from shikitable.catalogue import CATALOGUE
from shikitable.games import FAMILIES, GAMES
from shikitable.games.family import in_lang
from shikitable.ui.layouts import layout_for
from shikitable.ui.words.game_names import game_name

GLOSSARY = "glossary"  # the chapter's id, after the games'
TITLES = ("用語集", "Glossary", "术语表")
QM_FILES = {"ja": "shikitable_ja.qm", "zh": "shikitable_zh_CN.qm"}


@cache
def _translator(lang: str) -> QTranslator | None:
    translator = QTranslator()
    return translator if lang in QM_FILES and translator.load(str(translations_dir() / QM_FILES[lang])) else None


def _in(lang: str, source: str) -> str:
    """A table string (context "shikitable") in the book's language, whatever the UI's is."""
    translator = _translator(lang)
    return (translator.translate("shikitable", source) if translator else "") or source


def split_term(term: str) -> tuple[str, str]:
    """A layout's term, "終季 (end the season)", as (Japanese, English)."""
    ja, _, rest = term.partition(" (")
    return ja.strip(), rest.rstrip(")").strip() or ja.strip()


# what a button label carries besides its words: "{amount}", its key "(A)", a trailing "…"
BUTTON_EXTRAS = re.compile(r"\s*\{\w+\}|\s*[(（][A-Z0-9][)）]|…")


def _cell(text: str) -> str:
    return text.replace("|", "／").replace("\n", " ")


def _table(lang: str, rows: list[tuple[str, str, str, str]]) -> str:
    """Rows of (English, Japanese, Chinese, meaning); the Chinese column only in a Chinese book."""
    if lang == "zh":
        lines = ["| 中文 | English | 日语 | 含义 |", "|---|---|---|---|"]
        lines += [f"| {_cell(zh)} | {_cell(en)} | {_cell(ja)} | {_cell(means)} |" for en, ja, zh, means in rows]
    else:
        head = "| English | 日本語 | 意味 |" if lang == "ja" else "| English | Japanese | Meaning |"
        lines = [head, "|---|---|---|"]
        lines += [f"| {_cell(en)} | {_cell(ja)} | {_cell(means)} |" for en, ja, _, means in rows]
    return "\n".join(lines) + "\n"


def game_terms(game_id: str, lang: str) -> list[tuple[str, str, str, str]]:
    """(English, Japanese, Chinese, meaning) of a game's own words: each move its table names
    in the game's word, the meaning being the table's button for it. Words its family's table
    already lists are not repeated; the Chinese word is the family's ([zh] terms in its book
    table), "" where it has none."""
    layout = layout_for(game_id)
    family = FAMILIES[GAMES[game_id].family]
    shared = {term.ja for term in family.glossary}
    labels = {button.kind: button.label for button in layout.buttons}
    rows: dict[tuple[str, str], list[str]] = {}
    for kind, term in layout.terms.items():
        ja, en = split_term(term)
        if ja in shared:
            continue
        label = labels.get(kind)
        moves = rows.setdefault((en, ja), [])
        shown = BUTTON_EXTRAS.sub("", _in(lang, label)).strip() if label else ""
        if shown and shown not in moves:
            moves.append(shown)
    joiner = ", " if lang == "en" else "、"
    button = in_lang(lang, "卓のボタン：", "The table's button: ", "牌桌按钮：")
    return [
        (en, ja, family.zh.terms.get(ja, ""), button + joiner.join(moves) if moves else "")
        for (en, ja), moves in rows.items()
    ]


def glossary_markdown(lang: str) -> str:
    """The whole chapter as Markdown."""
    title = in_lang(lang, *TITLES)
    intro = in_lang(
        lang,
        "卓と本書で使う言葉を、英語の呼び名と日本語で並べる。英語の画面では、卓のボタンや記録はこの英語の呼び名を使う。",
        "The words of the table and of this book, with the English word players use and the Japanese. "
        "In English the table's buttons and log use the English words.",
        "牌桌和本书所用的词，列出中文、英文和日文的叫法。括号里是玩家常用的其他说法。"
        "中文界面的按钮和记录使用中文一栏的词（用词见 docs/zh-terms.md）。",
    )
    parts = [f"# {title}\n", intro + "\n"]
    for family in FAMILIES.values():
        games = [entry for entry in CATALOGUE if GAMES[entry.id].family == family.id]
        if not games:
            continue
        parts.append(f"## {game_name(family, lang)}\n")
        if family.glossary:
            parts.append(_table(lang, [(t.en, t.ja, t.zh, t.means(lang)) for t in family.glossary]))
        for entry in games:
            rows = game_terms(entry.id, lang)
            if rows:
                parts.append(f"### {game_name(entry, lang)}\n")
                parts.append(_table(lang, rows))
    return "\n".join(parts)
