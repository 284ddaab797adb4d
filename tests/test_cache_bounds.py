"""No memo cache in the engines, bots, sessions or server grows without a bound: over a long
evening (a table left open, a server hosting riichi tables for days) every new hand would stay
in memory. Each functools cache found in those modules has a maxsize, and filling one past it
keeps it at the bound."""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Iterator
from typing import Any

import shikitable
from shikitable.games.mahjong.riichi import shapes

LAYERS = ("shikitable.core", "shikitable.games", "shikitable.ai", "shikitable.session", "shikitable.net")
LARGEST = 500_000  # entries of small tuples: tens of MiB at most, per cache
# unbounded on purpose: keyed on something finite and small, so they fill once and stop (a hot
# lookup pays no LRU bookkeeping); each holds at most the number of its possible keys
FINITE = {
    "shikitable.games.nincetkaik.shapes.completes_three": 48**2,  # a pair of the 48 cards
    "shikitable.games.nincetkaik.shapes.completes_four": 48**3,  # a triple
    "shikitable.games.nincetkaik.shapes.completes_pair": 48,  # a card
    "shikitable.games.mahjong.magic.effects.names_target": 200,  # a card of the Magic catalogue
    "shikitable.games.mahjong.hand._suit_blocks": 5**9 * 15,  # a suit's counts, a hand length
}


def caches() -> Iterator[tuple[str, Any]]:
    for info in pkgutil.walk_packages(shikitable.__path__, "shikitable."):
        if not info.name.startswith(LAYERS):
            continue
        module = importlib.import_module(info.name)
        for name, value in vars(module).items():
            if callable(getattr(value, "cache_info", None)) and getattr(value, "__module__", None) == info.name:
                yield f"{info.name}.{name}", value
        for cls in [v for v in vars(module).values() if isinstance(v, type) and v.__module__ == info.name]:
            for name, value in vars(cls).items():
                target = getattr(value, "__func__", value)
                if callable(getattr(target, "cache_info", None)):
                    yield f"{info.name}.{cls.__name__}.{name}", target


def test_every_engine_and_bot_cache_has_a_bound() -> None:
    found = dict(caches())
    assert len(found) >= 30  # the walk reaches the shape and hand tables
    unbounded = [name for name, fn in found.items() if fn.cache_parameters()["maxsize"] is None]
    assert sorted(set(unbounded) - set(FINITE)) == []
    too_large = [name for name in set(found) - set(FINITE) if found[name].cache_parameters()["maxsize"] > LARGEST]
    assert too_large == []


def test_a_full_cache_stays_at_its_bound() -> None:
    """The riichi shanten table, fed more distinct hands than it holds, keeps only its bound."""
    bound = shapes._shanten_cached.cache_parameters()["maxsize"]
    shapes._shanten_cached.cache_clear()
    hands = 0
    for a in range(34):
        for b in range(34):
            for c in range(34):
                counts = [0] * 34
                for kind in (a, b, c, 0, 9, 18, 27, 33):
                    counts[kind] = min(4, counts[kind] + 1)
                shapes.shanten(counts)
                hands += 1
                if hands > bound + 1000:
                    break
    assert shapes._shanten_cached.cache_info().currsize <= bound < hands
