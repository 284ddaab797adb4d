"""What a hostile client or a careless file might send the host: listed moves bent out of shape
and things that are no move at all. Used by test_hostile.py."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from shikitable.core.actions import Action
from shikitable.core.game import Game
from shikitable.games import GAMES

HUGE = 10**40


def state_text(game: Game[Any], state: Any) -> str:
    """The state's JSON as one string: two equal strings mean nothing changed."""
    return json.dumps(game.state_to_json(state), sort_keys=True)


def foreign_actions(game_id: str, rng: random.Random, count: int = 40) -> list[Action]:
    """Moves other games list (their first few legal moves after a few random steps)."""
    found: list[Action] = []
    for other_id, other in GAMES.items():
        if other_id == game_id:
            continue
        state = other.setup(other.default_players, None, rng.randrange(1000))
        for _ in range(rng.randrange(1, 30)):
            waiting = other.to_act(state)
            if not waiting:
                break
            other.apply(state, waiting[0], rng.choice(other.legal_actions(state, waiting[0])))
        waiting = other.to_act(state)
        if waiting:
            found.extend(other.legal_actions(state, waiting[0])[:4])
    rng.shuffle(found)
    return found[:count]


def _card_range(game: Game[Any]) -> int:
    return game.action_schema.cards if game.action_schema is not None else 200


def mutations(game: Game[Any], action: Action, rng: random.Random) -> list[tuple[str, Action]]:
    """Bent copies of a listed move, each named by what was done to it."""
    cards, top = list(action.cards), _card_range(game)
    kinds = sorted(game.action_schema.kinds) if game.action_schema is not None else [action.kind]
    bent: list[tuple[str, Action]] = []
    if cards:
        swapped = list(cards)
        swapped[rng.randrange(len(swapped))] = rng.randrange(top)
        bent.append(("swap a card", Action.make(action.kind, swapped, action.arg)))
        bent.append(("drop a card", Action.make(action.kind, cards[1:], action.arg)))
        bent.append(("repeat a card", Action.make(action.kind, [*cards, rng.choice(cards)], action.arg)))
        outside = rng.choice([top, -1, HUGE])
        bent.append(("card out of range", Action.make(action.kind, [*cards[1:], outside], action.arg)))
    bent.append(("add a card", Action.make(action.kind, [*cards, rng.randrange(top)], action.arg)))
    bent.append(("change kind", Action(rng.choice([k for k in kinds if k != action.kind] or ["nonsense"]),
                                        action.cards, action.arg)))
    bent.append(("unknown kind", Action(rng.choice(["", "resign", "win", "PLAY", "play "]), action.cards, action.arg)))
    junk_arg: int | str | None = rng.choice([7, -1, HUGE, "x", "0:0", "", 0, 1])
    if action.arg is not None and rng.random() < 0.3:
        junk_arg = None
    bent.append(("change arg", Action(action.kind, action.cards, junk_arg)))
    return [(what, move) for what, move in bent if move != action]


def non_actions(action: Action, foreign: list[Action], rng: random.Random) -> list[tuple[str, object]]:
    """Things that are no move at all, some of them looking much like one."""
    return [
        ("None", None),
        ("a string", str(action)),
        ("a plain tuple", tuple(action)),
        ("a list", list(action)),
        ("a dict", action.to_json()),
        ("a huge int", HUGE),
        ("a float", 1.5),
        ("an object", object()),
        ("a bool card", Action(action.kind, (True,), action.arg)),
        ("a float card", Action(action.kind, (1.0,), action.arg)),
        ("a list of cards", Action(action.kind, list(action.cards), action.arg)),  # type: ignore[arg-type]
        ("an int kind", Action(1, action.cards, action.arg)),  # type: ignore[arg-type]
        ("a float arg", Action(action.kind, action.cards, 0.5)),  # type: ignore[arg-type]
        ("an arg too long to print", Action(action.kind, action.cards, 10**5000)),
        ("a card too long to print", Action(action.kind, (*action.cards, 10**5000), action.arg)),
        ("a very long kind", Action("x" * 100_000, action.cards, action.arg)),
        ("another game's move", rng.choice(foreign) if foreign else Action("resign")),
    ]


def bad_seats(players: int, waiting: tuple[int, ...], rng: random.Random) -> list[tuple[str, object]]:
    idle = [s for s in range(players) if s not in waiting]
    seats: list[tuple[str, object]] = [
        ("seat out of range", rng.choice([players, -1, HUGE])),
        ("seat as a string", "0"),
        ("seat as a bool", False),
        ("seat None", None),
    ]
    if idle:
        seats.append(("a seat not to move", rng.choice(idle)))
    return seats


Submit = Callable[[object, object], object]
