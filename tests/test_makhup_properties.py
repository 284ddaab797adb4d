"""Property tests for 値木 beyond the contract every game keeps (tests/contract): hands and roads
stay well formed, moves never show a hidden card in their events; the legal list is exactly what
the full check accepts; 値木's own wrong moves change nothing; the bot wins."""

from __future__ import annotations

import itertools
import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from shikitable.ai.base import Bot, RandomBot
from shikitable.ai.nincetkaik.makhup_bot import MakhupHeuristic
from shikitable.core import Action, IllegalAction
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik.makhup import CLEAR, DRAW, KINDS, MERGE, PASS, PLAY, START, Makhup, MakhupState
from tests.nincetkaik_helpers import all_cards_in
from tests.playouts import RandomPlay, all_checks, play_steps, points_over_matches, points_stay_zero_sum

GAME = Makhup()
SETTINGS = settings(max_examples=30, deadline=None, derandomize=True)


def random_options(rng: random.Random) -> dict[str, Any]:
    return {
        "match_length": rng.choice(["4", "8"]),
        "scoring": rng.choice(["cards", "numbers"]),
        "blocked": rng.choice(["smallest_hand", "nobody"]),
        "deal_passes": rng.choice(["winner", "left"]),
    }


RANDOM = RandomPlay(GAME, random_options)


@SETTINGS
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6))
def test_hands_and_roads_stay_well_formed_and_points_zero_sum(seed: int, players: int) -> None:
    RANDOM.match(players, seed, all_checks(points_stay_zero_sum("season_points"), hands_and_roads_well_formed))


def hands_and_roads_well_formed(state: MakhupState, _events: list) -> None:
    assert all(len(hand) <= 6 for hand in state.hands)  # drawing never fills a hand
    for road in state.roads:
        first = D.NUMBER[road["cards"][0]]
        assert road["value"] is not None or (first is None and len(road["cards"]) == 1)


@SETTINGS
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6))
def test_observation_and_events_never_show_hidden_cards(seed: int, players: int) -> None:
    def check(state: MakhupState, events: list) -> None:
        ended = any(e.kind in ("season_end", "blocked") for e in events)
        for seat in [*range(state.players), None]:
            hidden = set(state.stock)
            for other in range(state.players):
                if other != seat:
                    hidden |= set(state.hands[other])
            obs = GAME.observation(state, seat)
            seen = set(all_cards_in([obs["hand"], [road["cards"] for road in obs["roads"]], obs["cleared"]]))
            assert not seen & hidden, f"seat {seat} sees hidden cards {seen & hidden}"
            for event in events:
                view = event.view_for(seat)
                if event.kind == "deal" and seat not in event.owners:
                    assert "cards" not in view
                if not ended:  # a card a move shows is face up on the table by now
                    shown = set(all_cards_in([view.get("cards", []), view.get("card", [])]))
                    assert not shown & hidden, (event.kind, shown & hidden)

    RANDOM.match(players, seed, check)


def every_conceivable_action(state: MakhupState, seat: int) -> list[Action]:
    """Every subset of the hand on every road, pair of roads, clear, start, draw and pass."""
    hand = sorted(state.hands[seat])
    roads = len(state.roads)
    found = [Action(DRAW), Action(PASS)]
    for size in range(1, len(hand) + 1):
        for chosen in itertools.combinations(hand, size):
            found += [Action(PLAY, chosen, index) for index in range(roads)]
            found += [Action(MERGE, chosen, f"{a}+{b}") for a, b in itertools.combinations(range(roads), 2)]
            found += [Action(CLEAR, chosen), Action(START, chosen)]
    return found


def same_choice(action: Action) -> tuple[str, tuple[int, ...], object]:
    return action.kind, tuple(sorted(D.TYPE[c] for c in action.cards)), action.arg


@SETTINGS
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6), steps=st.integers(0, 60))
def test_the_legal_list_is_exactly_what_the_check_accepts(seed: int, players: int, steps: int) -> None:
    state = RANDOM.position(players, seed, steps)
    seat = GAME.to_act(state)[0]
    listed = GAME.legal_actions(state, seat)
    assert len({same_choice(a) for a in listed}) == len(listed), "a choice is listed twice"
    accepted = set()
    for action in every_conceivable_action(state, seat):
        try:
            GAME._check(state, seat, action)
        except IllegalAction:
            continue
        accepted.add(same_choice(action))
    assert {same_choice(a) for a in listed} == accepted


@SETTINGS
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6), steps=st.integers(0, 60))
def test_illegal_actions_change_nothing(seed: int, players: int, steps: int) -> None:
    rng = random.Random(seed)
    state = GAME.setup(players, None, seed)
    if not play_steps(GAME, state, rng, steps):
        return
    before = GAME.state_to_json(state)
    legal = set(GAME.legal_actions(state, GAME.to_act(state)[0]))
    for _ in range(40):
        seat = rng.randrange(players)
        cards = tuple(sorted(rng.sample(D.ALL_CARDS, rng.randint(0, 3))))
        arg = rng.choice([None, rng.randrange(-1, 5), f"{rng.randrange(4)}+{rng.randrange(4)}", "x"])
        action = Action(rng.choice(KINDS), cards, arg)
        if action in legal:
            continue
        try:
            GAME.apply(state, seat, action)
        except IllegalAction as refused:
            assert refused.reason
            assert GAME.state_to_json(state) == before
        else:  # an unlisted copy of a listed choice: legal, so start again from here
            before = GAME.state_to_json(state)
            if not GAME.to_act(state):
                return
            legal = set(GAME.legal_actions(state, GAME.to_act(state)[0]))


def test_heuristic_beats_random() -> None:
    def bots_for(index: int) -> list[Bot]:
        return [MakhupHeuristic(index), *(RandomBot(1000 * seat + index) for seat in range(1, 4))]

    totals = points_over_matches(GAME, bots_for, 40, first_seed=4242)
    assert all(totals[0] > totals[seat] for seat in range(1, 4)), totals


def test_heuristic_clears_only_when_no_numbered_play_is_left() -> None:
    state = GAME.setup(2, None, seed=0)
    bot = MakhupHeuristic(0)
    hand = [c for c in D.ALL_CARDS if D.KIND[c] in (D.KING, D.HORSE)][:3]  # 黒馬 黒馬 黒王
    state.hands = [hand, [c for c in D.ALL_CARDS if c not in hand][:6]]
    taken = set(hand) | set(state.hands[1])
    free = [c for c in D.ALL_CARDS if c not in taken]
    five = next(c for c in free if D.NUMBER[c] == 5)
    seven = next(c for c in free if D.NUMBER[c] == 7)
    state.roads = [{"cards": [five], "value": 5}]
    state.turn, state.legal_cache = 0, None
    choice = bot.choose(GAME.observation(state, 0), GAME.legal_actions(state, 0))
    assert choice.kind == PLAY  # a 馬 fits the 馬 road: keep 王 for later
    state.roads = [{"cards": [seven], "value": 7}]
    state.legal_cache = None
    choice = bot.choose(GAME.observation(state, 0), GAME.legal_actions(state, 0))
    assert choice.kind == CLEAR  # nothing fits: clear rather than draw
