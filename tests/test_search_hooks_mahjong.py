"""The search hooks of リーチ麻雀, Magic: the Mahjong, 四川麻将 and にっぱち: their playout policies
play legal moves and never pass up a win, their evaluations rank a better position higher, and
a search using them is repeatable under a seed and an iteration budget."""

from __future__ import annotations

import random
from typing import Any

import pytest

from shikitable.ai import _SEARCH_HOOKS, SearchHooks, make_bot
from shikitable.ai.search import SearchBot
from shikitable.games import get_game
from tests import riichi_helpers as rh
from tests import sichuan_helpers as sh
from tests.nippachi_helpers import cards
from tests.playouts import turns

GAMES = ("riichi", "magic", "sichuan", "nippachi")
WINS = {"tsumo", "ron", "ateru"}


def _hooks(game_id: str) -> SearchHooks:
    make_bot(game_id, "random")  # loads every bot module, which registers the hooks
    return _SEARCH_HOOKS[game_id](get_game(game_id))


def _options(game_id: str) -> dict[str, Any] | None:
    return {"hands": 1} if game_id in ("sichuan", "nippachi") else {"length": "tonpuu"}


@pytest.mark.parametrize("game_id", GAMES)
def test_the_playout_policy_plays_legal_moves_to_the_end_and_takes_every_win(game_id: str) -> None:
    game = get_game(game_id)
    hooks = _hooks(game_id)
    assert hooks.playout is not None and hooks.evaluate is not None and hooks.max_playout is not None
    rng = random.Random(5)
    wins_offered = 0
    for seed in range(3):
        state = game.setup(4, _options(game_id), seed)
        for seat, legal in turns(game, state, 4000):
            action = hooks.playout(state, seat, legal, rng)
            assert action in legal
            winning = [a for a in legal if a.kind in WINS or (a.kind in ("pon", "kan") and game_id == "nippachi"
                                                              and a.arg is None)]
            if winning:
                wins_offered += 1
                assert action in winning, f"{action} passed up {winning}"
            game.apply(state, seat, action)
        assert game.is_over(state), "the policy's playout did not end the match"
    assert wins_offered > 0


def _riichi_with(seat0: str, others: str) -> Any:
    """A fresh hand with these 13 tiles per seat (the dealer's 14th a lone north wind)."""
    state = rh.new_state(3)
    for seat, text in enumerate([seat0, *others.split()]):
        rh.give(state, seat, text, "4z" if seat == state.dealer else None)
    return state


def test_riichi_evaluation_prefers_a_ready_hand_to_a_broken_one() -> None:
    """The riichi search's evaluation scores the deciding seat's view (learnt from the
    observation at each decision); more in tests/test_riichi_search.py."""
    hooks = _hooks("riichi")
    evaluate, choose = hooks.evaluate, hooks.choose_candidates
    assert evaluate is not None and choose is not None
    broken = "19m19p19s1237z258m"
    others = "147m258p369s2345z 147m258p369s2345z 147m258p369s2345z"
    ready = _riichi_with("123m456p789s11z23m", others)
    far = _riichi_with(broken, others)
    seat = next(s for s in range(4) if s != ready.dealer)
    choose({"seat": seat}, [], None)
    assert evaluate(ready)[seat] > evaluate(far)[seat] + 1000
    assert evaluate(ready)[ready.dealer] == ready.scores[ready.dealer]  # not the deciding seat


def test_sichuan_evaluation_prefers_a_ready_hand_and_is_zero_sum() -> None:
    evaluate = _hooks("sichuan").evaluate
    assert evaluate is not None
    others = ["13579m246p13579s"] * 3
    # seat 0 (void: dots) has drawn a dot: ready once it is thrown, or nowhere near
    ready = sh.arrange(["234m567m66m345s68s8p", *others], voids="pmmm")
    far = sh.arrange(["2468m2468s135799p", *others], voids="pmmm")
    assert evaluate(ready)[0] > evaluate(far)[0] + 1
    for state in (ready, far):
        assert sum(evaluate(state)) == pytest.approx(sum(state.scores))


