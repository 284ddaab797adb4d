"""Admission limits and malformed input a stranger may send: silent connections, too many
from one address, a client that does not read, tokens of any characters, spoofing text in
chat. All over 127.0.0.1."""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
import time

import pytest
import websockets
from net_helpers import SHORT, on_a_server, until
from test_net_safety import NON_ASCII_TOKENS

from shikitable.net import protocol as p
from shikitable.net.client import ServerRefused, TableClient
from shikitable.net.server import TableServer

SILENT = 2000


async def _silent(url: str, count: int) -> list[websockets.ClientConnection]:
    """`count` WebSockets that never say a word, opened 100 at a time; those the server turns
    away at once are not kept."""
    opened: list[websockets.ClientConnection] = []

    async def one() -> None:
        with contextlib.suppress(OSError, websockets.InvalidHandshake, TimeoutError):
            opened.append(await websockets.connect(url, open_timeout=10, ping_interval=None))

    for start in range(0, count, 100):
        await asyncio.gather(*(one() for _ in range(min(100, count - start))))
    return opened


@on_a_server("aki", "bo", hello_timeout_s=30.0)  # no timeout helps here: the flood itself is beaten
async def test_two_thousand_silent_sockets_lock_out_neither_a_newcomer_nor_a_returning_player(
    server: TableServer, aki: TableClient, bo: TableClient
) -> None:
    table = await aki.create_table("taxot", 2, [{"kind": "remote"}] * 2, SHORT["taxot"], seed=3)
    await aki.join(table)
    seated = await bo.join(table)
    await bo.connection.close()  # bo's connection drops; the seat waits for bo
    await until(lambda: not server.tables[table].slots[seated.seat].connections)
    started = time.monotonic()
    flood = await _silent(server.url, SILENT)
    flooded_s = time.monotonic() - started
    try:
        # the flood holds no more than its own address's waiting places, whatever it opened
        assert len(server.peers) <= 2 + 8
        newcomer = await TableClient.connect(server.url, "newcomer", timeout=5)
        assert newcomer.welcome["type"] == p.WELCOME and not newcomer.welcome["probation"]
        back = await TableClient.connect(server.url, "bo", timeout=5)
        again = await back.join(table, token=seated.token)
        assert again.seat == seated.seat and (table, seated.seat) in back.views
        assert await newcomer.list_tables()
        await newcomer.close()
        await back.close()
    finally:
        await asyncio.gather(*(c.close() for c in flood), return_exceptions=True)
    print(f"{SILENT} silent sockets opened in {flooded_s:.1f} s")


@on_a_server(hello_timeout_s=0.3)
async def test_a_connection_that_never_says_hello_is_closed_after_the_timeout(server: TableServer) -> None:
    async with websockets.connect(server.url) as silent:
        with pytest.raises(websockets.ConnectionClosed):
            await asyncio.wait_for(silent.recv(), 10)
    assert silent.close_code == 1008 and "hello" in (silent.close_reason or "")
    late = await TableClient.connect(server.url, "prompt")  # one that says hello at once stays
    await asyncio.sleep(0.6)
    assert not late.closed and await late.list_tables() == []
    await late.close()


@on_a_server("first", "second", max_per_address=2)
async def test_past_the_per_address_limit_only_players_taking_back_their_seats_get_in(
    server: TableServer, first: TableClient, second: TableClient
) -> None:
    table = await first.create_table("taxot", 2, [{"kind": "remote"}] * 2, SHORT["taxot"], seed=4)
    await first.join(table)
    mine = await second.join(table)
    await second.connection.close()
    await until(lambda: server.admission.admitted_count == 1)
    third = await TableClient.connect(server.url, "third")  # two admitted again: the limit
    extra = await TableClient.connect(server.url, "extra")
    assert extra.welcome["probation"] and extra.welcome["limits"]["connections_per_address"] == 2
    with pytest.raises(ServerRefused) as refused:
        await extra.list_tables()
    assert refused.value.code == p.FULL and "taking back" in refused.value.reason
    with pytest.raises(ServerRefused) as refused:
        await extra.join(table, seat=0)
    assert refused.value.code == p.FULL
    back = await extra.join(table, token=mine.token)  # a seated player always gets in
    assert back.seat == mine.seat and await extra.list_tables()
    for client in (third, extra):
        await client.close()


