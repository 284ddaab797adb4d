"""Magic: the Mahjong's table: the riichi table, plus the cheat cards as pictures by each
seat's name plate (your own face up in a hand row, lit when you may declare them; the others'
as backs with a count), talismans lying face up by their owner, a card's resolution shown
step by step over the centre and listed in the card log, and a button to declare a card or pass."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from shikitable.games.mahjong.magic.catalogue import BY_ID
from shikitable.games.mahjong.riichi.tile_ids import RED_FIVE_SETS, tile_name, tile_words
from shikitable.games.words_zh import magic_card_name
from shikitable.ui.layouts.base import QT_TRANSLATE_NOOP, ActionButton, ArgChoice, PictureCards
from shikitable.ui.layouts.riichi import LAYOUT as RIICHI


def declaration_label(arg: str, lang: str = "en") -> str:
    """ "snatch:2" -> "Snatch → 3" (in Japanese "奪取 → 3"): the card, then its target seat,
    tile or card, in the table's language."""
    card, _, choice = arg.partition(":")
    spec = BY_ID.get(card)
    if spec is None:
        return arg
    text = card_name(card, lang)
    if choice in BY_ID:
        text += f" → {card_name(choice, lang)}"
    elif choice.isdigit() and "swap_with_wall" in {o.name for o in spec.effect}:
        text += f" → {tile_name(int(choice), RED_FIVE_SETS[3], lang)}"
    elif choice.isdigit():
        text += f" → {int(choice) + 1}"
    return text


def _language() -> str:
    from shikitable.ui.table.scene import _language as language

    return language()


def _magic(obs: Mapping[str, Any]) -> Mapping[str, Any]:
    found = obs.get("magic")
    return found if isinstance(found, Mapping) else {}


def held(obs: Mapping[str, Any], seat: int) -> list[str | None]:
    """The viewer's own cards by id; anyone else's as backs (only their count is known)."""
    magic = _magic(obs)
    if seat == obs.get("seat"):
        return [c for c in magic.get("hand") or [] if isinstance(c, str)]
    counts = magic.get("hand_counts") or []
    return [None] * int(counts[seat]) if seat < len(counts) else []


def lying(obs: Mapping[str, Any], seat: int) -> list[str]:
    """The talismans on the table that `seat` laid."""
    return [t["card"] for t in _magic(obs).get("table") or [] if isinstance(t, Mapping) and t.get("owner") == seat]


def card_of(arg: str) -> str:
    return str(arg).partition(":")[0]


def timed(obs: Mapping[str, Any]) -> bool:
    """A card window (after a discard, while a card is declared, ...): the card pause applies."""
    window = _magic(obs).get("window")
    return isinstance(window, Mapping) and window.get("kind") in ("cards", "counter")


WINDOWS = {  # a card window's timing, as the prompt says why it is open
    "card_declared": QT_TRANSLATE_NOOP("shikitable", "A card is declared."),
    "on_riichi": QT_TRANSLATE_NOOP("shikitable", "{seat} declares riichi."),
    "others_discard": QT_TRANSLATE_NOOP("shikitable", "After {seat}'s discard."),
    "win_against": QT_TRANSLATE_NOOP("shikitable", "A win is declared."),
    "own_win": QT_TRANSLATE_NOOP("shikitable", "A win is declared."),
    "exhaustive_draw": QT_TRANSLATE_NOOP("shikitable", "The wall is used up."),
    "before_shuffle": QT_TRANSLATE_NOOP("shikitable", "Before the shuffle."),
    "on_call": QT_TRANSLATE_NOOP("shikitable", "A call is made."),
}


def window_text(obs: Mapping[str, Any], names: Sequence[str]) -> str:
    """Why the card window is open: "After West's discard." (the most telling of its timings)."""
    from shikitable.ui.words.eventlog import tr

    magic = _magic(obs)
    window = magic.get("window")
    if not isinstance(window, Mapping):
        return ""
    timings = list(window.get("timings") or [])
    chosen = next((t for t in WINDOWS if t in timings), None)
    if chosen is None:
        return ""
    context = magic.get("context") or {}
    seat = context.get("riichi_seat") if chosen == "on_riichi" else context.get("discarder")
    return tr(WINDOWS[chosen]).replace("{seat}", _seat_name(names, seat))


def card_name(card: Any, lang: str) -> str:
    spec = BY_ID.get(str(card))
    if spec is None:
        return str(card)
    return magic_card_name(spec, lang)


