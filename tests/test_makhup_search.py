"""値木's search hooks (ai/nincetkaik/makhup_search.py): the playout policy plays the heuristic's very moves
from the state, a whole playout played without the rules' move lists ends with the same points,
the candidates the search compares include what the heuristic never weighs, and the search
stays deterministic under a seed and an iteration budget."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shikitable.ai import SearchHooks, make_bot
from shikitable.ai.nincetkaik.makhup_search import (
    can_play_on,
    makhup_hooks,
    play_deal,
    playout_policy,
    ranked_candidates,
    reachable,
)
from shikitable.ai.search import SearchBot
from shikitable.games import get_game
from shikitable.games.nincetkaik.makhup import CLEAR, DRAW, MakhupState

GAME = get_game("makhup")
OPTIONS = st.fixed_dictionaries(
    {"scoring": st.sampled_from(["cards", "numbers"]), "blocked": st.sampled_from(["smallest_hand", "nobody"])}
)
SETTINGS = settings(max_examples=40, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])


def _positions(players: int, options: dict[str, Any], seed: int) -> list[MakhupState]:
    """Copies of the positions of one match, played half by the heuristic's moves, half at
    random (so that odd positions come up too)."""
    rng = random.Random(seed)
    state = GAME.setup(players, options, seed)
    seen = []
    while GAME.to_act(state):
        seen.append(GAME.clone(state))
        seat = state.turn
        legal = GAME.legal_actions(state, seat)
        action = playout_policy(state, seat, legal, rng) if rng.random() < 0.5 else rng.choice(legal)
        GAME.apply(state, seat, action)
    return seen


def test_reachable_sums_and_playable_roads() -> None:
    assert reachable([1, 2, 3]) == sum(1 << t for t in (1, 2, 3, 4, 5, 6))
    assert reachable([0, 4]) == (1 << 0) | (1 << 4)
    assert can_play_on([2, 3], [5])  # 2 + 3 on a 5
    assert can_play_on([2, 3], [1, 2])  # 2 alone on the 2
    assert can_play_on([6], [2, 4])  # joins 2 and 4
    assert not can_play_on([6], [2, 3, 5])
    assert can_play_on([8], [None])  # any card fills an open road
    assert not can_play_on([], [None, 3])  # nothing numbered left


@SETTINGS
@given(st.integers(2, 6), OPTIONS, st.integers(0, 10_000))
def test_the_playout_policy_plays_the_heuristics_move_with_the_same_dice(
    players: int, options: dict[str, Any], seed: int
) -> None:
    heuristic = make_bot("makhup", "heuristic", 0)
    for state in _positions(players, options, seed):
        seat = state.turn
        legal = GAME.legal_actions(state, seat)
        heuristic.rng = random.Random(seed)
        expected = heuristic.choose(GAME.observation(state, seat), legal)
        dice = random.Random(seed)
        assert playout_policy(state, seat, legal, dice) == expected
        assert dice.getstate() == heuristic.rng.getstate()  # the same coins rolled


@SETTINGS
@given(st.integers(2, 6), OPTIONS, st.integers(0, 10_000))
def test_a_whole_playout_ends_with_the_points_of_the_policys_moves_through_the_rules(
    players: int, options: dict[str, Any], seed: int
) -> None:
    """play_deal (no move lists, no events) against the policy's moves applied one by one by
    the rules (which refuse an illegal one): the same season's end, the same points."""
    for index, state in enumerate(_positions(players, options, seed)):
        if index % 3:
            continue
        fast = play_deal(GAME.clone(state), random.Random(index))
        ruled = GAME.clone(state)
        dice = random.Random(index)
        season = ruled.season
        for _ in range(600):
            if not GAME.to_act(ruled) or ruled.season != season:
                break
            seat = ruled.turn
            GAME.apply(ruled, seat, playout_policy(ruled, seat, GAME.legal_actions(ruled, seat), dice))
        assert ruled.season != season or ruled.over, "the policy's season did not end"
        assert fast == [float(points) for points in ruled.scores]


