"""連友's table: hands, the combination to beat in the centre between the discards and the cards
将 removed (counted piles), places and passes on the name plates; 将's
effect as two menu buttons (remove a strength, take a card)."""

from __future__ import annotations

from shikitable.games.nincetkaik import deck as D
from shikitable.ui.layouts.base import (
    NINCETKAIK_ART,
    QT_TRANSLATE_NOOP,
    ActionButton,
    ArgChoice,
    CentralZone,
    PlateMark,
    SeatZone,
    TableLayout,
    arg_named,
)

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

LAYOUT = TableLayout(
    game_id="niekhi",
    art=NINCETKAIK_ART,
    seat_zones=(SeatZone("hand", "hand", "hand", scale=1.0, depth=0.0, count_key="hand_counts"),),
    central_zones=(
        CentralZone(
            "top", "top_cards", "row", x=0, y=50, scale=0.8, label=QT_TRANSLATE_NOOP("shikitable", "To beat")
        ),
        CentralZone(
            "discards",
            "discard_count",
            "stock",
            x=-360,
            y=0,
            scale=0.4,
            label=QT_TRANSLATE_NOOP("shikitable", "Discards"),
        ),
        CentralZone(
            "removed",
            "removed_count",
            "stock",
            x=360,
            y=0,
            scale=0.4,
            label=QT_TRANSLATE_NOOP("shikitable", "Removed"),
        ),
    ),
    buttons=(
        ActionButton("play", QT_TRANSLATE_NOOP("shikitable", "Play"), needs_cards=True, shortcut="P"),
        ActionButton("pass", QT_TRANSLATE_NOOP("shikitable", "Pass"), needs_cards=False, shortcut="S"),
        ActionButton(
            "banish",
            QT_TRANSLATE_NOOP("shikitable", "General: remove every card of…"),
            needs_cards=False,
            shortcut="R",
            arg=ArgChoice("menu", arg_named(STRENGTH_WORDS)),
        ),
        ActionButton(
            "take",
            QT_TRANSLATE_NOOP("shikitable", "General: take from the discards…"),
            needs_cards=False,
            shortcut="T",
            arg=ArgChoice("menu", arg_named(STRENGTH_WORDS)),
        ),
    ),
    reveal_events={},
    terms={"banish": "将 (the General's effect)", "take": "将 (the General's effect)"},
    log={
        "season_start": QT_TRANSLATE_NOOP("shikitable", "Season {season} begins; {dealer} deals and leads."),
        "play": QT_TRANSLATE_NOOP("shikitable", "{seat} plays {cards}."),
        "pass": QT_TRANSLATE_NOOP("shikitable", "{seat} passes."),
        "decline": QT_TRANSLATE_NOOP("shikitable", "{seat} lets it stand."),
        "trick_end": QT_TRANSLATE_NOOP("shikitable", "Everyone passed: {seat} leads."),
        "general": QT_TRANSLATE_NOOP("shikitable", "{seat} uses the General ({count})."),
        "banish": QT_TRANSLATE_NOOP("shikitable", "{seat} removes every {name} from the game."),
        "take": QT_TRANSLATE_NOOP("shikitable", "{seat} takes {card} from the discards."),
        "out": QT_TRANSLATE_NOOP("shikitable", "{seat} is out in place {place}."),
        "match_end": QT_TRANSLATE_NOOP("shikitable", "The match is over."),
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
