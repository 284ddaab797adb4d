"""How long a review takes, game by game: a bot match is played (heuristic seats, a fixed
seed), one seat's decisions are reviewed at the level's thinking time, and the times printed.
A measurement to run by hand (`shikitable review-bench`), not a timed test."""

from __future__ import annotations

import time
from typing import Any

from shikitable.ai import make_bot
from shikitable.core.actions import Action
from shikitable.games import GAMES, get_game
from shikitable.session.review.decisions import decisions_from_save
from shikitable.session.review.run import review_decisions
from shikitable.session.review.valuing import ReviewSettings
from shikitable.session.saves import SaveData

MAX_ACTIONS = 20000


def bot_match(game_id: str, seed: int, players: int | None = None, options: dict[str, Any] | None = None) -> SaveData:
    """A whole match between heuristic seats, as a save."""
    game = get_game(game_id)
    count = players or game.default_players
    state = game.setup(count, options, seed)
    bots = [make_bot(game_id, "heuristic", seed + seat) for seat in range(count)]
    actions: list[tuple[int, Action]] = []
    while not game.is_over(state) and len(actions) < MAX_ACTIONS:
        seat = game.to_act(state)[0]
        legal = game.legal_actions(state, seat)
        action = bots[seat].choose(game.observation(state, seat), legal)
        actions.append((seat, action))
        game.apply(state, seat, action)
    return SaveData(game_id, count, seed, dict(options or {}), actions)


def bench_reviews(games: list[str], level: str, jobs: int, seed: int) -> list[dict[str, Any]]:
    rows = []
    for game_id in games or list(GAMES):
        save = bot_match(game_id, seed)
        decisions = decisions_from_save(save, [0])
        started = time.perf_counter()
        reviews = review_decisions(game_id, decisions, ReviewSettings(level=level, seed=seed), jobs)
        seconds = time.perf_counter() - started
        rows.append({
            "game": game_id,
            "decisions": len(decisions),
            "seconds": round(seconds, 1),
            "per_decision_ms": round(1000 * seconds / max(1, len(decisions))),
            "agreement": round(sum(r.agrees for r in reviews) / max(1, len(reviews)), 3),
        })
        print(f"{game_id:10s} {len(decisions):4d} decisions  {seconds:7.1f} s  "
              f"({rows[-1]['per_decision_ms']} ms a decision, jobs {jobs}, {level})", flush=True)
    return rows
