"""連友's rule options and its points by finishing place: every reading the rule text names."""

from __future__ import annotations

from shikitable.core.options import Option
from shikitable.games.nincetkaik.match import MATCH_OPTIONS

PLACE_TABLES: dict[str, dict[int, tuple[int, ...]]] = {
    # points by finishing place (first place first); every table is zero-sum
    "spread": {n: tuple(n - 1 - 2 * i for i in range(n)) for n in range(2, 7)},
    "titles": {2: (1, -1), 3: (1, 0, -1), 4: (2, 1, -1, -2), 5: (2, 1, 0, -1, -2), 6: (2, 1, 0, 0, -1, -2)},
    "winner": {n: (n - 1, *([-1] * (n - 1))) for n in range(2, 7)},
}

OPTIONS: tuple[Option, ...] = (
    *MATCH_OPTIONS,
    Option(
        "place_points",
        "spread",
        choices=("spread", "titles", "winner"),
        label_en="Points by finishing place",
        label_ja="順位点",
        choice_labels_en=("spread (4 players: +3 +1 −1 −3)", "titles (4 players: +2 +1 −1 −2)", "winner takes all"),
        choice_labels_ja=("均等（4人: +3 +1 −1 −3）", "大富豪式（4人: +2 +1 −1 −2）", "一位総取り"),
    ),
    Option(
        "leftover",
        "aside",
        choices=("aside", "dealt"),
        label_en="Cards that do not deal evenly",
        label_ja="均等に配れない余り札",
        choice_labels_en=("set aside unseen", "dealt on, one each after the dealer"),
        choice_labels_ja=("伏せて除く", "親の次から一枚ずつ配る"),
    ),
    Option(
        "gekiyu_beaten_by",
        "bigger",
        choices=("bigger", "same_size"),
        label_en="A big set (3 or more) is beaten by",
        label_ja="激友に勝てる集",
        choice_labels_en=("a bigger big set, or one as big and stronger", "only one as big and stronger"),
        choice_labels_ja=("枚数の多い激友か、同じ枚数で強い激友", "同じ枚数で強い激友のみ"),
    ),
    Option(
        "gekiyu_timing",
        "own_turn",
        choices=("own_turn", "any_time"),
        label_en="When a big set (3 or more) may be played",
        label_ja="激友を出せる時",
        choice_labels_en=("on your turn", "also out of turn, right after any play"),
        choice_labels_ja=("自分の手番のみ", "他人が出した直後にも割り込める"),
    ),
    Option(
        "pass_locks",
        False,
        label_en="A player who passes sits out until the next lead",
        label_ja="パスしたら次の打ち出しまで出せない",
    ),
    Option(
        "general_reach",
        "everywhere",
        choices=("everywhere", "discards"),
        label_en="The General's removal reaches",
        label_ja="将の除外が及ぶ範囲",
        choice_labels_en=("every hand and the discards", "the discards only"),
        choice_labels_ja=("全員の手札と捨札", "捨札のみ"),
    ),
    Option(
        "general_choice",
        "per_general",
        choices=("per_general", "once"),
        label_en="The General's effect is chosen",
        label_ja="将の効果の選び方",
        choice_labels_en=("for each General played", "once for all the Generals played together"),
        choice_labels_ja=("将一枚ごとに", "出した将すべてでまとめて一度"),
    ),
)
