"""The Magic bot uses cards sensibly: a win-cancelling or payment-halving card against a big win
(and not on a cheap one), a defensive card when a riichi is declared against it, a counter when
a card hurts it, 無役の役 when it turns a yakuless hand into a win, and no card when none pays."""

from __future__ import annotations

from shikitable.ai.mahjong.magic_bot import MagicBot
from shikitable.core.actions import Action
from tests.magic_helpers import GAME, card, do, fresh, open_yakuless_tsumo, set_cards
from tests.riichi_helpers import give, stack

BIG = "555z666z777z23p55s"  # 大三元 waiting on 1p-4p: a yakuman
CHEAP = "234m456p678s23p55s"  # 平和 断幺九 on 1p-4p: 2 han 30 fu, 2,000


def choose(ms, seat):
    return MagicBot(1).choose(GAME.observation(ms, seat), GAME.legal_actions(ms, seat))


def _ron_on_dealer(winner_hand: str, dealer_cards: list[str], winner_cards: list[str] = ()):
    """The seat after the dealer rons the dealer's 4p; the win-time card window is open."""
    ms = fresh(5)
    rs = ms.riichi
    d, n = rs.dealer, (rs.dealer + 1) % 4
    give(rs, n, winner_hand)
    four_p = give(rs, d, "111m999m111s999s1z", drawn="4p")[-1]
    stack(rs, "3z", position=4)  # dora 4z: in neither hand
    set_cards(ms, d, dealer_cards)
    set_cards(ms, n, list(winner_cards))
    do(ms, d, "discard", (four_p,))
    do(ms, n, "ron")
    return ms, d, n


def test_bot_repels_a_big_ron_on_its_discard():
    ms, d, n = _ron_on_dealer(BIG, ["ron_repel"])
    assert ms.context["claims"][0]["points"] == 32000
    assert choose(ms, d) == Action("card", arg=f"ron_repel:{n}")


def test_bot_keeps_ron_repel_for_a_cheap_ron():
    ms, d, n = _ron_on_dealer(CHEAP, ["ron_repel"])
    assert ms.context["claims"][0]["points"] == 2000
    assert choose(ms, d) == Action("pass")


def test_bot_halves_a_big_payment_and_not_a_cheap_one():
    ms, d, _ = _ron_on_dealer(BIG, ["guard"])
    assert choose(ms, d) == Action("card", arg="guard")
    ms, d, _ = _ron_on_dealer(CHEAP, ["guard"])
    assert choose(ms, d) == Action("pass")


def test_bot_negates_a_ron_repel_aimed_at_its_big_win():
    ms, d, n = _ron_on_dealer(BIG, ["ron_repel"], ["negate"])
    card(ms, d, f"ron_repel:{n}")
    assert choose(ms, n) == Action("card", arg="negate")


def test_bot_lays_stagnation_when_a_riichi_is_declared():
    ms = fresh(23)
    d = ms.riichi.dealer
    k = (d + 3) % 4
    one_z = give(ms.riichi, d, CHEAP, drawn="1z")[-1]
    set_cards(ms, k, ["stagnation"])
    do(ms, d, "riichi", (one_z,))
    assert choose(ms, k) == Action("card", arg="stagnation")


def test_bot_keeps_stagnation_on_a_plain_discard():
    ms = fresh(23)
    d = ms.riichi.dealer
    m = (d + 2) % 4
    set_cards(ms, m, ["stagnation"])
    do(ms, d, "discard", (ms.riichi.hands[d].drawn,))
    assert GAME.to_act(ms) == (m,)
    assert choose(ms, m) == Action("pass")


def test_bot_lays_a_lifeline_when_an_opponent_is_in_riichi_and_not_before():
    ms = fresh(23)
    d = ms.riichi.dealer
    set_cards(ms, d, ["lifeline"])
    assert choose(ms, d).kind != "card"
    ms.riichi.hands[(d + 2) % 4].riichi = True
    ms.legal_cache = None
    assert choose(ms, d) == Action("card", arg="lifeline")


def test_bot_counters_a_card_aimed_at_it_and_passes_otherwise():
    ms = fresh(11)
    d = ms.riichi.dealer
    n, m = (d + 1) % 4, (d + 2) % 4
    set_cards(ms, d, ["snatch"])
    set_cards(ms, n, ["negate", "supply"])
    set_cards(ms, m, ["recall"])
    card(ms, d, f"snatch:{n}")
    assert choose(ms, n) == Action("card", arg="negate")
    assert choose(ms, m) == Action("pass")


def test_bot_declares_yakuless_yaku_to_win_a_yakuless_hand_then_wins():
    ms, n = open_yakuless_tsumo(dora=False)
    assert choose(ms, n) == Action("card", arg="yakuless_yaku")
    card(ms, n, "yakuless_yaku")
    assert choose(ms, n) == Action("tsumo")


def test_bot_keeps_yakuless_yaku_when_its_hand_has_a_yaku():
    ms = fresh(41)
    rs = ms.riichi
    d = rs.dealer
    give(rs, d, "234m456m678p88s34s", drawn="5s")  # complete: tanyao, pinfu, menzen tsumo
    set_cards(ms, d, ["yakuless_yaku"])
    assert choose(ms, d) == Action("tsumo")


def test_bot_negates_a_doubled_payment_only_when_it_pays():
    ms, d, n = _ron_on_dealer(BIG, ["negate"], ["double_back"])
    m = (n + 1) % 4
    set_cards(ms, m, ["negate"])
    card(ms, n, "double_back")
    assert choose(ms, d) == Action("card", arg="negate")  # the discarder pays double
    assert choose(ms, m) == Action("pass")  # m pays nothing for this ron


def test_bot_does_not_counter_a_card_that_does_not_touch_it():
    ms = fresh(11)
    d = ms.riichi.dealer
    n = (d + 1) % 4
    set_cards(ms, d, ["supply"])
    set_cards(ms, n, ["negate"])
    card(ms, d, "supply")
    assert GAME.to_act(ms) == (n,)
    assert choose(ms, n) == Action("pass")
