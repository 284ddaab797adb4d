"""にっぱち rules: the worked examples of seed 004 and rules-notes §5, each special card, 流れ,
the reaction window, and every kind of score."""

from __future__ import annotations

import pytest

from shikitable.core import Action, IllegalAction
from shikitable.games.nippachi.deck import (
    CARD_COUNT,
    IS_SPECIAL,
    SUIT,
    hand_points,
    hand_sum,
)
from shikitable.games.nippachi.reactions import (
    DOUBLE,
    SINGLE,
    TRIPLE,
    is_atari_ari,
    kaeshi_level,
    waits,
)
from shikitable.games.nippachi.state import is_nagare
from tests.nippachi_helpers import GAME, C, act, arrange, cards, last_line, start

ONE_HAND = {"hands": 1}

# --- hand sums, waits and hand points (seed §2, §5, §9) ------------------------------------


def test_the_deck_has_52_cards_and_two_jokers() -> None:
    assert CARD_COUNT == 54
    assert sum(1 for c in range(CARD_COUNT) if IS_SPECIAL[c]) == 4 + 4 + 4 + 2  # 2s, 8s, Js, Jokers


def test_seed_example_124_waits_on_7() -> None:
    hand = cards("sA", "h2", "d4")
    assert hand_sum(hand) == 7 and is_atari_ari(hand)
    assert waits(hand) == {7: SINGLE}


def test_seed_example_q_waits_on_q() -> None:
    assert waits(cards("hQ")) == {12: SINGLE}


def test_seed_example_999_is_triple_on_9() -> None:
    hand = cards("s9", "h9", "d9")
    assert not is_atari_ari(hand)  # 27: no あたりあり to declare
    assert waits(hand) == {9: TRIPLE}


def test_seed_example_kk_joker_is_double_on_k() -> None:
    assert waits(cards("sK", "hK", "jo1")) == {13: DOUBLE}


def test_seed_example_33_waits_double_on_3_and_atari_on_6() -> None:
    assert waits(cards("s3", "h3")) == {3: DOUBLE, 6: SINGLE}


def test_seven_double_and_five_triple_are_silent_waits() -> None:
    """7のダブル, 5のトリプル以上: the sum is over 13, so no あたりあり is declared (ダマテン)."""
    assert not is_atari_ari(cards("s7", "h7")) and waits(cards("s7", "h7")) == {7: DOUBLE}
    assert not is_atari_ari(cards("s5", "h5", "d5")) and waits(cards("s5", "h5", "d5")) == {5: TRIPLE}


def test_six_double_and_four_triple_have_a_high_and_a_low_wait() -> None:
    assert waits(cards("s6", "h6")) == {6: DOUBLE, 12: SINGLE}
    assert waits(cards("s4", "h4", "d4")) == {4: TRIPLE, 12: SINGLE}


def test_kaeshi_levels_of_the_seed_examples() -> None:
    # 2335K: the K is played, 2+3+3+5 = 13 is left
    assert kaeshi_level(cards("s2", "h3", "d3", "c5"), C("sK")) == SINGLE
    # 333 held, a 3 played: the 33 left would have made a ダブル on it
    assert kaeshi_level(cards("h3", "d3"), C("s3")) == DOUBLE
    # 4444 held, a 4 played: the 444 left would have made a トリプル on it
    assert kaeshi_level(cards("h4", "d4", "c4"), C("s4")) == TRIPLE


def test_hand_points_double_per_two_and_quadruple_per_joker() -> None:
    assert hand_points(cards("s5", "h7")) == 12
    assert hand_points(cards("s2", "h7")) == 9 * 2
    assert hand_points(cards("s2", "h2", "h7")) == 11 * 4
    assert hand_points(cards("jo1", "h7")) == 7 * 4
    assert hand_points(cards("jo1", "jo2", "s2", "h7")) == 9 * 4 * 4 * 2
    assert hand_points([]) == 0


