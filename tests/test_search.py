"""The search bot, the bot levels and the arena, on the 紙机戦 games (fast budgets)."""

from __future__ import annotations

import itertools
import json
import random

import pytest

from shikitable.__main__ import main
from shikitable.ai import LEVELS, make_bot
from shikitable.ai.base import RandomBot, SloppyBot
from shikitable.ai.search import SearchBot
from shikitable.games import get_game
from shikitable.session.arena import arena
from shikitable.session.simulate import play_match


def _first_decision(game_id: str, seed: int):  # type: ignore[no-untyped-def]
    game = get_game(game_id)
    state = game.setup(game.default_players, None, seed)
    rng = random.Random(seed)
    while True:  # walk to a decision with a real choice
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        if len(legal) > 2:
            return game, state, seat, legal
        game.apply(state, seat, rng.choice(legal))


@pytest.mark.parametrize("game_id", ["taxot", "mokkaik"])
def test_same_seed_and_budget_give_the_same_move(game_id: str) -> None:
    game, state, seat, legal = _first_decision(game_id, 3)
    observation = game.observation(state, seat)
    picks = [SearchBot(game, 11, seconds=None, iterations=40).choose(observation, legal) for _ in range(2)]
    assert picks[0] == picks[1]
    assert picks[0] in legal


def test_analysis_ranks_every_legal_move_and_spends_its_budget() -> None:
    game, state, seat, legal = _first_decision("taxot", 5)
    bot = SearchBot(game, 1, seconds=None, iterations=60)
    estimates = bot.analyse(game.observation(state, seat), legal)
    assert bot.last_iterations == 60
    assert sorted(map(str, (e.action for e in estimates))) == sorted(map(str, legal))
    visits = [e.visits for e in estimates]
    assert visits == sorted(visits, reverse=True) and sum(visits) > 0


def test_search_does_not_change_the_state_it_was_asked_about() -> None:
    game, state, seat, legal = _first_decision("mokkaik", 8)
    before = game.state_to_json(state)
    SearchBot(game, 2, seconds=None, iterations=30).choose(game.observation(state, seat), legal)
    assert game.state_to_json(state) == before


@pytest.mark.parametrize("game_id", ["taxot", "mokkaik"])
def test_a_search_bot_finishes_a_match(game_id: str) -> None:
    game = get_game(game_id)
    bots = [SearchBot(game, 1, seconds=None, iterations=8)] + [RandomBot(s) for s in range(game.default_players - 1)]
    errors: list[str] = []
    result, actions = play_match(game, bots, 4, errors)
    assert errors == [] and actions > 0 and len(result.points) == game.default_players


def test_every_level_makes_a_bot_and_an_unknown_one_is_named() -> None:
    for level in LEVELS:
        bot = make_bot("taxot", level, 1, iterations=5 if level in ("normal", "strong") else None)
        assert bot.choose is not None
    with pytest.raises(KeyError, match="unknown bot level"):
        make_bot("taxot", "genius", 1)


def test_easy_level_sometimes_leaves_the_heuristic_move() -> None:
    game, state, seat, legal = _first_decision("taxot", 2)
    observation = game.observation(state, seat)
    heuristic = make_bot("taxot", "heuristic", 1)
    best = heuristic.choose(observation, legal)
    sloppy = SloppyBot(make_bot("taxot", "heuristic", 1), seed=4, mistake_rate=0.5)
    picks = {sloppy.choose(observation, legal) for _ in range(40)}
    assert best in picks and len(picks) > 1


def test_arena_rotates_seats_and_shows_the_heuristic_ahead_of_random() -> None:
    report = arena("taxot", ["heuristic", "random", "random", "random"], deals=8, seed=1)
    assert [b["bot"] for b in report["bots"]] == ["heuristic", "random#1", "random#2", "random#3"]
    # every bot sat in every seat of every deal: four rotations each
    assert report["advantage_of_first"]["ci95_low"] > 0
    assert report["bots"][0]["decisions"] > 0 and report["bots"][0]["decision_ms_p95"] >= 0


@pytest.mark.parametrize(
    "argv",
    [
        ["arena", "--game", "taxot", "--bots", "heuristic,heuristic", "--deals", "3"],
        ["arena", "--game", "taxot", "--bots", "heuristic,random", "--deals", "1"],
        ["arena", "--game", "taxot", "--bots", "heuristic,wizard", "--deals", "3"],
        ["arena", "--game", "taxot", "--bots", "heuristic,random", "--players", "3"],
    ],
)
def test_bad_arena_arguments_get_one_line_and_exit_2(argv: list[str], capsys) -> None:  # type: ignore[no-untyped-def]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("shikitable: ") and err.count("\n") == 1


