"""行戦 `strong`'s worlds (issue #39): dealt to fit what the others' play showed this season.

At a table of heuristics the real hands replay the season with no misfit; worlds dealt at
random misfit often; the worlds `strong` keeps misfit less, and still show the seat exactly
what it sees. A log that misses moves (a bot joined mid-season) deals at random."""

from __future__ import annotations

import random
import statistics
from typing import Any

from shikitable.ai import make_bot
from shikitable.ai.nincetkaik.mokkaik_bot import MokkaikHeuristic
from shikitable.ai.nincetkaik.mokkaik_worlds import SeasonLog, consistent_world, copy_world, replay
from shikitable.ai.search import SearchBot
from shikitable.games.nincetkaik.mokkaik import Mokkaik, MokkaikState

GAME = Mokkaik()


def _positions(seed: int) -> list[tuple[MokkaikState, int, dict[str, Any], SeasonLog]]:
    """Every decision with a choice of the first season at a table of heuristics, with the
    deciding seat's log of the season (fed the events its seat sees) and the true state."""
    state = GAME.setup(3, None, seed)
    heuristics = [MokkaikHeuristic(seed * 7 + s) for s in range(3)]
    logs = [SeasonLog() for _ in range(3)]
    season = GAME.deal_number(state)
    found = []
    while GAME.to_act(state) and GAME.deal_number(state) == season:
        seat = GAME.to_act(state)[0]
        legal = GAME.legal_actions(state, seat)
        observation = GAME.observation(state, seat)
        if len(legal) > 1 and any(move[0] != seat for move in logs[seat].moves):
            found.append((GAME.clone(state), seat, observation, _copy_log(logs[seat])))
        _, events = GAME.apply(state, seat, heuristics[seat].choose(observation, legal))
        for s, log in enumerate(logs):
            log.see([e.seen_by(s) for e in events])
    return found


def _copy_log(log: SeasonLog) -> SeasonLog:
    copy = SeasonLog()
    copy.moves = list(log.moves)
    return copy


def test_the_true_hands_fit_and_random_ones_often_do_not() -> None:
    judge = MokkaikHeuristic(0)
    true_misfits, random_misfits, kept_misfits = [], [], []
    for seed in (3, 5):
        for state, seat, observation, log in _positions(seed):
            assert log.fits(observation)
            replayed = replay(GAME, copy_world(state), seat, log, judge, 99)
            assert replayed is not None
            true_misfits.append(replayed[1])
            rng = random.Random(seed)
            for _ in range(4):
                dealt = replay(GAME, GAME.determinize(observation, seat, rng), seat, log, judge, 99)
                assert dealt is not None
                random_misfits.append(dealt[1])
                kept = consistent_world(GAME, observation, seat, rng, log, judge)
                # the world kept shows the seat what it sees, with every card where it can be
                assert GAME.observation(kept, seat) == observation
                kept_replay = replay(GAME, copy_world(kept), seat, log, judge, 99)
                assert kept_replay is not None
                kept_misfits.append(kept_replay[1])
    assert len(true_misfits) >= 10
    assert sum(true_misfits) == 0  # the heuristics' real hands: every move is the heuristic's
    assert statistics.fmean(random_misfits) > 0.5
    assert statistics.fmean(kept_misfits) < statistics.fmean(random_misfits) / 2


def test_a_log_that_misses_moves_deals_at_random() -> None:
    state, seat, observation, log = _positions(5)[-1]
    late = SeasonLog()  # joined mid-season: heard nothing of it
    assert not late.fits(observation)
    partial = _copy_log(log)
    partial.moves = partial.moves[1:]
    assert not partial.fits(observation)
    rng_a, rng_b = random.Random(9), random.Random(9)
    dealt = consistent_world(GAME, observation, seat, rng_a, late, MokkaikHeuristic(0))
    assert GAME.state_to_json(dealt) == GAME.state_to_json(GAME.determinize(observation, seat, rng_b))


def test_copy_world_is_an_independent_copy() -> None:
    state, *_ = _positions(3)[2]
    copy = copy_world(state)
    assert GAME.state_to_json(copy) == GAME.state_to_json(state)
    copy.hands[0].pop()
    copy.trick.append({"seat": 0, "cards": [], "down": True})
    assert GAME.state_to_json(copy) != GAME.state_to_json(state)


def test_only_strong_follows_the_season() -> None:
    strong = make_bot("mokkaik", "strong", 1, iterations=20)
    normal = make_bot("mokkaik", "normal", 1, iterations=20)
    assert isinstance(strong, SearchBot) and isinstance(normal, SearchBot)
    assert strong.watches_events and strong.deal_hook is not None and strong.copy_world is copy_world
    assert not normal.watches_events and normal.deal_hook is None  # normal's measured search, unchanged


def test_the_arena_feeds_strong_the_season(monkeypatch: Any) -> None:
    """In the arena's hands (as at the table) strong hears every move, so its log accounts for
    the season at every decision: its worlds are the fitted ones, not the random fallback."""
    from shikitable.ai.nincetkaik import mokkaik_bot
    from shikitable.session.mahjong_measures import play_hand
    from shikitable.session.watchdog import BotWatchdog

    fitted: list[bool] = []
    real = mokkaik_bot.consistent_world

    def spy(game: Any, observation: Any, seat: int, rng: random.Random, log: SeasonLog, judge: Any,
            tries: int = 6) -> MokkaikState:
        fitted.append(log.fits(observation))
        return real(game, observation, seat, rng, log, judge, tries)

    monkeypatch.setattr(mokkaik_bot, "consistent_world", spy)
    bots = [make_bot("mokkaik", "strong", 3, iterations=12)] + [make_bot("mokkaik", "heuristic", s) for s in (4, 5)]
    play_hand(GAME, bots, 7, BotWatchdog(600, seed=7))
    assert len(fitted) > 5 and all(fitted)


def test_a_new_season_starts_a_new_log() -> None:
    from shikitable.core.events import Event

    log = SeasonLog()
    log.see([Event("play", {"seat": 1, "cards": [3]}), Event("down", {"seat": 2, "count": 1})])
    log.see([Event("down", {"seat": 0, "count": 1}, {"cards": [7]}, frozenset({0}))])
    assert log.moves == [(1, "play", (3,), 1), (2, "down", None, 1), (0, "down", (7,), 1)]
    log.see([Event("season_start", {"season": 2, "dealer": 1})])
    assert log.moves == []
