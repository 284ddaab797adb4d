"""What the games played as deals within a match share through core/match.py (the seven 紙机戦
games, にっぱち; 四川麻将's state): the refusal of a move out of turn, explicit deck orders,
the JSON form of the state and its records, and reading a card from its text id."""

from __future__ import annotations

import random

import pytest

from shikitable.core import Action, IllegalAction
from shikitable.core.game import SeasonRecord
from shikitable.core.match import MatchGame
from shikitable.games import GAMES
from shikitable.games.nincetkaik import deck as nincetkaik_deck
from shikitable.games.nippachi import deck as nippachi_deck

MATCH_GAMES = sorted(game_id for game_id, game in GAMES.items() if isinstance(game, MatchGame))


def test_the_family_games_and_nippachi_share_the_match_base() -> None:
    assert MATCH_GAMES == sorted(["mokkaik", "taxot", "makkaik", "niekhi", "nine", "makhup", "namto", "nippachi"])


@pytest.mark.parametrize("game_id", MATCH_GAMES)
def test_a_move_out_of_turn_names_the_waiting_seat_as_the_table_counts_seats(game_id: str) -> None:
    game = GAMES[game_id]
    state = game.setup(game.default_players, None, seed=3)
    waiting = game.to_act(state)
    other = next(seat for seat in range(state.players) if seat not in waiting)
    before = game.state_to_json(state)
    with pytest.raises(IllegalAction) as refused:
        game.apply(state, other, game.legal_actions(state, waiting[0])[0])
    # seats are counted from 1, as the new-game dialog names them ("Seat 1" is seat 0)
    named = ", ".join(str(seat + 1) for seat in waiting)
    assert str(refused.value) == f"It is not your turn: waiting for seat {named}."
    assert game.state_to_json(state) == before


@pytest.mark.parametrize("game_id", MATCH_GAMES)
def test_the_match_over_refuses_every_move(game_id: str) -> None:
    game = GAMES[game_id]
    state = game.setup(game.min_players, None, seed=5)
    rng = random.Random(5)
    while game.to_act(state):
        seat = game.to_act(state)[0]
        game.apply(state, seat, rng.choice(game.legal_actions(state, seat)))
    with pytest.raises(IllegalAction, match="The match is over."):
        game.apply(state, 0, Action("pass"))
    assert game.result(state) is not None


@pytest.mark.parametrize("game_id", MATCH_GAMES)
def test_an_explicit_deck_missing_a_card_is_refused_with_the_deck_size(game_id: str) -> None:
    game = GAMES[game_id]
    cards = list(game.deck_cards)  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match=f"each of the {len(cards)} cards exactly once"):
        game.setup(game.default_players, None, seed=1, decks=[cards[1:] + cards[:1] * 2])
    dealt = game.setup(game.default_players, None, seed=1, decks=[list(reversed(cards))])
    assert game.deal_number(dealt) == 1 and dealt.decks == []  # the first deal took the order given


@pytest.mark.parametrize("game_id", [*MATCH_GAMES, "sichuan"])
def test_a_saved_record_keeps_its_title_and_lines_and_shares_none_with_the_save(game_id: str) -> None:
    game = GAMES[game_id]
    state = game.setup(game.default_players, None, seed=2)
    line = {"kind": "payment", "seat": 0, "points": 3, "cards": [1, 2]}
    state.records.append(SeasonRecord(1, 0, 2, 0, [3, -3] + [0] * (state.players - 2), [line], {"en": "East 1"}))
    saved = game.state_to_json(state)
    loaded = game.state_from_json(saved)
    assert loaded.records == state.records
    saved["records"][0]["lines"][0]["cards"].append(99)  # the save changes after loading
    assert loaded.records[0].lines[0]["cards"] == [1, 2]
    assert game.state_to_json(game.clone(loaded)) == game.state_to_json(loaded)


@pytest.mark.parametrize("deck", [nincetkaik_deck, nippachi_deck])
def test_a_card_is_read_back_from_its_text_id_and_an_unknown_id_is_named(deck: object) -> None:
    for card in deck.ALL_CARDS:  # type: ignore[attr-defined]
        assert deck.card_from_code(deck.card_code(card)) == card  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="no such card: 'x-9'"):
        deck.card_from_code("x-9")  # type: ignore[attr-defined]
