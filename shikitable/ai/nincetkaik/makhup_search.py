"""What the search bot needs for 値木 beyond the rules: the heuristic's play read straight from
the state (no observation built each playout move), and its own ranking of the moves to
choose the candidates the search compares.

The playout policy makes exactly the heuristic's choice (ai/nincetkaik/makhup_bot.py MakhupHeuristic)
with the same dice: the move that sheds the most cards; among those, one after which the rest
of the hand could still play on the roads it leaves, then the higher numbers, then a coin.
It works the second test out with a bit set of the sums a hand can make (six cards at most),
and only for the moves that shed the most, which is what makes it several times cheaper.

The candidates are the heuristic's move, the next best by its own ranking, and the moves a
lookahead can judge that the heuristic never considers: clearing with a 皇/王/船 while a
numbered play is possible (keeping the roads from a player about to go out, or keeping the
special for last), drawing instead of playing, and the best play of each other size."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from shikitable.ai import CandidateChooser, SearchHooks
from shikitable.ai.nincetkaik.nincetkaik_search import CANDIDATES, paired_hooks
from shikitable.core.actions import Action
from shikitable.core.game import Game
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik.makhup import CLEAR, DRAW, MERGE, PASS, PLAY, START, MakhupState, hand_worth
from shikitable.games.nincetkaik.makhup_sums import hand_sums

NUMBER = D.NUMBER
VALUE = [n or 0 for n in NUMBER]  # a numbered card's number (0 for 皇/王/船, never asked here)
SHEDDING = (PLAY, MERGE, START)

_REACH: dict[tuple[int, ...], int] = {}


def reachable(numbers: Sequence[int]) -> int:
    """A bit set of the totals of the non-empty choices of these numbers (bit t: total t)."""
    key = tuple(sorted(numbers))
    found = _REACH.get(key)
    if found is None:
        found = 0
        for n in key:
            found |= (found << n) | (1 << n)
        if len(_REACH) > 50_000:
            _REACH.clear()
        _REACH[key] = found
    return found


def can_play_on(numbers: Sequence[int], values: Sequence[int | None]) -> bool:
    """Whether some numbered cards of these could be played on roads of these values: on one
    road, joining two, or (any card) on an open one."""
    if not numbers:
        return False
    reach = reachable(numbers)
    valued = []
    for value in values:
        if value is None:
            return True
        if reach >> value & 1:
            return True
        valued.append(value)
    for i, a in enumerate(valued):
        for b in valued[i + 1 :]:
            if reach >> (a + b) & 1:
                return True
    return False


def values_after(values: Sequence[int | None], action: Action) -> list[int | None]:
    """The road values once the shedding `action` is played (as the heuristic's roads_after)."""
    after = list(values)
    kind = action.kind
    if kind == PLAY:
        index = action.arg
        assert isinstance(index, int)
        if after[index] is None:
            after[index] = NUMBER[action.cards[0]]
    elif kind == MERGE:
        first, second = (int(p) for p in str(action.arg).split("+"))
        a, b = after[first], after.pop(second)
        after[first] = (a or 0) + (b or 0)
    else:  # START
        after.append(NUMBER[action.cards[0]])
    return after


def worth_keys(
    hand: Sequence[int], values: Sequence[int | None], sheds: Sequence[Action], rng: random.Random
) -> list[tuple[int, int, int, float]]:
    """The heuristic's key for each of `sheds` (cards shed, whether the rest could still play on
    the roads left, numbers shed, a coin), one coin each in their order as the heuristic rolls
    them; the two middle terms are worked out only where the first is the largest (elsewhere
    they are 0: no such move can be the best)."""
    sizes = [len(a.cards) for a in sheds]
    coins = [rng.random() for _ in sheds]
    most = max(sizes)
    keys = []
    for action, size, coin in zip(sheds, sizes, coins, strict=True):
        if size < most:
            keys.append((size, 0, 0, coin))
            continue
        played = action.cards
        rest = [NUMBER[c] for c in hand if c not in played and NUMBER[c] is not None]
        later = can_play_on(rest, values_after(values, action))  # type: ignore[arg-type]
        numbers = sum(NUMBER[c] or 0 for c in played)
        keys.append((size, int(later), numbers, coin))
    return keys


def heuristic_choice(
    hand: Sequence[int], values: Sequence[int | None], legal: Sequence[Action], rng: random.Random
) -> Action:
    """The move MakhupHeuristic plays with this hand, these roads and these dice."""
    sheds = [a for a in legal if a.kind in SHEDDING]
    if sheds:
        keys = worth_keys(hand, values, sheds, rng)
        return sheds[max(range(len(sheds)), key=keys.__getitem__)]
    for kind in (CLEAR, DRAW, PASS):
        for action in legal:
            if action.kind == kind:
                return action
    return legal[0]


def playout_policy(state: MakhupState, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
    """The heuristic's move, read from the state (its coins rolled even for a lone move, as
    the heuristic rolls them)."""
    return heuristic_choice(state.hands[seat], [road["value"] for road in state.roads], legal, rng)


# --- whole playouts without Action objects ------------------------------------------------
#
# A playout's moves are the heuristic's: the same choice as heuristic_choice over the legal
# list, found by walking the hand's sums in the order the rules list the moves (so the coins fall
# as they do there), and carried out on plain lists. tests/test_makhup_search.py checks that a
# playout ends with the same points as the policy's moves played through the rules.

_SHED_PLAY, _SHED_MERGE, _SHED_START = 0, 1, 2


def _fast_choice(
    hand: list[int], values: list[int | None], rng: random.Random
) -> tuple[int, tuple[int, ...], int, int] | None:
    """The heuristic's shedding move, if it has one: (kind, cards, road, second road)."""
    cards, patterns, singles, _ = hand_sums(hand)
    # every shedding move in the rules' order, as (size, kind, choice, road, second)
    sheds: list[tuple[int, int, tuple[int, ...], int, int]] = []
    valued: list[tuple[int, int]] = []
    for index, value in enumerate(values):
        if value is None:
            sheds += [(1, _SHED_PLAY, (c,), index, -1) for c in singles]
            continue
        valued.append((index, value))
        for chosen in patterns.get(value, ()):
            sheds.append((len(chosen), _SHED_PLAY, chosen, index, -1))
    for position, (first, a) in enumerate(valued):
        for second, b in valued[position + 1 :]:
            for chosen in patterns.get(a + b, ()):
                sheds.append((len(chosen), _SHED_MERGE, chosen, first, second))
    if not values:
        sheds += [(1, _SHED_START, (c,), -1, -1) for c in singles]
    if not sheds:
        return None
    random_ = rng.random
    coins = [random_() for _ in sheds]
    most = max(shed[0] for shed in sheds)
    numbers = [VALUE[c] for c in cards]
    best: tuple[int, int, float] | None = None
    best_index = 0
    for index, (size, kind, chosen, road, second) in enumerate(sheds):
        if size < most:
            continue
        if kind == _SHED_MERGE:
            played = [cards[i] for i in chosen]
            rest = [n for i, n in enumerate(numbers) if i not in chosen]
            after = list(values)
            after[road] = values[road] + values[second]  # type: ignore[operator]
            del after[second]
        else:
            played = list(chosen) if road < 0 or values[road] is None else [cards[i] for i in chosen]
            rest = list(numbers)
            for c in played:
                rest.remove(VALUE[c])
            after = list(values)
            if road < 0:
                after.append(NUMBER[played[0]])
            elif after[road] is None:
                after[road] = NUMBER[played[0]]
        key = (int(can_play_on(rest, after)), sum([VALUE[c] for c in played]), coins[index])
        if best is None or key > best:
            best, best_index = key, index
    size, kind, chosen, road, second = sheds[best_index]
    if kind == _SHED_MERGE or (kind == _SHED_PLAY and values[road] is not None):
        chosen = tuple(cards[i] for i in chosen)
    return kind, chosen, road, second


def play_deal(state: MakhupState, rng: random.Random, max_moves: int = 600) -> list[float]:
    """Play the rest of the season on `state` with the heuristic's moves (as playout_policy,
    the same dice) and return each seat's standings at its end (the season's payments added)."""
    n = state.players
    hands = [list(h) for h in state.hands]
    values: list[int | None] = [road["value"] for road in state.roads]
    stock = list(state.stock)
    turn, passes = state.turn, state.passes
    for _ in range(max_moves):
        hand = hands[turn]
        choice = _fast_choice(hand, values, rng)
        if choice is not None:
            kind, played, road, second = choice
            for c in played:
                hand.remove(c)
            if kind == _SHED_PLAY:
                if values[road] is None:
                    values[road] = NUMBER[played[0]]
            elif kind == _SHED_MERGE:
                values[road] = values[road] + values.pop(second)  # type: ignore[operator]
            else:
                values.append(NUMBER[played[0]])
            passes = 0
        else:
            special = next((c for c in sorted(hand) if NUMBER[c] is None), None)
            if special is not None:  # clear: every road leaves, two come up
                hand.remove(special)
                values = [NUMBER[stock.pop()] for _ in range(min(2, len(stock)))]
                passes = 0
            elif stock:  # draw
                values.append(NUMBER[stock.pop()])
                passes = 0
            else:
                passes += 1
                if passes >= n:
                    return _blocked_standings(state, hands)
        if not hand:
            return _settled_standings(state, hands, turn, 0)
        turn = (turn + 1) % n
    return [float(p) for p in state.scores]  # cut (never in practice): as the search scores a cut


def _blocked_standings(state: MakhupState, hands: list[list[int]]) -> list[float]:
    """As Makhup._blocked: the smallest hand wins and is paid the differences, unless tied (or
    the option says nobody wins)."""
    scoring = state.options["scoring"]
    other = "numbers" if scoring == "cards" else "cards"
    sizes = [(hand_worth(hand, scoring), hand_worth(hand, other)) for hand in hands]
    least = min(sizes)
    winners = [seat for seat, size in enumerate(sizes) if size == least]
    if state.options["blocked"] == "nobody" or len(winners) > 1:
        return [float(s + p) for s, p in zip(state.scores, state.season_points, strict=True)]
    return _settled_standings(state, hands, winners[0], least[0])


def _settled_standings(state: MakhupState, hands: list[list[int]], winner: int, allowance: int) -> list[float]:
    """As Makhup._settle: each other seat pays what its hand is worth less `allowance`, times
    the multiplier when the dealer pays or wins."""
    points = [s + p for s, p in zip(state.scores, state.season_points, strict=True)]
    scoring = state.options["scoring"]
    for payer, hand in enumerate(hands):
        if payer == winner:
            continue
        amount = (hand_worth(hand, scoring) - allowance) * (
            state.multiplier if state.dealer in (payer, winner) else 1
        )
        points[payer] -= amount
        points[winner] += amount
    return [float(p) for p in points]


def ranked_candidates(hand: Sequence[int], values: Sequence[int | None], legal: Sequence[Action]) -> list[Action]:
    """The moves worth comparing with the heuristic's, most promising first: a clear and a draw
    (what the heuristic never weighs against a play), the best play of each size below the
    largest, then the plays by the heuristic's own ranking (dice-free)."""
    sheds = [a for a in legal if a.kind in SHEDDING]
    fixed = random.Random(0)  # the ranking's coins: only the order among exact ties
    keys = worth_keys(hand, values, sheds, fixed) if sheds else []
    order = sorted(range(len(sheds)), key=keys.__getitem__, reverse=True)
    ranked = [sheds[i] for i in order]
    first: list[Action] = []
    first += [a for a in legal if a.kind == CLEAR][:1]
    first += [a for a in legal if a.kind == DRAW]
    seen_sizes = {len(ranked[0].cards)} if ranked else set()
    for action in ranked:
        if len(action.cards) not in seen_sizes:
            seen_sizes.add(len(action.cards))
            first.append(action)
    rest = [a for a in ranked if a not in first]
    return first + rest


def ranking_for(game: Game[Any]) -> CandidateChooser:
    """The search's candidates: every other move when they fit among the candidates, else the
    first in the heuristic's own order (see ranked_candidates)."""

    def rank(observation: Mapping[str, Any], legal: Sequence[Action], prior: Action | None) -> list[Action]:
        others = [a for a in legal if a != prior]
        if len(others) <= CANDIDATES - (prior is not None):
            return others
        return ranked_candidates(observation["hand"], [r["value"] for r in observation["roads"]], legal)

    return rank


def makhup_hooks(game: Game[Any]) -> SearchHooks:
    return paired_hooks(playout_policy, choose_candidates=ranking_for(game), deal_playout=play_deal)
