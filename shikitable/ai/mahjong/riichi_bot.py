"""A riichi mahjong bot: discards by shanten and acceptance, calls only toward a hand with a yaku
(a dragon or value-wind set, or all simples), declares riichi when ready and closed, and folds
against a riichi with safe tiles (genbutsu, suji, visible honours) when its own hand is far."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from shikitable.ai import register_heuristic
from shikitable.ai.base import Bot
from shikitable.core.actions import Action
from shikitable.games.mahjong.riichi.shapes import has_neighbour, shanten
from shikitable.games.mahjong.riichi.tile_ids import DRAGON_KINDS, EAST, YAOCHUU, dora_of_indicator

WIN_KINDS = ("tsumo", "ron")


def _counts(tiles: Sequence[int]) -> list[int]:
    counts = [0] * 34
    for t in tiles:
        counts[t >> 2] += 1
    return counts


class RiichiBot(Bot):
    name = "heuristic"

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        by_kind: dict[str, list[Action]] = {}
        for action in legal:
            by_kind.setdefault(action.kind, []).append(action)
        for kind in WIN_KINDS:
            if kind in by_kind:
                return by_kind[kind][0]
        if observation["phase"] != "turn":
            return self._answer(observation, by_kind)
        return self._turn(observation, legal, by_kind)

    # --- seeing the table ----------------------------------------------------------------------

    def _visible(self, obs: Mapping[str, Any]) -> list[int]:
        seen = _counts(obs["hand"])
        for p in obs["seat_views"]:
            for meld in p["melds"]:
                for t in meld["tiles"]:
                    seen[t >> 2] += 1
            for d in p["discards"]:
                if not d["called"]:
                    seen[d["tile"] >> 2] += 1
        for t in obs["dora_indicators"]:
            seen[t >> 2] += 1
        return seen

    def _threats(self, obs: Mapping[str, Any]) -> list[Mapping[str, Any]]:
        me = obs["seat"]
        return [p for p in obs["seat_views"] if p["seat"] != me and p["riichi"]]

    # --- own turn --------------------------------------------------------------------------------

    def _turn(self, obs: Mapping[str, Any], legal: Sequence[Action], by_kind: dict[str, list[Action]]) -> Action:
        hand = obs["hand"]
        me = obs["seat_views"][obs["seat"]]
        melds = len(me["melds"])
        counts = _counts(hand)
        current = shanten(counts, melds)
        if "kyuushu" in by_kind and current >= 3:
            return by_kind["kyuushu"][0]
        visible = self._visible(obs)
        threats = self._threats(obs)
        if "riichi" in by_kind and not (threats and current > 0):
            return max(by_kind["riichi"], key=lambda a: self._riichi_key(counts, a.cards[0], visible, melds, obs))
        discards = by_kind.get("discard", [])
        if not discards:
            return legal[0]
        if threats and current >= 1 and not me["riichi"]:
            return min(discards, key=lambda a: (self._danger(a.cards[0] >> 2, threats, obs, visible),
                                               -self._value_after(counts, a.cards[0], melds)))
        doras = {dora_of_indicator(t >> 2) for t in obs["dora_indicators"]}
        return max(discards, key=lambda a: self._discard_score(counts, a.cards[0], melds, visible, doras, obs))

    def _value_after(self, counts: list[int], tile: int, melds: int) -> int:
        counts[tile >> 2] -= 1
        value = -shanten(counts, melds)
        counts[tile >> 2] += 1
        return value

    def _wait_count(self, counts: list[int], tile: int, visible: list[int], melds: int) -> int:
        kind = tile >> 2
        counts[kind] -= 1
        total = 0
        for k in range(34):
            if visible[k] >= 4:
                continue
            counts[k] += 1
            if shanten(counts, melds) == -1:
                total += 4 - visible[k]
            counts[k] -= 1
        counts[kind] += 1
        return total

    def _riichi_key(self, counts: list[int], tile: int, visible: list[int], melds: int,
                    obs: Mapping[str, Any]) -> tuple[int, ...]:
        """How good a riichi declared with `tile` is: the most waits unseen."""
        return (self._wait_count(counts, tile, visible, melds),)

    def _acceptance(self, counts: list[int], melds: int, base: int, visible: list[int]) -> int:
        total = 0
        for k in range(34):
            if visible[k] >= 4 or not has_neighbour(counts, k):
                continue
            counts[k] += 1
            if shanten(counts, melds) < base:
                total += 4 - visible[k]
            counts[k] -= 1
        return total

    def _discard_score(self, counts: list[int], tile: int, melds: int, visible: list[int], doras: set[int],
                       obs: Mapping[str, Any]) -> tuple[float, ...]:
        kind = tile >> 2
        counts[kind] -= 1
        after = shanten(counts, melds)
        accept = self._acceptance(counts, melds, after, visible) if after <= 3 else 0
        counts[kind] += 1
        keep = 0
        if kind in doras:
            keep += 3
        if tile in (16, 52, 88) and obs["red_fives"]:
            keep += 2
        if kind in self._value_kinds(obs) and counts[kind] >= 2:
            keep += 2
        if kind in YAOCHUU and counts[kind] == 1:
            keep -= 1
        return (-after, accept, -keep)

    # --- answering a discard ---------------------------------------------------------------------

    def _value_kinds(self, obs: Mapping[str, Any]) -> set[int]:
        me = obs["seat_views"][obs["seat"]]
        return {*DRAGON_KINDS, EAST + obs["round_wind"], EAST + me["seat_wind"]}

    def _answer(self, obs: Mapping[str, Any], by_kind: dict[str, list[Action]]) -> Action:
        passing = by_kind.get("pass", [Action("pass")])[0]
        if self._threats(obs) or obs["last_discard"] is None:
            return passing
        called = obs["last_discard"]
        me = obs["seat_views"][obs["seat"]]
        melds = len(me["melds"])
        counts = _counts(obs["hand"])
        before = shanten(counts, melds)
        best: tuple[int, Action] | None = None
        for kind in ("pon", "chi"):
            for action in by_kind.get(kind, []):
                if not self._has_yaku_after(obs, action, called):
                    continue
                for t in action.cards:
                    counts[t >> 2] -= 1
                # after the call one tile is discarded: the best shanten among discards
                after = min(
                    (self._after_discard(counts, k, melds + 1) for k in range(34) if counts[k]), default=8
                )
                for t in action.cards:
                    counts[t >> 2] += 1
                if after < before and (best is None or after < best[0]):
                    best = (after, action)
        return best[1] if best else passing

    @staticmethod
    def _after_discard(counts: list[int], kind: int, melds: int) -> int:
        counts[kind] -= 1
        value = shanten(counts, melds)
        counts[kind] += 1
        return value

    def _has_yaku_after(self, obs: Mapping[str, Any], action: Action, called: int) -> bool:
        me = obs["seat_views"][obs["seat"]]
        values = self._value_kinds(obs)
        if action.kind == "pon" and called >> 2 in values:
            return True
        if any(m["kind"] != "chi" and m["tiles"][0] >> 2 in values for m in me["melds"]):
            return True
        counts = _counts(obs["hand"])
        if any(counts[k] >= 3 for k in values):
            return True
        if not obs["options"].get("open_tanyao", True):
            return False
        tiles = [*obs["hand"], called] + [t for m in me["melds"] for t in m["tiles"]]
        return all((t >> 2) not in YAOCHUU for t in tiles) or all(
            (t >> 2) not in YAOCHUU for t in [*action.cards, called]
        ) and sum(1 for t in obs["hand"] if (t >> 2) in YAOCHUU) <= 1

    # --- folding ---------------------------------------------------------------------------------

    def _danger(self, kind: int, threats: list[Mapping[str, Any]], obs: Mapping[str, Any],
                visible: list[int]) -> float:
        total = 0.0
        for threat in threats:
            total += self._danger_from(kind, threat, obs, visible)
        return total

    @staticmethod
    def _danger_from(kind: int, threat: Mapping[str, Any], obs: Mapping[str, Any], visible: list[int]) -> float:
        discarded = {d["tile"] >> 2 for d in threat["discards"]}
        if kind in discarded:
            return 0.0  # genbutsu: the riichi player cannot ron a kind in their own river
        riichi_at = next((i for i, d in enumerate(threat["discards"]) if d["riichi"]), None)
        if riichi_at is not None:
            # tiles passed by everyone since the riichi are as safe as genbutsu
            since = len(threat["discards"]) - riichi_at
            for p in obs["seat_views"]:
                if any(d["tile"] >> 2 == kind for d in p["discards"][-since:]):
                    return 0.1
        if kind >= 27:
            return 0.5 if visible[kind] >= 3 else (1.5 if visible[kind] == 2 else 3.0)
        rank = kind % 9 + 1
        low = kind - 3 if rank > 3 else None
        high = kind + 3 if rank < 7 else None
        suji = [k for k in (low, high) if k is not None]
        covered = sum(1 for k in suji if k in discarded)
        if covered == len(suji):
            return 1.0 if rank in (1, 9) else 2.0
        # a wall (壁): with every copy of a neighbour in sight no two-sided wait can run through it
        lower = rank >= 3 and visible[kind - 1] < 4
        upper = rank <= 7 and visible[kind + 1] < 4
        if not lower and not upper:
            return 2.5
        if covered:
            return 3.5
        return 4.0 if rank in (1, 9) else (5.0 if rank in (2, 8) else 6.0)


register_heuristic("riichi", lambda seed: RiichiBot(seed))
