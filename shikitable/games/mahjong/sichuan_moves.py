"""四川麻将's moves, each with its options and its refusal, phase by phase: 换三张, 定缺 (by
choice or by a tile laid face down, 定打), the turn (ツモ, カン, discard), the window on a
discard (和, ポン, カン, pass) and the window on an added kong (槍槓 or pass). The game
(sichuan.py) joins them to their effects; the legal list, the check and `apply` all come
from that one declaration."""

from __future__ import annotations

from collections.abc import Callable

from shikitable.core.actions import Action
from shikitable.games.mahjong.sichuan_rules import SUITS, holds_void, shape_wins
from shikitable.games.mahjong.sichuan_state import (
    DISCARD_ACTIONS,
    KAN,
    KAN_ACTIONS,
    KAN_CLAIM,
    LAY_ACTIONS,
    PASS_ACTION,
    PON,
    PON_ACTION,
    REACT,
    RON_ACTION,
    TSUMO_ACTION,
    SichuanState,
    kong_kinds,
    locked,
    lowest_of_kind,
    one_per_kind,
    waits,
    wins_now,
)
from shikitable.games.mahjong.sichuan_swap import swap_choices, swap_problem
from shikitable.games.mahjong.tiles import KIND_OF

Refusal = Callable[[SichuanState, int, Action], "str | None"]
NO_TILE_IN_CLAIM = "A claim or a pass names no tile of yours: it is about the tile just played."
AFTER_PON = "After ポン you discard a tile."

# --- 换三张 and 定缺 ----------------------------------------------------------------------------


def swap_options(state: SichuanState, seat: int) -> list[Action]:
    return swap_choices(state.hands[seat])


def swap_refusal(state: SichuanState, seat: int, action: Action) -> str | None:
    return swap_problem(state.hands[seat], action.cards) or None  # an empty text: nothing wrong


def lay_options(state: SichuanState, seat: int) -> list[Action]:
    return [LAY_ACTIONS[t] for t in one_per_kind(state.hands[seat])]


def lay_refusal(state: SichuanState, seat: int, action: Action) -> str | None:
    if len(action.cards) == 1 and action.cards[0] in state.hands[seat]:
        return None
    return "定打: lay one tile of the suit you will not use face down (your first discard)."


def allowed(state: SichuanState, seat: int, action: Action) -> str | None:
    """A move that is always allowed in its phase (the schema still refuses tiles or an arg)."""
    return None


# --- the turn ------------------------------------------------------------------------------------


def _fixed(state: SichuanState, seat: int) -> bool:
    """血流成河: after a win the hand stays as it is, and the tile drawn is discarded."""
    won = state.won  # `locked`, inlined: every option of the turn asks
    return state.drawn >= 0 and bool(won) and won[seat] > 0 and not state.out[seat]


def tsumo_options(state: SichuanState, seat: int) -> list[Action]:
    if _fixed(state, seat):
        return [TSUMO_ACTION] if state.draw_wins else []
    if state.must_discard:
        return []
    return [TSUMO_ACTION] if (state.draw_wins if state.drawn >= 0 else wins_now(state, seat)) else []


def kong_options(state: SichuanState, seat: int) -> list[Action]:
    if state.must_discard or not (4 in state.counts[seat] or state.melds[seat]) or _fixed(state, seat):
        return []
    hand = state.hands[seat]
    return [KAN_ACTIONS[lowest_of_kind(hand, k)] for k, _ in kong_kinds(state, seat)]


def discard_options(state: SichuanState, seat: int) -> list[Action]:
    if _fixed(state, seat):
        return [DISCARD_ACTIONS[state.drawn]]
    return [DISCARD_ACTIONS[t] for t in one_per_kind(state.hands[seat])]


def discard_refusal(state: SichuanState, seat: int, action: Action) -> str | None:
    cards = action.cards
    if len(cards) != 1 or cards[0] not in state.hands[seat]:
        return "Discard one tile from your hand."
    if _fixed(state, seat) and cards[0] != state.drawn:
        return "血流成河: after a win your hand stays as it is; discard the tile you drew."
    return None


def tsumo_refusal(state: SichuanState, seat: int, action: Action) -> str | None:
    if state.must_discard:
        return AFTER_PON
    return win_refusal(state, seat, list(state.counts[seat]))


