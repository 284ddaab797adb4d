"""Riichi mahjong at the table: a human plays a hand through the buttons against bots, and at
hot-seat the curtain hides both humans' hands."""

from __future__ import annotations

import random

from tests.ui.helpers import first_season_turns, hot_seat_turns, make_table, play_through_the_buttons


def riichi_visible(obs: dict) -> set[int]:
    """Tiles a seat may see face up: its hand, every river and meld, the dora indicators and the
    hands shown at the end of the last hand."""
    tiles = set(obs.get("hand", [])) | {t for t in obs.get("dead_wall", []) if t is not None}
    for river in obs.get("rivers", []):
        tiles |= set(river)
    for melds in obs.get("melds", []):
        for meld in melds:
            tiles |= {t for t in meld["tiles"] if t is not None}
    for view in obs.get("seat_views", []):
        tiles |= set(view.get("open_hand") or [])
    for line in (obs.get("last_result") or {}).get("lines", []):
        tiles |= set(line.get("hand", []))
        for hand in (line.get("hands") or {}).values():
            tiles |= set(hand)
    return tiles


def test_human_plays_a_riichi_hand_with_the_buttons(qtbot):
    host, adapter, table = make_table(qtbot, ["human", "heuristic", "heuristic", "random"], seed=4,
                                      game_id="riichi")
    hands: list[dict] = []
    rng = random.Random(3)
    for obs in first_season_turns(qtbot, adapter, table, hands, timeout=8000):
        assert table.scene.face_up_cards() <= riichi_visible(obs)
        legal = host.legal_actions(0)
        wins = [a for a in legal if a.kind in ("tsumo", "ron")]
        play_through_the_buttons(qtbot, table, host, wins[0] if wins else rng.choice(legal))
    assert hands, "the hand came to an end"
    assert sum(hands[0]["points"]) in (0, 1000, 2000, 3000, 4000)
    assert hands[0]["lines"]


def test_riichi_hot_seat_curtain_hides_both_hands(qtbot):
    host, adapter, table = make_table(qtbot, ["human", "human", "heuristic", "heuristic"], seed=3,
                                      game_id="riichi")
    switches = 0
    def humans_hands() -> set[int]:
        return set(host.state.hands[0].hand) | set(host.state.hands[1].hand)

    for curtain, seat in hot_seat_turns(qtbot, adapter, table, timeout=8000, hidden=humans_hands):
        if curtain:
            switches += 1
            if switches >= 3:
                break
            continue
        other_hand = set(host.state.hands[1 - seat].hand)
        assert not (table.scene.face_up_cards() & other_hand)
        legal = table.legal
        discards = [a for a in legal if a.kind == "discard"]
        adapter.act(seat, discards[-1] if discards else next(a for a in legal if a.kind == "pass"))
    assert switches >= 1


def test_riichi_hand_results_read_as_text(qapp):
    """Wins (not just draws) through the season dialog: every yaku has a term, no raw field."""
    from PySide6.QtGui import QTextDocument

    from shikitable.games import GAMES
    from shikitable.ui.layouts import layout_for
    from shikitable.ui.windows.app import install_translator
    from shikitable.ui.windows.results import GENERIC_FIELDS, HAND_FIELDS, season_html
    from tools.riichi_crosscheck import play_bot_match

    game = GAMES["riichi"]
    layout = layout_for("riichi")
    state = game.setup(4, {"length": "tonpuu"}, 9)
    for seat, action in play_bot_match(["heuristic"] * 4, 9, {"length": "tonpuu"}):
        game.apply(state, seat, action)
    kinds = set()
    for lang in ("en", "ja"):
        install_translator(qapp, lang)
        for record in state.records:
            data = record.to_json()
            document = QTextDocument()
            document.setHtml(season_html(layout, game, data, ["A", "B", "C", "D"], list(state.scores), lang))
            text = document.toPlainText()
            assert "{" not in text and "}" not in text
            for raw in ("han: ", "fu: ", "limit: ", "sticks: ", "deltas: "):
                assert raw not in text
            for line in data["lines"]:
                kinds.add(line["kind"])
                assert line["kind"] in layout.score_terms
                for name, _ in list(line.get("base") or []) + list(line.get("bonus") or []):
                    assert name in layout.score_terms, name
                for key in line:
                    shown_with_hand = key in HAND_FIELDS and bool(line.get("hand"))  # the winning tile, dora
                    assert key in GENERIC_FIELDS or shown_with_hand or \
                        "{" + key + "}" in layout.score_lines.get(line["kind"], "")
    install_translator(qapp, "en")
    assert {"win_ron", "win_tsumo"} & kinds


def test_no_calls_passes_claims_by_itself(qtbot):
    host, adapter, table = make_table(qtbot, ["human", "heuristic", "heuristic", "heuristic"], seed=6,
                                      game_id="riichi")
    table.set_no_calls(True)
    hands: list[dict] = []
    adapter.season_over.connect(lambda record, scores, over: hands.append(record))
    adapter.start()
    for _ in range(300):
        table.set_no_calls(True)  # "no calls this hand": ticked again as each hand starts
        qtbot.waitUntil(lambda: bool(hands) or (table.seat == 0 and any(
            a.kind in ("discard", "tsumo", "ron", "kyuushu") for a in table.legal)), timeout=8000)
        if hands:
            break
        legal = table.legal
        wins = [a for a in legal if a.kind in ("tsumo", "ron")]
        choice = wins[0] if wins else next((a for a in legal if a.kind == "discard"), None)
        if choice is None:
            choice = next(a for a in legal if a.kind == "pass")
        before = len(host.log)
        adapter.act(0, choice)
        qtbot.waitUntil(lambda count=before: len(host.log) > count, timeout=3000)
    claims_passed = [a for seat, a in host.log if seat == 0 and a.kind == "pass"]
    assert claims_passed, "a chi or pon was offered and passed without a click"
