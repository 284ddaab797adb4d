"""The network table's comforts and manners: chat as plain text, hints only where the host
allows them, the server's refusals shown as the table shows a refused move, spectators."""

from __future__ import annotations

import pytest

from shikitable.core.actions import Action
from shikitable.ui.net.menu import tables_of
from tests.ui.net_table_helpers import Players, host_and_guest, join, main_window, network_windows, server_address


@pytest.fixture(autouse=True)
def network(tmp_path, monkeypatch):
    yield from network_windows(tmp_path, monkeypatch)


def test_chat_reaches_the_other_table_as_plain_text(qtbot, network):
    mine, theirs = host_and_guest(qtbot, network)
    assert mine.chat.entry.maxLength() == 300
    mine.chat.entry.setText("<b>good luck</b>\u0007")
    mine.chat._send()
    qtbot.waitUntil(lambda: "Host0: <b>good luck</b>" in theirs.chat.shown_lines(), timeout=10000)
    assert "Host0: <b>good luck</b>" in mine.chat.shown_lines()  # the sender sees it come back


def test_the_table_speaks_protocol_2_and_gets_patches(qtbot, network):
    """The table's own connections say hello in protocol 2: each move brings a patch, and the
    patched view is the one the table draws."""
    mine, theirs = host_and_guest(qtbot, network)
    for window in (mine, theirs):
        for client in window.link.clients.values():
            assert client.protocol == 2 and client.welcome["protocol"] == 2
    client = next(iter(theirs.link.clients.values()))
    client.keep_raw = True
    players = Players("taxot")
    players.play_until(qtbot, [mine, theirs], lambda: sum('"patch"' in text for text in client.received) >= 3)


def test_hints_are_off_unless_the_host_allows_them(qtbot, network):
    mine, theirs = host_and_guest(qtbot, network)
    assert len(mine.hint_actions) == 2 and not any(a.isEnabled() for a in mine.hint_actions)
    assert not any(a.isEnabled() for a in theirs.hint_actions)
    # a change of settings (waits always shown) does not bring them back
    theirs.settings.waits_hint = "always"
    theirs.save()
    assert theirs.table.waits_mode == "request" and not any(a.isEnabled() for a in theirs.hint_actions)


def test_hints_on_when_the_host_allows_them(qtbot, network):
    mine, theirs = host_and_guest(qtbot, network, hints=True)
    qtbot.waitUntil(lambda: all(a.isEnabled() for a in theirs.hint_actions + mine.hint_actions), timeout=10000)


def test_a_refused_move_is_shown_as_the_table_shows_one(qtbot, network):
    mine, theirs = host_and_guest(qtbot, network)
    qtbot.waitUntil(lambda: mine.table.seat == 0 and bool(mine.table.legal), timeout=10000)
    assert not mine.net.act(0, Action("discard", (9999,)))  # not a move the table lists: refused here
    assert mine.table.hint.text() and "c0392b" in mine.table.hint.styleSheet()
    # a move sent out of turn reaches the server, which refuses it with a reason; nothing changes
    version = theirs.net.version
    theirs.link.send_action(1, Action("discard", (1,)), version)
    qtbot.waitUntil(lambda: "turn" in theirs.table.hint.text(), timeout=10000)
    assert "c0392b" in theirs.table.hint.styleSheet()
    assert mine.table.seat == 0 and mine.table.legal  # the host's turn is still the host's


def test_a_spectator_sees_the_table_but_no_hand(qtbot, network):
    mine, _theirs = host_and_guest(qtbot, network)
    third = main_window(qtbot)
    network.append(third)
    watcher = join(qtbot, third, server_address(mine), "Watcher", watch=True)
    assert watcher.net.seat is None and watcher.table.scene.obs["seat"] is None
    (table,) = mine.server.server.tables.values()
    hands = {card for hand in table.host.state.hands for card in hand}
    assert not (watcher.table.scene.face_up_cards() & hands)
    assert watcher.table.seat is None


def test_the_game_menu_offers_host_and_join_after_new_game(qtbot):
    window = main_window(qtbot)
    game_menu = window.menuBar().actions()[0].menu()
    texts = [a.text() for a in game_menu.actions()]
    assert texts[1:3] == ["&Host a network game…", "&Join a network game…"]
    assert texts[0] == "&New game…"


