"""Where everything lies on the table, computed from the space there is.

The table is the view's own size (one scene unit is one pixel), split into boxes: one per seat
along the edges (the viewer at the bottom; then, in playing order, right, the top seats and
left, so three players sit bottom / right / left) and the centre between them. Inside a seat's
box the zones lie in bands from the table edge towards the centre; zones with the same `depth`
share a band side by side. Card sizes are fitted to the box: the largest size at which every
band fits, never smaller than a readable minimum; if even that does not fit, rows overlap like
a fanned pile instead of leaving the box. Pure layout arithmetic; no game rules."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QFont, QFontMetricsF

from shikitable.ui.cards import CARD_HEIGHT, Key, Placement
from shikitable.ui.layouts import CentralZone, SeatZone, TableLayout
from shikitable.ui.zones import Content, central_contents, seat_contents

MIN_FACE_W = 37.0  # px: a face-up card is never narrower (readable at 1024×700)
MIN_BACK_H = 30.0  # px: backs only show a count, they may be smaller
GAP = 8.0
OTHER_HAND = 0.62  # others' hands (backs) relative to their other zones
VIEWER_HAND_MAX = 0.30  # the viewer's hand card at most this share of the table height
LIFT = 0.16  # a selected card rises by this share of its height
LABEL_H = 18.0
SMALL_LABEL = 11 / 13  # side seats' captions are set smaller
NARROW_PLATE = 1.5  # a narrow side plate is this much taller (its marks on two lines)
RING_OTHERS = 0.15  # with a ring, other seats' unit at most this share of the table height


@dataclass(frozen=True)
class SeatBox:
    """A seat's part of the table. `along` runs along its edge (left to right, or top to
    bottom for the side seats); `depth` from the edge towards the centre."""

    seat: int
    edge: str  # bottom, top, left, right
    rect: QRectF
    viewer: bool

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
    sticks: dict[str, Pile] = field(default_factory=dict)  # 点棒 piles: stakes, pots
    rings: dict[int, SeatBox] = field(default_factory=dict)  # seat -> its part of the ring round the centre


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
        boxes[seat] = SeatBox(seat, edge, rect, relative == 0)
    left = table.left() + (side_w + GAP if has_sides else 0.0)
    right = table.right() - (side_w + GAP if has_sides else 0.0)
    centre_top = side_top if has_top else top_y + GAP
    centre = QRectF(left, centre_top, right - left, side_bottom - centre_top)
    return boxes, centre


# --- fitting a seat ---------------------------------------------------------------------


@dataclass
class _ZonePlan:
    zone: SeatZone
    content: Content
    start: float  # along, from the box's start
    length: float  # along
    height: float = 0.0  # card height
    turned: bool = False
    per_line: int = 1
    lines: int = 1
    step: float = 0.0  # along, between cards
    depth: float = 0.0  # of the whole zone
    label_row: int = 0  # side seats: the caption line of this zone's band
    label_rows: int = 0  # side seats: caption lines above the columns
    card_depth: float = 0.0  # one card's footprint in depth
    card_along: float = 0.0  # one card's footprint along
    group_lines: list[int] = field(default_factory=list)  # groups: the line of each group


def _bands(zones: Sequence[SeatZone]) -> list[list[SeatZone]]:
    depths = sorted({z.depth for z in zones})
    return [sorted((z for z in zones if z.depth == d), key=lambda z: z.along) for d in depths]


def _plan_zone(plan: _ZonePlan, box: SeatBox, unit: float, aspect: float, min_face_h: float) -> bool:
    """Size one zone for `unit`; False if it cannot fit along at this size."""
    zone, content = plan.zone, plan.content
    hand = zone.shape == "hand"
    factor = 1.0 if box.viewer else (OTHER_HAND if hand and not content.face_up else 0.85)
    height = unit * zone.scale * factor
    floor = min_face_h if content.face_up or (box.viewer and hand) else MIN_BACK_H
    plan.height = max(height, floor)
    plan.turned = not content.face_up or (hand and not box.viewer and not content.face_up) or not zone.upright
    if box.viewer:
        plan.turned = False
    width, tall = card_size(plan.height, aspect)
    along, deep = box.footprint(width, tall, plan.turned)
    plan.card_depth, plan.card_along = deep, along
    label_len = _label_len(plan, box)
    room = max(0.0, plan.length - label_len)
    n = content.reserve
    if hand:
        if zone.fan:
            natural = along * (0.95 if box.viewer or content.face_up else 0.42)
        else:  # tiles stand side by side
            natural = along * (1.0 if box.viewer or content.face_up else 0.5)
        plan.per_line, plan.lines = max(1, n), 1
        plan.step = natural if n <= 1 else min(natural, (room - along) / (n - 1))
        plan.depth = deep * (1 + LIFT + 0.08) if box.viewer else deep
        return n <= 1 and along <= room + 0.5 or n > 1 and plan.step >= natural - 0.01 and room >= along
    if zone.shape == "pile":
        plan.per_line, plan.lines, plan.step = 1, 1, 0.0
        plan.depth = deep + 8
        return along + 8 <= room + 0.5
    if zone.shape == "sticks":  # sized from the seat's card height; it lies level, never turned
        plan.turned = False
        plan.per_line, plan.lines, plan.step = 1, 1, 0.0
        level_w, level_h = tall * PILE_ALONG, tall * PILE_DEPTH
        along_need, plan.depth = (level_h, level_w) if box.edge in ("left", "right") else (level_w, level_h)
        plan.card_depth = plan.depth
        return along_need <= room + 0.5
    natural = along * 1.04
    if content.sideways and zone.shape == "row":  # a sideways card (a riichi tile) is longer along its line
        room -= max(0.0, deep - along)
    fits = max(1, int((room - along) // natural) + 1) if room >= along else 1
    plan.per_line = max(1, min(zone.per_row, fits)) if zone.shape != "groups" else max(1, fits)
    plan.lines = max(zone.rows, math.ceil(max(n, 1) / plan.per_line))
    plan.step = natural
    if zone.ring and zone.shape == "row" and plan.per_line < min(zone.per_row, max(n, 1)):
        plan.depth = plan.lines * deep * 1.04
        return False  # a river keeps its rows of six: the ring finds a size at which they fit
    if zone.shape == "groups":
        total = content.group_slots(natural, deep * 1.04)
        plan.group_lines = _wrap_groups(content, natural, deep * 1.04, room, max(zone.rows, 1))
        plan.lines = max(plan.group_lines, default=0) + 1
        longest = max(_line_lengths(content, plan.group_lines, natural, deep * 1.04), default=0.0)
        plan.step = natural if longest <= room else natural * room / max(longest, 1.0)
        plan.depth = deep * 1.02 + (plan.lines - 1) * deep * 1.04
        return longest <= room + 0.5 or total <= 0
    plan.depth = plan.lines * deep * 1.04
    return room >= along


def _group_widths(content: Content, step: float, turned_step: float) -> list[float]:
    widths = []
    for index, group in enumerate(content.groups):
        turned = content.turned[index] if index < len(content.turned) else set()
        widths.append(sum(turned_step if i in turned else step for i in range(len(group))))
    return widths


def _wrap_groups(content: Content, step: float, turned_step: float, room: float, lines: int) -> list[int]:
    """The line of each group: whole groups fill a line before the next begins, up to `lines`
    lines; past that the lines are balanced (and their cards overlap a little)."""
    widths = _group_widths(content, step, turned_step)
    gap = step * 0.4

    def fill(capacity: float) -> list[int]:
        found, line, used = [], 0, 0.0
        for width in widths:
            wanted = width if used == 0 else used + gap + width
            if used > 0 and wanted > capacity + 0.5:
                line, used = line + 1, width
            else:
                used = wanted
            found.append(line)
        return found

    found = fill(room)
    if max(found, default=0) < lines:
        return found
    total = sum(widths) + gap * max(0, len(widths) - 1)
    capacity = total / lines
    while max(fill(capacity), default=0) >= lines:  # the shortest lines that still number `lines`
        capacity += step / 2
    return fill(capacity)


def _line_lengths(content: Content, group_lines: list[int], step: float, turned_step: float) -> list[float]:
    lengths: dict[int, float] = {}
    for line, width in zip(group_lines, _group_widths(content, step, turned_step), strict=True):
        lengths[line] = width if line not in lengths else lengths[line] + step * 0.4 + width
    return list(lengths.values())


def label_text(plan: _ZonePlan) -> str:
    text = QCoreApplication.translate("shikitable", plan.zone.label)
    return f"{text} {plan.content.count}" if plan.zone.shape in ("row", "pile") else text


def _label_len(plan: _ZonePlan, box: SeatBox) -> float:
    if not plan.zone.label:
        return 0.0
    if box.edge in ("left", "right"):
        return plan.label_rows * LABEL_H + 4
    wanted = text_width(label_text(plan)) + 10
    if plan.zone.shape == "pile":  # a pile needs one card's room; the rest may name it
        width = plan.height * 0.8
        return min(wanted, max(0.0, plan.length - width - 14))
    return min(wanted, 0.5 * plan.length)


def _text_w(text: str) -> float:
    return text_width(text) + 2


@lru_cache(maxsize=512)
def text_width(text: str) -> float:
    return QFontMetricsF(label_font()).horizontalAdvance(text)


@lru_cache(maxsize=1)
def label_font() -> QFont:
    font = QFont()
    font.setPixelSize(13)
    return font


def plate_room(box: SeatBox, plate_w: float, plate_h: float) -> tuple[float, float]:
    """(along, depth) the name plate keeps free: a strip at the start of a wide box, a line at
    the edge of a narrow top box, a line at the top of a side box."""
    if box.edge in ("left", "right"):
        return side_plate_h(box, plate_w, plate_h) + GAP, 0.0
    if box.edge == "top" and box.along_len < 2.6 * plate_w:
        return 0.0, plate_h + 4
    return plate_w + GAP, 0.0


def side_plate_h(box: SeatBox, plate_w: float, plate_h: float) -> float:
    """A side seat's plate narrower than usual grows taller: its marks then take two lines."""
    return plate_h * NARROW_PLATE if box.rect.width() - 4 < plate_w * 0.9 else plate_h


