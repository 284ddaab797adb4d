"""四川麻将's rule sets and 换三张 on screen: choosing a preset in the new-game dialog moves every
switch to its value (each may then be changed), a human passes three tiles with the button, and
the log says which way they went and what came in."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox

from shikitable.games import GAMES, get_game
from shikitable.games.mahjong.tiles import KIND_OF
from shikitable.ui.layouts import layout_for
from shikitable.ui.windows.app import install_translator
from shikitable.ui.windows.dialogs import NewGameDialog
from shikitable.ui.windows.settings import Settings
from shikitable.ui.words.eventlog import describe
from tests.ui.helpers import make_table


def test_choosing_a_rule_set_moves_the_switches_and_each_may_still_change(qtbot):
    install_translator(QApplication.instance(), "en")
    dialog = NewGameDialog(GAMES, Settings(last_game="sichuan"))
    qtbot.addWidget(dialog)
    widgets = dialog.option_widgets
    preset = widgets["preset"]
    assert isinstance(preset, QComboBox)
    preset.setCurrentIndex(preset.findData("apps"))
    preset.activated.emit(preset.currentIndex())  # as a click on the entry does
    swap, transfer, heaven = widgets["swap"], widgets["kong_deal_in"], widgets["heaven_earth"]
    assert isinstance(swap, QComboBox) and isinstance(heaven, QCheckBox) and isinstance(transfer, QComboBox)
    assert (swap.currentData(), transfer.currentData(), heaven.isChecked()) == ("dice", "to_winner", True)
    swap.setCurrentIndex(swap.findData("off"))
    dialog._accept()
    assert dialog.spec is not None
    options = dialog.spec.options
    assert (options["preset"], options["swap"], options["kong_deal_in"]) == ("apps", "off", "to_winner")
    preset.setCurrentIndex(preset.findData("seed"))
    preset.activated.emit(preset.currentIndex())
    assert (swap.currentData(), transfer.currentData(), heaven.isChecked()) == ("off", "refund", False)


def test_a_human_passes_three_tiles_with_the_button_and_the_log_says_where(qtbot):
    install_translator(QApplication.instance(), "en")
    host, adapter, table = make_table(qtbot, ["human", "heuristic", "heuristic", "heuristic"], seed=4,
                                      game_id="sichuan", options={"hands": 1, "swap": "counter"})
    adapter.start()
    qtbot.waitUntil(lambda: table.seat == 0, timeout=5000)
    obs = host.observation(0)
    assert obs["phase"] == "swap"
    assert {spec.kind for spec in table._button_specs()} == {"swap"}
    suit = max(range(3), key=lambda s: sum(1 for t in obs["hand"] if KIND_OF[t] // 9 == s))
    picked = [t for t in obs["hand"] if KIND_OF[t] // 9 == suit][:3]
    for tile in picked:
        table.click_card(tile)
    before = len(host.log)
    assert table.perform("swap")
    qtbot.waitUntil(lambda: host.observation(0)["phase"] != "swap", timeout=5000)
    assert host.log[before][1].kind == "swap"
    after = host.observation(0)
    assert not set(picked) & set(after["hand"])  # passed on to the next seat
    assert set(after["swap"]["received"]) <= set(after["hand"]) and len(after["swap"]["received"]) == 3
    game = get_game("sichuan")
    names = ["P0", "P1", "P2", "P3"]
    done = {"kind": "swap_done", "direction": "clockwise", "name_en": "clockwise, to the player on the left",
            "name_ja": "時計回り (上家へ)"}
    line = describe(layout_for("sichuan"), game, done, names, "en")
    assert line == "Three-tile swap: the tiles go clockwise, to the player on the left."
    received = {"kind": "swap_received", "seat": 0, "from": 3, "cards": after["swap"]["received"]}
    line = describe(layout_for("sichuan"), game, received, names, "en")
    assert line is not None and line.startswith("Three-tile swap: P0 receives ") and line.endswith("from P3.")
    assert "three tiles" not in line  # the receiver reads which tiles came
    unseen = {"kind": "swap_received", "seat": 0, "from": 3}  # what another seat's view holds
    line = describe(layout_for("sichuan"), game, unseen, names, "en")
    assert line == "Three-tile swap: P0 receives three tiles from P3."
