"""終季's search hooks (ai/nincetkaik/taxot_search.py): the state-read playout policy is the heuristic,
move for move; the worlds it deals respect what the opponents let pass; the search repeats
under a seed and an iteration budget."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from shikitable.ai import make_bot
from shikitable.ai.nincetkaik.taxot_bot import TaxotHeuristic
from shikitable.ai.nincetkaik.taxot_bot import hand_value as heuristic_hand_value
from shikitable.ai.nincetkaik.taxot_bot import unseen_counts as observed_unseen
from shikitable.ai.nincetkaik.taxot_search import (
    copy_world,
    discard_fits,
    hand_value,
    heuristic_policy,
    last_discards,
    passed_types,
    unseen_counts,
    world_dealer,
)
from shikitable.ai.search import SearchBot
from shikitable.games import get_game
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik.shapes import hand_profile
from shikitable.games.nincetkaik.taxot import REACT, TaxotState, hand_types, meld_types

GAME = get_game("taxot")


def positions(seed: int, matches: int, wander: float = 0.3) -> Iterator[tuple[TaxotState, int]]:
    """Every position (state, seat to move) of heuristic matches, with some random moves mixed
    in (`wander`) so that odd hands and many 開 turn up."""
    rng = random.Random(seed)
    bot = TaxotHeuristic(seed)
    for _ in range(matches):
        state = GAME.setup(rng.choice((2, 3, 4, 5, 6)), None, rng.randrange(2**31))
        while waiting := GAME.to_act(state):
            seat = waiting[0]
            yield state, seat
            legal = GAME.legal_actions(state, seat)
            if rng.random() < wander:
                action = rng.choice(legal)
            else:
                action = bot.choose(GAME.observation(state, seat), legal)
            GAME.apply(state, seat, action)


def test_policy_plays_the_heuristic_moves_with_the_same_dice() -> None:
    bot = TaxotHeuristic(0)
    compared = 0
    for state, seat in positions(seed=3, matches=12):
        legal = GAME.legal_actions(state, seat)
        if len(legal) < 2:
            continue
        seed = compared
        bot.rng = random.Random(seed)
        dice = random.Random(seed)
        expected = bot.choose(GAME.observation(state, seat), legal)
        assert heuristic_policy(state, seat, legal, dice) == expected
        assert dice.getstate() == bot.rng.getstate()  # the same dice used, so playouts stay in step
        compared += 1
    assert compared > 500


def test_hand_value_and_unseen_counts_match_the_heuristic_exactly() -> None:
    checked = 0
    for state, seat in positions(seed=5, matches=6):
        observation = GAME.observation(state, seat)
        unseen = unseen_counts(state, seat)
        assert unseen == observed_unseen(observation)
        hand = state.hands[seat]
        melds = state.melds[seat]
        for card in hand:
            rest = [c for c in hand if c != card]
            # bit for bit: the heuristic breaks ties between equal values at random
            assert hand_value(hand_types(rest), meld_types(melds), unseen) == heuristic_hand_value(rest, melds, unseen)
            checked += 1
    assert checked > 1000


@pytest.mark.parametrize("players", [2, 4, 6])
def test_policy_playouts_are_legal_and_end_the_match(players: int) -> None:
    rng = random.Random(players)
    state = GAME.setup(players, None, 11 * players)
    moves = 0
    while waiting := GAME.to_act(state):
        seat = waiting[0]
        legal = GAME.legal_actions(state, seat)
        action = heuristic_policy(state, seat, legal, rng)
        assert action in legal
        GAME.apply(state, seat, action)  # raises IllegalAction on an illegal move
        moves += 1
        assert moves < 5000
    result = GAME.result(state)
    assert result is not None and sum(result.points) == 0  # zero-sum
    assert len(result.seasons) == 4


def heuristic_play(seed: int, matches: int, bot_seed: int) -> Iterator[tuple[TaxotState, int, dict[str, Any]]]:
    """Every decision of four-seat matches that the heuristic plays: the state, the seat to
    move and its observation (the move is made once the caller has looked)."""
    bot = TaxotHeuristic(bot_seed)
    rng = random.Random(seed)
    for _ in range(matches):
        state = GAME.setup(4, None, rng.randrange(2**31))
        while waiting := GAME.to_act(state):
            seat = waiting[0]
            observation = GAME.observation(state, seat)
            yield state, seat, observation
            GAME.apply(state, seat, bot.choose(observation, GAME.legal_actions(state, seat)))


def test_passed_types_never_rule_out_the_true_hands() -> None:
    """Inferred from the observation alone; all seats play the heuristic (which always wins
    when it can), so the real hands must fit. And the inference does rule out something."""
    ruled_out = 0
    for state, seat, observation in heuristic_play(seed=8, matches=30, bot_seed=1):
        for other, mask in passed_types(observation, seat).items():
            waits = hand_profile(hand_types(state.hands[other]), meld_types(state.melds[other])).waits
            assert not waits & mask, (other, mask, waits)
            ruled_out += bin(mask).count("1")
    assert ruled_out > 500


def mid_season(seed: int) -> tuple[TaxotState, int]:
    """A position some turns into a season without 開, seat 0 to discard."""
    rng = random.Random(seed)
    bot = TaxotHeuristic(seed)
    while True:
        state = GAME.setup(4, None, rng.randrange(2**31))
        for _ in range(400):
            waiting = GAME.to_act(state)
            if not waiting or any(state.melds) or state.season > 1:
                break
            seat = waiting[0]
            if seat == 0 and state.phase != REACT and sum(map(len, state.rivers)) >= 8:
                return state, seat
            GAME.apply(state, seat, bot.choose(GAME.observation(state, seat), GAME.legal_actions(state, seat)))


def test_dealt_worlds_respect_passes_and_keep_every_card() -> None:
    state, seat = mid_season(4)
    observation = GAME.observation(state, seat)
    forbidden = passed_types(observation, seat)
    assert forbidden
    deal = world_dealer(GAME)
    fitting = plain_fitting = 0
    for i in range(200):
        world = deal(observation, seat, random.Random(i))
        plain = GAME.determinize(observation, seat, random.Random(i))
        cards = [*world.stock, *world.hikari, *(c for h in world.hands for c in h)]
        cards += [c for r in world.rivers for c in r] + [c for ms in world.melds for m in ms for c in m]
        assert sorted(cards) == list(D.ALL_CARDS)
        assert sorted(world.hands[seat]) == sorted(state.hands[seat])
        for other, mask in forbidden.items():
            fitting += not hand_profile(hand_types(world.hands[other]), ()).waits & mask
            plain_fitting += not hand_profile(hand_types(plain.hands[other]), ()).waits & mask
    assert fitting > 0.95 * 200 * len(forbidden)
    assert plain_fitting < fitting


def test_last_discards_almost_never_rule_out_the_true_hands() -> None:
    """A heuristic player throws the card whose loss leaves the hand it values most: its five
    cards since are such a hand. (What it had seen when it threw differs a little from what it
    has seen now, so a rare true hand reads as not fitting: that world is only redealt.)"""
    fits = misses = 0
    for state, seat, observation in heuristic_play(seed=12, matches=12, bot_seed=3):
        for other, thrown in last_discards(observation, seat).items():
            assert D.TYPE[state.rivers[other][-1]] == thrown
            if discard_fits(state.hands[other], thrown, unseen_counts(state, other)):
                fits += 1
            else:
                misses += 1
    assert fits > 300 and misses <= 0.02 * fits


def test_dealt_worlds_give_hands_that_would_have_thrown_the_last_discard() -> None:
    """Dealt uniformly, most opponents' hands would have kept the card they threw (a player
    reading the table knows better); read, nearly every dealt hand would have thrown it."""
    state, seat = mid_season(4)
    observation = GAME.observation(state, seat)
    thrown = last_discards(observation, seat)
    assert thrown
    read, plain = world_dealer(GAME), world_dealer(GAME, read_discards=False)
    fitting = plain_fitting = 0
    for i in range(100):
        world, uniform = read(observation, seat, random.Random(i)), plain(observation, seat, random.Random(i))
        for other, kind in thrown.items():
            fitting += discard_fits(world.hands[other], kind, unseen_counts(world, other))
            plain_fitting += discard_fits(uniform.hands[other], kind, unseen_counts(uniform, other))
        assert sorted(world.hands[seat]) == sorted(state.hands[seat])
    assert fitting > 0.9 * 100 * len(thrown)
    assert plain_fitting < 0.7 * fitting


def test_a_world_ends_the_match_with_its_season_and_copies_share_nothing() -> None:
    state, seat = mid_season(6)
    observation = GAME.observation(state, seat)
    world = world_dealer(GAME)(observation, seat, random.Random(1))
    twin = copy_world(world)
    before = list(world.scores)
    rng = random.Random(2)
    while waiting := GAME.to_act(twin):
        who = waiting[0]
        GAME.apply(twin, who, heuristic_policy(twin, who, GAME.legal_actions(twin, who), rng))
    assert twin.over and twin.season == world.season  # no next season dealt for nothing
    result = GAME.result(twin)
    assert result is not None
    assert [a - b for a, b in zip(result.points, before, strict=True)] == result.seasons[-1].points
    assert not world.over and world.scores == before and world.season_points == state.season_points
    dealt_again = world_dealer(GAME)(observation, seat, random.Random(1))  # deterministic
    assert (world.hands, world.stock, world.rivers) == (dealt_again.hands, dealt_again.stock, dealt_again.rivers)


def search(seed: int, iterations: int) -> Any:
    bot = make_bot("taxot", "normal", seed, iterations=iterations)
    assert isinstance(bot, SearchBot)
    return bot


def test_search_repeats_under_a_seed_and_an_iteration_budget() -> None:
    state, seat = mid_season(9)
    observation = GAME.observation(state, seat)
    legal = GAME.legal_actions(state, seat)
    first = search(5, 120).recommend(observation, legal)
    again = search(5, 120).recommend(observation, legal)
    assert first == again
    assert {e.action for e in first} == set(legal)
    assert sum(e.visits for e in first) > 60  # the playouts were spent on the candidates


def test_copying_a_dealt_world_plays_exactly_as_dealing_it_again() -> None:
    """SearchHooks.copy_world is only a shortcut: the same estimates as re-dealing the world
    for every candidate (the search's way without it)."""
    from dataclasses import replace

    from shikitable.ai.nincetkaik.taxot_search import taxot_hooks

    state, seat = mid_season(12)
    observation = GAME.observation(state, seat)
    legal = GAME.legal_actions(state, seat)
    hooks = taxot_hooks(GAME)
    copying = SearchBot(GAME, 3, seconds=None, iterations=150, prior=TaxotHeuristic(3), hooks=hooks)
    dealing = SearchBot(
        GAME, 3, seconds=None, iterations=150, prior=TaxotHeuristic(3), hooks=replace(hooks, copy_world=None)
    )
    assert copying.recommend(observation, legal) == dealing.recommend(observation, legal)
