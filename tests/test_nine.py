"""小猫: its strength order (船 beats only 皇, 皇 above 王), 無 standing in for its colour, beating
by colour and strength or by count, taking part (付) or drawing three, the round's end, scoring
by the largest hand left, the dealer's +1, every option, refusals with reasons; then properties
of random play and a brute-force check of the legal lists."""

from __future__ import annotations

import itertools
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from shikitable.ai import make_bot
from shikitable.ai.base import Bot
from shikitable.assets import asset_path
from shikitable.core import Action
from shikitable.core.events import Event
from shikitable.games import get_game
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik.kitten import BLACK_BIT, RED_BIT, Combo, beats, classify, stronger, type_counts
from shikitable.games.nincetkaik.nine import BEAT, CHOOSE, DRAW, JOIN, LEAD, PLAY, Nine, NineState, deal_size
from tests.contract.probes import PROBES
from tests.nincetkaik_helpers import begin_arranged_season, cards, deal_by_name, held
from tests.playouts import (
    RandomPlay,
    assert_listed_pass_and_wrong_ones_refused,
    assert_refused,
    assert_replay_matches,
    assert_worlds_agree,
    points_over_matches,
)

GAME = Nine()
PROBE = PROBES["nine"]  # where its cards lie, and which a seat may see
SETTINGS = settings(max_examples=30, deadline=None, derandomize=True)


def arrange(hands: list[str], lead: int = 0, stock: int = 12, options: dict[str, Any] | None = None) -> NineState:
    """A table with these hands; `stock` further cards in the stock, the rest of the deck set
    into the leader's score pile (out of play) so that every card is somewhere."""
    n = len(hands)
    state, taken = deal_by_name(GAME, hands, options)
    rest = [c for c in D.ALL_CARDS if c not in taken]
    state.stock = rest[:stock]
    state.piles = [[] for _ in range(n)]
    state.piles[(lead + 1) % n] = rest[stock:]
    state.tsuke = [[] for _ in range(n)]
    state.pile, state.top, state.stayed_out, state.finished = [], None, [], []
    state.scored = [0] * n
    state.phase, state.lead, state.turn = LEAD, lead, lead
    return begin_arranged_season(state)


def play(state: NineState, seat: int, text: str) -> None:
    GAME.apply(state, seat, Action.make(PLAY, held(state, seat, text)))


def join(state: NineState, seat: int, text: str, beat: str) -> None:
    GAME.apply(state, seat, Action.make(JOIN, held(state, seat, text)))
    play(state, seat, beat)


def draw(state: NineState, seat: int) -> None:
    GAME.apply(state, seat, Action(DRAW))


def refused(state: NineState, seat: int, action: Action) -> str:
    return assert_refused(GAME, state, seat, action)


def combo(text: str) -> Combo:
    found = classify(type_counts(cards(text)))
    assert found is not None
    return found


# --- strength and combinations -------------------------------------------------------------


def test_strength_order_船_beats_only_皇_and_皇_is_above_王() -> None:
    assert stronger(D.TAM, D.KING) and not stronger(D.KING, D.TAM)
    assert stronger(D.VESSEL, D.TAM)
    assert not stronger(D.VESSEL, D.KING) and not stronger(D.VESSEL, D.PAWN)
    assert not stronger(D.TAM, D.VESSEL)  # the 船 that beat 皇 is not beaten back by it
    assert stronger(D.PAWN, D.VESSEL) and stronger(D.NOUGHT, D.VESSEL)
    assert stronger(D.GENERAL, D.SHAMAN)


def test_無_stands_in_for_its_own_colour_only_inside_a_set() -> None:
    assert combo("黒兵 黒無") == Combo(D.PAWN, 2, BLACK_BIT)
    assert combo("黒兵 赤無") == Combo(D.PAWN, 2, BLACK_BIT | RED_BIT)  # a red 兵
    assert combo("黒無") == Combo(D.NOUGHT, 1, BLACK_BIT)  # alone it is itself
    assert combo("黒無 赤無") == Combo(D.NOUGHT, 2, BLACK_BIT | RED_BIT)
    assert classify(type_counts(cards("黒兵 黒弓"))) is None


