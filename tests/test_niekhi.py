"""連友: combinations (colour ignored, 船 wild, 王 = 皇, runs of sets), following, 激友 over
anything, tricks and leads, finishing places and their points, 将's effect and every option,
refusals with reasons; then properties of random play and a brute-force check of the legal list."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shikitable.core import Action
from shikitable.core.events import Event
from shikitable.games import get_game
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik.climbing import (
    GEKIYU,
    PAIR,
    RENYU,
    RUN,
    SINGLE,
    Shape,
    beats,
    classify,
    counts_of,
)
from shikitable.games.nincetkaik.niekhi import BANISH, GENERAL, PASS, PLACE_TABLES, PLAY, TAKE, Niekhi, NiekhiState
from tests.contract.probes import PROBES
from tests.nincetkaik_helpers import begin_arranged_season, cards, deal_by_name, held
from tests.playouts import RandomPlay, assert_listed_pass_and_wrong_ones_refused, assert_refused, points_over_matches

GAME = Niekhi()
SETTINGS = settings(max_examples=30, deadline=None, derandomize=True)


def arrange(
    hands: list[str], leader: int = 0, discards: str = "", options: dict[str, Any] | None = None
) -> NiekhiState:
    """A table with these hands (and discards); every other card is set aside."""
    state, taken = deal_by_name(GAME, hands, options)
    state.discards = cards(discards, taken)
    state.aside = [c for c in D.ALL_CARDS if c not in taken]
    state.removed, state.pile, state.passed, state.places = [], [], [], []
    state.top = None
    state.turn = state.leader = leader
    return begin_arranged_season(state)


def play(state: NiekhiState, seat: int, text: str) -> None:
    GAME.apply(state, seat, Action.make(PLAY, held(state, seat, text)))


def pass_(state: NiekhiState, seat: int) -> None:
    GAME.apply(state, seat, Action(PASS))


def refused(state: NiekhiState, seat: int, action: Action) -> str:
    return assert_refused(GAME, state, seat, action)


def shape_of(text: str) -> Shape | None:
    return classify(counts_of(cards(text)))


# --- combinations ----------------------------------------------------------------------------


def test_combinations_ignore_colour_and_船_is_fully_wild() -> None:
    assert shape_of("黒兵") == Shape(SINGLE, 1, 1, 2)
    assert shape_of("黒兵 赤兵") == Shape(PAIR, 2, 1, 2)
    assert shape_of("黒王 赤皇") == Shape(PAIR, 2, 1, 10)  # 王 = 皇
    assert shape_of("黒兵 赤兵 黒兵") == Shape(GEKIYU, 3, 1, 2)  # 激友: three or more
    assert shape_of("黒兵 赤弓 黒車") == Shape(RUN, 1, 3, 4)  # mixed colours still run 1 2 3
    assert shape_of("黒兵 赤船 黒車") == Shape(RUN, 1, 3, 4)  # 船 of any colour fills the 2
    assert shape_of("黒兵 黒兵 赤弓 黒弓 赤車 赤車") == Shape(RENYU, 2, 3, 4)  # 1 1 2 2 3 3
    assert shape_of("黒無 黒兵 黒弓 黒車 黒虎 黒馬 黒筆 黒巫 黒将") == Shape(RUN, 1, 9, 9)


def test_what_is_no_combination() -> None:
    assert shape_of("黒兵 黒弓") is None  # two different strengths
    assert shape_of("黒巫 黒将 黒王") is None  # 王 is no 9
    assert shape_of("黒兵 黒兵 黒弓 黒弓") is None  # a run of sets needs three strengths
    assert shape_of("黒兵 黒兵 黒弓 黒車") is None  # unequal copies


def test_船_readings() -> None:
    assert shape_of("黒船") == Shape(SINGLE, 1, 1, 10)  # alone: as strong as 王/皇
    assert shape_of("黒船 赤船") == Shape(PAIR, 2, 1, 10)
    assert shape_of("黒筆 赤船") == Shape(PAIR, 2, 1, 7)
    assert shape_of("黒筆 黒船 赤船") == Shape(GEKIYU, 3, 1, 7)  # one strength and 船s: the set
    assert shape_of("黒巫 黒将 赤船") == Shape(RUN, 1, 3, 9)  # 6 7 8 (no 9 exists)
    assert shape_of("黒車 黒虎 赤船") == Shape(RUN, 1, 3, 6)  # read as high as it goes: 3 4 5


def test_who_beats_whom() -> None:
    pair_2 = Shape(PAIR, 2, 1, 2)
    assert beats(Shape(PAIR, 2, 1, 3), pair_2, "bigger")
    assert not beats(Shape(PAIR, 2, 1, 2), pair_2, "bigger")  # equal is not stronger
    assert not beats(Shape(SINGLE, 1, 1, 10), pair_2, "bigger")  # another kind
    assert beats(Shape(GEKIYU, 3, 1, 1), Shape(RUN, 1, 5, 9), "bigger")  # 激友 over anything
    assert beats(Shape(GEKIYU, 4, 1, 1), Shape(GEKIYU, 3, 1, 9), "bigger")  # more cards
    assert not beats(Shape(GEKIYU, 4, 1, 1), Shape(GEKIYU, 3, 1, 9), "same_size")
    assert beats(Shape(GEKIYU, 3, 1, 5), Shape(GEKIYU, 3, 1, 4), "same_size")
    assert not beats(Shape(RUN, 1, 4, 9), Shape(RUN, 1, 3, 4), "bigger")  # runs keep their length


# --- play --------------------------------------------------------------------------------------


def test_followers_play_the_same_kind_stronger_or_pass() -> None:
    state = arrange(["黒兵 黒兵 黒筆", "黒弓 赤弓 黒無", "黒車 赤車 黒虎"])
    play(state, 0, "黒兵 黒兵")
    assert "stronger" not in refused(state, 1, Action.make(PLAY, held(state, 1, "黒無")))
    play(state, 1, "黒弓 赤弓")
    reason = refused(state, 2, Action.make(PLAY, held(state, 2, "黒虎")))
    assert "same kind and size" in reason
    play(state, 2, "黒車 赤車")
    assert state.turn == 0
    pass_(state, 0)
    pass_(state, 1)
    # everyone else passed: seat 2, who played last, leads anew with an empty centre
    assert state.top is None and state.turn == 2
    assert sorted(state.discards) == sorted(cards("黒兵 黒兵 黒弓 赤弓 黒車 赤車"))


def test_the_leader_may_not_pass_and_weaker_is_refused() -> None:
    state = arrange(["黒兵 黒筆", "黒弓 黒無"])
    assert "lead" in refused(state, 0, Action(PASS))
    play(state, 0, "黒筆")
    assert "not stronger" in refused(state, 1, Action.make(PLAY, held(state, 1, "黒弓")))
    assert "not your turn" in refused(state, 0, Action(PASS))


def test_a_gekiyu_goes_over_anything_and_only_a_bigger_or_stronger_gekiyu_beats_it() -> None:
    state = arrange(["黒馬 黒筆 黒巫 黒無", "黒兵 黒兵 赤兵 黒車", "黒弓 赤弓 黒弓 赤弓 赤虎"])
    play(state, 0, "黒馬 黒筆 黒巫")
    play(state, 1, "黒兵 黒兵 赤兵")  # a 激友 of 兵 over a run up to 7
    play(state, 2, "黒弓 赤弓 黒弓 赤弓")  # four 弓 beat three 兵
    assert state.top is not None and state.top["kind"] == GEKIYU and state.top["width"] == 4


def test_same_size_option_for_gekiyu() -> None:
    state = arrange(["黒兵 黒兵 赤兵 黒無", "黒弓 赤弓 黒弓 赤弓 赤虎"], options={"gekiyu_beaten_by": "same_size"})
    play(state, 0, "黒兵 黒兵 赤兵")
    reason = refused(state, 1, Action.make(PLAY, held(state, 1, "黒弓 赤弓 黒弓 赤弓")))
    assert "激友 of 3 stronger" in reason
    play(state, 1, "黒弓 赤弓 黒弓")


def test_a_pass_does_not_lock_you_out_by_default_and_does_with_the_option() -> None:
    for locks in (False, True):
        state = arrange(["黒兵 黒将", "黒弓 黒巫", "黒車 赤将"], options={"pass_locks": locks})
        play(state, 0, "黒兵")
        pass_(state, 1)
        play(state, 2, "黒車")
        play(state, 0, "黒将")
        if locks:  # seat 1 passed this trick: skipped, seat 2 is next
            assert state.turn == 2
        else:
            assert state.turn == 1
            assert PLAY not in {a.kind for a in GAME.legal_actions(state, 1)}  # 巫 < 将 anyway


def test_going_out_gives_places_and_the_next_player_leads_after_an_out_player() -> None:
    state = arrange(["黒筆", "黒兵 黒弓", "黒車 黒虎", "黒無 黒馬"])
    play(state, 0, "黒筆")  # seat 0 goes out first
    assert state.places == [0]
    pass_(state, 1)
    pass_(state, 2)
    pass_(state, 3)
    assert state.top is None and state.turn == 1  # the next player still in leads


def test_places_score_by_the_table_and_the_season_ends_with_one_player_left() -> None:
    state = arrange(["黒将", "黒兵 黒弓", "黒巫", "黒無"])
    play(state, 0, "黒将")  # a 将 that ends the hand has no effect: the player is out
    assert state.phase != GENERAL
    for seat in (1, 2, 3):
        pass_(state, seat)
    assert state.turn == 1  # seat 0 is out: the next player still in leads
    play(state, 1, "黒兵")
    play(state, 2, "黒巫")  # out second
    pass_(state, 3)
    pass_(state, 1)
    assert state.turn == 3
    play(state, 3, "黒無")  # out third: seat 1 is the last one holding cards
    record = state.records[-1]
    assert record.winner == 0
    assert record.points == [3, -3, 1, -1]  # places 0, 2, 3, 1 score +3 +1 −1 −3


@pytest.mark.parametrize(
    ("table", "points"),
    [("spread", [3, -3, 1, -1]), ("titles", [2, -2, 1, -1]), ("winner", [3, -1, -1, -1])],
)
def test_place_point_options(table: str, points: list[int]) -> None:
    state = arrange(["黒将", "黒兵 黒弓", "黒巫", "黒無"], options={"place_points": table})
    play(state, 0, "黒将")
    for seat in (1, 2, 3):
        pass_(state, seat)
    play(state, 1, "黒兵")
    play(state, 2, "黒巫")
    pass_(state, 3)
    pass_(state, 1)
    play(state, 3, "黒無")
    assert state.records[-1].points == points


def test_leftover_cards_are_set_aside_or_dealt_on() -> None:
    state = GAME.setup(5, None, seed=3)
    assert [len(h) for h in state.hands] == [9] * 5 and len(state.aside) == 3
    state = GAME.setup(5, {"leftover": "dealt"}, seed=3)
    counts = [len(h) for h in state.hands]
    assert sorted(counts) == [9, 9, 10, 10, 10] and not state.aside
    assert counts[state.dealer] == 9  # the extra cards go to the players after the dealer
    for players in (2, 3, 4, 6):
        state = GAME.setup(players, None, seed=3)
        assert [len(h) for h in state.hands] == [48 // players] * players


# --- 将 -----------------------------------------------------------------------------------------


def test_general_removes_every_card_of_a_strength_from_hands_and_discards() -> None:
    state = arrange(["黒将 黒兵 黒筆", "赤兵 黒弓", "黒兵 赤兵 黒車"], discards="黒兵 黒無")
    play(state, 0, "黒将")
    assert state.phase == GENERAL and GAME.to_act(state) == (0,)
    GAME.apply(state, 0, Action(BANISH, (), 2))  # every 兵
    assert all(D.STRENGTH[c] != 2 for h in state.hands for c in h)
    assert len(state.removed) == 5 and sorted(D.STRENGTH[c] for c in state.discards) == [1]
    assert state.turn == 1 and state.phase == "play"


def test_general_removal_can_be_limited_to_the_discards() -> None:
    state = arrange(["黒将 黒兵 黒筆", "赤兵 黒弓"], discards="黒兵 黒無", options={"general_reach": "discards"})
    play(state, 0, "黒将")
    GAME.apply(state, 0, Action(BANISH, (), 2))
    assert len(state.removed) == 1 and len(state.hands[1]) == 2


def test_general_takes_a_card_from_the_discards_and_two_generals_choose_twice() -> None:
    state = arrange(["黒将 赤将 黒兵", "黒弓 黒無"], discards="黒王 黒車")
    play(state, 0, "黒将 赤将")
    assert state.generals_left == 2
    GAME.apply(state, 0, Action(TAKE, (), 10))
    assert cards("黒王")[0] in state.hands[0]
    assert "no 弓" in refused(state, 0, Action(TAKE, (), 3))
    GAME.apply(state, 0, Action(BANISH, (), 1))  # per 将, a different choice is fine
    assert state.phase == "play" and state.turn == 1


def test_general_choice_once_fixes_the_effect_for_all() -> None:
    state = arrange(["黒将 赤将 黒兵", "黒弓 黒無"], discards="黒王 黒車", options={"general_choice": "once"})
    play(state, 0, "黒将 赤将")
    GAME.apply(state, 0, Action(TAKE, (), 10))
    assert "same effect" in refused(state, 0, Action(BANISH, (), 1))
    assert {a.kind for a in GAME.legal_actions(state, 0)} == {TAKE}


def test_a_removal_that_empties_hands_puts_those_players_out() -> None:
    state = arrange(["黒将 黒兵", "赤兵", "黒弓 黒無"])
    play(state, 0, "黒将")
    GAME.apply(state, 0, Action(BANISH, (), 2))  # seat 0 and seat 1 hold only 兵
    record = state.records[-1]
    assert record.winner == 0 and record.points == [2, 0, -2]


def test_a_gekiyu_out_of_turn_with_the_option() -> None:
    state = arrange(["黒兵 黒無", "黒弓 黒無", "黒車 赤車 黒車 黒虎"], options={"gekiyu_timing": "any_time"})
    play(state, 0, "黒兵")
    # seat 2 holds a 激友: before seat 1 plays it may jump in
    assert GAME.to_act(state) == (2,)
    reason = refused(state, 2, Action.make(PLAY, held(state, 2, "黒虎")))
    assert "Out of turn" in reason
    play(state, 2, "黒車 赤車 黒車")
    assert state.turn == 0  # play goes on after the interrupter


def test_an_interrupt_declined_returns_the_turn() -> None:
    state = arrange(["黒兵 黒無", "黒弓 黒無", "黒車 赤車 黒車 黒虎"], options={"gekiyu_timing": "any_time"})
    play(state, 0, "黒兵")
    pass_(state, 2)
    assert GAME.to_act(state) == (1,)


def test_illegal_plays_are_refused_with_reasons() -> None:
    state = arrange(["黒兵 黒弓 黒筆", "黒車"])
    assert "no combination" in refused(state, 0, Action.make(PLAY, held(state, 0, "黒兵 黒弓")))
    assert "do not hold" in refused(state, 0, Action.make(PLAY, held(state, 1, "黒車")))
    assert refused(state, 0, Action("dance"))
    assert refused(state, 0, Action(BANISH, (), 2))


# --- properties --------------------------------------------------------------------------------


RANDOM = RandomPlay(GAME, keep=("deal_passes",), limit=50_000)


@SETTINGS
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6))
def test_random_play_ends_conserves_cards_and_is_zero_sum(seed: int, players: int) -> None:
    def check(state: NiekhiState, _events: list[Event]) -> None:
        assert sorted(PROBES["niekhi"].cards_in(state)) == list(D.ALL_CARDS)
        assert sum(state.scores) == 0

    state, _ = RANDOM.match(players, seed, check)
    result = GAME.result(state)
    assert result is not None and sum(result.points) == 0
    for record in result.seasons:
        assert sorted(record.points) == sorted(PLACE_TABLES[state.options["place_points"]][players])


@SETTINGS
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6), steps=st.integers(0, 120), junk=st.integers(0, 47))
def test_illegal_actions_change_nothing_and_legal_ones_pass_the_check(
    seed: int, players: int, steps: int, junk: int
) -> None:
    state = RANDOM.position(players, seed, steps)
    seat = GAME.to_act(state)[0]
    assert_listed_pass_and_wrong_ones_refused(
        GAME,
        state,
        Action(PLAY, (junk,)),
        lambda action, legal: action in legal or _same_strengths_listed(state, seat, action, legal),
    )


def _same_strengths_listed(state: NiekhiState, seat: int, action: Action, legal: list[Action]) -> bool:
    if any(c not in state.hands[seat] for c in action.cards):
        return False
    want = counts_of(action.cards)
    return any(a.kind == action.kind and counts_of(a.cards) == want for a in legal)


@settings(max_examples=60, deadline=None, derandomize=True)
@given(hand=st.lists(st.integers(0, 47), min_size=1, max_size=9, unique=True), top=st.integers(-1, 47))
def test_the_legal_list_is_every_combination_the_hand_can_make(hand: list[int], top: int) -> None:
    """Brute force: every subset of the hand, classified, against the listed plays."""
    others = [c for c in D.ALL_CARDS if c not in hand]
    state = arrange(["", ""])
    state.hands = [sorted(hand), others[:5]]
    leading = top < 0 or top in hand
    if not leading:
        state.top = {"seat": 1, "kind": SINGLE, "width": 1, "length": 1, "rank": D.STRENGTH[top], "cards": [top]}
    expected = set()
    for size in range(1, len(hand) + 1):
        for group in itertools.combinations(hand, size):
            shape = classify(counts_of(group))
            if shape is None:
                continue
            if leading or beats(shape, Shape(SINGLE, 1, 1, D.STRENGTH[top]), "bigger"):
                expected.add(counts_of(group))
    listed = [counts_of(a.cards) for a in GAME.legal_actions(state, 0) if a.kind == PLAY]
    assert len(listed) == len(set(listed))  # each choice once
    assert set(listed) == expected


def test_registered_and_listed() -> None:
    assert get_game("niekhi").name_ja == "連友"


def test_heuristic_bot_beats_random_play_and_keeps_gekiyu() -> None:
    from shikitable.ai import make_bot
    from shikitable.ai.base import Bot

    def bots_for(match: int) -> list[Bot]:
        return [make_bot("niekhi", "heuristic", match), *(make_bot("niekhi", "random", s) for s in (1, 2))]

    totals = points_over_matches(GAME, bots_for, 12)
    assert totals[0] > max(totals[1:])
    # leading, it sheds the weakest single first
    bot = make_bot("niekhi", "heuristic", 0)
    state = arrange(["黒無 黒兵 赤兵 黒兵 黒将 黒筆 赤筆 黒虎", "黒弓 黒無 赤無 黒虎 赤虎 黒馬"])
    choice = bot.choose(GAME.observation(state, 0), GAME.legal_actions(state, 0))
    assert counts_of(choice.cards) == counts_of(cards("黒無"))
    play(state, 0, "黒無")
    play(state, 1, "黒弓")
    choice = bot.choose(GAME.observation(state, 0), GAME.legal_actions(state, 0))
    assert choice.kind == PASS or shape_of_cards(choice.cards).kind != GEKIYU  # the 激友 of 兵 is kept


def shape_of_cards(group: tuple[int, ...]) -> Shape:
    shape = classify(counts_of(group))
    assert shape is not None
    return shape