@pytest.mark.parametrize("game_id", ["taxot", "mokkaik", "makkaik", "niekhi", "nine", "makhup", "namto"])
def test_the_top_hint_is_the_move_the_strong_bot_plays_with_the_same_seed_and_budget(game_id: str) -> None:
    game, state, seat, legal = _first_decision(game_id, 6)
    observation = game.observation(state, seat)
    hints = make_bot(game_id, "strong", 9, iterations=50).recommend(observation, legal)  # type: ignore[attr-defined]
    played = make_bot(game_id, "strong", 9, iterations=50).choose(observation, legal)
    assert hints[0].action == played
    assert len(hints) == len(legal) and len({h.action for h in hints}) == len(legal)


@pytest.mark.parametrize("game_id", sorted(__import__("shikitable.games", fromlist=["GAMES"]).GAMES))
def test_every_game_supports_search_from_its_observation(game_id: str) -> None:
    """The search deals worlds from the observation alone and picks a legal move in every game;
    a playout scored at the end of the deal moves somebody's standing."""
    game = get_game(game_id)
    state = game.setup(game.default_players, None, 3)
    rng = random.Random(3)
    for _ in range(200):
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        if len(legal) > 2:
            break
        game.apply(state, seat, rng.choice(legal))
    bot = SearchBot(game, 1, seconds=None, iterations=12)
    estimates = bot.analyse(game.observation(state, seat), legal)
    assert bot.choose(game.observation(state, seat), legal) in legal
    assert bot.last_iterations == 12 and sum(e.visits for e in estimates) > 0


# --- paired playouts with the heuristic (the 紙机戦 search hooks) -------------------------------

NINCETKAIK = ["mokkaik", "taxot", "makkaik", "niekhi", "nine", "makhup", "namto"]


class _FirstOf(RandomBot):
    """A deliberately bad prior: always the first legal move not of the kind it avoids."""

    def __init__(self, avoid: str) -> None:
        super().__init__(0)
        self.avoid = avoid

    def choose(self, observation, legal):  # type: ignore[no-untyped-def]
        return next((a for a in legal if a.kind != self.avoid), legal[0])


def _taxot_win_on_offer():  # type: ignore[no-untyped-def]
    """A 終季 position (heuristic play) where the seat on turn may declare a win."""
    game = get_game("taxot")
    bots = [make_bot("taxot", "heuristic", s) for s in range(4)]
    for seed in range(40):
        state = game.setup(4, None, seed)
        while game.to_act(state):
            seat = game.to_act(state)[0]
            legal = game.legal_actions(state, seat)
            if any(a.kind == "taxot" for a in legal) and len(legal) > 1:
                return game, state, seat, legal
            game.apply(state, seat, bots[seat].choose(game.observation(state, seat), legal))
    raise AssertionError("no win on offer in 40 deals")


def test_paired_search_overrules_a_bad_prior_with_a_clearly_better_move() -> None:
    """The prior never declares a win; on the same dealt worlds the search sees the win score
    more than the prior's move by more than two standard errors, and plays it."""
    game, state, seat, legal = _taxot_win_on_offer()
    hooks = __import__("shikitable.ai", fromlist=["_SEARCH_HOOKS"])._SEARCH_HOOKS["taxot"](game)
    bot = SearchBot(game, 3, seconds=None, iterations=60, prior=_FirstOf("taxot"), hooks=hooks)
    estimates = bot.recommend(game.observation(state, seat), legal)
    assert estimates[0].action.kind == "taxot"
    bad = next(e for e in estimates if e.action == _FirstOf("taxot").choose({}, legal))
    assert estimates[0].expected_points - bad.expected_points > 2 * estimates[0].standard_error > 0


def test_without_the_playout_hooks_the_prior_stands_where_the_search_is_unsure() -> None:
    """The guard: the heuristic's move is played unless another is clearly better; with the
    game's own hooks, on a position where nothing is clearly better, normal plays the prior."""
    game, state, seat, legal = _first_decision("taxot", 3)
    observation = game.observation(state, seat)
    heuristic = make_bot("taxot", "heuristic", 9).choose(observation, legal)
    search = make_bot("taxot", "normal", 9, iterations=12)  # too few worlds to overrule anything
    assert search.choose(observation, legal) == heuristic


def _race(bot: SearchBot, legal, gains: list[tuple[float, float]], worlds: int):  # type: ignore[no-untyped-def]
    """The paired estimates of a race in which the prior's move (legal[0]) scored 0 in every
    world and move i+1 scored gains[i] = (mean, spread) more: half the worlds mean + spread,
    half mean - spread."""
    candidates = list(legal[: len(gains) + 1])
    points: list[list[float]] = [[0.0] * worlds]
    for mean, spread in gains:
        points.append([mean + spread if w % 2 else mean - spread for w in range(worlds)])
    diffs = [list(p) for p in points]
    return bot._paired_estimates(legal, candidates, points, diffs, True)


