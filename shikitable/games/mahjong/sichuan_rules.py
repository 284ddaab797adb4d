"""四川麻将's options and the per-seat facts the engine keeps asking: which tiles a seat may
still use (its void suit), what its hand waits on, whether it holds a winning hand."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from shikitable.core.options import Option, read_options
from shikitable.games.mahjong.hand import (
    NO_WAIT,
    is_seven_pairs,
    is_standard_win,
    seven_pairs_waits,
    standard_waits,
)

SUITS = ("m", "p", "s")
KINDS_OF_SUIT = tuple(tuple(range(s * 9, s * 9 + 9)) for s in range(3))

OPTIONS: tuple[Option, ...] = read_options(Path(__file__).parent / "options" / "sichuan.toml")


def holds_void(counts: Sequence[int], void: int) -> bool:
    if void < 0:
        return False
    start = void * 9
    return any(counts[start : start + 9])


USABLE_KINDS = {v: tuple(k for s in range(3) if s != v for k in KINDS_OF_SUIT[s]) for v in (-1, 0, 1, 2)}


def usable_kinds(void: int) -> tuple[int, ...]:
    """The kinds outside the void suit (all 27 before a void is chosen)."""
    return USABLE_KINDS[void]


def shape_wins(counts: Sequence[int], melds: int) -> bool:
    """A complete hand (ignoring 缺一门): four sets and a pair, or seven pairs."""
    return is_standard_win(counts) or (melds == 0 and is_seven_pairs(counts, four_as_two_pairs=True))


def wait_mask(counts: Sequence[int], totals: Sequence[int], melds: int, void: int) -> int:
    """The kinds a 13-tile hand wins on: none while it holds a void tile; a wait whose four
    tiles the player holds itself does not count (the seed's 'used up by one's own hand')."""
    if holds_void(counts, void):
        return NO_WAIT
    mask = standard_waits(counts, USABLE_KINDS[void])
    if melds == 0:
        mask |= seven_pairs_waits(counts, four_as_two_pairs=True)
    kind = 0
    rest = mask
    while rest:
        if rest & 1 and totals[kind] >= 4:
            mask &= ~(1 << kind)
        rest >>= 1
        kind += 1
    return mask


# 血战到底 as the popular apps (欢乐麻将 and the like) set it up: 换三张 by the dice, 呼叫转移,
# 自摸加底, a 4-fan cap, 点杠花 paid by the kong's giver, and the extra hands they score
APPS_RULES: dict[str, Any] = {
    "swap": "dice",
    "kong_deal_in": "to_winner",
    "tsumo_bonus": "point",
    "cap": "4",
    "kong_flower": "ron",
    "heaven_earth": True,
    "golden_hook": "2",
    "menqing_zhongzhang": True,
}
PRESETS: dict[str, dict[str, Any]] = {
    "seed": {},
    "apps": APPS_RULES,
    "xueliu": {**APPS_RULES, "variant": "xueliu"},
}
DEFAULTS = {o.name: o.default for o in OPTIONS}


def with_preset(given: Mapping[str, Any] | None) -> dict[str, Any]:
    """The options a preset stands for, under the ones given: the preset fills in every switch
    not given, a given switch keeps its value (the new-game dialog moves its switches to the
    preset's values when the preset is chosen, then sends them all). Unknown names and bad
    values are left for resolve_options to refuse."""
    given = dict(given or {})
    preset = given.get("preset", "seed")
    rules = PRESETS.get(preset, {}) if isinstance(preset, str) else {}
    return {**rules, **given}

