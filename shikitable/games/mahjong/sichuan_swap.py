"""换三张: before 定缺 every player passes three tiles of one suit face down, all in one
direction: clockwise (to the player on the left, 上家), counter-clockwise (to the right, 下家)
or across. The direction is fixed by an option or rolled with two dice once everyone has
chosen; with three players there is no across, with two the tiles go to the other player."""

from __future__ import annotations

from bisect import insort
from itertools import combinations_with_replacement

from shikitable.core.actions import Action
from shikitable.core.errors import BadOption
from shikitable.core.events import Event
from shikitable.games.mahjong.sichuan_state import SichuanState
from shikitable.games.mahjong.tiles import KIND_OF

SWAP = "swap"  # the phase and the move
CLOCKWISE, COUNTER, ACROSS = "clockwise", "counter", "across"
DIRECTION_NAMES = {  # for the log, in each language
    CLOCKWISE: ("clockwise, to the player on the left", "時計回り (上家へ)"),
    COUNTER: ("counter-clockwise, to the player on the right", "反時計回り (下家へ)"),
    ACROSS: ("across the table", "対面へ"),
}


def check_swap_option(swap: str, players: int) -> None:
    if swap == ACROSS and players != 4:
        raise BadOption(f"option 'swap': passing across needs four players, not {players}")


def offset_of(direction: str, players: int) -> int:
    """How many seats on, in turn order, the tiles go: 下家 is the next seat."""
    if players == 2:
        return 1
    return {COUNTER: 1, ACROSS: 2, CLOCKWISE: players - 1}[direction]


def direction_by_dice(dice: tuple[int, int], players: int) -> str:
    """The dice's total: with four players 1 or 4 in 3 (4, 7, 10) clockwise, 2 in 3 (2, 5, 8,
    11) counter-clockwise, a multiple of 3 across; with fewer, odd clockwise, even counter."""
    total = dice[0] + dice[1]
    if players == 4:
        return (ACROSS, CLOCKWISE, COUNTER)[total % 3]
    return CLOCKWISE if total % 2 else COUNTER


def swap_choices(hand: list[int]) -> list[Action]:
    """Every way to pick three tiles of one suit from a sorted hand, once per set of kinds
    (copies are interchangeable): each listed with the lowest copies."""
    by_kind: dict[int, list[int]] = {}
    for t in hand:
        by_kind.setdefault(KIND_OF[t], []).append(t)
    moves = []
    for suit in range(3):
        kinds = [k for k in sorted(by_kind) if k // 9 == suit]
        for picked in combinations_with_replacement(kinds, 3):
            if all(picked.count(k) <= len(by_kind[k]) for k in set(picked)):
                tiles: list[int] = []
                for k in sorted(set(picked)):
                    tiles += by_kind[k][: picked.count(k)]
                moves.append(Action(SWAP, tuple(sorted(tiles))))
    return moves


def swap_problem(hand: list[int], cards: tuple[int, ...]) -> str:
    """Why `cards` cannot be passed ("" when they can)."""
    if len(cards) != 3 or len(set(cards)) != 3 or any(t not in hand for t in cards):
        return "换三张: choose three tiles from your hand."
    if len({KIND_OF[t] // 9 for t in cards}) != 1:
        return "换三张: the three tiles must be of one suit."
    return ""


def exchange(state: SichuanState, events: list[Event]) -> None:
    """Everyone has chosen: the direction is settled (rolled if by dice), the tiles move, each
    player sees what came in, and the log says which way they went."""
    n = state.players
    direction = state.options["swap"]
    if direction == "dice":
        dice = (state.rng.randint(1, 6), state.rng.randint(1, 6))
        state.swap_dice = list(dice)
        direction = direction_by_dice(dice, n)
    state.swap_direction = direction
    step = offset_of(direction, n)
    state.swap_in = [[] for _ in range(n)]
    for seat in range(n):
        for t in state.swap_out[seat]:
            state.hands[seat].remove(t)
            state.counts[seat][KIND_OF[t]] -= 1
    for seat in range(n):
        receiver = (seat + step) % n
        for t in state.swap_out[seat]:
            insort(state.hands[receiver], t)
            state.counts[receiver][KIND_OF[t]] += 1
        state.swap_in[receiver] = sorted(state.swap_out[seat])
    state.wait_cache = [None] * n
    name_en, name_ja = DIRECTION_NAMES[direction] if n > 2 else ("to the other player", "相手へ")
    events.append(Event("swap_done", {"direction": direction, "dice": list(state.swap_dice), "name_en": name_en,
                                      "name_ja": name_ja}))
    for seat in range(n):
        giver = (seat - step) % n
        events.append(Event("swap_received", {"seat": seat, "from": giver},
                            {"cards": list(state.swap_in[seat]), "gave": sorted(state.swap_out[seat])},
                            frozenset({seat})))
