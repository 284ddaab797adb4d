"""Protocol 2: after a seat's first whole view, each update carries only what changed (a JSON
Patch from the version it names). Whole matches of every game with four clients and a
spectator, each client's patched view compared with the whole view the server has for it at
every message; a client that loses its place asks for the whole view again; protocol 1
clients at the same table still get whole views."""

from __future__ import annotations

import asyncio
import json
from collections import deque
from pathlib import Path
from typing import Any

import pytest
from net_helpers import SHORT, on_a_server, play_seats, run, seat_bots, serving

from shikitable.games import GAMES
from shikitable.net import protocol as p
from shikitable.net.client import TableClient
from shikitable.net.peer import Peer
from shikitable.net.server import TableServer

PLAYERS = 4


def _json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False)


class WholeViews:
    """Reads every snapshot and update the server queues, at that moment, and keeps the whole
    view the server's match shows that stream then, straight from the match (observation,
    legal moves, who acts, over, result) with the number of events so far: what protocol 1
    would have sent. Each client's view after that message must be exactly this."""

    def __init__(self, server: TableServer) -> None:
        self.server = server
        self.expected: dict[tuple[str, str, int | None], deque[tuple[int, str, int]]] = {}
        self.patches = 0
        self.patch_bytes = 0
        self.whole_bytes = 0
        server.observer = self.observe

    def observe(self, peer: Peer, text: str) -> None:
        message = json.loads(text)
        if message["type"] not in (p.SNAPSHOT, p.UPDATE):
            return
        table = self.server.tables[message["table"]]
        host, seat = table.host, message["seat"]
        assert message["version"] == host.version
        to_act = list(host.to_act()) if table.started else []
        result = host.result()
        whole = {
            "observation": host.observation(seat),
            "legal": [a.to_json() for a in host.legal_actions(seat)] if seat is not None and seat in to_act else [],
            "to_act": to_act,
            "over": host.over,
            "result": result.to_json() if result else None,
        }
        key = (str(peer.name), table.id, seat)
        # every event reaches every stream (a seat's view of it may hide its secret part): as
        # many as the history holds, without filtering the whole history at every message
        self.expected.setdefault(key, deque()).append((host.version, _json(whole), len(host.history)))
        if "patch" in message:
            self.patches += 1
            self.patch_bytes += len(text.encode())
            self.whole_bytes += len(p.encode(p.UPDATE, 1, **{k: v for k, v in message.items()
                                                            if k not in ("v", "type", "patch", "base")},
                                             **whole).encode())

    def checker(self, client: TableClient, problems: list[str]) -> None:
        """Compare `client`'s view with the expected one after each of its messages."""

        def check(message: dict[str, Any]) -> None:
            if message.get("type") not in (p.SNAPSHOT, p.UPDATE):
                return
            key = (client.name, message["table"], message["seat"])
            version, whole, events = self.expected[key].popleft()
            view = client.views[(message["table"], message["seat"])]
            if view.version != version or _json(view.document) != whole or len(view.events) != events:
                problems.append(f"{client.name} seat {message['seat']} at version {version}: the patched view "
                                f"differs from the server's whole view")

        client.on_message = check


async def _whole_match(server: TableServer, game_id: str, seed: int) -> WholeViews:
    views = WholeViews(server)
    problems: list[str] = []
    players = [await TableClient.connect(server.url, f"p{i}", protocol=2) for i in range(PLAYERS)]
    spectator = await TableClient.connect(server.url, "spectator", protocol=2)
    for client in (*players, spectator):
        views.checker(client, problems)
    table = await players[0].create_table(game_id, PLAYERS, [{"kind": "remote"}] * PLAYERS, SHORT[game_id],
                                          seed=seed)
    await spectator.spectate(table)
    seated = [await client.join(table) for client in players]
    await asyncio.gather(*[play_seats(c, [s], seat_bots(game_id, [s.seat], seed * 10 + s.seat))
                           for c, s in zip(players, seated, strict=True)])
    await spectator.wait_for(lambda: spectator.views[(table, None)].over)
    host = server.tables[table].host
    for client, me in [*zip(players, [s.seat for s in seated], strict=True), (spectator, None)]:
        view = client.views[(table, me)]
        assert _json(view.events) == _json(host.events_for(me))  # the whole stream of events, in order
        assert client.resyncs == 0
    assert host.over and not problems, problems[:5]
    for client in (*players, spectator):
        await client.close()
    return views


