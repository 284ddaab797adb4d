"""The Chinese texts: every rule text, glossary word, diagram and lesson that has Japanese and
English has Chinese too, and the 四川麻将 and 立直麻将 chapters and lessons use the words of
docs/zh-terms.md (and none of the words it says not to write)."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from shikitable.assets import asset_path
from shikitable.catalogue import CATALOGUE, SHARED_CHAPTERS
from shikitable.games import FAMILIES
from shikitable.games.family import Diagram
from shikitable.games.mahjong.magic.catalogue import CARDS as MAGIC_CARDS

ROOT = Path(__file__).resolve().parent.parent
TERMS = ROOT / "docs" / "zh-terms.md"
KANA = re.compile(r"[\u3040-\u30ff]")
RULES = asset_path("rules")
TUTORIALS = asset_path("tutorials")


def _chapters() -> list[str]:
    """Every rule text written in Japanese or English (assets/rules/{id}.{ja,en}.md)."""
    return sorted({path.name.split(".")[0] for path in RULES.glob("*.md") if path.name.split(".")[1] in ("ja", "en")})


def _blocks(text: str) -> list[str]:
    """A text's blocks between blank lines, the translator's note left out."""
    return [b for b in re.split(r"\n\s*\n", text.strip()) if b.strip() and not b.lstrip().startswith("> 译者说明")]


@pytest.mark.parametrize("chapter", _chapters())
def test_every_rule_text_has_a_chinese_text_with_a_translators_note(chapter: str) -> None:
    path = RULES / f"{chapter}.zh.md"
    assert path.exists(), f"{chapter} has Japanese/English rule texts but no {path.name}"
    text = path.read_text(encoding="utf-8")
    assert "> 译者说明" in text, f"{path.name}: no translator's note (译者说明)"
    assert not KANA.findall(text), f"{path.name}: kana in a Chinese text: {''.join(KANA.findall(text))[:20]}"
    japanese = (RULES / f"{chapter}.ja.md").read_text(encoding="utf-8")
    headings = [line for line in text.splitlines() if line.startswith("#")]
    # the Chinese follows the Japanese block for block (headings, paragraphs, lists, tables), so a
    # section or paragraph added to the Japanese (e.g. a Review) shows here until it is translated
    assert len(headings) == len([line for line in japanese.splitlines() if line.startswith("#")]), (
        f"{path.name}: its sections differ from the Japanese text's"
    )
    assert len(_blocks(text)) == len(_blocks(japanese)), f"{path.name}: its paragraphs differ from the Japanese"
    if chapter in {e.id for e in CATALOGUE}:
        assert headings[-1].lstrip("# ").startswith("本桌规则"), f"{path.name}: the table rules close the text"
    diagrams = set(re.findall(r"<!--\s*diagram:\s*([\w-]+)", (RULES / f"{chapter}.ja.md").read_text("utf-8")))
    assert diagrams <= set(re.findall(r"<!--\s*diagram:\s*([\w-]+)", text)), f"{path.name}: a diagram is missing"


def test_every_name_glossary_word_and_diagram_has_chinese() -> None:
    missing: list[str] = []
    for family in FAMILIES.values():
        if not family.zh.family:
            missing.append(f"family {family.id}")
        missing += [f"{family.id} glossary {t.ja}" for t in family.glossary if not (t.zh and t.means_zh)]
        for name, diagram in family.diagrams.items():
            if isinstance(diagram, Diagram):  # a book table's: each row and the caption in Chinese
                if not diagram.caption_zh or not all(diagram.rows_zh):
                    missing.append(f"{family.id} diagram {name}")
            elif diagram("zh") == diagram("en"):  # drawn by code (the deck): its words differ
                missing.append(f"{family.id} diagram {name}")
    missing += [f"game {entry.id}" for entry in CATALOGUE if not entry.name_zh]
    missing += [f"Magic card {card.id}" for card in MAGIC_CARDS if not (card.name_zh and card.text_zh)]
    missing += [f"chapter {chapter}" for chapter, titles in SHARED_CHAPTERS.items() if not titles[2]]
    assert not missing, "no Chinese for: " + ", ".join(missing)


def test_the_magic_card_list_of_the_chinese_chapter_is_the_catalogues() -> None:
    """The list between the catalogue markers is written from the card data (the tool), so a
    card whose Chinese changes is not left stale in the rule book."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_catalogue", ROOT / "tools" / "make_magic_rules_catalogue.py")
    assert spec and spec.loader
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    assert tool.section("zh") in (RULES / "magic.zh.md").read_text(encoding="utf-8")


def test_every_game_word_of_the_glossary_has_chinese() -> None:
    from shikitable.ui.book.glossary import game_terms

    missing = [f"{entry.id}: {ja}" for entry in CATALOGUE for _en, ja, zh, _ in game_terms(entry.id, "zh") if not zh]
    assert not missing, "game words with no Chinese ([zh] terms of the family's book.toml): " + ", ".join(missing)


