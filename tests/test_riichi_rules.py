"""Riichi mahjong rules on built positions: furiten, riichi conditions, abortive draws, payments,
dealer repeat and honba, illegal actions."""

from __future__ import annotations

import json

import pytest

from shikitable.core.actions import Action
from shikitable.core.errors import IllegalAction
from shikitable.games.mahjong.riichi.state import RiichiState
from tests.riichi_helpers import GAME, act, give, kinds, new_state, parse, stack, tile_accounting


def seats(state: RiichiState) -> tuple[int, int, int, int]:
    d = state.dealer
    return d, (d + 1) % 4, (d + 2) % 4, (d + 3) % 4


def no_dora(state: RiichiState, indicator: str = "7z") -> None:
    """Turn the dora indicator to one whose dora the test hands do not hold (中: dora 白)."""
    stack(state, indicator, position=4)


def pass_all(state: RiichiState) -> None:
    while state.phase == "claim":
        seat = GAME.to_act(state)[0]
        act(state, seat, "pass")


# --- furiten --------------------------------------------------------------------------------------


def test_ron_is_offered_on_a_waited_tile_with_a_yaku():
    state = new_state(1, red_fives=0)
    d, a, _, _ = seats(state)
    give(state, a, "234m456p678s345s5p")  # tanyao, waiting on 5p
    give(state, d, "1199m1199p1199s1z", drawn="5p")
    act(state, d, "discard", (state.hands[d].drawn,))
    assert "ron" in kinds(GAME.legal_actions(state, a))


def test_own_discard_furiten_forbids_ron_but_not_tsumo():
    state = new_state(1, red_fives=0)
    d, a, _, _ = seats(state)
    give(state, a, "234m456p678s345s5p")
    state.hands[a].discards.append(parse("5p")[0])
    state.hands[a].tsumogiri.append(False)
    state.hands[a].called_away.append(False)
    state.hands[a].rebuild()
    give(state, d, "1199m1199p1199s1z", drawn="5p")
    act(state, d, "discard", (state.hands[d].drawn,))
    assert "ron" not in kinds(GAME.legal_actions(state, a))
    assert GAME.observation(state, a)["furiten"] is True


def test_passing_a_win_is_furiten_until_ones_own_turn():
    state = new_state(2, red_fives=0)
    d, a, b, c = seats(state)
    give(state, b, "234m456p678s345s5p")
    give(state, d, "1199m1199p1199s1z", drawn="5p")
    give(state, a, "1199m1199p119s12z")
    stack(state, "5p")  # a draws the last 5p and throws it
    act(state, d, "discard", (state.hands[d].drawn,))
    assert "ron" in kinds(GAME.legal_actions(state, b))
    act(state, b, "pass")
    pass_all(state)
    assert state.current == a
    act(state, a, "discard", (state.hands[a].drawn,))
    assert "ron" not in kinds(GAME.legal_actions(state, b)) if b in GAME.to_act(state) else True
    pass_all(state)
    assert state.current == b and state.hands[b].temporary_furiten is False  # own draw lifts it


def test_riichi_furiten_lasts_the_hand():
    state = new_state(3, red_fives=0)
    d, a, b, c = seats(state)
    give(state, b, "234m456p678s345s5p")
    state.hands[b].riichi = True
    give(state, d, "1199m1199p1199s1z", drawn="5p")
    act(state, d, "discard", (state.hands[d].drawn,))
    act(state, b, "pass")
    pass_all(state)
    assert state.hands[b].riichi_furiten
    assert state.hands[b].furiten()


# --- riichi ---------------------------------------------------------------------------------------


def riichi_ready_dealer(seed: int = 4) -> tuple[RiichiState, int]:
    state = new_state(seed, red_fives=0)
    d = state.dealer
    give(state, d, "234m456p678s345s5p", drawn="9p")
    return state, d