# --- playing: matching, drawing, つぶれ --------------------------------------------------


def four_hands() -> list[list[int]]:
    return [
        cards("s5", "h9", "dQ", "c6", "s10"),
        cards("h4", "d9", "cQ", "s6", "h10"),
        cards("d5", "c9", "sQ", "h6", "d10"),
        cards("c5", "s9", "hQ", "d6", "c10"),
    ]


def test_play_a_card_of_the_up_cards_number_or_suit() -> None:
    state = arrange(four_hands(), up=C("s7"), turn=0, options=ONE_HAND)
    legal = {a.cards[0] for a in GAME.legal_actions(state, 0) if a.kind == "play"}
    assert legal == set(cards("s5", "s10"))  # spades only: no 7 held
    with pytest.raises(IllegalAction, match="number or suit"):
        act(state, 0, "play", "h9")
    act(state, 0, "play", "s5")
    assert state.turn == 1 and state.up == C("s5")


def test_draw_only_when_you_cannot_play_and_play_the_drawn_card() -> None:
    hands = four_hands()
    state = arrange(hands, up=C("s7"), turn=1, stock=cards("h7", "c3"), options=ONE_HAND)
    with pytest.raises(IllegalAction, match="draw only when you cannot"):
        act(state, 1, "draw")
    legal = GAME.legal_actions(state, 1)
    assert [a.kind for a in legal] == ["play"]  # s6 fits the spade
    state.hands[1] = cards("h4", "d9", "cQ", "h6", "h10")
    state.legal_cache = None
    assert GAME.legal_actions(state, 1) == [Action("draw")]
    act(state, 1, "draw")  # draws h7, which fits the 7
    assert state.phase == "drawn" and state.drawn == C("h7")
    assert set(GAME.legal_actions(state, 1)) == {Action("play", (C("h7"),)), Action("pass")}
    with pytest.raises(IllegalAction, match="only play the card you drew"):
        act(state, 1, "play", "h4")
    act(state, 1, "play", "h7")
    assert state.up == C("h7")


def test_a_drawn_card_that_does_not_fit_ends_the_turn() -> None:
    state = arrange(four_hands(), up=C("s7"), turn=1, stock=cards("c3"), options=ONE_HAND)
    state.hands[1] = cards("h4", "d9", "cQ", "h6", "h10")
    act(state, 1, "draw")
    assert state.phase == "play" and state.turn == 2 and C("c3") in state.hands[1]


def test_the_stock_is_never_refilled_and_a_player_who_cannot_play_is_tsubure() -> None:
    hands = [cards("h5", "d9"), cards("sA", "h3"), cards("d3", "c9", "sK")]
    state = arrange(hands, up=C("s7"), turn=2, stock=[], options=ONE_HAND)
    act(state, 2, "play", "sK")  # seat 0 (h5 d9) has nothing for the K of spades and no stock
    assert state.tsubure[0] and state.turn == 1
    assert GAME.observation(state, 1)["tsubure"] == [True, False, False]


def test_last_player_not_tsubure_wins_by_kachinokori() -> None:
    hands = [cards("h5", "d9"), cards("cA", "h3"), cards("s3", "sK")]
    state = arrange(hands, up=C("s7"), turn=2, stock=[], options=ONE_HAND)
    act(state, 2, "play", "sK")  # nobody else can follow a spade K with no stock
    line = last_line(state)
    assert line["kind"] == "kachinokori" and line["seat"] == 2
    assert {p["payer"]: p["amount"] for p in line["payments"]} == {0: 14, 1: 4}
    assert state.scores == [-14, -4, 18]


def test_agari_everyone_pays_their_own_hand_points() -> None:
    hands = [cards("h4", "d2", "s3"), cards("s9"), cards("hQ", "jo1")]
    state = arrange(hands, up=C("s7"), turn=1, options=ONE_HAND)
    act(state, 1, "play", "s9")
    line = last_line(state)
    assert line["kind"] == "agari" and line["seat"] == 1
    assert {p["payer"]: p["amount"] for p in line["payments"]} == {0: 9 * 2, 2: 12 * 4}
    assert state.scores == [-18, 66, -48]


