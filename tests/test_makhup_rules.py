"""値木 worked examples: the seed's roads (筆 taken by 筆, 兵 弓 車 or 無 車 車), joining two 兵 roads
with 弓, open roads, clearing with 皇/王/船, drawing, going out and the payments, the end when
nobody can play; and every kind of illegal play refused with its reason, changing nothing."""

from __future__ import annotations

from typing import Any

import pytest

from shikitable.core import Action, IllegalAction
from shikitable.games import get_game
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik.makhup import (
    CLEAR,
    DRAW,
    MERGE,
    PASS,
    PLAY,
    START,
    Makhup,
    MakhupState,
    hand_worth,
)
from tests.nincetkaik_helpers import begin_arranged_season, cards, deal_by_name, held

GAME = Makhup()


def arrange(
    hands: list[str],
    roads: list[str],
    stock: str = "",
    turn: int = 0,
    dealer: int = 0,
    multiplier: int = 2,
    options: dict[str, Any] | None = None,
    fill_stock: bool = True,
) -> MakhupState:
    """A table mid-season: these hands, these roads (each road's cards, first card first), and
    `stock` as the next cards to be turned up, in order; the rest of the deck lies under them
    (or is out of play if `fill_stock` is False)."""
    state, taken = deal_by_name(GAME, hands, options)
    state.roads = []
    for text in roads:
        road_cards = cards(text, taken)
        first = D.NUMBER[road_cards[0]]
        state.roads.append({"cards": road_cards, "value": first})
    top = cards(stock, taken)
    rest = [c for c in D.ALL_CARDS if c not in taken]
    state.stock = (rest if fill_stock else []) + list(reversed(top))
    state.cleared = [] if fill_stock else rest
    state.turn, state.dealer, state.multiplier = turn, dealer, multiplier
    state.passes = 0
    return begin_arranged_season(state)


def types(cards_: tuple[int, ...] | list[int]) -> list[int]:
    return sorted(D.TYPE[c] for c in cards_)


def listed(state: MakhupState, kind: str, arg: object = None) -> list[list[int]]:
    """The card choices (as types) listed for the player to move, of that kind (and argument)."""
    seat = state.turn
    return sorted(
        types(a.cards) for a in GAME.legal_actions(state, seat) if a.kind == kind and (arg is None or a.arg == arg)
    )


def road_values(state: MakhupState) -> list[int | None]:
    return [road["value"] for road in state.roads]


# --- the seed's examples -----------------------------------------------------------------------


def test_a_clerk_road_takes_a_clerk_or_cards_adding_up_to_six() -> None:
    # seed 001: with 筆 (6) out, play 筆, or 兵 弓 車 (1 + 2 + 3), or 無 車 車 (0 + 3 + 3)
    state = arrange(["黒筆 黒兵 黒弓 黒車 赤車 黒無", "赤将 赤将 赤巫 赤巫 赤馬 赤馬"], ["赤筆"])
    plays = listed(state, PLAY, 0)
    for text in ("黒筆", "黒兵 黒弓 黒車", "黒無 黒車 赤車", "黒筆 黒無", "黒兵 黒弓 黒車 黒無"):
        assert types(cards(text)) in plays, text
    assert types(cards("黒弓 黒車")) not in plays  # 5, not 6
    GAME.apply(state, 0, Action.make(PLAY, held(state, 0, "黒無 黒車 赤車"), 0))
    assert road_values(state) == [6]  # the road keeps its value
    assert len(state.roads[0]["cards"]) == 4 and state.turn == 1


def test_two_pawn_roads_are_joined_by_a_rook() -> None:
    # seed 001: a 兵 road and a 兵 road: 弓 (2) joins them into one road worth 2
    state = arrange(["黒弓 黒将 黒将 赤将 赤巫 赤巫", "赤馬 黒馬 黒馬 黒巫 黒筆 黒筆"], ["黒兵", "赤馬", "赤兵"])
    assert listed(state, MERGE, "0+2") == [types(cards("黒弓"))]
    GAME.apply(state, 0, Action.make(MERGE, held(state, 0, "黒弓"), "0+2"))
    assert road_values(state) == [2, 5]
    assert types(state.roads[0]["cards"]) == types(cards("黒兵 赤兵 黒弓"))
    # the joined road is an ordinary road of value 2 now
    assert types(cards("黒弓")) not in listed(state, PLAY, 0)  # seat 1 holds no 2
    assert state.turn == 1


