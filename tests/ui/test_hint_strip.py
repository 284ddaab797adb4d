"""The hint under the table names a move as its button does, and every line of it stays whole
in the strip's three lines (a long line ends in "…", the whole text in the tooltip)."""

from __future__ import annotations

import random

from PySide6.QtGui import QFontMetrics

from shikitable.ai.search import MoveEstimate
from shikitable.core.actions import Action
from shikitable.games import GAMES
from shikitable.ui.layouts import layout_for
from shikitable.ui.layouts.betting import stake_text
from shikitable.ui.learn.hints import action_text, hint_lines
from shikitable.ui.table.hint_label import HintLabel
from shikitable.ui.words.eventlog import tr


def a_raise_to_answer() -> tuple[dict, list[Action]]:  # type: ignore[type-arg]
    """A real 開樽 observation with a stake to call and raises on offer."""
    game = GAMES["namto"]
    rng = random.Random(3)
    for seed in range(50):
        state = game.setup(4, None, seed)
        while game.to_act(state):
            seat = game.to_act(state)[0]
            obs, legal = game.observation(state, seat), game.legal_actions(state, seat)
            stakes = sorted(a.arg for a in legal if a.kind == "stake")
            if obs.get("to_call", 0) > 0 and len(stakes) >= 3:
                return obs, legal
            game.apply(state, seat, rng.choice(legal))
    raise AssertionError("no raise on offer in 50 deals")


def test_a_stake_in_the_hint_reads_as_its_button(qapp) -> None:  # type: ignore[no-untyped-def]
    game, layout = GAMES["namto"], layout_for("namto")
    obs, legal = a_raise_to_answer()
    to_call = obs["to_call"]
    call = next(a for a in legal if a.kind == "stake" and a.arg == to_call)
    raise_two = next(a for a in legal if a.kind == "stake" and a.arg == to_call + 2)
    level = obs.get("level", 0)
    assert action_text(layout, game, call, "en", obs) == stake_text(call, obs, tr) == f"Call {to_call}"
    assert action_text(layout, game, raise_two, "en", obs) == stake_text(raise_two, obs, tr) == f"+2 → {level + 2}"
    estimates = [MoveEstimate(call, 1.0, 50, 0.1), MoveEstimate(raise_two, 0.5, 50, 0.1)]
    lines = hint_lines(layout, game, estimates, "en", obs)
    assert lines[0].startswith(f"1. Call {to_call} ") and lines[1].startswith(f"2. +2 → {level + 2} ")
    assert "Stake" not in " ".join(lines) and "stake" not in " ".join(lines)


def test_long_hint_lines_end_in_an_ellipsis_and_never_wrap(qapp) -> None:  # type: ignore[no-untyped-def]
    label = HintLabel()
    label.resize(300, 80)
    label.show()
    whole = "\n".join([
        "Suggested: 1. Call 3 — expected -12.5 points over the rest of the season: the hand is strong",
        "2. +4 → 14 — about as good as the first", "3. Fold — about 2.0 points less than the first"])
    label.setText(whole)
    metrics = QFontMetrics(label.font())
    shown = label.shown_text().split("\n")
    assert len(shown) == 3
    assert all(metrics.horizontalAdvance(line) <= label.contentsRect().width() for line in shown)
    assert shown[0].endswith("…") and shown[1] == "2. +4 → 14 — about as good as the first"
    assert label.text() == whole and label.toolTip() == whole
    label.resize(2000, 80)  # room for everything: nothing cut, no tooltip
    assert label.shown_text() == whole and label.toolTip() == ""
