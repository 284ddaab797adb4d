"""Where zones sit on the table: a fixed logical table (the view scales it to the window) with
the viewer at the bottom and the other seats round an ellipse in playing order. Pure layout
arithmetic from the layout declarations; no game rules."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF

from shikitable.ui.cards import CARD_HEIGHT, Key, Placement
from shikitable.ui.layouts import CentralZone, SeatZone, TableLayout

SCENE_W, SCENE_H = 1600.0, 1000.0
CENTER = QPointF(800.0, 478.0)
RX, RY = 690.0, 415.0
VIEWER_HAND_SCALE = 1.15
OTHER_HAND_SCALE = 0.55
OTHER_ZONE_FACTOR = 0.85
MAX_HAND_SPAN = 720.0
LIFT = 26.0  # how far a selected card rises
PLATE_W, PLATE_H = 236.0, 58.0


@dataclass(frozen=True)
class SeatFrame:
    """A seat's own directions: u runs to the seat's right, v points at the table centre."""

    seat: int
    angle: float  # radians; 0 is the bottom edge
    viewer: bool

    @property
    def u(self) -> tuple[float, float]:
        return (math.cos(self.angle), -math.sin(self.angle))

    @property
    def v(self) -> tuple[float, float]:
        return (-math.sin(self.angle), -math.cos(self.angle))

    @property
    def rotation(self) -> float:
        """Degrees that turn a card's top towards the centre."""
        return -math.degrees(self.angle)

    def point(self, depth: float, along: float = 0.0, lift: float = 0.0, offset: float = 0.0) -> QPointF:
        """`along` places a zone (squashed on the short side edges); `offset` spaces cards in it."""
        ux, uy = self.u
        vx, vy = self.v
        slide = along * math.hypot(ux, uy * RY / RX) + offset  # side seats have less room along the edge
        x = CENTER.x() + RX * math.sin(self.angle) * (1 - depth) + ux * slide + vx * lift
        y = CENTER.y() + RY * math.cos(self.angle) * (1 - depth) + uy * slide + vy * lift
        return QPointF(x, y)

    def extent(self, width: float, height: float, upright: bool) -> tuple[float, float]:
        """A card's size along u and along v (upright cards do not turn with the seat)."""
        if not upright:
            return width, height
        ux, uy = self.u
        return abs(ux) * width + abs(uy) * height, abs(uy) * width + abs(ux) * height


def frame_for(seat: int, bottom: int, players: int) -> SeatFrame:
    relative = (seat - bottom) % players
    return SeatFrame(seat, 2 * math.pi * relative / players, relative == 0)


def card_size(scale: float, aspect: float) -> tuple[float, float]:
    return CARD_HEIGHT * aspect * scale, CARD_HEIGHT * scale


@dataclass
class Layouted:
    placements: dict[Key, Placement]
    origin: dict[Key, tuple[str, int]]  # zone name and seat of each placement (seat -1: centre)
    plates: dict[int, QPointF]  # seat -> centre of its name plate
    labels: dict[str, tuple[QPointF, str, int]]  # central zone -> (point, label, count)


def scales_in_use(layout: TableLayout) -> set[float]:
    """Every scale a card of this layout rests at (to render the art ahead of need)."""
    scales = {z.scale for z in layout.central_zones}
    for zone in layout.seat_zones:
        if zone.shape == "hand":
            scales |= {zone.scale * VIEWER_HAND_SCALE, zone.scale * OTHER_HAND_SCALE}
        else:
            scales |= {zone.scale, zone.scale * OTHER_ZONE_FACTOR}
    return scales


def _seat_entries(obs: Mapping[str, Any], key: str, seat: int) -> Any:
    value = obs.get(key)
    if isinstance(value, Sequence) and not isinstance(value, str) and seat < len(value):
        return value[seat]
    return None


def _row_cards(entry: Any) -> list[int | None]:
    if isinstance(entry, int) and not isinstance(entry, bool):
        return [None] * entry
    if isinstance(entry, Sequence) and not isinstance(entry, str):
        return [c if isinstance(c, int) else None for c in entry]
    return []


def _trick_entries(value: Any) -> list[tuple[int | None, list[int | None]]]:
    """(seat, cards) plays from the shapes a trick may come in: a card, [seat, card],
    {"seat", "card"}, {"seat", "cards"} or {"seat", "down": count} (face down)."""
    found: list[tuple[int | None, list[int | None]]] = []
    if not isinstance(value, Sequence) or isinstance(value, str):
        return found
    for entry in value:
        if isinstance(entry, int):
            found.append((None, [entry]))
        elif isinstance(entry, Mapping):
            seat = entry.get("seat")
            if isinstance(entry.get("cards"), Sequence):
                found.append((seat, _row_cards(entry["cards"])))
            elif "card" in entry:
                found.append((seat, [entry["card"] if isinstance(entry["card"], int) else None]))
            else:
                found.append((seat, [None] * int(entry.get("down") or 0)))
        elif isinstance(entry, Sequence) and len(entry) >= 2:
            found.append((entry[0], [entry[1] if isinstance(entry[1], int) else None]))
    return found


