"""The table of 紙机戦's betting games (値戦, 開樽): each seat's hand, 点棒 and stake; the game's
own cards in the centre, then the pot and what the player at the screen must put in to stay; the
game's moves, then Fold; folded, all-in and bust seats marked on their plates; pots in the scores."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from shikitable.ui.layouts.base import (
    QT_TRANSLATE_NOOP,
    ActionButton,
    ArgChoice,
    CentralZone,
    PlateMark,
    SeatZone,
    TableLayout,
    Translate,
    arg_amount,
)
from shikitable.ui.layouts.seasonal import hand_zone, seasonal_layout

DEALER_PASSES = QT_TRANSLATE_NOOP("shikitable", "The dealer's role passes to {seat}.")

STACK = SeatZone("stack", "stacks", "sticks", scale=1.0, depth=0.0, along=1, share=1.0,
                 label=QT_TRANSLATE_NOOP("shikitable", "Points"))
STAKE = SeatZone("stake", "committed", "sticks", scale=1.0, depth=0.3, label=QT_TRANSLATE_NOOP("shikitable", "Staked"))
POT = CentralZone("pot", "pot", "sticks", x=1, y=0, scale=0.9, label=QT_TRANSLATE_NOOP("shikitable", "Pot"))
FOLD = ActionButton("fold", QT_TRANSLATE_NOOP("shikitable", "Fold"), needs_cards=False)

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


def amount_button(kind: str, template: str) -> ActionButton:
    """A bet of a chosen size: one button per legal amount, `template` ({amount}) on each (its
    key is the amount's digit: keymap.py)."""
    choice = ArgChoice("buttons", arg_amount(template))
    return ActionButton(kind, template, needs_cards=False, arg=choice)


CHECK = QT_TRANSLATE_NOOP("shikitable", "Check")
CALL = QT_TRANSLATE_NOOP("shikitable", "Call {amount}")
RAISE_TO = QT_TRANSLATE_NOOP("shikitable", "+{amount} → {total}")
ALL_IN_SHORT = QT_TRANSLATE_NOOP("shikitable", "All in: {amount}")


def stake_text(action: Any, obs: Mapping[str, Any], tr: Translate) -> str:
    """A stake as a player says it: Check (nothing to match), Call N (match the others), a raise
    "+2 → 12" (by how much, its key that digit, and this round's stake after it: short enough
    for five raises in a row at 1024 px), or All in short of a call."""
    amount, to_call, level = int(action.arg), int(obs.get("to_call", 0)), int(obs.get("level", 0))
    if amount == to_call:
        return tr(CHECK) if amount == 0 else tr(CALL).replace("{amount}", str(amount))
    if amount < to_call:
        return tr(ALL_IN_SHORT).replace("{amount}", str(amount))
    raised = amount - to_call
    return tr(RAISE_TO).replace("{total}", str(level + raised)).replace("{amount}", str(raised))


def stake_button(kind: str, label: str) -> ActionButton:
    """The betting round's stake: one button per legal amount, read by `stake_text`."""
    return ActionButton(kind, label, needs_cards=False, arg=ArgChoice("buttons", stake_text))


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