def test_a_road_started_by_a_vessel_takes_any_single_card_which_sets_its_value() -> None:
    state = arrange(["黒馬 黒兵 黒弓 赤車 赤将 赤巫", "赤兵 赤兵 黒車 黒車 黒虎 黒虎"], ["黒船", "赤巫"])
    assert road_values(state) == [None, 7]
    singles = listed(state, PLAY, 0)
    assert singles == sorted(types([c]) for c in state.hands[0])  # any one card, each listed once
    assert all(len(choice) == 1 for choice in singles)
    GAME.apply(state, 0, Action.make(PLAY, held(state, 0, "黒馬"), 0))
    assert road_values(state) == [5, 7]
    # from now on it is a road of value 5: seat 1 may play 兵 兵 車... no: 1 + 1 + 3 = 5
    assert types(cards("赤兵 赤兵 黒車")) in listed(state, PLAY, 0)


def test_king_tam_and_vessel_clear_every_road_and_two_new_roads_are_turned_up() -> None:
    state = arrange(
        ["赤王 黒兵 黒弓 赤車 赤将 赤巫", "赤兵 赤兵 黒車 黒車 黒虎 黒虎"],
        ["黒筆", "赤馬 赤兵 赤虎", "黒無"],
        stock="黒巫 赤筆",
    )
    on_table = [c for road in state.roads for c in road["cards"]]
    assert listed(state, CLEAR) == [types(cards("赤王"))]
    _, events = GAME.apply(state, 0, Action.make(CLEAR, held(state, 0, "赤王")))
    assert road_values(state) == [7, 6]  # 黒巫 and 赤筆 start the new roads
    assert set(on_table) | set(cards("赤王")) == set(state.cleared)
    assert [e.kind for e in events] == ["clear", "road", "road"]


def test_a_clear_may_turn_up_an_open_road() -> None:
    state = arrange(["黒皇 黒兵 黒弓", "赤兵 赤兵 黒車"], ["黒筆"], stock="赤船 赤筆")
    GAME.apply(state, 0, Action.make(CLEAR, held(state, 0, "黒皇")))
    assert road_values(state) == [None, 6]


def test_drawing_turns_up_a_new_road_and_leaves_the_hand_alone() -> None:
    state = arrange(["黒兵 黒兵 黒虎", "赤兵 赤兵 黒車"], ["黒将"], stock="赤弓")
    hand = list(state.hands[0])
    stock = len(state.stock)
    GAME.apply(state, 0, Action(DRAW))
    assert road_values(state) == [8, 2]
    assert state.hands[0] == hand and len(state.stock) == stock - 1
    assert types(cards("赤兵 赤兵")) in listed(state, PLAY, 1)  # seat 1 may now play 1 + 1 on it


def test_drawing_is_allowed_even_when_a_play_is_possible() -> None:
    state = arrange(["黒筆 黒兵", "赤兵 赤兵 黒車"], ["赤筆"])
    assert Action(DRAW) in GAME.legal_actions(state, 0)
    assert listed(state, PLAY, 0)


# --- going out and the payments ------------------------------------------------------------------


def test_going_out_wins_and_everyone_pays_per_card_times_the_dealer_multiplier() -> None:
    # three players, 甲 deals (multiplier 2); 乙 plays the last card; 甲 holds 3, 丙 holds 2
    state = arrange(["黒兵 黒弓 黒車", "赤筆", "黒虎 黒馬"], ["黒筆"], turn=1)
    season = state.season
    _, events = GAME.apply(state, 1, Action.make(PLAY, held(state, 1, "赤筆"), 0))
    assert "out" in [e.kind for e in events]
    record = state.records[-1]
    assert record.number == season and record.winner == 1
    assert record.points == [-6, 8, -2]  # 3 × 2 from the dealer, 2 from 丙
    assert state.dealer == 1 and state.multiplier == 2  # the deal passes to the winner


