"""Bots for the mahjong family: 四川麻将, riichi and Magic heuristics and search hooks, the
MJAI seat and client, and the hint reasons for mahjong."""
