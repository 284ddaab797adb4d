"""Safety: a client acts only for its own seat with its token; malformed, oversized, stale,
out-of-turn and illegal messages are refused with a reason and change nothing; rate limits;
chat is plain, length-limited text. The fuzz test throws thousands of hostile messages."""

from __future__ import annotations

import asyncio
import json
import random
import time
from pathlib import Path
from typing import Any

import pytest
from net_helpers import SHORT, on_a_server, play_seats, run, seat_bots, serving

from shikitable.core.actions import Action
from shikitable.net import protocol as p
from shikitable.net.client import Seated, ServerRefused, TableClient
from shikitable.net.server import TableServer

FUZZ_QUICK = 10_000  # about 5 s here, so the full count runs in the normal suite
FUZZ_SEEDS_SLOW = 5
# seat tokens a stranger may send: accents, CJK, emoji (outside the BMP), right-to-left marks,
# controls, a NUL, the token alphabet's look-alikes, the longest allowed
NON_ASCII_TOKENS = ["é" * 24, "座席の札" * 6, "🀄" * 24, "\u202etoken", "tok\x00en", "\x7f\x85\x9f",
                    "ｘ" * 24, "Ａ" * 64, "tökën-ünïcödé-" * 4, "\ufeffabc", "א" * 30]


def _readable_id(text: str | bytes) -> int | None:
    """The id a test message carries, read the plain way (not with the server's code)."""
    try:
        message = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if isinstance(message, dict) and type(message.get("id")) is int and message["id"] >= 0:
        return int(message["id"])
    return None


def _server_state(server: TableServer) -> Any:
    """Everything a hostile message must not change: the tables, their states and seats, the store."""
    return (
        sorted(server.tables),
        {tid: (t.host.version, json.dumps(t.host.game.state_to_json(t.host.state), sort_keys=True),
               [(s.token, s.name, s.taken_over) for s in t.slots], t.started)
         for tid, t in server.tables.items()},
        len(server.store.matches()),
    )


