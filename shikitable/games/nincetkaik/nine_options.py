"""小猫's rule options: every reading the rule text names."""

from __future__ import annotations

from shikitable.core.options import Option, read_options
from shikitable.games.nincetkaik.match import MATCH_OPTIONS, OPTION_TABLES

SEED_HAND = 12  # seed 001: 「2~4人:12枚」
DECK_SIZE = 48
FOUR_PLAYER_DEFAULT = DECK_SIZE // 4 - 1  # 11: the largest deal that leaves four a stock (nine.toml's default)

OPTIONS: tuple[Option, ...] = (*MATCH_OPTIONS, *read_options(OPTION_TABLES / "nine.toml"))
