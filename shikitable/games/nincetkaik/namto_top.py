"""開樽's best 役 worked out from bitmasks, for the thousands of hands the bots value a decision.

The same answer as `namto_hands.top_part` (tests compare them on random hands), without
sorting or tuples: a hand is held as
- two 12-bit masks of the kinds it holds in each colour (fixed hands, runs, one colour),
- a type-count key, three bits per card type (five 兵 and the cache key),
- a strength-count word, four bits per strength (友).
With 船 wild each 船 tries the same stand-ins as `namto_hands._useful_stand_ins`, added to
those three words instead of rebuilding the hand. Results are remembered by the type-count
key, which is a sum over the cards: cheap to build and to hash."""

from __future__ import annotations

from itertools import product

from shikitable.games.nincetkaik import deck as D

Part = tuple[int, int, int, int]  # (kind, size, number/strength, 1 if one colour), as namto_hands
Words = tuple[int, int, int, int]  # a hand: (black kinds, red kinds, type counts, strength counts)

# the 役 kinds, as namto_hands (kept here to avoid an import cycle; a test checks they agree)
ICHI, TOMO, REN, YAMI, MAKYUHEI, GYOGYO, CHISHIN, KOO, HIPPEI = range(9)
_FIXED: tuple[tuple[int, int], ...] = tuple(
    (kind, sum(1 << k for k in set(kinds)))
    for kind, kinds in (
        (HIPPEI, (D.PAWN, D.ROOK, D.GENERAL, D.CLERK, D.SHAMAN)),
        (KOO, (D.TAM, D.KING)),
        (CHISHIN, (D.CLERK, D.SHAMAN, D.GENERAL)),
        (GYOGYO, (D.VESSEL, D.BISHOP, D.HORSE)),
        (MAKYUHEI, (D.PAWN, D.ROOK, D.HORSE)),
        (YAMI, (D.PAWN,)),
    )
)
_FIXED_MASK = dict(_FIXED)
MIN_RUN = 3
_COUNT_BITS = 3  # copies of one type in a hand: at most 4, 6 with two 船 standing in
_TYPE_MASK = (1 << _COUNT_BITS) - 1
UNIT = [1 << (_COUNT_BITS * D.TYPE[c]) for c in range(D.CARD_COUNT)]  # a card's share of the key
_TYPE_UNIT = [1 << (_COUNT_BITS * t) for t in range(D.TYPE_COUNT)]
_STRENGTH_UNIT = [1 << (4 * D.TYPE_STRENGTH[t]) for t in range(D.TYPE_COUNT)]
# the kinds of each strength (王 and 皇 share the top one)
_KINDS_OF_STRENGTH = [sum(1 << k for k in range(12) if D.KINDS[k].strength == s) for s in range(D.TOP_STRENGTH + 1)]
_BLACK_PAWNS_SHIFT = _COUNT_BITS * D.PAWN
_RED_PAWNS_SHIFT = _COUNT_BITS * (12 + D.PAWN)
_PAWN_STRENGTH_SHIFT = 4 * D.KINDS[D.PAWN].strength
_VESSEL_TYPES = (D.VESSEL, 12 + D.VESSEL)
_CARD_TYPE = D.TYPE
_BLACK_BIT = [1 << t if t < 12 else 0 for t in range(D.TYPE_COUNT)]
_RED_BIT = [0 if t < 12 else 1 << (t - 12) for t in range(D.TYPE_COUNT)]
_NUMBERS = 0x1FF  # numbers 0..8 are kinds 1..9
_ALWAYS_USEFUL = (1 << D.VESSEL) | (1 << D.KING) | (1 << D.TAM)


def _longest_run(numbers: int) -> tuple[int, int]:
    """(length, top number) of the longest run of held numbers (the highest such), or (0, 0)."""
    length, mask, last = 0, numbers, 0
    while mask:
        length += 1
        last = mask
        mask &= mask >> 1
    if length < MIN_RUN:
        return 0, 0
    return length, last.bit_length() - 1 + length - 1


_RUNS = [_longest_run(m) for m in range(_NUMBERS + 1)]


def _part(black: int, red: int, counts: int, strengths: int) -> Part:
    """The best 役 of a hand whose cards stand as themselves (`namto_hands._best_first`)."""
    kinds = black | red
    for kind, mask in _FIXED:
        if kinds & mask == mask:
            if kind == YAMI:
                if (strengths >> _PAWN_STRENGTH_SHIFT) & 15 < 5:
                    continue
                one = (counts >> _BLACK_PAWNS_SHIFT) & _TYPE_MASK >= 5 or (counts >> _RED_PAWNS_SHIFT) & _TYPE_MASK >= 5
                return (kind, 0, 0, int(one))
            return (kind, 0, 0, int(black & mask == mask or red & mask == mask))
    run = max(_RUNS[(black >> 1) & _NUMBERS], _RUNS[(red >> 1) & _NUMBERS])
    if run[0]:
        return (REN, run[0], run[1], 1)
    return _sets(black, red, strengths)


