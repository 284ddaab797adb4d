"""Hand analysis for mahjong shapes, shared by the mahjong games: is a hand complete, what
does a ready hand wait on, how far is a hand from ready (shanten).

A hand is a list of counts per tile kind (see tiles.py). Each suit is looked at alone: its
nine counts are packed into one int (three bits a count) and what the suit can be split into
is worked out once per distinct suit and remembered, so the many checks of a playout are
dictionary look-ups. Honours (kinds 27-33) make triplets and pairs only.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache

from shikitable.games.mahjong.tiles import KIND_COUNT, SUITED_KIND_COUNT

SETS_ONLY, WITH_PAIR = 1, 2  # what a suit can be split into: sets alone, or sets and one pair
SUIT_SLICES = ((0, 9), (9, 18), (18, 27))
HONOR_SLICE = (27, 34)
NO_WAIT = 0


def pack(counts: Sequence[int], start: int, stop: int) -> int:
    key = 0
    for i in range(stop - 1, start - 1, -1):
        key = (key << 3) | counts[i]
    return key


def unpack(key: int, length: int) -> list[int]:
    return [(key >> (3 * i)) & 7 for i in range(length)]


_FLAGS: dict[int, int] = {}
_HONOR_FLAGS: dict[int, int] = {}


def suit_flags(key: int) -> int:
    """SETS_ONLY | WITH_PAIR bits for a packed suit of nine counts (memoised)."""
    found = _FLAGS.get(key)
    if found is None:
        counts = unpack(key, 9)
        total = sum(counts)
        found = 0
        if total % 3 == 0 and _sets(counts, 0):
            found |= SETS_ONLY
        if total % 3 == 2:
            for i in range(9):
                if counts[i] >= 2:
                    counts[i] -= 2
                    ok = _sets(counts, 0)
                    counts[i] += 2
                    if ok:
                        found |= WITH_PAIR
                        break
        _FLAGS[key] = found
    return found


def honor_flags(key: int) -> int:
    found = _HONOR_FLAGS.get(key)
    if found is None:
        counts = unpack(key, 7)
        if any(c in (1, 4) for c in counts):
            found = 0
        else:
            pairs = sum(1 for c in counts if c == 2)
            found = SETS_ONLY if pairs == 0 else WITH_PAIR if pairs == 1 else 0
        _HONOR_FLAGS[key] = found
    return found


def _sets(counts: list[int], i: int) -> bool:
    """Whether counts[i:] split into triplets and runs (lowest tile first, so no search)."""
    while i < 9 and counts[i] == 0:
        i += 1
    if i == 9:
        return True
    c = counts[i]
    if c >= 3:
        counts[i] -= 3
        ok = _sets(counts, i)
        counts[i] += 3
        if ok:
            return True
    if i <= 6 and counts[i + 1] and counts[i + 2]:
        counts[i] -= 1
        counts[i + 1] -= 1
        counts[i + 2] -= 1
        ok = _sets(counts, i)
        counts[i] += 1
        counts[i + 1] += 1
        counts[i + 2] += 1
        return ok
    return False


def suit_keys(counts: Sequence[int]) -> tuple[int, int, int]:
    return pack(counts, 0, 9), pack(counts, 9, 18), pack(counts, 18, 27)


def _combine(flags: Sequence[int]) -> bool:
    """Sets in every suit, a pair in exactly one."""
    pair_suits = 0
    for f in flags:
        if f & SETS_ONLY:
            continue
        if f & WITH_PAIR:
            pair_suits += 1
        else:
            return False
    return pair_suits == 1


def is_standard_win(counts: Sequence[int]) -> bool:
    """Four sets and a pair among the concealed counts (declared melds already set aside)."""
    flags = [suit_flags(k) for k in suit_keys(counts)]
    if len(counts) > SUITED_KIND_COUNT:
        flags.append(honor_flags(pack(counts, *HONOR_SLICE)))
    return _combine(flags)


def is_seven_pairs(counts: Sequence[int], four_as_two_pairs: bool) -> bool:
    """Seven pairs in 14 concealed tiles; `four_as_two_pairs`: four of a kind counts as two."""
    if sum(counts) != 14:
        return False
    if four_as_two_pairs:
        return all(c % 2 == 0 for c in counts)
    return all(c in (0, 2) for c in counts)


def standard_waits(counts: Sequence[int], kinds: Sequence[int]) -> int:
    """Bit mask of the kinds (among `kinds`) that complete four sets and a pair.

    Counted by suit first: a suit whose tile count is a multiple of three must split into sets
    as it is; the new tile goes into a suit with one tile over (which then needs a pair), or,
    with two suits two over, into one of them while the other holds the pair. Most hands fail
    these checks at once, so only a few kinds are ever tried."""
    keys = list(suit_keys(counts))
    sizes = [sum(counts[a:b]) % 3 for a, b in SUIT_SLICES]
    honors = 0
    if len(counts) > SUITED_KIND_COUNT:
        honors = pack(counts, *HONOR_SLICE)
        sizes.append(sum(counts[HONOR_SLICE[0] : HONOR_SLICE[1]]) % 3)
    one_over = [i for i, r in enumerate(sizes) if r == 1]
    two_over = [i for i, r in enumerate(sizes) if r == 2]
    flags = [suit_flags(k) for k in keys] + ([honor_flags(honors)] if len(sizes) == 4 else [])
    if any(r == 0 and not flags[i] & SETS_ONLY for i, r in enumerate(sizes)):
        return NO_WAIT
    if len(one_over) == 1 and not two_over:
        open_suits = one_over
        need = WITH_PAIR
    elif len(two_over) == 2 and not one_over:
        open_suits = [i for i in two_over if flags[two_over[0] + two_over[1] - i] & WITH_PAIR]
        need = SETS_ONLY
    else:
        return NO_WAIT
    mask = 0
    for kind in kinds:
        suit = kind // 9 if kind < SUITED_KIND_COUNT else 3
        if suit not in open_suits or counts[kind] >= 4:
            continue
        if suit < 3:
            found = suit_flags(keys[suit] + (1 << (3 * (kind - suit * 9))))
        else:
            found = honor_flags(honors + (1 << (3 * (kind - 27))))
        if found & need:
            mask |= 1 << kind
    return mask


def seven_pairs_waits(counts: Sequence[int], four_as_two_pairs: bool) -> int:
    if sum(counts) != 13:
        return NO_WAIT
    pairs = sum(c // 2 for c in counts) if four_as_two_pairs else sum(1 for c in counts if c >= 2)
    if pairs != 6:
        return NO_WAIT
    for kind, c in enumerate(counts):
        if c % 2 == 1 and (four_as_two_pairs or c == 1):
            return 1 << kind
    return NO_WAIT


def kinds_of_mask(mask: int) -> list[int]:
    return [k for k in range(KIND_COUNT) if mask >> k & 1]


# --- shanten: how many tiles from ready ----------------------------------------------------


@cache  # finite: one entry per suit's counts
def _suit_blocks(key: int, length: int) -> tuple[tuple[int, int, int], ...]:
    """Every useful (sets, partial sets, pair-as-head) split of one suit, Pareto-best only."""
    counts = unpack(key, length)
    runs = length == 9
    found: set[tuple[int, int, int]] = set()

    def walk(i: int, sets: int, partials: int, head: int) -> None:
        while i < length and counts[i] == 0:
            i += 1
        if i == length:
            found.add((sets, partials, head))
            return
        if counts[i] >= 3:
            counts[i] -= 3
            walk(i, sets + 1, partials, head)
            counts[i] += 3
        if runs and i <= length - 3 and counts[i + 1] and counts[i + 2]:
            for j in (i, i + 1, i + 2):
                counts[j] -= 1
            walk(i, sets + 1, partials, head)
            for j in (i, i + 1, i + 2):
                counts[j] += 1
        if counts[i] >= 2:
            counts[i] -= 2
            if not head:
                walk(i, sets, partials, 1)
            walk(i, sets, partials + 1, head)
            counts[i] += 2
        for gap in (1, 2) if runs else ():  # a partial run: two in a row, or one apart
            if i + gap < length and counts[i + gap]:
                counts[i] -= 1
                counts[i + gap] -= 1
                walk(i, sets, partials + 1, head)
                counts[i] += 1
                counts[i + gap] += 1
        counts[i] -= 1  # an isolated tile
        walk(i, sets, partials, head)
        counts[i] += 1

    walk(0, 0, 0, 0)
    best = [b for b in found if not any(o != b and o[0] >= b[0] and o[1] >= b[1] and o[2] >= b[2] for o in found)]
    return tuple(sorted(best))


def standard_shanten(counts: Sequence[int], melds: int = 0) -> int:
    """Tiles short of ready for four sets and a pair (-1: complete), `melds` sets declared."""
    parts = [_suit_blocks(k, 9) for k in suit_keys(counts)]
    if len(counts) > SUITED_KIND_COUNT:
        parts.append(_suit_blocks(pack(counts, *HONOR_SLICE), 7))
    best = 8
    totals: list[tuple[int, int, int]] = [(melds, 0, 0)]
    for options in parts:
        merged = set()
        for s, p, h in totals:
            for s2, p2, h2 in options:
                if h + h2 <= 1:
                    merged.add((s + s2, p + p2, h + h2))
        totals = list(merged)
    for sets, partials, head in totals:
        value = 8 - 2 * sets - min(partials, 4 - sets) - head
        if value < best:
            best = value
    return best


def seven_pairs_shanten(counts: Sequence[int], four_as_two_pairs: bool) -> int:
    if four_as_two_pairs:
        pairs = sum(c // 2 for c in counts)
        return 6 - min(pairs, 7)
    pairs = sum(1 for c in counts if c >= 2)
    kinds = sum(1 for c in counts if c)
    return 6 - pairs + max(0, 7 - kinds)