class Hostile:
    """Malformed and hostile messages, each one the server must refuse."""

    def __init__(self, rng: random.Random, table: str, victim: Seated, old_acts: list[str], v: int = 1) -> None:
        self.rng, self.table, self.victim, self.old_acts, self.v = rng, table, victim, old_acts, v

    def message(self) -> str | bytes:
        makers = [
            self.not_json, self.not_an_object, self.bad_version, self.bad_type, self.missing_field,
            self.extra_field, self.wrong_field_type, self.bad_action, self.huge, self.deep, self.constants,
            self.bad_text, self.stolen_token, self.bad_join, self.bad_create, self.binary, self.bad_settings,
            self.bad_token_text,
        ]
        text = self.rng.choice(makers)()
        if isinstance(text, str):  # most with an id
            if self.rng.random() < 0.7 and text.startswith('{"v"'):
                text = f'{{"id": {self.rng.randrange(2**40)}, ' + text[1:]
        return text

    def bad_token_text(self) -> str:
        """Tokens of every kind of character: each only ever a wrong token."""
        token = self.rng.choice(NON_ASCII_TOKENS)
        return json.dumps(self.rng.choice([
            self._act(token=token, seat=self.victim.seat),
            {"v": self.v, "type": "join", "table": self.table, "token": token},
        ]), ensure_ascii=self.rng.random() < 0.5)

    def _act(self, **change: Any) -> dict[str, Any]:
        message = {"v": self.v, "type": "act", "table": self.table, "seat": 0, "token": "x" * 24, "version": 0,
                   "action": {"kind": "discard", "cards": [1]}}
        message.update(change)
        return message

    def _any_valid_shape(self) -> dict[str, Any]:
        return self.rng.choice([
            self._act(),
            {"v": self.v, "type": "join", "table": self.table, "seat": 0},
            {"v": self.v, "type": "chat", "table": self.table, "text": "hello"},
            {"v": self.v, "type": "create_table", "game": "taxot", "players": 2, "seats": [{"kind": "remote"}] * 2},
        ])

    def not_json(self) -> str:
        text = json.dumps(self._any_valid_shape())
        return self.rng.choice([text[: self.rng.randrange(len(text))], text + "}", "{'v': 1}", "", "\x00\x01",
                                "".join(chr(self.rng.randrange(32, 127)) for _ in range(40))])

    def not_an_object(self) -> str:
        return json.dumps(self.rng.choice([[1, 2], 3, "act", None, True, [{"v": self.v, "type": "list_tables"}]]))

    def bad_version(self) -> str:
        message = self._any_valid_shape()
        message["v"] = self.rng.choice([0, 3, str(self.v), float(self.v), None, True, [1], 3 - self.v])
        return json.dumps(message)

    def bad_type(self) -> str:
        kind = self.rng.choice(["ACT", "shutdown", 7, None, ["act"], "welcome", "a" * 500])
        return json.dumps({"v": self.v, "type": kind})

    def missing_field(self) -> str:
        message = self._any_valid_shape()
        del message[self.rng.choice([k for k in message if k not in ("v", "type")])]
        return json.dumps(message)

    def extra_field(self) -> str:
        message = self._any_valid_shape()
        message[self.rng.choice(["admin", "state", "seed_please", "__proto__", "x" * 300])] = 1
        return json.dumps(message)

    def wrong_field_type(self) -> str:
        message = self._any_valid_shape()
        field = self.rng.choice([k for k in message if k not in ("v", "type")])
        message[field] = self.rng.choice([None, -1, 2**70, 1.5, True, "0", [], {}])
        return json.dumps(message)

    def bad_action(self) -> str:
        action = self.rng.choice([
            None, [], "discard", {"kind": 5}, {"kind": ""}, {"kind": "x" * 100}, {"kind": "discard", "cards": "1"},
            {"kind": "discard", "cards": [True]}, {"kind": "discard", "cards": [1.0]},
            {"kind": "discard", "cards": [-1]},
            {"kind": "discard", "cards": list(range(65))}, {"kind": "discard", "arg": 1.5},
            {"kind": "discard", "arg": {"a": 1}}, {"kind": "discard", "arg": True}, {"kind": "discard", "evil": 1},
        ])
        return json.dumps(self._act(action=action, token=self.victim.token))

    def huge(self) -> str:
        return json.dumps(self._act(action={"kind": "chat", "cards": [], "arg": "x" * (p.MAX_MESSAGE_BYTES + 10)}))

    def deep(self) -> str:
        depth = self.rng.choice([100, 5000, 30000])
        return "[" * depth + "]" * depth

    def constants(self) -> str:
        return self.rng.choice(['{"v": NaN, "type": "hello", "name": "a"}', '{"v": 1, "type": "act", "seat": Infinity}',
                                '{"v": 1, "type": "hello", "name": -Infinity}'])

    def bad_text(self) -> str:
        return json.dumps(self.rng.choice([
            {"v": self.v, "type": "chat", "table": self.table, "text": "x" * (p.MAX_CHAT_CHARS + 1)},
            {"v": self.v, "type": "chat", "table": self.table, "text": " \n\t "},
            {"v": self.v, "type": "chat", "table": self.table, "text": "\ud800 broken"},
            {"v": self.v, "type": "chat", "table": self.table, "text": "not seated here"},
            {"v": self.v, "type": "hello", "name": "\x07\x08"},
            {"v": self.v, "type": "hello", "name": "n" * 33},
        ]))

    def stolen_token(self) -> str:
        """The victim's seat and real token, but from a connection that never joined it; or
        the victim's token for another seat; or a made-up token."""
        token = self.rng.choice([self.victim.token, self.victim.token[:-1] + "A", "guess"])
        seat = self.rng.choice([self.victim.seat, 1 - self.victim.seat, 3])
        return json.dumps(self._act(seat=seat, token=token, version=self.rng.randrange(0, 50)))

    def bad_join(self) -> str:
        return json.dumps(self.rng.choice([
            {"v": self.v, "type": "join", "table": self.table},  # no open seat left
            {"v": self.v, "type": "join", "table": self.table, "seat": 0},  # taken
            {"v": self.v, "type": "join", "table": self.table, "token": "forged-token"},
            {"v": self.v, "type": "join", "table": "NOSUCH"},
            {"v": self.v, "type": "join", "table": self.table, "seat": 9},
            {"v": self.v, "type": "spectate", "table": "NOSUCH"},
        ]))

    def bad_create(self) -> str:
        seats = [{"kind": "remote"}] * 4
        return json.dumps(self.rng.choice([
            {"v": self.v, "type": "create_table", "game": "chess", "players": 4, "seats": seats},
            {"v": self.v, "type": "create_table", "game": "riichi", "players": 3, "seats": seats[:3]},
            {"v": self.v, "type": "create_table", "game": "taxot", "players": 4, "seats": seats[:3]},
            {"v": self.v, "type": "create_table", "game": "taxot", "players": 4, "seats": [{"kind": "bot"}] * 4},
            {"v": self.v, "type": "create_table", "game": "taxot", "players": 4, "seats": [{"kind": "god"}] * 4},
            {"v": self.v, "type": "create_table", "game": "taxot", "players": 4, "seats": seats,
             "options": {"target_score": 10**9}},
            {"v": self.v, "type": "create_table", "game": "taxot", "players": 4, "seats": seats,
             "options": {"nope": 1}},
            {"v": self.v, "type": "create_table", "game": "taxot", "players": 4, "seats": seats, "options": [1]},
            {"v": self.v, "type": "create_table", "game": "taxot", "players": 4,
             "seats": [{"kind": "bot", "level": "godlike"}] * 4},
        ]))

    def bad_settings(self) -> str:
        settings = self.rng.choice([
            {"grace_s": -1}, {"grace_s": 1e300}, {"turn_timer_s": 0}, {"bot_after_grace": "oracle"},
            {"hints": "yes"}, {"admin": True}, [1], "fast",
        ])
        return json.dumps({"v": self.v, "type": "create_table", "game": "taxot", "players": 2,
                           "seats": [{"kind": "remote"}] * 2, "settings": settings})

    def binary(self) -> bytes:
        return json.dumps({"v": self.v, "type": "list_tables"}).encode()


