"""The card layer's course between mahjong steps: the dealing step and reset, the timing
windows, declarations, counters on the stack, resolution, and resuming the mahjong."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from itertools import chain

import shikitable.games.mahjong.magic.effects as effects
from shikitable.core.actions import Action
from shikitable.core.events import Event
from shikitable.games.mahjong.magic.cards import (
    PLAYERS,
    Declaration,
    deal_before_hand,
    display_name,
    draw_cards,
    use_up,
)
from shikitable.games.mahjong.magic.catalogue import BY_ID
from shikitable.games.mahjong.magic.state import MagicState, Window
from shikitable.games.mahjong.magic.vocabulary import CardType, Timing
from shikitable.games.mahjong.magic.windows import cards_at, declarations, parse, resolve_target, secret_choice
from shikitable.games.mahjong.riichi import deal, flow, settle
from shikitable.games.mahjong.riichi.legal import TSUMO

PASS = Action("pass")
# plain strings: read at every discard
OTHERS_DISCARD, ON_RIICHI = Timing.OTHERS_DISCARD.value, Timing.ON_RIICHI.value
CARD_DECLARED = Timing.CARD_DECLARED.value


_ORDERS = tuple(tuple((active + i) % PLAYERS for i in range(1, PLAYERS + 1)) for active in range(PLAYERS))


def order_after(active: int) -> list[int]:
    """Answering order: the seat after the active one first, the active seat last."""
    return list(_ORDERS[active])


def run(ms: MagicState, events: list[Event], step: Callable[[], None]) -> None:
    """Run one riichi step, then take notice of what it did and open any card window it reached."""
    start = len(events)
    step()
    after_mahjong(ms, events, start)


def after_mahjong(ms: MagicState, events: list[Event], start: int) -> None:
    rs, cards = ms.riichi, ms.cards
    ended = False
    for index in range(start, len(events)):
        event = events[index]
        if event.kind == "draw":
            seat = event.data["seat"]
            ms.no_tsumo = None
            if not cards.table:
                continue
            expired = [t for t in cards.table if t.owner == seat and t.lasts == "next_turn"]
            for talisman in expired:
                cards.table.remove(talisman)
                use_up(cards, talisman.card)
                events.append(Event("talisman_ends", {"card": talisman.card, "seat": seat,
                                                      "name": display_name(talisman.card)}))
            ended = ended or bool(expired)
        elif event.kind == "discard" and cards.tsumogiri_turns[event.data["seat"]] > 0:
            cards.tsumogiri_turns[event.data["seat"]] -= 1
    if ended:  # the table changed here; every other change (resolve, end of hand) refreshes itself
        effects.refresh_bars(rs, cards)
    rs.legal_cache = None
    paused, rs.paused = rs.paused, None
    if paused == "discard":
        assert rs.last_discard is not None
        discarder = rs.last_discard[0]
        timings = [OTHERS_DISCARD]
        context = {"active": discarder, "discarder": discarder}
        if rs.pending_riichi == discarder:
            timings.append(ON_RIICHI)
            context["riichi_seat"] = discarder
        if cards_at(timings).isdisjoint(chain.from_iterable(cards.hands)):
            # nobody holds a card for this window (the usual case): what open_window would end
            # in, without the detour, at every discard
            ms.base_timings, ms.context, ms.resume, ms.stack, ms.window = timings, context, None, [], None
            start = len(events)
            flow.offer_claims(rs, discarder, events)
            after_mahjong(ms, events, start)
            rs.legal_cache = None
        else:
            open_window(ms, timings, context, "claims", events)
    elif paused == "exhaustive_draw":
        open_window(ms, [Timing.EXHAUSTIVE_DRAW.value], {"active": rs.current}, "exhaustive", events)
    elif paused == "next_hand":
        before_shuffle(ms, events)
    elif rs.over:
        end_of_hand(ms, events)


# --- between hands ---------------------------------------------------------------------------------


def end_of_hand(ms: MagicState, events: list[Event]) -> None:
    """A hand's card effects end: return-to-hand cards of a winner come back (if still in the
    used pile: ruling 3), talismans are used up, the per-hand counts start again."""
    rs, cards = ms.riichi, ms.cards
    result = rs.last_result or {}
    winners = [line["seat"] for line in result.get("lines", []) if line.get("kind") == "win"]
    for card, seat in cards.returns:
        if seat not in winners:
            continue
        if card in cards.used:
            cards.used.remove(card)
            cards.hands[seat].append(card)
            events.append(Event("card_returns", {"seat": seat, "card": card}))
        else:
            events.append(Event("card_effect", {"card": card, "seat": seat, "op": "lapsed",
                                                "lapsed_op": "return_if_win", "reason": "left the used pile"}))
    cards.returns = []
    for talisman in cards.table:
        use_up(cards, talisman.card)
    cards.table = []
    cards.used_this_hand = []
    cards.stacking_used = [False] * PLAYERS
    cards.tsumogiri_turns = [0] * PLAYERS
    rs.furiten_waived = []
    rs.no_yaku_wins = []
    rs.layer_data["adjustments"] = []
    effects.refresh_bars(rs, cards)


def before_shuffle(ms: MagicState, events: list[Event]) -> None:
    rs, cards = ms.riichi, ms.cards
    if rs.hand_number:
        end_of_hand(ms, events)
    deal_before_hand(cards, ms.options, rs.hand_number, rs.round_wind, events)
    if ms.options["card_reset"]:
        seats = [s for s in order_after(rs.dealer) if not cards.reset_done[s]]
        if seats:
            ms.window = Window("reset", [], seats)
            ms.resume = None
            return
    open_window(ms, [Timing.BEFORE_SHUFFLE.value], {"active": rs.dealer}, "start_hand", events)


def _answer_reset(ms: MagicState, window: Window, events: list[Event]) -> None:
    cards = ms.cards
    for seat in window.seats:
        if window.choices[seat].kind == "reset":
            cards.reset_done[seat] = True
            for card in cards.hands[seat]:
                cards.used.append(card)
            events.append(Event("card_reset", {"seat": seat, "cards": list(cards.hands[seat])}))
            cards.hands[seat] = []
            draw_cards(cards, seat, 2, events)
    open_window(ms, [Timing.BEFORE_SHUFFLE.value], {"active": ms.riichi.dealer}, "start_hand", events)


# --- windows ---------------------------------------------------------------------------------------


def open_window(ms: MagicState, timings: list[str], context: Mapping[str, object], resume: str,
                events: list[Event]) -> None:
    ms.base_timings = list(timings)
    ms.context = dict(context)
    ms.resume = resume
    ms.stack = []
    reopen(ms, events)


def reopen(ms: MagicState, events: list[Event]) -> None:
    """Ask again, in the same timing, everyone who holds a card they may declare; none: go on."""
    active = int(ms.context.get("active", 0))  # type: ignore[call-overload]
    timings, hands = ms.base_timings, ms.cards.hands
    wanted = cards_at(timings)
    seats = [] if wanted.isdisjoint(chain.from_iterable(hands)) else [
        s for s in order_after(active)
        if not wanted.isdisjoint(hands[s]) and declarations(ms.riichi, ms.cards, s, timings, ms.context, [])]
    if not seats:
        ms.window = None
        finish(ms, events)
        return
    ms.window = Window("cards", list(ms.base_timings), seats)


def answer(ms: MagicState, seat: int, action: Action, events: list[Event]) -> None:
    window = ms.window
    assert window is not None
    window.choices[seat] = action
    if any(s not in window.choices for s in window.seats):
        return
    ms.window = None
    if window.kind == "reset":
        _answer_reset(ms, window, events)
        return
    declarers = [s for s in window.seats if window.choices[s].kind == "card"]
    if not declarers:
        if window.kind == "counter":
            resolve_stack(ms, events)
        else:
            finish(ms, events)
        return
    first, *late = declarers
    for other in late:  # seed §2: the earliest declaration counts, the others go back to hand
        card, _ = parse(window.choices[other])
        events.append(Event("card_returned", {"seat": other, "card": card, "name": display_name(card)}))
    declare(ms, first, window.choices[first], events)


def declare(ms: MagicState, seat: int, action: Action, events: list[Event]) -> None:
    cards = ms.cards
    card, choice = parse(action)
    target = resolve_target(ms.riichi, seat, card, choice, ms.context, ms.stack)
    cards.hands[seat].remove(card)
    if BY_ID[card].type == CardType.STACKING:
        cards.stacking_used[seat] = True
    answers = ms.stack[-1].card if ms.stack else None  # a counter names the card it answers
    ms.stack.append(Declaration(card, seat, target, choice))
    public = {"seat": seat, "card": card, "target": target, "name": display_name(card),
              "counter": BY_ID[card].type == CardType.COUNTER, "answers": answers, "depth": len(ms.stack)}
    if secret_choice(card):
        events.append(Event("card_declared", {**public, "choice": None}, {"choice": choice}, frozenset({seat})))
    else:
        events.append(Event("card_declared", {**public, "choice": choice}))
    cards.log.append({"kind": "declared", "seat": seat, "card": card, "target": target})
    open_counters(ms, events)


def open_counters(ms: MagicState, events: list[Event]) -> None:
    top = ms.stack[-1]
    timings = [CARD_DECLARED]
    wanted = cards_at(timings)
    seats = [s for s in order_after(top.seat) if s != top.seat and not wanted.isdisjoint(ms.cards.hands[s])
             and declarations(ms.riichi, ms.cards, s, timings, ms.context, ms.stack)]
    if seats:
        ms.window = Window("counter", timings, seats)
    else:
        resolve_stack(ms, events)


def resolve_stack(ms: MagicState, events: list[Event]) -> None:
    """Counters first: the stack resolves from the top."""
    while ms.stack:
        decl = ms.stack.pop()
        effects.resolve(ms.riichi, ms.cards, decl, ms.stack, effects.Context(ms.context), events)
    ms.riichi.legal_cache = None
    if ms.resume == "turn":
        ms.window = None
        return
    reopen(ms, events)


# --- resuming the mahjong --------------------------------------------------------------------------


def finish(ms: MagicState, events: list[Event]) -> None:
    rs = ms.riichi
    resume, ms.resume = ms.resume, None
    winners = list(ms.context.get("winners", []))  # type: ignore[call-overload]
    if resume in ("tsumo", "ron") and not winners:  # every win was taken back: its payment cards lapse
        for adjustment in rs.layer_data.get("adjustments", []):
            events.append(Event("card_effect", {"card": adjustment.get("card"), "op": "lapsed",
                                                "reason": "the win is gone"}))
        rs.layer_data["adjustments"] = []
    if resume == "start_hand":
        def deal_and_plant() -> None:
            deal.start_hand(rs, events)
            effects.plant_tiles(rs, events)

        run(ms, events, deal_and_plant)
    elif resume == "claims":
        assert rs.last_discard is not None
        discarder = rs.last_discard[0]
        run(ms, events, lambda: flow.offer_claims(rs, discarder, events))
    elif resume == "exhaustive":
        run(ms, events, lambda: settle.exhaustive_draw(rs, events))
    elif resume == "tsumo":
        seat = int(ms.context["active"])  # type: ignore[call-overload]
        if seat in winners:
            run(ms, events, lambda: flow.play_turn(rs, seat, TSUMO, events))
        else:
            ms.no_tsumo = seat  # the win was taken back: the turn goes on with a discard
    elif resume == "ron":
        for seat in ms.context.get("cancelled", []):  # type: ignore[attr-defined]
            rs.choices[seat] = PASS
        if rs.phase == "rob":
            run(ms, events, lambda: flow.resolve_rob(rs, events))
        else:
            run(ms, events, lambda: flow.resolve_window(rs, events))
    rs.legal_cache = None
