"""The riichi measures the arena prints, and its duplicate per hand."""

from __future__ import annotations

import json

from shikitable.__main__ import main
from shikitable.ai import make_bot
from shikitable.core.events import Event
from shikitable.games import get_game
from shikitable.session.arena import arena
from shikitable.session.mahjong_measures import Tally, measures, play_hand
from shikitable.session.watchdog import BotWatchdog


def test_a_tally_counts_wins_deal_ins_riichi_calls_and_places() -> None:
    tally = Tally(4, uma=[20, 10, -10, -20])
    tally.feed([
        Event("deal", {}),
        Event("discard", {"seat": 1, "riichi": True}),
        Event("call", {"seat": 2, "kind": "pon"}),
        Event("call", {"seat": 2, "kind": "chi"}),  # one hand with calls, however many
        Event("win", {"seat": 2, "from": 1, "value": 3900, "deltas": [0, -3900, 3900, 0]}),
        Event("deal", {}),
        Event("call", {"seat": 0, "kind": "ankan"}),  # a closed kan is no open call
        Event("win", {"seat": 0, "from": None, "value": 8000, "deltas": [8000, -4000, -2000, -2000]}),
        Event("match_end", {"ranking": [2, 0, 3, 1]}),
    ])
    records = tally.finish()
    assert [r.hands for r in records] == [
        [(False, False, False, False), (True, False, False, False)],
        [(False, True, True, False), (False, False, False, False)],
        [(True, False, False, True), (False, False, False, False)],
        [(False, False, False, False), (False, False, False, False)],
    ]
    assert records[0].win_values == [8000.0] and records[2].win_values == [3900.0]
    assert [r.placements for r in records] == [[2.0], [4.0], [1.0], [3.0]]
    assert [r.uma for r in records] == [[10.0], [-20.0], [20.0], [-10.0]]
    report = measures(records[1])
    assert report["deal_in_rate"]["mean"] == 0.5 and report["riichi_rate"]["mean"] == 0.5
    assert report["placement"]["mean"] == 4.0 and report["uma"]["mean"] == -20.0


def test_every_seating_gets_the_same_first_hand() -> None:
    """Per-hand duplicate: the hand's seed fixes its wall and dealer, so the same bots in the
    same seats play it out identically, and the points of a hand balance (sticks aside)."""
    game = get_game("riichi")
    runs = []
    for _ in range(2):
        bots = [make_bot("riichi", "heuristic", seat) for seat in range(4)]
        runs.append(play_hand(game, bots, 77, BotWatchdog(seed=77)))
    assert runs[0][0] == runs[1][0]
    points, records = runs[0]
    assert all(len(r.hands) == 1 for r in records)  # one hand, not the match
    assert all(not r.placements for r in records)  # a hand has no placement, even one that busts a seat
    assert sum(points) <= 0 and sum(points) % 1000 == 0  # riichi sticks may stay on the table


def test_the_arena_reports_riichi_measures_and_a_per_hand_duplicate() -> None:
    report = arena("riichi", ["heuristic", "random", "random", "random"], deals=4, seed=3, per_hand=True)
    assert report["unit"] == "hand"
    heuristic, random_bot = report["bots"][0], report["bots"][1]
    for bot in (heuristic, random_bot):
        assert set(bot["measures"]) >= {"win_rate", "deal_in_rate", "riichi_rate", "call_rate", "win_value"}
        assert bot["measures"]["win_rate"]["n"] == 16  # 4 hands, each in 4 seatings
    # the heuristic wins hands; random play almost never does, and deals in
    assert heuristic["measures"]["win_rate"]["mean"] > random_bot["measures"]["win_rate"]["mean"]
    assert report["duplicate_of_first"]["ci95_low"] > 0


def test_the_arena_cli_prints_placement_and_uma_for_whole_matches(capsys: object) -> None:
    code = main(["arena", "--game", "riichi", "--bots", "heuristic,easy,random,easy", "--deals", "2",
                 "--option", "length=tonpuu"])
    assert code == 0
    out = capsys.readouterr().out  # type: ignore[attr-defined]
    report = json.loads(out)
    first = report["bots"][0]["measures"]
    assert 1.0 <= first["placement"]["mean"] <= 4.0 and first["placement"]["n"] == 8
    assert first["uma"]["n"] == 8 and -20.0 <= first["uma"]["mean"] <= 20.0
    assert report["bots"][1]["measures"]["placement"]["n"] == 8
