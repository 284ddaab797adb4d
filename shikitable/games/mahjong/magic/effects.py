"""The engine operations cards are made of (vocabulary.OPERATIONS), each carried out once,
generically: a card's effect is its list of operations resolved in order. Payment operations
are noted as adjustments and applied when the hand is settled (see `adjust_payments`)."""

from __future__ import annotations

import math
from functools import cache, lru_cache
from typing import Any

from shikitable.core.events import Event
from shikitable.games.mahjong.magic.cards import (
    PLAYERS,
    CardState,
    Declaration,
    Talisman,
    display_name,
    draw_cards,
    use_up,
)
from shikitable.games.mahjong.magic.catalogue import BY_ID
from shikitable.games.mahjong.magic.vocabulary import CardType, Op
from shikitable.games.mahjong.riichi.state import RiichiState
from shikitable.games.mahjong.riichi.tile_ids import TILE_COUNT

# Operations this engine carries out. A card with any other operation is never offered.
SUPPORTED = frozenset({
    "forbid_win", "forbid_calls", "forbid_riichi", "ward", "permit_win", "permit_no_yaku", "return_if_win",
    "cancel_win", "cancel_card", "bounce_card", "redirect", "share_win", "scale_payment", "cap_payment", "transfer",
    "count_as_ready", "peek_wall", "peek_ura", "reveal_hand", "reveal_dora", "swap_with_wall",
    "reshuffle_wall", "redraw", "swap_random_tile", "force_tsumogiri", "remove_talismans", "draw_cards",
    "steal_card", "discard_card", "retrieve_used", "plant_tile",
})


# the catalogue is fixed data: whether each card can be carried out is worked out once
_CARRIED_OUT = {card: all(o.name in SUPPORTED for o in spec.effect) for card, spec in BY_ID.items()}


def carried_out(card: str) -> bool:
    return _CARRIED_OUT[card]


def round_up_100(points: float) -> int:
    return int(math.ceil(points / 100 - 1e-9)) * 100


class Context:
    """What the window a card is declared in is about: the active seat, the win(s), the discard."""

    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data

    @property
    def winners(self) -> list[int]:
        return list(self.data.get("winners", []))

    @property
    def discarder(self) -> int | None:
        return self.data.get("discarder")

    @property
    def riichi_seat(self) -> int | None:
        return self.data.get("riichi_seat")


@cache  # finite: one entry per card of the catalogue
def names_target(card: str) -> str | None:
    """The kind of target the card's operations name ("chosen", "winner", ...) if any (the
    catalogue is fixed: worked out once per card)."""
    for o in BY_ID[card].effect:
        target = o.arg("target")
        if isinstance(target, str) and target not in ("self", "everyone"):
            return target
        if o.name in ("cancel_win", "share_win"):
            return "winner"
        if o.name == "transfer" and o.arg("source") in ("leader", "discarder"):
            return str(o.arg("source"))
    return None


def warded(cards: CardState, decl: Declaration) -> bool:
    """A 結界 (ward) on the table makes others' cards naming its owner lapse."""
    return decl.target is not None and decl.target != decl.seat and any(
        BY_ID[t.card].effect[0].name == "ward" and t.target == decl.target for t in cards.table
    )


def refresh_bars(rs: RiichiState, cards: CardState) -> None:
    """The talismans on the table, as bars the riichi engine reads ("cannot" effects) and as
    payment caps the settlement reads."""
    rs.legal_cache = None  # callers rely on it after changing hands, too
    if not cards.table and not rs.barred and not rs.layer_data.get("caps", True):
        return  # nothing on the table, nothing barred: the usual case, every step
    barred, caps = _bars_of(tuple((t.card, t.target) for t in cards.table))
    rs.barred = {what: list(seats) for what, seats in barred.items()}  # the state's own copies
    rs.layer_data["caps"] = [dict(cap) for cap in caps]


@lru_cache(maxsize=4096)
def _bars_of(table: tuple[tuple[str, int | None], ...]) -> tuple[dict[str, list[int]], list[dict[str, int]]]:
    """Bars and caps from the (card, target) pairs on the table: worked out once per table,
    since it is read after every step. Callers copy the result."""
    barred: dict[str, list[int]] = {}
    caps: list[dict[str, int]] = []
    for card, target in table:
        for o in BY_ID[card].effect:
            if o.name == "cap_payment" and target is not None:  # read as the hand is settled
                caps.append({"payer": target, "limit": int(o.arg("limit"))})  # type: ignore[call-overload]
            what = {"forbid_win": "win", "forbid_calls": "call", "forbid_riichi": "riichi"}.get(o.name)
            if what is None:
                continue
            seats = range(PLAYERS) if o.arg("target") == "everyone" else [target]
            barred.setdefault(what, [])
            barred[what].extend(s for s in seats if s is not None and s not in barred[what])
    return barred, caps


