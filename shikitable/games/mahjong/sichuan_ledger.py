"""The payment ledger of one hand of 四川麻将: every transfer, who paid whom, how much, why,
on which turn. Refunds are exact reversals of the lines they undo, so the hand's result
screen can list each line and the totals always add up to zero."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

# why a transfer happened
RON, TSUMO = "ron", "tsumo"
KONG_CONCEALED, KONG_ADDED, KONG_OPEN = "kong_concealed", "kong_added", "kong_open"
KONG_REFUND, KONG_TO_WINNER = "kong_refund", "kong_to_winner"
FLOWER_PIG, NOT_READY = "flower_pig", "not_ready"
KONG_FLOWER = "kong_flower"  # 点杠花 paid as a discard win, by the kong's giver
KONG_REASONS = (KONG_CONCEALED, KONG_ADDED, KONG_OPEN)


@dataclass(frozen=True)
class Transfer:
    payer: int
    payee: int
    points: int
    why: str
    turn: int
    kong: int = -1  # for kong payments and their refunds: the kong's number in this hand

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "from": self.payer,
            "to": self.payee,
            "points": self.points,
            "why": self.why,
            "turn": self.turn,
        }
        if self.kong >= 0:
            data["kong"] = self.kong
        return data

    @staticmethod
    def from_json(data: dict[str, Any]) -> Transfer:
        return Transfer(data["from"], data["to"], data["points"], data["why"], data["turn"], data.get("kong", -1))


class Ledger:
    def __init__(self, players: int, lines: Iterable[Transfer] = ()) -> None:
        self.players = players
        self.lines: list[Transfer] = list(lines)

    def pay(self, payer: int, payee: int, points: int, why: str, turn: int, kong: int = -1) -> Transfer:
        line = Transfer(payer, payee, points, why, turn, kong)
        self.lines.append(line)
        return line

    def kong_lines(self, kong: int) -> list[Transfer]:
        return [t for t in self.lines if t.kong == kong and t.why in KONG_REASONS]

    def refund_kong(self, kong: int, turn: int, only_to: set[int] | None = None) -> list[Transfer]:
        """Give back what a kong collected: each payer (of `only_to`, if given) gets exactly
        what it paid."""
        return [
            self.pay(t.payee, t.payer, t.points, KONG_REFUND, turn, kong)
            for t in self.kong_lines(kong)
            if only_to is None or t.payer in only_to
        ]

    def pass_kong(self, kong: int, winner: int, turn: int) -> list[Transfer]:
        """Hand what a kong collected to `winner` (the option to 返還)."""
        collected = sum(t.points for t in self.kong_lines(kong))
        owner = self.kong_lines(kong)[0].payee if self.kong_lines(kong) else -1
        if collected <= 0 or owner < 0 or owner == winner:
            return []
        return [self.pay(owner, winner, collected, KONG_TO_WINNER, turn, kong)]

    def totals(self) -> list[int]:
        points = [0] * self.players
        for t in self.lines:
            points[t.payer] -= t.points
            points[t.payee] += t.points
        return points

    def to_json(self) -> list[dict[str, Any]]:
        return [t.to_json() for t in self.lines]
