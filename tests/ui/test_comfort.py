"""Comfort at the table: Enter plays the only move, every action button has a shortcut shown on
it, auto-pass / "no calls this hand" / auto-declare, the waits hint, skipping animations and
tooltips on scores and scoring terms."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from shikitable.core.actions import Action
from shikitable.games import get_game
from shikitable.ui.layouts import layout_for
from shikitable.ui.table.table import button_keys
from shikitable.ui.windows.app import install_translator
from shikitable.ui.windows.results import season_html
from shikitable.ui.windows.settings import Settings
from shikitable.ui.windows.window import MainWindow, SidePanel
from tests.ui.helpers import make_table


def prompted_table(qtbot, game_id="taxot", kinds=("human", "heuristic", "heuristic", "heuristic"), seed=4):
    host, adapter, table = make_table(qtbot, list(kinds), seed=seed, game_id=game_id)
    adapter.start()
    qtbot.waitUntil(lambda: table.seat == 0, timeout=5000)
    played: list[Action] = []
    adapter.act = lambda seat, action: played.append(action) or True  # record instead of playing
    return host, adapter, table, played


def test_enter_plays_the_only_legal_move(qtbot):
    host, adapter, table, played = prompted_table(qtbot)
    only = table.legal[0]
    table._on_prompt(0, [only])
    assert not table.selected
    qtbot.keyClick(table, Qt.Key.Key_Return)
    assert played == [only]


def test_every_action_button_has_a_shortcut_shown_on_it(qtbot):
    install_translator(QApplication.instance(), "en")
    host, adapter, table, played = prompted_table(qtbot)
    table._on_prompt(0, [Action.make("pass"), *table.legal])
    keys = [button.property("key") for button in table._buttons.values()]
    assert len(table._buttons) >= 2 and all(keys) and len(set(keys)) == len(keys)
    for button in table._buttons.values():
        key = button.property("key")
        shown = "Enter" if key == "Return" else QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)
        assert button.text().endswith(f"[{shown}]")
    layout = layout_for("taxot")
    assert button_keys(layout.buttons, "taxot") == {"taxot": "W", "discard": "Return", "kai": "P", "pass": "X"}


def test_auto_pass_and_auto_declare_policy(qtbot):
    host, adapter, table, played = prompted_table(qtbot)
    claim, passing, win = Action.make("kai", [0, 1]), Action.make("pass"), Action.make("taxot")
    assert table.automatic([claim, passing]) is None
    table.auto_pass = True
    assert table.automatic([claim, passing]) == passing
    assert table.automatic([claim, passing, win]) is None  # a win is never passed by
    assert table.automatic([Action.make("discard", [3])]) is None  # not a claim window
    table.auto_win = True
    assert table.automatic([claim, passing, win]) == win
    table.auto_pass = table.auto_win = False
    table.set_no_calls(True)
    assert table.automatic([claim, passing]) == passing
    table._on_events(0, [{"kind": "season_start", "season": 2}])
    assert not table.no_calls  # "no calls this hand" ends with the hand


def test_the_adapter_plays_standing_orders_without_a_prompt_or_curtain(qtbot):
    host, adapter, table = make_table(qtbot, ["human", "human", "heuristic", "heuristic"], seed=8)
    prompts: list[int] = []
    curtains: list[int] = []
    adapter.prompt.connect(lambda seat, legal: prompts.append(seat))
    adapter.curtain.connect(curtains.append)
    adapter.auto_policy = lambda legal: legal[0]  # every decision made in advance
    adapter.season_over.connect(lambda *args: adapter.pause())
    adapter.start()
    qtbot.waitUntil(lambda: adapter.moves > 40 or adapter.paused, timeout=10000)
    assert not prompts and not curtains
    assert any(seat in (0, 1) for seat, _ in host.log)  # the humans' moves were made for them
    adapter.close()


def test_waits_hint_names_the_completing_cards(qtbot):
    install_translator(QApplication.instance(), "en")
    game = get_game("taxot")
    for seed in range(1, 60):
        host, adapter, table = make_table(qtbot, ["heuristic"] * 4, seed=seed)
        obs = host.observation(0)
        if game.waits(obs):
            break
        adapter.close()
    else:
        raise AssertionError("no waiting hand found")
    table.waits_mode = "always"
    table._on_observation(0, obs)
    text = table.waits.text()
    assert text.startswith("Waits:") or text.startswith("discard ")
    table.waits_mode = "request"
    table._on_observation(0, obs)
    assert table.waits.text() == ""
    table.show_waits()
    assert table.waits.text() == text


def test_skip_animation_puts_every_card_in_place(qtbot):
    host, adapter, table = make_table(qtbot, ["heuristic"] * 4, seed=2)
    table.scene.set_factor(4.0)  # slow, so the deal is still moving
    adapter.start()
    qtbot.waitUntil(lambda: table.scene.animating(), timeout=3000)
    adapter.pause()
    table.scene.finish_animations()
    assert not table.scene.animating()
    for key, item in table.scene.cards.items():
        target = item.target
        centre = item.mapToScene(item.boundingRect().center())
        assert abs(centre.x() - target.center.x()) < 1 and abs(centre.y() - target.center.y()) < 1, key
    adapter.close()


def test_tooltips_on_score_columns_and_scoring_terms(qtbot):
    install_translator(QApplication.instance(), "en")
    panel = SidePanel()
    qtbot.addWidget(panel)
    assert all(panel.scores.horizontalHeaderItem(c).toolTip() for c in range(3))
    panel.show_scores(["A", "B"], {"scores": [1, -1], "season_points": [0, 0], "dealer": 1, "multiplier": 3})
    assert "×3" in panel.scores.item(1, 0).toolTip() and not panel.scores.item(0, 0).toolTip()
    record = {"number": 1, "dealer": 0, "multiplier": 2, "winner": 1, "points": [-3, 3],
              "lines": [{"kind": "win", "seat": 1, "hand": [0], "base": [["taxot", 2]], "bonus": [],
                         "payments": {"0": 3}}]}
    html = season_html(layout_for("taxot"), get_game("taxot"), record, ["A", "B"], [-3, 3], "en")
    assert 'href="tip:' in html


def test_play_menu_and_settings_round_trip(qtbot, config_dir):
    from shikitable.ui.windows.settings import load_settings, save_settings

    settings = Settings(waits_hint="always", auto_pass=True, auto_win=True)
    save_settings(settings)
    loaded, problem = load_settings()
    assert problem is None and loaded.auto_pass and loaded.auto_win and loaded.waits_hint == "always"
    window = MainWindow(loaded, persist=False)
    qtbot.addWidget(window)
    titles = [a.text() for a in window.menuBar().actions()]
    assert "&Play" in titles
