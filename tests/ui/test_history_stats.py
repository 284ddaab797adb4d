"""The History window (list, replay step by step, resume, export) and the Statistics window."""

from __future__ import annotations

import json
import random
from pathlib import Path

from shikitable.games import get_game
from shikitable.session.host import MatchHost, Seat
from shikitable.session.replay import ReplayCursor
from shikitable.session.stats import player_stats
from shikitable.session.store import MatchStore
from shikitable.ui.windows.history import HistoryWindow
from shikitable.ui.windows.replay import ALL_HANDS
from shikitable.ui.windows.stats import StatsWindow


def play_out(store: MatchStore, game_id: str, seed: int, names: list[str], moves: int | None = None) -> MatchHost:
    game = get_game(game_id)
    seats = [Seat(name, "human" if i == 0 else "random") for i, name in enumerate(names)]
    host = MatchHost(game, len(names), seed, {"match_length": "4"}, seats)
    host.keep_in(store)
    rng = random.Random(seed)
    while host.to_act() and (moves is None or len(host.log) < moves):
        seat = host.to_act()[0]
        host.submit(seat, rng.choice(host.legal_actions(seat)))
    return host


def test_history_lists_matches_and_replays_one_move_by_move(qtbot, tmp_path: Path):
    store = MatchStore()
    done = play_out(store, "taxot", 1, ["Aki", "Ben", "Chi", "Dai"])
    unfinished = play_out(store, "mokkaik", 2, ["Aki", "Eri", "Fumi"], moves=30)
    resumed: list[int] = []
    window = HistoryWindow(store, "en", lambda match_id: resumed.append(match_id) or True)
    qtbot.addWidget(window)
    window.show()
    assert window.table.rowCount() == 2
    texts = [[window.table.item(r, c).text() for c in range(6)] for r in range(2)]
    assert texts[0][4] == "Unfinished" and texts[1][4] == "Finished"  # newest first
    assert "Aki" in texts[1][3] and str(done.result().points[0]) in texts[1][3].replace("+", "")

    window.table.selectRow(0)  # the unfinished one can be resumed
    assert window.resume_button.isEnabled()
    window.resume()
    assert resumed == [unfinished.store_id]

    window.table.selectRow(1)
    assert not window.resume_button.isEnabled()
    out = tmp_path / "done.json"
    assert window.export(str(out))
    assert json.loads(out.read_text(encoding="utf-8"))["game"] == "taxot"

    replay = window.replay()
    assert replay is not None
    assert replay.replay.position == 0 and replay.moves.count() == len(done.log) + 1
    replay.step()
    replay.step()
    assert replay.replay.position == 2 and replay.position_label.text() == f"Move 2 of {len(done.log)}"
    replay.back()
    assert replay.replay.position == 1
    # a jump to the third season shows the table as it was dealt then
    start = replay.replay.season_starts[2]
    replay._on_season(2)
    assert replay.replay.position == start
    cursor = ReplayCursor(store.load(done.store_id))
    cursor.seek(start)
    assert replay.replay.observation(0) == cursor.observation(0)
    # as another seat: that seat's hand face up
    replay._on_viewer(replay.viewer_box.findData(2))
    assert set(cursor.observation(2)["hand"]) <= replay.scene.face_up_cards()
    # once the match is over, every hand may be opened
    index = replay.viewer_box.findData(ALL_HANDS)
    assert index >= 0
    replay._on_viewer(index)
    every_hand = set().union(*(cursor.observation(s)["hand"] for s in range(4)))
    assert every_hand <= replay.scene.face_up_cards()
    replay.go(len(done.log))
    assert not replay.next_button.isEnabled() or replay.scene.held
    replay.toggle_play()  # from the end, play starts again at the beginning
    assert replay.timer.isActive() and replay.replay.position == 0
    qtbot.waitUntil(lambda: replay.replay.position >= 1, timeout=3000)
    replay.toggle_play()
    assert not replay.timer.isActive()
    replay.close()
    store.close()


