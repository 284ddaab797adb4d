"""The leak test: random matches of every game over the wire, every message to every seat
(and to a spectator) searched for card ids that seat must not know (see leak_watch.py)."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from leak_watch import LeakWatcher, card_ints
from net_helpers import SHORT, play_seats, run, seat_bots, serving

from shikitable.games import GAMES
from shikitable.net.client import TableClient

SLOW_MATCHES = 200


async def _leak_matches(tmp_path: Path, game_id: str, seeds: range) -> LeakWatcher:
    game = GAMES[game_id]
    players = game.default_players
    async with serving(tmp_path) as server:
        watcher = LeakWatcher(server)
        clients = [await TableClient.connect(server.url, f"p{i}") for i in range(players)]
        spectator = await TableClient.connect(server.url, "spectator")
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


@pytest.mark.parametrize("game_id", list(GAMES))
def test_no_message_holds_a_card_its_seat_must_not_know(game_id: str, tmp_path: Path) -> None:
    found: list[LeakWatcher] = []

    async def body() -> None:
        found.append(await _leak_matches(tmp_path, game_id, range(1)))  # one match each: the slow test plays 200

    run(body)
    (watcher,) = found
    assert watcher.checked > 20  # the watcher did read the match
    assert not watcher.leaks, "\n".join(watcher.leaks[:10])


@pytest.mark.slow
@pytest.mark.parametrize("game_id", list(GAMES))
def test_no_leak_in_two_hundred_random_matches(game_id: str, tmp_path: Path) -> None:
    found: list[LeakWatcher] = []

    async def body() -> None:
        found.append(await _leak_matches(tmp_path, game_id, range(100, 100 + SLOW_MATCHES)))

    run(body, timeout=3600)
    assert not found[0].leaks, "\n".join(found[0].leaks[:10])


def test_the_watcher_catches_a_hand_sent_to_the_wrong_seat(tmp_path: Path) -> None:
    """The watcher itself: a server that put seat 1's hand into seat 0's updates is caught."""
    found: list[LeakWatcher] = []

    async def body() -> None:
        async with serving(tmp_path) as server:
            watcher = LeakWatcher(server)

            clients = [await TableClient.connect(server.url, f"p{i}") for i in range(2)]
            table = await clients[0].create_table("taxot", 2, [{"kind": "remote"}] * 2, SHORT["taxot"], seed=1)
            seated = [await client.join(table) for client in clients]
            host = server.tables[table].host
            original = host.observation

            def leaky(seat: int | None) -> dict:
                view = original(seat)
                if seat == 0:
                    view["peek"] = sorted(host.state.hands[1])
                return view

            host.observation = leaky  # type: ignore[method-assign]
            await asyncio.gather(*[
                play_seats(c, [s], seat_bots("taxot", [s.seat], s.seat)) for c, s in zip(clients, seated, strict=True)
            ])
            found.append(watcher)
            for client in clients:
                await client.close()

    run(body)
    assert any("peek" in leak and "seats [0]" in leak for leak in found[0].leaks)


def test_card_ints_skips_counts_and_scores() -> None:
    assert card_ints({"scores": [5, 6], "hand": [5, 40], "shown": {"1": [7]}, "stock_count": 9}) == {5, 40, 7}


def test_the_watcher_catches_another_seats_magic_card_named_in_a_text(tmp_path: Path) -> None:
    """Magic: the Mahjong's cards are words, not numbers: the watcher reads names in texts too."""
    from shikitable.games.mahjong.magic.catalogue import CARDS

    names = {card.id: card.name_ja for card in CARDS}
    found: list[LeakWatcher] = []

    async def body() -> None:
        async with serving(tmp_path) as server:
            watcher = LeakWatcher(server)
            clients = [await TableClient.connect(server.url, f"p{i}") for i in range(4)]
            table = await clients[0].create_table("magic", 4, [{"kind": "remote"}] * 4, SHORT["magic"], seed=3)
            seated = [await client.join(table) for client in clients]
            host = server.tables[table].host
            original = host.observation
            mine = set(host.state.cards.hands[0])
            secret = next(card for card in host.state.cards.hands[1] if card not in mine)

            def leaky(seat: int | None) -> dict:
                view = original(seat)
                if seat == 0:
                    view["banner"] = f"seat 1 holds {names[secret]}"
                return view

            host.observation = leaky  # type: ignore[method-assign]
            await asyncio.gather(*[
                play_seats(c, [s], seat_bots("magic", [s.seat], s.seat), stop=lambda: len(host.log) >= 10)
                for c, s in zip(clients, seated, strict=True)
            ])
            found.append(watcher)
            for client in clients:
                await client.close()

    run(body)
    assert any("Magic card" in leak and "seats [0]" in leak for leak in found[0].leaks)
