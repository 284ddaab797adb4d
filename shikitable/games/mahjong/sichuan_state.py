"""四川麻将's state and the per-seat facts read from it: who is still in, what a hand waits on,
which kongs a seat may declare. Hands are kept sorted; counts per kind are kept beside them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Final, Literal, NotRequired, TypedDict

from shikitable.core.actions import Action
from shikitable.core.match import MatchState
from shikitable.games.mahjong.sichuan_fan import Meld
from shikitable.games.mahjong.sichuan_ledger import Transfer
from shikitable.games.mahjong.sichuan_rules import holds_void, shape_wins, wait_mask
from shikitable.games.mahjong.tiles import KIND_OF, SUITED_KIND_COUNT, SUITED_TILE_COUNT

PLAYERS = 4
VOID, TURN, REACT, ROB = "void", "turn", "react", "rob"
DISCARD, TSUMO_MOVE, KAN, PON, RON_MOVE, PASS, LAY = "discard", "tsumo", "kan", "pon", "ron", "pass", "lay"
VOID_MOVES = ("void_m", "void_p", "void_s")
# a set in front of a player: a pung called on a discard, or a kong called on a discard, grown
# from the player's own pung, or declared concealed
MeldType = Literal["pung", "kong_open", "kong_added", "kong_concealed"]
PUNG: Final = "pung"
KONG_OPEN_MELD: Final = "kong_open"
KONG_ADDED_MELD: Final = "kong_added"
KONG_CONCEALED_MELD: Final = "kong_concealed"
# a meld as the state keeps it: its kind, its tiles in the order they lie, the seat it was called
# from (-1: none), which tiles lie turned, and for a kong its number in the hand (its payments)
SichuanMeld = TypedDict("SichuanMeld", {"kind": int, "tiles": list[int], "type": MeldType, "from": int,
                                        "turned": list[int], "number": NotRequired[int]})

DISCARD_ACTIONS = [Action(DISCARD, (t,)) for t in range(SUITED_TILE_COUNT)]
KAN_ACTIONS = [Action(KAN, (t,)) for t in range(SUITED_TILE_COUNT)]
LAY_ACTIONS = [Action(LAY, (t,)) for t in range(SUITED_TILE_COUNT)]
PASS_ACTION, RON_ACTION, PON_ACTION, KAN_CLAIM = Action(PASS), Action(RON_MOVE), Action(PON), Action(KAN)
TSUMO_ACTION = Action(TSUMO_MOVE)


@dataclass
class SichuanState(MatchState):
    """A match's fields (players, dealer, scores, records, explicit walls queued in `decks`, ...)
    and the hand in play."""

    derived: ClassVar[frozenset[str]] = MatchState.derived | {"wait_cache"}
    season: int = 0  # the hand's number, 1-based
    # --- this hand ---
    wall: list[int] = field(default_factory=list)  # live wall: draws from the front, kong tiles from the back
    dice: list[int] = field(default_factory=list)
    wall_break: list[int] = field(default_factory=list)  # [seat whose wall, stack]
    hands: list[list[int]] = field(default_factory=list)
    counts: list[list[int]] = field(default_factory=list)  # per seat, per kind: concealed tiles
    melds: list[list[SichuanMeld]] = field(default_factory=list)
    rivers: list[list[int]] = field(default_factory=list)
    laid: list[int] = field(default_factory=list)  # 定打: the face-down first discard (-1: none)
    voids: list[int] = field(default_factory=list)  # suit 0-2, -1 not chosen yet
    voids_shown: list[bool] = field(default_factory=list)
    void_kept: list[bool] = field(default_factory=list)  # discarded the void suit whenever holding it
    out: list[str] = field(default_factory=list)  # "" still in, "ron" or "tsumo" once won
    won: list[int] = field(default_factory=list)  # wins this hand per seat (血流成河: winners stay in)
    wins: list[dict[str, Any]] = field(default_factory=list)  # in order; full details for the result
    first_win: list[int] = field(default_factory=list)  # winners of the hand's first winning moment
    first_discarder: int = -1
    phase: str = VOID
    swap_out: list[list[int]] = field(default_factory=list)  # 换三张: the tiles each seat passes
    swap_in: list[list[int]] = field(default_factory=list)  # and the tiles each received
    swap_direction: str = ""  # once settled: clockwise, counter or across
    swap_dice: list[int] = field(default_factory=list)  # the roll that settled it, if by dice
    turn: int = 0
    turn_count: int = 0
    drawn: int = -1  # the tile drawn this turn (-1: none, e.g. after ポン)
    draw_wins: bool = False  # the tile drawn this turn completes the hand (known from the waits before it)
    must_discard: bool = False
    after_kong: bool = False  # this turn's tile came from a kong
    kong_chain: list[int] = field(default_factory=list)  # kongs made this turn, by number
    discard_after_kong: list[int] = field(default_factory=list)  # kongs the last discard came right after
    last_discard: int = -1
    claims: dict[int, str | None] = field(default_factory=dict)
    rob_tile: int = -1
    kong_number: int = 0
    ledger: list[Transfer] = field(default_factory=list)
    result_lines: list[dict[str, Any]] = field(default_factory=list)
    wait_cache: list[int | None] = field(default_factory=list)  # derived


def seats_in(state: SichuanState) -> list[int]:
    return [s for s in range(state.players) if not state.out[s]]


def locked(state: SichuanState, seat: int) -> bool:
    """血流成河: a seat that has won plays on with its hand fixed: it discards what it draws
    unless that wins again, and makes no ポン or カン."""
    return bool(state.won) and state.won[seat] > 0 and not state.out[seat]


def meld_list(state: SichuanState, seat: int) -> list[Meld]:
    return [Meld(m["kind"], len(m["tiles"]), m["type"] == KONG_CONCEALED_MELD) for m in state.melds[seat]]


def totals(state: SichuanState, seat: int) -> list[int]:
    found = list(state.counts[seat])
    for m in state.melds[seat]:
        found[m["kind"]] += len(m["tiles"])
    return found


def waits(state: SichuanState, seat: int) -> int:
    """What the seat's 13-tile hand wins on (a bit per kind), kept until the hand changes."""
    found = state.wait_cache[seat]
    if found is None:
        found = wait_mask(state.counts[seat], totals(state, seat), len(state.melds[seat]), state.voids[seat])
        state.wait_cache[seat] = found
    return found


