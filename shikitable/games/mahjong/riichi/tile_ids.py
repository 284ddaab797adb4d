"""The 136-tile set as plain ints, the format the `mahjong` library uses.

kind = tile // 4: 0-8 man (萬子), 9-17 pin (筒子), 18-26 sou (索子), 27-30 winds 東南西北,
31-33 dragons 白發中. Red fives are chosen copies of the fives (ids 16, 52, 88; the fourth red is a
second red 5p, id 53)."""

from __future__ import annotations

TILE_COUNT = 136
KIND_COUNT = 34
EAST, SOUTH, WEST, NORTH = 27, 28, 29, 30
HAKU, HATSU, CHUN = 31, 32, 33
WIND_KINDS = (EAST, SOUTH, WEST, NORTH)
DRAGON_KINDS = (HAKU, HATSU, CHUN)
TERMINAL_HONOR_KINDS = (0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33)
YAOCHUU = frozenset(TERMINAL_HONOR_KINDS)

RED_FIVE_SETS: dict[int, frozenset[int]] = {
    0: frozenset(),
    3: frozenset({16, 52, 88}),
    4: frozenset({16, 52, 53, 88}),
}

_SUITS = "mps"
_HONOR_MJAI = ("E", "S", "W", "N", "P", "F", "C")
_HONOR_JA = ("東", "南", "西", "北", "白", "發", "中")
_SUIT_JA = ("萬", "筒", "索")


def kind_of(tile: int) -> int:
    return tile >> 2


def is_suited(kind: int) -> bool:
    return kind < 27


def rank_of(kind: int) -> int:
    """1-9 for a suited kind."""
    return kind % 9 + 1


def kind_text(kind: int) -> str:
    """Short notation: 1m..9m, 1p.., 1s.., E S W N P F C (as MJAI writes them)."""
    if kind < 27:
        return f"{kind % 9 + 1}{_SUITS[kind // 9]}"
    return _HONOR_MJAI[kind - 27]


def mjai_tile(tile: int, reds: frozenset[int]) -> str:
    text = kind_text(tile >> 2)
    return text + "r" if tile in reds else text


def tile_name(tile: int, reds: frozenset[int], lang: str = "ja") -> str:
    kind = tile >> 2
    if lang != "ja":
        return ("red " if tile in reds else "") + kind_text(kind)
    if kind >= 27:
        return _HONOR_JA[kind - 27]
    name = f"{kind % 9 + 1}{_SUIT_JA[kind // 9]}"
    return "赤" + name if tile in reds else name


def tile_words(tile: int, lang: str = "ja") -> str:
    """A tile as players say it: 「5索」「赤5萬」「東」, "5 bamboo", "red 5 characters", "East wind",
    "White dragon" (riichi's red fives: one of each suit)."""
    if lang == "ja":
        return tile_name(tile, RED_FIVE_SETS[3], lang)
    from shikitable.games.mahjong.tiles import kind_name

    if lang == "zh":  # 五万, 赤五筒, 东, 发
        return ("赤" if tile in RED_FIVE_SETS[3] else "") + kind_name(tile >> 2, "zh")

    words = kind_name(tile >> 2, "en")
    if 27 <= tile >> 2 < 31:
        words += " wind"
    return f"red {words}" if tile in RED_FIVE_SETS[3] else words


def dora_of_indicator(kind: int) -> int:
    """The dora kind an indicator kind points at (9 wraps to 1, 北 to 東, 中 to 白)."""
    if kind < 27:
        return kind - 8 if kind % 9 == 8 else kind + 1
    if kind < 31:
        return 27 if kind == 30 else kind + 1
    return 31 if kind == 33 else kind + 1


def counts34(tiles: list[int] | tuple[int, ...]) -> list[int]:
    counts = [0] * KIND_COUNT
    for tile in tiles:
        counts[tile >> 2] += 1
    return counts
