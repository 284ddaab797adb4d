"""A mahjong table reads as Mahjong Soul's: a centre panel with the round, honba, riichi sticks,
the wall and each seat's wind and points, kept up to date hand after hand; each seat's wind on
its plate; the last discard marked until the next; calls called out over the caller; a win
sheet with the winning tile apart and the dora and ura-dora indicators; a log that names tiles
in words; and no card-game words ("season", "cards") anywhere on a mahjong table."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QAbstractButton, QApplication, QGraphicsSimpleTextItem, QGraphicsTextItem

from shikitable.ai import make_bot
from shikitable.games import GAMES
from shikitable.session.host import MatchHost, Seat
from shikitable.ui.layouts import layout_for
from shikitable.ui.table.scene import SeatPlate, TableScene
from shikitable.ui.windows.app import install_translator
from shikitable.ui.windows.results import season_html
from shikitable.ui.words.eventlog import describe

NAMES = ["Hanako", "Taro", "Jiro", "Yuki"]


@pytest.fixture()
def english(qapp):
    install_translator(qapp, "en")
    yield qapp
    install_translator(qapp, "en")


def play_until(host: MatchHost, done, seed: int = 5, level: str = "heuristic") -> list[dict]:
    """Bots play until done(host) holds; the events seat 0 saw, in order."""
    bots = [make_bot(host.game.id, level, seed + s) for s in range(4)]
    seen: list[dict] = []
    while host.to_act() and not done(host):
        seat = host.to_act()[0]
        events = host.submit(seat, bots[seat].choose(host.observation(seat), host.legal_actions(seat)))
        seen.extend(e.view_for(0) for e in events)
    return seen


def riichi_records(host: MatchHost) -> list:
    return host.state.records


def plain(html: str) -> str:
    document = QTextDocument()
    document.setHtml(html)
    return document.toPlainText()


def scene_for(game_id: str, host: MatchHost) -> TableScene:
    scene = TableScene(layout_for(game_id), NAMES, 0, factor=0.0)
    scene.set_size(1024, 640)
    scene.show_observation(host.observation(0))
    return scene


def test_the_centre_panel_reads_round_counters_sticks_wall_and_winds_and_follows_the_hand(english):
    host = MatchHost(GAMES["riichi"], 4, 3, None, [Seat(n, "heuristic") for n in NAMES])
    play_until(host, lambda h: h.observation(0)["stock_count"] <= 60)
    obs = host.observation(0)
    scene = scene_for("riichi", host)
    texts = scene.panel.texts()
    round_name = ("East", "South", "West", "North")[obs["round_wind"]] + f" {obs['round_number']}"
    assert texts[0] == round_name
    assert f"Honba {obs['honba']}" in texts and f"Riichi sticks {obs['sticks']}" in texts
    assert f"{obs['stock_count']} tiles left" in texts
    winds = ("East", "South", "West", "North")
    for seat in range(4):  # each seat's wind, counted from the dealer, beside its points
        assert f"{winds[(seat - obs['dealer']) % 4]}  {obs['scores'][seat]}" in texts
    # the plates carry the same winds: the dealer's disc says E, in gold
    plates = scene.plates
    assert plates[obs["dealer"]].badge == "E" and plates[obs["dealer"]].badge_gold
    assert {plates[s].badge for s in range(4)} == {"E", "S", "W", "N"}

    # play goes on until the deal passes: the panel shows the new hand, its wall full again
    events = play_until(host, lambda h: h.observation(0)["dealer"] != obs["dealer"])
    scene.show_observation(host.observation(0), events)
    assert scene.held  # the finished hand stays on the table while its result is read
    scene.release()
    after = host.observation(0)
    texts = scene.panel.texts()
    assert texts[0] == ("East", "South", "West", "North")[after["round_wind"]] + f" {after['round_number']}"
    assert f"Honba {after['honba']}" in texts and f"{after['stock_count']} tiles left" in texts
    assert after["stock_count"] > obs["stock_count"]
    for seat in range(4):
        assert f"{winds[(seat - after['dealer']) % 4]}  {after['scores'][seat]}" in texts
    # every seat's wind moved on with the deal: the new dealer is East, the old one North
    assert after["dealer"] == (obs["dealer"] + 1) % 4
    assert plates[after["dealer"]].badge == "E" and plates[obs["dealer"]].badge == "N"


def test_the_last_discard_stays_marked_until_the_next(english):
    host = MatchHost(GAMES["riichi"], 4, 8, None, [Seat(n, "heuristic") for n in NAMES])
    play_until(host, lambda h: h.observation(0)["stock_count"] <= 66)
    scene = scene_for("riichi", host)
    for _ in range(3):  # a discard, the next player's draw (no claim open any more): still marked
        events: list[dict] = []
        bots = [make_bot("riichi", "heuristic", 9 + s) for s in range(4)]
        while not (any(e.get("kind") == "discard" for e in events) and host.observation(0)["phase"] == "turn"):
            seat = host.to_act()[0]
            action = bots[seat].choose(host.observation(seat), host.legal_actions(seat))
            events.extend(e.view_for(0) for e in host.submit(seat, action))
        assert host.observation(0)["last_discard"] is None  # the game no longer points at it
        scene.show_observation(host.observation(0), events)
        last = [e["card"] for e in events if e.get("kind") == "discard"][-1]
        marked = [item.card for item in scene.all_card_items() if item.marked]
        if scene.cards[last].target_zone == "river":
            assert marked == [last]
        else:  # called into a meld: it is no discard on the table any more
            assert marked == []


def test_calls_riichi_and_wins_are_called_out_over_the_seat(english):
    scene = TableScene(layout_for("riichi"), NAMES, 0, factor=0.0)
    scene.set_size(1024, 640)
    host = MatchHost(GAMES["riichi"], 4, 3, None, [Seat(n, "heuristic") for n in NAMES])
    scene.show_observation(host.observation(0))
    obs = host.observation(0)
    scene.show_observation(obs, [{"kind": "pon", "seat": 2, "card": 40, "cards": [40, 41, 42], "from": 1},
                                 {"kind": "riichi_accepted", "seat": 3}])
    assert scene.announcer.showing() == {2: "Pon", 3: "Riichi"}
    item = scene.announcer.items[2]
    top = scene.laid.boxes[2].rect
    assert item.sceneBoundingRect().intersects(top.adjusted(-top.width(), 0, top.width(), top.height()))
    assert item.acceptedMouseButtons() == item.acceptedMouseButtons().NoButton  # never in the way of a click
    scene.show_observation(obs, [{"kind": "win", "seat": 1, "from": None}])
    assert scene.announcer.showing()[1] == "Tsumo"
    scene.show_observation(obs, [{"kind": "win", "seat": 0, "from": 2}])
    assert scene.announcer.showing()[0] == "Ron"
    sichuan = scene_for("sichuan", MatchHost(GAMES["sichuan"], 4, 3, None, [Seat(n, "random") for n in NAMES]))
    sichuan.show_observation(sichuan.obs, [{"kind": "pon", "seat": 1, "card": 5, "from": 0},
                                           {"kind": "win", "seat": 3, "by": "tsumo", "from": None, "points": 2}])
    assert sichuan.announcer.showing() == {1: "Pon", 3: "Tsumo"}
    taxot = TableScene(layout_for("taxot"), NAMES, 0, factor=0.0)  # a card table calls nothing out
    taxot.set_size(1024, 640)
    taxot.show_observation(MatchHost(GAMES["taxot"], 4, 3, None, [Seat(n, "random") for n in NAMES]).observation(0),
                           [{"kind": "pon", "seat": 1}])
    assert taxot.announcer.showing() == {}


def first_win(game_id: str, seed: int) -> tuple[MatchHost, dict]:
    host = MatchHost(GAMES[game_id], 4, seed, None, [Seat(n, "heuristic") for n in NAMES])
    play_until(host, lambda h: any(r.winner is not None for r in riichi_records(h)), seed=seed)
    return host, next(r.to_json() for r in riichi_records(host) if r.winner is not None)


def test_the_win_sheet_sets_the_winning_tile_apart_and_shows_dora_and_ura(english):
    seen_ura = False
    for seed in (11, 12, 13, 14):
        host, record = first_win("riichi", seed)
        win = next(line for line in record["lines"] if line["kind"] in ("win_ron", "win_tsumo"))
        html = season_html(layout_for("riichi"), host.game, record, NAMES, host.state.scores, "en")
        text = plain(html)
        tile = host.game.card_name(win["card"], "en")
        assert f"Winning tile: {tile}" in text
        # the winning tile's picture comes after the rest of the hand, a gap between
        hand_part = html.split("Winning tile")[0]
        apart = hand_part.split("&nbsp;" * 4)[-1]  # after the gap: the winning tile (then any melds)
        assert apart.count('src="card:') == 1 + sum(len(m) for m in win["melds"]) and f'title="{tile}"' in apart
        assert hand_part.count('src="card:') == len(win["hand"]) + sum(len(m) for m in win["melds"])
        assert "Dora indicators: " in text and all(f'src="card:{t}"' in html for t in win["dora"])
        assert ("Ura-dora indicators: " in text) == bool(win["ura"])
        seen_ura = seen_ura or bool(win["ura"])
        assert not re.search(r"\b(seasons?|cards?)\b", text, re.IGNORECASE)
    assert seen_ura, "no riichi win among the seeds: the ura-dora line went untested"


def test_the_riichi_log_names_tiles_in_words(english):
    host = MatchHost(GAMES["riichi"], 4, 4, None, [Seat(n, "heuristic") for n in NAMES])
    events = play_until(host, lambda h: len(riichi_records(h)) >= 2)
    lines = [describe(layout_for("riichi"), host.game, e, NAMES, "en") for e in events]
    lines = [line for line in lines if line]
    discards = [line for line in lines if " discards " in line]
    assert len(discards) > 30
    words = r"([1-9] (characters|dots|bamboo)|red 5 \w+|(East|South|West|North) wind|(White|Green|Red) dragon)"
    assert all(re.fullmatch(rf"\w+ discards {words}\.", line) for line in discards), discards[:5]
    assert not any(re.search(r"\b[1-9][mpsz]\b|\b[ESWNPFC]\.", line) for line in lines)
    install_translator(QApplication.instance(), "ja")
    ja = [describe(layout_for("riichi"), host.game, e, NAMES, "ja") for e in events if e.get("kind") == "discard"]
    assert all(line and line.endswith("を捨てる。") for line in ja)


def all_texts(window) -> list[str]:
    """Every text a player sees: the scene's text items, plates and panel, the side panel,
    the buttons and the result dialog."""
    scene = window.table.scene
    found: list[str] = []
    for item in scene.items():
        if not item.isVisible():
            continue
        if isinstance(item, QGraphicsSimpleTextItem):
            found.append(item.text())
        elif isinstance(item, QGraphicsTextItem):
            found.append(item.toPlainText())
        elif isinstance(item, SeatPlate):
            found.extend([item.name, item.badge, *item.lines])
    panel = window.panel
    found.extend(panel.scores.horizontalHeaderItem(c).text() for c in range(panel.scores.columnCount()))
    found.extend(panel.log.item(i).text() for i in range(panel.log.count()))
    found.extend(b.text() for b in window.findChildren(QAbstractButton) if b.isVisible())
    return found


@pytest.mark.parametrize("game_id", ["riichi", "sichuan", "magic"])
def test_a_mahjong_table_says_hand_and_tiles_never_season_or_cards(qtbot, english, game_id):
    from shikitable.ui.windows.dialogs import GameSpec
    from shikitable.ui.windows.settings import Settings
    from shikitable.ui.windows.window import MainWindow

    window = MainWindow(Settings(language="en", animation_speed="instant", bot_delay_ms=0), persist=False)
    qtbot.addWidget(window)
    window.resize(1024, 640)
    window.show()
    seed = random.Random(game_id).randint(1, 99)
    window.start(GameSpec(game_id, 4, [Seat(n, "heuristic") for n in NAMES], {}), seed=seed)
    qtbot.waitUntil(lambda: window.last_dialog is not None, timeout=60000)
    dialog = window.last_dialog
    shown = [*all_texts(window), dialog.windowTitle(), dialog.text(),
             *(b.text() for b in dialog.findChildren(QAbstractButton))]
    # Magic's own cards are cards; its tiles are not
    banned = r"\bseasons?\b" if game_id == "magic" else r"\b(seasons?|cards?)\b"
    offending = [t for t in shown if re.search(banned, t, re.IGNORECASE)]
    assert not offending, offending
    assert dialog.windowTitle() == "Hand over"
    assert "Next hand" in [b.text() for b in dialog.findChildren(QAbstractButton)]
    plates = window.table.scene.plates.values()
    assert any(re.fullmatch(r"\d+ tiles?", line) for plate in plates for line in plate.lines)
    window.adapter.close()
