"""Bots see an observation and the legal actions, never the state, and keep their own RNG."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any

from shikitable.core.actions import Action
from shikitable.core.events import Event


class Bot(ABC):
    name: str = "bot"
    # A bot that must hear every event its seat may see (not only observations when it acts)
    # sets this and gets them through `see`; the others are spared the cost of the views.
    watches_events: bool = False

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    @abstractmethod
    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        """Pick one of `legal` (never empty)."""

    def see(self, events: Sequence[Event]) -> None:
        """The events just played, as this bot's seat may see them (`Event.seen_by`), in order;
        called only when `watches_events` is set."""
        return None

    def hurry(self) -> None:
        """Asked from another thread to decide now (the table's Hurry). A bot that thinks for a
        while stops and answers with its best move so far; a quick bot has nothing to cut."""
        return None


class RandomBot(Bot):
    name = "random"

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        return self.rng.choice(list(legal))


class SloppyBot(Bot):
    """The "easy" level: a good bot that now and then plays a random legal move instead."""

    name = "easy"

    def __init__(self, inner: Bot, seed: int | None = None, mistake_rate: float = 0.3) -> None:
        super().__init__(seed)
        self.inner = inner
        self.mistake_rate = mistake_rate

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        if len(legal) > 1 and self.rng.random() < self.mistake_rate:
            return self.rng.choice(list(legal))
        return self.inner.choose(observation, legal)
