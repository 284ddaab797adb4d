"""The tables a game is declared by: its switches (games/<family>/options/<game>.toml) and its
family's book (games/<family>/book.toml). A choice keeps each value with its own words, a diagram
speaks the language asked in the family's card notation, the values the engines test for are
the ones the tables offer, and a broken table is refused with its file and what is wrong named."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from shikitable.core.options import read_options
from shikitable.games.family import read_book
from shikitable.games.mahjong.book import tiles
from shikitable.games.nincetkaik import makkaik_options, nine_options


def _table(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "toy.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_a_choice_keeps_each_value_with_its_own_words(tmp_path: Path) -> None:
    (speed,) = read_options(_table(tmp_path, """
[speed]
label_en = "Speed"
label_ja = "速さ"
default = "slow"
choices = [
    { value = "fast", en = "fast", ja = "速い" },
    { value = "slow", en = "slow", ja = "遅い" },
]
"""))
    assert speed.default == "slow"
    assert speed.choices.index("slow") == speed.choice_labels_en.index("slow") == speed.choice_labels_ja.index("遅い")


def test_makkaik_offers_every_reading_its_engine_plays() -> None:
    (rounds,) = [o for o in makkaik_options.OPTIONS if o.name == "rounds"]
    assert rounds.choices == (makkaik_options.EACH_ROUND, makkaik_options.WITH_ANTE, makkaik_options.TOP_UP)


def test_nine_deals_four_players_the_most_that_leaves_a_stock() -> None:
    (deal,) = [o for o in nine_options.OPTIONS if o.name == "four_player_hand"]
    assert deal.default == deal.maximum == nine_options.FOUR_PLAYER_DEFAULT
    assert 4 * deal.default < nine_options.DECK_SIZE <= 4 * (deal.default + 1)


def test_a_diagram_speaks_the_language_asked_and_keeps_its_gaps(tmp_path: Path) -> None:
    book = read_book(_table(tmp_path, """
glossary = [{ ja = "季", en = "season", means_ja = "一回の配り", means_en = "one deal" }]

[diagrams.toy]
caption = { ja = "例", en = "Example" }
rows = [
    { ja = "二枚", en = "Two cards", cards = "黒兵 赤兵 | 裏" },
    { label = "[2][4]", cards = "黒馬" },
]
"""))
    assert book.diagrams["toy"]("en") == ([("Two cards", ["黒兵", "赤兵", "", "裏"]), ("[2][4]", ["黒馬"])], "Example")
    assert book.diagrams["toy"]("ja")[0][0] == ("二枚", ["黒兵", "赤兵", "", "裏"])
    assert [term.en for term in book.glossary] == ["season"]


def test_mahjong_rows_are_written_in_tile_notation(tmp_path: Path) -> None:
    text = '[diagrams.t]\ncaption = { ja = "牌", en = "Tiles" }\nrows = [{ label = "x", cards = "123m 5z" }]\n'
    rows, _caption = read_book(_table(tmp_path, text), cards=tiles).diagrams["t"]("en")
    assert rows == [("x", ["t:1m", "t:2m", "t:3m", "", "t:5z"])]


BROKEN: list[tuple[Callable[[Path], Any], str, str]] = [
    (read_options, '[speed]\nlabel_en = "Speed"\n', "switch 'speed' needs a table with a default"),
    (read_options, '[speed]\ndefault = 2\nlable_en = "Speed"\n', "unknown key(s) lable_en"),
    (read_options, '[speed]\ndefault = "x"\nchoices = [{ value = "y", en = "", ja = "" }]\n', "not one of its"),
    (read_options, '[speed]\ndefault = "y"\nchoices = [{ value = "y", en = "y" }]\n', "each choice is"),
    (read_book, '[diagrams.toy]\nrows = [{ label = "x", cards = "黒兵" }]\n', "diagram 'toy' needs caption"),
    (read_book, '[diagrams.toy]\ncaption = { ja = "", en = "" }\nrows = [{ ja = "x", cards = "黒兵" }]\n', "a row is"),
    (read_book, 'glossary = [{ ja = "季", en = "season" }]\n', "a glossary term is"),
    (read_options, "[speed\n", "Expected ']'"),
    (read_book, 'glossary = [\n', "Invalid"),
]


@pytest.mark.parametrize(("read", "text", "said"), BROKEN)
def test_a_broken_table_names_its_file_and_what_is_wrong(
    tmp_path: Path, read: Callable[[Path], Any], text: str, said: str
) -> None:
    with pytest.raises(ValueError, match="toy.toml") as refused:
        read(_table(tmp_path, text))
    assert said in str(refused.value)
