"""A hint says in words why its moves are suggested, in the interface's language."""

from __future__ import annotations

import random

import pytest

from shikitable.ai import make_bot
from shikitable.ai.explain import explain
from shikitable.ai.search import MoveEstimate
from shikitable.core.actions import Action
from shikitable.games import GAMES
from shikitable.ui.layouts import layout_for
from shikitable.ui.learn.hints import hint_lines
from shikitable.ui.words.hint_reasons import PHRASES, reason_text


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_reason_a_game_gives_has_words(game_id: str) -> None:
    game = GAMES[game_id]
    state = game.setup(3 if game_id == "mokkaik" else game.default_players, None, 4)
    rng = random.Random(2)
    for _ in range(120):
        if not game.to_act(state):
            break
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        obs = game.observation(state, seat)
        action = rng.choice(legal)
        for reason in explain(game_id, obs, action):
            assert reason.id in PHRASES
            text = reason_text(game, reason, "en")
            assert "{" not in text, f"{reason} left a blank in {text!r}"
        game.apply(state, seat, action)


def test_the_hint_lines_carry_the_reason_and_the_points() -> None:
    game = GAMES["taxot"]
    state = game.setup(3, None, 1)
    seat = game.to_act(state)[0]
    obs = game.observation(state, seat)
    legal = game.legal_actions(state, seat)
    first = make_bot("taxot", "heuristic", 1).choose(obs, legal)
    others = [a for a in legal if a != first]
    estimates = [MoveEstimate(first, 2.5, 10, 0.2), MoveEstimate(others[0], -1.0, 10, 0.2),
                 MoveEstimate(others[1], 2.3, 10, 0.2)]
    lines = hint_lines(layout_for("taxot"), game, estimates, "en", obs)
    assert lines[0].startswith("1. ") and "expected +2.5 points over the rest of the season" in lines[0]
    why_first = lines[0].split(": ", 1)[1]
    assert reason_text(game, explain("taxot", obs, first)[0], "en") in why_first
    assert lines[1].startswith("2. ") and "about 3.5 points less than the first" in lines[1]
    assert "about as good as the first" in lines[2]  # 0.2 apart, within what the search can tell
    assert hint_lines(layout_for("taxot"), game, estimates, "en") == [line.split(": ")[0] for line in lines]


def test_hints_set_no_equal_numbers_side_by_side_and_say_ready_in_words() -> None:
    from shikitable.ai.explain import Reason
    from shikitable.ui.words.hint_reasons import telling

    game = GAMES["riichi"]
    same = [Reason("shanten", {"after": 2, "accept": 54}), Reason("next_best", {"cards": [108], "other": 54})]
    assert [r.id for r in telling(same)] == ["shanten"]
    fewer = [Reason("shanten", {"after": 2, "accept": 54}), Reason("next_best", {"cards": [108], "other": 40})]
    assert [r.id for r in telling(fewer)] == ["shanten", "next_best"]
    text = reason_text(game, Reason("far", {"after": 4}), "en")
    assert "(4)" not in text and "4 tiles from ready (tenpai)" in text
    estimates = [MoveEstimate(Action.make("discard", [i]), 0.0, 30, 0.0) for i in (0, 4, 8)]
    lines = hint_lines(layout_for("riichi"), game, estimates, "en")
    assert "points" not in lines[0] and "+0.0" not in " ".join(lines)  # nothing expected: no number