def test_riichi_offered_for_a_closed_ready_hand():
    state, d = riichi_ready_dealer()
    offered = [a for a in GAME.legal_actions(state, d) if a.kind == "riichi"]
    assert sorted(a.cards[0] >> 2 for a in offered) == [13, 17]  # 5p or 9p: either leaves a tanki wait


def test_riichi_needs_a_thousand_points():
    state, d = riichi_ready_dealer()
    state.scores[d] = 900
    assert "riichi" not in kinds(GAME.legal_actions(state, d))


def test_riichi_needs_four_tiles_left():
    state, d = riichi_ready_dealer()
    state.front = len(state.wall) - state.replacements - 3
    state.legal_cache = None
    assert state.live_remaining == 3
    assert "riichi" not in kinds(GAME.legal_actions(state, d))


def test_riichi_declared_pays_a_stick_and_locks_the_hand():
    state, d = riichi_ready_dealer()
    nine = state.hands[d].drawn
    assert nine is not None
    act(state, d, "riichi", (nine,))
    pass_all(state)
    assert state.scores[d] == 24000 and state.sticks == 1
    assert state.hands[d].riichi and state.hands[d].double_riichi  # first discard, no call: double riichi
    # later, only the drawn tile may go
    while state.current != d or state.phase != "turn":
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        choice = next((a for a in legal if a.kind == "pass"), None) or next(a for a in legal if a.kind == "discard")
        GAME.apply(state, seat, choice)
    legal = GAME.legal_actions(state, d)
    assert {a.kind for a in legal} <= {"discard", "tsumo", "ankan"}
    assert [a.cards for a in legal if a.kind == "discard"] == [(state.hands[d].drawn,)]
    other = next(t for t in state.hands[d].hand if t != state.hands[d].drawn)
    with pytest.raises(IllegalAction, match="riichi"):
        GAME.apply(state, d, Action("discard", (other,)))


def test_riichi_not_offered_with_an_open_hand():
    state = new_state(5, red_fives=0)
    d, a, _, _ = seats(state)
    give(state, d, "1199m1199p1199s2p", drawn="2p")
    give(state, a, "22p456m678s345s5p6p")[:0]
    act(state, d, "discard", (state.hands[d].drawn,))
    pon = next(x for x in GAME.legal_actions(state, a) if x.kind == "pon")
    GAME.apply(state, a, pon)
    pass_all(state)
    assert "riichi" not in kinds(GAME.legal_actions(state, a))


# --- abortive draws -------------------------------------------------------------------------------


def test_nine_terminals_ends_the_hand_and_the_dealer_stays():
    state = new_state(6)
    d = state.dealer
    give(state, d, "19m19p19s1234z556m", drawn="7m")
    assert "kyuushu" in kinds(GAME.legal_actions(state, d))
    hand = state.hand_number
    events = act(state, d, "kyuushu")
    assert any(e.kind == "ryukyoku" and e.data["reason"] == "kyuushu" for e in events)
    assert state.hand_number == hand + 1 and state.dealer == d and state.honba == 1
    assert state.scores == [25000] * 4


def test_nine_terminals_option_off():
    state = new_state(6, abort_nine_terminals=False)
    give(state, state.dealer, "19m19p19s1234z556m", drawn="7m")
    assert "kyuushu" not in kinds(GAME.legal_actions(state, state.dealer))


def test_four_winds_on_the_first_go_around():
    state = new_state(7)
    order = seats(state)
    give(state, order[0], "1m258p369s23456z9m", drawn="1z")
    for seat in order[1:]:
        give(state, seat, "2m258p369s12357z9p")
    for seat in order:
        assert state.current == seat
        east = next(t for t in state.hands[seat].hand if t >> 2 == 27)
        events = act(state, seat, "discard", (east,))
        pass_all(state)
    assert any(e.kind == "ryukyoku" and e.data["reason"] == "suufon_renda" for e in events)
    assert state.dealer == order[0] and state.honba == 1


