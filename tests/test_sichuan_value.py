"""四川麻将's judge (ai/mahjong/sichuan_value.py): waits from per-suit tables agree with the engine, a
ready hand's prospects rise with its wait and its fan, and the judge values only positions near
ready and leaves the heuristic's move where it has no opinion."""

from __future__ import annotations

import random

from shikitable.ai import SearchHooks, make_bot
from shikitable.ai.mahjong.sichuan_search import JUDGE_MARGIN, sichuan_hooks
from shikitable.ai.mahjong.sichuan_value import View, danger, hand_prospect, hand_waits, judge, ready_of, view_of
from shikitable.ai.search import SearchBot
from shikitable.games import get_game
from shikitable.games.mahjong.sichuan_rules import wait_mask
from shikitable.games.mahjong.tiles import kinds_from_text
from tests import sichuan_helpers as sh
from tests.sichuan_helpers import suit_counts

OPTIONS = {"cap": "4", "chanta": True, "jiangdui": True}


def view(hand: str, void: int = 2, draws: int = 8, others: tuple[int, ...] = (-1, -1, -1)) -> View:
    mine = suit_counts(hand)
    pool = [4 - c for c in mine]
    for k in range(void * 9, void * 9 + 9):
        pool[k] = 2  # half the void suit already thrown
    return View(mine, (), void, pool, draws, list(others), OPTIONS)


def _complete_hand(rng: random.Random, suits: list[int]) -> list[int]:
    while True:
        found = [0] * 27
        for _ in range(4):
            suit = rng.choice(suits)
            if rng.random() < 0.5:
                found[suit * 9 + rng.randrange(9)] += 3
            else:
                low = suit * 9 + rng.randrange(7)
                for k in (low, low + 1, low + 2):
                    found[k] += 1
        found[rng.choice(suits) * 9 + rng.randrange(9)] += 2
        if max(found) <= 4:
            return found


def test_waits_from_the_suit_tables_agree_with_the_engine_on_ready_and_random_hands() -> None:
    rng = random.Random(3)
    for _ in range(3000):
        suits = rng.sample([0, 1, 2], rng.choice([1, 2]))
        hand = _complete_hand(rng, suits)
        hand[rng.choice([k for k in range(27) if hand[k]])] -= 1
        if rng.random() < 0.3:  # a random hand instead: mostly not ready
            hand = [0] * 27
            for t in rng.sample(range(108), 13):
                hand[t >> 2] += 1
        void = rng.choice([-1, 0, 1, 2])
        mine = hand_waits(hand, 0, void) & ~sum(1 << k for k in range(27) if hand[k] >= 4)
        assert mine == wait_mask(hand, hand, 0, void)


def test_a_hand_holding_its_void_suit_waits_on_nothing() -> None:
    assert hand_waits(suit_counts("123456789m1123m"), 0, 2) != 0
    assert hand_waits(suit_counts("12345678m1123m5s"), 0, 2) == 0


def test_a_one_suit_wait_is_worth_more_than_the_same_wait_in_two_suits() -> None:
    one_suit = suit_counts("123456789m11m23m")  # 清一色, waits 1m 4m
    two_suits = suit_counts("123456789m23m11p")
    seat_view = view("")
    dear = ready_of(seat_view, one_suit, (), hand_waits(one_suit, 0, 2))
    cheap = ready_of(seat_view, two_suits, (), hand_waits(two_suits, 0, 2))
    assert dear is not None and cheap is not None
    assert dear.payoff > 2 * cheap.payoff  # 清一色: 2 fan, four times the points (and the tsumo point)


def test_a_wider_wait_wins_sooner_and_prospects_grow_with_the_draws_left() -> None:
    seat_view = view("")
    wide = suit_counts("123m456m789p23p55p")  # 1p 4p
    narrow = suit_counts("123m456m789p24p55p")  # 3p only
    wide_ready = ready_of(seat_view, wide, (), hand_waits(wide, 0, 2))
    narrow_ready = ready_of(seat_view, narrow, (), hand_waits(narrow, 0, 2))
    assert wide_ready is not None and narrow_ready is not None
    assert wide_ready.chance > narrow_ready.chance
    assert wide_ready.value(2) < wide_ready.value(8)


def test_ready_beats_one_from_ready_beats_far_and_a_seat_voiding_the_wait_deals_in_sooner() -> None:
    seat_view = view("")
    ready = hand_prospect(seat_view, suit_counts("123m456m789p23p11p"), (), 8)
    one_away = hand_prospect(seat_view, suit_counts("123m456m789p2p11p5m"), (), 8)
    far = hand_prospect(seat_view, suit_counts("1m4m7m2p5p8p2m5m8m3p6p9p9m"), (), 8)
    assert ready > one_away > far
    helped = view("", others=(1, -1, -1))  # one seat throws every dot it holds
    hand = suit_counts("123m456m789p23p11p")
    waits = hand_waits(hand, 0, 2)
    sooner, plain = ready_of(helped, hand, (), waits), ready_of(seat_view, hand, (), waits)
    assert sooner is not None and plain is not None and sooner.chance > plain.chance


