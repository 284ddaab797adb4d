"""The defects an outside audit found at the engines' edges (issue #29), each refused where it
arose (the engine) and at the host's gate; a game that fails on a move leaves the table as it
was; season records add up to what the scores moved."""

from __future__ import annotations

import json
import logging
import random
from typing import Any

import pytest

from shikitable.ai import make_bot
from shikitable.core.actions import Action
from shikitable.core.errors import EngineFault, IllegalAction
from shikitable.core.game import Game
from shikitable.games import GAMES, get_game
from shikitable.games.nincetkaik import deck
from shikitable.session.host import MatchHost


def text(game: Game[Any], state: Any) -> str:
    return json.dumps(game.state_to_json(state), sort_keys=True)


def refused_everywhere(host: MatchHost, seat: int, action: object) -> None:
    """The engine refuses `action` (on a copy of the table) and so does the host; neither
    changes anything."""
    game = host.game
    before, logged = text(game, host.state), len(host.log)
    copy = game.clone(host.state)
    with pytest.raises(IllegalAction):
        game.apply(copy, seat, action)  # type: ignore[arg-type]
    assert text(game, copy) == before
    with pytest.raises(IllegalAction):
        host.submit(seat, action)
    assert text(game, host.state) == before and len(host.log) == logged


def play_until(host: MatchHost, rng: random.Random, found: Any, limit: int = 5_000) -> Any:
    """Random legal moves until `found(host)` returns something; returns it."""
    for _ in range(limit):
        hit = found(host)
        if hit:
            return hit
        seat = rng.choice(host.to_act())
        host.submit(seat, rng.choice(host.legal_actions(seat)))
    raise AssertionError("the position was never reached")


# 1. 値木: draw or pass naming cards took them out of the game (48 cards became 47)


def test_makhup_draw_or_pass_naming_cards_is_refused_and_no_card_vanishes() -> None:
    host = MatchHost(get_game("makhup"), 3, seed=1)
    seat = play_until(host, random.Random(1), lambda h: h.to_act()[0] if Action("draw") in
                      h.legal_actions(h.to_act()[0]) and len(h.log) >= 3 else None)
    hand = list(host.state.hands[seat])
    for kind in ("draw", "pass"):
        refused_everywhere(host, seat, Action.make(kind, hand))
        refused_everywhere(host, seat, Action.make(kind, hand[:1]))
    host.submit(seat, Action("draw"))  # the plain draw still works
    assert len(host.state.hands[seat]) in (len(hand), len(hand) + 1)


# 2. riichi and Magic: a pon naming one tile twice failed half-applied


@pytest.mark.parametrize("game_id", ["riichi", "magic"])
def test_a_pon_naming_one_tile_twice_is_refused_whole(game_id: str) -> None:
    host = MatchHost(get_game(game_id), 4, seed=7)

    def offered_pon(h: MatchHost) -> tuple[int, Action] | None:
        for seat in h.to_act():
            pons = [a for a in h.legal_actions(seat) if a.kind == "pon"]
            if pons:
                return seat, pons[0]
        return None

    seat, pon = play_until(host, random.Random(7), offered_pon)
    refused_everywhere(host, seat, Action("pon", (pon.cards[0], pon.cards[0])))
    host.submit(seat, pon)  # the listed pon still works


# 3. every game: a plain tuple equal to a listed move raised AttributeError, often half-applied


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_plain_tuple_equal_to_a_listed_move_is_refused_and_changes_nothing(game_id: str) -> None:
    game = get_game(game_id)
    host = MatchHost(game, game.default_players, seed=5)
    rng = random.Random(5)
    for _ in range(12):
        seat = rng.choice(host.to_act())
        listed = rng.choice(host.legal_actions(seat))
        refused_everywhere(host, seat, tuple(listed))
        host.submit(seat, listed)


# 4. seven games: junk args or cards on a move that takes none were accepted and logged


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_junk_arg_or_cards_on_a_move_that_takes_none_are_refused(game_id: str) -> None:
    game = get_game(game_id)
    host = MatchHost(game, game.default_players, seed=11)
    rng = random.Random(11)
    tried = 0
    for _ in range(40):
        seat = rng.choice(host.to_act())
        legal = host.legal_actions(seat)
        held = sorted({card for action in legal for card in action.cards})  # cards the seat may name
        hands = getattr(host.state, "hands", None)
        if isinstance(hands, list) and isinstance(hands[seat], list):
            held += hands[seat]  # and the cards in its hand
        for action in legal:
            if action.arg is None:
                refused_everywhere(host, seat, Action(action.kind, action.cards, "junk"))
                tried += 1
            if not action.cards and held:
                bent = Action(action.kind, (rng.choice(held),), action.arg)
                if bent not in legal:
                    refused_everywhere(host, seat, bent)
                    tried += 1
        host.submit(seat, rng.choice(legal))
        if not host.to_act():
            break
    assert tried > 10


def test_sichuan_claim_naming_a_tile_of_the_hand_is_refused() -> None:
    host = MatchHost(get_game("sichuan"), 4, seed=4)

    def claimer(h: MatchHost) -> int | None:
        return next((s for s in h.to_act() if Action("pon") in h.legal_actions(s)), None)

    seat = play_until(host, random.Random(4), claimer)
    for kind in ("pon", "kan", "pass"):
        refused_everywhere(host, seat, Action(kind, (host.state.hands[seat][0],)))


