"""値戦's table: three-card hands, each seat's 点棒 and stake, the community cards, the
stock and discards, the two drawn cards while a player chooses, and the pot."""

from __future__ import annotations

from shikitable.ui.layouts import betting as stakes
from shikitable.ui.layouts.base import (
    NINCETKAIK_ART,
    QT_TRANSLATE_NOOP,
    ActionButton,
    CentralZone,
    TableLayout,
)

JOIN = QT_TRANSLATE_NOOP("shikitable", "Join for {amount}")
BASE = QT_TRANSLATE_NOOP("shikitable", "Base {amount}")
DRAWN = QT_TRANSLATE_NOOP("shikitable", "Drawn")

LAYOUT = TableLayout(
    game_id="makkaik",
    art=NINCETKAIK_ART,
    seat_zones=(stakes.hand_zone(per_row=3, share=1.6), *stakes.STAKE_ZONES),
    central_zones=(
        CentralZone(
            "stock", "stock_count", "stock", x=-1, y=0, scale=0.5, label=QT_TRANSLATE_NOOP("shikitable", "Stock")
        ),
        CentralZone(
            "discards", "discards", "row", x=-1, y=1, scale=0.5, label=QT_TRANSLATE_NOOP("shikitable", "Discards")
        ),
        stakes.community_zone(scale=0.75),
        CentralZone("drawn", "drawn", "row", x=0, y=1, scale=0.75, label=DRAWN, backs_key="drawn_hidden"),
        stakes.POT_ZONE,
    ),
    buttons=(
        ActionButton(
            "swap", QT_TRANSLATE_NOOP("shikitable", "Swap with the community"), needs_cards=True, shortcut="S"
        ),
        ActionButton("draw", QT_TRANSLATE_NOOP("shikitable", "Draw two"), needs_cards=False, shortcut="D"),
        ActionButton("keep", QT_TRANSLATE_NOOP("shikitable", "Keep and give up"), needs_cards=True, shortcut="K"),
        stakes.amount_button("join", JOIN, shortcut="J"),
        stakes.amount_button("base", BASE),
        stakes.fold_button(QT_TRANSLATE_NOOP("shikitable", "Fold")),
    ),
    reveal_events=dict(stakes.SHOWDOWN_REVEALS),
    log={
        **stakes.STAKES_LOG,
        "season_start": QT_TRANSLATE_NOOP("shikitable", "Season {season} begins; {dealer} is 親."),
        "ante": QT_TRANSLATE_NOOP("shikitable", "{seat} antes {amount}."),
        "swap": QT_TRANSLATE_NOOP("shikitable", "{seat} swaps {card} for {cards} from the community."),
        "draw": QT_TRANSLATE_NOOP("shikitable", "{seat} draws two from the stock."),
        "keep": QT_TRANSLATE_NOOP(
            "shikitable", "{seat} keeps one, gives {card} to the community and discards {cards}."
        ),
        "round": QT_TRANSLATE_NOOP("shikitable", "Betting round {round}: {seat} sets the base."),
        "base": QT_TRANSLATE_NOOP("shikitable", "{seat} sets the base at {base} (pot {pot})."),
        "join": QT_TRANSLATE_NOOP("shikitable", "{seat} joins for {amount} (pot {pot})."),
        "fold": QT_TRANSLATE_NOOP("shikitable", "{seat} folds."),
        "setter": QT_TRANSLATE_NOOP("shikitable", "The role of 親 passes to {seat}."),
    },
    plate_marks=(stakes.STATUS_MARK,),
    score_terms=dict(stakes.POT_TERMS),
)