def _observation(hands: list[str], voids: str = "ssss", wall: str = "", **kwargs: object) -> tuple[dict, list]:
    state = sh.arrange(hands, voids=voids, wall=wall, **kwargs)  # type: ignore[arg-type]
    return sh.GAME.observation(state, 0), sh.GAME.legal_actions(state, 0)


def test_the_judge_values_every_discard_near_ready_and_keeps_the_dearer_wait() -> None:
    # 13 characters and a lone dot: throwing the dot leaves 清一色 waiting on 1m 4m
    observation, legal = _observation(["123456789m11m23m5p", "1122334466778p", "1122334466778s", "99p99s456789m555s"],
                                      voids="ssss")
    values = judge(observation, legal)
    assert values is not None and set(values) == set(legal)
    best = max(values, key=lambda a: values[a])
    assert best.cards[0] >> 2 == kinds_from_text("5p")[0]


def test_the_judge_has_no_opinion_on_the_void_choice_wins_or_far_hands() -> None:
    game = get_game("sichuan")
    state = game.setup(4, {"hands": 1}, 5)
    seat = game.to_act(state)[0]
    assert judge(game.observation(state, seat), game.legal_actions(state, seat)) is None  # 定缺
    observation, legal = _observation(["1m4m7m2p5p8p2m5m8m3p6p9p9m1p", "1122334466778p", "1122334466778s",
                                       "99p99s456789m555s"])
    assert judge(observation, legal) is None


def test_view_counts_every_tile_once() -> None:
    observation, _ = _observation(["123456789m11m23m5p", "1122334466778p", "1122334466778s", "99p99s456789m555s"])
    seen = view_of(observation)
    assert sum(seen.pool) + sum(seen.counts) == 108
    assert seen.void == 2 and seen.melds == ()


def test_a_search_with_the_judge_plays_its_pick_deterministically() -> None:
    game = get_game("sichuan")
    state = game.setup(4, {"hands": 1}, 21)
    bots = [SearchBot(game, 4, seconds=None, iterations=6, prior=make_bot("sichuan", "heuristic", 4),
                      hooks=sichuan_hooks(game, with_judge=True)) for _ in range(2)]
    heuristic = make_bot("sichuan", "heuristic", 4)
    judged = 0
    while game.to_act(state) and judged < 6:
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        observation = game.observation(state, seat)
        if seat == 0 and len(legal) > 1:
            picks = [bot.choose(observation, legal) for bot in bots]
            assert picks[0] == picks[1] and picks[0] in legal
            values = judge(observation, legal)
            if values is not None:
                judged += 1
                assert values[picks[0]] >= max(values.values()) - JUDGE_MARGIN - 1e-9
            action = picks[0]
        else:
            action = heuristic.choose(observation, legal)
        game.apply(state, seat, action)
    assert judged > 0


def test_a_judge_that_returns_nothing_leaves_the_search_as_it_was() -> None:
    game = get_game("sichuan")
    state = game.setup(4, {"hands": 1}, 8)
    seat = game.to_act(state)[0]
    observation, legal = game.observation(state, seat), game.legal_actions(state, seat)
    prior = make_bot("sichuan", "heuristic", 1)
    plain = SearchBot(game, 3, seconds=None, iterations=12, prior=prior, hooks=SearchHooks())
    silent = SearchBot(game, 3, seconds=None, iterations=12, prior=make_bot("sichuan", "heuristic", 1),
                       hooks=SearchHooks(judge=lambda observed, moves: None))
    assert [e.action for e in plain.recommend(observation, legal)] == \
        [e.action for e in silent.recommend(observation, legal)]


def _tiles(text: str, copy: int = 0) -> list[int]:
    return [kind * 4 + copy for kind in kinds_from_text(text)]


def test_a_discard_risks_nothing_against_a_seat_still_throwing_its_void_or_in_its_void_suit() -> None:
    observation, _ = _observation(["123456789m11m23m5p", "1122334466778p", "1122334466778s",
                                   "99p99s456789m555s"], voids="spmm")
    pool = view_of(observation).pool
    observation["rivers"] = [[], _tiles("1p2p", 3), _tiles("1m"), _tiles("1m2m", 3)]
    risk = danger(observation, pool)
    # seat 1 (void p) and seat 2 (void m) still throw their void suits; seat 3 (void m) too
    assert risk == [0.0] * 27
    observation["rivers"][3] = _tiles("1m2m", 3) + _tiles("4p5s6s7s", 3)  # seat 3 cleared: it may be ready
    risk = danger(observation, pool)
    assert all(r == 0.0 for r in risk[:9])  # its void suit is safe
    assert risk[kinds_from_text("5p")[0]] > 0
    assert risk[kinds_from_text("6s")[0]] < risk[kinds_from_text("8s")[0]]  # thrown since it cleared
    later = dict(observation)
    later["rivers"] = [*observation["rivers"][:3], observation["rivers"][3] + _tiles("1s2s", 3)]
    assert danger(later, pool)[kinds_from_text("5p")[0]] > risk[kinds_from_text("5p")[0]]


def test_while_the_void_suit_is_held_only_its_tiles_are_judged() -> None:
    observation, legal = _observation(["123456789m11m23s5p", "1122334466778p", "1122334466778s",
                                       "99p99s456789m555s"])
    values = judge(observation, legal)
    assert values is not None and values
    assert all((a.cards[0] >> 2) // 9 == 2 for a in values)
