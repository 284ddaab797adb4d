"""Riichi mahjong (リーチ麻雀)."""

from shikitable.games.mahjong.riichi.game import RiichiGame

__all__ = ["RiichiGame"]
