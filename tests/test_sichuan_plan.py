"""四川麻将's whole-hand playouts (ai/mahjong/sichuan_solitaire.py) and the search bot's plans built on
them (ai/mahjong/sichuan_plan.py): the cheap shanten agrees with the engine's, a playout wins what the
engine's fan says, and a hand rich in one suit throws the stray suit for 清一色 where the
heuristic would break its main suit."""

from __future__ import annotations

import random
from typing import Any

from shikitable.ai import make_bot
from shikitable.ai.mahjong.sichuan_bot import SichuanBot
from shikitable.ai.mahjong.sichuan_plan import MARGIN, plan_judge
from shikitable.ai.mahjong.sichuan_solitaire import EXIT_PER_ROUND, NOT_READY_PAYS, Playout, Table, suit_shanten
from shikitable.core.actions import Action
from shikitable.games.mahjong.hand import seven_pairs_shanten, standard_shanten
from shikitable.games.mahjong.tiles import KIND_OF, kinds_from_text

OPTIONS = {"cap": "4", "tsumo_bonus": "point", "chanta": True, "jiangdui": True}


def counts(text: str) -> list[int]:
    found = [0] * 27
    for kind in kinds_from_text(text):
        found[kind] += 1
    return found


def observation(hand: list[int], stock: int = 50) -> dict[str, Any]:
    """Seat 0 on its turn, 萬子 (m) its void, nothing thrown yet."""
    return {"seat": 0, "players": 4, "phase": "turn", "hand": sorted(hand), "voids": ["m", "s", "p", "m"],
            "melds": [[], [], [], []], "options": dict(OPTIONS), "rivers": [[], [], [], []],
            "won_tiles": [[], [], [], []], "last_discard": None, "out": [None] * 4, "stock_count": stock,
            "after_kong": False, "must_discard": True}


def tiles(text: str) -> list[int]:
    """Tile ids for a hand written as text, each copy of a kind a different id."""
    seen: dict[int, int] = {}
    found = []
    for kind in kinds_from_text(text):
        found.append(kind * 4 + seen.get(kind, 0))
        seen[kind] = seen.get(kind, 0) + 1
    return found


def test_the_playouts_shanten_agrees_with_the_engines_on_random_hands() -> None:
    rng = random.Random(3)
    for _ in range(3000):
        hand = [0] * 27
        for tile in rng.sample(range(72), rng.choice([14, 13, 11, 10, 8, 7, 5, 4, 2, 1])):
            hand[tile // 4] += 1
        melds = (14 - sum(hand)) // 3
        expected = standard_shanten(hand, melds)
        if melds == 0:
            expected = min(expected, seven_pairs_shanten(hand, four_as_two_pairs=True))
        assert suit_shanten(hand, melds, (0, 1)) == expected, (hand, melds)


def test_a_ready_one_suit_hand_wins_four_points_from_every_seat_on_its_first_draw() -> None:
    hand = counts("1112345678999p")  # 九蓮: waits on every pin
    playout = Playout(hand, [], (1, 2), Table(OPTIONS, 3, 10))
    assert playout.distance == 0 and len(playout.waits()) == 9
    # 清一色 is 2 fan (4 points), the self-draw adds a point, three seats pay
    assert playout.run([KIND_OF[tiles("5p")[0]]]) == 5 * 3 + EXIT_PER_ROUND * 9


def test_a_hand_not_ready_when_the_wall_ends_pays_and_a_stray_suit_tile_keeps_a_plan_from_ready() -> None:
    hand = counts("1112345678999p")
    hand[KIND_OF[tiles("1p")[0]]] -= 1
    hand[KIND_OF[tiles("5s")[0]]] += 1  # a sou in the pin plan: not ready until it is thrown
    plan = Playout(hand, [], (1,), Table(OPTIONS, 3, 1))
    assert plan.distance == 8 and not plan.waits()
    # one round, a sou drawn and three sou passing: nothing won, and the hand is still not ready
    assert plan.run([KIND_OF[t] for t in tiles("1s2s3s4s")]) == -NOT_READY_PAYS
    both = Playout(hand, [], (1, 2), Table(OPTIONS, 3, 1))
    assert both.distance == 1


def test_rich_in_one_suit_the_plan_throws_the_stray_sou_where_the_heuristic_breaks_a_pin() -> None:
    hand = tiles("1333445677" "9p" "357s")  # eleven pins, three loose sou
    obs = observation(hand)
    legal = [Action("discard", (t,)) for t in sorted(hand)]
    heuristic = SichuanBot().choose(obs, legal)
    assert KIND_OF[heuristic.cards[0]] // 9 == 1  # it keeps the sou's shape and throws the 1p
    values = plan_judge(obs, legal)
    best = max(values, key=lambda a: values[a])
    assert KIND_OF[best.cards[0]] // 9 == 2 and values[best] > MARGIN


def test_a_hand_spread_over_two_suits_keeps_the_heuristics_discard() -> None:
    hand = tiles("1234789p" "235578s")  # seven and seven, both suits well shaped
    obs = observation(hand)
    legal = [Action("discard", (t,)) for t in sorted(hand)]
    heuristic = SichuanBot().choose(obs, legal)
    values = plan_judge(obs, legal)
    assert values[heuristic] == 0.0 and all(v <= MARGIN for v in values.values())


def test_a_hand_still_holding_its_void_suit_is_left_to_the_heuristic() -> None:
    hand = tiles("1333445677" "9p" "35s" "5m")  # the 5m goes first, whatever the plan
    obs = observation(hand)
    legal = [Action("discard", (t,)) for t in sorted(hand)]
    heuristic = SichuanBot().choose(obs, legal)
    assert KIND_OF[heuristic.cards[0]] // 9 == 0
    assert plan_judge(obs, legal) == {heuristic: 0.0}


def test_normal_plays_the_one_suit_plan_and_the_heuristic_does_not() -> None:
    hand = tiles("1333445677" "9p" "357s")
    obs = observation(hand)
    legal = [Action("discard", (t,)) for t in sorted(hand)]
    normal = make_bot("sichuan", "normal", 5, iterations=4)
    assert KIND_OF[normal.choose(obs, legal).cards[0]] // 9 == 2
    assert KIND_OF[make_bot("sichuan", "heuristic", 5).choose(obs, legal).cards[0]] // 9 == 1


def test_the_first_hint_is_the_move_normal_plays_with_the_plans_estimate() -> None:
    hand = tiles("1333445677" "9p" "357s")
    obs = observation(hand)
    legal = [Action("discard", (t,)) for t in sorted(hand)]
    hints = make_bot("sichuan", "normal", 5, iterations=4).recommend(obs, legal)  # type: ignore[attr-defined]
    assert hints[0].action == make_bot("sichuan", "normal", 5, iterations=4).choose(obs, legal)
    assert KIND_OF[hints[0].action.cards[0]] // 9 == 2 and hints[0].expected_points > MARGIN
    assert len(hints) == len(legal)


def test_rich_in_pins_the_plan_declines_the_pon_of_a_sou_the_heuristic_would_take() -> None:
    hand = tiles("112356899p" "5799s")  # nine pins and four sou; another seat throws a 9s
    obs = observation(hand)
    thrown = tiles("999s")[2]
    obs.update(phase="react", last_discard=thrown, must_discard=False)
    legal = [Action("pon"), Action("pass")]
    assert SichuanBot().choose(obs, legal) == Action("pon")
    values = plan_judge(obs, legal)
    assert values[Action("pass")] > MARGIN
    assert make_bot("sichuan", "normal", 5, iterations=4).choose(obs, legal) == Action("pass")
