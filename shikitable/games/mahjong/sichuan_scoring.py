"""四川麻将: wins, the draw settlement and the end of a hand. A mixin of the game class
(sichuan.py), which supplies the turn flow it hands back to."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from shikitable.core.events import Event
from shikitable.core.game import SeasonRecord
from shikitable.games.mahjong.sichuan_fan import WinContext, hand_value, limit_points
from shikitable.games.mahjong.sichuan_ledger import (
    FLOWER_PIG,
    KONG_FLOWER,
    NOT_READY,
    RON,
    TSUMO,
    Ledger,
    Transfer,
)
from shikitable.games.mahjong.sichuan_rules import holds_void, usable_kinds
from shikitable.games.mahjong.sichuan_state import SichuanState, meld_list, seats_in, waits
from shikitable.games.mahjong.tiles import KIND_OF


class HandScoring:
    """Paying wins as they happen, settling the draw, recording the hand and moving the deal."""

    # supplied by the game class
    def _take(self, state: SichuanState, seat: int, tile: int) -> None:
        raise NotImplementedError

    def _begin_turn(self, state: SichuanState, seat: int, events: list[Event]) -> None:
        raise NotImplementedError

    def _start_hand(self, state: SichuanState, events: list[Event]) -> None:
        raise NotImplementedError

    def _next_seat(self, state: SichuanState, after: int) -> int:
        raise NotImplementedError

    # --- winning --------------------------------------------------------------------------

    def _win_on_tile(
        self, state: SichuanState, seat: int, payer: int, tile: int, rank: int, robbing: bool, events: list[Event]
    ) -> None:
        counts = list(state.counts[seat])
        counts[KIND_OF[tile]] += 1
        context = WinContext(
            after_kong=bool(state.discard_after_kong) and not robbing and state.options["kong_discard_fan"],
            robbing_kong=robbing,
            last_of_wall=not state.wall,
        )
        value = hand_value(counts, meld_list(state, seat), state.options, context)
        assert value is not None
        state.ledger.append(Transfer(payer, seat, value.points, RON, state.turn_count))
        self._record_win(state, seat, RON, payer, tile, rank, value.to_json(), {str(payer): value.points}, events)

    def _win_by_draw(self, state: SichuanState, seat: int, events: list[Event]) -> None:
        tile = state.drawn if state.drawn >= 0 else state.hands[seat][-1]  # a dealt 14-tile win: any tile
        context = WinContext(after_kong=state.after_kong, last_of_wall=not state.wall, self_drawn=True,
                             first_turn=first_turn_win(state, seat))
        value = hand_value(state.counts[seat], meld_list(state, seat), state.options, context)
        assert value is not None
        giver = kong_giver(state, seat)
        payments = {}
        if giver >= 0:  # 点杠花 as a discard win: the kong's giver pays the hand alone
            state.ledger.append(Transfer(giver, seat, value.points, KONG_FLOWER, state.turn_count))
            payments[str(giver)] = value.points
        else:
            each = value.points
            if state.options["tsumo_bonus"] == "point":  # 自摸加底
                each += 1
                if not state.options["tsumo_point_over_cap"]:
                    each = min(each, limit_points(state.options))
            for other in payers(state, seat):
                state.ledger.append(Transfer(other, seat, each, TSUMO, state.turn_count))
                payments[str(other)] = each
        self._take(state, seat, tile)  # the winning tile is set aside, face down until the hand ends
        self._note_first_win(state, [seat], -1)
        self._record_win(state, seat, TSUMO, -1, tile, 0, value.to_json(), payments, events)
        state.kong_chain = []
        self._continue_after_win(state, seat, events)

    def _record_win(
        self,
        state: SichuanState,
        seat: int,
        by: str,
        payer: int,
        tile: int,
        rank: int,
        value: dict[str, Any],
        payments: dict[str, int],
        events: list[Event],
    ) -> None:
        state.won[seat] += 1
        stays = state.options["variant"] == "xueliu"
        if not stays:
            state.out[seat] = by
        state.wins.append(
            {
                "seat": seat,
                "by": by,
                "from": payer,
                "tile": tile,
                "rank": rank,
                "hand": sorted(state.hands[seat]),
                "melds": [dict(m) for m in state.melds[seat]],
                "value": value,
                "payments": payments,
                "turn": state.turn_count,
            }
        )
        public = {"seat": seat, "by": by, "from": payer, "points": value["points"]}
        kind = "win_stays" if stays else "win"
        if by == RON:
            public["card"] = tile
            events.append(Event(kind, public))
        else:
            events.append(Event(kind, public, {"card": tile}, frozenset({seat})))

    def _note_first_win(self, state: SichuanState, winners: list[int], payer: int) -> None:
        """The next dealer is the hand's first winner, or the discarder if several won at once."""
        if not state.first_win:
            state.first_win = list(winners)
            state.first_discarder = payer

    def _after_kong_deal_in(self, state: SichuanState, winner: int, events: list[Event]) -> None:
        """A discard made right after a kong was won on: that turn's kongs are refunded, or,
        with the option, their payments go to the (first) winner."""
        if state.options["kong_deal_in"] == "keep":
            return
        for number in state.discard_after_kong:
            if state.options["kong_deal_in"] == "to_winner":
                moved = Ledger(state.players, state.ledger).pass_kong(number, winner, state.turn_count)
            else:
                moved = Ledger(state.players, state.ledger).refund_kong(number, state.turn_count)
            state.ledger.extend(moved)

    def _continue_after_win(self, state: SichuanState, last_winner: int, events: list[Event]) -> None:
        if sum(1 for o in state.out if o) >= state.players - 1:  # never in 血流成河: none leaves
            self._end_hand(state, events)
            return
        self._begin_turn(state, self._next_seat(state, last_winner), events)

    # --- the draw -------------------------------------------------------------------------

    def _settle_draw(self, state: SichuanState, events: list[Event]) -> None:
        """The wall is used up: 花猪 pays 満貫 to each other player still in who is not 花猪;
        a player not ready pays each ready player that player's best value; kong owners who
        are not ready give back what their kongs collected."""
        still = [s for s in seats_in(state) if not state.won[s]]  # 血流成河: a winner is not settled
        status: dict[int, str] = {}
        best: dict[int, int] = {}
        for seat in still:
            pig = holds_void(state.counts[seat], state.voids[seat])
            if pig and not (state.options["pig_excused"] and state.void_kept[seat]):
                status[seat] = FLOWER_PIG
            elif not pig and waits(state, seat):
                status[seat] = "ready"
                best[seat] = self._best_ready_value(state, seat)
            else:
                status[seat] = NOT_READY
        ledger = Ledger(state.players, state.ledger)
        for seat in still if state.options["tax_refund"] else ():  # 退税
            if status[seat] != "ready":
                for m in state.melds[seat]:
                    if "number" in m:  # given back to payers still in: a winner takes no more part
                        ledger.refund_kong(m["number"], state.turn_count, only_to=set(still))
        limit = limit_points(state.options)
        for seat in still:
            for other in still:
                if other == seat:
                    continue
                if status[seat] == FLOWER_PIG and status[other] != FLOWER_PIG:
                    ledger.pay(seat, other, limit, FLOWER_PIG, state.turn_count)
                elif status[seat] == NOT_READY and status[other] == "ready" and state.options["check_ready"]:
                    ledger.pay(seat, other, best[other], NOT_READY, state.turn_count)
        state.ledger = ledger.lines
        for seat in still:
            line: dict[str, Any] = {"kind": f"status_{status[seat]}", "seat": seat,
                                    "hand": sorted(state.hands[seat])}
            if seat in best:
                line["points"] = best[seat]
            state.result_lines.append(line)
        events.append(Event("draw_settlement", {"status": {str(s): status[s] for s in still}}))
        self._end_hand(state, events)

    def _best_ready_value(self, state: SichuanState, seat: int) -> int:
        mask = waits(state, seat)
        best = 0
        for kind in usable_kinds(state.voids[seat]):
            if mask >> kind & 1:
                counts = list(state.counts[seat])
                counts[kind] += 1
                value = hand_value(counts, meld_list(state, seat), state.options)
                if value is not None:
                    best = max(best, value.points)
        return best

    # --- the end of a hand ----------------------------------------------------------------

    def _end_hand(self, state: SichuanState, events: list[Event]) -> None:
        points = Ledger(state.players, state.ledger).totals()
        for seat in range(state.players):
            shown = sorted(state.hands[seat])
            drawn_wins = [w["tile"] for w in state.wins if w["seat"] == seat and w["by"] == TSUMO]
            shown = sorted([*shown, *drawn_wins])
            events.append(Event("hand_shown", {"seat": seat, "hand": shown}))
        lines = [win_line(w) for w in state.wins] + list(state.result_lines)
        lines += [{"kind": t.why, "seat": t.payee, "from": t.payer, "points": t.points, "turn": t.turn}
                  for t in state.ledger]
        record = SeasonRecord(
            number=state.season,
            dealer=state.dealer,
            multiplier=1,
            winner=state.first_win[0] if state.first_win else None,
            points=points,
            lines=lines,
        )
        state.records.append(record)
        for seat, p in enumerate(points):
            state.scores[seat] += p
        events.append(Event("season_end", {"record": record.to_json(), "scores": list(state.scores)}))
        if len(state.first_win) > 1:
            state.dealer = state.first_discarder
        elif state.first_win:
            state.dealer = state.first_win[0]
        elif state.options["draw_dealer"] == "next":
            state.dealer = (state.dealer + 1) % state.players
        if state.season >= state.options["hands"]:
            state.over = True
            state.phase = "over"
            events.append(Event("match_end", {"scores": list(state.scores)}))
            return
        self._start_hand(state, events)


