"""四川麻将 rules, played out: payments for ron and tsumo, each kong payment and refund, the
settlement at the draw, several winners on one discard, robbing a kong, 缺一门, 定缺."""

from __future__ import annotations

import pytest

from shikitable.core.actions import Action
from shikitable.core.errors import IllegalAction
from shikitable.games.mahjong.sichuan_rules import wait_mask
from shikitable.games.mahjong.tiles import KIND_OF, kinds_from_text
from tests.sichuan_helpers import GAME, act, arrange, ledger, tile_of

BAMBOO_A, BAMBOO_B = "1112223334445s", "5556667778889s"  # void-suit filler: no claims, no waits


def kind(code: str) -> int:
    return kinds_from_text(code)[0]


def record_lines(state, kind_name: str) -> list[dict]:
    return [line for line in state.records[-1].lines if line["kind"] == kind_name]


# --- winning and paying -------------------------------------------------------------------


def ron_table():
    return arrange(["1199m2288m3377p6p5p", "123m456m789m234p5p", BAMBOO_A, BAMBOO_B])


def test_ron_is_paid_by_the_discarder_only_and_the_winner_leaves() -> None:
    state = ron_table()
    act(state, 0, "discard", "5p")
    assert GAME.to_act(state) == (1,)
    assert Action("ron") in GAME.legal_actions(state, 1)
    events = act(state, 1, "ron")
    assert ledger(state) == [(0, 1, 1, "ron")]
    assert state.out == ["", "ron", "", ""]
    assert state.turn == 2 and state.phase == "turn"  # play goes on from the seat after the winner
    win = next(e for e in events if e.kind == "win")
    assert win.view_for(3)["card"] == state.wins[0]["tile"]  # the discard won on is public


def test_a_winners_hand_stays_hidden_until_the_hand_ends() -> None:
    state = ron_table()
    act(state, 0, "discard", "5p")
    act(state, 1, "ron")
    hidden = set(state.hands[1])
    for viewer in (0, 2, 3, None):
        obs = GAME.observation(state, viewer)
        assert obs["hand_counts"][1] == 13
        assert not hidden & set(GAME.observation(state, viewer)["hand"])
        assert obs["out"][1] == "ron"


def test_tsumo_is_paid_by_everyone_still_in_plus_one() -> None:
    state = arrange(["123m456m789m234p55p", BAMBOO_A, BAMBOO_B, "1199m2288m3377p6p"])
    state.out[2] = "ron"  # seat 2 has already won: it neither pays nor gains
    assert GAME.legal_actions(state, 0)[0] == Action("tsumo")
    events = act(state, 0, "tsumo")
    assert ledger(state) == [(1, 0, 2, "tsumo"), (3, 0, 2, "tsumo")]
    win = next(e for e in events if e.kind == "win")
    assert "card" not in win.view_for(1) and win.view_for(0)["card"] == state.wins[0]["tile"]
    assert GAME.observation(state, 1)["won_tiles"][0] == [None]  # the self-drawn tile is hidden


@pytest.mark.parametrize(("over_cap", "paid"), [(True, 17), (False, 16)])
def test_the_tsumo_point_and_the_limit(over_cap: bool, paid: int) -> None:
    state = arrange(["1111m557799m2266m", BAMBOO_A, BAMBOO_B, "1199p2288p3377p6p"],
                    options={"tsumo_point_over_cap": over_cap})
    act(state, 0, "tsumo")  # 清一色 七対 根: 5 fan, capped at 16
    assert ledger(state) == [(1, 0, paid, "tsumo"), (2, 0, paid, "tsumo"), (3, 0, paid, "tsumo")]


def test_a_win_that_breaks_the_void_suit_is_refused_with_the_reason() -> None:
    state = arrange(["123m456p789p234p55p", BAMBOO_A, BAMBOO_B, "1199m2288m3377p6p"], voids="mssp")
    before = GAME.state_to_json(state)
    assert Action("tsumo") not in GAME.legal_actions(state, 0)
    with pytest.raises(IllegalAction, match="缺一门"):
        GAME.apply(state, 0, Action("tsumo"))
    assert GAME.state_to_json(state) == before


