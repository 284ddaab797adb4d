"""Magic under search: a world dealt during a card window after a discard keeps that discard,
so the claims can resume on it (found by tools/decision_times.py: the search crashed there)."""

from __future__ import annotations

import random

from shikitable.games import get_game


def test_a_world_dealt_in_the_card_window_after_a_discard_resumes_the_claims() -> None:
    game = get_game("magic")
    rng = random.Random(1)
    checked = 0
    for _ in range(6):
        state = game.setup(4, None, rng.randrange(2**31))
        for _ in range(400):
            waiting = game.to_act(state)
            if not waiting or checked >= 3:
                break
            seat = waiting[0]
            legal = game.legal_actions(state, seat)
            if state.resume == "claims" and len(legal) > 1:
                world = game.determinize(game.observation(state, seat), seat, random.Random(checked))
                assert world.riichi.last_discard == state.riichi.last_discard
                for action in game.legal_actions(world, seat):  # each answer plays on in the world
                    game.apply(game.clone(world), seat, action)
                checked += 1
            game.apply(state, seat, rng.choice(legal))
    assert checked >= 3
