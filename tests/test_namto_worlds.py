"""開樽's search worlds fit the others' stakes (issue #39): the heuristic's staking rule read
backwards bounds the chance it had, a raiser is dealt stronger hands than a random deal gives
it, and a log that does not account for the season's stakes deals at random."""

from __future__ import annotations

import random
import statistics

from hypothesis import given, settings
from hypothesis import strategies as st

from shikitable.ai import make_bot
from shikitable.ai.nincetkaik.namto_chance import stake_by_chance
from shikitable.ai.nincetkaik.namto_search import BettingWorlds
from shikitable.ai.nincetkaik.namto_worlds import BettingLog, ChanceBounds, Stake, _chance_bounds
from shikitable.ai.search import SearchBot
from shikitable.core.actions import Action
from shikitable.games.nincetkaik.betting import stake_choices
from shikitable.games.nincetkaik.namto import STAKE, Namto

GAME = Namto()


@settings(max_examples=400, deadline=None)
@given(
    chance=st.floats(0.0, 1.0),
    opponents=st.integers(1, 5),
    to_call=st.integers(0, 12),
    pot=st.integers(1, 120),
    stack=st.integers(1, 60),
    max_raise=st.integers(1, 8),
)
def test_the_rule_read_backwards_holds_the_chance_the_heuristic_staked_with(
    chance: float, opponents: int, to_call: int, pot: int, stack: int, max_raise: int
) -> None:
    legal = [Action(STAKE, arg=a) for a in stake_choices(to_call, stack, max_raise)] + [Action("fold")]
    move = stake_by_chance(legal, chance, opponents, pot)
    all_in = move.kind == STAKE and move.arg == stack
    stake = Stake(0, (), to_call, pot, move.arg if move.kind == STAKE else None, all_in)
    if all_in:
        return  # an all-in is never read (it stakes what it has)
    low, high = _chance_bounds(stake, opponents, stack, max_raise)
    assert low - 1e-9 <= chance <= high + 1e-9, (move, low, high)


def _season_with_a_raise(seed: int) -> tuple[Namto, object, BettingWorlds, int]:
    """A 開樽 season played by heuristics until seat 0 must answer a raise: the worlds of seat 0
    having heard every event, and the seat that raised."""
    for attempt in range(200):
        state = GAME.setup(4, None, seed + attempt)
        worlds = BettingWorlds(GAME)
        bots = [make_bot("namto", "heuristic", s) for s in range(4)]
        raised = False
        while GAME.to_act(state):
            seat = GAME.to_act(state)[0]
            if seat == 0 and raised and state.season == 1:
                top = max(state.round_stake)
                return GAME, state, worlds, next(s for s in range(1, 4) if state.round_stake[s] == top)
            legal = GAME.legal_actions(state, seat)
            _, events = GAME.apply(state, seat, bots[seat].choose(GAME.observation(state, seat), legal))
            worlds.see([e.seen_by(0) for e in events])
            raised = raised or any(e.kind == "raise" and e.data["seat"] != 0 for e in events)
            if state.season > 1:
                break
    raise AssertionError("no raise found")


def test_a_raiser_is_dealt_hands_it_would_have_raised_with() -> None:
    game, state, worlds, raiser = _season_with_a_raise(7)
    observation = game.observation(state, 0)
    assert worlds.log.fits(observation)
    bounds = ChanceBounds(bool(observation["options"]["vessel_wild"]))
    live = sum(1 for s in range(4) if observation["seated"][s] and not observation["folded"][s])
    community = list(observation["community"])

    def raiser_chance(world: object) -> float:
        bounds.new_left = 10**6
        chance = bounds.chance(world.hands[raiser], community, live - 1)  # type: ignore[attr-defined]
        assert chance is not None
        return chance

    rng = random.Random(5)
    fitted = [raiser_chance(worlds.deal(observation, 0, rng)) for _ in range(40)]
    plain = [raiser_chance(game.determinize(observation, 0, rng)) for _ in range(40)]
    assert statistics.fmean(fitted) > statistics.fmean(plain) + 0.05


def test_a_log_joined_mid_season_deals_at_random() -> None:
    game, state, worlds, _ = _season_with_a_raise(7)
    observation = game.observation(state, 0)
    late = BettingLog()
    late.stakes = worlds.log.stakes[1:]  # the first stake was missed (a resumed match)
    assert not late.fits(observation)


def test_the_search_bot_watches_the_events_and_still_decides_without_them() -> None:
    """`normal` asks for the events (the arena, the table and its child process pass them on);
    a bot that heard none (a match resumed) deals its worlds at random and still decides."""
    bot = make_bot("namto", "normal", 1, iterations=6)
    assert isinstance(bot, SearchBot) and bot.watches_events
    game, state, _, _ = _season_with_a_raise(7)
    legal = game.legal_actions(state, 0)
    assert bot.choose(game.observation(state, 0), legal) in legal


def test_past_the_deadline_a_world_works_out_no_new_chance() -> None:
    """A world dealt after the decision's deadline only looks chances up: working one out
    costs milliseconds, and under load far more of the wall clock."""
    import math

    bounds = ChanceBounds(False)
    bounds.stop_at = 0.0  # long past
    hand, community = [0, 1], [2, 3, 4]  # card ids: any two and a flop
    assert bounds.chance(hand, community, 2) is None and bounds.new_left > 0
    bounds.stop_at = math.inf
    chance = bounds.chance(hand, community, 2)
    assert chance is not None and 0.0 <= chance <= 1.0
    bounds.stop_at = 0.0
    assert bounds.chance(hand, community, 2) == chance  # a known chance is still looked up
