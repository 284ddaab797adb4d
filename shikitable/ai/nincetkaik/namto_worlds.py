"""開樽 worlds that respect the betting: what the others staked says what they hold.

The plain determinization deals the others' hole cards at random. At a 開樽 table that is far
from the truth: an opponent still in after raising holds a hand it liked, and one that kept
re-raising holds a strong one. With random hands in its worlds, the search thought its own
hand stronger than it was, called and raised into the others' strength, and lost to the
heuristic (issue #39: −3.28 a match).

The others are heuristic players as far as the search knows, and the heuristic stakes by one
number, its chance to win against random hands (`namto_chance.stake_by_chance`): it raises
in proportion to its edge over a fair share, calls when the pot odds pay, and otherwise
folds. So each stake it made bounds that chance, and a dealt hand whose chance falls outside
the bounds is one it would not have staked that way with. `BettingLog` follows the season's
stakes from the events; `consistent_world` re-deals each live opponent's hole cards (up to
`TRIES` times) until they fit every stake it made this season (within `SLACK`: its chance
was itself sampled), and keeps the hand that broke the fewest otherwise."""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from shikitable.ai.nincetkaik.betting_chance import ChanceMemo
from shikitable.ai.nincetkaik.namto_chance import WORK, win_chance
from shikitable.core.events import Event
from shikitable.games.nincetkaik import namto_top as T
from shikitable.games.nincetkaik.namto import BOARD, NamtoState

TRIES = 16  # hole cards dealt per opponent before the best misfit is kept
SLACK = 0.06  # a chance within this of a bound still fits (the heuristic's own is sampled)
OPENING_HANDS = 900  # hands valued per chance worked out before the flop (as the heuristic)
LATER_HANDS = 240  # and after it
NEW_CHANCES_PER_WORLD = 8  # chances not yet known worked out per world (a bound on its cost)


@dataclass(frozen=True)
class Stake:
    """One stake or fold of the season, with what the seat saw when it made it."""

    seat: int
    community: tuple[int, ...]
    to_call: int
    pot: int  # the pot before it
    amount: int | None  # None: a fold
    all_in: bool


class BettingLog:
    """The current season's stakes, from the events the seat sees."""

    def __init__(self) -> None:
        self.stakes: list[Stake] = []
        self.community: tuple[int, ...] = ()
        self.level = 0  # this round's highest stake
        self.round_stake: dict[int, int] = {}

    def see(self, events: Sequence[Event]) -> None:
        for event in events:
            kind, data = event.kind, event.data
            if kind in ("season_start", "season_end", "match_end"):
                self.__init__()  # type: ignore[misc]
            elif kind == "round":
                self.level, self.round_stake = 0, {}
            elif kind == "reveal":
                self.community = tuple(data["community"])
            elif kind == "fold":
                seat = int(data["seat"])
                to_call = self.level - self.round_stake.get(seat, 0)
                self.stakes.append(Stake(seat, self.community, to_call, int(data["pot"]), None, False))
            elif kind in ("check", "call", "raise", "all_in"):
                seat, amount, pot = int(data["seat"]), int(data["amount"]), int(data["pot"])
                before = self.round_stake.get(seat, 0)
                to_call = self.level - before
                self.stakes.append(Stake(seat, self.community, to_call, pot - amount, amount, bool(data["all_in"])))
                self.round_stake[seat] = before + amount
                self.level = max(self.level, before + amount)

    def fits(self, observation: Mapping[str, Any]) -> bool:
        """Whether the log accounts for every point staked this season (a log joined mid-season,
        e.g. a resumed match, does not: its worlds are then dealt at random)."""
        fee = int(observation["options"].get("entry_fee", 0))
        put = [0] * int(observation["players"])
        for stake in self.stakes:
            put[stake.seat] += stake.amount or 0
        committed = observation["committed"]
        return all(
            put[s] + (fee if committed[s] else 0) == committed[s] or not observation["seated"][s]
            for s in range(len(put))
        )


# every chance worked out, by card types: a pure function of its key (its dice are seeded by the
# key), so one memo serves every bot of the process and a run repeats under the same seeds
_KNOWN = ChanceMemo(limit=200_000)