def test_the_dealer_going_out_multiplies_every_payment_and_keeps_the_deal() -> None:
    state = arrange(["黒筆", "黒兵 黒弓 黒車", "黒虎 黒馬"], ["赤筆"], dealer=0, multiplier=3)
    GAME.apply(state, 0, Action.make(PLAY, held(state, 0, "黒筆"), 0))
    assert state.records[-1].points == [15, -9, -6]
    assert state.dealer == 0 and state.multiplier == 4


def test_numbers_scoring_option_counts_what_is_left_and_king_tam_vessel_as_ten() -> None:
    state = arrange(["黒筆", "黒兵 黒弓 赤王", "黒虎 黒馬"], ["赤筆"], dealer=2, options={"scoring": "numbers"})
    GAME.apply(state, 0, Action.make(PLAY, held(state, 0, "黒筆"), 0))
    # seat 1: 1 + 2 + 10 = 13; seat 2 (the dealer, ×2): (4 + 5) × 2 = 18
    assert state.records[-1].points == [31, -13, -18]
    assert hand_worth(cards("黒船 黒無"), "numbers") == 10


def test_a_clear_with_the_last_card_goes_out() -> None:
    state = arrange(["黒船", "黒兵 黒弓", "黒虎"], ["赤筆"], stock="赤兵 赤弓")
    GAME.apply(state, 0, Action.make(CLEAR, held(state, 0, "黒船")))
    assert state.records[-1].winner == 0 and state.records[-1].points == [6, -4, -2]


# --- the end when nobody can play ------------------------------------------------------------------


def blocked_table(options: dict[str, Any] | None = None, hands: list[str] | None = None) -> MakhupState:
    """An empty stock and roads (将, 巫) nobody can play on."""
    hands = hands or ["黒兵 黒弓", "赤兵", "黒無 赤無 赤弓"]
    return arrange(hands, ["黒将", "黒巫"], dealer=1, options=options, fill_stock=False)


def pass_round(state: MakhupState) -> list[str]:
    kinds = []
    for _ in range(state.players):
        seat = state.turn
        assert GAME.legal_actions(state, seat) == [Action(PASS)]
        _, events = GAME.apply(state, seat, Action(PASS))
        kinds += [e.kind for e in events]
    return kinds


def test_when_everyone_passes_the_smallest_hand_wins_the_differences() -> None:
    state = blocked_table()
    kinds = pass_round(state)
    assert "blocked" in kinds
    record = state.records[-1]
    # seat 1 (the dealer, multiplier 2) holds one card: seat 0 pays (2 − 1) × 2, seat 2 (3 − 1) × 2
    assert record.winner == 1 and record.points == [-2, 6, -4]


def test_a_tie_for_the_smallest_hand_is_broken_by_the_numbers_then_no_winner() -> None:
    state = blocked_table(hands=["黒兵 黒弓", "赤車 赤無", "黒無 赤無 赤弓"])  # 3 = 3 in numbers too
    pass_round(state)
    assert state.records[-1].winner is None and state.records[-1].points == [0, 0, 0]
    state = blocked_table(hands=["黒兵 黒弓", "赤無 赤兵", "黒無 赤無 赤弓"])  # 1 < 3: seat 1
    pass_round(state)
    assert state.records[-1].winner == 1 and state.records[-1].points == [0, 2, -2]


def test_blocked_option_nobody_wins() -> None:
    state = blocked_table({"blocked": "nobody"})
    season, dealer = state.season, state.dealer
    pass_round(state)
    record = state.records[-1]
    assert record.winner is None and record.points == [0, 0, 0]
    assert state.season == season + 1 and state.dealer == dealer


def test_with_no_road_left_any_single_card_starts_one() -> None:
    state = arrange(["黒皇 黒兵 黒弓", "赤将 赤巫"], ["黒筆"], fill_stock=False)
    GAME.apply(state, 0, Action.make(CLEAR, held(state, 0, "黒皇")))
    assert state.roads == [] and state.turn == 1
    assert listed(state, START) == [types(cards("赤巫")), types(cards("赤将"))]
    GAME.apply(state, 1, Action.make(START, held(state, 1, "赤将")))
    assert road_values(state) == [8]


