"""Are the search's overrules right? Each one judged where the truth is known.

    .venv/bin/python tools/overrule_check.py --game namto --matches 10 --seed 1 [--iterations 170]

Heuristic bots (or `--table LEVEL`) play whole matches. At every decision with a choice the search bot (`normal`'s
search, a fixed number of playouts) is asked too, from the same observation. Where it would
play another move than the heuristic (an "overrule"), both moves are valued on the TRUE state:
the others' real hidden cards, every seat then playing the search's own playout policy with
the same dice for both moves, to the end of the deal (`--dice` runs, averaged). The search saw
only sampled worlds; this values the moves in the world that really was. The mean of (its
move - the heuristic's move) over the overrules is what the overrules gain (a positive mean
with its interval above zero: they help), and the same sum divided by every decision is the
gain a decision. The matches go on with the heuristic's moves, so every position is one a
heuristic table reaches.

The bias of a search shows here: a search whose worlds ignore what the others' play revealed
overrules confidently and loses in the true worlds."""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def _variant(game_id: str, name: str, seed: int, iterations: int) -> Any:
    """A search bot by name: `normal` or `strong` as the table makes them (both with
    `iterations` playouts), or one of the variants below."""
    from shikitable.ai import make_bot
    from shikitable.ai.search import SearchBot

    bot = make_bot(game_id, "strong" if name.startswith("strong") else "normal", seed, iterations)
    assert isinstance(bot, SearchBot)
    if name in ("normal", "strong"):
        return bot
    if name.startswith("strong@"):  # strong with the fallback's test at another level, e.g. strong@0.5
        bot.overrule_alpha = float(name.split("@", 1)[1])
        return bot
    if name == "plain-worlds" and game_id == "mokkaik":  # 行戦's strong before #39: normal's search
        return bot
    if name == "plain-worlds" and game_id == "namto":  # 開樽's worlds dealt at random (before #39)
        from shikitable.ai.nincetkaik.namto_search import search_hooks

        return SearchBot(bot.game, seed, seconds=None, iterations=iterations, prior=bot.prior,
                         hooks=search_hooks(bot.game, betting_worlds=False))
    raise SystemExit(f"unknown variant {name!r} for {game_id}")


def check(
    game_id: str, matches: int, seed: int, iterations: int, dice: int, players: int | None = None,
    variants: tuple[str, ...] = ("normal",), records: Any = None, first_hands: bool = False,
    finish: str | None = None, finish_iterations: int = 200, table: str = "heuristic",
) -> dict[str, Any]:
    """`first_hands`: only the first season (hand) of each match, as the arena's `--per-hand`.
    `records`: a text file to get one JSON line per overrule (the search's claimed gain, its
    z score, the worlds behind it and the true gain): stricter overrule rules can then be
    judged on the same overrules without running the search again. `finish`: a bot level that
    finishes the deal from the true state (the deciding seat; `normal` at the others) instead
    of the search's playouts: a move whose worth is in the play after it (a fold under a
    riichi) is then valued as a real seat would carry it on."""
    from shikitable.ai import make_bot
    from shikitable.games import get_game

    game = get_game(game_id)
    players = players or game.default_players
    decisions = 0
    # per variant: its gain at every decision (0 where it plays the heuristic's move)
    gains: dict[str, list[float]] = {v: [] for v in variants}
    overrules: dict[str, int] = dict.fromkeys(variants, 0)
    kinds: dict[str, dict[str, int]] = {v: {} for v in variants}
    for match in range(matches):
        match_seed = seed * 1_000_003 + match
        state = game.setup(players, None, match_seed)
        heuristics = [make_bot(game_id, table, match_seed * 7 + s) for s in range(players)]
        searches = {v: [_variant(game_id, v, match_seed * 11 + s, iterations) for s in range(players)]
                    for v in variants}
        first_deal = game.deal_number(state)
        while True:
            waiting = game.to_act(state)
            if not waiting or (first_hands and game.deal_number(state) != first_deal):
                break
            seat = waiting[0]
            legal = game.legal_actions(state, seat)
            observation = game.observation(state, seat)
            move = heuristics[seat].choose(observation, legal)
            if len(legal) > 1:
                decisions += 1
                for variant in variants:
                    search = searches[variant][seat]
                    estimates = search.recommend(observation, legal)
                    picked = estimates[0].action
                    prior = search.last_prior_move
                    gain = 0.0
                    if picked != prior and prior is not None:
                        if finish is None:
                            gain = statistics.fmean(
                                _true_value(game, search, state, seat, picked, match_seed + d)
                                - _true_value(game, search, state, seat, prior, match_seed + d)
                                for d in range(dice)
                            )
                        else:
                            gain = statistics.fmean(
                                _finished_value(game, state, seat, picked, finish, finish_iterations, match_seed + d)
                                - _finished_value(game, state, seat, prior, finish, finish_iterations, match_seed + d)
                                for d in range(dice)
                            )
                        overrules[variant] += 1
                        if records is not None:  # what the search claimed, and what was true
                            claimed = estimates[0].expected_points - next(
                                e.expected_points for e in estimates if e.action == prior)
                            records.write(json.dumps({
                                "variant": variant, "claimed": round(claimed, 4),
                                "z": round(claimed / estimates[0].standard_error, 3)
                                if estimates[0].standard_error > 0 else 99.0,
                                "worlds": estimates[0].visits, "true": round(gain, 4),
                                # moves tried against the heuristic's (the overrule is the best of them)
                                "compared": sum(1 for e in estimates if e.visits > 0) - 1,
                                "visits": [e.visits for e in estimates if e.visits > 0],
                                "move": f"{prior.kind}:{prior.arg} -> {picked.kind}:{picked.arg}",
                            }) + "\n")
                        label = f"{prior.kind}:{prior.arg} -> {picked.kind}:{picked.arg}"
                        kinds[variant][label] = kinds[variant].get(label, 0) + 1
                    gains[variant].append(gain)
            _, events = game.apply(state, seat, move)
            for variant in variants:
                for s, bot in enumerate(searches[variant]):
                    if bot.watches_events:
                        bot.see([e.seen_by(s) for e in events])
    report: dict[str, Any] = {"game": game_id, "players": players, "matches": matches, "seed": seed,
                              "iterations": iterations, "decisions": decisions}
    for variant in variants:
        mine = gains[variant]
        report[variant] = {
            "overrules": overrules[variant],
            "gain_per_decision": _interval(mine),
            "gain_per_overrule": round(sum(mine) / max(overrules[variant], 1), 3),
            "most_common": sorted(kinds[variant].items(), key=lambda kv: -kv[1])[:6],
        }
    if len(variants) == 2:
        first, second = variants
        report[f"{first} - {second}"] = _interval([a - b for a, b in zip(gains[first], gains[second], strict=True)])
    return report


