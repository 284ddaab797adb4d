"""The kill test: an autosaving bots-only match in a subprocess is killed with SIGKILL at random
moments; after each kill the store opens, the match is listed unfinished, its log replays to a
legal state, and every move acknowledged before the kill is there. Each restart goes on with
the same match (resume), so the matches grow across kills. More rounds: tools/kill_test.py."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from shikitable.games import GAMES
from shikitable.session.killcheck import kill_once

KILLS = 50


@pytest.mark.slow  # 50 kills, ~30 s: ./dev test -m slow tests/test_kill.py (the usual suite kills 12 times below)
def test_sigkill_at_random_moments_loses_no_acknowledged_move(tmp_path: Path) -> None:
    _kill_rounds(tmp_path, KILLS)


def test_sigkill_in_every_game_loses_no_acknowledged_move(tmp_path: Path) -> None:
    """A kill in every game in the usual suite, and the first game's match killed again after
    it resumed (each kill starts a program of its own: the 50 kills above are the long check)."""
    _kill_rounds(tmp_path, len(GAMES) + 1)


def _kill_rounds(tmp_path: Path, kills: int) -> None:
    rng = random.Random(20261122)
    games = sorted(GAMES)
    reports = [kill_once(tmp_path, games[round_ % len(games)], rng, seed=round_) for round_ in range(kills)]
    assert len(reports) == kills
    # the kills landed mid-match, and resumed matches went on growing across them
    assert sum(1 for r in reports if not r.finished) >= kills // 5
    by_match: dict[int | None, list[int]] = {}
    for report in reports:
        by_match.setdefault(report.match_id, []).append(report.stored)
    assert any(len(counts) > 1 and counts == sorted(counts) for counts in by_match.values())
