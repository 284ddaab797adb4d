"""四川麻将 (Sichuan mahjong, 血戦到底 "blood battle"): 108 tiles, three suits, no chi, no riichi.

A hand: the wall is built and broken, the dealer gets 14 tiles and the others 13. Every player
chooses a void suit (定缺) and may win only without it (缺一门). Draw and discard; ポン (also
on the last discard) and カン (concealed, added, from a discard; none once the wall is empty).
A player who wins leaves the hand and the others play on, until three have won or the wall
is used up; several may win on one discard (一炮多响) and an added kong may be robbed (槍槓).
Kongs are paid at once; wins are paid as they happen; at the draw the players still in
settle: 花猪 (still holding the void suit), not ready, ready. Every transfer is in the ledger.

Table switches and presets (sichuan_rules.py): 换三张 before 定缺 (sichuan_swap.py, the opening
in sichuan_opening.py), 血流成河 (winners stay in with a fixed hand), two and three players on
dots and bamboo, and the scoring switches (sichuan_fan.py, sichuan_scoring.py).
"""

from __future__ import annotations

import random
from bisect import insort
from collections.abc import Hashable, Mapping, Sequence
from functools import partial
from typing import Any

from shikitable.core.actions import (
    Action,
    ActionSchema,
    KindShape,
)
from shikitable.core.events import Event
from shikitable.core.game import GameResult
from shikitable.core.match import state_to_json
from shikitable.core.moves import Move, MovesGame, Phase, collect, first_card, whole_action
from shikitable.core.options import resolve_options
from shikitable.games.mahjong import sichuan_moves as M
from shikitable.games.mahjong import sichuan_wall as wall_rules
from shikitable.games.mahjong.sichuan_ledger import KONG_ADDED, KONG_CONCEALED, KONG_OPEN, Ledger, Transfer
from shikitable.games.mahjong.sichuan_opening import HandOpening
from shikitable.games.mahjong.sichuan_rules import OPTIONS, PRESETS, holds_void, with_preset
from shikitable.games.mahjong.sichuan_scoring import HandScoring
from shikitable.games.mahjong.sichuan_state import (
    DISCARD,
    KAN,
    KONG_ADDED_MELD,
    KONG_CONCEALED_MELD,
    KONG_OPEN_MELD,
    LAY,
    PASS,
    PLAYERS,
    PON,
    PUNG,
    REACT,
    ROB,
    RON_MOVE,
    TSUMO_MOVE,
    TURN,
    VOID,
    VOID_MOVES,
    SichuanMeld,
    SichuanState,
    kong_kinds,
    locked,
    seats_in,
    waits,
)
from shikitable.games.mahjong.sichuan_swap import SWAP, check_swap_option
from shikitable.games.mahjong.sichuan_view import determinize, observe, state_from_json
from shikitable.games.mahjong.tiles import KIND_OF, SUITED_TILE_COUNT, kind_name


def _only(action: Action, state: SichuanState, seat: int) -> list[Action]:
    return [action]


_WINDOWS = (VOID, REACT, ROB, SWAP)  # phases where the seats still to choose act (to_act, may_act)

SICHUAN_SCHEMA = ActionSchema(108, {
    **{move: KindShape() for move in VOID_MOVES}, "lay": KindShape(1, 1), "discard": KindShape(1, 1),
    "kan": KindShape(0, 1), "pon": KindShape(), "pass": KindShape(), "ron": KindShape(), "tsumo": KindShape(),
    SWAP: KindShape(3, 3),  # 换三张: the three tiles passed on
})


