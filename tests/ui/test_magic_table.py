"""Magic: the Mahjong at the table: the cheat cards as pictures (your own face up, the others'
as backs with a count, talismans by their owner), the card window's prompt with its pause,
and a resolution shown step by step."""

from __future__ import annotations

import os

import pytest
from PySide6.QtCore import Qt

from shikitable.core.actions import Action
from shikitable.ui.layouts.magic import card_name
from shikitable.ui.windows.settings import Settings, load_settings, save_settings
from tests.magic_helpers import set_cards
from tests.ui.helpers import make_table

HUMANS = ["human"] * 4
NO_RESET = {"card_reset": False}


def simple_move(host, seat):
    """Keep the cards, pass every card window and claim, discard the tile just drawn."""
    legal = host.legal_actions(seat)
    kinds = {a.kind for a in legal}
    if "keep" in kinds:
        return Action("keep")
    if "pass" in kinds:
        return Action("pass")
    drawn = host.state.riichi.hands[seat].drawn
    discards = [a for a in legal if a.kind == "discard"]
    return next((a for a in discards if a.cards == (drawn,)), discards[0])


def drive(host, until, limit=400):
    """Play simple moves for whoever must act until `until(host)` holds."""
    for _ in range(limit):
        if until(host):
            return
        host.submit(host.to_act()[0], simple_move(host, host.to_act()[0]))
    raise AssertionError("the position was not reached")


def offered(host, seat, card):
    return seat in host.to_act() and Action("card", arg=card) in host.legal_actions(seat)


def hands(host):
    return host.state.cards.hands


def test_own_cards_face_up_and_others_as_backs_with_their_count(qtbot):
    host, adapter, table = make_table(qtbot, ["human", "random", "random", "random"], seed=5, game_id="magic",
                                      options=NO_RESET)
    set_cards(host.state, 0, ["stagnation", "negate"])
    set_cards(host.state, 2, ["guard", "switch", "clairvoyance"])
    adapter.start()
    qtbot.waitUntil(lambda: table.seat == 0, timeout=10000)
    layer = table.scene.pictures
    assert sorted(layer.face_up()) == sorted(hands(host)[0])  # no talisman lies yet
    backs = layer.backs()
    for seat in (1, 2, 3):
        count = len(hands(host)[seat])
        if count:
            assert backs[seat][1] == f"×{count}"
            assert backs[seat][0] == min(count, 2)  # a back, two for more: the count says how many
        else:
            assert seat not in backs
    assert 0 not in backs  # your own cards are pictures, not backs
    # your cards lie inside the table, as pictures big enough to read
    for item in layer.items_of("held", 0):
        rect = item.sceneBoundingRect()
        assert table.scene.laid.table.contains(rect.adjusted(3, 3, -3, -3))
        assert item.size[1] >= 50


def test_hot_seat_shows_no_hidden_card(qtbot):
    host, adapter, table = make_table(qtbot, HUMANS, seed=5, game_id="magic", options=NO_RESET)
    for seat, cards in enumerate((["negate"], ["stagnation", "guard"], ["switch"], ["clairvoyance", "hold"])):
        set_cards(host.state, seat, cards)
    adapter.start()
    qtbot.waitUntil(table.curtain.isVisible, timeout=5000)
    layer = table.scene.pictures
    assert layer.face_up() == []  # behind the curtain: every seat's cards are backs
    assert {seat: badge for seat, (_, badge) in layer.backs().items()} == {0: "×1", 1: "×2", 2: "×1", 3: "×2"}
    seat = table.curtain.seat
    qtbot.mouseClick(table.curtain.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: table.seat == seat, timeout=3000)
    assert sorted(layer.face_up()) == sorted(hands(host)[seat])
    assert seat not in layer.backs() and len(layer.backs()) == 3