def _side_columns(bands: list[list[SeatZone]]) -> list[list[SeatZone]]:
    """A side seat is short along: one zone per column (captions on top), except zones of
    share 0, which stay beside their band's first zone."""
    columns: list[list[SeatZone]] = []
    for band in bands:
        main = [z for z in band if z.share > 0]
        beside = [z for z in band if z.share <= 0]
        if not main:
            columns.append(beside)
            continue
        columns.append(sorted([main[0], *beside], key=lambda z: z.along))
        columns += [[zone] for zone in main[1:]]
    return columns


def _zone_need(plan: _ZonePlan, box: SeatBox) -> float:
    """The length a share-0 zone's cards need along (0 while it is empty)."""
    content = plan.content
    if not content.cards:
        return 0.0
    label = _label_len(plan, box)
    if plan.zone.shape == "groups":
        return label + content.group_slots(plan.card_along * 1.04, plan.card_depth * 1.04)
    shown = min(len(content.cards), max(1, plan.per_line))
    return label + (shown - 1) * plan.card_along * 1.04 + plan.card_along


def _plan_bands(
    box: SeatBox, zone_bands: list[list[SeatZone]], contents: Mapping[str, Content], unit: float, aspect: float,
    min_face_h: float, plate: tuple[float, float], labelled: bool,
) -> tuple[bool, float, list[list[_ZonePlan]]]:
    """The zones planned at `unit`: whether every zone fits along, the depth all bands take
    (the plate's included), and the plans band by band."""
    plate_along, plate_depth = plate
    usable = box.along_len - plate_along
    bands = []
    ok = True
    for band in zone_bands:
        fixed: dict[str, float] = {}
        for zone in band:
            if zone.share <= 0:  # measured first: it takes what its cards need
                probe = _ZonePlan(zone, contents[zone.name], 0.0, usable, label_rows=1 if labelled else 0)
                _plan_zone(probe, box, unit, aspect, min_face_h)
                fixed[zone.name] = _zone_need(probe, box)
        flexible = [z for z in band if z.share > 0]
        spent = sum(fixed.values()) + GAP * sum(1 for v in fixed.values() if v > 0)
        spare = usable - spent - GAP * max(0, len(flexible) - 1)
        total_share = sum(z.share for z in flexible) or 1.0
        cursor = plate_along
        plans = []
        for zone in band:
            length = fixed[zone.name] if zone.name in fixed else max(0.0, spare) * zone.share / total_share
            plan = _ZonePlan(zone, contents[zone.name], cursor, length)
            plan.label_rows = 1 if labelled else 0  # side seats: one caption line over the columns
            plan.label_row = 0
            fits = _plan_zone(plan, box, unit, aspect, min_face_h)
            ok = (fits or (zone.name in fixed and not plan.content.cards)) and ok
            plans.append(plan)
            cursor += length + (GAP if length > 0 or zone.name not in fixed else 0.0)
        bands.append(plans)
    depth = sum(max(p.depth for p in b) for b in bands) + GAP * (len(bands) + 1) + plate_depth
    return ok, depth, bands


