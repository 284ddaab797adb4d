"""小猫's combinations and its own strength order.

Strength, weakest to strongest: 船 < 無 < 兵 < 弓 < 車 < 虎 < 馬 < 筆 < 巫 < 将 < 王 < 皇 (皇 above
王), except that 船 beats 皇 (and only 皇): rank = the card's kind index. 無 stands in for a card
of its own colour inside a set; alone (or 無s alone) it is itself, 無.

A combination is one card or a set (cards of one strength). To beat the combination on the
table a player plays one that contains a colour of it and is stronger (option: with as many
cards), or one of the same strength with more cards."""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

from shikitable.core.memo import HAND_CACHE
from shikitable.games.nincetkaik import deck as D

SHIP, NOUGHT, TAM = D.VESSEL, D.NOUGHT, D.TAM
BLACK_BIT, RED_BIT = 1, 2

TypeCounts = tuple[int, ...]  # copies held per type (colour × kind), length 24
Choice = tuple[int, int, int, int, int, int]  # (x, y, u, v, size, colours), see _rank_choices


class Combo(NamedTuple):
    """A played combination as the rules compare it."""

    rank: int  # the kind index: 0 船 .. 11 皇
    size: int
    colours: int  # bit mask: 1 black, 2 red


def stronger(rank: int, than: int) -> bool:
    """小猫's order: 船 beats only 皇; 皇 beats everything else; otherwise by kind."""
    if rank == SHIP:
        return than == TAM
    if than == SHIP:
        return rank != TAM
    return rank > than


# for each strength on the table, the strengths that may beat it (itself, with more cards, first)
CONTENDERS: tuple[tuple[int, ...], ...] = tuple(
    (top, *(rank for rank in range(12) if rank != top and stronger(rank, top))) for top in range(12)
)


def beats(combo: Combo, top: Combo, same_count: bool = False) -> bool:
    if combo.rank == top.rank:
        return combo.size > top.size
    if not combo.colours & top.colours or not stronger(combo.rank, top.rank):
        return False
    return not same_count or combo.size == top.size


def type_counts(cards: list[int] | tuple[int, ...]) -> TypeCounts:
    counts = [0] * D.TYPE_COUNT
    for t in map(D.TYPE.__getitem__, cards):
        counts[t] += 1
    return tuple(counts)


def classify_cards(cards: tuple[int, ...] | list[int]) -> Combo | None:
    """The combination these physical cards make, or None (as `classify`, without counting)."""
    if not cards:
        return None
    kinds, colour_of = D.KIND, D.COLOUR
    rank = NOUGHT
    colours = 0
    for c in cards:
        kind = kinds[c]
        if kind != NOUGHT:
            if rank != NOUGHT and kind != rank:
                return None
            rank = kind
        colours |= RED_BIT if colour_of[c] else BLACK_BIT
    return Combo(rank, len(cards), colours)


def classify(usage: TypeCounts) -> Combo | None:
    """The combination these cards make, or None."""
    size = sum(usage)
    if not size:
        return None
    naturals = {t % 12 for t in range(D.TYPE_COUNT) if usage[t] and t % 12 != NOUGHT}
    if len(naturals) > 1:
        return None
    rank = naturals.pop() if naturals else NOUGHT
    colours = 0
    for t in range(D.TYPE_COUNT):
        if usage[t]:
            colours |= BLACK_BIT if t < 12 else RED_BIT
    return Combo(rank, size, colours)


@lru_cache(maxsize=HAND_CACHE)
def _rank_choices(
    rank: int, black: int, red: int, black_nought: int, red_nought: int, free: bool = False
) -> tuple[Choice, ...]:
    """(x, y, u, v, size, colours) for every set of `rank` from x black and y red naturals and
    u black and v red 無 standing in (none for 無 itself), at least one natural."""
    wilds = [(0, 0)] if rank == NOUGHT else [(u, v) for u in range(black_nought + 1) for v in range(red_nought + 1)]
    out = []
    for x in range(black + 1):
        for y in range(red + 1):
            if not x and not y:
                continue
            for u, v in wilds:
                if not free and ((u and x < black) or (v and y < red)):
                    continue  # a 無 stands in only once your own cards of that colour are all in
                colours = (BLACK_BIT if x + u else 0) | (RED_BIT if y + v else 0)
                out.append((x, y, u, v, x + y + u + v, colours))
    return tuple(out)


def _counts_for(counts: TypeCounts, rank: int) -> tuple[int, int, int, int]:
    return counts[rank], counts[12 + rank], counts[NOUGHT], counts[12 + NOUGHT]


def _qualifies(choice: Choice, rank: int, top: Combo, same_count: bool) -> bool:
    size, colours = choice[4], choice[5]
    if rank == top.rank:
        return size > top.size
    return bool(colours & top.colours) and (not same_count or size == top.size)


@lru_cache(maxsize=200_000)
def _rank_beats(
    rank: int, held: tuple[int, int, int, int], top: Combo, same_count: bool, free: bool = False
) -> tuple[Choice, ...]:
    """The sets of `rank` (from `held` = black, red, black 無, red 無) that beat `top`."""
    if rank != top.rank and not stronger(rank, top.rank):
        return ()
    if not held[0] and not held[1]:
        return ()
    return tuple(c for c in _rank_choices(rank, *held, free) if _qualifies(c, rank, top, same_count))


def beating_choices(counts: TypeCounts, top: Combo, same_count: bool, free: bool = False) -> list[tuple[int, Choice]]:
    """(rank, choice) for every combination of the hand that beats `top`."""
    out: list[tuple[int, Choice]] = []
    for rank in range(12):
        if counts[rank] or counts[12 + rank]:
            out.extend((rank, c) for c in _rank_beats(rank, _counts_for(counts, rank), top, same_count, free))
    return out


