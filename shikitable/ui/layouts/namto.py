"""開樽's table: two hole cards, each seat's 点棒 and stake, the five community cards (face
down until turned), and the pot."""

from __future__ import annotations

from shikitable.ui.layouts.base import (
    NINCETKAIK_ART,
    QT_TRANSLATE_NOOP,
    ActionButton,
    ArgChoice,
    CentralZone,
    PlateMark,
    SeatZone,
    TableLayout,
    arg_amount,
)

STAKE = QT_TRANSLATE_NOOP("shikitable", "Raise {amount}")

LAYOUT = TableLayout(
    game_id="namto",
    art=NINCETKAIK_ART,
    seat_zones=(
        SeatZone("hand", "hand", "hand", scale=1.0, depth=0.0, count_key="hand_counts", per_row=2, share=1.3),
        SeatZone("stack", "stacks", "sticks", scale=1.0, depth=0.0, along=1, share=1.0,
                 label=QT_TRANSLATE_NOOP("shikitable", "Points")),
        SeatZone("stake", "committed", "sticks", scale=1.0, depth=0.3, label=QT_TRANSLATE_NOOP("shikitable", "Staked")),
    ),
    central_zones=(
        CentralZone(
            "community",
            "community",
            "row",
            x=0,
            y=0,
            scale=0.8,
            label=QT_TRANSLATE_NOOP("shikitable", "Community cards"),
            backs_key="hidden_community",
        ),
        CentralZone("pot", "pot", "sticks", x=1, y=0, scale=0.9, label=QT_TRANSLATE_NOOP("shikitable", "Pot")),
        # what the player at the screen must put in to stay in this round
        CentralZone("to_call", "to_call", "text", x=1, y=78, label=QT_TRANSLATE_NOOP("shikitable", "To call: {0}")),
    ),
    buttons=(
        ActionButton("stake", STAKE, needs_cards=False, arg=ArgChoice("buttons", arg_amount(STAKE))),
        ActionButton("fold", QT_TRANSLATE_NOOP("shikitable", "Fold"), needs_cards=False, shortcut="F"),
    ),
    reveal_events={"show": "hand"},
    terms={"stake": "加行 (raise)", "fold": "無行 (fold)"},
    log={
        "season_start": QT_TRANSLATE_NOOP(
            "shikitable", "Season {season} begins; {dealer} is the dealer (leads the betting)."
        ),
        "fee": QT_TRANSLATE_NOOP("shikitable", "{seat} pays the entry fee of {amount}."),
        "round": QT_TRANSLATE_NOOP("shikitable", "Betting round {round}: {seat} acts first."),
        "check": QT_TRANSLATE_NOOP("shikitable", "{seat} raises nothing (Raise 0)."),
        "call": QT_TRANSLATE_NOOP("shikitable", "{seat} matches with {amount} (pot {pot})."),
        "raise": QT_TRANSLATE_NOOP("shikitable", "{seat} raises: {amount} in, {stake} this round (pot {pot})."),
        "all_in": QT_TRANSLATE_NOOP("shikitable", "{seat} stakes everything: {amount} (pot {pot})."),
        "fold": QT_TRANSLATE_NOOP("shikitable", "{seat} folds."),
        "leader": QT_TRANSLATE_NOOP("shikitable", "The dealer's role passes to {seat}."),
        "reveal": QT_TRANSLATE_NOOP("shikitable", "Community cards turned up: {cards}."),
        "show": QT_TRANSLATE_NOOP("shikitable", "{seat} shows {hand}: {name}."),
        "match_end": QT_TRANSLATE_NOOP("shikitable", "The match is over."),
    },
    plate_marks=(
        PlateMark(
            "status",
            {
                "folded": QT_TRANSLATE_NOOP("shikitable", "folded"),
                "all_in": QT_TRANSLATE_NOOP("shikitable", "all-in"),
                "out": QT_TRANSLATE_NOOP("shikitable", "bust"),
            },
        ),
    ),
    score_terms={
        "showdown": QT_TRANSLATE_NOOP("shikitable", "Shows"),
        "main_pot": QT_TRANSLATE_NOOP("shikitable", "Main pot"),
        "side_pot": QT_TRANSLATE_NOOP("shikitable", "Side pot"),
    },
)
