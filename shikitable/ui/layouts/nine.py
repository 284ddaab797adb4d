"""小猫's table: hands, each player's 付 in front of them, the combination to beat in the centre
with the round's earlier plays above it, the stock, score piles (option); take part / draw three
as buttons; who stayed out and who has gone out on the name plates."""

from __future__ import annotations

from shikitable.ui.layouts.base import QT_TRANSLATE_NOOP, ActionButton, PlateMark, SeatZone
from shikitable.ui.layouts.seasonal import (
    SEASON_DEALS_AND_LEADS,
    card_row,
    hand_zone,
    seasonal_layout,
    stock_zone,
    to_beat_zone,
)

LAYOUT = seasonal_layout(
    "nine",
    seat_zones=(
        hand_zone(),
        SeatZone("tsuke", "tsuke", "row", scale=0.45, depth=0.36, per_row=8,
                 label=QT_TRANSLATE_NOOP("shikitable", "Ante")),
        SeatZone("won", "pile_counts", "row", scale=0.3, depth=0.1, along=560, per_row=10),
    ),
    central_zones=(
        to_beat_zone(y=30, scale=0.62),
        card_row("beaten", x=0, y=-100, scale=0.34, label=QT_TRANSLATE_NOOP("shikitable", "Beaten this round")),
        stock_zone(x=-360),
    ),
    play_owner={"top": "top"},
    terms={"join": "付 (the ante card)"},
    buttons=(
        ActionButton("play", QT_TRANSLATE_NOOP("shikitable", "Play"), needs_cards=True),
        ActionButton("join", QT_TRANSLATE_NOOP("shikitable", "Take part: lay an ante"), needs_cards=True),
        ActionButton(
            "draw", QT_TRANSLATE_NOOP("shikitable", "Stay out: draw three"), needs_cards=False
        ),
    ),
    log={
        "season_start": SEASON_DEALS_AND_LEADS,
        "play": QT_TRANSLATE_NOOP("shikitable", "{seat} plays {cards}."),
        "join": QT_TRANSLATE_NOOP("shikitable", "{seat} takes part and lays {card} as the ante."),
        "draw": QT_TRANSLATE_NOOP("shikitable", "{seat} stays out and draws {count}."),
        "round_won": QT_TRANSLATE_NOOP("shikitable", "{seat} is the last one in and takes the table's cards."),
        "emptied": QT_TRANSLATE_NOOP("shikitable", "{seat} empties the hand: {points} points."),
        "stock_empty": QT_TRANSLATE_NOOP("shikitable", "The stock is empty."),
    },
    score_terms={
        "empty_hand": QT_TRANSLATE_NOOP("shikitable", "hand emptied (largest hand left)"),
        "dealer_bonus": QT_TRANSLATE_NOOP("shikitable", "winner is the dealer"),
    },
    plate_marks=(
        PlateMark(
            "status",
            {
                "out": QT_TRANSLATE_NOOP("shikitable", "stayed out"),
                "finished": QT_TRANSLATE_NOOP("shikitable", "hand emptied"),
            },
        ),
    ),
)
