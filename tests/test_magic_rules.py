"""Magic: the Mahjong rules: the three rulings of seed 003 with its own examples, counters,
simultaneous declarations, talismans, stacking cards, dealing, and the card operations."""

from __future__ import annotations

import random

import pytest

from shikitable.core.actions import Action
from shikitable.core.errors import IllegalAction
from shikitable.core.events import Event
from shikitable.games.mahjong.magic.cards import CardState, deal_before_hand, draw_cards
from shikitable.games.mahjong.magic.state import MagicState
from tests.magic_helpers import (
    GAME,
    card,
    card_total,
    do,
    fresh,
    holding,
    pass_claims,
    pass_windows,
    plain_ron_value,
    riichi_with_a_card_in_hand,
    ronned,
    set_cards,
    touch,
)
from tests.riichi_helpers import give, stack


def kinds_of(ms: MagicState, seat: int) -> set[str]:
    return {a.kind for a in GAME.legal_actions(ms, seat)}


# --- ruling 1: a "cannot" beats a "may" (停滞 on the table, 一発リーチ) ------------------------------


def _ruling_one(stagnation: bool, one_shot: bool) -> tuple[MagicState, int]:
    # 停滞 (stagnation) lies until d's next turn
    ms, d, n, m, _ = holding(3, ["stagnation"] if stagnation else [], ["one_shot_riichi"] if one_shot else [])
    rs = ms.riichi
    give(rs, n, "234m456p678s23p55s")  # ready on 1p-4p; 4p gives tanyao
    give(rs, m, "1199m19s123456z4p")
    six_z = give(rs, d, "777m888p999s5777z", drawn="6z")[-1]
    one_p, _ = stack(rs, "1p7p")  # n draws 1p (and throws it: furiten), m draws 7p
    do(ms, d, "discard", (six_z,))
    pass_claims(ms)
    assert rs.current == n
    if one_shot:
        card(ms, n, "one_shot_riichi")
        assert n in rs.furiten_waived
    do(ms, n, "discard", (one_p,))
    pass_claims(ms)
    assert rs.hands[n].furiten()
    four_p = next(t for t in rs.hands[m].hand if t >> 2 == 12)
    do(ms, m, "discard", (four_p,))
    if stagnation:
        card(ms, d, "stagnation")
    pass_windows(ms)
    return ms, n


def test_one_shot_riichi_lets_a_furiten_hand_ron():
    ms, n = _ruling_one(stagnation=False, one_shot=True)
    assert GAME.to_act(ms) == (n,) and "ron" in kinds_of(ms, n)


def test_furiten_hand_without_the_card_cannot_ron():
    ms, n = _ruling_one(stagnation=False, one_shot=False)
    assert "ron" not in kinds_of(ms, n)


def test_ruling_one_stagnation_beats_one_shot_riichi():
    ms, n = _ruling_one(stagnation=True, one_shot=True)
    rs = ms.riichi
    assert rs.phase == "turn" and rs.current == (n + 2) % 4  # nobody could take the 4p: play went on
    assert rs.hand_number == 1 and rs.last_result is None
    assert ms.cards.table and ms.cards.table[0].card == "stagnation"


# --- ruling 2: an effect whose target is gone lapses (上がり吸収 then ロン弾き) ------------------------


def test_ruling_two_absorption_lapses_when_the_ron_is_repelled():
    ms, d, n, m, _ = ronned(["ron_repel"], [], ["win_absorption"])
    assert GAME.to_act(ms) == (m, d)
    card(ms, m, f"win_absorption:{n}")
    do(ms, d, "pass")
    events = card(ms, d, f"ron_repel:{n}")
    assert ms.riichi.scores == [25000] * 4
    assert any(e.kind == "card_effect" and e.data["op"] == "lapsed" and e.data["card"] == "win_absorption"
               for e in events)
    assert ms.riichi.hand_number == 1 and ms.riichi.current == n  # play goes on: n draws


