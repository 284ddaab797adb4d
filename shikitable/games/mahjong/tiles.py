"""The mahjong tile set in the usual "136 format", shared by every mahjong game.

A tile *kind* is 0-33:
  0-8   1-9 characters (萬子, m)      9-17  1-9 dots (筒子, p)      18-26  1-9 bamboo (索子, s)
  27-30 winds 東 南 西 北 (E S W N)   31-33 dragons 白 發 中 (white, green, red)
A physical tile id is kind * 4 + copy (0..135). Riichi's red fives are copy 0 of the three
fives (ids 16, 52, 88), as the `mahjong` PyPI library counts them. 四川麻将 uses ids 0..107
(the three suits only).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

KIND_COUNT = 34
TILE_COUNT = 136
SUITED_KIND_COUNT = 27
SUITED_TILE_COUNT = 108  # 四川麻将: three suits, 1-9, four of each

MAN, PIN, SOU, HONOR = 0, 1, 2, 3
SUIT_LETTERS = ("m", "p", "s", "z")
SUIT_NAMES_JA = ("萬子", "筒子", "索子", "字牌")
SUIT_NAMES_EN = ("characters", "dots", "bamboo", "honours")
SUIT_SHORT_JA = ("萬", "筒", "索", "字")

EAST, SOUTH, WEST, NORTH = 27, 28, 29, 30
WHITE, GREEN, RED = 31, 32, 33
WIND_NAMES_JA = ("東", "南", "西", "北")
WIND_NAMES_EN = ("East", "South", "West", "North")
DRAGON_NAMES_JA = ("白", "發", "中")
DRAGON_NAMES_EN = ("White dragon", "Green dragon", "Red dragon")
# Simplified Chinese, as Chinese players name the tiles (一万, 三条, 五筒, 东, 发)
SUIT_NAMES_ZH = ("万子", "筒子", "条子", "字牌")
SUIT_SHORT_ZH = ("万", "筒", "条", "字")
WIND_NAMES_ZH = ("东", "南", "西", "北")
DRAGON_NAMES_ZH = ("白", "发", "中")
KANJI_NUMERALS = ("一", "二", "三", "四", "五", "六", "七", "八", "九")

RED_FIVES = frozenset({16, 52, 88})  # copy 0 of 5m, 5p, 5s

KIND_OF: tuple[int, ...] = tuple(t // 4 for t in range(TILE_COUNT))
SUIT_OF_KIND: tuple[int, ...] = tuple(min(k // 9, HONOR) for k in range(KIND_COUNT))
NUMBER_OF_KIND: tuple[int, ...] = tuple(k % 9 + 1 if k < SUITED_KIND_COUNT else 0 for k in range(KIND_COUNT))
SUIT_OF: tuple[int, ...] = tuple(SUIT_OF_KIND[k] for k in KIND_OF)  # by tile id
NUMBER_OF: tuple[int, ...] = tuple(NUMBER_OF_KIND[k] for k in KIND_OF)  # by tile id; 0 for honours


def kind_of(tile: int) -> int:
    return tile // 4


def suit_of(tile: int) -> int:
    """MAN, PIN, SOU or HONOR of a tile id."""
    return SUIT_OF[tile]


def number_of(tile: int) -> int:
    """1-9 for a suited tile, 0 for an honour."""
    return NUMBER_OF[tile]


def make_kind(suit: int, number: int) -> int:
    """The kind of the `number` (1-9) of a suit (MAN, PIN, SOU)."""
    return suit * 9 + number - 1


def is_terminal_kind(kind: int) -> bool:
    return kind < SUITED_KIND_COUNT and NUMBER_OF_KIND[kind] in (1, 9)


def is_honor_kind(kind: int) -> bool:
    return kind >= SUITED_KIND_COUNT


def is_red_five(tile: int) -> bool:
    return tile in RED_FIVES


def kind_code(kind: int) -> str:
    """Short code: "1m" .. "9s", "1z" .. "7z" (E S W N white green red)."""
    if kind < SUITED_KIND_COUNT:
        return f"{NUMBER_OF_KIND[kind]}{SUIT_LETTERS[SUIT_OF_KIND[kind]]}"
    return f"{kind - SUITED_KIND_COUNT + 1}z"


def kind_from_code(code: str) -> int:
    """Inverse of kind_code ("5p" -> 13); raises ValueError for anything else."""
    if len(code) != 2 or not code[0].isdigit() or code[1] not in SUIT_LETTERS:
        raise ValueError(f"not a tile code: {code!r}")
    number, suit = int(code[0]), SUIT_LETTERS.index(code[1])
    if suit == HONOR:
        if not 1 <= number <= 7:
            raise ValueError(f"not a tile code: {code!r}")
        return SUITED_KIND_COUNT + number - 1
    if not 1 <= number <= 9:
        raise ValueError(f"not a tile code: {code!r}")
    return make_kind(suit, number)


def kinds_from_text(text: str) -> list[int]:
    """Kinds from compact notation: "123m456p99s" -> [0, 1, 2, 12, 13, 14, 26, 26]."""
    kinds: list[int] = []
    digits: list[str] = []
    for ch in text.replace(" ", ""):
        if ch.isdigit():
            digits.append(ch)
        elif ch in SUIT_LETTERS:
            if not digits:
                raise ValueError(f"no numbers before {ch!r} in {text!r}")
            kinds.extend(kind_from_code(d + ch) for d in digits)
            digits = []
        else:
            raise ValueError(f"unexpected {ch!r} in {text!r}")
    if digits:
        raise ValueError(f"numbers without a suit at the end of {text!r}")
    return kinds


def tiles_from_text(text: str, avoid_red: bool = True) -> list[int]:
    """Tile ids for compact notation, each kind's copies taken in turn (copy 3 first, so that
    riichi's red five, copy 0, is used last unless asked for)."""
    used: dict[int, int] = {}
    tiles: list[int] = []
    for kind in kinds_from_text(text):
        n = used.get(kind, 0)
        if n >= 4:
            raise ValueError(f"more than four {kind_code(kind)} in {text!r}")
        used[kind] = n + 1
        copy = 3 - n if avoid_red else n
        tiles.append(kind * 4 + copy)
    return tiles


