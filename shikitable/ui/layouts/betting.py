"""The table of 紙机戦's betting games (値戦, 開樽): each seat's hand, 点棒 and stake; the game's
own cards in the centre, then the pot and what the player at the screen must put in to stay; the
game's moves, then Fold; folded, all-in and bust seats marked on their plates; pots in the scores."""

from __future__ import annotations

from typing import Any

from shikitable.ui.layouts.base import (
    QT_TRANSLATE_NOOP,
    ActionButton,
    ArgChoice,
    CentralZone,
    PlateMark,
    SeatZone,
    TableLayout,
    arg_amount,
)
from shikitable.ui.layouts.seasonal import hand_zone, seasonal_layout

DEALER_PASSES = QT_TRANSLATE_NOOP("shikitable", "The dealer's role passes to {seat}.")

STACK = SeatZone("stack", "stacks", "sticks", scale=1.0, depth=0.0, along=1, share=1.0,
                 label=QT_TRANSLATE_NOOP("shikitable", "Points"))
STAKE = SeatZone("stake", "committed", "sticks", scale=1.0, depth=0.3, label=QT_TRANSLATE_NOOP("shikitable", "Staked"))
POT = CentralZone("pot", "pot", "sticks", x=1, y=0, scale=0.9, label=QT_TRANSLATE_NOOP("shikitable", "Pot"))
FOLD = ActionButton("fold", QT_TRANSLATE_NOOP("shikitable", "Fold"), needs_cards=False, shortcut="F")

BETTING_LOG = {
    "all_in": QT_TRANSLATE_NOOP("shikitable", "{seat} stakes everything: {amount} (pot {pot})."),
    "fold": QT_TRANSLATE_NOOP("shikitable", "{seat} folds."),
    "show": QT_TRANSLATE_NOOP("shikitable", "{seat} shows {hand}: {name}."),
}
STATUS_MARKS = PlateMark(
    "status",
    {
        "folded": QT_TRANSLATE_NOOP("shikitable", "folded"),
        "all_in": QT_TRANSLATE_NOOP("shikitable", "all-in"),
        "out": QT_TRANSLATE_NOOP("shikitable", "bust"),
    },
)
POT_TERMS = {
    "showdown": QT_TRANSLATE_NOOP("shikitable", "Shows"),
    "main_pot": QT_TRANSLATE_NOOP("shikitable", "Main pot"),
    "side_pot": QT_TRANSLATE_NOOP("shikitable", "Side pot"),
}


def community_zone(scale: float, backs_key: str | None = None) -> CentralZone:
    """The cards every player may use, in the middle of the table; obs[backs_key] more lie face
    down after them (not yet turned up)."""
    return CentralZone("community", "community", "row", x=0, y=0, scale=scale, backs_key=backs_key,
                       label=QT_TRANSLATE_NOOP("shikitable", "Community cards"))


def amount_button(kind: str, template: str, shortcut: str = "") -> ActionButton:
    """A bet of a chosen size: one button per legal amount, `template` ({amount}) on each."""
    choice = ArgChoice("buttons", arg_amount(template))
    return ActionButton(kind, template, needs_cards=False, shortcut=shortcut, arg=choice)


def betting_layout(
    game_id: str,
    *,
    hand_cards: int,
    hand_share: float,
    centre: tuple[CentralZone, ...],
    due_key: str,
    moves: tuple[ActionButton, ...],
    log: dict[str, str],
    **declared: Any,
) -> TableLayout:
    """A betting table around the game's `centre` zones and `moves` (before Fold); `due_key` is the
    observation key of what the player at the screen must put in to stay in this round."""
    due = CentralZone("to_call", due_key, "text", x=1, y=78, label=QT_TRANSLATE_NOOP("shikitable", "To call: {0}"))
    return seasonal_layout(
        game_id,
        {**log, **BETTING_LOG},
        seat_zones=(hand_zone(per_row=hand_cards, share=hand_share), STACK, STAKE),
        central_zones=(*centre, POT, due),
        buttons=(*moves, FOLD),
        reveal_events={"show": "hand"},
        plate_marks=(STATUS_MARKS,),
        score_terms=POT_TERMS,
        **declared,
    )
