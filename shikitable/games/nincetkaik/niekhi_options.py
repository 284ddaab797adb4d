"""連友's rule options and its points by finishing place: every reading the rule text names."""

from __future__ import annotations

from shikitable.core.options import Option, read_options
from shikitable.games.nincetkaik.match import MATCH_OPTIONS, OPTION_TABLES

PLACE_TABLES: dict[str, dict[int, tuple[int, ...]]] = {
    # points by finishing place (first place first); every table is zero-sum
    "spread": {n: tuple(n - 1 - 2 * i for i in range(n)) for n in range(2, 7)},
    "titles": {2: (1, -1), 3: (1, 0, -1), 4: (2, 1, -1, -2), 5: (2, 1, 0, -1, -2), 6: (2, 1, 0, 0, -1, -2)},
    "winner": {n: (n - 1, *([-1] * (n - 1))) for n in range(2, 7)},
}

OPTIONS: tuple[Option, ...] = (*MATCH_OPTIONS, *read_options(OPTION_TABLES / "niekhi.toml"))