# --- special cards (seed §7) -------------------------------------------------------------


def test_eight_makes_everyone_else_draw_one_and_you_play_again() -> None:
    state = arrange(four_hands(), up=C("s7"), turn=0, options=ONE_HAND)
    state.hands[0] = cards("s8", "h9", "dQ", "c6", "h10")
    counts = [len(h) for h in state.hands]
    act(state, 0, "play", "s8")
    assert [len(h) for h in state.hands] == [counts[0] - 1, counts[1] + 1, counts[2] + 1, counts[3] + 1]
    assert state.turn == 0 and state.phase == "play"


def test_two_makes_everyone_else_draw_two_and_you_play_again() -> None:
    state = arrange(four_hands(), up=C("s7"), turn=0, options=ONE_HAND)
    state.hands[0] = cards("s2", "h9", "dQ", "c6", "h10")
    act(state, 0, "play", "s2")
    assert [len(h) for h in state.hands] == [4, 7, 7, 7]
    assert state.turn == 0


def test_nobody_can_be_made_to_draw_from_an_empty_stock() -> None:
    state = arrange(four_hands(), up=C("s7"), turn=0, stock=cards("c3"), options=ONE_HAND)
    state.hands[0] = cards("s2", "s9", "dQ", "c6", "h10")
    act(state, 0, "play", "s2")
    assert [len(h) for h in state.hands] == [4, 6, 5, 5] and not state.stock


def test_jack_goes_on_anything_and_names_the_suit() -> None:
    state = arrange(four_hands(), up=C("s7"), turn=0, options=ONE_HAND)
    state.hands[0] = cards("hJ", "h9", "dQ", "c6", "h10")
    legal = [a for a in GAME.legal_actions(state, 0) if a.cards == (C("hJ"),)]
    assert sorted(a.arg for a in legal) == [0, 1, 2, 3]
    act(state, 0, "play", "hJ", arg=2)
    assert state.suit == 2 and state.turn == 1
    assert GAME.observation(state, 1)["named_suit"] == 2
    playable = {a.cards[0] for a in GAME.legal_actions(state, 1) if a.kind == "play"}
    assert C("d9") in playable and C("h4") not in playable


def test_joker_goes_on_anything_makes_others_draw_and_you_play_again() -> None:
    for setting, drawn in ((3, 3), (5, 5), (0, 0)):
        state = arrange(four_hands(), up=C("s7"), turn=0, options={"hands": 1, "joker_draw": setting})
        state.hands[0] = cards("jo1", "h9", "dQ", "c6", "h10")
        act(state, 0, "play", "jo1")
        assert [len(h) for h in state.hands] == [4, 5 + drawn, 5 + drawn, 5 + drawn]
        assert state.turn == 0 and state.joker_on_top
        # by default any card may follow a Joker
        assert {a.cards[0] for a in GAME.legal_actions(state, 0)} == set(cards("h9", "dQ", "c6", "h10"))


def test_a_joker_on_the_pile_can_leave_the_card_under_it_in_force() -> None:
    state = arrange(four_hands(), up=C("s7"), turn=0, options={"hands": 1, "joker_follow": "under"})
    state.hands[0] = cards("jo1", "h9", "dQ", "s6", "h10")
    act(state, 0, "play", "jo1")
    assert {a.cards[0] for a in GAME.legal_actions(state, 0)} == {C("s6")}


def test_joker_is_not_playable_from_two_cards_while_the_stock_has_cards() -> None:
    state = arrange(four_hands(), up=C("s7"), turn=0, options=ONE_HAND)
    state.hands[0] = cards("jo1", "h9")
    with pytest.raises(IllegalAction, match="hand of two cards while the stock"):
        act(state, 0, "play", "jo1")
    assert GAME.legal_actions(state, 0) == [Action("draw")]


