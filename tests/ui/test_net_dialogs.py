"""Game → Host / Join a network game…: the dialogs, addresses and invite codes, LAN discovery
(a fake here: tests never send multicast), the seats kept for taking back."""

from __future__ import annotations

import pytest

from shikitable.games import GAMES
from shikitable.ui.net.address import BadAddress, invite_code, parse_address
from shikitable.ui.net.discovery import Discovery, LanTable, tables_from_txt
from shikitable.ui.net.host import HERE, REMOTE, HostDialog
from shikitable.ui.net.join import JoinDialog
from shikitable.ui.net.tokens import HeldSeat, forget_seat, load_seats, remember_seat, tokens_path
from shikitable.ui.windows.settings import Settings


class FakeDiscovery(Discovery):
    """Finds what it is told to, when told to; counts starts and stops."""

    def __init__(self) -> None:
        super().__init__()
        self.started = 0
        self.stopped = 0

    def start(self) -> None:
        self.started += 1

    def stop(self) -> None:
        self.stopped += 1

    def announce(self, tables: list[LanTable]) -> None:
        self.found.emit(tables)


LAN = [LanTable("Aki's table", "192.168.1.20", 8765, "AB12CD", "taxot", 2, 4)]


def settings() -> Settings:
    return Settings(language="en", last_seats=[{"name": "Aki", "kind": "human"}])


# --- addresses and invite codes ------------------------------------------------------------


def test_an_invite_code_reads_back_as_its_address_however_it_is_typed():
    code = invite_code("192.168.1.20", 8765)
    assert code is not None and len(code) == 11 and code[5] == "-"
    address = parse_address(code)
    assert (address.host, address.port) == ("192.168.1.20", 8765)
    sloppy = code.lower().replace("-", " ").replace("0", "o").replace("1", "l")
    assert parse_address(sloppy) == address


@pytest.mark.parametrize(
    ("text", "host", "port"),
    [("127.0.0.1:9000", "127.0.0.1", 9000), ("table.example", "table.example", 8765), ("[::1]:7000", "::1", 7000)],
)
def test_typed_addresses(text, host, port):
    address = parse_address(text)
    assert (address.host, address.port) == (host, port)


@pytest.mark.parametrize("text", ["", "host:99999", "host:port", "two words", "[::1", "a/b:12"])
def test_a_bad_address_is_refused_with_a_reason(text):
    with pytest.raises(BadAddress) as refused:
        parse_address(text)
    assert str(refused.value).endswith(".")


def test_an_announcement_lists_its_tables_and_skips_nonsense():
    properties = {b"tables": b"AB12CD:taxot:2/4,garbage,XY:riichi:x/4,EF34GH:riichi:0/4", b"tls": b"0"}
    tables = tables_from_txt("Aki", "192.168.1.20", 8765, properties)
    assert [(t.table, t.game, t.open_seats, t.players) for t in tables] == [
        ("AB12CD", "taxot", 2, 4), ("EF34GH", "riichi", 0, 4)]


# --- the seats kept on disk ----------------------------------------------------------------


def test_seat_tokens_survive_on_disk_and_a_broken_file_loses_nothing_else(config_dir):
    seat = HeldSeat("127.0.0.1", 8765, "AB12CD", 1, "secret-token", "Aki", "taxot")
    remember_seat(seat)
    (kept,) = load_seats()
    assert (kept.table, kept.seat, kept.token) == ("AB12CD", 1, "secret-token")
    forget_seat(kept)
    assert load_seats() == []
    tokens_path().write_text("{not json", encoding="utf-8")
    assert load_seats() == []  # read as nothing, no traceback
    remember_seat(seat)
    assert [s.token for s in load_seats()] == ["secret-token"]


# --- Join ------------------------------------------------------------------------------------


def test_join_browses_only_while_open_and_lists_lan_tables(qtbot):
    discovery = FakeDiscovery()
    dialog = JoinDialog(settings(), discovery)
    qtbot.addWidget(dialog)
    assert discovery.started == 0  # nothing is browsed before the dialog shows
    dialog.open()
    assert discovery.started == 1
    discovery.announce(LAN)
    assert dialog.tables.count() == 1
    assert "AB12CD" not in dialog.tables.item(0).text() and "2 open seats" in dialog.tables.item(0).text()
    dialog.tables.setCurrentRow(0)
    assert dialog.address.text() == "192.168.1.20:8765"
    dialog._accept()
    assert dialog.plan is not None and dialog.plan.table == "AB12CD" and dialog.plan.name == "Aki"
    assert discovery.stopped == 1  # browsing ends with the dialog


