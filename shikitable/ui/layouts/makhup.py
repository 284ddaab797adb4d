"""値木's table: hands, the roads as columns with their values, the stock and the cleared pile;
the road to play on (or the two to join) chosen with buttons."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from shikitable.games.nincetkaik.makhup import parse_merge_arg
from shikitable.ui.layouts.base import QT_TRANSLATE_NOOP, ActionButton, ArgChoice, CentralZone, arg_formatted
from shikitable.ui.layouts.seasonal import DEALER_MULTIPLIED, SEASON_DEALS, hand_zone, seasonal_layout, stock_zone

OPEN = QT_TRANSLATE_NOOP("shikitable", "any card")


def _value(obs: Mapping[str, Any], index: int) -> object:
    roads = obs.get("roads") or []
    value = roads[index].get("value") if 0 <= index < len(roads) else None
    return OPEN if value is None else value


def road_choice(action: Any, obs: Mapping[str, Any]) -> tuple[object, ...]:
    """'Road {0} ({1})': the road's number as the table shows it, and what it takes."""
    index = action.arg if isinstance(action.arg, int) else -1
    return index + 1, _value(obs, index)


def join_choice(action: Any, obs: Mapping[str, Any]) -> tuple[object, ...]:
    """'Join {0} + {1} → {2}': the two roads and the joined road's value."""
    pair = parse_merge_arg(action.arg, len(obs.get("roads") or []))
    if pair is None:
        return "?", "?", "?"
    first, second = pair
    values = [_value(obs, first), _value(obs, second)]
    joined = sum(v for v in values if isinstance(v, int))
    return first + 1, second + 1, joined


LAYOUT = seasonal_layout(
    "makhup",
    seat_zones=(hand_zone(),),
    central_zones=(
        stock_zone(x=-440),
        CentralZone(
            "cleared", "cleared", "pile", x=440, y=0, scale=0.45, label=QT_TRANSLATE_NOOP("shikitable", "Cleared")
        ),
        CentralZone(
            "roads",
            "roads",
            "roads",
            x=0,
            y=0,
            scale=0.8,
            label=QT_TRANSLATE_NOOP("shikitable", "Road {0} = {1}"),
            label_open=QT_TRANSLATE_NOOP("shikitable", "Road {0} = any"),
            label_tight=QT_TRANSLATE_NOOP("shikitable", "#{0} = {1}"),
            label_tight_open=QT_TRANSLATE_NOOP("shikitable", "#{0} = any"),
            label_px=20,
        ),
    ),
    buttons=(
        ActionButton(
            "play",
            QT_TRANSLATE_NOOP("shikitable", "Play on a road"),
            needs_cards=True,
            arg=ArgChoice("buttons", arg_formatted(QT_TRANSLATE_NOOP("shikitable", "Road {0} ({1})"), road_choice)),
        ),
        ActionButton(
            "merge",
            QT_TRANSLATE_NOOP("shikitable", "Join two roads"),
            needs_cards=True,
            arg=ArgChoice(
                "buttons", arg_formatted(QT_TRANSLATE_NOOP("shikitable", "Join {0} + {1} → {2}"), join_choice)
            ),
        ),
        ActionButton("clear", QT_TRANSLATE_NOOP("shikitable", "Clear the roads"), needs_cards=True),
        ActionButton("start", QT_TRANSLATE_NOOP("shikitable", "Start a road"), needs_cards=True),
        ActionButton("draw", QT_TRANSLATE_NOOP("shikitable", "Draw a new road"), needs_cards=False),
        ActionButton("pass", QT_TRANSLATE_NOOP("shikitable", "Pass"), needs_cards=False),
    ),
    log={
        "season_start": SEASON_DEALS,
        "road": QT_TRANSLATE_NOOP("shikitable", "{card} starts a new road."),
        "play": QT_TRANSLATE_NOOP("shikitable", "{seat} plays {cards} on a road of {value}."),
        "merge": QT_TRANSLATE_NOOP("shikitable", "{seat} joins two roads with {cards}: a road of {value}."),
        "clear": QT_TRANSLATE_NOOP("shikitable", "{seat} clears every road with {card}."),
        "draw": QT_TRANSLATE_NOOP("shikitable", "{seat} draws {card}: a new road."),
        "start": QT_TRANSLATE_NOOP("shikitable", "{seat} starts a road with {card}."),
        "pass": QT_TRANSLATE_NOOP("shikitable", "{seat} cannot play and passes."),
        "out": QT_TRANSLATE_NOOP("shikitable", "{seat} plays the last card and wins the season!"),
        "blocked": QT_TRANSLATE_NOOP("shikitable", "Nobody can play: the season ends."),
    },
    score_terms={
        "out": QT_TRANSLATE_NOOP("shikitable", "Out"),
        "blocked": QT_TRANSLATE_NOOP("shikitable", "Smallest hand"),
        "no_winner": QT_TRANSLATE_NOOP("shikitable", "Nobody could play"),
    },
    score_lines={
        "out": QT_TRANSLATE_NOOP("shikitable", "{from} pays for what is left in hand: {hand}"),
        "blocked": QT_TRANSLATE_NOOP("shikitable", "{from} pays the difference between the hands: {hand}"),
        "no_winner": QT_TRANSLATE_NOOP("shikitable", "nobody wins this season"),
    },
    score_flags={"multiplied": DEALER_MULTIPLIED},
    score_tips={
        "out": QT_TRANSLATE_NOOP(
            "shikitable",
            "The first player to empty the hand wins; every other player pays for the cards still in hand "
            "(1 a card, or their numbers with that option), times the dealer multiplier when the dealer pays or wins.",
        ),
        "blocked": QT_TRANSLATE_NOOP(
            "shikitable",
            "The stock was empty and nobody could play: the smallest hand wins and every other player pays "
            "the difference, times the dealer multiplier when the dealer pays or wins.",
        ),
    },
)