def test_joker_from_two_cards_with_an_empty_stock_makes_you_tsubure() -> None:
    state = arrange(four_hands(), up=C("s7"), turn=0, stock=[], options=ONE_HAND)
    state.hands[0] = cards("jo1", "h9")
    act(state, 0, "play", "jo1")
    assert state.tsubure[0] and state.turn == 1 and state.hands[0] == [C("h9")]


def test_no_special_card_may_be_the_last_card() -> None:
    for last in ("s8", "s2", "sJ", "jo1"):
        state = arrange(four_hands(), up=C("s7"), turn=0, options=ONE_HAND)
        state.hands[0] = [C(last)]
        with pytest.raises(IllegalAction, match="never be your last card"):
            act(state, 0, "play", last, arg=0 if last == "sJ" else None)
        assert GAME.legal_actions(state, 0) == [Action("draw")]


def test_the_first_up_card_is_never_special() -> None:
    hands = four_hands()
    state = start(hands, first=C("s8"), stock=cards("jo1", "hJ", "c2", "d7"), options=ONE_HAND)
    assert state.pile == [C("d7")]
    assert state.stock[:4] == list(reversed(cards("s8", "jo1", "hJ", "c2")))  # turned back under the stock


# --- あたり, ポン, カン and the reaction window (seed §2, §4, §5) -------------------------


def hit_position(options: dict | None = None) -> tuple:
    """Seat 0 is about to play h7; seat 2 (A24 = 7) is あたりあり on 7."""
    hands = [
        cards("h7", "h9", "dQ", "cK", "s10"),
        cards("h4", "d9", "cQ", "s6", "h10"),
        cards("dA", "c2", "s4"),
        cards("c5", "s9", "hQ", "d6", "c10"),
    ]
    return arrange(hands, up=C("h3"), turn=0, options=options or ONE_HAND), hands


def test_atari_the_dealer_in_pays_twice_their_hand_points() -> None:
    state, _ = hit_position()
    act(state, 0, "play", "h7")
    assert state.phase == "react" and GAME.to_act(state) == (2,)
    assert Action("ateru") in GAME.legal_actions(state, 2)
    act(state, 2, "ateru")
    line = last_line(state)
    assert line["kind"] == "atari" and line["level"] == "single" and line["seat"] == 2 and line["from"] == 0
    paid = line["payments"][0]
    assert paid["payer"] == 0 and paid["hand_points"] == 9 + 12 + 13 + 10 and paid["times"] == 2
    assert state.scores == [-88, 0, 88, 0]


def test_passing_on_a_hit_lets_play_go_on() -> None:
    state, _ = hit_position()
    act(state, 0, "play", "h7")
    act(state, 2, "pass")
    assert state.phase == "play" and state.turn == 1


def test_kaeshi_2335k_bounces_back_twice_the_hitters_points() -> None:
    hands = [
        cards("s2", "h3", "d3", "c5", "sK"),
        cards("hA", "dA", "c2", "s4", "h5"),  # 1+1+2+4+5 = 13: あたりあり on K
        cards("d9", "c9", "sQ", "h6", "d10"),
    ]
    state = arrange(hands, up=C("s7"), turn=0, options=ONE_HAND)
    act(state, 0, "play", "sK")
    act(state, 1, "ateru")
    line = last_line(state)
    assert line["kind"] == "kaeshi" and line["level"] == "kaeshi_single"
    assert line["seat"] == 0 and line["from"] == 1
    pay = line["payments"][0]
    assert pay["payer"] == 1 and pay["hand_points"] == 13 * 2 and pay["times"] == 2
    assert state.scores == [52, -52, 0]


