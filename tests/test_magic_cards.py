"""Every card of the catalogue declared at its timing and resolved, with the effect a player
would notice, one scenario per card (the list must name every catalogue card). Each scenario
also checks the resolution steps the table shows: a card_resolved event for the card."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from shikitable.core.events import Event
from shikitable.games.mahjong.magic import steps
from shikitable.games.mahjong.magic.catalogue import BY_ID
from tests.magic_helpers import (
    GAME,
    card,
    do,
    holding,
    pass_claims,
    pass_windows,
    plain_ron_value,
    riichi_with_a_card_in_hand,
    ron_position,
    ronned,
)
from tests.riichi_helpers import give


def outcome(events: list[Event], card_id: str) -> str:
    found = [e.data["outcome"] for e in events if e.kind == "card_resolved" and e.data["card"] == card_id]
    assert found, f"{card_id} was not resolved"
    return found[-1]


def effects_of(events: list[Event], card_id: str) -> list[dict]:
    return [e.data for e in events if e.kind == "card_effect" and e.data["card"] == card_id]


# --- white -------------------------------------------------------------------------------------------


def stagnation() -> None:
    ms, d, n, m, _ = holding(51, [], [], ["stagnation"])  # it lies until m's next turn
    do(ms, d, "discard", (ms.riichi.hands[d].drawn,))
    events = card(ms, m, "stagnation")
    assert outcome(events, "stagnation") == "laid"
    assert ms.riichi.barred["win"] == [0, 1, 2, 3]


def ron_repel() -> None:
    ms, d, n, _, _ = ronned(["ron_repel"])
    events = card(ms, d, f"ron_repel:{n}")
    assert outcome(events, "ron_repel") == "resolves"
    assert effects_of(events, "ron_repel")[0]["op"] == "cancel_win"
    assert ms.riichi.scores == [25000] * 4 and ms.riichi.last_result is None


def barrier() -> None:
    ms, d, n, m, k = holding(51, ["barrier"], [], [], ["hold"])
    card(ms, d, "barrier")
    do(ms, d, "discard", (ms.riichi.hands[d].drawn,))
    events = card(ms, k, "hold")  # aimed at the barrier's owner: it lapses
    assert outcome(events, "hold") == "lapsed"
    assert ms.cards.tsumogiri_turns[d] == 0 and "hold" in ms.cards.used


def negate() -> None:
    ms, d, n, m, _ = holding(11, ["stick_raid"], [], ["negate"])
    card(ms, d, "stick_raid")
    events = card(ms, m, "negate")
    assert outcome(events, "negate") == "resolves" and outcome(events, "stick_raid") == "negated"
    assert ms.riichi.scores == [25000] * 4


def clean_slate() -> None:
    ms, d, *_ = holding(51, ["call_seal", "clean_slate"])
    card(ms, d, "call_seal")
    assert ms.riichi.barred["call"]
    events = card(ms, d, "clean_slate")
    assert outcome(events, "clean_slate") == "resolves"
    assert effects_of(events, "clean_slate")[0]["removed"] == ["call_seal"]
    assert not ms.cards.table and ms.riichi.barred == {}


def guard() -> None:
    value = plain_ron_value()
    ms, d, n, _, _ = ronned(["guard"])
    events = card(ms, d, "guard")
    assert outcome(events, "guard") == "resolves"
    half = -(-value // 200) * 100
    assert ms.riichi.scores[d] == 25000 - half and ms.riichi.scores[n] == 25000 + half


# --- blue --------------------------------------------------------------------------------------------


def clairvoyance() -> None:
    ms, d, n, _, _ = holding(51, ["clairvoyance"])
    rs = ms.riichi
    upcoming = rs.wall[rs.front : rs.front + 3]
    events = card(ms, d, "clairvoyance")
    assert outcome(events, "clairvoyance") == "resolves"
    peek = next(e for e in events if e.kind == "card_peek")
    assert peek.view_for(d)["tiles"] == upcoming and "tiles" not in peek.view_for(n)
    assert GAME.observation(ms, d)["magic"]["seen"][-1]["tiles"] == upcoming


def switch() -> None:
    ms, d, n, _, _ = holding(17, ["switch"])
    rs = ms.riichi
    tile, incoming = rs.hands[d].hand[0], rs.wall[rs.front]
    events = card(ms, d, f"switch:{tile}")
    assert outcome(events, "switch") == "resolves"
    assert incoming in rs.hands[d].hand and rs.wall[rs.front] == tile
    declared = next(e for e in events if e.kind == "card_declared")
    assert declared.view_for(n)["choice"] is None and declared.view_for(d)["choice"] == str(tile)


def loaded_wall() -> None:
    ms, d, n, _, _ = holding(31, [], ["loaded_wall"])
    rs = ms.riichi
    events: list[Event] = []
    steps.open_window(ms, ["before_shuffle"], {"active": d}, "start_hand", events)
    events += card(ms, n, "loaded_wall:31")
    pass_windows(ms)
    assert outcome(events, "loaded_wall") == "resolves"
    assert rs.wall[rs.front] >> 2 == 31  # n's first draw is the white dragon


def mind_reading() -> None:
    ms, d, n, m, _ = holding(51, ["mind_reading"])
    events = card(ms, d, f"mind_reading:{n}")
    assert outcome(events, "mind_reading") == "resolves"
    peek = next(e for e in events if e.kind == "card_peek")
    assert peek.view_for(d)["tiles"] == sorted(ms.riichi.hands[n].hand)
    assert "tiles" not in peek.view_for(n) and "tiles" not in peek.view_for(m)


def hidden_dora() -> None:
    ms, d, *_ = holding(51, ["hidden_dora"])
    events = card(ms, d, "hidden_dora")
    assert outcome(events, "hidden_dora") == "resolves"
    peek = next(e for e in events if e.kind == "card_peek")
    assert peek.view_for(d)["tiles"] == ms.riichi.ura_indicators()


def reshuffle() -> None:
    ms, d, n, _, _ = holding(51, [], ["reshuffle"])
    rs = ms.riichi
    do(ms, d, "discard", (rs.hands[d].drawn,))
    front, before = rs.front, rs.wall[rs.front :]
    events = card(ms, n, "reshuffle")  # then play goes on: n draws from the shuffled wall
    assert outcome(events, "reshuffle") == "resolves"
    assert sorted(rs.wall[front:]) == sorted(before) and rs.wall[front:] != before


# --- black -------------------------------------------------------------------------------------------


def hold() -> None:
    ms, d, n, m, k = holding(51, [], [], ["hold"])
    rs = ms.riichi
    do(ms, d, "discard", (rs.hands[d].drawn,))
    events = card(ms, m, "hold")
    assert outcome(events, "hold") == "resolves" and ms.cards.tsumogiri_turns[d] == 1
    for _ in range(3):  # round to the dealer again
        pass_claims(ms)
        actor = rs.current
        if actor == d:
            break
        do(ms, actor, "discard", (rs.hands[actor].drawn,))
    pass_claims(ms)
    assert rs.current == d
    discards = [a for a in GAME.legal_actions(ms, d) if a.kind == "discard"]
    assert discards and all(a.cards[0] == rs.hands[d].drawn for a in discards)


def call_seal() -> None:
    ms, d, *_ = holding(13, ["call_seal"])
    events = card(ms, d, "call_seal")
    assert outcome(events, "call_seal") == "laid" and ms.riichi.barred["call"] == [0, 1, 2, 3]


def hand_break() -> None:
    ms, d, n, _, _ = holding(51, ["hand_break"])
    rs = ms.riichi
    before = sorted(rs.hands[n].hand)
    events = card(ms, d, f"hand_break:{n}")
    assert outcome(events, "hand_break") == "resolves"
    after = sorted(rs.hands[n].hand)
    assert len(after) == len(before) and len(set(before) - set(after)) == 1
    swap = next(e for e in events if e.kind == "card_swap")
    assert "in" in swap.view_for(n) and "in" not in swap.view_for(d)  # the victim sees the new tile


def binding() -> None:
    ms, d, n, _, _ = holding(13, ["binding"])
    events = card(ms, d, f"binding:{n}")
    assert outcome(events, "binding") == "laid" and ms.riichi.barred["riichi"] == [n]


def snatch() -> None:
    ms, d, n, _, _ = holding(51, ["snatch"], ["supply"])
    events = card(ms, d, f"snatch:{n}")
    assert outcome(events, "snatch") == "resolves"
    assert ms.cards.hands[d] == ["supply"] and ms.cards.hands[n] == []


def scatter() -> None:
    ms, d, k = riichi_with_a_card_in_hand()
    events = card(ms, k, "scatter")
    assert outcome(events, "scatter") == "resolves"
    assert ms.cards.hands[d] == [] and "supply" in ms.cards.used


# --- red ---------------------------------------------------------------------------------------------


def win_absorption() -> None:
    value = plain_ron_value()
    ms, d, n, m, _ = ronned([], [], ["win_absorption"])
    events = card(ms, m, f"win_absorption:{n}")
    assert outcome(events, "win_absorption") == "resolves"
    half = -(-value // 200) * 100
    assert ms.riichi.scores[m] == 25000 + half and ms.riichi.scores[n] == 25000 + value - half


def double_back() -> None:
    value = plain_ron_value()
    ms, d, n, _, _ = ronned([], ["double_back"])
    events = card(ms, n, "double_back")
    assert outcome(events, "double_back") == "resolves"
    assert ms.riichi.scores[n] == 25000 + 2 * value and ms.riichi.scores[d] == 25000 - 2 * value


def stick_raid() -> None:
    ms, d, n, _, _ = holding(11, ["stick_raid"])
    events = card(ms, d, "stick_raid")
    assert outcome(events, "stick_raid") == "resolves"
    assert ms.riichi.scores[d] == 26000 and ms.riichi.scores[n] == 24000


def pursuit() -> None:
    value = plain_ron_value()
    ms, d, n, _, _ = ronned([], ["pursuit"])
    events = card(ms, n, "pursuit")
    assert outcome(events, "pursuit") == "resolves"
    assert ms.riichi.scores[n] == 25000 + value + 1000 and ms.riichi.scores[d] == 25000 - value - 1000


def extra_dora() -> None:
    ms, d, *_ = holding(51, ["extra_dora"])
    events = card(ms, d, "extra_dora")
    assert outcome(events, "extra_dora") == "resolves"
    assert ms.riichi.indicators == 2
    assert any(e.kind == "dora" and e.data["indicator"] == ms.riichi.dora_indicators()[-1] for e in events)


def one_shot_riichi() -> None:
    ms, d, *_ = holding(51, ["one_shot_riichi"])
    events = card(ms, d, "one_shot_riichi")
    assert outcome(events, "one_shot_riichi") == "resolves" and ms.riichi.furiten_waived == [d]


# --- green -------------------------------------------------------------------------------------------


def card_revival() -> None:
    ms, d, *_ = holding(51, ["card_revival"])
    ms.cards.deck.remove("negate")
    ms.cards.used.append("negate")
    events = card(ms, d, "card_revival:negate")
    assert outcome(events, "card_revival") == "resolves"
    assert ms.cards.hands[d] == ["negate"] and "negate" not in ms.cards.used


def supply() -> None:
    ms, d, n, _, _ = holding(51, ["supply"])
    events = card(ms, d, "supply")
    assert outcome(events, "supply") == "resolves" and len(ms.cards.hands[d]) == 2
    draw = next(e for e in events if e.kind == "card_draw")
    assert draw.view_for(d)["cards"] == ms.cards.hands[d] and "cards" not in draw.view_for(n)


def second_chance() -> None:
    ms, d, *_ = holding(51, ["second_chance"])
    rs = ms.riichi
    old, incoming = rs.hands[d].drawn, rs.wall[rs.front]
    events = card(ms, d, "second_chance")
    assert outcome(events, "second_chance") == "resolves"
    assert rs.hands[d].drawn == incoming and old not in rs.hands[d].hand
    assert rs.wall[-1] == old  # the last tile of the live wall


def blessed_rain() -> None:
    ms, d, n, m, k = holding(53, ["blessed_rain"])
    rs = ms.riichi
    give(rs, n, "234m456p678s23p55s")  # ready
    give(rs, m, "147m258p369s5677z")
    give(rs, k, "159m159p159s1234z")
    five_m = give(rs, d, "147m258p369s1234z", drawn="5m")[-1]  # a simple: no 流し満貫
    rs.front = len(rs.wall) - rs.replacements  # the dealer's discard is the last of the hand
    do(ms, d, "discard", (five_m,))
    while rs.phase == "claim":
        do(ms, GAME.to_act(ms)[0], "pass")
    assert ms.window is not None and ms.window.timings == ["exhaustive_draw"]
    events = card(ms, d, "blessed_rain")
    assert outcome(events, "blessed_rain") == "resolves"
    assert [rs.scores[s] for s in (d, n, m, k)] == [26500, 26500, 23500, 23500]


def lifeline() -> None:
    ms, d, n, _, _ = holding(55, ["lifeline"])
    rs = ms.riichi
    give(rs, n, "111z222z333z44z55z")  # shousuushii (yakuman) on the 4z or 5z
    five_z = give(rs, d, "147m258p369s6777z", drawn="5z")[-1]
    events = card(ms, d, "lifeline")
    assert outcome(events, "lifeline") == "laid"
    do(ms, d, "discard", (five_z,))
    pass_windows(ms)
    for seat in GAME.to_act(ms):
        do(ms, seat, "ron" if seat == n else "pass")
    pass_windows(ms)
    assert rs.last_result["lines"][0]["yakuman"]
    assert rs.scores[d] == 25000 - 8000 and rs.scores[n] == 25000 + 8000


# --- colourless --------------------------------------------------------------------------------------


def yakuless_yaku() -> None:
    ms, d, *_ = holding(51, ["yakuless_yaku"])
    events = card(ms, d, "yakuless_yaku")
    assert outcome(events, "yakuless_yaku") == "resolves"
    assert ms.riichi.no_yaku_wins == [d] and ms.cards.returns == [("yakuless_yaku", d)]


def reflection() -> None:
    ms, d, n, _, _ = holding(11, ["snatch"], ["reflection", "supply"])
    card(ms, d, f"snatch:{n}")
    events = card(ms, n, "reflection")
    assert outcome(events, "reflection") == "resolves"
    assert effects_of(events, "reflection")[0]["target"] == d
    assert ms.cards.hands[n] == ["supply"]


def recall() -> None:
    ms, d, n, m, _ = holding(11, ["stick_raid"], [], ["recall"])
    card(ms, d, "stick_raid")
    events = card(ms, m, "recall")
    assert outcome(events, "recall") == "resolves" and outcome(events, "stick_raid") == "bounced"
    assert "stick_raid" in ms.cards.hands[d] and ms.riichi.scores == [25000] * 4


SCENARIOS: dict[str, Callable[[], None]] = {f.__name__: f for f in (
    stagnation, ron_repel, barrier, negate, clean_slate, guard,
    clairvoyance, switch, loaded_wall, mind_reading, hidden_dora, reshuffle,
    hold, call_seal, hand_break, binding, snatch, scatter,
    win_absorption, double_back, stick_raid, pursuit, extra_dora, one_shot_riichi,
    card_revival, supply, second_chance, blessed_rain, lifeline,
    yakuless_yaku, reflection, recall,
)}


def test_every_catalogue_card_has_a_scenario():
    assert set(SCENARIOS) == set(BY_ID)


@pytest.mark.parametrize("card_id", sorted(BY_ID))
def test_card_resolves(card_id: str) -> None:
    SCENARIOS[card_id]()


# --- the resolution steps the table shows, one event each --------------------------------------------


def test_each_resolution_step_is_an_event_in_order():
    ms, d, n, m, _ = holding(11, ["stick_raid"], ["recall"], ["negate"])
    first = card(ms, d, "stick_raid")
    assert [(e.kind, e.data["card"], e.data["counter"], e.data["answers"], e.data["depth"])
            for e in first if e.kind == "card_declared"] == [("card_declared", "stick_raid", False, None, 1)]
    do(ms, n, "pass")
    second = card(ms, m, "negate")
    assert [(e.data["card"], e.data["counter"], e.data["answers"]) for e in second
            if e.kind == "card_declared"] == [("negate", True, "stick_raid")]
    last = card(ms, n, "recall")
    steps_seen = [(e.kind, e.data["card"], e.data.get("outcome") or e.data.get("op"))
                  for e in last if e.kind in ("card_declared", "card_resolved", "card_effect")]
    assert steps_seen == [
        ("card_declared", "recall", None),
        ("card_resolved", "recall", "resolves"),
        ("card_effect", "recall", "bounce_card"),
        ("card_resolved", "negate", "bounced"),
        ("card_resolved", "stick_raid", "resolves"),
        ("card_effect", "stick_raid", "transfer"),
    ]
    assert next(e for e in last if e.kind == "card_resolved" and e.data["card"] == "negate").data["by"] == "recall"


def test_a_lapsed_operation_says_which_and_why():
    ms, d, n, _, _ = holding(51, ["snatch"])
    events = card(ms, d, f"snatch:{n}")  # n holds no card
    lapsed = [e.data for e in events if e.kind == "card_effect" and e.data["op"] == "lapsed"]
    assert lapsed == [{"card": "snatch", "seat": d, "op": "lapsed", "lapsed_op": "steal_card", "reason": "no card"}]


def test_a_swap_declared_keeps_its_tile_from_the_others_while_it_waits_on_the_stack():
    ms, d, n, m, _ = holding(17, ["switch"], [], ["negate"])
    tile = ms.riichi.hands[d].hand[0]
    card(ms, d, f"switch:{tile}")
    assert GAME.to_act(ms) == (m,)  # the counter window is open
    assert GAME.observation(ms, d)["magic"]["stack"][0]["choice"] == str(tile)
    for other in (n, m, None):
        assert GAME.observation(ms, other)["magic"]["stack"][0]["choice"] is None


def test_a_declared_win_tells_its_value_before_the_cards():
    ms, d, n, _, _, four_p = ron_position(["ron_repel"])
    do(ms, d, "discard", (four_p,))
    events = do(ms, n, "ron")
    declared = next(e for e in events if e.kind == "win_declared")
    assert declared.data["winners"] == [n] and declared.data["win"] == "ron" and declared.data["discarder"] == d
    claim = declared.data["claims"][0]
    assert claim["seat"] == n and claim["han"] >= 1 and claim["points"] > 0
    assert GAME.observation(ms, d)["magic"]["context"]["claims"] == declared.data["claims"]