READY_ON_5M = ("234p456p678s34m22s", "345p567s678p46m33s", "234s456s678p67m88p")  # tanyao, all wait on 5m


def deal_ready_on_5m(state: RiichiState, players: int) -> None:
    d = state.dealer
    for offset, shape in enumerate(READY_ON_5M[:players], start=1):
        give(state, (d + offset) % 4, shape)
    give(state, d, "1199m1199p119s12z", drawn="5m")
    no_dora(state)


def test_triple_ron_is_an_abortive_draw():
    state = new_state(8, red_fives=0)
    d, a, b, c = seats(state)
    deal_ready_on_5m(state, 3)
    act(state, d, "discard", (state.hands[d].drawn,))
    for seat in (a, b, c):
        act(state, seat, "ron")
    last = state.last_result["lines"][0]
    assert last["kind"] == "draw" and last["reason"] == "sanchahou"
    assert state.scores == [25000] * 4 and state.dealer == d and state.honba == 1


def test_triple_ron_option_off_pays_all_three():
    state = new_state(8, red_fives=0, abort_triple_ron=False)
    d, a, b, c = seats(state)
    deal_ready_on_5m(state, 3)
    act(state, d, "discard", (state.hands[d].drawn,))
    for seat in (a, b, c):
        act(state, seat, "ron")
    assert [line["seat"] for line in state.last_result["lines"]] == [a, b, c]


def test_double_ron_pays_both_and_sticks_go_to_the_nearest():
    state = new_state(8, red_fives=0)
    d, a, b, c = seats(state)
    deal_ready_on_5m(state, 2)
    state.sticks = 2
    state.honba = 1
    act(state, d, "discard", (state.hands[d].drawn,))
    act(state, a, "ron")
    act(state, b, "ron")
    pass_all(state)
    lines = state.last_result["lines"]
    assert [line["seat"] for line in lines] == [a, b]
    # a: pinfu tanyao 2 han 30 fu = 2,000, with the counter (300) and both sticks
    assert lines[0]["deltas"][a] == 2000 + 300 + 2000
    # b: tanyao, closed ron on a closed wait: 1 han 40 fu = 1,300, nothing else
    assert lines[1]["deltas"][b] == 1300
    assert state.records[-1].points[d] == -(2000 + 300) - 1300


def test_head_bump_when_double_ron_is_off():
    state = new_state(8, red_fives=0, double_ron=False)
    d, a, b, c = seats(state)
    deal_ready_on_5m(state, 2)
    act(state, d, "discard", (state.hands[d].drawn,))
    act(state, a, "ron")
    act(state, b, "ron")
    assert [line["seat"] for line in state.last_result["lines"]] == [a]


def test_four_riichi_is_an_abortive_draw():
    state = new_state(9, red_fives=0)
    order = seats(state)
    shapes = ["234m456p678s345s7z", "234s456m678p345m7z", "678m345p234s678s7z", "345m567p456s678m7z"]
    tiles = ["6z", "6z", "6z", "6z"]
    for seat, shape in zip(order, shapes, strict=True):
        give(state, seat, shape, drawn=None if seat != order[0] else None) if False else None
    give(state, order[0], shapes[0], drawn=tiles[0])
    for seat, shape in zip(order[1:], shapes[1:], strict=True):
        give(state, seat, shape)
    stack(state, "1z2z3z")  # the others draw winds nobody waits on and throw them with riichi
    for seat in order:
        assert state.current == seat and state.phase == "turn"
        drawn = state.hands[seat].drawn
        act(state, seat, "riichi", (drawn,))
        pass_all(state)
    last = state.last_result["lines"][0]
    assert last["reason"] == "suucha_riichi"
    assert state.sticks == 4 and sum(state.scores) == 96000  # the sticks stay on the table


