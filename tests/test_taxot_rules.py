"""終季 worked examples: payments for 終季 by draw and on a discard, yaku, bonuses, 開, 四友."""

from __future__ import annotations

from typing import Any

import pytest

from shikitable.core import Action, IllegalAction
from shikitable.core.events import Event
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik.taxot import DISCARD, Taxot, TaxotState
from tests.nincetkaik_helpers import begin_arranged_season, cards, deal_by_name

GAME = Taxot()


def arrange(
    hands: list[str],
    draws: list[str],
    turn: int,
    dealer: int = 0,
    multiplier: int = 2,
    first_round: bool = False,
    options: dict[str, Any] | None = None,
) -> tuple[TaxotState, list[Event]]:
    """A table with the given hands; `draws` are the next cards off the stock, in order."""
    state, taken = deal_by_name(GAME, hands, options)
    next_draws = cards(" ".join(draws), taken)
    rest = [c for c in D.ALL_CARDS if c not in taken and c not in state.hikari]
    state.stock = rest + list(reversed(next_draws))
    n = len(hands)
    state.dealer, state.multiplier = dealer, multiplier
    state.melds = [[] for _ in range(n)]
    state.rivers = [[] for _ in range(n)]
    state.shown = [[] for _ in range(n)]
    state.shiyu_paid = [[] for _ in range(n)]
    state.profiles = [None] * n
    begin_arranged_season(state)
    state.claims = {}
    state.turns_taken = [0] * n if first_round else [2] * n
    events: list[Event] = []
    GAME._begin_turn(state, turn, events)
    return state, events


READY_ON_A_BRUSH = "黒兵 赤兵 黒筆 赤巫 黒巫"  # 兵兵 and 巫巫: a 筆 completes the third pair
IDLE_HANDS = ("黒無 赤弓 黒車 赤虎 黒馬", "赤無 赤馬 赤虎 黒弓 赤車")  # no use to each other or to a third hand here


def beside_two_idle_hands(hand: str, draws: list[str], *, at: int, **more: Any) -> TaxotState:
    """Three seats: `hand` at seat `at`, the IDLE_HANDS at the other two in order; `draws` are
    the next cards off the stock (see arrange for `more`)."""
    hands = list(IDLE_HANDS)
    hands.insert(at, hand)
    state, _ = arrange(hands, draws, **more)
    return state


def last_record(state: TaxotState):
    return state.records[-1]


FILLER = "黒弓 赤車 黒虎 赤筆 黒将"  # five cards that wait on nothing useful here


def test_win_by_draw_everyone_pays_and_dealer_pays_multiplied() -> None:
    # seat 1 (not dealer) draws 赤将 to finish three pairs: 終了点 2; the dealer pays 2×2
    state, _ = arrange(
        [
            "黒無 赤弓 黒車 赤虎 黒馬",
            "黒兵 赤兵 黒筆 赤巫 黒巫",
            "赤無 赤馬 赤虎 黒弓 赤車",
            FILLER.replace("赤筆", "黒筆"),
        ],
        ["赤筆"],
        turn=1,
    )
    assert Action("taxot") in GAME.legal_actions(state, 1)
    GAME.apply(state, 1, Action("taxot"))
    record = last_record(state)
    assert record.winner == 1
    assert record.points == [-4, 8, -2, -2]
    assert state.dealer == 1 and state.multiplier == 2  # the winner deals next


def test_win_on_a_discard_only_the_discarder_pays() -> None:
    state, _ = arrange(
        [
            "黒無 赤弓 黒車 赤虎 黒馬",
            "黒兵 赤兵 黒筆 赤巫 黒巫",
            "赤無 赤馬 赤虎 黒弓 赤車",
            "黒将 赤将 黒王 赤皇 赤兵",
        ],
        ["赤筆"],
        turn=2,
    )
    GAME.apply(state, 2, Action("discard", tuple(cards("赤筆"))))
    assert GAME.to_act(state) == (1,)  # only seat 1 can use 赤筆
    GAME.apply(state, 1, Action("taxot"))
    record = last_record(state)
    assert record.points == [0, 2, -2, 0]
    assert not any(line["kind"] == "kai" for line in record.lines)  # no 1-point 開 charge for a win


