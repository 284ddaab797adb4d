"""Free spots on the table: where a transient thing (a call-out) can lie without covering a
card, a plate, a label or a panel. Pure rectangle arithmetic; no Qt widgets."""

from __future__ import annotations

import math
from collections.abc import Iterable

from PySide6.QtCore import QPointF, QRectF

from shikitable.ui.table.cards import CARD_HEIGHT, Placement

TOUCH = 1.0  # px two rectangles may share and still count as apart (anti-aliased edges)
ROW_STEP = 4.0  # px between the rows of candidate places tried


def placement_rect(placement: Placement, aspect: float) -> QRectF:
    """Where a placed card lies (scene coordinates), turned cards included."""
    w, h = CARD_HEIGHT * aspect * placement.scale, CARD_HEIGHT * placement.scale
    if round(placement.rotation) % 180:
        w, h = h, w
    c = placement.center
    return QRectF(c.x() - w / 2, c.y() - h / 2, w, h)


def free_spot(width: float, height: float, anchor: QPointF, area: QRectF, taken: Iterable[QRectF]) -> QRectF | None:
    """The `width` x `height` rectangle inside `area` nearest `anchor` (its centre) that
    covers none of `taken`; None if there is none. Row by row, the free stretches between the
    taken rectangles in that row are measured, so the search stays cheap with many cards."""
    if width > area.width() or height > area.height():
        return None
    blocks = [r for r in taken if r.intersects(area)]
    best: QRectF | None = None
    best_d = math.inf
    y = area.top()
    while y + height <= area.bottom() + 0.01:
        row = sorted((r.left(), r.right()) for r in blocks if r.top() < y + height - TOUCH and r.bottom() > y + TOUCH)
        x = area.left()
        stretches = []
        for left, right in row:
            if left + TOUCH > x:
                stretches.append((x, left + TOUCH))
            x = max(x, right - TOUCH)
        stretches.append((x, area.right()))
        for start, end in stretches:
            if end - start < width:
                continue
            left = min(max(anchor.x() - width / 2, start), end - width)
            d = math.hypot(left + width / 2 - anchor.x(), y + height / 2 - anchor.y())
            if d < best_d:
                best, best_d = QRectF(left, y, width, height), d
        y += ROW_STEP
    return best
