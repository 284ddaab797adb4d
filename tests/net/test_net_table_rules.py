"""Table rules over the network: a table waits for its players, the turn timer, TLS."""

from __future__ import annotations

import shutil
import ssl
import subprocess
from pathlib import Path

import pytest
from net_helpers import SHORT, on_a_server, play_seats, run, seat_bots, serving, until

from shikitable.net import protocol as p
from shikitable.net.client import TableClient
from shikitable.net.server import TableServer, tls_context


@on_a_server("early")
async def test_the_table_waits_until_every_remote_seat_is_taken(server: TableServer, first: TableClient) -> None:
    table = await first.create_table("taxot", 2, [{"kind": "remote"}] * 2, SHORT["taxot"], seed=3)
    mine = await first.join(table)
    view = first.views[(table, mine.seat)]
    assert view.to_act == [] and view.legal == []  # nobody may move yet
    summary = (await first.list_tables())[0]
    assert summary["open_seats"] == [1] and not summary["started"]
    await first.send(p.ACT, table=table, seat=mine.seat, token=mine.token, version=0,
                     action={"kind": "discard", "cards": [view.observation["hand"][0]]})
    await first.wait_for(lambda: bool(first.refusals))
    assert first.refusals[0]["code"] == p.NOT_YOUR_TURN and "waiting" in first.refusals[0]["reason"]
    second = await TableClient.connect(server.url, "late")
    await second.join(table)
    host = server.tables[table].host
    await first.wait_for(lambda: view.to_act == list(host.to_act()))  # a fresh snapshot came
    assert first.presence[table]["started"]
    assert [s["name"] for s in first.presence[table]["seats"]] == ["early", "late"]
    await second.close()


@on_a_server("a", "b")
async def test_a_seat_that_runs_out_of_time_gets_a_bots_move(
    server: TableServer, a: TableClient, b: TableClient
) -> None:
    settings = {"turn_timer_s": 1}
    table = await a.create_table("taxot", 2, [{"kind": "remote"}] * 2, SHORT["taxot"], settings, seed=3)
    await a.join(table)
    await b.join(table)
    host = server.tables[table].host
    waiting = host.to_act()[0]
    client = a if waiting == 0 else b
    view = client.views[(table, waiting)]
    # the snapshot that shows the timer may come after the other client's (two connections)
    await client.wait_for(lambda: view.deadline_s is not None or host.version >= 1)
    assert host.version >= 1 or 0 < view.deadline_s <= 1
    await client.wait_for(lambda: host.version >= 1, 30)  # nobody moved: the timer did
    assert host.log[0][0] == waiting


@pytest.mark.skipif(shutil.which("openssl") is None, reason="needs the openssl command to make a certificate")
def test_a_tls_server_plays_over_wss(tmp_path: Path) -> None:
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
         "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(key), "-out", str(cert)],
        check=True, capture_output=True, timeout=60,
    )
    trust = ssl.create_default_context(cafile=str(cert))

    async def body() -> None:
        async with serving(tmp_path, ssl_context=tls_context(cert, key)) as server:
            assert server.url.startswith("wss://127.0.0.1:")
            client = await TableClient.connect(server.url, "secure", ssl_context=trust)
            watcher = await TableClient.connect(server.url, "watching", ssl_context=trust)
            # a remote seat: the table waits for its player, so the watcher is in before a move
            # (a table of bots alone can end before a spectate request reaches it)
            seats = [{"kind": "bot", "level": "random"}, {"kind": "remote"}]
            table = await client.create_table("nippachi", 2, seats, {"hands": 1})
            view = await watcher.spectate(table)
            seated = await client.join(table)
            await play_seats(client, [seated], seat_bots("nippachi", [seated.seat], 5))
            await watcher.wait_for(lambda: view.over, 60)
            await client.close()
            await watcher.close()
            with pytest.raises(ssl.SSLError):  # a client that does not trust the certificate is turned away
                await TableClient.connect(server.url, "doubting", ssl_context=ssl.create_default_context())

    run(body)


