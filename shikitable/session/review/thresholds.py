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

# the reviewer at `normal` against the heuristic, as the README's duplicate tables measured it
STRENGTH: dict[str, str] = {
    "mokkaik": "normal beats the heuristic by +1.12 points a season (duplicate, 95% CI +0.77 to +1.48)",
    "taxot": "normal beats the heuristic by +0.18 points a season (duplicate, 95% CI +0.06 to +0.31)",
    "makkaik": "normal beats the heuristic by +19.2 points a match (duplicate, 95% CI +14.0 to +24.4)",
    "niekhi": "normal beats the heuristic by +9.05 points a match (duplicate, 95% CI +8.08 to +10.02)",
    "nine": "normal beats the heuristic by +1.59 points a match (duplicate, 95% CI +0.26 to +2.93)",
    "makhup": "normal beats the heuristic by +1.51 points a match (duplicate, 95% CI +0.47 to +2.55)",
    "namto": "normal is not shown stronger than the heuristic (+2.48 a match, 95% CI -0.56 to +5.52)",
    "sichuan": "normal beats the heuristic by +0.046 points a hand (duplicate, 95% CI +0.011 to +0.081)",
    "riichi": "normal beats the heuristic by +55 points a hand (duplicate, 95% CI +24 to +86)",
    "magic": "normal beats the heuristic by +42 points a hand (duplicate, 95% CI +9 to +76)",
    "nippachi": "normal beats the heuristic by +11.0 points a hand (95% CI +4.7 to +17.3)",
}

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
