"""Why a 紙机戦 move, in the terms each game's heuristic weighs: waits and kept groups (終季),
the chance a play holds and the power it gives up (行戦), the chance to win a pot (値戦, 開樽),
what a play costs and sheds (連友, 小猫, 値木)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from shikitable.ai.explain import Reason, register_explainer
from shikitable.core.actions import Action
from shikitable.games.nincetkaik import deck as D

STRONG = (D.KING, D.TAM, D.VESSEL)


def _sheds(count: int) -> Reason:
    return Reason("sheds_one") if count == 1 else Reason("sheds", {"n": count})


def _groups_kept(rest: Sequence[int]) -> list[Reason]:
    """Pairs (equal strength) and run pieces (one colour, numbers one apart) the move keeps."""
    reasons: list[Reason] = []
    by_strength: dict[int, list[int]] = {}
    for card in rest:
        by_strength.setdefault(D.STRENGTH[card], []).append(card)
    for cards in by_strength.values():
        if len(cards) >= 2 and D.KIND[cards[0]] != D.VESSEL:
            reasons.append(Reason("keeps_pair", {"cards": cards[:4]}))
    for a in rest:
        for b in rest:
            na, nb = D.NUMBER[a], D.NUMBER[b]
            if na is not None and nb is not None and D.COLOUR[a] == D.COLOUR[b] and nb == na + 1:
                reasons.append(Reason("keeps_run", {"cards": [a, b]}))
    return reasons


def _fits(card: int, rest: Sequence[int]) -> bool:
    """Whether a card belongs with another: a pair, a run neighbour (gap of one or two), a 船."""
    if D.KIND[card] == D.VESSEL:
        return True
    for other in rest:
        if D.STRENGTH[other] == D.STRENGTH[card] or D.KIND[other] == D.VESSEL and D.COLOUR[other] == D.COLOUR[card]:
            return True
        a, b = D.NUMBER[card], D.NUMBER[other]
        if a is not None and b is not None and D.COLOUR[card] == D.COLOUR[other] and abs(a - b) <= 2:
            return True
    return False


def taxot_why(obs: Mapping[str, Any], action: Action) -> list[Reason]:
    from shikitable.ai.nincetkaik.taxot_bot import unseen_counts
    from shikitable.games.nincetkaik.shapes import hand_profile
    from shikitable.games.nincetkaik.taxot import hand_types, meld_types

    if action.kind == "taxot":
        return [Reason("win")]
    seat = obs["seat"]
    hand = list(obs["hand"])
    melds = obs["melds"][seat]
    unseen = unseen_counts(obs)

    def waiting(cards: Sequence[int], groups: Sequence[Sequence[int]]) -> tuple[int, list[int]]:
        found = hand_profile(hand_types(cards), meld_types(groups))
        kinds = [t for t in range(D.TYPE_COUNT) if found.waits >> t & 1]
        return sum(unseen[t] for t in kinds), [D.TYPE.index(t) for t in kinds]

    if action.kind == "discard":
        card = action.cards[0]
        rest = [c for c in hand if c != card]
        count, cards = waiting(rest, melds)
        reasons = [Reason("waits_on", {"n": count, "cards": cards[:6]})] if count else []
        if not _fits(card, rest):
            reasons.append(Reason("lonely", {"cards": [card]}))
        reasons += _groups_kept(rest)[:2]
        return reasons or [Reason("weakest_fit", {"cards": [card]})]
    if action.kind == "kai":
        discard = obs["last_discard"]
        group = sorted((*action.cards, discard))
        return [Reason("kai_group", {"cards": group}), Reason("kai_cost")]
    if action.kind == "pass":
        return [Reason("pass_kai")]
    return []


def mokkaik_why(obs: Mapping[str, Any], action: Action) -> list[Reason]:
    from shikitable.ai.nincetkaik.mokkaik_bot import Odds
    from shikitable.games.nincetkaik.mokkaik import DOWN, hand_types

    hand = list(obs["hand"])
    keep = [c for c in hand if c not in action.cards and D.KIND[c] in STRONG]
    final = len(action.cards) == len(hand)
    if action.kind == DOWN:
        reasons = [Reason("lays_down_weak", {"cards": list(action.cards)})]
    else:
        seat, n, trick = obs["seat"], obs["players"], obs["trick"]
        after = [(seat + i) % n for i in range(1, n - len(trick))]
        chance = Odds(obs, after).win_chance(hand_types(action.cards))
        reasons = [Reason("last_trick" if final else "trick_chance", {"p": round(100 * chance)})]
    if keep and not final:
        reasons.append(Reason("keeps_strong", {"cards": keep}))
    return reasons


def _betting(chance: float, opponents: int, action: Action, fold_kind: str) -> list[Reason]:
    fair = 1.0 / (opponents + 1)
    odds = Reason("win_chance", {"p": round(100 * chance), "fair": round(100 * fair)})
    if action.kind == fold_kind:
        return [Reason("fold_weak"), odds]
    if isinstance(action.arg, int) and action.arg > 0 and chance > fair:
        return [Reason("bet_strong"), odds]
    return [Reason("stay_in"), odds]


def makkaik_why(obs: Mapping[str, Any], action: Action) -> list[Reason]:
    from shikitable.ai.nincetkaik.betting_chance import live_opponents
    from shikitable.ai.nincetkaik.makkaik_bot import MakkaikHeuristic

    if action.kind == "draw":
        return [Reason("draw_two")]
    if action.kind == "keep":
        drawn = set(obs["drawn"])
        kept = [c for c in action.cards if c in drawn]
        given = [c for c in action.cards if c not in drawn]
        return [Reason("keeps_drawn", {"cards": kept, "given": given})]
    if action.kind == "swap":
        return [Reason("swap_gives", {"cards": list(action.cards)})]
    chance = MakkaikHeuristic(0).chance(obs)
    return _betting(chance, len(live_opponents(obs)), action, "fold")


def namto_why(obs: Mapping[str, Any], action: Action) -> list[Reason]:
    from shikitable.ai.nincetkaik.betting_chance import live_opponents
    from shikitable.ai.nincetkaik.namto_bot import NamtoHeuristic

    chance = NamtoHeuristic(0).chance(obs)
    return _betting(chance, len(live_opponents(obs)), action, "fold")


def niekhi_why(obs: Mapping[str, Any], action: Action) -> list[Reason]:
    from shikitable.ai.nincetkaik.niekhi_bot import play_cost
    from shikitable.games.nincetkaik.climbing import counts_of

    hand = list(obs["hand"])
    if action.kind == "pass":
        return [Reason("pass_save")]
    if action.kind == "banish":
        own = sum(1 for c in hand if D.STRENGTH[c] == action.arg)
        return [Reason("banish", {"n": own})]
    if action.kind == "take":
        return [Reason("take")]
    if len(action.cards) == len(hand):
        return [Reason("goes_out")]
    cost = play_cost(action, counts_of(hand))
    reasons = [_sheds(len(action.cards))]
    reasons.append(Reason("cheap_play" if cost <= 3 else "dear_play"))
    held = Counter(D.STRENGTH[c] for c in hand)
    used = Counter(D.STRENGTH[c] for c in action.cards)
    if all(used[s] == held[s] for s in used):
        reasons.append(Reason("keeps_groups"))
    return reasons


def nine_why(obs: Mapping[str, Any], action: Action) -> list[Reason]:
    from shikitable.ai.nincetkaik.nine_bot import usefulness

    hand = list(obs["hand"])
    if action.kind == "draw":
        return [Reason("stay_out")]
    if len(action.cards) == len(hand):
        return [Reason("goes_out")]
    if action.kind == "join":
        card = action.cards[0]
        return [Reason("tsuke_least", {"cards": [card], "n": round(usefulness(card, hand), 1)})]
    reasons = [_sheds(len(action.cards))]
    if obs.get("phase") == "lead":
        reasons.append(Reason("lead_weak"))
    return reasons


def makhup_why(obs: Mapping[str, Any], action: Action) -> list[Reason]:
    from shikitable.ai.nincetkaik.makhup_bot import most_playable, roads_after

    hand = list(obs["hand"])
    values = [road["value"] for road in obs["roads"]]
    if action.kind == "clear":
        return [Reason("clear")]
    if action.kind == "draw":
        return [Reason("draw_road")]
    if action.kind == "pass":
        return [Reason("pass")]
    if len(action.cards) == len(hand):
        return [Reason("goes_out")]
    rest = [c for c in hand if c not in action.cards]
    later = most_playable(rest, roads_after(values, action))
    reasons = [_sheds(len(action.cards))]
    reasons.append(Reason("next_play" if later else "no_next_play", {"n": later}))
    return reasons


register_explainer("taxot", taxot_why)
register_explainer("mokkaik", mokkaik_why)
register_explainer("makkaik", makkaik_why)
register_explainer("namto", namto_why)
register_explainer("niekhi", niekhi_why)
register_explainer("nine", nine_why)
register_explainer("makhup", makhup_why)
