"""The にっぱち heuristic bot: it hits, claims, avoids feeding a visible wait, and beats random play."""

from __future__ import annotations

from shikitable.ai import make_bot
from shikitable.core import Action
from shikitable.session.simulate import simulate
from tests.nippachi_helpers import GAME, C, act, arrange, cards

ONE_HAND = {"hands": 1}


def bot_move(state, seat: int) -> Action:
    bot = make_bot("nippachi", "heuristic", 1)
    return bot.choose(GAME.observation(state, seat), GAME.legal_actions(state, seat))


def test_it_hits_when_it_can() -> None:
    hands = [cards("h7", "h9", "dQ", "cK", "s10"), cards("h4", "d9", "cQ"), cards("dA", "c2", "s4")]
    state = arrange(hands, up=C("h3"), turn=0, options=ONE_HAND)
    act(state, 0, "play", "h7")
    assert bot_move(state, 2) == Action("ateru")


def test_it_claims_a_pon_that_sheds_cards() -> None:
    hands = [cards("h7", "h9", "dQ", "cK", "s10"), cards("s7", "c7", "d9", "h5", "d5"), cards("dK", "cQ", "s10")]
    state = arrange(hands, up=C("h3"), turn=0, options=ONE_HAND)
    act(state, 0, "play", "h7")
    move = bot_move(state, 1)
    assert move.kind == "pon"


def test_it_avoids_feeding_a_visible_wait() -> None:
    # seat 1 is あたりあり with four cards: its sum is likely 8-13, so a Q may well be hit
    hands = [cards("hQ", "h3", "c9", "d10", "s9"), cards("sA", "d2", "s3", "c6"), cards("dK", "cQ", "s10")]
    state = arrange(hands, up=C("h4"), turn=0, options=ONE_HAND)
    assert GAME.observation(state, 0)["atari_ari"][1]
    assert bot_move(state, 0).cards == (C("h3"),)
    # with nobody waiting it sheds the high card first
    hands[1] = cards("sK", "d2", "s3", "c6")
    state = arrange(hands, up=C("h4"), turn=0, options=ONE_HAND)
    assert not GAME.observation(state, 0)["atari_ari"][1]
    assert bot_move(state, 0).cards == (C("hQ"),)


def test_the_heuristic_bot_beats_random_players() -> None:
    summary = simulate(GAME, ["heuristic", "random", "random", "random"], 60, 7)
    seats = summary["seats"]
    assert summary["bot_errors"] == 0
    assert all(seats[0]["mean_points"] > s["mean_points"] for s in seats[1:])