def win_line(win: Mapping[str, Any]) -> dict[str, Any]:
    """A win as the hand's result shows it: the whole hand, its fan, who paid what."""
    hand = sorted([*win["hand"], win["tile"]])
    return {
        "kind": "win_" + win["by"],
        "seat": win["seat"],
        "from": win["from"] if win["by"] == RON else None,
        "cards": [win["tile"]],
        "hand": hand,
        "melds": [list(m["tiles"]) for m in win["melds"]],
        "base": [list(f) for f in win["value"]["fans"]] or [["no_fan", 0]],
        "payments": dict(win["payments"]),
    }


def first_turn_win(state: SichuanState, seat: int) -> str:
    """天胡 (the dealer on the dealt hand) or 地胡 (another seat on its first draw, nobody
    having claimed a tile yet), when the option is on; "" otherwise."""
    if not state.options["heaven_earth"] or any(state.melds):
        return ""
    if seat == state.dealer and state.drawn < 0 and not any(state.rivers):
        return "tianhu"
    if seat != state.dealer and state.drawn >= 0 and not state.rivers[seat] and not state.after_kong \
            and not state.wins:
        return "dihu"
    return ""


def kong_giver(state: SichuanState, seat: int) -> int:
    """With 点杠花 paid as a discard win: who fed the kong this replacement tile follows (-1
    when the option is off or the kong was not claimed from a discard)."""
    if state.options["kong_flower"] != "ron" or not state.after_kong or not state.kong_chain:
        return -1
    last = state.kong_chain[-1]
    meld = next((m for m in state.melds[seat] if m.get("number") == last), None)
    if meld is None or meld["type"] != "kong_open":
        return -1
    return int(meld["from"])


def payers(state: SichuanState, winner: int) -> list[int]:
    """Who pays a self-draw or a kong: every other seat still in the hand."""
    return [other for other in seats_in(state) if other != winner]
