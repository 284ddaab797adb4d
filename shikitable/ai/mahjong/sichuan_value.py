"""四川麻将: the expected points of a hand near ready, worked out instead of played out.

For the seat to move, from what it can see: the tiles it cannot see (the "pool", of which the
wall is a random part), its own draws left, the seats still in. A ready hand (tenpai) wins each
round by its own draw (each seat still in pays the hand's value and the tsumo point) or on
another's discard (that seat pays); a seat whose void is the wait's suit throws those tiles
first. Left ready at the draw, it collects 查叫 from the seats not ready; a hand not ready
then pays. A hand one tile from ready (1-shanten) is worked out one draw deeper: each tile it
may draw, the best discard after it, then that ready hand's value over the draws left (a
depth-2 expectimax over draws). Hand values are the engine's fan (清一色, 七対, 対々和, 根, ...),
so the search can weigh a dearer wait against a wider one. Hands two from ready are looked at
one draw deeper still, within a work budget.

Each discard also risks a win on it by a seat that may be ready (one that has thrown its void
suit), a kind in that seat's void suit or thrown by it since excepted; while the seat still
holds its own void suit only that suit's tiles are valued, by that risk alone.

The waits use per-suit tables (each suit's nine counts packed, what one more tile makes of it
remembered), so one check is a few dictionary look-ups."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from shikitable.ai.mahjong.mahjong_search import keep_worth
from shikitable.core.actions import Action
from shikitable.games.mahjong.hand import SETS_ONLY, WITH_PAIR, pack, suit_flags, unpack
from shikitable.games.mahjong.sichuan_fan import Meld, hand_value
from shikitable.games.mahjong.sichuan_view import GHOST

KINDS = 27
# per round, the chance that a seat still in discards a given unseen tile (as a share of that
# kind's unseen copies): about as often as a random unseen tile (the arena's heuristic players
# dealt in three times as often as they won by their own draw); a seat voiding the tile's suit
# throws it as soon as it holds it
RON_RATE = 0.9
RON_RATE_VOID = 2.0
# at the draw a ready hand collects its best value from each seat not ready: the share of the
# others still in then and not ready; a hand not ready pays each ready one about READY_VALUE
# (heuristic players: 0.17 such payments a hand, 1.5 points each)
NOT_READY_SHARE = 0.3
READY_SHARE = 0.3
READY_VALUE = 2.0
MAX_WIN_CHANCE = 0.9  # per round
# what a round's wait costs: the heuristic players won about 2.3 times a hand of some 14
# rounds, so each round about 5% of a win's payers (or the hand) are gone
ROUND_DISCOUNT = 0.95
# dealing in: another seat's chance to be ready once it has thrown its void suit (and per turn
# since), the kinds a ready hand waits on, what a win on a discard costs the discarder (the
# heuristic players' wins on a discard: 1.4 points on average), and how much safer a kind is
# that the seat threw since it could win
READY_AT_CLEAR = 0.3
READY_PER_TURN = 0.1
READY_AT_MOST = 0.8
WAIT_KINDS = 2.0
DEAL_IN_POINTS = 1.5
THROWN_SAFETY = 0.2
LOOSE_DISCARDS = 4  # two from ready: discards looked at after each draw
WORK_BUDGET = 100  # hands worked out one draw deeper, per decision


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


_SUIT_SHAPES: dict[int, tuple[int, int, int]] = {}


def suit_shape(key: int) -> tuple[int, int, int]:
    """For one packed suit: its pairs (four of a kind as two), the numbers held an odd number of
    times, and the numbers held at all (bits 0-8)."""
    found = _SUIT_SHAPES.get(key)
    if found is None:
        pairs = odd = held = 0
        for i in range(9):
            c = (key >> (3 * i)) & 7
            pairs += c // 2
            if c % 2:
                odd |= 1 << i
            if c:
                held |= 1 << i
        found = (pairs, odd, held)
        _SUIT_SHAPES[key] = found
    return found


Keys = tuple[int, int, int]  # a hand as its three packed suits (three bits a count)
_WAITS: dict[tuple[int, int, int, int, bool], int] = {}


def keys_of(counts: Sequence[int]) -> Keys:
    return pack(counts, 0, 9), pack(counts, 9, 18), pack(counts, 18, 27)


def key_waits(keys: Keys, void: int, closed: bool) -> int:
    """The kinds (a bit each) that complete a 3n+1 concealed hand: four sets and a pair, or
    (`closed`: no melds) seven pairs; nothing while it holds its void suit, never the void suit."""
    memo = (keys[0], keys[1], keys[2], void, closed)
    mask = _WAITS.get(memo)
    if mask is not None:
        return mask
    mask = 0
    if not (0 <= void < 3 and keys[void]):
        flags = (suit_flags(keys[0]), suit_flags(keys[1]), suit_flags(keys[2]))
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
        if closed:
            shapes = [suit_shape(k) for k in keys]
            if sum(p for p, _, _ in shapes) == 6:  # six pairs and a single (thirteen tiles)
                for suit, (_, odd, _) in enumerate(shapes):
                    if odd and suit != void:
                        mask |= odd << (9 * suit)
    if len(_WAITS) > 500_000:
        _WAITS.clear()
    _WAITS[memo] = mask
    return mask


def hand_waits(counts: Sequence[int], melds: int, void: int) -> int:
    """key_waits for a hand given as counts per kind."""
    return key_waits(keys_of(counts), void, melds == 0)


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
    key = (tuple(counts), melds, options.get("cap"), options.get("chanta"), options.get("jiangdui"),
           options.get("golden_hook"), options.get("menqing_zhongzhang"))
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
        """Expected points with `rounds` own draws to come; a later win is worth less (a round's
        wins elsewhere take payers away, or end the hand)."""
        rounds = max(rounds, 0)
        going = (1.0 - self.chance) * ROUND_DISCOUNT
        later = going**rounds
        return self.chance * ROUND_DISCOUNT * self.payoff * (1.0 - later) / (1.0 - going) + later * self.at_draw


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


class OutOfWork(Exception):
    """The judge's work budget ran out (the search decides instead)."""


