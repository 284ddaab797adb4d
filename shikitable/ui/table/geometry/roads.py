"""値木's roads in the centre: columns of overlapping cards under a label each, side by side;
a long road folds into more columns, many roads go into tiers (rows of roads), and everything
stays inside the roads' own cell at any window size and any number and length of roads."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QFont, QFontMetricsF

from shikitable.ui.layouts import CentralZone
from shikitable.ui.table.cards import Key, Placement
from shikitable.ui.table.geometry.model import GAP, Label, Layouted, scale_of

ROAD_DROP = 0.26  # of a card's height: each card of a road shows at least this much (its corner index)
ROAD_FOLD_STEP = 0.5  # of a card's width: a folded road's next column, its cards' left halves showing
ROAD_WIDE = 1.08  # a road's column is this much wider than its cards (a little felt between roads)
LABEL_MIN_PX = 12

Put = Callable[[Key, Placement, str, int], None]


@dataclass
class _Plan:
    """How the roads lie: card height, tiers (rows of roads), the labels and each road's columns."""

    height: float
    tiers: int
    px: int
    texts: list[str]
    columns: list[int]
    spans: list[float]
    squeezed: bool = False  # nothing fitted: the roads of a tier overlap like a fanned pile


def _texts(zone: CentralZone, roads: Sequence[Mapping[str, Any]], tight: bool) -> list[str]:
    """Each road's label; `tight`: the short form, for many roads in little room."""
    texts = []
    for index, road in enumerate(roads):
        value = road.get("value")
        if tight and zone.label_tight:
            template = zone.label_tight_open if value is None else zone.label_tight
        else:
            template = zone.label_open if value is None else zone.label
        text = QCoreApplication.translate("shikitable", template).replace("{0}", str(index + 1))
        texts.append(text.replace("{1}", str(value)))
    return texts


def _labels(zone: CentralZone, roads: Sequence[Mapping[str, Any]], room: float) -> tuple[list[str], int, float]:
    """The labels, their pixel size and the widest one's need (padding included) for roads
    given `room` px each: as declared; smaller (down to 12 px) when the room is short; in the
    short form when even that is too wide."""
    font = QFont()
    for tight in (False, True):
        texts = _texts(zone, roads, tight)
        px = zone.label_px
        font.setPixelSize(px)
        pad = 6 if tight else 12
        widest = max(QFontMetricsF(font).horizontalAdvance(t) for t in texts) + pad
        while widest > room and px > LABEL_MIN_PX:
            px = max(LABEL_MIN_PX, min(px - 1, int(px * room / widest)))
            font.setPixelSize(px)
            widest = max(QFontMetricsF(font).horizontalAdvance(t) for t in texts) + pad
        if widest <= room or not zone.label_tight:
            break
    return texts, px, widest


