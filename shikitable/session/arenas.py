"""Fewer malloc heaps for a long-lived process with worker threads.

glibc gives a thread that allocates while another holds the heap a heap ("arena") of its own,
up to eight a core, and memory freed in an arena is reused only by allocations in that arena.
A server whose bots think in a pool of threads spreads the bots' memo tables over several
arenas and keeps the holes of all of them: measured with 10 riichi tables of heuristic bots
(tools/memory_curve.py), the resident set grew 141 -> 228 MiB in five minutes with glibc's
default and 101 -> 154 MiB with one arena, at the same speed. Two arenas keep the event loop's
own allocations apart from the bots' threads."""

from __future__ import annotations

import ctypes
import sys

M_ARENA_MAX = -8  # mallopt's parameter number in glibc's malloc.h
SERVER_ARENAS = 2


def limit_malloc_arenas(count: int = SERVER_ARENAS) -> bool:
    """Cap glibc's arenas for this process (threads started later share them). False where the
    C library has no mallopt (macOS, Windows, musl): nothing changes there."""
    if not sys.platform.startswith("linux"):
        return False
    try:
        mallopt = ctypes.CDLL(None).mallopt
    except (OSError, AttributeError):
        return False
    mallopt.argtypes = [ctypes.c_int, ctypes.c_int]
    mallopt.restype = ctypes.c_int
    return bool(mallopt(M_ARENA_MAX, count))