def test_dealer_winning_multiplies_and_keeps_the_deal() -> None:
    state = beside_two_idle_hands(READY_ON_A_BRUSH, ["赤筆"], at=0, turn=0, dealer=0, multiplier=3)
    GAME.apply(state, 0, Action("taxot"))
    assert last_record(state).points == [12, -6, -6]
    assert state.dealer == 0 and state.multiplier == 4


def test_same_colour_six_run_first_round_and_king_bonus() -> None:
    # 黒無黒兵黒弓 + 黒車黒虎黒馬: 終季 2 + 同色 1 + 六連 1 + 一周 3 = 7; dealer wins ×2 = 14 each
    state, _ = arrange(
        ["黒無 黒兵 黒弓 黒車 黒虎", "赤弓 赤車 赤筆 赤巫 赤将", "赤無 赤兵 赤虎 赤虎 赤将"],
        ["黒馬"],
        turn=0,
        first_round=True,
    )
    GAME.apply(state, 0, Action("taxot"))
    record = last_record(state)
    win = next(line for line in record.lines if line["kind"] == "win")
    assert dict(map(tuple, win["base"])) == {"taxot": 2, "same_colour": 1, "six_run": 1, "first_round": 3}
    assert record.points == [28, -14, -14]


def test_king_and_tam_bonus_counts_natural_cards_only() -> None:
    # pairs 黒王+赤皇, 赤王+黒船 (standing for a 王), 黒兵+赤兵: three natural 王/皇 score 1 each
    state, _ = arrange(
        ["黒王 赤皇 黒船 赤王 黒兵", "赤弓 赤車 赤筆 赤巫 赤将", "赤無 赤兵 赤虎 赤虎 黒将"],
        ["赤兵"],
        turn=0,
    )
    GAME.apply(state, 0, Action("taxot"))
    record = last_record(state)
    win = next(line for line in record.lines if line["kind"] == "win")
    assert dict(map(tuple, win["bonus"])) == {"king_tam": 3}
    assert record.points == [14, -7, -7]  # (2 × dealer multiplier 2) + 3 from each


def test_kai_pays_the_discarder_and_the_claimer_must_discard() -> None:
    state = beside_two_idle_hands(READY_ON_A_BRUSH, ["黒兵"], at=1, turn=0)
    GAME.apply(state, 0, Action("discard", tuple(cards("黒兵"))[:0] or (state.hands[0][-1],)))
    assert GAME.to_act(state) == (1,)
    kai = [a for a in GAME.legal_actions(state, 1) if a.kind == "kai"]
    assert kai, "two 兵 in hand make a set of three with the discarded 兵"
    GAME.apply(state, 1, kai[0])
    assert state.season_points == [1, -1, 0]
    assert state.phase == DISCARD and state.turn == 1 and state.must_discard
    with pytest.raises(IllegalAction, match="discard"):
        GAME.apply(state, 1, Action("taxot"))
    assert len(state.melds[1]) == 1 and len(state.melds[1][0]) == 3


def test_win_on_discard_beats_kai_and_nearer_seat_wins() -> None:
    # seat 0 discards 赤筆: seat 1 can 開 (筆筆 in hand), seat 2 can win with it
    state, _ = arrange(
        [
            "黒無 赤弓 黒車 赤虎 黒馬",
            "黒筆 黒筆 黒兵 赤巫 黒将",
            "黒兵 赤兵 黒車 赤車 赤筆",
            "赤無 黒馬 赤虎 黒弓 赤将",
        ],
        ["赤筆"],
        turn=0,
    )
    GAME.apply(state, 0, Action("discard", tuple(cards("赤筆", set(state.hands[1] + state.hands[2])))))
    assert set(GAME.to_act(state)) == {1, 2}
    kai = next(a for a in GAME.legal_actions(state, 1) if a.kind == "kai")
    GAME.apply(state, 1, kai)
    GAME.apply(state, 2, Action("taxot"))
    assert last_record(state).winner == 2
    assert last_record(state).points[0] == -4  # the dealer discarded: 2 × 2


