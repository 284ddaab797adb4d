"""tools/strength_table.py's table: each measure with its hands, load and verdict."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

import strength_table  # noqa: E402


def _row(game: str, pair: str, mean: float, low: float, high: float) -> dict[str, object]:
    return {"game": game, "players": 4, "pair": pair, "load": 6.5, "seed": 7, "unit": "hand", "deals": 300,
            "mean": mean, "low": low, "high": high}


def test_a_measure_shows_its_hands_load_and_verdict_and_thousands_without_an_exponent() -> None:
    rows = [_row("riichi", "normal", 75.0, 12.8, 137.2), _row("riichi", "yardstick", 3721.6, 3529.1, 3914.1),
            _row("taxot", "normal", 0.058, -0.01, 0.127)]
    table = strength_table.table(rows)
    riichi = next(line for line in table.splitlines() if "`riichi`" in line)
    assert "+75 (+12.8 to +137), 300 hands, load 6.5; **above zero**" in riichi
    assert "+3,722 (+3,529 to +3,914), 300 hands, load 6.5" in riichi and "e+03" not in riichi
    taxot = next(line for line in table.splitlines() if "`taxot`" in line)
    assert "+0.058 (-0.01 to +0.127), 300 hands, load 6.5; level" in taxot
