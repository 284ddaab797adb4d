"""What the search bot needs for 終季 beyond the rules: the heuristic's play read straight from
the state, so that a paired playout (ai/search.py) costs a fraction of one that builds an
observation for every move.

The playout policy makes exactly the moves of `TaxotHeuristic` (ai/nincetkaik/taxot_bot.py) with the same
dice: win whenever it can, keep the five cards that wait on the most unseen cards, claim 開
only when that leaves a clearly better waiting hand. What it saves: the observation, the
unseen-card count (one pass over the public cards instead of Counters), and most of the hand
valuation, whose parts that depend only on the hand's card types are worked out once per
hand and kept."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from shikitable.ai import SearchHooks
from shikitable.ai.nincetkaik.nincetkaik_search import paired_hooks, seasonal_copy_fields
from shikitable.core.actions import Action
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik.shapes import hand_profile
from shikitable.games.nincetkaik.taxot import DISCARD, KAI, PASS, REACT, WIN, TaxotState, hand_types, profile

# tries to re-deal one opponent's hidden cards until its hand fits what it let pass
REDEALS = 12

TYPE_COPIES = [sum(1 for c in D.ALL_CARDS if D.TYPE[c] == t) for t in range(D.TYPE_COUNT)]
_TYPE = D.TYPE

# (sorted hand types, meld types) -> (waited types, claimable types, closeness, kings)
Valuation = tuple[tuple[int, ...], tuple[int, ...], float, int]
_VALUATIONS: dict[tuple[tuple[int, ...], tuple[tuple[int, ...], ...]], Valuation] = {}
_VALUATION_LIMIT = 400_000  # entries; a long session starts afresh past this
_DISCARDS: dict[tuple[tuple[int, ...], tuple[tuple[int, ...], ...]], dict[int, Valuation]] = {}


def _bits(mask: int) -> tuple[int, ...]:
    return tuple(t for t in range(D.TYPE_COUNT) if mask >> t & 1)


def _closeness(types: Sequence[int]) -> float:
    """How close the cards sit to each other, as the heuristic counts it (by card type: copies
    are alike). Every term is a multiple of 0.5, so the sum is exact in any order."""
    closeness = 0.0
    for i, a in enumerate(types):
        for b in types[i + 1 :]:
            if D.TYPE_IS_VESSEL[a] or D.TYPE_IS_VESSEL[b]:
                closeness += 1.5
            elif D.TYPE_STRENGTH[a] == D.TYPE_STRENGTH[b]:
                closeness += 2.0
            elif D.TYPE_COLOUR[a] == D.TYPE_COLOUR[b]:
                first, second = D.TYPE_NUMBER[a], D.TYPE_NUMBER[b]
                if first is not None and second is not None:
                    closeness += {1: 1.5, 2: 1.0}.get(abs(first - second), 0.0)
    return closeness


def valuation(types: tuple[int, ...], melds: tuple[tuple[int, ...], ...]) -> Valuation:
    """The parts of the heuristic's hand value that depend only on the hand's types."""
    key = (types, melds)
    found = _VALUATIONS.get(key)
    if found is None:
        profile = hand_profile(types, melds)
        kings = sum(1 for t in types if D.TYPE_KIND[t] in (D.KING, D.TAM))
        found = (_bits(profile.waits), _bits(profile.claims), _closeness(types), kings)
        if len(_VALUATIONS) >= _VALUATION_LIMIT:
            _VALUATIONS.clear()
        _VALUATIONS[key] = found
    return found


def discard_valuations(types: tuple[int, ...], melds: tuple[tuple[int, ...], ...]) -> dict[int, Valuation]:
    """For a hand about to discard: the valuation of what each discarded type leaves."""
    key = (types, melds)
    found = _DISCARDS.get(key)
    if found is None:
        found = {t: valuation(_types_without(types, (t,)), melds) for t in set(types)}
        if len(_DISCARDS) >= _VALUATION_LIMIT:
            _DISCARDS.clear()
        _DISCARDS[key] = found
    return found


def hand_value(types: tuple[int, ...], melds: tuple[tuple[int, ...], ...], unseen: Sequence[int]) -> float:
    """`taxot_bot.hand_value` of a hand given by its sorted types: the same float, bit for bit
    (the same terms added in the same order)."""
    return _value(valuation(types, melds), unseen)


def _value(found: Valuation, unseen: Sequence[int]) -> float:
    waits, claims, closeness, kings = found
    waiting = 0
    for t in waits:
        waiting += unseen[t]
    claiming = 0
    for t in claims:
        claiming += unseen[t]
    return 10.0 * waiting + 0.3 * claiming + closeness + 0.5 * kings


def unseen_counts(state: TaxotState, seat: int) -> list[int]:
    """Copies of each type `seat` has not seen: the heuristic's count, from the state."""
    unseen = list(TYPE_COPIES)
    types = _TYPE
    for c in state.hands[seat]:
        unseen[types[c]] -= 1
    for melds in state.melds:
        for meld in melds:
            for c in meld:
                unseen[types[c]] -= 1
    for river in state.rivers:
        for c in river:
            unseen[types[c]] -= 1
    for c in state.hikari:
        unseen[types[c]] -= 1
    for other, shown in enumerate(state.shown):
        if other != seat:
            for c in shown:
                unseen[types[c]] -= 1
    return [n if n > 0 else 0 for n in unseen]


