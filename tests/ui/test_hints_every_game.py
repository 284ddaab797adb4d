"""Hints in every game: the search's favourite moves arrive off the UI thread as words a player
reads, and with the same seed and iteration budget the first hint is the move `strong` plays.
(How fast they arrive is measured, not asserted: tools/hint_times.py.)"""

from __future__ import annotations

import pytest

from shikitable.ai import make_bot
from shikitable.games import GAMES
from shikitable.ui.layouts import layout_for
from shikitable.ui.learn.hints import HINT_COUNT, HintService, hint_lines
from tests.playouts import first_decision

HINT_ITERATIONS = 60  # small enough for the slowest game, large enough that moves differ in value


def _decision(game_id: str, seed: int):  # type: ignore[no-untyped-def]
    return first_decision(game_id, seed, more_than=2)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_hints_arrive_in_every_game_and_the_first_is_the_strong_move(qtbot, game_id: str) -> None:  # type: ignore[no-untyped-def]
    game, observation, legal = _decision(game_id, 11)
    service = HintService(iterations=HINT_ITERATIONS)
    with qtbot.waitSignal(service.ready, timeout=60000) as answer:
        service.request(game_id, observation, legal, seed=5)
    seat, estimates = answer.args
    assert seat == observation["seat"]
    assert [e.action for e in estimates if e.action not in legal] == []
    played = make_bot(game_id, "strong", 5, iterations=HINT_ITERATIONS).choose(observation, legal)
    assert estimates[0].action == played
    lines = hint_lines(layout_for(game_id), game, estimates, "en")
    assert len(lines) == min(HINT_COUNT, len(legal)) == 3
    for rank, line in enumerate(lines, start=1):  # "1. Discard 王 — expected +3.2 points ..."
        assert line.startswith(f"{rank}. ") and "+0.0" not in line
        assert "Action(" not in line and "None" not in line
