"""四川麻将's fold at the wall's end (ai/mahjong/sichuan_defence.py): with few draws left a hand too far
to get ready throws the tile the live opponents cannot win on (their shown void suit) where the
heuristic throws a tile they may be waiting on; a near hand, or an early one, keeps the
heuristic's discard."""

from __future__ import annotations

from typing import Any

from shikitable.ai import make_bot
from shikitable.ai.mahjong.sichuan_bot import SichuanBot, counts_of, shanten
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


def test_early_in_the_wall_the_far_hand_keeps_the_heuristics_discard() -> None:
    obs, legal = seat_zero("133666889p" "25789s", stock=50)
    heuristic = SichuanBot().choose(obs, legal)
    assert make_bot("sichuan", "normal", 5, iterations=4).choose(obs, legal) == heuristic


def test_a_hand_one_from_ready_keeps_racing_for_ready_at_the_wall_end() -> None:
    obs, legal = seat_zero("12467899p" "145689s", stock=8)  # 1 from ready: 查叫 is worth the risk
    heuristic = SichuanBot().choose(obs, legal)
    assert distance_after(obs, heuristic) == 1
    assert make_bot("sichuan", "normal", 5, iterations=4).choose(obs, legal) == heuristic


def test_a_hand_two_from_ready_with_three_draws_left_folds_to_a_safe_pin() -> None:
    obs, legal = seat_zero("133666889p" "25789s", stock=12)  # three draws each left
    heuristic = SichuanBot().choose(obs, legal)
    normal = make_bot("sichuan", "normal", 5, iterations=4).choose(obs, legal)
    assert KIND_OF[heuristic.cards[0]] // 9 == 2
    assert KIND_OF[normal.cards[0]] // 9 == 1
    assert distance_after(obs, normal) > distance_after(obs, heuristic)  # it gives up the race