def test_a_talisman_lies_by_its_owner_while_in_force_and_leaves_after(qtbot):
    host, adapter, table = make_table(qtbot, HUMANS, seed=5, game_id="magic", options=NO_RESET)
    for seat in range(4):
        set_cards(host.state, seat, [])
    set_cards(host.state, 2, ["stagnation"])  # a talisman: nobody wins until its owner's next turn
    drive(host, lambda h: offered(h, 2, "stagnation"))
    adapter.start(replay_history=False)
    layer = table.scene.pictures
    assert layer.items_of("lying") == []
    assert adapter.act(2, Action("card", arg="stagnation"))
    lying = layer.items_of("lying")
    assert [(item.key[1], item.card) for item in lying] == [(2, "stagnation")]
    plate = table.scene.laid.plates[2]
    assert abs(lying[0].sceneBoundingRect().center().y() - plate.center().y()) < plate.height()  # by its plate
    assert "stagnation" not in hands(host)[2]
    # in force until its owner's next turn begins, then used up: it leaves the table
    while not any(e.kind == "talisman_ends" for e in host.history[-3:]):
        seat = host.to_act()[0]
        assert adapter.act(seat, simple_move(host, seat))
        if host.state.cards.table:
            assert [item.card for item in layer.items_of("lying", 2)] == ["stagnation"]
    assert layer.items_of("lying") == []


def counter_position(qtbot, kinds):
    """Seat 1 may declare 透視 at its draw; seat 0 holds 打ち消し (a counter), nobody else a card."""
    host, adapter, table = make_table(qtbot, kinds, seed=5, game_id="magic", options=NO_RESET)
    for seat in range(4):
        set_cards(host.state, seat, [])
    set_cards(host.state, 0, ["negate", "guard"])
    set_cards(host.state, 1, ["clairvoyance"])
    drive(host, lambda h: offered(h, 1, "clairvoyance"))
    return host, adapter, table


def test_a_human_holding_a_counter_is_prompted_and_the_pause_passes_for_them(qtbot, monkeypatch):
    monkeypatch.setattr("shikitable.ui.table.steps.LINGER_MS", 60000)  # the steps stay in view, however slow
    host, adapter, table = counter_position(qtbot, HUMANS)
    table.hand_row.pause_s = 1
    adapter.start(replay_history=False)
    assert adapter.act(1, Action("card", arg="clairvoyance"))
    assert host.to_act() == (0,)  # the counter window asks seat 0 only
    qtbot.waitUntil(table.curtain.isVisible, timeout=3000)  # hot seat: to seat 0 through the curtain
    assert table.scene.pictures.face_up() == []
    qtbot.mouseClick(table.curtain.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: table.seat == 0, timeout=3000)
    layer = table.scene.pictures
    assert sorted(layer.face_up()) == ["guard", "negate"]  # only seat 0's own cards
    assert table.hand_row.declarable() == {"negate"}
    lit = {item.card for item in layer.items_of("held", 0) if item.lit}
    assert lit == {"negate"}  # 守りの札 is not a counter: not lit
    prompt = table.scene.steps.prompt
    assert card_name("negate", "en") in prompt and table.scene.steps.isVisible()
    # the panel shows what was declared, and the prompt under it what you may answer with
    assert table.scene.steps.lines[-1] == f"P1 declares {card_name('clairvoyance', 'en')}."
    assert prompt.startswith("You may declare: ")
    # the key V shows a card of your hand large (legible), again hides it; so does the mouse
    qtbot.keyClick(table.view, Qt.Key.Key_V)
    assert layer.large.isVisible() and layer.large.card in hands(host)[0] and layer.large.size[1] >= 240
    qtbot.keyClick(table.view, Qt.Key.Key_V)
    assert not layer.large.isVisible()
    guard = next(item for item in layer.items_of("held", 0) if item.card == "guard")
    guard.hovered.emit(guard)
    assert layer.large.isVisible() and layer.large.card == "guard"
    guard.hovered.emit(None)
    assert not layer.large.isVisible()
    # nobody answers: after the pause the table passes for seat 0 and 透視 resolves
    qtbot.waitUntil(lambda: 0 not in host.to_act(), timeout=4000)
    assert "negate" in hands(host)[0] and "clairvoyance" not in hands(host)[1]
    assert any(e.kind == "card_peek" for e in host.history[-6:])
    # hot seat: the screen shows that P1 looked, never what P1 saw
    assert f"{card_name('clairvoyance', 'en')}: P1 looks at the next 3 tile(s) of the wall." in table.scene.steps.lines
    assert not any("sees" in line for line in table.scene.steps.lines)


