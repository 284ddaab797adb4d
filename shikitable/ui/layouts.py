"""Per-game table layouts, kept as data: which zones each seat has, which zones sit in the
middle, which observation key feeds each zone, the action buttons and the log phrases.

The scene reads only these declarations; it holds no rule of any game. Strings are marked with
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
    row    - obs[key][seat]: a list of cards (None = face down) or a count of backs
    groups - obs[key][seat]: a list of card groups (開 sets), laid side by side
    Placement is in the seat's own frame: `depth` 0 is the table edge, 1 the centre;
    `along` shifts the zone sideways (logical pixels, + is the seat's right)."""

    name: str
    key: str
    shape: str
    scale: float
    depth: float
    along: float = 0.0
    count_key: str | None = None
    per_row: int = 8
    upright: bool = True  # face-up cards keep reading upright for the viewer


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


TAXOT = TableLayout(
    game_id="taxot",
    art=NINCETKAIK_ART,
    seat_zones=(
        SeatZone("hand", "hand", "hand", scale=1.0, depth=0.0, count_key="hand_counts"),
        SeatZone("melds", "melds", "groups", scale=0.55, depth=0.02, along=560),
        SeatZone("river", "rivers", "row", scale=0.52, depth=0.42, per_row=8),
    ),
    central_zones=(
        CentralZone("stock", "stock_count", "stock", x=-70, y=0, label=QT_TRANSLATE_NOOP("shikitable", "Stock")),
        CentralZone("hikari", "hikari", "row", x=70, y=0, label=QT_TRANSLATE_NOOP("shikitable", "光")),
    ),
    buttons=(
        ActionButton("taxot", QT_TRANSLATE_NOOP("shikitable", "Declare 終季"), needs_cards=False),
        ActionButton("discard", QT_TRANSLATE_NOOP("shikitable", "Discard"), needs_cards=True),
        ActionButton("kai", QT_TRANSLATE_NOOP("shikitable", "Claim 開"), needs_cards=True),
        ActionButton("pass", QT_TRANSLATE_NOOP("shikitable", "Pass"), needs_cards=False),
    ),
    highlight_key="last_discard",
    reveal_events={"win": "hand"},
    log={
        "season_start": QT_TRANSLATE_NOOP("shikitable", "Season {season} begins; {dealer} deals (×{multiplier})."),
        "discard": QT_TRANSLATE_NOOP("shikitable", "{seat} discards {card}."),
        "kai": QT_TRANSLATE_NOOP("shikitable", "{seat} claims {card} from {from} with 開: {meld}."),
        "shiyu": QT_TRANSLATE_NOOP("shikitable", "{seat} shows 四友: {cards}."),
        "win": QT_TRANSLATE_NOOP("shikitable", "{seat} declares 終季 with {hand}!"),
        "stock_empty": QT_TRANSLATE_NOOP("shikitable", "The stock is empty: nobody wins this season."),
        "match_end": QT_TRANSLATE_NOOP("shikitable", "The match is over."),
    },
    score_terms={
        "kai": QT_TRANSLATE_NOOP("shikitable", "開 paid by the discarder"),
        "shiyu": QT_TRANSLATE_NOOP("shikitable", "四友 paid by everyone"),
        "win": QT_TRANSLATE_NOOP("shikitable", "終季"),
        "taxot": QT_TRANSLATE_NOOP("shikitable", "終季 base"),
        "same_colour": QT_TRANSLATE_NOOP("shikitable", "one colour"),
        "six_run": QT_TRANSLATE_NOOP("shikitable", "six in a row (六連)"),
        "first_round": QT_TRANSLATE_NOOP("shikitable", "first round (一周)"),
        "king_tam": QT_TRANSLATE_NOOP("shikitable", "皇 and 王"),
        "hikari": QT_TRANSLATE_NOOP("shikitable", "光"),
    },
)

MOKKAIK = TableLayout(
    game_id="mokkaik",
    art=NINCETKAIK_ART,
    seat_zones=(
        SeatZone("hand", "hand", "hand", scale=1.0, depth=0.0, count_key="hand_counts"),
        SeatZone("won", "won", "row", scale=0.42, depth=0.36, per_row=10),
        SeatZone("out", "out", "row", scale=0.32, depth=0.12, along=590, per_row=8),
        SeatZone("down", "down_counts", "row", scale=0.32, depth=0.24, along=590, per_row=8),
    ),
    central_zones=(
        CentralZone(
            "stock", "stock_count", "stock", x=-330, y=-40, scale=0.45, label=QT_TRANSLATE_NOOP("shikitable", "Unseen")
        ),
        CentralZone("trick", "trick", "trick", x=0, y=0, scale=0.62),
    ),
    buttons=(
        ActionButton("play", QT_TRANSLATE_NOOP("shikitable", "Play"), needs_cards=True),
        ActionButton("down", QT_TRANSLATE_NOOP("shikitable", "Play face down"), needs_cards=True),
    ),
    log={
        "season_start": QT_TRANSLATE_NOOP("shikitable", "Season {season} begins; {dealer} deals (×{multiplier})."),
        "play": QT_TRANSLATE_NOOP("shikitable", "{seat} plays {cards}."),
        "down": QT_TRANSLATE_NOOP("shikitable", "{seat} lays {count} face down."),
        "trick_won": QT_TRANSLATE_NOOP("shikitable", "{seat} wins trick {trick}."),
        "match_end": QT_TRANSLATE_NOOP("shikitable", "The match is over."),
    },
    score_terms={"win": QT_TRANSLATE_NOOP("shikitable", "last trick")},
)

LAYOUTS: dict[str, TableLayout] = {layout.game_id: layout for layout in (TAXOT, MOKKAIK)}


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
