"""Which cards a seat may declare in a window, as legal actions. A declaration is
Action("card", arg="<card id>") or, when the card names a target or a choice,
Action("card", arg="<card id>:<seat or tile or card id>")."""

from __future__ import annotations

from typing import Any

from shikitable.core.actions import Action
from shikitable.games.mahjong.magic.cards import PLAYERS, CardState, Declaration
from shikitable.games.mahjong.magic.catalogue import BY_ID
from shikitable.games.mahjong.magic.effects import carried_out, names_target
from shikitable.games.mahjong.magic.vocabulary import CardType, Timing
from shikitable.games.mahjong.riichi.state import RiichiState
from shikitable.games.mahjong.riichi.tile_ids import KIND_COUNT

PASS = Action("pass")
# read for every seat at every discard: the card's timing as a plain string, once
_TIMING: dict[str, str] = {card: str(spec.timing.value) for card, spec in BY_ID.items()}
_CARDS_AT: dict[tuple[str, ...], frozenset[str]] = {}


def cards_at(timings: list[str]) -> frozenset[str]:
    """Every catalogue card of these timings: a seat whose hand has none of them has nothing to
    declare (most windows find nobody), which one set test tells before `declarations`."""
    key = tuple(timings)
    found = _CARDS_AT.get(key)
    if found is None:
        found = _CARDS_AT[key] = frozenset(card for card, at in _TIMING.items() if at in key)
    return found


def _fits(card: str, seat: int, timings: list[str], ctx: dict[str, Any]) -> bool:
    timing = BY_ID[card].timing
    if timing not in timings:
        return False
    winners = ctx.get("winners", [])
    if timing == Timing.OWN_WIN:
        return seat in winners
    if timing == Timing.WIN_AGAINST:
        if seat in winners or not winners:
            return False
        if card == "ron_repel" or any(o.name == "cancel_win" for o in BY_ID[card].effect):
            return ctx.get("win") == "ron" and ctx.get("discarder") == seat  # a ron on your discard
        return True
    if timing in (Timing.OTHERS_DISCARD, Timing.ON_RIICHI):
        return seat != ctx.get("discarder")
    return True


def declarations(rs: RiichiState, cards: CardState, seat: int, timings: list[str], ctx: dict[str, Any],
                 stack: list[Declaration]) -> list[Action]:
    """Every declaration `seat` may make now (without the pass)."""
    actions: list[Action] = []
    timing = _TIMING
    held = [card for card in set(cards.hands[seat]) if timing[card] in timings]  # most cards wait for another window
    if not held:
        return actions
    for card in sorted(held):
        spec = BY_ID[card]
        if not carried_out(card) or not _fits(card, seat, timings, ctx):
            continue
        if spec.type == CardType.STACKING and cards.stacking_used[seat]:
            continue
        if spec.type == CardType.COUNTER and not stack:
            continue
        actions.extend(_forms(rs, cards, seat, card, ctx, stack))
    return actions


def _forms(rs: RiichiState, cards: CardState, seat: int, card: str, ctx: dict[str, Any],
           stack: list[Declaration]) -> list[Action]:
    ops = {o.name for o in BY_ID[card].effect}
    target = names_target(card)
    if target == "chosen":
        return [Action("card", arg=f"{card}:{other}") for other in range(PLAYERS) if other != seat]
    if target == "winner":
        return [Action("card", arg=f"{card}:{w}") for w in ctx.get("winners", []) if w != seat]
    if "swap_with_wall" in ops:
        if rs.live_remaining < 1:
            return []
        return [Action("card", arg=f"{card}:{t}") for t in _distinct_tiles(rs.hands[seat].hand)]
    if "plant_tile" in ops:  # name a tile kind
        return [Action("card", arg=f"{card}:{kind}") for kind in range(KIND_COUNT)]
    if "retrieve_used" in ops:
        return [Action("card", arg=f"{card}:{u}") for u in sorted(set(cards.used))]
    if "permit_no_yaku" in ops:  # offered while it can help: not twice, not to a riichi hand (riichi is a yaku)
        player = rs.hands[seat]
        if seat in rs.no_yaku_wins or player.riichi or player.double_riichi:
            return []
    if "redraw" in ops and (rs.hands[seat].drawn is None or rs.live_remaining < 1):
        return []
    if ("peek_wall" in ops or "reshuffle_wall" in ops) and rs.live_remaining < 1:
        return []
    return [Action("card", arg=card)]


def _distinct_tiles(hand: list[int]) -> list[int]:
    seen: set[int] = set()
    out = []
    for tile in sorted(hand):
        if tile >> 2 not in seen:
            seen.add(tile >> 2)
            out.append(tile)
    return out


def secret_choice(card: str) -> bool:
    """A choice only its declarer may know: the hand tile a swap sends to the wall."""
    return any(o.name == "swap_with_wall" for o in BY_ID[card].effect)


def parse(action: Action) -> tuple[str, str | None]:
    text = str(action.arg)
    card, _, choice = text.partition(":")
    return card, (choice or None)


def resolve_target(rs: RiichiState, seat: int, card: str, choice: str | None, ctx: dict[str, Any],
                   stack: list[Declaration]) -> int | None:
    """The seat the declaration names, from its kind of target."""
    target = names_target(card)
    if target in ("chosen", "winner"):
        return int(choice) if choice is not None else None
    if target == "discarder":
        return ctx.get("discarder")
    if target == "declarer":
        if stack:
            return stack[-1].seat
        return ctx.get("riichi_seat")
    if target == "leader":
        others = [s for s in range(PLAYERS) if s != seat]
        return max(others, key=lambda s: (rs.scores[s], -((s - seat) % PLAYERS)))
    spec = BY_ID[card]
    if any(o.arg("target") == "self" for o in spec.effect):
        return seat
    return None
