"""An MJAI bot command against three of our riichi (or Magic) heuristics: whole matches, the bot in every
seat in turn, and the riichi measures of both sides (win, deal-in, riichi, call rates, win
value, placement, uma) with 95% intervals, as JSON.

    .venv/bin/python tools/mjai_vs_heuristics.py --matches 8 --seed 1 -- python mortal.py
    .venv/bin/python tools/mjai_vs_heuristics.py --matches 8 -- .venv/bin/shikitable mjai-bot
    .venv/bin/python tools/mjai_vs_heuristics.py --game magic --length tonpuu -- .venv/bin/shikitable mjai-bot

Everything after `--` is the command (the player id is appended, as mjai.app does, unless the
command holds `{id}`). Moves the bot got wrong or too late are counted in `bot_failures`; in Magic,
the moves a card made for it (`card_forced`) are counted apart."""

from __future__ import annotations

import argparse
import json
import sys

from shikitable.ai import make_bot
from shikitable.ai.base import Bot
from shikitable.ai.mahjong.mjai_magic import MagicMjaiSeatBot
from shikitable.ai.mahjong.mjai_seat import MjaiSeatBot
from shikitable.games import get_game
from shikitable.session.mahjong_measures import SeatRecord, Tally, measures, uma_of
from shikitable.session.simulate import play_match
from shikitable.session.watchdog import BotWatchdog


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--matches", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", choices=("riichi", "magic"), default="riichi")
    parser.add_argument("--length", choices=("hanchan", "tonpuu"), default="hanchan")
    parser.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args()
    command = [w for w in args.command if w != "--"]
    if not command or args.matches < 1:
        parser.error("give --matches of at least 1 and the bot's command after --")
    game = get_game(args.game)
    options = {"length": args.length}
    uma = uma_of(game, options)
    theirs, ours = SeatRecord(), SeatRecord()
    failures: list[str] = []
    complaints: list[str] = []
    card_forced = 0
    for match in range(args.matches):
        where = match % 4
        seat_bot = MagicMjaiSeatBot(command) if args.game == "magic" else MjaiSeatBot(command)
        bots: list[Bot] = [make_bot(args.game, "heuristic", args.seed * 97 + match * 4 + s) for s in range(3)]
        bots.insert(where, seat_bot)
        tally = Tally(4, uma)
        seed = args.seed * 1_000_003 + match
        play_match(game, bots, seed, failures, BotWatchdog(10, seed), options, listener=tally.feed)
        seat_bot.close()
        complaints.extend(seat_bot.complaints)
        card_forced += len(getattr(seat_bot, "card_forced", ()))
        for seat, record in enumerate(tally.finish()):
            (theirs if seat == where else ours).extend(record)
    report = {"command": command, "game": args.game, "matches": args.matches, "seed": args.seed,
              "length": args.length, "mjai_bot": measures(theirs), "heuristics": measures(ours),
              "bot_failures": len(failures), "card_forced": card_forced, "bot_stderr_lines": complaints[:20]}
    json.dump(report, sys.stdout, indent=1)
    print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