def test_a_ron_that_breaks_the_void_suit_is_refused_with_the_reason() -> None:
    state = arrange(["1199m2288m3377p6p5p", "123m456p789p99p55p", BAMBOO_A, BAMBOO_B], voids="smss")
    act(state, 0, "discard", "5p")
    assert GAME.to_act(state) == (1,)  # it may call ポン, so it is asked
    assert Action("ron") not in GAME.legal_actions(state, 1)
    before = GAME.state_to_json(state)
    with pytest.raises(IllegalAction, match="缺一门"):
        GAME.apply(state, 1, Action("ron"))
    assert GAME.state_to_json(state) == before


# --- several winners, robbing a kong ------------------------------------------------------


def test_several_players_may_win_on_one_discard() -> None:
    state = arrange(["1199m2288p3366m4p5p", "123m456m789m234p5p", "234m567m678p999p5p", BAMBOO_A],
                    wall="1s", exact_wall=True)
    act(state, 0, "discard", "5p")
    assert set(GAME.to_act(state)) == {1, 2}
    act(state, 2, "ron")
    act(state, 1, "ron")
    assert ledger(state) == [(0, 1, 1, "ron"), (0, 2, 1, "ron")]
    assert state.turn == 3  # after the winner farthest from the discarder
    tile = state.wins[0]["tile"]
    assert GAME.observation(state, 3)["won_tiles"][1:3] == [[tile], [tile + 108]]  # shown to both winners
    act(state, 3, "discard", "1s")  # the wall is empty: the hand ends
    assert state.over and state.dealer == 0  # several won on the first winning discard: the discarder deals


def test_the_first_winner_deals_next() -> None:
    state = arrange(["123m456m789m234p55p", BAMBOO_A, BAMBOO_B, "1199m2288m3377p6p"], dealer=2)
    act(state, 0, "tsumo")
    state.wall = state.wall[:1]
    while not state.over:
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[-1])
    assert state.dealer == 0


def rob_table(options: dict | None = None):
    return arrange(["1199m2288p33m5p", "123m456m789m34p99p", BAMBOO_A, BAMBOO_B],
                   melds={0: [("pung", "5p", 2)]}, options=options)


def test_an_added_kong_may_be_robbed_and_then_does_not_stand() -> None:
    state = rob_table()
    act(state, 0, "kan", "5p")
    assert state.phase == "rob" and GAME.to_act(state) == (1,)
    assert GAME.legal_actions(state, 1) == [Action("ron"), Action("pass")]
    act(state, 1, "ron")
    assert ledger(state) == [(0, 1, 2, "ron")]  # 槍槓 1 fan; no payment for the kong
    assert [name for name, _ in state.wins[0]["value"]["fans"]] == ["chankan"]
    assert state.melds[0][0]["type"] == "pung" and len(state.melds[0][0]["tiles"]) == 3
    assert state.turn == 2


def test_an_added_kong_nobody_robs_stands_and_is_paid() -> None:
    state = rob_table()
    act(state, 0, "kan", "5p")
    act(state, 1, "pass")
    assert state.melds[0][0]["type"] == "kong_added"
    assert ledger(state) == [(1, 0, 1, "kong_added"), (2, 0, 1, "kong_added"), (3, 0, 1, "kong_added")]
    assert state.turn == 0 and state.after_kong


# --- kongs: payments and refunds ----------------------------------------------------------


def test_a_concealed_kong_is_paid_two_by_everyone_still_in() -> None:
    state = arrange(["1111m2288p3366m45p", BAMBOO_A, BAMBOO_B, "456m789m567p23p99p"], kong_tiles="9p")
    state.out[2] = "tsumo"
    act(state, 0, "kan", "1m")
    assert ledger(state) == [(1, 0, 2, "kong_concealed"), (3, 0, 2, "kong_concealed")]
    assert KIND_OF[state.drawn] == kind("9p")  # the replacement comes from the far end of the wall
    assert GAME.observation(state, 1)["melds"][0][0]["tiles"][0] is None  # two tiles face down


