"""`arena --fresh-seeds`: a seed nobody chose, printed first, and the run repeatable from it."""

from __future__ import annotations

import json

import pytest

from shikitable.__main__ import main

ARGS = ["arena", "--game", "taxot", "--bots", "heuristic,random", "--deals", "2"]


def test_fresh_seeds_differ_run_to_run_and_are_printed_before_the_report(capsys: pytest.CaptureFixture[str]) -> None:
    seeds = []
    for _ in range(2):
        assert main([*ARGS, "--fresh-seeds"]) == 0
        captured = capsys.readouterr()
        report = json.loads(captured.out)
        assert report["seed_source"] == "os.urandom"
        assert f"fresh seed {report['seed']} (repeat with --seed {report['seed']})" in captured.err
        seeds.append(report["seed"])
    assert seeds[0] != seeds[1]  # 48 random bits: equal once in 2.8e14 runs


def test_a_fresh_run_is_repeated_exactly_with_its_printed_seed(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*ARGS, "--fresh-seeds"]) == 0
    fresh = json.loads(capsys.readouterr().out)
    assert main([*ARGS, "--seed", str(fresh["seed"])]) == 0
    again = json.loads(capsys.readouterr().out)
    assert again["seed_source"] == "given"
    assert [b["mean_points"] for b in again["bots"]] == [b["mean_points"] for b in fresh["bots"]]


def test_fresh_seeds_and_a_given_seed_together_get_one_line_and_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stopped:
        main([*ARGS, "--fresh-seeds", "--seed", "4"])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--seed" in err


def test_strong_gets_its_own_playouts_and_the_twin_table_the_same_budget() -> None:
    """With the same playouts `strong` is `normal`: every deal's duplicate is then exactly 0 (the
    twin table of `normal` searches by playouts too, not by its time)."""
    from shikitable.session.arena import arena

    report = arena("makhup", ["strong", "normal"], deals=2, seed=3, iterations=15, strong_iterations=15)
    assert report["strong_iterations"] == 15
    assert report["duplicate_of_first"]["mean"] == 0.0
    assert report["duplicate_of_first"]["ci95_low"] == report["duplicate_of_first"]["ci95_high"] == 0.0
