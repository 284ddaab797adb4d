"""Learn-to-play scenarios: a guided first hand as data, played through the real engine.

A scenario file (`assets/tutorials/<game>.json`) names the seats, the seed, the options, the
stacked deal (each seat's hand and the stock in drawing order, by card name) and the steps.
A step either tells (the player reads and presses Next), asks for a move (`expect`: only the
moves it lists are lit, any other is refused with the step's `wrong` text), or lets the player
play freely (`free`) until the deal ends. Bots are the game's heuristic, which is deterministic
under the seed, optionally told their first moves (`script`). This module reads and checks a
scenario and stacks its deal; session/tutorial_run.py plays it. No Qt here."""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from shikitable.assets import asset_path
from shikitable.core.actions import Action
from shikitable.core.errors import BadOption
from shikitable.core.game import Game
from shikitable.games import GAMES, get_game

LANGS = ("ja", "en", "zh")
TUTORIAL_DIR = asset_path("tutorials")  # in a checkout or inside the desktop bundle
HUMAN = 0  # the learner sits at seat 0, at the bottom of the table
# tiles at the front of a mahjong wall that the deal skips (the dead wall): `dead` fills them
DEAD_WALL = {"riichi": 14, "magic": 14}
# games whose stock is drawn from the back of the deck (the rest draw from the front)
DRAWS_FROM_BACK = frozenset({"taxot", "nine"})


class TutorialError(ValueError):
    """A scenario file that cannot be used, with the reason in words."""


@dataclass(frozen=True)
class Expect:
    """The moves a step wants: of these kinds, naming cards of these names (any copy), with
    this arg; an empty field matches anything."""

    kinds: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    arg: int | str | None = None
    count: int | None = None  # how many cards the move names (a single: 1)

    def matches(self, game: Game[Any], action: Action) -> bool:
        if self.kinds and action.kind not in self.kinds:
            return False
        if self.count is not None and len(action.cards) != self.count:
            return False
        wanted = sorted(self.cards)
        if wanted and all(sorted(_names(game, action.cards, lang)) != wanted for lang in LANGS):
            return False
        return self.arg is None or action.arg == self.arg


@dataclass(frozen=True)
class Step:
    say: dict[str, str]
    expect: tuple[Expect, ...] = ()  # empty: a telling step, or a free one
    wrong: dict[str, str] = field(default_factory=dict)
    free: bool = False  # any legal move, until the deal ends
    point: tuple[str, ...] = ()  # card names the speech box points at
    zone: str = ""  # where those cards lie: "hand", "table" (anywhere else) or "" for anywhere
    point_table: tuple[str, ...] = ()  # cards on the table (a discard, a group) it rings as well

    @property
    def asks(self) -> bool:
        return bool(self.expect)

    @property
    def tells(self) -> bool:
        return not self.expect and not self.free


@dataclass
class Scenario:
    game_id: str
    players: int
    seed: int
    options: dict[str, Any]
    names: dict[str, list[str]]
    hands: list[list[str]]
    stock: list[str]
    dead: list[str]
    script: dict[int, list[Expect]]
    steps: list[Step]
    ending: dict[str, str]
    title: dict[str, str]
    # moves made for the learner when the step wants none of the legal ones (a pass on a claim
    # the lesson is not about): the table makes them, as auto-pass would
    auto: tuple[str, ...] = ()
    # the cards not named in the deal lie in this fixed order (a seeded shuffle written into
    # the scenario, so every learner gets the same hand); None: in card-id order
    shuffle: int | None = None

    @property
    def game(self) -> Game[Any]:
        return get_game(self.game_id)

    def seat_names(self, lang: str) -> list[str]:
        return list(self.names[lang])


def tutorial_path(game_id: str) -> Path:
    return TUTORIAL_DIR / f"{game_id}.json"


def available() -> list[str]:
    """Games with a tutorial, in the registry's (book) order."""
    return [game_id for game_id in GAMES if tutorial_path(game_id).is_file()]


def load(game_id: str) -> Scenario:
    path = tutorial_path(game_id)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise TutorialError(f"there is no tutorial for {game_id!r}") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise TutorialError(f"{path.name}: cannot be read ({error})") from None
    return parse(data, path.name)


