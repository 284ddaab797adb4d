"""Network play at the table: two table windows in one process, a server started by one of
them (Game → Host a network game…) on 127.0.0.1, and two of the server's bots play whole
matches; a table window closed and opened again takes its seat back and plays on."""

from __future__ import annotations

import pytest

from shikitable.ui.net_loop import close_network_loop
from shikitable.ui.net_menu import tables_of
from shikitable.ui.net_tokens import load_seats
from tests.ui.net_table_helpers import Players, host, join, main_window, server_address


@pytest.fixture(autouse=True)
def network(tmp_path, monkeypatch):
    """The server's store in a temporary folder; afterwards every network window is closed
    and the asyncio loop given back, so the next test starts on plain Qt."""
    monkeypatch.setenv("SHIKITABLE_DATA_DIR", str(tmp_path / "data"))
    windows: list = []
    yield windows
    for window in windows:
        for table_window in list(tables_of(window).windows):
            table_window.close()
    close_network_loop()


def over(*windows) -> bool:
    return all(w.net.match.over and w.last_dialog is None for w in windows)


def test_two_tables_play_a_whole_taxot_match_with_two_server_bots(qtbot, network):
    first, second = main_window(qtbot), main_window(qtbot)
    network += [first, second]
    mine = host(qtbot, first, "taxot", ["human", "remote", "heuristic", "heuristic"])
    theirs = join(qtbot, second, server_address(mine), "Guest")
    assert (mine.net.seat, theirs.net.seat) == (0, 1)
    qtbot.waitUntil(lambda: theirs.net.match.seats[1].name == "Guest" and mine.net.match.seats[1].name == "Guest",
                    timeout=10000)
    players = Players("taxot")
    players.play_until(qtbot, [mine, theirs], lambda: over(mine, theirs))
    seasons = len(mine.net.match.records)
    assert seasons >= 2 and len(theirs.net.match.records) == seasons and players.seasons == 2 * seasons
    assert max(mine.net.match.scores) >= 20
    # both tables saw the same match end, with the same scores
    assert mine.net.match.scores == theirs.net.match.scores
    assert mine.table.scene.obs["phase"] == "over"
    # the finished match's seat tokens are forgotten
    assert not load_seats()