def test_join_looks_up_the_tables_at_a_typed_address(qtbot, network):
    from shikitable.ui.net.join import JoinDialog
    from shikitable.ui.net.menu import look_up_tables
    from shikitable.ui.windows.settings import Settings

    mine, _theirs = host_and_guest(qtbot, network)
    assert mine.server.invite in mine.server.describe() and "127.0.0.1" in mine.server.describe()
    dialog = JoinDialog(Settings(language="en"), None, look_up_tables)
    qtbot.addWidget(dialog)
    dialog.open()
    dialog.address.setText(mine.server.invite)  # the invite code the host reads out
    dialog.look()

    def listed() -> list[str]:
        return [dialog.tables.item(i).text() for i in range(dialog.tables.count())]

    qtbot.waitUntil(lambda: any("open seats" in line for line in listed()), timeout=10000)
    assert any("0 open seats" in line for line in listed())  # both remote seats are taken
    assert sum("Take back your seat" in line for line in listed()) == 2  # both tables here keep theirs
    dialog.address.setText("127.0.0.1:1")  # nothing listens there: said in words, nothing breaks
    dialog.look()
    qtbot.waitUntil(lambda: "Cannot reach" in dialog.status.text(), timeout=10000)
    dialog.reject()


def test_new_match_at_the_end_closes_the_network_table(qtbot, network):
    mine, theirs = host_and_guest(qtbot, network)
    theirs.restart()
    qtbot.waitUntil(lambda: not theirs.isVisible(), timeout=5000)
    assert theirs.net.closed and mine.isVisible()


def test_the_turn_timer_counts_down_on_the_status_bar(qtbot, network):
    mine, _theirs = host_and_guest(qtbot, network, turn_timer_s=60.0)
    qtbot.waitUntil(lambda: mine.table.seat == 0, timeout=10000)
    qtbot.waitUntil(lambda: mine.clock_label.text().endswith("s left"), timeout=5000)
    left = int(mine.clock_label.text().split()[0])
    assert 50 <= left <= 60
    mine.net.act(0, mine.table.legal[0])
    qtbot.waitUntil(lambda: mine.clock_label.text() == "" or mine.table.seat == 0, timeout=5000)


def test_hosting_on_a_port_in_use_says_so_and_opens_nothing(qtbot, network):
    from shikitable.session.host import Seat
    from shikitable.ui.net.host import HostPlan
    from shikitable.ui.net.menu import host_game
    from shikitable.ui.windows.dialogs import GameSpec

    mine, _theirs = host_and_guest(qtbot, network)
    window = network[0]
    before = list(tables_of(window).windows)
    spec = GameSpec("taxot", 4, [Seat("A", "human")] + [Seat("B", "heuristic")] * 3, {})
    host_game(window, HostPlan(spec, port=mine.server.bound.port), quiet=True)
    qtbot.waitUntil(lambda: tables_of(window).problem is not None, timeout=10000)
    assert "cannot start on port" in tables_of(window).problem
    assert tables_of(window).windows == before


@pytest.mark.slow  # ~13 s of reconnect attempts: ./dev test -m slow tests/ui/test_net_table.py
def test_when_the_host_closes_its_table_the_guest_is_told_after_trying_to_reconnect(qtbot, network):
    mine, theirs = host_and_guest(qtbot, network, grace_s=10.0)
    states: list[str] = []
    theirs.net.link_changed.connect(states.append)
    mine.close()  # the host's table and its server go away
    qtbot.waitUntil(lambda: "reconnecting" in states, timeout=10000)
    assert "reconnecting" in theirs.link_label.text()
    qtbot.waitUntil(lambda: states[-1:] == ["lost"], timeout=40000)
    assert theirs.lost_box.isVisible() and "Join a network game" in theirs.lost_box.text()
    theirs.lost_box.close()


def test_auto_pass_plays_claims_away_without_a_single_refusal(qtbot, network):
    from tests.ui.net_table_helpers import Players

    mine, theirs = host_and_guest(qtbot, network)
    refused: list = []
    for window in (mine, theirs):
        window.table.auto_pass = True  # Play → Auto-pass claims: passed before any prompt
        window.net.illegal.connect(lambda seat, reason: refused.append((seat, reason)))
    players = Players("taxot", seed=6)
    players.play_until(qtbot, [mine, theirs], lambda: mine.net.match.over and theirs.net.match.over
                       and mine.last_dialog is None and theirs.last_dialog is None)
    assert refused == []
    assert mine.net.match.scores == theirs.net.match.scores


def test_a_network_table_switches_language_at_once_and_keeps_hints_off(qtbot, network):
    from PySide6.QtWidgets import QApplication

    from shikitable.ui.windows.app import install_translator

    mine, _theirs = host_and_guest(qtbot, network)
    try:
        mine.switch_language("ja")
        qtbot.waitUntil(lambda: mine.chat.heading.text() == "チャット", timeout=3000)
        items = [a.text() for a in mine.menuBar().actions()[0].menu().actions()]
        assert "卓を離れる(&L)" in items
        assert "卓のみんなに一言" == mine.chat.entry.placeholderText()
        assert len(mine.hint_actions) == 2 and not any(a.isEnabled() for a in mine.hint_actions)
        assert mine.link_label.text() == "接続中"
    finally:
        install_translator(QApplication.instance(), "en")
