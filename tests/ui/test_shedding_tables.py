"""連友 and 小猫 at the table: a human plays whole seasons through the buttons (cards clicked,
then the button; 将's effect from its menu) for every player count, two humans share the screen
behind the curtain, and a different copy of a strength plays where colour is ignored."""

from __future__ import annotations

import random

import pytest

from shikitable.games.nincetkaik import deck as D
from tests.ui.helpers import first_season_turns, hot_seat_turns, make_table


def shown_to(obs: dict) -> set[int]:
    """Every card the observation lets its seat see face up."""
    cards = set(obs.get("hand", [])) | set(obs.get("top_cards", [])) | set(obs.get("beaten", []))
    for entry in obs.get("pile", []):
        cards |= set(entry["cards"])
    for row in obs.get("tsuke", []):
        cards |= set(row)
    return cards


def act_through_the_table(table, host, rng: random.Random) -> None:
    """Pick a legal move and make it as a player would: click its cards, press its button, or
    choose it from the button's menu."""
    action = rng.choice(host.legal_actions(table.seat))
    before = len(host.log)
    if action.arg is not None:
        offers = [a for a in table.legal if a.kind == action.kind]
        offered: list[list[str]] = []

        def pick(labels: list[str], anchor=None) -> int:
            offered.append(labels)
            return [a.arg for a in offers].index(action.arg)

        table.pick_option = pick
        table._buttons[action.kind].click()  # the button asks which, when more than one is left
        assert len(offered) == (1 if len(offers) > 1 else 0)
    else:
        for card in action.cards:
            table.click_card(card)
        assert table.perform(action.kind)
    assert len(host.log) > before and host.log[before][1] == action


COUNTS = [("niekhi", n) for n in range(2, 7)] + [("nine", n) for n in (2, 3, 4)]


@pytest.mark.parametrize(("game_id", "players"), COUNTS)
def test_a_human_plays_a_season_through_the_buttons(qtbot, game_id: str, players: int) -> None:
    kinds = ["human"] + ["heuristic", "random"] * 3
    host, adapter, table = make_table(qtbot, kinds[:players], seed=players, game_id=game_id)
    seasons: list[dict] = []
    rng = random.Random(players)
    for obs in first_season_turns(qtbot, adapter, table, seasons):
        assert table.scene.face_up_cards() <= shown_to(obs)
        act_through_the_table(table, host, rng)
    assert seasons[0]["number"] == 1


def test_niekhi_plays_another_copy_of_the_same_strength(qtbot) -> None:
    host, adapter, table = make_table(qtbot, ["human", "heuristic"], seed=1, game_id="niekhi")
    adapter.start()
    qtbot.waitUntil(lambda: table.seat == 0, timeout=5000)
    hand = host.observation(0)["hand"]
    listed = {c for a in host.legal_actions(0) if len(a.cards) == 1 for c in a.cards}
    twin = next(c for c in hand if c not in listed and D.KIND[c] != D.VESSEL)  # a copy the list does not name
    table.click_card(twin)
    assert table._buttons["play"].isEnabled()
    before = len(host.log)
    assert table.perform("play")
    assert host.log[before][1].cards == (twin,)


@pytest.mark.parametrize("game_id", ["niekhi", "nine"])
def test_two_humans_share_the_screen(qtbot, game_id: str) -> None:
    host, adapter, table = make_table(qtbot, ["human", "human", "heuristic"], seed=2, game_id=game_id)
    rng = random.Random(3)
    switches = 0
    for curtain, seat in hot_seat_turns(qtbot, adapter, table):
        if curtain:
            hidden = set(host.state.hands[0]) | set(host.state.hands[1])
            assert not (table.scene.face_up_cards() & hidden)
            switches += 1
            continue
        assert not (table.scene.face_up_cards() & set(host.state.hands[1 - seat]))
        act_through_the_table(table, host, rng)
        if switches >= 4:
            break
    assert switches >= 2


def test_general_effect_is_chosen_from_a_menu(qtbot) -> None:
    from shikitable.core.actions import Action
    from tests.nincetkaik_helpers import cards

    host, adapter, table = make_table(qtbot, ["human", "heuristic"], seed=1, game_id="niekhi")
    state = host.state
    taken: set[int] = set()
    state.hands = [cards("黒将 黒兵 黒筆", taken), cards("赤兵 黒弓 赤弓", taken)]
    state.discards = cards("黒王", taken)
    state.aside = [c for c in D.ALL_CARDS if c not in taken]
    state.turn = state.leader = 0
    state.top, state.pile, state.passed, state.places = None, [], [], []
    state.legal_cache = None
    adapter.start()
    qtbot.waitUntil(lambda: table.seat == 0, timeout=5000)
    table.click_card(cards("黒将")[0])
    assert table.perform("play")
    qtbot.waitUntil(lambda: table.seat == 0 and "banish" in table._buttons, timeout=5000)
    offered: list[list[str]] = []

    def pick(labels: list[str], anchor=None) -> int:
        offered.append(labels)
        return 2  # 兵

    table.pick_option = pick
    before = len(host.log)
    table._buttons["banish"].click()
    assert len(offered) == 1 and len(offered[0]) == 11  # every strength from 船 to 王/皇
    assert offered[0][2] == "Pawn (1)"
    qtbot.waitUntil(lambda: len(host.log) > before, timeout=3000)
    assert host.log[before] == (0, Action("banish", (), 2))
    assert all(D.STRENGTH[c] != 2 for hand in host.state.hands for c in hand)