def test_join_says_when_nothing_is_found_on_the_lan(qtbot):
    discovery = FakeDiscovery()
    dialog = JoinDialog(settings(), discovery)
    qtbot.addWidget(dialog)
    dialog._quiet.setInterval(30)
    dialog.open()
    qtbot.waitUntil(lambda: "No table found" in dialog.status.text(), timeout=2000)
    dialog.reject()
    assert discovery.stopped == 1


def test_join_refuses_a_bad_address_and_stays_open(qtbot):
    dialog = JoinDialog(settings(), FakeDiscovery())
    qtbot.addWidget(dialog)
    dialog.open()
    dialog.address.setText("host:99999")
    dialog._accept()
    assert dialog.plan is None and dialog.isVisible()
    assert "port" in dialog.status.text()
    dialog.address.setText("127.0.0.1:8765")
    dialog.name.setText("")
    dialog._accept()
    assert dialog.plan is None and "name" in dialog.status.text()
    dialog.reject()


def test_join_offers_the_seats_this_player_holds(qtbot, config_dir):
    remember_seat(HeldSeat("127.0.0.1", 9001, "ZZ99YY", 2, "tok", "Aki", "riichi"))
    dialog = JoinDialog(settings(), FakeDiscovery())
    qtbot.addWidget(dialog)
    dialog.open()
    assert "Take back your seat" in dialog.tables.item(0).text()
    dialog.tables.setCurrentRow(0)
    dialog._accept()
    plan = dialog.plan
    assert plan is not None and (plan.table, plan.seat, plan.token, plan.address.port) == ("ZZ99YY", 2, "tok", 9001)


# --- Host ------------------------------------------------------------------------------------


def test_host_offers_remote_seats_and_seats_here(qtbot):
    dialog = HostDialog(GAMES, Settings(language="en", last_game="taxot"))
    qtbot.addWidget(dialog)
    kinds = [[combo.itemData(i) for i in range(combo.count())] for _edit, combo in dialog.seat_rows]
    assert all(REMOTE in row and HERE in row for row in kinds)
    _edit, second = dialog.seat_rows[1]
    second.setCurrentIndex(second.findData(HERE))
    first = dialog.seat_rows[0][1]
    first.setCurrentIndex(first.findData(HERE))
    dialog._accept()
    assert dialog.plan is not None and dialog.plan.seats_here == [0, 1]  # two here: a hot seat
    second.setCurrentIndex(second.findData(REMOTE))
    dialog.hints.setChecked(True)
    dialog._accept()
    plan = dialog.plan
    assert plan is not None and plan.my_seat == 0 and plan.hints
    assert plan.seats_json()[1] == {"kind": "remote", "name": None}
    assert plan.listen == "0.0.0.0" and plan.announce  # the local network, announced, unless chosen otherwise
    assert plan.turn_timer_s is None and plan.settings_json()["turn_timer_s"] is None
    dialog.timer.setValue(45)
    dialog._accept()
    assert dialog.plan is not None and dialog.plan.settings_json()["turn_timer_s"] == 45.0


