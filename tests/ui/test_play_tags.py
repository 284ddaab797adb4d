"""Cards in the centre say whose they are: each play of a 行戦 trick is tagged with its player's
name and the play winning so far is marked; 小猫's combination to beat names who played it, and
each seat's 付 (ante) row is labelled."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication

from shikitable.ui.layouts import layout_for
from shikitable.ui.table.geometry.model import Label
from shikitable.ui.table.scene import TableScene
from shikitable.ui.windows.demo import demo_window
from shikitable.ui.windows.window import MainWindow


def shown_tags(window) -> list[str]:  # type: ignore[no-untyped-def]
    return [t.text() for t in getattr(window.table.scene, "_tags", []) if t.isVisible()]


@contextlib.contextmanager
def demo_after(qtbot, game_id: str, players: int, moves: int) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    """A demo window of `game_id` in English, `moves` moves in and held there (the bots wait),
    drawn; closed afterwards."""
    window = demo_window(game_id, players, (1280, 800), bot_delay_ms=10**6, speed="instant", language="en",
                         moves=moves)
    qtbot.addWidget(window)
    try:
        QApplication.processEvents()
        yield window
    finally:
        window.adapter.close()
        window.close()


def test_each_play_of_a_trick_names_its_player_and_the_winning_one_is_marked(qtbot):
    with demo_after(qtbot, "mokkaik", 4, moves=14) as window:
        obs = window.table.scene.obs
        trick = obs["trick"]
        assert len(trick) >= 2
        names = window.names
        tags = shown_tags(window)
        assert sorted(t.removesuffix(" (winning)") for t in tags) == sorted(names[p["seat"]] for p in trick)
        assert tags.count(f"{names[obs['best']['seat']]} (winning)") == 1


def test_the_combination_to_beat_names_its_player_and_antes_are_labelled(qtbot):
    with demo_after(qtbot, "nine", 3, moves=3) as window:
        obs = window.table.scene.obs
        assert obs["top_cards"]
        assert window.names[obs["top"]["seat"]] in shown_tags(window)
        seated = [s for s, row in enumerate(obs["tsuke"]) if row]
        assert seated
        labels = [item.text() for name, item in window.table.scene.labels.items()
                  if name.startswith("tsuke:") and item.isVisible()]
        assert any(text.startswith("Ante") for text in labels)


def test_a_joker_on_top_reads_any_card_not_a_star(qtbot):
    scene = TableScene(layout_for("nippachi"), ["A", "B", "C"], 0, 0.0)
    scene._update_labels({"follow": Label(QPointF(100, 100), "Follow: {0}", -1, value="*")})
    assert scene.labels["follow"].text() == "Follow: any card"
