"""リーチ麻雀's `strong` (ai/mahjong/riichi_strong_search.py): the worlds it plays out give a
riichi a ready hand it could hold (ai/mahjong/riichi_worlds.py), it searches only where `normal`
judged, keeps `normal`'s move unless the playouts are confident, and overrules `normal` where
playing the hand out shows what one view cannot: a riichi that can wait on nothing else."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from shikitable.ai import make_bot
from shikitable.ai.mahjong import riichi_worlds
from shikitable.ai.mahjong.riichi_plans import PushFoldJudge, dangers
from shikitable.ai.mahjong.riichi_strong_search import NormalAnchor
from shikitable.ai.mahjong.riichi_worlds import barred_waits, deal_ready_threats, ready_kinds, threat_seats
from shikitable.ai.search import SearchBot
from shikitable.games import get_game
from shikitable.games.mahjong.riichi.shapes import waits
from shikitable.games.mahjong.riichi.state import DEAD_WALL, RiichiState
from tests import riichi_helpers as rh

GAME = get_game("riichi")
RED = 33  # 中 (7z)


def _riichi_table(hand: str, drawn: str, river: str, seed: int = 3, honba: int = 0) -> tuple[RiichiState, int, int]:
    """The dealer (on turn) holds `hand` and drew `drawn`, with too few points to declare riichi;
    the next seat discarded `river` (from the top of the wall) and is in riichi."""
    state = rh.new_state(seed, tobi=False)  # its few points must not end the match in a playout
    dealer = state.dealer
    rh.give(state, dealer, hand, drawn)
    threat = (dealer + 1) % 4
    rh.declare_riichi(state, threat, river)
    state.scores[dealer] = 500  # no riichi for the dealer: its ready hand discards silently
    state.honba = honba
    state.legal_cache = None
    return state, dealer, threat


def _hidden(state: RiichiState, me: int) -> Counter[int]:
    """The tiles `me` cannot see: the other concealed hands and the wall's unseen slots."""
    known = set(range(state.replacements)) | set(range(DEAD_WALL, state.front))
    known.update(4 + 2 * i for i in range(state.indicators))
    tiles = [t for seat, p in enumerate(state.hands) if seat != me for t in p.hand]
    tiles += [state.wall[i] for i in range(len(state.wall)) if i not in known]
    return Counter(tiles)


def test_a_riichi_in_a_dealt_world_is_ready_and_waits_on_nothing_it_passed() -> None:
    state, me, threat = _riichi_table("123m456p789s11z23m", "7z", "9m1p5s2z8p")
    observation = GAME.observation(state, me)
    for seed in range(30):
        world = GAME.determinize(observation, me, random.Random(seed))
        before = _hidden(world, me)
        deal_ready_threats(world, me, random.Random(seed))
        assert threat_seats(world, me) == [threat]
        player = world.hands[threat]
        assert len(player.hand) == 13 and player.waits, "the riichi is dealt a ready hand"
        assert not player.waits & {tile >> 2 for tile in player.discards}, "never furiten on its own river"
        assert _hidden(world, me) == before, "the same unseen tiles, dealt again"
        assert sorted(world.hands[me].hand) == sorted(state.hands[me].hand)


def test_a_ready_hand_is_found_around_the_one_wait_a_river_allows() -> None:
    pool = [3] * 34
    barred = set(range(34)) - {RED}
    for seed in range(20):
        kinds = ready_kinds(pool, 13, [0] * 34, barred, random.Random(seed))
        assert kinds is not None
        counts = [0] * 34
        for kind in kinds:
            counts[kind] += 1
        assert waits(counts, [0] * 34) == {RED}
        assert all(counts[k] <= pool[k] for k in range(34))
    assert ready_kinds(pool, 13, [0] * 34, set(range(34)), random.Random(0)) is None


def test_barred_waits_count_the_tiles_passed_since_the_riichi() -> None:
    state, me, threat = _riichi_table("123m456p789s11z23m", "7z", "9m1p5s2z8p")
    state.hands[me].discards = [rh.parse("6z")[0]]
    state.hands[me].called_away = [False]
    state.hands[me].rebuild()
    barred = barred_waits(state, threat)
    assert {8, 9, 22, 28, 16} <= barred  # its river: 9m 1p 5s 2z 8p
    assert 32 in barred  # 6z, discarded by another seat after the riichi


def _strong(seed: int = 1, iterations: int = 120) -> SearchBot:
    bot = make_bot("riichi", "strong", seed, iterations)
    assert isinstance(bot, SearchBot) and isinstance(bot.prior, NormalAnchor)
    return bot


def test_strong_plays_normal_s_move_at_once_where_normal_does_not_judge() -> None:
    state = rh.new_state(5)  # the first turn: no threat at the table
    seat = GAME.to_act(state)[0]
    observation, legal = GAME.observation(state, seat), GAME.legal_actions(state, seat)
    strong = _strong()
    normal = make_bot("riichi", "normal", 1)
    assert strong.choose(observation, legal) == normal.choose(observation, legal)
    assert strong.last_iterations == 0, "no world dealt, no playout"


