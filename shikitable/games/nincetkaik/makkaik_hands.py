"""値戦's hands: the best three-card combination out of a player's hand and the community
cards. Strongest first: 3-set (三枚の友), 3-run (三枚の連), 2-set (二枚の友), single (一).
Within a kind: the set's strength; the run's top number; the pair's strength, then the third
card; three singles from the highest. Colour never breaks a tie: equal hands split the pot.

With the deck's rules 皇 and 王 are equal (strength 10) and 船 stands in for any card of its
own colour (so a 船 with any other card is at least a pair). With 船 not wild it is just the
weakest card, with no number (it never sits in a run).

A hand's value is one int, larger is better, worked out from counts instead of trying every
three of up to twelve cards (the bots evaluate thousands of hands a decision)."""

from __future__ import annotations

from functools import lru_cache

from shikitable.core.memo import HAND_CACHE
from shikitable.games.nincetkaik import deck as D

SINGLE, PAIR, RUN, SET = 0, 1, 2, 3
CATEGORY_BASE = 2000  # > 11**3: room for three strengths in base 11
TOP = D.TOP_STRENGTH

_STRENGTH = D.TYPE_STRENGTH
_NUMBER = D.TYPE_NUMBER


@lru_cache(maxsize=HAND_CACHE)
def hand_value(types: tuple[int, ...], vessel_wild: bool = True) -> int:
    """Value of the best three-card combination these card types (sorted) contain."""
    counts = [0] * (TOP + 1)  # natural cards by strength
    numbers = [0, 0]  # bit mask of numbers held, per colour
    vessels = [0, 0]
    for t in types:
        colour = t // 12
        if vessel_wild and t % 12 == D.VESSEL:
            vessels[colour] += 1
            continue
        counts[_STRENGTH[t]] += 1
        number = _NUMBER[t]
        if number is not None:
            numbers[colour] |= 1 << number
    wild = vessels[0] + vessels[1]
    held = [s for s in range(TOP, -1, -1) if counts[s]]  # strengths held, strongest first
    for s in held:
        if counts[s] + wild >= 3:
            return SET * CATEGORY_BASE + s
    for top in range(8, 1, -1):
        window = 0b111 << (top - 2)
        for colour in (0, 1):
            missing = 3 - bin(numbers[colour] & window).count("1")
            if missing <= vessels[colour] and missing < 3:
                return RUN * CATEGORY_BASE + top
    for s in held:
        if counts[s] + wild >= 2:
            # no set exists, so this pair is two naturals, or one natural and the one 船
            kicker = next((k for k in held if k != s), 0)
            return PAIR * CATEGORY_BASE + s * 11 + kicker
    if wild:  # only 船s (fewer than three cards in all): they count as the strongest cards
        held = [TOP] * wild + held
    top3 = (held + [0, 0, 0])[:3]
    return SINGLE * CATEGORY_BASE + top3[0] * 121 + top3[1] * 11 + top3[2]


def value_of_cards(cards: list[int], vessel_wild: bool = True) -> int:
    return hand_value(tuple(sorted(D.TYPE[c] for c in cards)), vessel_wild)


CATEGORY_NAMES = {
    SET: ("三枚の友", "three of a kind"),
    RUN: ("三枚の連", "run of three"),
    PAIR: ("二枚の友", "pair"),
    SINGLE: ("一", "high card"),
}

STRENGTH_NAMES_JA = ("船", "無", "兵", "弓", "車", "虎", "馬", "筆", "巫", "将", "王")
STRENGTH_NAMES_EN = (
    "Vessel",
    "Nought",
    "Pawn",
    "Rook",
    "Bishop",
    "Tiger",
    "Horse",
    "Clerk",
    "Shaman",
    "General",
    "King",
)


def describe(value: int, lang: str = "ja") -> str:
    """A hand's name as players say it, e.g. '三枚の友 (馬)' or 'run of three to 5'."""
    category, key = divmod(value, CATEGORY_BASE)
    names = STRENGTH_NAMES_JA if lang == "ja" else STRENGTH_NAMES_EN
    label = CATEGORY_NAMES[category][0 if lang == "ja" else 1]
    if category == SET:
        return f"{label} ({names[key]})"
    if category == RUN:
        return f"{label} ({key - 2}-{key - 1}-{key})" if lang == "ja" else f"{label} ({key - 2} to {key})"
    if category == PAIR:
        pair, kicker = divmod(key, 11)
        return f"{label} ({names[pair]}, {names[kicker]})"
    a, rest = divmod(key, 121)
    b, c = divmod(rest, 11)
    return f"{label} ({names[a]}, {names[b]}, {names[c]})"


def category_of(value: int) -> int:
    return value // CATEGORY_BASE
