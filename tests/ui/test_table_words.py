"""The table's own words (#33 deliver 9): a refused selection reads in the table's language on
every path (a Japanese table shows no English sentence), and a mahjong table speaks of tiles, not
cards, in its status line and its log."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication

from shikitable.ui.layouts import layout_for
from shikitable.ui.windows.app import install_translator
from shikitable.ui.words.eventlog import describe
from tests.ui.helpers import make_table

ENGLISH_WORD = re.compile(r"[A-Za-z]{3,}")
MAHJONG = ("riichi", "sichuan", "magic")


@pytest.fixture
def japanese(qapp):  # type: ignore[no-untyped-def]
    install_translator(QApplication.instance(), "ja")
    yield
    install_translator(QApplication.instance(), "en")


def _at_my_turn(qtbot, adapter, table, kind: str) -> None:
    """Start the match and wait until seat 0 (the human) may make a move of `kind`."""
    adapter.start()
    for _ in range(10):  # 四川 first swaps three tiles and names its void suit: the first choice each time
        qtbot.waitUntil(lambda: table.seat == 0 and bool(table.legal), timeout=20000)
        if any(a.kind == kind for a in table.legal):
            return
        before = len(adapter.host.log)
        adapter.act(0, table.legal[0])
        qtbot.waitUntil(lambda before=before: len(adapter.host.log) > before, timeout=5000)
    raise AssertionError(f"seat 0 never came to a {kind}")


@pytest.mark.usefixtures("japanese")
@pytest.mark.parametrize(("game_id", "kind", "players"), [("riichi", "discard", 4), ("sichuan", "discard", 4),
                                                          ("magic", "discard", 4), ("taxot", "discard", 3)])
def test_a_refused_selection_in_the_japanese_table_reads_in_japanese(qtbot, game_id, kind, players) -> None:
    _host, adapter, table = make_table(qtbot, ["human"] + ["random"] * (players - 1), seed=3, game_id=game_id)
    _at_my_turn(qtbot, adapter, table, kind)
    hand = table.hand_cards()
    for card in hand[:2]:  # two cards or tiles: no game here discards (or plays) two unrelated ones
        table.click_card(card)
    if any(table.matching(b.kind) is not None for b in table._button_specs() if b.needs_cards):
        table.selected = set()  # a legal pair by chance: pick the first and the last instead
        for card in (hand[0], hand[-1]):
            table.click_card(card)
    shown = table.hint.text()
    assert shown and not ENGLISH_WORD.search(shown), shown
    adapter.close()


def test_a_reason_already_in_japanese_is_shown_as_it_is(japanese) -> None:
    from shikitable.ui.words.reasons import translated_reason

    assert translated_reason("接続されていません。", "ja") == "接続されていません。"


@pytest.mark.parametrize("game_id", MAHJONG)
def test_a_mahjong_table_says_tiles_in_its_status_and_its_log(qtbot, qapp, game_id) -> None:
    install_translator(qapp, "en")
    host, adapter, table = make_table(qtbot, ["human", "random", "random", "random"], seed=4, game_id=game_id)
    seen: list[dict] = []
    adapter.events_ready.connect(lambda viewer, events: seen.extend(events))
    _at_my_turn(qtbot, adapter, table, "discard")
    prompt = table.hint.text()  # nothing selected yet: what to do
    assert "tiles" in prompt and "cards" not in prompt, prompt
    hand = table.hand_cards()
    table.click_card(hand[0])
    table.click_card(hand[-1])  # two tiles: no discard
    assert not table.perform("discard")
    refused = table.hint.text()
    assert refused and "cards" not in refused, refused
    table.selected = set()
    before = len(host.log)
    adapter.act(0, next(a for a in table.legal if a.kind == "discard"))  # play on: the others' moves fill the log
    qtbot.waitUntil(lambda: len(host.log) > before + 3, timeout=20000)
    names = ["Ann", "Ben", "Cat", "Dan"]
    log = [describe(layout_for(game_id), host.game, event, names, "en") for event in seen]
    log = [line for line in log if line]
    assert log and not [line for line in log if re.search(r"\bcards?\b", line)], log
    adapter.close()
