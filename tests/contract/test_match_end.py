"""Every game: the hands' records (what the result sheets and History show hand by hand) add up
to the final scores. Whatever moves points at a match's end — riichi sticks nobody won going
to the leader, any game's end-of-match payment — is in a record a player can read, never paid
silently after the last one. Riichi and Magic then turn scores into final points by place (uma
and oka), a conversion the rules state rather than a payment between seats."""

from __future__ import annotations

import random
from typing import Any

import pytest

from shikitable.ai import make_bot
from shikitable.core.game import Game, GameResult
from shikitable.games import GAMES, get_game
from shikitable.games.mahjong.riichi.match import ranking
from shikitable.games.mahjong.riichi.options import uma_table
from tests.playouts import play_to_end

PLACE_CONVERSION = {"riichi", "magic"}  # final points from scores by place (uma and oka)


def play_out(game: Game[Any], players: int, seed: int, options: dict[str, Any] | None = None,
             bots: str | None = None) -> tuple[Any, list[int]]:
    """A match to its end, by random moves or by `bots` in every seat; the state and the
    scores the seats started with."""
    state = game.setup(players, options, seed)
    start = list(state.scores)
    if bots is None:
        play_to_end(game, state, random.Random(seed))
    else:
        seats = {seat: make_bot(game.id, bots, seed + seat) for seat in range(players)}
        play_to_end(game, state, random.Random(seed), bots=seats)
    return state, start


def assert_records_add_up(game: Game[Any], state: Any, start: list[int]) -> GameResult:
    result = game.result(state)
    assert result is not None, "the match did not end"
    recorded = [first + sum(record.points[seat] for record in result.seasons) for seat, first in enumerate(start)]
    assert recorded == list(state.scores), f"records add up to {recorded}, the final scores are {state.scores}"
    if game.id in PLACE_CONVERSION:
        mahjong = getattr(state, "riichi", state)  # Magic plays its mahjong on a riichi state
        options = mahjong.options
        uma = uma_table(options["uma"])
        oka = (options["return_points"] - options["start_points"]) * len(start)
        for place, seat in enumerate(ranking(mahjong)):
            expected = state.scores[seat] - options["return_points"] + uma[place] * 1000 + (oka if place == 0 else 0)
            assert result.points[seat] == expected
    else:
        assert result.points == list(state.scores)
    return result


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_hands_records_add_up_to_the_final_scores(game_id: str) -> None:
    game = get_game(game_id)
    for players in sorted({game.min_players, game.max_players}):
        for seed in (1, 2):
            state, start = play_out(game, players, seed)
            assert_records_add_up(game, state, start)


@pytest.mark.parametrize("game_id,seat", [("riichi", 0), ("magic", 1)])
def test_riichi_sticks_left_at_the_end_are_in_the_last_hands_record(game_id: str, seat: int) -> None:
    """Seed 2, East only, heuristic bots: the last hand ends with one stick on the table."""
    game = get_game(game_id)
    state, start = play_out(game, 4, 2, {"length": "tonpuu"}, bots="heuristic")
    result = assert_records_add_up(game, state, start)
    last = result.seasons[-1]
    paid = [line for line in last.lines if line["kind"] == "leftover_sticks"]
    assert paid == [{"kind": "leftover_sticks", "seat": seat, "sticks": 1, "points": 1000}]
    mahjong = getattr(state, "riichi", state)
    assert ranking(mahjong)[0] == seat and mahjong.sticks == 0
