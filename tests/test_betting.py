"""The shared stakes of 値戦 and 開樽: side pots, split pots, odd points, legal amounts."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from shikitable.games.nincetkaik.betting import order_from_left_of, settle, stake_choices

SETTINGS = settings(max_examples=60, deadline=None, derandomize=True)


def test_single_pot_goes_to_the_best_hand() -> None:
    payouts, pots = settle([5, 5, 5], [False, False, False], {0: 1, 1: 3, 2: 2}.__getitem__, dealer=0)
    assert payouts == [0, 15, 0]
    assert len(pots) == 1 and pots[0].winners == [1]


def test_all_in_seat_wins_only_the_side_it_matched() -> None:
    # seat 0 went all-in for 5 and holds the best hand; seats 1 and 2 staked 20 each
    payouts, pots = settle([5, 20, 20], [False, False, False], {0: 9, 1: 5, 2: 7}.__getitem__, dealer=0)
    assert payouts == [15, 0, 30]
    assert [p.amount for p in pots] == [15, 30]
    assert pots[0].eligible == [0, 1, 2] and pots[1].eligible == [1, 2]


def test_three_levels_of_side_pots() -> None:
    committed = [3, 8, 15, 15]
    rank = {0: 4, 1: 3, 2: 1, 3: 2}.__getitem__
    payouts, pots = settle(committed, [False] * 4, rank, dealer=3)
    assert [p.amount for p in pots] == [12, 15, 14]
    assert payouts == [12, 15, 0, 14]
    assert sum(payouts) == sum(committed)


def test_tie_splits_with_the_odd_point_to_the_seat_nearest_the_dealers_left() -> None:
    # 7 points, seats 0 and 2 tie; the dealer is seat 1, so seat 2 sits at the dealer's left
    payouts, pots = settle([3, 1, 3], [False, True, False], {0: 5, 2: 5}.__getitem__, dealer=1)
    assert payouts == [3, 0, 4]
    assert pots[0].winners == [2, 0]
    # with seat 2 as dealer, seat 0 is at its left and gets the odd point
    payouts, _ = settle([3, 1, 3], [False, True, False], {0: 5, 2: 5}.__getitem__, dealer=2)
    assert payouts == [4, 0, 3]


def test_folded_money_above_every_live_stake_goes_to_the_top_pot() -> None:
    # seat 0 staked 10 and folded; seat 1 is all-in for 4, seat 2 staked 6
    payouts, pots = settle([10, 4, 6], [True, False, False], {1: 1, 2: 2}.__getitem__, dealer=0)
    assert sum(payouts) == 20
    assert payouts == [0, 0, 20]
    payouts, _ = settle([10, 4, 6], [True, False, False], {1: 2, 2: 1}.__getitem__, dealer=0)
    assert payouts == [0, 12, 8]  # seat 1 wins the 4×3 main pot; seat 2 the rest


def test_order_from_the_dealers_left() -> None:
    assert order_from_left_of(2, 4) == [3, 0, 1, 2]


def test_stake_choices_list_every_amount_within_the_bounds() -> None:
    assert stake_choices(0, 50, 5) == [0, 1, 2, 3, 4, 5]
    assert stake_choices(3, 50, 5) == [3, 4, 5, 6, 7, 8]
    assert stake_choices(3, 6, 5) == [3, 4, 5, 6]
    assert stake_choices(7, 4, 5) == [4]  # cannot match: all-in
    assert stake_choices(0, 0, 5) == []


@SETTINGS
@given(
    committed=st.lists(st.integers(0, 40), min_size=2, max_size=6),
    data=st.data(),
)
def test_settling_pays_out_exactly_the_pot(committed: list[int], data: st.DataObject) -> None:
    n = len(committed)
    folded = data.draw(st.lists(st.booleans(), min_size=n, max_size=n))
    if all(folded):
        folded[data.draw(st.integers(0, n - 1))] = False
    ranks = data.draw(st.lists(st.integers(0, 3), min_size=n, max_size=n))
    dealer = data.draw(st.integers(0, n - 1))
    payouts, pots = settle(committed, folded, ranks.__getitem__, dealer)
    assert sum(payouts) == sum(committed)
    for seat in range(n):
        if folded[seat]:
            assert payouts[seat] == 0
    for pot in pots:
        assert set(pot.winners) <= set(pot.eligible)
        assert all(not folded[s] for s in pot.eligible)
        best = max(ranks[s] for s in pot.eligible)
        assert all(ranks[s] == best for s in pot.winners)
        assert max(pot.shares.values()) - min(pot.shares.values()) <= 1
    # a seat never wins more from a seat than that seat staked... in total, nobody wins more
    # than its matched share of every other stake
    for seat in range(n):
        if not folded[seat] and payouts[seat]:
            cap = sum(min(c, committed[seat]) for c in committed)
            top = max(committed[s] for s in range(n) if not folded[s])
            if committed[seat] < top:
                assert payouts[seat] <= cap
