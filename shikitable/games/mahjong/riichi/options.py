"""Rule options. Defaults are those most online players know (Tenhou's, as jansou's `tenhou`
preset states them), so a match here and the same log in jansou follow one rule book."""

from __future__ import annotations

from pathlib import Path

from shikitable.core.options import Option, read_options

RIICHI_OPTIONS: tuple[Option, ...] = read_options(Path(__file__).parents[1] / "options" / "riichi.toml")


def uma_table(name: str) -> tuple[int, int, int, int]:
    """Placement bonus in thousands of points, 1st to 4th."""
    if name == "0":
        return (0, 0, 0, 0)
    low, high = (int(x) for x in name.split("-"))
    return (high, low, -low, -high)