def kind_name(kind: int, lang: str = "ja") -> str:
    if kind < SUITED_KIND_COUNT:
        number, suit = NUMBER_OF_KIND[kind], SUIT_OF_KIND[kind]
        if lang == "ja":
            return f"{KANJI_NUMERALS[number - 1]}{SUIT_SHORT_JA[suit]}"
        if lang == "zh":
            return f"{KANJI_NUMERALS[number - 1]}{SUIT_SHORT_ZH[suit]}"
        return f"{number} {SUIT_NAMES_EN[suit]}"
    index = kind - SUITED_KIND_COUNT
    winds = {"ja": WIND_NAMES_JA, "zh": WIND_NAMES_ZH}.get(lang, WIND_NAMES_EN)
    dragons = {"ja": DRAGON_NAMES_JA, "zh": DRAGON_NAMES_ZH}.get(lang, DRAGON_NAMES_EN)
    return winds[index] if index < 4 else dragons[index - 4]


def tile_name(tile: int, lang: str = "ja") -> str:
    name = kind_name(KIND_OF[tile], lang)
    if tile in RED_FIVES:
        return f"赤{name}" if lang in ("ja", "zh") else f"red {name}"
    return name


def suit_name(suit: int, lang: str = "ja") -> str:
    return {"ja": SUIT_NAMES_JA, "zh": SUIT_NAMES_ZH}.get(lang, SUIT_NAMES_EN)[suit]


def kind_counts(tiles: Iterable[int], size: int = KIND_COUNT) -> list[int]:
    """How many of each kind the tiles hold."""
    counts = [0] * size
    for t in tiles:
        counts[t >> 2] += 1
    return counts


def tile_art_name(tile: int, red_fives: bool = False) -> str:
    """The SVG file (under assets/tiles/) of a tile id; red fives only where the game uses them."""
    if red_fives and tile in RED_FIVES:
        return f"{kind_code(KIND_OF[tile])}r.svg"
    return f"{kind_code(KIND_OF[tile])}.svg"


def sort_tiles(tiles: Sequence[int]) -> list[int]:
    return sorted(tiles)
