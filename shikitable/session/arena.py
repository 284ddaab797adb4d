"""The arena: bots against each other on duplicate deals, to measure strength with luck cut out.

Each deal (a match seed) is played once per seat rotation, so every bot sits in every seat of
the same deal; a bot's score for a deal is its mean over the rotations. Deals run in parallel
processes. The report gives each bot's mean points with a 95% confidence interval over deals,
the first bot's advantage over the others (its mean minus theirs, per deal, with its interval),
decisions per second and the decision-time p50/p95. When every other seat holds the same bot,
each rotation is also played at a second table where that bot holds every seat, and the first
bot is scored in duplicate too: its points minus that bot's points in the same seat and deal."""

from __future__ import annotations

import math
import os
import statistics
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from shikitable.ai import make_bot
from shikitable.ai.base import Bot
from shikitable.core.actions import Action
from shikitable.core.events import Event
from shikitable.core.game import Game
from shikitable.games import get_game
from shikitable.session.mahjong_measures import (
    MEASURED_GAMES,
    SeatRecord,
    Tally,
    measures,
    play_hand,
    uma_of,
)
from shikitable.session.simulate import mean_with_interval, play_match
from shikitable.session.watchdog import BotWatchdog


class _TimedBot(Bot):
    """Records how long each decision of the wrapped bot takes."""

    def __init__(self, inner: Bot) -> None:
        super().__init__(0)
        self.inner = inner
        self.times: list[float] = []
        self.watches_events = inner.watches_events

    def see(self, events: Sequence[Event]) -> None:
        self.inner.see(events)

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        started = time.perf_counter()
        try:
            return self.inner.choose(observation, legal)
        finally:
            self.times.append(time.perf_counter() - started)


# With fixed playouts a decision the arena measures play, not time: a loaded machine (a run
# under `nice` on shared cores) may take far longer than the table's 10 s limit over a
# decision that an idle core makes in 0.2 s, and the watchdog's random move would count
# against the bot. It still stops a bot that hangs.
FIXED_BUDGET_TIME_LIMIT_S = 600.0


def _play_once(
    game: Game[Any], bots: Sequence[Bot], seed: int, rules: Mapping[str, Any] | None, per_hand: bool,
    fixed_budget: bool = False,
) -> tuple[list[float], list[SeatRecord] | None]:
    """One table: each seat's points (of the match, or of the one hand) and, for the mahjong
    games, each seat's records."""
    watchdog = BotWatchdog(FIXED_BUDGET_TIME_LIMIT_S, seed=seed) if fixed_budget else BotWatchdog(seed=seed)
    if per_hand:
        return play_hand(game, bots, seed, watchdog, rules)
    tally = Tally(len(bots), uma_of(game, rules)) if game.id in MEASURED_GAMES else None
    result, _ = play_match(game, bots, seed, watchdog=watchdog, options=rules, listener=tally.feed if tally else None)
    return [float(p) for p in result.points], tally.finish() if tally else None


# (game, seat labels, deal seed, bot seed, playouts a decision by level (None: by time), rules, per hand)
DealJob = tuple[str, tuple[str, ...], int, int, "Mapping[str, int] | None", "Mapping[str, Any] | None", bool]


def _play_deal(job: DealJob) -> dict[str, Any]:
    """One deal in every seat rotation: each label's mean points, its decision times and (for
    the mahjong games) its records."""
    game_id, labels, deal_seed, bot_seed, budgets, rules, per_hand = job
    game = get_game(game_id)
    players = len(labels)
    points: dict[str, list[float]] = {label: [] for label in labels}
    times: dict[str, list[float]] = {label: [] for label in labels}
    records: dict[str, SeatRecord] = {label: SeatRecord() for label in labels}
    levels = {label.split("#")[0] for label in labels[1:]}
    others = levels.pop() if len(levels) == 1 else None  # one bot in every other seat
    duplicate: list[float] = []
    for rotation in range(players):
        seated = [labels[(seat + rotation) % players] for seat in range(players)]
        bots = [
            _TimedBot(make_bot(game_id, _level(label), bot_seed * 101 + rotation * 11 + seat, _budget(budgets, label)))
            for seat, label in enumerate(seated)
        ]
        scored, seat_records = _play_once(game, bots, deal_seed, rules, per_hand, budgets is not None)
        for seat, label in enumerate(seated):
            points[label].append(scored[seat])
            times[label].extend(bots[seat].times)
            if seat_records is not None:
                records[label].extend(seat_records[seat])
        if others is not None:
            # the other table: the same deal, every seat the others' bot with the same seed
            # (with the others' budget: a twin searching by time would not be the same bot)
            twins = [
                make_bot(game_id, others, bot_seed * 101 + rotation * 11 + seat, _budget(budgets, others))
                for seat in range(players)
            ]
            twin_scored, _ = _play_once(game, twins, deal_seed, rules, per_hand, budgets is not None)
            seat = seated.index(labels[0])
            duplicate.append(scored[seat] - twin_scored[seat])
    outcome: dict[str, Any] = {"points": {label: statistics.fmean(p) for label, p in points.items()}, "times": times}
    if game_id in MEASURED_GAMES:
        outcome["records"] = records
    if duplicate:
        outcome["duplicate"] = statistics.fmean(duplicate)
    return outcome


