"""Why a にっぱち move, in the heuristic's terms: going out, waiting (a hand of 13 or less),
making the others draw, the Jack kept as a way out, and the risk of feeding a rival's wait."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from shikitable.ai.explain import Reason, register_explainer
from shikitable.ai.nippachi.nippachi_bot import (
    ATARI_LIMIT,
    EIGHT,
    IS_JOKER,
    IS_SPECIAL,
    JACK,
    RANK,
    SUIT,
    TWO,
    NippachiBot,
)
from shikitable.core.actions import Action


def nippachi_why(obs: Mapping[str, Any], action: Action) -> list[Reason]:
    if action.kind == "ateru":
        return [Reason("hit")]
    if action.kind in ("pon", "kan"):
        return [Reason("win" if action.arg is None else "claim", {"n": len(action.cards)})]
    if action.kind == "draw":
        return [Reason("no_play")]
    if action.kind == "pass":
        return [Reason("keep_drawn")]
    if action.kind != "play" or not action.cards:
        return []
    hand = list(obs["hand"])
    card = action.cards[0]
    rest = [c for c in hand if c != card]
    if not rest:
        return [Reason("goes_out")]
    reasons: list[Reason] = []
    total = sum(RANK[c] for c in rest)
    if total <= ATARI_LIMIT and any(not IS_JOKER[c] for c in rest):
        reasons.append(Reason("waiting", {"n": total}))
    if IS_JOKER[card] or RANK[card] in (EIGHT, TWO):
        reasons.append(Reason("others_draw"))
    elif RANK[card] == JACK:
        reasons.append(Reason("names_suit"))
    else:
        follow = [c for c in rest if (RANK[c] == RANK[card] or SUIT[c] == SUIT[card]) and not IS_JOKER[c]]
        if follow:
            reasons.append(Reason("can_follow", {"cards": follow}))
    if RANK[card] and not IS_JOKER[card] and NippachiBot(0)._feed_risk(obs, RANK[card], rest) > 0.5:
        reasons.append(Reason("feeds_wait", {"cards": [card]}))
    kept = [c for c in rest if IS_SPECIAL[c]]
    if kept and not IS_SPECIAL[card]:
        reasons.append(Reason("keeps_special", {"cards": kept}))
    return reasons or [Reason("plays_high", {"cards": [card]})]


register_explainer("nippachi", nippachi_why)