def test_double_kaeshi_333_hit_on_a_three() -> None:
    hands = [
        cards("s3", "h3", "d3", "c10"),
        cards("cA", "c2"),  # sum 3: あたりあり on 3
        cards("d9", "c9", "sQ", "h6", "d10"),
    ]
    state = arrange(hands, up=C("s7"), turn=0, options=ONE_HAND)
    act(state, 0, "play", "s3")
    act(state, 1, "ateru")
    line = last_line(state)
    # the 33+10 left is no ダブル wait: a plain hit
    assert line["kind"] == "atari"
    # now the seed's case: 333 held, one 3 played, 33 left
    hands[0] = cards("s3", "h3", "d3")
    state = arrange(hands, up=C("s7"), turn=0, options=ONE_HAND)
    act(state, 0, "play", "s3")
    act(state, 1, "ateru")
    line = last_line(state)
    assert line["kind"] == "kaeshi" and line["level"] == "kaeshi_double" and line["times"] == 4
    assert line["payments"][0]["amount"] == 3 * 2 * 4


def test_triple_kaeshi_4444_hit_on_a_four() -> None:
    hands = [cards("s4", "h4", "d4", "c4"), cards("cA", "d3"), cards("d9", "c9", "sQ")]
    state = arrange(hands, up=C("s7"), turn=0, options=ONE_HAND)
    act(state, 0, "play", "s4")
    assert GAME.to_act(state) == (1,)  # A+3 = 4: あたりあり on 4
    act(state, 1, "ateru")
    line = last_line(state)
    assert line["kind"] == "kaeshi" and line["level"] == "kaeshi_triple" and line["times"] == 8
    assert line["payments"][0]["amount"] == 4 * 8
    assert state.scores == [32, -32, 0]


def test_pon_plays_two_cards_out_of_turn_and_play_goes_on_after_the_claimer() -> None:
    hands = [
        cards("h7", "h9", "dQ", "cK", "s10"),
        cards("h4", "d9", "cQ", "s6", "h10"),
        cards("d5", "c9", "sQ", "h6", "d10"),
        cards("c7", "d7", "hQ", "d6", "c10"),
    ]
    state = arrange(hands, up=C("h3"), turn=0, options=ONE_HAND)
    act(state, 0, "play", "h7")
    assert GAME.to_act(state) == (3,)
    pons = [a for a in GAME.legal_actions(state, 3) if a.kind == "pon"]
    assert {a.arg for a in pons} == {SUIT[C("c7")], SUIT[C("d7")]}
    act(state, 3, "pon", "c7", "d7", arg=SUIT[C("d7")])
    assert state.melds[3] == [sorted(cards("c7", "d7"))]
    assert state.up == C("d7") and state.suit == SUIT[C("d7")]
    assert state.turn == 0  # the seat after the claimer (3) is 0


def test_kan_plays_three_cards() -> None:
    hands = [
        cards("h7", "h9", "dQ", "cK", "s10"),
        cards("s7", "c7", "d7", "s6", "h10"),
        cards("d5", "c9", "sQ", "h6", "d10"),
    ]
    state = arrange(hands, up=C("h3"), turn=0, options=ONE_HAND)
    act(state, 0, "play", "h7")
    kinds = {a.kind for a in GAME.legal_actions(state, 1)}
    assert kinds == {"pass", "pon", "kan"}
    act(state, 1, "kan", "s7", "c7", "d7", arg=0)
    assert len(state.hands[1]) == 2 and state.turn == 2


def test_kaikyoku_ippatsu_everyone_pays_twice() -> None:
    hands = [
        cards("h4", "d9", "cQ", "s6", "h10"),
        cards("sA", "hA", "dA", "cA", "s3"),  # 1+1+1+1+3 = 7: あたりあり on 7
        cards("d5", "c9", "sQ", "h6", "d10"),
    ]
    state = start(hands, first=C("s7"), options=ONE_HAND)
    assert state.phase == "react" and GAME.to_act(state) == (1,)
    assert GAME.observation(state, 1)["first_card"]
    act(state, 1, "ateru")
    line = last_line(state)
    assert line["kind"] == "kaikyoku" and line["times"] == 2 and line["seat"] == 1
    amounts = {p["payer"]: p["amount"] for p in line["payments"]}
    assert amounts == {0: hand_points(hands[0]) * 2, 2: hand_points(hands[2]) * 2}


