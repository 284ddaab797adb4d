"""What autosaving costs: random bot play with every move written to a fresh match store,
timing each `record_action` (the commit the host waits for before it acknowledges a move)."""

from __future__ import annotations

import random
import tempfile
import time
from pathlib import Path
from typing import Any

from shikitable.core.game import Game
from shikitable.session.host import MatchHost
from shikitable.session.store import DB_NAME, MatchStore


def bench_autosave(game: Game, actions: int = 3000, seed: int = 0, folder: Path | None = None) -> dict[str, Any]:
    rng = random.Random(seed)
    samples: list[float] = []
    with tempfile.TemporaryDirectory(dir=folder) as scratch:
        store = MatchStore(Path(scratch) / DB_NAME)
        try:
            while len(samples) < actions:
                host = MatchHost(game, game.default_players, rng.randrange(2**31))
                host.keep_in(store)
                assert host.store_id is not None
                while host.to_act() and len(samples) < actions:
                    seat = host.to_act()[0]
                    action = rng.choice(host.legal_actions(seat))
                    host.game.apply(host.state, seat, action)
                    host.log.append((seat, action))
                    result = host.result()
                    started = time.perf_counter()
                    store.record_action(
                        host.store_id, len(host.log) - 1, seat, action, result.to_json() if result else None
                    )
                    samples.append((time.perf_counter() - started) * 1000)
        finally:
            store.close()
    ordered = sorted(samples)

    def percentile(fraction: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(fraction * len(ordered)))], 3)

    return {
        "game": game.id,
        "actions": len(samples),
        "p50_ms": percentile(0.50),
        "p99_ms": percentile(0.99),
        "max_ms": round(ordered[-1], 3),
        "mean_ms": round(sum(samples) / len(samples), 3),
    }
