"""A heuristic にっぱち player. It sees only its observation.

What it weighs, in points it expects to win or lose:
  * going out, and hitting (あたり / winning ポン・カン), always;
  * shedding high numbers, 2s and Jokers first (they swell what it pays when someone else wins);
  * keeping its sum at 13 or less so it waits (あたりあり) when that costs little;
  * playing 8, 2 and Joker when a rival is close (リーチ, あたりあり, or the leader low on cards):
    the cards they draw break their wait and raise their hand points;
  * not feeding a visible あたりあり wait: a card of a number a waiting rival may hold as their
    sum costs twice its own remaining hand points (unless its own sum equals that number: 返し);
  * ポン / カン when it sheds cards without leaving only special cards;
  * a J names the suit it holds most of."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from math import comb
from typing import Any

from shikitable.ai import register_heuristic
from shikitable.ai.base import Bot
from shikitable.core.actions import Action
from shikitable.games.nippachi.deck import (
    CARD_COUNT,
    EIGHT,
    IS_JOKER,
    IS_SPECIAL,
    JACK,
    RANK,
    SUIT,
    TWO,
    hand_points,
)
from shikitable.games.nippachi.reactions import ATARI_LIMIT


class NippachiBot(Bot):
    name = "heuristic"

    def __init__(self, seed: int | None = None) -> None:
        super().__init__(seed)
        self._chance_cache: dict[tuple[int, int, int, int], list[float]] = {}

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        obs = observation
        kinds = {a.kind for a in legal}
        if "ateru" in kinds:
            return Action("ateru")
        wins = [a for a in legal if a.kind in ("pon", "kan") and a.arg is None]
        if wins:
            return max(wins, key=lambda a: len(a.cards))  # トリプル over ダブル
        if obs["phase"] == "react":
            return self._react(obs, legal)
        scored = [(self._score_play(obs, a), i, a) for i, a in enumerate(legal) if a.kind == "play"]
        if not scored:
            return legal[0]  # draw, or keep the card drawn
        best_score, _, best = max(scored)
        if "pass" in kinds and best_score < -4:
            return Action("pass")  # the card drawn would feed a wait: keep it
        return best

    # --- reactions ---------------------------------------------------------------------

    def _react(self, obs: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        hand = list(obs["hand"])
        best: tuple[float, Action] = (0.0, Action("pass"))
        for action in legal:
            if action.kind not in ("pon", "kan"):
                continue
            rest = [c for c in hand if c not in action.cards]
            if all(IS_SPECIAL[c] for c in rest):
                continue  # it could never go out
            rank = RANK[action.cards[0]]
            value = 2.0 * len(action.cards) + 0.3 * (hand_points(hand) - hand_points(rest)) ** 0.5
            value -= self._feed_risk(obs, rank, rest)
            value += 0.8 * sum(1 for c in rest if SUIT[c] == action.arg)  # a top card we can follow
            if value > best[0]:
                best = (value, action)
        return best[1]

    # --- playing -------------------------------------------------------------------------

    def _score_play(self, obs: Mapping[str, Any], action: Action) -> float:
        hand = list(obs["hand"])
        card = action.cards[0]
        rest = [c for c in hand if c != card]
        if not rest:
            return 1000.0
        rank = RANK[card]
        rest_sum = sum(RANK[c] for c in rest)
        value = 0.4 * rank + 0.15 * (hand_points(hand) - hand_points(rest)) ** 0.5
        if rest_sum <= ATARI_LIMIT and any(not IS_JOKER[c] for c in rest):
            value += 4.0  # waiting: any card of that number played by a rival wins
        if all(IS_SPECIAL[c] for c in rest):
            value -= 8.0  # special cards can never be the last: this hand could not go out
        pressure = self._pressure(obs)
        if IS_JOKER[card] or rank in (EIGHT, TWO):
            value += 1.5 + 5.0 * pressure  # the others draw; it plays again
        if rank == JACK:
            value += 2.0 if len(rest) <= 2 else -2.5  # keep the J as a way out, not as a last card
            named = action.arg if isinstance(action.arg, int) else 0
            value += 1.0 * sum(1 for c in rest if SUIT[c] == named and not IS_SPECIAL[c])
        else:
            follow = sum(1 for c in rest if (RANK[c] == rank or SUIT[c] == SUIT[card]) and not IS_JOKER[c])
            value += 0.6 * follow
        if rank and not IS_JOKER[card] and rest_sum != rank:
            value -= self._feed_risk(obs, rank, rest)
        if rank and rest_sum == rank:
            value += 1.0  # a hit on this card would bounce back (返し)
        return value

    def _pressure(self, obs: Mapping[str, Any]) -> float:
        """How much it pays to make everyone else draw now: a rival about to go out or waiting,
        weighted up for the leader."""
        me = obs["seat"]
        scores = obs["scores"]
        leader = max((s for s in range(obs["players"]) if s != me), key=lambda s: scores[s])
        pressure = 0.0
        for seat in range(obs["players"]):
            if seat == me or obs["tsubure"][seat]:
                continue
            weight = 1.5 if seat == leader else 1.0
            if obs["riichi"][seat]:
                pressure += 0.8 * weight
            elif obs["hand_counts"][seat] == 2:
                pressure += 0.4 * weight
            if obs["atari_ari"][seat]:
                pressure += 0.5 * weight
        return min(pressure, 2.0)

    def _feed_risk(self, obs: Mapping[str, Any], rank: int, rest: Sequence[int]) -> float:
        """Expected loss from a waiting rival hitting a card of `rank`: the chance their sum is
        that number, given the cards still unseen and that it is 13 or less, × twice what we
        would pay (our own remaining hand points)."""
        me = obs["seat"]
        chance = 0.0
        for seat in range(obs["players"]):
            if seat == me or obs["tsubure"][seat] or not obs["atari_ari"][seat]:
                continue
            sums = self._wait_chances(obs, obs["hand_counts"][seat])
            chance += sums[rank] if rank < len(sums) else 0.0
        return min(chance, 1.0) * 2 * max(hand_points(rest), 4)

    def _wait_chances(self, obs: Mapping[str, Any], count: int) -> list[float]:
        """P(a hidden hand of `count` cards sums to s | its sum is 1..13), for s = 0..13, from
        the unseen cards (a small count-by-rank dynamic programme)."""
        seen = set(obs["hand"]) | set(obs["pile"])
        for melds in obs["melds"]:
            seen.update(c for m in melds for c in m)
        key = (count, len(seen), obs["hand_no"], obs["seat"])
        cached = self._chance_cache.get(key)
        if cached is not None:
            return cached
        per_rank = [0] * 14
        for c in range(CARD_COUNT):
            if c not in seen:
                per_rank[RANK[c]] += 1
        # ways[j][s]: ways to pick j unseen cards summing to s (s <= 13)
        ways = [[0] * 14 for _ in range(count + 1)]
        ways[0][0] = 1
        for rank, available in enumerate(per_rank):
            if not available:
                continue
            new = [row[:] for row in ways]
            for j in range(count + 1):
                for s in range(14):
                    if not ways[j][s]:
                        continue
                    for take in range(1, min(available, count - j) + 1):
                        total = s + rank * take
                        if total > ATARI_LIMIT:
                            break
                        new[j + take][total] += ways[j][s] * comb(available, take)
            ways = new
        row = ways[count]
        total = sum(row[1:])
        chances = [0.0] + [w / total if total else 0.0 for w in row[1:]]
        self._chance_cache = {key: chances}
        return chances


register_heuristic("nippachi", NippachiBot)
