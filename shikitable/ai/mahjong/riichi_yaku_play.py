"""Discards that keep a yaku in reach, and a riichi that is not furiten: `strong`'s own quiet
turns in リーチ麻雀, where `normal` plays the heuristic's move.

An open hand wins only with a yaku. The heuristic calls toward one (a value honour, or all
simples with at most one terminal or honour left to let go), but then discards by shape alone:
it keeps the 1-2-3 that spoils all simples and sits ready with no yaku, a hand that can never
win. On tables of four `normal` (a diagnosis over 100 hands, docs/strength.md) about one open
ready hand in six was such a hand. Here a discard of an open hand is judged first by the steps to a
ready hand *with a yaku* and the unseen tiles that take a step on that way, by the routes the hand still has:

- a value-honour set (called, or three in hand): any ready hand has its yaku;
- all simples (open tanyao, where the table allows it): the steps counted without the
  terminals and honours, which must all go;
- one suit and honours (honitsu, and chinitsu with it): the steps without the other suits;
- a value-honour pair: the steps of the hand, and one more for the third tile.

Then the heuristic's own order (steps, tiles that take the hand nearer, dora and value kept).
A closed hand has riichi for its yaku, so its discards stay the heuristic's.

The riichi: of the declarations, one whose waits are not in the seat's own river (a furiten
riichi wins only by its own draw), then the most waits unseen (the heuristic's choice)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from shikitable.ai.mahjong.riichi_bot import RiichiBot
from shikitable.games.mahjong.riichi.shapes import shanten
from shikitable.games.mahjong.riichi.tile_ids import YAOCHUU

SUITS = ((0, 9), (9, 18), (18, 27))
HONOURS = range(27, 34)
NO_ROUTE = 9  # more steps than any hand has: no yaku in reach


def _without(counts: Sequence[int], kinds: Any) -> list[int]:
    """`counts` with every tile of `kinds` taken out (tiles that cannot stay in the hand)."""
    kept = list(counts)
    for kind in kinds:
        kept[kind] = 0
    return kept


class YakuMindedBot(RiichiBot):
    """The heuristic, with open hands discarding toward a yaku and riichi declared on a wait
    that can still win by ron."""

    name = "yaku-minded"

    def _discard_score(self, counts: list[int], tile: int, melds: int, visible: list[int], doras: set[int],
                       obs: Mapping[str, Any]) -> tuple[float, ...]:
        shape = super()._discard_score(counts, tile, melds, visible, doras, obs)
        if all(m["kind"] == "ankan" for m in obs["seat_views"][obs["seat"]]["melds"]):
            return shape  # closed: riichi is its yaku
        counts[tile >> 2] -= 1
        steps, tiles = yaku_progress(counts, obs, self._value_kinds(obs), visible)
        counts[tile >> 2] += 1
        return (-steps, tiles, *shape)

    def _riichi_key(self, counts: list[int], tile: int, visible: list[int], melds: int,
                    obs: Mapping[str, Any]) -> tuple[int, ...]:
        waits = self._wait_count(counts, tile, visible, melds)
        own = {d["tile"] >> 2 for d in obs["seat_views"][obs["seat"]]["discards"]} | {tile >> 2}
        counts[tile >> 2] -= 1
        furiten = any(counts_wait(counts, melds, kind) for kind in own)
        counts[tile >> 2] += 1
        return (0 if furiten else 1, waits)


def counts_wait(counts: list[int], melds: int, kind: int) -> bool:
    """Whether the resting hand `counts` wins on a tile of `kind`."""
    if counts[kind] >= 4:
        return False
    counts[kind] += 1
    complete = shanten(counts, melds) == -1
    counts[kind] -= 1
    return complete


def yaku_progress(counts: list[int], obs: Mapping[str, Any], values: set[int],
                  visible: Sequence[int]) -> tuple[int, int]:
    """(steps, tiles): from the resting open hand `counts` (3n+1 tiles), the steps to a ready
    hand with a yaku and the unseen tiles that take a step on that way, by the best route the
    hand still has (fewest steps, then most tiles); (NO_ROUTE, 0) when it has none. A hand whose
    yaku is sure (a value-honour set) is (its steps, 0): its shape alone decides."""
    me = obs["seat_views"][obs["seat"]]
    melds = me["melds"]
    called = [t >> 2 for m in melds for t in m["tiles"]]
    sets = len(melds)
    plain = shanten(counts, sets)
    if any(m["kind"] != "chi" and m["tiles"][0] >> 2 in values for m in melds):
        return plain, 0
    if any(counts[kind] >= 3 for kind in values):
        return plain, 0
    routes: list[tuple[int, int]] = [(NO_ROUTE, 0)]
    if obs["options"].get("open_tanyao", True) and not any(kind in YAOCHUU for kind in called):
        routes.append(_route(counts, YAOCHUU, sets, visible))
    for low, high in SUITS:
        if all(low <= kind < high or kind in HONOURS for kind in called):
            routes.append(_route(counts, [k for k in range(27) if not low <= k < high], sets, visible))
    for kind in values:
        if counts[kind] == 2:
            routes.append((plain + 1, max(4 - visible[kind], 0)))
    return min(routes, key=lambda route: (route[0], -route[1]))


def _route(counts: Sequence[int], barred: Any, sets: int, visible: Sequence[int]) -> tuple[int, int]:
    """Steps to ready with every tile of `barred` gone from the hand, and the unseen tiles (none
    of them barred) that take a step."""
    kept = _without(counts, barred)
    steps = shanten(kept, sets)
    tiles = 0
    for kind in range(34):
        if kind in barred or kept[kind] >= 4 or visible[kind] >= 4:
            continue
        kept[kind] += 1
        if shanten(kept, sets) < steps:
            tiles += 4 - visible[kind]
        kept[kind] -= 1
    return steps, tiles
