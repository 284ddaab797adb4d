"""Playing a learn-to-play scenario (session/tutorial.py) through the real match host: where
the learner is, which moves the step allows, what it says about any other, and the bots. No
Qt here: the table's runner (ui/learn/tutorial.py) and the tests drive a `TutorialRun` alike."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from shikitable.ai import make_bot
from shikitable.ai.base import Bot
from shikitable.core.actions import Action
from shikitable.core.errors import IllegalAction
from shikitable.core.events import Event
from shikitable.core.game import Game
from shikitable.session.host import MatchHost, Seat
from shikitable.session.tutorial import HUMAN, LANGS, Expect, Scenario, Step, TutorialError, deck_order

# what a move made while a box only tells is refused with, in each lesson language
READ_FIRST = {
    "en": "Read the box first, then press Next.",
    "ja": "まず説明を読んで「次へ」を押してください。",
    "zh": "请先读完说明，再按“下一步”。",
}


class ScriptedBot(Bot):
    """The game's heuristic, told its first moves: each scripted move is played as soon as it is
    legal, in order; the heuristic chooses every other move."""

    name = "tutorial"

    def __init__(self, game: Game[Any], inner: Bot, script: Sequence[Expect]) -> None:
        super().__init__(0)
        self.game = game
        self.inner = inner
        self.script = list(script)

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        if self.script:
            wanted = next((a for a in legal if self.script[0].matches(self.game, a)), None)
            if wanted is not None:
                self.script.pop(0)
                return wanted
        return self.inner.choose(observation, legal)


def make_bots(scenario: Scenario) -> dict[int, Bot]:
    game = scenario.game
    return {
        seat: ScriptedBot(game, make_bot(game.id, "heuristic", scenario.seed + seat), scenario.script.get(seat, []))
        for seat in range(1, scenario.players)
    }


class TutorialRun:
    """Where the learner is in a scenario: the current step, which moves it allows and what it
    says about any other. The host is the real match; the caller makes the moves."""

    def __init__(self, scenario: Scenario, lang: str = "en") -> None:
        if lang not in LANGS:
            raise TutorialError(f"no tutorial language {lang!r}; choose from {', '.join(LANGS)}")
        self.scenario = scenario
        self.lang = lang
        self.game = scenario.game
        seats = [Seat(name, "human" if i == HUMAN else "heuristic") for i, name in enumerate(scenario.seat_names(lang))]
        self.host = MatchHost(
            self.game, scenario.players, scenario.seed, scenario.options, seats, [deck_order(scenario)]
        )
        self.index = 0
        self.played_freely = 0  # the learner's moves in free play (the box steps aside after the first)
        self.deal_over = False
        self.record: dict[str, Any] | None = None  # the deal's scoring, once it ends

    @property
    def step(self) -> Step | None:
        return self.scenario.steps[self.index] if self.index < len(self.scenario.steps) else None

    @property
    def finished(self) -> bool:
        return self.deal_over

    def text(self, step: Step | None = None) -> str:
        step = step if step is not None else self.step
        if step is None:
            return self.scenario.ending[self.lang]
        return step.say[self.lang]

    def waiting_to_read(self) -> bool:
        """A telling step: play waits until the learner presses Next."""
        step = self.step
        return step is not None and step.tells and not self.deal_over

    def next(self) -> None:
        if self.waiting_to_read():
            self.index += 1

    def wanted(self, legal: Sequence[Action]) -> list[Action]:
        """The learner's moves that the step allows now (all legal ones in a free step or once
        the steps are done)."""
        step = self.step
        if step is None or step.free:
            return list(legal)
        if step.tells:
            return []
        return [a for a in legal if any(e.matches(self.game, a) for e in step.expect)]

    def refusal(self, action: Action) -> str | None:
        """The lesson's words for a move the step does not want (None: the move is wanted)."""
        step = self.step
        if step is None or step.free:
            return None
        if step.asks and any(e.matches(self.game, action) for e in step.expect):
            return None
        if step.tells:
            return READ_FIRST[self.lang]
        return step.wrong[self.lang]

    def refusals(self) -> set[str]:
        """Every text `refusal` may give, in the learner's language."""
        return {READ_FIRST[self.lang]} | {step.wrong[self.lang] for step in self.scenario.steps if step.wrong}

    def automatic(self, legal: Sequence[Action]) -> Action | None:
        """The move made for the learner: the step wants none of the legal moves, and one of
        them is of a kind the scenario makes automatically (a pass on a claim)."""
        if self.waiting_to_read() or self.wanted(legal):
            return None
        return next((a for a in legal if a.kind in self.scenario.auto), None)

    def moved(self, seat: int, action: Action, events: Sequence[Event]) -> None:
        """A move was made: a wanted one finishes its step; a deal's end finishes the lesson."""
        step = self.step
        if seat == HUMAN and step is not None and step.asks and self.refusal(action) is None:
            self.index += 1
        elif seat == HUMAN and step is not None and step.free:
            self.played_freely += 1
        for event in events:
            if event.kind == "season_end" and not self.deal_over:
                self.deal_over = True
                self.record = dict(event.data.get("record", {}))
                self.index = len(self.scenario.steps)

    def submit(self, seat: int, action: Action) -> list[Event]:
        """Make a move through the host (the headless runner's and tests' way)."""
        if seat == HUMAN and action != self.automatic(self.host.legal_actions(seat)):
            reason = self.refusal(action)
            if reason is not None:
                raise IllegalAction(reason)
        events = self.host.submit(seat, action)
        self.moved(seat, action, events)
        return events


def play_through(scenario: Scenario, lang: str = "en", max_moves: int = 3000) -> TutorialRun:
    """Follow the boxes to the end: Next on every telling step, the first wanted move on every
    asking one, the heuristic's move in free play. Raises TutorialError where the scenario and
    the engine disagree (a step that wants a move the learner cannot make)."""
    run = TutorialRun(scenario, lang)
    bots = make_bots(scenario)
    helper = make_bot(scenario.game_id, "heuristic", scenario.seed)
    for _ in range(max_moves):
        if run.finished:
            return run
        if run.waiting_to_read():
            run.next()
            continue
        to_act = run.host.to_act()
        if not to_act:
            raise TutorialError("the match ended before the deal's end")
        seat = HUMAN if HUMAN in to_act else to_act[0]
        legal = run.host.legal_actions(seat)
        if seat == HUMAN:
            wanted = run.wanted(legal)
            auto = run.automatic(legal)
            if auto is not None:
                run.submit(seat, auto)
                continue
            if not wanted:
                raise TutorialError(f"step {run.index + 1} wants a move the learner cannot make now: {legal}")
            step = run.step
            action = helper.choose(run.host.observation(seat), wanted) if step is None or step.free else wanted[0]
        else:
            action = bots[seat].choose(run.host.observation(seat), legal)
        run.submit(seat, action)
    raise TutorialError(f"the tutorial did not end within {max_moves} moves")
