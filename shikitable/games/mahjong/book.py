"""Mahjong in the rule book: the family and the diagrams its rule texts draw (tiles named as in
games/family.py)."""

from __future__ import annotations

from shikitable.games.family import TILE, Family, Row
from shikitable.games.family import in_lang as _t


def tiles(text: str) -> list[str]:
    """Tile names for compact notation; a space leaves a gap: "123m 55p" (see games/mahjong/tiles.py)."""
    from shikitable.games.mahjong.tiles import kind_code, kinds_from_text

    names: list[str] = []
    for group in text.split():
        if names:
            names.append("")
        names += [TILE + kind_code(k) for k in kinds_from_text(group)]
    return names


def sichuan_tile_rows(lang: str) -> tuple[list[Row], str]:
    rows = [
        (_t(lang, "萬子 (マンズ)\n数字と萬", "Characters (萬)\nnumeral over 萬"), tiles("123456789m")),
        (_t(lang, "筒子 (ピンズ)\n丸の数", "Dots (筒)\ncount the coins"), tiles("123456789p")),
        (_t(lang, "索子 (ソーズ)\n竹の数 (1は大きな竹)", "Bamboo (索)\ncount the sticks (1: a tall stalk)"),
         tiles("123456789s")),
    ]
    return rows, _t(lang, "三種 × 1〜9 × 各4枚 = 108枚", "3 suits × 1-9 × 4 copies = 108 tiles")


def sichuan_shape_rows(lang: str) -> tuple[list[Row], str]:
    rows = [
        (_t(lang, "4面子1雀頭\n(順子・刻子 + 対子)", "Four sets and a pair\n(runs, triplets + pair)"),
         tiles("234m 777m 345p 678p 99p")),
        (_t(lang, "七対\n(同じ対子2組も可)", "Seven pairs\n(the same pair twice is fine)"),
         tiles("22m 22m 55m 88m 33p 66p 99p")),
        (_t(lang, "和了れない: 缺門 (索子)\nが残っている", "Not a win: a tile of\nthe void suit (bamboo)"),
         tiles("234m 777m 345p 678p 9p 9s")),
    ]
    return rows, _t(lang, "和了の形 (この例の缺門は索子)", "Winning shapes (the void suit here is bamboo)")


def sichuan_fan_rows(lang: str) -> tuple[list[Row], str]:
    rows = [
        (_t(lang, "根 1飜 (4枚使い)", "Root 1 fan (four alike)"), tiles("111m 123m 456p 789p 55p")),
        (_t(lang, "対々和 1飜", "All triplets 1 fan"), tiles("111m 555m 222p 888p 66p")),
        (
            _t(lang, "裸単騎 1飜 (+対々和)\n4副露、単騎で和了", "Lone wait 1 fan\n(+all triplets), single wait"),
            tiles("333m 666m 444p 777p 9p 9p"),
        ),
        (_t(lang, "清一色 2飜", "One suit 2 fan"), tiles("123m 345m 666m 789m 22m")),
        (_t(lang, "七対 2飜", "Seven pairs 2 fan"), tiles("11m 44m 66m 22p 55p 88p 99p")),
        (_t(lang, "全帯幺 2飜", "Terminals in every set 2 fan"), tiles("123m 789m 111p 789p 99m")),
        (_t(lang, "将対 2飜 (+対々和)\n2・5・8のみ", "2-5-8 triplets 2 fan\n(+all triplets)"),
         tiles("222m 555m 888m 222p 55p")),
    ]
    return rows, _t(
        lang,
        "手役の例 (槓上・槍槓・海底は和了の状況による1飜)",
        "Patterns (after a kan, robbing a kan, last tile: 1 fan from how the hand was won)",
    )


def sichuan_example_rows(lang: str) -> tuple[list[Row], str]:
    rows = [
        (_t(lang, "役なし: 1点", "No pattern: 1 point"), tiles("234m 567m 345s 678s 99s")),
        (_t(lang, "対々和+清一色: 3飜8点", "All triplets + one suit:\n3 fan, 8 points"),
         tiles("111m 333m 555m 777m 99m")),
        (_t(lang, "七対+根: 3飜8点", "Seven pairs + root:\n3 fan, 8 points"), tiles("22m 22m 55m 88m 33s 66s 99s")),
        (_t(lang, "七対+清一色+根: 5飜\n→ 満貫16点", "Seven pairs + one suit + root:\n5 fan → limit 16"),
         tiles("11s 11s 33s 44s 66s 77s 99s")),
    ]
    return rows, _t(lang, "点数の数え方", "Counting fan")


def riichi_tile_rows(lang: str) -> tuple[list[Row], str]:
    rows = [
        (_t(lang, "萬子 (マンズ)", "Characters (萬, m)"), tiles("123456789m")),
        (_t(lang, "筒子 (ピンズ)", "Dots (筒, p)"), tiles("123456789p")),
        (_t(lang, "索子 (ソーズ)", "Bamboo (索, s)"), tiles("123456789s")),
        (_t(lang, "字牌：風牌と三元牌", "Honours: winds and dragons"), tiles("1234z 567z")),
    ]
    return rows, _t(lang, "34種 × 各4枚 = 136枚（赤五は標準で3枚）",
                    "34 kinds × 4 copies = 136 tiles (three red fives)")


FAMILY = Family(
    "mahjong",
    "麻雀",
    "Mahjong",
    diagrams={
        "riichi-tiles": riichi_tile_rows,
        "sichuan-tiles": sichuan_tile_rows,
        "sichuan-shapes": sichuan_shape_rows,
        "sichuan-fans": sichuan_fan_rows,
        "sichuan-examples": sichuan_example_rows,
    },
)