def _sets(black: int, red: int, strengths: int) -> Part:
    """友 (the biggest, then the strongest) or else 一: the best 役 of a hand with no fixed
    hand and no 連."""
    size, strength = 0, 0
    for s in range(D.TOP_STRENGTH, -1, -1):
        held = (strengths >> (4 * s)) & 15
        if held > size:
            size, strength = held, s
    if size >= 2:
        mask = _KINDS_OF_STRENGTH[strength]
        return (TOMO, size, strength, int(not (black & mask and red & mask)))
    return (ICHI, 1, 0, 1)


def _useful_kinds(kinds: int, numbers: int, vessels: int) -> int:
    """The kinds a 船 might usefully stand for (as `namto_hands._useful_stand_ins`): itself,
    王, 皇, a kind held, what completes a fixed hand, a number near one of its colour."""
    useful = _ALWAYS_USEFUL | kinds
    for _, mask in _FIXED:
        missing = mask & ~kinds
        if missing.bit_count() <= vessels:
            useful |= missing
    near = numbers | numbers << 1 | numbers << 2 | numbers >> 1 | numbers >> 2
    return useful | (near & _NUMBERS) << 1


def _words_of(cards: list[int], vessel_wild: bool) -> tuple[tuple[int, int, int, int], list[int]]:
    """The cards as bit words (black types, red types, counts, strengths), and the 船 types set
    aside when 船 are wild."""
    black = red = counts = strengths = 0
    vessels: list[int] = []
    for c in cards:
        t = _CARD_TYPE[c]
        if vessel_wild and t in _VESSEL_TYPES:
            vessels.append(t)
            continue
        black |= _BLACK_BIT[t]
        red |= _RED_BIT[t]
        counts += _TYPE_UNIT[t]
        strengths += _STRENGTH_UNIT[t]
    return (black, red, counts, strengths), vessels


def top_of_cards(cards: list[int], vessel_wild: bool) -> Part:
    """The best 役 of these cards (船 wild or not)."""
    words, vessels = _words_of(cards, vessel_wild)
    if not vessels:
        return _part(*words)
    return _best_part(_stand_in_hands(words, vessels))


def _stand_in_hands(rest: Words, vessels: list[int]) -> list[Words]:
    """The hands `rest` makes with each 船 standing for each card it might usefully stand for
    (as `namto_hands._useful_stand_ins`)."""
    black, red, counts, strengths = rest
    kinds = black | red
    choices = []
    for vessel in vessels:
        colour = vessel // 12
        useful = _useful_kinds(kinds, ((red if colour else black) >> 1) & _NUMBERS, len(vessels))
        choices.append([colour * 12 + k for k in range(12) if useful >> k & 1])
    hands = []
    for stand_ins in product(*choices):
        b, r, c, s = black, red, counts, strengths
        for t in stand_ins:
            b |= _BLACK_BIT[t]
            r |= _RED_BIT[t]
            c += _TYPE_UNIT[t]
            s += _STRENGTH_UNIT[t]
        hands.append((b, r, c, s))
    return hands


def _best_part(hands: list[Words]) -> Part:
    """The best of the hands' best 役 (`max(_part(*h) for h in hands)`), kind by kind from the
    strongest, so most hands are looked at only through their kind masks."""
    for kind, mask in _FIXED:
        one = -1
        for black, red, counts, strengths in hands:
            if (black | red) & mask == mask:
                if kind == YAMI:
                    if (strengths >> _PAWN_STRENGTH_SHIFT) & 15 < 5:
                        continue
                    black_pawns = (counts >> _BLACK_PAWNS_SHIFT) & _TYPE_MASK
                    one = max(one, int(black_pawns >= 5 or (counts >> _RED_PAWNS_SHIFT) & _TYPE_MASK >= 5))
                else:
                    one = max(one, int(black & mask == mask or red & mask == mask))
        if one >= 0:
            return (kind, 0, 0, one)
    run = max(max(_RUNS[(b >> 1) & _NUMBERS], _RUNS[(r >> 1) & _NUMBERS]) for b, r, _, _ in hands)
    if run[0]:
        return (REN, run[0], run[1], 1)
    return max(_sets(b, r, s) for b, r, _, s in hands)


def key_of(cards: list[int]) -> int:
    key = 0
    for c in cards:
        key += UNIT[c]
    return key


def types_of_key(key: int) -> tuple[int, ...]:
    """The sorted card types the key counts."""
    return tuple(t for t in range(D.TYPE_COUNT) for _ in range((key >> (_COUNT_BITS * t)) & _TYPE_MASK))


