"""開樽's fast hand ranking and the search's playouts: the bitmask ranking (namto_top) agrees
with the rulebook ranking (namto_hands) on random hands, the heuristic's chance worked out
from it is the same to the last bit as before (so the heuristic plays the same moves with the
same dice), and the playouts stake as the heuristic does."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shikitable.ai import make_bot
from shikitable.ai.nincetkaik.betting_chance import live_opponents, unseen_cards
from shikitable.ai.nincetkaik.betting_chance import win_chance as generic_win_chance
from shikitable.ai.nincetkaik.namto_bot import NamtoHeuristic
from shikitable.ai.nincetkaik.namto_chance import WORK, stake_by_chance, win_chance
from shikitable.ai.nincetkaik.namto_search import NamtoPlayoutPolicy
from shikitable.ai.search import SearchBot
from shikitable.core.actions import Action
from shikitable.games import get_game
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik import namto_hands as H
from shikitable.games.nincetkaik import namto_top as T
from shikitable.games.nincetkaik.namto import BOARD, STAKE, Namto, NamtoState

GAME = Namto()
VESSELS = [c for c in D.ALL_CARDS if D.KIND[c] == D.VESSEL]
PAWNS = [c for c in D.ALL_CARDS if D.KIND[c] == D.PAWN]

# hands of two to seven cards, many with 船 (wild or not) and with five or more 兵
hands = st.one_of(
    st.lists(st.sampled_from(D.ALL_CARDS), min_size=2, max_size=7, unique=True),
    st.tuples(
        st.lists(st.sampled_from(VESSELS), min_size=1, max_size=2, unique=True),
        st.lists(st.sampled_from(D.ALL_CARDS), min_size=1, max_size=5, unique=True),
    ).map(lambda parts: parts[0] + [c for c in parts[1] if c not in parts[0]]),
    st.tuples(
        st.lists(st.sampled_from(PAWNS), min_size=4, max_size=7, unique=True),
        st.lists(st.sampled_from(D.ALL_CARDS), max_size=3, unique=True),
    ).map(lambda parts: (parts[0] + [c for c in parts[1] if c not in parts[0]])[:7]),
)


def types(cards: list[int]) -> tuple[int, ...]:
    return tuple(sorted(D.TYPE[c] for c in cards))


@settings(max_examples=300, deadline=None, derandomize=True)
@given(hands, st.booleans())
def test_the_bitmask_ranking_agrees_with_the_rulebook_ranking(cards: list[int], wild: bool) -> None:
    assert T.top_of_cards(cards, wild) == H.top_part(types(cards), wild)
    assert T.value_of_cards(cards, wild) == H.hand_value(types(cards), wild)
    rank = H.Rank(cards, wild)
    assert rank.top == H.top_part(types(cards), wild) and rank.full == H.hand_value(types(cards), wild)
    assert T.types_of_key(T.key_of(cards)) == types(cards)


def test_the_ranking_agrees_on_many_random_seven_card_hands() -> None:
    rng = random.Random(15)
    for _ in range(3000):
        cards = rng.sample(D.ALL_CARDS, 7)
        for wild in (True, False):
            assert T.TOPS[wild].top(T.key_of(cards), cards) == H.top_part(types(cards), wild)


class _RulebookRank:
    """The showdown comparison as the heuristic made it before namto_top: the best 役 from
    namto_hands.top_part, the full value on a tie."""

    def __init__(self, cards: list[int], wild: bool) -> None:
        self.types, self.wild = types(cards), wild
        self.top = H.top_part(self.types, wild)

    def _key(self, other: _RulebookRank) -> tuple[Any, Any]:
        if self.top != other.top:
            return self.top, other.top
        return H.hand_value(self.types, self.wild), H.hand_value(other.types, other.wild)

    def __gt__(self, other: _RulebookRank) -> bool:
        a, b = self._key(other)
        return bool(a > b)

    def __eq__(self, other: object) -> bool:
        assert isinstance(other, _RulebookRank)
        a, b = self._key(other)
        return bool(a == b)


def _rulebook_chance(rng: random.Random, observation: Mapping[str, Any]) -> float:
    """The heuristic's chance as it was worked out before: the generic estimate with rulebook
    ranks and the same cost bound."""
    wild = observation["options"]["vessel_wild"]
    hand, community = list(observation["hand"]), list(observation["community"])
    holes = [observation["hand_counts"][o] for o in live_opponents(observation)]

    def cost(cards: list[int]) -> float:
        return 10.0 ** sum(1 for c in cards if c in VESSELS) if wild else 1.0

    return generic_win_chance(
        rng,
        unseen_cards([*hand, *community]),
        hand + community,
        community,
        holes,
        BOARD - len(community),
        lambda cards: _RulebookRank(cards, wild),
        min(300, 900 // (len(holes) + 1)),
        cost,
        WORK,
    )


def _decisions(seed: int, players: int, wild: bool) -> list[tuple[NamtoState, int, list[Action]]]:
    """Every decision of one season of heuristic play (a copy of the state at each)."""
    state = GAME.setup(players, {"vessel_wild": wild}, seed)
    bots = [make_bot("namto", "heuristic", seed * 10 + s) for s in range(players)]
    found = []
    season = state.season
    while GAME.to_act(state) and state.season == season:
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        found.append((GAME.clone(state), seat, legal))
        GAME.apply(state, seat, bots[seat].choose(GAME.observation(state, seat), legal))
    return found


@pytest.mark.parametrize(("seed", "players", "wild"), [(1, 4, True), (2, 3, False), (3, 6, True), (4, 2, True)])
def test_the_heuristic_chance_is_the_same_to_the_last_bit(seed: int, players: int, wild: bool) -> None:
    """The same draws and the same comparisons: the same chance, so the same move."""
    for state, seat, legal in _decisions(seed, players, wild):
        observation = GAME.observation(state, seat)
        fast, before = NamtoHeuristic(seed), random.Random(seed)
        chance = _rulebook_chance(before, observation)
        assert fast.chance(observation) == chance
        assert fast.rng.getstate() == before.getstate()
        if any(a.kind == STAKE for a in legal):
            played = NamtoHeuristic(seed).choose(observation, legal)
            assert played == stake_by_chance(legal, chance, len(live_opponents(observation)), observation["pot"])


def test_the_fast_chance_stops_at_the_same_work_bound() -> None:
    """With two 船 wild among the cards dealt the cost bound cuts sampling short: at the same
    deal as before."""
    hand = [VESSELS[0], VESSELS[1]]
    observation = {
        "seat": 0,
        "players": 4,
        "seated": [True] * 4,
        "folded": [False] * 4,
        "hand": hand,
        "community": [],
        "hand_counts": [2] * 4,
        "options": {"vessel_wild": True},
    }
    rng = random.Random(8)
    assert win_chance(random.Random(8), hand, [], [2, 2, 2], True, 225, WORK) == _rulebook_chance(rng, observation)


def test_the_playouts_stake_as_the_heuristic_with_its_chance() -> None:
    """The playout policy reads the state and answers with the heuristic's stake rule; a chance
    it has worked out once is remembered by the card types, not drawn again."""
    policy = NamtoPlayoutPolicy(seed=3)
    checked = 0
    for state, seat, legal in _decisions(5, 4, True):
        if len(legal) < 2:
            continue
        observation = GAME.observation(state, seat)
        opponents = live_opponents(observation)
        chance = policy.chance(state, seat, opponents)
        expected = stake_by_chance(legal, chance, len(opponents), observation["pot"])
        assert policy(state, seat, legal, random.Random(0)) == expected
        assert policy.chance(state, seat, opponents) == chance
        checked += 1
    assert checked > 3


def test_a_strong_hand_raises_and_a_hopeless_one_facing_a_stake_folds() -> None:
    legal = [Action(STAKE, (), n) for n in range(3, 9)] + [Action("fold")]
    assert stake_by_chance(legal, 0.9, 3, 10) == Action(STAKE, (), 8)
    assert stake_by_chance(legal, 0.05, 3, 10).kind == "fold"
    assert stake_by_chance(legal, 0.3, 3, 10) == Action(STAKE, (), 3)  # 0.3 × 13 pays for 3


def test_the_search_decides_from_state_based_playouts_deterministically() -> None:
    game = get_game("namto")
    decisions = [d for d in _decisions(6, 4, True) if len(d[2]) > 2]
    state, seat, legal = decisions[0]
    observation = game.observation(state, seat)
    bots = [make_bot("namto", "normal", 11, iterations=60) for _ in range(2)]
    assert isinstance(bots[0], SearchBot) and isinstance(bots[0].playout_policy, NamtoPlayoutPolicy)
    picks = [bot.recommend(observation, legal) for bot in bots]
    assert picks[0] == picks[1] and picks[0][0].action in legal
    assert 0 < bots[0].last_iterations <= 60
