"""The vocabulary of table layouts: deck art, seat zones, central zones, buttons. Strings are marked with
QT_TRANSLATE_NOOP and translated where they are shown (context "shikitable")."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from shikitable.games.nincetkaik import deck as D


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate looks for)
    """Marks a string for translation (context "shikitable"); it is translated when displayed."""
    return text


@dataclass(frozen=True)
class DeckArt:
    """How the cards of a deck look: the SVG file of a card, the back, and the card's face
    (cards with the same face are interchangeable copies)."""

    folder: str
    file_of: Callable[[int], str]
    face_of: Callable[[int], int]
    back: str = "back.svg"
    aspect: float = 5 / 7  # width / height
    card_count: int = D.CARD_COUNT


NINCETKAIK_ART = DeckArt(
    folder="nincetkaik",
    file_of=lambda c: f"{D.COLOUR_CODES[D.COLOUR[c]]}-{D.KINDS[D.KIND[c]].code}.svg",
    face_of=D.TYPE.__getitem__,
)


@dataclass(frozen=True)
class SeatZone:
    """A zone every seat has. shape:
    hand   - the viewer's cards from `key`, other seats as backs counted by `count_key`
    row    - obs[key][seat]: a list of cards (None = face down) or a count of backs, laid in
             lines of up to `per_row` cards (a river in rows of six: per_row=6, rows=...)
    groups - obs[key][seat]: a list of card groups (開 sets, melds), laid side by side
    pile   - obs[key][seat]: cards or a count, stacked in one neat pile (its label shows the count)
    Placement: each seat has a box along its table edge. Zones lie in bands from the edge
    (`depth` 0) towards the centre; zones with the same `depth` share a band, ordered by
    `along` and splitting it by `share`. Card sizes are fitted to the box; `scale` sets a
    zone's size relative to the seat's hand. `rows` lines are kept free for a row zone (it may
    grow beyond, overlapping); for a hand, `per_row` is the hand size to make room for.
    `label` (QT_TRANSLATE_NOOP) names the pile beside it, with its count."""

    name: str
    key: str
    shape: str
    scale: float
    depth: float
    along: float = 0.0
    count_key: str | None = None
    per_row: int = 8
    upright: bool = True  # face-up cards keep reading upright for the viewer
    label: str = ""
    rows: int = 1
    share: float = 1.0


@dataclass(frozen=True)
class CentralZone:
    """A zone in the middle. shape:
    stock - obs[key] is a count, drawn as a short stack of backs with the number
    row   - obs[key] is a list of cards shown face up (光)
    trick - obs[key] lists cards played to the trick: ints, [seat, card] or {"seat", "card"};
            each card lies in front of its player (None = face down)"""

    name: str
    key: str
    shape: str
    x: float  # offset from the table centre, logical pixels
    y: float
    scale: float = 0.62
    label: str = ""


@dataclass(frozen=True)
class ActionButton:
    kind: str
    label: str
    needs_cards: bool  # the button acts on the selected cards


@dataclass(frozen=True)
class TableLayout:
    game_id: str
    art: DeckArt
    seat_zones: tuple[SeatZone, ...]
    central_zones: tuple[CentralZone, ...]
    buttons: tuple[ActionButton, ...]  # in order of preference for the "obvious" move
    highlight_key: str | None = None  # an observation key naming a card to mark (the claimable discard)
    reset_events: tuple[str, ...] = ("season_start",)  # every card goes back to the stock, then is dealt again
    reveal_events: dict[str, str] = field(default_factory=dict)  # event kind -> key of the cards it shows
    log: dict[str, str] = field(default_factory=dict)  # event kind -> phrase; {seat} {from} {card} {cards}
    score_terms: dict[str, str] = field(default_factory=dict)  # names in season_end lines -> readable terms
    # the season dialog: a phrase per line kind ({field} filled in: seats as names, cards as names),
    # a phrase for each boolean field that is true, and a tooltip per term
    score_lines: dict[str, str] = field(default_factory=dict)
    score_flags: dict[str, str] = field(default_factory=dict)
    score_tips: dict[str, str] = field(default_factory=dict)
    # log phrases for the player at the screen ("You discard {card}."); kinds not here use `log`
    log_you: dict[str, str] = field(default_factory=dict)
