"""The garbage collector's settings for a long-running asyncio process with many connections
(the server, the benchmark's players).

With the default threshold (700 allocations) the server ran a young-generation collection
every few moves, each walking every view kept as a patch base (they outlive the young
generation by design), and every tenth of those an older one: about 4% of its CPU and pauses
of several milliseconds in the round trips' tail. Objects made before serving (modules,
classes, the games' tables) are frozen out of every collection, and the young generation is
let grow larger: fewer, cheaper-per-object collections. Reference counting frees almost
everything the server makes; the collector is only for cycles."""

from __future__ import annotations

import gc

YOUNG_THRESHOLD = 20_000


def tune_for_serving() -> None:
    """Call once the process has set itself up, before the steady work starts."""
    gc.collect()
    gc.freeze()
    _, older, oldest = gc.get_threshold()
    gc.set_threshold(YOUNG_THRESHOLD, older, oldest)