def _event(events: list[Event], decl: Declaration, op_name: str, **data: Any) -> None:
    """One resolution step the table shows: an operation of the card carried out (public part)."""
    events.append(Event("card_effect", {"card": decl.card, "seat": decl.seat, "op": op_name, **data}))


def _lapsed(events: list[Event], decl: Declaration, op_name: str, reason: str) -> None:
    """An operation that finds nothing to act on lapses (ruling 2), said with its reason."""
    _event(events, decl, "lapsed", lapsed_op=op_name, reason=reason)


def _resolved(events: list[Event], decl: Declaration, outcome: str, **data: Any) -> None:
    """A card leaves the declaration stack: "resolves" (used up, its operations follow as
    card_effect events), "laid" (a talisman goes on the table), "lapsed" (used up without
    effect, with the reason), "negated" or "bounced" (answered by a counter, named in `by`)."""
    events.append(Event("card_resolved", {"card": decl.card, "seat": decl.seat, "target": decl.target,
                                          "name": display_name(decl.card), "outcome": outcome, **data}))


def _private(events: list[Event], seat: int, kind: str, data: dict[str, Any], secret: dict[str, Any],
             cards: CardState) -> None:
    events.append(Event(kind, data, secret, frozenset({seat})))
    cards.seen[seat].append({**data, **secret})


def resolve(rs: RiichiState, cards: CardState, decl: Declaration, stack: list[Declaration], ctx: Context,
            events: list[Event]) -> None:
    """The card `decl` (already off the stack) is used up (or laid on the table) and its effect
    resolves. `stack` holds the cards still waiting below it (a counter's answer)."""
    card = BY_ID[decl.card]
    if warded(cards, decl):  # a warded talisman is not laid either: it is used up without effect
        use_up(cards, decl.card)
        _resolved(events, decl, "lapsed", reason="ward")
        return
    if card.type == CardType.TALISMAN:
        cards.table.append(Talisman(decl.card, decl.seat, decl.target, card.lasts or "hand"))
        _resolved(events, decl, "laid")
        events.append(Event("talisman", {"card": decl.card, "seat": decl.seat, "target": decl.target,
                                         "name": display_name(decl.card)}))
    else:
        use_up(cards, decl.card)
        _resolved(events, decl, "resolves")
    for o in card.effect:
        _operate(rs, cards, decl, o, stack, ctx, events)
    refresh_bars(rs, cards)


