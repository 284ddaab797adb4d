"""Per-game table layouts, kept as data: which zones each seat has, which zones sit in the
middle, which observation key feeds each zone, the action buttons and the log phrases.

One module per game (`layouts/<game id>.py`, defining `LAYOUT`): adding a game adds a file. The
pieces a family's tables share live beside them (seasonal.py for 紙机戦, betting.py for its
betting games, mahjong_table.py); a module without `LAYOUT` is not a game's.
The scene reads only these declarations; it holds no rule of any game."""

from __future__ import annotations

import importlib
import pkgutil
from dataclasses import replace

from shikitable.ui.layouts.base import (
    NINCETKAIK_ART,
    QT_TRANSLATE_NOOP,
    ActionButton,
    ArgChoice,
    CentralZone,
    DeckArt,
    PictureCards,
    PlateMark,
    SeatZone,
    TableLayout,
)


def _discover() -> dict[str, TableLayout]:
    found: dict[str, TableLayout] = {}
    for info in pkgutil.iter_modules(__path__):
        if info.name == "base":
            continue
        module = importlib.import_module(f"{__name__}.{info.name}")
        layout = getattr(module, "LAYOUT", None)
        if isinstance(layout, TableLayout):
            found[layout.game_id] = layout
    return found


LAYOUTS: dict[str, TableLayout] = _discover()


def layout_for(game_id: str) -> TableLayout:
    """The game's layout; an undeclared game gets a plain hand-and-discards table."""
    if game_id in LAYOUTS:
        return LAYOUTS[game_id]
    return TableLayout(
        game_id=game_id,
        art=NINCETKAIK_ART,
        seat_zones=(
            SeatZone("hand", "hand", "hand", scale=1.0, depth=0.0, count_key="hand_counts"),
            SeatZone("river", "rivers", "row", scale=0.52, depth=0.42),
        ),
        central_zones=(
            CentralZone("stock", "stock_count", "stock", x=0, y=0, label=QT_TRANSLATE_NOOP("shikitable", "Stock")),
        ),
        buttons=(),
    )


def with_card_colours(layout: TableLayout, four_colours: bool) -> TableLayout:
    """The layout with its deck's four-colour art when that setting is on and the deck has it."""
    if not four_colours or not layout.art.four_colour_folder:
        return layout
    return replace(layout, art=replace(layout.art, folder=layout.art.four_colour_folder))


__all__ = [
    "LAYOUTS",
    "NINCETKAIK_ART",
    "QT_TRANSLATE_NOOP",
    "ActionButton",
    "ArgChoice",
    "CentralZone",
    "DeckArt",
    "PictureCards",
    "PlateMark",
    "SeatZone",
    "TableLayout",
    "layout_for",
    "with_card_colours",
]