def _fit_seat(
    box: SeatBox, layout: TableLayout, contents: Mapping[str, Content], unit_max: float, plate: tuple[float, float],
    min_face_h: float, exact: bool = False, ring: bool = False,
) -> tuple[float, list[list[_ZonePlan]]]:
    """The largest unit at which the seat's bands fit its box (binary search), and the plans;
    `exact`: the plans at `unit_max` itself; `ring`: the seat's zones of the ring, not its box."""
    aspect = layout.art.aspect
    zone_bands = _bands([z for z in layout.seat_zones if z.ring == ring])
    if box.edge in ("left", "right"):
        zone_bands = _side_columns(zone_bands)
    labelled = any(z.label for band in zone_bands for z in band)

    def plans_for(unit: float) -> tuple[bool, list[list[_ZonePlan]]]:
        ok, depth, bands = _plan_bands(box, zone_bands, contents, unit, aspect, min_face_h, plate, labelled)
        return ok and depth <= box.depth_len, bands

    if unit_max <= 0:  # only the depth needed at the smallest sizes
        _, depth, bands = _plan_bands(box, zone_bands, contents, 0.0, aspect, min_face_h, plate, labelled)
        return depth, bands
    if exact:
        return unit_max, plans_for(unit_max)[1]
    key = (layout.game_id, ring, box.edge, box.viewer, box.rect.getRect(), unit_max, plate, min_face_h,
           tuple(c.signature() for c in contents.values()))
    known = _FITTED.get(key)
    if known is not None:  # most moves change one seat: the others keep their size
        return known, plans_for(known)[1]
    if plans_for(unit_max)[0]:
        _remember(key, unit_max)
        return unit_max, plans_for(unit_max)[1]
    low, high = 0.0, unit_max
    while high - low > 1.0:  # to the pixel: cards change size in whole pixels
        mid = (low + high) / 2
        if plans_for(mid)[0]:
            low = mid
        else:
            high = mid
    _remember(key, low)
    return low, plans_for(low)[1]


_FITTED: dict[tuple[Any, ...], float] = {}


def _remember(key: tuple[Any, ...], unit: float) -> None:
    if len(_FITTED) > 2000:
        _FITTED.clear()
    _FITTED[key] = unit


# --- placing ----------------------------------------------------------------------------