STEPS = {
    "card_declared": QT_TRANSLATE_NOOP("shikitable", "{seat} declares {name}."),
    "card_declared_at": QT_TRANSLATE_NOOP("shikitable", "{seat} declares {name} → {target}."),
    "card_returned": QT_TRANSLATE_NOOP("shikitable",
                                       "{seat}'s {name} goes back to hand: another card was declared first."),
    "talisman": QT_TRANSLATE_NOOP("shikitable", "{name} resolves: {seat} lays it on the table as a talisman."),
    "talisman_ends": QT_TRANSLATE_NOOP("shikitable", "The talisman {name} is used up."),
    "card_returns": QT_TRANSLATE_NOOP("shikitable", "{name} goes back to {seat}'s hand (they won the hand)."),
    "card_swap_you": QT_TRANSLATE_NOOP("shikitable", "{seat} swaps {out} for {in} from the wall."),
    "card_peek_you": QT_TRANSLATE_NOOP("shikitable", "{seat} sees: {tiles}."),
    "card_plant": QT_TRANSLATE_NOOP("shikitable", "A tile is planted for {seat}'s first draw."),
    "card_reset": QT_TRANSLATE_NOOP("shikitable", "{seat} resets their cards (discards them and draws two)."),
    "card_draw": QT_TRANSLATE_NOOP("shikitable", "{seat} draws {count} card(s)."),
    "card_refill": QT_TRANSLATE_NOOP("shikitable", "The card deck is refilled from the used cards."),
    "card_resolves": QT_TRANSLATE_NOOP("shikitable", "{name} resolves."),
    "win_declared": QT_TRANSLATE_NOOP("shikitable", "A win is declared: {winners} ({win})."),
}
WIN_WORDS = {"ron": QT_TRANSLATE_NOOP("shikitable", "ron"), "tsumo": QT_TRANSLATE_NOOP("shikitable", "tsumo")}
# card_effect events: one phrase per operation ({target}, {answered}, {owner}, {taken} filled in)
EFFECTS = {
    "forbid_win": QT_TRANSLATE_NOOP("shikitable", "{name}: nobody can win while it lies on the table."),
    "forbid_win_at": QT_TRANSLATE_NOOP("shikitable", "{name}: {target} cannot win while it lies on the table."),
    "forbid_calls": QT_TRANSLATE_NOOP("shikitable", "{name}: {target} cannot call while it lies on the table."),
    "forbid_riichi": QT_TRANSLATE_NOOP("shikitable", "{name}: {target} cannot declare riichi while it lies there."),
    "ward": QT_TRANSLATE_NOOP("shikitable", "{name}: others' cards aimed at {target} lapse while it lies there."),
    "cap_payment": QT_TRANSLATE_NOOP("shikitable", "{name}: {target} pays less for a win while it lies on the table."),
    "permit_win": QT_TRANSLATE_NOOP("shikitable", "{name}: {seat} may win this hand despite furiten."),
    "permit_no_yaku": QT_TRANSLATE_NOOP("shikitable", "{name}: {seat} may win this hand without a yaku."),
    "return_if_win": QT_TRANSLATE_NOOP("shikitable", "{name}: it returns to {seat}'s hand if they win this hand."),
    "cancel_win": QT_TRANSLATE_NOOP("shikitable", "{name}: {target}'s win is taken back."),
    "cancel_card": QT_TRANSLATE_NOOP("shikitable", "{name} counters {answered}: it is used up without effect."),
    "bounce_card": QT_TRANSLATE_NOOP("shikitable", "{name} counters {answered}: it goes back to {owner}'s hand."),
    "redirect": QT_TRANSLATE_NOOP("shikitable", "{name} turns {answered} back on its declarer."),
    "share_win": QT_TRANSLATE_NOOP("shikitable", "{name}: {target} will pay {seat} part of the win."),
    "scale_payment": QT_TRANSLATE_NOOP("shikitable", "{name}: a payment of this win is changed."),
    "transfer": QT_TRANSLATE_NOOP("shikitable", "{name}: points move to {seat}."),
    "count_as_ready": QT_TRANSLATE_NOOP(
        "shikitable", "{name}: {seat} counts as ready (tenpai) in the draw's payments."
    ),
    "plant_tile": QT_TRANSLATE_NOOP("shikitable", "{name}: a tile will be planted for {seat}'s first draw."),
    "reshuffle_wall": QT_TRANSLATE_NOOP("shikitable", "{name}: the live wall is shuffled again."),
    "force_tsumogiri": QT_TRANSLATE_NOOP("shikitable", "{name}: {target} must discard the tile they draw next turn."),
    "remove_talismans": QT_TRANSLATE_NOOP("shikitable", "{name}: every talisman on the table is used up."),
    "retrieve_used": QT_TRANSLATE_NOOP("shikitable", "{name}: {seat} takes {taken} back into hand."),
    "peek_wall": QT_TRANSLATE_NOOP("shikitable", "{name}: {seat} looks at the next {count} tile(s) of the wall."),
    "peek_ura": QT_TRANSLATE_NOOP("shikitable", "{name}: {seat} looks at the ura dora indicators."),
    "reveal_hand": QT_TRANSLATE_NOOP("shikitable", "{name}: {seat} looks at {target}'s hand."),
    "reveal_dora": QT_TRANSLATE_NOOP("shikitable", "{name}: another dora indicator is turned: {indicator}."),
    "swap_with_wall": QT_TRANSLATE_NOOP("shikitable", "{name}: {seat} swaps a tile of their hand with the wall."),
    "swap_random_tile": QT_TRANSLATE_NOOP("shikitable", "{name}: a tile of {target}'s hand is swapped with the wall."),
    "redraw": QT_TRANSLATE_NOOP("shikitable", "{name}: {seat} puts the drawn tile back and draws again."),
    "draw_cards": QT_TRANSLATE_NOOP("shikitable", "{name}: {seat} draws {count} card(s)."),
    "steal_card": QT_TRANSLATE_NOOP("shikitable", "{name}: {seat} takes a card from {target}."),
    "discard_card": QT_TRANSLATE_NOOP("shikitable", "{name}: {target} discards {discarded}."),
    "lapsed": QT_TRANSLATE_NOOP("shikitable", "{name} lapses: {reason}."),
    "other": QT_TRANSLATE_NOOP("shikitable", "{name} takes effect."),
}
LAPSE_REASONS = {
    "ward": QT_TRANSLATE_NOOP("shikitable", "its target is protected by a barrier"),
    "no such win": QT_TRANSLATE_NOOP("shikitable", "the win it names is gone"),
    "the win is gone": QT_TRANSLATE_NOOP("shikitable", "the win it names is gone"),
    "no card to answer": QT_TRANSLATE_NOOP("shikitable", "there is no card to answer"),
    "not aimed at the counter's user": QT_TRANSLATE_NOOP("shikitable", "the card was not aimed at its user"),
    "tile gone": QT_TRANSLATE_NOOP("shikitable", "the tile is no longer in the hand"),
    "no indicator left": QT_TRANSLATE_NOOP("shikitable", "no dora indicator is left to turn"),
    "no card": QT_TRANSLATE_NOOP("shikitable", "the target holds no card"),
    "card gone": QT_TRANSLATE_NOOP("shikitable", "the card is no longer in the used pile"),
    "left the used pile": QT_TRANSLATE_NOOP("shikitable", "the card has left the used pile"),
    "no such tile left in the wall": QT_TRANSLATE_NOOP("shikitable", "no such tile is left in the wall"),
    "no tile to swap": QT_TRANSLATE_NOOP("shikitable", "there is no tile to swap"),
    "no drawn tile or no wall left": QT_TRANSLATE_NOOP("shikitable", "there is no drawn tile, or no wall left"),
}
# the card_effect of these operations tells what happened; their own events tell it again
# (publicly) or only the declarer's secret (which tiles): only the secret one is a step
TOLD_BY_EFFECT = ("card_swap", "card_peek", "card_stolen", "card_discarded")
# dealing, and a win declared (its card window may stay empty): the card log, not the panel
MINOR_STEPS = ("card_draw", "card_refill", "card_reset", "win_declared")