def test_a_pon_that_empties_the_hand_is_a_double_atari() -> None:
    hands = [
        cards("h7", "h9", "dQ", "cK", "s10"),
        cards("s7", "c7"),
        cards("d5", "c9", "sQ", "h6", "d10"),
    ]
    state = arrange(hands, up=C("h3"), turn=0, options=ONE_HAND)
    act(state, 0, "play", "h7")
    assert GAME.legal_actions(state, 1) == [Action("pass"), Action("pon", tuple(sorted(cards("s7", "c7"))))]
    act(state, 1, "pon", "s7", "c7")
    line = last_line(state)
    assert line["kind"] == "atari" and line["level"] == "double" and line["times"] == 4
    assert line["payments"][0] == {**line["payments"][0], "payer": 0, "amount": (9 + 12 + 13 + 10) * 4}


def test_kk_joker_kan_and_triple() -> None:
    hands = [
        cards("sK", "h9", "dQ", "c5", "s10"),
        cards("hK", "dK", "jo1"),
        cards("d9", "c9", "c4", "jo2"),
    ]
    state = arrange(hands, up=C("s3"), turn=0, options=ONE_HAND)
    act(state, 0, "play", "sK")
    act(state, 1, "pon", "hK", "dK")
    line = last_line(state)
    assert line["level"] == "double" and line["payments"][0]["amount"] == (9 + 12 + 5 + 10) * 4
    hands[1] = cards("hK", "dK", "cK", "jo1")
    state = arrange(hands, up=C("s3"), turn=0, options=ONE_HAND)
    act(state, 0, "play", "sK")
    act(state, 1, "kan", "hK", "dK", "cK")
    line = last_line(state)
    assert line["level"] == "triple" and line["times"] == 8


def test_a_set_of_specials_may_not_empty_the_hand() -> None:
    hands = [cards("s8", "h9", "dQ", "c5", "s10"), cards("h8", "d8"), cards("d9", "c9", "c4")]
    state = arrange(hands, up=C("s3"), turn=0, options=ONE_HAND)
    act(state, 0, "play", "s8")
    assert state.phase == "play"  # nobody could claim: the 8's effect, then seat 0 again
    assert state.turn == 0 and len(state.hands[1]) == 3


def test_cards_laid_by_pon_can_be_hit() -> None:
    hands = [
        cards("h7", "h9", "dQ", "cK", "s10"),
        cards("s7", "c7", "d9", "hJ"),
        cards("dA", "c2", "s4"),  # 7: hits a 7
    ]
    state = arrange(hands, up=C("h3"), turn=0, options=ONE_HAND)
    act(state, 0, "play", "h7")
    assert GAME.to_act(state) == (1, 2)
    act(state, 1, "pon", "s7", "c7", arg=0)
    act(state, 2, "pass")
    # あたり beats ポン: seat 2 passed, so the ポン stands and its cards open a window for seat 2
    assert state.phase == "react" and GAME.to_act(state) == (2,)
    act(state, 2, "ateru")
    line = last_line(state)
    assert line["kind"] == "atari" and line["from"] == 1
    assert line["payments"][0]["hand_points"] == 9 + 11


def test_atari_beats_pon_in_one_window() -> None:
    hands = [
        cards("h7", "h9", "dQ", "cK", "s10"),
        cards("s7", "c7", "d9", "hJ"),
        cards("dA", "c2", "s4"),
    ]
    state = arrange(hands, up=C("h3"), turn=0, options=ONE_HAND)
    act(state, 0, "play", "h7")
    act(state, 1, "pon", "s7", "c7", arg=0)
    act(state, 2, "ateru")
    line = last_line(state)
    assert line["kind"] == "atari" and line["seat"] == 2 and line["from"] == 0
    assert not state.records[-1].lines[1:] and state.melds[1] == []


