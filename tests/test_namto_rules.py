"""開樽: the 役 ranking with worked examples (船 and ties included), 加行 and 無行, the 軸人,
the community cards turned 3/1/1, all-in and the showdown."""

from __future__ import annotations

import pytest

from shikitable.core import Action, IllegalAction
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik import namto_hands as H
from shikitable.games.nincetkaik.namto import Namto, NamtoState
from tests.nincetkaik_helpers import cards
from tests.playouts import apply_all

GAME = Namto()


def value(text: str, wild: bool = True) -> H.Value:
    return H.value_of_cards(cards(text), wild)


def first(text: str, wild: bool = True) -> int:
    return value(text, wild)[0][0]


# --- ranking ---------------------------------------------------------------------------


def test_the_order_of_the_hands() -> None:
    ladder = [
        ("黒兵 赤弓 黒将 赤筆 黒巫 赤無 黒虎", H.HIPPEI),
        ("黒皇 赤王 黒無 赤兵 黒虎 赤車 黒将", H.KOO),
        ("黒筆 赤巫 黒将 赤無 黒兵 赤虎 黒虎", H.CHISHIN),
        ("黒船 赤車 黒馬 赤無 黒兵 赤虎 黒虎", H.GYOGYO),
        ("黒兵 赤弓 黒馬 赤無 黒無 赤虎 黒虎", H.MAKYUHEI),
        ("黒兵 黒兵 黒兵 赤兵 赤兵 赤虎 黒虎", H.YAMI),
        ("黒無 黒兵 黒弓 赤虎 赤筆 赤将 黒王", H.REN),
        ("黒虎 赤虎 黒無 赤兵 黒筆 赤将 黒王", H.TOMO),
        ("黒無 赤兵 黒虎 赤馬 黒巫 赤将 黒王", H.ICHI),
    ]
    values = [value(text) for text, _ in ladder]
    assert [v[0][0] for v in values] == [kind for _, kind in ladder]
    assert values == sorted(values, reverse=True)


def test_a_same_colour_hand_beats_a_mixed_one_of_the_same_kind() -> None:
    one_colour = value("黒筆 黒巫 黒将 赤無 赤兵 赤虎 黒虎")
    mixed = value("黒筆 赤巫 黒将 赤無 赤兵 黒車 黒虎")
    assert one_colour[0] == (H.CHISHIN, 0, 0, 1) and mixed[0] == (H.CHISHIN, 0, 0, 0)
    assert one_colour > mixed


def test_a_longer_run_and_a_bigger_set_rank_higher() -> None:
    assert value("黒無 黒兵 黒弓 黒車 赤巫 赤虎 赤王") > value("黒虎 黒馬 黒筆 赤無 赤兵 黒将 赤王")
    assert value("黒無 赤無 黒無 赤兵 黒虎 赤筆 黒王") > value("黒将 赤将 黒無 赤兵 黒虎 赤筆 黒王")
    assert value("黒車 黒虎 黒馬 赤無 赤兵 黒将 赤王") > value("赤兵 赤弓 赤車 黒無 黒虎 黒将 赤王")


def test_equal_best_hands_are_decided_by_the_next_hand() -> None:
    a = value("黒筆 赤巫 黒将 赤無 黒無 赤虎 黒兵")  # 地心, then 友 of 無
    b = value("赤筆 黒巫 赤将 黒虎 赤虎 黒無 赤兵")  # 地心, then 友 of 虎
    assert a[0] == b[0]
    assert b > a
    assert H.describe(b, "ja") == "地心 + 2友 (虎)"


def test_identical_hands_tie() -> None:
    assert value("黒筆 赤巫 黒将 赤無 黒兵 赤虎 黒弓") == value("赤筆 黒巫 赤将 黒無 赤兵 黒虎 赤弓")


def test_king_and_tam_make_a_hand_and_are_equal_as_cards() -> None:
    assert first("黒皇 黒王 黒無 赤兵 赤車 赤虎 黒将") == H.KOO
    assert value("黒皇 赤王 黒無 赤兵 黒車 赤虎 赤将")[0] == (H.KOO, 0, 0, 0)
    assert value("黒王 黒無 赤兵 黒車 赤馬 黒巫 赤筆")[1:] == value("赤皇 黒無 赤兵 黒車 赤馬 黒巫 赤筆")[1:]


