"""終季's waits hint: the cards it names are exactly those that would complete the hand."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shikitable.games import get_game
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik.shapes import is_winning
from shikitable.games.nincetkaik.taxot import hand_types, meld_types

GAME = get_game("taxot")


def completes(hand: list[int], melds: list[list[int]], card: int) -> bool:
    return is_winning(hand_types([*hand, card]), meld_types(melds))


@settings(max_examples=40, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10_000), st.integers(2, 4), st.integers(0, 60))
def test_waits_name_exactly_the_completing_cards(seed, players, moves):
    state = GAME.setup(players, None, seed)
    rng = random.Random(seed)
    for _ in range(moves):
        waiting = GAME.to_act(state)
        if not waiting:
            break
        seat = waiting[0]
        state, _ = GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
    for seat in range(players):
        obs = GAME.observation(state, seat)
        hand, melds = list(obs["hand"]), obs["melds"][seat]
        hints = GAME.waits(obs)
        size = len(hand) + sum(len(m) for m in melds)
        assert size in (5, 6) or hints == {}
        for discard, named in hints.items():
            rest = list(hand)
            if discard is not None:
                assert size == 6 and discard in hand
                rest.remove(discard)
            for card in named:
                assert completes(rest, melds, card)
            named_types = {D.TYPE[c] for c in named}
            for t in range(D.TYPE_COUNT):
                if t not in named_types:
                    assert not completes(rest, melds, D.cards_of_type(t)[0])
        if size == 5 and None not in hints:
            assert not any(completes(hand, melds, D.cards_of_type(t)[0]) for t in range(D.TYPE_COUNT))


def test_a_spectator_gets_no_hint():
    state = GAME.setup(4, None, 1)
    assert GAME.waits(GAME.observation(state, None)) == {}
