"""The game registry: stable game ids to game definitions, and the families they belong to
(their names, shared rule chapters and diagrams). Everything that lists games (the game picker,
the rule book, the catalogue, the contract tests) derives from here."""

from __future__ import annotations

from shikitable.core.game import Game
from shikitable.games.family import Family
from shikitable.games.mahjong.book import FAMILY as MAHJONG
from shikitable.games.mahjong.magic import MagicGame
from shikitable.games.mahjong.riichi import RiichiGame
from shikitable.games.mahjong.sichuan import Sichuan
from shikitable.games.nincetkaik.book import FAMILY as NINCETKAIK
from shikitable.games.nincetkaik.makhup import Makhup
from shikitable.games.nincetkaik.makkaik import Makkaik
from shikitable.games.nincetkaik.mokkaik import Mokkaik
from shikitable.games.nincetkaik.namto import Namto
from shikitable.games.nincetkaik.niekhi import Niekhi
from shikitable.games.nincetkaik.nine import Nine
from shikitable.games.nincetkaik.taxot import Taxot
from shikitable.games.nippachi import Nippachi
from shikitable.games.nippachi.book import FAMILY as PLAYING_CARDS

GAMES: dict[str, Game] = {}
FAMILIES: dict[str, Family] = {family.id: family for family in (NINCETKAIK, MAHJONG, PLAYING_CARDS)}


def register(game: Game) -> None:
    if game.family not in FAMILIES:
        raise ValueError(f"game {game.id!r}: unknown family {game.family!r}; declare it in FAMILIES")
    GAMES[game.id] = game


# in book order: the game picker, the rule book and `shikitable games` list them so
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
