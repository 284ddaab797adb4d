"""Random legal play for the property tests of every game: rule options drawn at random, a
match played to its end or a number of moves in (some seats by a bot), checks run after every
move, replaying a log, refusals that change nothing, and bots' points over many matches."""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Collection, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from hypothesis import reject

from shikitable.ai.base import Bot
from shikitable.core.actions import Action
from shikitable.core.events import Event
from shikitable.core.game import Game

# run after every move with the state and the move's events; fails the test by asserting
Check = Callable[[Any, list[Event]], None]
# draws a match's rule options from its random source (None: every option at its default)
OptionsDraw = Callable[[random.Random], Mapping[str, Any] | None]


def play_to_end(
    game: Game[Any],
    state: Any,
    rng: random.Random,
    check: Check | None = None,
    limit: int = 20_000,
    any_seat: bool = False,
    bots: Mapping[int, Bot] | None = None,
) -> list[tuple[int, Action]]:
    """Random legal moves until the match is over; returns the log. `check(state, events)` runs
    after every move. A match that has not ended after `limit` moves fails the test. With
    `any_seat`, a random one of the seats that may act moves (claims race a draw). The seats in
    `bots` play their bot's choice instead, which must be a legal move."""
    log: list[tuple[int, Action]] = []
    for _ in range(limit):
        waiting = game.to_act(state)
        if not waiting:
            return log
        seat = rng.choice(waiting) if any_seat else waiting[0]
        legal = game.legal_actions(state, seat)
        bot = (bots or {}).get(seat)
        action = bot.choose(game.observation(state, seat), legal) if bot else rng.choice(legal)
        assert action in legal, f"the bot of seat {seat} chose {action}, not a legal move"
        _, events = game.apply(state, seat, action)
        log.append((seat, action))
        if check:
            check(state, events)
    raise AssertionError("the match did not end")


def turns(game: Game[Any], state: Any, limit: int) -> Iterator[tuple[int, list[Action]]]:
    """While the match goes on, for up to `limit` turns: the first seat to act and its legal
    moves; the caller makes the move before asking for the next turn."""
    for _ in range(limit):
        waiting = game.to_act(state)
        if not waiting:
            return
        yield waiting[0], game.legal_actions(state, waiting[0])


def play_steps(
    game: Game[Any], state: Any, rng: random.Random, steps: int, log: list[tuple[int, Action]] | None = None
) -> bool:
    """Up to `steps` random legal moves (appended to `log` if given); whether the match is still
    going."""
    for _ in range(steps):
        waiting = game.to_act(state)
        if not waiting:
            return False
        action = rng.choice(game.legal_actions(state, waiting[0]))
        game.apply(state, waiting[0], action)
        if log is not None:
            log.append((waiting[0], action))
    return bool(game.to_act(state))


# options that only make a match longer: random play keeps their defaults
LENGTH_OPTIONS = frozenset({"match_length", "target_score", "length", "hands"})


def random_options(game: Game[Any], rng: random.Random, keep: Collection[str] = ()) -> dict[str, Any]:
    """Every rule option with choices or a yes/no drawn at random, but for those that only make
    a match longer and those named in `keep`, which stay at their defaults."""
    options: dict[str, Any] = {}
    for option in game.options:
        if option.name in LENGTH_OPTIONS or option.name in keep:
            continue
        if option.choices:
            options[option.name] = rng.choice(option.choices)
        elif isinstance(option.default, bool):
            options[option.name] = rng.random() < 0.5
    return options


def default_options(_rng: random.Random) -> None:
    """Every rule option at its default (an OptionsDraw that draws nothing)."""
    return None


@dataclass(frozen=True)
class RandomPlay:
    """How a game's property tests play at random: the rule options drawn from the match's
    random source (`options`; by default every option as random_options draws it, but for those
    in `keep`), and how play_to_end runs (`limit`, `any_seat`)."""

    game: Game[Any]
    options: OptionsDraw | None = None
    keep: tuple[str, ...] = ()
    limit: int = 20_000
    any_seat: bool = False

    def setup(self, players: int, seed: int) -> tuple[Any, random.Random]:
        rng = random.Random(seed)
        options = self.options(rng) if self.options else random_options(self.game, rng, self.keep)
        return self.game.setup(players, options, seed), rng

    def match(self, players: int, seed: int, check: Check | None = None) -> tuple[Any, list[tuple[int, Action]]]:
        """A whole match of random legal moves; the end state and the log."""
        state, rng = self.setup(players, seed)
        return state, play_to_end(self.game, state, rng, check, self.limit, self.any_seat)

    def position(self, players: int, seed: int, steps: int) -> Any:
        """A match `steps` random legal moves in, still going: for a property test, an example
        whose match ended sooner is rejected (hypothesis draws another)."""
        state, rng = self.setup(players, seed)
        if not play_steps(self.game, state, rng, steps):
            reject()
        return state


def all_checks(*checks: Check) -> Check:
    """One check for play_to_end that runs these in turn."""

    def check(state: Any, events: list[Event]) -> None:
        for each in checks:
            each(state, events)

    return check