def compute(
    layout: TableLayout,
    obs: Mapping[str, Any],
    bottom: int,
    revealed: Mapping[int, Sequence[int]],
    selected: set[int],
    playable: set[int],
    interactive: bool,
    size: tuple[float, float] = (1400.0, 900.0),
) -> Layouted:
    players = int(obs.get("players", 1))
    aspect = layout.art.aspect
    table = table_rect(*size)
    ringed = any(z.ring for z in layout.seat_zones)
    min_face_h = MIN_FACE_W / aspect
    min_other_h = (layout.min_tile_w or MIN_FACE_W) / aspect  # other seats' faces, and the ring's

    def floor(box: SeatBox) -> float:
        return min_face_h if box.viewer else min_other_h

    def unit_cap(box: SeatBox) -> float:  # others' hidden hands stay modest where a ring wants the room
        return table.height() * (VIEWER_HAND_MAX if box.viewer else (RING_OTHERS if ringed else 0.2))

    plate_w, plate_h = plate_size(table)
    contents = {seat: seat_contents(layout, obs, seat, revealed) for seat in range(players)}
    if ringed:
        sizes = _snug_sizes(table, players, bottom, layout, contents, (plate_w, plate_h), floor, unit_cap)
        boxes, centre = seat_boxes(table, players, bottom, sizes=sizes)
    else:
        sizes = edge_sizes(table, players, len(_bands(layout.seat_zones)), layout.seat_depth)
        boxes, centre = seat_boxes(table, players, bottom, sizes=sizes)
        need: dict[str, float] = {}
        for seat, box in boxes.items():  # grow an edge whose seats cannot fit even the smallest cards
            depth = _fit_seat(box, layout, contents[seat], 0.0, plate_room(box, plate_w, plate_h), floor(box))[0]
            need[box.edge] = max(need.get(box.edge, 0.0), depth)
        grown = grown_sizes(table, sizes, need)
        if grown != sizes:
            boxes, centre = seat_boxes(table, players, bottom, sizes=grown)
    out = Layouted({}, {}, boxes=boxes, centre=centre, table=table)

    def put(key: Key, placement: Placement, zone: str, seat: int) -> None:
        out.placements[key] = placement
        out.origin[key] = (zone, seat)

    fitted: dict[int, tuple[float, list[list[_ZonePlan]]]] = {}
    others_unit = math.inf
    for seat, box in boxes.items():
        plate = plate_room(box, plate_w, plate_h)
        fitted[seat] = _fit_seat(box, layout, contents[seat], unit_cap(box), plate, floor(box))
        if not box.viewer:
            others_unit = min(others_unit, fitted[seat][0])
    for seat, box in boxes.items():
        plate = plate_room(box, plate_w, plate_h)
        unit, plans = fitted[seat]
        if not box.viewer and unit > others_unit:  # every opponent's cards at one size
            unit, plans = _fit_seat(box, layout, contents[seat], others_unit, plate, floor(box), exact=True)
        _place_seat(put, out, box, plans, aspect, selected, playable, interactive, plate[1])
        out.plates[seat] = _plate_rect(box, plate_w, plate_h)
    viewer_box = boxes.get(bottom)
    if viewer_box is not None:
        mine = out.plates[bottom]
        top = viewer_box.rect.top()
        out.banner = QRectF(mine.left(), top + 4, mine.width(), mine.top() - top - 8)
    viewer_unit = fitted[bottom][0] if bottom in fitted else table.height() * 0.2
    if ringed:
        ring_scale = max(z.scale for z in layout.seat_zones if z.ring) * 0.85

        def centre_need(unit: float) -> tuple[float, float]:  # the centre's cards grow with the ring's
            return _centre_need(layout, obs, aspect, max(min_other_h, unit * ring_scale))

        ring_max = max(viewer_unit, others_unit if others_unit < math.inf else 0.0)
        ring_unit, out.rings, centre = _fit_ring(layout, contents, players, bottom, centre, ring_max, min_other_h,
                                                 centre_need)
        for seat, box in out.rings.items():
            plans = _fit_seat(box, layout, contents[seat], ring_unit, (0.0, 0.0), min_other_h, exact=True, ring=True)[1]
            _place_seat(put, out, box, plans, aspect, selected, playable, interactive, 0.0)
        out.centre = centre
    _place_centre(put, out, layout, obs, boxes, centre, aspect, viewer_unit, min_other_h if ringed else min_face_h)
    return out


def _plate_rect(box: SeatBox, plate_w: float, plate_h: float) -> QRectF:
    r = box.rect
    if box.edge == "bottom":
        return QRectF(r.left() + 2, r.bottom() - plate_h - 4, plate_w, plate_h)
    if box.edge == "top":
        return QRectF(r.left() + 2, r.top() + 4, plate_w, plate_h)
    tall = side_plate_h(box, plate_w, plate_h)
    if box.edge == "left":
        return QRectF(r.left() + 2, r.top() + 2, min(plate_w, r.width() - 4), tall)
    return QRectF(r.right() - min(plate_w, r.width() - 4) - 2, r.top() + 2, min(plate_w, r.width() - 4), tall)


def _place_seat(put, out: Layouted, box: SeatBox, bands, aspect, selected, playable, interactive,  # type: ignore[no-untyped-def]
                plate_depth: float) -> None:
    needed = sum(max(p.depth for p in band) for band in bands) + GAP * (len(bands) + 1)
    room = box.depth_len - plate_depth
    squeeze = 1.0
    if needed > room and bands:  # overlap the bands (and lines) so the last card still ends in the box
        last = max(p.card_depth for p in bands[-1])
        squeeze = max(0.2, (room - last - GAP) / max(1.0, needed - last - 2 * GAP))
    depth = GAP + plate_depth
    for band in bands:
        band_depth = max(p.depth for p in band)
        for plan in band:
            _place_zone(put, out, box, plan, depth, squeeze, aspect, selected, playable, interactive)
        depth += (band_depth + GAP) * squeeze


