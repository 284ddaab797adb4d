"""The riichi search's evaluation (ai/mahjong/riichi_eval.py) and its shanten core: the remembered
shanten gives the same answers as the one it replaced, the evaluation ranks hands and discards
as a player would (ready before far, dora and yaku worth points, genbutsu before a bare middle
tile against a riichi, fold a poor hand, push a big ready one), and the search that uses it is
repeatable and leaves the heuristic's wins alone."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from shikitable.ai import make_bot
from shikitable.ai.mahjong import mahjong_search
from shikitable.ai.mahjong.mahjong_search import riichi_hooks, tile_candidates
from shikitable.ai.mahjong.riichi_eval import danger, discard_values, han_points, race, seat_value, visible_counts
from shikitable.ai.search import SearchBot
from shikitable.core.actions import Action
from shikitable.games import get_game
from shikitable.games.mahjong.riichi import shapes
from shikitable.games.mahjong.riichi.state import RiichiState
from tests import riichi_helpers as rh

FAR_OTHERS = "147m258p369s2345z 147m258p369s2345z 147m258p369s2345z"


def _old_shanten(counts: list[int], melds: int) -> int:
    """The shanten before whole answers were remembered: regular form, seven pairs, orphans."""
    value = shapes._regular_cached(tuple(counts), melds)
    if melds == 0:
        value = min(value, shapes.chiitoi_shanten(counts), shapes.kokushi_shanten(counts))
    return value


@settings(max_examples=60, deadline=None, derandomize=True)
@given(st.data())
def test_remembered_shanten_equals_the_old_one_on_random_hands(data: Any) -> None:
    melds = data.draw(st.integers(0, 4))
    size = 13 - 3 * melds + data.draw(st.integers(0, 1))
    tiles = data.draw(st.lists(st.integers(0, 135), min_size=size, max_size=size, unique=True))
    counts = [0] * 34
    for tile in tiles:
        counts[tile >> 2] += 1
    assert shapes.shanten(counts, melds) == _old_shanten(counts, melds)
    assert shapes.shanten(tuple(counts), melds) == _old_shanten(counts, melds)  # asked again: remembered


def _hand(seat0: str, others: str = FAR_OTHERS, seed: int = 3) -> RiichiState:
    """A fresh hand with these 13 tiles per seat (the dealer's 14th a lone north wind)."""
    state = rh.new_state(seed)
    for seat, text in enumerate([seat0, *others.split()]):
        rh.give(state, seat, text, "4z" if seat == state.dealer else None)
    return state


def _non_dealer(state: RiichiState) -> int:
    return next(seat for seat in range(4) if seat != state.dealer)


def _set_indicator(state: RiichiState, kind: int) -> None:
    """Make the dora indicator a tile of `kind` from the live wall (swapped, nothing lost)."""
    spot = next(i for i in range(len(state.wall)) if i != 4 and state.wall[i] >> 2 == kind)
    state.wall[4], state.wall[spot] = state.wall[spot], state.wall[4]


def test_a_ready_hand_is_worth_more_than_a_near_one_and_that_more_than_a_far_one() -> None:
    values = []
    for hand in ("123m456p789s11z23m", "123m456p789s11z29m", "19m19p19s1237z258m"):
        state = _hand(hand)
        values.append(seat_value(state, _non_dealer(state)))
    ready, near, far = values
    assert ready > near + 400 > far + 400


def test_dora_and_a_value_honour_set_raise_a_hand_s_worth() -> None:
    # the same tanki wait on 3m: a 中 set is a yaku (wins on a discard silently), 111s is not
    dragons = _hand("234m456p789s777z3m")
    terminals = _hand("234m456p789s111s3m")
    assert seat_value(dragons, _non_dealer(dragons)) > seat_value(terminals, _non_dealer(terminals)) + 250
    # a dora in the hand (the indicator one below 4p) against none (an indicator on a far kind)
    with_dora = _hand("234m456p789s777z3m")
    _set_indicator(with_dora, 9 + 2)  # 3p: the dora is 4p
    without = _hand("234m456p789s777z3m")
    _set_indicator(without, 7)  # 8m: the dora is 9m, not held
    seat = _non_dealer(with_dora)
    assert seat_value(with_dora, seat) > seat_value(without, seat) + 300
    assert han_points(3, False) > han_points(2, False) > han_points(1, False)
    assert han_points(2, True) == 1.5 * han_points(2, False)


def test_the_race_wins_more_with_more_waits_and_more_draws() -> None:
    few, _, _, _, _ = race(0, 2, 80, 10, 0.03, True)
    many, _, _, _, _ = race(0, 8, 80, 10, 0.03, True)
    longer, _, _, _, _ = race(0, 8, 80, 15, 0.03, True)
    silent, _, _, _, _ = race(0, 8, 80, 10, 0.03, False)  # no yaku: only its own draw wins
    assert 0 < few < many < longer < 1
    assert silent < many


def test_danger_against_a_riichi_genbutsu_then_suji_then_a_bare_middle_tile() -> None:
    state = _hand("123m456p789s11z23m")
    threat_seat = (_non_dealer(state) + 1) % 4
    rh.declare_riichi(state, threat_seat, "1z9m4s")
    threat = state.hands[threat_seat]
    visible = visible_counts(state, _non_dealer(state))
    genbutsu = danger(state, 9 + 9 + 3, threat, visible)  # 4s: in its river
    suji = danger(state, 18 + 0, threat, visible)  # 1s: suji of 4s
    middle = danger(state, 9 + 4, threat, visible)  # 5p: nothing known
    assert genbutsu == 0.0 < suji < middle


def _table(turn_hand: str, drawn: str, seed: int = 3) -> tuple[RiichiState, int]:
    """The dealer (on turn) holds `turn_hand` and has drawn `drawn`; the next seat is in riichi
    after discarding 南, 9p and 4s; the others are far from ready."""
    state = rh.new_state(seed)
    dealer = state.dealer
    rh.give(state, dealer, turn_hand, drawn)
    threat = (dealer + 1) % 4
    rh.give(state, threat, "123m456p789s11z23m")
    for other in ((dealer + 2) % 4, (dealer + 3) % 4):
        rh.give(state, other, "147m258p369s2346z")
    rh.declare_riichi(state, threat, "2z9p4s")
    return state, dealer


def _best_discard(state: RiichiState, seat: int) -> int:
    player = state.hands[seat]
    values = discard_values(state, seat, list(player.counts), len(player.melds), player.closed,
                            visible_counts(state, seat))
    return max(values, key=values.__getitem__)


def test_a_poor_hand_folds_against_a_riichi_and_a_big_ready_one_pushes() -> None:
    poor, dealer = _table("1479m258p4s369s13z", "5z")
    assert _best_discard(poor, dealer) == 18 + 3  # the 4s: genbutsu
    # ready on 6s-9s with all simples and two red fives: it keeps the wait (by 2m or 5m),
    # though no discard is safe
    big, dealer = _table("234m067p067s2278s", "5m")
    kind = _best_discard(big, dealer)
    counts = list(big.hands[dealer].counts)
    counts[kind] -= 1
    assert shapes.shanten(counts, 0) == 0


def test_the_search_leaves_wins_kans_and_card_windows_to_the_heuristic() -> None:
    tsumo = Action("tsumo")
    legal = [tsumo, Action("discard", (4,)), Action("discard", (8,))]
    assert tile_candidates({}, legal, tsumo) == []
    discard = Action("discard", (4,))
    others = tile_candidates({}, [discard, Action("discard", (5,)), Action("discard", (8,))], discard)
    assert others == [Action("discard", (8,))]  # one per kind: 4 and 5 are both 2m


def _position(game_id: str, seed: int) -> tuple[Any, dict[str, Any], list[Action]]:
    game = get_game(game_id)
    state = game.setup(4, {"length": "tonpuu"}, seed)
    bots = [make_bot(game_id, "heuristic", s) for s in range(4)]
    rng = random.Random(seed)
    for _ in range(600):
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        observation = game.observation(state, seat)
        if len(legal) > 3 and any(a.kind == "discard" for a in legal) and rng.random() < 0.15:
            return game, observation, list(legal)
        game.apply(state, seat, bots[seat].choose(observation, legal))
    raise AssertionError("no discard decision met")


def test_the_riichi_search_is_repeatable_under_a_seed_and_an_iteration_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """With the tile search on, its judge values the candidates outright: the same values and
    the same move every time, every value for a legal move."""
    monkeypatch.setattr(mahjong_search, "JUDGE_SCOPE", "all")  # the judge weighs every decision
    for seed in (1, 2):
        game, observation, legal = _position("riichi", seed)
        runs = []
        for _ in range(2):
            prior = make_bot("riichi", "heuristic", 5)
            hooks = riichi_hooks(game, search_tiles=True)
            bot = SearchBot(game, 5, seconds=None, iterations=60, prior=prior, hooks=hooks)
            assert bot.judge is not None
            runs.append([(e.action, e.visits, round(e.expected_points, 6)) for e in bot.recommend(observation, legal)])
            assert sum(1 for e in bot.recommend(observation, legal) if e.visits) > 1  # it compared moves
        assert runs[0] == runs[1]
        assert runs[0][0][0] in legal


def _judged(state: RiichiState, seat: int) -> tuple[Action, list[tuple[Action, float]]]:
    """The move `normal` with the tile judge plays here, and its valued moves best first."""
    game = get_game("riichi")
    observation, legal = game.observation(state, seat), game.legal_actions(state, seat)
    bot = SearchBot(game, 5, seconds=None, iterations=1, prior=make_bot("riichi", "heuristic", 5),
                    hooks=riichi_hooks(game, search_tiles=True))
    estimates = bot.recommend(observation, legal)
    return estimates[0].action, [(e.action, e.expected_points) for e in estimates if e.visits]


def test_the_judge_declares_riichi_on_a_plain_ready_hand_not_silence(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(mahjong_search, "JUDGE_SCOPE", "all")  # the judge weighs every decision
    # ready on 1m-4m with nothing else: a riichi is its only yaku (the heuristic declares too)
    state = rh.new_state(3)
    dealer = state.dealer
    rh.give(state, dealer, "123m456p789s11z23m", "5z")
    for other in range(4):
        if other != dealer:
            rh.give(state, other, "147m258p369s2346z")
    chosen, values = _judged(state, dealer)
    assert chosen == Action("riichi", (chosen.cards[0],)) and chosen.cards[0] >> 2 == 27 + 4
    silent = next(v for a, v in values if a.kind == "discard" and a.cards == chosen.cards)
    assert dict(values)[chosen] > silent  # declaring now beats staying silent to declare later


def test_the_judge_folds_a_far_hand_against_a_riichi_and_keeps_a_big_ready_one_ready() -> None:
    poor, dealer = _table("1479m258p4s369s13z", "5z")
    chosen, _ = _judged(poor, dealer)
    assert chosen.cards[0] >> 2 == 18 + 3  # the 4s: genbutsu
    big, dealer = _table("234m067p067s2278s", "5m")
    chosen, _ = _judged(big, dealer)
    assert chosen.kind == "riichi"  # under a threat the heuristic's riichi stands
    counts = list(big.hands[dealer].counts)
    counts[chosen.cards[0] >> 2] -= 1
    assert shapes.shanten(counts, 0) == 0


def test_the_judge_counts_a_value_honour_pon_as_a_yaku_and_calls_it(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(mahjong_search, "JUDGE_SCOPE", "all")  # the judge weighs every decision
    state = rh.new_state(3)
    dealer = state.dealer
    caller = (dealer + 1) % 4
    rh.give(state, dealer, "147m258p369s2346z", "7z")
    rh.give(state, caller, "23m456p789s77z115s")  # 中 pair: the pon is a yaku and a step nearer
    for other in ((dealer + 2) % 4, (dealer + 3) % 4):
        rh.give(state, other, "147m258p369s2345z")
    rh.act(state, dealer, "discard", (state.hands[dealer].drawn or 0,))
    chosen, values = _judged(state, caller)
    assert chosen.kind == "pon"
    assert dict(values)[chosen] > dict(values)[Action("pass")] + 250


def test_the_judge_plays_the_heuristic_s_win_without_dealing_a_world(monkeypatch: pytest.MonkeyPatch) -> None:
    state = rh.new_state(3)
    dealer = state.dealer
    rh.give(state, dealer, "123m456p789s11z23m", "4m")  # complete: tsumo
    game = get_game("riichi")

    def no_world(*_args: Any) -> Any:
        raise AssertionError("a win needs no world")

    monkeypatch.setattr(game, "determinize", no_world)
    chosen, _ = _judged(state, dealer)
    assert chosen.kind == "tsumo"


@pytest.mark.parametrize("game_id", ["riichi", "magic"])
def test_normal_plays_the_heuristic_s_move_where_no_threat_is_at_the_table(game_id: str) -> None:
    game, observation, legal = _position(game_id, 3)
    assert not any(view["riichi"] or len(view["melds"]) >= 3 for view in observation["seat_views"])
    normal = make_bot(game_id, "normal", 5, iterations=60)
    assert isinstance(normal, SearchBot)
    chosen = normal.choose(observation, legal)
    assert chosen == make_bot(game_id, "heuristic", 5).choose(observation, legal)
    strong = make_bot(game_id, "strong", 5, iterations=200)
    assert isinstance(strong, SearchBot)
    assert strong.recommend(observation, legal)[0].action == chosen


def test_against_a_riichi_the_hints_value_the_moves_and_agree_with_normal() -> None:
    state, dealer = _table("1479m258p4s369s13z", "5z")
    game = get_game("riichi")
    observation, legal = game.observation(state, dealer), game.legal_actions(state, dealer)
    chosen = make_bot("riichi", "normal", 5).choose(observation, legal)
    strong = make_bot("riichi", "strong", 5)
    assert isinstance(strong, SearchBot)
    hints = strong.recommend(observation, legal)
    # the hints are strong's: normal's move first, valued. Under a riichi strong weighs push
    # against fold as plans (ai/mahjong/riichi_plans.py); normal's tile here (4s) is as safe
    # as folding's first tile (by the dealt worlds and the tiers), so nothing is played out
    assert hints[0].action == chosen and hints[0].visits > 0
    assert strong.last_iterations == 0


def test_magic_tile_decisions_that_a_card_bears_on_stay_the_heuristic_s() -> None:
    from shikitable.ai.mahjong.mahjong_search import cards_touch

    _, observation, _ = _position("magic", 3)
    plain = {**observation, "magic": {**observation["magic"], "table": [], "stack": [], "barred": {},
                                     "no_yaku_wins": [], "furiten_waived": [], "hand": ["scatter"]}}
    assert not cards_touch(plain)
    # holding 無役の役 a hand without a yaku may win: the evaluation would misjudge its calls
    assert cards_touch({**plain, "magic": {**plain["magic"], "hand": ["yakuless_yaku"]}})
    assert cards_touch({**plain, "magic": {**plain["magic"], "no_yaku_wins": [observation["seat"]]}})
    assert cards_touch({**plain, "magic": {**plain["magic"], "furiten_waived": [observation["seat"]]}})
