"""`shikitable review (MATCH_ID | FILE) ...` and `shikitable review-bench`: a match's decisions
beside the search bot's, on the command line (text, or JSON as docs/review.md describes)."""

from __future__ import annotations

import argparse
import json
import sqlite3
import sys
from collections.abc import Sequence
from typing import Any

from shikitable.cli_numbers import number_argument

whole_number = number_argument(int, "a whole number", lambda n: n >= 1, "{0} must be 1 or more")


def add_review_parsers(sub: Any) -> None:
    review = sub.add_parser(
        "review", help="every decision of a seat beside the search bot's, the costly ones first")
    review.add_argument("source", metavar="MATCH_ID|FILE",
                        help="a stored match's id (see `shikitable history`), a save/replay file or an MJAI log")
    review.add_argument("--seat", type=whole_number, action="append",
                        help="the seat to review, from 1 (again for more); default: every human seat")
    review.add_argument("--level", choices=("normal", "strong"), default="normal")
    review.add_argument("--json", action="store_true", help="the review as JSON (docs/review.md)")
    review.add_argument("--jobs", type=whole_number, default=1, help="processes (one a core)")
    review.add_argument("--iterations", type=whole_number,
                        help="a fixed search budget per decision (the same review every time) instead of time")
    review.add_argument("--worlds", type=whole_number, default=32, help="paired worlds per decision")
    review.add_argument("--seed", type=int, default=0)
    bench = sub.add_parser("review-bench", help="time a review of one seat of a bot match, game by game")
    bench.add_argument("--games", default="", help="game ids, comma-separated (default: all)")
    bench.add_argument("--level", choices=("normal", "strong"), default="normal")
    bench.add_argument("--jobs", type=whole_number, default=2)
    bench.add_argument("--seed", type=int, default=1)


def run_review_command(options: argparse.Namespace) -> int:
    if options.command == "review-bench":
        from shikitable.games import GAMES
        from shikitable.session.review.bench import bench_reviews

        games = [g.strip() for g in options.games.split(",") if g.strip()]
        unknown = [g for g in games if g not in GAMES]
        if unknown:
            print(f"shikitable review-bench: unknown game {unknown[0]!r}", file=sys.stderr)
            return 2
        bench_reviews(games, options.level, options.jobs, options.seed)
        return 0
    return review(options)


def _source(text: str) -> Any:
    from shikitable.session.review.run import ReviewSourceError, source_from_file, source_from_save

    if text.isdigit():
        from shikitable.session.store import MatchStore, StoreError

        try:
            store = MatchStore()
        except (OSError, sqlite3.Error) as error:
            raise ReviewSourceError(f"cannot open the match history: {error}") from None
        try:
            return source_from_save(store.load(int(text)), f"match {text}")
        except (StoreError, sqlite3.Error) as error:
            raise ReviewSourceError(str(error)) from None
        finally:
            store.close()
    return source_from_file(text)


def review(options: argparse.Namespace) -> int:
    from shikitable.session.review.run import ReviewSourceError, review_source
    from shikitable.session.review.valuing import ReviewSettings

    try:
        source = _source(options.source)
        seats = [s - 1 for s in options.seat] if options.seat else None
        settings = ReviewSettings(level=options.level, iterations=options.iterations, worlds=options.worlds,
                                  seed=options.seed)
        progress = None if options.json or not sys.stderr.isatty() else _progress
        result = review_source(source, seats, settings, options.jobs, progress)
    except ReviewSourceError as error:
        print(f"shikitable review: {error}", file=sys.stderr)
        return 1
    if progress is not None:
        print(file=sys.stderr)
    if options.json:
        print(json.dumps(result.to_json(), ensure_ascii=False, indent=1))
    else:
        print(result.text(_reason_words))
    return 0


def _progress(done: int, total: int) -> None:
    print(f"\rreviewing: {done}/{total} decisions", end="", file=sys.stderr, flush=True)


def _reason_words(game: Any, reasons: Sequence[Any]) -> str:
    # the table's phrase book (English: no translation is loaded on the command line)
    from shikitable.ui.words.hint_reasons import reason_text

    return "; ".join(reason_text(game, reason, "en") for reason in reasons)