def test_an_added_kong_with_a_tile_held_from_before_is_not_paid() -> None:
    state = arrange(["1199m2288p335p9m", BAMBOO_A, BAMBOO_B, "3366m4466p77p2m"], melds={0: [("pung", "5p", 2)]})
    act(state, 0, "kan", "5p")
    assert state.melds[0][0]["type"] == "kong_added"
    assert ledger(state) == []


def test_a_kong_on_a_discard_is_paid_two_by_the_discarder() -> None:
    state = arrange(["1199m2288m3377p6p5p", "555p123m456m789m1p", BAMBOO_A, BAMBOO_B])
    act(state, 0, "discard", "5p")
    assert Action("kan") in GAME.legal_actions(state, 1)
    act(state, 1, "kan")
    assert ledger(state) == [(0, 1, 2, "kong_open")]
    meld = GAME.observation(state, 2)["melds"][1][0]
    assert meld["turned"] == [0]  # from the player on its left (上家): the left tile turned


def kong_then_deal_in(options: dict | None = None, second_kong: bool = False):
    hand = "1111m2222m3366p45p" if second_kong else "1111m3366m2288p45p"
    state = arrange([hand, "456m789m567p23p99p", BAMBOO_A, BAMBOO_B], kong_tiles="1p9p", options=options)
    act(state, 0, "kan", "1m")
    if second_kong:
        act(state, 0, "kan", "2m")
    act(state, 0, "discard", "4p")
    act(state, 1, "ron")
    return state


def test_a_kong_followed_by_a_deal_in_is_refunded() -> None:
    state = kong_then_deal_in()
    paid = [(1, 0, 2, "kong_concealed"), (2, 0, 2, "kong_concealed"), (3, 0, 2, "kong_concealed")]
    refund = [(0, 1, 2, "kong_refund"), (0, 2, 2, "kong_refund"), (0, 3, 2, "kong_refund")]
    assert ledger(state) == [*paid, (0, 1, 2, "ron"), *refund]  # 槓上 (the deal-in right after a kong): 1 fan
    assert [name for name, _ in state.wins[0]["value"]["fans"]] == ["kanjou"]


def test_with_the_option_a_kong_followed_by_a_deal_in_pays_the_winner() -> None:
    state = kong_then_deal_in({"kong_deal_in": "to_winner"})
    assert ledger(state)[-1] == (0, 1, 6, "kong_to_winner")


def test_consecutive_kongs_before_a_deal_in_are_all_refunded() -> None:
    state = kong_then_deal_in(second_kong=True)
    refunds = [line for line in ledger(state) if line[3] == "kong_refund"]
    assert len(refunds) == 6 and sum(p for *_, p, _ in refunds) == 12
    assert sum(GAME.observation(state, 0)["season_points"]) == 0


def test_no_kong_once_the_wall_is_used_up() -> None:
    state = arrange(["1111m2288p3366m45p", BAMBOO_A, BAMBOO_B, "456m789m567p23p99p"], exact_wall=True)
    assert all(a.kind != "kan" for a in GAME.legal_actions(state, 0))
    with pytest.raises(IllegalAction, match="wall"):
        GAME.apply(state, 0, Action("kan", (tile_of(state, 0, "1m"),)))


def test_pon_turns_the_claimed_tile_toward_its_giver_and_then_the_claimer_discards() -> None:
    state = arrange(["1199m2288m3377p6p5p", "123m456m789m1p", "55p11122233344s", BAMBOO_B])
    act(state, 0, "discard", "5p")
    assert GAME.to_act(state) == (2,)
    act(state, 2, "pon")
    assert state.melds[2][0]["turned"] == [1]  # from the player opposite: the middle tile
    assert {a.kind for a in GAME.legal_actions(state, 2)} == {"discard"}


# --- the draw ---------------------------------------------------------------------------


