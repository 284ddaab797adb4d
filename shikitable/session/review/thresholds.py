"""Each game's review thresholds (in the game's own points over the rest of the deal) and what
the README measured of the reviewer's strength. The rule texts state the same numbers in their
"Review" paragraph; a test keeps the two in step."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Thresholds:
    """Value lost (points) from which a decision is an inaccuracy, a mistake, a blunder."""

    inaccuracy: float
    mistake: float
    blunder: float


# Chosen against each game's spread of points per deal (`shikitable simulate` with heuristic
# seats: mean |points| a deal of 行戦 9, 終季 5, 値戦 7, 連友 2, 小猫 1, 値木 5, 開樽 7, 四川 2,
# riichi and Magic 2,000, にっぱち 46): a blunder costs about half a typical deal or more.
THRESHOLDS: dict[str, Thresholds] = {
    "mokkaik": Thresholds(1.0, 2.5, 5.0),
    "taxot": Thresholds(0.5, 1.5, 3.0),
    "makkaik": Thresholds(1.0, 2.5, 5.0),
    "niekhi": Thresholds(0.3, 0.8, 1.5),
    "nine": Thresholds(0.2, 0.5, 1.0),
    "makhup": Thresholds(0.5, 1.5, 3.0),
    "namto": Thresholds(1.0, 2.5, 5.0),
    "sichuan": Thresholds(0.3, 0.8, 1.5),
    "riichi": Thresholds(300.0, 1000.0, 2000.0),
    "magic": Thresholds(300.0, 1000.0, 2000.0),
    "nippachi": Thresholds(5.0, 12.0, 25.0),
}

@dataclass(frozen=True)
class Strength:
    """The reviewer at `normal` against the heuristic, as docs/strength.md measured it: its
    points gained per `per` (season, hand or match) with the 95% interval; `shown`: whether the
    interval lies above zero."""

    per: str
    gain: float
    low: float
    high: float

    @property
    def shown(self) -> bool:
        return self.low > 0

    def text(self) -> str:
        if not self.shown:
            return (f"normal is not shown stronger than the heuristic ({self.gain:+g} points a {self.per}, "
                    f"95% CI {self.low:+g} to {self.high:+g})")
        return (f"normal beats the heuristic by {self.gain:+g} points a {self.per} "
                f"(95% CI {self.low:+g} to {self.high:+g})")


STRENGTH: dict[str, Strength] = {
    "mokkaik": Strength("season", 1.12, 0.77, 1.48),
    "taxot": Strength("season", 0.18, 0.06, 0.31),
    "makkaik": Strength("match", 19.2, 14.0, 24.4),
    "niekhi": Strength("match", 9.05, 8.08, 10.02),
    "nine": Strength("match", 1.59, 0.26, 2.93),
    "makhup": Strength("match", 1.51, 0.47, 2.55),
    "namto": Strength("match", 2.48, -0.56, 5.52),
    "sichuan": Strength("hand", 0.046, 0.011, 0.081),
    "riichi": Strength("hand", 55, 24, 86),
    "magic": Strength("hand", 42, 9, 76),
    "nippachi": Strength("hand", 11.0, 4.7, 17.3),
}


def strength_text(game_id: str) -> str:
    found = STRENGTH.get(game_id)
    return found.text() if found is not None else "strength not measured"


CLASSES = ("agree", "inaccuracy", "mistake", "blunder")
# a value lost counts only as far as it is sure: this many standard errors are taken off first
SURE_Z = 2.0


def thresholds(game_id: str) -> Thresholds:
    return THRESHOLDS[game_id]


def classify(game_id: str, lost: float, error: float) -> str:
    """The class of a decision that lost `lost` points (standard error `error`) to the
    reviewer's move. Only what is sure counts (`lost - SURE_Z * error`), so a loss within the
    reviewer's own uncertainty is never a mistake, let alone a blunder."""
    sure = lost - SURE_Z * error
    limits = THRESHOLDS[game_id]
    if sure >= limits.blunder:
        return "blunder"
    if sure >= limits.mistake:
        return "mistake"
    if sure >= limits.inaccuracy:
        return "inaccuracy"
    return "agree"
