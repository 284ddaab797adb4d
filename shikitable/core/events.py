"""Events: what happened, and who may see which part of it.

An event has a public part seen by everyone and an optional secret part seen only by
`owners` (e.g. the card a player drew). Filtering happens here, in one place."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Event:
    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    secret: dict[str, Any] | None = None
    owners: frozenset[int] = frozenset()

    def view_for(self, seat: int | None) -> dict[str, Any]:
        """The event as `seat` may see it (seat None: a spectator or the hot-seat curtain)."""
        view = {"kind": self.kind, **self.data}
        if self.secret is not None and seat is not None and seat in self.owners:
            view.update(self.secret)
        return view

    def seen_by(self, seat: int) -> Event:
        """The event with its secret part kept only if `seat` owns it (for bots that keep the
        events themselves; `view_for` flattens the kind into the data)."""
        if self.secret is None or seat in self.owners:
            return self
        return Event(self.kind, self.data, None, self.owners)
