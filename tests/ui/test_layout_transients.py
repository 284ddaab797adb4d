"""Nothing over anything: every transient the table shows — the action bar with the claimable
card, the three-line hint, call-outs, the card panel with its countdown (Magic) — lies in a place
of its own, covering no card, plate, label, panel or other transient by more than 2 px, shown
one by one and all together; at 1280x800 none of them is set under 11 px. Every game at its
most players at 1280x800 in the usual suite; every game, player count and size (1024x640,
1280x800, 1920x1080) with -m slow."""

from __future__ import annotations

import pytest

from shikitable.games import GAMES, get_game
from tests.ui.transients import (
    call_every_seat,
    covering,
    prompted_window,
    settle,
    show_transients,
    small_texts,
)

SIZES = ((1024, 640), (1280, 800), (1920, 1080))
USUAL = (1280, 800)


def counts(game_id: str) -> list[int]:
    game = get_game(game_id)
    return list(range(game.min_players, game.max_players + 1))


CASES = [
    pytest.param(g, n, size, marks=[] if n == counts(g)[-1] and size == USUAL else [pytest.mark.slow])
    for g in sorted(GAMES)
    for n in counts(g)
    for size in SIZES
]


def case_id(value: object) -> str:
    return "x".join(map(str, value)) if isinstance(value, tuple) else str(value)


@pytest.mark.parametrize(("game_id", "players", "size"), CASES, ids=case_id)
def test_no_transient_covers_anything(qtbot, game_id, players, size):
    window = prompted_window(qtbot, game_id, players, size)
    table = window.table
    try:
        problems = [f"the bar alone: {p}" for p in covering(window)]
        table.set_hint("\n".join(["Suggested: 1. one", "2. two", "3. three"]))  # the strip holds three lines
        settle(window)
        problems += [f"with the hint: {p}" for p in covering(window)]
        table.set_hint("")
        if table.scene.tiles or table.scene.layout.calls:
            for seat in range(players):  # each call alone
                table.scene.announcer.clear()
                call_every_seat(table.scene, [seat])
                problems += [f"seat {seat}'s call alone: {p}" for p in covering(window)]
            table.scene.announcer.clear()
        show_transients(window)
        problems += [f"all together: {p}" for p in covering(window)]
        if size == USUAL:
            problems += [f"too small: {p}" for p in small_texts(window)]
    finally:
        window.adapter.close()
        window.close()
    assert not problems, f"{game_id} {players}p {size}:\n" + "\n".join(problems[:15])


def test_the_check_sees_a_cover():
    """The check itself: a box on another by 3 px is caught, one touching by 2 px is not."""
    from PySide6.QtCore import QRect

    from tests.ui.transients import overlap

    assert overlap(QRect(0, 0, 50, 50), QRect(47, 10, 20, 20))
    assert not overlap(QRect(0, 0, 50, 50), QRect(48, 10, 20, 20))



def test_a_call_still_showing_moves_off_a_card_that_lands_under_it(qtbot):
    """A call stays up a second; a discard made meanwhile may land where it stands (the table
    changes under it): at the table's next view the call moves to free felt, over no card."""
    from shikitable.ui.table.geometry.spots import placement_rect

    window = prompted_window(qtbot, "riichi", 4, USUAL)
    scene = window.table.scene
    try:
        call_every_seat(scene, [2])
        item = scene.announcer.items[2]
        assert item.isVisible()
        aspect = scene.layout.art.aspect
        cards = [placement_rect(p, aspect) for p in scene.laid.placements.values()]
        under = cards[len(cards) // 2]
        item.setPos(under.center() - item.boundingRect().center())  # as if the card had landed under it
        scene.show_observation(dict(scene.obs))
        rect = item.sceneBoundingRect().adjusted(1, 1, -1, -1)
        assert not item.isVisible() or not any(rect.intersects(card) for card in cards), rect
        assert item.isVisible(), "there is free felt for it"
    finally:
        window.adapter.close()
        window.close()