def test_strong_overrules_normal_where_the_riichi_can_wait_on_one_tile_only() -> None:
    # the riichi's river (and so its furiten) rules out every kind but 中: whatever it holds, it
    # waits on 中. The dealer is ready with a lone 中 drawn; one view of the table (normal) sees a
    # honour with one copy in sight, fairly safe, and keeps the hand ready by throwing it
    river = "123456789m123456789p123456789s123456z"
    # (four counters on the table: a deal-in pays 1,200 more, so the push costs what it does
    # in a dearer hand)
    state, dealer, _ = _riichi_table("123m456p789s11z23m", "7z", river, honba=4)
    observation, legal = GAME.observation(state, dealer), GAME.legal_actions(state, dealer)
    normal = make_bot("riichi", "normal", 1)
    assert "riichi" not in {a.kind for a in legal}
    red_drop = normal.choose(observation, legal)
    assert red_drop.kind == "discard" and red_drop.cards[0] >> 2 == RED
    strong = _strong()
    pick = strong.choose(observation, legal)
    assert strong.last_iterations > 0
    assert pick != red_drop and pick.cards[0] >> 2 != RED, "played out, the 中 deals in every time"
    estimates = strong.recommend(observation, legal)
    mine = next(e for e in estimates if e.action == red_drop)
    assert estimates[0].expected_points > mine.expected_points + 1000


def test_with_the_riichi_dealt_at_random_the_same_search_keeps_the_ready_hand(monkeypatch: pytest.MonkeyPatch) -> None:
    # what the ready worlds add: a riichi holding random tiles seldom waits on anything, and the
    # playouts then find the 中 as safe as normal thinks it is
    monkeypatch.setattr(riichi_worlds, "deal_ready_threats", lambda state, me, rng: None)
    river = "123456789m123456789p123456789s123456z"
    state, dealer, _ = _riichi_table("123m456p789s11z23m", "7z", river, honba=4)
    observation, legal = GAME.observation(state, dealer), GAME.legal_actions(state, dealer)
    pick = _strong().choose(observation, legal)
    assert pick.kind == "discard" and pick.cards[0] >> 2 == RED


def test_strong_keeps_normal_s_move_when_the_playouts_are_too_few_to_be_sure() -> None:
    # the same position, but two rounds of playouts: no standard error to clear the test with
    river = "123456789m123456789p123456789s123456z"
    state, dealer, _ = _riichi_table("123m456p789s11z23m", "7z", river, honba=4)
    observation, legal = GAME.observation(state, dealer), GAME.legal_actions(state, dealer)
    strong = _strong(iterations=8)
    pick = strong.choose(observation, legal)
    assert 0 < strong.last_iterations <= 8
    assert pick == make_bot("riichi", "normal", 1).choose(observation, legal)



def _plans_position() -> tuple[RiichiState, int]:
    # far from ready (three tiles off) and holding no tile the riichi discarded: normal's judge
    # pushes the 5m its shape wants least; the riichi (its river 236m 77s 4567z) is ready in
    # every world the plans deal, so playing on into it costs what folding from now on does not
    state, dealer, _ = _riichi_table("458m2223779p112s", "9s", "236m77s4567z")
    return state, dealer


def test_strong_folds_as_a_plan_where_normal_pushes_far_from_ready() -> None:
    state, dealer = _plans_position()
    observation, legal = GAME.observation(state, dealer), GAME.legal_actions(state, dealer)
    push = make_bot("riichi", "normal", 1).choose(observation, legal)
    assert push.kind == "discard" and push.cards[0] >> 2 == 4, "normal pushes the 5m"
    strong = _strong(iterations=400)
    pick = strong.choose(observation, legal)
    judge = strong.judge
    assert isinstance(judge, PushFoldJudge) and judge.last_gain is not None
    gain, error, worlds = judge.last_gain
    assert worlds == 200 and gain > 2 * error, "FOLD beats PUSH in the same worlds"
    assert pick.kind == "discard" and pick != push
    # FOLD's first tile: the one fewest dealt worlds' riichi waits on (the tiers break ties)
    danger = judge.world_danger(observation, dealer, dangers(state, dealer))
    assert danger[pick.cards[0] >> 2] == min(danger[a.cards[0] >> 2] for a in legal if a.kind == "discard")
    assert danger[pick.cards[0] >> 2] < danger[push.cards[0] >> 2]


def test_the_plans_keep_normal_s_push_with_the_riichi_dealt_at_random(monkeypatch: pytest.MonkeyPatch) -> None:
    # a riichi holding random tiles seldom waits on anything: pushing on costs little there
    monkeypatch.setattr(riichi_worlds, "deal_ready_threats", lambda state, me, rng: None)
    state, dealer = _plans_position()
    observation, legal = GAME.observation(state, dealer), GAME.legal_actions(state, dealer)
    strong = _strong(iterations=400)
    assert strong.choose(observation, legal) == make_bot("riichi", "normal", 1).choose(observation, legal)
    assert isinstance(strong.judge, PushFoldJudge) and strong.judge.last_gain is not None


def test_the_plans_leave_normal_s_tile_where_it_is_as_safe_as_folding() -> None:
    # the riichi discarded 8m: normal's fold with it is FOLD's first tile, nothing to compare
    state, dealer, _ = _riichi_table("1358m2469p1478s1z", "5p", "123789m123789s1234z")
    observation, legal = GAME.observation(state, dealer), GAME.legal_actions(state, dealer)
    strong = _strong(iterations=400)
    pick = strong.choose(observation, legal)
    assert pick == make_bot("riichi", "normal", 1).choose(observation, legal)
    assert isinstance(strong.judge, PushFoldJudge) and strong.judge.last_gain is None
    assert strong.last_iterations == 0
