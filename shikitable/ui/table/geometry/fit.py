"""Fitting a seat: the largest card size at which every band of a seat's zones fits its box
(never below a readable minimum; rows overlap like a fanned pile rather than leave the box)."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont, QFontMetricsF

from shikitable.ui.layouts import SeatZone, TableLayout
from shikitable.ui.table.geometry.model import (
    GAP,
    LABEL_H,
    LIFT,
    MIN_BACK_H,
    NARROW_PLATE,
    OTHER_HAND,
    PILE_ALONG,
    PILE_DEPTH,
    WIDE_PLATE,
    SeatBox,
    card_size,
)
from shikitable.ui.table.zones import Content

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
    line_depth: float = 0.0  # groups: a line's depth (a sideways tile may reach deeper than the others)
    group_lines: list[int] = field(default_factory=list)  # groups: the line of each group
    label_fixed: float = -1.0  # the label's length along, when packing set it (-1: from the zone's length)


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
        # the viewer's hand keeps room for a lifted card (and a margin, unless the action bar's band is above)
        plan.depth = deep * (1 + LIFT + (0.0 if box.bar else 0.08)) if box.viewer else deep
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
        # a sideways tile lies across: on a side seat it reaches deeper than the upright ones
        plan.line_depth = max(deep, along) if any(content.turned) else deep
        plan.depth = plan.line_depth * 1.02 + (plan.lines - 1) * plan.line_depth * 1.04
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
    if not plan.zone.label or plan.zone.shape == "sticks":  # a pile of sticks names itself, above it
        return 0.0
    if plan.label_fixed >= 0:
        return plan.label_fixed
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


def plate_room(box: SeatBox, plate_w: float, plate_h: float, tall: bool = False) -> tuple[float, float]:
    """(along, depth) the name plate keeps free: a strip at the start of a wide box, a line at
    the edge of a narrow top box, a line at the top of a side box (`tall`: room for two lines
    of marks)."""
    if box.edge in ("left", "right"):
        return side_plate_h(box, plate_w, plate_h, tall) + GAP, 0.0
    if box.edge == "top" and box.along_len < 2.6 * plate_w:
        return 0.0, plate_h * (WIDE_PLATE if tall else 1.0) + 4
    return plate_w + GAP, 0.0


def side_plate_h(box: SeatBox, plate_w: float, plate_h: float, tall: bool = False) -> float:
    """A side seat's plate narrower than usual (or on a table whose plates carry many marks)
    grows taller: its marks then take two lines."""
    width = max(1.0, min(plate_w, box.rect.width() - 4))
    if tall or width < plate_w * 0.9:  # the narrower, the more lines
        return plate_h * max(NARROW_PLATE, 1.25 * plate_w / width)
    return plate_h


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
    min_face_h: float, plate: tuple[float, float], labelled: bool, snug: bool = False, edge_gap: float = GAP,
) -> tuple[bool, float, list[list[_ZonePlan]]]:
    """The zones planned at `unit`: whether every zone fits along, the depth all bands take
    (the plate's included, `edge_gap` before the first band and after the last), and the
    plans band by band."""
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
    if snug:  # a band with nothing in it yet (no melds) takes no room
        for plans in bands:
            if all(not p.content.cards and p.zone.shape != "hand" for p in plans):
                for plan in plans:
                    plan.depth = 0.0
    return ok, bands_depth(bands, edge_gap) + plate_depth + box.bar, bands


def bands_depth(bands: Sequence[Sequence[_ZonePlan]], edge_gap: float = GAP) -> float:
    """The depth bands take: a gap between bands that hold anything, `edge_gap` at each end."""
    filled = [max(p.depth for p in band) for band in bands if max(p.depth for p in band) > 0]
    return sum(filled) + GAP * max(0, len(filled) - 1) + 2 * edge_gap


def _fit_seat(
    box: SeatBox, layout: TableLayout, contents: Mapping[str, Content], unit_max: float, plate: tuple[float, float],
    min_face_h: float, exact: bool = False, ring: bool = False, snug: bool = False,
) -> tuple[float, list[list[_ZonePlan]]]:
    """The largest unit at which the seat's bands fit its box (binary search), and the plans;
    `exact`: the plans at `unit_max` itself; `ring`: the seat's zones of the ring, not its box;
    `snug`: empty bands take no room."""
    aspect = layout.art.aspect
    zone_bands = _bands([z for z in layout.seat_zones if z.ring == ring])
    if box.edge in ("left", "right"):
        zone_bands = _side_columns(zone_bands)
    labelled = any(z.label for band in zone_bands for z in band)

    def plans_for(unit: float) -> tuple[bool, list[list[_ZonePlan]]]:
        ok, depth, bands = _plan_bands(box, zone_bands, contents, unit, aspect, min_face_h, plate, labelled, snug)
        return ok and depth <= box.depth_len, bands

    if unit_max <= 0:  # only the depth needed at the smallest sizes
        _, depth, bands = _plan_bands(box, zone_bands, contents, 0.0, aspect, min_face_h, plate, labelled, snug)
        return depth, bands
    if exact:
        return unit_max, plans_for(unit_max)[1]
    key = (layout.game_id, ring, snug, box.edge, box.viewer, box.rect.getRect(), unit_max, plate, min_face_h,
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