def test_a_counter_declared_from_the_hand_row_and_its_steps_in_order(qtbot):
    host, adapter, table = counter_position(qtbot, ["human", "human", "random", "random"])
    table.hand_row.pause_s = 0  # off: the window waits for the player
    shown: list[str] = []
    adapter.start(replay_history=False)
    table.scene.steps.step_shown.connect(shown.append)
    table.scene.set_factor(0.05)  # steps one at a time, quickly
    holds: list[bool] = []
    table.scene.steps.busy_changed.connect(holds.append)
    flown: list[tuple[str, int]] = []
    table.scene.steps.card_arrives.connect(lambda card, seat: flown.append((card, seat)))
    qtbot.waitUntil(lambda: table.curtain.isVisible() and table.curtain.seat == 1, timeout=3000)
    qtbot.mouseClick(table.curtain.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: table.seat == 1, timeout=3000)
    assert table.hand_row.declarable() == {"clairvoyance"}  # at your draw: 透視 is lit in your hand row
    own = table.scene.pictures.items_of("held", 1)
    assert [item.card for item in own if item.lit] == ["clairvoyance"]
    own[0].double_clicked.emit("clairvoyance")  # a double-click declares it
    qtbot.waitUntil(lambda: table.curtain.isVisible() and table.curtain.seat == 0, timeout=3000)
    qtbot.mouseClick(table.curtain.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: table.seat == 0, timeout=3000)
    assert not table.hand_row.timer.isActive()
    layer = table.scene.pictures
    negate = next(item for item in layer.items_of("held", 0) if item.card == "negate")
    guard = next(item for item in layer.items_of("held", 0) if item.card == "guard")
    guard.clicked.emit("guard")  # not declarable: nothing happens
    assert table.hand_row.picked is None
    negate.clicked.emit("negate")
    assert table.hand_row.picked == "negate" and negate.selected
    qtbot.keyClick(table.view, Qt.Key.Key_Return)  # Enter declares the card chosen
    qtbot.waitUntil(lambda: not table.scene.steps.busy and len(shown) >= 3, timeout=5000)
    countered = f"{card_name('negate', 'en')} counters {card_name('clairvoyance', 'en')}: it is used up without effect."
    assert shown[:2] == [f"P1 declares {card_name('clairvoyance', 'en')}.", f"P0 declares {card_name('negate', 'en')}."]
    assert countered in shown[2:]
    assert not any("sees" in line for line in shown)  # countered: 透視 never takes effect
    assert holds[:1] == [True] and holds[-1] is False  # play waited while the steps were shown
    assert flown == [("clairvoyance", 1), ("negate", 0)]  # each declared card flew in from its declarer
    qtbot.waitUntil(lambda: not table.scene.steps.arriving, timeout=2000)  # and landed in the panel
    from shikitable.ui.table.pictures import PictureItem

    assert not any(isinstance(i, PictureItem) and i.key[0] == "flying" for i in table.scene.items())  # removed
    assert "clairvoyance" in host.state.cards.used and "negate" in host.state.cards.used


def test_the_card_pause_setting_persists(tmp_path):
    path = tmp_path / "settings.json"
    assert Settings().card_pause_s == 3
    assert save_settings(Settings(card_pause_s=7), path) is None
    assert load_settings(path)[0].card_pause_s == 7
    path.write_text('{"card_pause_s": -2}')
    loaded, problem = load_settings(path)
    assert loaded.card_pause_s == 3 and problem is not None and "card_pause_s" in problem


def test_the_settings_dialog_sets_the_card_pause(qtbot):
    from shikitable.ui.windows.dialogs import SettingsDialog

    settings = Settings(card_pause_s=3)
    dialog = SettingsDialog(settings)
    qtbot.addWidget(dialog)
    assert dialog.card_pause.value() == 3
    dialog.card_pause.setValue(0)
    assert dialog.card_pause.text() == dialog.tr("Off (wait for me)")
    dialog.apply_to(settings)
    assert settings.card_pause_s == 0