def test_beating_needs_a_shared_colour_and_more_strength_or_the_same_strength_and_more_cards() -> None:
    black_pawn = combo("黒兵")
    assert beats(combo("黒弓"), black_pawn)
    assert not beats(combo("赤弓"), black_pawn)  # no black in it
    assert beats(combo("赤弓 黒無"), black_pawn)  # the black 無 (as a black 弓) brings black
    assert beats(combo("赤兵 赤兵"), black_pawn)  # same strength, more cards: any colour
    assert not beats(combo("赤兵"), black_pawn)
    assert beats(combo("黒弓 赤弓"), black_pawn)  # any count by default
    assert not beats(combo("黒弓 赤弓"), black_pawn, same_count=True)
    assert beats(combo("黒船"), combo("黒皇"))
    assert not beats(combo("赤船"), combo("黒皇"))  # 船 still needs the colour


# --- a round ------------------------------------------------------------------------------------


def test_a_round_take_part_with_付_or_draw_three_and_the_last_one_takes_the_table() -> None:
    state = arrange(["黒兵 黒車 赤馬 黒巫", "黒弓 赤無 黒筆 赤虎", "赤兵 赤弓 赤車"])
    play(state, 0, "黒兵")
    assert state.phase == CHOOSE and state.turn == 1
    join(state, 1, "赤無", "黒弓")  # 付 赤無, then a black 弓 over the black 兵
    assert state.tsuke[1] == cards("赤無") and state.turn == 2
    assert {a.kind for a in GAME.legal_actions(state, 2)} == {DRAW}  # no black card: only draw
    draw(state, 2)
    assert len(state.hands[2]) == 6 and len(state.stock) == 9
    # the lead chooses too when the turn comes round
    assert state.turn == 0 and state.phase == CHOOSE
    join(state, 0, "赤馬", "黒車")
    draw(state, 1)  # seat 1 stays out; seat 2 is out already: seat 0 is the last one in
    assert state.phase == LEAD and state.lead == 0
    table = cards("黒兵 赤無 黒弓 赤馬 黒車")
    assert set(table) <= set(state.hands[0])
    assert state.tsuke == [[], [], []] and state.pile == []


def test_a_player_who_stayed_out_is_skipped_for_the_rest_of_the_round() -> None:
    state = arrange(["黒兵 黒車 黒巫", "黒弓 赤無 黒筆", "黒虎 赤兵 黒馬"])
    play(state, 0, "黒兵")
    draw(state, 1)
    join(state, 2, "赤兵", "黒虎")
    assert state.turn == 0
    join(state, 0, "黒車", "黒巫")
    assert state.turn == 2  # seat 1 stayed out: skipped


def test_come_back_option_lets_a_player_who_stayed_out_take_part_later() -> None:
    state = arrange(["黒兵 黒車 黒巫", "黒弓 赤無 黒筆 黒将", "黒虎 赤兵 黒馬"], options={"come_back": True})
    play(state, 0, "黒兵")
    draw(state, 1)
    join(state, 2, "赤兵", "黒虎")
    join(state, 0, "黒車", "黒巫")
    assert state.turn == 1  # back in after a new beat
    assert JOIN in {a.kind for a in GAME.legal_actions(state, 1)}


def test_lead_later_option_beats_without_付() -> None:
    state = arrange(["黒兵 黒巫 黒車", "黒弓 赤無 黒筆"], options={"lead_later": "no_tsuke"})
    play(state, 0, "黒兵")
    join(state, 1, "赤無", "黒弓")
    assert JOIN not in {a.kind for a in GAME.legal_actions(state, 0)}
    play(state, 0, "黒巫")
    assert state.tsuke[0] == []


def test_take_part_only_if_a_beat_remains_after_the_付() -> None:
    state = arrange(["黒筆 黒兵", "黒将 黒弓", "赤兵 赤弓"])
    play(state, 0, "黒筆")
    reason = refused(state, 1, Action.make(JOIN, held(state, 1, "黒将")))
    assert "could not beat" in reason
    GAME.apply(state, 1, Action.make(JOIN, held(state, 1, "黒弓")))
    assert state.phase == BEAT
    assert "single card" in refused(state, 1, Action.make(PLAY, ()))
    play(state, 1, "黒将")


def test_illegal_plays_are_refused_with_reasons() -> None:
    state = arrange(["黒兵 黒弓 黒無 黒無", "赤弓 赤筆 黒車"])
    assert "single card or a set" in refused(state, 0, Action.make(PLAY, held(state, 0, "黒兵 黒弓")))
    assert "do not hold" in refused(state, 0, Action.make(PLAY, held(state, 1, "赤弓")))
    play(state, 0, "黒兵")
    assert "First choose" in refused(state, 1, Action.make(PLAY, held(state, 1, "黒車")))
    GAME.apply(state, 1, Action.make(JOIN, held(state, 1, "赤筆")))
    assert "colour" in refused(state, 1, Action.make(PLAY, held(state, 1, "赤弓")))
    assert "not your turn" in refused(state, 0, Action(DRAW))


