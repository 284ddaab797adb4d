"""What each zone holds, read from an observation in the shapes layouts declare (see
layouts/base.py): cards (None = face down), groups, counts, trick plays."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from shikitable.ui.layouts import CentralZone, TableLayout


@dataclass
class Content:
    cards: list[int | None] = field(default_factory=list)
    groups: list[list[int | None]] = field(default_factory=list)
    face_up: bool = True  # whether the zone shows faces (sizes it for reading)
    reserve: int = 0  # how many cards to make room for
    plays: list[tuple[int | None, list[int | None]]] = field(default_factory=list)
    count: int = 0
    turned: list[set[int]] = field(default_factory=list)  # per group: indices lying sideways
    sideways: set[int] = field(default_factory=set)  # row: indices lying sideways
    apart: bool = False  # hand: the last card stands a little apart (the tile just drawn)

    def signature(self) -> tuple[Any, ...]:
        """What the zone's size depends on (not which cards)."""
        return (len(self.cards), self.reserve, self.face_up, tuple(len(g) for g in self.groups),
                tuple(len(t) for t in self.turned), len(self.sideways))

    def group_slots(self, step: float, turned_step: float) -> float:
        """Along length of the groups laid side by side: `step` per card, `turned_step` per
        sideways card, a small gap between groups."""
        total = 0.0
        for index, group in enumerate(self.groups):
            turned = self.turned[index] if index < len(self.turned) else set()
            total += sum(turned_step if i in turned else step for i in range(len(group)))
        return total + max(0, len(self.groups) - 1) * step * 0.4


def seat_entry(obs: Mapping[str, Any], key: str, seat: int) -> Any:
    value = obs.get(key)
    if isinstance(value, Sequence) and not isinstance(value, str) and seat < len(value):
        return value[seat]
    return None


def row_cards(entry: Any) -> list[int | None]:
    if isinstance(entry, int) and not isinstance(entry, bool):
        return [None] * entry
    if isinstance(entry, Sequence) and not isinstance(entry, str):
        return [c if isinstance(c, int) else None for c in entry]
    return []


def group_cards(group: Any) -> tuple[list[int | None], set[int]]:
    """A group's cards and the indices of those lying sideways: a plain list, or
    {"tiles": [...], "turned": [indices]} (a mahjong meld with its claimed tile turned)."""
    if isinstance(group, Mapping):
        turned = group.get("turned") or []
        if isinstance(turned, int):
            turned = [turned]
        return row_cards(group.get("tiles") or []), {int(i) for i in turned if isinstance(i, int)}
    return row_cards(group), set()


def seat_contents(
    layout: TableLayout, obs: Mapping[str, Any], seat: int, revealed: Mapping[int, Sequence[int]]
) -> dict[str, Content]:
    found: dict[str, Content] = {}
    for zone in layout.seat_zones:
        if zone.shape == "hand":
            apart = False
            if seat == obs.get("seat"):
                cards: list[int | None] = list(obs.get(zone.key, []))
                face_up = True
                drawn = obs.get(zone.apart_key) if zone.apart_key else None
                if isinstance(drawn, int) and drawn in cards:  # e.g. the tile just drawn, at the right end
                    cards.remove(drawn)
                    cards.append(drawn)
                    apart = True
            elif seat in revealed:
                cards, face_up = list(revealed[seat]), True
            else:
                cards = [None] * int(seat_entry(obs, zone.count_key or "", seat) or 0)
                face_up = False
            found[zone.name] = Content(cards, face_up=face_up, reserve=max(len(cards), zone.per_row), count=len(cards),
                                       apart=apart)
        elif zone.shape == "groups":
            parsed = [group_cards(g) for g in (seat_entry(obs, zone.key, seat) or [])]
            groups = [cards for cards, _ in parsed]
            flat = [c for g in groups for c in g]
            found[zone.name] = Content(flat, groups, True, len(flat), count=len(flat), turned=[t for _, t in parsed])
        elif zone.shape == "sticks":
            points = seat_entry(obs, zone.key, seat)
            seated = seat_entry(obs, "seated", seat) if "seated" in obs else True
            found[zone.name] = Content(count=points if isinstance(points, int) and seated else -1)
        else:  # row, pile
            entry = seat_entry(obs, zone.key, seat)
            cards = row_cards(entry)
            face_up = not isinstance(entry, int) or isinstance(entry, bool)
            sideways = seat_entry(obs, zone.sideways_key, seat) if zone.sideways_key else None
            found[zone.name] = Content(
                cards, face_up=face_up, reserve=len(cards), count=len(cards),
                sideways={int(i) for i in sideways if isinstance(i, int)} if isinstance(sideways, Sequence) else set(),
            )
    return found


def trick_entries(value: Any) -> list[tuple[int | None, list[int | None]]]:
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
                found.append((seat, row_cards(entry["cards"])))
            elif "card" in entry:
                found.append((seat, [entry["card"] if isinstance(entry["card"], int) else None]))
            else:
                found.append((seat, [None] * int(entry.get("down") or 0)))
        elif isinstance(entry, Sequence) and len(entry) >= 2:
            found.append((entry[0], [entry[1] if isinstance(entry[1], int) else None]))
    return found


def central_contents(zone: CentralZone, obs: Mapping[str, Any]) -> Content:
    value = obs.get(zone.key)
    if zone.shape == "stock":
        count = int(value or 0) if isinstance(value, int) else len(row_cards(value))
        return Content(count=count, face_up=False)
    if zone.shape == "trick":
        plays = trick_entries(value)
        return Content(plays=plays, count=len(plays))
    if zone.shape == "sticks":
        return Content(count=int(value or 0) if isinstance(value, int) else 0)
    cards = row_cards(value)
    if zone.backs_key:
        cards += [None] * int(obs.get(zone.backs_key) or 0)
    return Content(cards, reserve=len(cards), count=len(cards))
