"""The original program's settings (nippathi.cfg) and this table's readings, as rule options."""

from __future__ import annotations

from shikitable.core.options import Option

OPTIONS: tuple[Option, ...] = (
    Option(
        "hands",
        4,
        minimum=1,
        maximum=40,
        label_en="Hands in a match",
        label_ja="対戦の局数",
        help_en="The deal passes to the left after every hand; a 流れ deal is dealt again and not counted.",
        help_ja="一局ごとに親は左隣へ移ります。流れた配牌は配り直し、局数に数えません。",
    ),
    Option(
        "joker_draw",
        3,
        choices=(3, 5, 0),
        label_en="A Joker makes the others draw",
        label_ja="ジョーカーで他家が引く枚数",
        choice_labels_en=("3 cards", "5 cards", "nothing"),
        choice_labels_ja=("3枚", "5枚", "引かせない"),
    ),
    Option(
        "nagare1",
        "special3",
        choices=("none", "special3", "special4", "special4j"),
        label_en="Washout setting (1)",
        label_ja="流れ設定(1)",
        help_en="A dealt hand holding this many special cards is declared 流れ and all hands are dealt again.",
        help_ja="配られた手札にこれだけ特殊札があれば「流れ」となり、配り直します。",
        choice_labels_en=(
            "no washout",
            "3 of 2, 8, Joker",
            "4 of 2, 8, Joker",
            "4 of 2, 8, J, Joker",
        ),
        choice_labels_ja=("流れなし", "2・8・Joker 3枚で流れ", "2・8・Joker 4枚で流れ", "2・8・J・Joker 4枚で流れ"),
    ),
    Option(
        "nagare2",
        "never",
        choices=("never", "two_jokers"),
        label_en="Washout setting (2)",
        label_ja="流れ設定(2)",
        choice_labels_en=("Jokers never cause a washout", "2 Jokers in a hand: washout"),
        choice_labels_ja=("Jokerが何枚あっても流れない", "Jokerが2枚以上で流れ"),
    ),
    Option(
        "joker_follow",
        "any",
        choices=("any", "under"),
        label_en="A Joker on the pile is matched by",
        label_ja="台札のジョーカーに出せる札",
        choice_labels_en=("any card", "the number or suit of the card under it"),
        choice_labels_ja=("どの札でも", "その下の札の数字か色"),
    ),
    Option(
        "multiple_hits",
        "nearest",
        choices=("nearest", "all"),
        label_en="Several players hit one card",
        label_ja="一枚に複数のあたり",
        choice_labels_en=("the nearest in turn order wins", "every hitter is paid"),
        choice_labels_ja=("順番の近い人だけ", "全員があたる"),
    ),
    Option(
        "play_drawn",
        True,
        label_en="A card just drawn may be played at once",
        label_ja="引いた札がすぐ出せる",
        help_en="When the card drawn fits the up-card, you may play it in the same turn (or keep it).",
        help_ja="引いた札が台札に合えば、その番のうちに出せます(出さなくても構いません)。",
    ),
)
