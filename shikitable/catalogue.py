"""Every game of the mission, playable or not yet: ids, names and families, in book order.
The rule reference lists all of them; the game picker lists those in the registry."""

from __future__ import annotations

from typing import NamedTuple


class GameEntry(NamedTuple):
    id: str
    name_ja: str
    name_en: str
    family_ja: str
    family_en: str


NINCETKAIK_JA, NINCETKAIK_EN = "紙机戦", "Paper Cerke (紙机戦)"

CATALOGUE: tuple[GameEntry, ...] = (
    GameEntry("mokkaik", "行戦", "Mok kaik (Trick War)", NINCETKAIK_JA, NINCETKAIK_EN),
    GameEntry("taxot", "終季", "Ta xot (End the Season)", NINCETKAIK_JA, NINCETKAIK_EN),
    GameEntry("makkaik", "値戦", "Mak kaik (Value War)", NINCETKAIK_JA, NINCETKAIK_EN),
    GameEntry("niekhi", "連友", "Niek hi (Runs and Friends)", NINCETKAIK_JA, NINCETKAIK_EN),
    GameEntry("nine", "小猫", "Ni ne (Kitten)", NINCETKAIK_JA, NINCETKAIK_EN),
    GameEntry("makhup", "値木", "Mak hup (Value Tree)", NINCETKAIK_JA, NINCETKAIK_EN),
    GameEntry("namto", "開樽", "Nam to (Open the Barrel)", NINCETKAIK_JA, NINCETKAIK_EN),
    GameEntry("sichuan", "四川麻将", "Sichuan Mahjong", "麻雀", "Mahjong"),
    GameEntry("riichi", "リーチ麻雀", "Riichi Mahjong", "麻雀", "Mahjong"),
    GameEntry("magic", "Magic: the Mahjong", "Magic: the Mahjong", "麻雀", "Mahjong"),
    GameEntry("nippachi", "にっぱち", "Nippachi", "トランプ", "Playing cards"),
)

BY_ID = {entry.id: entry for entry in CATALOGUE}
