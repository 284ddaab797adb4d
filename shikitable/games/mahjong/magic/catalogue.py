"""The card catalogue of Magic: the Mahjong, read from its data file.

Seed 003 gives the framework and names six cards (停滞, 一発リーチ, 上がり吸収, ロン弾き, 無役の役,
カード復活) with their meanings; the rest of the catalogue is the project's own design. Every
colour, rarity and special type appears. The cards themselves are data, catalogue.toml beside
this module (shipped with the games' other tables): a card's effect is a list of operations from
`vocabulary.OPERATIONS`, and its texts say the same thing in words. The file is read once, when
this module is imported, and checked card by card so a mistake in it is named plainly rather
than surfacing mid-match."""

from __future__ import annotations

import tomllib
from collections.abc import Callable, Mapping
from enum import StrEnum
from pathlib import Path
from typing import Any, Literal, NamedTuple, NoReturn, TypeVar, cast, get_args

from shikitable.games.mahjong.magic.vocabulary import OPERATIONS, CardType, Colour, Op, Rarity, Timing, op

# how long a talisman lies on the table: until the start of its owner's next turn, or to the
# hand's end; "" for every card that is not a talisman
Lasts = Literal["", "next_turn", "hand"]
CATALOGUE_FILE = Path(__file__).with_name("catalogue.toml")


class Card(NamedTuple):
    id: str
    name_ja: str
    name_en: str
    colour: Colour
    rarity: Rarity
    timing: Timing
    type: CardType
    effect: tuple[Op, ...]
    text_ja: str
    text_en: str
    copies: int = 1  # copies in the deck
    lasts: Lasts = ""  # talismans only
    name_zh: str = ""  # the Chinese name and text (tests/test_zh_texts.py wants every card's)
    text_zh: str = ""


class CatalogueError(ValueError):
    """The catalogue file cannot be used; the message names the file, the card and the fault."""


E = TypeVar("E", bound=StrEnum)
TEXT_FIELDS = ("id", "name_ja", "name_en", "text_ja", "text_en")
WORD_FIELDS: dict[str, type[StrEnum]] = {"colour": Colour, "rarity": Rarity, "type": CardType, "timing": Timing}
KNOWN_FIELDS = frozenset(TEXT_FIELDS) | WORD_FIELDS.keys() | {"effect", "copies", "lasts", "name_zh", "text_zh"}


def load_catalogue(path: Path) -> tuple[Card, ...]:
    """Every card of the TOML file at `path`, in the file's order (the rule book's order)."""
    try:
        table = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise CatalogueError(f"{path}: the card catalogue cannot be read ({exc})") from exc
    return catalogue_from_table(table, str(path))


def catalogue_from_table(table: Mapping[str, Any], source: str) -> tuple[Card, ...]:
    """The cards of a catalogue table (its [[card]] entries), checked; `source` names the file
    in a refusal."""
    entries = table.get("card")
    if not isinstance(entries, list) or not entries:
        raise CatalogueError(f"{source}: expected the cards as [[card]] tables")
    cards: list[Card] = []
    for number, entry in enumerate(entries, 1):
        fault = _fault_reporter(source, number, entry)
        card = _read_card(entry, fault)
        if any(card.id == earlier.id for earlier in cards):
            fault(f"the id {card.id!r} is used by an earlier card")
        cards.append(card)
    return tuple(cards)


def _fault_reporter(source: str, number: int, entry: object) -> Callable[[str], NoReturn]:
    card_id = entry.get("id") if isinstance(entry, dict) else None
    where = f"{source}: card {number}" + (f" ({card_id})" if isinstance(card_id, str) else "")

    def fault(message: str) -> NoReturn:
        raise CatalogueError(f"{where}: {message}")

    return fault


def _read_card(entry: object, fault: Callable[[str], NoReturn]) -> Card:
    if not isinstance(entry, dict):
        fault("expected an object")
    fields = cast(dict[str, Any], entry)
    unknown = sorted(fields.keys() - KNOWN_FIELDS)
    if unknown:
        fault(f"unknown field(s) {', '.join(unknown)}")
    for name in TEXT_FIELDS:
        if not isinstance(fields.get(name), str) or not fields[name]:
            fault(f'"{name}" must be a non-empty text')
    words = {name: _word(fields, name, kind, fault) for name, kind in WORD_FIELDS.items()}
    copies = fields.get("copies", 1)
    if type(copies) is not int or copies < 1:
        fault('"copies" must be a whole number of at least 1')
    lasts = fields.get("lasts", "")
    if lasts not in get_args(Lasts):
        fault(f'"lasts" must be one of {", ".join(repr(v) for v in get_args(Lasts) if v)}')
    if (words["type"] is CardType.TALISMAN) != bool(lasts):
        fault('a talisman, and only a talisman, says how long it "lasts"')
    return Card(
        id=fields["id"],
        name_ja=fields["name_ja"],
        name_en=fields["name_en"],
        colour=cast(Colour, words["colour"]),
        rarity=cast(Rarity, words["rarity"]),
        timing=cast(Timing, words["timing"]),
        type=cast(CardType, words["type"]),
        effect=_read_effect(fields.get("effect"), fault),
        text_ja=fields["text_ja"],
        text_en=fields["text_en"],
        copies=copies,
        lasts=cast(Lasts, lasts),
        name_zh=str(fields.get("name_zh", "")),
        text_zh=str(fields.get("text_zh", "")),
    )


def _word(fields: Mapping[str, Any], name: str, kind: type[E], fault: Callable[[str], NoReturn]) -> E:
    value = fields.get(name)
    if value not in {member.value for member in kind}:
        fault(f'"{name}" must be one of {", ".join(member.value for member in kind)}, not {value!r}')
    return kind(value)


def _read_effect(effect: object, fault: Callable[[str], NoReturn]) -> tuple[Op, ...]:
    if not isinstance(effect, list) or not effect:
        fault('"effect" must be a non-empty list of operations')
    ops: list[Op] = []
    for step in cast(list[Any], effect):
        if not isinstance(step, dict) or step.get("op") not in OPERATIONS:
            fault(f'each operation of "effect" names a known "op"; {step!r} does not')
        args = {key: value for key, value in step.items() if key != "op"}
        if any(type(value) not in (str, int, float) for value in args.values()):
            fault(f"an operation's parameters are texts or numbers; {step!r} has another")
        ops.append(op(step["op"], **args))
    return tuple(ops)


CARDS: tuple[Card, ...] = load_catalogue(CATALOGUE_FILE)
BY_ID: dict[str, Card] = {card.id: card for card in CARDS}


def deck() -> list[str]:
    """The card deck before shuffling: every copy of every card, by id."""
    return [card.id for card in CARDS for _ in range(card.copies)]