def test_the_fallback_keeps_the_heuristic_move_unless_the_search_is_confident() -> None:
    """Issue #39's fallback: a move overrules the heuristic's only when its paired gain clears
    the t test at OVERRULE_ALPHA divided by the moves compared. It falls back on a best of five
    that clears the old flat two standard errors, and on a gain seen in six worlds only; it
    overrules on a clear gain."""
    from shikitable.ai.search import _mean_and_error, overrule_z

    game, state, seat, legal = _first_decision("taxot", 3)
    assert len(legal) >= 6
    bot = make_bot("taxot", "normal", 1, iterations=100)
    assert isinstance(bot, SearchBot)
    # low confidence: the best of five others, 2.3 standard errors ahead in 60 worlds
    unsure = _race(bot, legal, [(0.3, 1.0), (0.0, 1.0), (0.0, 1.0), (-0.1, 1.0), (0.0, 1.0)], 60)
    mean, error = _mean_and_error([0.3 + (1.0 if w % 2 else -1.0) for w in range(60)])
    assert 2.0 < mean / error < overrule_z(60, 5)
    assert unsure[0].action == legal[0]
    # low confidence: one other move, 2.2 standard errors ahead, but in six worlds only
    few = _race(bot, legal, [(1.0, 1.0)], 6)
    mean, error = _mean_and_error([1.0 + (1.0 if w % 2 else -1.0) for w in range(6)])
    assert 2.0 < mean / error < overrule_z(6, 1) and few[0].action == legal[0]
    # a clear gain: five standard errors in 60 worlds, the best of five
    clear = _race(bot, legal, [(0.65, 1.0), (0.0, 1.0), (0.0, 1.0), (0.0, 1.0), (0.0, 1.0)], 60)
    assert clear[0].action == legal[1]
    # the bot's level (tools/overrule_check.py's `strong@ALPHA` sets it): 2.3 standard errors
    # clear a test at 0.5 spread over the five moves, not the default one
    bot.overrule_alpha = 0.5
    assert overrule_z(60, 5, 0.5) < 2.3 < overrule_z(60, 5)
    assert _race(bot, legal, [(0.3, 1.0), (0.0, 1.0), (0.0, 1.0), (-0.1, 1.0), (0.0, 1.0)], 60)[0].action == legal[1]


