"""Mahjong in the rule book: the family and the diagrams its rule texts draw (tiles named as in
games/family.py)."""

from __future__ import annotations

from shikitable.games.family import TILE, Family, Row, Term
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


GLOSSARY = (
    Term("ポン", "pon", "捨て牌を取って同じ牌三枚をさらす", "claim a discard to show three of a kind"),
    Term("チー", "chii", "上家の捨て牌を取って順子をさらす", "claim the left player's discard for a run"),
    Term("カン", "kan", "同じ牌四枚をそろえる（嶺上牌を引く）", "four of a kind (draws a replacement tile)"),
    Term("リーチ", "riichi", "聴牌を宣言し千点棒を出す", "declare a ready hand, staking 1000 points"),
    Term("ツモ", "tsumo", "自分で引いた牌で和了る", "win on a tile you drew yourself"),
    Term("ロン", "ron", "他家の捨て牌で和了る", "win on another player's discard"),
    Term("和了", "win (agari)", "手牌を完成させる", "completing the hand"),
    Term("聴牌", "tenpai", "あと一枚で和了る形", "one tile from a win"),
    Term("ドラ", "dora", "持っているだけで一翻増える牌", "a bonus tile: each adds one han"),
    Term("裏ドラ", "ura-dora", "リーチで和了ると表示牌の下を見る", "the dora under the indicator, for a riichi win"),
    Term("本場", "honba", "連荘・流局の積み棒", "repeat counter after a dealer win or a draw"),
    Term("供託", "riichi sticks", "リーチで出された千点棒", "the 1000-point sticks riichi put on the table"),
    Term("親", "dealer", "東家。得点が1.5倍", "the East seat; scores 1.5 times"),
    Term("局", "hand", "配牌から和了か流局まで（東1局 = East 1）", "one deal to a win or a draw (東1局 = East 1)"),
    Term("場風・自風", "round wind, seat wind", "その局の風と自分の風", "the wind of the round and of the seat"),
    Term("河", "discards (river)", "各家の捨て牌の列", "each player's rows of discards"),
    Term("牌山", "wall", "これから引く牌", "the tiles still to draw"),
    Term("役・翻・符", "yaku, han, fu", "和了に必要な役と点数の単位", "scoring patterns and the units of the score"),
)


FAMILY = Family(
    "mahjong",
    "麻雀",
    "Mahjong",
    glossary=GLOSSARY,
    diagrams={
        "riichi-tiles": riichi_tile_rows,
        "sichuan-tiles": sichuan_tile_rows,
        "sichuan-shapes": sichuan_shape_rows,
        "sichuan-fans": sichuan_fan_rows,
        "sichuan-examples": sichuan_example_rows,
    },
)