def _operate(rs: RiichiState, cards: CardState, decl: Declaration, o: Op, stack: list[Declaration], ctx: Context,
             events: list[Event]) -> None:
    seat, name = decl.seat, o.name
    adjustments: list[dict[str, Any]] = rs.layer_data.setdefault("adjustments", [])
    if name in ("forbid_win", "forbid_calls", "forbid_riichi", "ward", "cap_payment"):
        _event(events, decl, name, target=decl.target)  # acts while the talisman lies (refresh_bars, settlement)
    elif name == "permit_win":
        if seat not in rs.furiten_waived:
            rs.furiten_waived.append(seat)
        _event(events, decl, name)
    elif name == "permit_no_yaku":
        if seat not in rs.no_yaku_wins:
            rs.no_yaku_wins.append(seat)
        rs.legal_cache = None
        _event(events, decl, name)
    elif name == "return_if_win":
        cards.returns.append((decl.card, seat))
        _event(events, decl, name)
    elif name == "cancel_win":
        winners = ctx.data.setdefault("winners", [])
        if decl.target in winners:
            winners.remove(decl.target)
            ctx.data.setdefault("cancelled", []).append(decl.target)
            _event(events, decl, name, target=decl.target)
        else:
            _lapsed(events, decl, name, "no such win")
    elif name in ("cancel_card", "bounce_card", "redirect"):
        _answer(cards, decl, name, stack, events)
    elif name == "share_win":
        adjustments.append({"card": decl.card, "op": "share", "winner": decl.target, "to": seat,
                            "fraction": o.arg("fraction")})
        _event(events, decl, name, target=decl.target)
    elif name == "scale_payment":
        payers = list(range(PLAYERS)) if o.arg("payer") == "everyone" else [seat]
        winner = seat if o.arg("payer") == "everyone" else None  # "self": whoever wins is paid less
        adjustments.append({"card": decl.card, "op": "scale", "payers": payers, "winner": winner,
                            "factor": o.arg("factor")})
        _event(events, decl, name)
    elif name == "transfer":
        source = decl.target
        if o.arg("source") == "discarder":  # a win's discarder: no discarder (tsumo), no payment
            adjustments.append({"card": decl.card, "op": "transfer", "from": source, "to": seat,
                                "amount": o.arg("amount"), "winner": seat})
        elif source is not None:
            amount = int(o.arg("amount"))  # type: ignore[call-overload]
            rs.scores[source] -= amount
            rs.scores[seat] += amount
        _event(events, decl, name, source=source, scores=list(rs.scores))
    elif name == "count_as_ready":
        adjustments.append({"card": decl.card, "op": "ready", "seat": seat})
        _event(events, decl, name)
    elif name == "peek_wall":
        count = int(o.arg("count", 1))  # type: ignore[call-overload]
        tiles = rs.wall[rs.front : rs.front + min(count, rs.live_remaining)]
        _event(events, decl, name, count=len(tiles))
        _private(events, seat, "card_peek", {"seat": seat, "what": "wall"}, {"tiles": list(tiles)}, cards)
    elif name == "peek_ura":
        _event(events, decl, name)
        _private(events, seat, "card_peek", {"seat": seat, "what": "ura"}, {"tiles": rs.ura_indicators()}, cards)
    elif name == "reveal_hand":
        target = decl.target if decl.target is not None else seat
        _event(events, decl, name, target=target)
        _private(events, seat, "card_peek", {"seat": seat, "what": "hand", "target": target},
                 {"tiles": sorted(rs.hands[target].hand)}, cards)
    elif name == "reveal_dora":
        if rs.indicators < 5:
            rs.indicators += 1
            indicator = rs.dora_indicators()[-1]
            _event(events, decl, name, indicator=indicator)
            events.append(Event("dora", {"indicator": indicator, "card": indicator}))
        else:
            _lapsed(events, decl, name, "no indicator left")
    elif name == "swap_with_wall":
        tile = int(decl.choice) if decl.choice is not None else -1
        if tile in rs.hands[seat].hand and rs.live_remaining > 0:
            _event(events, decl, name)  # which tile is the declarer's secret (card_swap)
            _swap_with_live(rs, seat, tile, events)
        else:
            _lapsed(events, decl, name, "tile gone")
    elif name == "swap_random_tile":
        target = decl.target if decl.target is not None else seat
        hand = rs.hands[target].hand
        if hand and rs.live_remaining > 0:
            _event(events, decl, name, target=target)
            _swap_with_live(rs, target, cards.rng.choice(sorted(hand)), events)
        else:
            _lapsed(events, decl, name, "no tile to swap")
    elif name == "plant_tile":  # carried out once the wall is built (see plant_tiles)
        rs.layer_data.setdefault("plants", []).append([seat, int(decl.choice or 0)])
        _event(events, decl, name, kind=int(decl.choice or 0))
    elif name == "reshuffle_wall":
        live = rs.wall[rs.front :]
        cards.rng.shuffle(live)
        rs.wall[rs.front :] = live
        _event(events, decl, name)
    elif name == "redraw":
        if rs.hands[seat].drawn is None or rs.live_remaining < 1:
            _lapsed(events, decl, name, "no drawn tile or no wall left")
        else:
            _event(events, decl, name)
            _redraw(rs, seat, events)
    elif name == "force_tsumogiri":
        if decl.target is not None:
            cards.tsumogiri_turns[decl.target] += int(o.arg("turns", 1))  # type: ignore[call-overload]
        _event(events, decl, name, target=decl.target)
    elif name == "remove_talismans":
        removed = [t.card for t in cards.table]
        for talisman in cards.table:
            use_up(cards, talisman.card)
        cards.table = []
        _event(events, decl, name, removed=removed)
    elif name == "draw_cards":
        drawn = draw_cards(cards, seat, int(o.arg("count", 1)), events)  # type: ignore[call-overload]
        _event(events, decl, name, count=drawn)  # which cards: the drawer's secret (card_draw)
    elif name in ("steal_card", "discard_card"):
        victim = decl.target
        if victim is None or not cards.hands[victim]:
            _lapsed(events, decl, name, "no card")
            return
        taken = cards.rng.choice(sorted(cards.hands[victim]))
        cards.hands[victim].remove(taken)
        if name == "steal_card":
            cards.hands[seat].append(taken)
            _event(events, decl, name, target=victim)
            events.append(Event("card_stolen", {"seat": seat, "from": victim}, {"card": taken},
                                frozenset({seat, victim})))
        else:
            use_up(cards, taken)
            _event(events, decl, name, target=victim, discarded=taken)  # it goes face up to the used pile
            events.append(Event("card_discarded", {"seat": victim, "card": taken}))
    elif name == "retrieve_used":
        wanted = decl.choice
        if wanted in cards.used:
            cards.used.remove(wanted)
            if wanted in cards.used_this_hand:
                cards.used_this_hand.remove(wanted)
            cards.hands[seat].append(wanted)
            _event(events, decl, name, taken=wanted)
            _drop_return(cards, wanted, events)
        else:
            _lapsed(events, decl, name, "card gone")
    else:  # pragma: no cover - guarded by SUPPORTED
        raise AssertionError(name)


