"""A human seat plays through the table's adapter against bots."""

from __future__ import annotations

import random

from shikitable.core.actions import Action
from tests.ui.helpers import first_season_turns, make_table, play_through_the_buttons, visible_to


def test_human_plays_a_whole_season_against_bots(qtbot):
    host, adapter, table = make_table(qtbot, ["human", "heuristic", "heuristic", "random"])
    prompts: list[tuple[int, list[Action]]] = []
    seasons: list[dict] = []
    adapter.prompt.connect(lambda seat, legal: prompts.append((seat, legal)))
    adapter.season_over.connect(lambda record, scores, over: seasons.append(record))
    adapter.start()
    rng = random.Random(1)
    moves = 0
    while not seasons:
        qtbot.waitUntil(lambda: bool(prompts) or bool(seasons), timeout=5000)
        if seasons:
            break
        seat, legal = prompts.pop()
        assert seat == 0 and legal == host.legal_actions(0)
        # the scene shows seat 0's view: its hand face up, nobody else's hidden cards
        obs = host.observation(0)
        assert table.scene.face_up_cards() <= visible_to(obs)
        assert set(obs["hand"]) <= table.scene.face_up_cards()
        win = [a for a in legal if a.kind == "taxot"]
        assert adapter.act(0, win[0] if win else rng.choice(legal))
        moves += 1
    record = seasons[0]
    assert record["number"] == 1
    assert sum(record["points"]) == 0
    assert moves > 0
    assert host.observation(0)["season"] == 2  # the engine dealt the next season


def test_selection_buttons_and_reasons(qtbot):
    host, adapter, table = make_table(qtbot, ["human", "heuristic", "heuristic", "heuristic"], seed=11)
    adapter.start()
    qtbot.waitUntil(lambda: table.seat == 0, timeout=5000)
    phase = host.observation(0)["phase"]
    hand = host.observation(0)["hand"]
    if phase == "discard":
        # two cards form no discard: the hint says why, the discard button stays off
        table.click_card(hand[0])
        table.click_card(hand[1])
        assert not table._buttons["discard"].isEnabled()
        assert table.hint.text()
        table.click_card(hand[1])
        assert table._buttons["discard"].isEnabled()
        before = len(host.log)
        assert table.play_obvious()
        assert len(host.log) > before and host.log[before] == (0, Action("discard", (hand[0],)))
    else:
        table.click_card(hand[0])
        assert "開" in table.hint.text() or table.hint.text()


def test_a_failing_bot_is_replaced_by_a_random_move(qtbot):
    host, adapter, table = make_table(qtbot, ["heuristic"] * 4, seed=5)

    class Broken:
        def choose(self, observation, legal):
            raise RuntimeError("boom")

    adapter.bots[1] = Broken()
    errors: list[str] = []
    adapter.bot_error.connect(lambda seat, message: errors.append(message))
    adapter.season_over.connect(lambda *args: adapter.pause())
    adapter.start()
    qtbot.waitUntil(lambda: bool(errors) and len(host.log) > 8 or adapter.paused, timeout=5000)
    assert errors and "boom" in errors[0]
    assert any(seat == 1 for seat, _ in host.log)


def mokkaik_visible(obs: dict) -> set[int]:
    """Cards a 行戦 seat may see face up: its hand, won and beaten cards, the face-up trick."""
    cards = set(obs.get("hand", []))
    for pile in (*obs.get("won", []), *obs.get("out", [])):
        cards |= set(pile)
    for entry in obs.get("trick", []):
        cards |= set(entry.get("cards", []))
    return cards


def test_human_plays_a_season_of_mokkaik_with_the_buttons(qtbot):
    host, adapter, table = make_table(qtbot, ["human", "heuristic", "random"], seed=3, game_id="mokkaik")
    seasons: list[dict] = []
    rng = random.Random(2)
    for obs in first_season_turns(qtbot, adapter, table, seasons):
        assert table.scene.face_up_cards() <= mokkaik_visible(obs)
        # choose a legal move by clicking its cards, then press its button
        play_through_the_buttons(qtbot, table, host, rng.choice(host.legal_actions(0)))
    assert seasons[0]["winner"] is not None and sum(seasons[0]["points"]) == 0
