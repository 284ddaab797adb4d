"""The standard deck of にっぱち: 52 cards and two Jokers (rules-notes §5).

A card is an int: suit × 13 + (rank − 1) for the 52 (suits ♠ ♥ ♦ ♣ = 0..3, ranks A=1 … K=13),
52 and 53 for the two Jokers. Every card is unique, so an id is also its face. Per-card facts
live in flat tables: playouts read them tens of thousands of times a second."""

from __future__ import annotations

from collections.abc import Iterable

from shikitable.core.cards import CodeBook

CARD_COUNT = 54
JOKERS = (52, 53)
SUITS = 4
SPADES, HEARTS, DIAMONDS, CLUBS = range(SUITS)
NO_SUIT = -1  # a Joker's suit

SUIT_CODES = ("s", "h", "d", "c")
SUIT_SYMBOLS = ("♠", "♥", "♦", "♣")
SUIT_NAMES_EN = ("spades", "hearts", "diamonds", "clubs")
SUIT_NAMES_JA = ("スペード", "ハート", "ダイヤ", "クラブ")
SUIT_NAMES_ZH = ("黑桃", "红桃", "方块", "梅花")
JOKER_NAMES = {"ja": "ジョーカー", "zh": "鬼牌"}
RANK_CODES = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

ACE, TWO, EIGHT, JACK, QUEEN, KING = 1, 2, 8, 11, 12, 13

ALL_CARDS: tuple[int, ...] = tuple(range(CARD_COUNT))
RANK: list[int] = [c % 13 + 1 for c in range(52)] + [0, 0]  # the number for sums: Joker 0
SUIT: list[int] = [c // 13 for c in range(52)] + [NO_SUIT, NO_SUIT]
IS_JOKER: list[bool] = [c >= 52 for c in ALL_CARDS]
# 特殊札: 2, 8, J and the Jokers; none of them may be a player's last card
IS_SPECIAL: list[bool] = [IS_JOKER[c] or RANK[c] in (TWO, EIGHT, JACK) for c in ALL_CARDS]
# cards by rank, for ポン/カン: BY_RANK[r] lists the four cards of rank r (1..13)
BY_RANK: list[tuple[int, ...]] = [()] + [tuple(s * 13 + r - 1 for s in range(SUITS)) for r in range(1, 14)]


def card_of(suit: int, rank: int) -> int:
    return suit * 13 + rank - 1


def card_code(card: int) -> str:
    """Stable text id used in file names: 's-A', 'h-10', 'joker-1'."""
    if IS_JOKER[card]:
        return f"joker-{card - 51}"
    return f"{SUIT_CODES[SUIT[card]]}-{RANK_CODES[RANK[card]]}"


card_from_code = CodeBook(card_code, ALL_CARDS).card


def card_name(card: int, lang: str = "ja") -> str:
    """'♠A', '♥10', 'Joker' (the same in both languages; suits are symbols)."""
    if IS_JOKER[card]:
        return JOKER_NAMES.get(lang, "Joker")
    return SUIT_SYMBOLS[SUIT[card]] + RANK_CODES[RANK[card]]


def suit_name(suit: int, lang: str = "ja") -> str:
    names = {"ja": SUIT_NAMES_JA, "zh": SUIT_NAMES_ZH}.get(lang, SUIT_NAMES_EN)
    return f"{SUIT_SYMBOLS[suit]} {names[suit]}"


def hand_sum(cards: Iterable[int]) -> int:
    """The hand's sum for あたりあり: A=1 … K=13, Joker 0."""
    return sum(RANK[c] for c in cards)


def hand_points(cards: Iterable[int]) -> int:
    """手札点: the sum, doubled for every 2 held and multiplied by four for every Joker."""
    total = 0
    factor = 1
    for c in cards:
        rank = RANK[c]
        total += rank
        if rank == TWO:
            factor *= 2
        elif rank == 0:
            factor *= 4
    return total * factor