def _drop_return(cards: CardState, card: str, events: list[Event]) -> None:
    """Ruling 3: a "return to hand" effect lapses once its card left the used pile, even if the
    card comes back to the pile later in the hand."""
    for entry in list(cards.returns):
        if entry[0] == card:
            cards.returns.remove(entry)
            events.append(Event("card_effect", {"card": card, "seat": entry[1], "op": "lapsed",
                                                "lapsed_op": "return_if_win", "reason": "left the used pile"}))
            return


def _answer(cards: CardState, decl: Declaration, name: str, stack: list[Declaration], events: list[Event]) -> None:
    """A counter acts on the card just below it on the stack."""
    if not stack:
        _lapsed(events, decl, name, "no card to answer")
        return
    answered = stack[-1]
    if name == "redirect":
        if answered.target == decl.seat:
            answered.target = answered.seat
            _event(events, decl, name, card_answered=answered.card, target=answered.target)
        else:
            _lapsed(events, decl, name, "not aimed at the counter's user")
        return
    stack.pop()
    _event(events, decl, name, card_answered=answered.card, owner=answered.seat)
    if name == "cancel_card":
        use_up(cards, answered.card)
        _resolved(events, answered, "negated", by=decl.card)
    else:
        cards.hands[answered.seat].append(answered.card)
        _resolved(events, answered, "bounced", by=decl.card)


def _swap_with_live(rs: RiichiState, seat: int, tile: int, events: list[Event]) -> None:
    """`tile` leaves `seat`'s hand for the next live wall position; that tile takes its place."""
    player = rs.hands[seat]
    incoming = rs.wall[rs.front]
    where = rs.wall.index(tile)
    rs.wall[where], rs.wall[rs.front] = incoming, tile
    player.hand[player.hand.index(tile)] = incoming
    if player.drawn == tile:
        player.drawn = incoming
    player.rebuild()
    events.append(Event("card_swap", {"seat": seat}, {"out": tile, "in": incoming}, frozenset({seat})))


def _redraw(rs: RiichiState, seat: int, events: list[Event]) -> None:
    """The drawn tile goes to the bottom of the live wall; the next tile is drawn instead."""
    player = rs.hands[seat]
    drawn = player.drawn
    if drawn is None or rs.live_remaining < 1:
        return
    where = rs.wall.index(drawn)
    live = rs.wall[rs.front :]
    incoming = live[0]
    rs.wall[where] = incoming
    rs.wall[rs.front :] = [*live[1:], drawn]
    player.hand[player.hand.index(drawn)] = incoming
    player.drawn = incoming
    player.rebuild()
    assert sorted(rs.wall) == list(range(TILE_COUNT))
    events.append(Event("card_swap", {"seat": seat}, {"out": drawn, "in": incoming}, frozenset({seat})))