def test_an_unfinished_match_cannot_be_watched_with_every_hand_open(qtbot):
    store = MatchStore()
    play_out(store, "taxot", 3, ["A", "B", "C", "D"], moves=20)
    window = HistoryWindow(store, "en", lambda _id: True)
    qtbot.addWidget(window)
    replay = window.replay()
    assert replay is not None and replay.viewer_box.findData(ALL_HANDS) == -1
    replay.close()
    store.close()


def test_statistics_per_game_and_player(qtbot):
    store = MatchStore()
    hosts = [play_out(store, "taxot", seed, ["Aki", "Ben", "Chi", "Dai"]) for seed in range(4)]
    play_out(store, "taxot", 9, ["Aki", "Ben", "Chi", "Dai"], moves=10)  # unfinished: not counted
    stats = {s.name: s for s in player_stats(store.matches(), "taxot")}
    points = [h.result().points[0] for h in hosts]
    wins = [0 in h.result().winners for h in hosts]
    aki = stats["Aki"]
    assert aki.matches == 4 and aki.wins == sum(wins)
    assert aki.best_points == max(points) and abs(aki.mean_points - sum(points) / 4) < 1e-9
    longest = run = 0
    for won in wins:
        run = run + 1 if won else 0
        longest = max(longest, run)
    assert aki.best_streak == longest and aki.streak == run

    window = StatsWindow(store, "en")
    qtbot.addWidget(window)
    window.show()
    assert window.table.rowCount() == 4
    names = {window.table.item(r, 1).text(): r for r in range(4)}
    row = names["Aki"]
    assert window.table.item(row, 2).text() == "4" and window.table.item(row, 3).text() == str(sum(wins))
    window.game_box.setCurrentIndex(window.game_box.findData("mokkaik"))
    assert window.table.rowCount() == 0 and "No finished matches" in window.empty.text()
    store.close()


def test_streaks_count_wins_in_a_row():
    from shikitable.session.store import MatchRecord

    def record(number: int, points: list[int]) -> MatchRecord:
        best = max(points)
        result = {"points": points, "winners": [i for i, p in enumerate(points) if p == best]}
        return MatchRecord(number, "taxot", 2, 0, {}, ["A", "B"], ["human", "random"], None,
                           float(number), float(number), float(number), result, False, 10)

    records = [record(i, p) for i, p in enumerate([[5, -5], [3, -3], [-1, 1], [2, -2], [4, -4], [6, -6]], 1)]
    a = {s.name: s for s in player_stats(records)}["A"]
    assert (a.matches, a.wins, a.streak, a.best_streak, a.best_points) == (6, 5, 3, 3, 6)
    b = {s.name: s for s in player_stats(records)}["B"]
    assert (b.wins, b.streak, b.best_streak, b.best_points) == (1, 0, 1, 1)


def test_every_game_can_be_watched_again(qtbot):
    from shikitable.games import GAMES
    from shikitable.ui.windows.replay import ReplayWindow

    store = MatchStore()
    for game_id in sorted(GAMES):
        game = get_game(game_id)
        seats = [Seat(f"P{i}", "random") for i in range(game.default_players)]
        host = MatchHost(game, game.default_players, 5, None, seats)
        host.keep_in(store)
        rng = random.Random(5)
        while host.to_act() and len(host.log) < 400:
            seat = host.to_act()[0]
            host.submit(seat, rng.choice(host.legal_actions(seat)))
        replay = ReplayWindow(store.load(host.store_id), None, "en")
        qtbot.addWidget(replay)
        for _ in range(30):
            replay.step()
        replay.back()
        replay.go(len(host.log))
        assert replay.replay.observation(0) == game.observation(host.state, 0)
        for index in range(replay.viewer_box.count()):
            replay._on_viewer(index)
        replay.close()
    store.close()
