"""にっぱち Ver. 2.03b: the deck, hand points, reactions, scoring and the game itself."""

from shikitable.games.nippachi.game import Nippachi

__all__ = ["Nippachi"]
