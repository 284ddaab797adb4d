"""The action bar: the move buttons are one row of large buttons (>= 40 px) just above the
player's hand, every one labelled "Label  [key]"; a claim shows the card it would take."""

from __future__ import annotations

import re

from PySide6.QtCore import QPoint

from shikitable.ai import make_bot
from tests.ui.helpers import make_table

LABEL = re.compile(r"^.+  \[[^\]]+\]$")


def play_until(qtbot, host, table, kind: str) -> None:  # type: ignore[no-untyped-def]
    """Seat 0 plays as a bot would until one of its choices is of `kind`."""
    me = make_bot(host.game.id, "heuristic", 5)

    def ready() -> bool:
        if table.seat != 0 or not table.legal:
            return False
        if any(a.kind == kind for a in table.legal):
            return True
        table.perform_action(me.choose(host.observation(0), host.legal_actions(0)))
        return False

    qtbot.waitUntil(ready, timeout=30_000)


def test_the_buttons_float_just_above_the_hand_and_a_claim_shows_its_card(qtbot) -> None:  # type: ignore[no-untyped-def]
    host, adapter, table = make_table(qtbot, ["human", "heuristic", "heuristic", "heuristic"], seed=3)
    adapter.start()
    play_until(qtbot, host, table, "kai")  # 終季: a discard may be claimed
    bar = table.action_bar
    buttons = bar.buttons()
    assert buttons and bar.isVisible()
    assert all(b.height() >= 40 for b in buttons), [b.height() for b in buttons]
    assert all(LABEL.match(b.text()) for b in buttons), [b.text() for b in buttons]
    hand = table.view.mapFromScene(table.scene.viewer_hand_rect()).boundingRect()
    top_left = bar.mapTo(table.view.viewport(), QPoint(0, 0))
    bottom = top_left.y() + bar.height()
    assert bottom <= hand.top() + 2 and hand.top() - bottom < 60  # just above the hand
    assert abs((top_left.x() + bar.width() / 2) - hand.center().x()) < bar.width()  # over it, not aside
    assert bar.claimable.isVisible() and not bar.claimable.pixmap().isNull()
    assert table.hint.parent() is not bar  # the status strip keeps the hint line
    assert "開" in table._buttons["kai"].toolTip()  # the glossary: the game's own word, in the tooltip


def test_no_claim_no_card_and_no_prompt_no_bar(qtbot) -> None:  # type: ignore[no-untyped-def]
    host, adapter, table = make_table(qtbot, ["human", "heuristic", "heuristic"], seed=4, game_id="mokkaik")
    adapter.start()
    qtbot.waitUntil(lambda: table.seat == 0 and bool(table.legal), timeout=20_000)
    assert table.action_bar.isVisible() and not table.action_bar.claimable.isVisible()
    table.perform_action(host.legal_actions(0)[0])
    qtbot.waitUntil(lambda: table.seat != 0, timeout=5000)
    assert not table.action_bar.isVisible()
