"""The families' book tables (games/<family>/book.toml): a diagram row reads the family's card
notation in the language asked, and a broken table is refused with the file and diagram named."""

from __future__ import annotations

from pathlib import Path

import pytest

from shikitable.games.family import read_book
from shikitable.games.mahjong.book import tiles


def _book(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "book.toml"
    path.write_text(text, encoding="utf-8")
    return path


TOY = """
glossary = [{ ja = "季", en = "season", means_ja = "一回の配り", means_en = "one deal" }]

[diagrams.toy]
caption = { ja = "例", en = "Example" }
rows = [
    { ja = "二枚", en = "Two cards", cards = "黒兵 赤兵 | 裏" },
    { label = "[2][4]", cards = "黒馬" },
]
"""


def test_a_diagram_speaks_the_language_asked_and_keeps_its_gaps(tmp_path: Path) -> None:
    book = read_book(_book(tmp_path, TOY))
    assert book.diagrams["toy"]("en") == ([("Two cards", ["黒兵", "赤兵", "", "裏"]), ("[2][4]", ["黒馬"])], "Example")
    assert book.diagrams["toy"]("ja")[0][0] == ("二枚", ["黒兵", "赤兵", "", "裏"])
    assert [term.en for term in book.glossary] == ["season"]


def test_mahjong_rows_are_written_in_tile_notation(tmp_path: Path) -> None:
    text = '[diagrams.t]\ncaption = { ja = "牌", en = "Tiles" }\nrows = [{ label = "x", cards = "123m 5z" }]\n'
    rows, _caption = read_book(_book(tmp_path, text), cards=tiles).diagrams["t"]("en")
    assert rows == [("x", ["t:1m", "t:2m", "t:3m", "", "t:5z"])]


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ('[diagrams.toy]\nrows = [{ label = "x", cards = "黒兵" }]\n', "diagram 'toy' needs caption"),
        ('[diagrams.toy]\ncaption = { ja = "例", en = "E" }\nrows = [{ ja = "x", cards = "黒兵" }]\n', "a row is"),
        ('glossary = [{ ja = "季", en = "season" }]\n', "a glossary term is"),
    ],
)
def test_a_broken_book_table_names_its_file(tmp_path: Path, text: str, said: str) -> None:
    with pytest.raises(ValueError, match="book.toml") as refused:
        read_book(_book(tmp_path, text))
    assert said in str(refused.value)