def test_four_friends_paid_at_once_by_everyone() -> None:
    state, _ = arrange(
        ["黒兵 黒兵 赤兵 黒車 黒虎", "黒無 赤弓 赤車 赤虎 黒馬", "赤無 赤馬 赤筆 黒弓 赤将"],
        ["赤兵"],
        turn=0,
    )
    assert state.season_points == [2, -1, -1]
    assert len(state.shown[0]) == 4


def test_exhausted_stock_ends_the_season_with_no_winner() -> None:
    state = beside_two_idle_hands(READY_ON_A_BRUSH, ["黒将"], at=1, turn=0, dealer=2, multiplier=3)
    state.stock = []
    season = state.season
    GAME.apply(state, 0, Action("discard", (state.hands[0][0],)))
    while state.season == season and GAME.to_act(state):
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, Action("pass"))
    record = last_record(state)
    assert record.winner is None and record.points == [0, 0, 0]
    assert state.dealer == 2 and state.multiplier == 3


def test_hikari_scores_matching_cards() -> None:
    state = beside_two_idle_hands(READY_ON_A_BRUSH, ["赤筆"], at=0, turn=0, options={"hikari": True})
    state.hikari = cards("赤兵", set(c for h in state.hands for c in h))
    state.stock = [c for c in state.stock if c not in state.hikari]
    GAME.apply(state, 0, Action("taxot"))
    win = next(line for line in last_record(state).lines if line["kind"] == "win")
    bonus = dict(map(tuple, win["bonus"]))
    assert bonus.get("hikari", 0) >= 1  # 赤兵 in the hand matches the 光 card


def test_illegal_actions_are_refused_with_a_reason() -> None:
    state = beside_two_idle_hands(READY_ON_A_BRUSH, ["黒将"], at=1, turn=0)
    before = GAME.state_to_json(state)
    with pytest.raises(IllegalAction, match="not your turn"):
        GAME.apply(state, 1, Action("discard", (state.hands[1][0],)))
    with pytest.raises(IllegalAction, match="do not hold"):
        GAME.apply(state, 0, Action("discard", (state.hands[1][0],)))
    with pytest.raises(IllegalAction, match="winning shape"):
        GAME.apply(state, 0, Action("taxot"))
    assert GAME.state_to_json(state) == before


# --- 一周 is the first go-around; 四友 however the four were gathered ---------------------------


def win_line(state: TaxotState) -> dict[str, Any]:
    return next(line for line in last_record(state).lines if line["kind"] == "win")


def claim(state: TaxotState, seat: int, action: Action) -> None:
    """`seat` claims the discard; every other seat that could claim it passes."""
    waiting = GAME.to_act(state)
    assert seat in waiting, waiting
    for other in waiting:
        GAME.apply(state, other, action if other == seat else Action("pass"))


def test_first_go_around_win_on_a_discard_scores_ippuu() -> None:
    # the dealer's first discard completes seat 1's three pairs: nobody has had a second turn
    state = beside_two_idle_hands(READY_ON_A_BRUSH, ["赤筆"], at=1, turn=0, first_round=True)
    GAME.apply(state, 0, Action("discard", tuple(cards("赤筆", set(state.hands[1])))))
    claim(state, 1, Action("taxot"))
    assert dict(map(tuple, win_line(state)["base"])) == {"taxot": 2, "first_round": 3}
    assert last_record(state).points == [-10, 10, 0]  # (2 + 3) × 2: the dealer pays