def test_nippachi_evaluation_prefers_few_low_cards_to_many_dear_ones() -> None:
    from tests.nippachi_helpers import start

    evaluate = _hooks("nippachi").evaluate
    assert evaluate is not None
    rest = [cards("s3", "h4", "d5", "c6", "s9"), cards("h3", "d4", "c5", "s6", "h9"),
            cards("d3", "c4", "s5", "h6", "d9")]
    state = start([cards("sA", "hA", "dA", "cA", "s10"), *rest], cards("c9")[0])
    light = evaluate(state)
    state.hands[0] = cards("sA")  # one low card left: likely to go out and collect
    after = evaluate(state)
    state.hands[0] = cards("s2", "h2", "jo1", "sK", "hK")  # dear cards: likely to pay a lot
    dear = evaluate(state)
    assert after[0] > light[0] > dear[0]
    assert sum(after) == pytest.approx(sum(state.scores))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_search_with_the_hooks_is_repeatable_under_a_seed_and_budget(game_id: str) -> None:
    game = get_game(game_id)
    state = game.setup(4, _options(game_id), 7)
    rng = random.Random(7)
    heuristic = [make_bot(game_id, "heuristic", s) for s in range(4)]
    for _ in range(400):  # a real position a little into the deal
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        if len(legal) > 2 and rng.random() < 0.1:
            break
        game.apply(state, seat, heuristic[seat].choose(game.observation(state, seat), legal))
    observation = game.observation(state, seat)
    runs = []
    for _ in range(2):
        bot = SearchBot(game, 11, seconds=None, iterations=12, hooks=_hooks(game_id))
        runs.append([(e.action, e.visits, round(e.expected_points, 6)) for e in bot.analyse(observation, legal)])
    assert runs[0] == runs[1]
    assert 0 < sum(visits for _, visits, _ in runs[0]) <= 12


def test_a_magic_world_dealt_while_a_card_window_holds_a_discard_plays_on() -> None:
    """A card window after a discard pauses the claims on it: a world dealt then must know the
    discard, or its playout cannot resume the claims."""
    game = get_game("magic")
    hooks = _hooks("magic")
    assert hooks.playout is not None
    rng = random.Random(1)
    bots = [make_bot("magic", "heuristic", s) for s in range(4)]
    paused = 0
    for seed in range(3):
        state = game.setup(4, None, seed)
        for _ in range(300):
            seat = game.to_act(state)[0]
            observation = game.observation(state, seat)
            if state.resume == "claims":
                paused += 1
                world = game.determinize(observation, seat, rng)
                assert world.riichi.last_discard == state.riichi.last_discard
                deal = game.deal_number(world)
                while game.to_act(world) and game.deal_number(world) == deal:
                    actor = game.to_act(world)[0]
                    game.apply(world, actor, hooks.playout(world, actor, game.legal_actions(world, actor), rng))
            game.apply(state, seat, bots[seat].choose(observation, game.legal_actions(state, seat)))
    assert paused > 0


def test_a_search_that_cannot_play_its_worlds_plays_the_heuristics_move() -> None:
    """Against a declared tsumo the winner's hand is hidden, so a world dealt at random cannot
    hold the win: the search bot answers with the heuristic's move, not an error (card windows
    are left to the heuristic)."""
    game = get_game("magic")
    state = game.setup(4, None, 1)
    bots = [make_bot("magic", "heuristic", s) for s in range(4)]
    for _ in range(400):
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        observation = game.observation(state, seat)
        if state.resume == "tsumo" and seat not in state.context["winners"] and len(legal) > 1:
            break
        game.apply(state, seat, bots[seat].choose(observation, legal))
    else:
        pytest.fail("no declared tsumo met")
    normal = make_bot("magic", "normal", 3, iterations=6)
    assert normal.choose(observation, legal) == make_bot("magic", "heuristic", 3).choose(observation, legal)
    # in a card window the search compares nothing, so it deals no world at all
    assert isinstance(normal, SearchBot) and normal.last_iterations == 0
