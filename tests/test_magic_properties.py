"""Magic: the Mahjong properties over random legal play (cards declared often): matches end,
all 136 tiles and every card stay accounted for, points are zero-sum, observations hide other
players' tiles and cards, illegal declarations change nothing, a replayed log gives the same
match; and every card the engine carries out is declared and resolved somewhere."""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from shikitable.core.actions import Action
from shikitable.games.mahjong.magic.catalogue import CARDS, deck
from shikitable.games.mahjong.magic.effects import carried_out
from shikitable.games.mahjong.magic.state import MagicState
from tests.magic_helpers import GAME, card_total
from tests.playouts import assert_refused
from tests.riichi_helpers import tile_accounting

SETTINGS = settings(max_examples=10, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow])
OPTION_SETS = [{}, {"card_dealing": "fixed", "cards_at_start": 4, "length": "tonpuu"},
               {"card_dealing": "south_topup", "handicap_seat": 1, "card_reset": False}]

Log = list[tuple[int, Action]]


def choose(rng: random.Random, legal: list[Action]) -> Action:
    """Random play that likes to declare cards (so the card layer is exercised)."""
    cards = [a for a in legal if a.kind == "card"]
    if cards and rng.random() < 0.6:
        return rng.choice(cards)
    return rng.choice(legal)


def playout(seed: int, options: dict | None = None, limit: int = 30_000) -> tuple[MagicState, Log]:
    rng = random.Random(seed)
    state = GAME.setup(4, options, seed)
    log: Log = []
    for _ in range(limit):
        waiting = GAME.to_act(state)
        if not waiting:
            break
        seat = waiting[0]
        action = choose(rng, GAME.legal_actions(state, seat))
        GAME.apply(state, seat, action)
        log.append((seat, action))
    return state, log


@SETTINGS
@given(st.integers(0, 2**31 - 1), st.sampled_from(OPTION_SETS))
def test_random_match_ends_zero_sum_with_every_card(seed, options):
    state, _ = playout(seed, options)
    result = GAME.result(state)
    assert result is not None
    assert sum(result.points) == 0
    assert sum(state.riichi.scores) == 100_000 and state.riichi.sticks == 0
    assert card_total(state) == len(deck())


@SETTINGS
@given(st.integers(0, 2**31 - 1))
def test_every_step_keeps_tiles_cards_points_and_secrets(seed):
    rng = random.Random(seed)
    state = GAME.setup(4, None, seed)
    for _ in range(500):
        waiting = GAME.to_act(state)
        if not waiting:
            break
        rs = state.riichi
        if rs.hands:
            assert tile_accounting(rs) == list(range(136))
        assert sum(rs.scores) + 1000 * rs.sticks == 100_000
        assert sorted([*state.cards.deck, *(c for h in state.cards.hands for c in h), *state.cards.used,
                       *(t.card for t in state.cards.table), *(d.card for d in state.stack)]) == sorted(deck())
        for seat in range(4):
            view = GAME.observation(state, seat)
            magic = view["magic"]
            assert magic["hand"] == sorted(state.cards.hands[seat])
            assert magic["hand_counts"] == [len(h) for h in state.cards.hands]
            assert "deck" not in magic and "wall" not in view
            for other, public in enumerate(view["seat_views"]):
                if other != seat:
                    assert "hand" not in public
            assert len(json.dumps(view)) < 60_000
        spectator = GAME.observation(state, None)
        assert spectator["magic"]["hand"] == [] and spectator["magic"]["seen"] == []
        seat = waiting[0]
        GAME.apply(state, seat, choose(rng, GAME.legal_actions(state, seat)))


@SETTINGS
@given(st.integers(0, 2**31 - 1), st.sampled_from([c.id for c in CARDS]), st.integers(0, 3),
       st.sampled_from(["", ":0", ":1", ":2", ":3", ":999", ":negate"]))
def test_illegal_declarations_change_nothing(seed, card_id, seat, suffix):
    state, _ = playout(seed, limit=seed % 300)
    if not GAME.to_act(state):
        return
    action = Action("card", arg=card_id + suffix)
    if action in GAME.legal_actions(state, seat):
        return
    assert_refused(GAME, state, seat, action)


@SETTINGS
@given(st.integers(0, 2**31 - 1))
def test_replay_and_save_give_the_same_match(seed):
    state, log = playout(seed, limit=300 + seed % 400)
    again = GAME.setup(4, None, seed)
    for seat, action in log:
        GAME.apply(again, seat, action)
    assert GAME.state_to_json(again) == GAME.state_to_json(state)
    restored = GAME.state_from_json(json.loads(json.dumps(GAME.state_to_json(state))))
    rng_a, rng_b = random.Random(1), random.Random(1)
    for _ in range(300):
        waiting = GAME.to_act(state)
        assert waiting == GAME.to_act(restored)
        if not waiting:
            break
        legal = GAME.legal_actions(state, waiting[0])
        assert legal == GAME.legal_actions(restored, waiting[0])
        GAME.apply(state, waiting[0], choose(rng_a, legal))
        GAME.apply(restored, waiting[0], choose(rng_b, legal))
    assert GAME.state_to_json(state) == GAME.state_to_json(restored)


@SETTINGS
@given(st.integers(0, 2**31 - 1))
def test_determinized_state_is_playable_and_keeps_what_the_seat_knows(seed):
    state, _ = playout(seed, limit=seed % 300)
    waiting = GAME.to_act(state)
    if not waiting:
        return
    seat = waiting[0]
    guess = GAME.determinize(GAME.observation(state, seat), seat, random.Random(seed))
    assert sorted(guess.cards.hands[seat]) == sorted(state.cards.hands[seat])
    assert [len(h) for h in guess.cards.hands] == [len(h) for h in state.cards.hands]
    assert GAME.to_act(guess) == waiting

    def faces(actions: list[Action]) -> set[tuple]:  # copies of one tile face are the same move
        return {(a.kind, tuple(t >> 2 for t in a.cards), a.arg) for a in actions}

    assert faces(GAME.legal_actions(guess, seat)) == faces(GAME.legal_actions(state, seat))


def test_every_card_the_engine_carries_out_is_declared_and_resolved():
    """Random play across several matches, plus the win-time and riichi-time cards that
    tests/test_magic_rules.py resolves in set positions (wins are rare in random play)."""
    declared: Counter[str] = Counter()
    resolved: Counter[str] = Counter()
    left_the_stack: Counter[str] = Counter()  # one card_resolved per declaration, whatever became of it
    for seed in range(8):
        rng = random.Random(seed)
        state = GAME.setup(4, None, seed)
        while GAME.to_act(state):
            seat = GAME.to_act(state)[0]
            _, events = GAME.apply(state, seat, choose(rng, GAME.legal_actions(state, seat)))
            for event in events:
                if event.kind == "card_declared":
                    declared[event.data["card"]] += 1
                if event.kind == "card_resolved":
                    left_the_stack[event.data["card"]] += 1
                elif event.kind in ("card_effect", "talisman") or event.kind.startswith("card_"):
                    if "card" in event.data:
                        resolved[event.data["card"]] += 1
    in_rule_tests = {"ron_repel", "guard", "double_back", "pursuit", "scatter", "win_absorption", "loaded_wall"}
    for card in CARDS:
        if carried_out(card.id) and card.id not in in_rule_tests:
            assert declared[card.id] > 0, card.id
    assert all(carried_out(card.id) for card in CARDS)  # the whole catalogue plays
    assert left_the_stack == declared
