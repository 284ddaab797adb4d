"""値戦's table: three-card hands, each seat's 点棒 and stake, the community cards, the
stock and discards, the two drawn cards while a player chooses, and the pot."""

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

JOIN = QT_TRANSLATE_NOOP("shikitable", "Join for {amount}")
BASE = QT_TRANSLATE_NOOP("shikitable", "Base {amount}")

LAYOUT = TableLayout(
    game_id="makkaik",
    art=NINCETKAIK_ART,
    seat_zones=(
        SeatZone("hand", "hand", "hand", scale=1.0, depth=0.0, count_key="hand_counts", per_row=3, share=1.6),
        SeatZone("stack", "stacks", "sticks", scale=1.0, depth=0.0, along=1, share=1.0,
                 label=QT_TRANSLATE_NOOP("shikitable", "Points")),
        SeatZone("stake", "committed", "sticks", scale=1.0, depth=0.3, label=QT_TRANSLATE_NOOP("shikitable", "Staked")),
    ),
    central_zones=(
        CentralZone(
            "stock", "stock_count", "stock", x=-1, y=0, scale=0.5, label=QT_TRANSLATE_NOOP("shikitable", "Stock")
        ),
        CentralZone(
            "discards", "discards", "row", x=-1, y=1, scale=0.5, label=QT_TRANSLATE_NOOP("shikitable", "Discards")
        ),
        CentralZone(
            "community",
            "community",
            "row",
            x=0,
            y=0,
            scale=0.75,
            label=QT_TRANSLATE_NOOP("shikitable", "Community cards"),
        ),
        CentralZone(
            "drawn",
            "drawn",
            "row",
            x=0,
            y=1,
            scale=0.75,
            label=QT_TRANSLATE_NOOP("shikitable", "Drawn"),
            backs_key="drawn_hidden",
        ),
        CentralZone("pot", "pot", "sticks", x=1, y=0, scale=0.9, label=QT_TRANSLATE_NOOP("shikitable", "Pot")),
        # what the player at the screen must put in to stay in this round
        CentralZone("to_call", "due", "text", x=1, y=78, label=QT_TRANSLATE_NOOP("shikitable", "To call: {0}")),
    ),
    buttons=(
        ActionButton(
            "swap", QT_TRANSLATE_NOOP("shikitable", "Swap with the community"), needs_cards=True, shortcut="S"
        ),
        ActionButton("draw", QT_TRANSLATE_NOOP("shikitable", "Draw two"), needs_cards=False, shortcut="D"),
        ActionButton("keep", QT_TRANSLATE_NOOP("shikitable", "Keep and give up"), needs_cards=True, shortcut="K"),
        ActionButton("join", JOIN, needs_cards=False, shortcut="J", arg=ArgChoice("buttons", arg_amount(JOIN))),
        ActionButton("base", BASE, needs_cards=False, arg=ArgChoice("buttons", arg_amount(BASE))),
        ActionButton("fold", QT_TRANSLATE_NOOP("shikitable", "Fold"), needs_cards=False, shortcut="F"),
    ),
    reveal_events={"show": "hand"},
    log={
        "season_start": QT_TRANSLATE_NOOP("shikitable", "Season {season} begins; {dealer} is the dealer."),
        "ante": QT_TRANSLATE_NOOP("shikitable", "{seat} antes {amount}."),
        "swap": QT_TRANSLATE_NOOP("shikitable", "{seat} swaps {card} for {cards} from the community."),
        "draw": QT_TRANSLATE_NOOP("shikitable", "{seat} draws two from the stock."),
        "keep": QT_TRANSLATE_NOOP(
            "shikitable", "{seat} keeps one, gives {card} to the community and discards {cards}."
        ),
        "round": QT_TRANSLATE_NOOP("shikitable", "Betting round {round}: {seat} sets the base."),
        "base": QT_TRANSLATE_NOOP("shikitable", "{seat} sets the base at {base} (pot {pot})."),
        "join": QT_TRANSLATE_NOOP("shikitable", "{seat} joins for {amount} (pot {pot})."),
        "all_in": QT_TRANSLATE_NOOP("shikitable", "{seat} stakes everything: {amount} (pot {pot})."),
        "fold": QT_TRANSLATE_NOOP("shikitable", "{seat} folds."),
        "setter": QT_TRANSLATE_NOOP("shikitable", "The dealer's role passes to {seat}."),
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
