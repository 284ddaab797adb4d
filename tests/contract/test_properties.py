"""The contract every registered game keeps, checked over the registry with random legal play
(rule options drawn at random too): a match ends with points that add up to nothing; every card
stays in exactly one place; an observation never shows a card its seat may not see; an illegal
action is refused with a reason and changes nothing; replaying the log, or saving and loading,
gives the same match; a clone shares nothing with its original; a world dealt from a seat's
observation looks the same to that seat and can be played on. A new game is checked by these
as soon as it is registered (and has a probe in tests/contract/probes.py)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shikitable.core import Action
from shikitable.core.errors import BadOption
from shikitable.core.game import Game
from shikitable.games import GAMES
from tests.contract.probes import PROBES, Probe
from tests.playouts import assert_refused, assert_replay_matches, play_steps, play_to_end, random_options

SETTINGS = settings(max_examples=6, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
NOT_A_CARD = 10**6


def new_match(game_id: str, data: st.DataObject, seed: int) -> tuple[Game[Any], Any, random.Random, int]:
    game = GAMES[game_id]
    players = data.draw(st.integers(game.min_players, game.max_players), label="players")
    rng = random.Random(seed)
    for _ in range(100):  # options drawn one by one may clash (四川's swap across needs four players)
        try:
            return game, game.setup(players, random_options(game, rng), seed), rng, players
        except BadOption:
            continue
    raise AssertionError(f"{game_id}: no option set drawn in 100 tries can be played by {players}")


def probe_of(game_id: str) -> Probe:
    assert game_id in PROBES, f"{game_id}: add a probe to tests/contract/probes.py"
    return PROBES[game_id]


def over_every_game(**more: st.SearchStrategy[Any]) -> Callable[[Callable[..., None]], Callable[..., None]]:
    """Run the test for every registered game, with a random seed, player count (drawn from
    `data`) and the strategies in `more` (how far into the match)."""

    def wrap(test: Callable[..., None]) -> Callable[..., None]:
        random_cases = SETTINGS(given(seed=st.integers(0, 2**31 - 1), data=st.data(), **more)(test))
        return pytest.mark.parametrize("game_id", list(GAMES))(random_cases)

    return wrap


@over_every_game()
def test_a_match_ends_conserves_every_card_and_is_zero_sum(game_id: str, seed: int, data: st.DataObject) -> None:
    game, state, rng, players = new_match(game_id, data, seed)
    probe = probe_of(game_id)
    deck = list(probe.deck) or sorted(probe.cards_in(state))
    assert deck and len(deck) == len(set(deck)), "a card lies in two places at the start"

    def check(now: Any, _events: list[Any]) -> None:
        cards = sorted(probe.cards_in(now))
        assert cards == deck or (probe.deck and not cards), "a card went missing or lies in two places"

    play_to_end(game, state, rng, check, limit=50_000, any_seat=True)
    result = game.result(state)
    assert result is not None and game.is_over(state)
    if probe.zero_sum:
        assert sum(result.points) == 0
    if probe.seasons_add_up:
        assert [sum(r.points[s] for r in result.seasons) for s in range(players)] == result.points
        assert not probe.zero_sum or all(sum(r.points) == 0 for r in result.seasons)
    assert json.loads(json.dumps(result.to_json())) == result.to_json()


@over_every_game()
def test_an_observation_never_shows_a_card_its_seat_may_not_see(game_id: str, seed: int, data: st.DataObject) -> None:
    game, state, rng, players = new_match(game_id, data, seed)
    probe = probe_of(game_id)

    def check(now: Any, _events: list[Any]) -> None:
        if not game.to_act(now):
            return  # every hand may be turned up once the match is over
        for seat in [*range(players), None]:
            leaked = probe.seen(game.observation(now, seat)) & probe.hidden_from(now, seat)
            assert not leaked, f"seat {seat} sees hidden cards {sorted(leaked)}"

    play_to_end(game, state, rng, check, limit=50_000, any_seat=True)


def wrong_actions(game: Game[Any], state: Any, seat: int, players: int) -> list[tuple[int, Action]]:
    """Moves no rule allows: out of turn, an unknown kind, a card that does not exist, the
    same card twice."""
    legal = game.legal_actions(state, seat)
    waiting = game.to_act(state)
    found = [(seat, Action("dance")), (seat, Action("dance", (0,), 1))]
    found += [(other, legal[0]) for other in range(players) if other not in waiting][:1]
    with_cards = [a for a in legal if a.cards]
    if with_cards:
        first = with_cards[0]
        found.append((seat, Action(first.kind, (NOT_A_CARD,), first.arg)))
        found.append((seat, Action(first.kind, (first.cards[0], *first.cards), first.arg)))
    return found


@over_every_game(steps=st.integers(0, 300))
def test_an_illegal_action_is_refused_and_changes_nothing(game_id: str, seed: int, data: st.DataObject,
                                                          steps: int) -> None:
    game, state, rng, players = new_match(game_id, data, seed)
    if not play_steps(game, state, rng, steps):
        return
    seat = game.to_act(state)[0]
    for who, action in wrong_actions(game, state, seat, players):
        assert_refused(game, state, who, action)


@over_every_game(steps=st.integers(0, 400))
def test_replaying_the_log_or_saving_gives_the_same_match(game_id: str, seed: int, data: st.DataObject,
                                                          steps: int) -> None:
    game, state, rng, players = new_match(game_id, data, seed)
    log: list[tuple[int, Action]] = []
    play_steps(game, state, rng, steps, log)
    assert_replay_matches(game, players, seed, state, log)
    restored = game.state_from_json(json.loads(json.dumps(game.state_to_json(state))))
    assert game.state_to_json(restored) == game.state_to_json(state)
    # the loaded match plays on exactly as the original
    on, again = random.Random(seed + 1), random.Random(seed + 1)
    for _ in range(100):
        waiting = game.to_act(state)
        assert game.to_act(restored) == waiting
        if not waiting:
            break
        legal = game.legal_actions(state, waiting[0])
        assert game.legal_actions(restored, waiting[0]) == legal
        game.apply(state, waiting[0], on.choice(legal))
        game.apply(restored, waiting[0], again.choice(legal))
    assert game.state_to_json(restored) == game.state_to_json(state)


@over_every_game(steps=st.integers(0, 300))
def test_a_clone_shares_nothing_with_its_original(game_id: str, seed: int, data: st.DataObject, steps: int) -> None:
    game, state, rng, players = new_match(game_id, data, seed)
    if not play_steps(game, state, rng, steps):
        return
    before = game.state_to_json(state)
    copy = game.clone(state)
    assert game.state_to_json(copy) == before
    play_steps(game, copy, random.Random(seed + 1), 30)  # the copy plays on; the original must not move
    assert game.state_to_json(state) == before
    assert game.state_to_json(copy) != before


@over_every_game(steps=st.integers(0, 300))
def test_a_world_dealt_from_an_observation_agrees_with_it(game_id: str, seed: int, data: st.DataObject,
                                                          steps: int) -> None:
    game, state, rng, players = new_match(game_id, data, seed)
    probe = probe_of(game_id)
    deck = list(probe.deck) or sorted(probe.cards_in(state))
    if not play_steps(game, state, rng, steps):
        return
    for seat in range(players) if probe.worlds_for_any_seat else game.to_act(state):
        seen = game.observation(state, seat)
        world = game.determinize(seen, seat, random.Random(seed))
        cards = sorted(probe.cards_in(world))
        assert cards == deck or (probe.deck and not cards), "the world lost or doubled a card"
        again = game.observation(world, seat)
        keys = set(probe.compared or seen) - set(probe.ignored)
        assert {k: again.get(k) for k in keys} == {k: seen.get(k) for k in keys}, f"seat {seat} would notice the world"
        if seat in game.to_act(state):  # the same kinds of move are open to it
            kinds = {a.kind for a in game.legal_actions(state, seat)}
            assert {a.kind for a in game.legal_actions(world, seat)} == kinds
        waiting = game.to_act(world)
        if waiting:  # the world can be played on
            game.apply(world, waiting[0], game.legal_actions(world, waiting[0])[0])
