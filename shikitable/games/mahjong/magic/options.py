"""The card layer's options, beside all of riichi's."""

from __future__ import annotations

from pathlib import Path

from shikitable.core.options import Option, read_options
from shikitable.games.mahjong.riichi.options import RIICHI_OPTIONS

CARD_OPTIONS: tuple[Option, ...] = read_options(Path(__file__).parents[1] / "options" / "magic.toml")
MAGIC_OPTIONS: tuple[Option, ...] = RIICHI_OPTIONS + CARD_OPTIONS