def _told(progress: Callable[[str], None] | None, index: int, deals: int, outcome: dict[str, Any]) -> dict[str, Any]:
    if progress is not None:
        duplicate = f", duplicate {outcome['duplicate']:+.2f}" if "duplicate" in outcome else ""
        progress(f"deal {index + 1}/{deals} done{duplicate}")
    return outcome


def _level(label: str) -> str:
    return label.split("#")[0]


def _budget(budgets: Mapping[str, int] | None, label: str) -> int | None:
    """Playouts a decision for this seat's bot, or None to think by time."""
    return None if budgets is None else budgets.get(_level(label))


def fresh_seed() -> int:
    """A seed from the operating system's randomness (48 bits): nobody chose it, so no measure
    can have been tuned to it. Print it: the run can then be repeated exactly."""
    return int.from_bytes(os.urandom(6), "big")


def _percentile(samples: Sequence[float], q: float) -> float:
    if not samples:
        return 0.0
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


def arena(
    game_id: str,
    levels: Sequence[str],
    deals: int,
    seed: int,
    jobs: int = 1,
    rules: Mapping[str, Any] | None = None,
    iterations: int | None = None,
    per_hand: bool = False,
    fresh: bool = False,
    strong_iterations: int | None = None,
    progress: Callable[[str], None] | None = None,
) -> dict[str, Any]:
    """`per_hand`: each deal is one hand (the first hand its seed deals, the same wall for
    every seating) instead of a whole match: points are the hand's, and the duplicate is per
    hand (mahjong games). `rules`: the game's options for every deal (e.g. a shorter match), defaults otherwise.
    `iterations` fixes the search bots' budget (playouts a decision) instead of their time:
    reproducible under load, where a time budget buys fewer playouts; `strong_iterations`
    gives `strong` its own (without it, `strong` gets `iterations` too). `fresh`: `seed` came
    from `fresh_seed` (the report says so). `progress` hears a line as each deal ends (its
    duplicate, when there is one): a long run can be watched."""
    labels = tuple(dict.fromkeys(levels))  # the distinct bots, first one first
    if len(labels) < 2:
        raise ValueError("the arena needs at least two different bots")
    if len(levels) != len(labels):
        # the same bot in several seats: one label per seat, so rotations keep them apart
        labels = tuple(f"{level}#{i}" if levels.count(level) > 1 else level for i, level in enumerate(levels))
    budgets: dict[str, int] | None = None
    if iterations is not None or strong_iterations is not None:
        budgets = {level: iterations for level in ("normal", "strong") if iterations is not None}
        if strong_iterations is not None:
            budgets["strong"] = strong_iterations
    work = [
        (game_id, labels, seed * 1_000_003 + deal, seed * 7919 + deal, budgets, rules, per_hand)
        for deal in range(deals)
    ]
    started = time.perf_counter()
    if jobs > 1:
        with ProcessPoolExecutor(max_workers=jobs) as pool:
            outcomes = [_told(progress, i, deals, o) for i, o in enumerate(pool.map(_play_deal, work))]
    else:
        outcomes = [_told(progress, i, deals, _play_deal(job)) for i, job in enumerate(work)]
    elapsed = time.perf_counter() - started
    first = labels[0]
    advantage = [
        o["points"][first] - statistics.fmean(v for k, v in o["points"].items() if k != first) for o in outcomes
    ]
    report: dict[str, Any] = {"game": game_id, "players": len(levels), "deals": deals, "seed": seed,
                              "seed_source": "os.urandom" if fresh else "given",
                              "unit": "hand" if per_hand else "match"}
    if iterations is not None:
        report["iterations"] = iterations
    if strong_iterations is not None:
        report["strong_iterations"] = strong_iterations
    if rules:
        report["options"] = dict(rules)
    report["bots"] = []
    for label in labels:
        decision_times = [t for o in outcomes for t in o["times"][label]]
        report["bots"].append(
            {
                "bot": label,
                **mean_with_interval([o["points"][label] for o in outcomes]),
                "decisions": len(decision_times),
                "decisions_per_s": round(len(decision_times) / max(sum(decision_times), 1e-9), 1),
                "decision_ms_p50": round(1000 * _percentile(decision_times, 0.50), 2),
                "decision_ms_p95": round(1000 * _percentile(decision_times, 0.95), 2),
            }
        )
        if game_id in MEASURED_GAMES:
            together = SeatRecord()
            for o in outcomes:
                together.extend(o["records"][label])
            report["bots"][-1]["measures"] = measures(together)
    diff = mean_with_interval(advantage)
    report["advantage_of_first"] = {
        "bot": first,
        "mean": diff["mean_points"],
        "ci95_low": diff["ci95_low"],
        "ci95_high": diff["ci95_high"],
    }
    if all("duplicate" in o for o in outcomes):
        # duplicate scoring: the first bot's points minus what the others' bot scored in the
        # same seat of the same deal at a table of its own kind (luck of the cards cancels)
        twin = mean_with_interval([o["duplicate"] for o in outcomes])
        report["duplicate_of_first"] = {
            "bot": first,
            "mean": twin["mean_points"],
            "ci95_low": twin["ci95_low"],
            "ci95_high": twin["ci95_high"],
        }
    report["seconds"] = round(elapsed, 1)
    return report
