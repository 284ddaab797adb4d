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


def test_a_sichuan_hand_marks_the_tiles_of_the_void_suit(qapp) -> None:
    """Once the viewer has named the suit they give up, those tiles in their hand are dimmed with
    a cross (they must go first); the others and other seats' tiles are not."""
    from shikitable.ai import make_bot
    from shikitable.games import GAMES
    from shikitable.games.mahjong.sichuan_rules import SUITS
    from shikitable.games.mahjong.tiles import suit_of
    from shikitable.session.host import MatchHost, Seat
    from shikitable.ui.table.scene import TableScene

    host = MatchHost(GAMES["sichuan"], 4, 9, None, [Seat(f"P{s}", "heuristic") for s in range(4)])
    bots = [make_bot("sichuan", "heuristic", 9 + s) for s in range(4)]
    while host.observation(0)["voids"][0] not in SUITS:  # until seat 0 has chosen its void suit
        seat = host.to_act()[0]
        host.submit(seat, bots[seat].choose(host.observation(seat), host.legal_actions(seat)))
    obs = host.observation(0)
    void = SUITS.index(obs["voids"][0])
    scene = TableScene(layout_for("sichuan"), ["A", "B", "C", "D"], 0, factor=0.0)
    scene.set_size(1280, 800)
    scene.show_observation(obs)
    hand = set(obs["hand"])
    in_void = {t for t in hand if suit_of(t) == void}
    assert in_void, "seed 9: the hand still holds tiles of its void suit"
    assert {k for k, item in scene.cards.items() if item.set_aside} == in_void
    for tile in in_void:  # drawn: its picture is darker than the same tile unmarked
        item = scene.cards[tile]
        marked = item_image(item)
        item.set_aside = False
        plain = item_image(item)
        assert marked != plain


def item_image(item):  # type: ignore[no-untyped-def]
    from PySide6.QtGui import QColor, QImage, QPainter

    image = QImage(120, 160, QImage.Format.Format_ARGB32)
    image.fill(QColor("#2f7a52"))
    painter = QPainter(image)
    item._paint_marks(painter)
    painter.end()
    return image


@pytest.mark.usefixtures("japanese")
@pytest.mark.parametrize("reason", [
    "That tile is not in your hand.",
    "After riichi you must discard the tile you drew.",
    "You may not discard that tile right after your call (kuikae).",
    "Riichi needs a closed ready hand, 1,000 points and four tiles left in the wall.",
    "discard[12] is not allowed now (you may: pass, ron).",
])
def test_riichi_refusals_read_in_japanese(reason: str) -> None:
    from shikitable.ui.words.reasons import UNKNOWN, translated_reason

    shown = translated_reason(reason, "ja")
    assert shown and not ENGLISH_WORD.search(shown), shown
    if "is not allowed now" not in reason:  # a sentence of its own, not the general refusal
        assert shown != QApplication.translate("shikitable", UNKNOWN)


@pytest.mark.usefixtures("japanese")
def test_a_bot_refused_by_the_engine_is_reported_in_japanese(qtbot) -> None:
    from shikitable.ui.windows.settings import Settings
    from shikitable.ui.windows.window import MainWindow

    window = MainWindow(Settings(language="ja", animation_speed="instant", bot_delay_ms=0), persist=False)
    qtbot.addWidget(window)
    window.names = ["あき", "はな"]
    window._on_bot_error(1, "That tile is not in your hand.")
    shown = window.statusBar().currentMessage()
    assert "はな" in shown and not ENGLISH_WORD.search(shown), shown