def compute(
    layout: TableLayout,
    obs: Mapping[str, Any],
    bottom: int,
    revealed: Mapping[int, Sequence[int]],
    selected: set[int],
    playable: set[int],
    interactive: bool,
) -> Layouted:
    players = int(obs.get("players", 1))
    viewer = obs.get("seat")
    aspect = layout.art.aspect
    out = Layouted({}, {}, {}, {})

    def put(key: Key, placement: Placement, zone: str, seat: int) -> None:
        out.placements[key] = placement
        out.origin[key] = (zone, seat)

    hands: list[tuple[SeatFrame, SeatZone]] = []
    for seat in range(players):
        frame = frame_for(seat, bottom, players)
        for zone in layout.seat_zones:
            if zone.shape == "hand":
                hands.append((frame, zone))  # hands last: a revealed card leaves its river
            elif zone.shape == "row":
                sideways = _seat_entries(obs, zone.sideways_key, seat) if zone.sideways_key else None
                _place_row(put, frame, zone, _row_cards(_seat_entries(obs, zone.key, seat)), aspect,
                           set(sideways) if isinstance(sideways, Sequence) else set())
            elif zone.shape == "groups":
                groups = _seat_entries(obs, zone.key, seat) or []
                _place_groups(put, frame, zone, [_group_cards(g) for g in groups], aspect)
    for frame, zone in hands:
        seat = frame.seat
        set_apart = False
        if seat == viewer:
            cards: list[int | None] = list(obs.get(zone.key, []))
            apart = obs.get(zone.apart_key) if zone.apart_key else None
            if isinstance(apart, int) and apart in cards:  # e.g. the tile just drawn, at the right end
                cards.remove(apart)
                cards.append(apart)
                set_apart = True
        elif seat in revealed:
            cards = list(revealed[seat])
        else:
            cards = [None] * int(_seat_entries(obs, zone.count_key or "", seat) or 0)
        half = _place_hand(put, frame, zone, cards, aspect, selected, playable, interactive and seat == viewer,
                           set_apart)
        out.plates[seat] = _plate_point(frame, half)
    for central in layout.central_zones:
        _place_central(put, out, central, obs, bottom, players, aspect)
    return out


def _place_hand(put, frame, zone, cards, aspect, selected, playable, interactive, set_apart=False) -> float:  # type: ignore[no-untyped-def]
    scale = zone.scale * (VIEWER_HAND_SCALE if frame.viewer else OTHER_HAND_SCALE)
    width, _ = card_size(scale, aspect)
    face_up_others = any(c is not None for c in cards) and not frame.viewer
    step = width * (0.95 if frame.viewer else (0.9 if face_up_others else 0.45))
    if not zone.fan:
        step = width * (1.0 if frame.viewer or face_up_others else 0.5)  # tiles stand side by side
    n = len(cards)
    if frame.viewer and n > 1:
        step = min(step, (zone.span or MAX_HAND_SPAN) / (n - 1))  # a big hand overlaps rather than run off
    gap = step * 0.35 if set_apart else 0.0  # the card set apart stands a little off the rest
    for index, card in enumerate(cards):
        offset = (index - (n - 1) / 2) * step - gap / 2 + (gap if gap and index == n - 1 else 0.0)
        lift = 0.0
        rotation = frame.rotation
        if frame.viewer and zone.fan:
            # a gentle fan: outer cards turn and drop a little
            rel = index - (n - 1) / 2
            rotation += rel * (2.2 if n <= 7 else 1.4)
            lift = -abs(rel) ** 1.5 * (3.0 if n <= 7 else 1.6)
        if frame.viewer and card is not None and card in selected:
            lift += LIFT
        key: Key = card if card is not None else (zone.name, frame.seat, index)
        placement = Placement(
            frame.point(zone.depth, zone.along, lift, offset),
            rotation,
            scale,
            card is not None,
            100 + index,
            interactive and card is not None and card in playable,
        )
        put(key, placement, zone.name, frame.seat)
    return (n - 1) / 2 * step + width / 2 if n else width / 2


def _plate_point(frame: SeatFrame, hand_half: float) -> QPointF:
    ux, uy = frame.u
    plate_half = abs(ux) * PLATE_W / 2 + abs(uy) * PLATE_H / 2
    gap = 18.0 if frame.viewer else 12.0
    point = frame.point(0.0, 0.0, 0.0, -(hand_half + plate_half + gap))
    margin = 28.0  # keep plates of the side seats on the table
    x = min(max(point.x(), PLATE_W / 2 + margin), SCENE_W - PLATE_W / 2 - margin)
    y = min(max(point.y(), PLATE_H / 2 + margin), SCENE_H - PLATE_H / 2 - margin)
    return QPointF(x, y)


