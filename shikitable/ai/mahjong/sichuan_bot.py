"""A heuristic 四川麻将 player. It sees only its observation.

- 换三张: three tiles of the weakest suit holding three (the suit it means to give up), the
  loneliest first, so the hand keeps its pairs and runs.
- 定缺: the suit with the fewest tiles, the least useful breaking ties (pairs and runs count);
  with 定打 it lays down the loneliest tile of that suit.
- It always wins when it can (和 on a discard, a robbed kong, or its own draw).
- It throws its void suit first; then the discard that leaves the fewest tiles to ready
  (shanten, four sets and a pair or seven pairs), ties broken by how many unseen tiles would
  improve the hand (tile efficiency), then by keeping middle tiles.
- Right after its own kong (whose points a deal-in would refund, or hand to the winner with
  呼叫转移) it breaks ties between equally good discards by safety first: tiles seen most, or
  in an opponent's shown void suit.
- ポン when it brings the hand nearer to ready; カン when it does not set the hand back (a kong
  is paid at once and is worth a fan).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from shikitable.ai import register_heuristic
from shikitable.ai.base import Bot
from shikitable.core.actions import Action
from shikitable.games.mahjong.hand import seven_pairs_shanten, standard_shanten
from shikitable.games.mahjong.tiles import KIND_OF, NUMBER_OF_KIND

SUITS = ("m", "p", "s")


def counts_of(tiles: Sequence[int]) -> list[int]:
    counts = [0] * 27
    for t in tiles:
        counts[KIND_OF[t]] += 1
    return counts


def shanten(counts: Sequence[int], melds: int, void: int) -> int:
    """Tiles from ready, the void suit set aside (it is thrown away anyway)."""
    usable = list(counts)
    if 0 <= void < 3:
        for k in range(void * 9, void * 9 + 9):
            usable[k] = 0
    best = standard_shanten(usable, melds)
    if melds == 0:
        best = min(best, seven_pairs_shanten(usable, four_as_two_pairs=True))
    return best


def suit_usefulness(counts: Sequence[int], suit: int) -> float:
    """How much a suit is worth keeping: its tiles, plus its pairs and near-runs."""
    part = counts[suit * 9 : suit * 9 + 9]
    value = float(sum(part))
    for i, c in enumerate(part):
        if c >= 2:
            value += 0.6
        if c and i + 1 < 9 and part[i + 1]:
            value += 0.4
        if c and i + 2 < 9 and part[i + 2]:
            value += 0.2
    return value


def loneliness(counts: Sequence[int], kind: int) -> float:
    """Lower is lonelier: neighbours and copies make a tile useful; terminals are weaker."""
    number = NUMBER_OF_KIND[kind]
    score = counts[kind] * 2.0
    for d, w in ((-2, 0.5), (-1, 1.0), (1, 1.0), (2, 0.5)):
        n = number + d
        if 1 <= n <= 9:
            score += w * min(counts[kind + d], 1)
    score += 0.3 * (2 - abs(5 - number) / 2)  # middle tiles make more runs
    return score


def choose_swap(counts: Sequence[int], legal: Sequence[Action]) -> Action:
    """换三张: the weakest suit with three tiles to give, its three least useful tiles."""
    suits = [s for s in range(3) if sum(counts[s * 9 : s * 9 + 9]) >= 3]
    suit = min(suits, key=lambda s: (suit_usefulness(counts, s), s))
    left = list(counts)
    picked: list[int] = []
    for _ in range(3):
        kind = min((k for k in range(suit * 9, suit * 9 + 9) if left[k]), key=lambda k: loneliness(left, k))
        left[kind] -= 1
        picked.append(kind)
    wanted = sorted(picked)
    return next((a for a in legal if sorted(KIND_OF[t] for t in a.cards) == wanted), legal[0])


class SichuanBot(Bot):
    name = "heuristic"

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        kinds = {a.kind for a in legal}
        for winning in ("ron", "tsumo"):
            if winning in kinds:
                return next(a for a in legal if a.kind == winning)
        obs = observation
        hand = list(obs["hand"])
        counts = counts_of(hand)
        seat = obs["seat"]
        if obs["phase"] == "void":
            return self._choose_void(counts, hand, legal)
        if obs["phase"] == "swap":
            return choose_swap(counts, legal)
        void = SUITS.index(obs["voids"][seat]) if obs["voids"][seat] in SUITS else -1
        melds = len(obs["melds"][seat])
        if obs["phase"] in ("react", "rob"):
            return self._react(obs, counts, melds, void, legal)
        return self._turn(obs, hand, counts, melds, void, legal)

    def _choose_void(self, counts: list[int], hand: list[int], legal: Sequence[Action]) -> Action:
        suit = min(range(3), key=lambda s: (suit_usefulness(counts, s), s))
        declared = next((a for a in legal if a.kind == f"void_{SUITS[suit]}"), None)
        if declared is not None:
            return declared
        lays = [a for a in legal if a.kind == "lay"]
        if lays:  # 定打: a tile of that suit; a deal that lacks a suit already lays its loneliest tile
            of_suit = [a for a in lays if KIND_OF[a.cards[0]] // 9 == suit] or lays
            return min(of_suit, key=lambda a: loneliness(counts, KIND_OF[a.cards[0]]))
        return legal[0]

    def _react(self, obs: Mapping[str, Any], counts: list[int], melds: int, void: int,
               legal: Sequence[Action]) -> Action:
        tile = obs["last_discard"]
        kinds = {a.kind for a in legal}
        if tile is None or not kinds & {"pon", "kan"}:
            return Action("pass")
        kind = KIND_OF[tile]
        now = shanten(counts, melds, void)
        if "kan" in kinds:
            after = list(counts)
            after[kind] -= 3
            if shanten(after, melds + 1, void) <= now:
                return Action("kan")
        if "pon" in kinds:
            after = list(counts)
            after[kind] -= 2
            best = min(self._after_discard(after, k, melds + 1, void) for k in range(27) if after[k])
            if best < now:
                return Action("pon")
        return Action("pass")

    def _after_discard(self, counts: list[int], kind: int, melds: int, void: int) -> int:
        counts[kind] -= 1
        value = shanten(counts, melds, void)
        counts[kind] += 1
        return value

    def _turn(self, obs: Mapping[str, Any], hand: list[int], counts: list[int], melds: int, void: int,
              legal: Sequence[Action]) -> Action:
        discards = [a for a in legal if a.kind == "discard"]
        voided = [a for a in discards if KIND_OF[a.cards[0]] // 9 == void]
        if voided:
            return min(voided, key=lambda a: loneliness(counts, KIND_OF[a.cards[0]]))
        current = min(self._after_discard(counts, KIND_OF[a.cards[0]], melds, void) for a in discards)
        for kong in (a for a in legal if a.kind == "kan"):
            kind = KIND_OF[kong.cards[0]]
            after = list(counts)
            after[kind] = 0
            added = counts[kind] == 1
            if shanten(after, melds + (0 if added else 1), void) <= current:
                return kong
        seen = self._seen(obs, counts)
        scored = []
        for action in discards:
            kind = KIND_OF[action.cards[0]]
            counts[kind] -= 1
            value = shanten(counts, melds, void)
            counts[kind] += 1
            scored.append((value, action, kind))
        best_value = min(v for v, _, _ in scored)
        finalists = [(a, k) for v, a, k in scored if v == best_value]
        if len(finalists) == 1:
            return finalists[0][0]
        if obs.get("after_kong") and obs["options"].get("kong_deal_in") != "keep":
            safest = max(self._safety(obs, seen, k) for _, k in finalists)
            finalists = [(a, k) for a, k in finalists if self._safety(obs, seen, k) == safest]
        return max(finalists, key=lambda ak: (self._acceptance(counts, ak[1], melds, void, best_value, seen),
                                               -loneliness(counts, ak[1])))[0]

    def _safety(self, obs: Mapping[str, Any], seen: list[int], kind: int) -> int:
        """How safe a discard is against the players still in: copies already seen (fewer left
        to wait on) and opponents who showed this suit as their void (they cannot win on it)."""
        seat = obs["seat"]
        voided = sum(1 for s, v in enumerate(obs["voids"])
                     if s != seat and not obs["out"][s] and v in SUITS and SUITS.index(v) == kind // 9)
        return 4 * voided + seen[kind]

    def _acceptance(self, counts: list[int], discard: int, melds: int, void: int, value: int,
                    seen: list[int]) -> int:
        """Unseen tiles that would bring the hand (after `discard`) nearer to ready."""
        counts[discard] -= 1
        total = 0
        for kind in range(27):
            if kind // 9 == void or seen[kind] >= 4:
                continue
            counts[kind] += 1
            if shanten(counts, melds, void) < value:
                total += 4 - seen[kind]
            counts[kind] -= 1
        counts[discard] += 1
        return total

    def _seen(self, obs: Mapping[str, Any], counts: list[int]) -> list[int]:
        seen = list(counts)
        for river in obs["rivers"]:
            for t in river:
                if t is not None:
                    seen[KIND_OF[t]] += 1
        for ms in obs["melds"]:
            for m in ms:
                seen[m["kind"]] += len(m["tiles"]) if m["type"] != "kong_concealed" else 4
        return [min(4, s) for s in seen]


register_heuristic("sichuan", SichuanBot)