class Sichuan(HandOpening, HandScoring, MovesGame[SichuanState]):
    id = "sichuan"
    name_ja = "四川麻将"
    name_zh = "四川麻将"
    name_en = "Sichuan Mahjong"
    family = "mahjong"
    description_en = "Blood-battle mahjong with three suits: void a suit, win and leave, the rest play on."
    description_ja = "萬子・筒子・索子の108枚。缺一门で和了し、和了者が抜けても残りで続ける血戦到底。"
    min_players = 2  # two and three players: two suits, dots and bamboo (the apps' 两房)
    max_players = default_players = PLAYERS
    options = OPTIONS
    action_schema = SICHUAN_SCHEMA
    option_presets = PRESETS  # the new-game dialog sets every switch when a preset is chosen

    # --- setting up -----------------------------------------------------------------------

    def setup(self, players: int, options: Mapping[str, Any] | None, seed: int,
              decks: Sequence[Sequence[int]] | None = None) -> SichuanState:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"{self.name_ja} is played by 2 to {PLAYERS} players")
        rng = random.Random(seed)
        resolved = resolve_options(self.options, with_preset(options))
        check_swap_option(resolved["swap"], players)
        state = SichuanState(
            players=players,
            options=resolved,
            rng=rng,
            dealer=rng.randrange(players),
            scores=[0] * players,
            decks=[wall_rules.check_wall(d, players) for d in decks or ()],
        )
        self._start_hand(state, [])
        return state

    def __init__(self) -> None:
        choose_void = collect(self._choose_void, whole_action)
        self._swap = Phase(SWAP, {SWAP: Move(M.swap_options, collect(self._choose_swap, whole_action), M.swap_refusal)},
                           "First pass three tiles of one suit (换三张).")
        self._void_by_discard = Phase(VOID, {LAY: Move(M.lay_options, choose_void, M.lay_refusal)},
                                      "定打: lay one tile of the suit you will not use face down (your first discard).")
        self._void = Phase(VOID, {move: Move(partial(_only, Action(move)), choose_void, M.allowed)
                                  for move in VOID_MOVES}, "First choose the suit you will not use (定缺).")
        self._turn = Phase(TURN, {
            TSUMO_MOVE: Move(M.tsumo_options, collect(self._win_by_draw), M.tsumo_refusal),
            KAN: Move(M.kong_options, collect(self._declare_kong, first_card), M.kong_refusal),
            DISCARD: Move(M.discard_options, collect(self._discard, first_card), M.discard_refusal),
        }, M.turn_other)
        ron = Move(M.ron_options, self._claim_effect, M.ron_refusal)
        pass_ = Move(M.pass_options, self._claim_effect, M.pass_refusal)
        self._discard_window = Phase(REACT, {
            RON_MOVE: ron,
            PON: Move(M.pon_options, self._claim_effect, M.pon_refusal),
            KAN: Move(M.kan_claim_options, self._claim_effect, M.kan_claim_refusal),
            PASS: pass_,
        }, M.discard_window_other)
        self._rob_window = Phase(ROB, {RON_MOVE: ron, PASS: pass_}, M.rob_window_other)

    def phase(self, state: SichuanState, seat: int) -> Phase[SichuanState]:
        if state.phase == TURN:
            return self._turn
        if state.phase == REACT:
            return self._discard_window
        if state.phase == ROB:
            return self._rob_window
        if state.phase == SWAP:
            return self._swap
        return self._void_by_discard if state.options["void_by"] == "discard" else self._void

    # --- whose move -----------------------------------------------------------------------

    def to_act(self, state: SichuanState) -> tuple[int, ...]:
        if state.over:
            return ()
        if state.phase in _WINDOWS:
            return tuple(s for s, chosen in state.claims.items() if chosen is None)
        return (state.turn,)

    def may_act(self, state: SichuanState, seat: int) -> bool:
        """`seat in to_act(state)`, without building the tuple (the legal list asks it every time)."""
        if state.over:
            return False
        if state.phase in _WINDOWS:
            return state.claims.get(seat, 1) is None  # among the claims and not chosen yet
        return seat == state.turn

    def canonical_action(self, state: SichuanState, seat: int, action: Action) -> Hashable | None:
        """Tiles of one kind from the hand are the same move (the list names one of each)."""
        cards = action.cards
        if not cards or not 0 <= seat < state.players or any(t not in state.hands[seat] for t in cards):
            return action
        return ("kinds", action.kind, tuple(sorted(KIND_OF[t] for t in cards)), action.arg)

    # --- carrying out a move ---------------------------------------------------------------

    def _claim_effect(self, state: SichuanState, seat: int, action: Action) -> list[Event]:
        """A choice in a window; the last one to choose settles it."""
        events: list[Event] = []
        state.claims[seat] = action.kind
        if all(chosen is not None for chosen in state.claims.values()):
            if state.phase == REACT:
                self._resolve_discard(state, events)
            else:
                self._resolve_rob(state, events)
        return events

    # --- a turn -----------------------------------------------------------------------------

    def _take(self, state: SichuanState, seat: int, tile: int) -> None:
        state.hands[seat].remove(tile)
        state.counts[seat][KIND_OF[tile]] -= 1
        state.wait_cache[seat] = None

    def _give(self, state: SichuanState, seat: int, tile: int) -> None:
        insort(state.hands[seat], tile)  # hands are kept sorted
        state.counts[seat][KIND_OF[tile]] += 1
        state.wait_cache[seat] = None

    def _next_seat(self, state: SichuanState, after: int) -> int:
        for step in range(1, state.players + 1):
            seat = (after + step) % state.players
            if not state.out[seat]:
                return seat
        return after

    def _begin_turn(self, state: SichuanState, seat: int, events: list[Event]) -> None:
        if not state.wall:
            events.append(Event("wall_empty", {}))
            self._settle_draw(state, events)
            return
        tile = state.wall.pop(0)
        self._draw(state, seat, tile, events)
        state.after_kong = False
        state.kong_chain = []
        if state.laid[seat] >= 0:
            self._turn_laid_tile(state, seat, events)

    def _draw(self, state: SichuanState, seat: int, tile: int, events: list[Event]) -> None:
        state.draw_wins = bool(waits(state, seat) >> (tile >> 2) & 1)
        self._give(state, seat, tile)
        state.turn = seat
        state.turn_count += 1
        state.phase = TURN
        state.drawn = tile
        state.must_discard = False
        state.last_discard = -1
        events.append(Event("draw", {"seat": seat, "stock": len(state.wall)}, {"card": tile}, frozenset({seat})))

    def _discard(self, state: SichuanState, seat: int, tile: int, events: list[Event]) -> None:
        kind = tile >> 2
        suit = kind // 9
        if state.void_kept[seat] and suit != state.voids[seat] and holds_void(state.counts[seat], state.voids[seat]):
            state.void_kept[seat] = False
        state.hands[seat].remove(tile)
        state.counts[seat][kind] -= 1
        state.wait_cache[seat] = None
        state.rivers[seat].append(tile)
        state.last_discard = tile
        state.drawn = -1
        state.discard_after_kong = state.kong_chain
        state.kong_chain = []
        state.after_kong = False
        state.must_discard = False
        events.append(Event("discard", {"seat": seat, "card": tile}))
        claims: dict[int, str | None] = {}
        out, voids, counts, cache = state.out, state.voids, state.counts, state.wait_cache
        for other in range(state.players):
            if other == seat or out[other]:
                continue
            if counts[other][kind] >= 2 and voids[other] != suit and not locked(state, other):
                claims[other] = None
                continue
            mask = cache[other]
            if mask is None:
                mask = waits(state, other)
            if mask >> kind & 1:
                claims[other] = None
        if claims:
            state.phase = REACT
            state.claims = claims
            events.append(Event("claim_window", {"seats": list(claims)}))
        else:
            self._begin_turn(state, self._next_seat(state, seat), events)

    def _ron_winners(self, state: SichuanState, claims: Mapping[int, str | None]) -> tuple[list[int], list[int]]:
        """The other seats in turn order from the player whose tile it is, and those who win on it."""
        order = [(state.turn + i) % state.players for i in range(1, state.players)]
        winners = [s for s in order if claims.get(s) == RON_MOVE]
        if not state.options["multi_ron"]:
            winners = winners[:1]  # 截胡: the first claimant from the discarder's next seat
        return order, winners

    def _resolve_discard(self, state: SichuanState, events: list[Event]) -> None:
        claims, state.claims = state.claims, {}
        discarder, tile = state.turn, state.last_discard
        order, winners = self._ron_winners(state, claims)
        if winners:
            state.rivers[discarder].pop()
            self._note_first_win(state, winners, discarder)
            for rank, seat in enumerate(winners):
                self._win_on_tile(state, seat, discarder, tile, rank, False, events)
            self._after_kong_deal_in(state, winners[0], events)
            state.discard_after_kong = []
            self._continue_after_win(state, winners[-1], events)
            return
        claimer = next((s for s in order if claims.get(s) in (PON, KAN)), None)
        state.discard_after_kong = []
        if claimer is None:
            self._begin_turn(state, self._next_seat(state, discarder), events)
            return
        state.rivers[discarder].pop()
        kind = KIND_OF[tile]
        size = 3 if claims[claimer] == PON else 4
        used = sorted(t for t in state.hands[claimer] if KIND_OF[t] == kind)[: size - 1]
        for t in used:
            self._take(state, claimer, t)
        relative = (discarder - claimer) % state.players  # 1: 下家, 2: 対面, 3: 上家
        turned = {3: 0, 2: 1, 1: size - 1}[relative]
        tiles = list(used)
        tiles.insert(turned, tile)
        meld: SichuanMeld = {"kind": kind, "tiles": tiles, "type": PUNG if size == 3 else KONG_OPEN_MELD,
                             "from": discarder, "turned": [turned]}
        state.melds[claimer].append(meld)
        state.turn = claimer
        state.phase = TURN
        state.last_discard = -1
        events.append(Event("pon" if size == 3 else "kan", {"seat": claimer, "from": discarder, "card": tile,
                                                            "meld": list(tiles)}))
        if size == 3:
            state.turn_count += 1
            state.drawn = -1
            state.must_discard = True
            state.kong_chain = []
            if state.laid[claimer] >= 0:
                self._turn_laid_tile(state, claimer, events)
            return
        number = self._new_kong(state)
        state.ledger.append(Transfer(discarder, claimer, 2, KONG_OPEN, state.turn_count, number))
        meld["number"] = number
        state.kong_chain = []
        self._kong_draw(state, claimer, number, events)

    def _new_kong(self, state: SichuanState) -> int:
        state.kong_number += 1
        return state.kong_number

    def _kong_draw(self, state: SichuanState, seat: int, number: int, events: list[Event]) -> None:
        """After a kong: the replacement tile from the far end of the wall (槓上 if it wins)."""
        chain = [*state.kong_chain, number]
        self._draw(state, seat, state.wall.pop(), events)
        state.after_kong = True
        state.kong_chain = chain
        if state.laid[seat] >= 0:
            self._turn_laid_tile(state, seat, events)

    def _declare_kong(self, state: SichuanState, seat: int, tile: int, events: list[Event]) -> None:
        kind = KIND_OF[tile]
        form = next(f for k, f in kong_kinds(state, seat) if k == kind)
        if form == KONG_CONCEALED_MELD:
            tiles = sorted(t for t in state.hands[seat] if KIND_OF[t] == kind)
            for t in tiles:
                self._take(state, seat, t)
            number = self._new_kong(state)
            state.melds[seat].append({"kind": kind, "tiles": tiles, "type": KONG_CONCEALED_MELD, "from": -1,
                                      "turned": [], "number": number})
            for other in seats_in(state):
                if other != seat:
                    state.ledger.append(Transfer(other, seat, 2, KONG_CONCEALED, state.turn_count, number))
            events.append(Event("kan", {"seat": seat, "concealed": True, "tile_kind": kind}))
            self._kong_draw(state, seat, number, events)
            return
        # an added kong may be robbed first (槍槓)
        robbers: dict[int, str | None] = {o: None for o in seats_in(state) if o != seat and waits(state, o) >> kind & 1}
        self._take(state, seat, tile)
        state.rob_tile = tile
        events.append(Event("kan_added", {"seat": seat, "card": tile}))
        if robbers:
            state.phase = ROB
            state.claims = robbers
            events.append(Event("claim_window", {"seats": list(robbers), "rob": True}))
            return
        self._complete_added_kong(state, seat, events)

    def _complete_added_kong(self, state: SichuanState, seat: int, events: list[Event]) -> None:
        tile = state.rob_tile
        state.rob_tile = -1
        meld = next(m for m in state.melds[seat] if m["type"] == PUNG and m["kind"] == KIND_OF[tile])
        turned = meld["turned"][0]
        meld["tiles"].insert(turned + 1, tile)
        meld["turned"] = [turned, turned + 1]
        meld["type"] = KONG_ADDED_MELD
        number = self._new_kong(state)
        meld["number"] = number
        if tile == state.drawn:  # paid only when made with the tile just drawn
            for other in seats_in(state):
                if other != seat:
                    state.ledger.append(Transfer(other, seat, 1, KONG_ADDED, state.turn_count, number))
        state.phase = TURN
        self._kong_draw(state, seat, number, events)

    def _resolve_rob(self, state: SichuanState, events: list[Event]) -> None:
        claims, state.claims = state.claims, {}
        maker, tile = state.turn, state.rob_tile
        _, winners = self._ron_winners(state, claims)
        if not winners:
            self._complete_added_kong(state, maker, events)
            return
        state.rob_tile = -1
        state.drawn = -1
        events.append(Event("kong_robbed", {"seat": maker, "card": tile}))
        self._note_first_win(state, winners, maker)
        for rank, seat in enumerate(winners):
            self._win_on_tile(state, seat, maker, tile, rank, True, events)
        state.kong_chain = []
        self._continue_after_win(state, winners[-1], events)

    def standings(self, state: SichuanState) -> list[float] | None:
        """Match points so far, this hand's ledger included (search scores a hand by these)."""
        if state.over:
            return [float(p) for p in state.scores]
        return [float(s + p) for s, p in zip(state.scores, Ledger(state.players, state.ledger).totals(), strict=True)]

    def deal_number(self, state: SichuanState) -> int | None:
        return state.season

    def result(self, state: SichuanState) -> GameResult | None:
        if not state.over:
            return None
        return GameResult(list(state.scores), list(state.records))

    # --- views and copies (sichuan_view.py) ------------------------------------------------

    def observation(self, state: SichuanState, seat: int | None) -> dict[str, Any]:
        return observe(self, state, seat)

    def determinize(self, observation: Mapping[str, Any], seat: int, rng: random.Random) -> SichuanState:
        return determinize(observation, seat, rng)

    def clone(self, state: SichuanState) -> SichuanState:
        return self.state_from_json(self.state_to_json(state))

    def state_to_json(self, state: SichuanState) -> dict[str, Any]:
        return state_to_json(state)

    def state_from_json(self, data: Mapping[str, Any]) -> SichuanState:
        return state_from_json(data)

    def card_name(self, card: int, lang: str = "ja") -> str:
        return kind_name(KIND_OF[card % SUITED_TILE_COUNT], lang)  # no red fives in this game
