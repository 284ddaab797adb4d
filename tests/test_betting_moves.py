"""What a player hears when a move of 値戦, 開樽 or 値木 is refused, now that each game declares
its moves per phase: the reason, and nothing changed."""

from __future__ import annotations

from typing import Any

import pytest

from shikitable.core.actions import Action
from shikitable.core.errors import IllegalAction
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik.makhup import Makhup
from shikitable.games.nincetkaik.makkaik import Makkaik
from shikitable.games.nincetkaik.namto import Namto


def refused(game: Any, state: Any, seat: int, action: Action) -> str:
    """The refusal's text; the state must come out exactly as it went in."""
    before = game.state_to_json(state)
    with pytest.raises(IllegalAction) as refusal:
        game.apply(state, seat, action)
    assert game.state_to_json(state) == before
    return str(refusal.value)


def makkaik_at_the_base() -> tuple[Makkaik, Any]:
    """A 値戦 season played through the exchange (first listed moves) up to the 親 setting the base."""
    game = Makkaik()
    state = game.setup(4, None, seed=3)
    while state.phase != "base":
        seat = state.turn
        game.apply(state, seat, game.legal_actions(state, seat)[0])
    return game, state


def test_makkaik_fold_with_cards_is_refused_then_a_folded_seat_is_told_it_is_out() -> None:
    game, state = makkaik_at_the_base()
    setter = state.turn
    card = state.hands[setter][0]
    assert refused(game, state, setter, Action("fold", (card,))) == "Folding takes no cards or points."
    game.apply(state, setter, Action("fold"))
    assert state.folded[setter] and state.turn != setter
    assert refused(game, state, setter, Action("join", (), 1)) == "You have folded: you are out until the next season."


def test_makkaik_a_move_of_another_phase_hears_what_this_phase_wants() -> None:
    game, state = makkaik_at_the_base()
    seat = state.turn
    assert refused(game, state, seat, Action("draw")) == "As 親 you set the base (1 to 5 points) or fold."
    too_high = refused(game, state, seat, Action("base", (), 9))
    assert too_high == "The base is a whole number of points from 1 to 5, not 9."


def test_namto_fold_takes_no_points_or_cards_and_a_folded_seat_is_out() -> None:
    game = Namto()
    state = game.setup(3, None, seed=5)
    seat = state.turn
    card = state.hands[seat][0]
    assert refused(game, state, seat, Action("fold", (), 1)) == "無行 (fold) takes no points."
    assert refused(game, state, seat, Action("fold", (card,))) == "Staking and folding take no cards."
    assert refused(game, state, seat, Action("swap")) == "Choose 加行 (stake points) or 無行 (fold)."
    game.apply(state, seat, Action("fold"))
    assert refused(game, state, seat, Action("stake", (), 0)) == "You have folded: you are out until the next season."


def test_makhup_draw_and_pass_take_no_cards_and_pass_waits_for_an_empty_stock() -> None:
    game = Makhup()
    state = game.setup(3, None, seed=7)
    seat = state.turn
    card = state.hands[seat][0]
    assert refused(game, state, seat, Action("draw", (card,))) == "Drawing or passing plays no cards."
    assert refused(game, state, seat, Action("pass")) == "While the stock lasts you draw instead of passing."
    assert Action("pass") not in game.legal_actions(state, seat)


def test_makhup_pass_is_listed_exactly_when_nothing_else_is_possible() -> None:
    game = Makhup()
    state = game.setup(2, None, seed=11)
    seat = state.turn
    numbered = next(c for c in D.ALL_CARDS if D.NUMBER[c] is not None)
    special = next(c for c in D.ALL_CARDS if D.NUMBER[c] is None)  # 皇, 王 or 船: clears the roads
    state.stock = []  # the stock is spent
    state.roads = [{"cards": [numbered], "value": 99}]  # a road no hand adds up to
    state.hands[seat] = [numbered]
    state.legal_cache = None
    assert game.legal_actions(state, seat) == [Action("pass")]
    game.apply(state, seat, Action("pass"))
    assert state.passes == 1

    other = state.turn
    state.hands[other] = [numbered, special]
    assert game.legal_actions(state, other) == [Action("clear", (special,))]
    assert refused(game, state, other, Action("pass")) == "You can still play, so you may not pass."


@pytest.mark.parametrize("game_id", ["makkaik", "namto", "makhup"])
def test_the_game_lists_checks_and_applies_only_through_its_phases(game_id: str) -> None:
    """Legality has one source: no list, check or apply of the game's own (nor of the betting base)."""
    from shikitable.core.moves import MovesGame
    from shikitable.games import GAMES
    from shikitable.games.nincetkaik.betting import BettingGame

    game = GAMES[game_id]
    assert isinstance(game, MovesGame)
    for cls in (type(game), BettingGame):
        assert not {"_check", "_admit", "apply", "legal_actions", "_legal"} & set(vars(cls))
    assert vars(type(game))["phase"] is not MovesGame.phase
