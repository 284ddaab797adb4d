"""Dealt worlds in which a riichi is a riichi: for `strong`'s playouts in リーチ麻雀 and Magic.

`Game.determinize` deals the tiles a seat cannot see at random, so a seat in riichi holds a
random hand: it is almost never ready, never wins, and every discard into it looks safe. A
search over such worlds learns to push into every riichi. Here each riichi seat (declared, or
declaring on the discard in the window) is dealt a READY hand built from the unseen tiles instead
(sets and a pair, one tile taken out), and only one that could really be there: none of its waits
in its own river (it would be furiten) nor passed by anyone since its riichi (a riichi wins on the
first tile it may, and a bot always does). That alone gives the table's reading of a riichi river
(genbutsu, suji, walls, tiles passed since) its weight, from the tiles, without tiers. The other
hidden tiles are dealt again at random to the other hands and the wall."""

from __future__ import annotations

import random
from typing import Any

from shikitable.games.mahjong.riichi.legal import discard_reactions
from shikitable.games.mahjong.riichi.shapes import waits
from shikitable.games.mahjong.riichi.state import DEAD_WALL, PLAYERS, RiichiState

# a ready hand is first built freely (sets and a pair, one tile out) this many times, which
# finds one for most rivers with the waits a hand of random sets has; a river that rules out
# most waits then gets as many tries built around a wait it allows (the winning tile's set or
# pair first), before the random hand is kept
BUILD_TRIES = 24
SET_TRIES = 24
# a set drawn for the ready hand is a run this often, a triplet otherwise (about the share of
# runs among the sets of winning hands)
RUN_SHARE = 0.75


def threat_seats(state: RiichiState, me: int) -> list[int]:
    """The seats (not `me`) whose concealed hands are hidden and that declared riichi."""
    found = []
    for seat, player in enumerate(state.hands):
        if seat == me or player.open_riichi:
            continue
        if player.riichi or state.pending_riichi == seat:
            found.append(seat)
    return found


def barred_waits(state: RiichiState, seat: int) -> set[int]:
    """Kinds the riichi at `seat` cannot be waiting on: its own river, and every tile discarded
    since its riichi (the newest discard too: it did not win on it)."""
    player = state.hands[seat]
    barred = {tile >> 2 for tile in player.discards}
    at = player.riichi_index
    if at is None:
        return barred
    # discards since the riichi, per river: the riichi player has discarded len - at - 1 more
    # tiles since, so each other river holds about as many (the seats after it one more)
    since = len(player.discards) - at
    for other, river in enumerate(state.hands):
        if other != seat:
            barred.update(tile >> 2 for tile in river.discards[-since:] if since > 0)
    return barred


def _draw_set(counts: list[int], rng: random.Random) -> list[int] | None:
    """A run or a triplet (kinds) taken from `counts`, or None when none was found."""
    for _ in range(SET_TRIES):
        if rng.random() < RUN_SHARE:
            start = rng.randrange(3) * 9 + rng.randrange(7)
            kinds = [start, start + 1, start + 2]
        else:
            kinds = [rng.randrange(34)] * 3
        taken = []
        for kind in kinds:
            if counts[kind] <= 0:
                break
            counts[kind] -= 1
            taken.append(kind)
        if len(taken) == 3:
            return taken
        for kind in taken:
            counts[kind] += 1
    return None


def _complete(counts: list[int], kinds: list[int], sets: int, pair: bool, rng: random.Random) -> bool:
    """Add `sets` sets (and a pair) from `counts` to `kinds`; False when they could not be found."""
    for _ in range(sets):
        drawn = _draw_set(counts, rng)
        if drawn is None:
            return False
        kinds.extend(drawn)
    if pair:
        pairs = [k for k in range(34) if counts[k] >= 2]
        if not pairs:
            return False
        chosen = rng.choice(pairs)
        counts[chosen] -= 2
        kinds.extend((chosen, chosen))
    return True


def _around_wait(counts: list[int], sets: int, allowed: list[int], rng: random.Random) -> list[int] | None:
    """A complete hand (kinds, 3 * sets + 2) holding a tile of an allowed wait in a set or the
    pair, and that tile (last), or None."""
    wait = rng.choice(allowed)
    shapes: list[list[int]] = [[wait, wait]]  # the pair: a single wait (or a pair wait)
    if counts[wait] >= 3:
        shapes.append([wait] * 3)
    if wait < 27:
        rank = wait % 9
        shapes.extend([wait - offset, wait - offset + 1, wait - offset + 2] for offset in range(3)
                      if 0 <= rank - offset <= 6)
    shape = rng.choice(shapes)
    if any(counts[k] < shape.count(k) for k in set(shape)):
        return None
    for kind in shape:
        counts[kind] -= 1
    kinds = list(shape)
    is_pair = len(shape) == 2
    if not _complete(counts, kinds, sets - (0 if is_pair else 1), not is_pair, rng):
        return None
    kinds.remove(wait)
    kinds.append(wait)
    return kinds


