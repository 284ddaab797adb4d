"""Out-of-turn moves on a card just played: あたり (ron), ポン and カン, and the waits they make.

あたりあり: the hand's sum (A=1 … K=13, Joker 0) is 13 or less; a card of exactly that number
played by someone else may be hit (あてる). ポン / カン: two or three cards of the number just
played, laid out at once; when that leaves no card, or only Jokers, it is a ダブル / トリプル
あたり. Special cards (2, 8, J, Joker) may never be a player's last cards, so a ポン / カン of
specials that would leave the hand empty or only Jokers is not allowed."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from shikitable.games.nippachi.deck import IS_JOKER, IS_SPECIAL, RANK, SUIT

ATARI_LIMIT = 13
NONE, SINGLE, DOUBLE, TRIPLE = 0, 1, 2, 3  # あたりの強さ: plain あたり, ダブル, トリプル


def atari_wait(hand: Sequence[int]) -> int:
    """The number this hand hits with あたり (its sum), or 0 when it has none (sum over 13,
    or only Jokers: a Joker has no number and cannot be hit)."""
    total = 0
    for c in hand:
        total += RANK[c]
    return total if 0 < total <= ATARI_LIMIT else 0


def is_atari_ari(hand: Sequence[int]) -> bool:
    """あたりあり, the public declaration: the sum is 13 or less."""
    return bool(hand) and sum(RANK[c] for c in hand) <= ATARI_LIMIT


def claim_sets(hand: Sequence[int], card: int) -> list[tuple[int, ...]]:
    """Every ポン (two cards) and カン (three cards) of `hand` on `card`, legal ones only."""
    if IS_JOKER[card]:
        return []
    rank = RANK[card]
    same = [c for c in hand if RANK[c] == rank and not IS_JOKER[c]]
    if len(same) < 2:
        return []
    found: list[tuple[int, ...]] = []
    for size in (2, 3):
        for group in combinations(sorted(same), size):
            if not IS_SPECIAL[card] or not leaves_only_jokers(hand, group):
                found.append(group)
    return found


def leaves_only_jokers(hand: Sequence[int], cards: Sequence[int]) -> bool:
    """Whether laying out `cards` leaves no card, or only Jokers, in the hand."""
    taken = set(cards)
    return all(IS_JOKER[c] for c in hand if c not in taken)


def claim_strength(hand: Sequence[int], cards: Sequence[int]) -> int:
    """DOUBLE / TRIPLE when the ポン / カン wins, else NONE."""
    if not leaves_only_jokers(hand, cards):
        return NONE
    return DOUBLE if len(cards) == 2 else TRIPLE


def pon_win_rank(hand: Sequence[int]) -> tuple[int, int]:
    """(rank, DOUBLE or TRIPLE) when this hand wins by ポン / カン on a card of that rank, else
    (0, NONE): its non-Joker cards are two or three cards of one normal number."""
    naturals = [c for c in hand if not IS_JOKER[c]]
    if len(naturals) not in (2, 3) or IS_SPECIAL[naturals[0]]:
        return 0, NONE
    rank = RANK[naturals[0]]
    if any(RANK[c] != rank for c in naturals):
        return 0, NONE
    return rank, DOUBLE if len(naturals) == 2 else TRIPLE


def waits(hand: Sequence[int]) -> dict[int, int]:
    """Every number this hand wins on when someone plays it: {rank: SINGLE | DOUBLE | TRIPLE}.
    33 waits on 3 (ダブル) and on 6 (あたり); 999 on 9 (トリプル); KK+Joker on K (ダブル)."""
    found: dict[int, int] = {}
    single = atari_wait(hand)
    if single:
        found[single] = SINGLE
    rank, strength = pon_win_rank(hand)
    if strength:
        found[rank] = max(strength, found.get(rank, NONE))
    return found


def kaeshi_level(remaining: Sequence[int], card: int) -> int:
    """返し: what the hit player's own remaining hand would win on the card they played.
    SINGLE (返し) when its sum equals the card's number; DOUBLE / TRIPLE (ダブル返し,
    トリプル返し) when it would have made a ダブル / トリプル あたり on it."""
    if IS_JOKER[card]:
        return NONE
    return waits(remaining).get(RANK[card], NONE)


def suits_of(cards: Sequence[int]) -> list[int]:
    return sorted({SUIT[c] for c in cards})
