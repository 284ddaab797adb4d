"""Matches for review tests: seat 0 played by a given bot, the others by the heuristic, stopped
once seat 0 has made `decisions` choices (fixed seeds: the same deals for every seat bot)."""

from __future__ import annotations

from shikitable.ai import make_bot
from shikitable.ai.base import Bot
from shikitable.core.actions import Action
from shikitable.games import get_game
from shikitable.session.review.valuing import ReviewSettings
from shikitable.session.saves import SaveData

# small budgets: a test reviews a few decisions, not a match
QUICK = ReviewSettings(iterations=16, worlds=8, alternatives=1, seed=5)


def seat_zero_match(game_id: str, seat_bot: Bot, seed: int, decisions: int) -> SaveData:
    game = get_game(game_id)
    players = game.default_players
    state = game.setup(players, None, seed)
    bots = [seat_bot, *(make_bot(game_id, "heuristic", seed * 10 + seat) for seat in range(1, players))]
    actions: list[tuple[int, Action]] = []
    chosen = 0
    while not game.is_over(state) and chosen < decisions:
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        if seat == 0 and len(legal) > 1:
            chosen += 1
        action = bots[seat].choose(game.observation(state, seat), legal)
        actions.append((seat, action))
        game.apply(state, seat, action)
    return SaveData(game_id, players, seed, {}, actions, seat_kinds=["human", *["heuristic"] * (players - 1)])


def first_hand_match(game_id: str, seed: int) -> SaveData:
    """Heuristic seats play the match's first hand (deal, season) to its end."""
    game = get_game(game_id)
    players = game.default_players
    state = game.setup(players, None, seed)
    bots = [make_bot(game_id, "heuristic", seed * 10 + seat) for seat in range(players)]
    actions: list[tuple[int, Action]] = []
    while not state.records:
        seat = game.to_act(state)[0]
        action = bots[seat].choose(game.observation(state, seat), game.legal_actions(state, seat))
        actions.append((seat, action))
        game.apply(state, seat, action)
    return SaveData(game_id, players, seed, {}, actions)
