"""点数計算: who pays whom, and the multiplication spelled out for the result screen.

手札点 = the hand's sum, ×2 for every 2 held, ×4 for every Joker. Each payer pays from their
OWN hand points, except 返し, which bounces back on the hitter's hand points:

    あがり, 勝ち残り    everyone pays their hand points ×1
    あたり             the player who dealt in pays ×2 (ダブル ×4, トリプル ×8)
    開局一発           あたり on the first up-card: everyone pays ×2 (ダブル ×4, トリプル ×8)
    返し               the hitter pays their own hand points ×2 (ダブル返し ×4, トリプル返し ×8)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from shikitable.games.nippachi.deck import RANK, TWO, hand_points
from shikitable.games.nippachi.reactions import DOUBLE, NONE, SINGLE, TRIPLE

AGARI, KACHINOKORI, ATARI, KAIKYOKU, KAESHI = "agari", "kachinokori", "atari", "kaikyoku", "kaeshi"
STRENGTH_NAMES = {SINGLE: "single", DOUBLE: "double", TRIPLE: "triple"}
KAESHI_NAMES = {SINGLE: "kaeshi_single", DOUBLE: "kaeshi_double", TRIPLE: "kaeshi_triple"}
ATARI_TIMES = {SINGLE: 2, DOUBLE: 4, TRIPLE: 8}
KAESHI_TIMES = {SINGLE: 2, DOUBLE: 4, TRIPLE: 8}  # ×2, and ×2 / ×4 more for ダブル / トリプル返し


def payment(payer: int, hand: Sequence[int], times: int) -> dict[str, Any]:
    """One payment with its working: (sum × 2^twos × 4^jokers) × times."""
    total = sum(RANK[c] for c in hand)
    twos = sum(1 for c in hand if RANK[c] == TWO)
    jokers = sum(1 for c in hand if RANK[c] == 0)
    points = hand_points(hand)
    assert points == total * 2**twos * 4**jokers
    return {
        "payer": payer,
        "hand": sorted(hand),
        "sum": total,
        "twos": twos,
        "jokers": jokers,
        "hand_points": points,
        "times": times,
        "amount": points * times,
        # the working as the dialog shows it: 14 ×2 ×4 = 112 (each 2 doubles, each Joker quadruples)
        "working": f"{total}{' ×2' * twos}{' ×4' * jokers}" + (f" = {points}" if twos or jokers else ""),
    }


def everyone_pays(
    kind: str, winner: int, hands: Sequence[Sequence[int]], times: int, extra: dict[str, Any] | None = None
) -> dict[str, Any]:
    """あがり, 勝ち残り, 開局一発: every other seat pays its own hand points × times."""
    payments = [payment(seat, hand, times) for seat, hand in enumerate(hands) if seat != winner]
    return {"kind": kind, "seat": winner, "times": times, "payments": payments, **(extra or {})}


def hit(
    winner: int, dealer_in: int, card: int, strength: int, hands: Sequence[Sequence[int]], kaeshi: int
) -> dict[str, Any]:
    """あたり / ダブル / トリプル on a card `dealer_in` played; 返し when their own remaining hand
    would have won on that card too (kaeshi = SINGLE, DOUBLE or TRIPLE; NONE otherwise)."""
    if strength == SINGLE and kaeshi != NONE:
        times = KAESHI_TIMES[kaeshi]
        return {
            "kind": KAESHI,
            "level": KAESHI_NAMES[kaeshi],
            "seat": dealer_in,  # the hit player is the one paid
            "from": winner,  # the hitter, who pays
            "card": card,
            "times": times,
            "payments": [payment(winner, hands[winner], times)],
        }
    times = ATARI_TIMES[strength]
    return {
        "kind": ATARI,
        "level": STRENGTH_NAMES[strength],
        "seat": winner,
        "from": dealer_in,
        "card": card,
        "times": times,
        "payments": [payment(dealer_in, hands[dealer_in], times)],
    }


def first_card_hit(winner: int, card: int, strength: int, hands: Sequence[Sequence[int]]) -> dict[str, Any]:
    """開局一発: a win on the very first up-card; everyone pays their own points ×2 (×4, ×8)."""
    extra = {"level": STRENGTH_NAMES[strength], "card": card}
    return everyone_pays(KAIKYOKU, winner, hands, ATARI_TIMES[strength], extra)


def apply_line(points: list[int], line: dict[str, Any]) -> None:
    """Add one scoring line's payments to the hand's points (zero-sum by construction)."""
    for pay in line["payments"]:
        points[pay["payer"]] -= pay["amount"]
        points[line["seat"]] += pay["amount"]


def winner_of(line: dict[str, Any]) -> int:
    return int(line["seat"])


__all__ = [
    "AGARI",
    "ATARI",
    "KACHINOKORI",
    "KAESHI",
    "KAIKYOKU",
    "apply_line",
    "everyone_pays",
    "first_card_hit",
    "hit",
    "payment",
    "winner_of",
]