def test_taxot_keeps_no_cards_of_a_pass_in_its_claims() -> None:
    host = MatchHost(get_game("taxot"), 4, seed=3)
    seat = play_until(host, random.Random(3), lambda h: h.to_act()[0] if h.state.phase == "react" else None)
    card = host.state.hands[seat][0]
    refused_everywhere(host, seat, Action("pass", (card,)))
    host.submit(seat, Action("pass"))
    assert all(claim is None or not claim.cards for claim in host.state.claims.values() if claim != Action("pass"))
    assert host.state.claims.get(seat) in (None, Action("pass"))


# 5. 連友 ignores colour: the other colour's copy is declared the same move, any other card is not


def test_niekhi_takes_the_other_colours_copy_as_the_same_move_and_nothing_else() -> None:
    game = get_game("niekhi")
    rng = random.Random(2)
    for seed in range(40):
        host = MatchHost(game, 4, seed=seed)
        seat = host.to_act()[0]
        hand = host.state.hands[seat]
        for listed in host.legal_actions(seat):
            if listed.kind != "play" or len(listed.cards) != 1:
                continue
            card = listed.cards[0]
            twins = [c for c in hand if deck.KIND[c] == deck.KIND[card] and deck.COLOUR[c] != deck.COLOUR[card]]
            strangers = [c for c in range(deck.CARD_COUNT) if c not in hand and deck.KIND[c] == deck.KIND[card]]
            if not twins:
                continue
            if strangers:  # a copy the seat does not hold is no move of its
                refused_everywhere(host, seat, Action("play", (rng.choice(strangers),)))
            other = Action("play", (twins[0],))
            assert game.canonical_action(host.state, seat, other) == game.canonical_action(host.state, seat, listed)
            host.submit(seat, other)
            assert twins[0] not in host.state.hands[seat] and card in host.state.hands[seat]
            return
    raise AssertionError("no hand held both colours of a kind")


# 6. riichi: the season record overstated the winner by the riichi deposit


@pytest.mark.parametrize("game_id", ["riichi", "magic"])
def test_mahjong_records_hold_what_the_scores_moved_deposits_included(game_id: str) -> None:
    game = get_game(game_id)
    state = game.setup(4, None, 1018)
    bots = [make_bot(game_id, "heuristic", 1018 * 7919 + seat) for seat in range(4)]
    before = [25_000] * 4  # the default start points
    hands = 0
    while game.to_act(state) and hands < 3:
        seat = game.to_act(state)[0]
        _, events = game.apply(state, seat, bots[seat].choose(game.observation(state, seat),
                                                              game.legal_actions(state, seat)))
        for event in events:
            if event.kind == "season_end":
                moved = [now - then for now, then in zip(event.data["scores"], before, strict=True)]
                assert event.data["record"]["points"] == moved, f"hand {hands + 1}"
                before, hands = list(event.data["scores"]), hands + 1
    assert hands == 3


@pytest.mark.parametrize("game_id", sorted(set(GAMES) - {"riichi", "magic"}))
def test_season_records_add_up_to_the_final_points(game_id: str) -> None:
    """Riichi and Magic end with uma and oka on top of the hands (tested hand by hand above)."""
    game = get_game(game_id)
    for seed in range(2):
        state = game.setup(game.default_players, None, seed)
        rng = random.Random(seed)
        while game.to_act(state):
            seat = rng.choice(game.to_act(state))
            game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
        result = game.result(state)
        assert result is not None
        totals = [sum(record.points[seat] for record in result.seasons) for seat in range(len(result.points))]
        assert totals == result.points


# all or nothing: a game that fails half way through a move


class Breaking(Game[Any]):
    """A real game whose `apply` changes the table and then fails, as a bug would."""

    def __init__(self, inner: Game[Any]) -> None:
        self.inner = inner
        self.id, self.action_schema = inner.id, inner.action_schema  # type: ignore[misc]

    def __getattr__(self, name: str) -> Any:
        return getattr(self.inner, name)

    def setup(self, *args: Any, **kwargs: Any) -> Any:
        return self.inner.setup(*args, **kwargs)

    def to_act(self, state: Any) -> tuple[int, ...]:
        return self.inner.to_act(state)

    def legal_actions(self, state: Any, seat: int) -> list[Action]:
        return self.inner.legal_actions(state, seat)

    def apply(self, state: Any, seat: int, action: Action) -> Any:
        self.inner.apply(state, seat, action)
        raise ZeroDivisionError("a bug after the move was half made")

    def observation(self, state: Any, seat: int | None) -> dict[str, Any]:
        return self.inner.observation(state, seat)

    def result(self, state: Any) -> Any:
        return self.inner.result(state)

    def determinize(self, *args: Any) -> Any:
        return self.inner.determinize(*args)

    def clone(self, state: Any) -> Any:
        return self.inner.clone(state)

    def state_to_json(self, state: Any) -> dict[str, Any]:
        return self.inner.state_to_json(state)

    def state_from_json(self, data: Any) -> Any:
        return self.inner.state_from_json(data)


@pytest.mark.parametrize("game_id", ["taxot", "riichi"])
def test_a_game_failing_on_a_move_leaves_the_table_as_it_was(game_id: str, caplog: pytest.LogCaptureFixture) -> None:
    host = MatchHost(Breaking(get_game(game_id)), 4, seed=23)
    seat = host.to_act()[0]
    move = host.legal_actions(seat)[0]
    before = text(host.game, host.state)
    with caplog.at_level(logging.ERROR), pytest.raises(EngineFault) as refusal:
        host.submit(seat, move)
    assert "could not carry out" in refusal.value.reason
    assert text(host.game, host.state) == before and host.log == [] and host.version == 0
    assert any(str(move) in r.getMessage() and "seed 23" in r.getMessage() for r in caplog.records)
    host.game = get_game(game_id)  # the same move on the sound game goes through
    host.submit(seat, move)
    assert len(host.log) == 1
