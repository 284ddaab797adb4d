"""What a seat may see (a whitelist), and a full state consistent with it (for search bots)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from shikitable.games.mahjong.riichi.scoring import Meld
from shikitable.games.mahjong.riichi.state import DEAD_WALL, PLAYERS, Player, RiichiState
from shikitable.games.mahjong.riichi.tile_ids import TILE_COUNT


def waiting_seats(state: RiichiState) -> tuple[int, ...]:
    cached = state.waiting_cache
    if cached is not None and cached[0] == state.version:
        return cached[1]
    seats = _waiting(state)
    state.waiting_cache = (state.version, seats)
    return seats


def _waiting(state: RiichiState) -> tuple[int, ...]:
    if state.over:
        return ()
    if state.phase == "turn":
        return (state.current,)
    if state.phase == "claim" and state.last_discard is not None:
        origin = state.last_discard[0]
    elif state.robbed is not None:
        origin = state.robbed[0]
    else:
        return ()
    order = [(origin + i) % PLAYERS for i in range(1, PLAYERS)]
    return tuple(s for s in order if s in state.window and s not in state.choices)


def _public_player(state: RiichiState, seat: int) -> dict[str, Any]:
    player = state.hands[seat]
    return {
        "seat": seat,
        "seat_wind": state.seat_wind(seat),
        "hand_size": len(player.hand),
        "melds": [m.to_json() for m in player.melds],
        "discards": [
            {"tile": t, "tsumogiri": player.tsumogiri[i], "riichi": i == player.riichi_index,
             "called": player.called_away[i]}
            for i, t in enumerate(player.discards)
        ],
        "riichi": player.riichi or state.pending_riichi == seat,
        "double_riichi": player.double_riichi,
        "open_hand": sorted(player.hand) if player.open_riichi else None,
        "ippatsu": player.ippatsu,
        "kuikae": sorted(player.kuikae),
        "score": state.scores[seat],
    }


def _meld_view(meld: Meld, seat: int) -> dict[str, Any]:
    """Tiles as they lie: the claimed tile turned toward its giver (left, across, right);
    a closed kan with its two end tiles face down."""
    tiles = sorted(meld.tiles)
    if meld.kind == "ankan":
        return {"tiles": [None, tiles[1], tiles[2], None], "turned": []}
    if meld.called is None or meld.source is None:
        return {"tiles": tiles, "turned": []}
    rest = [t for t in tiles if t != meld.called]
    if meld.kind == "kakan" and meld.added is not None:
        rest.remove(meld.added)
    relative = (meld.source - seat) % PLAYERS  # 3: the player on the left, 2: across, 1: right
    position = {3: 0, 2: 1, 1: len(rest)}[relative]
    laid: list[int | None] = [*rest[:position], meld.called, *rest[position:]]
    turned = [position]
    if meld.kind == "kakan" and meld.added is not None:
        laid.insert(position + 1, meld.added)
        turned.append(position + 1)
    return {"tiles": laid, "turned": turned}


def table_view(state: RiichiState) -> dict[str, Any]:
    """The keys the table layout draws: rivers (called tiles leave them), melds, the dead wall."""
    if not state.hands:
        return {}
    rivers: list[list[int]] = []
    sideways: list[list[int]] = []
    for player in state.hands:
        river = [t for i, t in enumerate(player.discards) if not player.called_away[i]]
        turned: list[int] = []
        if player.riichi_index is not None:
            # the riichi tile lies sideways; if it was called, the next discard does
            shown = sum(1 for i in range(player.riichi_index) if not player.called_away[i])
            if shown < len(river):
                turned.append(shown)
        rivers.append(river)
        sideways.append(turned)
    # the five indicator places; the turned ones last, so no back covers them where space is short
    turned_up = state.dora_indicators()
    dead: list[int | None] = [*([None] * (5 - len(turned_up))), *turned_up]
    marks: list[str | None] = []
    for seat, player in enumerate(state.hands):
        if player.open_riichi:
            marks.append("open")
        elif player.double_riichi:
            marks.append("double")
        elif player.riichi or state.pending_riichi == seat:
            marks.append("riichi")
        else:
            marks.append(None)
    return {
        "hand_counts": [len(p.hand) for p in state.hands],
        "melds": [[_meld_view(m, seat) for m in p.melds] for seat, p in enumerate(state.hands)],
        "rivers": rivers,
        "riichi_sideways": sideways,
        "dead_wall": dead,
        "stock_count": state.live_remaining,
        "riichi_marks": marks,
    }


def observation(state: RiichiState, seat: int | None) -> dict[str, Any]:
    view: dict[str, Any] = {
        "game": "riichi",
        "seat": seat,
        "phase": state.phase,
        "to_act": list(waiting_seats(state)),
        "current": state.current,
        "round_wind": state.round_wind,
        "round_number": state.round_number,
        "dealer": state.dealer,
        "first_dealer": state.first_dealer,
        "dice": list(state.dice),
        "honba": state.honba,
        "sticks": state.sticks,
        "scores": list(state.scores),
        "hand_number": state.hand_number,
        "in_extension": state.in_extension,
        "red_fives": state.options["red_fives"],
        "dora_indicators": state.dora_indicators() if state.wall else [],
        "deferred_indicators": state.deferred_indicators,
        "wall_remaining": state.live_remaining if state.wall else 0,
        "replacements_taken": state.replacements,
        "kans": state.kans,
        "first_go_around": state.first_go_around,
        "riichi_declarations": state.riichi_declarations,
        "rinshan": state.rinshan,
        "drew": state.phase == "turn" and state.hands[state.current].drawn is not None if state.hands else False,
        "players": PLAYERS,
        "seat_views": [_public_player(state, s) for s in range(PLAYERS)] if state.hands else [],
        "last_discard": state.last_discard[1] if state.last_discard and state.phase == "claim" else None,
        "last_discarder": state.last_discard[0] if state.last_discard else None,
        "robbed_tile": state.robbed[1].cards[0] if state.robbed else None,
        "liabilities": [list(x) for x in state.liabilities],
        "last_result": state.last_result,
        "season_points": list(state.last_result["deltas"]) if state.last_result else [],
        "over": state.over,
        "final_points": list(state.final_points),
        "options": dict(state.options),
        **table_view(state),
    }
    if seat is not None and state.hands:
        player = state.hands[seat]
        view["hand"] = sorted(player.hand)
        view["drawn"] = player.drawn
        view["waits"] = sorted(player.waits)
        view["furiten"] = player.furiten()
        view["claim"] = [a.to_json() for a in state.window.get(seat, [])]
    return view


def determinize(observation: Mapping[str, Any], seat: int, rng: random.Random, base: RiichiState) -> RiichiState:
    """Deal the tiles `seat` cannot see at random into the other hands and the wall."""
    state = base
    known_hand = list(observation["hand"])
    out: list[int] = list(known_hand)
    players = observation["seat_views"]
    for p in players:
        if p["seat"] != seat and p["open_hand"] is not None:
            out.extend(p["open_hand"])  # an open riichi hand is known to all
        for meld in p["melds"]:
            out.extend(meld["tiles"])
        out.extend(d["tile"] for d in p["discards"] if not d["called"])
    indicators = list(observation["dora_indicators"])
    seen = set(out).union(indicators)  # built once, not once per tile
    hidden = [t for t in range(TILE_COUNT) if t not in seen]
    rng.shuffle(hidden)
    state.hands = []
    for p in players:
        player = Player()
        if p["seat"] == seat:
            player.hand = known_hand
            player.drawn = observation["drawn"]
        elif p["open_hand"] is not None:
            player.hand = list(p["open_hand"])
            if observation["drew"] and observation["current"] == p["seat"]:
                player.drawn = player.hand[-1]
        else:
            player.hand = [hidden.pop() for _ in range(p["hand_size"])]
            if observation["drew"] and observation["current"] == p["seat"]:
                player.drawn = player.hand[-1]
        player.melds = [Meld.from_json(m) for m in p["melds"]]
        player.discards = [d["tile"] for d in p["discards"]]
        player.tsumogiri = [d["tsumogiri"] for d in p["discards"]]
        player.called_away = [d["called"] for d in p["discards"]]
        player.riichi_index = next((i for i, d in enumerate(p["discards"]) if d["riichi"]), None)
        player.riichi = p["riichi"]
        player.double_riichi = p["double_riichi"]
        player.open_riichi = p["open_hand"] is not None
        player.ippatsu = p["ippatsu"]
        player.kuikae = frozenset(p["kuikae"])
        player.rebuild()
        state.hands.append(player)
    # the wall: used slots hold the tiles already out, indicators stay where they are
    state.replacements = observation["replacements_taken"]
    state.front = TILE_COUNT - state.replacements - observation["wall_remaining"]
    used = [t for p in state.hands for t in p.hand]
    for p in state.hands:
        used.extend(t for m in p.melds for t in m.tiles)
        used.extend(t for t, called in zip(p.discards, p.called_away, strict=True) if not called)
    wall: list[int | None] = [None] * TILE_COUNT
    for i, tile in enumerate(indicators):
        wall[4 + 2 * i] = tile
    used_slots = list(range(state.replacements)) + list(range(DEAD_WALL, state.front))
    used_set = set(used)
    rest = [t for t in hidden if t not in used_set]
    for slot, tile in zip(used_slots, used, strict=False):
        wall[slot] = tile
    state.wall = [t if t is not None else rest.pop() for t in wall]
    state.indicators = len(indicators)
    return state