def test_four_kans_by_two_players_abort():
    state = new_state(10, red_fives=0)
    d, a, _, _ = seats(state)
    give(state, d, "1111m2222m3333m4p", drawn="9p")
    give(state, a, "444s123567z19s89m")
    stack(state, "5s5s5s9s", position=0)  # replacement tiles
    stack(state, "4s")  # a draws the fourth 4s
    for kind_text in ("1m", "2m", "3m"):
        tiles = tuple(t for t in state.hands[d].hand if t >> 2 == parse(kind_text)[0] >> 2)
        act(state, d, "ankan", tiles)
    act(state, d, "discard", (next(t for t in state.hands[d].hand if t >> 2 == parse("5s")[0] >> 2),))
    pass_all(state)
    assert state.current == a
    four = tuple(t for t in state.hands[a].hand if t >> 2 == parse("4s")[0] >> 2)
    act(state, a, "ankan", four)
    assert state.kans == 4
    act(state, a, "discard", (state.hands[a].drawn,))
    pass_all(state)
    assert state.last_result["lines"][0]["reason"] == "suukaikan"


# --- payments -------------------------------------------------------------------------------------


def test_pinfu_tsumo_tanyao_non_dealer_with_honba():
    state = new_state(11, red_fives=0)
    d, a, _, _ = seats(state)
    give(state, a, "234m567m345p67s55s")
    give(state, d, "1199m1199p119s12z", drawn="7z")
    stack(state, "8s")
    no_dora(state)
    state.honba = 1
    act(state, d, "discard", (state.hands[d].drawn,))
    pass_all(state)
    state.first_go_around = False  # not a first-draw win (地和)
    assert "tsumo" in kinds(GAME.legal_actions(state, a))
    act(state, a, "tsumo")
    line = state.last_result["lines"][0]
    assert (line["han"], line["fu"]) == (3, 20)  # menzen tsumo, pinfu, tanyao
    # 700 / 1,300 plus 100 a counter from each
    assert line["deltas"][d] == -1400
    assert line["deltas"][a] == 1400 + 800 + 800
    assert state.honba == 0 and state.dealer == a


def test_dealer_ron_and_dealer_repeat():
    state = new_state(12, red_fives=0)
    d, a, _, _ = seats(state)
    give(state, a, "11m1199p1199s234z")
    give(state, d, "555z777z123m456p9m", drawn="1z")  # 白 and 中 sets, 9m tanki
    no_dora(state, "9s")
    act(state, d, "discard", (state.hands[d].drawn,))
    pass_all(state)
    give(state, a, "11m1199p1199s234z", drawn="9m")
    act(state, a, "discard", (state.hands[a].drawn,))
    assert "ron" in kinds(GAME.legal_actions(state, d))
    act(state, d, "ron")
    pass_all(state)
    line = state.last_result["lines"][0]
    # 白 + 中 = 2 han; 20 + 10 (closed ron) + 8 + 8 (honour triplets) + 2 (tanki) = 48 -> 50 fu
    assert (line["han"], line["fu"]) == (2, 50), line["yaku"]
    assert line["deltas"][d] == 4800 and line["deltas"][a] == -4800
    assert state.dealer == d and state.honba == 1


NOT_READY = ("147m258p369s1234z", "369m147p258s5566z")


def test_exhaustive_draw_pays_the_ready():
    state = new_state(13, red_fives=0, nagashi_mangan=False)
    d, a, b, c = seats(state)
    give(state, a, "234m456p678s345s5p")
    give(state, b, NOT_READY[0])
    give(state, c, NOT_READY[1])
    give(state, d, "158m1269p1368s12z", drawn="7z")
    state.front = len(state.wall) - state.replacements  # the dealer's draw was the last one
    act(state, d, "discard", (state.hands[d].drawn,))
    pass_all(state)
    line = state.last_result["lines"][0]
    assert line["reason"] == "exhaustive" and line["tenpai"] == [a]
    assert state.records[-1].points[a] == 3000 and state.records[-1].points[d] == -1000
    assert state.dealer == (d + 1) % 4 and state.honba == 1  # dealer not ready: the deal moves


