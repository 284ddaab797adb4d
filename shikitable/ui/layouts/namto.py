"""開樽's table: two hole cards, each seat's 点棒 and stake, the five community cards (face
down until turned), and the pot."""

from __future__ import annotations

from shikitable.ui.layouts.base import QT_TRANSLATE_NOOP
from shikitable.ui.layouts.betting import DEALER_PASSES, betting_layout, community_zone, stake_button

LAYOUT = betting_layout(
    "namto",
    hand_cards=2,
    hand_share=1.3,
    centre=(community_zone(scale=0.8, backs_key="hidden_community"),),
    due_key="to_call",
    moves=(stake_button("stake", QT_TRANSLATE_NOOP("shikitable", "Stake")),),
    terms={"stake": "加行 (raise)", "fold": "無行 (fold)"},
    log={
        "season_start": QT_TRANSLATE_NOOP(
            "shikitable", "Season {season} begins; {dealer} is the dealer (leads the betting)."
        ),
        "fee": QT_TRANSLATE_NOOP("shikitable", "{seat} pays the entry fee of {amount}."),
        "round": QT_TRANSLATE_NOOP("shikitable", "Betting round {round}: {seat} acts first."),
        "check": QT_TRANSLATE_NOOP("shikitable", "{seat} checks."),
        "call": QT_TRANSLATE_NOOP("shikitable", "{seat} matches with {amount} (pot {pot})."),
        "raise": QT_TRANSLATE_NOOP("shikitable", "{seat} raises: {amount} in, {stake} this round (pot {pot})."),
        "leader": DEALER_PASSES,
        "reveal": QT_TRANSLATE_NOOP("shikitable", "Community cards turned up: {cards}."),
    },
)
