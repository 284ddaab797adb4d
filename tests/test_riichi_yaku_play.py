"""リーチ麻雀's `strong` on its quiet turns (ai/mahjong/riichi_yaku_play.py): an open hand
discards toward a ready hand that can win (a yaku in reach), a riichi is declared on a wait the
seat did not throw itself, and under a riichi the quiet play steps aside for `normal`'s move."""

from __future__ import annotations

import random

from shikitable.ai import make_bot
from shikitable.ai.mahjong.riichi_bot import RiichiBot
from shikitable.ai.mahjong.riichi_strong_search import NormalAnchor
from shikitable.ai.mahjong.riichi_yaku_play import YakuMindedBot
from shikitable.ai.search import SearchBot
from shikitable.core.actions import Action
from shikitable.games.mahjong.riichi.state import RiichiState
from tests import riichi_helpers as rh

GAME = rh.GAME


def _kind(text: str) -> int:
    return rh.parse(text)[0] >> 2


def _after_a_pon_of_7s() -> tuple[RiichiState, int]:
    """A seat holding 33m 5m 33p 567p 123s 77s has just called pon on the dealer's 7s: a 7s set
    is no yaku, so the hand's only way to win is all simples, and the 1s must go."""
    state = rh.new_state(5)
    dealer = state.dealer
    me = (dealer + 2) % 4
    rh.give(state, me, "33m5m33p567p123s77s")
    rh.give(state, dealer, "19m19p19s1234567z", "7s")
    rh.act(state, dealer, "discard", (state.hands[dealer].drawn or 0,))
    pon = next(a for a in GAME.legal_actions(state, me) if a.kind == "pon")
    GAME.apply(state, me, pon)
    while GAME.to_act(state)[0] != me:
        GAME.apply(state, GAME.to_act(state)[0], Action("pass"))
    return state, me


def test_an_open_hand_toward_all_simples_lets_its_terminal_go() -> None:
    state, me = _after_a_pon_of_7s()
    observation, legal = GAME.observation(state, me), GAME.legal_actions(state, me)
    theirs = RiichiBot(0).choose(observation, legal)
    ours = YakuMindedBot(0).choose(observation, legal)
    assert theirs.kind == ours.kind == "discard"
    assert theirs.cards[0] >> 2 != _kind("1s"), "the heuristic keeps the 1-2-3 that spoils all simples"
    assert ours.cards[0] >> 2 == _kind("1s")


def test_a_riichi_is_declared_on_the_wait_it_did_not_throw() -> None:
    state = rh.new_state(3)
    dealer = state.dealer
    rh.give(state, dealer, "234m567m11p789s4p6p", "8p")
    rh.give_river(state, dealer, "7p")  # its own 7p: a riichi waiting on 7p is furiten
    rh.give_river(state, (dealer + 2) % 4, "55p")  # two 5p gone: the 5p wait has fewer tiles
    observation, legal = GAME.observation(state, dealer), GAME.legal_actions(state, dealer)
    declared = {a.cards[0] >> 2 for a in legal if a.kind == "riichi"}
    assert declared == {_kind("4p"), _kind("8p")}
    theirs = RiichiBot(0).choose(observation, legal)
    ours = YakuMindedBot(0).choose(observation, legal)
    assert theirs.kind == ours.kind == "riichi"
    assert theirs.cards[0] >> 2 == _kind("4p"), "the most tiles, on a wait in its own river"
    assert ours.cards[0] >> 2 == _kind("8p"), "fewer tiles, but it can win on any of them"


def test_strong_plays_the_quiet_move_but_under_a_riichi_normals() -> None:
    state, me = _after_a_pon_of_7s()
    strong = make_bot("riichi", "strong", 1)
    assert isinstance(strong, SearchBot) and isinstance(strong.prior, NormalAnchor)
    observation, legal = GAME.observation(state, me), GAME.legal_actions(state, me)
    assert strong.prior.choose(observation, legal).cards[0] >> 2 == _kind("1s")

    threatened, seat = _after_a_pon_of_7s()
    rh.declare_riichi(threatened, (seat + 1) % 4, "9m1p2z")
    threatened.legal_cache = None
    observation, legal = GAME.observation(threatened, seat), GAME.legal_actions(threatened, seat)
    normal = make_bot("riichi", "normal", 1)
    anchor = NormalAnchor("riichi", 1, YakuMindedBot(1))
    assert anchor.choose(observation, legal) == normal.choose(observation, legal)


def test_whole_hands_of_the_quiet_play_are_legal_and_end() -> None:
    for seed in range(12):
        state = GAME.setup(4, None, seed)
        bots = [YakuMindedBot(seed * 4 + seat) for seat in range(4)]
        first = GAME.deal_number(state)
        rng = random.Random(seed)
        for _ in range(400):
            waiting = GAME.to_act(state)
            if not waiting or GAME.deal_number(state) != first:
                break
            seat = waiting[0]
            legal = GAME.legal_actions(state, seat)
            move = bots[seat].choose(GAME.observation(state, seat), legal) if rng.random() < 0.95 else legal[0]
            assert move in legal
            GAME.apply(state, seat, move)
        assert GAME.deal_number(state) != first or GAME.is_over(state), "the hand ended"
