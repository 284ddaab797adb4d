"""Season and match dialogs read as text for players, for every registered game: every scoring
line has a translated term and declared fields (no raw key, no `key: value`), the winning hand
comes as card pictures, and the match's end names the winner, the ranking and every season."""

from __future__ import annotations

import functools
import random
import re

import pytest
from PySide6.QtGui import QTextDocument

from shikitable.games import GAMES
from shikitable.session.host import MatchHost, Seat
from shikitable.ui.layouts import layout_for
from shikitable.ui.windows.app import install_translator
from shikitable.ui.windows.results import GENERIC_FIELDS, match_html, match_winner_text, ranking, season_html

NAMES = ["Hanako", "Taro", "Jiro", "Yuki", "Ken", "Mai"]


@functools.cache  # one match per case, read (never changed) by the English and the Japanese check
def play_match(game_id: str, players: int, seed: int) -> MatchHost:
    game = GAMES[game_id]
    host = MatchHost(game, players, seed, None, [Seat(NAMES[s], "random") for s in range(players)])
    rng = random.Random(seed)
    for _ in range(20000):
        waiting = host.to_act()
        if not waiting:
            break
        seat = waiting[0]
        host.submit(seat, rng.choice(host.legal_actions(seat)))
    assert host.over
    return host


def plain(html_text: str) -> str:
    document = QTextDocument()
    document.setHtml(html_text)
    return document.toPlainText()


CASES = [(g, n) for g, game in GAMES.items() for n in sorted({game.min_players, game.max_players})]


@pytest.mark.parametrize(("game_id", "players"), CASES)
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_scoring_line_reads_as_text(qapp, game_id, players, lang):
    install_translator(qapp, lang)
    try:
        layout = layout_for(game_id)
        game = GAMES[game_id]
        host = play_match(game_id, players, seed=5 + players)
        result = host.result()
        assert result is not None
        names = NAMES[:players]
        running = [0] * players
        for record in result.seasons:
            data = record.to_json()
            running = [a + b for a, b in zip(running, data["points"], strict=True)]
            text = plain(season_html(layout, game, data, names, running, lang))
            for line in data["lines"]:
                assert str(line["kind"]) in layout.score_terms, f"{game_id}: no term for line kind {line['kind']}"
                for name, _ in list(line.get("base") or []) + list(line.get("bonus") or []):
                    assert name in layout.score_terms, f"{game_id}: no term for {name}"
                declared = GENERIC_FIELDS | set(layout.score_flags)
                template = layout.score_lines.get(str(line["kind"]), "")
                for key in line:
                    assert key in declared or "{" + key + "}" in template, f"{game_id}: line field {key} undeclared"
                    if key not in GENERIC_FIELDS:  # rendered by the generic code, never as a raw pair
                        assert f"{key}: " not in text
            assert not re.search(r"\b(True|False|None)\b", text), text
            assert "{" not in text and "}" not in text, text
            if data["winner"] is not None:
                assert names[data["winner"]] in text
        summary = plain(match_html([r.to_json() for r in result.seasons], names, list(host.state.scores)))
        assert match_winner_text(names, list(host.state.scores)) in summary
        for seat in range(players):
            assert names[seat] in summary
        assert summary.count("\n") >= len(result.seasons)
    finally:
        install_translator(qapp, "en")


def test_ranking_shares_places_and_names_the_winner(qapp):
    install_translator(qapp, "en")
    assert ranking([3, 9, 3, -1]) == [(1, 1), (2, 0), (2, 2), (4, 3)]
    assert match_winner_text(["A", "B", "C"], [1, 5, 2]) == "B wins the match!"
    assert "A" in match_winner_text(["A", "B"], [4, 4]) and "B" in match_winner_text(["A", "B"], [4, 4])
    html = match_html([{"number": 1, "dealer": 0, "winner": 1, "points": [-2, 2]}], ["A", "B"], [-2, 2])
    text = plain(html)
    assert "B wins the match!" in text and "+2" in text and "-2" in text