def kong_refusal(state: SichuanState, seat: int, action: Action) -> str | None:
    if state.must_discard:
        return AFTER_PON
    cards = action.cards
    if len(cards) != 1 or cards[0] not in state.hands[seat]:
        return "Choose a tile of the kong from your hand."
    if not state.wall:
        return "No kong once the wall is used up."
    if KIND_OF[cards[0]] // 9 == state.voids[seat]:
        return "No kong in your void suit."
    if all(k != KIND_OF[cards[0]] for k, _ in kong_kinds(state, seat)):
        return "A kong needs four of a kind in your hand, or the fourth tile of your ポン."
    return None


def turn_other(state: SichuanState, seat: int, action: Action) -> str:
    return AFTER_PON if state.must_discard else "Now you discard, declare a kong, or win by your draw (ツモ)."


def win_refusal(state: SichuanState, seat: int, counts: list[int]) -> str | None:
    """Why these tiles (the hand, with the tile won on) are not a win, or None."""
    if not shape_wins(counts, len(state.melds[seat])):
        return "Your tiles do not form four sets and a pair, or seven pairs."
    if holds_void(counts, state.voids[seat]):
        return (f"You still hold {SUITS[state.voids[seat]]}-suit tiles, your void suit: a win needs "
                "no tile of it (缺一门).")
    return None


# --- the windows: on a discard, on an added kong ---------------------------------------------------


def _claimed_kind(state: SichuanState) -> int:
    return KIND_OF[state.last_discard if state.phase == REACT else state.rob_tile]


def ron_options(state: SichuanState, seat: int) -> list[Action]:
    return [RON_ACTION] if waits(state, seat) >> _claimed_kind(state) & 1 else []


def pass_options(state: SichuanState, seat: int) -> list[Action]:
    return [PASS_ACTION]


def claim_options(state: SichuanState, seat: int) -> list[Action]:
    """ポン and カン on the discard, outside the void suit and not with a fixed hand (血流成河)."""
    kind = _claimed_kind(state)
    if kind // 9 == state.voids[seat] or locked(state, seat):
        return []
    have = state.counts[seat][kind]
    moves = []
    if have >= 2:
        moves.append(PON_ACTION)
    if have >= 3 and state.wall:
        moves.append(KAN_CLAIM)
    return moves


def pon_options(state: SichuanState, seat: int) -> list[Action]:
    return [a for a in claim_options(state, seat) if a.kind == PON]


def kan_claim_options(state: SichuanState, seat: int) -> list[Action]:
    return [a for a in claim_options(state, seat) if a.kind == KAN]


def pass_refusal(state: SichuanState, seat: int, action: Action) -> str | None:
    return NO_TILE_IN_CLAIM if action.cards else None


def ron_refusal(state: SichuanState, seat: int, action: Action) -> str | None:
    if action.cards:
        return NO_TILE_IN_CLAIM
    kind = _claimed_kind(state)
    counts = list(state.counts[seat])
    counts[kind] += 1
    reason = win_refusal(state, seat, counts)
    if reason is None and not waits(state, seat) >> kind & 1:
        return "That tile does not complete your hand."
    return reason


def _claim_refusal(claim: Action, reason: str) -> Refusal:
    """A ポン or カン on the discard: refused with `reason` unless it is on offer."""

    def refusal(state: SichuanState, seat: int, action: Action) -> str | None:
        if action.cards:
            return NO_TILE_IN_CLAIM
        return None if claim in claim_options(state, seat) else reason

    return refusal


pon_refusal = _claim_refusal(PON_ACTION, "ポン needs two tiles like the discard in your hand, outside your void suit.")
kan_claim_refusal = _claim_refusal(
    KAN_CLAIM, "カン on a discard needs three like it in your hand, outside your void suit, and tiles left in the wall."
)


def discard_window_other(state: SichuanState, seat: int, action: Action) -> str:
    return NO_TILE_IN_CLAIM if action.cards else "Now you may claim the discard (和, ポン, カン) or pass."


def rob_window_other(state: SichuanState, seat: int, action: Action) -> str:
    return NO_TILE_IN_CLAIM if action.cards else "You may only rob this kong (槍槓) or pass."