def draw_table(options: dict | None = None):
    # seat 0 ready on 5p/7p (対々和: 2), seat 1 not ready, seat 2 花猪, seat 3 ready on 9m (1 point)
    return arrange(["111m222m333p55p77p9p", "1m4m5m6m8m9m1p2p4p5p6p8p9p", BAMBOO_A, "234m678m234p678p9m"],
                   exact_wall=True, options=options)


def test_the_draw_settlement_flower_pig_not_ready_and_ready() -> None:
    state = draw_table()
    act(state, 0, "discard", "9p")
    assert state.over
    assert sorted(ledger(state)) == sorted([
        (2, 0, 16, "flower_pig"), (2, 1, 16, "flower_pig"), (2, 3, 16, "flower_pig"),
        (1, 0, 2, "not_ready"), (1, 3, 1, "not_ready"),
    ])
    assert state.scores == [18, 13, -48, 17]
    status = {line["seat"]: line["kind"] for line in state.records[-1].lines if line["kind"].startswith("status_")}
    assert status == {0: "status_ready", 1: "status_not_ready", 2: "status_flower_pig", 3: "status_ready"}


def test_the_draw_with_the_three_fan_limit() -> None:
    state = draw_table({"cap": "3"})
    act(state, 0, "discard", "9p")
    assert [p for _, _, p, why in ledger(state) if why == "flower_pig"] == [8, 8, 8]


def test_a_flower_pig_who_kept_discarding_the_void_suit_may_be_excused() -> None:
    state = draw_table({"pig_excused": True})
    act(state, 0, "discard", "9p")
    assert sorted(ledger(state)) == sorted([(1, 0, 2, "not_ready"), (1, 3, 1, "not_ready"),
                                            (2, 0, 2, "not_ready"), (2, 3, 1, "not_ready")])


def test_a_kong_owner_not_ready_at_the_draw_refunds() -> None:
    state = arrange(["1111m1p3p5p7p9p2m4m6m8m7m", "222p333p444p66p7p", BAMBOO_A, BAMBOO_B],
                    exact_wall=True, kong_tiles="9m")
    act(state, 0, "kan", "1m")
    act(state, 0, "discard", "9m")
    assert state.over
    lines = ledger(state)
    assert [(a, b, p) for a, b, p, why in lines if why == "kong_refund"] == [(0, 1, 2), (0, 2, 2), (0, 3, 2)]


def test_a_refund_at_the_draw_skips_a_payer_who_has_won_since() -> None:
    state = arrange(["1111m1p3p5p7p9p2m4m6m8m7m", "234p567p678p999p3m", BAMBOO_A, BAMBOO_B],
                    wall="3m", exact_wall=True, kong_tiles="9s")
    act(state, 0, "kan", "1m")
    act(state, 0, "discard", "9s")
    act(state, 1, "tsumo")  # seat 1 paid for the kong, then won: it takes no more part
    assert state.over
    lines = ledger(state)
    assert [(a, b, p) for a, b, p, why in lines if why == "kong_refund"] == [(0, 2, 2), (0, 3, 2)]
    assert sum(state.scores) == 0


def test_a_ready_kong_owner_keeps_the_kong_payments() -> None:
    state = arrange(["1111m234p567p789m9p", "222p333p444p66p7p", BAMBOO_A, BAMBOO_B],
                    exact_wall=True, kong_tiles="9s")
    act(state, 0, "kan", "1m")
    act(state, 0, "discard", "9s")
    assert record_lines(state, "status_ready")[0]["seat"] == 0
    assert not [line for line in ledger(state) if line[3] == "kong_refund"]


def test_a_win_on_the_tile_after_a_kong_is_kanjou_and_the_kong_stands() -> None:
    state = arrange(["1111m234p567p789m9p", BAMBOO_A, BAMBOO_B, "222p333p444p66p7p"], kong_tiles="9p")
    act(state, 0, "kan", "1m")
    act(state, 0, "tsumo")
    assert sorted(name for name, _ in state.wins[0]["value"]["fans"]) == ["gen", "kanjou"]
    assert ledger(state)[3:] == [(1, 0, 5, "tsumo"), (2, 0, 5, "tsumo"), (3, 0, 5, "tsumo")]
    assert not [line for line in ledger(state) if line[3] == "kong_refund"]


