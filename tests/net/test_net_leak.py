"""The leak test: random matches of every game over the wire, every message to every seat
(and to a spectator) searched for card ids that seat must not know (see leak_watch.py)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from leak_watch import LeakWatcher, card_ints
from net_helpers import SHORT, clients, on_a_server, play_seats, run, seat_bots, serving

from shikitable.games import GAMES
from shikitable.net import protocol as p
from shikitable.net.client import TableClient
from shikitable.net.server import TableServer
from shikitable.session.host import MatchHost

SLOW_MATCHES = 200


async def _leak_matches(tmp_path: Path, game_id: str, seeds: range, protocol: int = p.PROTOCOL_VERSION) -> LeakWatcher:
    game = GAMES[game_id]
    players = game.default_players
    async with serving(tmp_path) as server:
        watcher = LeakWatcher(server)
        clients = [await TableClient.connect(server.url, f"p{i}", protocol=protocol) for i in range(players)]
        spectator = await TableClient.connect(server.url, "spectator", protocol=protocol)
        for seed in seeds:
            table = await clients[0].create_table(game_id, players, [{"kind": "remote"}] * players,
                                                  SHORT[game_id], seed=seed)
            await spectator.spectate(table)
            seated = [await client.join(table) for client in clients]
            await asyncio.gather(*[
                play_seats(c, [s], seat_bots(game_id, [s.seat], seed * 10 + s.seat))
                for c, s in zip(clients, seated, strict=True)
            ])
            await spectator.wait_for(lambda t=table: spectator.views[(t, None)].over)
        for client in (*clients, spectator):
            await client.close()
    return watcher


# protocol 2's patches for every game; protocol 1's whole views (the observation and events the
# contract tests check in every game) for every other game, and for all of them with -m slow
LEAK_CASES = [
    pytest.param(game_id, protocol, marks=[
        *([pytest.mark.slow] if protocol == 1 and index % 2 else []),
    ])
    for index, game_id in enumerate(GAMES)
    for protocol in p.PROTOCOLS
]


@pytest.mark.parametrize(("game_id", "protocol"), LEAK_CASES)
def test_no_message_holds_a_card_its_seat_must_not_know(game_id: str, protocol: int, tmp_path: Path) -> None:
    """Protocol 1 sends whole views, protocol 2 patches: both are searched, every message."""
    found: list[LeakWatcher] = []

    async def body() -> None:
        # one match each: the slow test plays 200
        found.append(await _leak_matches(tmp_path, game_id, range(1), protocol))

    run(body)
    (watcher,) = found
    assert watcher.checked > 20  # the watcher did read the match
    assert watcher.patches > 0 if protocol == 2 else watcher.patches == 0
    assert not watcher.leaks, "\n".join(watcher.leaks[:10])


@pytest.mark.slow
@pytest.mark.parametrize("game_id", list(GAMES))
def test_no_leak_in_two_hundred_random_matches(game_id: str, tmp_path: Path) -> None:
    found: list[LeakWatcher] = []

    async def body() -> None:
        found.append(await _leak_matches(tmp_path, game_id, range(100, 100 + SLOW_MATCHES)))

    run(body, timeout=3600)
    assert not found[0].leaks, "\n".join(found[0].leaks[:10])


Leak = Callable[[dict[str, Any]], None]


async def _caught_on_a_leaky_server(
    server: TableServer,
    game_id: str,
    players: int,
    seed: int,
    leak_of: Callable[[MatchHost], Leak],
    moves: int | None = None,
) -> list[str]:
    """Remote players play a table (its whole match, or its first `moves` moves) on a server
    whose every view for seat 0 first goes through the leak `leak_of(host)` makes; what the
    watcher caught."""
    watcher = LeakWatcher(server)
    async with clients(server, *(f"p{i}" for i in range(players))) as connected:
        table = await connected[0].create_table(game_id, players, [{"kind": "remote"}] * players, SHORT[game_id],
                                                seed=seed)
        seated = [await client.join(table) for client in connected]
        host = server.tables[table].host
        original, leak = host.observation, leak_of(host)

        def leaky(seat: int | None) -> dict:
            view = original(seat)
            if seat == 0:
                leak(view)
            return view

        host.observation = leaky  # type: ignore[method-assign]
        enough = (lambda: len(host.log) >= moves) if moves is not None else (lambda: False)
        await asyncio.gather(*[
            play_seats(c, [s], seat_bots(game_id, [s.seat], s.seat), stop=enough)
            for c, s in zip(connected, seated, strict=True)
        ])
    return watcher.leaks


@on_a_server()
async def test_the_watcher_catches_a_hand_sent_to_the_wrong_seat(server: TableServer) -> None:
    """The watcher itself: a server that put seat 1's hand into seat 0's updates is caught."""

    def peek_at_seat_one(host: MatchHost) -> Leak:
        return lambda view: view.update(peek=sorted(host.state.hands[1]))

    leaks = await _caught_on_a_leaky_server(server, "taxot", 2, 1, peek_at_seat_one)
    assert any("peek" in leak and "seats [0]" in leak for leak in leaks)


def test_card_ints_skips_counts_and_scores() -> None:
    assert card_ints({"scores": [5, 6], "hand": [5, 40], "shown": {"1": [7]}, "stock_count": 9}) == {5, 40, 7}


@on_a_server()
async def test_the_watcher_catches_another_seats_magic_card_named_in_a_text(server: TableServer) -> None:
    """Magic: the Mahjong's cards are words, not numbers: the watcher reads names in texts too."""
    from shikitable.games.mahjong.magic.catalogue import CARDS

    names = {card.id: card.name_ja for card in CARDS}

    def name_a_card_of_seat_one(host: MatchHost) -> Leak:
        mine = set(host.state.cards.hands[0])
        secret = next(card for card in host.state.cards.hands[1] if card not in mine)
        return lambda view: view.update(banner=f"seat 1 holds {names[secret]}")

    leaks = await _caught_on_a_leaky_server(server, "magic", 4, 3, name_a_card_of_seat_one, moves=10)
    assert any("Magic card" in leak and "seats [0]" in leak for leak in leaks)