def _place_zone(put, out, box: SeatBox, plan: _ZonePlan, depth0: float, squeeze: float, aspect, selected, playable,  # type: ignore[no-untyped-def]
                interactive) -> None:
    zone, content = plan.zone, plan.content
    width, height = card_size(plan.height, aspect)
    along_fp, deep_fp = box.footprint(width, height, plan.turned)
    scale = scale_of(plan.height)
    rotation = box.rotation if plan.turned else 0.0
    label_len = _label_len(plan, box)
    start = plan.start + label_len
    room = plan.length - label_len
    seat = box.seat
    if zone.label and (content.cards or zone.shape != "groups"):  # melds are named once there are some
        text = label_text(plan)
        if box.edge in ("left", "right"):  # caption lines above the columns, one per band
            room_w = plan.depth * squeeze + GAP - 2  # its own column's width
            anchor = box.point(plan.start + plan.label_row * LABEL_H, depth0)
            if box.edge == "right":  # right-aligned to the column's edge side
                anchor = QPointF(anchor.x() - min(room_w, _text_w(text) * SMALL_LABEL), anchor.y())
            out.labels[f"{zone.name}:{seat}"] = Label(anchor, text, -1, False, room_w, small=True)
        else:
            corner = box.point(plan.start, depth0 + deep_fp / 2)
            out.labels[f"{zone.name}:{seat}"] = Label(
                QPointF(corner.x(), corner.y() - LABEL_H / 2), text, -1, False, label_len - 6
            )
    cards = content.cards
    if zone.shape == "sticks":
        if content.count >= 0:
            spot = box.point(start + room / 2, depth0 + plan.depth / 2)
            out.sticks[f"{zone.name}:{seat}"] = Pile(spot, content.count, "", plan.height * PILE_ALONG)
        return
    if zone.shape == "hand":
        n = len(cards)
        step = plan.step if n > 1 else 0.0
        if n > 1 and content.reserve > n and box.viewer:
            step = min(along_fp * (0.95 if zone.fan else 1.0), (room - along_fp) / (n - 1))
        if n > 1 and zone.span:
            step = min(step, zone.span / (n - 1))
        centre_along = start + room / 2
        base_depth = depth0 * 1.0 + deep_fp / 2 + (deep_fp * 0.04 if box.viewer else 0.0)
        gap = step * 0.35 if content.apart and n > 1 else 0.0  # the tile just drawn stands apart
        if gap:
            step = min(step, (room - along_fp - gap) / (n - 1))
        shift = gap / step / 2 if gap and step > 0 else 0.0  # in steps: the others move left, the last right
        for index, card in enumerate(cards):
            rel = index - (n - 1) / 2 + (shift if index == n - 1 else -shift)
            lift = 0.0
            turn = rotation
            if box.viewer and zone.fan:  # a gentle fan: outer cards turn and drop a little
                turn += rel * (1.6 if n <= 8 else 0.7)
                lift = -min(abs(rel) ** 1.5 * height * 0.008, height * 0.04)
            if box.viewer and card is not None and card in selected:
                lift += height * LIFT
            key: Key = card if card is not None else (zone.name, seat, index)
            # a fanned card's box grows with its turn: clamp with the turned footprint
            tilt = math.radians(abs(turn - rotation))
            wide = along_fp * math.cos(tilt) + deep_fp * math.sin(tilt)
            tall = along_fp * math.sin(tilt) + deep_fp * math.cos(tilt)
            point = box.clamp(box.point(centre_along + rel * step, base_depth + lift), wide * 1.04, tall * 1.04)
            put(key, Placement(point, turn, scale, card is not None,
                               100 + index, interactive and card is not None and card in playable), zone.name, seat)
        return
    if zone.shape == "pile":
        spot = box.clamp(box.point(start + along_fp / 2 + 2, depth0 + deep_fp / 2 + 4), along_fp + 18, deep_fp + 18)
        for index, card in enumerate(cards):
            nudge = min(index, 4) * 2.0
            key = card if card is not None else (zone.name, seat, index)
            put(key, Placement(QPointF(spot.x() + nudge, spot.y() - nudge), rotation, scale, card is not None,
                               50 + index), zone.name, seat)
        return
    if zone.shape == "groups":
        # each card's centre along its line; a sideways (turned) card takes its height; whole
        # groups wrap onto the next line (plan.group_lines)
        offsets: list[float] = []
        sideways: list[bool] = []
        card_lines: list[int] = []
        spans: dict[int, float] = {}
        cursor, current = 0.0, 0
        group_lines = plan.group_lines or [0] * len(content.groups)
        for index, group in enumerate(content.groups):
            line = group_lines[index] if index < len(group_lines) else 0
            if line != current:
                current, cursor = line, 0.0
            turned = content.turned[index] if index < len(content.turned) else set()
            for position in range(len(group)):
                step = deep_fp * 1.02 if position in turned else along_fp * 1.02
                offsets.append(cursor + step / 2)
                sideways.append(position in turned)
                card_lines.append(line)
                cursor += step
            spans[line] = cursor
            cursor += along_fp * 0.4
        for slot, card in enumerate(content.cards):
            key = card if card is not None else (zone.name, seat, slot)
            turn = (0.0 if card is not None and zone.upright else box.rotation) + (90.0 if sideways[slot] else 0.0)
            line = card_lines[slot]
            span = spans.get(line, 0.0)
            fold = min(1.0, max(1.0, room) / span) if span > 0 else 1.0
            spot = box.point(start + offsets[slot] * fold, depth0 + deep_fp / 2 + line * deep_fp * 1.04 * squeeze)
            extent = (deep_fp, along_fp) if sideways[slot] else (along_fp, deep_fp)
            point = box.clamp(spot, *extent)
            put(key, Placement(point, turn, scale, card is not None, 60 + slot), zone.name, seat)
        return
    # a row: lines of up to per_line cards; a line too long for the room overlaps
    per_line = plan.per_line
    lines = max(1, math.ceil(len(cards) / per_line))
    step = plan.step
    if per_line > 1 and (per_line - 1) * step + along_fp > room:
        step = max(0.0, (room - along_fp) / (per_line - 1))
    line_step = deep_fp * 1.04 * squeeze
    if lines > plan.lines:  # more lines than the band holds: overlap them
        line_step = max(0.0, (plan.depth * squeeze - deep_fp) / (lines - 1))
    extra = deep_fp - along_fp  # a sideways card (a riichi tile) is this much longer along the line
    if zone.align == "centre":  # the lines in the middle of the zone
        start += max(0.0, room - ((per_line - 1) * step + along_fp)) / 2
    cursor = 0.0
    for index, card in enumerate(cards):
        line, col = divmod(index, per_line)
        if col == 0:
            cursor = 0.0
        lying = index in content.sideways
        centre = cursor + (along_fp + (extra if lying else 0.0)) / 2
        cursor += step + (extra if lying else 0.0)
        key = card if card is not None else (zone.name, seat, index)
        extent = (deep_fp, along_fp) if lying else (along_fp, deep_fp)
        point = box.clamp(box.point(start + centre, depth0 + deep_fp / 2 + line * line_step), *extent)
        turn = (rotation if card is None or plan.turned else 0.0) + (90.0 if lying else 0.0)
        put(key, Placement(point, turn, scale, card is not None, 50 + index), zone.name, seat)


# --- the ring round the centre ------------------------------------------------------------


