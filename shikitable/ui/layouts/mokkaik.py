"""行戦's table: hands, won cards, out-of-play and face-down piles, the trick."""

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
    game_id="mokkaik",
    art=NINCETKAIK_ART,
    seat_zones=(
        SeatZone("hand", "hand", "hand", scale=1.0, depth=0.0, count_key="hand_counts", per_row=10),
        SeatZone("out", "out", "row", scale=0.42, depth=0.3, per_row=8, share=1.2,
                 label=QT_TRANSLATE_NOOP("shikitable", "Out")),
        SeatZone("down", "down_counts", "pile", scale=0.42, depth=0.3, along=1, share=0.8,
                 label=QT_TRANSLATE_NOOP("shikitable", "Down")),
        SeatZone("won", "won", "row", scale=0.42, depth=0.5, per_row=12, label=QT_TRANSLATE_NOOP("shikitable", "Won")),
    ),
    central_zones=(
        CentralZone(
            "stock", "stock_count", "stock", x=-330, y=-40, scale=0.45, label=QT_TRANSLATE_NOOP("shikitable", "Unseen")
        ),
        CentralZone("trick", "trick", "trick", x=0, y=0, scale=0.62),
    ),
    buttons=(
        ActionButton("play", QT_TRANSLATE_NOOP("shikitable", "Play"), needs_cards=True),
        ActionButton("down", QT_TRANSLATE_NOOP("shikitable", "Play face down"), needs_cards=True),
    ),
    log={
        "season_start": QT_TRANSLATE_NOOP("shikitable", "Season {season} begins; {dealer} deals (×{multiplier})."),
        "play": QT_TRANSLATE_NOOP("shikitable", "{seat} plays {cards}."),
        "down": QT_TRANSLATE_NOOP("shikitable", "{seat} lays {count} face down."),
        "trick_won": QT_TRANSLATE_NOOP("shikitable", "{seat} wins trick {trick}."),
        "match_end": QT_TRANSLATE_NOOP("shikitable", "The match is over."),
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
    score_flags={"multiplied": QT_TRANSLATE_NOOP("shikitable", "× the dealer multiplier")},
    score_tips={
        "payment": QT_TRANSLATE_NOOP(
            "shikitable",
            "Each other player pays the winner of the last trick 6 minus their won cards "
            "(a negative amount is paid back), times the dealer multiplier when the rules say so.",
        ),
    },
)
