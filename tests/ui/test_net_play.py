"""Network play at the table: two table windows in one process, a server started by one of
them (Game → Host a network game…) on 127.0.0.1, and two of the server's bots play whole
matches; a table window closed and opened again takes its seat back and plays on."""

from __future__ import annotations

import pytest

from shikitable.ui.net.tokens import load_seats
from tests.ui.net_table_helpers import Players, host_and_guest, join, network_windows, server_address


@pytest.fixture(autouse=True)
def network(tmp_path, monkeypatch):
    yield from network_windows(tmp_path, monkeypatch)


def over(*windows) -> bool:
    return all(w.net.match.over and w.last_dialog is None for w in windows)


def test_two_tables_play_a_whole_taxot_match_with_two_server_bots(qtbot, network):
    mine, theirs = host_and_guest(qtbot, network)
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


def server_view(host_window, seat: int) -> dict:
    """The observation the server's own match gives `seat` now."""
    server = host_window.server.server
    (table,) = server.tables.values()
    return table.host.observation(seat)


def test_two_tables_play_a_riichi_hand_with_two_server_bots(qtbot, network):
    mine, theirs = host_and_guest(qtbot, network, "riichi")
    players = Players("riichi")
    players.play_until(qtbot, [mine, theirs], lambda: bool(mine.net.match.records and theirs.net.match.records))
    assert players.moves > 10
    record = mine.net.match.records[0]
    assert theirs.net.match.records[0] == record  # both tables saw the same hand end
    assert mine.net.match.scores == theirs.net.match.scores


def test_a_dropped_connection_comes_back_by_itself_and_the_match_finishes(qtbot, network):
    mine, theirs = host_and_guest(qtbot, network)
    players = Players("taxot", seed=5)
    players.play_until(qtbot, [mine, theirs], lambda: players.moves >= 6)
    states: list[str] = []
    theirs.net.link_changed.connect(states.append)
    theirs.link.client.connection.transport.abort()  # the network goes away under the table
    qtbot.waitUntil(lambda: states[-2:] == ["reconnecting", "connected"], timeout=20000)
    qtbot.waitUntil(lambda: theirs.table.scene.obs == server_view(mine, 1), timeout=10000)
    players.play_until(qtbot, [mine, theirs], lambda: over(mine, theirs))
    assert mine.net.match.scores == theirs.net.match.scores


def test_a_table_killed_and_opened_again_takes_its_seat_back_and_finishes(qtbot, network):
    mine, theirs = host_and_guest(qtbot, network)
    players = Players("taxot", seed=9)
    players.play_until(qtbot, [mine, theirs], lambda: players.moves >= 6)
    # as a kill -9 would: no goodbye, the connection just ends, and the window is gone
    theirs.link._closing = True
    theirs.link.client.connection.transport.abort()
    theirs.net.closed = True
    theirs.hide()
    # the host sees the seat away, and the table says whom it waits for
    qtbot.waitUntil(lambda: mine.net.presence[1] is False, timeout=10000)
    assert "Guest" in mine.link_label.text()
    assert mine.table.scene.names[1].startswith("○")
    (held,) = [s for s in load_seats() if s.name == "Guest"]  # what a restarted table finds on disk
    guest = network[1]  # the guest's main window
    again = join(qtbot, guest, server_address(mine), held.name, table=held.table, seat=held.seat, token=held.token)
    assert again.net.seat == 1
    assert again.table.scene.obs == server_view(mine, 1)  # redrawn exactly as the server has it
    qtbot.waitUntil(lambda: mine.net.presence[1] is True and "Guest" not in mine.link_label.text(), timeout=10000)
    players.play_until(qtbot, [mine, again], lambda: over(mine, again))
    assert mine.net.match.scores == again.net.match.scores


def test_a_hot_seat_pair_at_the_host_and_a_remote_table_play_a_whole_match(qtbot, network):
    pair, guest = host_and_guest(qtbot, network, kinds=("human", "human", "remote", "heuristic"))
    assert pair.net.humans == [0, 1] and guest.net.seat == 2
    # each seat here says its own name to the server
    qtbot.waitUntil(lambda: [s.name for s in guest.net.match.seats[:3]] == ["Host0", "Host1", "Guest"], timeout=10000)
    (table,) = pair.server.server.tables.values()
    players = Players("taxot", seed=2)
    checked = 0

    def done() -> bool:
        nonlocal checked
        if pair.table.curtain.isVisible():  # behind the curtain neither hand here shows
            hands = {card for seat in (0, 1) for card in table.host.state.hands[seat]}
            assert pair.table.scene.obs["seat"] is None and not (pair.table.scene.face_up_cards() & hands)
            checked += 1
        return over(pair, guest)

    players.play_until(qtbot, [pair, guest], done)
    assert players.curtains >= 2 and checked >= 2
    assert pair.net.match.scores == guest.net.match.scores


@pytest.mark.slow
def test_two_tables_play_a_whole_riichi_hanchan_with_two_server_bots(qtbot, network):
    """The acceptance match at its full length (about a minute on the development machine)."""
    mine, theirs = host_and_guest(qtbot, network, "riichi", options={"length": "hanchan"})
    (table,) = mine.server.server.tables.values()
    assert table.host.options["length"] == "hanchan"
    players = Players("riichi", seed=8)
    players.play_until(qtbot, [mine, theirs], lambda: over(mine, theirs), limit=50000)
    assert len(mine.net.match.records) >= 8  # east and south rounds, at least four hands each
    assert mine.net.match.scores == theirs.net.match.scores
