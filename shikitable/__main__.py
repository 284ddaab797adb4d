"""The `shikitable` command: the table (no arguments), a headless demo, and engine tools."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from shikitable.core.errors import BadOption, IllegalAction
from shikitable.games import GAMES, get_game

COMMANDS = ("games", "simulate", "replay", "bench", "rules", "mjai", "arena")


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        if args and args[0] in COMMANDS:
            return run_command(args)
        return run_table(args)
    except BrokenPipeError:  # output piped into `head` and cut short: not an error of ours
        sys.stderr.close()
        return 0


def run_table(args: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="shikitable", description="The shikitable card table.")
    parser.add_argument("--demo", metavar="GAME", help="play bots-only offscreen-capable demo of GAME")
    parser.add_argument("--screenshot", metavar="PATH", help="with --demo: save a PNG of the table and exit")
    parser.add_argument("--measure-lag", metavar="SECONDS", type=float, help="with --demo: print event-loop lag")
    parser.add_argument("--size", metavar="WxH", help="with --demo: the window size, e.g. 1024x700")
    parser.add_argument("--after", metavar="SECONDS", type=float, help="with --screenshot: play this long first")
    parser.add_argument("command", nargs="?", help=f"one of: {', '.join(COMMANDS)} (see COMMAND --help)")
    options, rest = parser.parse_known_args(args)
    if options.command:
        parser.error(f"unknown command {options.command!r}; commands: {', '.join(COMMANDS)}")
    if options.demo:
        if options.demo not in GAMES:
            parser.error(f"unknown game {options.demo!r}; games: {', '.join(GAMES)}")
        from shikitable.ui.demo import run_demo

        size = None
        if options.size:
            try:
                width, height = (int(v) for v in options.size.lower().split("x"))
            except ValueError:
                parser.error(f"--size wants WIDTHxHEIGHT such as 1024x700, not {options.size!r}")
            size = (width, height)
        return run_demo(options.demo, screenshot=options.screenshot, measure_lag=options.measure_lag, size=size,
                        after=options.after)
    from shikitable.ui.app import run_app

    return run_app([sys.argv[0], *rest])


def run_command(args: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="shikitable")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("games", help="list the game ids and names")

    sim = sub.add_parser("simulate", help="bot-only matches; prints a JSON summary")
    sim.add_argument("--game", required=True)
    sim.add_argument("--players", type=int)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--bots", default="", help="comma-separated bot levels per seat: heuristic, random")

    rep = sub.add_parser("replay", help="replay a save/replay file and print the final result as JSON")
    rep.add_argument("file")

    ben = sub.add_parser("bench", help="random-playout throughput as JSON")
    ben.add_argument("--game", required=True)
    ben.add_argument("--seconds", type=float, default=10.0)
    ben.add_argument("--players", type=int)

    rules = sub.add_parser("rules", help="export the rule book")
    rules.add_argument("--game", required=True, help="a game id, or 'all'")
    rules.add_argument("--lang", choices=("ja", "en"), default="ja")
    rules.add_argument("--pdf", required=True, metavar="OUT.pdf")

    mjai = sub.add_parser("mjai", help="write a riichi match (a save file) as MJAI JSONL")
    mjai.add_argument("file", metavar="SAVE.json")
    mjai.add_argument("out", metavar="OUT.jsonl")
    are = sub.add_parser("arena", help="bots on duplicate deals (every seat rotation); JSON strength report")
    are.add_argument("--game", required=True)
    are.add_argument("--players", type=int)
    are.add_argument("--bots", required=True, help="comma-separated levels per seat, e.g. normal,heuristic,heuristic")
    are.add_argument("--deals", type=int, default=50)
    are.add_argument("--seed", type=int, default=0)
    are.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")

    options = parser.parse_args(args)
    try:
        if options.command == "games":
            return cmd_games()
        if options.command == "simulate":
            return cmd_simulate(options)
        if options.command == "replay":
            return cmd_replay(options.file)
        if options.command == "bench":
            return cmd_bench(options)
        if options.command == "mjai":
            return cmd_mjai(options.file, options.out)
        if options.command == "arena":
            return cmd_arena(options)
        return cmd_rules(options)
    except KeyError as error:
        print(f"shikitable: {error.args[0]}", file=sys.stderr)
        return 2


def cmd_games() -> int:
    for game in GAMES.values():
        players = f"{game.min_players}-{game.max_players}"
        print(f"{game.id}\t{game.name_ja}\t{game.name_en}\t{players} players\t{game.description_en}")
    return 0


def cmd_simulate(options: argparse.Namespace) -> int:
    from shikitable.session.simulate import simulate

    game = get_game(options.game)
    levels = [b.strip() for b in options.bots.split(",") if b.strip()]
    players = options.players or (len(levels) if levels else game.default_players)
    if not levels:
        levels = ["random"] * players
    if len(levels) != players:
        print(f"shikitable: --bots names {len(levels)} seats but --players is {players}", file=sys.stderr)
        return 2
    if not game.min_players <= players <= game.max_players:
        print(f"shikitable: {game.id} is for {game.min_players}-{game.max_players} players", file=sys.stderr)
        return 2
    print(json.dumps(simulate(game, levels, options.games, options.seed), ensure_ascii=False, indent=1))
    return 0


def cmd_replay(path: str) -> int:
    from shikitable.session import BadSave, MatchHost, read_save

    try:
        host = MatchHost.from_save(read_save(path))
    except BadSave as error:
        print(f"shikitable: cannot replay {path}: {error}", file=sys.stderr)
        return 1
    result = host.result()
    summary = {
        "game": host.game.id,
        "actions": len(host.log),
        "finished": result is not None,
        "result": result.to_json() if result else None,
        "scores": list(host.state.scores),
    }
    print(json.dumps(summary, ensure_ascii=False, indent=1))
    return 0


def cmd_bench(options: argparse.Namespace) -> int:
    from shikitable.session.simulate import bench

    game = get_game(options.game)
    print(json.dumps(bench(game, options.seconds, options.players), indent=1))
    return 0


def cmd_mjai(path: str, out: str) -> int:
    from shikitable.games.mahjong.riichi.mjai import to_mjai, write_mjai
    from shikitable.session import BadSave, read_save

    try:
        save = read_save(path)
        if save.game != "riichi":
            raise BadSave(f"MJAI logs are for riichi matches; {path} holds a {save.game!r} match")
        objects = to_mjai(get_game("riichi"), save.players, save.options, save.seed, save.actions, save.seat_names)
    except BadSave as error:
        print(f"shikitable: cannot export {path}: {error}", file=sys.stderr)
        return 1
    except (IllegalAction, BadOption, ValueError) as error:
        print(f"shikitable: cannot export {path}: broken save ({error})", file=sys.stderr)
        return 1
    try:
        write_mjai(out, objects)
    except OSError as error:
        print(f"shikitable: cannot write {out}: {error}", file=sys.stderr)
        return 1
    print(f"wrote {len(objects)} MJAI events to {out}")
    return 0


def cmd_arena(options: argparse.Namespace) -> int:
    from shikitable.ai import LEVELS
    from shikitable.session.arena import arena

    game = get_game(options.game)
    levels = [b.strip() for b in options.bots.split(",") if b.strip()]
    players = options.players or len(levels)
    problems = [
        f"--bots names {len(levels)} seats but --players is {players}" if len(levels) != players else "",
        f"{game.id} is for {game.min_players}-{game.max_players} players"
        if not game.min_players <= players <= game.max_players
        else "",
        f"unknown bot level(s) {sorted(set(levels) - set(LEVELS))}; choose from {', '.join(LEVELS)}"
        if set(levels) - set(LEVELS)
        else "",
        "--bots must name at least two different bots" if len(set(levels)) < 2 else "",
        "--deals must be at least 2" if options.deals < 2 else "",
        "--jobs must be at least 1" if options.jobs < 1 else "",
    ]
    for problem in problems:
        if problem:
            print(f"shikitable: {problem}", file=sys.stderr)
            return 2
    print(json.dumps(arena(game.id, levels, options.deals, options.seed, options.jobs), indent=1))
    return 0


def cmd_rules(options: argparse.Namespace) -> int:
    from shikitable.ui.rules_export import export_rules_pdf

    return export_rules_pdf(options.game, options.lang, options.pdf)


if __name__ == "__main__":
    sys.exit(main())