def apply_all(game: Game[Any], state: Any, moves: list[tuple[int, Action]]) -> None:
    """Make these moves in order (each by its seat)."""
    for seat, action in moves:
        game.apply(state, seat, action)


def points_stay_zero_sum(running: str) -> Check:
    """A check for play_to_end: after every move the points of the part being played (the
    state's field `running`) and the match's scores each add up to nothing."""

    def check(state: Any, _events: list[Event]) -> None:
        assert sum(getattr(state, running)) == 0, f"{running} do not add up to nothing"
        assert sum(state.scores) == 0, "the scores do not add up to nothing"

    return check


def submit_random_moves(host: Any, steps: int, seed: int = 0) -> None:
    """Up to `steps` random legal moves submitted to a MatchHost (as its seats would), drawn
    from a random source seeded with `seed`; fewer if the match ends."""
    rng = random.Random(seed)
    for _ in range(steps):
        if not host.to_act():
            return
        seat = host.to_act()[0]
        host.submit(seat, rng.choice(host.legal_actions(seat)))


def replayed(
    game: Game[Any], players: int, options: Mapping[str, Any] | None, seed: int, log: list[tuple[int, Action]]
) -> Any:
    """A new match with the same setup and the log applied again."""
    state = game.setup(players, options, seed)
    for seat, action in log:
        game.apply(state, seat, action)
    return state


def assert_replay_matches(game: Game[Any], players: int, seed: int, state: Any, log: list[tuple[int, Action]]) -> None:
    """The log replayed on a new match with the same options and seed reaches the same state
    and result."""
    again = replayed(game, players, state.options, seed, log)
    assert game.state_to_json(again) == game.state_to_json(state)
    assert game.result(again) == game.result(state)


def assert_worlds_agree(
    game: Game[Any],
    state: Any,
    seed: int,
    cards_in: Callable[[Any], list[int]],
    every_card: list[int],
    ignored: tuple[str, ...] = (),
) -> None:
    """For every seat, a world dealt from its observation holds every card once, looks the same
    to that seat (but for the `ignored` keys) and can be played on."""
    for seat in range(state.players):
        observation = game.observation(state, seat)
        world = game.determinize(observation, seat, random.Random(seed))
        assert sorted(cards_in(world)) == every_card
        seen_again = game.observation(world, seat)
        assert {k: v for k, v in seen_again.items() if k not in ignored} == {
            k: v for k, v in observation.items() if k not in ignored
        }
        waiting = game.to_act(world)
        if waiting:
            game.apply(world, waiting[0], game.legal_actions(world, waiting[0])[0])


def points_over_matches(
    game: Game[Any], bots_for: Callable[[int], list[Bot]], matches: int, first_seed: int = 0
) -> list[int]:
    """Each seat's points added up over `matches` whole matches, the i-th played by the bots
    `bots_for(i)` with the seed `first_seed + i`."""
    from shikitable.session.simulate import play_match

    totals: list[int] = []
    for index in range(matches):
        result, _ = play_match(game, bots_for(index), seed=first_seed + index)
        totals = [a + b for a, b in zip(totals or [0] * len(result.points), result.points, strict=True)]
    return totals


def first_decision(game_id: str, seed: int, more_than: int) -> tuple[Game[Any], Mapping[str, Any], list[Action]]:
    """The first decision with more than `more_than` legal moves in a match played at random."""
    from shikitable.games import get_game

    game = get_game(game_id)
    state = game.setup(game.default_players, None, seed)
    rng = random.Random(seed)
    while True:
        seat = game.to_act(state)[0]
        legal = list(game.legal_actions(state, seat))
        if len(legal) > more_than:
            return game, game.observation(state, seat), legal
        game.apply(state, seat, rng.choice(legal))


def assert_listed_pass_and_wrong_ones_refused(
    game: Game[Any], state: Any, wrong_cards: Action, listed_alike: Callable[[Action, list[Action]], bool]
) -> None:
    """At the first seat to act: every listed action passes the full check as well, and these
    are refused with a reason and change nothing: the first listed action played by the next
    seat, the action `wrong_cards` (unless `listed_alike` finds it listed in another form) and a
    kind no game knows."""
    seat = game.to_act(state)[0]
    legal = game.legal_actions(state, seat)
    for action in legal:
        game._check(state, seat, action)
    if not listed_alike(wrong_cards, legal):
        assert_refused(game, state, seat, wrong_cards)
    assert_refused(game, state, (seat + 1) % state.players, legal[0])
    assert_refused(game, state, seat, Action("dance"))


def assert_refused(game: Game[Any], state: Any, seat: int, action: Action) -> str:
    """The action is refused with a reason a player can read, and the state has not moved;
    the reason."""
    from shikitable.core.errors import IllegalAction

    before = json.dumps(game.state_to_json(state), sort_keys=True)
    try:
        game.apply(state, seat, action)
    except IllegalAction as error:
        assert error.reason, f"{action} by {seat} refused without a reason"
        reason = error.reason
    else:
        raise AssertionError(f"{action} by {seat} was accepted")
    assert json.dumps(game.state_to_json(state), sort_keys=True) == before, f"{action} by {seat} changed the state"
    return reason