def test_vessel_stands_in_for_a_card_of_its_colour() -> None:
    # 黒船 as 黒巫 completes a one-colour 地心
    assert value("黒船 黒筆 黒将 赤無 赤兵 赤虎 黒虎")[0] == (H.CHISHIN, 0, 0, 1)
    # 赤船 cannot stand in for a black card of a run, but makes a red one
    assert value("赤船 黒無 黒弓 赤筆 赤将 黒馬 黒馬")[0][0] == H.CHISHIN
    # 船 as itself completes 行行
    assert first("黒船 赤車 赤馬 黒無 赤兵 黒虎 赤虎") >= H.GYOGYO


def test_vessel_not_wild_is_only_itself() -> None:
    assert first("黒船 黒筆 黒将 赤無 赤兵 赤虎 黒虎", wild=False) == H.TOMO  # 虎 pair, no 地心
    assert first("黒船 赤車 赤馬 黒無 赤兵 黒虎 赤虎", wild=False) == H.GYOGYO
    assert value("黒船 赤船 黒無 赤兵 黒虎 赤筆 黒将", wild=False)[0] == (H.TOMO, 2, 0, 0)


def test_five_pawns() -> None:
    assert value("黒兵 黒兵 黒兵 黒兵 赤兵 黒無 赤無")[0] == (H.YAMI, 0, 0, 0)


def test_the_cheap_comparison_agrees_with_the_full_value() -> None:
    a, b = cards("黒筆 赤巫 黒将 赤無 黒無 赤虎 黒兵"), cards("赤筆 黒巫 赤将 黒虎 赤虎 黒無 赤兵")
    ra, rb = H.Rank(a), H.Rank(b)
    assert rb > ra and not (rb == ra) and ra < rb
    assert ra.compared_in_full


# --- a season by hand ------------------------------------------------------------------