def _interval(samples: list[float]) -> dict[str, float]:
    mean = statistics.fmean(samples) if samples else 0.0
    error = statistics.stdev(samples) / math.sqrt(len(samples)) if len(samples) > 1 else math.inf
    low, high = mean - 1.96 * error, mean + 1.96 * error
    return {"mean": round(mean, 4), "ci95_low": round(low, 4), "ci95_high": round(high, 4)}


def _true_value(game: Any, search: Any, state: Any, seat: int, move: Any, dice_seed: int) -> float:
    """The seat's points from playing `move` in the real state, then the search's playouts."""
    world = game.clone(state)
    base = game.standings(world)
    deal = game.deal_number(world)
    game.apply(world, seat, move)
    return float(search._playout(world, deal, base, random.Random(dice_seed))[seat])


def _finished_value(game: Any, state: Any, seat: int, move: Any, level: str, iterations: int, seed: int) -> float:
    """The seat's points from `move` in the real state, the deal then finished by bots: `level`
    at the seat (with `iterations` playouts), `normal` at the others."""
    from shikitable.ai import make_bot

    world = game.clone(state)
    base = game.standings(world)
    deal = game.deal_number(world)
    players = len(base)
    bots = [make_bot(game.id, level if s == seat else "normal", seed * 13 + s, iterations) for s in range(players)]
    game.apply(world, seat, move)
    while True:
        waiting = game.to_act(world)
        if not waiting or game.deal_number(world) != deal:
            break
        actor = waiting[0]
        legal = game.legal_actions(world, actor)
        game.apply(world, actor, bots[actor].choose(game.observation(world, actor), legal))
    if game.is_over(world):
        result = game.result(world)
        if result is not None:
            return float(result.points[seat]) - base[seat]
    return float(game.standings(world)[seat]) - base[seat]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int)
    parser.add_argument("--matches", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--iterations", type=int, default=170)
    parser.add_argument("--dice", type=int, default=1)
    parser.add_argument("--variants", default="normal",
                        help="comma-separated: normal, strong, strong@ALPHA (the fallback's test at that level), "
                             "plain-worlds (開樽; 行戦: strong's search before #39)")
    parser.add_argument("--first-hands", action="store_true", help="only the first season of each match")
    parser.add_argument("--records", help="write one JSON line per overrule to this file")
    parser.add_argument("--finish", help="finish each overrule's deal with this level at the seat (normal at the "
                                         "others) instead of the search's playout policy, e.g. normal or strong")
    parser.add_argument("--finish-iterations", type=int, default=200, help="playouts a decision of --finish's search")
    parser.add_argument("--table", default="heuristic", help="the level playing the matches' moves (default heuristic)")
    options = parser.parse_args()
    records = open(options.records, "w", encoding="utf-8") if options.records else None  # noqa: SIM115
    report = check(options.game, options.matches, options.seed, options.iterations, options.dice,
                   options.players, tuple(options.variants.split(",")), records, options.first_hands,
                   options.finish, options.finish_iterations, options.table)
    if records is not None:
        records.close()
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
