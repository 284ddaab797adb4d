"""開樽's hands (役), strongest first, with the compositions of rules-notes §2:

    筆兵無傾  兵 弓 将 筆 巫          皇王  皇 王          地心  筆 巫 将
    行行      船 車 馬                馬弓兵  兵 弓 馬     闇戦之集  five 兵
    連  a same-colour run of three or more numbers      友  two or more of one strength
    一  a single card

Two hands of the same kind compare by their numbers (a longer 連 or a bigger 友 first, then
the top number or the strength); if those are equal, a hand all of one colour beats a mixed
one. If the best hands are still equal, each player makes the next strongest hand out of the
cards left, and so on (seed 001: "次に強い役を作り判定する"). A player's cards are the two
hole cards and the five community cards; every card ends up in some hand, the last ones as 一.

船: by default it stands in for any card of its own colour (seed 001), itself included, so it
can complete 行行 or stand for a missing card elsewhere; with the option off it is only
itself: the weakest card, with no number, useful in 行行 and 友 of 船s.

A hand is valued as a tuple of (kind, size, number, one colour) per 役, compared left to
right; results are cached by the sorted card types."""

from __future__ import annotations

from functools import lru_cache
from itertools import product
from typing import Any

from shikitable.core.memo import HAND_CACHE
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik import makkaik_hands as MH
from shikitable.games.nincetkaik import namto_top as T

ICHI, TOMO, REN, YAMI, MAKYUHEI, GYOGYO, CHISHIN, KOO, HIPPEI = range(9)

FIXED_HANDS: tuple[tuple[int, tuple[int, ...]], ...] = (
    (HIPPEI, (D.PAWN, D.ROOK, D.GENERAL, D.CLERK, D.SHAMAN)),
    (KOO, (D.TAM, D.KING)),
    (CHISHIN, (D.CLERK, D.SHAMAN, D.GENERAL)),
    (GYOGYO, (D.VESSEL, D.BISHOP, D.HORSE)),
    (MAKYUHEI, (D.PAWN, D.ROOK, D.HORSE)),
    (YAMI, (D.PAWN,) * 5),
)

HAND_NAMES: dict[int, tuple[str, str]] = {
    HIPPEI: ("筆兵無傾", "Brush and Pawns (Pawn Rook Clerk Shaman General)"),
    KOO: ("皇王", "Tam and King"),
    CHISHIN: ("地心", "Earth's Heart (Clerk Shaman General)"),
    GYOGYO: ("行行", "March (Vessel Bishop Horse)"),
    MAKYUHEI: ("馬弓兵", "Horse Rook Pawn"),
    YAMI: ("闇戦之集", "Dark Host (five Pawns)"),
    REN: ("連", "run"),
    TOMO: ("友", "set"),
    ICHI: ("一", "single"),
}

MIN_RUN = 3
_STRENGTH = D.TYPE_STRENGTH

Part = tuple[int, int, int, int]  # (kind, size, number/strength, 1 if one colour)
Value = tuple[Part, ...]


