"""The game registry: stable game ids to game definitions."""

from __future__ import annotations

from shikitable.core.game import Game
from shikitable.games.mahjong.magic import MagicGame
from shikitable.games.mahjong.riichi import RiichiGame
from shikitable.games.mahjong.sichuan import Sichuan
from shikitable.games.nincetkaik.mokkaik import Mokkaik
from shikitable.games.nincetkaik.taxot import Taxot

GAMES: dict[str, Game] = {}


def register(game: Game) -> None:
    GAMES[game.id] = game


register(Mokkaik())
register(Taxot())
register(RiichiGame())
register(MagicGame())
register(Sichuan())


def get_game(game_id: str) -> Game:
    try:
        return GAMES[game_id]
    except KeyError:
        known = ", ".join(GAMES)
        raise KeyError(f"unknown game {game_id!r}; known games: {known}") from None
