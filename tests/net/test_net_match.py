"""Whole matches over the wire: a server on 127.0.0.1 and clients in this process, each client
playing its seat with a bot; hot seat; server bots; spectators; reconnect; restart."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from net_helpers import SHORT, on_a_server, play_seats, run, seat_bots, server_view_at, serving

from shikitable.games import GAMES
from shikitable.net.client import TableClient
from shikitable.net.keeper import TableKeeper
from shikitable.net.server import TableServer
from shikitable.session.host import MatchHost
from shikitable.session.saves import SaveData
from shikitable.session.store import MatchStore


@pytest.mark.parametrize("game_id", list(GAMES))
def test_remote_players_finish_a_whole_match_of_every_game(game_id: str, tmp_path: Path) -> None:
    game = GAMES[game_id]
    players = 4 if game.min_players <= 4 <= game.max_players else game.default_players

    async def body() -> None:
        async with serving(tmp_path) as server:
            clients = [await TableClient.connect(server.url, f"player {i}") for i in range(players)]
            table = await clients[0].create_table(game_id, players, [{"kind": "remote"}] * players, SHORT[game_id],
                                                  seed=11)
            seated = [await client.join(table) for client in clients]
            await asyncio.gather(*[
                play_seats(client, [s], seat_bots(game_id, [s.seat], 7 + s.seat))
                for client, s in zip(clients, seated, strict=True)
            ])
            host = server.tables[table].host
            assert host.over
            for client, s in zip(clients, seated, strict=True):
                view = client.views[(table, s.seat)]
                # each player ends with the server's own view of its seat and the final result
                assert view.over and view.version == host.version
                assert view.observation == host.observation(s.seat)
                assert view.events == host.events_for(s.seat)
                assert view.result == host.result().to_json()
                await client.wait_for(lambda c=client: table in c.records)
            # the record sent at the end replays to the same match, and the store has it finished
            replayed = MatchHost.from_save(SaveData.from_json(clients[0].records[table]))
            assert replayed.result().to_json() == host.result().to_json()
            stored = server.store.match(host.store_id)
            assert stored.finished is not None and stored.actions == len(host.log)
            for client in clients:
                await client.close()

    run(body)


@on_a_server("pair", "third")
async def test_hot_seat_pair_and_two_remote_players_with_server_bots(
    server: TableServer, pair: TableClient, third: TableClient
) -> None:
    """One client holds seats 0 and 1 (two people at one screen), another holds seat 2; seat 3
    is a server bot. Each of the pair sees its own hand only in its own seat's view."""
    seats = [{"kind": "remote"}] * 3 + [{"kind": "bot", "level": "heuristic"}]
    table = await pair.create_table("taxot", 4, seats, {"match_length": "target", "target_score": 10}, seed=4)
    first, second = await pair.join(table, 0), await pair.join(table, 1)
    other = await third.join(table)
    host = server.tables[table].host
    assert pair.views[(table, 0)].observation["hand"] == sorted(host.state.hands[0])
    assert pair.views[(table, 1)].observation["hand"] == sorted(host.state.hands[1])
    await asyncio.gather(
        play_seats(pair, [first, second], seat_bots("taxot", [0, 1], 3)),
        play_seats(third, [other], seat_bots("taxot", [2], 5)),
    )
    assert host.over and host.seats[3].kind == "heuristic"
    assert any(seat == 3 for seat, _ in host.log)  # the server's bot played its part


def test_spectator_sees_the_public_view_and_the_record_only_at_the_end(tmp_path: Path) -> None:
    async def body() -> None:
        async with serving(tmp_path) as server:
            watcher = await TableClient.connect(server.url, "watcher")
            bots = [{"kind": "bot", "level": "random"}] * 4
            table = await watcher.create_table("riichi", 4, bots, SHORT["riichi"], seed=2)
            view = await watcher.spectate(table)
            await watcher.wait_for(lambda: view.over, 120)
            host = server.tables[table].host
            assert view.observation == host.observation(None)
            assert view.events == host.events_for(None)
            assert view.legal == []
            await watcher.wait_for(lambda: table in watcher.records)
            # the record is the first and only message with the seed and the log
            record_messages = [m for m in watcher_messages if m.get("type") == "record"]
            assert len(record_messages) == 1 and record_messages[0]["save"]["seed"] == 2
            await watcher.close()

    watcher_messages: list[dict] = []
    original = TableClient._take

    def keep(self: TableClient, message: dict) -> None:
        watcher_messages.append(message)
        original(self, message)

    TableClient._take = keep  # type: ignore[method-assign]
    try:
        run(body)
    finally:
        TableClient._take = original  # type: ignore[method-assign]


