"""Set up 四川麻将 positions by hand for rule tests: hands and walls in compact notation
("123m456p99s"), void suits, melds, whose turn it is."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from shikitable.core.actions import Action
from shikitable.games.mahjong.sichuan import PUNG, TURN, Sichuan, SichuanState
from shikitable.games.mahjong.sichuan_rules import SUITS
from shikitable.games.mahjong.tiles import KIND_OF, kinds_from_text

GAME = Sichuan()


def suit_counts(text: str) -> list[int]:
    """How many of each of the 27 suited kinds a hand in compact notation holds."""
    found = [0] * 27
    for kind in kinds_from_text(text):
        found[kind] += 1
    return found


class Tiles:
    """Hands out tile ids for kinds, each copy once."""

    def __init__(self) -> None:
        self.used: set[int] = set()

    def take(self, text: str) -> list[int]:
        tiles = []
        for kind in kinds_from_text(text) if text else []:
            tile = next(kind * 4 + c for c in range(4) if kind * 4 + c not in self.used)
            self.used.add(tile)
            tiles.append(tile)
        return tiles

    def rest(self) -> list[int]:
        return [t for t in range(108) if t not in self.used]


def arrange(
    hands: Sequence[str],
    voids: str = "ssss",
    wall: str = "",
    turn: int = 0,
    dealer: int = 0,
    options: dict[str, Any] | None = None,
    melds: dict[int, list[tuple[str, str, int]]] | None = None,
    exact_wall: bool = False,
    kong_tiles: str = "",
) -> SichuanState:
    """A hand in play: `hands[turn]` holds the turn's tiles (14 with no melds, its last tile the
    one just drawn); `wall` is drawn first; `kong_tiles` are the next replacement tiles after
    kongs; with `exact_wall` nothing else is left in the wall. `melds`: seat -> [(type, kind
    text, from seat)] with type "pung", "kong_open", "kong_added" or "kong_concealed"."""
    state = GAME.setup(4, {"hands": 1, **(options or {})}, seed=1)
    tiles = Tiles()
    state.melds = [[] for _ in range(4)]
    number = 0
    for seat, specs in (melds or {}).items():
        for kind_of_meld, text, giver in specs:
            size = 3 if kind_of_meld == PUNG else 4
            meld_tiles = tiles.take(text * size)
            entry: dict[str, Any] = {"kind": KIND_OF[meld_tiles[0]], "tiles": meld_tiles, "type": kind_of_meld,
                                     "from": giver, "turned": [] if giver < 0 else [0]}
            if size == 4:
                number += 1
                entry["number"] = number
            state.melds[seat].append(entry)
    state.kong_number = number
    state.hands = [tiles.take(h) for h in hands]
    front = tiles.take(wall)
    back = tiles.take(kong_tiles)
    state.wall = front + ([] if exact_wall else tiles.rest()) + list(reversed(back))
    state.counts = [[0] * 27 for _ in range(4)]
    for seat, hand in enumerate(state.hands):
        for t in hand:
            state.counts[seat][KIND_OF[t]] += 1
    state.rivers = [[] for _ in range(4)]
    state.voids = [SUITS.index(v) for v in voids]
    state.voids_shown = [True] * 4
    state.claims = {}
    state.phase = TURN
    state.turn = turn
    state.dealer = dealer
    state.turn_count = 1
    state.drawn = state.hands[turn][-1] if state.hands[turn] else -1
    state.draw_wins = False
    for hand in state.hands:
        hand.sort()
    state.wait_cache = [None] * 4
    state.legal_cache = None
    if state.drawn >= 0:
        from shikitable.games.mahjong.sichuan_state import wins_now

        state.draw_wins = wins_now(state, turn)
    return state


def tile_of(state: SichuanState, seat: int, code: str) -> int:
    kind = kinds_from_text(code)[0]
    return next(t for t in state.hands[seat] if KIND_OF[t] == kind)


def act(state: SichuanState, seat: int, kind: str, code: str | None = None) -> list[Any]:
    cards = (tile_of(state, seat, code),) if code else ()
    _, events = GAME.apply(state, seat, Action(kind, cards))
    return events


def ledger(state: SichuanState) -> list[tuple[int, int, int, str]]:
    return [(t.payer, t.payee, t.points, t.why) for t in state.ledger]


def pass_all(state: SichuanState) -> None:
    while state.phase in ("react", "rob") and GAME.to_act(state):
        act(state, GAME.to_act(state)[0], "pass")
