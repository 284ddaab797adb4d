"""Playing-card games in the rule book: the family and the diagrams its rule texts draw (cards
named as in games/family.py)."""

from __future__ import annotations

from shikitable.games.family import Family, Row, Term
from shikitable.games.family import in_lang as _t


def nippachi_card_rows(lang: str) -> tuple[list[Row], str]:
    rows = [
        (
            _t(lang, "8:他家が1枚引く\n自分の番が続く", "8: the others draw 1,\nyou play again"),
            ["@s-8", "@h-8", "@d-8", "@c-8"],
        ),
        (
            _t(lang, "2:他家が2枚引く\n自分の番が続く", "2: the others draw 2,\nyou play again"),
            ["@s-2", "@h-2", "@d-2", "@c-2"],
        ),
        (
            _t(lang, "J:いつでも出せる\n色を指定する", "J: goes on anything,\nnames a suit"),
            ["@s-J", "@h-J", "@d-J", "@c-J"],
        ),
        (
            _t(lang, "ジョーカー:いつでも\n他家が3枚引く", "Joker: goes on anything,\nthe others draw 3"),
            ["@joker-1", "@joker-2"],
        ),
        (_t(lang, "普通の札(例)", "Plain cards (examples)"), ["@s-A", "@h-3", "@d-7", "@c-10", "@s-Q", "@h-K"]),
    ]
    return rows, _t(lang, "特殊札:最後の1枚にはできない", "Special cards: never your last card")


def nippachi_example_rows(lang: str) -> tuple[list[Row], str]:
    rows = [
        (_t(lang, "1+2+4=7\n7であたり", "1+2+4 = 7:\nhits a 7"), ["@s-A", "@h-2", "@d-4"]),
        (_t(lang, "9であてる\n→トリプル", "a 9 makes\na triple"), ["@s-9", "@h-9", "@d-9"]),
        (_t(lang, "Kであてる\n→ダブル", "a K makes\na double"), ["@s-K", "@h-K", "@joker-1"]),
        (_t(lang, "3でダブル(高め)\n6であたり(安め)", "3: double (high)\n6: hit (cheap)"), ["@c-3", "@d-3"]),
        (
            _t(lang, "Kで振り込む\n残り13→返し", "plays the K, is hit:\n13 left, a bounce"),
            ["@s-2", "@h-3", "@d-3", "@c-5", "", "@s-K"],
        ),
        (_t(lang, "手札点\n(2+7)×2×4=72", "hand points\n(2+7)×2×4 = 72"), ["@c-2", "@h-7", "@joker-2"]),
    ]
    return rows, _t(lang, "待ちと返しと手札点", "Waits, a bounce and hand points")


GLOSSARY = (
    Term("台札", "top card", "場に表向きに出ている一番上の札。同じ数字か同じ色を出す",
         "the face-up card on top of the pile: play the same number or colour"),
    Term("特殊札", "special card", "2・8・J・ジョーカー。それぞれ特別な働きをする",
         "2, 8, J and the jokers: each has an effect"),
    Term("ジョーカー", "joker", "いつでも出せ、他の全員に札を引かせる", "playable any time; everyone else draws"),
    Term("あてる", "hit (ateru)", "出された札の数字が手札の合計と同じとき、その人にあてて上がる。麻雀のロンにあたる",
         "win on a card whose number equals your hand's total, like ron"),
    Term("流れ", "redeal (nagare)", "配り直し", "the deal is void and dealt again"),
    Term("親", "dealer", "最初の台札をめくる人", "turns up the first top card"),
)


FAMILY = Family(
    "playing_cards",
    "トランプ",
    "Playing cards",
    glossary=GLOSSARY,
    diagrams={"nippachi-cards": nippachi_card_rows, "nippachi-examples": nippachi_example_rows},
)
