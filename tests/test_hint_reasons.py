"""Hints that explain themselves: every game's heuristic names why it makes its move, in the
terms it weighs (waits and kept groups, shanten and acceptance, danger, chances)."""

from __future__ import annotations

import random

import pytest

from shikitable.ai import make_bot
from shikitable.ai.explain import Reason, explain, explainers
from shikitable.core.actions import Action
from shikitable.games import GAMES
from shikitable.session.tutorial import HUMAN, load
from shikitable.session.tutorial_run import TutorialRun
from tests.playouts import turns
from tests.tutorial_helpers import learner_decisions


def test_every_game_can_say_why() -> None:
    assert explainers() == set(GAMES)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_heuristics_moves_all_come_with_a_reason(game_id: str) -> None:
    """Bots play a stretch of a match; every move the heuristic picks has a reason, with
    arguments of the right kind (cards are card ids, chances are percentages)."""
    game = GAMES[game_id]
    players = 3 if game_id == "mokkaik" else game.default_players
    state = game.setup(players, None, 11)
    bot = make_bot(game_id, "heuristic", 3)
    rng = random.Random(5)
    asked = 0
    for seat, legal in turns(game, state, 160):
        observation = game.observation(state, seat)
        action = bot.choose(observation, legal) if rng.random() < 0.7 else rng.choice(legal)
        reasons = explain(game_id, observation, action)
        assert reasons, f"{game_id}: no reason for {action}"
        for reason in reasons:
            assert isinstance(reason, Reason)
            for card in reason.args.get("cards", []):
                assert type(card) is int
            if "p" in reason.args:
                assert 0 <= reason.args["p"] <= 100
        asked += 1
        game.apply(state, seat, action)
    assert asked >= 20


def _run_to_step(game_id: str, step_number: int) -> TutorialRun:
    """The lesson played (as the learner would) up to the learner's decision at a step."""
    run = TutorialRun(load(game_id), "en")
    for legal in learner_decisions(run):
        if run.index + 1 == step_number:
            return run
        run.submit(HUMAN, run.wanted(legal)[0])
    raise AssertionError(f"the {game_id} lesson ended before step {step_number}")


def _ids(reasons: list[Reason]) -> list[str]:
    return [r.id for r in reasons]


def test_終季_names_the_lonely_card_and_the_pair_it_keeps() -> None:
    run = _run_to_step("taxot", 4)
    game, obs = run.game, run.host.observation(HUMAN)
    nought = next(a for a in run.host.legal_actions(HUMAN) if game.card_name(a.cards[0], "ja") == "黒無")
    reasons = explain("taxot", obs, nought)
    assert "lonely" in _ids(reasons)
    pair = next(r for r in reasons if r.id == "keeps_pair")
    assert sorted(game.card_name(c, "ja") for c in pair.args["cards"]) == ["赤皇", "黒王"]
    king = next(a for a in run.host.legal_actions(HUMAN) if game.card_name(a.cards[0], "ja") == "黒王")
    assert "keeps_pair" not in _ids(explain("taxot", obs, king)), "discarding the 王 breaks the pair"


def test_終季_a_claim_names_its_group_and_a_win_says_so() -> None:
    run = _run_to_step("taxot", 5)
    obs = run.host.observation(HUMAN)
    kai = run.wanted(run.host.legal_actions(HUMAN))[0]
    reasons = explain("taxot", obs, kai)
    assert reasons[0].id == "kai_group" and len(reasons[0].args["cards"]) == 3
    assert _ids(explain("taxot", obs, Action("pass"))) == ["pass_kai"]
    assert _ids(explain("taxot", obs, Action("taxot"))) == ["win"]


def test_riichi_gives_shanten_acceptance_and_the_wait() -> None:
    run = _run_to_step("riichi", 4)  # 14 tiles: three runs, a pair, 6m, North, White
    obs = run.host.observation(HUMAN)
    north = next(a for a in run.host.legal_actions(HUMAN) if run.game.card_name(a.cards[0], "en") == "North wind")
    shanten, *compared = explain("riichi", obs, north)
    assert shanten.id == "shanten" and shanten.args["after"] == 1 and shanten.args["accept"] > 0
    # the comparison: the best other discard that keeps the hand as near, and what it accepts
    (other,) = compared
    assert other.id == "next_best" and other.args["other"] <= shanten.args["accept"]
    assert run.game.card_name(other.args["cards"][0], "en") != "North wind"
    run = _run_to_step("riichi", 6)  # 6m 7m drawn: discarding White leaves 5m/8m to wait on
    obs = run.host.observation(HUMAN)
    riichi = run.wanted(run.host.legal_actions(HUMAN))[0]
    reasons = explain("riichi", obs, riichi)
    assert _ids(reasons) == ["riichi", "ready"]
    assert 0 < reasons[1].args["waits"] <= 8


def test_riichi_rates_a_discard_against_a_riichi() -> None:
    """Against a riichi, a tile from that player's own river is safe; a middle tile they have
    not passed is dangerous."""
    game = GAMES["riichi"]
    state = game.setup(4, None, 3)
    bot = make_bot("riichi", "heuristic", 1)
    for _ in range(400):
        seat = game.to_act(state)[0]
        obs = game.observation(state, seat)
        threats = [p for p in obs["seat_views"] if p["seat"] != seat and p["riichi"]]
        legal = game.legal_actions(state, seat)
        discards = [a for a in legal if a.kind == "discard"]
        if threats and discards and obs["phase"] == "turn":
            river = {d["tile"] >> 2 for d in threats[0]["discards"]}
            rated = {a.cards[0] >> 2: _ids(explain("riichi", obs, a)) for a in discards}
            safe = [k for k in rated if k in river]
            assert all("safe" in rated[k] for k in safe)
            assert any(ids[-1] in ("risky", "dangerous", "fairly_safe", "safe") for ids in rated.values())
            return
        game.apply(state, seat, bot.choose(obs, legal))
    pytest.fail("no riichi was declared in 400 moves")


def test_にっぱち_says_going_out_and_waiting() -> None:
    run = _run_to_step("nippachi", 3)  # the lesson's 8 on the ♠5, with the plain ♠4 in hand too
    obs = run.host.observation(HUMAN)
    legal = run.host.legal_actions(HUMAN)
    eight = run.wanted(legal)[0]
    assert "others_draw" in _ids(explain("nippachi", obs, eight))
    plain = next(a for a in legal if run.game.card_name(a.cards[0], "en") == "♠4")
    assert "keeps_special" in _ids(explain("nippachi", obs, plain))
    lonely = dict(obs, hand=[plain.cards[0]])
    assert _ids(explain("nippachi", lonely, plain)) == ["goes_out"]


def test_a_failing_explainer_gives_no_reason_rather_than_an_error() -> None:
    assert explain("taxot", {"seat": 0}, Action("discard", (1,))) == []
    assert explain("nosuchgame", {}, Action("pass")) == []
