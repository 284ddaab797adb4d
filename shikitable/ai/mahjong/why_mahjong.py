"""Why a mahjong move: the hand's distance from ready (shanten) before and after, the tiles
that would improve it (acceptance), and the discard's danger against a riichi, measured with
the riichi and 四川 heuristics' own functions."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from shikitable.ai.explain import Reason, register_explainer
from shikitable.ai.mahjong.riichi_bot import RiichiBot, _counts
from shikitable.ai.mahjong.sichuan_bot import SUITS, SichuanBot, counts_of, loneliness
from shikitable.ai.mahjong.sichuan_bot import shanten as sichuan_shanten
from shikitable.core.actions import Action
from shikitable.games.mahjong.riichi.shapes import shanten
from shikitable.games.mahjong.tiles import KIND_OF

WINS = ("tsumo", "ron")
_RIICHI = RiichiBot(0)
_SICHUAN = SichuanBot(0)


def shanten_reason(before: int, after: int, accept: int, waits: int) -> Reason:
    """Shanten (tiles from ready) before and after the move, and the tiles that would improve it."""
    if after < 0:
        return Reason("complete")
    if after == 0:
        return Reason("ready", {"waits": waits, "before": before})
    if after > 3:
        return Reason("far", {"after": after})
    if after > before:
        return Reason("shanten_back", {"before": before, "after": after, "accept": accept})
    return Reason("shanten", {"after": after, "accept": accept})


def riichi_why(obs: Mapping[str, Any], action: Action) -> list[Reason]:
    if action.kind in WINS:
        return [Reason("win")]
    if action.kind == "kyuushu":
        return [Reason("kyuushu")]
    if "seat_views" not in obs or "hand" not in obs:
        return []
    me = obs["seat_views"][obs["seat"]]
    melds = len(me["melds"])
    counts = _counts(obs["hand"])
    visible = _RIICHI._visible(obs)
    reasons: list[Reason] = []
    if action.kind in ("discard", "riichi", "open_riichi") and action.cards:
        tile = action.cards[0]
        kind = tile >> 2
        before = shanten(counts, melds)
        counts[kind] -= 1
        after = shanten(counts, melds)
        accept = _RIICHI._acceptance(counts, melds, after, visible) if 0 < after <= 3 else 0
        counts[kind] += 1
        waits = _RIICHI._wait_count(counts, tile, visible, melds) if after == 0 else 0
        if action.kind != "discard":
            reasons.append(Reason("riichi", {"waits": waits}))
        reasons.append(shanten_reason(before, after, accept, waits))
        if 0 < after <= 3:
            other = _next_best(obs["hand"], kind, counts, melds, after, visible)
            if other is not None:
                reasons.append(Reason("next_best", {"cards": [other[0]], "other": other[1]}))
        threats = _RIICHI._threats(obs)
        if threats:
            danger = _RIICHI._danger(kind, threats, obs, visible)
            reasons.append(Reason("safe" if danger == 0 else "fairly_safe" if danger <= 1.0 else
                                  "risky" if danger < 4 else "dangerous", {"cards": [tile]}))
        return reasons
    if action.kind in ("pon", "chi", "daiminkan"):
        called = obs.get("last_discard")
        before = shanten(counts, melds)
        after_counts = list(counts)
        for tile in action.cards:
            after_counts[tile >> 2] -= 1
        best = min((shanten(_less(after_counts, k), melds + 1) for k in range(34) if after_counts[k]), default=before)
        shown = [called] if called is not None else []
        reasons.append(Reason("call", {"before": before, "after": best, "cards": shown}))
        if not _RIICHI._has_yaku_after(obs, action, called if called is not None else action.cards[0]):
            reasons.append(Reason("no_yaku"))
        return reasons
    if action.kind == "pass":
        return [Reason("pass_closed" if not me["melds"] else "pass")]
    return []


def _next_best(hand: list[int], kind: int, counts: list[int], melds: int, after: int,
               visible: list[int]) -> tuple[int, int] | None:
    """The other discard that keeps the same shanten with the most improving tiles: (a tile of
    it, its acceptance), for comparison; None when no other discard keeps that shanten."""
    best: tuple[int, int] | None = None
    for tile in hand:
        other = tile >> 2
        if other == kind or (best is not None and best[0] >> 2 == other):
            continue
        counts[other] -= 1
        if shanten(counts, melds) == after:
            accept = _RIICHI._acceptance(counts, melds, after, visible)
            if best is None or accept > best[1]:
                best = (tile, accept)
        counts[other] += 1
    return best


def _less(counts: list[int], kind: int) -> list[int]:
    copy = list(counts)
    copy[kind] -= 1
    return copy


def sichuan_why(obs: Mapping[str, Any], action: Action) -> list[Reason]:
    if action.kind in WINS:
        return [Reason("win")]
    hand = list(obs.get("hand", []))
    counts = counts_of(hand)
    if action.kind.startswith("void_"):
        suit = SUITS.index(action.kind[5:])
        held = sum(counts[suit * 9:(suit + 1) * 9])
        return [Reason("void", {"n": held})]
    if action.kind == "swap":
        return [Reason("swap")]
    seat = obs["seat"]
    void = SUITS.index(obs["voids"][seat]) if obs.get("voids") and obs["voids"][seat] in SUITS else -1
    melds = len(obs["melds"][seat])
    if action.kind == "discard" and action.cards:
        kind = KIND_OF[action.cards[0]]
        if kind // 9 == void:
            return [Reason("void_first", {"cards": [action.cards[0]]})]
        before = sichuan_shanten(counts, melds, void)
        counts[kind] -= 1
        after = sichuan_shanten(counts, melds, void)
        counts[kind] += 1
        seen = _SICHUAN._seen(obs, counts)
        accept = _SICHUAN._acceptance(counts, kind, melds, void, after, seen)
        reasons = [shanten_reason(before, after, accept, accept)]
        if loneliness(counts, kind) > 0:
            reasons.append(Reason("lonely", {"cards": [action.cards[0]]}))
        return reasons
    if action.kind in ("pon", "kan"):
        return [Reason("call", {"before": sichuan_shanten(counts, melds, void),
                                "after": sichuan_shanten(counts, melds, void) - 1, "cards": []})]
    if action.kind == "pass":
        return [Reason("pass")]
    return []


def magic_why(obs: Mapping[str, Any], action: Action) -> list[Reason]:
    """The mahjong under the cards as riichi's; the cards by the Magic heuristic's worth."""
    if action.kind == "keep":
        return [Reason("keep_cards")]
    if action.kind == "reset":
        return [Reason("reset_cards")]
    if action.kind == "card":
        from shikitable.ai.mahjong.magic_bot import MagicBot

        worth = MagicBot(0)._worth(obs, action)
        return [Reason("card_now" if worth > 0 else "card_weak", {"worth": round(worth)})]
    if action.kind == "pass" and obs.get("magic", {}).get("window") is not None:
        return [Reason("card_wait")]
    return riichi_why(obs, action)


register_explainer("riichi", riichi_why)
register_explainer("magic", magic_why)
register_explainer("sichuan", sichuan_why)
