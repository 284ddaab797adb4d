"""行戦 worlds that fit what the others' play showed (issue #39, `strong`'s search).

The plain search deals every card the seat has not seen at random. At a table of heuristic
players (or of searches that mostly play the heuristic's move) that ignores what their play
told: a seat that laid cards face down rather than beat the trick had no beat worth its cards,
and a seat that led a single 3 held no lead it rated higher. More playouts in such worlds make
the search surer of answers to the wrong question (the worlds' bias does not shrink with their
number); fitted worlds were issue #39's attempt to give `strong` better ones. Measured, it is
level with `normal` (docs/strength.md, "行戦 strong").

`SeasonLog` follows the season's moves from the events the seat sees (`SearchHooks.see`).
`consistent_world` deals a world at random, then replays the season in it from its start:
each opponent's hand at the deal is its dealt hand plus every card it has since played or laid
down, and at each of its moves the heuristic is asked what it would have played from that
hand. A world where it would have played something else (another combination, or a beat where
it laid down) misfits there. Up to `TRIES` worlds are dealt and the first without a misfit, or
else the one with the fewest, is kept; the replay's end state is the world (it is the dealt
world with the face-down cards assigned to the tricks as the heuristic would have laid them).
A log that does not account for the observation (a bot joined mid-season) deals at random."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from shikitable.ai.base import Bot
from shikitable.ai.nincetkaik.nincetkaik_search import seasonal_copy_fields
from shikitable.core.actions import Action, IllegalAction
from shikitable.core.events import Event
from shikitable.games.nincetkaik.mokkaik import (
    DOWN,
    PLAY,
    Mokkaik,
    MokkaikState,
    clear_table,
    hand_size,
    hand_types,
)

# worlds dealt per world kept: each costs one replay of the season so far (a heuristic
# decision per opponent move, about 0.1-0.5 ms each); tuned on seeds 1-12 (docs/strength.md)
TRIES = 6


class SeasonLog:
    """The current season's moves in order: (seat, kind, cards, how many cards), the cards of
    another seat's face-down move unknown (None)."""

    def __init__(self) -> None:
        self.moves: list[tuple[int, str, tuple[int, ...] | None, int]] = []

    def see(self, events: Sequence[Event]) -> None:
        for event in events:
            kind, data = event.kind, event.data
            if kind == "season_start":
                self.moves = []
            elif kind == "play":
                self.moves.append((int(data["seat"]), PLAY, tuple(data["cards"]), len(data["cards"])))
            elif kind == "down":
                # the seat's own: the cards (secret to it); another seat's: only their count
                cards = event.secret.get("cards") if event.secret is not None else None
                self.moves.append(
                    (int(data["seat"]), DOWN, tuple(cards) if cards is not None else None, int(data["count"]))
                )

    def fits(self, observation: Mapping[str, Any]) -> bool:
        """Whether the log holds every move of the season so far: each seat's cards played
        this season and the cards in its hand make a whole hand. (A match's first season
        starts without a `season_start` event the bots hear, so the log cannot wait for one;
        a bot that joined mid-season misses moves and fails this.)"""
        players = int(observation["players"])
        played = [0] * players
        for seat, _, _, count in self.moves:
            if seat >= players:
                return False
            played[seat] += count
        counts = observation["hand_counts"]
        return all(p + c == hand_size(players) for p, c in zip(played, counts, strict=True))


def replay(
    game: Mokkaik, world: MokkaikState, seat: int, log: SeasonLog, judge: Bot, give_up: int
) -> tuple[MokkaikState, int] | None:
    """The season replayed from its deal in `world` (changed in place): the end state and how
    many of the other seats' moves the heuristic `judge` would not have made from their hands
    there (stops counting past `give_up`, returning give_up + 1). None when the log cannot be
    replayed in this world (it does not match the observation it was dealt from)."""
    n = world.players
    if seat >= n:
        return None
    # each seat's cards at the deal: what it holds now, plus what it played or laid down since
    pools: list[list[int]] = [list(world.downs[o]) for o in range(n)]
    for entry in world.trick:
        if entry["down"]:
            pools[entry["seat"]].extend(entry["cards"])
    start = [list(world.hands[o]) + pools[o] for o in range(n)]
    for mover, kind, cards, _ in log.moves:
        if kind == PLAY and cards is not None:
            start[mover].extend(cards)
    pools[seat] = []  # the seat's own face-down cards are in the log
    world.hands = start
    clear_table(world)
    misfits = 0
    try:
        for mover, kind, cards, size in log.moves:
            if world.turn != mover:
                return None
            if mover == seat:
                assert cards is not None
                game.apply(world, mover, Action.make(kind, cards))
                continue
            legal = game.legal_actions(world, mover)
            wanted = judge.choose(game.observation(world, mover), legal) if len(legal) > 1 else legal[0]
            if kind == PLAY:
                assert cards is not None
                if wanted.kind != PLAY or hand_types(wanted.cards) != hand_types(cards):
                    misfits += 1
                move = Action.make(PLAY, cards)
            else:
                pool = pools[mover]
                if wanted.kind != DOWN:
                    misfits += 1
                if wanted.kind == DOWN and all(pool.count(c) >= wanted.cards.count(c) for c in wanted.cards):
                    laid = list(wanted.cards)
                else:  # the heuristic's own cards are not among this world's face-down ones
                    laid = pool[:size]
                for c in laid:
                    pool.remove(c)
                move = Action.make(DOWN, laid)
            if misfits > give_up:
                return world, misfits
            game.apply(world, mover, move)
    except (IllegalAction, ValueError, KeyError):
        return None
    return world, misfits


def consistent_world(
    game: Mokkaik,
    observation: Mapping[str, Any],
    seat: int,
    rng: random.Random,
    log: SeasonLog,
    judge: Bot,
    tries: int = TRIES,
) -> MokkaikState:
    """A world dealt from the observation whose season, replayed, the heuristic would have
    played as the others did (the best of `tries` deals; a random one when the log does not
    account for the observation)."""
    if not log.fits(observation):
        return game.determinize(observation, seat, rng)
    best: MokkaikState | None = None
    fewest = len(log.moves) + 1
    for _ in range(tries):
        dealt = game.determinize(observation, seat, rng)
        replayed = replay(game, dealt, seat, log, judge, fewest - 1)
        if replayed is None:
            return game.determinize(observation, seat, rng)
        world, misfits = replayed
        if misfits < fewest:
            best, fewest = world, misfits
            if misfits == 0:
                break
    if best is None or not _agrees(game, best, observation, seat):
        return game.determinize(observation, seat, rng)
    return best


def _agrees(game: Mokkaik, world: MokkaikState, observation: Mapping[str, Any], seat: int) -> bool:
    """The replayed world shows the seat what it sees (a guard against a log out of step)."""
    mine = game.observation(world, seat)
    return all(mine[key] == observation[key] for key in ("hand", "won", "out", "trick", "turn", "tricks", "best"))


def copy_world(state: MokkaikState) -> MokkaikState:
    """A copy of a dealt world for one candidate's playout (far cheaper than a JSON clone)."""
    return MokkaikState(
        **seasonal_copy_fields(state),
        stock=list(state.stock),
        hands=[list(h) for h in state.hands],
        won=[list(w) for w in state.won],
        out=[list(o) for o in state.out],
        downs=[list(d) for d in state.downs],
        trick=[{**entry, "cards": list(entry["cards"])} for entry in state.trick],
        best=dict(state.best) if state.best is not None else None,
        leader=state.leader,
        turn=state.turn,
        tricks=state.tricks,
    )
