"""Errors a player (or a save file) can cause."""


class IllegalAction(Exception):
    """An action the rules do not allow now; `reason` is written for the player."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class BadOption(ValueError):
    """A rule option with an unknown name or a value outside its choices."""
