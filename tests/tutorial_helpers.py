"""Walking a lesson (a guided hand) as the learner would, for the tutorial and hint tests."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from shikitable.core.actions import Action
from shikitable.session.tutorial import HUMAN
from shikitable.session.tutorial_run import TutorialRun, make_bots


def learner_decisions(
    run: TutorialRun, while_reading: Callable[[TutorialRun], None] | None = None
) -> Iterator[list[Action]]:
    """Until the lesson is finished: Next on every box being read (`while_reading(run)` first),
    the scripted players' moves and the moves the table makes by itself; at each decision of the
    learner's own, its legal moves are yielded and the caller makes one."""
    bots = make_bots(run.scenario)
    while not run.finished:
        if run.waiting_to_read():
            if while_reading is not None:
                while_reading(run)
            run.next()
            continue
        to_act = run.host.to_act()
        seat = HUMAN if HUMAN in to_act else to_act[0]
        legal = run.host.legal_actions(seat)
        if seat != HUMAN:
            run.submit(seat, bots[seat].choose(run.host.observation(seat), legal))
            continue
        auto = run.automatic(legal)
        if auto is not None:
            run.submit(HUMAN, auto)
            continue
        yield legal
