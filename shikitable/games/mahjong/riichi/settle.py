"""How a hand ends and who pays: tsumo, ron (double ron or head bump, 三家和), 九種九牌 and the
other abortive draws, the exhaustive draw with ready / not-ready payments and 流し満貫."""

from __future__ import annotations

from typing import Any

from shikitable.core.events import Event
from shikitable.games.mahjong.riichi.deal import accept_riichi
from shikitable.games.mahjong.riichi.legal import win_value
from shikitable.games.mahjong.riichi.match import after_hand
from shikitable.games.mahjong.riichi.scoring import HandValue
from shikitable.games.mahjong.riichi.state import PAYMENT_HOOKS, PLAYERS, RIICHI_STICK, RiichiState
from shikitable.games.mahjong.riichi.tile_ids import YAOCHUU

HONBA_EACH = 100
NOTEN_POOL = 3000
MANGAN_BASE = 2000


def _liable(state: RiichiState, seat: int, value: HandValue) -> int | None:
    if not value.is_yakuman:
        return None
    for beneficiary, payer, name in state.liabilities:
        if beneficiary == seat and name in value.yakuman_names:
            return payer
    return None


def _win_line(state: RiichiState, seat: int, source: int | None, tile: int, value: HandValue,
              deltas: list[int], liable: int | None, sticks: int = 0, honba: int = 0) -> dict[str, Any]:
    player = state.hands[seat]
    hand = sorted(player.hand if source is None else [*player.hand, tile])
    riichi = player.riichi or player.double_riichi
    return {
        "kind": "win",
        "seat": seat,
        "from": source,
        "card": tile,
        "hand": hand,
        "melds": [m.to_json() for m in player.melds],
        "dora": state.dora_indicators(),
        "ura": state.ura_indicators() if riichi and state.options["ura_dora"] else [],
        "value": value.total(source is None, seat == state.dealer),
        "deltas": deltas,
        "pao": liable,
        "sticks": sticks,
        "honba": honba,
        **value.to_json(),
    }


def win_by_tsumo(state: RiichiState, seat: int, events: list[Event]) -> None:
    accept_riichi(state, events)
    player = state.hands[seat]
    assert player.drawn is not None
    value = win_value(state, seat, player.drawn, tsumo=True)
    assert value is not None, "tsumo is only offered on a win"
    liable = _liable(state, seat, value)
    deltas = [0] * PLAYERS
    honba = HONBA_EACH * state.honba
    for other in range(PLAYERS):
        if other == seat:
            continue
        share = value.tsumo_other if (other != state.dealer or seat == state.dealer) else value.tsumo_dealer
        payer = liable if liable is not None else other
        deltas[payer] -= share + honba
        deltas[seat] += share + honba
    sticks = state.sticks * RIICHI_STICK
    deltas[seat] += sticks
    state.sticks = 0
    line = _win_line(state, seat, None, player.drawn, value, list(deltas), liable, sticks, 3 * honba)
    events.append(Event("win", line))
    end_hand(state, [line], deltas, dealer_stays=seat == state.dealer, drawn=False, events=events)


def win_by_ron(state: RiichiState, source: int, tile: int, seats: list[int], chankan: bool,
               events: list[Event]) -> None:
    if len(seats) >= 3 and state.options["abort_triple_ron"]:
        abortive_draw(state, "sanchahou", events)
        return
    ordered = sorted(seats, key=lambda s: (s - source) % PLAYERS)
    if not state.options["double_ron"]:
        ordered = ordered[:1]
    state.pending_riichi = None  # a riichi discard that is won on never stands: no stick
    deltas = [0] * PLAYERS
    lines = []
    for index, seat in enumerate(ordered):
        value = win_value(state, seat, tile, tsumo=False, chankan=chankan)
        assert value is not None, "ron is only offered on a win"
        liable = _liable(state, seat, value)
        own = [0] * PLAYERS
        honba = 3 * HONBA_EACH * state.honba if index == 0 else 0
        own[seat] += value.ron + honba
        if liable is None:
            own[source] -= value.ron + honba
        else:
            half = value.ron // 2
            own[liable] -= half + honba
            own[source] -= value.ron - half
        sticks = 0
        if index == 0:
            sticks = state.sticks * RIICHI_STICK
            own[seat] += sticks
            state.sticks = 0
        for s in range(PLAYERS):
            deltas[s] += own[s]
        line = _win_line(state, seat, source, tile, value, own, liable, sticks, honba)
        lines.append(line)
        events.append(Event("win", line))
    end_hand(state, lines, deltas, dealer_stays=state.dealer in ordered, drawn=False, events=events)


def abortive_draw(state: RiichiState, reason: str, events: list[Event]) -> None:
    """No payments; the dealer keeps the deal and a counter is added."""
    line = {"kind": "draw", "reason": reason, "deltas": [0] * PLAYERS, "tenpai": [], "hands": {}}
    if reason == "kyuushu":
        line["hands"] = {str(state.current): sorted(state.hands[state.current].hand)}
    events.append(Event("ryukyoku", line))
    end_hand(state, [line], [0] * PLAYERS, dealer_stays=True, drawn=True, events=events)


def exhaustive_draw(state: RiichiState, events: list[Event]) -> None:
    ready = [seat for seat in range(PLAYERS) if state.hands[seat].waits]
    nagashi = []
    if state.options["nagashi_mangan"]:
        nagashi = [
            seat
            for seat, p in enumerate(state.hands)
            if p.discards and not any(p.called_away) and all(t >> 2 in YAOCHUU for t in p.discards)
        ]
    deltas = [0] * PLAYERS
    if nagashi:
        for winner in nagashi:
            for other in range(PLAYERS):
                if other != winner:
                    share = 2 * MANGAN_BASE if state.dealer in (other, winner) else MANGAN_BASE
                    deltas[other] -= share
                    deltas[winner] += share
    elif ready and len(ready) < PLAYERS:
        receive = NOTEN_POOL // len(ready)
        pay = NOTEN_POOL // (PLAYERS - len(ready))
        for seat in range(PLAYERS):
            deltas[seat] += receive if seat in ready else -pay
    line = {
        "kind": "draw",
        "reason": "nagashi" if nagashi else "exhaustive",
        "deltas": list(deltas),
        "tenpai": ready,
        "nagashi": nagashi,
        "hands": {str(seat): sorted(state.hands[seat].hand) for seat in ready},
    }
    events.append(Event("ryukyoku", line))
    end_hand(state, [line], deltas, dealer_stays=state.dealer in ready, drawn=True, events=events)


def end_hand(state: RiichiState, lines: list[dict[str, Any]], deltas: list[int], *, dealer_stays: bool,
             drawn: bool, events: list[Event]) -> None:
    if state.payment_hook:  # a layer on top (Magic) may change who pays what
        deltas = PAYMENT_HOOKS[state.payment_hook](state, lines, list(deltas))
    for seat in range(PLAYERS):
        state.scores[seat] += deltas[seat]
    winners = [line["seat"] for line in lines if line["kind"] == "win"]
    after_hand(state, lines, deltas, winners, dealer_stays, drawn, events)
