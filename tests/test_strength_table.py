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


def test_runs_of_one_bot_pool_deal_weighted_and_the_table_names_every_run_and_seed() -> None:
    first = {**_row("sichuan", "normal", 0.051, -0.022, 0.125), "deals": 400, "seed": 11, "load": 1.7}
    second = {**_row("sichuan", "normal", 0.023, -0.003, 0.048), "deals": 4000, "seed": 12, "load": 6.0}
    rows = strength_table.keep(strength_table.keep([], first), second, pool=True)
    (pooled,) = rows
    # deal-weighted mean; standard errors 0.0375 and 0.0130 weighted by deals: 1.96 × 0.0125
    assert pooled["deals"] == 4400 and pooled["mean"] == 0.026
    assert (pooled["low"], pooled["high"]) == (0.001, 0.050)
    line = next(line for line in strength_table.table(rows).splitlines() if "`sichuan`" in line)
    assert "4400 hands pooled over 2 runs (400 + 4000), load 1.7–6.0; **above zero**" in line
    assert "11, 12" in line
    # without --pool the newer run replaces the older, as before
    assert strength_table.keep(strength_table.keep([], first), second) == [second]


def test_hands_do_not_pool_with_matches() -> None:
    hands = _row("nine", "normal", 1.0, 0.5, 1.5)
    matches = {**hands, "unit": "match"}
    try:
        strength_table.keep([hands], matches, pool=True)
    except ValueError as error:
        assert "hands with matches" in str(error)
    else:
        raise AssertionError("a hand and a match were pooled")