def test_step_lines_tell_each_outcome():
    from shikitable.ui.layouts.magic import step_line, window_text

    names = ["A", "B", "C", "D"]
    snatch, repel = card_name("snatch", "en"), card_name("ron_repel", "en")
    assert step_line({"kind": "card_declared", "seat": 1, "card": "snatch", "target": 2}, names, "en") == (
        f"B declares {snatch} → C.")
    assert step_line({"kind": "card_resolved", "seat": 1, "card": "snatch", "outcome": "resolves"}, names, "en") == (
        f"{snatch} resolves.")
    assert step_line({"kind": "card_resolved", "seat": 1, "card": "snatch", "outcome": "lapsed", "reason": "ward"},
                     names, "en") == f"{snatch} lapses: its target is protected by a barrier."
    assert step_line({"kind": "card_effect", "seat": 0, "card": "ron_repel", "op": "cancel_win", "target": 3},
                     names, "en") == f"{repel}: D's win is taken back."
    # what the declarer alone sees, and what everyone else sees of the same swap
    assert step_line({"kind": "card_swap", "seat": 2, "out": 0, "in": 4}, names, "en").startswith("C swaps ")
    assert step_line({"kind": "card_swap", "seat": 2}, names, "en") is None  # its card_effect tells it
    switch = card_name("switch", "en")
    assert step_line({"kind": "card_effect", "seat": 2, "card": "switch", "op": "swap_with_wall"}, names, "en") == (
        f"{switch}: C swaps a tile of their hand with the wall.")
    assert step_line({"kind": "discard", "seat": 2, "card": 5}, names, "en") is None  # not about cards
    # a card window with no step in view: the prompt says why it is open
    window = {"kind": "cards", "timings": ["others_discard"], "seats": [0], "answered": []}
    assert window_text({"magic": {"window": window, "context": {"discarder": 2}}}, names) == "After C's discard."
    window["timings"] = ["others_discard", "on_riichi"]
    assert window_text({"magic": {"window": window, "context": {"discarder": 2, "riichi_seat": 2}}},
                       names) == "C declares riichi."


@pytest.mark.parametrize("size", [(730, 630), (1620, 1000)])
def test_card_pictures_stay_on_the_table_clear_of_tiles_and_plates(qtbot, size):
    """With cards in every hand and a talisman by every seat, at the small and large table
    sizes: every picture lies on the table and covers no tile and no other seat's plate."""
    from shikitable.games.mahjong.magic.cards import Talisman

    host, adapter, table = make_table(qtbot, HUMANS, seed=5, game_id="magic", options=NO_RESET)
    table.resize(*size)
    for seat, cards in enumerate((["negate", "guard"], ["clairvoyance"], ["hold", "switch", "snatch"], ["recall"])):
        set_cards(host.state, seat, cards)
    drive(host, lambda h: h.state.riichi.phase == "turn" and len(h.history) > 30)
    host.state.cards.table = [Talisman(card, seat, seat, "hand")
                              for seat, card in enumerate(("barrier", "stagnation", "lifeline", "binding"))]
    host.state.version += 1
    adapter.start(replay_history=False)
    qtbot.waitUntil(table.curtain.isVisible, timeout=3000)
    qtbot.mouseClick(table.curtain.button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: table.seat is not None, timeout=3000)
    scene = table.scene
    scene.finish_animations()
    laid = scene.laid
    tiles = [item.sceneBoundingRect().adjusted(4, 4, -4, -4) for item in scene.all_card_items()]
    pictures = list(scene.pictures.items.values())
    if os.environ.get("MAGIC_TABLE_SHOTS"):  # a folder: look at the table as the test sees it
        table.grab().save(f"{os.environ['MAGIC_TABLE_SHOTS']}/magic-cards-{size[0]}x{size[1]}.png")
    assert len(scene.pictures.items_of("lying")) == 4
    for item in pictures:
        rect = item.sceneBoundingRect().adjusted(3, 3, -3, -3)
        assert laid.table.contains(rect), item.key
        assert not any(rect.intersects(tile) for tile in tiles), item.key
        for seat, plate in laid.plates.items():
            if seat != item.key[1]:
                assert not rect.intersects(plate), (item.key, seat)


