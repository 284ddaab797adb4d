"""Checking our matches with jansou, an independent riichi engine (test extra: `pip install jansou`).
It plays bots, so it lives here rather than in the game (games never import shikitable.ai).

A match is exported as MJAI and handed to jansou: `parse_mjai` reads it, `check_paifu` re-scores
every win (value and fu) and `replay_paifu` replays every hand through jansou's own rules,
requiring every draw, discard, call and dora to be what its engine would produce and every
recorded choice to be one it offers."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from shikitable.ai import make_bot
from shikitable.core.actions import Action
from shikitable.games.mahjong.riichi.game import RiichiGame
from shikitable.games.mahjong.riichi.mjai import dumps, to_mjai


@dataclass
class CheckReport:
    matches: int = 0
    hands: int = 0
    wins: int = 0
    draws: int = 0
    decisions: int = 0
    disagreements: list[str] = field(default_factory=list)


def play_bot_match(levels: Sequence[str], seed: int, options: dict[str, Any] | None = None) -> list[tuple[int, Action]]:
    game = RiichiGame()
    bots = [make_bot("riichi", level, seed * 31 + seat) for seat, level in enumerate(levels)]
    state = game.setup(4, options, seed)
    log: list[tuple[int, Action]] = []
    while True:
        waiting = game.to_act(state)
        if not waiting:
            return log
        seat = waiting[0]
        action = bots[seat].choose(game.observation(state, seat), game.legal_actions(state, seat))
        game.apply(state, seat, action)
        log.append((seat, action))


def check_log(objects: list[dict[str, Any]], report: CheckReport, label: str) -> None:
    from jansou.io.mjai import parse_mjai
    from jansou.io.replay import ReplayError, replay_paifu
    from jansou.validation.check import check_paifu

    text = dumps(objects)
    paifu = parse_mjai(text)
    report.matches += 1
    report.hands += len(paifu.rounds)
    for verdict in check_paifu(paifu):
        report.wins += 1
        if not verdict.passed:
            report.disagreements.append(f"{label}: win by {verdict.winner}: {verdict.detail}")
    report.draws += sum(1 for o in objects if o["type"] == "ryukyoku")
    try:
        for _ in replay_paifu(paifu):
            report.decisions += 1
    except ReplayError as error:
        report.disagreements.append(f"{label}: replay: {error}")


def check_matches(count: int, levels: Sequence[str], seed: int = 0, options: dict[str, Any] | None = None,
                  report: CheckReport | None = None) -> CheckReport:
    report = report or CheckReport()
    game = RiichiGame()
    rng = random.Random(seed)
    for _ in range(count):
        match_seed = rng.randrange(2**31)
        log = play_bot_match(levels, match_seed, options)
        objects = to_mjai(game, 4, options, match_seed, log)
        check_log(objects, report, f"seed {match_seed}")
    return report
