"""Learn-to-play scenarios: a guided first hand as data, played through the real engine.

A scenario file (`assets/tutorials/<game>.json`) names the seats, the seed, the options, the
stacked deal (each seat's hand and the stock in drawing order, by card name) and the steps.
A step either tells (the player reads and presses Next), asks for a move (`expect`: only the
moves it lists are lit, any other is refused with the step's `wrong` text), or lets the player
play freely (`free`) until the deal ends. Bots are the game's heuristic, which is deterministic
under the seed, optionally told their first moves (`script`). No Qt here: the table's runner
(ui/tutorial.py) and the tests drive a `TutorialRun` the same way."""

from __future__ import annotations

import json
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from shikitable.ai import make_bot
from shikitable.ai.base import Bot
from shikitable.core.actions import Action
from shikitable.core.errors import BadOption
from shikitable.core.events import Event
from shikitable.core.game import Game
from shikitable.games import GAMES, get_game
from shikitable.session.host import MatchHost, Seat

LANGS = ("ja", "en")
TUTORIAL_DIR = Path(__file__).resolve().parents[2] / "assets" / "tutorials"
HUMAN = 0  # the learner sits at seat 0, at the bottom of the table
# tiles at the front of a mahjong wall that the deal skips (the dead wall): `dead` fills them
DEAD_WALL = {"riichi": 14, "magic": 14}
# games whose stock is drawn from the back of the deck (the rest draw from the front)
DRAWS_FROM_BACK = frozenset({"taxot", "makhup", "nine", "nippachi"})


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


# --- playing a scenario ----------------------------------------------------------------------


class ScriptedBot(Bot):
    """The game's heuristic, told its first moves: each scripted move is played as soon as it is
    legal, in order; the heuristic chooses every other move."""

    name = "tutorial"

    def __init__(self, game: Game[Any], inner: Bot, script: Sequence[Expect]) -> None:
        super().__init__(0)
        self.game = game
        self.inner = inner
        self.script = list(script)

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        if self.script:
            wanted = next((a for a in legal if self.script[0].matches(self.game, a)), None)
            if wanted is not None:
                self.script.pop(0)
                return wanted
        return self.inner.choose(observation, legal)


def make_bots(scenario: Scenario) -> dict[int, Bot]:
    game = scenario.game
    return {
        seat: ScriptedBot(game, make_bot(game.id, "heuristic", scenario.seed + seat), scenario.script.get(seat, []))
        for seat in range(1, scenario.players)
    }


class TutorialRun:
    """Where the learner is in a scenario: the current step, which moves it allows and what it
    says about any other. The host is the real match; the caller makes the moves."""

    def __init__(self, scenario: Scenario, lang: str = "en") -> None:
        if lang not in LANGS:
            raise TutorialError(f"no tutorial language {lang!r}; choose from {', '.join(LANGS)}")
        self.scenario = scenario
        self.lang = lang
        self.game = scenario.game
        seats = [Seat(name, "human" if i == HUMAN else "heuristic") for i, name in enumerate(scenario.seat_names(lang))]
        self.host = MatchHost(
            self.game, scenario.players, scenario.seed, scenario.options, seats, [deck_order(scenario)]
        )
        self.index = 0
        self.played_freely = 0  # the learner's moves in free play (the box steps aside after the first)
        self.deal_over = False
        self.record: dict[str, Any] | None = None  # the deal's scoring, once it ends

    @property
    def step(self) -> Step | None:
        return self.scenario.steps[self.index] if self.index < len(self.scenario.steps) else None

    @property
    def finished(self) -> bool:
        return self.deal_over

    def text(self, step: Step | None = None) -> str:
        step = step if step is not None else self.step
        if step is None:
            return self.scenario.ending[self.lang]
        return step.say[self.lang]

    def waiting_to_read(self) -> bool:
        """A telling step: play waits until the learner presses Next."""
        step = self.step
        return step is not None and step.tells and not self.deal_over

    def next(self) -> None:
        if self.waiting_to_read():
            self.index += 1

    def wanted(self, legal: Sequence[Action]) -> list[Action]:
        """The learner's moves that the step allows now (all legal ones in a free step or once
        the steps are done)."""
        step = self.step
        if step is None or step.free:
            return list(legal)
        if step.tells:
            return []
        return [a for a in legal if any(e.matches(self.game, a) for e in step.expect)]

    def refusal(self, action: Action) -> str | None:
        """The lesson's words for a move the step does not want (None: the move is wanted)."""
        step = self.step
        if step is None or step.free:
            return None
        if step.asks and any(e.matches(self.game, action) for e in step.expect):
            return None
        if step.tells:
            return {"en": "Read the box first, then press Next.", "ja": "まず説明を読んで「次へ」を押してください。"}[
                self.lang
            ]
        return step.wrong[self.lang]

    def automatic(self, legal: Sequence[Action]) -> Action | None:
        """The move made for the learner: the step wants none of the legal moves, and one of
        them is of a kind the scenario makes automatically (a pass on a claim)."""
        if self.waiting_to_read() or self.wanted(legal):
            return None
        return next((a for a in legal if a.kind in self.scenario.auto), None)

    def moved(self, seat: int, action: Action, events: Sequence[Event]) -> None:
        """A move was made: a wanted one finishes its step; a deal's end finishes the lesson."""
        step = self.step
        if seat == HUMAN and step is not None and step.asks and self.refusal(action) is None:
            self.index += 1
        elif seat == HUMAN and step is not None and step.free:
            self.played_freely += 1
        for event in events:
            if event.kind == "season_end" and not self.deal_over:
                self.deal_over = True
                self.record = dict(event.data.get("record", {}))
                self.index = len(self.scenario.steps)

    def submit(self, seat: int, action: Action) -> list[Event]:
        """Make a move through the host (the headless runner's and tests' way)."""
        if seat == HUMAN and action != self.automatic(self.host.legal_actions(seat)):
            reason = self.refusal(action)
            if reason is not None:
                from shikitable.core.errors import IllegalAction

                raise IllegalAction(reason)
        events = self.host.submit(seat, action)
        self.moved(seat, action, events)
        return events


def play_through(scenario: Scenario, lang: str = "en", max_moves: int = 3000) -> TutorialRun:
    """Follow the boxes to the end: Next on every telling step, the first wanted move on every
    asking one, the heuristic's move in free play. Raises TutorialError where the scenario and
    the engine disagree (a step that wants a move the learner cannot make)."""
    run = TutorialRun(scenario, lang)
    bots = make_bots(scenario)
    helper = make_bot(scenario.game_id, "heuristic", scenario.seed)
    for _ in range(max_moves):
        if run.finished:
            return run
        if run.waiting_to_read():
            run.next()
            continue
        to_act = run.host.to_act()
        if not to_act:
            raise TutorialError("the match ended before the deal's end")
        seat = HUMAN if HUMAN in to_act else to_act[0]
        legal = run.host.legal_actions(seat)
        if seat == HUMAN:
            wanted = run.wanted(legal)
            auto = run.automatic(legal)
            if auto is not None:
                run.submit(seat, auto)
                continue
            if not wanted:
                raise TutorialError(f"step {run.index + 1} wants a move the learner cannot make now: {legal}")
            step = run.step
            action = helper.choose(run.host.observation(seat), wanted) if step is None or step.free else wanted[0]
        else:
            action = bots[seat].choose(run.host.observation(seat), legal)
        run.submit(seat, action)
    raise TutorialError(f"the tutorial did not end within {max_moves} moves")
