"""Magic: the Mahjong's table: the riichi table, plus each seat's card count on its name plate
(cards are hidden: backs with a count), the talismans on the table, the card being declared and
your own cards in a panel by the centre, and a button to declare a card or pass."""

from __future__ import annotations

from dataclasses import replace

from shikitable.ui.layouts.base import QT_TRANSLATE_NOOP, ActionButton, CentralZone, PlateMark
from shikitable.ui.layouts.riichi import LAYOUT as RIICHI

CARD_COUNTS = {f"cards:{n}": f"魔札 ×{n}" for n in range(10)}

LAYOUT = replace(
    RIICHI,
    game_id="magic",
    central_zones=(
        *RIICHI.central_zones,
        CentralZone("magic", "magic_text", "text", x=0, y=1),
    ),
    buttons=(
        ActionButton("card", QT_TRANSLATE_NOOP("shikitable", "札 Declare card (D)"), needs_cards=False, shortcut="D"),
        *(b for b in RIICHI.buttons if b.kind != "pass"),
        ActionButton("keep", QT_TRANSLATE_NOOP("shikitable", "Keep cards"), needs_cards=False),
        ActionButton("reset", QT_TRANSLATE_NOOP("shikitable", "Reset cards"), needs_cards=False),
        *(b for b in RIICHI.buttons if b.kind == "pass"),
    ),
    plate_marks=(*RIICHI.plate_marks, PlateMark("card_marks", CARD_COUNTS)),
    log={
        **RIICHI.log,
        "card_declared": QT_TRANSLATE_NOOP("shikitable", "{seat} declares a card: {name}."),
        "card_returned": QT_TRANSLATE_NOOP("shikitable", "{seat}'s {name} goes back to hand (declared too late)."),
        "talisman": QT_TRANSLATE_NOOP("shikitable", "{seat} lays a talisman on the table: {name}."),
        "talisman_ends": QT_TRANSLATE_NOOP("shikitable", "A talisman is used up: {name}."),
        "card_reset": QT_TRANSLATE_NOOP("shikitable", "{seat} resets their cards."),
        "card_effect": QT_TRANSLATE_NOOP("shikitable", "Card effect: {op}."),
    },
)