def test_between_two_hits_the_nearest_seat_in_turn_order_wins() -> None:
    hands = [
        cards("h7", "h9", "dQ", "cK", "s10"),
        cards("d9", "c9", "sQ"),
        cards("dA", "c2", "s4"),
        cards("cA", "d2", "h4"),
    ]
    for options, winners in ((ONE_HAND, [2]), ({"hands": 1, "multiple_hits": "all"}, [2, 3])):
        state = arrange(hands, up=C("h3"), turn=1, options=options)
        state.hands[1] = cards("h7", "d9", "c9")
        act(state, 1, "play", "h7")
        assert GAME.to_act(state) == (2, 3)
        act(state, 3, "ateru")
        act(state, 2, "ateru")
        lines = state.records[-1].lines
        assert [line["seat"] for line in lines] == winners


def test_a_card_that_empties_the_hand_wins_before_anyone_can_hit_it() -> None:
    hands = [cards("h7"), cards("dA", "c2", "s4"), cards("d9", "c9", "sQ")]
    state = arrange(hands, up=C("h3"), turn=0, options=ONE_HAND)
    act(state, 0, "play", "h7")
    assert last_line(state)["kind"] == "agari"


# --- 流れ (seed §8) -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("names", "setting1", "two_jokers", "expected"),
    [
        (("s2", "h8", "jo1", "c5", "d6"), "special3", False, True),
        (("s2", "h8", "sJ", "c5", "d6"), "special3", False, False),
        (("s2", "h8", "jo1", "c5", "d6"), "special4", False, False),
        (("s2", "h8", "jo1", "d8", "d6"), "special4", False, True),
        (("s2", "h8", "sJ", "jo1", "d6"), "special4j", False, True),
        (("s2", "h8", "sJ", "c5", "d6"), "special4j", False, False),
        (("s2", "h8", "jo1", "d8", "d2"), "none", False, False),
        (("jo1", "jo2", "c5", "d6", "h9"), "none", False, False),
        (("jo1", "jo2", "c5", "d6", "h9"), "none", True, True),
        (("jo1", "c5", "d6", "h9", "hK"), "none", True, False),
    ],
)
def test_nagare_conditions(names: tuple, setting1: str, two_jokers: bool, expected: bool) -> None:
    assert is_nagare(cards(*names), setting1, two_jokers) is expected


def test_a_nagare_deal_is_dealt_again_by_the_same_dealer() -> None:
    hands = four_hands()
    hands[2] = cards("s2", "h8", "jo1", "hK", "dK")
    nagare_deal = start(hands, first=C("s7"))  # just to read the dealer
    dealer = nagare_deal.dealer
    from tests.nippachi_helpers import deck_for

    clean = deck_for(4, dealer, four_hands(), C("s7"))
    state = start(hands, first=C("s7"), more_decks=[clean])
    assert state.nagare == 1 and state.hand_no == 1 and state.dealer == dealer
    assert state.hands == four_hands_in_seat_order()
    assert state.scores == [0, 0, 0, 0]


def four_hands_in_seat_order() -> list[list[int]]:
    return [list(h) for h in four_hands()]


def test_no_nagare_when_the_settings_say_so() -> None:
    hands = four_hands()
    hands[2] = cards("s2", "h8", "jo1", "hK", "dK")
    state = start(hands, first=C("s7"), options={"nagare1": "none"})
    assert state.nagare == 0 and C("jo1") in state.hands[2]


# --- the match ---------------------------------------------------------------------------


def test_a_match_of_n_hands_rotates_the_deal_and_keeps_running_totals() -> None:
    state = GAME.setup(3, {"hands": 3}, 11)
    first_dealer = state.dealer
    import random

    rng = random.Random(3)
    while GAME.to_act(state):
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, rng.choice(GAME.legal_actions(state, seat)))
    result = GAME.result(state)
    assert result is not None and len(result.seasons) == 3
    assert [r.dealer for r in result.seasons] == [(first_dealer + i) % 3 for i in range(3)]
    assert result.points == [sum(r.points[s] for r in result.seasons) for s in range(3)]


