"""A human plays 値戦 and 開樽 through the table's buttons: one button per legal amount, with
number keys; the exchange by selecting a hand card and a community card; point-stick piles."""

from __future__ import annotations

from PySide6.QtCore import Qt

from shikitable.core.actions import Action
from tests.ui.helpers import make_table


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
    # key 2 takes the second listed amount
    before = len(host.log)
    table.view.setFocus()
    qtbot.keyClick(table.view, Qt.Key.Key_2)
    qtbot.waitUntil(lambda: len(host.log) > before, timeout=3000)
    assert host.log[before] == (0, stakes[1])


def test_makkaik_exchange_by_selecting_a_hand_card_and_a_community_card(qtbot):
    host, adapter, table = make_table(qtbot, ["human", "random", "random"], seed=5, game_id="makkaik")
    adapter.start()
    _wait_for_human(qtbot, table)
    obs = host.observation(0)
    assert obs["phase"] == "exchange"
    mine = obs["hand"][0]
    shared = next(c for c in obs["community"] if Action.make("swap", (mine, c)) in host.legal_actions(0))
    table._on_card_clicked(mine)
    table._on_card_clicked(shared)
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
