"""四川麻将 hand values: every fan alone and together, under both limits (4 fan = 16, 3 fan = 8)."""

from __future__ import annotations

import pytest

from shikitable.games.mahjong.sichuan_fan import Meld, WinContext, hand_value
from shikitable.games.mahjong.tiles import kinds_from_text
from tests.sichuan_helpers import suit_counts

FOUR = {"cap": "4", "chanta": True, "jiangdui": True}
THREE = {"cap": "3", "chanta": True, "jiangdui": True}


def value(text: str, melds: tuple[Meld, ...] = (), options: dict | None = None, **context: bool):
    found = hand_value(suit_counts(text), list(melds), options or FOUR, WinContext(**context))
    assert found is not None
    return found


def fans(text: str, melds: tuple[Meld, ...] = (), options: dict | None = None, **context: bool) -> list[str]:
    return sorted(name for name, _ in value(text, melds, options, **context).fans)


def kind(code: str) -> int:
    return kinds_from_text(code)[0]


def test_no_fan_is_one_point() -> None:
    found = value("123m456m789m234p55p")
    assert (found.fans, found.fan, found.points) == ([], 0, 1)


def test_not_a_winning_hand_has_no_value() -> None:
    assert hand_value(suit_counts("123m456m789m234p56p"), [], FOUR) is None


@pytest.mark.parametrize(
    ("hand", "melds", "context", "expected", "points"),
    [
        ("111123m567m234p55p", (), {}, ["gen"], 2),  # four 1m, not declared
        ("123m456m55p", (Meld(kind("7p"), 4), Meld(kind("9m"), 3)), {}, ["gen"], 2),  # a declared kong
        ("111m222p333p555p77p", (), {}, ["toitoi"], 2),
        ("123m456m789m234p55p", (), {"after_kong": True}, ["kanjou"], 2),
        ("123m456m789m234p55p", (), {"robbing_kong": True}, ["chankan"], 2),
        ("123m456m789m234p55p", (), {"last_of_wall": True}, ["haitei"], 2),
        ("123m456m789m234m55m", (), {}, ["chinitsu"], 4),
        ("1133m557799p2266p", (), {}, ["chiitoi"], 4),
        ("123m789m111p999p99m", (), {}, ["chanta"], 4),
    ],
)
def test_each_fan_alone(hand: str, melds: tuple[Meld, ...], context: dict, expected: list[str], points: int) -> None:
    assert fans(hand, melds, **context) == expected
    assert value(hand, melds, **context).points == points


def test_bare_single_wait_always_comes_with_all_pungs() -> None:
    melds = (Meld(kind("1m"), 3), Meld(kind("4m"), 3), Meld(kind("3p"), 3), Meld(kind("7p"), 3))
    assert fans("66p", melds) == ["hadaka", "toitoi"]
    assert value("66p", melds).points == 4


def test_258_pungs_come_with_all_pungs_and_can_be_switched_off() -> None:
    assert fans("222m555m888p222p55p") == ["jiangdui", "toitoi"]
    assert value("222m555m888p222p55p").points == 8
    assert fans("222m555m888p222p55p", options={**FOUR, "jiangdui": False}) == ["toitoi"]


def test_terminal_in_every_set_can_be_switched_off() -> None:
    assert fans("123m789m111p999p99m", options={**FOUR, "chanta": False}) == []


def test_terminal_in_every_set_needs_every_set() -> None:
    assert "chanta" not in fans("123m789m111p456p99m")
    assert "chanta" not in fans("123m789m111p99m", (Meld(kind("5m"), 3),))


def test_seven_pairs_may_hold_the_same_pair_twice_and_it_is_a_root() -> None:
    assert fans("1111m557799p2266p") == ["chiitoi", "gen"]
    assert value("1111m557799p2266p").points == 8


def test_the_better_reading_of_a_hand_is_scored() -> None:
    # 11223344556677m: one suit as seven pairs (4 fan) beats one suit as runs (2 fan)
    assert fans("11223344556677m") == ["chiitoi", "chinitsu"]
    assert value("11223344556677m").points == 16


@pytest.mark.parametrize(
    ("hand", "melds", "context", "fan", "four_cap", "three_cap"),
    [
        ("111m222m333m555m77m", (), {}, 3, 8, 8),  # 清一色 + 対々和
        ("111m222m333m555m77m", (), {"after_kong": True}, 4, 16, 8),  # + 槓上
        ("1111m557799m2266m", (), {}, 5, 16, 8),  # 清一色 + 七対 + 根
        ("222m555m888p222p55p", (), {"last_of_wall": True}, 4, 16, 8),  # 将対 + 対々和 + 海底
        ("123m789m111p999p99m", (), {"robbing_kong": True}, 3, 8, 8),  # 全帯幺 + 槍槓
        ("222m333m555m77m", (Meld(kind("1m"), 4),), {"after_kong": True, "last_of_wall": True}, 6, 16, 8),
    ],
)
def test_fans_add_up_and_stop_at_the_limit(
    hand: str, melds: tuple[Meld, ...], context: dict, fan: int, four_cap: int, three_cap: int
) -> None:
    four = value(hand, melds, FOUR, **context)
    three = value(hand, melds, THREE, **context)
    assert four.fan == three.fan == fan
    assert four.points == four_cap
    assert three.points == three_cap
    assert four.capped == (fan > 4)
    assert three.capped == (fan > 3)


@pytest.mark.parametrize(
    ("hand", "fan", "points"),
    [
        ("234m567m345s678s99s", 0, 1),  # the rule book's examples, "Counting fan"
        ("111m333m555m777m99m", 3, 8),
        ("2222m55m88m33s66s99s", 3, 8),
        ("1111s33s44s66s77s99s", 5, 16),
    ],
)
def test_the_rule_books_examples(hand: str, fan: int, points: int) -> None:
    found = value(hand)
    assert (found.fan, found.points) == (fan, points)
