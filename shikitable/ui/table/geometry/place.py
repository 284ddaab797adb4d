"""Placing: `compute` lays out the whole table for one observation, and each seat's zones in
their bands."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF

from shikitable.ui.layouts import TableLayout
from shikitable.ui.table.cards import Key, Placement
from shikitable.ui.table.geometry.centre import _place_centre
from shikitable.ui.table.geometry.fit import (
    _bands,
    _fit_seat,
    _label_len,
    _text_w,
    _ZonePlan,
    bands_depth,
    label_text,
    plate_room,
    side_plate_h,
    text_width,
)
from shikitable.ui.table.geometry.model import (
    GAP,
    LABEL_H,
    LIFT,
    MIN_FACE_W,
    PILE_ALONG,
    RING_GAP,
    RING_OTHERS,
    RING_TO_HAND,
    SMALL_LABEL,
    VIEWER_HAND_MAX,
    WIDE_PLATE,
    Label,
    Layouted,
    Pile,
    SeatBox,
    Slot,
    card_size,
    edge_sizes,
    grown_sizes,
    plate_size,
    scale_of,
    seat_boxes,
    table_rect,
)
from shikitable.ui.table.geometry.ring import _centre_need, _fit_ring, _snug_sizes
from shikitable.ui.table.zones import seat_contents

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
    plate_w, plate_h = plate_size(table)
    contents = {seat: seat_contents(layout, obs, seat, revealed) for seat in range(players)}

    def floor(box: SeatBox) -> float:
        return min_face_h if box.viewer else min_other_h

    def attempt(others_cap: float, ring_floor: float = min_other_h,
                viewer_cap: float = table.height() * VIEWER_HAND_MAX) -> tuple[Any, ...]:
        """Boxes, centre and fitted units with other seats' unit at most `others_cap`; with a
        ring (its tiles no smaller than `ring_floor`), also its unit and parts and whether it
        fits without overlapping lines."""
        def unit_cap(box: SeatBox) -> float:
            return viewer_cap if box.viewer else others_cap

        if ringed:
            sizes = _snug_sizes(table, players, bottom, layout, contents, (plate_w, plate_h, True), floor, unit_cap)
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
        fitted: dict[int, tuple[float, list[list[_ZonePlan]]]] = {}
        others_unit = math.inf
        for seat, box in boxes.items():
            plate = plate_room(box, plate_w, plate_h, ringed)
            fitted[seat] = _fit_seat(box, layout, contents[seat], unit_cap(box), plate, floor(box), snug=ringed)
            if not box.viewer:
                others_unit = min(others_unit, fitted[seat][0])
        viewer_unit = fitted[bottom][0] if bottom in fitted else table.height() * 0.2
        ring: tuple[Any, ...] = (0.0, {}, centre, True)
        if ringed:
            ring_scale = max(z.scale for z in layout.seat_zones if z.ring) * 0.85

            def centre_need(unit: float) -> tuple[float, float]:  # the centre's cards grow with the ring's
                return _centre_need(layout, obs, aspect, max(ring_floor, unit * ring_scale))

            hand_scale = next((z.scale for z in layout.seat_zones if z.shape == "hand"), 1.0)
            ring_max = RING_TO_HAND * viewer_unit * hand_scale / ring_scale
            ring = _fit_ring(layout, contents, players, bottom, centre, ring_max, ring_floor, centre_need)
        return boxes, centre, fitted, others_unit, viewer_unit, ring

    if ringed:  # other seats' hands and melds as large as the ring leaves room for, else their smallest
        hand_scale = next((z.scale for z in layout.seat_zones if z.shape == "hand"), 1.0)
        ring_floor = min_other_h
        high = RING_OTHERS * table.height() / hand_scale
        found = attempt(high)
        if not found[-1][-1]:  # the largest others' size (a few halvings) at which the ring still fits
            low, best = 1.0, attempt(1.0)
            for _ in range(3 if best[-1][-1] else 0):
                middle = (low + high) / 2
                tried = attempt(middle)
                if tried[-1][-1]:
                    low, best = middle, tried
                else:
                    high = middle
            found = best
        # the viewer's hand gives up some size (never below the legible least) before the rivers' lines overlap
        for share in (0.8, 0.65, 0.5, 0.4, 0.3):
            if found[-1][-1]:
                break
            found = attempt(1.0, ring_floor, table.height() * VIEWER_HAND_MAX * share)
        smallest = (layout.min_ring_w or layout.min_tile_w or MIN_FACE_W) / aspect
        if not found[-1][-1] and smallest < ring_floor:  # the rivers' tiles shrink a little before lines overlap
            ring_floor = smallest
            found = attempt(1.0, ring_floor, table.height() * VIEWER_HAND_MAX * 0.3)
    else:
        ring_floor = min_other_h
        found = attempt(table.height() * 0.2)
    boxes, centre, fitted, others_unit, viewer_unit, (ring_unit, rings, inner, _) = found
    out = Layouted({}, {}, boxes=boxes, centre=centre, table=table)

    def put(key: Key, placement: Placement, zone: str, seat: int) -> None:
        out.placements[key] = placement
        out.origin[key] = (zone, seat)

    for seat, box in boxes.items():
        plate = plate_room(box, plate_w, plate_h, ringed)
        unit, plans = fitted[seat]
        if not box.viewer and unit > others_unit:  # every opponent's cards at one size
            unit, plans = _fit_seat(box, layout, contents[seat], others_unit, plate, floor(box), exact=True,
                                    snug=ringed)
        if box.edge == "top" and not ringed:
            for band in plans:  # a seat along the top keeps its zones together, by its plate
                _pack_band(band, box, aspect)
        out.plates[seat] = _plate_rect(box, plate_w, plate_h, ringed)
        _place_seat(put, out, box, plans, aspect, selected, playable, interactive, plate[1])
    viewer_box = boxes.get(bottom)
    if viewer_box is not None:
        mine = out.plates[bottom]
        top = viewer_box.rect.top()
        out.banner = QRectF(mine.left(), top + 4, mine.width(), mine.top() - top - 8)
    if ringed:
        out.rings, out.centre = rings, inner
        for seat, box in rings.items():
            plans = _fit_seat(box, layout, contents[seat], ring_unit, (0.0, 0.0), ring_floor, exact=True, ring=True)[1]
            _place_seat(put, out, box, plans, aspect, selected, playable, interactive, 0.0, RING_GAP)
    _place_centre(put, out, layout, obs, boxes, out.centre, aspect, viewer_unit,
                  min_other_h if ringed else min_face_h)
    return out


def _bar_rect(box: SeatBox, out: Layouted, depth: float, deep: float) -> QRectF:
    """The action bar's band: `deep` from `depth` on, along the viewer's edge beside its plate
    (the banner above the plate keeps its room)."""
    near, far = box.point(0.0, depth), box.point(box.along_len, depth + deep)
    band = QRectF(near, far).normalized()
    plate = out.plates.get(box.seat)
    if plate is not None and box.edge == "bottom":
        band.setLeft(max(band.left(), plate.right() + GAP))
    return band


def _plate_rect(box: SeatBox, plate_w: float, plate_h: float, tall: bool = False) -> QRectF:
    r = box.rect
    if box.edge in ("bottom", "top") and tall:  # room for a second line of marks
        plate_h *= WIDE_PLATE
    if box.edge == "bottom":
        return QRectF(r.left() + 2, r.bottom() - plate_h - 4, plate_w, plate_h)
    if box.edge == "top":
        return QRectF(r.left() + 2, r.top() + 4, plate_w, plate_h)
    tall_h = side_plate_h(box, plate_w, plate_h, tall)
    if box.edge == "left":
        return QRectF(r.left() + 2, r.top() + 2, min(plate_w, r.width() - 4), tall_h)
    return QRectF(r.right() - min(plate_w, r.width() - 4) - 2, r.top() + 2, min(plate_w, r.width() - 4), tall_h)


def _pack_band(band: list[_ZonePlan], box: SeatBox, aspect: float) -> None:
    """Zones side by side in a band, each given what its cards and label need, one after
    another from the band's start (under or beside the seat's plate): with several seats along
    one edge a seat's hand and its claimed sets then lie together, the free felt between seats,
    instead of each zone centred in its share next to the following seat's plate. A band whose
    zones need more than it has keeps its shares."""
    if not band or (len(band) < 2 and band[0].zone.shape not in ("hand", "sticks")):
        return
    if any(p.zone.shape == "sticks" for p in band) and band[0].start <= 0:
        return  # a pile's name stands above it: not under a plate that lies above the band
    needs: list[tuple[float, float]] = []  # (label, whole length) of each zone
    for plan in band:
        content, count = plan.content, len(plan.content.cards)
        along_fp, deep_fp = box.footprint(*card_size(plan.height, aspect), plan.turned)
        if plan.zone.shape == "sticks":  # a pile of sticks: as long as it lies, its name above it
            needs.append((0.0, plan.height * PILE_ALONG + 12 if content.count >= 0 else 0.0))
            continue
        if count == 0:
            needs.append((0.0, 0.0))
            continue
        if plan.zone.shape == "hand":
            step = plan.step if count > 1 else 0.0
            extent = (count - 1) * step + along_fp + (step * 0.35 if content.apart else 0.0)
        elif plan.zone.shape == "groups":
            extent = content.group_slots(along_fp * 1.02, deep_fp * 1.02) if max(plan.group_lines or [0]) == 0 \
                else plan.length
        elif plan.zone.shape == "pile":
            extent = along_fp + 22
        else:  # a row keeps the room its lines were planned for
            extent = (max(1, plan.per_line) - 1) * plan.step + along_fp
        label = text_width(label_text(plan)) + 10 if plan.zone.label else 0.0
        needs.append((label, min(plan.length, label + extent) if plan.zone.shape == "row" else label + extent + 4))
    wanted = sum(need for _, need in needs) + GAP * max(0, sum(1 for _, need in needs if need > 0) - 1)
    if wanted > band[-1].start + band[-1].length - band[0].start:
        return
    cursor = band[0].start
    for plan, (label, need) in zip(band, needs, strict=True):
        plan.start, plan.length, plan.label_fixed = cursor, need, label
        cursor += need + (GAP if need > 0 else 0.0)


def _slot_rect(box: SeatBox, plan: _ZonePlan, depth0: float, squeeze: float, caption: QRectF) -> QRectF:
    """The outline round a named zone: its whole length along the edge (label included) and
    its depth, a little margin round the cards, kept inside the seat's box."""
    margin = GAP / 2 - 1
    near = box.point(plan.start - margin, depth0 - margin)
    far = box.point(plan.start + plan.length + margin, depth0 + max(plan.depth * squeeze, plan.card_depth) + margin)
    rect = QRectF(near, far).normalized()
    if not caption.isEmpty():
        rect = rect.united(caption)
    return rect.intersected(box.rect.adjusted(1, 1, -1, -1))


