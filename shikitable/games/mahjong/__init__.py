"""Mahjong games: the shared tile set (tiles.py) and 四川麻将 (sichuan*.py)."""
