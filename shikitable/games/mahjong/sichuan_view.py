"""What each seat of 四川麻将 sees (built as a whitelist), one world consistent with it
(determinize), and the JSON form of the state.

Hidden from the other seats: a hand, a chosen void suit until it is shown, a 定打 face-down
tile, the two hidden tiles of a concealed kong, and a winner's hand and self-drawn winning
tile until the hand ends (the hand's result then shows them)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from shikitable.core.game import Game
from shikitable.core.match import seen_match_fields, values_from_json
from shikitable.games.mahjong.sichuan_ledger import Ledger, Transfer
from shikitable.games.mahjong.sichuan_rules import DEFAULTS, SUITS
from shikitable.games.mahjong.sichuan_state import SichuanMeld, SichuanState, wins_now
from shikitable.games.mahjong.sichuan_swap import swap_choices
from shikitable.games.mahjong.sichuan_wall import tile_set
from shikitable.games.mahjong.tiles import KIND_OF, SUITED_TILE_COUNT

GHOST = SUITED_TILE_COUNT  # a second or third winner on one discard is shown the tile as id + 108 * rank


def void_label(state: SichuanState, owner: int, viewer: int | None) -> str | None:
    void = state.voids[owner]
    if void < 0:
        return None
    if owner == viewer or state.voids_shown[owner]:
        return SUITS[void]
    return "hidden"


def meld_view(meld: Mapping[str, Any]) -> dict[str, Any]:
    tiles: list[int | None] = list(meld["tiles"])
    if meld["type"] == "kong_concealed":
        tiles = [None, tiles[1], tiles[2], None]
    return {"kind": meld["kind"], "type": meld["type"], "tiles": tiles, "turned": list(meld["turned"]),
            "from": meld["from"]}


def observe(game: Game[SichuanState], state: SichuanState, seat: int | None) -> dict[str, Any]:
    n = state.players
    won_tiles: list[list[int | None]] = [[] for _ in range(n)]
    for win in state.wins:  # 血流成河: a seat may have won several times
        if win["by"] == "ron":
            won_tiles[win["seat"]].append(win["tile"] + GHOST * win["rank"])
        else:
            won_tiles[win["seat"]].append(win["tile"] if win["seat"] == seat else None)
    rivers: list[list[int | None]] = []
    for owner in range(n):
        river: list[int | None] = list(state.rivers[owner])
        if state.laid[owner] >= 0 and owner != seat:
            river = [None if t == state.laid[owner] else t for t in river]
        rivers.append(river)
    claimable = state.last_discard if state.phase == "react" else state.rob_tile if state.phase == "rob" else -1
    return {
        "game": game.id,
        "seat": seat,
        "players": n,
        "options": dict(state.options),
        "season": state.season,
        "hands_in_match": state.options["hands"],
        "dealer": state.dealer,
        "multiplier": 1,
        "dice": list(state.dice),
        "scores": list(state.scores),
        "season_points": Ledger(n, state.ledger).totals(),
        "phase": "over" if state.over else state.phase,
        "turn": state.turn,
        "to_act": list(game.to_act(state)),
        "must_discard": state.must_discard if seat == state.turn else False,
        "hand": sorted(state.hands[seat]) if seat is not None else [],
        "drawn": state.drawn if seat == state.turn and state.drawn >= 0 else None,
        "after_kong": bool(state.kong_chain) and seat == state.turn,  # this turn's discard follows a kong
        "hand_counts": [len(h) for h in state.hands],
        "melds": [[meld_view(m) for m in ms] for ms in state.melds],
        "rivers": rivers,
        "voids": [void_label(state, s, seat) for s in range(n)],
        "laid_pending": [t >= 0 for t in state.laid],  # 定打: a face-down first discard still waits
        "out": [o or None for o in state.out],
        "won": list(state.won) if state.won else [0] * n,
        "won_tiles": won_tiles,
        "last_discard": claimable if claimable >= 0 else None,
        "stock_count": len(state.wall),
        "ledger": [t.to_json() for t in state.ledger],
        "records": [r.to_json() for r in state.records],
        # 换三张: the settled direction and roll, and what this seat passed and received
        "swap": {
            "direction": state.swap_direction or None,
            "dice": list(state.swap_dice),
            "mine": list(state.swap_out[seat]) if seat is not None and state.swap_out else [],
            "received": list(state.swap_in[seat]) if seat is not None and state.swap_in else [],
        },
    }


def _kind_counts(hand: list[int]) -> list[int]:
    counts = [0] * 27
    for t in hand:
        counts[KIND_OF[t]] += 1
    return counts


def determinize(obs: Mapping[str, Any], seat: int, rng: random.Random) -> SichuanState:
    """Deal every tile `seat` cannot see at random into the other hands, the hidden tiles
    and the wall; hidden void suits are drawn at random."""
    n = obs["players"]
    known: set[int] = set(obs["hand"])
    melds: list[list[SichuanMeld]] = []
    for ms in obs["melds"]:
        mine: list[SichuanMeld] = []
        for m in ms:
            tiles = [t for t in m["tiles"] if t is not None]
            if m["type"] == "kong_concealed":
                tiles = [m["kind"] * 4 + c for c in range(4)]
            known.update(tiles)
            mine.append({"kind": m["kind"], "tiles": tiles, "type": m["type"], "from": m["from"],
                         "turned": list(m["turned"])})
        melds.append(mine)
    for river in obs["rivers"]:
        known.update(t for t in river if t is not None)
    for won in obs["won_tiles"]:
        known.update(t % GHOST for t in won if t is not None)
    if obs["last_discard"] is not None:
        known.add(obs["last_discard"])  # a tile added to a kong, waiting to be robbed or not
    unknown = [t for t in tile_set(n) if t not in known]
    rng.shuffle(unknown)
    voids = [SUITS.index(v) if v in SUITS else rng.randrange(3) if v == "hidden" else -1 for v in obs["voids"]]
    rivers: list[list[int]] = []
    laid = [-1] * n
    for owner, river in enumerate(obs["rivers"]):
        row = []
        for t in river:
            if t is None:  # another's face-down first discard: a tile of its (hidden) void suit
                t = unknown.pop()
                voids[owner] = KIND_OF[t] // 9
            row.append(t)
        if obs["laid_pending"][owner] and row:
            laid[owner] = row[0]
        rivers.append(row)
    hands = [sorted(obs["hand"]) if s == seat else sorted(unknown.pop() for _ in range(obs["hand_counts"][s]))
             for s in range(n)]
    out = [o or "" for o in obs["out"]]
    wins: list[dict[str, Any]] = []
    for s, won in enumerate(obs["won_tiles"]):
        for shown in won:
            tile = shown % GHOST if shown is not None else unknown.pop()
            by = "tsumo" if shown is None else out[s] or "ron"  # a hidden winning tile was drawn
            wins.append({"seat": s, "by": by, "from": -1, "tile": tile, "rank": (shown or 0) // GHOST,
                         "hand": sorted(hands[s]), "melds": [], "value": {"fans": [], "fan": 0, "points": 0,
                                                                       "capped": False},
                         "payments": {}, "turn": 0})
    ledger = [Transfer.from_json(t) for t in obs["ledger"]]
    first = next((t for t in ledger if t.why in ("ron", "tsumo", "kong_flower")), None)
    first_win = sorted({t.payee for t in ledger if first and t.why == first.why and t.turn == first.turn
                        and (t.why != "ron" or t.payer == first.payer)})
    first_discarder = first.payer if first and first.why == "ron" else -1
    state = SichuanState(
        **seen_match_fields(obs, rng),
        season=obs["season"],
        wall=unknown,
        dice=list(obs["dice"]),
        wall_break=[0, 0],
        hands=hands,
        counts=[_kind_counts(h) for h in hands],
        melds=melds,
        rivers=rivers,
        laid=laid,
        voids=voids,
        voids_shown=[v in SUITS for v in obs["voids"]],
        void_kept=[True] * n,
        out=out,
        won=list(obs["won"]),
        wins=wins,
        phase=obs["phase"] if obs["phase"] != "over" else "turn",
        turn=obs["turn"],
        drawn=obs["drawn"] if obs["drawn"] is not None else (max(hands[obs["turn"]]) if hands[obs["turn"]] else -1),
        must_discard=obs["must_discard"],
        last_discard=obs["last_discard"] if obs["phase"] == "react" and obs["last_discard"] is not None else -1,
        rob_tile=obs["last_discard"] if obs["phase"] == "rob" and obs["last_discard"] is not None else -1,
        claims={s: None for s in obs["to_act"]} if obs["phase"] in ("react", "rob", "void", "swap") else {},
        ledger=ledger,
        first_win=first_win,
        first_discarder=first_discarder,
        wait_cache=[None] * n,
    )
    if state.drawn >= 0 and state.phase == "turn":
        state.draw_wins = wins_now(state, state.turn)
    _determinize_swap(obs, state, seat, rng)
    return state


def _determinize_swap(obs: Mapping[str, Any], state: SichuanState, seat: int, rng: random.Random) -> None:
    """换三张 in the dealt world: what this seat chose and received; in the swap phase, the
    others who have chosen pass three tiles of one suit from their dealt hands."""
    swap = obs["swap"]
    n = state.players
    state.swap_direction = swap["direction"] or ""
    state.swap_dice = list(swap["dice"])
    state.swap_out = [[] for _ in range(n)]
    state.swap_in = [[] for _ in range(n)]
    state.swap_out[seat] = list(swap["mine"])
    state.swap_in[seat] = list(swap["received"])
    if obs["phase"] != "swap":
        return
    for other in range(n):
        if other != seat and other not in obs["to_act"]:
            state.claims[other] = "swap"
            state.swap_out[other] = list(rng.choice(swap_choices(state.hands[other])).cards)


# --- JSON (the fields' forms: core/match.py) ---------------------------------------------


def state_from_json(data: Mapping[str, Any]) -> SichuanState:
    values = values_from_json(data)
    values["options"] = {**DEFAULTS, **values["options"]}  # a state saved before a switch existed
    values["ledger"] = [Transfer.from_json(t) for t in values["ledger"]]
    values["claims"] = {int(k): v for k, v in values["claims"].items()}
    values["wait_cache"] = [None] * values["players"]
    return SichuanState(**values)
