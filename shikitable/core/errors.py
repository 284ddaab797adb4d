"""Errors a player (or a save file) can cause."""


class IllegalAction(Exception):
    """An action the rules do not allow now; `reason` is written for the player."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class BadOption(ValueError):
    """A rule option with an unknown name or a value outside its choices."""


class EngineFault(IllegalAction):
    """A game failed while carrying out a listed move (a bug, not the player's fault): the host
    put the table back as it was, wrote the details to the log, and refuses the move with this."""