def _groups(n: int, tiers: int) -> list[range]:
    per_tier = -(-n // tiers)
    return [range(start, min(n, start + per_tier)) for start in range(0, n, per_tier)]


TIER_COST = 0.88  # another tier must make the cards this much larger to be worth it


@dataclass
class _Tiering:
    """The roads in a number of tiers (rows of roads) in a cell: what fits at a card height."""

    lengths: list[int]  # each road's number of cards
    groups: list[range]  # the roads of each tier
    top_room: float  # a tier's height below its labels
    widest: float  # the widest label's need
    width: float  # the cell's
    aspect: float
    smallest: float  # the least card height

    def folds(self, height: float) -> list[int]:
        """How many columns each road takes: a long road folds into columns side by side, so
        every card shows at least its corner (its strength and colour)."""
        per_column = max(1, int((self.top_room - height) // (height * ROAD_DROP)) + 1)
        return [max(1, -(-count // per_column)) for count in self.lengths]

    def spans(self, height: float) -> list[float]:  # folded columns overlap by half a card
        return [max(height * self.aspect * (1 + ROAD_FOLD_STEP * (k - 1)) * ROAD_WIDE, self.widest)
                for k in self.folds(height)]

    def overflow(self, height: float) -> float:
        """The widest tier's need over the cell's width (at most 1: it fits)."""
        wide = self.spans(height)
        return max(sum(wide[i] for i in group) + GAP * (len(group) - 1) for group in self.groups) / self.width

    def largest(self, start: float, one_column: bool) -> float | None:
        """The largest card height from `start` down at which every tier fits (in one column
        each, if asked), None if none does."""
        def fits(height: float) -> bool:
            return (not one_column or max(self.folds(height)) == 1) and self.overflow(height) <= 1.0

        height = max(start, self.smallest)
        while height > self.smallest and not fits(height):
            height = max(self.smallest, height - 2)
        return height if fits(height) else None


def _plan(zone: CentralZone, roads: Sequence[Mapping[str, Any]], cell: QRectF, aspect: float, wanted: float,
          min_face_h: float) -> _Plan:
    """The largest cards at which every road fits in one column, in one tier or a few (a tier
    more only for clearly larger cards); else the largest that fit folded, in as few tiers as
    may be; else (a great many roads in a small window) the roads of each tier overlap, each
    still showing its left edge."""
    n = len(roads)
    lengths = [len(road.get("cards") or []) for road in roads]
    unfolded: list[_Plan] = []
    folded: _Plan | None = None
    squeezed: _Plan | None = None
    least = float("inf")  # how far the widest tier of the best squeeze overflows
    for tiers in range(1, n + 1):
        groups = _groups(n, tiers)
        if len(groups) < tiers:  # as many tiers as a fewer count gives: nothing new
            continue
        most = len(groups[0])
        texts, px, widest = _labels(zone, roads, (cell.width() - GAP * (most - 1)) / most)
        top_room = (cell.height() - GAP * (tiers - 1)) / tiers - px * 1.5 - 8
        if top_room < min_face_h and squeezed is not None:
            break  # the tiers would be too low for a card
        tiering = _Tiering(lengths, groups, top_room, widest, cell.width(), aspect, max(8.0, min(min_face_h, top_room)))

        def plan(height: float, squeezed: bool = False) -> _Plan:
            return _Plan(height, tiers, px, texts, tiering.folds(height), tiering.spans(height), squeezed)  # noqa: B023

        height = tiering.largest(min(wanted, top_room), one_column=True)
        if height is not None:
            unfolded.append(plan(height))
            continue
        height = tiering.largest(min(wanted, top_room / 2.2), one_column=False)
        if height is not None:
            folded = folded or plan(height)
            continue
        over = tiering.overflow(tiering.smallest)
        if over < least:
            least, squeezed = over, plan(tiering.smallest, squeezed=True)
    if unfolded:
        return max(unfolded, key=lambda found: found.height * TIER_COST ** found.tiers)
    chosen = folded or squeezed
    assert chosen is not None
    return chosen


def place_roads(put: Put, out: Layouted, zone: CentralZone, value: Any, cell: QRectF, aspect: float,
                wanted: float, min_face_h: float) -> None:
    """Roads as columns side by side, each card overlapping the one before it (the first on
    top) under a label with the road's number and value; many roads make the cards smaller
    (never below the readable minimum), then go into tiers; a long road folds into columns side
    by side, each card still showing its corner."""
    roads = [r for r in value if isinstance(r, Mapping)] if isinstance(value, Sequence) else []
    if not roads:
        return
    plan = _plan(zone, roads, cell, aspect, wanted, min_face_h)
    height, width = plan.height, plan.height * aspect
    label_h = plan.px * 1.5
    tier_h = (cell.height() - GAP * (plan.tiers - 1)) / plan.tiers
    scale = scale_of(height)
    for tier, group in enumerate(_groups(len(roads), plan.tiers)):
        tier_top = cell.top() + tier * (tier_h + GAP)
        top = tier_top + label_h + 4 + height / 2
        room = tier_top + tier_h - 4 - height / 2 - top  # the drop of the last card of a column
        spans = [plan.spans[i] for i in group]
        lefts, shown = _lefts(spans, cell, width * 0.2 if plan.squeezed else max(GAP, width * 0.2))
        for index, left, span in zip(group, lefts, shown, strict=True):
            x = left + plan.spans[index] / 2
            cards = [c if isinstance(c, int) else None for c in roads[index].get("cards") or []]
            folded = plan.columns[index]
            per_column = -(-len(cards) // folded) if cards else 1
            drop = height * 0.3 if per_column < 2 else max(0.0, min(height * 0.3, room / (per_column - 1)))
            for slot, card in enumerate(cards):
                column, row = divmod(slot, per_column)
                cx = x + (column - (folded - 1) / 2) * width * ROAD_FOLD_STEP
                key: Key = card if card is not None else (zone.name, -1, index * 64 + slot)
                put(key, Placement(QPointF(cx, top + row * drop), 0.0, scale, card is not None, 40 + slot),
                    zone.name, -1)
            out.labels[f"{zone.name}-{index}"] = Label(  # no ":", which names a seat's label
                QPointF(x, tier_top + 2), plan.texts[index], -1, True, span - 4, px=plan.px,
            )


def _lefts(spans: list[float], cell: QRectF, most_spare: float) -> tuple[list[float], list[float]]:
    """Each road's left edge in its tier (the tier in the middle of the cell) and the width its
    label may take: with room, a little felt between roads; without, each road steps on over
    the one before it, the last ending at the cell's right edge."""
    n = len(spans)
    total = sum(spans)
    if total <= cell.width():
        spare = min((cell.width() - total) / (n - 1), most_spare) if n > 1 else 0.0
        left = cell.center().x() - (total + spare * (n - 1)) / 2
        lefts = []
        for span in spans:
            lefts.append(left)
            left += span + spare
        shown = [s + spare for s in spans] if n > 1 else [cell.width()]
        return lefts, shown
    step = (cell.width() - spans[-1]) / max(1e-6, total - spans[-1])  # < 1: the share of each span showing
    lefts, left = [], cell.left()
    for span in spans:
        lefts.append(left)
        left += span * step
    return lefts, [s * step for s in spans[:-1]] + [spans[-1]]
