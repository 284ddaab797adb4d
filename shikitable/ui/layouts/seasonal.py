"""What the tables of 紙机戦's seven games share: the deck, the hand along each seat's edge, the
stock and the other stacks and rows of cards in the centre, the opening and closing log lines.
Each game's layout module declares the rest."""

from __future__ import annotations

from typing import Any

from shikitable.ui.layouts.base import NINCETKAIK_ART, QT_TRANSLATE_NOOP, CentralZone, SeatZone, TableLayout

MATCH_END = QT_TRANSLATE_NOOP("shikitable", "The match is over.")
# the season's opening line: the dealer and the season's multiplier, or the dealer who also leads
SEASON_DEALS = QT_TRANSLATE_NOOP("shikitable", "Season {season} begins; {dealer} deals (×{multiplier}).")
SEASON_DEALS_AND_LEADS = QT_TRANSLATE_NOOP("shikitable", "Season {season} begins; {dealer} deals and leads.")
DEALER_MULTIPLIED = QT_TRANSLATE_NOOP("shikitable", "× the dealer multiplier")  # a payment's flag
STOCK = QT_TRANSLATE_NOOP("shikitable", "Stock")


def hand_zone(**placement: Any) -> SeatZone:
    """The seat's hand at its table edge: the viewer's cards face up, the others' as counted backs
    (`placement`: per_row, share as SeatZone has them)."""
    return SeatZone("hand", "hand", "hand", scale=1.0, depth=0.0, count_key="hand_counts", **placement)


def stack_zone(name: str, key: str, x: float, label: str, scale: float = 0.45, y: float = 0) -> CentralZone:
    """Cards out of sight in the centre (obs[key] counts them) as a short stack with the count."""
    return CentralZone(name, key, "stock", x=x, y=y, scale=scale, label=label)


def stock_zone(x: float, scale: float = 0.45, label: str = STOCK, y: float = 0) -> CentralZone:
    """The undealt cards."""
    return stack_zone("stock", "stock_count", x, label, scale, y)


def card_row(
    name: str, x: float, y: float, label: str, scale: float = 0.62, backs_key: str | None = None
) -> CentralZone:
    """Cards face up in a row in the centre, from obs[name]; obs[backs_key] more face down after them."""
    return CentralZone(name, name, "row", x=x, y=y, scale=scale, label=label, backs_key=backs_key)


def to_beat_zone(y: float, scale: float) -> CentralZone:
    """The combination the next play must beat (the shedding games), in the middle of the table."""
    label = QT_TRANSLATE_NOOP("shikitable", "To beat")
    return CentralZone("top", "top_cards", "row", x=0, y=y, scale=scale, label=label)


def seasonal_layout(game_id: str, log: dict[str, str], **declared: Any) -> TableLayout:
    """A 紙机戦 table: the game's declarations (TableLayout's fields) on the 紙机戦 deck, its log
    phrases and the match's end."""
    return TableLayout(game_id=game_id, art=NINCETKAIK_ART, log={**log, "match_end": MATCH_END}, **declared)
