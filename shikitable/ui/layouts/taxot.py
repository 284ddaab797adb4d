"""終季's table: hands, 開 groups, rivers, the stock and 光."""

from __future__ import annotations

from shikitable.ui.layouts.base import QT_TRANSLATE_NOOP, ActionButton, SeatZone
from shikitable.ui.layouts.seasonal import SEASON_DEALS, card_row, hand_zone, seasonal_layout, stock_zone

LAYOUT = seasonal_layout(
    "taxot",
    seat_zones=(
        hand_zone(per_row=7, share=2.2),
        SeatZone("melds", "melds", "groups", scale=0.55, depth=0.0, along=1, share=1.0,
                 label=QT_TRANSLATE_NOOP("shikitable", "Claimed")),
        SeatZone("river", "rivers", "row", scale=0.52, depth=0.4, per_row=8),
    ),
    central_zones=(
        stock_zone(x=-70, scale=0.62),
        card_row("hikari", x=70, y=0, label=QT_TRANSLATE_NOOP("shikitable", "Light card")),
    ),
    buttons=(
        ActionButton("taxot", QT_TRANSLATE_NOOP("shikitable", "End the season"), needs_cards=False),
        ActionButton("discard", QT_TRANSLATE_NOOP("shikitable", "Discard"), needs_cards=True),
        ActionButton("kai", QT_TRANSLATE_NOOP("shikitable", "Claim (kai)"), needs_cards=True),
        ActionButton("pass", QT_TRANSLATE_NOOP("shikitable", "Pass"), needs_cards=False),
    ),
    highlight_key="last_discard",
    terms={"taxot": "終季 (end the season)", "kai": "開 (kai)"},
    calls={"kai": QT_TRANSLATE_NOOP("shikitable", "Kai!"), "shiyu": QT_TRANSLATE_NOOP("shikitable", "Four friends!"),
           "win": QT_TRANSLATE_NOOP("shikitable", "End the season!")},
    win_kinds=("taxot",),
    reveal_events={"win": "hand"},
    log={
        "season_start": SEASON_DEALS,
        "discard": QT_TRANSLATE_NOOP("shikitable", "{seat} discards {card}."),
        "kai": QT_TRANSLATE_NOOP("shikitable", "{seat} claims {card} from {from}: {meld}."),
        "shiyu": QT_TRANSLATE_NOOP("shikitable", "{seat} shows four of a kind: {cards}."),
        "win": QT_TRANSLATE_NOOP("shikitable", "{seat} ends the season with {hand}!"),
        "stock_empty": QT_TRANSLATE_NOOP("shikitable", "The stock is empty: nobody wins this season."),
    },
    score_flags={
        "multiplied_with_dealer": QT_TRANSLATE_NOOP("shikitable", "× {multiplier} when the dealer is involved"),
        "multiplied_always": QT_TRANSLATE_NOOP("shikitable", "× {multiplier} on every payment"),
    },
    score_tips={
        "kai": QT_TRANSLATE_NOOP("shikitable", "Claiming a discard (開, kai): the discarder pays 1 point."),
        "shiyu": QT_TRANSLATE_NOOP("shikitable", "Four of a kind shown (四友): every other player pays."),
        "win": QT_TRANSLATE_NOOP("shikitable", "The hand that ended the season, and who paid for it."),
        "taxot": QT_TRANSLATE_NOOP("shikitable", "The base points for completing the hand."),
        "same_colour": QT_TRANSLATE_NOOP("shikitable", "Every card of the hand in one colour."),
        "six_run": QT_TRANSLATE_NOOP("shikitable", "Six cards in one run."),
        "first_round": QT_TRANSLATE_NOOP("shikitable", "Won within the first round of turns."),
        "king_tam": QT_TRANSLATE_NOOP(
            "shikitable", "One point for each Tam (皇) or King (王) among the six cards."
        ),
        "hikari": QT_TRANSLATE_NOOP(
            "shikitable", "One point for each of the six cards of the same kind as a light card (光)."
        ),
    },
    score_terms={
        "kai": QT_TRANSLATE_NOOP("shikitable", "Claim, paid by the discarder"),
        "shiyu": QT_TRANSLATE_NOOP("shikitable", "Four of a kind, paid by everyone"),
        "win": QT_TRANSLATE_NOOP("shikitable", "End of the season"),
        "taxot": QT_TRANSLATE_NOOP("shikitable", "Base for ending the season"),
        "same_colour": QT_TRANSLATE_NOOP("shikitable", "one colour"),
        "six_run": QT_TRANSLATE_NOOP("shikitable", "six in a row"),
        "first_round": QT_TRANSLATE_NOOP("shikitable", "first round"),
        "king_tam": QT_TRANSLATE_NOOP("shikitable", "Tam and King"),
        "hikari": QT_TRANSLATE_NOOP("shikitable", "Light card"),
    },
)