def test_the_card_prompt_and_steps_read_in_japanese(qtbot, monkeypatch):
    monkeypatch.setattr("shikitable.ui.table.steps.LINGER_MS", 60000)
    from PySide6.QtWidgets import QApplication

    from shikitable.ui.layouts.magic import step_line
    from shikitable.ui.windows.app import install_translator

    host, adapter, table = counter_position(qtbot, ["human", "human", "random", "random"])
    install_translator(QApplication.instance(), "ja")
    try:
        adapter.start(replay_history=False)
        assert adapter.act(1, Action("card", arg="clairvoyance"))
        qtbot.waitUntil(lambda: table.curtain.isVisible() and table.curtain.seat == 0, timeout=3000)
        qtbot.mouseClick(table.curtain.button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: table.seat == 0, timeout=3000)
        prompt = table.scene.steps.prompt
        assert prompt.startswith("宣言できるカード：打ち消し")
        assert table.scene.steps.lines[-1] == "P1が「透視」を宣言。"
        line = step_line({"kind": "card_declared", "seat": 1, "card": "clairvoyance"}, ["東", "南", "西", "北"], "ja")
        assert line == "南が「透視」を宣言。"
    finally:
        install_translator(QApplication.instance(), "en")


def test_steps_wait_their_turn_and_a_click_or_skip_shows_them_at_once(qtbot):
    host, adapter, table = make_table(qtbot, HUMANS, seed=5, game_id="magic", options=NO_RESET)
    adapter.start()
    panel = table.scene.steps
    table.scene.set_factor(1.0)
    panel.add_steps([("one", "negate", None), ("two", None, None), ("three", None, None)], fresh=True)
    assert panel.lines == ["one"] and panel.busy and adapter.holding  # the rest wait; so does play
    qtbot.wait(50)
    assert panel.lines == ["one"]
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=table.view.mapFromScene(panel.sceneBoundingRect().center()))
    assert panel.lines == ["one", "two", "three"] and not panel.busy and not adapter.holding
    panel.add_steps([("four", None, None), ("five", None, None)], fresh=False)
    assert panel.lines[-1] == "four"
    table.scene.finish_animations()  # Play → Skip animation
    assert panel.lines[-2:] == ["four", "five"] and not adapter.holding


@pytest.mark.parametrize("kinds", [["human", "heuristic", "heuristic", "random"],
                                   ["human", "human", "heuristic", "random"]])
def test_a_match_plays_on_at_the_table_with_cards(qtbot, kinds):
    """Against bots and in hot seat, the humans declaring a lit card now and then: play goes on
    (steps shown, holds released, windows answered) for a good stretch of the match."""
    host, adapter, table = make_table(qtbot, kinds, seed=11, game_id="magic")
    table.scene.set_factor(0.01)  # the steps still wait their turn, briefly
    adapter.season_over.connect(lambda *args: (table.scene.release(), adapter.hide_hands()))
    adapter.start()
    declared = 0
    while adapter.moves < 100 and host.result() is None:
        qtbot.waitUntil(lambda: table.seat is not None or table.curtain.isVisible() or host.result() is not None,
                        timeout=15000)
        if table.curtain.isVisible():
            qtbot.mouseClick(table.curtain.button, Qt.MouseButton.LeftButton)
            continue
        if table.seat is None:
            continue
        seat, lit = table.seat, sorted(table.hand_row.declarable())
        own = {item.card for item in table.scene.pictures.items_of("held", seat)}
        assert set(lit) <= own  # what is lit is in the hand row, face up
        card = next((a for a in table.legal if a.kind == "card" and ":" not in str(a.arg)), None)
        if card is not None and declared < 4 and adapter.moves % 3 == 0:
            declared += table.hand_row.declare(str(card.arg))
        else:
            adapter.act(seat, simple_move(host, seat))
    assert adapter.moves >= 100 or host.result() is not None
    assert declared >= 2  # cards were declared from the hand row on the way


def test_every_card_operation_and_lapse_reason_reads_as_a_step():
    """Each operation a card is made of, and each reason a card lapses, has its own words."""
    import re
    from pathlib import Path

    from shikitable.games.mahjong.magic.vocabulary import OPERATIONS
    from shikitable.ui.layouts.magic import EFFECTS, LAPSE_REASONS

    assert set(OPERATIONS) <= set(EFFECTS)
    folder = Path(__file__).resolve().parents[2] / "shikitable" / "games" / "mahjong" / "magic"
    engine = "".join(p.read_text() for p in folder.glob("*.py"))
    reasons = set(re.findall(r'_lapsed\(events, \w+, [\w"]+, "([^"]+)"', engine))
    reasons |= set(re.findall(r'reason="([^"]+)"', engine)) | set(re.findall(r'"reason": "([^"]+)"', engine))
    assert reasons and reasons <= set(LAPSE_REASONS)