async def _fuzz(server: TableServer, count: int, seed: int, protocol: int = p.PROTOCOL_VERSION) -> None:
    players = [await TableClient.connect(server.url, f"p{i}", protocol=protocol) for i in range(2)]
    table = await players[0].create_table("taxot", 2, [{"kind": "remote"}] * 2, SHORT["taxot"], seed=seed)
    seated = [await client.join(table) for client in players]
    # a few real moves, each kept: the fuzz replays them later
    old_acts: list[str] = []
    host = server.tables[table].host
    while len(old_acts) < 3 and not host.over:
        seat = host.to_act()[0]
        client, me = players[seat], seated[seat]
        view = client.views[(table, seat)]
        await client.wait_for(lambda v=view: v.version == host.version)
        action = seat_bots("taxot", [seat], len(old_acts))[seat].choose(view.observation, view.legal)
        old_acts.append(p.encode(p.ACT, protocol, table=table, seat=seat, token=me.token, version=view.version,
                                 action=action.to_json()))
        await players[seat].send_raw(old_acts[-1])
        moved = len(old_acts)
        await client.wait_for(lambda v=view, n=moved: v.version == n)
    before = _server_state(server)
    attacker = await TableClient.connect(server.url, "mallory", protocol=protocol)
    rng = random.Random(seed)
    hostile = Hostile(rng, table, seated[0], old_acts, protocol)
    ids: list[int | None] = []  # the id of each hostile message, where it could be read
    sent = {attacker: 0, players[0]: 0, players[1]: 0}
    base = {client: len(client.refusals) for client in sent}
    started = time.perf_counter()
    for index in range(count):
        if index % 10 == 0:  # replays of the players' own old moves, on their own connections
            text = rng.choice(old_acts)
            owner = players[json.loads(text)["seat"]]
            await owner.send_raw(text)
            sent[owner] += 1
        elif index % 10 == 1:  # a real player sending what is not its turn or not legal
            seat = rng.randrange(2)
            view = players[seat].views[(table, seat)]
            # refused whatever the turn: a card not in the hand, or a move no game has
            hand = set(view.observation["hand"])
            action = rng.choice([Action.make("discard", [rng.choice([c for c in range(60) if c not in hand])]),
                                 Action.make("teleport", [], rng.randrange(9))])
            await players[seat].act(seated[seat], action, view.version)
            sent[players[seat]] += 1
        else:
            text = hostile.message()
            ids.append(_readable_id(text))
            await attacker.send_raw(text)
            sent[attacker] += 1
    for client, number in sent.items():
        await client.wait_for(lambda c=client, n=number: len(c.refusals) - base[c] >= n or
                              _server_state(server) != before, 120)
        assert len(client.refusals) - base[client] == number  # one refusal for each, none lost
    elapsed = time.perf_counter() - started
    assert _server_state(server) == before  # nothing changed
    refusals = [r for client in sent for r in client.refusals[base[client]:]]
    assert all(r["reason"] and r["code"] for r in refusals)
    # each refusal names the message it refuses wherever that message's id could be read
    answered = attacker.refusals[base[attacker]:]
    assert [r.get("re") for r in answered] == ids
    assert sum(i is not None for i in ids) > len(ids) // 2
    assert not any(r["code"] == p.INTERNAL for r in refusals)
    codes = {r["code"] for r in refusals}
    assert {p.BAD_JSON, p.TOO_BIG, p.BAD_MESSAGE, p.BAD_VERSION, p.BAD_TOKEN, p.STALE, p.NO_TABLE,
            p.NO_SEAT, p.BAD_GAME} <= codes
    # still serving: the two players finish their match, a newcomer is welcomed
    await asyncio.gather(*[play_seats(c, [s], seat_bots("taxot", [s.seat], 2)) for c, s in
                           zip(players, seated, strict=True)])
    assert host.over
    newcomer = await TableClient.connect(server.url, "newcomer")
    assert await newcomer.list_tables()
    print(f"fuzz: {count} messages refused in {elapsed:.1f} s")
    for client in (*players, attacker, newcomer):
        await client.close()