def test_taxot_winning_hand_is_shown_as_card_pictures(qapp):
    install_translator(qapp, "en")
    record = {
        "number": 1, "dealer": 0, "multiplier": 2, "winner": 1, "points": [-7, 7, 0, 0],
        "lines": [
            {"kind": "kai", "seat": 1, "from": 0, "points": 1},
            {"kind": "win", "seat": 1, "by": "discard", "from": 0, "hand": [0, 1, 2, 3], "melds": [[4, 5]],
             "base": [["taxot", 2], ["same_colour", 1]], "bonus": [["king_tam", 1]], "multiplier": 2,
             "payments": {"0": 7}},
        ],
    }
    html = season_html(layout_for("taxot"), GAMES["taxot"], record, NAMES[:4], [-7, 7, 0, 0], "en")
    for card in range(6):
        assert f'src="card:{card}"' in html
    text = plain(html)
    assert "Taro wins the season." in text and "one colour" in text and "+7" in text and "Hanako pays 7" in text


@pytest.mark.parametrize("game_id", ["mokkaik", "taxot"])
def test_the_season_dialog_of_a_played_season_shows_the_winning_cards(qtbot, game_id):
    from shikitable.ui.windows.dialogs import GameSpec
    from shikitable.ui.windows.settings import Settings
    from shikitable.ui.windows.window import MainWindow

    install_translator(qtbot_app(), "en")
    window = MainWindow(Settings(language="en", animation_speed="instant", bot_delay_ms=0), persist=False)
    qtbot.addWidget(window)
    window.show()
    seats = [Seat(NAMES[s], "heuristic") for s in range(3)]
    window.start(GameSpec(game_id, 3, seats, {}), seed=21)
    for _ in range(6):  # a season may end with no winner: look at a few
        qtbot.waitUntil(lambda: window.last_dialog is not None, timeout=20000)
        dialog = window.last_dialog
        window.last_dialog = None
        record = window.host.state.records[-1]
        if record.winner is not None:
            break
        dialog._done(dialog.NEXT)
    html = dialog.view.toHtml()
    assert record.winner is not None and "card:" in html
    text = dialog.text()
    assert NAMES[record.winner] in text and ("winning play" in text or "'s hand" in text)
    window.adapter.close()


def qtbot_app():
    from PySide6.QtWidgets import QApplication

    return QApplication.instance()


@pytest.mark.parametrize(("applies", "said"), [("always", "× 2 on every payment"),
                                               ("dealer_involved", "× 2 when the dealer is involved")])
def test_taxot_says_which_payments_its_multiplier_touched(qapp, applies, said):
    """The game writes which payments the multiplier touched (under either option); the dialog
    only shows it."""
    install_translator(qapp, "en")
    game = GAMES["taxot"]
    for seed in range(40):
        host = MatchHost(game, 2, seed, {"multiplier_applies": applies}, [Seat(n, "random") for n in NAMES[:2]])
        rng = random.Random(seed)
        while host.to_act() and not host.state.records:
            seat = host.to_act()[0]
            host.submit(seat, rng.choice(host.legal_actions(seat)))
        record = host.state.records[0].to_json() if host.state.records else {}
        if record.get("multiplier") == 2 and any(line["kind"] == "win" for line in record["lines"]):
            break
    else:
        raise AssertionError("no seed gave a win under a ×2 dealer")
    text = plain(season_html(layout_for("taxot"), game, record, NAMES[:2], record["points"], "en"))
    assert said in text
    assert ("dealer is involved" in text) == (applies != "always")


def test_nippachi_payment_shows_the_working_the_game_wrote(qapp):
    from shikitable.games.nippachi.scoring import payment
    from tests.nippachi_helpers import cards

    install_translator(qapp, "en")
    pay = payment(0, cards("s2", "h7"), 2)
    assert pay["working"] == "9 ×2 = 18" and pay["amount"] == 36
    record = {"number": 1, "dealer": 1, "multiplier": 1, "winner": 1, "points": [-36, 36],
              "lines": [{"kind": "agari", "seat": 1, "times": 2, "payments": [pay]}]}
    text = plain(season_html(layout_for("nippachi"), GAMES["nippachi"], record, NAMES[:2], [-36, 36], "en"))
    assert "Hanako [" in text and "9 ×2 = 18 hand points, ×2 = 36" in text


def test_the_dealer_line_shows_a_multiplier_only_where_the_game_has_one(qapp):
    install_translator(qapp, "en")
    shown = {}
    for game_id in ("mokkaik", "nippachi", "riichi"):
        record = play_match(game_id, GAMES[game_id].min_players, seed=3).state.records[0].to_json()
        text = plain(season_html(layout_for(game_id), GAMES[game_id], record, NAMES, [0] * 6, "en"))
        shown[game_id] = "multiplier ×" in text
    assert shown == {"mokkaik": True, "nippachi": False, "riichi": False}
