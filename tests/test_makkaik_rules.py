"""値戦: the hand ranking with worked examples, the exchange, the 親's base, joining, folding,
all-in and the showdown."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shikitable.core import Action, IllegalAction
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik import makkaik_hands as H
from shikitable.games.nincetkaik.makkaik import Makkaik, MakkaikState
from tests.nincetkaik_helpers import cards
from tests.playouts import apply_all

GAME = Makkaik()


def value(text: str, wild: bool = True) -> int:
    return H.value_of_cards(cards(text), wild)


# --- ranking ---------------------------------------------------------------------------


def test_three_set_beats_run_beats_pair_beats_single() -> None:
    three_set = value("黒兵 赤兵 黒兵 黒無 赤将 黒巫")
    run = value("黒車 黒虎 黒馬 赤無 赤将 黒王")
    pair = value("黒王 赤皇 黒無 赤兵 黒筆 赤将")
    single = value("黒王 赤将 黒筆 赤無 黒車 赤弓")
    assert three_set > run > pair > single
    assert H.category_of(three_set) == H.SET and H.category_of(run) == H.RUN
    assert H.category_of(pair) == H.PAIR and H.category_of(single) == H.SINGLE


def test_king_and_tam_are_equal() -> None:
    assert value("黒王 赤王 黒無 赤兵 黒弓 赤虎") == value("黒皇 赤王 黒無 赤兵 黒弓 赤虎")
    assert H.describe(value("黒王 赤皇 黒無 赤兵 黒弓 赤虎"), "en") == "pair (King, Tiger)"


def test_vessel_stands_in_for_a_card_of_its_colour() -> None:
    # 黒船 as 黒馬: three 馬
    assert H.describe(value("黒船 黒馬 赤馬 黒無 赤兵 黒弓"), "ja") == "三枚の友 (馬)"
    # 黒船 fills a black run 3-4-5
    assert H.describe(value("黒船 黒車 黒馬 赤無 赤兵 赤将"), "en") == "run of three (3 to 5)"
    # a red 船 cannot sit in a black run: it pairs with the strongest card instead
    assert H.describe(value("赤船 黒車 黒馬 赤無 黒兵 赤巫"), "en") == "pair (Shaman, Horse)"


def test_vessel_not_wild_is_the_weakest_card() -> None:
    assert H.describe(value("黒船 黒馬 赤馬 黒無 赤兵 黒弓", wild=False), "en") == "pair (Horse, Rook)"
    assert H.describe(value("黒船 赤船 黒将 赤無 赤兵 黒弓", wild=False), "en") == "pair (Vessel, General)"


def test_runs_compare_by_top_number_and_colour_never_breaks_a_tie() -> None:
    assert value("黒虎 黒馬 黒筆 赤無 赤兵 赤王") > value("赤車 赤虎 赤馬 黒無 黒兵 黒王")
    assert value("黒車 黒虎 黒馬 赤無 赤兵 赤弓") == value("赤車 赤虎 赤馬 黒無 黒兵 黒弓")


def test_pair_then_third_card_then_singles_in_order() -> None:
    assert value("黒将 赤将 黒馬 赤無 黒無 赤兵") > value("黒巫 赤巫 黒王 赤兵 赤無 黒弓")
    assert value("黒将 赤将 黒馬 赤兵 黒弓 赤無") > value("黒将 赤将 黒虎 赤兵 黒弓 赤無")
    assert value("黒王 赤将 黒馬 赤兵 黒弓 赤無") > value("黒王 赤将 黒虎 赤兵 黒弓 赤無")


def _brute_force(types: tuple[int, ...], wild: bool) -> int:
    """Every three of the cards, every card each 船 could stand for: the best value."""
    best = -1
    for three in itertools.combinations(types, 3):
        options = []
        for t in three:
            if wild and t % 12 == D.VESSEL:
                colour = t // 12
                options.append([colour * 12 + k for k in range(1, 12)])
            else:
                options.append([t])
        for chosen in itertools.product(*options):
            strengths = sorted((D.TYPE_STRENGTH[t] for t in chosen), reverse=True)
            numbers = [D.TYPE_NUMBER[t] for t in chosen]
            colours = {t // 12 for t in chosen}
            if strengths[0] == strengths[2]:
                v = H.SET * H.CATEGORY_BASE + strengths[0]
            elif (
                len(colours) == 1
                and None not in numbers
                and sorted(numbers)
                == list(  # type: ignore[type-var]
                    range(min(numbers), min(numbers) + 3)  # type: ignore[type-var]
                )
            ):
                v = H.RUN * H.CATEGORY_BASE + max(numbers)  # type: ignore[type-var]
            elif strengths[0] == strengths[1]:
                v = H.PAIR * H.CATEGORY_BASE + strengths[0] * 11 + strengths[2]
            elif strengths[1] == strengths[2]:
                v = H.PAIR * H.CATEGORY_BASE + strengths[1] * 11 + strengths[0]
            else:
                v = H.SINGLE * H.CATEGORY_BASE + strengths[0] * 121 + strengths[1] * 11 + strengths[2]
            best = max(best, v)
    return best


@settings(max_examples=200, deadline=None, derandomize=True)
@given(st.lists(st.sampled_from(D.ALL_CARDS), min_size=6, max_size=9, unique=True), st.booleans())
def test_fast_ranking_agrees_with_trying_every_three_cards(hand: list[int], wild: bool) -> None:
    types = tuple(sorted(D.TYPE[c] for c in hand))
    assert H.hand_value(types, wild) == _brute_force(types, wild)


# --- a season by hand ------------------------------------------------------------------


def arranged(players: int, hands: list[str], community: str, stock: str = "", **options: object) -> MakkaikState:
    """A match whose first season deals `hands` (seat order) and `community`; `stock` on top."""
    dealer = GAME.setup(players, options, seed=3).dealer
    taken: set[int] = set()
    dealt = [cards(h, taken) for h in hands]
    shared = cards(community, taken)
    top = cards(stock, taken)
    order: list[int] = []
    for i in range(3 * players):
        order.append(dealt[(dealer + i) % players][i // players])
    rest = [c for c in D.ALL_CARDS if c not in taken]
    deck = order + shared + top + rest
    state = GAME.setup(players, options, seed=3, decks=[deck])
    assert state.dealer == dealer
    return state


def snapshot(state: MakkaikState) -> dict:
    return GAME.state_to_json(state)


def refused(state: MakkaikState, seat: int, action: Action) -> str:
    before = snapshot(state)
    with pytest.raises(IllegalAction) as error:
        GAME.apply(state, seat, action)
    assert snapshot(state) == before
    return error.value.reason


def exchange_all_by_swapping(state: MakkaikState) -> None:
    while state.phase == "exchange":
        seat = state.turn
        GAME.apply(state, seat, next(a for a in GAME.legal_actions(state, seat) if a.kind == "swap"))


def test_antes_are_paid_and_the_dealer_exchanges_first() -> None:
    state = arranged(3, ["黒兵 黒弓 黒車", "赤兵 赤弓 赤車", "黒馬 黒筆 黒巫"], "赤王 赤皇 赤将")
    assert state.committed == [1, 1, 1] and state.stacks == [49, 49, 49]
    assert state.phase == "exchange" and state.turn == state.dealer


def test_swap_trades_a_hand_card_for_a_community_card() -> None:
    state = arranged(2, ["黒兵 黒弓 黒車", "赤兵 赤弓 赤車"], "赤王 赤皇 赤将")
    seat = state.turn
    mine = state.hands[seat][0]
    shared = state.community[0]
    GAME.apply(state, seat, Action.make("swap", (mine, shared)))
    assert shared in state.hands[seat] and mine in state.community
    assert "one card of your hand" in refused(state, state.turn, Action.make("swap", (state.hands[state.turn][0],)))


def test_swapping_for_an_identical_card_is_refused() -> None:
    state = arranged(2, ["黒兵 黒弓 黒車", "黒兵 赤弓 赤車"], "黒兵 赤皇 赤将")
    seat = state.turn
    pawn = next(c for c in state.hands[seat] if D.KIND[c] == D.PAWN)
    shared = next(c for c in state.community if D.KIND[c] == D.PAWN)
    assert "identical" in refused(state, seat, Action.make("swap", (pawn, shared)))
    assert Action.make("swap", (pawn, shared)) not in GAME.legal_actions(state, seat)


def test_draw_two_keep_one_give_a_hand_card_to_the_community() -> None:
    state = arranged(2, ["黒兵 黒弓 黒車", "赤兵 赤弓 赤車"], "赤王 赤皇 赤将", stock="黒将 赤無")
    seat = state.turn
    GAME.apply(state, seat, Action("draw"))
    assert state.phase == "keep"
    assert sorted(state.drawn) == sorted(cards("黒将 赤無"))
    other = 1 - seat
    assert state.drawn[0] not in GAME.observation(state, other)["drawn"]
    general = next(c for c in state.drawn if D.KIND[c] == D.GENERAL)
    given = state.hands[seat][0]
    GAME.apply(state, seat, Action.make("keep", (general, given)))
    assert general in state.hands[seat]
    assert given in state.community and len(state.community) == 4
    assert [D.KIND[c] for c in state.discards] == [D.NOUGHT]
    assert state.turn == other


def test_the_base_is_1_to_5_and_joining_pays_it() -> None:
    state = arranged(3, ["黒兵 黒弓 黒車", "赤兵 赤弓 赤車", "黒馬 黒筆 黒巫"], "赤王 赤皇 赤将")
    exchange_all_by_swapping(state)
    dealer = state.dealer
    assert state.phase == "base" and state.turn == dealer
    assert [a.arg for a in GAME.legal_actions(state, dealer) if a.kind == "base"] == [1, 2, 3, 4, 5]
    assert "1 to 5" in refused(state, dealer, Action("base", (), 6))
    assert "1 to 5" in refused(state, dealer, Action("base", (), 0))
    GAME.apply(state, dealer, Action("base", (), 4))
    child = state.turn
    assert child == (dealer + 1) % 3
    assert GAME.legal_actions(state, child) == [Action("join", (), 4), Action("fold")]
    assert "smaller stake" in refused(state, child, Action("join", (), 2))
    GAME.apply(state, child, Action("join", (), 4))
    assert state.committed[child] == 5


def test_a_folded_seat_is_refused_and_its_cards_stay_hidden() -> None:
    state = arranged(3, ["黒兵 黒弓 黒車", "赤兵 赤弓 赤車", "黒馬 黒筆 黒巫"], "赤王 赤皇 赤将")
    exchange_all_by_swapping(state)
    dealer = state.dealer
    GAME.apply(state, dealer, Action("base", (), 2))
    folder = state.turn
    GAME.apply(state, folder, Action("fold"))
    assert "folded" in refused(state, folder, Action("join", (), 2))
    # round 2: the 親 may lower the base
    GAME.apply(state, state.turn, Action("join", (), 2))
    assert state.round == 2 and state.turn == dealer
    GAME.apply(state, dealer, Action("base", (), 1))
    assert state.base == 1


def test_the_dealer_who_declines_passes_the_role_on() -> None:
    state = arranged(3, ["黒兵 黒弓 黒車", "赤兵 赤弓 赤車", "黒馬 黒筆 黒巫"], "赤王 赤皇 赤将")
    exchange_all_by_swapping(state)
    dealer = state.dealer
    GAME.apply(state, dealer, Action("fold"))
    assert state.setter == (dealer + 1) % 3
    assert state.phase == "base" and state.turn == state.setter


def play_to_showdown(state: MakkaikState, base: int = 5) -> list:
    events: list = []
    season = state.season
    while state.season == season and not state.over:
        seat = state.turn
        legal = GAME.legal_actions(state, seat)
        choice = next((a for a in legal if a.kind == "base" and a.arg == base), None)
        choice = choice or next((a for a in legal if a.kind == "join"), None) or legal[0]
        _, new = GAME.apply(state, seat, choice)
        events.extend(new)
    return events


def test_three_rounds_of_the_base_then_a_showdown_of_named_hands() -> None:
    state = arranged(2, ["黒兵 赤兵 黒無", "赤将 黒虎 赤弓"], "黒兵 赤王 黒巫")
    # swapping is the first listed exchange; keep the hands as dealt by exchanging like for like
    events = play_to_showdown(state, base=5)
    shows = {e.data["seat"]: e.data for e in events if e.kind == "show"}
    assert len(shows) == 2
    season = state.records[-1]
    assert sum(season.points) == 0
    assert sorted(season.points) == [-16, 16]  # ante 1 + three bases of 5 each
    assert any(e.kind == "pots" for e in events)


def test_ante_each_round_option() -> None:
    state = arranged(2, ["黒兵 赤兵 黒無", "赤将 黒虎 赤弓"], "黒兵 赤王 黒巫", rounds="ante_each_round")
    play_to_showdown(state, base=1)
    assert sorted(state.records[-1].points) == [-6, 6]  # 3 antes + 3 bases of 1


def test_top_up_option_pays_only_the_difference() -> None:
    state = arranged(2, ["黒兵 赤兵 黒無", "赤将 黒虎 赤弓"], "黒兵 赤王 黒巫", rounds="top_up")
    play_to_showdown(state, base=5)
    assert sorted(state.records[-1].points) == [-6, 6]  # ante 1 + a stake level of 5


def test_short_seat_goes_all_in_and_plays_for_the_side_pot() -> None:
    state = arranged(3, ["黒兵 黒弓 黒車", "赤兵 赤弓 赤車", "黒馬 黒筆 黒巫"], "赤王 赤皇 赤将")
    short = (state.dealer + 1) % 3
    state.stacks[short] = 2
    exchange_all_by_swapping(state)
    GAME.apply(state, state.dealer, Action("base", (), 5))
    assert GAME.legal_actions(state, short) == [Action("join", (), 2), Action("fold")]
    GAME.apply(state, short, Action("join", (), 2))
    assert state.stacks[short] == 0
    total = sum(state.stacks) + sum(state.committed)
    play_to_showdown(state, base=5)
    assert sum(state.stacks) + sum(state.committed) == total
    assert sum(state.records[-1].points) == 0


# --- the rule text's examples ------------------------------------------------------------


def test_rule_text_comparing_hands() -> None:
    taken: set[int] = set()
    shared = cards("黒虎 赤虎 黒将", taken)
    a = H.value_of_cards(cards("赤将 赤船 黒兵", taken) + shared)
    b = H.value_of_cards(cards("黒馬 黒筆 赤無", taken) + shared)
    assert H.describe(a, "en") == "three of a kind (General)"
    assert H.describe(b, "en") == "run of three (4 to 6)"
    assert a > b


def test_rule_text_betting_and_side_pot_examples() -> None:
    hands = ["黒兵 黒弓 黒車", "赤兵 赤弓 赤車", "黒馬 黒筆 黒巫"]
    state = arranged(3, hands, "赤王 赤皇 赤将")
    exchange_all_by_swapping(state)
    甲 = state.dealer
    乙, 丙 = (甲 + 1) % 3, (甲 + 2) % 3
    bets = [(甲, "base", 2), (乙, "join", 2), (丙, "fold", None), (甲, "base", 3), (乙, "join", 3), (甲, "base", 1)]
    apply_all(GAME, state, [(seat, Action(kind, (), amount)) for seat, kind, amount in bets])
    assert state.pot == 14
    GAME.apply(state, 乙, Action("join", (), 1))
    points = state.records[-1].points
    assert sorted([points[甲], points[乙]]) == [-7, 8] and points[丙] == -1
    # side pot: 丙 has 3 left after the ante; base 5
    state = arranged(3, hands, "赤王 赤皇 赤将")
    甲 = state.dealer
    乙, 丙 = (甲 + 1) % 3, (甲 + 2) % 3
    state.stacks[丙] = 3
    exchange_all_by_swapping(state)
    GAME.apply(state, 甲, Action("base", (), 5))
    GAME.apply(state, 乙, Action("join", (), 5))
    GAME.apply(state, 丙, Action("join", (), 3))
    from shikitable.games.nincetkaik.betting import settle

    _, pots = settle(state.committed, state.folded, lambda s: 0, state.dealer)
    assert [p.amount for p in pots] == [12, 4]