def test_a_crashing_server_bot_is_replaced_by_a_legal_move(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from shikitable.ai.base import Bot
    from shikitable.net import table as table_module

    class Broken(Bot):
        name = "broken"

        def choose(self, observation, legal):  # type: ignore[no-untyped-def]
            raise RuntimeError("the bot fell over")

    monkeypatch.setattr(table_module, "make_table_bot", lambda game_id, level, seed=None: Broken(seed))

    async def body() -> None:
        async with serving(tmp_path) as server:
            watcher = await TableClient.connect(server.url, "watcher")
            table = await watcher.create_table("taxot", 2, [{"kind": "bot", "level": "heuristic"}] * 2,
                                               SHORT["taxot"], seed=5)
            view = await watcher.spectate(table)
            await watcher.wait_for(lambda: view.over, 60)
            failures = server.tables[table].watchdog.failures
            assert failures and "fell over" in failures[0]
            await watcher.close()

    run(body)


@on_a_server("watcher")
async def test_a_finished_table_nobody_watches_is_let_go_and_the_store_keeps_it(
    server: TableServer, watcher: TableClient
) -> None:
    table = await watcher.create_table("nippachi", 2, [{"kind": "bot", "level": "random"}] * 2, {"hands": 1})
    view = await watcher.spectate(table)
    await watcher.wait_for(lambda: view.over, 60)
    match_id = server.tables[table].host.store_id
    await watcher.close()
    other = await TableClient.connect(server.url, "other")
    await until(lambda: table not in server.tables)  # the server let it go (it tells no client)
    assert await other.list_tables() == []
    assert server.store.match(match_id).finished is not None
    await other.close()


@on_a_server("watcher")
async def test_a_table_of_bots_that_ends_before_its_creator_looks_can_still_be_watched(
    server: TableServer, watcher: TableClient
) -> None:
    """Quick bots may finish before the creator's `spectate` arrives: the table waits for it."""
    table = await watcher.create_table("nippachi", 2, [{"kind": "bot", "level": "random"}] * 2, {"hands": 1})
    await until(lambda: server.tables[table].host.over)
    view = await watcher.spectate(table)
    await watcher.wait_for(lambda: view.over, 60)
    second = await watcher.create_table("nippachi", 2, [{"kind": "bot", "level": "random"}] * 2, {"hands": 1})
    await until(lambda: table not in server.tables or server.tables[table].has_audience())
    assert table in server.tables  # still watched
    await until(lambda: server.tables[second].host.over)
    third = await watcher.create_table("nippachi", 2, [{"kind": "bot", "level": "random"}] * 2, {"hands": 1})
    await until(lambda: second not in server.tables)  # a newer table: the unwatched one is let go
    assert third in server.tables


@on_a_server("host")
async def test_the_lan_announcement_lists_open_tables_without_sending_anything(
    server: TableServer, client: TableClient
) -> None:
    """The announcement's record is built here but never registered: tests send no multicast."""
    from shikitable.net.announce import SERVICE_TYPE, Announcer, read_tables
    seats = [{"kind": "remote"}] * 2 + [{"kind": "bot", "level": "random"}] * 2
    table = await client.create_table("taxot", 4, seats)
    text = server._table_text()
    assert text == f"{table}:taxot:2/4"
    info = Announcer("shikitable", "127.0.0.1", server.port)._service(text)
    assert info.type == SERVICE_TYPE and info.port == server.port
    assert info.properties[b"tables"] == text.encode() and info.properties[b"proto"] == str(p.PROTOCOL_VERSION).encode()
    assert read_tables(text) == [{"table": table, "game": "taxot", "open": 2, "players": 4}]
    assert read_tables("junk,:x:1/2,A:b:c/d," + text) == read_tables(text)


@on_a_server("a", "b")
async def test_a_game_that_fails_half_way_through_a_move_leaves_the_table_as_it_was(
    server: TableServer, a: TableClient, b: TableClient
) -> None:
    """The server copies no state before a move (the copy was half its CPU a move in riichi):
    a game that fails on a listed move after changing the state is undone by replaying the log."""
    import json

    # four remote seats, two on each connection: nothing moves but the moves this test makes
    table = await a.create_table("riichi", 4, [{"kind": "remote"}] * 4, SHORT["riichi"], seed=11)
    seats = [await a.join(table, seat=0), await a.join(table, seat=1), await b.join(table, seat=2),
             await b.join(table, seat=3)]
    host = server.tables[table].host
    me = next(s for s in seats if s.seat in host.to_act())
    client = a if me.seat < 2 else b
    view = client.views[(table, me.seat)]
    await client.wait_for(lambda: view.version == host.version and bool(view.legal))
    before = (json.dumps(host.game.state_to_json(host.state), sort_keys=True), host.version)
    original = host.game.apply_admitted  # what the move gate hands a checked move to

    def fails_half_way(state, seat, action):  # type: ignore[no-untyped-def]
        state.hands[seat].hand.clear()  # a bug that has already done harm
        raise RuntimeError("the game fell over")

    host.game.apply_admitted = fails_half_way  # type: ignore[method-assign]
    try:
        await client.act(me, view.legal[0])
        await client.wait_for(lambda: bool(client.refusals))
    finally:
        del host.game.apply_admitted  # the instance attribute: the class's own again
    assert host.game.apply_admitted == original
    assert client.refusals[0]["code"] == p.ILLEGAL and "as it was" in client.refusals[0]["reason"]
    assert (json.dumps(host.game.state_to_json(host.state), sort_keys=True), host.version) == before
    await client.act(me, view.legal[0])  # and the same move, now that the game works, is taken
    await client.wait_for(lambda: view.version > before[1])
