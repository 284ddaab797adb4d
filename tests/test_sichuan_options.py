"""四川麻将's table switches, one worked example each: the cap, 自摸加底 / 自摸加番, 点杠花, 天胡 /
地胡, 金钩钓, 门清 / 中张, 杠上炮, 一炮多响, 呼叫转移 and its alternatives, 退税, 查大叫 and the
presets that set them."""

from __future__ import annotations

import pytest

from shikitable.core.errors import BadOption
from shikitable.games.mahjong.sichuan_fan import Meld, hand_value
from shikitable.games.mahjong.sichuan_rules import APPS_RULES, DEFAULTS
from shikitable.games.mahjong.tiles import kinds_from_text
from tests.sichuan_helpers import GAME, act, arrange, ledger, suit_counts

BAMBOO_A, BAMBOO_B = "1112223334445s", "5556667778889s"  # void-suit filler: no claims, no waits


def points(text: str, melds: list[Meld] | None = None, **options: object) -> int:
    value = hand_value(suit_counts(text), melds or [], {**DEFAULTS, **options})
    assert value is not None
    return value.points


# --- the cap ------------------------------------------------------------------------------


@pytest.mark.parametrize(("cap", "expected"), [("2", 4), ("3", 8), ("4", 16), ("5", 32)])
def test_the_cap_limits_a_five_fan_hand(cap: str, expected: int) -> None:
    assert points("1111m557799m2266m", cap=cap) == expected  # 清一色 七対 根: 5 fan


def test_a_flower_pig_pays_the_chosen_cap() -> None:
    state = arrange(["111m222m333p55p77p9p", "1m4m5m6m8m9m1p2p4p5p6p8p9p", BAMBOO_A, "234m678m234p678p9m"],
                    exact_wall=True, options={"cap": "2"})
    act(state, 0, "discard", "9p")
    assert [p for _, _, p, why in ledger(state) if why == "flower_pig"] == [4, 4, 4]


# --- the self-draw ------------------------------------------------------------------------

PUNGS_DRAWN = ["111m222m333p555p77p", BAMBOO_A, BAMBOO_B, "4499m6688m2288p6p"]  # 対々和 (1 fan), drawn


@pytest.mark.parametrize(("bonus", "each"), [("point", 3), ("fan", 4)])
def test_zimo_adds_a_point_or_a_fan(bonus: str, each: int) -> None:
    state = arrange(PUNGS_DRAWN, options={"tsumo_bonus": bonus})
    act(state, 0, "tsumo")
    assert ledger(state) == [(1, 0, each, "tsumo"), (2, 0, each, "tsumo"), (3, 0, each, "tsumo")]
    fans = [name for name, _ in state.wins[0]["value"]["fans"]]
    assert ("zimo" in fans) == (bonus == "fan")


# --- 点杠花 -------------------------------------------------------------------------------


def kong_flower(mode: str):
    state = arrange(["1199m2288m3377p6p5p", "555p123m456m789m1p", BAMBOO_A, BAMBOO_B], kong_tiles="1p",
                    options={"kong_flower": mode})
    act(state, 0, "discard", "5p")
    act(state, 1, "kan")  # the open kong, then its replacement tile 1p completes the hand
    act(state, 1, "tsumo")  # 根 + 槓上: 2 fan, 4 points
    return state


def test_dian_gang_hua_as_a_self_draw_is_paid_by_everyone() -> None:
    assert ledger(kong_flower("tsumo")) == [(0, 1, 2, "kong_open"), (0, 1, 5, "tsumo"), (2, 1, 5, "tsumo"),
                                            (3, 1, 5, "tsumo")]


def test_dian_gang_hua_as_a_discard_win_is_paid_by_the_kongs_giver_alone() -> None:
    state = kong_flower("ron")
    assert ledger(state) == [(0, 1, 2, "kong_open"), (0, 1, 4, "kong_flower")]
    assert state.wins[0]["payments"] == {"0": 4}


# --- 天胡 / 地胡 --------------------------------------------------------------------------


@pytest.mark.parametrize(("on", "each"), [(True, 17), (False, 2)])
def test_tianhu_the_dealers_dealt_hand_scores_the_limit(on: bool, each: int) -> None:
    state = arrange(["123m456m789m234p55p", BAMBOO_A, BAMBOO_B, "1199m2288m3377p6p"],
                    options={"heaven_earth": on})
    state.drawn = -1  # dealt, not drawn
    act(state, 0, "tsumo")
    assert ledger(state) == [(1, 0, each, "tsumo"), (2, 0, each, "tsumo"), (3, 0, each, "tsumo")]
    assert (state.wins[0]["value"]["fans"] == [["tianhu", 4]]) == on