def _texts(value: Any, where: str) -> list[tuple[str, dict[str, Any]]]:
    """Every {ja, en, ...} object of a lesson, with where it is."""
    found: list[tuple[str, dict[str, Any]]] = []
    if isinstance(value, dict):
        if "ja" in value and "en" in value:
            found.append((where, value))
        for key, inner in value.items():
            found += _texts(inner, f"{where}.{key}")
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            found += _texts(inner, f"{where}[{index}]")
    return found


@pytest.mark.parametrize("lesson", sorted(path.stem for path in TUTORIALS.glob("*.json")))
def test_every_lesson_text_has_chinese(lesson: str) -> None:
    data = json.loads((TUTORIALS / f"{lesson}.json").read_text(encoding="utf-8"))
    missing = [where for where, text in _texts(data, lesson) if not text.get("zh")]
    assert not missing, "lesson texts with no Chinese: " + ", ".join(missing[:10])
    for where, text in _texts(data, lesson):
        zh = text["zh"]
        shown = " ".join(zh) if isinstance(zh, list) else zh
        assert not KANA.findall(shown), f"{where}: kana in the Chinese text"


def _term_tables() -> dict[str, list[dict[str, str]]]:
    """docs/zh-terms.md's tables by the game their section names ("## 四川麻将 (sichuan)")."""
    tables: dict[str, list[dict[str, str]]] = {}
    game = ""
    header: list[str] = []
    for line in TERMS.read_text(encoding="utf-8").splitlines():
        heading = re.match(r"## .*\((\w+)\)\s*$", line)
        if line.startswith("## "):
            game, header = (heading.group(1) if heading else ""), []
            continue
        if not game or not line.startswith("|") or line.startswith("|---"):
            continue
        cells = [cell.strip() for cell in line.strip("|").split("|")]
        if not header:
            header = cells
            continue
        tables.setdefault(game, []).append(dict(zip(header, cells, strict=True)))
    return tables


def _lesson_text(game: str) -> str:
    data = json.loads((TUTORIALS / f"{game}.json").read_text(encoding="utf-8"))
    texts = [text["zh"] for _, text in _texts(data, game) if "zh" in text]
    return "\n".join(" ".join(t) if isinstance(t, list) else str(t) for t in texts)


def _words(cell: str) -> list[str]:
    return [word.strip() for word in re.split(r"[,、]", cell) if word.strip()]


@pytest.mark.parametrize("game", ["sichuan", "riichi"])
def test_the_chapter_and_lesson_use_the_words_of_the_term_list(game: str) -> None:
    rows = _term_tables()[game]
    assert len(rows) >= 20, "the term list lost its rows"
    chapters = {g: (RULES / f"{g}.zh.md").read_text(encoding="utf-8") for g in ("sichuan", "riichi")}
    lesson = _lesson_text(game)
    problems: list[str] = []
    for row in rows:
        term = row["词"]
        where = _words(row["用在"])
        for words in _words(term.replace("、", ",")):
            for place in where:
                if place in chapters and words not in chapters[place]:
                    problems.append(f"{words!r} is not in the {place} chapter")
                if place == "教程" and words not in lesson:
                    problems.append(f"{words!r} is not in the {game} lesson")
        for avoided in _words(row["不写作"]):
            if avoided in chapters[game]:
                problems.append(f"the {game} chapter writes {avoided!r} (the list says {term})")
            if avoided in lesson:
                problems.append(f"the {game} lesson writes {avoided!r} (the list says {term})")
    assert not problems, "\n".join(problems)


def test_the_command_line_writes_the_chinese_rules(tmp_path: Path, qapp) -> None:  # type: ignore[no-untyped-def]
    """`shikitable rules --lang zh --pdf OUT.pdf` is accepted and writes the chapter (the whole
    book is laid out in zh by test_rules_book's page test)."""
    from shikitable.__main__ import main

    out = tmp_path / "sichuan.zh.pdf"
    assert main(["rules", "--game", "sichuan", "--lang", "zh", "--pdf", str(out)]) == 0
    data = out.read_bytes()
    assert data.startswith(b"%PDF") and data.count(b"/Type /Page\n") + data.count(b"/Type /Page ") >= 5


def test_the_chinese_book_has_every_chapter_under_its_chinese_title(qapp) -> None:  # type: ignore[no-untyped-def]
    from shikitable.ui.book.rulebook import build_document, chapter_title, chapters_for

    text = build_document("all", "zh").toPlainText()
    for chapter in chapters_for("all"):
        title = chapter_title(chapter, "zh")
        assert title and title in text, chapter
    assert "四川麻将" in text and "血战到底" in text and "立直麻将" in text and "振听" in text
