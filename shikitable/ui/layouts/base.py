"""The vocabulary of table layouts: deck art, seat zones, central zones, buttons. Strings are marked with
QT_TRANSLATE_NOOP and translated where they are shown (context "shikitable")."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from shikitable.games.mahjong import tiles as T
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
    four_colour_folder: str = ""  # the same deck in four colours (a table setting), if drawn


NINCETKAIK_ART = DeckArt(
    folder="nincetkaik",
    file_of=lambda c: f"{D.COLOUR_CODES[D.COLOUR[c]]}-{D.KINDS[D.KIND[c]].code}.svg",
    face_of=D.TYPE.__getitem__,
)


def tile_deck_art(tile_count: int = T.TILE_COUNT, red_fives: bool = False) -> DeckArt:
    """Mahjong tiles (assets/tiles, drawn by tools/make_tile_art.py). Copies of a kind share a
    face; with `red_fives` the red fives (ids 16, 52, 88) have faces of their own."""
    if red_fives:
        return DeckArt(
            folder=TILES_FOLDER,
            file_of=lambda t: T.tile_art_name(t, True),
            face_of=lambda t: T.KIND_COUNT + t if t in T.RED_FIVES else t >> 2,
            aspect=0.75,
            card_count=tile_count,
        )
    return DeckArt(folder=TILES_FOLDER, file_of=T.tile_art_name, face_of=T.KIND_OF.__getitem__, aspect=0.75,
                   card_count=tile_count)


TILES_FOLDER = "../tiles"  # art folders are looked up under assets/cards; the tiles live in assets/tiles
SICHUAN_TILE_ART = DeckArt(  # ids past 107 show a discard again, for a second or third winner on it
    folder=TILES_FOLDER,
    file_of=lambda t: T.tile_art_name(t % T.SUITED_TILE_COUNT),
    face_of=lambda t: T.KIND_OF[t % T.SUITED_TILE_COUNT],
    aspect=0.75,
    card_count=T.SUITED_TILE_COUNT,
)
RIICHI_TILE_ART = tile_deck_art(T.TILE_COUNT, red_fives=True)


# How a zone lays its cards out (see SeatZone and CentralZone); a typo fails the type check.
SeatShape = Literal["hand", "row", "groups", "pile", "sticks"]
CentralShape = Literal["stock", "roads", "row", "text", "trick", "sticks", "pile", "panel"]
RowAlign = Literal["start", "centre"]


@dataclass(frozen=True)
class SeatZone:
    """A zone every seat has. shape:
    hand   - the viewer's cards from `key`, other seats as backs counted by `count_key`
    row    - obs[key][seat]: a list of cards (None = face down) or a count of backs, laid in
             lines of up to `per_row` cards (a river in rows of six: per_row=6, rows=...); with
             `sideways_key`, obs[sideways_key][seat] lists the indices laid sideways (riichi)
    groups - obs[key][seat]: a list of card groups (開 sets, mahjong melds), laid side by side; a group
             is a list of cards or {"tiles": [...], "turned": [indices]}: turned tiles lie sideways
             (a claimed tile turned toward its giver); None in "tiles" is a face-down tile
    pile   - obs[key][seat]: cards or a count, stacked in one neat pile (its label shows the count)
    sticks - obs[key][seat]: a number of points, drawn as a pile of 点棒 with the number (a seat
             whose obs["seated"] entry is false shows none)
    Placement: each seat has a box along its table edge. Zones lie in bands from the edge
    (`depth` 0) towards the centre; zones with the same `depth` share a band, ordered by
    `along` and splitting it by `share`. Card sizes are fitted to the box; `scale` sets a
    zone's size relative to the seat's hand. `rows` lines are kept free for a row zone (it may
    grow beyond, overlapping); for a hand, `per_row` is the hand size to make room for.
    `share` 0: the zone takes just the length its cards need (none while empty) and stays beside
    its band's other zones even on a side seat (a winning tile by the hand); `rows` of a groups
    zone: its groups wrap onto up to that many lines rather than overlap.
    `label` (QT_TRANSLATE_NOOP) names the pile beside it, with its count."""

    name: str
    key: str
    shape: SeatShape
    scale: float
    depth: float
    along: float = 0.0
    count_key: str | None = None
    per_row: int = 8
    upright: bool = True  # face-up cards keep reading upright for the viewer
    label: str = ""
    rows: int = 1
    share: float = 1.0
    span: float = 0.0  # hand: at most this long (px) before cards overlap (0: as long as the zone)
    fan: bool = True  # hand: the viewer's cards fan out (False: a straight row, as tiles stand)
    sideways_key: str | None = None  # row: obs[sideways_key][seat] lists the indices laid sideways (riichi)
    apart_key: str | None = None  # hand: obs[apart_key] names a card of the viewer's set apart at the right end
    align: RowAlign = "start"  # row: "centre" puts the lines in the middle of the zone (a river before its player)
    # the zone lies in the ring around the centre, before its player, rather than in the seat's
    # box along the table edge (a mahjong river); the ring's zones are sized together
    ring: bool = False


@dataclass(frozen=True)
class CentralZone:
    """A zone in the middle. shape:
    stock - obs[key] is a count, drawn as a short stack of backs with the number
    roads - obs[key] is a list of {"cards": [...], "value": v}: each a column of overlapping cards,
            first card on top, with a label above it: `label` formatted with the road's number ({0})
            and value ({1}), or `label_open` when the value is None (`label_tight` and
            `label_tight_open`: the same in short, for many roads in little room)
    row   - obs[key] is a list of cards shown face up (光)
    row   - obs[key] is a list of cards shown face up (光; None is a face-down card)
    text  - obs[key] is a line of text the game writes (riichi's round, counters and sticks)
    trick - obs[key] lists cards played to the trick: ints, [seat, card] or {"seat", "card"};
            each card lies in front of its player (None = face down)
    sticks - obs[key] is a number of points (a pot), drawn as a pile of 点棒 with the number
    pile  - obs[key] lists cards played onto one heap, newest last, each a little askew
    text  - no cards: `label` with {0} replaced by obs[key], hidden while obs[key] is None
    panel - a mahjong centre panel (round, counters, wall, each seat's wind and points), drawn by
            the scene from the whole observation (`key` is unused)
    The centre is split into columns ordered by `x`; zones with the same `x` share a column,
    stacked top to bottom by `y` (text zones take no column). `backs_key` (row): obs[backs_key]
    more cards lie face down after the listed ones (community cards not yet turned up)."""

    name: str
    key: str
    shape: CentralShape
    x: float  # offset from the table centre, logical pixels
    y: float
    scale: float = 0.62
    label: str = ""
    label_open: str = ""  # roads: the label of a road without a value
    label_tight: str = ""  # roads: the short labels, for many roads in little room
    label_tight_open: str = ""
    label_px: int = 16  # the label's size (logical pixels)
    backs_key: str | None = None


Translate = Callable[[str], str]
# how one action's argument reads on its button or menu entry: (action, observation, translate) -> text
ArgText = Callable[[Any, Mapping[str, Any], Translate], str]


@dataclass(frozen=True)
class ArgChoice:
    """How the player picks among a move's legal actions that differ by `arg` (a road, a suit to
    name, an amount, a card's target). The table narrows the legal actions of the kind to the
    selected cards (and the picture card chosen) and asks only when more than one remains:
    buttons - one button per remaining action, labelled `arg_text`, keys 1-9 in order (shown at
              once for a move without cards, once cards are selected for a move with cards)
    menu    - the move's one button; pressing it opens a menu of the remaining actions"""

    shown: Literal["buttons", "menu"]
    arg_text: ArgText


def arg_named(names: Sequence[str]) -> ArgText:
    """An arg 0, 1, ... that picks one of `names` (QT_TRANSLATE_NOOP strings); others as themselves."""

    def text(action: Any, obs: Mapping[str, Any], tr: Translate) -> str:
        arg = action.arg
        return tr(names[arg]) if isinstance(arg, int) and 0 <= arg < len(names) else str(arg)

    return text


def arg_amount(template: str) -> ArgText:
    """An amount in `arg`: the template (QT_TRANSLATE_NOOP) with {amount} filled in."""
    return lambda action, obs, tr: tr(template).replace("{amount}", str(action.arg))


def arg_formatted(template: str, fields: Callable[[Any, Mapping[str, Any]], tuple[object, ...]]) -> ArgText:
    """The template (QT_TRANSLATE_NOOP) with {0}, {1}, ... from fields(action, observation);
    string fields are translated too."""

    def text(action: Any, obs: Mapping[str, Any], tr: Translate) -> str:
        out = tr(template)
        for index, value in enumerate(fields(action, obs)):
            out = out.replace(f"{{{index}}}", tr(value) if isinstance(value, str) else str(value))
        return out

    return text


@dataclass(frozen=True)
class ActionButton:
    """A move's button. `arg` declares how the player picks among the move's actions that differ
    by their argument (None: the selected cards decide, or the move has one action)."""

    kind: str
    label: str
    needs_cards: bool  # the button acts on the selected cards
    shortcut: str = ""  # a key sequence such as "P" or "Ctrl+K"
    arg: ArgChoice | None = None


@dataclass(frozen=True)
class PlateMark:
    """A word on a seat's name plate: obs[key][seat] is a string (or None); `phrases` maps it
    to what the plate shows (translated where shown), e.g. the void suit or "out"."""

    key: str
    phrases: dict[str, str]


@dataclass(frozen=True)
class PictureCards:
    """A second kind of card drawn as pictures beside the main deck (Magic's cheat cards),
    named by string ids, from their own art folder (under assets/cards).

    held(obs, seat)  - the cards a seat holds: ids the observation shows, None for a back
    lying(obs, seat) - the cards a seat has lying face up on the table (talismans)
    Both lie by the seat's name plate: the viewer's own cards face up in a hand row (lit and
    clickable when a legal `action_kind` action names them: `card_of(action.arg)`), the others'
    as backs with a count, the lying cards after them. Hovering a face-up card (or the key V)
    shows it large.
    step_line(event, names, lang) - an event as one step of a resolution (None: not a step);
    steps are shown one at a time in a panel over the centre and listed in the card log;
    step_card(event) - the card pictured beside the steps.
    timed(obs) - whether a prompt now is a short window (the "card pause" setting applies).
    Only the card log shows `minor_steps` events that come with no other step (dealing)."""

    folder: str
    held: Callable[[Mapping[str, Any], int], Sequence[str | None]]
    lying: Callable[[Mapping[str, Any], int], Sequence[str]]
    small_file: Callable[[str], str]
    large_file: Callable[[str], str]
    back: str = "back.svg"
    aspect: float = 5 / 7
    action_kind: str = ""
    card_of: Callable[[str], str] = str
    step_line: Callable[[Mapping[str, Any], Sequence[str], str], str | None] | None = None
    step_card: Callable[[Mapping[str, Any]], str | None] | None = None
    step_from: Callable[[Mapping[str, Any]], int | None] | None = None  # a step's card flies in from this seat
    timed: Callable[[Mapping[str, Any]], bool] | None = None
    name_of: Callable[[str, str], str] = lambda card, lang: card  # a card's name in a language
    window_text: Callable[[Mapping[str, Any], Sequence[str]], str] | None = None  # why a card window is open
    minor_steps: tuple[str, ...] = ()
    # event fields only their owner sees (tiles swapped, peeked): a step showing them is dropped
    # when someone else sits down at the screen (hot seat), and the card log leaves them out there
    secret_keys: tuple[str, ...] = ()  # event kinds shown in the panel only within a resolution (dealing)


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
    # (score_lines["payment"]: one itemised payment of a line's "payments" list, from its fields);
    # a flag's phrase may show the line's fields too ({multiplier})
    score_lines: dict[str, str] = field(default_factory=dict)
    score_flags: dict[str, str] = field(default_factory=dict)
    score_tips: dict[str, str] = field(default_factory=dict)
    plate_marks: tuple[PlateMark, ...] = ()
    # the event whose cards won the season (kind, key of its cards), shown as pictures in the
    # season dialog when the scoring lines carry no hand, e.g. ("trick_won", "cards")
    winning_play: tuple[str, str] | None = None
    # whose cards lie in the centre: a central zone's name -> the observation key of a play with
    # a "seat" (小猫's "top"); a trick zone's plays carry their own seats. `winning_key` names the
    # play winning so far ({"seat": n}); the scene tags each play with its player's name, the
    # winning one in gold
    play_owner: dict[str, str] = field(default_factory=dict)
    winning_key: str | None = None
    # the glossary: an action kind -> the game's own (Japanese) word for it, shown in the
    # button's tooltip beside its English name ("Raise" is 加行)
    terms: dict[str, str] = field(default_factory=dict)
    # a card game's own calls, called out over the table as mahjong's Pon is: event kind -> the
    # word its players say (QT_TRANSLATE_NOOP: 開 in Japanese, "Kai!" in English)
    calls: dict[str, str] = field(default_factory=dict)
    # a log line's raw field values in words: field -> value -> phrase (四川's win "by": "ron")
    log_values: dict[str, dict[str, str]] = field(default_factory=dict)
    # words for a text zone's raw values (にっぱち's "*": any card may follow)
    text_values: dict[str, str] = field(default_factory=dict)
    pass_kind: str = "pass"  # the action that lets a claim go by (auto-pass plays it)
    win_kinds: tuple[str, ...] = ()  # actions that win: auto-declare plays them, auto-pass never skips them
    # the claims auto-pass and "No calls this hand" may decline (empty: any prompt with a pass);
    # a prompt offering anything else (a discard, a riichi) is left to the player
    skip_calls: tuple[str, ...] = ()
    seat_depth: float = 1.0  # >1: the side seats' boxes reach further in (a mahjong table's rivers), the centre shrinks
    # other seats' face-up cards and the ring's may be this narrow (px; 0: the usual minimum):
    # small mahjong tiles stay legible where playing cards would not
    min_tile_w: float = 0.0
    min_ring_w: float = 0.0  # the ring's tiles may shrink to this (px) before its lines overlap (0: min_tile_w)
    # which cards the rules treat as the same when matching a selection to a legal move (None: the
    # face, i.e. colour and kind); a game that ignores colour matches by strength
    match_of: Callable[[int], int] | None = None
    pictures: PictureCards | None = None  # a second kind of card shown as pictures (Magic's cards)
    # a card of the viewer's hand the rules set aside (obs, card -> bool): drawn dimmed with a
    # mark (四川: the tiles of the void suit, to be discarded before any other)
    set_aside: Callable[[Mapping[str, Any], int], bool] | None = None