def _seat_name(names: Sequence[str], seat: Any) -> str:
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "—"


def _tiles(tiles: Any, lang: str) -> str:
    if isinstance(tiles, int):
        tiles = [tiles]
    if not isinstance(tiles, Sequence):
        return ""
    return " ".join(tile_words(t, lang) for t in tiles if isinstance(t, int))


def step_line(event: Mapping[str, Any], names: Sequence[str], lang: str) -> str | None:
    """One step of a card's course, in words (None: the event is not about cards)."""
    from shikitable.ui.words.eventlog import tr

    kind = str(event.get("kind"))
    fields = {
        "seat": _seat_name(names, event.get("seat")),
        "from": _seat_name(names, event.get("from")),
        "name": card_name(event.get("card"), lang),
        "count": str(event.get("count", "")),
    }
    if kind == "card_effect":
        op = str(event.get("op"))
        target = event.get("target")
        fields["target"] = _seat_name(names, target)
        fields["answered"] = card_name(event.get("card_answered"), lang)
        fields["owner"] = _seat_name(names, event.get("owner"))
        fields["taken"] = card_name(event.get("taken"), lang)
        fields["discarded"] = card_name(event.get("discarded"), lang)
        fields["indicator"] = _tiles(event.get("indicator"), lang)
        reason = str(event.get("reason", ""))
        fields["reason"] = tr(LAPSE_REASONS[reason]) if reason in LAPSE_REASONS else reason
        if op == "forbid_win" and isinstance(target, int):
            op = "forbid_win_at"
        template = EFFECTS.get(op, EFFECTS["other"])
    elif kind == "card_resolved":  # a card leaves the stack: said once, with what became of it
        outcome = event.get("outcome")
        if outcome == "resolves":
            template = STEPS["card_resolves"]
        elif outcome == "lapsed":
            reason = str(event.get("reason", ""))
            fields["reason"] = tr(LAPSE_REASONS[reason]) if reason in LAPSE_REASONS else reason
            template = EFFECTS["lapsed"]
        else:  # laid, negated, bounced: the talisman and counter steps say it
            return None
    elif kind == "win_declared":
        winners = event.get("winners") or []
        fields["winners"] = ", ".join(_seat_name(names, w) for w in winners)
        fields["win"] = tr(WIN_WORDS.get(str(event.get("win")), str(event.get("win"))))
        template = STEPS["win_declared"]
    elif kind == "card_declared" and event.get("target") is not None and event.get("target") != event.get("seat"):
        fields["target"] = _seat_name(names, event.get("target"))
        template = STEPS["card_declared_at"]
    elif kind in ("card_swap", "card_peek") and ("in" in event or "tiles" in event):
        template = STEPS[f"{kind}_you"]  # the declarer's own view: which tiles
        fields.update({"out": _tiles(event.get("out"), lang), "in": _tiles(event.get("in"), lang),
                       "tiles": _tiles(event.get("tiles"), lang)})
    elif kind in TOLD_BY_EFFECT:
        return None
    elif kind in STEPS:
        template = STEPS[kind]
    else:
        return None
    text = tr(template)
    for key, value in fields.items():
        text = text.replace("{" + key + "}", value)
    return text


