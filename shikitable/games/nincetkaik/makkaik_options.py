"""値戦's rule options: the match, the starting points, the ante, how "これを3ラウンド繰り返す"
is read, and whether 船 is wild."""

from __future__ import annotations

from shikitable.core.options import Option, read_options
from shikitable.games.nincetkaik.betting import betting_match_options
from shikitable.games.nincetkaik.match import OPTION_TABLES

EACH_ROUND, WITH_ANTE, TOP_UP = "each_round", "ante_each_round", "top_up"

OPTIONS: tuple[Option, ...] = (*betting_match_options(50), *read_options(OPTION_TABLES / "makkaik.toml"))
