"""The games' option tables (TOML beside each game): a broken table is refused with the file and
the switch named, and the values the engines test for are the ones the tables offer."""

from __future__ import annotations

from pathlib import Path

import pytest

from shikitable.core.options import read_options
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


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ('[speed]\nlabel_en = "Speed"\n', "switch 'speed' needs a table with a default"),
        ('[speed]\ndefault = 2\nlable_en = "Speed"\n', "unknown key(s) lable_en"),
        ('[speed]\ndefault = "x"\nchoices = [{ value = "y", en = "y", ja = "y" }]\n', "'x' is not one of its choices"),
        ('[speed]\ndefault = "y"\nchoices = [{ value = "y", en = "y" }]\n', "each choice is"),
    ],
)
def test_a_broken_table_names_its_file_and_switch(tmp_path: Path, text: str, said: str) -> None:
    with pytest.raises(ValueError, match="toy.toml") as refused:
        read_options(_table(tmp_path, text))
    assert said in str(refused.value)


def test_makkaik_offers_every_reading_its_engine_plays() -> None:
    (rounds,) = [o for o in makkaik_options.OPTIONS if o.name == "rounds"]
    assert rounds.choices == (makkaik_options.EACH_ROUND, makkaik_options.WITH_ANTE, makkaik_options.TOP_UP)


def test_nine_deals_four_players_the_most_that_leaves_a_stock() -> None:
    (deal,) = [o for o in nine_options.OPTIONS if o.name == "four_player_hand"]
    assert deal.default == deal.maximum == nine_options.FOUR_PLAYER_DEFAULT
    assert 4 * deal.default < nine_options.DECK_SIZE <= 4 * (deal.default + 1)
