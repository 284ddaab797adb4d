"""行戦's search hooks: the candidates the paired search compares are the heuristic's next-best
moves, not a random few of the dozens of ways to lay down."""

from __future__ import annotations

import random

from shikitable.ai.nincetkaik.mokkaik_bot import MokkaikHeuristic, mokkaik_hooks, ranked_candidates
from shikitable.ai.search import SearchBot
from shikitable.core import Action
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik.mokkaik import DOWN, PLAY, Mokkaik
from tests.test_mokkaik import arrange, play

GAME = Mokkaik()


def _answering_a_lead() -> tuple[dict, list[Action]]:
    """Seat 1 answers a lone 黒兵 holding a 王, a 将 and four weak cards: more answers (beats
    and lay-downs) than the search compares."""
    hands = ["黒兵 黒弓 赤弓 黒車 赤虎 黒馬", "黒王 黒将 赤無 黒無 赤兵 黒弓", "赤筆 赤巫 黒筆 赤車 黒虎 赤馬"]
    state, _ = arrange(hands)
    play(state, 0, "黒兵")
    legal = GAME.legal_actions(state, 1)
    return GAME.observation(state, 1), legal


def _kinds(action: Action) -> list[int]:
    return sorted(D.KIND[c] for c in action.cards)


def test_candidates_follow_the_heuristics_values() -> None:
    observation, legal = _answering_a_lead()
    assert len(legal) > mokkaik_hooks(GAME).candidates  # the search must choose which to compare
    ranked = ranked_candidates(observation, legal, None)
    assert sorted(map(repr, ranked)) == sorted(map(repr, legal))  # every move, none twice
    values = dict(zip(map(repr, legal), MokkaikHeuristic(0).values(observation, legal), strict=True))
    assert [values[repr(a)] for a in ranked] == sorted(values.values(), reverse=True)
    # the heuristic's own move heads the list (its dice only break exact ties)
    assert ranked[0] == MokkaikHeuristic(5).choose(observation, legal)


def test_laying_down_the_king_ranks_below_laying_down_the_lone_weak_card() -> None:
    """A player keeps the 王 for the last trick: giving it up face down is among the worst
    answers; the cheapest is the weakest card that pairs with nothing (the two 無 stay
    together: a pair can still beat a pair later)."""
    observation, legal = _answering_a_lead()
    ranked = ranked_candidates(observation, legal, None)
    downs = [a for a in ranked if a.kind == DOWN and len(a.cards) == 1]
    assert _kinds(downs[0]) == [D.PAWN]
    assert _kinds(downs[-1]) == [D.KING]
    king_down = ranked.index(downs[-1])
    assert king_down > len(ranked) // 2


def test_the_prior_is_left_out_and_the_search_compares_the_next_best() -> None:
    observation, legal = _answering_a_lead()
    prior = MokkaikHeuristic(5).choose(observation, legal)
    ranked = ranked_candidates(observation, legal, prior)
    assert prior not in ranked and len(ranked) == len(legal) - 1
    hooks = mokkaik_hooks(GAME)
    assert hooks.choose_candidates is ranked_candidates and hooks.paired
    bot = SearchBot(GAME, 1, seconds=None, iterations=40, prior=MokkaikHeuristic(5), hooks=hooks)
    candidates = bot._candidates(observation, legal, random.Random(0))
    assert candidates[0] == prior
    assert candidates[1:] == ranked[: hooks.candidates - 1]
    assert all(a.kind == PLAY or _kinds(a) != [D.KING] for a in candidates)
