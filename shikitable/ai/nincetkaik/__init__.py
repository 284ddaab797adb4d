"""Bots for the seven 紙机戦 games: each game's heuristic and search hooks, the betting
games' chance tables, and the hint reasons for the family."""