def test_a_kai_that_skips_seats_does_not_stretch_the_first_go_around() -> None:
    # four players: the dealer (seat 0) discards 赤兵, seat 2 takes it by 開 (seat 1 is skipped),
    # seat 3 draws and discards, and the dealer wins on its second draw. Only four turns were
    # taken in all, but the dealer has had two: no 一周.
    state, _ = arrange(
        [
            "黒無 赤無 黒弓 赤弓 黒車",
            "赤馬 黒筆 赤将 黒王 赤巫",
            "黒兵 黒兵 黒将 赤巫 黒虎",
            "黒馬 赤筆 黒巫 赤皇 赤虎",
        ],
        ["赤兵", "赤馬", "赤車"],
        turn=0,
        first_round=True,
    )
    GAME.apply(state, 0, Action("discard", tuple(cards("赤兵", set(state.hands[2])))))
    assert GAME.to_act(state) == (2,)
    claim(state, 2, next(a for a in GAME.legal_actions(state, 2) if a.kind == "kai"))
    GAME.apply(state, 2, Action("discard", tuple(cards("黒将"))))
    assert state.turn == 3 and not GAME.to_act(state) == ()
    drawn = state.hands[3][-1]
    GAME.apply(state, 3, Action("discard", (drawn,)))
    assert state.turn == 0 and state.turns_taken == [2, 0, 1, 1]
    GAME.apply(state, 0, Action("taxot"))
    assert "first_round" not in dict(map(tuple, win_line(state)["base"]))


def test_a_kai_in_the_first_go_around_still_allows_ippuu_for_a_seat_yet_to_play() -> None:
    # seat 0 discards, seat 2 claims by 開 and discards, seat 3 wins on that discard: every seat
    # has had at most one turn
    state, _ = arrange(
        [
            "黒無 赤無 黒弓 赤弓 黒車",
            "赤馬 黒筆 赤将 黒王 赤巫",
            "黒兵 黒兵 赤筆 赤巫 黒虎",
            "黒馬 黒馬 黒巫 黒巫 赤虎",
        ],
        ["赤兵"],
        turn=0,
        first_round=True,
    )
    GAME.apply(state, 0, Action("discard", tuple(cards("赤兵", set(state.hands[2])))))
    claim(state, 2, next(a for a in GAME.legal_actions(state, 2) if a.kind == "kai"))
    GAME.apply(state, 2, Action("discard", tuple(cards("黒虎", set(state.hands[3])))))
    claim(state, 3, Action("taxot"))
    assert last_record(state).winner == 3
    assert "first_round" in dict(map(tuple, win_line(state)["base"]))


def test_four_friends_counts_the_discard_a_player_wins_on() -> None:
    # seat 1 holds 黒兵 黒兵 赤兵 and a pair of 筆; the dealer's 赤兵 completes both the hand and
    # four 兵: everyone pays 四友 (1 each), then the dealer pays the win
    state = beside_two_idle_hands("黒兵 黒兵 赤兵 黒筆 赤筆", ["赤兵"], at=1, turn=0)
    GAME.apply(state, 0, Action("discard", tuple(cards("赤兵", set(state.hands[1])))))
    claim(state, 1, Action("taxot"))
    record = last_record(state)
    kinds = [line["kind"] for line in record.lines]
    assert kinds == ["shiyu", "win"]
    assert record.points == [-1 - 4, 2 + 4, -1]  # 四友 from both, the win (2 × 2) from the dealer


def test_four_friends_counts_cards_gathered_by_kai() -> None:
    # seat 1 takes the dealer's 赤兵 by 開 with 黒兵 黒兵 and still holds 赤兵: four 兵
    state = beside_two_idle_hands("黒兵 黒兵 赤兵 黒将 赤巫", ["赤兵"], at=1, turn=0)
    GAME.apply(state, 0, Action("discard", tuple(cards("赤兵", set(state.hands[1])))))
    kai = next(a for a in GAME.legal_actions(state, 1) if a.kind == "kai" and len(a.cards) == 2)
    claim(state, 1, kai)
    assert [line["kind"] for line in state.season_lines] == ["kai", "shiyu"]
    assert state.season_points == [1 - 1, -1 + 2, -1]