@on_a_server("speaker", max_backlog_bytes=64 * 1024, rate=1e9, burst=1e9)
async def test_a_client_that_stops_reading_is_cut_not_buffered_without_end(
    server: TableServer, speaker: TableClient
) -> None:
    table = await speaker.create_table("taxot", 2, [{"kind": "remote"}] * 2, SHORT["taxot"], seed=5)
    await speaker.join(table)
    # a spectator whose socket reads nothing: a small receive buffer, and its reading paused
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.connect(("127.0.0.1", server.port))
    sleeper = await websockets.connect(server.url, sock=sock, ping_interval=None)
    await sleeper.send(p.encode(p.HELLO, name="sleeper"))
    await sleeper.send(p.encode(p.SPECTATE, table=table))
    await until(lambda: any(peer.name == "sleeper" and peer.watching for peer in server.peers))
    sleeper.transport.pause_reading()
    peer = next(peer for peer in server.peers if peer.name == "sleeper")
    said = 0
    while not peer.closed and said < 100_000:
        await speaker.say(table, f"{said} " + "x" * 280)
        said += 1
        if said % 50 == 0:
            await asyncio.sleep(0)  # let the server's writers run
    assert peer.closed and peer.cut_reason == "too far behind in reading"
    assert peer.backlog_bytes <= 64 * 1024
    await until(lambda: peer not in server.peers)
    assert await speaker.list_tables()  # the table and its player are served as before
    sleeper.transport.abort()
    print(f"cut after {said} chat lines")


@on_a_server("owner", "stranger")
async def test_tokens_of_any_characters_are_refused_with_re_and_the_connection_stays(
    server: TableServer, owner: TableClient, stranger: TableClient
) -> None:
    table = await owner.create_table("nippachi", 2, [{"kind": "remote"}] * 2, {"hands": 1}, seed=6)
    me = await owner.join(table)
    await stranger.join(table)
    number = 100
    for token in NON_ASCII_TOKENS:
        for client, seat in ((owner, me.seat), (stranger, me.seat)):  # a seated sender, and another
            for kind, fields in ((p.ACT, {"seat": seat, "version": 0, "action": {"kind": "pass"}}), (p.JOIN, {})):
                number += 1
                raw = json.dumps({"v": p.PROTOCOL_VERSION, "type": kind, "id": number, "table": table,
                                  "token": token, **fields}, ensure_ascii=number % 2 == 0)
                await client.send_raw(raw)
                await client.wait_for(lambda c=client, n=number: any(r.get("re") == n for r in c.refusals))
                refusal = next(r for r in client.refusals if r.get("re") == number)
                assert refusal["code"] in (p.BAD_TOKEN, p.BAD_MESSAGE), refusal
    assert not owner.closed and not stranger.closed
    assert (table, me.seat) in {(t, s) for peer in server.peers for t, s in peer.seats}
    assert not any(r["code"] == p.INTERNAL for r in owner.refusals + stranger.refusals)
    assert await owner.list_tables() and await stranger.list_tables()


@on_a_server("a", "b")
async def test_chat_drops_bidi_controls_and_keeps_every_script(
    server: TableServer, a: TableClient, b: TableClient
) -> None:
    table = await a.create_table("taxot", 2, [{"kind": "remote"}] * 2, SHORT["taxot"], seed=6)
    await a.join(table)
    await b.join(table)
    spoofed = "gg\u202eexe.txt\u202c \u2066ok\u2069 \u200f日本語 עברית العربية हिन्दी 👩\u200d👩\u200d👧\x85end\u2028!"
    await a.say(table, spoofed)
    await b.wait_for(lambda: bool(b.chat))
    assert b.chat[0]["text"] == "ggexe.txt ok 日本語 עברית العربية हिन्दी 👩\u200d👩\u200d👧 end !"
    await a.say(table, "\u202e\u202d\u2067")  # nothing left to show: refused
    await a.wait_for(lambda: bool(a.refusals))
    assert a.refusals[0]["code"] == p.BAD_MESSAGE and len(b.chat) == 1


@on_a_server("first", "second", max_connections=4, reserved_connections=2, max_per_address=100)
async def test_a_nearly_full_server_keeps_its_last_places_for_returning_players(
    server: TableServer, first: TableClient, second: TableClient
) -> None:
    table = await first.create_table("taxot", 2, [{"kind": "remote"}] * 2, SHORT["taxot"], seed=7)
    await first.join(table)
    mine = await second.join(table)
    late = await TableClient.connect(server.url, "late")  # two of four admitted: the other two are kept
    assert late.welcome["probation"]
    with pytest.raises(ServerRefused) as refused:
        await late.create_table("taxot", 2, [{"kind": "remote"}] * 2)
    assert refused.value.code == p.FULL
    await second.connection.close()
    await until(lambda: server.admission.admitted_count == 1)
    other = await TableClient.connect(server.url, "other")  # the open place that came free is taken
    assert not other.welcome["probation"]
    back = await TableClient.connect(server.url, "second")  # the open places are full again: probation
    assert back.welcome["probation"]
    again = await back.join(table, token=mine.token)  # a returning player gets a kept place
    assert again.seat == mine.seat and server.admission.admitted_count == 3
    assert await back.list_tables()
    # all four places in use: a fifth connection pushes out the one still on probation
    fifth = await TableClient.connect(server.url, "fifth")
    await late.wait_for(lambda: late.closed)
    assert fifth.welcome["probation"]
    for client in (other, back, fifth):
        await client.close()