# --- refusals ----------------------------------------------------------------------------------


def test_illegal_plays_are_refused_with_the_reason_and_change_nothing() -> None:
    state = arrange(
        ["黒兵 黒弓 黒車 赤王 黒無 黒馬", "赤兵 赤兵 黒将 黒将 黒虎 黒虎"],
        ["赤筆", "黒船", "赤兵"],
        stock="黒巫",
    )
    before = GAME.state_to_json(state)
    stranger = state.hands[1][0]
    attempts = [
        (1, Action(DRAW), "not your turn"),
        (0, Action.make(PLAY, held(state, 0, "黒弓 黒車"), 0), "add up to 5, but road 1 \\(6\\) needs 6"),
        (0, Action.make(PLAY, [stranger], 0), "do not hold"),
        (0, Action.make(PLAY, held(state, 0, "赤王 黒馬 黒兵"), 0), "no number"),
        (0, Action.make(PLAY, held(state, 0, "黒兵 黒弓"), 1), "takes a single card"),
        (0, Action.make(PLAY, held(state, 0, "黒馬"), 7), "Choose one of the roads"),
        (0, Action.make(PLAY, held(state, 0, "黒馬"), "0"), "Choose one of the roads"),
        (0, Action.make(MERGE, held(state, 0, "黒馬 黒兵"), "0+1"), "open road"),
        (0, Action.make(MERGE, held(state, 0, "黒馬"), "0+2"), "needs 7"),
        (0, Action.make(MERGE, held(state, 0, "黒馬"), "0+0"), "two of the roads"),
        (0, Action.make(MERGE, held(state, 0, "黒馬"), "road"), "two of the roads"),
        (0, Action.make(CLEAR, held(state, 0, "黒馬")), "皇, 王 or 船"),
        (0, Action.make(START, held(state, 0, "黒馬")), "There are roads"),
        (0, Action(PASS), "draw instead"),
        (0, Action(PLAY, (), 0), "Choose the cards"),
        (0, Action("dance"), "Play on a road"),
    ]
    for seat, action, reason in attempts:
        with pytest.raises(IllegalAction, match=reason):
            GAME.apply(state, seat, action)
        assert GAME.state_to_json(state) == before


def test_pass_is_refused_while_a_play_is_possible_and_draw_when_the_stock_is_empty() -> None:
    state = arrange(["黒筆 黒兵", "赤兵 赤兵 黒車"], ["赤筆"], fill_stock=False)
    before = GAME.state_to_json(state)
    with pytest.raises(IllegalAction, match="still play"):
        GAME.apply(state, 0, Action(PASS))
    with pytest.raises(IllegalAction, match="stock is empty"):
        GAME.apply(state, 0, Action(DRAW))
    assert GAME.state_to_json(state) == before


def test_each_choice_is_listed_once_and_any_copy_is_accepted_colour_plays_no_part() -> None:
    state = arrange(["黒兵 黒兵 黒馬", "赤筆 黒筆"], ["赤兵"])
    singles = [a.cards for a in GAME.legal_actions(state, 0) if a.kind == PLAY and len(a.cards) == 1]
    assert len(singles) == 1  # two copies of 黒兵: one choice
    other_copy = max(c for c in state.hands[0] if D.KIND[c] == D.PAWN)
    assert (other_copy,) not in singles
    GAME.apply(state, 0, Action(PLAY, (other_copy,), 0))  # the unlisted copy, black on a red road
    assert state.roads[0]["cards"][-1] == other_copy and state.turn == 1


def test_registered_and_listed() -> None:
    game = get_game("makhup")
    assert isinstance(game, Makhup) and game.name_ja == "値木"
    assert (game.min_players, game.max_players) == (2, 6)


def test_deal_six_cards_each_and_two_roads() -> None:
    for players in range(2, 7):
        state = GAME.setup(players, None, seed=players)
        assert [len(h) for h in state.hands] == [6] * players
        assert len(state.roads) == 2 and all(len(r["cards"]) == 1 for r in state.roads)
        assert len(state.stock) == 48 - 6 * players - 2
        assert state.turn == state.dealer
