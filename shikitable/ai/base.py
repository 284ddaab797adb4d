"""Bots see an observation and the legal actions, never the state, and keep their own RNG."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any

from shikitable.core.actions import Action


class Bot(ABC):
    name: str = "bot"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    @abstractmethod
    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        """Pick one of `legal` (never empty)."""

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
