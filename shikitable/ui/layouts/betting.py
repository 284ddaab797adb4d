"""What the tables of the 紙机戦 betting games (値戦, 開樽) share: each seat's 点棒 and its
stake in the pot, the pot in the middle, the folded / all-in / out marks on the name plates,
the showdown's log line and the names of the pots in the season's results.

No `LAYOUT` here: each game's module builds its own from these pieces."""

from __future__ import annotations

from shikitable.ui.layouts.base import (
    QT_TRANSLATE_NOOP,
    ActionButton,
    ArgChoice,
    CentralZone,
    PlateMark,
    SeatZone,
    arg_amount,
)


def hand_zone(per_row: int, share: float) -> SeatZone:
    """A seat's hand: face up for its owner, backs for the others."""
    return SeatZone("hand", "hand", "hand", scale=1.0, depth=0.0, count_key="hand_counts", per_row=per_row, share=share)


# beside the hand: the points a seat still has, and in front of it what it has put in this season
STAKE_ZONES: tuple[SeatZone, ...] = (
    SeatZone("stack", "stacks", "sticks", scale=1.0, depth=0.0, along=1, share=1.0),
    SeatZone("stake", "committed", "sticks", scale=1.0, depth=0.3),
)

def community_zone(scale: float, backs_key: str | None = None) -> CentralZone:
    """The shared cards in the middle (`backs_key`: how many of them still lie face down)."""
    label = QT_TRANSLATE_NOOP("shikitable", "Community cards")
    return CentralZone("community", "community", "row", x=0, y=0, scale=scale, label=label, backs_key=backs_key)


def amount_button(kind: str, template: str, shortcut: str = "") -> ActionButton:
    """A stake of some points: one button per amount the seat may put in, each reading
    `template` (QT_TRANSLATE_NOOP, with {amount})."""
    choice = ArgChoice("buttons", arg_amount(template))
    return ActionButton(kind, template, needs_cards=False, shortcut=shortcut, arg=choice)


def fold_button(label: str) -> ActionButton:
    """Folding: out of this season's pots (F), in the game's own words."""
    return ActionButton("fold", label, needs_cards=False, shortcut="F")


# the showdown turns every hand still in face up
SHOWDOWN_REVEALS: dict[str, str] = {"show": "hand"}

POT_ZONE = CentralZone("pot", "pot", "sticks", x=1, y=0, scale=0.9, label=QT_TRANSLATE_NOOP("shikitable", "Pot"))

STATUS_MARK = PlateMark(
    "status",
    {
        "folded": QT_TRANSLATE_NOOP("shikitable", "folded"),
        "all_in": QT_TRANSLATE_NOOP("shikitable", "all-in"),
        "out": QT_TRANSLATE_NOOP("shikitable", "out of points"),
    },
)

# log phrases for the events both games send alike
STAKES_LOG: dict[str, str] = {
    "all_in": QT_TRANSLATE_NOOP("shikitable", "{seat} stakes everything: {amount} (pot {pot})."),
    "show": QT_TRANSLATE_NOOP("shikitable", "{seat} shows {hand}: {name}."),
    "match_end": QT_TRANSLATE_NOOP("shikitable", "The match is over."),
}

# the kinds of the season's result lines (settled by games/nincetkaik/betting.py)
POT_TERMS: dict[str, str] = {
    "showdown": QT_TRANSLATE_NOOP("shikitable", "Shows"),
    "main_pot": QT_TRANSLATE_NOOP("shikitable", "Main pot"),
    "side_pot": QT_TRANSLATE_NOOP("shikitable", "Side pot"),
}