def _place_seat(put, out: Layouted, box: SeatBox, bands, aspect, selected, playable, interactive,  # type: ignore[no-untyped-def]
                plate_depth: float, edge_gap: float = GAP) -> None:
    needed = bands_depth(bands, edge_gap) + box.bar
    room = box.depth_len - plate_depth
    # the viewer's hand and the action bar's band above it are never squeezed: the bands beyond give way
    kept = max(p.depth for p in bands[0]) + GAP + box.bar if box.bar and bands else 0.0
    squeeze = 1.0
    if needed > room and bands:  # overlap the bands (and lines) so the last card still ends in the box
        last = max(p.card_depth for p in bands[-1])
        squeeze = max(0.2, (room - kept - last - edge_gap) / max(1.0, needed - kept - last - 2 * edge_gap))
    depth = edge_gap + plate_depth
    for index, band in enumerate(bands):
        band_depth = max(p.depth for p in band)
        shrink = 1.0 if kept and index == 0 else squeeze
        for plan in band:
            _place_zone(put, out, box, plan, depth, shrink, aspect, selected, playable, interactive)
        if band_depth > 0:
            depth += (band_depth + GAP) * shrink
        if index == 0 and box.bar:  # the band after the viewer's first (the hand): the action bar's
            out.bar = _bar_rect(box, out, depth - GAP, box.bar)
            depth += box.bar


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
    # a zone is named once it holds cards; a pile of sticks carries its name itself, just above it
    if zone.label and content.cards and zone.shape != "sticks":  # an empty zone is not named in empty felt
        text = label_text(plan)
        if box.edge in ("left", "right"):  # caption lines above the columns, one per band
            room_w = plan.depth * squeeze + GAP - 2  # its own column's width
            anchor = box.point(plan.start + plan.label_row * LABEL_H, depth0)
            shown_w = min(room_w, _text_w(text) * SMALL_LABEL)
            if box.edge == "right":  # right-aligned to the column's edge side
                anchor = QPointF(anchor.x() - shown_w, anchor.y())
            out.labels[f"{zone.name}:{seat}"] = Label(anchor, text, -1, False, room_w, small=True)
            caption = QRectF(anchor.x() - 2, anchor.y(), shown_w + 4, LABEL_H)  # the slot takes its caption in
        else:
            corner = box.point(plan.start, depth0 + deep_fp / 2)
            out.labels[f"{zone.name}:{seat}"] = Label(
                QPointF(corner.x(), corner.y() - LABEL_H / 2), text, -1, False, label_len - 6
            )
            caption = QRectF()
        out.slots[f"{zone.name}:{seat}"] = Slot(_slot_rect(box, plan, depth0, squeeze, caption), seat)
    cards = content.cards
    if zone.shape == "sticks":
        if content.count >= 0:
            spot = box.point(start + room / 2, depth0 + plan.depth / 2)
            out.sticks[f"{zone.name}:{seat}"] = Pile(spot, content.count, zone.label, plan.height * PILE_ALONG)
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
            line_deep = plan.line_depth or deep_fp
            spot = box.point(start + offsets[slot] * fold, depth0 + line_deep / 2 + line * line_deep * 1.04 * squeeze)
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


