"""Statistics: the table exported as CSV, and the chart of points match by match."""

from __future__ import annotations

import csv

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QColor
from test_history_stats import play_out

from shikitable.session.store import MatchStore
from shikitable.ui.windows.stats import StatsWindow
from shikitable.ui.windows.stats_chart import LINE_COLOURS

NAMES = ["秋子", "Ben", "Chi", "Dai"]


def done(window: StatsWindow, store: MatchStore) -> None:
    """Destroy the window before its store closes (a later language switch must not reach it)."""
    window.close()
    window.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    store.close()


def stats_window(qtbot, store: MatchStore) -> StatsWindow:
    window = StatsWindow(store, "en")
    qtbot.addWidget(window)
    window.show()
    window.game_box.setCurrentIndex(window.game_box.findData("taxot"))
    return window


def test_the_table_as_shown_exports_as_csv_a_spreadsheet_reads(qtbot, tmp_path):
    store = MatchStore()
    hosts = [play_out(store, "taxot", seed, NAMES) for seed in range(3)]
    window = stats_window(qtbot, store)
    target = tmp_path / "stats.csv"
    assert window.export_csv(str(target))
    with open(target, encoding="utf-8-sig", newline="") as handle:  # the byte-order mark is read away
        rows = list(csv.DictReader(handle))
    assert [r["player"] for r in rows] == [s.name for s in window.rows] and len(rows) == 4
    aki = next(r for r in rows if r["player"] == "秋子")
    points = [h.result().points[0] for h in hosts]
    wins = sum(0 in h.result().winners for h in hosts)
    assert (aki["game"], int(aki["matches"]), int(aki["wins"])) == ("taxot", 3, wins)
    assert int(aki["best_points"]) == max(points)
    assert abs(float(aki["mean_points"]) - sum(points) / 3) < 0.01
    assert abs(float(aki["win_rate"]) - wins / 3) < 0.001
    done(window, store)


def test_an_unwritable_place_is_reported_and_nothing_is_lost(qtbot, tmp_path, monkeypatch):
    store = MatchStore()
    play_out(store, "taxot", 1, NAMES)
    window = stats_window(qtbot, store)
    warnings: list[str] = []
    monkeypatch.setattr("shikitable.ui.windows.record_table.QMessageBox.warning",
                        lambda _parent, _title, text: warnings.append(text))
    blocker = tmp_path / "a-file"
    blocker.write_text("keep me")
    assert not window.export_csv(str(blocker / "stats.csv"))  # a file where a folder should be
    assert warnings and "stats.csv" in warnings[0]
    assert blocker.read_text() == "keep me"
    done(window, store)


def test_the_chart_draws_each_players_points_match_by_match(qtbot):
    store = MatchStore()
    hosts = [play_out(store, "taxot", seed, NAMES) for seed in range(4)]
    window = stats_window(qtbot, store)
    chart = window.chart
    assert set(chart.series) == set(NAMES)
    assert [p.points for p in chart.series["Ben"]] == [h.result().points[1] for h in hosts]
    assert [p.won for p in chart.series["Ben"]] == [1 in h.result().winners for h in hosts]
    assert "Ben: 4 matches" in chart.accessibleDescription()
    image = chart.grab().toImage()
    colours = {image.pixelColor(x, y).name() for x in range(0, image.width(), 2) for y in range(0, image.height(), 2)}
    drawn = [c for c in LINE_COLOURS[:4] if QColor(c).name() in colours]
    assert len(drawn) == 4  # a line (and its legend) for each player
    window.game_box.setCurrentIndex(window.game_box.findData(""))  # all games: no chart, a word why
    assert chart.series == {} and "Choose a game" in chart.message
    done(window, store)