def test_zeroconf_discovery_reports_what_the_browser_finds_and_closes(qtbot, monkeypatch):
    """The zeroconf plumbing with zeroconf's classes replaced: nothing is sent on the network."""
    import zeroconf
    import zeroconf.asyncio as zc_asyncio

    from shikitable.ui.net.discovery import SERVICE_TYPE, ZeroconfDiscovery
    from shikitable.ui.net.loop import close_network_loop

    made: dict = {}

    class FakeZeroconf:
        def __init__(self) -> None:
            self.zeroconf = object()
            self.closed = False
            made["zeroconf"] = self

        async def async_close(self) -> None:
            self.closed = True

    class FakeBrowser:
        def __init__(self, zc, types, handlers) -> None:
            assert types == [SERVICE_TYPE]
            self.handlers = handlers
            self.cancelled = False
            made["browser"] = self

        async def async_cancel(self) -> None:
            self.cancelled = True

    class FakeInfo:
        def __init__(self, service_type, name) -> None:
            self.port = 8765
            self.properties = {b"tables": b"AB12CD:taxot:2/4", b"tls": b"0"}

        async def async_request(self, zc, timeout) -> bool:
            return True

        def parsed_addresses(self) -> list[str]:
            return ["192.168.1.20"]

    monkeypatch.setattr(zc_asyncio, "AsyncZeroconf", FakeZeroconf)
    monkeypatch.setattr(zc_asyncio, "AsyncServiceBrowser", FakeBrowser)
    monkeypatch.setattr(zc_asyncio, "AsyncServiceInfo", FakeInfo)
    try:
        discovery = ZeroconfDiscovery()
        found: list[list] = []
        discovery.found.connect(found.append)
        discovery.start()
        name = "Aki's table." + SERVICE_TYPE
        (handler,) = made["browser"].handlers
        handler(zeroconf=None, service_type=SERVICE_TYPE, name=name, state_change=zeroconf.ServiceStateChange.Added)
        qtbot.waitUntil(lambda: bool(found) and len(found[-1]) == 1, timeout=2000)
        table = found[-1][0]
        assert (table.server, table.host, table.port, table.table, table.open_seats) == (
            "Aki's table", "192.168.1.20", 8765, "AB12CD", 2)
        handler(zeroconf=None, service_type=SERVICE_TYPE, name=name, state_change=zeroconf.ServiceStateChange.Removed)
        qtbot.waitUntil(lambda: found[-1] == [], timeout=2000)
        discovery.stop()
        qtbot.waitUntil(lambda: made["zeroconf"].closed and made["browser"].cancelled, timeout=2000)
    finally:
        close_network_loop()


def test_a_seat_held_at_launch_is_mentioned(qtbot, config_dir):
    from shikitable.ui.net.menu import mention_held_seats
    from tests.ui.net_table_helpers import main_window

    window = main_window(qtbot)
    assert not mention_held_seats(window)
    remember_seat(HeldSeat("127.0.0.1", 8765, "AB12CD", 1, "tok", "Aki", "taxot"))
    assert mention_held_seats(window)
    assert "Join a network game" in window.statusBar().currentMessage()


def test_taking_back_a_hot_seat_brings_its_partner(qtbot, config_dir):
    remember_seat(HeldSeat("127.0.0.1", 9001, "ZZ99YY", 0, "tok0", "Aki", "taxot"))
    remember_seat(HeldSeat("127.0.0.1", 9001, "ZZ99YY", 1, "tok1", "Mio", "taxot"))
    remember_seat(HeldSeat("127.0.0.1", 9001, "OTHER1", 2, "tok2", "Aki", "taxot"))
    dialog = JoinDialog(settings(), FakeDiscovery())
    qtbot.addWidget(dialog)
    dialog.open()
    row = next(i for i in range(dialog.tables.count()) if "ZZ99YY" in dialog.tables.item(i).text()
               and "seat 1," in dialog.tables.item(i).text())
    dialog.tables.setCurrentRow(row)
    dialog._accept()
    plan = dialog.plan
    assert plan is not None and (plan.seat, plan.token) == (0, "tok0") and plan.also == {1: ("Mio", "tok1")}


def test_host_opens_on_the_local_network_with_the_table_announced(qtbot):
    dialog = HostDialog(GAMES, Settings(language="en", last_game="taxot"))
    qtbot.addWidget(dialog)
    assert dialog.listen.currentText() == "The local network" and dialog.announce.isChecked()
    dialog.listen.setCurrentIndex(dialog.listen.findData("127.0.0.1"))
    assert not dialog.announce.isChecked() and not dialog.announce.isEnabled()  # nobody else could come
    dialog.listen.setCurrentIndex(dialog.listen.findData("0.0.0.0"))
    assert dialog.announce.isChecked()


def test_join_remembers_the_name_given_last_time(qtbot):
    first = JoinDialog(Settings(language="en"), FakeDiscovery())
    qtbot.addWidget(first)
    first.open()
    assert first.name.text() == ""  # a newcomer: nothing to offer yet
    first.name.setText("Aki")
    first.address.setText("127.0.0.1:8765")
    first._accept()
    assert first.plan is not None
    saved = Settings.from_json(first.settings.to_json())  # as the settings file keeps it
    again = JoinDialog(saved, FakeDiscovery())
    qtbot.addWidget(again)
    assert again.name.text() == "Aki"
    again.reject()