def test_absorption_takes_half_of_the_win_when_it_stands():
    value = plain_ron_value()
    ms, d, n, m, _ = ronned([], [], ["win_absorption"])
    card(ms, m, f"win_absorption:{n}")
    line = ms.riichi.last_result["lines"][0]
    assert value > 0
    half = -(-value // 200) * 100
    assert ms.riichi.scores[m] == 25000 + half
    assert ms.riichi.scores[n] == 25000 + value - half
    assert ms.riichi.scores[d] == 25000 - value
    assert line["deltas"] == [s - 25000 for s in ms.riichi.scores]  # the result screen shows it


# --- ruling 3: a return-to-hand effect lapses once its card left the used pile ---------------------


def _ruling_three(revived: bool) -> tuple[MagicState, int, int]:
    ms, d, n, m, _ = holding(7, [], ["card_revival"] if revived else [])
    rs = ms.riichi
    give(rs, m, "234m456p678s23p55s")
    give(rs, n, "1199m19s123455z3s")
    six_z = give(rs, d, "777m888p999s5777z", drawn="6z")[-1]
    one_m, four_p = stack(rs, "1m4p")
    # A (m) used 無役の役 this hand: it lies in the used pile with its return-if-you-win effect
    ms.cards.deck.remove("yakuless_yaku")
    ms.cards.used.append("yakuless_yaku")
    ms.cards.used_this_hand.append("yakuless_yaku")
    ms.cards.returns.append(("yakuless_yaku", m))
    do(ms, d, "discard", (six_z,))
    pass_windows(ms)
    if revived:  # B (n) takes it from the used pile
        card(ms, n, "card_revival:yakuless_yaku")
    do(ms, n, "discard", (one_m,))
    pass_claims(ms)
    assert rs.hands[m].drawn == four_p
    do(ms, m, "tsumo")
    pass_windows(ms)
    return ms, m, n


def test_ruling_three_revived_card_does_not_return_to_the_winner():
    ms, a, b = _ruling_three(revived=True)
    assert ms.riichi.last_result["lines"][0]["seat"] == a
    assert "yakuless_yaku" not in ms.cards.hands[a]
    assert "yakuless_yaku" in ms.cards.hands[b]


def test_return_if_win_brings_the_card_back_when_it_stayed_used():
    ms, a, _ = _ruling_three(revived=False)
    assert "yakuless_yaku" in ms.cards.hands[a]


# --- counters and simultaneous declarations ---------------------------------------------------------


def test_counters_resolve_before_the_card_they_answer():
    ms, d, n, m, _ = holding(11, ["stick_raid"], ["recall"], ["negate"])
    card(ms, d, "stick_raid")  # 1,000 from the leader (n: first of the tied seats after d)
    assert GAME.to_act(ms) == (n, m)
    do(ms, n, "pass")
    card(ms, m, "negate")
    assert GAME.to_act(ms) == (n,)
    events = card(ms, n, "recall")  # answers negate: it goes back to m, then stick_raid resolves
    order = [e.data["op"] for e in events if e.kind == "card_effect"]
    assert order == ["bounce_card", "transfer"]
    assert "negate" in ms.cards.hands[m]
    assert ms.riichi.scores[d] == 26000 and ms.riichi.scores[n] == 24000


def test_negate_uses_the_card_up_without_effect():
    ms, d, _, m, _ = holding(11, ["stick_raid"], [], ["negate"])
    card(ms, d, "stick_raid")
    card(ms, m, "negate")
    assert ms.riichi.scores == [25000] * 4
    assert {"stick_raid", "negate"} <= set(ms.cards.used)


def test_simultaneous_declarations_the_seat_after_the_active_one_counts():
    ms, d, n, m, _ = holding(11, ["stick_raid"], ["recall"], ["negate"])
    card(ms, d, "stick_raid")
    card(ms, n, "recall")
    events = card(ms, m, "negate")
    assert any(e.kind == "card_returned" and e.data["seat"] == m for e in events)
    assert "negate" in ms.cards.hands[m]
    assert GAME.to_act(ms) == (m,)  # m may now answer the recall itself
    do(ms, m, "pass")
    assert "stick_raid" in ms.cards.hands[d]  # recall sent it back
    assert ms.riichi.scores == [25000] * 4


def test_reflection_turns_a_card_back_on_its_user():
    ms, d, n, _, _ = holding(11, ["snatch"], ["reflection", "supply"])
    card(ms, d, f"snatch:{n}")
    card(ms, n, "reflection")
    assert ms.cards.hands[n] == ["supply"]  # d stole from d's own (empty) hand instead


# --- talismans and stacking ---------------------------------------------------------------------------


def _tsumogiri_until(ms: MagicState, seat: int, limit: int = 40) -> None:
    """Everybody throws what they draw and passes calls until `seat` draws again."""
    rs = ms.riichi
    for _ in range(limit):
        pass_windows(ms)
        to_act = GAME.to_act(ms)
        if rs.phase == "turn" and to_act == (seat,) and rs.hands[seat].drawn is not None:
            return
        actor = to_act[0]
        if rs.phase == "turn":
            do(ms, actor, "discard", (rs.hands[actor].drawn,))
        else:
            do(ms, actor, "pass")
    raise AssertionError("did not come round")


def test_talisman_lasts_until_its_owners_next_turn():
    ms = fresh(13)
    d = ms.riichi.dealer
    set_cards(ms, d, ["call_seal"])
    card(ms, d, "call_seal")
    assert ms.riichi.barred["call"] == [0, 1, 2, 3]
    do(ms, d, "discard", (ms.riichi.hands[d].drawn,))
    assert ms.cards.table  # still lying while the others play
    _tsumogiri_until(ms, d)
    assert not ms.cards.table and "call_seal" in ms.cards.used
    assert ms.riichi.barred == {}


def test_hand_long_talisman_lies_until_the_hand_ends():
    ms = fresh(13)
    d = ms.riichi.dealer
    set_cards(ms, d, ["binding"])
    card(ms, d, f"binding:{(d + 1) % 4}")
    do(ms, d, "discard", (ms.riichi.hands[d].drawn,))
    _tsumogiri_until(ms, d)
    assert [t.card for t in ms.cards.table] == ["binding"]
    hand = ms.riichi.hand_number
    while ms.riichi.hand_number == hand:
        rs = ms.riichi
        pass_windows(ms)
        actor = GAME.to_act(ms)[0]
        if rs.phase == "turn" and rs.hands[actor].drawn is not None:
            do(ms, actor, "discard", (rs.hands[actor].drawn,))
        else:
            do(ms, actor, "pass" if rs.phase != "turn" else "discard",
               () if rs.phase != "turn" else (rs.hands[actor].hand[0],))
    assert all(t.card != "binding" for t in ms.cards.table)


def test_one_stacking_card_per_player_per_hand():
    ms = fresh(17)
    d = ms.riichi.dealer
    set_cards(ms, d, ["switch", "card_revival"])
    tile = ms.riichi.hands[d].hand[0]
    wall_next = ms.riichi.wall[ms.riichi.front]
    card(ms, d, f"switch:{tile}")
    assert wall_next in ms.riichi.hands[d].hand and ms.riichi.wall[ms.riichi.front] == tile
    card(ms, d, "card_revival:switch")
    assert "switch" in ms.cards.hands[d]
    assert not any(str(a.arg).startswith("switch") for a in GAME.legal_actions(ms, d))
    with pytest.raises(IllegalAction):
        card(ms, d, f"switch:{ms.riichi.hands[d].hand[0]}")


# --- dealing -----------------------------------------------------------------------------------------


def _cards(hands: list[list[str]], deck: list[str]) -> CardState:
    return CardState(rng=random.Random(1), deck=list(deck), hands=[list(h) for h in hands])


OPTIONS = {"card_dealing": "official", "cards_at_start": 3, "handicap_seat": -1}


def test_official_dealing_tops_up_players_holding_one_or_none():
    cards = _cards([[], ["negate"], ["supply", "hold"], ["guard", "recall", "snatch"]], ["a", "b", "c", "d", "e"])
    deal_before_hand(cards, OPTIONS, 0, 0, [])
    assert [len(h) for h in cards.hands] == [2, 2, 2, 3]


def test_fixed_dealing_deals_once():
    cards = _cards([[], [], [], []], [str(i) for i in range(20)])
    options = {**OPTIONS, "card_dealing": "fixed"}
    deal_before_hand(cards, options, 0, 0, [])
    assert [len(h) for h in cards.hands] == [3, 3, 3, 3]
    cards.hands = [[], [], [], []]
    deal_before_hand(cards, options, 1, 0, [])
    assert [len(h) for h in cards.hands] == [0, 0, 0, 0]


def test_south_top_up_and_handicap():
    cards = _cards([[], [], [], []], [str(i) for i in range(30)])
    options = {**OPTIONS, "card_dealing": "south_topup", "handicap_seat": 2}
    deal_before_hand(cards, options, 0, 0, [])
    assert [len(h) for h in cards.hands] == [3, 3, 2, 3]
    cards.hands = [[], ["x"], [], []]
    deal_before_hand(cards, options, 2, 0, [])  # still East: nothing
    assert [len(h) for h in cards.hands] == [0, 1, 0, 0]
    deal_before_hand(cards, options, 5, 1, [])  # South begins: top up once
    assert [len(h) for h in cards.hands] == [3, 3, 2, 3]
    cards.hands = [[], [], [], []]
    deal_before_hand(cards, options, 6, 1, [])
    assert [len(h) for h in cards.hands] == [0, 0, 0, 0]


def test_refill_keeps_the_cards_used_this_hand():
    cards = _cards([[], [], [], []], [])
    cards.used = ["negate", "hold", "supply"]
    cards.used_this_hand = ["supply"]
    events: list[Event] = []
    assert draw_cards(cards, 0, 2, events) == 2
    assert sorted(cards.hands[0]) == ["hold", "negate"]
    assert cards.used == ["supply"] and cards.deck == []


def test_reset_once_per_match_before_any_card_is_used():
    ms = GAME.setup(4, None, 21)
    assert ms.window is not None and ms.window.kind == "reset"
    seat = GAME.to_act(ms)[0]
    assert GAME.legal_actions(ms, seat) == [Action("keep"), Action("reset")]
    with pytest.raises(IllegalAction):
        GAME.apply(ms, seat, Action("card", arg=ms.cards.hands[seat][0]))
    old = list(ms.cards.hands[seat])
    GAME.apply(ms, seat, Action("reset"))
    for other in GAME.to_act(ms):
        GAME.apply(ms, other, Action("keep"))
    assert ms.cards.reset_done[seat]
    assert len(ms.cards.hands[seat]) == 2 and all(c in ms.cards.used for c in old)
    assert card_total(ms) == 43


# --- win-time payment cards and the riichi-time card --------------------------------------------------


def test_double_back_guard_and_pursuit_change_the_payment():
    value = plain_ron_value()
    ms, d, n, _, _ = ronned(["guard"], ["double_back", "pursuit"])
    card(ms, n, "double_back")
    do(ms, d, "pass")
    card(ms, n, "pursuit")
    do(ms, d, "pass")
    card(ms, d, "guard")
    assert ms.riichi.scores[n] == 25000 + value + 1000  # doubled, halved again, plus 1,000
    assert ms.riichi.scores[d] == 25000 - value - 1000


def test_scatter_discards_a_card_of_the_riichi_declarer():
    ms, d, k = riichi_with_a_card_in_hand()
    assert GAME.to_act(ms) == (k,)
    card(ms, k, "scatter")
    assert ms.cards.hands[d] == [] and "supply" in ms.cards.used


def test_card_declared_at_the_wrong_time_is_refused_and_changes_nothing():
    ms, d, n, _, _ = holding(29, ["stagnation", "supply"])
    before = GAME.state_to_json(ms)
    for bad in ("stagnation", "negate", "supply:3", "nonsense", ""):
        with pytest.raises(IllegalAction):
            card(ms, d, bad)
    with pytest.raises(IllegalAction):
        card(ms, n, "supply")
    assert GAME.state_to_json(ms) == before
    touch(ms)


@pytest.mark.parametrize("who", [0, 1])
def test_loaded_wall_plants_the_named_kind_as_the_first_draw(who):
    from shikitable.games.mahjong.magic import steps

    ms, d, n, _, _ = holding(31)
    rs = ms.riichi
    seat = (d, n)[who]
    set_cards(ms, seat, ["loaded_wall"])
    events: list[Event] = []
    steps.open_window(ms, ["before_shuffle"], {"active": rs.dealer}, "start_hand", events)  # the next hand's
    card(ms, seat, "loaded_wall:31")  # 5z, the white dragon
    pass_windows(ms)
    assert ms.cards.stacking_used[seat]
    if seat == rs.dealer:
        assert rs.hands[seat].drawn >> 2 == 31
    else:
        assert rs.wall[rs.front] >> 2 == 31  # n draws next
    assert sorted(rs.wall) == list(range(136))