def test_dihu_a_first_draw_win_scores_the_limit_only_before_any_claim() -> None:
    hands = ["1199m2288m3377p6p", "123m456m789m234p55p", BAMBOO_A, BAMBOO_B]
    state = arrange(hands, turn=1, dealer=0, options={"heaven_earth": True})
    act(state, 1, "tsumo")
    assert state.wins[0]["value"]["fans"] == [["dihu", 4]]
    assert ledger(state)[0] == (0, 1, 17, "tsumo")
    state = arrange(hands, turn=1, dealer=0, options={"heaven_earth": True}, melds={2: [("pung", "9s", 0)]})
    act(state, 1, "tsumo")  # a tile was claimed before: an ordinary self-draw
    assert state.wins[0]["value"]["fans"] == []


# --- the extra hands ----------------------------------------------------------------------

FOUR_PUNGS = [Meld(kinds_from_text(c)[0], 3) for c in ("1m", "3m", "4p", "6p")]


@pytest.mark.parametrize(("fan", "expected"), [("1", 4), ("2", 8)])
def test_jin_gou_diao_bare_single_wait(fan: str, expected: int) -> None:
    assert points("55p", FOUR_PUNGS, golden_hook=fan) == expected  # 対々和 1 + 金钩钓 1 or 2


def test_menqing_and_zhongzhang() -> None:
    assert points("234m567m345p678p55p") == 1
    assert points("234m567m345p678p55p", menqing_zhongzhang=True) == 4  # 门清 + 中张
    assert points("234m567m345p678p99p", menqing_zhongzhang=True) == 2  # a 9: 门清 only
    pung = [Meld(kinds_from_text("2m")[0], 3)]
    assert points("567m345p678p55p", pung, menqing_zhongzhang=True) == 2  # a pung: 中张 only
    kong = [Meld(kinds_from_text("2m")[0], 4, concealed=True)]
    assert points("567m345p678p55p", kong, menqing_zhongzhang=True) == 8  # a concealed kong keeps 门清; 根


def test_yaojiu_and_jiangdui_switch_off() -> None:
    assert points("123m789m123p789p99p") == 4  # 幺九 (全帯幺)
    assert points("123m789m123p789p99p", chanta=False) == 1
    assert points("222m555m888p22p", [Meld(kinds_from_text("5p")[0], 3)]) == 8  # 対々和 1 + 将対 2
    assert points("222m555m888p22p", [Meld(kinds_from_text("5p")[0], 3)], jiangdui=False) == 2


# --- a kong and the deal-in right after ---------------------------------------------------


def kong_then_deal_in(options: dict | None = None):
    state = arrange(["1111m3366m2288p45p", "456m789m567p23p99p", BAMBOO_A, BAMBOO_B], kong_tiles="1p9p",
                    options=options)
    act(state, 0, "kan", "1m")
    act(state, 0, "discard", "4p")
    act(state, 1, "ron")
    return state


PAID = [(1, 0, 2, "kong_concealed"), (2, 0, 2, "kong_concealed"), (3, 0, 2, "kong_concealed")]


def test_gang_shang_pao_scores_a_fan_unless_switched_off() -> None:
    assert ledger(kong_then_deal_in())[3] == (0, 1, 2, "ron")
    state = kong_then_deal_in({"kong_discard_fan": False})
    assert ledger(state)[3] == (0, 1, 1, "ron") and state.wins[0]["value"]["fans"] == []


def test_hu_jiao_zhuan_yi_passes_the_kong_to_the_winner() -> None:
    assert ledger(kong_then_deal_in({"kong_deal_in": "to_winner"})) == [*PAID, (0, 1, 2, "ron"),
                                                                       (0, 1, 6, "kong_to_winner")]


def test_a_kong_may_keep_its_payments_after_a_deal_in() -> None:
    assert ledger(kong_then_deal_in({"kong_deal_in": "keep"})) == [*PAID, (0, 1, 2, "ron")]


# --- several winners ----------------------------------------------------------------------


def test_without_yi_pao_duo_xiang_only_the_first_claimant_wins() -> None:
    state = arrange(["1199m2288p3366m4p5p", "123m456m789m234p5p", "234m567m678p999p5p", BAMBOO_A],
                    wall="1s", exact_wall=True, options={"multi_ron": False})
    act(state, 0, "discard", "5p")
    act(state, 2, "ron")
    act(state, 1, "ron")
    assert ledger(state) == [(0, 1, 1, "ron")]
    assert state.out == ["", "ron", "", ""] and state.turn == 2