def vessels_in_key(key: int) -> int:
    return (key & _TYPE_MASK) + ((key >> (_COUNT_BITS * 12)) & _TYPE_MASK)


class TopCache:
    """The best 役 by type-count key, for one setting of 船; forgets all when full (there are
    1.26 million kinds of seven-card hand, about 100 bytes each here)."""

    def __init__(self, vessel_wild: bool, limit: int = 1_000_000) -> None:
        self.wild = vessel_wild
        self.limit = limit
        self.known: dict[int, Part] = {}
        # one object per distinct part, so a full cache holds ints and shared tuples
        self._parts: dict[Part, Part] = {}

    def top(self, key: int, cards: list[int]) -> Part:
        """The best 役 of `cards`, whose type-count key is `key`."""
        found = self.known.get(key)
        if found is None:
            if len(self.known) >= self.limit:
                self.known.clear()
            part = top_of_cards(cards, self.wild)
            found = self.known[key] = self._parts.setdefault(part, part)
        return found


TOPS = {True: TopCache(True), False: TopCache(False)}


# --- the full value (every 役 in turn), for the hands that tie on the best one -------------------

Value = tuple[Part, ...]
_STRENGTH = D.TYPE_STRENGTH
_KIND_TYPES = [[(t, _COUNT_BITS * t) for t in (k, 12 + k)] for k in range(12)]


def _without(words: Words, types: list[int] | tuple[int, ...]) -> Words:
    """The hand with one card of each of `types` taken out."""
    black, red, counts, strengths = words
    for t in types:
        counts -= _TYPE_UNIT[t]
        strengths -= _STRENGTH_UNIT[t]
        if not (counts >> (_COUNT_BITS * t)) & _TYPE_MASK:
            black &= ~_BLACK_BIT[t]
            red &= ~_RED_BIT[t]
    return black, red, counts, strengths


def _ways(part: Part, words: Words) -> list[list[int]]:
    """Every way (by types) of taking the hand's best 役 `part` out, as `namto_hands._best_first`."""
    kind, size, number, one = part
    black, red, counts, _ = words
    if kind == YAMI:
        black_pawns = (counts >> _BLACK_PAWNS_SHIFT) & _TYPE_MASK
        red_pawns = (counts >> _RED_PAWNS_SHIFT) & _TYPE_MASK
        return [
            [D.PAWN] * b + [12 + D.PAWN] * (5 - b)
            for b in range(max(0, 5 - red_pawns), min(black_pawns, 5) + 1)
            if int(b in (0, 5)) == one
        ]
    if kind > YAMI:
        mask = _FIXED_MASK[kind]
        choices = [[c * 12 + k for c in (0, 1) if (red if c else black) >> k & 1] for k in range(12) if mask >> k & 1]
        return [list(way) for way in product(*choices) if int(min(way) // 12 == max(way) // 12) == one]
    if kind == REN:
        return [
            [colour * 12 + D.NOUGHT + n for n in range(number - size + 1, number + 1)]
            for colour, kinds in ((0, black), (1, red))
            if _RUNS[(kinds >> 1) & _NUMBERS] == (size, number)
        ]
    # 友: every card of that strength
    kinds = _KINDS_OF_STRENGTH[number]
    used = []
    for k in range(12):
        if kinds >> k & 1:
            for t, shift in _KIND_TYPES[k]:
                used += [t] * ((counts >> shift) & _TYPE_MASK)
    return [used]


class NaturalValues:
    """Full values with every card as itself (`namto_hands.natural_value`), by type-count key:
    the best 役, then the best of the rest over every way of taking it."""

    def __init__(self, limit: int = 400_000) -> None:
        self.limit = limit
        self.known: dict[int, Value] = {}

    def value(self, words: Words) -> Value:
        counts = words[2]
        if not counts:
            return ()
        found = self.known.get(counts)
        if found is None:
            part = _part(*words)
            if part[0] == ICHI:  # only singles left: strongest first
                strengths = words[3]
                found = tuple(
                    (ICHI, 1, s, 1) for s in range(D.TOP_STRENGTH, -1, -1) for _ in range((strengths >> (4 * s)) & 15)
                )
            else:
                found = max((part, *self.value(_without(words, way))) for way in _ways(part, words))
            if len(self.known) >= self.limit:
                self.known.clear()
            self.known[counts] = found
        return found


NATURAL = NaturalValues()


def value_of_cards(cards: list[int], vessel_wild: bool) -> Value:
    """The full value (`namto_hands.hand_value`): with 船 wild, the best natural value among
    the stand-ins that reach the best first 役."""
    natural, vessels = _words_of(cards, vessel_wild)
    if not vessels:
        return NATURAL.value(natural)
    hands = [(_part(*words), words) for words in _stand_in_hands(natural, vessels)]
    top = max(part for part, _ in hands)
    return max(NATURAL.value(words) for part, words in hands if part == top)