def step_card(event: Mapping[str, Any]) -> str | None:
    card = event.get("card")
    return card if isinstance(card, str) and card in BY_ID else None


def step_from(event: Mapping[str, Any]) -> int | None:
    """A declared card flies from its declarer's plate to the step panel."""
    seat = event.get("seat")
    return seat if event.get("kind") == "card_declared" and isinstance(seat, int) else None


PICTURES = PictureCards(
    folder="magic",
    held=held,
    lying=lying,
    small_file=lambda card: f"{card}-small.svg",
    large_file=lambda card: f"{card}.svg",
    action_kind="card",
    card_of=card_of,
    step_line=step_line,
    step_card=step_card,
    step_from=step_from,
    timed=timed,
    minor_steps=MINOR_STEPS,
    name_of=card_name,
    window_text=window_text,
    secret_keys=("in", "out", "tiles"),
)

LAYOUT = replace(
    RIICHI,
    game_id="magic",
    buttons=(
        *(b for b in RIICHI.buttons if b.kind != "pass"),
        ActionButton("card", QT_TRANSLATE_NOOP("shikitable", "Declare card"), needs_cards=False,
                     arg=ArgChoice("menu", lambda action, obs, tr: declaration_label(str(action.arg), _language()))),
        ActionButton("keep", QT_TRANSLATE_NOOP("shikitable", "Keep cards"), needs_cards=False),
        ActionButton("reset", QT_TRANSLATE_NOOP("shikitable", "Reset cards"), needs_cards=False),
        *(b for b in RIICHI.buttons if b.kind == "pass"),
    ),
    terms={**RIICHI.terms, "card": "札 (card)"},
    pictures=PICTURES,
)