def test_無_wild_rule_and_its_option() -> None:
    state = arrange(["黒兵 黒兵 黒無 黒車", "赤弓"], options={"nought_wild": "lacking"})
    reason = refused(state, 0, Action.make(PLAY, held(state, 0, "黒兵 黒無")))
    assert "Put your own black Pawn 1 in" in reason
    play(state, 0, "黒兵 黒兵 黒無")  # both 兵 in: the 無 may make a third
    state = arrange(["黒兵 黒兵 黒無 黒車", "赤弓"])  # the default: the seed's unconditional wild
    play(state, 0, "黒兵 黒無")


def test_emptying_the_hand_scores_the_largest_hand_left_and_sits_out() -> None:
    state = arrange(["黒兵 黒兵", "黒弓 赤無 黒筆 赤虎 赤将", "赤兵 赤弓 赤車"])
    play(state, 0, "黒兵 黒兵")
    assert state.scored[0] == 5 and state.finished == [0]
    assert state.turn == 1 and 0 not in GAME.to_act(state)


def test_with_the_option_the_season_ends_with_the_round_the_stock_ran_out_in() -> None:
    options = {"season_ends": "round_end"}
    state = arrange(["黒兵 黒兵", "黒弓 赤無 黒筆 赤虎", "黒弓 黒車 赤虎", "赤兵 赤弓"], stock=3, options=options)
    state.dealer = 0
    play(state, 0, "黒兵 黒兵")  # seat 0 goes out with 4 points (the largest hand left)
    draw(state, 1)  # the stock is empty now, but the round goes on
    assert not state.records
    join(state, 2, "赤虎", "黒弓")
    draw(state, 3)  # only seat 2 is left in the round: it ends, and with it the season
    record = state.records[-1]
    assert record.winner == 0
    assert record.points == [5, 0, 0, 0]  # 4 for going out, +1 as the dealer


def test_the_season_ends_the_moment_the_stock_runs_out_and_the_points_so_far_decide() -> None:
    state = arrange(["黒兵 黒兵", "黒弓 赤無 黒筆 赤虎", "黒弓 黒車 赤虎", "赤兵 赤弓"], stock=3)
    state.dealer = 0
    play(state, 0, "黒兵 黒兵")  # seat 0 goes out with 4 points (the largest hand left)
    draw(state, 1)  # the last three cards: the season is over, the round is not played out
    record = state.records[-1]
    assert record.winner == 0 and record.points == [5, 0, 0, 0]  # +1 as the dealer


def test_season_ends_at_once_and_the_bonus_can_go_to_the_lead() -> None:
    options = {"dealer_bonus_to": "lead"}
    state = arrange(["黒兵 黒兵", "黒弓 赤無 黒筆 赤虎", "赤兵 赤弓 赤車"], stock=3, lead=0, options=options)
    state.dealer = 2
    play(state, 0, "黒兵 黒兵")
    draw(state, 1)
    record = state.records[-1]
    assert record.points == [5, 0, 0]  # seat 0 leads: the +1 goes to the lead


# --- the seed's defaults on a stacked deck -----------------------------------------------------