def _types_without(types: tuple[int, ...], removed: Sequence[int]) -> tuple[int, ...]:
    """The sorted types left after taking out one card of each type in `removed`."""
    rest = list(types)
    for t in removed:
        rest.remove(t)
    return tuple(rest)


def heuristic_policy(state: TaxotState, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
    """The move `TaxotHeuristic` makes in this position with these dice (it is asked only
    when there is a choice, as the observation-based playout asked it)."""
    if len(legal) == 1:
        return legal[0]
    react = False
    for action in legal:
        if action.kind == WIN:
            return action
        if action.kind == PASS:
            react = True
    hand = state.hands[seat]
    types = tuple(sorted(_TYPE[c] for c in hand))
    melds = tuple(tuple(sorted(_TYPE[c] for c in m)) for m in state.melds[seat])
    unseen = unseen_counts(state, seat)
    if react:
        return _react(state, legal, types, melds, unseen)
    # the heuristic's key: (value of the hand left, a fresh random number), one per move in order
    left = discard_valuations(types, melds)
    best = legal[0]
    best_key = (-1.0, -1.0)
    for action in legal:
        key = (_value(left[_TYPE[action.cards[0]]], unseen), rng.random())
        if key > best_key:
            best, best_key = action, key
    return best


def _react(
    state: TaxotState,
    legal: Sequence[Action],
    types: tuple[int, ...],
    melds: tuple[tuple[int, ...], ...],
    unseen: Sequence[int],
) -> Action:
    """開 costs a point: only if the best hand after the claim is worth 4 more than now."""
    discard = state.last_discard
    assert discard is not None
    best = next(a for a in legal if a.kind == PASS)
    best_value = hand_value(types, melds, unseen) + 4.0
    for action in legal:
        if action.kind != KAI:
            continue
        taken = [_TYPE[c] for c in action.cards]
        rest = _types_without(types, taken)
        new_melds = (*melds, tuple(sorted((*taken, _TYPE[discard]))))
        for i, throw in enumerate(rest):
            if i and throw == rest[i - 1]:
                continue  # another copy of the same type leaves the same hand
            value = hand_value(rest[:i] + rest[i + 1 :], new_melds, unseen)
            if value > best_value:
                best, best_value = action, value
    return best


# --- the worlds ------------------------------------------------------------------------


def passed_types(observation: Mapping[str, Any], me: int) -> dict[int, int]:
    """Per opponent, a mask of the card types its hand cannot be waiting on: the heuristic
    (and any sensible player) declares 終季 whenever it can, so every discard it let pass while
    holding its present hand, and the card it threw from six that did not win, are not among
    its waits. Known only while the season has had no 開: then the discards went strictly round
    the table from the dealer and the rivers still hold them all, in order."""
    if observation["phase"] not in (DISCARD, REACT) or any(observation["melds"]):
        return {}
    n = observation["players"]
    dealer = observation["dealer"]
    rivers = observation["rivers"]
    react = observation["phase"] == REACT
    turn = observation["turn"]
    # the season's discards in the order they were made: (round, seat offset from the dealer)
    order: list[tuple[int, int]] = []
    for seat, river in enumerate(rivers):
        for j, card in enumerate(river):
            if react and seat == turn and j == len(river) - 1:
                continue  # the discard on the table now: its claims are still being decided
            order.append((j * n + (seat - dealer) % n, _TYPE[card]))
    found: dict[int, int] = {}
    for other in range(n):
        if other == me or (not react and other == turn):
            continue  # the mover holds six: its hand has just changed
        last = len(rivers[other]) - 1
        since = last * n + (other - dealer) % n if last >= 0 else -1
        mask = 0
        for index, t in order:
            if index >= since:
                mask |= 1 << t
        if mask:
            found[other] = mask
    return found


def last_discards(observation: Mapping[str, Any], me: int) -> dict[int, int]:
    """Per opponent, the card type it last threw from six, while it has not drawn since and
    the season has had no 開 (then its five cards are what that discard left)."""
    if observation["phase"] not in (DISCARD, REACT) or any(observation["melds"]):
        return {}
    react = observation["phase"] == REACT
    found: dict[int, int] = {}
    for other, river in enumerate(observation["rivers"]):
        if other == me or not river or (not react and other == observation["turn"]):
            continue
        found[other] = _TYPE[river[-1]]
    return found


def discard_fits(hand: Sequence[int], thrown: int, unseen: Sequence[int]) -> bool:
    """Whether the heuristic, holding `hand` and a card of type `thrown`, would have thrown that
    type: no other discard leaves a hand it values more (the same value: ties go by dice)."""
    left = discard_valuations(tuple(sorted((*(_TYPE[c] for c in hand), thrown))), ())
    kept = _value(left[thrown], unseen)
    return all(_value(found, unseen) <= kept for found in left.values())


def respect_passes(
    state: TaxotState, forbidden: Mapping[int, int], rng: random.Random, thrown: Mapping[int, int] | None = None
) -> None:
    """Trade an opponent's hidden cards with the stock until its hand waits on none of the
    types it let pass and (`thrown`: its last discard's type) is a hand the heuristic would have
    kept when it threw that card (a few tries; a hand that still does not fit is kept)."""
    stock = state.stock
    thrown = thrown or {}
    for seat in sorted({*forbidden, *thrown}):
        mask = forbidden.get(seat, 0)
        hand = state.hands[seat]
        shown = state.shown[seat]
        hidden = [i for i, c in enumerate(hand) if c not in shown]
        if not hidden or not stock:
            continue
        unseen = unseen_counts(state, seat) if seat in thrown else []
        for _ in range(REDEALS):
            waits_ok = not mask or not hand_profile(hand_types(hand), ()).waits & mask
            if waits_ok and (seat not in thrown or discard_fits(hand, thrown[seat], unseen)):
                break
            for i in hidden:
                j = rng.randrange(len(stock))
                hand[i], stock[j] = stock[j], hand[i]
            if seat in thrown:
                unseen = unseen_counts(state, seat)


def copy_world(state: TaxotState) -> TaxotState:
    """A copy of a dealt world for one candidate's playout (far cheaper than a JSON clone)."""
    return TaxotState(
        **seasonal_copy_fields(state),
        stock=list(state.stock),
        hands=[list(h) for h in state.hands],
        melds=[[list(m) for m in ms] for ms in state.melds],
        rivers=[list(r) for r in state.rivers],
        shown=[list(s) for s in state.shown],
        hikari=list(state.hikari),
        phase=state.phase,
        turn=state.turn,
        must_discard=state.must_discard,
        draw_wins=state.draw_wins,
        turns_taken=list(state.turns_taken),
        last_discard=state.last_discard,
        claims=dict(state.claims),
        shiyu_paid=[list(s) for s in state.shiyu_paid],
        profiles=list(state.profiles),
    )


def world_dealer(
    game: Any, read_discards: bool = True
) -> Callable[[Mapping[str, Any], int, random.Random], TaxotState]:
    """Deals a world as `determinize` does, then makes the opponents' hands fit what they let
    pass (and, with `read_discards`, what they threw), and ends the match with this season (a
    playout scores only the season: the next one's deal would be thrown away)."""

    def deal(observation: Mapping[str, Any], seat: int, rng: random.Random) -> TaxotState:
        state: TaxotState = game.determinize(observation, seat, rng)
        forbidden = passed_types(observation, seat)
        thrown = last_discards(observation, seat) if read_discards else {}
        if forbidden or thrown:
            respect_passes(state, forbidden, rng, thrown)
        state.options["match_length"] = str(state.season)
        for other in range(state.players):
            profile(state, other)  # worked out once here, not again in every candidate's copy
        return state

    return deal


def taxot_hooks(game: Any) -> SearchHooks:
    return paired_hooks(heuristic_policy, determinize=world_dealer(game), copy_world=copy_world)
