"""Hand shapes on 34-kind counts: complete hands, ready hands, waits and shanten.

The hand is split into four groups (man, pin, sou, honours); what each group can become is
worked out once per distinct group (cached), so a whole-hand question is a handful of lookups.
This is what lets a random playout run tens of thousands of actions per second; the tests
compare it with the `mahjong` library's `Shanten` and `Agari` on random hands."""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from shikitable.core.memo import GROUP_CACHE, SPLITS_CACHE, WHOLE_HAND_CACHE
from shikitable.games.mahjong.riichi.tile_ids import YAOCHUU

SETS, SETS_AND_PAIR = 1, 2  # bits of a group mask: "all sets" / "sets and one pair"
GROUP_STARTS = (0, 9, 18, 27)
KOKUSHI_KINDS = tuple(sorted(YAOCHUU))


def has_neighbour(counts: list[int] | tuple[int, ...], kind: int) -> bool:
    """Whether the hand holds this kind or, in a suit, a tile within two of it (a kind that
    could join a shape with what is held)."""
    if counts[kind]:
        return True
    if kind >= 27:
        return False
    rank = kind % 9
    return any(0 <= rank + d <= 8 and counts[kind + d] for d in (-2, -1, 1, 2))


def _groups(counts: list[int] | tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    return (tuple(counts[0:9]), tuple(counts[9:18]), tuple(counts[18:27]), tuple(counts[27:34]))


@lru_cache(maxsize=GROUP_CACHE)
def _all_sets(group: tuple[int, ...], honors: bool) -> bool:
    i = next((index for index, count in enumerate(group) if count), -1)
    if i < 0:
        return True
    count = group[i]
    rest = list(group)
    if count >= 3:
        rest[i] -= 3
        if _all_sets(tuple(rest), honors):
            return True
        rest[i] += 3
    if not honors and i + 2 < len(group) and group[i + 1] and group[i + 2]:
        rest[i] -= 1
        rest[i + 1] -= 1
        rest[i + 2] -= 1
        return _all_sets(tuple(rest), honors)
    return False


@lru_cache(maxsize=GROUP_CACHE)
def group_mask(group: tuple[int, ...], honors: bool) -> int:
    """SETS if the group is all sets, SETS_AND_PAIR if it is sets plus one pair (both may hold)."""
    total = sum(group)
    mask = 0
    if total % 3 == 0 and _all_sets(group, honors):
        mask |= SETS
    if total % 3 == 2:
        rest = list(group)
        for i, count in enumerate(group):
            if count >= 2:
                rest[i] -= 2
                if _all_sets(tuple(rest), honors):
                    mask |= SETS_AND_PAIR
                    break
                rest[i] += 2
    return mask


@lru_cache(maxsize=GROUP_CACHE)
def group_additions(group: tuple[int, ...], honors: bool) -> tuple[tuple[int, int], ...]:
    """(offset, mask) for each tile whose addition makes the group complete."""
    found = []
    rest = list(group)
    for i in range(len(group)):
        rest[i] += 1
        mask = group_mask(tuple(rest), honors)
        rest[i] -= 1
        if mask:
            found.append((i, mask))
    return tuple(found)


@lru_cache(maxsize=GROUP_CACHE)
def _add_mask(group: tuple[int, ...], honors: bool) -> int:
    mask = 0
    for _, m in group_additions(group, honors):
        mask |= m
    return mask


def _after_each_removal(
    group: tuple[int, ...], honors: bool, mask_of: Callable[[tuple[int, ...], bool], int]
) -> int:
    """The union of `mask_of` over the group with any one tile taken out."""
    mask = 0
    rest = list(group)
    for i, count in enumerate(group):
        if count:
            rest[i] -= 1
            mask |= mask_of(tuple(rest), honors)
            rest[i] += 1
    return mask


@lru_cache(maxsize=GROUP_CACHE)
def _remove_mask(group: tuple[int, ...], honors: bool) -> int:
    return _after_each_removal(group, honors, group_mask)


@lru_cache(maxsize=GROUP_CACHE)
def _swap_mask(group: tuple[int, ...], honors: bool) -> int:
    return _after_each_removal(group, honors, _add_mask)


def _one_pair(masks: list[int]) -> bool:
    """Whether each group can take one of its shapes with exactly one pair in all."""
    none = True  # reachable with no pair yet
    one = False
    for mask in masks:
        if not mask:
            return False
        new_none = none and bool(mask & SETS)
        new_one = (one and bool(mask & SETS)) or (none and bool(mask & SETS_AND_PAIR))
        none, one = new_none, new_one
        if not (none or one):
            return False
    return one


def _masks(groups: tuple[tuple[int, ...], ...]) -> list[int]:
    return [group_mask(g, i == 3) for i, g in enumerate(groups)]


# --- seven pairs and thirteen orphans ------------------------------------------------------------


def _pairs_and_kinds(counts: list[int] | tuple[int, ...]) -> tuple[int, int]:
    pairs = kinds = 0
    for count in counts:
        if count:
            kinds += 1
            if count >= 2:
                pairs += 1
    return pairs, kinds


def chiitoi_shanten(counts: list[int] | tuple[int, ...]) -> int:
    pairs, kinds = _pairs_and_kinds(counts)
    return 6 - pairs + max(0, 7 - kinds)


def kokushi_shanten(counts: list[int] | tuple[int, ...]) -> int:
    distinct = sum(1 for k in KOKUSHI_KINDS if counts[k])
    pair = any(counts[k] >= 2 for k in KOKUSHI_KINDS)
    return 13 - distinct - (1 if pair else 0)


def _closed_full(counts: list[int] | tuple[int, ...]) -> bool:
    return sum(counts) >= 13


def _special_within_one(counts: list[int] | tuple[int, ...]) -> bool:
    """Seven pairs or thirteen orphans at shanten 0 or better (cheap counts first)."""
    zeros = counts.count(0)
    if 34 - zeros - counts.count(1) >= 6 and chiitoi_shanten(counts) <= 0:
        return True
    return zeros <= 22 and kokushi_shanten(counts) <= 0


# --- whole-hand questions --------------------------------------------------------------------------


def is_complete(counts: list[int] | tuple[int, ...]) -> bool:
    """A winning shape (sets and a pair, seven distinct pairs, or thirteen orphans)."""
    if _one_pair(_masks(_groups(counts))):
        return True
    if sum(counts) == 14:
        if all(c in (0, 2) for c in counts) and sum(1 for c in counts if c == 2) == 7:
            return True
        if kokushi_shanten(counts) == -1:
            return True
    return False


def is_ready(counts: list[int] | tuple[int, ...]) -> bool:
    """Shanten 0 for a hand of 3n+1 tiles: some tile not already held four times completes it."""
    return _shape_ready(counts) and bool(waits(counts))


def _shape_ready(counts: list[int] | tuple[int, ...]) -> bool:
    """One tile from complete, copies not checked (a quick filter before `waits`)."""
    groups = _groups(counts)
    masks = _masks(groups)
    for i, group in enumerate(groups):
        saved = masks[i]
        masks[i] = _add_mask(group, i == 3)
        if masks[i] and _one_pair(masks):
            return True
        masks[i] = saved
    if _closed_full(counts):
        return chiitoi_shanten(counts) == 0 or kokushi_shanten(counts) == 0
    return False


def ready_after_some_discard(counts: list[int] | tuple[int, ...]) -> bool:
    """Shanten 0 (or complete) for a hand of 3n+2 tiles: some discard leaves it ready."""
    if not _shape_ready_after_discard(counts):
        return False
    if is_complete(counts):
        return True
    rest = list(counts)
    for kind, count in enumerate(counts):
        if count:
            rest[kind] -= 1
            ready = is_ready(rest)
            rest[kind] += 1
            if ready:
                return True
    return False


def _shape_ready_after_discard(counts: list[int] | tuple[int, ...]) -> bool:
    groups = _groups(counts)
    masks = _masks(groups)
    closed_full = _closed_full(counts)
    if sum(1 for m in masks if not m) >= 3:  # one swap mends at most two groups
        return closed_full and _special_within_one(counts)
    if _one_pair(masks):
        return True
    n = len(groups)
    removes = [_remove_mask(g, i == 3) for i, g in enumerate(groups)]
    adds = [_add_mask(g, i == 3) for i, g in enumerate(groups)]
    for i in range(n):
        saved = masks[i]
        masks[i] = _swap_mask(groups[i], i == 3)
        if masks[i] and _one_pair(masks):
            return True
        masks[i] = saved
    for i in range(n):
        if not removes[i]:
            continue
        for j in range(n):
            if j == i or not adds[j]:
                continue
            trial = list(masks)
            trial[i] = removes[i]
            trial[j] = adds[j]
            if _one_pair(trial):
                return True
    if _closed_full(counts):
        return _special_within_one(counts)
    return False


def waits(counts: list[int] | tuple[int, ...], visible: list[int] | tuple[int, ...] | None = None) -> frozenset[int]:
    """The kinds that complete a hand of 3n+1 tiles. `visible`: tiles of each kind the player
    holds outside the concealed hand (melds); a kind held in all four copies cannot complete it."""
    return _waits_cached(tuple(counts), tuple(visible) if visible else None)


@lru_cache(maxsize=WHOLE_HAND_CACHE)
def _waits_cached(counts: tuple[int, ...], visible: tuple[int, ...] | None) -> frozenset[int]:
    groups = _groups(counts)
    masks = _masks(groups)
    found: set[int] = set()
    broken = [i for i, m in enumerate(masks) if not m]
    # one added tile changes one group: with two groups broken only seven pairs can be ready
    candidates = broken if len(broken) == 1 else ([] if broken else range(4))
    for i in candidates:
        group = groups[i]
        additions = group_additions(group, i == 3)
        if not additions:
            continue
        saved = masks[i]
        for offset, mask in additions:
            masks[i] = mask
            if _one_pair(masks):
                found.add(GROUP_STARTS[i] + offset)
        masks[i] = saved
    if sum(counts) == 13 and (len(broken) < 2 or counts.count(2) >= 6 or counts.count(0) <= 22):
        pairs, kinds = _pairs_and_kinds(counts)
        if pairs == 6 and kinds == 7:
            found.add(next(k for k, c in enumerate(counts) if c == 1))
        if kokushi_shanten(counts) == 0:
            missing = [k for k in KOKUSHI_KINDS if not counts[k]]
            found.update(missing if missing else KOKUSHI_KINDS)
    if not found:
        return frozenset()
    if visible:
        return frozenset(k for k in found if counts[k] + visible[k] < 4)
    return frozenset(k for k in found if counts[k] < 4)


# --- shanten (for bots) ------------------------------------------------------------------------------


@lru_cache(maxsize=SPLITS_CACHE)
def _splits(group: tuple[int, ...], honors: bool) -> frozenset[tuple[int, int, int]]:
    """Every (sets, partial sets, pair) split of one group's tiles (memoised on the rest)."""
    size = len(group)
    i = 0
    while i < size and group[i] == 0:
        i += 1
    if i >= size:
        return frozenset({(0, 0, 0)})
    found: set[tuple[int, int, int]] = set()
    counts = list(group)

    def take(used: tuple[int, ...], sets: int, partials: int, pair: int) -> None:
        for j in used:
            counts[j] -= 1
        for s, p, q in _splits(tuple(counts), honors):
            if q + pair <= 1:
                found.add((s + sets, p + partials, q + pair))
            else:
                found.add((s + sets, p + partials + 1, 1))
        for j in used:
            counts[j] += 1

    if group[i] >= 3:
        take((i, i, i), 1, 0, 0)
    if group[i] >= 2:
        take((i, i), 0, 0, 1)
        take((i, i), 0, 1, 0)
    if not honors:
        if i + 2 < size and group[i + 1] and group[i + 2]:
            take((i, i + 1, i + 2), 1, 0, 0)
        if i + 1 < size and group[i + 1]:
            take((i, i + 1), 0, 1, 0)
        if i + 2 < size and group[i + 2]:
            take((i, i + 2), 0, 1, 0)
    take((i,), 0, 0, 0)
    return frozenset(found)


@lru_cache(maxsize=GROUP_CACHE)
def _group_blocks(group: tuple[int, ...], honors: bool) -> tuple[tuple[int, int, int], ...]:
    """The undominated (sets, partial sets, pair) splits of one group."""
    results = _splits(group, honors)
    kept = [
        r
        for r in results
        if not any(o != r and o[0] >= r[0] and o[0] + o[1] >= r[0] + r[1] and o[2] >= r[2] for o in results)
    ]
    return tuple(sorted(kept))


def regular_shanten(counts: list[int] | tuple[int, ...], melds: int = 0) -> int:
    return _regular_cached(tuple(counts), melds)


def _regular_cached(counts: tuple[int, ...], melds: int) -> int:
    # not memoised itself: every caller but regular_shanten goes through _shanten_cached, whose
    # key is the same (a second whole-hand table here held 200,000 hands and was never hit)
    groups = _groups(counts)
    options = [_group_blocks(g, i == 3) for i, g in enumerate(groups)]
    best = 8
    cap = 4 - melds
    for a in options[0]:
        for b in options[1]:
            for c in options[2]:
                for d in options[3]:
                    sets = a[0] + b[0] + c[0] + d[0]
                    partials = a[1] + b[1] + c[1] + d[1]
                    pairs = a[2] + b[2] + c[2] + d[2]
                    if pairs > 1:
                        partials += pairs - 1
                        pairs = 1
                    if sets > cap:
                        sets = cap
                    if sets + partials > cap:
                        partials = cap - sets
                    value = 8 - 2 * (sets + melds) - partials - pairs
                    if value < best:
                        best = value
    return best


def shanten(counts: list[int] | tuple[int, ...], melds: int = 0) -> int:
    """Tiles away from ready (-1: complete), the best of the regular form, seven pairs and
    thirteen orphans (the last two only for a closed hand with no melds)."""
    return _shanten_cached(tuple(counts), melds)


@lru_cache(maxsize=WHOLE_HAND_CACHE)
def _shanten_cached(counts: tuple[int, ...], melds: int) -> int:
    # the whole answer is remembered: a search asks the same hands again in every world
    value = _regular_cached(counts, melds)
    if melds == 0:
        value = min(value, chiitoi_shanten(counts), kokushi_shanten(counts))
    return value
