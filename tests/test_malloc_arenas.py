"""The server caps glibc's malloc arenas (shikitable/session/arenas.py): with a heap per bot
thread its memory grew for as long as it ran (docs/performance.md, "Memory over a long evening")."""

from __future__ import annotations

import argparse
import platform
import sys

import pytest

from shikitable.net import cli
from shikitable.session import arenas


@pytest.mark.skipif(not sys.platform.startswith("linux") or platform.libc_ver()[0] != "glibc",
                    reason="mallopt's arena cap is glibc's")
def test_the_arena_cap_is_accepted_by_glibc() -> None:
    assert arenas.limit_malloc_arenas() is True


def test_serve_caps_the_arenas_before_it_starts(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[str] = []
    monkeypatch.setattr(arenas, "limit_malloc_arenas", lambda: calls.append("capped") or True)

    class StopHere(Exception):
        pass

    def no_server(*args: object, **kwargs: object) -> None:
        calls.append("server")
        raise StopHere

    monkeypatch.setattr("shikitable.net.server.TableServer", no_server)
    options = argparse.Namespace(tls_cert=None, tls_key=None, host="127.0.0.1", port=0, no_announce=True,
                                     name="t", max_per_address=4)
    with pytest.raises(StopHere):
        cli.cmd_serve(options)
    assert calls == ["capped", "server"]
