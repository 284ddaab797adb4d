"""終季's winning shapes, with 船 as a same-colour wild card."""

from __future__ import annotations

import pytest

from shikitable.games.nincetkaik.shapes import best_win, hand_profile, mask_has
from shikitable.games.nincetkaik.taxot import hand_types
from tests.nincetkaik_helpers import cards


def win(text: str, *melds: str):
    return best_win(hand_types(cards(text)), tuple(hand_types(cards(m)) for m in melds))


@pytest.mark.parametrize(
    "hand",
    [
        "黒兵 赤兵 黒車 黒車 赤将 赤将",  # three pairs
        "黒兵 黒兵 黒兵 赤兵 黒馬 赤馬",  # a set of four and a pair
        "黒兵 赤兵 黒兵 黒馬 赤馬 赤馬",  # two sets of three
        "黒無 黒兵 黒弓 赤虎 赤馬 赤筆",  # two runs
        "黒無 黒兵 黒弓 赤将 黒将 赤将",  # a run and a set
        "黒王 赤皇 黒兵 赤兵 赤筆 黒筆",  # 王 and 皇 are equal: a pair
        "黒船 黒兵 黒車 赤虎 赤虎 黒虎",  # 船 fills the run 1-2-3
        "黒船 赤兵 赤車 赤車 赤将 黒将",  # 船 pairs with any card: 黒船 stands for 黒兵
    ],
)
def test_winning_shapes(hand: str) -> None:
    assert win(hand) is not None


@pytest.mark.parametrize(
    "hand",
    [
        "黒兵 赤兵 黒車 黒車 赤将 赤筆",  # two pairs and two odd cards
        "黒無 黒兵 赤弓 赤虎 赤馬 赤筆",  # a run must be one colour
        "黒巫 黒将 黒王 赤兵 赤兵 赤兵",  # 王 is not 9 in a run
        "赤船 黒兵 黒弓 赤虎 赤虎 黒虎",  # 船 is wild only in its own colour
    ],
)
def test_non_winning_hands(hand: str) -> None:
    assert win(hand) is None


def test_six_run_found_when_two_runs_are_consecutive() -> None:
    shape = win("黒無 黒兵 黒弓 赤車 赤虎 赤馬")
    assert shape is not None and shape.six_run
    plain = win("黒無 黒兵 黒弓 赤虎 赤馬 赤筆")
    assert plain is not None and not plain.six_run


def test_meld_counts_toward_the_shape() -> None:
    assert win("赤馬 赤馬 黒馬", "黒兵 黒弓 黒車") is not None
    assert win("赤馬 黒馬", "黒兵 赤兵 黒兵 赤兵") is not None
    assert win("赤馬 黒筆", "黒兵 赤兵 黒兵 赤兵") is None


def test_waits_of_a_waiting_hand() -> None:
    found = hand_profile(hand_types(cards("黒無 黒兵 黒弓 赤馬 赤馬")), ())
    wanted = hand_types(cards("赤馬"))[0]
    assert mask_has(found.waits, wanted)
    unrelated = hand_types(cards("赤虎"))[0]
    assert not mask_has(found.waits, unrelated)