def test_the_policy_plays_whole_matches_to_the_end_at_every_table_size() -> None:
    for players in range(2, 7):
        state = GAME.setup(players, None, players)
        rng = random.Random(players)
        for _ in range(5_000):
            if not GAME.to_act(state):
                break
            seat = state.turn
            GAME.apply(state, seat, playout_policy(state, seat, GAME.legal_actions(state, seat), rng))
        assert GAME.result(state) is not None
        assert sum(GAME.result(state).points) == 0


def test_candidates_put_the_moves_the_heuristic_never_weighs_first() -> None:
    """With a numbered play on offer the heuristic never clears or draws, and never plays fewer
    cards than it could: those moves come first among the candidates, then its own ranking."""
    # 兵 弓 車 (ids 4, 8, 10) and a 皇 (0); roads of 6 and 1; the stock still holds cards
    hand = [0, 4, 8, 10]
    values: list[int | None] = [6, 1]
    state = GAME.setup(4, None, 1)
    state.hands[state.turn] = list(hand)
    state.roads = [{"cards": [16], "value": 6}, {"cards": [5], "value": 1}]
    legal = GAME.legal_actions(state, state.turn)
    ranked = ranked_candidates(hand, values, legal)
    assert [a.kind for a in ranked[:2]] == [CLEAR, DRAW]
    assert len(ranked[2].cards) < 3  # the best play of a smaller size before the other 3-card ones
    assert len(set(ranked)) == len(ranked) and set(ranked) <= set(legal)
    assert {a for a in legal if a.kind not in (CLEAR, DRAW)} <= set(ranked)
    # the heuristic's own move (兵 弓 車 on the 6) leads the plays of its size
    heuristic = make_bot("makhup", "heuristic", 0).choose(GAME.observation(state, state.turn), legal)
    assert len(heuristic.cards) == 3 and heuristic in ranked


def _decision(seed: int, least_moves: int = 2) -> tuple[dict[str, Any], list[Any]]:
    bots = [make_bot("makhup", "heuristic", s) for s in range(4)]
    state = GAME.setup(4, None, seed)
    while True:
        seat = state.turn
        legal = GAME.legal_actions(state, seat)
        observation = GAME.observation(state, seat)
        if len(legal) >= least_moves and state.hands[seat] and len(state.hands[seat]) < 6:
            return observation, legal
        GAME.apply(state, seat, bots[seat].choose(observation, legal))


def test_the_search_uses_the_games_hooks_and_is_deterministic_under_seed_and_budget() -> None:
    observation, legal = _decision(7, least_moves=3)
    runs = []
    for _ in range(2):
        bot = make_bot("makhup", "normal", 11, iterations=300)
        assert isinstance(bot, SearchBot) and bot.deal_playout is play_deal and bot.choose_candidates is not None
        runs.append([(e.action, e.expected_points, e.visits) for e in bot.recommend(observation, legal)])
    assert runs[0] == runs[1]


def test_whole_playouts_give_the_same_estimates_as_moves_through_the_rules() -> None:
    """The search with the fast playout and with the policy's moves one by one: the same worlds,
    the same dice, so the very same estimates."""
    observation, legal = _decision(3, least_moves=2)
    hooks = makhup_hooks(GAME)
    slow_hooks = SearchHooks(
        playout=hooks.playout, paired=True, candidates=hooks.candidates, choose_candidates=hooks.choose_candidates
    )
    found = []
    for chosen in (hooks, slow_hooks):
        bot = SearchBot(GAME, 5, seconds=None, iterations=120, prior=make_bot("makhup", "heuristic", 5), hooks=chosen)
        found.append([(e.action, e.expected_points, e.visits) for e in bot.recommend(observation, legal)])
    assert found[0] == found[1]


@pytest.mark.parametrize("seed", [1, 2])
def test_ranked_candidates_are_what_the_search_compares_when_moves_are_many(seed: int) -> None:
    observation, legal = _decision(seed, least_moves=8)
    bot = make_bot("makhup", "normal", 3, iterations=60)
    assert isinstance(bot, SearchBot)
    candidates = bot._candidates(observation, legal, random.Random(0))
    heuristic = make_bot("makhup", "heuristic", 3).choose(observation, legal)
    assert candidates[0] == heuristic and len(candidates) == bot.max_candidates
    ranked = ranked_candidates(observation["hand"], [r["value"] for r in observation["roads"]], legal)
    assert candidates[1:] == [a for a in ranked if a != heuristic][: bot.max_candidates - 1]
