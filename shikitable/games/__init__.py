"""The game registry: stable game ids to game definitions."""

from __future__ import annotations

from shikitable.core.game import Game
from shikitable.games.mahjong.magic import MagicGame
from shikitable.games.mahjong.riichi import RiichiGame
from shikitable.games.mahjong.sichuan import Sichuan
from shikitable.games.nincetkaik.makhup import Makhup
from shikitable.games.nincetkaik.makkaik import Makkaik
from shikitable.games.nincetkaik.mokkaik import Mokkaik
from shikitable.games.nincetkaik.namto import Namto
from shikitable.games.nincetkaik.niekhi import Niekhi
from shikitable.games.nincetkaik.nine import Nine
from shikitable.games.nincetkaik.taxot import Taxot
from shikitable.games.nippachi import Nippachi

GAMES: dict[str, Game] = {}


def register(game: Game) -> None:
    GAMES[game.id] = game


# in book order (shikitable/catalogue.py): the game picker and `shikitable games` list them so
for game in (
    Mokkaik(), Taxot(), Makkaik(), Niekhi(), Nine(), Makhup(), Namto(), Sichuan(), RiichiGame(), MagicGame(),
    Nippachi(),
):
    register(game)

def get_game(game_id: str) -> Game:
    try:
        return GAMES[game_id]
    except KeyError:
        known = ", ".join(GAMES)
        raise KeyError(f"unknown game {game_id!r}; known games: {known}") from None
