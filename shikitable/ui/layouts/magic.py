"""Magic: the Mahjong's table: the riichi table, plus each seat's card count on its name plate
(cards are hidden: backs with a count), the talismans on the table, the card being declared and
your own cards under the round in the centre, and a button to declare a card or pass."""

from __future__ import annotations

from dataclasses import replace

from shikitable.games.mahjong.magic.catalogue import BY_ID
from shikitable.games.mahjong.riichi.tile_ids import RED_FIVE_SETS, tile_name
from shikitable.ui.layouts.base import QT_TRANSLATE_NOOP, ActionButton, PlateMark
from shikitable.ui.layouts.riichi import LAYOUT as RIICHI


def declaration_label(arg: str) -> str:
    """ "snatch:2" -> "奪取 Snatch → 3": the card, then its target seat, tile or card."""
    card, _, choice = arg.partition(":")
    spec = BY_ID.get(card)
    if spec is None:
        return arg
    text = f"{spec.name_ja} {spec.name_en}"
    if choice in BY_ID:
        text += f" → {BY_ID[choice].name_ja} {BY_ID[choice].name_en}"
    elif choice.isdigit() and "swap_with_wall" in {o.name for o in spec.effect}:
        text += f" → {tile_name(int(choice), RED_FIVE_SETS[3], 'ja')}"
    elif choice.isdigit():
        text += f" → {int(choice) + 1}"
    return text


CARD_COUNTS = {f"cards:{n}": f"魔札 ×{n}" for n in range(10)}

LAYOUT = replace(
    RIICHI,
    game_id="magic",
    buttons=(
        *(b for b in RIICHI.buttons if b.kind != "pass"),
        ActionButton("card", QT_TRANSLATE_NOOP("shikitable", "札 Declare card (D)"), needs_cards=False, shortcut="D"),
        ActionButton("keep", QT_TRANSLATE_NOOP("shikitable", "Keep cards"), needs_cards=False),
        ActionButton("reset", QT_TRANSLATE_NOOP("shikitable", "Reset cards"), needs_cards=False),
        *(b for b in RIICHI.buttons if b.kind == "pass"),
    ),
    plate_marks=(*RIICHI.plate_marks, PlateMark("card_marks", CARD_COUNTS)),
    choice_kinds=("card",),
    arg_label=declaration_label,
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
