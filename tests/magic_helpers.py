"""Building Magic positions for tests: a fresh hand with chosen card hands, and short moves."""

from __future__ import annotations

from typing import Any

from shikitable.core.actions import Action
from shikitable.games.mahjong.magic import MagicGame
from shikitable.games.mahjong.magic.state import MagicState
from tests.riichi_helpers import give, stack

GAME = MagicGame()
PASS = Action("pass")


def fresh(seed: int = 0, **options: Any) -> MagicState:
    """A match at the first hand's first turn, every card hand empty (cards back in the deck)."""
    ms = GAME.setup(4, {"card_reset": False, **options}, seed)
    pass_windows(ms)
    for seat in range(4):
        set_cards(ms, seat, [])
    return ms


def seats(ms: MagicState) -> tuple[int, int, int, int]:
    """The dealer and the three seats after them, in turn order."""
    d = ms.riichi.dealer
    return d, (d + 1) % 4, (d + 2) % 4, (d + 3) % 4


def holding(seed: int, *hands: list[str]) -> tuple[MagicState, int, int, int, int]:
    """A fresh match (see fresh) in which the dealer and the seats after them, in turn order,
    hold these card hands (the seats not named hold none); with those four seats."""
    ms = fresh(seed)
    order = seats(ms)
    for seat, wanted in zip(order, hands, strict=False):
        set_cards(ms, seat, wanted)
    return (ms, *order)


def ron_position(*hands: list[str], seed: int = 5) -> tuple[MagicState, int, int, int, int, int]:
    """The next player is ready on 1p-4p with tanyao and the dealer has drawn the 4p; card hands
    as in holding. With the seats (dealer first) and the 4p."""
    ms, d, n, m, k = holding(seed, *hands)
    give(ms.riichi, n, "234m456p678s23p55s")
    four_p = give(ms.riichi, d, "777m888p999s777z6z", drawn="4p")[-1]
    return ms, d, n, m, k, four_p


def ronned(*hands: list[str]) -> tuple[MagicState, int, int, int, int]:
    """The ron_position played on: the dealer throws the 4p and the next player rons it, so the
    win-time card window is open. With the seats, dealer first."""
    ms, d, n, m, k, four_p = ron_position(*hands)
    do(ms, d, "discard", (four_p,))
    do(ms, n, "ron")
    return ms, d, n, m, k


def plain_ron_value() -> int:
    """What the ron of ronned is worth to the winner when nobody holds a card."""
    ms, _, n, _, _ = ronned()
    return ms.riichi.last_result["lines"][0]["deltas"][n]


def riichi_with_a_card_in_hand() -> tuple[MagicState, int, int]:
    """The dealer, holding 補給 (supply), declares riichi on a ready hand; the seat before the
    dealer holds 散乱 (scatter). With the dealer and that seat."""
    ms, d, _, _, k = holding(23, ["supply"], [], [], ["scatter"])
    one_z = give(ms.riichi, d, "234m456p678s23p55s", drawn="1z")[-1]
    do(ms, d, "riichi", (one_z,))
    return ms, d, k


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


def open_yakuless_tsumo(*, dora: bool) -> tuple[MagicState, int]:
    """The next player chis 3m onto 12m and waits on 2s with 456m 789p 99s 13s (no yaku), then
    draws the 2s a round later."""
    ms = fresh(43)
    rs = ms.riichi
    d, n = rs.dealer, (rs.dealer + 1) % 4
    three_m = give(rs, d, "147p258s369s1234z", drawn="3m")[-1]
    hand = give(rs, n, "12m456m789p99s13s7z")
    one_m, two_m, seven_z = hand[0], hand[1], hand[-1]
    stack(rs, "8s" if dora else "7z", position=4)
    set_cards(ms, n, ["yakuless_yaku"])
    do(ms, d, "discard", (three_m,))
    pass_windows(ms)
    for seat in GAME.to_act(ms):
        do(ms, seat, *(("chi", (one_m, two_m)) if seat == n else ("pass",)))
    assert rs.hands[n].melds and rs.current == n
    stack(rs, "1z1z1z2s")  # m, k and d draw a 1z and throw it; n draws the 2s
    do(ms, n, "discard", (seven_z,))
    for _ in range(3):
        pass_claims(ms)
        actor = rs.current
        do(ms, actor, "discard", (rs.hands[actor].drawn,))
    pass_claims(ms)
    assert rs.current == n and rs.hands[n].drawn >> 2 == 19  # 2s
    return ms, n
