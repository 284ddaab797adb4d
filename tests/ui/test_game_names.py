"""One name per game per language (#33 deliver 5): the name in menus, dialogs, window titles, the
rule viewer, the book and the glossary is one string per language; romanisations with tone
numbers appear only on the rule text's pronunciation line."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from shikitable.games import GAMES
from shikitable.ui.words.game_names import game_name

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "assets" / "rules"
CERKE = ("mokkaik", "taxot", "makkaik", "niekhi", "nine", "makhup", "namto")
# the romanisations players once met in menus: "Ta xot", "Mok kaik", "Ni ne", ...
ROMAN = re.compile(r"\b(?:ta xot|mok kaik|mak kaik|niek hi|ni ne|mak hup|nam to)\d?\b", re.IGNORECASE)
TONED = re.compile(r"\b[a-z]+[1-4]\b")


@pytest.mark.parametrize("game_id", CERKE)
def test_a_cerke_game_is_its_english_name_with_the_native_one_beside_it(game_id):
    game = GAMES[game_id]
    english = game_name(game, "en")
    assert english.endswith(f" ({game.name_ja})") and not ROMAN.search(english)
    assert game_name(game_id, "ja") == game.name_ja


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_rule_texts_open_with_the_one_name_and_keep_romanisations_to_the_pronunciation_line(game_id):
    for lang in ("en", "ja", "zh"):
        path = RULES / f"{game_id}.{lang}.md"
        lines = path.read_text(encoding="utf-8").splitlines()
        heading = lines[0]
        assert heading.startswith(f"# {game_name(game_id, lang)}"), (path.name, heading)
        for number, line in enumerate(lines, 1):
            if line.startswith(("*Pronunciation:", "*読み：", "*读音：")):
                continue
            assert not ROMAN.search(line), f"{path.name}:{number}: {line}"
            if number == 1:
                assert not TONED.search(line), f"{path.name}: the heading carries a romanisation: {line}"


def test_no_interface_string_spells_a_game_the_old_way():
    sources = [p for p in (ROOT / "shikitable" / "ui").rglob("*.py")]
    for path in sources:
        text = path.read_text(encoding="utf-8")
        for match in ROMAN.finditer(text):
            pytest.fail(f"{path.relative_to(ROOT)}: {match.group(0)!r}")
