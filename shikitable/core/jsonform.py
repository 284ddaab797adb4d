"""JSON forms of game states: one conversion for every state built from plain lists, dicts,
numbers, a seeded RNG and values that know their own JSON form (actions, season records,
payments)."""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence
from dataclasses import fields
from typing import Any

_SCALARS = frozenset({int, float, str, bool, type(None)})


def plain(value: Any) -> Any:
    """`value` as fresh JSON-able data: lists for tuples, sorted lists for sets, string keys,
    and `to_json()` for values that have one. Shares no list or dict with `value`."""
    if type(value) in _SCALARS:  # most values: one look-up instead of several isinstance calls
        return value
    if isinstance(value, list):
        return [plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    to_json = getattr(value, "to_json", None)  # before tuple: an Action is a named tuple
    if to_json is not None:
        return plain(to_json())
    if isinstance(value, tuple):
        return [plain(v) for v in value]
    if isinstance(value, (set, frozenset)):
        return sorted(value)
    if isinstance(value, random.Random):
        return rng_to_json(value)
    return value


def rng_to_json(rng: random.Random) -> list[Any]:
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_json(data: Sequence[Any]) -> random.Random:
    rng = random.Random()
    version, internal, gauss = data
    rng.setstate((version, tuple(internal), gauss))
    return rng


def fields_to_json(state: Any, derived: Collection[str]) -> dict[str, Any]:
    """A dataclass state's JSON form, field by field, leaving out the `derived` fields (caches
    worked out again on demand)."""
    return {f.name: plain(getattr(state, f.name)) for f in fields(state) if f.name not in derived}
