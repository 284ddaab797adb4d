"""The pure-Python engine core: actions, events, errors, options, the game protocol."""

from shikitable.core.actions import Action
from shikitable.core.errors import IllegalAction
from shikitable.core.events import Event
from shikitable.core.game import Game, GameResult, SeasonRecord
from shikitable.core.options import Option, resolve_options

__all__ = [
    "Action",
    "Event",
    "Game",
    "GameResult",
    "IllegalAction",
    "Option",
    "SeasonRecord",
    "resolve_options",
]
