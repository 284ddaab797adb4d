"""行戦's table-driven legal moves against the straightforward generator they replaced: for
random hands and random combinations to beat, both list exactly the same moves."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from shikitable.core import Action
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik.combos import classify, red_count
from shikitable.games.nincetkaik.mokkaik import DOWN, PLAY, Mokkaik, hand_types

GAME = Mokkaik()
SETTINGS = settings(max_examples=60, deadline=None, derandomize=True)


# --- the reference: every sub-multiset of the hand's types, classified one by one ---------------


def _counts(types: tuple[int, ...]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for t in types:
        if out and out[-1][0] == t:
            out[-1] = (t, out[-1][1] + 1)
        else:
            out.append((t, 1))
    return out


def _submultisets(counts: Sequence[tuple[int, int]]) -> list[tuple[int, ...]]:
    partial: list[tuple[int, ...]] = [()]
    for t, copies in counts:
        partial = [acc + (t,) * take for acc in partial for take in range(copies + 1)]
    return partial


def reference_combinations(types: tuple[int, ...]) -> list[tuple[tuple[int, ...], str, int, int]]:
    """(types, kind, rank, reds) of every non-empty sub-multiset that is a combination."""
    found = []
    for group in _submultisets(_counts(types)):
        shape = classify(group) if group else None
        if shape is not None:
            found.append((group, shape[0], shape[1], red_count(group)))
    return found


def _cards_for(hand: Sequence[int], types: tuple[int, ...]) -> tuple[int, ...]:
    pools: dict[int, list[int]] = {}
    for c in sorted(hand):
        pools.setdefault(D.TYPE[c], []).append(c)
    taken, previous, index = [], -1, 0
    for t in types:
        index = index + 1 if t == previous else 0
        previous = t
        taken.append(pools[t][index])
    return tuple(sorted(taken))


def reference_legal(hand: Sequence[int], best: Mapping[str, Any] | None) -> set[Action]:
    types = hand_types(hand)
    combos = reference_combinations(types)
    if best is None:
        return {Action(PLAY, _cards_for(hand, c[0])) for c in combos}
    size = best["size"]
    actions = {
        Action(PLAY, _cards_for(hand, group))
        for group, kind, rank, reds in combos
        if len(group) == size and kind == best["type"] and reds == best["reds"] and rank > best["rank"]
    }
    actions.update(
        Action(DOWN, _cards_for(hand, group)) for group in _submultisets(_counts(types)) if len(group) == size
    )
    return actions


# --- the comparison --------------------------------------------------------------------------


def listed(hand: list[int], best: dict[str, Any] | None) -> list[Action]:
    state = GAME.setup(3, None, seed=0)
    others = [c for c in D.ALL_CARDS if c not in hand]
    state.hands = [list(hand), others[:10], others[10:20]]
    state.best = best
    state.trick = [] if best is None else [{"seat": 2, "cards": [], "down": False}]
    state.turn = 0
    state.legal_cache = None
    return GAME.legal_actions(state, 0)


def random_best(rng: random.Random, hand_size: int) -> dict[str, Any] | None:
    """A combination to beat, taken from a random hand of cards (as a lead could be)."""
    if rng.random() < 0.25:
        return None
    lead = rng.sample(D.ALL_CARDS, rng.randint(5, 12))
    combos = [c for c in reference_combinations(hand_types(lead)) if len(c[0]) <= hand_size]
    if not combos:
        return None
    group, kind, rank, reds = rng.choice(combos)
    return {"seat": 2, "type": kind, "rank": rank, "size": len(group), "reds": reds}


@SETTINGS
@given(seed=st.integers(0, 2**31), size=st.integers(1, 10))
def test_legal_moves_match_the_reference(seed: int, size: int) -> None:
    rng = random.Random(seed)
    hand = rng.sample(D.ALL_CARDS, size)
    best = random_best(rng, size)
    actions = listed(hand, best)
    assert len(actions) == len(set(actions)), "a move is listed twice"
    assert set(actions) == reference_legal(hand, best)


@SETTINGS
@given(seed=st.integers(0, 2**31))
def test_legal_moves_match_for_hands_rich_in_vessels_and_runs(seed: int) -> None:
    # 船s, sets and long runs are where shortcuts go wrong: deal from a narrow pool
    rng = random.Random(seed)
    pool = [c for c in D.ALL_CARDS if D.KIND[c] in (D.VESSEL, D.NOUGHT, D.PAWN, D.ROOK, D.BISHOP, D.TIGER)]
    pool += [c for c in D.ALL_CARDS if D.KIND[c] in (D.KING, D.TAM)]
    hand = rng.sample(pool, rng.randint(3, 10))
    best = random_best(rng, len(hand))
    assert set(listed(hand, best)) == reference_legal(hand, best)


def test_every_listed_move_is_accepted() -> None:
    rng = random.Random(7)
    for _ in range(40):
        hand = rng.sample(D.ALL_CARDS, 10)
        best = random_best(rng, 10)
        for action in listed(hand, best):
            state = GAME.setup(3, None, seed=0)
            others = [c for c in D.ALL_CARDS if c not in hand]
            state.hands = [list(hand), others[:10], others[10:20]]
            state.best = best
            state.trick = [] if best is None else [{"seat": 2, "cards": [], "down": False}]
            state.turn, state.legal_cache = 0, None
            GAME._check(state, 0, action)  # raises if the full check disagrees with the list
