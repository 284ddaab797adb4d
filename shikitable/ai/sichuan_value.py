"""四川麻将: the expected points of a hand near ready, worked out instead of played out.

For the seat to move, from what it can see: the tiles it cannot see (the "pool", of which the
wall is a random part), its own draws left, the seats still in. A ready hand (tenpai) wins each
round by its own draw (each seat still in pays the hand's value and the tsumo point) or on
another's discard (that seat pays); a seat whose void is the wait's suit throws those tiles
first. Left ready at the draw, it collects 查叫 from the seats not ready; a hand not ready
then pays. A hand one tile from ready (1-shanten) is worked out one draw deeper: each tile it
may draw, the best discard after it, then that ready hand's value over the draws left (a
depth-2 expectimax over draws). Hand values are the engine's fan (清一色, 七対, 対々和, 根, ...),
so the search can weigh a dearer wait against a wider one.

The waits use per-suit tables (each suit's nine counts packed, what one more tile makes of it
remembered), so one check is a few dictionary look-ups."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from shikitable.core.actions import Action
from shikitable.games.mahjong.hand import SETS_ONLY, WITH_PAIR, pack, seven_pairs_waits, suit_flags
from shikitable.games.mahjong.sichuan_fan import Meld, hand_value
from shikitable.games.mahjong.sichuan_view import GHOST

KINDS = 27
# per round, the chance that a seat still in discards a given unseen tile (as a share of that
# kind's unseen copies): a seat voiding the tile's suit throws it as soon as it holds it
RON_RATE = 0.35
RON_RATE_VOID = 1.0
# at the draw a ready hand collects its best value from each seat not ready: the share of the
# others still in that end not ready, and what a hand not ready pays each ready one
NOT_READY_SHARE = 0.4
READY_SHARE = 0.5
READY_VALUE = 4.0
MAX_WIN_CHANCE = 0.9  # per round


# --- waits from per-suit tables -------------------------------------------------------------

_SUIT_WAITS: dict[int, tuple[int, int]] = {}


def suit_waits(key: int) -> tuple[int, int]:
    """For one packed suit: the numbers (bits 0-8) whose tile makes it sets alone, and those
    that make it sets and one pair."""
    found = _SUIT_WAITS.get(key)
    if found is None:
        sets_only = with_pair = 0
        for i in range(9):
            if (key >> (3 * i)) & 7 >= 4:
                continue
            flags = suit_flags(key + (1 << (3 * i)))
            if flags & SETS_ONLY:
                sets_only |= 1 << i
            if flags & WITH_PAIR:
                with_pair |= 1 << i
        found = (sets_only, with_pair)
        _SUIT_WAITS[key] = found
    return found


def hand_waits(counts: Sequence[int], melds: int, void: int) -> int:
    """The kinds (a bit each) that complete a 3n+1 concealed hand: four sets and a pair, or seven
    pairs with no melds; nothing while it holds its void suit, and never the void suit."""
    if 0 <= void < 3 and any(counts[void * 9 : void * 9 + 9]):
        return 0
    keys = (pack(counts, 0, 9), pack(counts, 9, 18), pack(counts, 18, 27))
    flags = (suit_flags(keys[0]), suit_flags(keys[1]), suit_flags(keys[2]))
    mask = 0
    for suit in range(3):
        if suit == void:
            continue
        a, b = flags[(suit + 1) % 3], flags[(suit + 2) % 3]
        sets_only, with_pair = suit_waits(keys[suit])
        found = 0
        if a & SETS_ONLY and b & SETS_ONLY:
            found |= with_pair
        if (a & WITH_PAIR and b & SETS_ONLY) or (a & SETS_ONLY and b & WITH_PAIR):
            found |= sets_only
        mask |= found << (9 * suit)
    if melds == 0:
        seven = seven_pairs_waits(counts, four_as_two_pairs=True)
        if seven and not (0 <= void < 3 and (seven >> (void * 9)) & 0x1FF):
            mask |= seven
    return mask


# --- what the seat sees ---------------------------------------------------------------------


@dataclass
class View:
    """The seat's view of the hand: its concealed counts, declared melds, void, the unseen pool
    (per kind), its draws left, and for each other seat still in, its void (-1: not known)."""

    counts: list[int]
    melds: tuple[Meld, ...]
    void: int
    pool: list[int]
    draws: int
    others_voids: list[int]
    options: Mapping[str, Any]


SUIT_INDEX = {"m": 0, "p": 1, "s": 2}


def view_of(observation: Mapping[str, Any]) -> View:
    seat = int(observation["seat"])
    counts = [0] * KINDS
    for t in observation["hand"]:
        counts[t >> 2] += 1
    seen = list(counts)
    melds: list[Meld] = []
    for owner, ms in enumerate(observation["melds"]):
        for m in ms:
            size = len(m["tiles"])
            seen[m["kind"]] += size
            if owner == seat:
                melds.append(Meld(m["kind"], size, m["type"] == "kong_concealed"))
    for river in observation["rivers"]:
        for t in river:
            if t is not None:
                seen[(t % GHOST) >> 2] += 1
    for won in observation["won_tiles"]:
        for t in won:
            if t is not None:
                seen[(t % GHOST) >> 2] += 1
    if observation["last_discard"] is not None and observation["phase"] == "rob":
        seen[observation["last_discard"] >> 2] += 1
    pool = [max(0, 4 - s) for s in seen]
    void = SUIT_INDEX.get(observation["voids"][seat] or "", -1)
    live = [s for s in range(int(observation["players"])) if not observation["out"][s]]
    others = [SUIT_INDEX.get(observation["voids"][s] or "", -1) for s in live if s != seat]
    draws = int(observation["stock_count"]) // max(1, len(live))
    return View(counts, tuple(melds), void, pool, draws, others, observation["options"])


# --- values ---------------------------------------------------------------------------------

_VALUES: dict[tuple[Any, ...], int] = {}


def win_points(counts: list[int], melds: tuple[Meld, ...], options: Mapping[str, Any]) -> int:
    """Points of a complete hand (the engine's fan; no situational fan)."""
    key = (tuple(counts), melds, options.get("cap"), options.get("chanta"), options.get("jiangdui"))
    found = _VALUES.get(key)
    if found is None:
        if len(_VALUES) > 200_000:
            _VALUES.clear()
        value = hand_value(counts, melds, dict(options))
        found = value.points if value is not None else 0
        _VALUES[key] = found
    return found


@dataclass(frozen=True)
class Ready:
    """A ready hand's prospects: its chance to win per round, what a win brings on average,
    and what it collects if still ready at the draw."""

    chance: float
    payoff: float
    at_draw: float

    def value(self, rounds: int) -> float:
        miss = (1.0 - self.chance) ** max(rounds, 0)
        return (1.0 - miss) * self.payoff + miss * self.at_draw


def ready_of(view: View, counts: list[int], melds: tuple[Meld, ...], mask: int) -> Ready | None:
    """The prospects of a ready hand waiting on `mask` (None when every wait is used up)."""
    pool = view.pool
    unseen = sum(pool)
    if unseen <= 0:
        return None
    payers = len(view.others_voids)
    tsumo = ron = 0.0
    gained = 0.0
    best = 0
    kind = 0
    rest = mask
    while rest:
        if rest & 1 and pool[kind]:
            counts[kind] += 1
            points = win_points(counts, melds, view.options)
            counts[kind] -= 1
            share = pool[kind] / unseen
            suit = kind // 9
            by_ron = share * sum(RON_RATE_VOID if v == suit else RON_RATE for v in view.others_voids)
            tsumo += share
            ron += by_ron
            gained += share * (points + 1) * payers + by_ron * points
            best = max(best, points)
        rest >>= 1
        kind += 1
    total = tsumo + ron
    if total <= 0:
        return None
    chance = min(MAX_WIN_CHANCE, total)
    return Ready(chance, gained / total, NOT_READY_SHARE * payers * best)


def not_ready_loss(view: View) -> float:
    return READY_SHARE * len(view.others_voids) * READY_VALUE


def hand_prospect(view: View, counts: list[int], melds: tuple[Meld, ...], rounds: int) -> float:
    """Expected points of a 3n+1 concealed hand over `rounds` of own draws: ready hands in closed
    form, one-from-ready hands one draw deeper; farther hands only the draw's 查叫 (they are
    compared by the heuristic instead)."""
    mask = hand_waits(counts, len(melds), view.void)
    if mask:
        ready = ready_of(view, counts, melds, mask)
        return ready.value(rounds) if ready is not None else -not_ready_loss(view)
    return _one_away(view, counts, melds, rounds)


def _one_away(view: View, counts: list[int], melds: tuple[Meld, ...], rounds: int) -> float:
    pool = view.pool
    unseen = sum(pool)
    loss = -not_ready_loss(view)
    if unseen <= 0 or rounds <= 0:
        return loss
    void = view.void
    # per drawn kind that makes the hand ready after some discard: its chance, and the ready
    # hands that discard can leave
    branches: list[tuple[float, list[Ready]]] = []
    for drawn in range(KINDS):
        if not pool[drawn] or drawn // 9 == void or counts[drawn] >= 4:
            continue
        counts[drawn] += 1
        options: list[Ready] = []
        for thrown in range(KINDS):
            if not counts[thrown] or thrown == drawn:
                continue
            counts[thrown] -= 1
            mask = hand_waits(counts, len(melds), void)
            if mask:
                ready = ready_of(view, counts, melds, mask)
                if ready is not None:
                    options.append(ready)
            counts[thrown] += 1
        counts[drawn] -= 1
        if options:
            branches.append((pool[drawn] / unseen, options))
    if not branches:
        return loss
    stay = 1.0 - sum(p for p, _ in branches)
    value = loss
    for left in range(1, rounds + 1):  # value with `left` draws to come
        value = stay * value + sum(p * max(r.value(left - 1) for r in options) for p, options in branches)
    return value


# --- the root moves ----------------------------------------------------------------------------


def judge(observation: Mapping[str, Any], legal: Sequence[Action]) -> dict[Action, float] | None:
    """Expected points of each legal move where this model knows the position well: a discard
    (or a claim) whose best outcome leaves the hand ready or one from ready. None elsewhere
    (the void choice, wins, kongs, far hands): the search decides as it does without it."""
    phase = observation["phase"]
    kinds = {a.kind for a in legal}
    if phase == "void" or kinds & {"ron", "tsumo", "kan"}:
        return None
    view = view_of(observation)
    if 0 <= view.void < 3 and any(view.counts[view.void * 9 : view.void * 9 + 9]):
        return None  # the void suit goes first anyway
    if phase == "turn":
        if not kinds <= {"discard"}:
            return None
        return _judge_discards(view, view.counts, view.melds, legal, view.draws)
    if phase == "react" and kinds == {"pon", "pass"} and observation["last_discard"] is not None:
        kind = observation["last_discard"] >> 2
        passing = hand_prospect(view, view.counts, view.melds, view.draws)
        after = list(view.counts)
        after[kind] -= 2
        melds = (*view.melds, Meld(kind, 3))
        pool = list(view.pool)
        pool[kind] = max(0, pool[kind] - 1)  # the claimed tile was counted unseen: it is in the river
        claimed = View(after, melds, view.void, pool, view.draws, view.others_voids, view.options)
        best = max(
            (hand_prospect(claimed, _less(after, k), melds, view.draws) for k in range(KINDS) if after[k]),
            default=None,
        )
        if best is None:
            return None
        if max(best, passing) <= -not_ready_loss(view) + 1e-9:
            return None  # neither comes near ready: no opinion
        pon = next(a for a in legal if a.kind == "pon")
        pass_move = next(a for a in legal if a.kind == "pass")
        return {pon: best, pass_move: passing}
    return None


def _less(counts: list[int], kind: int) -> list[int]:
    out = list(counts)
    out[kind] -= 1
    return out


def _judge_discards(
    view: View, counts: list[int], melds: tuple[Meld, ...], legal: Sequence[Action], rounds: int
) -> dict[Action, float] | None:
    values: dict[Action, float] = {}
    by_kind: dict[int, float] = {}
    for action in legal:
        kind = action.cards[0] >> 2
        if kind not in by_kind:
            counts[kind] -= 1
            by_kind[kind] = hand_prospect(view, counts, melds, rounds)
            counts[kind] += 1
        values[action] = by_kind[kind]
    if max(values.values()) <= -not_ready_loss(view) + 1e-9:
        return None  # no discard leaves the hand within one of ready
    return values

