"""A riichi hand's result is named as riichi players name it (東1局 / East 1, with its 本場),
in the season dialog, the match summary and the log; other games keep "Season N"."""

from __future__ import annotations

import random

from PySide6.QtGui import QTextDocument

from shikitable.games import GAMES
from shikitable.session.host import MatchHost, Seat
from shikitable.ui.layouts import layout_for
from shikitable.ui.windows.app import install_translator
from shikitable.ui.windows.results import match_html, season_html, season_title
from shikitable.ui.words.eventlog import describe

NAMES = ["Hanako", "Taro", "Jiro", "Yuki"]


def first_hands(game_id: str, seed: int, hands: int) -> MatchHost:
    host = MatchHost(GAMES[game_id], 4, seed, None, [Seat(n, "random") for n in NAMES])
    rng = random.Random(seed)
    while len(host.state.records) < hands and host.to_act():
        seat = host.to_act()[0]
        host.submit(seat, rng.choice(host.legal_actions(seat)))
    return host


def plain(text: str) -> str:
    document = QTextDocument()
    document.setHtml(text)
    return document.toPlainText()


def test_a_riichi_hand_is_named_by_its_round(qapp):
    host = first_hands("riichi", 3, 2)
    first, second = (r.to_json() for r in host.state.records[:2])
    assert first["title"] == {"ja": "東1局", "en": "East 1"}  # East 1, no counters: the game names it
    layout, game = layout_for("riichi"), host.game
    try:
        install_translator(qapp, "ja")
        assert season_title(first) == "東1局"
        shown = plain(season_html(layout, game, first, NAMES, host.state.scores, "ja"))
        assert shown.startswith("東1局") and "季" not in shown.split("\n")[0]
        end = {"kind": "season_end", "record": first}
        assert describe(layout, game, end, NAMES, "ja").startswith("東1局")
        install_translator(qapp, "en")
        assert season_title(first) == "East 1"
        shown = plain(season_html(layout, game, first, NAMES, host.state.scores, "en"))
        assert shown.startswith("East 1") and "Season" not in shown and "multiplier" not in shown
        # a dealer who stayed adds a counter, else the next hand
        expected = second["title"]["en"]
        assert expected in ("East 1, 1 honba", "East 2", "East 2, 1 honba")
        assert second["title"]["ja"] in ("東1局 1本場", "東2局", "東2局 1本場")
        assert season_title(second) == expected
        summary = plain(match_html([first, second], NAMES, host.state.scores))
        assert "East 1" in summary and expected in summary
    finally:
        install_translator(qapp, "en")


def test_other_games_keep_their_season_number(qapp):
    install_translator(qapp, "en")
    record = first_hands("sichuan", 2, 1).state.records[0].to_json()
    assert "title" not in record
    assert season_title(record) == "Season 1"


def test_a_save_from_before_titles_still_names_its_hands():
    from shikitable.games.mahjong.riichi.game import _record_title

    assert _record_title({"round": [1, 3, 2]}) == {"ja": "南3局 2本場", "en": "South 3, 2 honba"}
    assert _record_title({"number": 4}) == {}
