"""四川麻将's late-wall discards (ai/sichuan_defence.py): with few draws left `normal` throws the
tile the live opponents cannot win on (their shown void suit) where the heuristic throws an
equally near tile they may be waiting on, and a hand too far to get ready folds."""

from __future__ import annotations

from typing import Any

from shikitable.ai import make_bot
from shikitable.ai.sichuan_bot import SichuanBot, counts_of, shanten
from shikitable.core.actions import Action
from shikitable.games.mahjong.tiles import KIND_OF
from tests.test_sichuan_plan import observation, tiles

# seat 0 gave up 萬子; two of its three opponents gave up 筒子 (p) and cannot win on a pin
VOIDS = ["m", "p", "p", "m"]


def seat_zero(text: str, stock: int) -> tuple[dict[str, Any], list[Action]]:
    hand = tiles(text)
    obs = observation(hand, stock)
    obs["voids"] = list(VOIDS)
    return obs, [Action("discard", (t,)) for t in sorted(hand)]


def distance_after(obs: dict[str, Any], action: Action) -> int:
    counts = counts_of(obs["hand"])
    counts[KIND_OF[action.cards[0]]] -= 1
    return shanten(counts, 0, 0)


def test_late_in_the_wall_normal_throws_the_equally_near_pin_the_others_cannot_win_on() -> None:
    obs, legal = seat_zero("12467899p" "145689s", stock=12)  # three draws each left
    heuristic = SichuanBot().choose(obs, legal)
    normal = make_bot("sichuan", "normal", 5, iterations=4).choose(obs, legal)
    assert KIND_OF[heuristic.cards[0]] // 9 == 2  # a sou, which seat 3 may be waiting on
    assert KIND_OF[normal.cards[0]] // 9 == 1  # a pin: two opponents shown void in pins
    assert distance_after(obs, normal) == distance_after(obs, heuristic)


def test_early_in_the_wall_normal_keeps_the_heuristics_discard() -> None:
    obs, legal = seat_zero("12467899p" "145689s", stock=50)
    heuristic = SichuanBot().choose(obs, legal)
    assert make_bot("sichuan", "normal", 5, iterations=4).choose(obs, legal) == heuristic


def test_a_hand_two_from_ready_with_two_draws_left_folds_to_a_safe_pin() -> None:
    obs, legal = seat_zero("133666889p" "25789s", stock=8)
    heuristic = SichuanBot().choose(obs, legal)
    normal = make_bot("sichuan", "normal", 5, iterations=4).choose(obs, legal)
    assert KIND_OF[heuristic.cards[0]] // 9 == 2
    assert KIND_OF[normal.cards[0]] // 9 == 1
    assert distance_after(obs, normal) > distance_after(obs, heuristic)  # it gives up the race