# --- the draw -----------------------------------------------------------------------------


def draw_table(options: dict | None = None):
    # seat 0 ready (対々和: 2), seat 1 not ready, seat 2 花猪, seat 3 ready (1 point)
    return arrange(["111m222m333p55p77p9p", "1m4m5m6m8m9m1p2p4p5p6p8p9p", BAMBOO_A, "234m678m234p678p9m"],
                   exact_wall=True, options=options)


def test_without_cha_da_jiao_the_not_ready_pay_nothing() -> None:
    state = draw_table({"check_ready": False})
    act(state, 0, "discard", "9p")
    assert sorted(ledger(state)) == sorted([(2, 0, 16, "flower_pig"), (2, 1, 16, "flower_pig"),
                                            (2, 3, 16, "flower_pig")])


def test_without_tui_shui_a_kong_owner_not_ready_keeps_the_kong() -> None:
    def played(options: dict) -> list:
        state = arrange(["1111m1p3p5p7p9p2m4m6m8m7m", "222p333p444p66p7p", BAMBOO_A, BAMBOO_B],
                        exact_wall=True, kong_tiles="9m", options=options)
        act(state, 0, "kan", "1m")
        act(state, 0, "discard", "9m")
        return [line for line in ledger(state) if line[3] == "kong_refund"]

    assert len(played({})) == 3
    assert played({"tax_refund": False}) == []


# --- presets ------------------------------------------------------------------------------


def test_the_apps_preset_sets_its_switches_and_a_given_switch_wins() -> None:
    state = GAME.setup(4, {"preset": "apps"}, 3)
    assert {k: state.options[k] for k in APPS_RULES} == APPS_RULES
    assert state.options["variant"] == "xuezhan"
    state = GAME.setup(4, {"preset": "apps", "cap": "3", "swap": "off"}, 3)
    assert (state.options["cap"], state.options["swap"]) == ("3", "off")
    assert state.options["kong_deal_in"] == "to_winner"  # not given: the preset's
    assert GAME.setup(4, {"preset": "xueliu"}, 3).options["variant"] == "xueliu"
    assert GAME.setup(4, None, 3).options == DEFAULTS


def test_a_bad_preset_is_refused_with_a_message() -> None:
    with pytest.raises(BadOption, match="preset"):
        GAME.setup(4, {"preset": "casino"}, 3)


# --- 血流成河 -----------------------------------------------------------------------------

XUELIU = {"variant": "xueliu"}


def test_xueliu_a_winner_stays_in_wins_again_and_then_only_discards_its_draw() -> None:
    state = arrange(["1199m2288p3366m4p5p", "123m456m789m234p5p", BAMBOO_A, BAMBOO_B],
                    wall="7s2p8s9s6s1m", options=XUELIU)
    act(state, 0, "discard", "5p")
    events = act(state, 1, "ron")
    assert state.out == ["", "", "", ""] and state.won == [0, 1, 0, 0]
    assert any(e.kind == "win_stays" for e in events)
    act(state, 2, "discard", "7s")
    act(state, 3, "discard", "2p")
    assert {a.kind for a in GAME.legal_actions(state, 1)} == {"ron", "pass"}  # no ポン for a winner
    act(state, 0, "pass")
    act(state, 1, "ron")  # the same wait, won again
    assert ledger(state) == [(0, 1, 1, "ron"), (3, 1, 1, "ron")]
    act(state, 2, "discard", "8s")
    act(state, 3, "discard", "9s")
    act(state, 0, "discard", "6s")
    drawn = state.drawn
    assert [a.cards for a in GAME.legal_actions(state, 1)] == [(drawn,)]  # the hand stays fixed
    assert not state.over


def test_xueliu_the_draw_settles_only_those_who_never_won() -> None:
    state = arrange(["1199m2288p3366m4p5p", "123m456m789m234p5p", BAMBOO_A, BAMBOO_B],
                    wall="7s", exact_wall=True, options=XUELIU)
    act(state, 0, "discard", "5p")
    act(state, 1, "ron")
    act(state, 2, "discard", "7s")  # the wall is used up
    assert state.over
    settled = {line["seat"] for line in state.records[-1].lines if line["kind"].startswith("status_")}
    assert settled == {0, 2, 3}
    assert all(1 not in (payer, payee) for payer, payee, _, why in ledger(state) if why != "ron")
