"""The `shikitable` command: the table (no arguments), a headless demo, and engine tools."""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from shikitable.cli_numbers import number_argument
from shikitable.core.errors import BadOption
from shikitable.core.game import Game
from shikitable.games import GAMES, get_game

COMMANDS = (
    "games", "simulate", "replay", "bench", "rules", "arena", "history", "export", "resume", "mjai", "mjai-bot",
    "serve", "review", "review-bench",
)


class OneLineParser(argparse.ArgumentParser):
    """argparse, but a bad argument gets one line (what is wrong) and exit code 2."""

    def error(self, message: str) -> NoReturn:
        print(f"{self.prog}: {message}", file=sys.stderr)
        sys.exit(2)


positive_int = number_argument(int, "a whole number", lambda n: n >= 1, "{0} must be 1 or more")
positive_seconds = number_argument(
    float, "a number of seconds", lambda s: math.isfinite(s) and 0 < s <= 86400,
    "{0} must be more than 0 and at most 86400 seconds",
)


def writable_file(text: str) -> str:
    """A file we can create: its folder exists and is writable, and it is not a folder."""
    path = Path(text)
    if not text or path.is_dir():
        raise argparse.ArgumentTypeError(f"{text!r} is a folder, not a file name")
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        raise argparse.ArgumentTypeError(f"the folder {str(folder)!r} does not exist")
    if not os.access(folder, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise argparse.ArgumentTypeError(f"{text!r} cannot be written (no permission)")
    return text


def window_size(text: str) -> tuple[int, int]:
    try:
        width, height = (int(part) for part in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"wants WIDTHxHEIGHT, e.g. 1024x700, not {text!r}") from None
    if not (320 <= width <= 8000 and 240 <= height <= 8000):
        raise argparse.ArgumentTypeError(f"{text!r}: between 320x240 and 8000x8000")
    return width, height


def game_id(text: str) -> str:
    if text not in GAMES:
        raise argparse.ArgumentTypeError(f"unknown game {text!r}; games: {', '.join(GAMES)}")
    return text


def check_players(parser: argparse.ArgumentParser, game_name: str, players: int | None) -> None:
    game = get_game(game_name)
    if players is not None and not game.min_players <= players <= game.max_players:
        parser.error(f"--players: {game.id} is for {game.min_players}-{game.max_players} players, not {players}")


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
    parser = OneLineParser(prog="shikitable", description="The shikitable card table.")
    parser.add_argument("--demo", metavar="GAME", type=game_id, help="play bots-only offscreen-capable demo of GAME")
    parser.add_argument(
        "--screenshot", metavar="PATH", type=writable_file, help="with --demo: save a PNG of the table and exit"
    )
    parser.add_argument(
        "--measure-lag", metavar="SECONDS", type=positive_seconds, help="with --demo: print event-loop lag"
    )
    parser.add_argument("--players", metavar="N", type=positive_int, help="with --demo: the number of players")
    parser.add_argument("--size", metavar="WxH", type=window_size, help="with --demo: the window size, e.g. 1024x700")
    parser.add_argument(
        "--after", metavar="SECONDS", type=positive_seconds, help="with --screenshot: play this long first"
    )
    parser.add_argument(
        "--moves", metavar="N", type=positive_int,
        help="with --demo: the bots play N moves at once before the table shows (a hand well under way)",
    )
    parser.add_argument("--theme", choices=("light", "dark", "high_contrast"), help="with --demo: the table's theme")
    parser.add_argument(
        "--high-contrast", action="store_true", help="with --demo: high-contrast card faces"
    )
    parser.add_argument(
        "--measure-startup", action="store_true",
        help="print the milliseconds to the table's first frame as JSON, then quit (docs/performance.md)",
    )
    parser.add_argument("command", nargs="?", help=f"one of: {', '.join(COMMANDS)} (see COMMAND --help)")
    options, rest = parser.parse_known_args(args)
    if options.command:
        parser.error(f"unknown command {options.command!r}; commands: {', '.join(COMMANDS)}")
    if (options.screenshot or options.measure_lag) and not options.demo:
        parser.error("--screenshot and --measure-lag go with --demo GAME")
    if options.moves and not options.demo:
        parser.error("--moves goes with --demo GAME")
    if (options.theme or options.high_contrast) and not options.demo:
        parser.error("--theme and --high-contrast go with --demo GAME (the table itself: Game → Settings)")
    if options.demo:
        check_players(parser, options.demo, options.players)
        size = options.size or (1440, 900)
        from shikitable.ui.windows.demo import run_demo

        return run_demo(
            options.demo, screenshot=options.screenshot, measure_lag=options.measure_lag, players=options.players,
            size=size, after=options.after, moves=options.moves or 0, theme=options.theme or "light",
            high_contrast=options.high_contrast,
        )
    from shikitable.ui.windows.app import run_app

    return run_app([sys.argv[0], *rest, *(["--measure-startup"] if options.measure_startup else [])])


def run_command(args: list[str]) -> int:
    parser = OneLineParser(prog="shikitable")
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("games", help="list the game ids and names")
    from shikitable.review_cli import add_review_parsers

    add_review_parsers(sub)

    sim = sub.add_parser("simulate", help="bot-only matches; prints a JSON summary")
    sim.add_argument("--game", required=True, type=game_id)
    sim.add_argument("--players", type=positive_int)
    sim.add_argument("--games", type=positive_int, default=100)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--bots", default="", help="comma-separated bot levels per seat: heuristic, random")
    sim.add_argument(
        "--time-limit", type=positive_seconds, default=10.0, help="seconds a bot may think (default 10)"
    )
    sim.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                     help="a rule option for every match, e.g. preset=apps (repeatable)")

    rep = sub.add_parser("replay", help="replay a save/replay file and print the final result as JSON")
    rep.add_argument("file")

    ben = sub.add_parser("bench", help="random-playout throughput as JSON")
    ben.add_argument("--game", type=game_id, help="the game (required, except with --network: taxot)")
    ben.add_argument("--seconds", type=positive_seconds, default=10.0)
    ben.add_argument("--players", type=positive_int)
    ben.add_argument(
        "--autosave", type=positive_int, metavar="ACTIONS", help="instead: time ACTIONS autosaved moves (p50/p99)"
    )
    ben.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                     help="a rule option for every match, e.g. preset=apps (repeatable)")
    ben.add_argument("--network", action="store_true", help="instead: bot tables on a local server (see README)")
    ben.add_argument("--tables", type=positive_int, default=50, help="with --network: how many tables (default 50)")
    from shikitable.net.cli import add_serve_arguments, think_ms

    ben.add_argument("--think-ms", type=think_ms, default=100.0, help="with --network: each bot's pause before a move")

    add_serve_arguments(sub.add_parser("serve", help="run the network table server, headless"))

    rules = sub.add_parser("rules", help="export the rule book")
    rules.add_argument("--game", required=True, help="a game id, 'all', or 'glossary'")
    rules.add_argument("--lang", choices=("ja", "en", "zh"), default="ja")
    rules.add_argument("--pdf", required=True, metavar="OUT.pdf", type=writable_file)

    hist = sub.add_parser("history", help="list the stored matches (id, game, started, finished, actions, result)")
    hist.add_argument("--json", action="store_true", help="as JSON")

    exp = sub.add_parser("export", help="write one stored match in the JSON save format")
    exp.add_argument("id", type=positive_int, metavar="ID")
    exp.add_argument("out", nargs="?", type=writable_file, metavar="OUT.json")
    exp.add_argument("--mjai", type=writable_file, metavar="OUT.jsonl", help="a riichi match as an MJAI log")

    mjai = sub.add_parser("mjai", help="write a riichi match (a save file) as MJAI JSONL")
    mjai.add_argument("file", metavar="SAVE.json")
    mjai.add_argument("out", type=writable_file, metavar="OUT.jsonl")

    bot = sub.add_parser(
        "mjai-bot", help="one of our riichi bots as an MJAI bot on stdin/stdout (as mjai.app runs them)")
    bot.add_argument("--level", choices=("heuristic", "normal", "strong"), default="heuristic")
    bot.add_argument("--seed", type=int, help="the bot's own dice (repeatable play)")
    bot.add_argument("player_id", nargs="?", type=int, choices=range(4), metavar="PLAYER_ID",
                     help="MJAI player id 0-3 (start_game's id wins when it gives one)")

    res = sub.add_parser("resume", help="open the table on a stored match")
    res.add_argument("id", type=positive_int, metavar="ID")

    are = sub.add_parser("arena", help="bots on duplicate deals (every seat rotation); JSON strength report")
    are.add_argument("--game", required=True, type=game_id)
    are.add_argument("--players", type=positive_int)
    are.add_argument("--bots", required=True, help="comma-separated levels per seat, e.g. normal,heuristic,heuristic")
    are.add_argument("--deals", type=positive_int, default=50)
    are.add_argument("--seed", type=int, default=0)
    are.add_argument("--jobs", type=positive_int, default=1, help="worker processes (default 1)")
    are.add_argument(
        "--iterations", type=positive_int, help="fixed playouts a decision for the search bots (instead of their time)"
    )
    are.add_argument("--option", action="append", default=[], metavar="KEY=VALUE",
                     help="a rule option for every deal, e.g. length=tonpuu or hands=1 (repeatable)")
    are.add_argument("--per-hand", action="store_true",
                     help="each deal is one hand from the same wall for every seating (duplicate per hand)")

    options = parser.parse_args(args)
    if options.command == "bench" and not options.game and not options.network:
        sub.choices["bench"].error("the following arguments are required: --game")
    if options.command == "export" and not (options.out or options.mjai):
        sub.choices["export"].error("give OUT.json, --mjai OUT.jsonl, or both")
    if options.command in ("simulate", "bench", "arena") and options.game:
        check_players(sub.choices[options.command], options.game, options.players)
    # "glossary": the book's glossary chapter alone (ui/book/glossary.py; not imported here: no Qt before it is needed)
    if options.command == "rules" and options.game not in ("all", "glossary") and options.game not in GAMES:
        sub.choices["rules"].error(
            f"argument --game: unknown game {options.game!r}; games: all, glossary, {', '.join(GAMES)}"
        )
    try:
        if options.command == "games":
            return cmd_games()
        if options.command == "simulate":
            return cmd_simulate(options)
        if options.command == "replay":
            return cmd_replay(options.file)
        if options.command == "bench" and options.network:
            from shikitable.net.bench import cmd_bench_network

            return cmd_bench_network(options)
        if options.command == "bench":
            return cmd_bench(options)
        if options.command == "serve":
            from shikitable.net.cli import cmd_serve

            return cmd_serve(options)
        if options.command in ("history", "export", "resume"):
            from shikitable.store_cli import run_store_command

            return run_store_command(options)
        if options.command == "arena":
            return cmd_arena(options)
        if options.command in ("review", "review-bench"):
            from shikitable.review_cli import run_review_command

            return run_review_command(options)
        if options.command == "mjai":
            return cmd_mjai(options.file, options.out)
        if options.command == "mjai-bot":
            from shikitable.ai.mahjong.mjai_client import main as mjai_bot_main

            return mjai_bot_main(options.level, options.player_id or 0, options.seed)
        return cmd_rules(options)
    except KeyError as error:
        print(f"shikitable: {error.args[0]}", file=sys.stderr)
        return 2