def lead_cards(hand: list[int], counts: TypeCounts, free: bool = False) -> list[tuple[int, ...]]:
    """The cards of every single and set of the hand (each choice of types once), built in
    one pass: a lead lists many."""
    return _cards_of_choices(hand, counts, None, False, free)


def beat_cards(hand: list[int], counts: TypeCounts, top: Combo, same_count: bool, free: bool) -> list[tuple[int, ...]]:
    """The cards of every combination of the hand that beats `top`."""
    return _cards_of_choices(hand, counts, top, same_count, free)


def _cards_of_choices(
    hand: list[int], counts: TypeCounts, top: Combo | None, same_count: bool, free: bool
) -> list[tuple[int, ...]]:
    pools: list[tuple[tuple[int, ...], ...]] | None = None
    out: list[tuple[int, ...]] = []
    black_nought, red_nought = counts[NOUGHT], counts[12 + NOUGHT]
    for rank in range(12) if top is None else CONTENDERS[top.rank]:
        black, red = counts[rank], counts[12 + rank]
        if not black and not red:
            continue
        if top is None:
            choices = _rank_choices(rank, black, red, black_nought, red_nought, free)
        else:
            held = (black, red, black_nought, red_nought) if rank != NOUGHT else (black, red, 0, 0)
            choices = _rank_beats(rank, held, top, same_count, free)
        if not choices:
            continue
        if pools is None:
            pools = pools_of(hand)
        blacks, reds = pools[rank], pools[12 + rank]
        black_wild, red_wild = pools[NOUGHT], pools[12 + NOUGHT]
        for x, y, u, v, _, _ in choices:
            if not u and not v:
                out.append(blacks[x] + reds[y])
            elif rank == SHIP:
                out.append(blacks[x] + black_wild[u] + reds[y] + red_wild[v])
            else:
                out.append(black_wild[u] + blacks[x] + red_wild[v] + reds[y])
    return out


def all_choices(counts: TypeCounts, free: bool = False) -> list[tuple[int, Choice]]:
    """(rank, choice) for every single and set of the hand, each choice of types once."""
    out: list[tuple[int, Choice]] = []
    for rank in range(12):
        if counts[rank] or counts[12 + rank]:
            out.extend((rank, c) for c in _rank_choices(rank, *_counts_for(counts, rank), free))
    return out


def _beats_with(counts: TypeCounts, rank: int, top: Combo, same_count: bool, free: bool) -> bool:
    """Whether some set of `rank` from the hand beats `top` (worked out directly, since this is
    asked for every card a player might lay as 付)."""
    black, red = counts[rank], counts[12 + rank]
    if not black and not red:
        return False
    wild_black, wild_red = (0, 0) if rank == NOUGHT else (counts[NOUGHT], counts[12 + NOUGHT])
    if rank == top.rank:
        return black + red + wild_black + wild_red > top.size
    if same_count or not stronger(rank, top.rank):
        return bool(_rank_beats(rank, (black, red, wild_black, wild_red), top, same_count, free))
    # any size will do: it needs a card of a colour on the table (a 無 of that colour may bring it)
    if top.colours & BLACK_BIT and (black or wild_black):
        return True
    return bool(top.colours & RED_BIT and (red or wild_red))


@lru_cache(maxsize=100_000)
def tsuke_types(counts: TypeCounts, top: Combo, same_count: bool, free: bool = False) -> tuple[int, ...]:
    """The types that may be laid as 付 leaving a hand that can still beat `top`."""
    able = [
        rank
        for rank in CONTENDERS[top.rank]
        if (counts[rank] or counts[12 + rank]) and _beats_with(counts, rank, top, same_count, free)
    ]
    if not able:
        return ()
    out = []
    for t in range(D.TYPE_COUNT):
        if not counts[t]:
            continue
        kind = t % 12
        if kind != NOUGHT and (len(able) > 1 or able[0] != kind):
            out.append(t)  # another strength still beats the table
            continue
        reduced = counts[:t] + (counts[t] - 1,) + counts[t + 1 :]
        if any(_beats_with(reduced, rank, top, same_count, free) for rank in able):
            out.append(t)
    return tuple(out)


NO_CARDS: tuple[tuple[int, ...], ...] = ((),)


def pools_of(hand: list[int]) -> list[tuple[tuple[int, ...], ...]]:
    """Per type, the hand's cards of that type as prefixes: pools[t][k] = the k lowest ids."""
    pools: list[tuple[tuple[int, ...], ...]] = [NO_CARDS] * D.TYPE_COUNT
    types = D.TYPE
    for c in sorted(hand):
        prefixes = pools[types[c]]
        pools[types[c]] = (*prefixes, prefixes[-1] + (c,))
    return pools


def cards_for(pools: list[tuple[tuple[int, ...], ...]], rank: int, choice: Choice) -> tuple[int, ...]:
    """Physical cards for a choice: the lowest ids of each type, already in id order (black
    before red, and 船 < 無 < the other kinds within a colour)."""
    x, y, u, v = choice[0], choice[1], choice[2], choice[3]
    if not u and not v:
        return pools[rank][x] + pools[12 + rank][y]
    if rank == SHIP:
        return pools[SHIP][x] + pools[NOUGHT][u] + pools[12 + SHIP][y] + pools[12 + NOUGHT][v]
    return pools[NOUGHT][u] + pools[rank][x] + pools[12 + NOUGHT][v] + pools[12 + rank][y]


def rank_name(rank: int) -> str:
    return D.KINDS[rank].kanji


def describe(combo: Combo) -> str:
    name = rank_name(combo.rank)
    return f"a single {name}" if combo.size == 1 else f"{combo.size} × {name}"