class Prospects:
    """Expected points of the seat's 3n+1 concealed hands, worked out for one decision: for each
    hand shape a table of its value with 0..`rounds` own draws to come. Ready hands in closed
    form; a hand one from ready over each draw and the best discard after it; two from ready one
    draw deeper again (at most `budget` hands worked out afresh, for a bounded decision time).
    Farther hands get only the draw's 查叫 loss: no opinion."""

    def __init__(self, view: View, melds: tuple[Meld, ...], budget: int) -> None:
        self.view = view
        self.melds = melds
        self.rounds = max(0, view.draws)
        self.loss = -not_ready_loss(view)
        self.flat = [self.loss] * (self.rounds + 1)
        self.unseen = sum(view.pool)
        self.drawable = [(k, view.pool[k] / self.unseen) for k in range(KINDS)
                         if view.pool[k] and k // 9 != view.void] if self.unseen else []
        self.budget = budget
        self.work = 0
        self.closed = not melds
        self._tables: dict[tuple[int, int, int, int], list[float]] = {}
        self._ready_tables: dict[Keys, list[float]] = {}

    def ready(self, keys: Keys) -> Ready | None:
        mask = key_waits(keys, self.view.void, self.closed)
        if not mask:
            return None
        counts = unpack(keys[0], 9) + unpack(keys[1], 9) + unpack(keys[2], 9)
        return ready_of(self.view, counts, self.melds, mask)

    def table(self, keys: Keys, depth: int = 2) -> list[float]:
        """Value with 0..rounds draws to come; `depth` draws looked ahead to become ready."""
        ready_table = self._ready_tables.get(keys)
        if ready_table is None:
            ready = self.ready(keys)
            ready_table = [ready.value(left) for left in range(self.rounds + 1)] if ready is not None else self.flat
            self._ready_tables[keys] = ready_table
        if ready_table is not self.flat or depth <= 0:
            return ready_table
        memo = (*keys, depth)
        found = self._tables.get(memo)
        if found is None:
            self.work += 1
            if self.work > self.budget:
                raise OutOfWork
            found = self._deeper(keys, depth)
            self._tables[memo] = found
        return found

    def _deeper(self, keys: Keys, depth: int) -> list[float]:
        """One draw deeper: each tile drawn, then the best discard (or throwing the drawn tile
        back and staying as the hand is)."""
        branches: list[tuple[float, list[list[float]]]] = []
        flat = self.flat
        held = [suit_shape(k)[2] for k in keys]
        for drawn, chance in self.drawable:
            suit, number = divmod(drawn, 9)
            if not (held[suit] << 2) >> number & 0b11111:
                continue  # only a tile near one held brings a hand not ready nearer
            shift = 3 * number
            if (keys[suit] >> shift) & 7 >= 4:
                continue
            grown = list(keys)
            grown[suit] += 1 << shift
            options = []
            for thrown in self._throws(grown, drawn, depth):
                t_suit, t_number = divmod(thrown, 9)
                grown[t_suit] -= 1 << (3 * t_number)
                found = self.table((grown[0], grown[1], grown[2]), depth - 1)
                grown[t_suit] += 1 << (3 * t_number)
                if found is not flat:
                    options.append(found)
            if options:
                branches.append((chance, options))
        if not branches:
            return flat
        stay = 1.0 - sum(chance for chance, _ in branches)
        values = [self.loss]
        for left in range(1, self.rounds + 1):
            before = values[-1]
            value = stay * before
            for chance, options in branches:
                value += chance * max(before, max(o[left - 1] for o in options))
            values.append(ROUND_DISCOUNT * value)
        return values

    def _throws(self, keys: list[int], drawn: int, depth: int) -> list[int]:
        """The discards to look at after a draw: any held kind one from ready, the few least
        connected two from ready."""
        held = [suit * 9 + i for suit in range(3) for i in range(9)
                if (keys[suit] >> (3 * i)) & 7 and suit * 9 + i != drawn]
        if depth == 1:
            return held
        counts = unpack(keys[0], 9) + unpack(keys[1], 9) + unpack(keys[2], 9)
        held.sort(key=lambda k: keep_worth(counts, k))
        return held[:LOOSE_DISCARDS]


def hand_prospect(view: View, counts: list[int], melds: tuple[Meld, ...], rounds: int, depth: int = 2,
                  budget: int = 10**9) -> float:
    """Expected points of a 3n+1 concealed hand over `rounds` of own draws (see Prospects)."""
    seat_view = View(view.counts, view.melds, view.void, view.pool, rounds, view.others_voids, view.options)
    return Prospects(seat_view, melds, budget).table(keys_of(counts), depth)[-1]


# --- what a discard risks ----------------------------------------------------------------------


def danger(observation: Mapping[str, Any], pool: Sequence[int]) -> list[float]:
    """Per kind, the points a discard of it is expected to lose to a win on it (和 on a discard
    pays the winner only). A seat can win only once its void suit is gone: a seat voiding a
    suit is taken to have thrown its last tile of it when it first throws another suit; from
    then on it is more likely ready each turn, waiting on about WAIT_KINDS of the kinds it
    may still use (those with more unseen copies likelier). A kind it threw since then seldom
    is its wait (it would have won on its own draw), nor its void suit."""
    seat = int(observation["seat"])
    risk = [0.0] * KINDS
    for other, river in enumerate(observation["rivers"]):
        if other == seat or observation["out"][other]:
            continue
        void = SUIT_INDEX.get(observation["voids"][other] or "", -1)
        if void < 0:
            continue  # not shown yet: early in the hand, nobody is ready
        tiles = [t % GHOST >> 2 for t in river if t is not None]
        cleared = next((i for i, k in enumerate(tiles) if k // 9 != void), None)
        if cleared is None and not observation["melds"][other]:
            continue  # still throwing its void suit: it cannot win yet
        since = len(tiles) - (cleared if cleared is not None else len(tiles))
        ready = min(READY_AT_MOST, READY_AT_CLEAR + READY_PER_TURN * since)
        thrown_since = set(tiles[cleared:]) if cleared is not None else set()
        usable = sum(pool[k] for k in range(KINDS) if k // 9 != void)
        if usable <= 0:
            continue
        for kind in range(KINDS):
            if kind // 9 == void or not pool[kind]:
                continue
            waits = min(1.0, WAIT_KINDS * pool[kind] / usable)
            if kind in thrown_since:
                waits *= THROWN_SAFETY
            risk[kind] += ready * waits * DEAL_IN_POINTS
    return risk


# --- the root moves ----------------------------------------------------------------------------


def judge(
    observation: Mapping[str, Any], legal: Sequence[Action], budget: int = WORK_BUDGET
) -> dict[Action, float] | None:
    """Expected points of each legal move where this model knows the position: a discard (or
    ポン or not) whose best outcome leaves the hand at most two from ready. None elsewhere (the
    void choice, wins, kongs, the void suit still held, far hands, a position too wide for the
    work budget): the search decides as it does without a judge."""
    phase = observation["phase"]
    kinds = {a.kind for a in legal}
    if phase == "void" or kinds & {"ron", "tsumo", "kan"}:
        return None
    view = view_of(observation)
    if 0 <= view.void < 3 and any(view.counts[view.void * 9 : view.void * 9 + 9]):
        if phase != "turn" or kinds != {"discard"}:
            return None
        # the void suit goes first: its tiles leave the hand equally far from ready, so only
        # the risk tells them apart (the other discards are not valued: not played)
        risk = danger(observation, view.pool)
        return {a: -risk[a.cards[0] >> 2] for a in legal if (a.cards[0] >> 2) // 9 == view.void}
    try:
        if phase == "turn" and kinds == {"discard"}:
            values = _judge_discards(Prospects(view, view.melds, budget), view.counts, legal)
            if values is not None:
                risk = danger(observation, view.pool)
                values = {a: v - risk[a.cards[0] >> 2] for a, v in values.items()}
            return values
        if phase == "react" and kinds == {"pon", "pass"} and observation["last_discard"] is not None:
            return _judge_pon(view, observation["last_discard"] >> 2, legal, budget)
    except OutOfWork:
        return None
    return None


def _values_of(prospects: Prospects, hands: Sequence[list[int]]) -> list[float]:
    """Each 3n+1 hand's value, looked at one draw ahead; two when none shows anything then."""
    keys = [keys_of(h) for h in hands]
    found = [prospects.table(k, 1) for k in keys]
    if all(f is prospects.flat for f in found):
        found = [prospects.table(k, 2) for k in keys]
    return [f[-1] for f in found]


def _judge_discards(prospects: Prospects, counts: list[int], legal: Sequence[Action]) -> dict[Action, float] | None:
    kinds = sorted({action.cards[0] >> 2 for action in legal})
    by_kind = dict(zip(kinds, _values_of(prospects, [_less(counts, k) for k in kinds]), strict=True))
    if max(by_kind.values()) <= prospects.loss + 1e-9:
        return None  # no discard leaves the hand within two of ready
    return {action: by_kind[action.cards[0] >> 2] for action in legal}


def _judge_pon(view: View, kind: int, legal: Sequence[Action], budget: int) -> dict[Action, float] | None:
    """ポン against passing: the hand as it is, or the claimed set and the best discard after it."""
    mine = Prospects(view, view.melds, budget // 2)
    passing = _values_of(mine, [list(view.counts)])[0]
    after = list(view.counts)
    after[kind] -= 2
    melds = (*view.melds, Meld(kind, 3))
    claimed = View(after, melds, view.void, view.pool, view.draws, view.others_voids, view.options)
    theirs = Prospects(claimed, melds, budget // 2)
    best = max(_values_of(theirs, [_less(after, k) for k in range(KINDS) if after[k]]), default=theirs.loss)
    if max(best, passing) <= mine.loss + 1e-9:
        return None  # neither comes within two of ready: no opinion
    pon = next(a for a in legal if a.kind == "pon")
    pass_move = next(a for a in legal if a.kind == "pass")
    return {pon: best, pass_move: passing}


def _less(counts: list[int], kind: int) -> list[int]:
    out = list(counts)
    out[kind] -= 1
    return out
