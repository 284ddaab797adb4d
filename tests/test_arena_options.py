"""The arena's --option: every deal is played under the rule options given (a shorter match)."""

from __future__ import annotations

import json

import pytest

from shikitable.__main__ import main


def test_arena_plays_every_deal_under_the_given_options(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["arena", "--game", "nippachi", "--bots", "heuristic,random,random,random", "--deals", "2",
            "--seed", "3", "--option", "hands=1", "--option", "play_drawn=false"]
    assert main(argv) == 0
    short = json.loads(capsys.readouterr().out)
    assert short["options"] == {"hands": 1, "play_drawn": False}
    assert main([*argv[:-4], "--option", "hands=3"]) == 0
    longer = json.loads(capsys.readouterr().out)
    # three hands a match take more decisions than one
    assert longer["bots"][0]["decisions"] > short["bots"][0]["decisions"]


@pytest.mark.parametrize(
    ("option", "message"),
    [("hands", "KEY=VALUE"), ("colour=red", "no option 'colour'"), ("hands=many", "whole number"),
     ("hands=0", "at least 1"), ("joker_draw=4", "not one of")],
)
def test_a_bad_option_gets_one_line_and_exit_2(option: str, message: str, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["arena", "--game", "nippachi", "--bots", "heuristic,random", "--deals", "2", "--option", option]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("shikitable: ") and err.count("\n") == 1 and message in err