def _snug_sizes(  # type: ignore[no-untyped-def]
    table: QRectF, players: int, bottom: int, layout: TableLayout, contents, plate: tuple[float, float], floor,
    unit_cap,
) -> tuple[float, float, float]:
    """Edge sizes for a table with a ring: each edge just as deep as its seats' own zones need
    at the size their length allows (within bounds), so that the ring gets the rest."""
    h, w = table.height(), table.width()
    edges = {e for e, _, _ in edges_for(players)}
    limits = (h * 0.4, h * 0.3 if "top" in edges else 0.0, w * 0.26 if {"left", "right"} & edges else 0.0)
    need: dict[str, float] = {}
    sizes = limits
    for edges_now in (("bottom", "top"), ("left", "right")):  # the side seats' length follows from the others
        boxes, _ = seat_boxes(table, players, bottom, sizes=sizes)
        for seat, box in boxes.items():
            if box.edge not in edges_now:
                continue
            room = plate_room(box, *plate)
            plans = _fit_seat(box, layout, contents[seat], unit_cap(box), room, floor(box))[1]
            used = sum(max(p.depth for p in band) for band in plans) + GAP * (len(plans) + 1) + room[1]
            need[box.edge] = max(need.get(box.edge, 0.0), used)
        sizes = (
            min(need.get("bottom", limits[0]), limits[0]),
            min(need.get("top", limits[1]), limits[1]),
            min(max(need.get("left", 0.0), need.get("right", 0.0)), limits[2]) if "left" in need else limits[2],
        )
    return sizes


def _centre_need(layout: TableLayout, obs: Mapping[str, Any], aspect: float, min_face_h: float) -> tuple[float, float]:
    """The least room the centre's zones need (width, height) with their smallest cards."""
    columns: dict[float, list[tuple[float, float]]] = {}
    texts = 0
    for zone in layout.central_zones:
        if zone.shape == "text":
            texts += 1
            continue
        content = central_contents(zone, obs)
        if zone.shape == "row":
            n = max(1, len(content.cards))
            need = (n * min_face_h * aspect * 1.05 + 12, min_face_h + LABEL_H + 16)
        elif zone.shape == "stock":
            label = QCoreApplication.translate("shikitable", zone.label)
            need = (max(MIN_BACK_H * aspect + 24, text_width(f"{label} 99") + 12), MIN_BACK_H + LABEL_H + 20)
        else:
            need = (70.0, 56.0)
        columns.setdefault(zone.x, []).append(need)
    width = sum(max(w for w, _ in column) for column in columns.values())
    height = max((len(column) * max(h for _, h in column) for column in columns.values()), default=0.0)
    return width, height + texts * (LABEL_H + 8)


def _fit_ring(  # type: ignore[no-untyped-def]
    layout: TableLayout, contents, players: int, bottom: int, area: QRectF, unit_max: float, min_h: float,
    centre_need,
) -> tuple[float, dict[int, SeatBox], QRectF]:
    """The ring's unit, each seat's part of it and the centre it leaves. The ring lies inside
    `area`: the side seats' parts run its whole height, the others' between them; the largest
    unit at which every part fits and the centre keeps `centre_need`. At the smallest cards
    the parts share what there is (their lines then overlap). `centre_need(unit)`: (w, h)."""
    aspect = layout.art.aspect
    zone_bands = _bands([z for z in layout.seat_zones if z.ring])
    spots = [((bottom + r) % players, edge, slot, slots) for r, (edge, slot, slots) in enumerate(edges_for(players))]
    has_top = any(edge == "top" for _, edge, _, _ in spots)

    def depth_of(seat: int, edge: str, along: float, unit: float) -> tuple[bool, float]:
        rect = QRectF(0, 0, along, 1e6) if edge in ("bottom", "top") else QRectF(0, 0, 1e6, along)
        box = SeatBox(seat, edge, rect, False)
        bands = _side_columns(zone_bands) if edge in ("left", "right") else zone_bands
        fits, depth, _ = _plan_bands(box, bands, contents[seat], unit, aspect, min_h, (0.0, 0.0), False)
        return fits, depth

    def depths(unit: float) -> tuple[bool, dict[str, float]]:
        ok = True
        deep = {"left": 0.0, "right": 0.0, "bottom": 0.0, "top": 0.0}
        for seat, edge, _, _ in spots:
            if edge in ("left", "right"):
                fits, depth = depth_of(seat, edge, area.height(), unit)
                ok, deep[edge] = ok and fits, depth
        mid_w = area.width() - sum(deep[e] + GAP for e in ("left", "right") if deep[e])
        for seat, edge, _, slots in spots:
            if edge in ("bottom", "top"):
                fits, depth = depth_of(seat, edge, (mid_w - GAP * (slots - 1)) / slots, unit)
                ok, deep[edge] = ok and fits, max(deep[edge], depth)
        inner_h = area.height() - deep["bottom"] - deep["top"] - (GAP if has_top else 0.0)
        need_w, need_h = centre_need(unit)
        return ok and mid_w >= need_w and inner_h >= need_h, deep

    unit = unit_max
    ok, deep = depths(unit)
    if not ok:
        lo, hi = 0.0, unit_max
        while hi - lo > 1.0:
            mid = (lo + hi) / 2
            if depths(mid)[0]:
                lo = mid
            else:
                hi = mid
        unit = lo
        ok, deep = depths(unit)
    if not ok:  # even the smallest cards do not fit: share the room, the centre keeps its need
        need_w, need_h = centre_need(0.0)
        sides = deep["left"] + deep["right"]
        spare_w = area.width() - need_w - 2 * GAP
        if sides > spare_w > 0:
            deep["left"], deep["right"] = deep["left"] * spare_w / sides, deep["right"] * spare_w / sides
        ends = deep["bottom"] + deep["top"]
        spare_h = area.height() - need_h - (GAP if has_top else 0.0)
        if ends > spare_h > 0:
            deep["bottom"], deep["top"] = deep["bottom"] * spare_h / ends, deep["top"] * spare_h / ends
    left = area.left() + (deep["left"] + GAP if deep["left"] else 0.0)
    right = area.right() - (deep["right"] + GAP if deep["right"] else 0.0)
    low, high = deep["bottom"], deep["top"]
    rings: dict[int, SeatBox] = {}
    for seat, edge, slot, slots in spots:
        # a river begins by the centre and grows towards its player: the part's depth is
        # counted from its inner side (the box of the opposite edge)
        if edge == "left":
            rings[seat] = SeatBox(seat, "right", QRectF(area.left(), area.top(), deep["left"], area.height()), False)
        elif edge == "right":
            rect = QRectF(area.right() - deep["right"], area.top(), deep["right"], area.height())
            rings[seat] = SeatBox(seat, "left", rect, False)
        elif edge == "bottom":
            rings[seat] = SeatBox(seat, "top", QRectF(left, area.bottom() - low, right - left, low), False)
        else:
            span = (right - left - GAP * (slots - 1)) / slots
            rings[seat] = SeatBox(seat, "bottom", QRectF(left + slot * (span + GAP), area.top(), span, high), False)
    top = area.top() + (high + GAP if has_top else 0.0)
    return unit, rings, QRectF(left, top, right - left, area.bottom() - low - top)