def wins_now(state: SichuanState, seat: int) -> bool:
    """The seat's 14 tiles (after a draw) form a win that keeps 缺一门."""
    counts = state.counts[seat]
    return not holds_void(counts, state.voids[seat]) and shape_wins(counts, len(state.melds[seat]))


def kong_kinds(state: SichuanState, seat: int) -> list[tuple[int, MeldType]]:
    """Kongs the seat may declare on its turn: (kind, concealed or added). None with the wall
    empty, none in the void suit."""
    if not state.wall or state.must_discard or locked(state, seat):
        return []
    void = state.voids[seat]
    counts = state.counts[seat]
    found = []
    if 4 in counts:
        found = [(k, KONG_CONCEALED_MELD) for k in range(SUITED_KIND_COUNT) if counts[k] == 4 and k // 9 != void]
    for m in state.melds[seat]:
        if m["type"] == PUNG and counts[m["kind"]]:
            found.append((m["kind"], KONG_ADDED_MELD))
    return found


def lowest_of_kind(hand: Sequence[int], kind: int) -> int:
    return min(t for t in hand if KIND_OF[t] == kind)


def one_per_kind(hand: Sequence[int]) -> list[int]:
    """The lowest tile of each kind in a sorted hand: copies are interchangeable, so a choice
    is listed once."""
    found = []
    last = -1
    for t in hand:
        if t >> 2 != last:
            found.append(t)
            last = t >> 2
    return found