def _group_cards(group: Any) -> tuple[list[int | None], set[int]]:
    """A group's cards and the indices of those lying sideways: a plain list, or
    {"tiles": [...], "turned": [indices]} (a mahjong meld with its claimed tile turned)."""
    if isinstance(group, Mapping):
        turned = group.get("turned") or []
        if isinstance(turned, int):
            turned = [turned]
        return _row_cards(group.get("tiles") or []), {int(i) for i in turned if isinstance(i, int)}
    return _row_cards(group), set()


def _place_row(put, frame, zone, cards, aspect, sideways=frozenset()) -> None:  # type: ignore[no-untyped-def]
    scale = zone.scale * (1.0 if frame.viewer else OTHER_ZONE_FACTOR)
    width, height = card_size(scale, aspect)
    along_step, depth_step = frame.extent(width * 1.04, height * 1.04, zone.upright)
    turned_step, _ = frame.extent(height * 1.04, width * 1.04, zone.upright)
    per_row = max(1, zone.per_row)
    cursor = 0.0
    for index, card in enumerate(cards):
        row, col = divmod(index, per_row)
        if zone.max_rows and row >= zone.max_rows:  # the last row runs on
            row, col = zone.max_rows - 1, index - (zone.max_rows - 1) * per_row
        if col == 0:
            cursor = -(per_row - 1) / 2 * along_step - along_step / 2
        step = turned_step if index in sideways else along_step
        offset = cursor + step / 2
        cursor += step
        upright = zone.upright and card is not None
        placement = Placement(
            frame.point(zone.depth, zone.along, row * depth_step, offset),
            (0.0 if upright else frame.rotation) + (90.0 if index in sideways else 0.0),
            scale,
            card is not None,
            50 + index,
        )
        put(card if card is not None else (zone.name, frame.seat, index), placement, zone.name, frame.seat)


def _place_groups(put, frame, zone, groups, aspect) -> None:  # type: ignore[no-untyped-def]
    scale = zone.scale * (1.0 if frame.viewer else OTHER_ZONE_FACTOR)
    width, height = card_size(scale, aspect)
    along_step, _ = frame.extent(width * 0.98, height * 0.98, zone.upright)
    turned_step, _ = frame.extent(height * 0.98, width * 0.98, zone.upright)
    gap = along_step * 0.35
    total = sum(turned_step if i in turned else along_step for g, turned in groups for i in range(len(g)))
    total += max(0, len(groups) - 1) * gap
    cursor = -total / 2
    slot = 0
    for group, turned in groups:
        for index, card in enumerate(group):
            step = turned_step if index in turned else along_step
            upright = zone.upright and card is not None
            rotation = (0.0 if upright else frame.rotation) + (90.0 if index in turned else 0.0)
            placement = Placement(
                frame.point(zone.depth, zone.along, 0.0, cursor + step / 2), rotation, scale,
                card is not None, 60 + slot,
            )
            put(card if card is not None else (zone.name, frame.seat, slot), placement, zone.name, frame.seat)
            cursor += step
            slot += 1
        cursor += gap


def _place_central(put, out, zone: CentralZone, obs, bottom: int, players: int, aspect: float) -> None:  # type: ignore[no-untyped-def]
    width, height = card_size(zone.scale, aspect)
    base = QPointF(CENTER.x() + zone.x, CENTER.y() + zone.y)
    value = obs.get(zone.key)
    if zone.shape == "stock":
        count = int(value or 0)
        for index in range(min(count, 4)):
            nudge = index * 2.5
            put(("stock", -1, index), Placement(base + QPointF(nudge, -nudge), 0.0, zone.scale, False, 40 + index),
                "stock", -1)
        out.labels[zone.name] = (base + QPointF(0, height / 2 + 16), zone.label, count)
    elif zone.shape == "row":
        cards = _row_cards(value)
        for index, card in enumerate(cards):
            point = base + QPointF((index - (len(cards) - 1) / 2) * width * 1.05, 0)
            put(card if card is not None else (zone.name, -1, index),
                Placement(point, 0.0, zone.scale, card is not None, 40 + index), zone.name, -1)
        if cards:
            out.labels[zone.name] = (base + QPointF(0, height / 2 + 16), zone.label, -1)
    elif zone.shape == "text":
        if isinstance(value, str) and value:
            out.labels[zone.name] = (base, value, -1)
    elif zone.shape == "trick":
        plays = _trick_entries(value)
        for index, (seat, cards) in enumerate(plays):
            if seat is not None and 0 <= seat < players:
                frame = frame_for(seat, bottom, players)
                point = base + QPointF(math.sin(frame.angle) * width * 2.2, math.cos(frame.angle) * height * 0.8)
                origin_seat = seat
            else:
                point = base + QPointF((index - (len(plays) - 1) / 2) * width * 1.05, 0)
                origin_seat = -1
            for slot, card in enumerate(cards):
                spot = point + QPointF((slot - (len(cards) - 1) / 2) * width * 0.55, 0)
                key: Key = card if card is not None else (zone.name, origin_seat, index * 8 + slot)
                put(key, Placement(spot, 0.0, zone.scale, card is not None, 80 + index * 8 + slot), zone.name,
                    origin_seat)
