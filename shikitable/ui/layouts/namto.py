"""開樽's table: two hole cards, each seat's 点棒 and stake, the five community cards (face
down until turned), and the pot."""

from __future__ import annotations

from shikitable.ui.layouts import betting as stakes
from shikitable.ui.layouts.base import NINCETKAIK_ART, QT_TRANSLATE_NOOP, TableLayout

STAKE = QT_TRANSLATE_NOOP("shikitable", "加行 {amount}")

LAYOUT = TableLayout(
    game_id="namto",
    art=NINCETKAIK_ART,
    seat_zones=(stakes.hand_zone(per_row=2, share=1.3), *stakes.STAKE_ZONES),
    central_zones=(
        stakes.community_zone(scale=0.8, backs_key="hidden_community"),
        stakes.POT_ZONE,
    ),
    buttons=(
        stakes.amount_button("stake", STAKE),
        stakes.fold_button(QT_TRANSLATE_NOOP("shikitable", "無行 (fold)")),
    ),
    reveal_events=dict(stakes.SHOWDOWN_REVEALS),
    log={
        **stakes.STAKES_LOG,
        "season_start": QT_TRANSLATE_NOOP("shikitable", "Season {season} begins; {dealer} is 軸人."),
        "fee": QT_TRANSLATE_NOOP("shikitable", "{seat} pays the entry fee of {amount}."),
        "round": QT_TRANSLATE_NOOP("shikitable", "Betting round {round}: {seat} acts first."),
        "check": QT_TRANSLATE_NOOP("shikitable", "{seat} stakes nothing more (加行 0)."),
        "call": QT_TRANSLATE_NOOP("shikitable", "{seat} matches with {amount} (pot {pot})."),
        "raise": QT_TRANSLATE_NOOP("shikitable", "{seat} raises: {amount} in, {stake} this round (pot {pot})."),
        "fold": QT_TRANSLATE_NOOP("shikitable", "{seat} folds (無行)."),
        "leader": QT_TRANSLATE_NOOP("shikitable", "The role of 軸人 passes to {seat}."),
        "reveal": QT_TRANSLATE_NOOP("shikitable", "Community cards turned up: {cards}."),
    },
    plate_marks=(stakes.STATUS_MARK,),
    score_terms=dict(stakes.POT_TERMS),
)