def test_a_dealer_whose_dealt_tiles_win_may_declare_before_the_first_discard() -> None:
    state = arrange(["123m456m789m234p55p", BAMBOO_A, BAMBOO_B, "1199m2288m3377p6p"])
    state.drawn = -1  # dealt, not drawn
    assert GAME.legal_actions(state, 0)[0] == Action("tsumo")
    act(state, 0, "tsumo")
    assert ledger(state) == [(1, 0, 2, "tsumo"), (2, 0, 2, "tsumo"), (3, 0, 2, "tsumo")]
    assert len(state.wins[0]["hand"]) == 13 and state.wins[0]["tile"] not in state.hands[0]


def test_every_win_after_the_wall_is_used_up_is_haitei() -> None:
    state = arrange(["123m456m789m234p55p", BAMBOO_A, BAMBOO_B, "1199m2288m3377p6p"], exact_wall=True)
    act(state, 0, "tsumo")
    assert [name for name, _ in state.wins[0]["value"]["fans"]] == ["haitei"]


def test_waiting_only_on_tiles_one_holds_all_four_of_is_not_ready() -> None:
    counts = [0] * 27
    for k in kinds_from_text("1111m555p777p999p"):
        counts[k] += 1
    assert wait_mask(counts, counts, 0, 2) == 0
    counts2 = [0] * 27
    for k in kinds_from_text("111m555p777p999p2m"):
        counts2[k] += 1
    assert wait_mask(counts2, counts2, 0, 2) == 1 << kind("2m") | 1 << kind("3m")


# --- 定缺 ----------------------------------------------------------------------------------


def test_the_void_choice_is_hidden_until_everyone_has_chosen() -> None:
    state = GAME.setup(4, None, seed=5)
    assert set(GAME.to_act(state)) == {0, 1, 2, 3}
    events = GAME.apply(state, 2, Action("void_p"))[1]
    assert events[0].view_for(2)["void"] == "p" and "void" not in events[0].view_for(0)
    assert GAME.observation(state, 2)["voids"][2] == "p"
    assert GAME.observation(state, 0)["voids"][2] == "hidden"
    assert GAME.observation(state, None)["voids"][2] == "hidden"
    with pytest.raises(IllegalAction):
        GAME.apply(state, 2, Action("void_m"))  # chosen once
    for seat, move in ((0, "void_m"), (1, "void_s")):
        GAME.apply(state, seat, Action(move))
        assert GAME.observation(state, 3)["voids"][2] == "hidden"
    GAME.apply(state, 3, Action("void_m"))
    assert GAME.observation(state, 0)["voids"] == ["m", "s", "p", "m"]
    assert state.phase in ("turn", "react")


def test_with_dingda_the_first_discard_lies_face_down_until_its_turn() -> None:
    state = GAME.setup(4, {"void_by": "discard"}, seed=5)
    dealer = state.dealer
    laid = {}
    for seat in range(4):
        tile = state.hands[seat][0]
        laid[seat] = tile
        GAME.apply(state, seat, Action("lay", (tile,)))
        if seat != 3:
            other = (seat + 1) % 4
            assert GAME.observation(state, other)["rivers"][seat] == [None]
            assert GAME.observation(state, other)["voids"][seat] == "hidden"
    viewer = (dealer + 2) % 4
    assert GAME.observation(state, viewer)["rivers"][dealer][0] == laid[dealer]  # the dealer's, turned at once
    assert GAME.observation(state, viewer)["voids"][dealer] in "mps"
    for seat in range(4):
        if state.laid[seat] >= 0 and seat != viewer:  # not yet its first discard: still face down
            assert GAME.observation(state, viewer)["rivers"][seat][0] is None
            assert GAME.observation(state, viewer)["voids"][seat] == "hidden"