def test_nagashi_mangan():
    state = new_state(13, red_fives=0)
    d, a, b, c = seats(state)
    give(state, d, "158m1269p1368s12z", drawn="7z")
    give(state, a, "2345m3456p4567s5p")
    give(state, b, NOT_READY[0])
    give(state, c, NOT_READY[1])
    for seat in (a, b, c):
        p = state.hands[seat]
        p.discards = parse("5m")
        p.tsumogiri, p.called_away = [False], [False]
        p.rebuild()
    dp = state.hands[d]
    dp.discards = parse("1z9m")
    dp.tsumogiri, dp.called_away = [False, False], [False, False]
    dp.rebuild()
    state.front = len(state.wall) - state.replacements
    act(state, d, "discard", (state.hands[d].drawn,))
    pass_all(state)
    line = state.last_result["lines"][0]
    assert line["reason"] == "nagashi" and line["nagashi"] == [d]
    assert state.records[-1].points == [12000 if s == d else -4000 for s in range(4)]


# --- match progression ----------------------------------------------------------------------------


def test_tobi_ends_the_match():
    state = new_state(14, red_fives=0)
    d, a, _, _ = seats(state)
    state.scores[a] -= 24500
    state.scores[(a + 1) % 4] += 24500
    give(state, a, NOT_READY[0])
    give(state, d, "1199m1199p1199s1z", drawn="7z")  # seven pairs, ready on 東
    state.front = len(state.wall) - state.replacements
    act(state, d, "discard", (state.hands[d].drawn,))
    pass_all(state)
    assert state.over and GAME.result(state) is not None
    assert sum(GAME.result(state).points) == 0


def test_illegal_actions_change_nothing():
    state = new_state(15)
    d, a, _, _ = seats(state)
    before = json.dumps(GAME.state_to_json(state), sort_keys=True)
    not_mine = next(t for t in range(136) if t not in state.hands[d].hand)
    for seat, action in [
        (a, Action("discard", (state.hands[a].hand[0],))),
        (d, Action("discard", (not_mine,))),
        (d, Action("ron")),
        (d, Action("riichi", (state.hands[d].hand[0],))),
        (d, Action("chi", (1, 2))),
    ]:
        with pytest.raises(IllegalAction):
            GAME.apply(state, seat, action)
    assert json.dumps(GAME.state_to_json(state), sort_keys=True) == before
    assert tile_accounting(state) == list(range(136))


def test_open_riichi_shows_the_hand_and_scores_one_more_han():
    state = new_state(4, red_fives=0, open_riichi=True)
    d = state.dealer
    give(state, d, "234m456p678s345s5p", drawn="9p")
    offered = {a.kind for a in GAME.legal_actions(state, d)}
    assert {"riichi", "open_riichi"} <= offered
    nine = state.hands[d].drawn
    act(state, d, "open_riichi", (nine,))
    pass_all(state)
    other = (d + 1) % 4
    seen = GAME.observation(state, other)["seat_views"][d]["open_hand"]
    assert seen == sorted(state.hands[d].hand)
    assert GAME.observation(state, other)["riichi_marks"][d] == "open"
    value = win_value_for(state, d, "5p")
    assert any(name == "Double Open Riichi" for name, _ in value.yaku)


def test_open_riichi_is_off_by_default():
    state, d = riichi_ready_dealer()
    assert "open_riichi" not in kinds(GAME.legal_actions(state, d))


def win_value_for(state: RiichiState, seat: int, tile: str):
    from shikitable.games.mahjong.riichi.legal import win_value

    free = next(t for t in parse(tile + tile + tile + tile) if t not in state.hands[seat].hand)
    return win_value(state, seat, free, tsumo=False)
