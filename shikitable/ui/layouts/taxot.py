"""終季's table: hands, 開 groups, rivers, the stock and 光."""

from __future__ import annotations

from shikitable.ui.layouts.base import (
    NINCETKAIK_ART,
    QT_TRANSLATE_NOOP,
    ActionButton,
    CentralZone,
    SeatZone,
    TableLayout,
)

LAYOUT = TableLayout(
    game_id="taxot",
    art=NINCETKAIK_ART,
    seat_zones=(
        SeatZone("hand", "hand", "hand", scale=1.0, depth=0.0, count_key="hand_counts", per_row=7, share=2.2),
        SeatZone("melds", "melds", "groups", scale=0.55, depth=0.0, along=1, share=1.0,
                 label=QT_TRANSLATE_NOOP("shikitable", "開")),
        SeatZone("river", "rivers", "row", scale=0.52, depth=0.4, per_row=8),
    ),
    central_zones=(
        CentralZone("stock", "stock_count", "stock", x=-70, y=0, label=QT_TRANSLATE_NOOP("shikitable", "Stock")),
        CentralZone("hikari", "hikari", "row", x=70, y=0, label=QT_TRANSLATE_NOOP("shikitable", "光")),
    ),
    buttons=(
        ActionButton("taxot", QT_TRANSLATE_NOOP("shikitable", "Declare 終季"), needs_cards=False),
        ActionButton("discard", QT_TRANSLATE_NOOP("shikitable", "Discard"), needs_cards=True),
        ActionButton("kai", QT_TRANSLATE_NOOP("shikitable", "Claim 開"), needs_cards=True),
        ActionButton("pass", QT_TRANSLATE_NOOP("shikitable", "Pass"), needs_cards=False),
    ),
    highlight_key="last_discard",
    win_kinds=("taxot",),
    reveal_events={"win": "hand"},
    log={
        "season_start": QT_TRANSLATE_NOOP("shikitable", "Season {season} begins; {dealer} deals (×{multiplier})."),
        "discard": QT_TRANSLATE_NOOP("shikitable", "{seat} discards {card}."),
        "kai": QT_TRANSLATE_NOOP("shikitable", "{seat} claims {card} from {from} with 開: {meld}."),
        "shiyu": QT_TRANSLATE_NOOP("shikitable", "{seat} shows 四友: {cards}."),
        "win": QT_TRANSLATE_NOOP("shikitable", "{seat} declares 終季 with {hand}!"),
        "stock_empty": QT_TRANSLATE_NOOP("shikitable", "The stock is empty: nobody wins this season."),
        "match_end": QT_TRANSLATE_NOOP("shikitable", "The match is over."),
    },
    score_flags={
        "multiplied_with_dealer": QT_TRANSLATE_NOOP("shikitable", "× {multiplier} when the dealer is involved"),
        "multiplied_always": QT_TRANSLATE_NOOP("shikitable", "× {multiplier} on every payment"),
    },
    score_tips={
        "kai": QT_TRANSLATE_NOOP("shikitable", "Claiming a discard with 開: the discarder pays 1 point."),
        "shiyu": QT_TRANSLATE_NOOP("shikitable", "Four of a kind shown (四友): every other player pays."),
        "win": QT_TRANSLATE_NOOP("shikitable", "The hand that ended the season, and who paid for it."),
        "taxot": QT_TRANSLATE_NOOP("shikitable", "The base points for completing the hand."),
        "same_colour": QT_TRANSLATE_NOOP("shikitable", "Every card of the hand in one colour."),
        "six_run": QT_TRANSLATE_NOOP("shikitable", "Six cards in one run."),
        "first_round": QT_TRANSLATE_NOOP("shikitable", "Won within the first round of turns."),
        "king_tam": QT_TRANSLATE_NOOP("shikitable", "One point for each 皇 or 王 among the six cards."),
        "hikari": QT_TRANSLATE_NOOP("shikitable", "One point for each of the six cards of the same kind as a 光 card."),
    },
    score_terms={
        "kai": QT_TRANSLATE_NOOP("shikitable", "開 paid by the discarder"),
        "shiyu": QT_TRANSLATE_NOOP("shikitable", "四友 paid by everyone"),
        "win": QT_TRANSLATE_NOOP("shikitable", "終季"),
        "taxot": QT_TRANSLATE_NOOP("shikitable", "終季 base"),
        "same_colour": QT_TRANSLATE_NOOP("shikitable", "one colour"),
        "six_run": QT_TRANSLATE_NOOP("shikitable", "six in a row (六連)"),
        "first_round": QT_TRANSLATE_NOOP("shikitable", "first round (一周)"),
        "king_tam": QT_TRANSLATE_NOOP("shikitable", "皇 and 王"),
        "hikari": QT_TRANSLATE_NOOP("shikitable", "光"),
    },
)
