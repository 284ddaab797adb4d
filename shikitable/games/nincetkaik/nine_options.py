"""小猫's rule options: every reading the rule text names."""

from __future__ import annotations

from shikitable.core.options import Option
from shikitable.games.nincetkaik.match import MATCH_OPTIONS

SEED_HAND = 12  # seed 001: 「2~4人:12枚」
DECK_SIZE = 48
FOUR_PLAYER_DEFAULT = DECK_SIZE // 4 - 1  # 11: the largest deal that leaves four a stock

OPTIONS: tuple[Option, ...] = (
    *MATCH_OPTIONS,
    # seed 001: 「無は同色札の代わりとなる」, with no condition
    Option(
        "nought_wild",
        "free",
        choices=("free", "lacking"),
        label_en="The Nought stands in for a card of its colour",
        label_ja="無が代わりになれる札",
        choice_labels_en=("always (seed)", "only once your own such cards are all in the set"),
        choice_labels_ja=("いつでも（原文）", "手札の同じ札を全て出した上でのみ"),
    ),
    # seed 001: 「山札がなくなった時点で季節が終わり」
    Option(
        "season_ends",
        "at_once",
        choices=("at_once", "round_end"),
        label_en="When the stock runs out, the season ends",
        label_ja="積が尽きたら季は",
        choice_labels_en=("at once (seed)", "when that round ends (staying out then draws nothing)"),
        choice_labels_ja=("その場で終わる（原文）", "その周の終わりに終わる（以後の不参加は引かない）"),
    ),
    # seed 001 deals 12 each to 2-4 players; with four that is the whole deck, so the default
    # is the largest deal that still leaves a stock (nine_deal explains it in the dialog)
    Option(
        "four_player_hand",
        FOUR_PLAYER_DEFAULT,
        minimum=6,
        maximum=11,
        label_en="Cards each with four players",
        label_ja="4人の時の配り枚数",
        help_en="The seed deals 12 each, but 4 × 12 is the whole deck and leaves no stock; "
        "11 is the most that leaves one.",
        help_ja="原文は各12枚だが、4人×12枚は札48枚すべてで積が残らない。積が残る最大は11枚。",
    ),
    Option(
        "table_cards_to",
        "hand",
        choices=("hand", "pile"),
        label_en="The round's last player takes the table's cards",
        label_ja="周の最後の参加者が場の札を",
        choice_labels_en=("into the hand", "to a score pile (out of play)"),
        choice_labels_ja=("手札に加える", "得点札として脇に置く"),
    ),
    Option(
        "come_back",
        False,
        label_en="A player who stayed out may take part again in a later go-around",
        label_ja="不参加の後も次の巡で参加できる",
    ),
    Option(
        "lead_later",
        "chooses",
        choices=("chooses", "no_tsuke"),
        label_en="When the turn comes back to the round's lead",
        label_ja="打ち出した人に手番が戻ったとき",
        choice_labels_en=(
            "it chooses like everyone (ante and beat, or draw three)",
            "it beats without an ante, or draws three",
        ),
        choice_labels_ja=("他の人と同じく選ぶ（付を出して勝負か三枚引く）", "付なしで勝負するか三枚引く"),
    ),
    Option(
        "empty_hand",
        "sit_out",
        choices=("sit_out", "draw_on"),
        label_en="A player whose hand is empty",
        label_ja="手札が無くなった人は",
        choice_labels_en=("sits out until the season ends", "draws three at the next turn and plays on"),
        choice_labels_ja=("季の終わりまで休む", "次の手番で三枚引いて続ける"),
    ),
    Option(
        "beat_count",
        "any",
        choices=("any", "same"),
        label_en="A stronger combination needs",
        label_ja="上位の集の枚数",
        choice_labels_en=("any number of cards", "as many cards as the one it beats"),
        choice_labels_ja=("何枚でもよい", "場と同じ枚数"),
    ),
    Option(
        "dealer_bonus_to",
        "dealer",
        choices=("dealer", "lead"),
        label_en="The +1 for the winner goes to",
        label_ja="勝者が親なら+1の「親」とは",
        choice_labels_en=("the season's first dealer", "the lead when the season ends"),
        choice_labels_ja=("季の最初の親", "季の終わりの時点の親（打ち出し手）"),
    ),
)
