"""Building Magic positions for tests: a fresh hand with chosen card hands, and short moves."""

from __future__ import annotations

from typing import Any

from shikitable.core.actions import Action
from shikitable.games.mahjong.magic import MagicGame
from shikitable.games.mahjong.magic.state import MagicState

GAME = MagicGame()
PASS = Action("pass")


def fresh(seed: int = 0, **options: Any) -> MagicState:
    """A match at the first hand's first turn, every card hand empty (cards back in the deck)."""
    ms = GAME.setup(4, {"card_reset": False, **options}, seed)
    pass_windows(ms)
    for seat in range(4):
        set_cards(ms, seat, [])
    return ms


def set_cards(ms: MagicState, seat: int, wanted: list[str]) -> None:
    cards = ms.cards
    cards.deck.extend(cards.hands[seat])
    cards.hands[seat] = []
    for card in wanted:
        if card in cards.deck:
            cards.deck.remove(card)
        else:
            for other in range(4):
                if other != seat and card in cards.hands[other]:
                    cards.hands[other].remove(card)
                    break
            else:
                cards.used.remove(card)
        cards.hands[seat].append(card)
    touch(ms)


def touch(ms: MagicState) -> None:
    ms.version += 1
    ms.legal_cache = None
    ms.riichi.legal_cache = None


def pass_windows(ms: MagicState) -> None:
    """Everyone asked in card windows passes (or keeps their hand at the reset step)."""
    while ms.window is not None:
        for seat in GAME.to_act(ms):
            GAME.apply(ms, seat, Action("keep") if ms.window.kind == "reset" else PASS)


def do(ms: MagicState, seat: int, kind: str, cards: tuple[int, ...] = (), arg: int | str | None = None) -> list[Any]:
    _, events = GAME.apply(ms, seat, Action.make(kind, cards, arg))
    return events


def card(ms: MagicState, seat: int, arg: str) -> list[Any]:
    return do(ms, seat, "card", arg=arg)


def card_total(ms: MagicState) -> int:
    c = ms.cards
    return len(c.deck) + sum(len(h) for h in c.hands) + len(c.used) + len(c.table) + len(ms.stack)


def pass_claims(ms: MagicState) -> None:
    """Card windows and riichi claim windows: everybody passes."""
    pass_windows(ms)
    while ms.riichi.phase in ("claim", "rob") and GAME.to_act(ms):
        GAME.apply(ms, GAME.to_act(ms)[0], PASS)
        pass_windows(ms)
