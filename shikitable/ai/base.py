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


class RandomBot(Bot):
    name = "random"

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        return self.rng.choice(list(legal))
