"""連友's table: hands, the combination to beat in the centre between the discards and the cards
将 removed (counted piles), places and passes on the name plates; 将's
effect as two menu buttons (remove a strength, take a card)."""

from __future__ import annotations

from shikitable.games.nincetkaik import deck as D
from shikitable.ui.layouts.base import QT_TRANSLATE_NOOP, ActionButton, ArgChoice, PlateMark, arg_named
from shikitable.ui.layouts.seasonal import SEASON_DEALS_AND_LEADS, hand_zone, seasonal_layout, stack_zone, to_beat_zone

STRENGTH_WORDS = (
    QT_TRANSLATE_NOOP("shikitable", "Vessel"),
    QT_TRANSLATE_NOOP("shikitable", "Nought (0)"),
    QT_TRANSLATE_NOOP("shikitable", "Pawn (1)"),
    QT_TRANSLATE_NOOP("shikitable", "Rook (2)"),
    QT_TRANSLATE_NOOP("shikitable", "Bishop (3)"),
    QT_TRANSLATE_NOOP("shikitable", "Tiger (4)"),
    QT_TRANSLATE_NOOP("shikitable", "Horse (5)"),
    QT_TRANSLATE_NOOP("shikitable", "Clerk (6)"),
    QT_TRANSLATE_NOOP("shikitable", "Shaman (7)"),
    QT_TRANSLATE_NOOP("shikitable", "General (8)"),
    QT_TRANSLATE_NOOP("shikitable", "King and Tam"),
)


def general_menu(kind: str, label: str) -> ActionButton:
    """One of 将's effects: its button opens a menu of the strengths it may name."""
    strengths = ArgChoice("menu", arg_named(STRENGTH_WORDS))
    return ActionButton(kind, label, needs_cards=False, arg=strengths)


LAYOUT = seasonal_layout(
    "niekhi",
    seat_zones=(hand_zone(),),
    central_zones=(
        to_beat_zone(y=50, scale=0.8),
        stack_zone("discards", "discard_count", x=-360, label=QT_TRANSLATE_NOOP("shikitable", "Discards"), scale=0.4),
        stack_zone("removed", "removed_count", x=360, label=QT_TRANSLATE_NOOP("shikitable", "Removed"), scale=0.4),
    ),
    buttons=(
        ActionButton("play", QT_TRANSLATE_NOOP("shikitable", "Play"), needs_cards=True),
        ActionButton("pass", QT_TRANSLATE_NOOP("shikitable", "Pass"), needs_cards=False),
        general_menu("banish", QT_TRANSLATE_NOOP("shikitable", "General: remove every card of…")),
        general_menu("take", QT_TRANSLATE_NOOP("shikitable", "General: take from the discards…")),
    ),
    reveal_events={},
    terms={"banish": "将 (the General's effect)", "take": "将 (the General's effect)"},
    log={
        "season_start": SEASON_DEALS_AND_LEADS,
        "play": QT_TRANSLATE_NOOP("shikitable", "{seat} plays {cards}."),
        "pass": QT_TRANSLATE_NOOP("shikitable", "{seat} passes."),
        "decline": QT_TRANSLATE_NOOP("shikitable", "{seat} lets it stand."),
        "trick_end": QT_TRANSLATE_NOOP("shikitable", "Everyone passed: {seat} leads."),
        "general": QT_TRANSLATE_NOOP("shikitable", "{seat} uses the General ({count})."),
        "banish": QT_TRANSLATE_NOOP("shikitable", "{seat} removes every {name} from the game."),
        "take": QT_TRANSLATE_NOOP("shikitable", "{seat} takes {card} from the discards."),
        "out": QT_TRANSLATE_NOOP("shikitable", "{seat} is out in place {place}."),
    },
    score_terms={"place": QT_TRANSLATE_NOOP("shikitable", "points for the place")},
    score_lines={"place": QT_TRANSLATE_NOOP("shikitable", "place {place}")},
    plate_marks=(
        PlateMark(
            "place_marks",
            {
                "1": QT_TRANSLATE_NOOP("shikitable", "1st"),
                "2": QT_TRANSLATE_NOOP("shikitable", "2nd"),
                "3": QT_TRANSLATE_NOOP("shikitable", "3rd"),
                "4": QT_TRANSLATE_NOOP("shikitable", "4th"),
                "5": QT_TRANSLATE_NOOP("shikitable", "5th"),
                "6": QT_TRANSLATE_NOOP("shikitable", "6th"),
            },
        ),
        PlateMark("pass_marks", {"passed": QT_TRANSLATE_NOOP("shikitable", "passed")}),
    ),
    match_of=D.STRENGTH.__getitem__,  # colour is ignored: any card of a strength will do
)
