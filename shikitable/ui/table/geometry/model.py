"""The table's geometry: the boxes each seat gets along the edges, and the records a layout
produces (where every card lies, labels, piles). Pure layout arithmetic; no game rules."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF

from shikitable.ui.table.cards import CARD_HEIGHT, Key, Placement

MIN_FACE_W = 37.0  # px: a face-up card is never narrower (readable at 1024×700)
MIN_BACK_H = 30.0  # px: backs only show a count, they may be smaller
GAP = 8.0
OTHER_HAND = 0.62  # others' hands (backs) relative to their other zones
VIEWER_HAND_MAX = 0.30  # the viewer's hand card at most this share of the table height
LIFT = 0.16  # a selected card rises by this share of its height
LABEL_H = 18.0
SMALL_LABEL = 11 / 13  # side seats' captions are set smaller
WIDE_PLATE = 1.35  # with a ring, the top and bottom plates are this much taller (two lines of marks)
NARROW_PLATE = 1.8  # a narrow side plate is this much taller (its marks wrap onto more lines)
BANNER_H = 64.0  # room above the viewer's plate for two lines of "whose move it is"
RING_GAP = GAP / 4  # the ring's parts keep this much at each end (the seats' boxes and the centre keep their own)
RING_TO_HAND = 0.6  # the rivers' tiles at most this share of the viewer's hand tiles
RING_OTHERS = 0.12  # with a ring, other seats' hand at most this share of the table height


def type_scale(view_h: float) -> float:
    """How much larger than the usual the table's words are: 1 up to a 680 px high view, growing
    with it (TableScene.type_scale; the action bar's buttons use it)."""
    return min(1.6, max(1.0, view_h / 680))


def bar_height(scale: float) -> int:
    """The action bar's height at a type scale: its buttons, padding and border included (at
    least 40 px, a call is pressed in a hurry); the claimable card's picture is made as tall."""
    return max(40, round(15 * scale * 2.6))


def bar_depth(table: QRectF) -> float:
    """The band kept free above the viewer's hand for the action bar (the view is a little
    taller than the table: its margins)."""
    view_h = table.height() + 2 * (6.0 + 0.012 * table.height())
    return float(bar_height(type_scale(view_h)))


@dataclass(frozen=True)
class SeatBox:
    """A seat's part of the table. `along` runs along its edge (left to right, or top to
    bottom for the side seats); `depth` from the edge towards the centre."""

    seat: int
    edge: str  # bottom, top, left, right
    rect: QRectF
    viewer: bool
    bar: float = 0.0  # the viewer's box: depth kept free above the hand for the action bar

    @property
    def along_len(self) -> float:
        return self.rect.width() if self.edge in ("bottom", "top") else self.rect.height()

    @property
    def depth_len(self) -> float:
        return self.rect.height() if self.edge in ("bottom", "top") else self.rect.width()

    def point(self, along: float, depth: float) -> QPointF:
        r = self.rect
        if self.edge == "bottom":
            return QPointF(r.left() + along, r.bottom() - depth)
        if self.edge == "top":
            return QPointF(r.left() + along, r.top() + depth)
        if self.edge == "left":
            return QPointF(r.left() + depth, r.top() + along)
        return QPointF(r.right() - depth, r.top() + along)

    @property
    def rotation(self) -> float:
        """Degrees that turn a card's top towards the centre."""
        return {"bottom": 0.0, "top": 180.0, "left": 90.0, "right": -90.0}[self.edge]

    def footprint(self, width: float, height: float, turned: bool) -> tuple[float, float]:
        """A card's size along the edge and in depth; `turned` cards face the seat."""
        if self.edge in ("left", "right") and not turned:  # an upright card on a side seat lies across
            return height, width
        return width, height

    def clamp(self, point: QPointF, along_fp: float, deep_fp: float) -> QPointF:
        """`point` moved just enough that a card of this footprint stays inside the box (the
        last resort when even the smallest cards do not fit)."""
        half_x, half_y = (along_fp / 2, deep_fp / 2) if self.edge in ("bottom", "top") else (deep_fp / 2, along_fp / 2)
        r = self.rect
        x = min(max(point.x(), r.left() + half_x), r.right() - half_x)
        y = min(max(point.y(), r.top() + half_y), r.bottom() - half_y)
        return QPointF(x, y)

    @property
    def edge_point(self) -> QPointF:
        """Where this seat's cards come from and go to (the middle of its edge)."""
        return self.point(self.along_len / 2, 0.0)


@dataclass
class Label:
    anchor: QPointF  # top-left corner, or centre-top when `centred`
    text: str
    count: int  # -1: no count
    centred: bool = True
    max_width: float = 0.0
    small: bool = False  # a caption over a side seat's narrow column
    px: int = 0  # the font's pixel size (0: the usual)
    value: str = ""  # put in for {0} in the (translated) text


@dataclass
class Slot:
    """A named seat zone's outlined place on the felt: its label sits inside it, at its edge,
    so whose zone it is reads from the seat's tint and where it lies."""

    rect: QRectF
    seat: int


@dataclass
class Pile:
    """A pile of point sticks: where its centre lies, the points, a label, and its width."""

    centre: QPointF
    points: int
    label: str
    width: float


PILE_ALONG = 0.95  # a stick pile is about as long as a card is tall ...
PILE_DEPTH = 0.62  # ... and this deep, its number included


@dataclass
class Layouted:
    placements: dict[Key, Placement]
    origin: dict[Key, tuple[str, int]]  # zone name and seat of each placement (seat -1: centre)
    plates: dict[int, QRectF] = field(default_factory=dict)  # seat -> its name plate
    labels: dict[str, Label] = field(default_factory=dict)
    boxes: dict[int, SeatBox] = field(default_factory=dict)
    centre: QRectF = field(default_factory=QRectF)
    table: QRectF = field(default_factory=QRectF)
    banner: QRectF = field(default_factory=QRectF)  # the viewer's "your move" line
    bar: QRectF = field(default_factory=QRectF)  # kept free above the viewer's hand: the action bar
    sticks: dict[str, Pile] = field(default_factory=dict)  # 点棒 piles: stakes, pots
    rings: dict[int, SeatBox] = field(default_factory=dict)  # seat -> its part of the ring round the centre
    panels: dict[str, QRectF] = field(default_factory=dict)  # central "panel" zones: the room each is drawn in
    slots: dict[str, Slot] = field(default_factory=dict)  # "zone:seat" -> the outlined place of a named zone


def card_size(height: float, aspect: float) -> tuple[float, float]:
    return height * aspect, height


def scale_of(height: float) -> float:
    return 2 * round(height / 2) / CARD_HEIGHT  # whole even pixels: fewer sizes of art to render


# --- the boxes --------------------------------------------------------------------------


def edges_for(players: int) -> list[tuple[str, int, int]]:
    """(edge, slot, slots on that edge) for each seat relative to the viewer, in playing order."""
    if players <= 1:
        return [("bottom", 0, 1)]
    if players == 2:
        return [("bottom", 0, 1), ("top", 0, 1)]
    tops = players - 3  # beyond bottom, right and left, seats share the top edge
    order: list[tuple[str, int, int]] = [("bottom", 0, 1), ("right", 0, 1)]
    order += [("top", tops - 1 - k, tops) for k in range(tops)]  # right to left, in playing order
    order.append(("left", 0, 1))
    return order


def table_rect(width: float, height: float) -> QRectF:
    margin = 6.0 + 0.012 * min(width, height)
    return QRectF(margin, margin, width - 2 * margin, height - 2 * margin)


def plate_size(table: QRectF) -> tuple[float, float]:
    w = max(138.0, min(236.0, table.width() * 0.17))
    return w, max(40.0, w * 0.25)


def edge_sizes(table: QRectF, players: int, bands: int = 2, deeper: float = 1.0) -> tuple[float, float, float]:
    """The depth of the bottom and top boxes and the width of the side boxes, to start from;
    a layout with more bands per seat gives the seats more depth, and `deeper` (the layout's
    `seat_depth`) widens the side seats' boxes (their zones lie across the table) at the
    centre's cost."""
    edges = edges_for(players)
    has_top = any(e == "top" for e, _, _ in edges)
    has_sides = any(e in ("left", "right") for e, _, _ in edges)
    w, h = table.width(), table.height()
    extra = max(0, min(3, bands) - 2)
    bottom_h = h * (0.32 + 0.06 * extra + (0.02 if players == 2 else 0.0))
    top_h = h * (0.235 + 0.035 * extra + (0.03 if players == 2 else 0.0)) if has_top else 0.0
    side_w = w * ((0.2 if players <= 4 else 0.18) + 0.02 * extra) * deeper if has_sides else 0.0
    return bottom_h, top_h, side_w


def grown_sizes(
    table: QRectF, sizes: tuple[float, float, float], need: Mapping[str, float]
) -> tuple[float, float, float]:
    """Edge sizes grown towards what their seats need at the smallest readable cards (`need`:
    edge -> needed depth), keeping a centre (and side seats) of useful height."""
    bottom_h, top_h, side_w = sizes
    h, w = table.height(), table.width()
    bottom_h = max(bottom_h, min(need.get("bottom", 0.0), h * 0.46))
    if top_h:
        top_h = max(top_h, min(need.get("top", 0.0), h * 0.36))
    if side_w:
        side_w = max(side_w, min(max(need.get("left", 0.0), need.get("right", 0.0)), w * 0.3))
    spare_h = h - bottom_h - top_h - 3 * GAP - h * (0.3 if side_w else 0.2)  # side seats need length too
    if spare_h < 0:  # the centre keeps its room: both edges give back in proportion
        share = bottom_h + top_h
        bottom_h += spare_h * bottom_h / share
        top_h += spare_h * top_h / share
    return bottom_h, top_h, side_w


def seat_boxes(
    table: QRectF, players: int, bottom: int, bands: int = 2, sizes: tuple[float, float, float] | None = None
) -> tuple[dict[int, SeatBox], QRectF]:
    """The seats' boxes and the centre left between them."""
    edges = edges_for(players)
    has_top = any(e == "top" for e, _, _ in edges)
    has_sides = any(e in ("left", "right") for e, _, _ in edges)
    w = table.width()
    bottom_h, top_h, side_w = sizes or edge_sizes(table, players, bands)
    top_y = table.top()
    side_top = top_y + (top_h + GAP if has_top else 0.0)
    side_bottom = table.bottom() - bottom_h - GAP
    boxes: dict[int, SeatBox] = {}
    for relative, (edge, slot, slots) in enumerate(edges):
        seat = (bottom + relative) % players
        if edge == "bottom":
            rect = QRectF(table.left(), table.bottom() - bottom_h, w, bottom_h)
        elif edge == "top":
            span = (w - GAP * (slots - 1)) / slots
            rect = QRectF(table.left() + slot * (span + GAP), top_y, span, top_h)
        elif edge == "left":
            rect = QRectF(table.left(), side_top, side_w, side_bottom - side_top)
        else:
            rect = QRectF(table.right() - side_w, side_top, side_w, side_bottom - side_top)
        boxes[seat] = SeatBox(seat, edge, rect, relative == 0, bar_depth(table) if relative == 0 else 0.0)
    left = table.left() + (side_w + GAP if has_sides else 0.0)
    right = table.right() - (side_w + GAP if has_sides else 0.0)
    centre_top = side_top if has_top else top_y + GAP
    centre = QRectF(left, centre_top, right - left, side_bottom - centre_top)
    return boxes, centre