def ready_kinds(pool: list[int], size: int, meld_counts: list[int], barred: set[int],
                rng: random.Random) -> list[int] | None:
    """`size` (3n+1) kinds from `pool` (counts by kind, left as it was) forming a ready hand with
    no wait in `barred`, or None when no try found one."""
    sets = (size - 1) // 3
    allowed = [k for k in range(34) if k not in barred and pool[k] > 0]
    if not allowed:
        return None
    for attempt in range(2 * BUILD_TRIES):
        counts = list(pool)
        kinds: list[int] | None
        if attempt < BUILD_TRIES:
            kinds = []
            if not _complete(counts, kinds, sets, True, rng):
                continue
        else:
            kinds = _around_wait(counts, sets, allowed, rng)
            if kinds is None:
                continue
        kinds.pop(rng.randrange(len(kinds)) if attempt < BUILD_TRIES else -1)  # the tile it waits for
        hand = [0] * 34
        for kind in kinds:
            hand[kind] += 1
        found = waits(hand, meld_counts)
        if found and not found & barred:
            return kinds
    return None


def deal_ready_threats(state: RiichiState, me: int, rng: random.Random) -> None:
    """Give every riichi seat of this dealt world (not `me`) a ready hand it could hold, from the
    tiles `me` cannot see, and deal the rest of those tiles again to the other hidden hands and
    the wall's unseen slots. Changes `state` in place; a riichi no ready hand fits keeps its own."""
    threats = threat_seats(state, me)
    if not threats:
        return
    hidden_seats = [s for s in range(PLAYERS) if s != me and not state.hands[s].open_riichi]
    known_slots = set(range(state.replacements)) | set(range(DEAD_WALL, state.front))
    known_slots.update(4 + 2 * i for i in range(state.indicators))
    wall_slots = [i for i in range(len(state.wall)) if i not in known_slots]
    tiles = [t for s in hidden_seats for t in state.hands[s].hand] + [state.wall[i] for i in wall_slots]
    by_kind: list[list[int]] = [[] for _ in range(34)]
    for tile in tiles:
        by_kind[tile >> 2].append(tile)
    for kind_tiles in by_kind:
        rng.shuffle(kind_tiles)
    hands: dict[int, list[int]] = {}
    for seat in threats:
        player = state.hands[seat]
        size = len(player.hand)
        if size % 3 != 1:
            continue  # a riichi seat mid-turn (not a decision this search makes): as dealt
        pool = [len(kind_tiles) for kind_tiles in by_kind]
        kinds = ready_kinds(pool, size, player.meld_counts, barred_waits(state, seat), rng)
        if kinds is not None:
            hands[seat] = [by_kind[kind].pop() for kind in kinds]
    if not hands:
        return
    rest = [t for kind_tiles in by_kind for t in kind_tiles]
    rng.shuffle(rest)
    for seat in hidden_seats:
        player = state.hands[seat]
        if seat in hands:
            player.hand = hands[seat]
        else:
            player.hand = [rest.pop() for _ in player.hand]
        if player.drawn is not None:
            player.drawn = player.hand[-1]
        player.rebuild()
    for slot in wall_slots:
        state.wall[slot] = rest.pop()
    _reopen_window(state)


def _reopen_window(state: RiichiState) -> None:
    """The claim window on the newest discard, offered again for the hands now dealt (as
    `determinize` offers it); the caches of the old hands dropped."""
    state.legal_cache = None
    state.waiting_cache = None
    state.version += 1
    if state.phase != "claim" or state.last_discard is None:
        return
    origin, tile = state.last_discard
    state.window = {}
    for other in range(PLAYERS):
        if other != origin:
            offered = discard_reactions(state, other, tile, origin, state.live_remaining == 0)
            if offered:
                state.window[other] = offered


def ready_world(game: Any, world_of: Any) -> Any:
    """A determinize hook (observation, seat, rng) -> world: the game's own deal, its riichi seats
    then made ready (`world_of` finds the riichi state inside the game's)."""

    def deal(observation: Any, seat: int, rng: random.Random) -> Any:
        state = game.determinize(observation, seat, rng)
        deal_ready_threats(world_of(state), seat, rng)
        return state

    return deal