@on_a_server("p0", "p1", "p2", "p3")
async def test_dropped_client_reconnects_mid_hand_and_sees_exactly_the_servers_view(
    server: TableServer, *clients: TableClient
) -> None:
    table = await clients[0].create_table("riichi", 4, [{"kind": "remote"}] * 4, SHORT["riichi"], seed=5)
    seated = [await client.join(table) for client in clients]
    host = server.tables[table].host
    plays = [asyncio.create_task(play_seats(c, [s], seat_bots("riichi", [s.seat], 9 + s.seat)))
             for c, s in zip(clients[1:], seated[1:], strict=True)]
    # seat 0 plays 30 moves, then its connection dies without a goodbye
    bot0 = seat_bots("riichi", [0], 9)
    await play_seats(clients[0], [seated[0]], bot0, stop=lambda: len(host.log) >= 30)
    clients[0].connection.transport.abort()
    await clients[0].wait_for(lambda: clients[0].closed)
    presence = clients[1].presence
    await clients[1].wait_for(lambda: not presence[table]["seats"][0]["connected"])
    assert host.to_act() and not host.over  # mid-hand: the others wait for seat 0 or play on
    back = await TableClient.connect(server.url, "p0 again")
    again = await back.join(table, token=seated[0].token)
    assert again.seat == 0 and again.token == seated[0].token
    # the snapshot (and any update since) shows exactly the server's view at its version
    view = back.views[(table, 0)]
    assert (view.observation, view.events, view.legal) == server_view_at(host, view.version, 0)
    assert view.version >= 30
    await clients[1].wait_for(lambda: presence[table]["seats"][0]["connected"])
    plays.append(asyncio.create_task(play_seats(back, [again], bot0)))
    await asyncio.gather(*plays)
    assert host.over
    await back.close()


@on_a_server("stays", "goes")
async def test_a_bot_plays_for_a_seat_whose_player_does_not_come_back(
    server: TableServer, stays: TableClient, goes: TableClient
) -> None:
    settings = {"grace_s": 0.2, "bot_after_grace": "heuristic"}
    table = await stays.create_table("taxot", 2, [{"kind": "remote"}] * 2, SHORT["taxot"], settings, seed=8)
    mine = await stays.join(table)
    await goes.join(table)
    await goes.close()
    await play_seats(stays, [mine], seat_bots("taxot", [mine.seat], 1))
    await stays.wait_for(lambda: table in stays.records)
    host = server.tables[table].host
    assert host.over and any(seat == 1 for seat, _ in host.log)  # the bot moved for seat 1
    # the match record says a bot played for seat 1, and from which move
    (takeover,) = stays.takeovers[table]
    assert takeover["seat"] == 1 and takeover["level"] == "heuristic"
    assert all(index >= takeover["from_action"] for index, (seat, _) in enumerate(host.log) if seat == 1)


def test_a_seat_token_is_on_disk_before_its_player_has_it(tmp_path: Path) -> None:
    """The table list is written in a thread, but a seat's token is written before it is sent:
    a server killed the moment a player got a token gives that player the seat back."""

    async def body() -> None:
        async with serving(tmp_path) as server:
            clients = [await TableClient.connect(server.url, f"p{i}") for i in range(2)]
            table = await clients[0].create_table("nippachi", 2, [{"kind": "remote"}] * 2, {"hands": 2}, seed=3)
            for client in clients:
                seated = await client.join(table)
                on_disk = TableKeeper(tmp_path / "net_tables.json").load()  # read at once: no wait
                assert seated.token in [slot.get("token") for slot in on_disk[table]["slots"]]
            for client in clients:
                await client.close()

    run(body)


def test_restarted_server_takes_up_its_unfinished_tables(tmp_path: Path) -> None:
    async def body() -> None:
        async with serving(tmp_path) as server:
            clients = [await TableClient.connect(server.url, f"p{i}") for i in range(2)]
            table = await clients[0].create_table("nippachi", 2, [{"kind": "remote"}] * 2, {"hands": 2}, seed=3)
            seated = [await client.join(table) for client in clients]
            host = server.tables[table].host
            await asyncio.gather(*[
                play_seats(c, [s], seat_bots("nippachi", [s.seat], s.seat), stop=lambda: len(host.log) >= 6)
                for c, s in zip(clients, seated, strict=True)
            ])
            before = host.version
            observation = host.observation(1)
            for client in clients:
                client.connection.transport.abort()
        async with serving(tmp_path) as server:
            assert table in server.tables  # taken up again from the store and the table list
            host = server.tables[table].host
            assert host.version == before and host.observation(1) == observation
            clients = [await TableClient.connect(server.url, f"p{i}") for i in range(2)]
            back = [await client.join(table, token=s.token) for client, s in zip(clients, seated, strict=True)]
            assert clients[1].views[(table, 1)].observation == observation
            await asyncio.gather(*[
                play_seats(c, [s], seat_bots("nippachi", [s.seat], s.seat)) for c, s in zip(clients, back, strict=True)
            ])
            assert host.over
            for client in clients:
                await client.close()
        store = MatchStore(tmp_path / "matches.sqlite3")
        assert store.match(host.store_id).finished is not None
        store.close()

    run(body)


