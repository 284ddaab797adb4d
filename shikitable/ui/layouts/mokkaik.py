"""行戦's table: hands, won cards, out-of-play and face-down piles, the trick."""

from __future__ import annotations

from shikitable.ui.layouts.base import QT_TRANSLATE_NOOP, ActionButton, CentralZone, SeatZone
from shikitable.ui.layouts.seasonal import DEALER_MULTIPLIED, SEASON_DEALS, hand_zone, seasonal_layout, stock_zone

LAYOUT = seasonal_layout(
    "mokkaik",
    seat_zones=(
        hand_zone(per_row=10),
        SeatZone("out", "out", "row", scale=0.42, depth=0.3, per_row=8, share=1.2,
                 label=QT_TRANSLATE_NOOP("shikitable", "Out")),
        SeatZone("down", "down_counts", "pile", scale=0.42, depth=0.3, along=1, share=0.8,
                 label=QT_TRANSLATE_NOOP("shikitable", "Down")),
        SeatZone("won", "won", "row", scale=0.42, depth=0.5, per_row=12, label=QT_TRANSLATE_NOOP("shikitable", "Won")),
    ),
    central_zones=(
        stock_zone(x=-330, y=-40, label=QT_TRANSLATE_NOOP("shikitable", "Unseen")),
        CentralZone("trick", "trick", "trick", x=0, y=0, scale=0.62),
    ),
    buttons=(
        ActionButton("play", QT_TRANSLATE_NOOP("shikitable", "Play"), needs_cards=True),
        ActionButton("down", QT_TRANSLATE_NOOP("shikitable", "Play face down"), needs_cards=True),
    ),
    log={
        "season_start": SEASON_DEALS,
        "play": QT_TRANSLATE_NOOP("shikitable", "{seat} plays {cards}."),
        "down": QT_TRANSLATE_NOOP("shikitable", "{seat} lays {count} face down."),
        "trick_won": QT_TRANSLATE_NOOP("shikitable", "{seat} wins trick {trick}."),
    },
    winning_play=("trick_won", "cards"),
    winning_key="best",
    score_terms={
        "win": QT_TRANSLATE_NOOP("shikitable", "last trick"),
        "payment": QT_TRANSLATE_NOOP("shikitable", "Payment"),
    },
    score_lines={
        "payment": QT_TRANSLATE_NOOP("shikitable", "{payer} pays {winner}: 6 − {won_cards} won cards"),
    },
    score_flags={"multiplied": DEALER_MULTIPLIED},
    score_tips={
        "payment": QT_TRANSLATE_NOOP(
            "shikitable",
            "Each other player pays the winner of the last trick 6 minus their won cards "
            "(a negative amount is paid back), times the dealer multiplier when the rules say so.",
        ),
    },
)
