"""Pinned playthroughs (in the manner of OpenSpiel's playthrough files and python-chess's perft
counts): for every registered game and player count, fixed seeds played at random from the
start to the end of the match. The transcript (at every step the seat, how many legal moves it
had and the move chosen; then the final points) is stored under tests/playthroughs/ and
compared by the normal test suite, so any change to a rule, a legal list's order or a deal shows.

    .venv/bin/python tools/playthroughs.py                # compare; exit 1 and show the diff if any differ
    .venv/bin/python tools/playthroughs.py --regenerate   # after an intended rule change: rewrite, show the diff
    .venv/bin/python tools/playthroughs.py --game taxot   # only one game

One file per game (tests/playthroughs/<game>.jsonl), one JSON line per step, so a diff in git
points at the step where play parted."""

from __future__ import annotations

import argparse
import difflib
import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # this checkout's shikitable, also when run as a script

from shikitable.core.game import Game  # noqa: E402
from shikitable.games import GAMES  # noqa: E402

FOLDER = ROOT / "tests" / "playthroughs"
SEEDS = (1, 2)
STEP_LIMIT = 20_000  # a match still going after this many moves is a bug the transcript shows


def cases(game: Game[Any]) -> Iterator[tuple[int, int]]:
    """(players, seed) for every player count the game allows and every pinned seed."""
    for players in range(game.min_players, game.max_players + 1):
        for seed in SEEDS:
            yield players, seed


def transcript(game: Game[Any], players: int, seed: int) -> list[str]:
    """The match played at random (the first seat to act picks uniformly among its legal moves,
    from random.Random(seed)), as JSON lines: a header, one line per step
    [seat, legal-move count, kind, cards, arg], and the final points."""
    state = game.setup(players, None, seed)
    rng = random.Random(seed)
    lines = [json.dumps({"game": game.id, "players": players, "seed": seed}, ensure_ascii=False)]
    for _ in range(STEP_LIMIT):
        waiting = game.to_act(state)
        if not waiting:
            break
        seat = waiting[0]
        legal = game.legal_actions(state, seat)
        action = rng.choice(legal)
        lines.append(json.dumps([seat, len(legal), action.kind, list(action.cards), action.arg], ensure_ascii=False))
        game.apply(state, seat, action)
    result = game.result(state)
    points = list(result.points) if result is not None else None
    lines.append(json.dumps({"points": points, "ended": result is not None}))
    return lines


def game_lines(game: Game[Any]) -> list[str]:
    return [line for players, seed in cases(game) for line in transcript(game, players, seed)]


def path_of(game_id: str) -> Path:
    return FOLDER / f"{game_id}.jsonl"


def stored_lines(game_id: str) -> list[str]:
    path = path_of(game_id)
    return path.read_text(encoding="utf-8").splitlines() if path.exists() else []


def stored_match(game_id: str, players: int, seed: int) -> list[str]:
    """One match's lines from the stored file (empty if it has none)."""
    lines = stored_lines(game_id)
    header = json.dumps({"game": game_id, "players": players, "seed": seed}, ensure_ascii=False)
    if header not in lines:
        return []
    start = lines.index(header)
    end = next(i for i in range(start, len(lines)) if lines[i].startswith('{"points"'))
    return lines[start:end + 1]


def diff(game_id: str, old: list[str], new: list[str], most: int = 40) -> list[str]:
    found = list(difflib.unified_diff(old, new, f"stored/{game_id}.jsonl", f"played/{game_id}.jsonl", lineterm="", n=2))
    return found[:most] + ([f"... ({len(found) - most} more diff lines)"] if len(found) > most else [])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--regenerate", action="store_true", help="rewrite the stored transcripts")
    parser.add_argument("--game", choices=sorted(GAMES), help="only this game")
    options = parser.parse_args(argv)
    games = [GAMES[options.game]] if options.game else list(GAMES.values())
    differing = 0
    for game in games:
        old, new = stored_lines(game.id), game_lines(game)
        if old != new:
            differing += 1
            print("\n".join(diff(game.id, old, new)))
        if options.regenerate:
            FOLDER.mkdir(parents=True, exist_ok=True)
            path_of(game.id).write_text("\n".join(new) + "\n", encoding="utf-8")
        steps = sum(1 for line in new if line.startswith("["))
        state = "rewritten" if options.regenerate and old != new else ("differs" if old != new else "same")
        print(f"{game.id}: {len(list(cases(game)))} matches, {steps} steps: {state}")
    if differing and not options.regenerate:
        print(f"{differing} game(s) play differently; after an intended rule change run "
              "tools/playthroughs.py --regenerate", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