def parse_rule_options(game: Game[Any], texts: Sequence[str]) -> dict[str, Any]:
    """`KEY=VALUE` texts as the game's rule options, each value read as its option's type;
    BadOption names what is wrong."""
    declared = {o.name: o for o in game.options}
    chosen: dict[str, Any] = {}
    for text in texts:
        name, sep, raw = text.partition("=")
        if not sep:
            raise BadOption(f"--option {text!r}: write it as KEY=VALUE")
        if name not in declared:
            raise BadOption(f"--option {text!r}: {game.id} has no option {name!r}; known: {', '.join(declared)}")
        default = declared[name].default
        value: Any = raw
        if isinstance(default, bool):
            value = {"true": True, "false": False}.get(raw.lower(), raw)
        elif isinstance(default, int):
            try:
                value = int(raw)
            except ValueError:
                raise BadOption(f"option {name!r} must be a whole number, not {raw!r}") from None
        chosen[name] = declared[name].check(value)
    return chosen


def cmd_mjai(path: str, out: str) -> int:
    from shikitable.session import read_save
    from shikitable.store_cli import write_mjai_log

    count = write_mjai_log(lambda: read_save(path), out, "shikitable", path)
    if count is None:
        return 1
    print(f"wrote {count} MJAI events to {out}")
    return 0


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
    from shikitable.ai import LEVELS

    unknown = [level for level in levels if level not in LEVELS]
    if unknown:
        print(f"shikitable simulate: unknown bot {unknown[0]!r}; choose from {', '.join(LEVELS)}", file=sys.stderr)
        return 2
    try:
        rules = parse_rule_options(game, options.option)
        game.setup(players, rules, options.seed)  # refuses a combination the game does not play
    except (BadOption, ValueError) as error:
        print(f"shikitable simulate: {error}", file=sys.stderr)
        return 2
    summary = simulate(game, levels, options.games, options.seed, time_limit=options.time_limit, options=rules)
    print(json.dumps(summary, ensure_ascii=False, indent=1))
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
    if options.autosave:
        from shikitable.session.autosave_bench import bench_autosave

        print(json.dumps(bench_autosave(game, options.autosave), indent=1))
        return 0
    try:
        rules = parse_rule_options(game, options.option)
        game.setup(options.players or game.default_players, rules, 0)
    except (BadOption, ValueError) as error:
        print(f"shikitable bench: {error}", file=sys.stderr)
        return 2
    print(json.dumps(bench(game, options.seconds, options.players, options=rules), indent=1))
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
    try:
        rules = parse_rule_options(game, options.option)
    except BadOption as error:
        print(f"shikitable: {error}", file=sys.stderr)
        return 2
    try:
        report = arena(game.id, levels, options.deals, options.seed, options.jobs, rules,
                       iterations=options.iterations, per_hand=options.per_hand)
    except ValueError as error:
        print(f"shikitable: {error}", file=sys.stderr)
        return 2
    print(json.dumps(report, indent=1))
    return 0


def cmd_rules(options: argparse.Namespace) -> int:
    from shikitable.ui.book.rules_export import export_rules_pdf

    return export_rules_pdf(options.game, options.lang, options.pdf)


if __name__ == "__main__":
    sys.exit(main())
