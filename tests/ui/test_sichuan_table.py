"""四川麻将 at the table: a human seat plays a whole hand with the buttons against bots, and the
scene never shows a tile the seat may not see."""

from __future__ import annotations

import random

from shikitable.core.actions import Action
from tests.ui.helpers import first_season_turns, held_by, hot_seat_turns, make_table, play_through_the_buttons


def sichuan_visible(obs: dict) -> set[int]:
    tiles = set(obs["hand"])
    for river in obs["rivers"]:
        tiles |= {t for t in river if t is not None}
    for melds in obs["melds"]:
        for meld in melds:
            tiles |= {t for t in meld["tiles"] if t is not None}
    for won in obs["won_tiles"]:
        tiles |= {t for t in won if t is not None}
    return tiles


def test_human_plays_a_hand_of_sichuan_with_the_buttons(qtbot):
    host, adapter, table = make_table(qtbot, ["human", "heuristic", "heuristic", "heuristic"], seed=4,
                                      game_id="sichuan", options={"hands": 1})
    hands: list[dict] = []
    rng = random.Random(3)
    kinds_pressed: set[str] = set()
    for obs in first_season_turns(qtbot, adapter, table, hands):
        assert table.scene.face_up_cards() <= sichuan_visible(obs)
        legal = host.legal_actions(0)
        wins = [a for a in legal if a.kind in ("ron", "tsumo")]
        action = wins[0] if wins else rng.choice(legal)
        if obs["phase"] == "void":
            assert {spec.kind for spec in table._button_specs()} == {"void_m", "void_p", "void_s"}
            assert table._buttons["void_m"].shortcut().toString() == "M"
        play_through_the_buttons(qtbot, table, host, action)
        kinds_pressed.add(action.kind)
    assert {"discard"} <= kinds_pressed
    assert sum(hands[0]["points"]) == 0
    transfers = [line for line in hands[0]["lines"] if "turn" in line]
    assert sum(line["points"] for line in transfers if line["seat"] == 0) - sum(
        line["points"] for line in transfers if line["from"] == 0) == hands[0]["points"][0]


def test_a_single_kong_needs_no_tile_picked_and_a_refused_win_says_why(qtbot):
    host, adapter, table = make_table(qtbot, ["human", "heuristic", "heuristic", "heuristic"], seed=4,
                                      game_id="sichuan", options={"hands": 1})
    adapter.start()
    qtbot.waitUntil(lambda: table.seat == 0, timeout=5000)
    table.legal = [Action("kan", (8,)), Action("discard", (9,))]
    assert table.matching("kan") == Action("kan", (8,))  # one kong: the button alone does it
    table.legal = [Action("kan", (8,)), Action("kan", (40,)), Action("discard", (9,))]
    assert table.matching("kan") is None  # two: pick a tile of the one you mean
    assert table.matching("kan", {41}) == Action("kan", (40,))


def test_hot_seat_sichuan_keeps_each_hand_behind_the_curtain(qtbot):
    host, adapter, table = make_table(qtbot, ["human", "human", "heuristic", "heuristic"], seed=6,
                                      game_id="sichuan", options={"hands": 1})
    switches = 0
    for curtain, seat in hot_seat_turns(qtbot, adapter, table, limit=300, hidden=lambda: held_by(host, [0, 1])):
        if curtain:
            switches += 1
            if switches >= 4:
                break
            continue
        assert table.scene.face_up_cards() <= sichuan_visible(host.observation(seat))
        assert not table.scene.face_up_cards() & set(host.state.hands[1 - seat])
        legal = table.legal
        pick = next((a for a in legal if a.kind in ("void_m", "discard", "lay")), None) or next(
            a for a in legal if a.kind == "pass")
        adapter.act(seat, pick)
    assert switches >= 2  # both humans chose their void suit behind the curtain, then played on