def plant_tiles(rs: RiichiState, events: list[Event]) -> None:
    """積み込み: after the deal, a copy of each named kind still in the live wall is moved to where
    its declarer's first draw lies (the dealer, who has drawn already: it replaces that tile).
    A later call changes the order of draws, and so where the planted tile goes."""
    planted: set[int] = set()
    for seat, kind in rs.layer_data.pop("plants", []):
        dealer_draw = seat == rs.dealer and rs.hands[seat].drawn is not None
        spot = None if dealer_draw else rs.front + (seat - rs.dealer - 1) % PLAYERS
        copies = [i for i in range(rs.front, len(rs.wall)) if rs.wall[i] >> 2 == kind and i not in planted]
        if not copies:
            events.append(Event("card_effect", {"card": "loaded_wall", "seat": seat, "op": "lapsed",
                                                "lapsed_op": "plant_tile", "reason": "no such tile left in the wall"}))
            continue
        if dealer_draw:
            player = rs.hands[seat]
            drawn = player.drawn
            assert drawn is not None
            if drawn >> 2 == kind:
                continue
            where, there = rs.wall.index(drawn), copies[0]
            rs.wall[where], rs.wall[there] = rs.wall[there], drawn
            player.hand[player.hand.index(drawn)] = rs.wall[where]
            player.drawn = rs.wall[where]
            player.rebuild()
            events.append(Event("card_swap", {"seat": seat}, {"out": drawn, "in": player.drawn}, frozenset({seat})))
        else:
            assert spot is not None
            if rs.wall[spot] >> 2 != kind:
                there = copies[0]
                rs.wall[spot], rs.wall[there] = rs.wall[there], rs.wall[spot]
            planted.add(spot)
            events.append(Event("card_plant", {"seat": seat}, {"tile": rs.wall[spot]}, frozenset({seat})))


# --- settlement ------------------------------------------------------------------------------------


def adjust_payments(rs: RiichiState, lines: list[dict[str, Any]], deltas: list[int]) -> list[int]:
    """The riichi engine's payment hook: card adjustments and cap talismans, each moving points
    between two seats (the hand stays zero-sum)."""
    adjustments = list(rs.layer_data.get("adjustments", []))
    rs.layer_data["adjustments"] = []
    applied: list[dict[str, Any]] = []
    winners = [line["seat"] for line in lines if line["kind"] == "win"]
    draw_reason = lines[0].get("reason") if lines and lines[0]["kind"] == "draw" else None
    ready_adds = [a["seat"] for a in adjustments if a["op"] == "ready"]
    if draw_reason == "exhaustive" and ready_adds:
        ready = sorted(set(lines[0]["tenpai"]) | set(ready_adds))
        deltas = [0] * PLAYERS
        if len(ready) < PLAYERS:
            for seat in range(PLAYERS):
                deltas[seat] = 3000 // len(ready) if seat in ready else -(3000 // (PLAYERS - len(ready)))
        applied.append({"op": "ready", "seats": ready_adds})
    order = {"ready": 0, "scale": 1, "share": 2, "transfer": 3}  # the win's payment first, then extras
    for adj in sorted(adjustments, key=lambda a: order[a["op"]]):
        winner = adj.get("winner")
        if adj["op"] in ("share", "transfer") or (adj["op"] == "scale" and winner is not None):
            if winner not in winners:
                applied.append({**adj, "lapsed": True})  # ruling 2: the win it names is gone
                continue
        if adj["op"] == "scale":
            for payer in adj["payers"]:
                receiver = winner if winner is not None else _receiver(deltas, winners, payer)
                if receiver is None or payer == receiver or deltas[payer] >= 0:
                    continue
                change = -round_up_100(-deltas[payer] * float(adj["factor"])) - deltas[payer]
                deltas[payer] += change
                deltas[receiver] -= change
            applied.append(adj)
        elif adj["op"] == "share":
            gain = deltas[winner]
            if gain > 0:
                amount = round_up_100(gain * float(adj["fraction"]))
                deltas[winner] -= amount
                deltas[adj["to"]] += amount
            applied.append(adj)
        elif adj["op"] == "transfer":
            source = lines[0].get("from") if lines and lines[0]["kind"] == "win" else None
            if source is None:
                applied.append({**adj, "lapsed": True})
                continue
            deltas[source] -= adj["amount"]
            deltas[adj["to"]] += adj["amount"]
            applied.append(adj)
    for cap in rs.layer_data.get("caps", []):
        payer, limit = cap["payer"], cap["limit"]
        receiver = _receiver(deltas, winners, payer)
        if receiver is not None and deltas[payer] < -limit:
            back = -limit - deltas[payer]
            deltas[payer] += back
            deltas[receiver] -= back
            applied.append({"op": "cap", "payer": payer, "limit": limit})
    if applied and lines:
        lines[0]["card_adjustments"] = applied
        if len(lines) == 1:  # the result screen shows who paid what, cards included
            lines[0]["deltas"] = list(deltas)
    return deltas


def _receiver(deltas: list[int], winners: list[int], payer: int) -> int | None:
    for winner in winners:
        if winner != payer and deltas[winner] > 0:
            return winner
    return None