def stacked(players: int, hands: list[str], drawn: str = "", options: dict[str, Any] | None = None) -> NineState:
    """A match whose first season deals these hands, the dealer's first and then round the
    table (each filled up to the deal size with the lowest cards left), and whose stock gives
    `drawn` first, in that order."""
    dealer = GAME.setup(players, options, seed=2).dealer
    size = deal_size(players, GAME.setup(players, options, seed=2).options)
    taken: set[int] = set()
    dealt = [cards(h, taken) for h in hands]
    draws = cards(drawn, taken)
    rest = [c for c in D.ALL_CARDS if c not in taken]
    for hand in dealt:
        while len(hand) < size:
            hand.append(rest.pop(0))
    order = [dealt[i % players][i // players] for i in range(size * players)]  # dealt from the dealer
    state = GAME.setup(players, options, seed=2, decks=[order + rest + draws[::-1]])  # drawn from the end
    assert state.dealer == dealer
    assert [sorted(state.hands[(dealer + k) % players]) for k in range(players)] == [sorted(h) for h in dealt]
    return state


def test_stacked_deck_the_deal_is_twelve_where_a_stock_is_left_else_eleven() -> None:
    for players, each in ((2, 12), (3, 12), (4, 11)):
        state = stacked(players, [""] * players)
        assert [len(h) for h in state.hands] == [each] * players
        assert len(state.stock) == 48 - each * players > 0
    assert [len(h) for h in stacked(4, [""] * 4, options={"four_player_hand": 9}).hands] == [9] * 4
    three = GAME.setup_note(3, {}, "en")
    four = GAME.setup_note(4, {}, "en")
    assert "12 cards each, as the seed says" in three
    assert "11 cards each, 4 left as the stock" in four and "no stock" in four
    assert "積4枚" in GAME.setup_note(4, {}, "ja") and "原文" in GAME.setup_note(4, {}, "ja")
    assert "9 cards each, 12 left" in GAME.setup_note(4, {"four_player_hand": 9}, "en")


def test_stacked_deck_the_season_ends_at_the_draw_that_empties_the_stock() -> None:
    state = stacked(4, ["黒兵", "", "", ""], drawn="赤兵 赤弓 赤車 赤虎")
    lead = state.dealer
    play(state, lead, "黒兵")
    draw(state, (lead + 1) % 4)  # three of the four stock cards
    assert len(state.stock) == 1 and state.season == 1
    draw(state, (lead + 2) % 4)  # the last card: the round in progress is not played out
    record = state.records[0]
    assert record.winner is None and record.points == [0, 0, 0, 0]  # nobody went out: no winner
    assert state.season == 2 and state.dealer == lead and [len(h) for h in state.hands] == [11] * 4

    later = stacked(4, ["黒兵", "", "", ""], drawn="赤兵 赤弓 赤車 赤虎", options={"season_ends": "round_end"})
    play(later, lead, "黒兵")
    draw(later, (lead + 1) % 4)
    draw(later, (lead + 2) % 4)
    assert not later.records and later.turn == (lead + 3) % 4  # the option plays the round out


def test_stacked_deck_無_stands_in_while_the_same_card_is_still_held() -> None:
    hands = ["赤弓 赤弓 赤無 黒筆", "", ""]
    state = stacked(3, hands)
    lead = state.dealer
    pair = Action.make(PLAY, held(state, lead, "赤弓 赤無"))
    assert pair in GAME.legal_actions(state, lead)
    GAME.apply(state, lead, pair)  # a pair of 弓 although the second 赤弓 is still in the hand
    assert state.top is not None and state.top["size"] == 2 and state.top["rank"] == D.KIND[cards("赤弓")[0]]

    strict = stacked(3, hands, options={"nought_wild": "lacking"})
    pair = Action.make(PLAY, held(strict, lead, "赤弓 赤無"))
    assert pair not in GAME.legal_actions(strict, lead)
    assert "Put your own red" in refused(strict, lead, pair)


def test_the_rule_texts_give_the_seed_words_as_the_defaults() -> None:
    english, japanese = (asset_path("rules", f"nine.{lang}.md").read_text(encoding="utf-8") for lang in ("en", "ja"))
    for text in (english, japanese):
        assert "「山札がなくなった時点で季節が終わり」" in text and "「無は同色札の代わりとなる」" in text
        assert "「2~4人:12枚」" in text
    assert "the moment the stock runs out (**default**, the seed's words)" in english
    assert "11 each, the most that leaves one (**default**" in english
    assert "積が尽きた時点（**既定**、原文どおり）" in japanese and "各11枚（**既定**" in japanese


# --- properties --------------------------------------------------------------------------------


RANDOM = RandomPlay(GAME, keep=("deal_passes",), limit=50_000)


@SETTINGS
@given(seed=st.integers(0, 2**31), players=st.integers(2, 4))
def test_random_play_ends_conserves_cards_and_scores_add_up(seed: int, players: int) -> None:
    def check(state: NineState, _events: list[Event]) -> None:
        assert sorted(PROBE.cards_in(state)) == list(D.ALL_CARDS)
        assert all(points >= 0 for points in state.season_points)

    state, _ = RANDOM.match(players, seed, check)
    result = GAME.result(state)
    assert result is not None
    assert [sum(r.points[s] for r in result.seasons) for s in range(players)] == result.points
    for record in result.seasons:
        if record.winner is not None:
            assert record.points[record.winner] == max(record.points)


@SETTINGS
@given(seed=st.integers(0, 2**31), players=st.integers(2, 4))
def test_observation_never_shows_hidden_cards(seed: int, players: int) -> None:
    def check(state: NineState, _events: list[Event]) -> None:
        for seat in [*range(state.players), None]:
            assert not PROBE.seen(GAME.observation(state, seat)) & PROBE.hidden_from(state, seat)

    RANDOM.match(players, seed, check)


@SETTINGS
@given(seed=st.integers(0, 2**31), players=st.integers(2, 4), steps=st.integers(0, 80), junk=st.integers(0, 47))
def test_illegal_actions_change_nothing_and_listed_ones_pass_the_check(
    seed: int, players: int, steps: int, junk: int
) -> None:
    state = RANDOM.position(players, seed, steps)
    assert_listed_pass_and_wrong_ones_refused(GAME, state, Action(PLAY, (junk,)), _same_types_listed)


def _same_types_listed(action: Action, legal: list[Action]) -> bool:
    return any(a.kind == action.kind and type_counts(a.cards) == type_counts(action.cards) for a in legal)


@SETTINGS
@given(seed=st.integers(0, 2**31), players=st.integers(2, 4))
def test_replaying_the_log_gives_the_same_state(seed: int, players: int) -> None:
    state, log = RANDOM.match(players, seed)
    assert_replay_matches(GAME, players, seed, state, log)


@SETTINGS
@given(seed=st.integers(0, 2**31), players=st.integers(2, 4), steps=st.integers(0, 60))
def test_determinize_keeps_what_the_seat_knows(seed: int, players: int, steps: int) -> None:
    state = RANDOM.position(players, seed, steps)
    assert_worlds_agree(GAME, state, seed, PROBE.cards_in, list(D.ALL_CARDS))


@settings(max_examples=60, deadline=None, derandomize=True)
@given(
    hand=st.lists(st.integers(0, 47), min_size=1, max_size=8, unique=True),
    top=st.integers(-1, 47),
    free=st.booleans(),
    same=st.booleans(),
)
def test_the_legal_lists_match_brute_force(hand: list[int], top: int, free: bool, same: bool) -> None:
    """Every subset of the hand the rules allow to be played, against the listed plays and 付s."""
    options = {"nought_wild": "free" if free else "lacking", "beat_count": "same" if same else "any"}
    state = arrange(["", ""], options=options)
    if top in hand:
        top = -1
    others = [c for c in D.ALL_CARDS if c not in hand and c != top]
    state.hands = [sorted(hand), others[:4]]
    state.stock = others[4:10]
    state.piles = [others[10:], []]
    if top >= 0:
        state.pile = [{"seat": 1, "cards": [top]}]
        state.top = {"seat": 1, "rank": D.KIND[top], "size": 1, "colours": 1 << D.COLOUR[top], "cards": [top]}
        state.phase, state.lead = CHOOSE, 1

    def allowed(group: tuple[int, ...], rest: list[int]) -> bool:
        return GAME._wild_refusal(state, rest, group, classify(type_counts(group)).rank) is None  # type: ignore[union-attr]

    def plays_from(cards_in_hand: list[int]) -> set[tuple[int, ...]]:
        found = set()
        for size in range(1, len(cards_in_hand) + 1):
            for group in itertools.combinations(cards_in_hand, size):
                shape = classify(type_counts(group))
                if shape is None or not allowed(group, cards_in_hand):
                    continue
                if state.top is None or beats(shape, Combo(D.KIND[top], 1, 1 << D.COLOUR[top]), same):
                    found.add(type_counts(group))
        return found

    legal = GAME.legal_actions(state, 0)
    if state.top is None:
        listed = [type_counts(a.cards) for a in legal]
        assert len(listed) == len(set(listed)) and set(listed) == plays_from(hand)
        return
    tsuke = {D.TYPE[a.cards[0]] for a in legal if a.kind == JOIN}
    expected = {D.TYPE[c] for c in hand if plays_from([x for x in hand if x != c])}
    assert tsuke == expected


def test_heuristic_bot_outscores_random_play() -> None:
    def bots_for(match: int) -> list[Bot]:
        return [make_bot("nine", "heuristic", match), *(make_bot("nine", "random", s) for s in (1, 2))]

    totals = points_over_matches(GAME, bots_for, 20)
    assert totals[0] > max(totals[1:])


def test_registered() -> None:
    assert get_game("nine").name_ja == "小猫"