def _one_colour(types: tuple[int, ...]) -> int:
    """Whether these (sorted) types are all one colour: black types come before red ones."""
    return int(types[0] // 12 == types[-1] // 12)


_KIND_BIT = [1 << (t % 12) for t in range(24)]
_NUMBER_BIT = [0 if D.TYPE_NUMBER[t] is None else 1 << D.TYPE_NUMBER[t] for t in range(24)]  # type: ignore[operator]
_FIXED_MASKS = [(kind, kinds, sum({1 << k for k in kinds})) for kind, kinds in FIXED_HANDS]


def _fixed_ways(types: tuple[int, ...], kind: int, kinds: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every way (by card type) to take a fixed hand's cards out of `types`."""
    if kind == YAMI:
        black, red = types.count(D.PAWN), types.count(12 + D.PAWN)
        if black + red < 5:
            return []
        return [(D.PAWN,) * b + (12 + D.PAWN,) * (5 - b) for b in range(max(0, 5 - red), min(black, 5) + 1)]
    choices = [[t for t in (k, 12 + k) if t in types] for k in kinds]
    return [tuple(sorted(way)) for way in product(*choices)]


def _longest_run(numbers: int) -> tuple[int, int]:
    """(length, top number) of the longest run of set bits (the highest such run), or (0, 0)."""
    length, mask = 0, numbers
    while mask:
        length += 1
        last = mask
        mask &= mask >> 1  # bit n stays while n..n+length are all held
    if length < MIN_RUN:
        return 0, 0
    return length, last.bit_length() - 1 + length - 1


def _best_first(types: tuple[int, ...]) -> list[tuple[Part, tuple[int, ...]]]:
    """The strongest 役 these cards make, with every way of making it (by types)."""
    kinds = 0
    numbers = [0, 0]
    for t in types:
        kinds |= _KIND_BIT[t]
        numbers[t >= 12] |= _NUMBER_BIT[t]
    for kind, needed, mask in _FIXED_MASKS:
        if kinds & mask == mask:
            ways = _fixed_ways(types, kind, needed)
            if ways:
                best = max(_one_colour(w) for w in ways)
                return [((kind, 0, 0, best), w) for w in ways if _one_colour(w) == best]
    runs = (_longest_run(numbers[0]), _longest_run(numbers[1]))
    best_run = max(runs)
    if best_run[0]:
        length, top = best_run
        return [
            (
                (REN, length, top, 1),
                tuple(range(colour * 12 + D.NOUGHT + top - length + 1, colour * 12 + D.NOUGHT + top + 1)),
            )
            for colour in (0, 1)
            if runs[colour] == best_run
        ]
    by_strength = [0] * (D.TOP_STRENGTH + 1)
    for t in types:
        by_strength[_STRENGTH[t]] += 1
    size = max(by_strength)
    if size >= 2:
        strength = max(s for s, k in enumerate(by_strength) if k == size)
        used = tuple(t for t in types if _STRENGTH[t] == strength)
        return [((TOMO, size, strength, _one_colour(used)), used)]
    return [((ICHI, 1, 0, 1), ())]


def _without(types: tuple[int, ...], used: tuple[int, ...]) -> tuple[int, ...]:
    rest = list(types)
    for t in used:
        rest.remove(t)
    return tuple(rest)


@lru_cache(maxsize=HAND_CACHE)
def natural_value(types: tuple[int, ...]) -> Value:
    """The hand's value with every card as itself: the best 役, then the best of the rest."""
    if not types:
        return ()
    best: Value | None = None
    for part, used in _best_first(types):
        if part[0] == ICHI:  # only singles left: strongest first
            return tuple((ICHI, 1, s, 1) for s in sorted((_STRENGTH[t] for t in types), reverse=True))
        value = (part, *natural_value(_without(types, used)))
        if best is None or value > best:
            best = value
    assert best is not None
    return best


@lru_cache(maxsize=HAND_CACHE)
def hand_value(types: tuple[int, ...], vessel_wild: bool = True) -> Value:
    """The value of these card types (sorted); with 船 wild, the best of every card each 船
    could stand for (any card of its colour, itself included)."""
    vessels = [t for t in types if t % 12 == D.VESSEL]
    if not vessel_wild or not vessels:
        return natural_value(types)
    rest = [t for t in types if t % 12 != D.VESSEL]
    # the best first 役 decides almost always: evaluate in full only the stand-ins reaching it
    tops: list[tuple[Part, tuple[int, ...]]] = []
    for stand_ins in product(*[_useful_stand_ins(rest, v, len(vessels)) for v in vessels]):
        hand = tuple(sorted((*rest, *stand_ins)))
        tops.append((_best_first(hand)[0][0], hand))
    top = max(part for part, _ in tops)
    return max(natural_value(hand) for part, hand in tops if part == top)


def _useful_stand_ins(rest: list[int], vessel: int, vessels: int) -> list[int]:
    """The cards a 船 might usefully stand for: itself (行行), 王 and 皇 (the strongest
    single), a kind already held (a bigger 友), a kind that completes a fixed hand, a number
    near a held number of its colour (a 連). Any other card would be a weaker single than 王."""
    colour = vessel // 12
    kinds = {t % 12 for t in rest}
    useful = {D.VESSEL, D.KING, D.TAM} | kinds
    for _, needed, _mask in _FIXED_MASKS:
        missing = set(needed) - kinds
        if len(missing) <= vessels:
            useful |= missing
    held = [D.TYPE_NUMBER[t] for t in rest if t // 12 == colour and D.TYPE_NUMBER[t] is not None]
    for number in held:
        assert number is not None
        useful.update(D.NOUGHT + n for n in range(max(0, number - 2), min(8, number + 2) + 1))
    return [colour * 12 + k for k in sorted(useful)]


def value_of_cards(cards: list[int], vessel_wild: bool = True) -> Value:
    return hand_value(tuple(sorted(D.TYPE[c] for c in cards)), vessel_wild)


STRENGTH_NAMES_JA, STRENGTH_NAMES_EN = MH.STRENGTH_NAMES_JA, MH.STRENGTH_NAMES_EN


def describe_part(part: Part, lang: str = "ja") -> str:
    kind, size, number, one_colour = part
    name = HAND_NAMES[kind][0 if lang == "ja" else 1]
    colour = ("・同色" if lang == "ja" else ", one colour") if one_colour and kind not in (ICHI, REN) else ""
    strengths = STRENGTH_NAMES_JA if lang == "ja" else STRENGTH_NAMES_EN
    if kind == REN:
        return f"{name} {number - size + 1}–{number}"
    if kind == TOMO:
        if lang == "ja":
            return f"{size}{name} ({strengths[number]}{colour})"
        return f"{name} of {size} ({strengths[number]}{colour})"
    if kind == ICHI:
        return f"{name} ({strengths[number]})"
    return f"{name}{colour}" if lang == "ja" else f"{name}{colour}"


def describe(value: Value, lang: str = "ja") -> str:
    """The hand's name: its best 役 and, when there is one, the next 役 that is not a single."""
    if not value:
        return ""
    words = [describe_part(value[0], lang)]
    if len(value) > 1 and value[1][0] != ICHI:
        words.append(describe_part(value[1], lang))
    return " + ".join(words)


@lru_cache(maxsize=HAND_CACHE)
def top_part(types: tuple[int, ...], vessel_wild: bool = True) -> Part:
    """Only the best 役 (what decides nearly every showdown): much cheaper than the full value.
    The bots use the same answer from bitmasks (`namto_top`, compared with this in the tests)."""
    vessels = [t for t in types if t % 12 == D.VESSEL]
    if not vessel_wild or not vessels:
        return _best_first(types)[0][0]
    rest = [t for t in types if t % 12 != D.VESSEL]
    return max(
        _best_first(tuple(sorted((*rest, *stand_ins))))[0][0]
        for stand_ins in product(*[_useful_stand_ins(rest, v, len(vessels)) for v in vessels])
    )


class Rank:
    """A hand's value for comparing at a showdown: the best 役 first (from `namto_top`), the
    full value (every further 役) worked out only when two hands tie on it."""

    __slots__ = ("key", "wild", "top", "_full")

    def __init__(self, cards: list[int], vessel_wild: bool = True) -> None:
        self.key = T.key_of(cards)
        self.wild = vessel_wild
        self.top = T.TOPS[vessel_wild].top(self.key, cards)
        self._full: Value | None = None

    @property
    def types(self) -> tuple[int, ...]:
        return T.types_of_key(self.key)

    @property
    def compared_in_full(self) -> bool:
        return self._full is not None

    @property
    def full(self) -> Value:
        if self._full is None:
            self._full = hand_value(self.types, self.wild)
        return self._full

    def _key(self, other: Rank) -> tuple[Any, Any]:
        if self.top != other.top:
            return self.top, other.top
        return self.full, other.full

    def __lt__(self, other: Rank) -> bool:
        a, b = self._key(other)
        return bool(a < b)

    def __gt__(self, other: Rank) -> bool:
        a, b = self._key(other)
        return bool(a > b)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Rank):
            return NotImplemented
        a, b = self._key(other)
        return bool(a == b)

    def __hash__(self) -> int:
        return hash(self.key)
