"""The search bot, the bot levels and the arena, on the 紙机戦 games (fast budgets)."""

from __future__ import annotations

import random

import pytest

from shikitable.__main__ import main
from shikitable.ai import LEVELS, make_bot
from shikitable.ai.base import RandomBot, SloppyBot
from shikitable.ai.search import SearchBot
from shikitable.games import get_game
from shikitable.session.arena import arena
from shikitable.session.simulate import play_match


def _first_decision(game_id: str, seed: int):  # type: ignore[no-untyped-def]
    game = get_game(game_id)
    state = game.setup(game.default_players, None, seed)
    rng = random.Random(seed)
    while True:  # walk to a decision with a real choice
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        if len(legal) > 2:
            return game, state, seat, legal
        game.apply(state, seat, rng.choice(legal))


@pytest.mark.parametrize("game_id", ["taxot", "mokkaik"])
def test_same_seed_and_budget_give_the_same_move(game_id: str) -> None:
    game, state, seat, legal = _first_decision(game_id, 3)
    observation = game.observation(state, seat)
    picks = [SearchBot(game, 11, seconds=None, iterations=40).choose(observation, legal) for _ in range(2)]
    assert picks[0] == picks[1]
    assert picks[0] in legal


def test_analysis_ranks_every_legal_move_and_spends_its_budget() -> None:
    game, state, seat, legal = _first_decision("taxot", 5)
    bot = SearchBot(game, 1, seconds=None, iterations=60)
    estimates = bot.analyse(game.observation(state, seat), legal)
    assert bot.last_iterations == 60
    assert sorted(map(str, (e.action for e in estimates))) == sorted(map(str, legal))
    visits = [e.visits for e in estimates]
    assert visits == sorted(visits, reverse=True) and sum(visits) > 0


def test_search_does_not_change_the_state_it_was_asked_about() -> None:
    game, state, seat, legal = _first_decision("mokkaik", 8)
    before = game.state_to_json(state)
    SearchBot(game, 2, seconds=None, iterations=30).choose(game.observation(state, seat), legal)
    assert game.state_to_json(state) == before


@pytest.mark.parametrize("game_id", ["taxot", "mokkaik"])
def test_a_search_bot_finishes_a_match(game_id: str) -> None:
    game = get_game(game_id)
    bots = [SearchBot(game, 1, seconds=None, iterations=8)] + [RandomBot(s) for s in range(game.default_players - 1)]
    errors: list[str] = []
    result, actions = play_match(game, bots, 4, errors)
    assert errors == [] and actions > 0 and len(result.points) == game.default_players


def test_every_level_makes_a_bot_and_an_unknown_one_is_named() -> None:
    for level in LEVELS:
        bot = make_bot("taxot", level, 1, iterations=5 if level in ("normal", "strong") else None)
        assert bot.choose is not None
    with pytest.raises(KeyError, match="unknown bot level"):
        make_bot("taxot", "genius", 1)


def test_easy_level_sometimes_leaves_the_heuristic_move() -> None:
    game, state, seat, legal = _first_decision("taxot", 2)
    observation = game.observation(state, seat)
    heuristic = make_bot("taxot", "heuristic", 1)
    best = heuristic.choose(observation, legal)
    sloppy = SloppyBot(make_bot("taxot", "heuristic", 1), seed=4, mistake_rate=0.5)
    picks = {sloppy.choose(observation, legal) for _ in range(40)}
    assert best in picks and len(picks) > 1


def test_arena_rotates_seats_and_shows_the_heuristic_ahead_of_random() -> None:
    report = arena("taxot", ["heuristic", "random", "random", "random"], deals=8, seed=1)
    assert [b["bot"] for b in report["bots"]] == ["heuristic", "random#1", "random#2", "random#3"]
    # every bot sat in every seat of every deal: four rotations each
    assert report["advantage_of_first"]["ci95_low"] > 0
    assert report["bots"][0]["decisions"] > 0 and report["bots"][0]["decision_ms_p95"] >= 0


@pytest.mark.parametrize(
    "argv",
    [
        ["arena", "--game", "taxot", "--bots", "heuristic,heuristic", "--deals", "3"],
        ["arena", "--game", "taxot", "--bots", "heuristic,random", "--deals", "1"],
        ["arena", "--game", "taxot", "--bots", "heuristic,wizard", "--deals", "3"],
        ["arena", "--game", "taxot", "--bots", "heuristic,random", "--players", "3"],
    ],
)
def test_bad_arena_arguments_get_one_line_and_exit_2(argv: list[str], capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("shikitable: ") and err.count("\n") == 1


@pytest.mark.parametrize("game_id", ["taxot", "mokkaik"])
def test_the_top_hint_is_the_move_the_strong_bot_plays_with_the_same_seed_and_budget(game_id: str) -> None:
    game, state, seat, legal = _first_decision(game_id, 6)
    observation = game.observation(state, seat)
    hints = make_bot(game_id, "strong", 9, iterations=50).recommend(observation, legal)  # type: ignore[attr-defined]
    played = make_bot(game_id, "strong", 9, iterations=50).choose(observation, legal)
    assert hints[0].action == played
    assert len(hints) == len(legal) and len({h.action for h in hints}) == len(legal)


@pytest.mark.parametrize("game_id", sorted(__import__("shikitable.games", fromlist=["GAMES"]).GAMES))
def test_every_game_supports_search_from_its_observation(game_id: str) -> None:
    """The search deals worlds from the observation alone and picks a legal move in every game;
    a playout scored at the end of the deal moves somebody's standing."""
    game = get_game(game_id)
    state = game.setup(game.default_players, None, 3)
    rng = random.Random(3)
    for _ in range(200):
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        if len(legal) > 2:
            break
        game.apply(state, seat, rng.choice(legal))
    bot = SearchBot(game, 1, seconds=None, iterations=12)
    estimates = bot.analyse(game.observation(state, seat), legal)
    assert bot.choose(game.observation(state, seat), legal) in legal
    assert bot.last_iterations == 12 and sum(e.visits for e in estimates) > 0
