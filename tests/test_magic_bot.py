"""The Magic bot uses cards sensibly: a win-cancelling card against a big win, a defensive card
when a riichi is declared, a counter against a card aimed at it, and no card when none pays."""

from __future__ import annotations

from shikitable.ai.magic_bot import MagicBot
from shikitable.core.actions import Action
from tests.magic_helpers import GAME, card, do, fresh, set_cards
from tests.riichi_helpers import give


def choose(ms, seat):
    return MagicBot(1).choose(GAME.observation(ms, seat), GAME.legal_actions(ms, seat))


def test_bot_repels_a_big_ron_on_its_discard():
    ms = fresh(5)
    rs = ms.riichi
    d = rs.dealer
    n = (d + 1) % 4
    give(rs, n, "234m456p678s23p55s")
    four_p = give(rs, d, "777m888p999s777z6z", drawn="4p")[-1]
    rs.hands[n].riichi = True  # the winner is in riichi: a big win
    set_cards(ms, d, ["ron_repel"])
    do(ms, d, "discard", (four_p,))
    do(ms, n, "ron")
    assert choose(ms, d) == Action("card", arg=f"ron_repel:{n}")


def test_bot_lays_stagnation_when_a_riichi_is_declared():
    ms = fresh(23)
    d = ms.riichi.dealer
    k = (d + 3) % 4
    one_z = give(ms.riichi, d, "234m456p678s23p55s", drawn="1z")[-1]
    set_cards(ms, k, ["stagnation"])
    do(ms, d, "riichi", (one_z,))
    assert choose(ms, k) == Action("card", arg="stagnation")


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