def parse(data: Any, where: str = "scenario") -> Scenario:
    """A checked scenario; anything wrong is a TutorialError naming the field (or, for a value
    of a shape nothing expects, saying what broke)."""
    try:
        return _parse(data, where)
    except TutorialError:
        raise
    except (TypeError, ValueError, KeyError, AttributeError, IndexError) as error:
        raise TutorialError(f"{where}: malformed scenario ({type(error).__name__}: {error})") from None


def _parse(data: Any, where: str) -> Scenario:
    if not isinstance(data, dict):
        raise TutorialError(f"{where}: a scenario is a JSON object")
    game_id = data.get("game")
    if game_id not in GAMES:
        raise TutorialError(f"{where}: unknown game {game_id!r}")
    game = get_game(game_id)
    players = _int(data, "players", where)
    if not game.min_players <= players <= game.max_players:
        raise TutorialError(f"{where}: {game.name_en} is not played by {players}")
    names = data.get("names")
    if not isinstance(names, dict) or any(
        not isinstance(names.get(lang), list) or len(names[lang]) != players for lang in LANGS
    ):
        raise TutorialError(f"{where}: names needs {players} seat names in each of {', '.join(LANGS)}")
    deal = data.get("deal", {})
    if not isinstance(deal, dict):
        raise TutorialError(f"{where}: deal is an object (hands, stock, dead, shuffle)")
    hands = deal.get("hands", [[] for _ in range(players)])
    if not isinstance(hands, list) or len(hands) != players:
        raise TutorialError(f"{where}: deal.hands needs one list per seat")
    shuffle = deal.get("shuffle")
    if shuffle is not None and type(shuffle) is not int:
        raise TutorialError(f"{where}: deal.shuffle is a whole number (the fixed order's seed)")
    steps_data = data.get("steps")
    if not isinstance(steps_data, list) or not steps_data:
        raise TutorialError(f"{where}: a tutorial needs steps")
    scenario = Scenario(
        game_id=game_id,
        players=players,
        seed=_int(data, "seed", where),
        options=dict(data.get("options", {})),
        names={lang: [str(n) for n in names[lang]] for lang in LANGS},
        hands=[_strings(h, f"{where}: deal.hands") for h in hands],
        stock=_strings(deal.get("stock", []), f"{where}: deal.stock"),
        dead=_strings(deal.get("dead", []), f"{where}: deal.dead"),
        script={
            int(seat): [_expect(e, f"{where}: script") for e in moves]
            for seat, moves in dict(data.get("script", {})).items()
        },
        steps=[_step(s, f"{where}: step {i + 1}") for i, s in enumerate(steps_data)],
        ending=_text(data.get("ending"), f"{where}: ending"),
        title=_text(data.get("title"), f"{where}: title"),
        auto=tuple(_strings(data.get("auto", []), f"{where}: auto")),
        shuffle=shuffle,
    )
    for seat in scenario.script:
        if not 0 < seat < players:
            raise TutorialError(f"{where}: script names seat {seat}, which is not a bot")
    known = set(game.action_schema.kinds) if game.action_schema else None
    for index, step in enumerate(scenario.steps):
        for expect in step.expect:
            unknown = set(expect.kinds) - known if known is not None else set()
            if unknown:
                raise TutorialError(f"{where}: step {index + 1} wants a move this game lacks: {sorted(unknown)}")
    try:
        deck_order(scenario)  # every card named exists, the options are the game's
    except TutorialError as error:
        raise TutorialError(f"{where}: {error}") from None
    return scenario


def _int(data: Mapping[str, Any], key: str, where: str) -> int:
    value = data.get(key)
    if type(value) is not int:
        raise TutorialError(f"{where}: {key} must be a whole number")
    return value


