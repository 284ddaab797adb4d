"""The centre: cells for the central zones, with their cards, tricks, roads and text."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF

from shikitable.ui.layouts import CentralZone, TableLayout
from shikitable.ui.table.cards import Key, Placement
from shikitable.ui.table.geometry.model import (
    GAP,
    LABEL_H,
    MIN_BACK_H,
    PILE_ALONG,
    PILE_DEPTH,
    Label,
    Layouted,
    Pile,
    scale_of,
)
from shikitable.ui.table.geometry.roads import place_roads
from shikitable.ui.table.zones import Content, central_contents

# --- the centre -------------------------------------------------------------------------


def row_need(content: Content, aspect: float, min_face_h: float) -> float:
    """The least width of a central row at the smallest cards (face-down ones tuck under the next)."""
    up = sum(1 for c in content.cards if c is not None)
    down = len(content.cards) - up
    return (max(1, up) * 1.05 + down * 0.3) * min_face_h * aspect + 12


def _cells(zones: Sequence[CentralZone], centre: QRectF, left_need: float = 0.0) -> dict[str, QRectF]:
    """Columns across the centre ordered by x (width by shape); zones of equal x stack by y.
    Text zones take no cell: they ride along with the card zone nearest them."""
    weights = {"trick": 3.0, "roads": 4.0, "row": 2.0, "stock": 1.0, "sticks": 1.0, "pile": 1.0, "panel": 2.0}
    columns: dict[float, list[CentralZone]] = {}
    for zone in sorted((z for z in zones if z.shape != "text"), key=lambda z: (z.x, z.y)):
        columns.setdefault(zone.x, []).append(zone)
    panels = [z for z in zones if z.shape == "panel"]
    if panels and len(columns) > 1:  # a centre panel in the very middle of the rivers, the others beside it
        return _cells_round_panel(columns, panels[0], centre, weights, left_need)
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


def _cells_round_panel(columns: dict[float, list[CentralZone]], panel: CentralZone, centre: QRectF,
                       weights: dict[str, float], left_need: float) -> dict[str, QRectF]:
    """The panel a square in the middle of the centre (as large as the centre's height and half
    its width allow); the other columns share the room left of it, in their order (the right
    side stays free, so the panel's middle is the rivers' middle). When the others need more
    than half the room beside the panel (`left_need`: their least width), the panel moves right
    just enough, smaller if it must."""
    side = min(centre.height(), centre.width() / 2)
    left = max(centre.center().x() - side / 2, centre.left() + left_need + GAP)
    side = max(0.0, min(side, centre.right() - left))
    square = QRectF(left, centre.center().y() - side / 2, side, side)
    cells = {panel.name: square}
    others = {x: column for x, column in columns.items() if panel not in column}
    spans = {x: max(weights.get(z.shape, 1.5) for z in column) for x, column in others.items()}
    total = sum(spans.values()) or 1.0
    room = square.left() - GAP - centre.left()
    x = centre.left()
    for key, column in others.items():
        span = room * spans[key] / total
        tall = centre.height() / len(column)
        for index, zone in enumerate(column):
            cells[zone.name] = QRectF(x, centre.top() + index * tall, span, tall)
        x += span
    return cells


def _place_centre(put, out: Layouted, layout: TableLayout, obs, boxes, centre: QRectF, aspect, viewer_unit: float,  # type: ignore[no-untyped-def]
                  min_face_h: float) -> None:
    beside = [z for z in layout.central_zones if z.shape == "row"]
    left_need = sum(row_need(central_contents(z, obs), aspect, min_face_h) for z in beside)
    cells = _cells(layout.central_zones, centre, left_need)
    for zone in layout.central_zones:
        if zone.shape == "text":
            _place_text(out, zone, obs, layout.central_zones, cells)
            continue
        if zone.shape == "panel":  # drawn by the scene (a mahjong centre panel): only its room here
            out.panels[zone.name] = cells[zone.name].adjusted(3, 3, -3, -3)
            if layout.pictures is not None:  # the card panel (Magic): the centre panel's place and right of it
                out.panels["steps"] = QRectF(out.panels[zone.name].topLeft(),
                                             QPointF(centre.right() - 3, out.panels[zone.name].bottom()))
            continue
        cell = cells[zone.name].adjusted(4, 4, -4, -4)
        riders = [t for t in layout.central_zones
                  if t.shape == "text" and t.y < 0 and _host(layout.central_zones, t) is zone]
        if zone.shape == "row" and riders:  # text rides above: the cards keep below it
            cell.setTop(cell.top() + sum(_text_lines(obs, t) for t in riders) * LABEL_H + 2)
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
            # no wider than its cell (the scene sets it smaller), as a row's label
            out.labels[zone.name] = Label(base + QPointF(0, height / 2 + 6), zone.label, content.count,
                                          max_width=cell.width())
        elif zone.shape == "row":
            n = max(1, len(content.cards))
            height = min(wanted, cell.height() - LABEL_H - 12, (cell.width() / (n * 1.05)) / aspect)
            height = max(height, min_face_h)
            width = height * aspect
            steps = _row_steps(content.cards, width, cell.width())
            base = QPointF(cell.center().x(), cell.center().y() - LABEL_H / 2)
            x = -(sum(steps) + width) / 2 + width / 2
            for index, card in enumerate(content.cards):
                put(card if card is not None else (zone.name, -1, index),
                    Placement(base + QPointF(x, 0), 0.0, scale_of(height), card is not None, 40 + index), zone.name, -1)
                x += steps[index] if index < len(steps) else 0.0
            if content.cards:  # under the row, but never below its cell (cards at their smallest)
                label_y = min(base.y() + height / 2 + 6, cell.bottom() - LABEL_H - 1)
                # centred on the cell and no wider than it: the dead wall's cell beside riichi's panel
                # may be narrower than "Dora indicators" at the usual type
                out.labels[zone.name] = Label(QPointF(base.x(), label_y), zone.label, -1, max_width=cell.width())
        elif zone.shape == "roads":
            place_roads(put, out, zone, obs.get(zone.key), cell, aspect, wanted, min_face_h)
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
                out.labels[zone.name] = Label(base + QPointF(0, height / 2 + 10), zone.label, -1,
                                              max_width=cell.width())  # kept in its cell, as a row's


def _row_steps(cards: Sequence[int | None], width: float, room: float) -> list[float]:
    """The steps between a central row's cards: a card and a bit; when the row is too long,
    face-down cards tuck under the next one first (a dead wall), then every card overlaps."""
    full = width * 1.05
    steps = [full] * max(0, len(cards) - 1)
    if not steps or sum(steps) + width <= room:
        return steps
    down = [i for i in range(len(steps)) if cards[i] is None]
    spare = room - width - full * (len(steps) - len(down))
    if down and spare >= width * 0.3 * len(down):
        for i in down:
            steps[i] = min(full, spare / len(down))
        return steps
    return [max(0.0, (room - width) / len(steps))] * len(steps)


def _text_lines(obs: Mapping[str, Any], zone: CentralZone) -> int:
    value = obs.get(zone.key)
    return 0 if value is None else max(1, len(str(value).splitlines()))


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
