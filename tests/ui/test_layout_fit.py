"""Every word on the table fits, at 1024x640, 1280x800 and 1920x1080, for every game and player
count (the fewest, the usual and the most): no two texts lie on each other, none is cut short
(elided, wrapped mid-sentence, or outside the view), and none is smaller than a set share of the
window's height, so a large window reads larger. One position a few moves into a hand per case."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtWidgets import QApplication

from shikitable.games import GAMES, get_game
from shikitable.ui.windows.demo import demo_window
from tests.ui.text_walk import Box, window_boxes

SIZES = ((1024, 640), (1280, 800), (1920, 1080))
SMALLEST_SHARE = 0.01  # of the window's height: 6.4 px at 640 (the table never goes below 10), 10.8 at 1080


def counts(game_id: str) -> list[int]:
    game = get_game(game_id)
    return sorted({game.min_players, game.default_players, game.max_players})


# the whole grid takes minutes on a loaded machine: it runs with -m slow; the usual suite keeps
# each game at its most players in the smallest and the largest window
CASES = [
    pytest.param(g, n, size, marks=[] if n == counts(g)[-1] and size != SIZES[1] else [pytest.mark.slow])
    for g in GAMES
    for n in counts(g)
    for size in SIZES
]


def case_id(value: object) -> str:
    return "x".join(map(str, value)) if isinstance(value, tuple) else str(value)


def problems(boxes: list[Box], height: int) -> list[str]:
    found = [f"cut short: {b.where} {b.text[:40]!r}" for b in boxes if b.cut]
    found += [f"too small ({b.px:.1f} px): {b.where} {b.text[:40]!r}" for b in boxes if b.px < SMALLEST_SHARE * height]
    placed = [b for b in boxes if not b.rect.isEmpty()]
    for a, b in itertools.combinations(placed, 2):
        shared = a.rect.intersected(b.rect)
        if shared.width() > 2 and shared.height() > 2:
            found.append(f"overlap: {a.where} {a.text[:30]!r} and {b.where} {b.text[:30]!r}")
    return found


def check(qtbot, game_id: str, players: int, size: tuple[int, int], language: str) -> list[str]:
    window = demo_window(game_id, players, size, bot_delay_ms=10**6, speed="instant", language=language, moves=12)
    assert window is not None
    qtbot.addWidget(window)
    try:
        QApplication.processEvents()
        return problems(window_boxes(window), size[1])
    finally:
        if window.adapter is not None:
            window.adapter.close()
        window.close()


@pytest.mark.parametrize(("game_id", "players", "size"), CASES, ids=case_id)
def test_every_text_fits_in_english(qtbot, game_id, players, size):
    found = check(qtbot, game_id, players, size, "en")
    assert not found, "\n".join(found[:20])


JA_CASES = [
    pytest.param(g, size, marks=[] if size == SIZES[0] else [pytest.mark.slow]) for g in GAMES for size in SIZES
]


@pytest.mark.parametrize(("game_id", "size"), JA_CASES, ids=case_id)
def test_every_text_fits_in_japanese(qtbot, game_id, size):
    from shikitable.ui.windows.app import install_translator

    try:
        found = check(qtbot, game_id, get_game(game_id).max_players, size, "ja")
    finally:
        install_translator(QApplication.instance(), "en")
    assert not found, "\n".join(found[:20])


@pytest.mark.parametrize(("game_id", "size"), JA_CASES, ids=case_id)
def test_every_text_fits_in_chinese(qtbot, game_id, size):
    """Simplified Chinese sets its own face and its own, often shorter, sentences: the same
    check as Japanese, every game at its most players."""
    from shikitable.ui.windows.app import install_translator

    try:
        found = check(qtbot, game_id, get_game(game_id).max_players, size, "zh")
    finally:
        install_translator(QApplication.instance(), "en")
    assert not found, "\n".join(found[:20])


def test_a_cut_and_an_overlap_are_caught():
    """The check itself: a text cut short, a tiny one and two on each other are all reported."""
    from PySide6.QtCore import QRectF

    boxes = [
        Box("Down 3", QRectF(0, 0, 50, 14), 12, False, "label"),
        Box("Won 0", QRectF(40, 2, 50, 14), 12, False, "label"),
        Box("Do…", QRectF(200, 0, 20, 14), 12, True, "label"),
        Box("tiny", QRectF(300, 0, 20, 8), 5, False, "label"),
    ]
    found = problems(boxes, 640)
    assert any(p.startswith("overlap") for p in found)
    assert any(p.startswith("cut short") for p in found)
    assert any(p.startswith("too small") for p in found)
