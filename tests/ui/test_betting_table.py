"""A human plays 値戦 and 開樽 through the table's buttons: one button per legal amount, with
number keys; the exchange by selecting a hand card and a community card; point-stick piles."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from shikitable.core.actions import Action
from tests.ui.helpers import held_by, hot_seat_turns, make_table


def _wait_for_human(qtbot, table, seasons=None) -> None:
    qtbot.waitUntil(lambda: table.seat == 0 or bool(seasons), timeout=8000)


def test_namto_offers_exactly_the_legal_stakes_with_number_keys(qtbot):
    host, adapter, table = make_table(qtbot, ["human", "heuristic", "random"], seed=3, game_id="namto")
    adapter.start()
    _wait_for_human(qtbot, table)
    legal = host.legal_actions(0)
    stakes = [a for a in legal if a.kind == "stake"]
    buttons = {k: b for k, b in table._buttons.items() if k.startswith("stake@")}
    assert sorted(buttons) == sorted(f"stake@{a.arg}" for a in stakes)
    assert "fold" in table._buttons
    # the pot and every seat's points are drawn as stick piles with their numbers
    piles = table.scene.piles
    assert piles["pot"].points == host.observation(0)["pot"]
    assert piles["stack:0"].points == host.observation(0)["stacks"][0]
    # a raise's key is the digit it raises by, the number on its label ("+2 → 12  [2]")
    to_call = host.observation(0)["to_call"]
    raise_two = next(a for a in stakes if a.arg == to_call + 2)
    assert table._buttons[f"stake@{raise_two.arg}"].text().startswith("+2 → ")
    assert table._buttons[f"stake@{raise_two.arg}"].text().endswith("[2]")
    before = len(host.log)
    table.view.setFocus()
    qtbot.keyClick(table.view, Qt.Key.Key_2)
    qtbot.waitUntil(lambda: len(host.log) > before, timeout=3000)
    assert host.log[before] == (0, raise_two)


def test_makkaik_exchange_by_selecting_a_hand_card_and_a_community_card(qtbot):
    host, adapter, table = make_table(qtbot, ["human", "random", "random"], seed=5, game_id="makkaik")
    adapter.start()
    _wait_for_human(qtbot, table)
    obs = host.observation(0)
    assert obs["phase"] == "exchange"
    mine = obs["hand"][0]
    shared = next(c for c in obs["community"] if Action.make("swap", (mine, c)) in host.legal_actions(0))
    table.click_card(mine)
    table.click_card(shared)
    assert table._buttons["swap"].isEnabled()
    before = len(host.log)
    assert table.perform("swap")
    assert host.log[before] == (0, Action.make("swap", (mine, shared)))
    assert shared in host.observation(0)["hand"] and mine in host.observation(0)["community"]


def test_makkaik_base_buttons_are_one_to_five_and_a_refusal_says_why(qtbot):
    host, adapter, table = make_table(qtbot, ["human", "random", "random"], seed=5, game_id="makkaik")
    adapter.start()
    for _ in range(300):
        _wait_for_human(qtbot, table)
        legal = host.legal_actions(0)
        if any(a.kind == "base" for a in legal):
            assert sorted(k for k in table._buttons if k.startswith("base@")) == [f"base@{b}" for b in range(1, 6)]
            assert adapter.explain(0, Action("base", (), 7)) is not None
            assert table.perform_action(Action("base", (), 3))
            return
        # take the first listed move (a swap, a keep, or joining) and go on; the deal passes
        # left each season, so the human becomes 親 within three seasons
        if table.scene is not None and table.scene.held:
            table.scene.release()
        adapter.act(0, legal[0])
    raise AssertionError("the human never became 親")


def _hidden(host, seats):
    hidden = held_by(host, seats)
    if host.game.id == "makkaik":
        hidden |= set(host.state.drawn)
    else:
        hidden |= set(host.state.board[host.state.revealed :])
    return hidden


@pytest.mark.parametrize("game_id", ["makkaik", "namto"])
def test_hot_seat_curtain_hides_both_humans_cards(qtbot, game_id):
    host, adapter, table = make_table(qtbot, ["human", "human", "heuristic"], seed=4, game_id=game_id)
    switches = 0
    for curtain, seat in hot_seat_turns(qtbot, adapter, table, hidden=lambda: _hidden(host, [0, 1])):
        if curtain:
            switches += 1
            continue
        other = 1 - seat
        assert not (table.scene.face_up_cards() & set(host.state.hands[other]))
        legal = table.legal
        choice = next((a for a in legal if a.kind in ("draw", "join", "stake", "base")), legal[0])
        adapter.act(seat, choice)
    assert switches >= 1


@pytest.mark.parametrize("game_id", ["makkaik", "namto"])
def test_new_game_dialog_offers_every_option(qtbot, game_id):
    from shikitable.games import GAMES
    from shikitable.ui.windows.dialogs import NewGameDialog
    from shikitable.ui.windows.settings import Settings

    dialog = NewGameDialog(GAMES, Settings())
    qtbot.addWidget(dialog)
    dialog.picker.setCurrentRow(list(GAMES).index(game_id))
    game = GAMES[game_id]
    assert dialog.game.id == game_id
    assert set(dialog.option_widgets) == {o.name for o in game.options}
    assert {o.name for o in game.options} >= {"start_points", "vessel_wild", "match_length", "deal_passes"}
    assert dialog.players.minimum() == 2 and dialog.players.maximum() == 6
