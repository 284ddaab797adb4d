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
from shikitable.ui.layouts import layout_for
from shikitable.ui.words.game_names import game_name

GLOSSARY = "glossary"  # the chapter's id, after the games'
TITLES = ("用語集", "Glossary")


@cache
def _japanese() -> QTranslator | None:
    translator = QTranslator()
    return translator if translator.load(str(translations_dir() / "shikitable_ja.qm")) else None


def _in(lang: str, source: str) -> str:
    """A table string (context "shikitable") in the book's language, whatever the UI's is."""
    translator = _japanese() if lang == "ja" else None
    return (translator.translate("shikitable", source) if translator else "") or source


def split_term(term: str) -> tuple[str, str]:
    """A layout's term, "終季 (end the season)", as (Japanese, English)."""
    ja, _, rest = term.partition(" (")
    return ja.strip(), rest.rstrip(")").strip() or ja.strip()


# what a button label carries besides its words: "{amount}", its key "(A)", a trailing "…"
BUTTON_EXTRAS = re.compile(r"\s*\{\w+\}|\s*[(（][A-Z0-9][)）]|…")


def _cell(text: str) -> str:
    return text.replace("|", "／").replace("\n", " ")


def _table(lang: str, rows: list[tuple[str, str, str]]) -> str:
    head = "| English | 日本語 | 意味 |" if lang == "ja" else "| English | Japanese | Meaning |"
    lines = [head, "|---|---|---|"]
    lines += [f"| {_cell(en)} | {_cell(ja)} | {_cell(means)} |" for en, ja, means in rows]
    return "\n".join(lines) + "\n"


def game_terms(game_id: str, lang: str) -> list[tuple[str, str, str]]:
    """(English, Japanese, meaning) of a game's own words: each move its table names in the
    game's word, the meaning being the table's button for it. Words its family's table already
    lists are not repeated."""
    layout = layout_for(game_id)
    shared = {term.ja for term in FAMILIES[GAMES[game_id].family].glossary}
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
    joiner, button = ("、", "卓のボタン：") if lang == "ja" else (", ", "The table's button: ")
    return [(en, ja, button + joiner.join(moves) if moves else "") for (en, ja), moves in rows.items()]


def glossary_markdown(lang: str) -> str:
    """The whole chapter as Markdown."""
    title = TITLES[0] if lang == "ja" else TITLES[1]
    intro = (
        "卓と本書で使う言葉を、英語の呼び名と日本語で並べる。英語の画面では、卓のボタンや記録はこの英語の呼び名を使う。"
        if lang == "ja"
        else "The words of the table and of this book, with the English word players use and the Japanese. "
        "In English the table's buttons and log use the English words."
    )
    parts = [f"# {title}\n", intro + "\n"]
    for family in FAMILIES.values():
        games = [entry for entry in CATALOGUE if GAMES[entry.id].family == family.id]
        if not games:
            continue
        parts.append(f"## {game_name(family, lang)}\n")
        if family.glossary:
            parts.append(_table(lang, [(t.en, t.ja, t.means_ja if lang == "ja" else t.means_en)
                                       for t in family.glossary]))
        for entry in games:
            rows = game_terms(entry.id, lang)
            if rows:
                parts.append(f"### {game_name(entry, lang)}\n")
                parts.append(_table(lang, rows))
    return "\n".join(parts)