@pytest.mark.parametrize("protocol", p.PROTOCOLS)
def test_fuzz_hostile_messages_are_refused_and_change_nothing(tmp_path: Path, protocol: int) -> None:
    async def body() -> None:
        async with serving(tmp_path, rate=1e9, burst=1e9) as server:
            await _fuzz(server, FUZZ_QUICK, 1, protocol)

    run(body)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(2, 2 + FUZZ_SEEDS_SLOW))
def test_fuzz_more_seeds(tmp_path: Path, seed: int) -> None:
    async def body() -> None:
        async with serving(tmp_path, rate=1e9, burst=1e9) as server:
            await _fuzz(server, FUZZ_QUICK, seed)

    run(body, timeout=900)


@on_a_server("bystander", "attacker")
async def test_a_frame_over_the_transport_limit_closes_only_that_connection(
    server: TableServer, bystander: TableClient, attacker: TableClient
) -> None:
    await attacker.send_raw("x" * (p.TRANSPORT_LIMIT_BYTES + 1))
    await attacker.wait_for(lambda: attacker.closed)
    assert attacker.connection.close_code == 1009
    assert (await bystander.list_tables()) == []


@on_a_server("a")
async def test_hello_comes_first_and_bad_requests_raise_with_the_reason(
    server: TableServer, client: TableClient
) -> None:
    with pytest.raises(ServerRefused) as refused:
        await client.create_table("taxot", 7, [{"kind": "remote"}] * 7)
    assert refused.value.code == p.BAD_GAME and "2-6 players" in refused.value.reason
    with pytest.raises(ServerRefused) as refused:
        await client.join("NOSUCH")
    assert refused.value.code == p.NO_TABLE
    # a raw connection that skips hello is told to say it first
    import websockets

    async with websockets.connect(server.url) as raw:
        await raw.send(p.encode(p.LIST_TABLES, id=1))
        answer = json.loads(await raw.recv())
    assert answer["code"] == p.NOT_HELLO and answer["re"] == 1


@on_a_server("a", "b")
async def test_only_the_seats_own_connection_and_token_may_act(
    server: TableServer, a: TableClient, b: TableClient
) -> None:
    table = await a.create_table("nippachi", 2, [{"kind": "remote"}] * 2, {"hands": 1}, seed=6)
    sa, sb = await a.join(table), await b.join(table)
    host = server.tables[table].host
    mover, waiter = (a, sa), (b, sb)
    if host.to_act()[0] != sa.seat:
        mover, waiter = waiter, mover
    client, me = mover
    view = client.views[(table, me.seat)]
    legal = view.legal[0]
    before = host.version
    # the other player may not move for me, even with my token, nor with its own
    other, them = waiter
    for seat, token in ((me.seat, me.token), (me.seat, them.token), (them.seat, them.token)):
        await other.send(p.ACT, table=table, seat=seat, token=token, version=before, action=legal.to_json())
    await other.wait_for(lambda: len(other.refusals) == 3)
    assert [r["code"] for r in other.refusals] == [p.BAD_TOKEN, p.BAD_TOKEN, p.NOT_YOUR_TURN]
    # a stale version is refused; the right one is taken once, its replay is refused
    await client.act(me, legal, before + 1)
    await client.wait_for(lambda: len(client.refusals) == 1)
    assert client.refusals[0]["code"] == p.STALE and host.version == before
    await client.act(me, legal, before)
    await client.wait_for(lambda: view.version == before + 1)
    await client.act(me, legal, before)
    await client.wait_for(lambda: len(client.refusals) == 2)
    assert client.refusals[1]["code"] == p.STALE and host.version == before + 1


@on_a_server("a", "b")
async def test_an_illegal_move_is_refused_with_the_rules_reason(
    server: TableServer, a: TableClient, b: TableClient
) -> None:
    table = await a.create_table("taxot", 2, [{"kind": "remote"}] * 2, SHORT["taxot"], seed=6)
    seats = {a: await a.join(table), b: await b.join(table)}
    host = server.tables[table].host
    client = a if host.to_act()[0] == seats[a].seat else b
    me = seats[client]
    hand = client.views[(table, me.seat)].observation["hand"]
    not_mine = next(card for card in range(200) if card not in hand)
    await client.act(me, Action.make("discard", [not_mine]))
    await client.wait_for(lambda: bool(client.refusals))
    assert client.refusals[0]["code"] == p.ILLEGAL and client.refusals[0]["reason"]
    assert host.version == 0 and not host.log