@pytest.mark.parametrize("game_id", NINCETKAIK)
def test_playouts_play_the_heuristic_on_one_shared_world_a_round(game_id: str, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Each 紙机戦 game's hooks play its heuristic in playouts (same move, same dice), and the
    candidates of one round are played out on the same dealt world with the same dice."""
    game, state, seat, legal = _first_decision(game_id, 4)
    bot = make_bot(game_id, "strong", 2, iterations=160)
    assert isinstance(bot, SearchBot) and bot.paired and bot.playout_policy is not None
    heuristic = make_bot(game_id, "heuristic", 0)
    heuristic.rng = random.Random(5)
    expected = heuristic.choose(game.observation(state, seat), legal)
    if game_id not in ("makkaik", "namto"):  # those play out a cheaper form of the heuristic
        assert bot.playout_policy(game.clone(state), seat, legal, random.Random(5)) == expected
    dealt: list[str] = []
    dice: list[object] = []
    deal, playout = bot._deal_world, bot._playout

    def deal_recorded(observation, me, rng):  # type: ignore[no-untyped-def]
        world = deal(observation, me, rng)
        dealt.append(json.dumps(game.state_to_json(world), sort_keys=True))
        return world

    def playout_recorded(state, deal, base, rng):  # type: ignore[no-untyped-def]
        dice.append(rng.getstate())
        return playout(state, deal, base, rng)

    monkeypatch.setattr(bot, "_deal_world", deal_recorded)
    monkeypatch.setattr(bot, "_playout", playout_recorded)
    estimates = bot.analyse(game.observation(state, seat), legal)
    assert estimates[0].action in legal and bot.last_iterations <= 160
    # the candidates of a round share one dealt world and one set of dice: runs of equal ones
    # (a game that copies a round's world deals it once a round)
    assert len(dice) >= len(dealt) > 0
    shared = (dealt, dice) if bot.copy_world is None else (dice,)
    if bot.copy_world is None:
        assert len(dealt) == len(dice)
    for seen in shared:
        runs = [len(list(group)) for _, group in itertools.groupby(seen)]
        assert len(seen) >= 2 * len(runs) - 1, runs


def test_arena_with_a_fixed_iteration_budget_is_reproducible() -> None:
    runs = [arena("makhup", ["normal", "heuristic"], deals=2, seed=3, iterations=20) for _ in range(2)]
    assert runs[0]["iterations"] == 20
    assert [b["mean_points"] for b in runs[0]["bots"]] == [b["mean_points"] for b in runs[1]["bots"]]


@pytest.mark.parametrize("game_id", ["namto", "mokkaik"])
def test_out_of_time_the_search_plays_the_heuristic_move_at_once(game_id: str) -> None:
    """The deadline holds even inside the first round of playouts: with no time left after
    asking the heuristic, the search answers with the heuristic's move."""
    game, state, seat, legal = _first_decision(game_id, 5)
    observation = game.observation(state, seat)
    heuristic = make_bot(game_id, "heuristic", 4).choose(observation, legal)
    bot = make_bot(game_id, "normal", 4)
    assert isinstance(bot, SearchBot)
    bot.seconds = 0.0
    assert bot.choose(observation, legal) == heuristic and bot.last_iterations == 0


def test_a_round_that_cannot_end_by_the_deadline_is_not_begun(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """With a time budget, a paired search stops before a round its dearest playout so far says
    would run past the deadline (a round cut short is dropped and only makes the decision late):
    every round it begins ends, and the decision ends by its deadline."""
    import time

    game, state, seat, legal = _first_decision("taxot", 3)
    bot = make_bot("taxot", "normal", 4)
    assert isinstance(bot, SearchBot)
    bot.max_candidates = 2  # the heuristic's move and one other: rounds of two playouts
    bot.seconds = 0.3
    playout = bot._playout

    def slow_playout(state, deal, base, rng):  # type: ignore[no-untyped-def]
        time.sleep(0.06)  # a round of two costs 0.12 s: two fit in 0.3 s, a third would not
        return playout(state, deal, base, rng)

    monkeypatch.setattr(bot, "_playout", slow_playout)
    started = time.perf_counter()
    estimates = bot.analyse(game.observation(state, seat), legal)
    elapsed = time.perf_counter() - started
    assert bot.last_iterations % 2 == 0 and bot.last_iterations >= 2  # no round begun and cut short
    assert elapsed < bot.seconds and estimates[0].visits >= 1


def test_the_hooks_hear_each_decisions_deadline() -> None:
    """A game's hooks learn when the decision must end (開樽's worlds stop working out chances
    there); with a playout budget there is no deadline."""
    import math
    import time

    from shikitable.ai.hooks import SearchHooks

    game, state, seat, legal = _first_decision("taxot", 3)
    heard: list[float] = []
    hooks = SearchHooks(paired=True, candidates=2, deadline=heard.append)
    started = time.perf_counter()
    SearchBot(game, 1, seconds=0.05, hooks=hooks).choose(game.observation(state, seat), legal)
    SearchBot(game, 1, seconds=None, iterations=4, hooks=hooks).choose(game.observation(state, seat), legal)
    assert 0.05 <= heard[0] - started < 1.0 and heard[1] == math.inf


def test_the_collection_after_a_decision_is_kept_out_of_the_next_search() -> None:
    """The garbage collected after a search is part of the player's wait (100-140 ms after a
    1.4 s strong search at load 4) and grows with the search: the next search ends early enough
    for its collection at the highest recent rate, never by more than a quarter of its budget."""
    from shikitable.ai.hooks import SearchHooks

    game, state, seat, legal = _first_decision("taxot", 3)
    heard: list[float] = []
    bot = SearchBot(game, 1, seconds=0.4, hooks=SearchHooks(paired=True, candidates=2, deadline=heard.append))
    observation = game.observation(state, seat)
    bot.choose(observation, legal)
    assert heard[0] - bot._started == pytest.approx(0.4)  # nothing collected before the first
    assert len(bot._collection_shares) == 1  # the collection after it was timed
    bot._collection_shares = []
    bot._note_collection(0.01, 0.5)  # too short a search to tell a rate from
    bot._note_collection(1.0, 0.05)
    bot._note_collection(1.2, 0.12)  # 0.1 s of collection a second of search: the highest
    bot.choose(observation, legal)
    assert heard[1] - bot._started == pytest.approx(0.4 / 1.1)  # search and collection in 0.4 s
    bot._collection_shares = [5.0]
    bot.choose(observation, legal)
    assert heard[2] - bot._started == pytest.approx(0.4 * 3 / 4)


def test_hurry_cuts_a_paired_search_short() -> None:
    import threading
    import time

    game, state, seat, legal = _first_decision("mokkaik", 7)
    bot = make_bot("mokkaik", "strong", 3)
    assert isinstance(bot, SearchBot)
    bot.seconds = 30.0
    picked: list[object] = []
    worker = threading.Thread(target=lambda: picked.append(bot.choose(game.observation(state, seat), legal)))
    started = time.perf_counter()
    worker.start()
    time.sleep(0.3)
    bot.hurry()
    worker.join(10)
    assert picked and picked[0] in legal and time.perf_counter() - started < 5