# --- the centre -------------------------------------------------------------------------


def _cells(zones: Sequence[CentralZone], centre: QRectF) -> dict[str, QRectF]:
    """Columns across the centre ordered by x (width by shape); zones of equal x stack by y.
    Text zones take no cell: they ride along with the card zone nearest them."""
    weights = {"trick": 3.0, "roads": 4.0, "row": 2.0, "stock": 1.0, "sticks": 1.0, "pile": 1.0}
    columns: dict[float, list[CentralZone]] = {}
    for zone in sorted((z for z in zones if z.shape != "text"), key=lambda z: (z.x, z.y)):
        columns.setdefault(zone.x, []).append(zone)
    spans = {x: max(weights.get(z.shape, 1.5) for z in column) for x, column in columns.items()}
    total = sum(spans.values()) or 1.0
    cells: dict[str, QRectF] = {}
    x = centre.left()
    for key, column in columns.items():
        span = centre.width() * spans[key] / total
        tall = centre.height() / len(column)
        for index, zone in enumerate(column):
            cells[zone.name] = QRectF(x, centre.top() + index * tall, span, tall)
        x += span
    return cells


def _place_centre(put, out: Layouted, layout: TableLayout, obs, boxes, centre: QRectF, aspect, viewer_unit: float,  # type: ignore[no-untyped-def]
                  min_face_h: float) -> None:
    cells = _cells(layout.central_zones, centre)
    for zone in layout.central_zones:
        if zone.shape == "text":
            _place_text(out, zone, obs, layout.central_zones, cells)
            continue
        cell = cells[zone.name].adjusted(4, 4, -4, -4)
        if zone.shape == "row" and any(_host(layout.central_zones, t) is zone and t.y < 0
                                       for t in layout.central_zones if t.shape == "text"):
            cell.setTop(cell.top() + LABEL_H + 2)  # a line of text rides above: the cards keep below it
        content = central_contents(zone, obs)
        wanted = viewer_unit * zone.scale * 1.1
        if zone.shape == "stock":
            height = min(wanted, cell.height() - LABEL_H - 16, (cell.width() - 12) / aspect)
            height = max(min(height, cell.height() - LABEL_H - 16), MIN_BACK_H)
            width = height * aspect
            base = QPointF(cell.center().x(), cell.center().y() - LABEL_H / 2)
            for index in range(min(content.count, 4)):
                nudge = index * 2.5
                # keyed by the zone's name: a table may have several counted piles (stock, discards)
                put((zone.name, -1, index), Placement(base + QPointF(nudge, -nudge), 0.0, scale_of(height), False,
                                                      40 + index), zone.name, -1)
            out.labels[zone.name] = Label(base + QPointF(0, height / 2 + 6), zone.label, content.count)
        elif zone.shape == "row":
            n = max(1, len(content.cards))
            height = min(wanted, cell.height() - LABEL_H - 12, (cell.width() / (n * 1.05)) / aspect)
            height = max(height, min_face_h)
            width = height * aspect
            step = min(width * 1.05, (cell.width() - width) / max(1, n - 1))
            base = QPointF(cell.center().x(), cell.center().y() - LABEL_H / 2)
            for index, card in enumerate(content.cards):
                point = base + QPointF((index - (len(content.cards) - 1) / 2) * step, 0)
                put(card if card is not None else (zone.name, -1, index),
                    Placement(point, 0.0, scale_of(height), card is not None, 40 + index), zone.name, -1)
            if content.cards:  # under the row, but never below its cell (cards at their smallest)
                label_y = min(base.y() + height / 2 + 6, cell.bottom() - LABEL_H - 1)
                out.labels[zone.name] = Label(QPointF(base.x(), label_y), zone.label, -1)
        elif zone.shape == "roads":
            _place_roads(put, out, zone, obs.get(zone.key), cell, aspect, wanted, min_face_h)
        elif zone.shape == "trick":
            _place_trick(put, zone, content, cell, boxes, aspect, wanted, min_face_h)
        elif zone.shape == "sticks":
            width = min(wanted * PILE_ALONG, cell.width() - 8, (cell.height() - LABEL_H) / PILE_DEPTH * PILE_ALONG)
            out.sticks[zone.name] = Pile(cell.center() + QPointF(0, LABEL_H / 2), content.count, zone.label, width)
        elif zone.shape == "pile":
            height = max(min(wanted, cell.height() - 2 * LABEL_H - 24, (cell.width() - 16) / aspect), min_face_h)
            base = QPointF(cell.center().x(), cell.center().y())
            for index, card in enumerate(content.cards):
                # a heap, not a row: each card a little askew (fixed per card, so nothing jumps)
                seed = (card if card is not None else index) * 2654435761 % 1000
                tilt = (seed % 25) - 12.0
                askew = QPointF((seed // 25 % 9 - 4) * 1.5, (seed // 225 % 5 - 2) * 1.5)
                put(card if card is not None else (zone.name, -1, index),
                    Placement(base + askew, tilt, scale_of(height), card is not None, 40 + index), zone.name, -1)
            if zone.label and content.cards:
                out.labels[zone.name] = Label(base + QPointF(0, height / 2 + 10), zone.label, -1)


def _host(zones: Sequence[CentralZone], text: CentralZone) -> CentralZone | None:
    """The card zone a text zone rides along with: the one nearest its x."""
    carriers = [z for z in zones if z.shape != "text"]
    return min(carriers, key=lambda z: abs(z.x - text.x)) if carriers else None


def _place_text(out: Layouted, zone: CentralZone, obs, zones: Sequence[CentralZone], cells) -> None:  # type: ignore[no-untyped-def]
    """A line of text (`label` with {0} from obs[key]) above (y < 0) or below the card zone
    nearest its x; hidden while obs[key] is None."""
    value = obs.get(zone.key)
    host = _host(zones, zone)
    if value is None or host is None:
        return
    cell = cells[host.name]
    y = cell.top() + 4 if zone.y < 0 else cell.bottom() - LABEL_H - 4
    out.labels[zone.name] = Label(QPointF(cell.center().x(), y), zone.label, -1, value=str(value))


def _place_trick(put, zone: CentralZone, content: Content, cell: QRectF, boxes, aspect, wanted, min_face_h) -> None:  # type: ignore[no-untyped-def]
    plays = content.plays
    widest = max([len(cards) for _, cards in plays] + [2])
    fan = 0.55
    # two plays side by side across the cell, two above each other
    by_width = (cell.width() - 3 * GAP) / (2 * (1 + (widest - 1) * fan)) / aspect
    by_height = (cell.height() - 3 * GAP) / 2
    height = max(min(wanted, by_width, by_height), min_face_h)
    width = height * aspect
    scale = scale_of(height)
    middle = cell.center()
    for index, (seat, cards) in enumerate(plays):
        extent_w = width * (1 + (len(cards) - 1) * fan)
        if seat is not None and seat in boxes:
            target = boxes[seat].rect.center()
            dx, dy = target.x() - middle.x(), target.y() - middle.y()
            norm = max(abs(dx) / max(cell.width(), 1), abs(dy) / max(cell.height(), 1)) or 1.0
            dx, dy = dx / norm / cell.width(), dy / norm / cell.height()  # on the cell's border: max(|dx|,|dy|)=1
            point = QPointF(middle.x() + dx * max(0.0, cell.width() / 2 - extent_w / 2 - GAP),
                            middle.y() + dy * max(0.0, cell.height() / 2 - height / 2 - GAP))
            origin_seat = seat
        else:
            point = QPointF(middle.x() + (index - (len(plays) - 1) / 2) * width * 1.05, middle.y())
            origin_seat = -1
        for slot, card in enumerate(cards):
            spot = point + QPointF((slot - (len(cards) - 1) / 2) * width * fan, 0)
            key: Key = card if card is not None else (zone.name, origin_seat, index * 8 + slot)
            put(key, Placement(spot, 0.0, scale, card is not None, 80 + index * 8 + slot), zone.name, origin_seat)


def _place_roads(put, out: Layouted, zone: CentralZone, value: Any, cell: QRectF, aspect: float, wanted: float,  # type: ignore[no-untyped-def]
                 min_face_h: float) -> None:
    """Roads as columns side by side, each card overlapping the one before it (the first on
    top) under a label with the road's number and value; many roads make the cards smaller
    (never below the readable minimum), long roads squeeze their column."""
    roads = [r for r in value if isinstance(r, Mapping)] if isinstance(value, Sequence) else []
    if not roads:
        return
    texts = []
    for index, road in enumerate(roads):
        road_value = road.get("value")
        template = zone.label_open if road_value is None else zone.label
        text = QCoreApplication.translate("shikitable", template).replace("{0}", str(index + 1))
        texts.append(text.replace("{1}", str(road_value)))
    n = len(roads)
    # the labels' size: as declared, smaller (down to 12 px) when the roads are many for the room
    px = zone.label_px
    font = QFont()
    font.setPixelSize(px)
    widest = max(QFontMetricsF(font).horizontalAdvance(t) for t in texts) + 12
    if widest > cell.width() / n:
        px = max(12, int(px * cell.width() / n / widest))
        font.setPixelSize(px)
        widest = max(QFontMetricsF(font).horizontalAdvance(t) for t in texts) + 12
    label_h = px * 1.5
    by_width = (cell.width() / n - GAP) / (aspect * 1.15)
    height = max(min(wanted, by_width, (cell.height() - label_h - 8) / 2.2), min_face_h)
    width = height * aspect
    # columns apart by a card and a bit (or a label), closer when many, the outer ones still in the cell
    spacing = min(max(width * 1.2, widest), max(0.0, cell.width() - width) / (n - 1)) if n > 1 else 0.0
    top = cell.top() + label_h + 4 + height / 2
    room = cell.bottom() - 4 - height / 2 - top  # the drop of the last card of a column
    scale = scale_of(height)
    for index, road in enumerate(roads):
        x = cell.center().x() + (index - (n - 1) / 2) * spacing
        cards = [c if isinstance(c, int) else None for c in road.get("cards") or []]
        drop = height * 0.3 if len(cards) < 2 else max(0.0, min(height * 0.3, room / (len(cards) - 1)))
        for slot, card in enumerate(cards):
            key: Key = card if card is not None else (zone.name, -1, index * 64 + slot)
            put(key, Placement(QPointF(x, top + slot * drop), 0.0, scale, card is not None, 40 + slot), zone.name, -1)
        out.labels[f"{zone.name}-{index}"] = Label(  # no ":", which names a seat's label
            QPointF(x, cell.top() + 2), texts[index], -1, True,
            (max(spacing, width) if n > 1 else cell.width()) - 4, px=px,
        )
