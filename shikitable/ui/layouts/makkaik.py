"""値戦's table: three-card hands, each seat's 点棒 and stake, the community cards, the
stock and discards, the two drawn cards while a player chooses, and the pot."""

from __future__ import annotations

from shikitable.ui.layouts.base import QT_TRANSLATE_NOOP, ActionButton
from shikitable.ui.layouts.betting import DEALER_PASSES, amount_button, betting_layout, community_zone
from shikitable.ui.layouts.seasonal import card_row, stock_zone

LAYOUT = betting_layout(
    "makkaik",
    hand_cards=3,
    hand_share=1.6,
    centre=(
        stock_zone(x=-1, scale=0.5),
        card_row("discards", x=-1, y=1, scale=0.5, label=QT_TRANSLATE_NOOP("shikitable", "Discards")),
        community_zone(scale=0.75),
        # the two drawn cards while their player chooses: face down to the others
        card_row("drawn", x=0, y=1, scale=0.75, label=QT_TRANSLATE_NOOP("shikitable", "Drawn"),
                 backs_key="drawn_hidden"),
    ),
    due_key="due",
    moves=(
        ActionButton(
            "swap", QT_TRANSLATE_NOOP("shikitable", "Swap with the community"), needs_cards=True
        ),
        ActionButton("draw", QT_TRANSLATE_NOOP("shikitable", "Draw two"), needs_cards=False),
        ActionButton("keep", QT_TRANSLATE_NOOP("shikitable", "Keep and give up"), needs_cards=True),
        amount_button("join", QT_TRANSLATE_NOOP("shikitable", "Join for {amount}")),
        amount_button("base", QT_TRANSLATE_NOOP("shikitable", "Base {amount}")),
    ),
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
        "setter": DEALER_PASSES,
    },
)
