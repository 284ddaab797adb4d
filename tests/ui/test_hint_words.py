"""A hint says in words why its moves are suggested, in the interface's language."""

from __future__ import annotations

import random

import pytest

from shikitable.ai import make_bot
from shikitable.ai.explain import explain
from shikitable.ai.search import MoveEstimate
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
    estimates = [MoveEstimate(first, 2.5, 10), MoveEstimate(next(a for a in legal if a != first), -1.0, 10)]
    lines = hint_lines(layout_for("taxot"), game, estimates, "en", obs)
    assert lines[0].startswith("1. ") and "+2.5 points" in lines[0]
    why_first = lines[0].split("): ", 1)[1]
    assert reason_text(game, explain("taxot", obs, first)[0], "en") in why_first
    assert lines[1].startswith("2. ") and "): " in lines[1]
    assert hint_lines(layout_for("taxot"), game, estimates, "en") == [line.split(": ")[0] for line in lines]
