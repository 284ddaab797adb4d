"""`--demo` says nothing is saved: a demo match leaves no trace in History or Statistics."""

from __future__ import annotations

from shikitable.session.store import MatchStore
from shikitable.ui.windows.demo import demo_window


def test_a_demo_match_is_not_in_the_history(qtbot, config_dir):
    window = demo_window("mokkaik", 3, (1024, 640), bot_delay_ms=0, speed="instant", language="en",
                         season_pause_ms=0, moves=6)
    assert window is not None
    qtbot.addWidget(window)
    try:
        qtbot.waitUntil(lambda: window.adapter.moves >= 8, timeout=20_000)  # the bots play on at the table
    finally:
        window.adapter.close()
        window.close()
    store = MatchStore()
    try:
        assert store.matches() == []
    finally:
        store.close()