def arranged(players: int, hands: list[str], board: str, **options: object) -> NamtoState:
    dealer = GAME.setup(players, options, seed=5).dealer
    taken: set[int] = set()
    dealt = [cards(h, taken) for h in hands]
    shared = cards(board, taken)
    order = [dealt[(dealer + i) % players][i // players] for i in range(2 * players)]
    deck = order + shared + [c for c in D.ALL_CARDS if c not in taken]
    state = GAME.setup(players, options, seed=5, decks=[deck])
    assert state.dealer == dealer
    return state


def refused(state: NamtoState, seat: int, action: Action) -> str:
    before = GAME.state_to_json(state)
    with pytest.raises(IllegalAction) as error:
        GAME.apply(state, seat, action)
    assert GAME.state_to_json(state) == before
    return error.value.reason


HANDS3 = ["黒筆 黒将", "赤兵 赤弓", "黒王 赤無"]
BOARD = "黒巫 赤馬 黒虎 赤皇 黒無"


def test_fee_then_every_legal_stake_is_listed() -> None:
    state = arranged(3, HANDS3, BOARD)
    assert state.committed == [1, 1, 1]
    leader = state.turn
    assert leader == state.dealer == state.leader
    legal = GAME.legal_actions(state, leader)
    assert [a.arg for a in legal if a.kind == "stake"] == [0, 1, 2, 3, 4, 5]
    assert Action("fold") in legal
    GAME.apply(state, leader, Action("stake", (), 3))
    nxt = state.turn
    assert [a.arg for a in GAME.legal_actions(state, nxt) if a.kind == "stake"] == [3, 4, 5, 6, 7, 8]
    assert "at least as much as the previous player" in refused(state, nxt, Action("stake", (), 2))
    assert "at most 5" in refused(state, nxt, Action("stake", (), 9))
    assert "only" in refused(state, nxt, Action("stake", (), 500))


def test_community_cards_are_turned_three_one_one() -> None:
    state = arranged(2, HANDS3[:2], BOARD)
    seen = []
    for _ in range(3):
        round_ = state.round
        while state.round == round_:
            GAME.apply(state, state.turn, Action("stake", (), 0))
        seen.append(len(GAME.observation(state, 0)["community"]))
    assert seen == [3, 4, 5]


def test_leader_who_folds_passes_the_role_and_a_folded_seat_is_refused() -> None:
    state = arranged(3, HANDS3, BOARD)
    leader = state.leader
    GAME.apply(state, leader, Action("fold"))
    assert state.leader == (leader + 1) % 3
    assert "folded" in refused(state, leader, Action("stake", (), 0))


def test_last_player_standing_takes_the_pot_without_showing() -> None:
    state = arranged(2, HANDS3[:2], BOARD)
    first_seat = state.turn
    GAME.apply(state, first_seat, Action("stake", (), 5))
    _, events = GAME.apply(state, state.turn, Action("fold"))
    assert not any(e.kind == "show" for e in events)
    assert state.records[-1].points[first_seat] == 1


def test_showdown_reveals_together_and_names_the_hands() -> None:
    state = arranged(2, ["黒筆 黒将", "赤兵 赤弓"], "黒巫 赤馬 黒虎 赤皇 黒無")
    events = []
    while state.season == 1:
        _, new = GAME.apply(state, state.turn, Action("stake", (), 0))
        events += new
    shows = {e.data["seat"]: e.data["name_ja"] for e in events if e.kind == "show"}
    assert set(shows) == {0, 1}
    names = sorted(shows.values())
    assert any(n.startswith("地心") for n in names) and any(n.startswith("馬弓兵") for n in names)
    winner = state.records[-1].winner
    assert shows[winner].startswith("地心")


def test_short_stack_can_only_go_all_in() -> None:
    state = arranged(3, HANDS3, BOARD)
    leader = state.turn
    short = (leader + 1) % 3
    state.stacks[short] = 2
    GAME.apply(state, leader, Action("stake", (), 5))
    assert [a.arg for a in GAME.legal_actions(state, short) if a.kind == "stake"] == [2]
    total = sum(state.stacks) + sum(state.committed)
    GAME.apply(state, short, Action("stake", (), 2))
    while state.season == 1:
        seat = state.turn
        GAME.apply(state, seat, next(a for a in GAME.legal_actions(state, seat) if a.kind == "stake"))
    assert sum(state.stacks) + sum(state.committed) == total
    assert sum(state.records[-1].points) == 0


# --- the rule text's examples ------------------------------------------------------------


def test_rule_text_reading_a_hand() -> None:
    board = "赤馬 黒将 赤筆 黒巫 赤虎"
    taken: set[int] = set()
    shared = cards(board, taken)
    a = H.value_of_cards(cards("黒兵 黒弓", taken) + shared)
    b = H.value_of_cards(cards("黒皇 赤王", taken) + shared)
    assert a[0][0] == H.HIPPEI and b[0][0] == H.KOO and a > b


def test_rule_text_colour_decides_and_next_hand_decides() -> None:
    taken: set[int] = set()
    shared = cards("黒筆 黒巫 赤将 赤虎 赤無", taken)
    a = H.value_of_cards(cards("黒将 黒兵", taken) + shared)
    b = H.value_of_cards(cards("赤馬 赤弓", taken) + shared)
    assert a[0] == (H.CHISHIN, 0, 0, 1) and b[0] == (H.CHISHIN, 0, 0, 0) and a > b
    taken = set()
    shared = cards("黒筆 赤巫 黒将 赤兵 黒車", taken)
    a = H.value_of_cards(cards("黒虎 赤虎", taken) + shared)
    b = H.value_of_cards(cards("黒無 赤無", taken) + shared)
    assert a[0] == b[0] and a[1][:3] == (H.TOMO, 2, 5) and a > b


def test_rule_text_betting_example() -> None:
    state = arranged(3, HANDS3, BOARD)
    甲 = state.leader
    乙, 丙 = (甲 + 1) % 3, (甲 + 2) % 3
    bets = [(甲, "stake", 1), (乙, "stake", 2), (丙, "fold", None), (甲, "stake", 1)]
    apply_all(GAME, state, [(seat, Action(kind, (), amount)) for seat, kind, amount in bets])
    assert state.pot == 7 and state.revealed == 3
    apply_all(GAME, state, [(seat, Action("stake", (), amount)) for seat, amount in [(甲, 0), (乙, 3), (甲, 3)]])
    assert state.pot == 13 and state.revealed == 4
    GAME.apply(state, 甲, Action("fold"))
    points = state.records[-1].points
    assert (points[甲], points[乙], points[丙]) == (-6, 7, -1)