class ChanceBounds:
    """The heuristic's chance to win, remembered by card types, and how many chances not yet
    known the current world may still work out."""

    def __init__(self, vessel_wild: bool) -> None:
        self.wild = vessel_wild
        self.new_left = NEW_CHANCES_PER_WORLD
        # the decision's deadline (time.perf_counter()): past it no chance is worked out, so a
        # world dealt late costs lookups only (under load one chance ran 20-50 ms of wall time)
        self.stop_at = math.inf

    def chance(self, hand: Sequence[int], community: Sequence[int], opponents: int) -> float | None:
        """The chance, or None when it is not known yet and this world's work is spent."""
        key = (T.key_of(list(hand)), T.key_of(list(community)), opponents, self.wild)
        known = _KNOWN.known.get(key)
        if known is not None:
            return known
        if self.new_left <= 0 or time.perf_counter() >= self.stop_at:
            return None
        self.new_left -= 1
        hands = OPENING_HANDS if not community else LATER_HANDS
        samples = min(300, hands // (opponents + 1))
        work = WORK * hands / OPENING_HANDS
        holes = [2] * opponents
        dice = random.Random(hash(key))  # ints and bools: the same hash in every process
        return _KNOWN.get(key, lambda: win_chance(dice, hand, community, holes, self.wild, samples, work, None))


def misfits(
    hand: Sequence[int], stakes: Sequence[tuple[Stake, int, int]], bounds: ChanceBounds, max_raise: int
) -> int:
    """How many of a seat's stakes the heuristic would not have made holding `hand`. Each stake
    comes with the opponents it faced and the stack it had."""
    broken = 0
    for stake, opponents, stack in stakes:
        if stake.all_in or opponents < 1:
            continue  # an all-in stakes what it has: it says little
        low, high = _chance_bounds(stake, opponents, stack, max_raise)
        if low <= 0.0 and high >= 1.0:
            continue
        chance = bounds.chance(hand, stake.community, opponents)
        if chance is not None and not low - SLACK <= chance <= high + SLACK:
            broken += 1
    return broken


def _chance_bounds(stake: Stake, opponents: int, stack: int, max_raise: int) -> tuple[float, float]:
    """The chances with which `stake_by_chance` makes this stake (its rule read backwards)."""
    fair = 1.0 / (opponents + 1)
    choices = max(1, min(stack, stake.to_call + max_raise) - stake.to_call + 1)
    call_odds = stake.to_call / (stake.pot + stake.to_call) if stake.to_call > 0 else 0.0

    def chance_at(edge: float) -> float:  # the chance whose edge is `edge` (edge = (c - fair) / (1 - fair) * 1.5)
        return fair + edge * (1.0 - fair) / 1.5

    if choices < 2:  # no raise on offer: a call when the odds pay, else a fold
        return (call_odds, 1.0) if stake.amount is not None else (0.0, call_odds)
    step = choices - 1
    raise_from = max(1.3 * fair, chance_at(0.5 / step))  # below this the rule calls (or folds)
    if stake.amount is None:
        return 0.0, min(call_odds, raise_from)
    raised = stake.amount - stake.to_call
    if raised <= 0:  # a call: by the pot odds, or an edge too small to round up to a raise
        return min(call_odds, 1.3 * fair), raise_from
    low = max(1.3 * fair, chance_at((raised - 0.5) / step))
    high = 1.0 if raised >= step else chance_at((raised + 0.5) / step)
    return low, high


def consistent_world(
    deal: Callable[[Mapping[str, Any], int, random.Random], NamtoState],
    log: BettingLog,
    bounds: ChanceBounds,
    observation: Mapping[str, Any],
    seat: int,
    rng: random.Random,
) -> NamtoState:
    """A world dealt by `deal`, then each live opponent's hole cards re-dealt to fit its stakes."""
    world = deal(observation, seat, rng)
    if not log.stakes or not log.fits(observation):
        return world
    bounds.new_left = NEW_CHANCES_PER_WORLD
    max_raise = int(observation["options"]["max_raise"])
    players = int(observation["players"])
    live_now = [s for s in range(players) if observation["seated"][s] and not observation["folded"][s]]
    # what each stake faced: the opponents then (the live now and those who folded later) and
    # the stack then (the stack now and everything it staked later)
    folds_after = 0
    later_amount = [0] * players
    faced: dict[int, list[tuple[Stake, int, int]]] = {}
    for stake in reversed(log.stakes):
        if stake.amount is None:
            folds_after += 1
        opponents = len(live_now) + folds_after - 1
        stack = int(observation["stacks"][stake.seat]) + later_amount[stake.seat] + (stake.amount or 0)
        later_amount[stake.seat] += stake.amount or 0
        if stake.seat != seat and stake.seat in live_now:
            faced.setdefault(stake.seat, []).insert(0, (stake, opponents, stack))
    if not faced:
        return world
    hidden = BOARD - world.revealed
    pool = [c for s in range(players) if s != seat for c in world.hands[s]]
    pool += world.board[world.revealed :] + world.stock
    rng.shuffle(pool)
    for other in rng.sample(sorted(faced), len(faced)):
        holes = len(world.hands[other])
        best: list[int] | None = None
        best_broken = 0
        for _ in range(TRIES):
            hand = rng.sample(pool, holes)
            broken = misfits(hand, faced[other], bounds, max_raise)
            if best is None or broken < best_broken:
                best, best_broken = hand, broken
            if not broken:
                break
        assert best is not None
        world.hands[other] = best
        for card in best:
            pool.remove(card)
    # everything else again at random from what is left
    for other in range(players):
        if other != seat and other not in faced:
            world.hands[other] = [pool.pop() for _ in world.hands[other]]
    world.board = world.board[: world.revealed] + [pool.pop() for _ in range(hidden)]
    world.stock = pool
    return world