@pytest.mark.parametrize("game_id", list(GAMES))
def test_whole_matches_over_protocol_2_patch_every_view_exactly(game_id: str, tmp_path: Path) -> None:
    found: list[WholeViews] = []

    async def body() -> None:
        async with serving(tmp_path) as server:
            found.append(await _whole_match(server, game_id, 7))

    run(body)
    (views,) = found
    assert views.patches > 20  # the match was played over patches
    assert all(not queue for queue in views.expected.values())  # every message was checked
    print(f"{game_id}: {views.patches} patches, {views.patch_bytes / views.patches:.0f} bytes each "
          f"(whole views: {views.whole_bytes / views.patches:.0f})")


@on_a_server("a", "b")
async def test_a_client_that_loses_its_place_asks_for_the_whole_view_and_goes_on(
    server: TableServer, a: TableClient, b: TableClient
) -> None:
    """A protocol 1 spectator at the same table gets whole views, as ever."""
    old_client = await TableClient.connect(server.url, "v1", protocol=1)
    table = await a.create_table("taxot", 2, [{"kind": "remote"}] * 2, SHORT["taxot"], seed=8)
    await old_client.spectate(table)
    sa, sb = await a.join(table), await b.join(table)
    dropped: list[dict[str, Any]] = []
    take = a._take

    def lose_the_third_update(message: dict[str, Any]) -> None:
        if message.get("type") == p.UPDATE and not dropped and message["version"] == 3:
            dropped.append(message)  # as if it never came
            return
        take(message)

    a._take = lose_the_third_update  # type: ignore[method-assign]
    old_client.keep_raw = True
    await asyncio.gather(play_seats(a, [sa], seat_bots("taxot", [sa.seat], 1)),
                         play_seats(b, [sb], seat_bots("taxot", [sb.seat], 2)))
    host = server.tables[table].host
    assert dropped and a.resyncs == 1  # the next patch did not fit: one whole view asked for
    view = a.views[(table, sa.seat)]
    assert view.over and view.version == host.version
    assert _json(view.document["observation"]) == _json(host.observation(sa.seat))
    await old_client.wait_for(lambda: old_client.views[(table, None)].over)
    updates = [json.loads(text) for text in old_client.received if '"type":"update"' in text]
    assert updates and all(u["v"] == 1 and "observation" in u and "patch" not in u for u in updates)
    assert _json(old_client.views[(table, None)].observation) == _json(host.observation(None))
    await old_client.close()


@on_a_server("a")
async def test_resync_is_refused_for_a_stream_the_connection_does_not_follow(
    server: TableServer, a: TableClient
) -> None:
    table = await a.create_table("taxot", 2, [{"kind": "remote"}] * 2, SHORT["taxot"], seed=9)
    with pytest.raises(Exception) as refused:
        await a.request(p.RESYNC, table=table, seat=1)
    assert getattr(refused.value, "code", "") == p.NO_SEAT
    await a.join(table, seat=0)
    reply = await a.request(p.RESYNC, table=table, seat=0)
    assert reply["type"] == p.SNAPSHOT and reply["seat"] == 0


def test_a_holder_that_changes_its_view_in_place_does_not_spoil_the_next_patch() -> None:
    """The table or a bot may change the observation it was handed; the base the next patch
    applies to is the client's own."""
    from shikitable.net.client import SeatView
    from shikitable.net.patch import make_patch

    first = {"observation": {"hand": [1, 2, 3], "scores": [0, 0]}, "legal": [], "to_act": [0], "over": False,
             "result": None}
    second = {"observation": {"hand": [1, 3, 4], "scores": [5, 0]}, "legal": [], "to_act": [1], "over": False,
              "result": None}
    view = SeatView("T", 0)
    assert view.apply({"v": 2, "type": p.SNAPSHOT, "version": 4, "events": [], **first})
    view.observation["hand"].clear()  # a careless holder
    view.observation["scores"][0] = 99
    assert view.apply({"v": 2, "type": p.UPDATE, "version": 5, "base": 4, "events": [{"kind": "x"}],
                       "patch": make_patch(first, second)})
    assert view.observation == second["observation"] and view.to_act == [1] and view.events == [{"kind": "x"}]
    assert not view.apply({"v": 2, "type": p.UPDATE, "version": 7, "base": 6, "events": [], "patch": []})
    assert view.version == 5  # a patch from a version it never had is not applied
