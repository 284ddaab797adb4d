"""The card layer's options, beside all of riichi's."""

from __future__ import annotations

from shikitable.core.options import Option
from shikitable.games.mahjong.riichi.options import RIICHI_OPTIONS

CARD_OPTIONS: tuple[Option, ...] = (
    Option("card_dealing", "official", choices=("official", "fixed", "south_topup"),
           label_en="Card dealing", label_ja="カードの配り方",
           choice_labels_en=("Official: before each hand, up to 2 for a player holding 0-1",
                             "Dealt once before the match (a war of attrition)",
                             "Dealt before the match, topped up when South begins"),
           choice_labels_ja=("公式：毎局の洗牌前、1枚以下なら2枚まで補充", "対戦前に配るのみ（消耗戦）",
                             "対戦前に配り、南場に入ったとき補充")),
    Option("cards_at_start", 3, minimum=1, maximum=6, label_en="Cards dealt (fixed / South top-up)",
           label_ja="配る枚数（配るのみ／南場補充）"),
    Option("card_reset", True, label_en="Reset once per match", label_ja="リセット（対戦中1回）",
           help_en="Before a hand's shuffle, a player may discard their whole card hand and draw two, once.",
           help_ja="洗牌前に手札をすべて破棄して2枚引き直せる（各自1回）。"),
    Option("handicap_seat", -1, choices=(-1, 0, 1, 2, 3), label_en="Handicap: one card fewer for seat",
           label_ja="ハンディ：1枚少なく配る席", choice_labels_en=("none", "1", "2", "3", "4"),
           choice_labels_ja=("なし", "1", "2", "3", "4")),
)

MAGIC_OPTIONS: tuple[Option, ...] = RIICHI_OPTIONS + CARD_OPTIONS
