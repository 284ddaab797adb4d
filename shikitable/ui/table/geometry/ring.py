"""The ring round the centre: tables whose rivers lie round the middle (mahjong) give each
river a side of the ring, growing from the centre towards its player."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF

from shikitable.ui.layouts import TableLayout
from shikitable.ui.table.geometry.centre import _text_lines, row_need
from shikitable.ui.table.geometry.fit import (
    _bands,
    _fit_seat,
    _plan_bands,
    _side_columns,
    bands_depth,
    plate_room,
    text_width,
)
from shikitable.ui.table.geometry.model import (
    BANNER_H,
    GAP,
    LABEL_H,
    MIN_BACK_H,
    RING_GAP,
    WIDE_PLATE,
    SeatBox,
    edges_for,
    seat_boxes,
)
from shikitable.ui.table.zones import central_contents

# --- the ring round the centre ------------------------------------------------------------


def _snug_sizes(  # type: ignore[no-untyped-def]
    table: QRectF, players: int, bottom: int, layout: TableLayout, contents, plate: tuple[float, float, bool], floor,
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
            plans = _fit_seat(box, layout, contents[seat], unit_cap(box), room, floor(box), snug=True)[1]
            used = bands_depth(plans) + room[1] + box.bar  # the viewer: the action bar's band too
            need[box.edge] = max(need.get(box.edge, 0.0), used)
        sizes = (
            min(max(need.get("bottom", limits[0]), plate[1] * WIDE_PLATE + BANNER_H), limits[0]),  # plate, banner
            min(need.get("top", limits[1]), limits[1]),
            # a side box keeps room for its name plate (narrowed a little, its marks wrapped)
            min(max(need.get("left", 0.0), need.get("right", 0.0), plate[0] * 0.6 + 4), limits[2])
            if "left" in need else limits[2],
        )
    return sizes


PANEL_MIN = 124.0  # a centre panel's side (px) at ease: its round reads at 19 px, each seat's line at 11
PANEL_LEAST = 96.0  # ... and its least, with the rivers' tiles at their smallest (a crowded late hand)
PANEL_PER_TILE = 2.5  # between the two, the panel keeps this many rivers' tile heights


def _centre_need(layout: TableLayout, obs: Mapping[str, Any], aspect: float, min_face_h: float) -> tuple[float, float]:
    """The least room the centre's zones need (width, height) with their smallest cards."""
    columns: dict[float, list[tuple[float, float]]] = {}
    texts = 0
    for zone in layout.central_zones:
        if zone.shape == "text":
            texts += _text_lines(obs, zone)
            continue
        if zone.shape == "panel":  # a mahjong centre panel: square, its words readable
            side = min(PANEL_MIN, max(PANEL_LEAST, PANEL_PER_TILE * min_face_h))
            columns.setdefault(zone.x, []).append((side, side))
            continue
        content = central_contents(zone, obs)
        if zone.shape == "row":  # face-down cards may tuck under the next (_row_steps)
            need = (row_need(content, aspect, min_face_h), min_face_h + LABEL_H + 16)
        elif zone.shape == "stock":
            label = QCoreApplication.translate("shikitable", zone.label)
            need = (max(MIN_BACK_H * aspect + 24, text_width(f"{label} 99") + 12), MIN_BACK_H + LABEL_H + 14)
        else:
            need = (56.0, 48.0)  # a pile of sticks with its number, or a pot
        columns.setdefault(zone.x, []).append(need)
    width = sum(max(w for w, _ in column) for column in columns.values())
    height = max((len(column) * max(h for _, h in column) for column in columns.values()), default=0.0)
    return width, height + texts * LABEL_H + 8 * min(1, texts)


def _fit_ring(  # type: ignore[no-untyped-def]
    layout: TableLayout, contents, players: int, bottom: int, area: QRectF, unit_max: float, min_h: float,
    centre_need,
) -> tuple[float, dict[int, SeatBox], QRectF, bool]:
    """The ring's unit, each seat's part of it, the centre it leaves and whether all fits. The ring lies inside
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
        fits, depth, _ = _plan_bands(box, bands, contents[seat], unit, aspect, min_h, (0.0, 0.0), False,
                                     edge_gap=RING_GAP)
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
    return unit, rings, QRectF(left, top, right - left, area.bottom() - low - top), ok


