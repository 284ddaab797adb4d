"""Magic: the Mahjong: riichi mahjong with cheat cards (seed 003)."""

from shikitable.games.mahjong.magic.game import MagicGame

__all__ = ["MagicGame"]
