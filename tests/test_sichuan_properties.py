"""Property tests for 四川麻将: play ends, all 108 tiles are always somewhere, every hand and the
match are zero-sum, an observation never shows a hidden tile (a winner's hand included, until
the hand ends), illegal actions change nothing, and a replayed log gives the same result.
Two seats play the heuristic bot so that wins, kongs and robbed kongs happen."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from shikitable.ai.mahjong.sichuan_bot import SichuanBot
from shikitable.core import Action, IllegalAction
from shikitable.core.events import Event
from shikitable.games.mahjong.sichuan import Sichuan, SichuanState
from shikitable.games.mahjong.sichuan_ledger import Ledger
from tests.playouts import Check, play_steps, play_to_end, replayed

GAME = Sichuan()
SETTINGS = settings(max_examples=20, deadline=None, derandomize=True)
OPTION_SETS: list[dict[str, Any]] = [
    {},
    {"void_by": "discard", "cap": "3"},
    {"kong_deal_in": "to_winner", "pig_excused": True, "tsumo_point_over_cap": False, "draw_dealer": "next"},
    {"chanta": False, "jiangdui": False},
]


def where_tiles_are(state: SichuanState) -> list[int]:
    found = list(state.wall)
    for seat in range(state.players):
        found += state.hands[seat] + state.rivers[seat] + [t for m in state.melds[seat] for t in m["tiles"]]
    found += [w["tile"] for w in state.wins if w["rank"] == 0]
    if state.rob_tile >= 0:
        found.append(state.rob_tile)
    return found


def hidden_from(state: SichuanState, viewer: int | None) -> set[int]:
    hidden = set(state.wall)
    for other in range(state.players):
        if other == viewer:
            continue
        hidden |= set(state.hands[other])
        if state.laid[other] >= 0:
            hidden.add(state.laid[other])
        for m in state.melds[other]:
            if m["type"] == "kong_concealed":
                hidden |= {m["tiles"][0], m["tiles"][3]}
    for win in state.wins:
        if win["by"] == "tsumo" and win["seat"] != viewer:
            hidden.add(win["tile"])
    return hidden


def seen_tiles(obs: dict[str, Any]) -> set[int]:
    seen = set(obs["hand"])
    for ms in obs["melds"]:
        seen |= {t for m in ms for t in m["tiles"] if t is not None}
    for river in obs["rivers"]:
        seen |= {t for t in river if t is not None}
    for won in obs["won_tiles"]:
        seen |= {t % 108 for t in won if t is not None}
    for key in ("last_discard", "drawn"):
        if obs[key] is not None:
            seen.add(obs[key])
    return seen


def play(
    seed: int, options: dict[str, Any], check: Check | None = None
) -> tuple[SichuanState, list[tuple[int, Action]]]:
    rng = random.Random(seed)
    bots = {0: SichuanBot(seed), 2: SichuanBot(seed + 1)}
    state = GAME.setup(4, {"hands": 2, **options}, seed)
    return state, play_to_end(GAME, state, rng, check, limit=5_000, any_seat=True, bots=bots)


@SETTINGS
@given(seed=st.integers(0, 2**31), variant=st.integers(0, len(OPTION_SETS) - 1))
def test_play_ends_keeps_every_tile_and_is_zero_sum(seed: int, variant: int) -> None:
    def check(state: SichuanState, _events: list[Event]) -> None:
        if not state.over:
            assert sorted(where_tiles_are(state)) == list(range(108))
        assert sum(Ledger(4, state.ledger).totals()) == 0
        assert sum(state.scores) == 0

    state, _ = play(seed, OPTION_SETS[variant], check)
    result = GAME.result(state)
    assert result is not None and sum(result.points) == 0
    assert all(sum(r.points) == 0 for r in result.seasons)
    assert [sum(r.points[s] for r in result.seasons) for s in range(4)] == result.points


def no_hidden_tile_shows(state: SichuanState, _events: list[Event]) -> None:
    """A check for play_to_end: while the match goes on, no seat (nor a spectator) is shown a
    tile hidden from it."""
    if state.over:
        return
    for viewer in [*range(state.players), None]:
        leaked = seen_tiles(GAME.observation(state, viewer)) & hidden_from(state, viewer)
        assert not leaked, f"seat {viewer} sees hidden tiles {leaked}"


@SETTINGS
@given(seed=st.integers(0, 2**31), variant=st.integers(0, 1))
def test_an_observation_never_shows_a_hidden_tile(seed: int, variant: int) -> None:
    play(seed, OPTION_SETS[variant], no_hidden_tile_shows)


@SETTINGS
@given(seed=st.integers(0, 2**31), steps=st.integers(0, 120), junk=st.integers(0, 107))
def test_an_illegal_action_changes_nothing(seed: int, steps: int, junk: int) -> None:
    state = GAME.setup(4, {"hands": 1}, seed)
    rng = random.Random(seed)
    if not play_steps(GAME, state, rng, steps):
        return
    waiting = GAME.to_act(state)
    before = GAME.state_to_json(state)
    seat = waiting[0]
    legal = GAME.legal_actions(state, seat)
    outsider = next((s for s in range(4) if s not in waiting), None)
    attempts = [(seat, Action(kind, cards)) for kind, cards in (
        ("discard", (junk,)), ("kan", (junk,)), ("tsumo", ()), ("ron", ()), ("pon", ()), ("lay", (junk,)),
        ("void_m", ()), ("dance", ()), ("discard", (junk, junk)),
    )]
    if outsider is not None:
        attempts.append((outsider, legal[0]))
    for who, action in attempts:
        if who == seat and (action in legal or _same_as_legal(state, seat, action, legal)):
            continue
        try:
            GAME.apply(state, who, action)
        except IllegalAction as error:
            assert error.reason
        else:
            raise AssertionError(f"{action} by {who} was accepted")
        assert GAME.state_to_json(state) == before


def _same_as_legal(state: SichuanState, seat: int, action: Action, legal: list[Action]) -> bool:
    """Another copy of a listed tile is the same move."""
    if len(action.cards) != 1 or action.cards[0] not in state.hands[seat]:
        return False
    return any(a.kind == action.kind and a.cards and a.cards[0] // 4 == action.cards[0] // 4 for a in legal)


@SETTINGS
@given(seed=st.integers(0, 2**31), variant=st.integers(0, len(OPTION_SETS) - 1))
def test_replaying_the_log_gives_the_same_state_and_result(seed: int, variant: int) -> None:
    state, log = play(seed, OPTION_SETS[variant])
    again = replayed(GAME, 4, state.options, seed, log)
    assert GAME.state_to_json(again) == GAME.state_to_json(state)
    assert GAME.result(again) == GAME.result(state)


@SETTINGS
@given(seed=st.integers(0, 2**31), steps=st.integers(0, 150), dingda=st.booleans())
def test_determinize_and_clone_keep_a_playable_world(seed: int, steps: int, dingda: bool) -> None:
    state = GAME.setup(4, {"hands": 1, "void_by": "discard" if dingda else "card"}, seed)
    rng = random.Random(seed)
    if not play_steps(GAME, state, rng, steps):
        return
    waiting = GAME.to_act(state)
    seat = waiting[0]
    obs = GAME.observation(state, seat)
    world = GAME.determinize(obs, seat, random.Random(seed))
    assert sorted(world.hands[seat]) == obs["hand"]
    assert [t >= 0 for t in world.laid] == [t >= 0 for t in state.laid]
    assert GAME.to_act(world) == GAME.to_act(state)
    assert {a.kind for a in GAME.legal_actions(world, seat)} <= {a.kind for a in GAME.legal_actions(state, seat)} | {
        "tsumo", "ron", "pon", "kan"}
    copy = GAME.clone(state)
    assert GAME.state_to_json(copy) == GAME.state_to_json(state)
    for _ in range(3_000):  # the dealt world plays on to the end (what a search bot does with it)
        waiting = GAME.to_act(world)
        if not waiting:
            break
        GAME.apply(world, waiting[0], rng.choice(GAME.legal_actions(world, waiting[0])))
    assert GAME.is_over(world) and sum(GAME.result(world).points) == 0


@SETTINGS
@given(seed=st.integers(0, 2**31), preset=st.sampled_from(["seed", "apps", "xueliu"]))
def test_may_act_agrees_with_to_act(seed: int, preset: str) -> None:
    """The legal list's quick `may_act` (no tuple built) says what `to_act` says, in every phase
    (换三张, 定缺, the turn, the windows, 血流成河's fixed hands) and once the match is over."""

    def check(state: SichuanState, _events: list[Event]) -> None:
        acting = GAME.to_act(state)
        assert [GAME.may_act(state, s) for s in range(4)] == [s in acting for s in range(4)]

    play(seed, {"preset": preset}, check)