@on_a_server("flood", "calm", rate=0.001, burst=5)  # flood's hello used one of the five
async def test_a_flood_is_rate_limited_and_the_connection_is_cut_only_if_it_goes_on(
    server: TableServer, flood: TableClient, calm: TableClient
) -> None:
    # sent raw: `send` keeps within the announced rate, as an honest client does
    for _ in range(10):
        await flood.send_raw(p.encode(p.LIST_TABLES))
    await flood.wait_for(lambda: len(flood.refusals) == 6)
    assert all(r["code"] == p.RATE for r in flood.refusals)
    assert not flood.closed
    for _ in range(300):
        await flood.send_raw(p.encode(p.LIST_TABLES))
    await flood.wait_for(lambda: flood.closed)
    assert flood.connection.close_code == 1008
    assert (await calm.list_tables()) == []  # the calm connection is served as before


@on_a_server("quick", rate=50, burst=4)
async def test_a_client_faster_than_the_rate_waits_instead_of_being_refused(
    server: TableServer, quick: TableClient
) -> None:
    # a random bot's seat on an idle machine moves faster than the rate: a refused move was lost
    # and the match waited for ever (小猫 over protocol 2, seed 0)
    for _ in range(30):
        await quick.send(p.LIST_TABLES)
    assert await quick.list_tables() == []
    assert not quick.refusals


@on_a_server("a", "b", "outsider")
async def test_chat_is_plain_length_limited_text_for_the_table_only(
    server: TableServer, a: TableClient, b: TableClient, outsider: TableClient
) -> None:
    table = await a.create_table("taxot", 2, [{"kind": "remote"}] * 2, SHORT["taxot"], seed=6)
    await a.join(table)
    await b.join(table)
    await a.say(table, "  <b>hi</b>\nthere\x1b[31m  ")
    await b.wait_for(lambda: bool(b.chat))
    assert b.chat[0]["text"] == "<b>hi</b> there [31m" and b.chat[0]["name"] == "a"
    assert b.chat[0]["seat"] == 0
    await a.say(table, "x" * (p.MAX_CHAT_CHARS + 1))
    await outsider.say(table, "let me in")
    await a.wait_for(lambda: bool(a.refusals) and bool(outsider.refusals))
    assert a.refusals[0]["code"] == p.BAD_MESSAGE and outsider.refusals[0]["code"] == p.NO_SEAT
    assert len(b.chat) == 1


@on_a_server("greedy")
async def test_one_connection_may_open_only_a_few_tables_at_once(server: TableServer, client: TableClient) -> None:
    from shikitable.net.server import MAX_TABLES_PER_CONNECTION

    for _ in range(MAX_TABLES_PER_CONNECTION):
        await client.create_table("taxot", 2, [{"kind": "remote"}] * 2)
    with pytest.raises(ServerRefused) as refused:
        await client.create_table("taxot", 2, [{"kind": "remote"}] * 2)
    assert refused.value.code == p.FULL
    assert len(server.tables) == MAX_TABLES_PER_CONNECTION
    other = await TableClient.connect(server.url, "other")  # others may still open tables
    await other.create_table("taxot", 2, [{"kind": "remote"}] * 2)
    await other.close()


@on_a_server("first", "second", max_connections=2)
async def test_a_full_server_turns_new_connections_away_and_keeps_serving_the_others(
    server: TableServer, first: TableClient, second: TableClient
) -> None:
    with pytest.raises((ConnectionError, OSError)):
        await TableClient.connect(server.url, "third")
    assert await first.list_tables() == [] and await second.list_tables() == []
    await second.close()
    await first.wait_for(lambda: len(server.peers) == 1)
    third = await TableClient.connect(server.url, "third")  # a place came free
    await third.close()


@on_a_server("dealer", allow_client_seed=False)
async def test_a_table_cannot_choose_its_seed_on_a_real_server(server: TableServer, client: TableClient) -> None:
    """Whoever knows the seed can deal every hand at home: `shikitable serve` never takes one."""
    with pytest.raises(ServerRefused) as refused:
        await client.create_table("taxot", 2, [{"kind": "remote"}] * 2, seed=42)
    assert "seed" in refused.value.reason and server.tables == {}
    table = await client.create_table("taxot", 2, [{"kind": "remote"}] * 2)
    assert server.tables[table].host.seed != 42
