"""にっぱち at the table: a human plays a hand through the buttons against bots (J suit menu,
shortcuts), sees only what the rules show, and the hand result spells out the payments."""

from __future__ import annotations

import random

from shikitable.core.actions import Action
from shikitable.games.nippachi.deck import JACK, RANK
from shikitable.ui.layouts import layout_for, with_card_colours
from shikitable.ui.table.table import button_keys
from shikitable.ui.windows.results import season_html
from tests.ui.helpers import hot_seat_turns, make_table


def nippachi_visible(obs: dict) -> set[int]:
    cards = set(obs["hand"]) | set(obs["pile"])
    for melds in obs["melds"]:
        for meld in melds:
            cards |= set(meld)
    return cards


def test_a_human_plays_a_hand_through_the_buttons(qtbot):
    host, adapter, table = make_table(
        qtbot, ["human", "heuristic", "heuristic", "random"], seed=3, game_id="nippachi", options={"hands": 2}
    )
    table.pick_option = lambda labels, anchor=None: len(labels) - 1  # a J names the last suit offered (♣)
    seasons: list[dict] = []
    adapter.season_over.connect(lambda record, scores, over: seasons.append(record))
    adapter.start()
    rng = random.Random(2)
    moves = 0
    while not seasons and moves < 200:
        qtbot.waitUntil(lambda: table.seat == 0 or bool(seasons), timeout=5000)
        if seasons:
            break
        obs = host.observation(0)
        assert table.scene.face_up_cards() <= nippachi_visible(obs)
        assert set(obs["hand"]) <= table.scene.face_up_cards()
        legal = host.legal_actions(0)
        kinds = {a.kind for a in legal}
        before = len(host.log)
        assert set(table._buttons) == kinds  # one button per kind of move
        if "ateru" in kinds:
            table._buttons["ateru"].click()
        elif "play" in kinds:
            card = rng.choice([a.cards[0] for a in legal if a.kind == "play"])
            table.click_card(card)
            assert table._buttons["play"].isEnabled()
            table._buttons["play"].click()
            if RANK[card] == JACK:
                assert host.log[before] == (0, Action("play", (card,), 3))
        else:
            kind = "draw" if "draw" in kinds else "pass"
            table._buttons[kind].click()
        assert len(host.log) > before, table.hint.text()
        moves += 1
    qtbot.waitUntil(lambda: bool(seasons), timeout=10000)
    record = seasons[0]
    assert sum(record["points"]) == 0
    html = season_html(layout_for("nippachi"), host.game, record, ["P0", "P1", "P2", "P3"], [0] * 4, "en")
    line = record["lines"][0]
    assert f"×{line['times']} = {line['payments'][0]['amount']}" in html


def test_buttons_have_shortcuts_and_the_deck_has_a_four_colour_variant(qtbot):
    layout = layout_for("nippachi")
    keys = button_keys(list(layout.buttons), "nippachi")  # the one key map: a hit is a win, W
    assert keys["ateru"] == "W" and keys["pon"] == "P" and keys["kan"] == "K"
    assert keys["draw"] == "D" and keys["pass"] == "X"
    assert with_card_colours(layout, True).art.folder == "standard-4c"
    assert with_card_colours(layout, False).art.folder == "standard"


def test_hot_seat_two_humans_never_see_each_others_cards(qtbot):
    host, adapter, table = make_table(
        qtbot, ["human", "human", "heuristic"], seed=4, game_id="nippachi", options={"hands": 1}
    )
    table.pick_option = lambda labels, anchor=None: 0
    switches = 0
    for curtain, seat in hot_seat_turns(qtbot, adapter, table, limit=300):
        if curtain:
            assert not (table.scene.face_up_cards() & {c for s in (0, 1) for c in host.state.hands[s]})
            switches += 1
            continue
        assert table.scene.face_up_cards() <= nippachi_visible(host.observation(seat))
        legal = table.legal
        adapter.act(seat, legal[-1] if legal[0].kind == "pass" else legal[0])
    assert switches >= 1


def test_a_jack_asks_which_suit_to_name(qtbot):
    import random as stdlib_random

    from shikitable.ai import make_bot
    from shikitable.games import get_game
    from shikitable.session.host import MatchHost, Seat
    from shikitable.ui.table.adapter import MatchAdapter
    from shikitable.ui.table.table import TableWidget
    from tests.nippachi_helpers import C, cards, deck_for

    seed = next(s for s in range(100) if stdlib_random.Random(s).randrange(2) == 1)  # seat 1 deals, 0 starts
    hands = [cards("hJ", "s3", "s4", "s5", "s6"), cards("d9", "c9", "dQ", "cK", "h10")]
    deck = deck_for(2, 1, hands, C("c7"))
    game = get_game("nippachi")
    host = MatchHost(game, 2, seed, {"hands": 1}, [Seat("P0", "human"), Seat("P1", "heuristic")], [deck])
    adapter = MatchAdapter(host, {1: make_bot("nippachi", "heuristic", 1)}, bot_delay_ms=0)
    table = TableWidget()
    qtbot.addWidget(table)
    table.resize(1000, 700)
    table.bind(adapter, layout_for("nippachi"), game, ["P0", "P1"], factor=0.0)
    table.show()
    offered: list[list[str]] = []

    def pick(labels: list[str], anchor=None) -> int:
        offered.append(labels)
        return 2  # ♦

    table.pick_option = pick
    adapter.start()
    qtbot.waitUntil(lambda: table.seat == 0, timeout=5000)
    table._on_card_double_clicked(C("hJ"))
    assert offered and len(offered[0]) == 4 and "♦" in offered[0][2]
    assert host.log[0] == (0, Action("play", (C("hJ"),), 2))
    assert host.observation(0)["named_suit"] == 2