def test_illegal_moves_are_refused_with_a_reason() -> None:
    state, _ = hit_position()
    with pytest.raises(IllegalAction, match=r"not your turn: waiting for seat 1\."):  # seats counted from 1
        act(state, 1, "play", "h4")
    with pytest.raises(IllegalAction, match="do not hold"):
        act(state, 0, "play", "s4")
    act(state, 0, "play", "h7")
    with pytest.raises(IllegalAction):
        act(state, 2, "pon", "dA", "c2")
    with pytest.raises(IllegalAction, match="not your turn"):
        act(state, 1, "ateru")


def test_seven_double_wins_without_any_atari_ari_shown() -> None:
    """7のダブル: 7+7 = 14, so the table shows no あたりあり, yet a 7 makes a ダブル."""
    hands = [cards("h7", "h9", "dQ", "cK", "s10"), cards("s7", "c7"), cards("d5", "c9", "sQ", "h6", "d10")]
    state = arrange(hands, up=C("h3"), turn=0, options=ONE_HAND)
    assert GAME.observation(state, 0)["atari_ari"][1] is False
    act(state, 0, "play", "h7")
    act(state, 1, "pon", "s7", "c7")
    assert last_line(state)["level"] == "double"


def test_five_triple_wins_without_any_atari_ari_shown() -> None:
    hands = [cards("h5", "h9", "dQ", "cK", "s10"), cards("s5", "c5", "d5"), cards("d9", "c9", "sQ", "h6", "d10")]
    state = arrange(hands, up=C("h3"), turn=0, options=ONE_HAND)
    assert GAME.observation(state, 0)["atari_ari"][1] is False
    act(state, 0, "play", "h5")
    assert {a.kind for a in GAME.legal_actions(state, 1)} == {"pass", "pon", "kan"}
    act(state, 1, "kan", "s5", "c5", "d5")
    line = last_line(state)
    assert line["level"] == "triple" and line["payments"][0]["amount"] == (9 + 12 + 13 + 10) * 8


def test_33_hits_a_six_cheaply_and_a_three_dearly() -> None:
    hands = [cards("h6", "h3", "dQ", "cK", "s10"), cards("s3", "c3"), cards("d9", "c9", "sQ", "h8", "d10")]
    cheap = arrange(hands, up=C("h4"), turn=0, options=ONE_HAND)
    assert GAME.observation(cheap, 0)["atari_ari"][1] is True
    act(cheap, 0, "play", "h6")
    act(cheap, 1, "ateru")
    assert last_line(cheap)["level"] == "single" and last_line(cheap)["times"] == 2
    dear = arrange(hands, up=C("h4"), turn=0, options=ONE_HAND)
    act(dear, 0, "play", "h3")
    act(dear, 1, "pon", "s3", "c3")
    assert last_line(dear)["level"] == "double" and last_line(dear)["times"] == 4


def test_a_triple_on_the_first_up_card_is_kaikyoku_ippatsu_times_eight() -> None:
    hands = [
        cards("h4", "c7", "cQ", "s6", "h10"),
        cards("s9", "h9", "d9", "jo1", "jo2"),  # 999 + two Jokers: a カン leaves only Jokers
        cards("d5", "c4", "sQ", "h6", "d10"),
    ]
    state = start(hands, first=C("c9"), options=ONE_HAND)
    act(state, 1, "kan", "s9", "h9", "d9")
    line = last_line(state)
    assert line["kind"] == "kaikyoku" and line["level"] == "triple" and line["times"] == 8
    assert {p["payer"]: p["amount"] for p in line["payments"]} == {
        0: hand_points(hands[0]) * 8,
        2: hand_points(hands[2]) * 8,
    }