def _strings(value: Any, where: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise TutorialError(f"{where}: a list of card names")
    return list(value)


def _text(value: Any, where: str) -> dict[str, str]:
    if not isinstance(value, dict) or any(not isinstance(value.get(lang), str) or not value[lang] for lang in LANGS):
        raise TutorialError(f"{where}: needs a text in each of {', '.join(LANGS)}")
    return {lang: value[lang] for lang in LANGS}


def _expect(value: Any, where: str) -> Expect:
    if not isinstance(value, dict):
        raise TutorialError(f"{where}: a wanted move is an object with kind, cards, arg")
    kinds = value.get("kind", [])
    kinds = [kinds] if isinstance(kinds, str) else kinds
    arg = value.get("arg")
    if arg is not None and type(arg) not in (int, str):
        raise TutorialError(f"{where}: arg is a whole number or a word")
    count = value.get("count")
    if count is not None and type(count) is not int:
        raise TutorialError(f"{where}: count is a whole number of cards")
    return Expect(tuple(_strings(kinds, where)), tuple(_strings(value.get("cards", []), where)), arg, count)


def _step(value: Any, where: str) -> Step:
    if not isinstance(value, dict):
        raise TutorialError(f"{where}: a step is an object")
    expects = value.get("expect", [])
    expects = [expects] if isinstance(expects, dict) else expects
    if not isinstance(expects, list):
        raise TutorialError(f"{where}: expect is a move or a list of moves")
    step = Step(
        say=_text(value.get("say"), where),
        expect=tuple(_expect(e, where) for e in expects),
        wrong=_text(value["wrong"], where) if "wrong" in value else {},
        free=bool(value.get("free", False)),
        point=tuple(_strings(value.get("point", []), where)),
        zone=str(value.get("zone", "")),
        point_table=tuple(_strings(value.get("point_table", []), where)),
    )
    if step.asks and not step.wrong:
        raise TutorialError(f"{where}: a step that asks for a move says why another is wrong (wrong)")
    if step.asks and step.free:
        raise TutorialError(f"{where}: a step either asks for a move or lets the player play freely")
    return step


# --- the stacked deal ----------------------------------------------------------------------


def _names(game: Game[Any], cards: Sequence[int], lang: str) -> list[str]:
    return [game.card_name(c, lang) for c in cards]


def card_ids(game: Game[Any], names: Sequence[str], used: set[int], where: str = "deal") -> list[int]:
    """Card ids for names (English or Japanese), each an unused copy; `used` grows."""
    assert game.action_schema is not None
    found = []
    for name in names:
        card = next(
            (
                c
                for c in range(game.action_schema.cards)
                if c not in used and name in (game.card_name(c, "en"), game.card_name(c, "ja"))
            ),
            None,
        )
        if card is None:
            raise TutorialError(f"{where}: no card {name!r} left in the {game.name_en} deck")
        used.add(card)
        found.append(card)
    return found


def deck_order(scenario: Scenario) -> list[int]:
    """The deck (or wall) that deals the scenario's hands and stock. Where the deal puts each
    position is found by dealing a numbered deck once, so no game's dealing is copied here."""
    game = scenario.game
    assert game.action_schema is not None
    size = game.action_schema.cards
    try:
        probe = game.setup(scenario.players, scenario.options, scenario.seed, [list(range(size))])
    except (BadOption, ValueError) as error:
        raise TutorialError(str(error)) from None
    order: list[int | None] = [None] * size
    used: set[int] = set()
    dealt: set[int] = set()
    named = any(scenario.hands) or scenario.stock or scenario.dead
    for seat, names in enumerate(scenario.hands if named else ()):
        seen = game.observation(probe, seat)
        if "hand" not in seen:
            raise TutorialError(f"deal: {game.name_en} shows no hand at the start; name no cards in the deal")
        positions = sorted(seen["hand"])
        dealt.update(positions)
        if len(names) > len(positions):
            raise TutorialError(f"deal: seat {seat} is dealt {len(positions)} cards, not {len(names)}")
        for position, card in zip(positions, card_ids(game, names, used, f"deal: seat {seat}"), strict=False):
            order[position] = card
    rest = [p for p in range(size) if p not in dealt]
    dead_size = DEAD_WALL.get(scenario.game_id, 0)
    dead, live = rest[:dead_size], rest[dead_size:]
    if scenario.game_id in DRAWS_FROM_BACK:
        live.reverse()
    for positions, names, label in ((live, scenario.stock, "stock"), (dead, scenario.dead, "dead")):
        if len(names) > len(positions):
            raise TutorialError(f"deal: {label} has room for {len(positions)} cards, not {len(names)}")
        for position, card in zip(positions, card_ids(game, names, used, f"deal: {label}"), strict=False):
            order[position] = card
    unused = [c for c in range(size) if c not in used]
    if scenario.shuffle is not None:
        random.Random(scenario.shuffle).shuffle(unused)
    spare = iter(unused)
    return [card if card is not None else next(spare) for card in order]
