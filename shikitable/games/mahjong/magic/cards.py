"""The card side of a match: the card deck, each seat's card hand, the used pile, talismans on
the table, and the dealing rules (seed 003 §1)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, fields
from typing import Any, Self, cast

from shikitable.core.events import Event
from shikitable.games.mahjong.magic.catalogue import BY_ID, Lasts, deck

PLAYERS = 4


class PlainRecord:
    """A dataclass of plain values (texts, numbers, None) whose JSON form is its fields, by name."""

    def to_json(self) -> dict[str, Any]:
        return asdict(cast(Any, self))

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        return cls(**{f.name: data[f.name] for f in fields(cast(Any, cls))})


@dataclass
class Talisman(PlainRecord):
    """A 護符 lying on the table: whose it is, whom it names, until when it lasts."""

    card: str
    owner: int
    target: int | None
    lasts: Lasts


@dataclass
class Declaration(PlainRecord):
    """A card declared and not yet resolved (an entry of the declaration stack)."""

    card: str
    seat: int
    target: int | None = None
    choice: str | None = None  # a tile number or a card id, as the card asks


@dataclass
class CardState:
    rng: random.Random
    deck: list[str] = field(default_factory=list)  # face down, top = last
    hands: list[list[str]] = field(default_factory=lambda: [[] for _ in range(PLAYERS)])
    used: list[str] = field(default_factory=list)  # the used (破棄) pile
    used_this_hand: list[str] = field(default_factory=list)  # kept out of a refill (seed §1)
    table: list[Talisman] = field(default_factory=list)
    stacking_used: list[bool] = field(default_factory=lambda: [False] * PLAYERS)
    reset_done: list[bool] = field(default_factory=lambda: [False] * PLAYERS)
    returns: list[tuple[str, int]] = field(default_factory=list)  # (card, seat): may return if seat wins
    tsumogiri_turns: list[int] = field(default_factory=lambda: [0] * PLAYERS)
    seen: list[list[dict[str, Any]]] = field(default_factory=lambda: [[] for _ in range(PLAYERS)])
    log: list[dict[str, Any]] = field(default_factory=list)  # public card log
    dealt_once: bool = False  # the "before the match" deal happened (fixed dealing)
    adjustments: list[dict[str, Any]] = field(default_factory=list)  # payment effects for the coming settlement

    def log_has(self, kind: str) -> bool:
        return any(entry.get("kind") == kind for entry in self.log)


def new_cards(seed: int) -> CardState:
    cards = CardState(rng=random.Random(seed ^ 0x5EED_CA4D))
    cards.deck = deck()
    cards.rng.shuffle(cards.deck)
    return cards


def draw_cards(cards: CardState, seat: int, count: int, events: list[Event]) -> int:
    """Draw up to `count` cards; an empty deck is refilled from the used pile except the cards
    used in this hand (they stay out to show their effect). Returns how many were drawn."""
    drawn = []
    for _ in range(count):
        if not cards.deck:
            refill(cards, events)
            if not cards.deck:
                break
        drawn.append(cards.deck.pop())
    cards.hands[seat].extend(drawn)
    if drawn:
        events.append(Event("card_draw", {"seat": seat, "count": len(drawn)}, {"cards": drawn}, frozenset({seat})))
    return len(drawn)


def refill(cards: CardState, events: list[Event]) -> None:
    keep = list(cards.used_this_hand)
    reusable = list(cards.used)
    for card in keep:
        if card in reusable:
            reusable.remove(card)
    if not reusable:
        return
    cards.used = keep
    cards.rng.shuffle(reusable)
    cards.deck = reusable + cards.deck
    events.append(Event("card_refill", {"count": len(reusable)}))


def deal_before_hand(cards: CardState, options: dict[str, Any], hand_number: int, round_wind: int,
                     events: list[Event]) -> None:
    """The dealing option in force, before a hand's shuffle."""
    rule = options["card_dealing"]
    handicap = options.get("handicap_seat", -1)

    def wanted(seat: int, count: int) -> int:  # a stronger player gets one card fewer
        return max(0, count - 1) if seat == handicap else count

    if rule == "official":
        for seat in range(PLAYERS):
            if len(cards.hands[seat]) <= 1:
                draw_cards(cards, seat, max(0, wanted(seat, 2) - len(cards.hands[seat])), events)
    elif rule == "fixed":
        if not cards.dealt_once:
            for seat in range(PLAYERS):
                draw_cards(cards, seat, wanted(seat, options["cards_at_start"]), events)
    elif rule == "south_topup":
        if not cards.dealt_once or (round_wind == 1 and not cards.log_has("south_topup")):
            for seat in range(PLAYERS):
                draw_cards(cards, seat, max(0, wanted(seat, options["cards_at_start"]) - len(cards.hands[seat])),
                           events)
            if cards.dealt_once:
                cards.log.append({"kind": "south_topup"})
    cards.dealt_once = True


def use_up(cards: CardState, card: str) -> None:
    cards.used.append(card)
    cards.used_this_hand.append(card)


def display_name(card: str) -> str:
    """Both names, for the card log: "停滞 Stagnation"."""
    spec = BY_ID[card]
    return f"{spec.name_ja} {spec.name_en}"


def card_type(card: str) -> str:
    return BY_ID[card].type
