"""Worked hands through the `mahjong` library adapter (yaku families, fu, limits, red fives,
ura dora), and the engine's fast hand shapes checked against the library's own."""

from __future__ import annotations

import random

import pytest
from mahjong.agari import Agari
from mahjong.shanten import Shanten

from shikitable.games.mahjong.riichi import shapes
from shikitable.games.mahjong.riichi.scoring import Meld, ScoringRules, WinSituation, evaluate
from shikitable.games.mahjong.riichi.tile_ids import counts34
from tests.riichi_helpers import parse

PLAIN = ScoringRules(red_fives=frozenset())
NO_KUITAN = ScoringRules(open_tanyao=False, red_fives=frozenset())


def value(hand: str, win: str, *, tsumo=False, seat=1, rnd=0, melds=(), rules=PLAIN, dora=(), ura=(), **flags):
    used: set[int] = set()
    meld_objs = []
    for kind, text in melds:
        tiles = parse(text, used)
        meld_objs.append(Meld(kind, tuple(tiles), called=tiles[0] if kind != "ankan" else None, source=0))
    concealed = parse(hand, used)
    win_tile = parse(win, used)[0]
    concealed.append(win_tile)
    situation = WinSituation(is_tsumo=tsumo, seat_wind=seat, round_wind=rnd, **flags)
    return evaluate(concealed, win_tile, meld_objs, situation, parse("".join(dora), used), parse("".join(ura), used),
                    rules)


def names(v) -> set[str]:
    return {name for name, _ in v.yaku}


def test_riichi_pinfu_tsumo_non_dealer():
    v = value("234m567m345p67s55s", "8s", tsumo=True, riichi=True)
    assert {"Riichi", "Menzen Tsumo", "Pinfu", "Tanyao"} <= names(v)
    assert (v.han, v.fu) == (4, 20)
    assert (v.tsumo_dealer, v.tsumo_other) == (2600, 1300)


def test_yakuhai_and_fu_for_a_closed_ron():
    v = value("555z123m456p789s9m", "9m")
    assert names(v) == {"Yakuhai (haku)"} and (v.han, v.fu, v.ron) == (1, 40, 1300)


def test_seven_pairs_is_25_fu():
    v = value("1133m5577p2233s4z", "4z")
    assert "Chiitoitsu" in names(v) and v.fu == 25


def test_open_tanyao_follows_the_option():
    melds = [("pon", "222p")]
    assert value("234m456m678s5s", "5s", melds=melds) is not None
    assert value("234m456m678s5s", "5s", melds=melds, rules=NO_KUITAN) is None


def test_honitsu_toitoi_and_mangan():
    v = value("111m999m55z22m", "2m", melds=[("pon", "777m")])
    assert {"Toitoi", "Honitsu"} <= names(v)
    assert v.limit == "mangan" and v.ron == 8000


def test_dealer_mangan_ron():
    v = value("111m999m55z22m", "2m", melds=[("pon", "777m")], seat=0)
    assert v.ron == 12000


def test_sanshoku_and_ittsu():
    assert "Sanshoku Doujun" in names(value("123m123p123s789m5p", "5p"))
    assert "Ittsu" in names(value("123456789m234p5s", "5s"))


def test_kokushi_is_yakuman():
    v = value("19m19p19s1234567z", "1m")
    assert v.is_yakuman and v.ron == 32000


def test_red_fives_and_the_fourth_red():
    three = ScoringRules(red_fives=frozenset({16, 52, 88}))
    four = ScoringRules(red_fives=frozenset({16, 52, 53, 88}))
    plain = value("234m067m345p678s5p", "5p")  # 0m = the red 5m
    red = value("234m067m345p678s5p", "5p", rules=three)
    assert red.han == plain.han + 1 and "Aka Dora" in names(red)
    # plain 5p here are ids 53 and 54: the fourth red five (53) counts only with four reds
    assert value("234m567m345p678s5p", "5p", rules=four).han == value("234m567m345p678s5p", "5p", rules=three).han + 1


def test_ura_dora_count_only_with_riichi():
    with_riichi = value("234m567m345p67s55s", "8s", riichi=True, ura=("4s",))
    without = value("234m567m345p67s55s", "8s", ura=("4s",))
    assert with_riichi.han == 4 + 2 - 1  # riichi + pinfu + tanyao, plus two 5s as ura dora
    assert without.han == 2


@pytest.mark.parametrize("seed", range(4))
def test_fast_shapes_agree_with_the_library(seed):
    rng = random.Random(seed)
    for _ in range(300):
        base = rng.randrange(27)
        pool = [t for t in range(136) if max(0, base - 5) <= t // 4 <= min(33, base + 7)] + list(range(108, 136))
        rng.shuffle(pool)
        size = rng.choice((13, 14))
        counts = counts34(pool[:size])
        if size == 14:
            assert shapes.is_complete(counts) == Agari.is_agari(counts)
            assert shapes.ready_after_some_discard(counts) == (Shanten.calculate_shanten(counts) <= 0)
        else:
            assert shapes.is_ready(counts) == (Shanten.calculate_shanten(counts) == 0)
            expected = set()
            for kind in range(34):
                if counts[kind] < 4:
                    counts[kind] += 1
                    if Agari.is_agari(counts):
                        expected.add(kind)
                    counts[kind] -= 1
            assert shapes.waits(counts) == expected
        if max(counts) < 4:
            assert shapes.shanten(counts) == Shanten.calculate_shanten(counts)