async def _two_players_and_two_server_bots(tmp_path: Path, game_id: str, options: dict, drop_after: int) -> None:
    """The acceptance match: two remote players and two server bots; one player's connection
    dies mid-match (as under kill -9), a new client rejoins with the seat token and finishes."""
    async with serving(tmp_path) as server:
        a, b = await TableClient.connect(server.url, "a"), await TableClient.connect(server.url, "b")
        seats = [{"kind": "remote"}, {"kind": "bot", "level": "heuristic"}, {"kind": "remote"},
                 {"kind": "bot", "level": "heuristic"}]
        table = await a.create_table(game_id, 4, seats, options, seed=12)
        sa, sb = await a.join(table), await b.join(table)
        host = server.tables[table].host
        b_plays = asyncio.create_task(play_seats(b, [sb], seat_bots(game_id, [sb.seat], 2, "heuristic")))
        a_bot = seat_bots(game_id, [sa.seat], 1, "heuristic")
        await play_seats(a, [sa], a_bot, stop=lambda: len(host.log) >= drop_after)
        assert not host.over  # dropped mid-match
        a.connection.transport.abort()
        await b.wait_for(lambda: not b.presence[table]["seats"][sa.seat]["connected"])
        back = await TableClient.connect(server.url, "a again")
        again = await back.join(table, token=sa.token)
        view = back.views[(table, sa.seat)]
        assert (view.observation, view.events, view.legal) == server_view_at(host, view.version, sa.seat)
        await asyncio.gather(play_seats(back, [again], a_bot), b_plays)
        assert host.over and host.result() is not None
        assert {seat for seat, _ in host.log} == {0, 1, 2, 3}
        for client in (back, b):
            await client.close()


def test_two_players_two_server_bots_and_a_killed_client_finish_a_whole_taxot_match(tmp_path: Path) -> None:
    run(lambda: _two_players_and_two_server_bots(tmp_path, "taxot", {}, 10))


def test_two_players_two_server_bots_and_a_killed_client_finish_a_riichi_hanchan(tmp_path: Path) -> None:
    run(lambda: _two_players_and_two_server_bots(tmp_path, "riichi", {}, 40))


@on_a_server("old", "b")
async def test_taking_a_seat_back_moves_it_off_the_old_connection(
    server: TableServer, old: TableClient, other: TableClient
) -> None:
    table = await old.create_table("taxot", 2, [{"kind": "remote"}] * 2, SHORT["taxot"], seed=2)
    mine = await old.join(table)
    await other.join(table)
    new = await TableClient.connect(server.url, "new")
    await new.join(table, token=mine.token)
    host = server.tables[table].host
    # the old connection may no longer act for the seat, even with its token
    await old.send("act", table=table, seat=mine.seat, token=mine.token, version=host.version,
                   action={"kind": "pass"})
    await old.wait_for(lambda: bool(old.refusals))
    assert old.refusals[0]["code"] == "bad_token"
    assert server.tables[table].slots[mine.seat].connections == {
        peer for peer in server.peers if peer.name == "new"}
    await new.close()


def test_a_damaged_table_list_is_set_aside_and_a_bad_entry_skipped(tmp_path: Path) -> None:
    async def body() -> None:
        (tmp_path / "net_tables.json").write_text("{not json", encoding="utf-8")
        async with serving(tmp_path) as server:
            assert server.tables == {} and "could not be read" in (server.keeper.problem or "")
        assert list(tmp_path.glob("net_tables.json.unusable-*"))
        (tmp_path / "net_tables.json").write_text(
            '{"AAAAAA": {"match_id": 999, "slots": [], "settings": null},'
            ' "BBBBBB": {"match_id": "x", "slots": 5, "settings": {"grace_s": -4}}}', encoding="utf-8")
        async with serving(tmp_path) as server:
            assert server.tables == {}  # neither can be taken up; the server serves all the same
            client = await TableClient.connect(server.url, "after")
            assert await client.list_tables() == []
            await client.close()

    run(body)
