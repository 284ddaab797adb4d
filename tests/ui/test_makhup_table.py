"""値木 at the table: roads drawn as columns with their values, the road chosen with a button (and
its number key), a whole season played by clicking cards and buttons, and hot seat."""

from __future__ import annotations

import random

from PySide6.QtCore import Qt

from shikitable.core.actions import Action
from tests.ui.helpers import first_season_turns, hot_seat_turns, make_table, play_through_the_buttons


def makhup_visible(obs: dict) -> set[int]:
    """What a 値木 seat may see face up: its hand, the roads and the cleared cards."""
    cards = set(obs.get("hand", [])) | set(obs.get("cleared", []))
    for road in obs.get("roads", []):
        cards |= set(road["cards"])
    return cards


def road_labels(table) -> list[str]:
    return sorted(
        item.text() for name, item in table.scene.labels.items() if name.startswith("roads-") and item.isVisible()
    )


def test_roads_are_columns_with_their_values_shown(qtbot):
    host, adapter, table = make_table(qtbot, ["human", "heuristic", "heuristic"], seed=4, game_id="makhup")
    adapter.start()
    qtbot.waitUntil(lambda: table.seat == 0, timeout=5000)
    obs = host.observation(0)
    labels = road_labels(table)
    assert len(labels) == len(obs["roads"])
    for index, road in enumerate(obs["roads"]):
        value = "any" if road["value"] is None else str(road["value"])
        assert f"Road {index + 1} = {value}" in labels
        # each road's cards sit in one column, first card on top
        points = [table.scene.cards[c].target.center for c in road["cards"]]
        assert len({round(p.x()) for p in points}) == 1
        assert [p.y() for p in points] == sorted(p.y() for p in points)


def test_the_road_is_chosen_with_a_button_and_its_number_key(qtbot):
    for seed in range(30):
        host, adapter, table = make_table(qtbot, ["human", "heuristic"], seed=seed, game_id="makhup")
        adapter.start()
        qtbot.waitUntil(lambda table=table: table.seat == 0, timeout=5000)
        plays = [a for a in table.legal if a.kind in ("play", "merge")]
        if plays:
            break
        adapter.close()
    else:
        raise AssertionError("no seed gave the human a play")
    action = plays[-1]
    for card in action.cards:
        table.click_card(card)
    same_cards = [a for a in table.legal if a.kind == action.kind and a.cards == action.cards]
    keys = [k for k in table._buttons if k.startswith(f"{action.kind}@")]
    assert len(keys) == len(same_cards) >= 1  # one button per road these cards may go to
    button = table._buttons[f"{action.kind}@{action.arg}"]
    number = keys.index(f"{action.kind}@{action.arg}") + 1
    assert f"[{number}]" in button.text()
    before = len(host.log)
    table.view.setFocus()
    qtbot.keyClick(table, getattr(Qt.Key, f"Key_{number}"))
    qtbot.waitUntil(lambda: len(host.log) > before, timeout=3000)
    assert host.log[before] == (0, action)


def test_a_wrong_sum_is_explained(qtbot):
    host, adapter, table = make_table(qtbot, ["human", "heuristic"], seed=2, game_id="makhup")
    adapter.start()
    qtbot.waitUntil(lambda: table.seat == 0, timeout=5000)
    obs = host.observation(0)
    values = {r["value"] for r in obs["roads"]}
    from shikitable.games.nincetkaik import deck as D

    for card in obs["hand"]:
        number = D.NUMBER[card]
        if number is not None and number not in values and None not in values:
            table.click_card(card)
            assert "no road takes" in table.hint.text()
            assert not any(k.startswith("play@") for k in table._buttons)
            return
    # every card fits somewhere: nothing to explain in this deal


def test_human_plays_a_season_with_the_buttons(qtbot):
    host, adapter, table = make_table(qtbot, ["human", "heuristic", "random", "heuristic"], seed=8, game_id="makhup")
    seasons: list[dict] = []
    rng = random.Random(3)
    for obs in first_season_turns(qtbot, adapter, table, seasons):
        assert table.scene.face_up_cards() <= makhup_visible(obs)
        play_through_the_buttons(qtbot, table, host, rng.choice(host.legal_actions(0)))
    assert sum(seasons[0]["points"]) == 0


def test_hot_seat_never_shows_the_other_humans_hand(qtbot):
    host, adapter, table = make_table(qtbot, ["human", "human", "heuristic"], seed=6, game_id="makhup")
    switches = 0
    for curtain, seat in hot_seat_turns(qtbot, adapter, table, limit=60):
        if curtain:
            assert not (table.scene.face_up_cards() & (set(host.state.hands[0]) | set(host.state.hands[1])))
            switches += 1
            continue
        assert not (table.scene.face_up_cards() & set(host.state.hands[1 - seat]))
        legal = table.legal
        draw = next((a for a in legal if a.kind in ("draw", "pass")), legal[0])
        adapter.act(seat, draw)
    assert switches >= 2
    assert isinstance(host.log[0][1], Action)


def test_season_results_read_as_text_for_every_ending(qapp):
    # going out, the smallest hand when nobody can play, and a tie with no winner
    from PySide6.QtGui import QTextDocument

    from shikitable.games import get_game
    from shikitable.ui.layouts import layout_for
    from shikitable.ui.windows.results import season_html
    from tests.test_makhup_rules import blocked_table, pass_round

    game = get_game("makhup")
    names = ["Hanako", "Taro", "Jiro"]
    endings = [blocked_table(), blocked_table(hands=["黒兵 黒弓", "赤車 赤無", "黒無 赤無 赤弓"])]
    texts = []
    for state in endings:
        pass_round(state)
        record = state.records[-1].to_json()
        document = QTextDocument()
        document.setHtml(season_html(layout_for("makhup"), game, record, names, list(state.scores), "en"))
        texts.append(document.toPlainText())
    assert "Taro" in texts[0] and "pays the difference" in texts[0] and "× the dealer multiplier" in texts[0]
    assert "nobody wins this season" in texts[1]
    for text in texts:
        assert "multiplied" not in text and "kind" not in text  # no raw field of the line shows
        assert "True" not in text and "None" not in text and "{" not in text
