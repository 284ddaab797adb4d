"""Where everything lies on the table, computed from the space there is.

The table is the view's own size (one scene unit is one pixel), split into boxes: one per seat
along the edges (the viewer at the bottom; then, in playing order, right, the top seats and
left, so three players sit bottom / right / left) and the centre between them. Inside a seat's
box the zones lie in bands from the table edge towards the centre; zones with the same `depth`
share a band side by side. Card sizes are fitted to the box: the largest size at which every
band fits, never smaller than a readable minimum; if even that does not fit, rows overlap like
a fanned pile instead of leaving the box. Pure layout arithmetic; no game rules.

The package: model (boxes and records), fit (card sizes per seat), place (`compute`), ring
(rivers round the centre) and centre (the central zones)."""

from shikitable.ui.table.geometry.model import (
    MIN_BACK_H,
    MIN_FACE_W,
    Label,
    Layouted,
    Pile,
    SeatBox,
    bar_height,
    card_size,
    edges_for,
    plate_size,
    scale_of,
    seat_boxes,
    table_rect,
)
from shikitable.ui.table.geometry.place import compute

__all__ = [
    "MIN_BACK_H",
    "MIN_FACE_W",
    "Label",
    "Layouted",
    "Pile",
    "SeatBox",
    "bar_height",
    "card_size",
    "compute",
    "edges_for",
    "plate_size",
    "scale_of",
    "seat_boxes",
    "table_rect",
]
