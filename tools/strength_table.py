"""The strength table of docs/strength.md, measured on fresh seeds, by one command.

    .venv/bin/python tools/strength_table.py [--games namto,taxot] [--pairs normal,strong,yardstick,times]
        [--scale 1.0] [--jobs 1] [--write]

For every game at its default player count (or the games named), four measures:

- `normal` vs heuristic: `arena --bots normal,heuristic,... --fresh-seeds --per-hand` with the
  game's fixed playouts a decision (`NORMAL_PLAYOUTS`: what 0.2 s of CPU buys on one idle
  core, so the run repeats exactly under load); the duplicate mean per deal (normal's points
  minus the heuristic's in the same seat of the same deal) with its 95% interval;
- `strong` vs `normal`: the same with `strong,normal,...` and 7 times the playouts
  (1.4 s against 0.2 s), the duplicate against a table of `normal`; where `normal` plays no
  playouts (its own judge: riichi, Magic), `strong` gets the game's `strong_playouts` (what its
  1.4 s buys), so that run too repeats exactly under load;
- the yardstick: the heuristic against random seats on fresh seeds, the same unit (its
  duplicate against a random table): an interval narrower than this edge can tell levels apart;
- decision times: p95 of `normal` and `strong` with their real time budgets
  (tools/decision_times.py's measure, seat 0 against heuristic seats).

A deal is one hand (`--per-hand`: the first season, or hand, its seed deals, in every seating and
again at a table of the other bot): a hand swings far less than a match, so fewer deals settle a
difference. Each measure's newest run is kept in docs/strength.json (with its seed, deals,
playouts, date and the machine's load), and `--write` rewrites the table between the markers
of docs/strength.md from it: a partial run (some games, some measures) updates its rows only.
Run it `nice -n 10` on a shared machine; `--scale 0.25` for a quick look.

`--pool` keeps the earlier runs of a measure instead of replacing them, and the table shows
them pooled (deals are independent: the pooled mean is the deal-weighted mean, its standard
error from each run's). Use it only when the bot has not changed since the kept runs, and
keep every such run, whatever it showed: pooling the runs one likes is choosing seeds.
`--add-row FILE` takes the rows a run printed (its JSON lines) as the newest runs."""

from __future__ import annotations

import argparse
import datetime
import json
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

DOC = ROOT / "docs" / "strength.md"
DATA = ROOT / "docs" / "strength.json"
START, END = "<!-- strength-table:start -->", "<!-- strength-table:end -->"
STRONG_FACTOR = 7.0  # strong thinks 1.4 s a decision, normal 0.2 s


@dataclass(frozen=True)
class Plan:
    """How a game is measured: deals (hands) per measure, and normal's playouts a decision
    (None: the level's own time budget, for the games whose search is not a playout count).
    `strong_playouts`: strong's playouts a decision where it is not 7 × normal's (None: that,
    or by time where normal has no playout count)."""

    deals: int
    playouts: int | None
    strong_deals: int | None = None
    # strong's playouts where 7 × normal's is not what its 1.4 s buys: 行戦 (each world replays
    # the season, docs/strength.md "行戦 strong"), riichi and Magic (normal plays none)
    strong_playouts: int | None = None


# playouts 0.2 s of CPU buys on one idle core (docs/strength.md, "Budgets"); deals sized so a
# measure takes minutes, not hours, on the shared 2-core machine
PLANS: dict[str, Plan] = {
    "mokkaik": Plan(120, 150, 60, strong_playouts=530),
    "taxot": Plan(200, 360, 80),
    "makkaik": Plan(80, 80, 40),
    "niekhi": Plan(60, 60, 30),
    "nine": Plan(80, 100, 40),
    "makhup": Plan(80, 1200, 40),
    "namto": Plan(120, 170, 40),
    "sichuan": Plan(400, None, 100),
    # riichi's and Magic's `normal` judges without playouts; `strong` plays the hand out at the
    # decisions normal judges: 1.4 s bought a median of 790 paired playouts at load 4.5 on the
    # 2 cores (430-1,490), more on an idle core (docs/strength.md, "riichi strong")
    "riichi": Plan(300, None, 100, 1000),
    "magic": Plan(150, None, 60, 1000),
    "nippachi": Plan(80, None, 30),
}
NAMES = {"mokkaik": "行戦", "taxot": "終季", "makkaik": "値戦", "niekhi": "連友", "nine": "小猫", "makhup": "値木",
         "namto": "開樽", "sichuan": "四川麻将", "riichi": "リーチ麻雀", "magic": "Magic", "nippachi": "にっぱち"}
PAIRS = ("normal", "strong", "yardstick", "times")
FIRST_BOT = {"normal": "normal", "strong": "strong", "yardstick": "heuristic"}  # the bot measured, by pair


def row_of_report(report: dict[str, Any], pair: str) -> dict[str, Any]:
    """A row of docs/strength.json from an arena report (JSON, as `shikitable arena` prints it)."""
    first = FIRST_BOT[pair]
    duplicate = report["duplicate_of_first"]
    mine = next(b for b in report["bots"] if b["bot"] == first)
    return {"game": report["game"], "players": report["players"], "pair": pair,
            "date": datetime.date.today().isoformat(), "load": round(os.getloadavg()[0], 1),
            "seed": report["seed"], "fresh": report.get("seed_source") == "os.urandom", "unit": report["unit"],
            "deals": report["deals"], "playouts": report.get("iterations"),
            "strong_playouts": report.get("strong_iterations"), "mean": duplicate["mean"],
            "low": duplicate["ci95_low"], "high": duplicate["ci95_high"], "first_decisions": mine["decisions"],
            "seconds": report["seconds"]}


def measure(game_id: str, pair: str, scale: float, jobs: int, per_hand: bool = True) -> dict[str, Any]:
    """One measure of one game (a fresh seed each), as a row of docs/strength.json."""
    from shikitable.games import get_game
    from shikitable.session.arena import arena, fresh_seed

    game = get_game(game_id)
    players = game.default_players
    plan = PLANS[game_id]
    row: dict[str, Any] = {"game": game_id, "players": players, "pair": pair,
                           "date": datetime.date.today().isoformat(), "load": round(os.getloadavg()[0], 1)}
    if pair == "times":
        sys.path.insert(0, str(ROOT / "tools"))
        from decision_times import measure as decision_times

        for level in ("normal", "strong"):
            timed = decision_times(game_id, level, max(10, round(40 * scale)), fresh_seed())
            row[f"{level}_p95_ms"] = round(1000 * timed["p95"])
            row[f"{level}_p50_ms"] = round(1000 * timed["p50"])
        return row
    seed = fresh_seed()
    print(f"{game_id} {pair}: fresh seed {seed}", file=sys.stderr, flush=True)
    first, others = {"normal": ("normal", "heuristic"), "strong": ("strong", "normal"),
                     "yardstick": ("heuristic", "random")}[pair]
    deals = plan.strong_deals if pair == "strong" and plan.strong_deals else plan.deals
    deals = max(2, round(deals * scale))
    strong = plan.strong_playouts or (round(plan.playouts * STRONG_FACTOR) if plan.playouts is not None else None)
    report = arena(game_id, [first] + [others] * (players - 1), deals, seed, jobs, iterations=plan.playouts,
                   per_hand=per_hand, fresh=True, strong_iterations=strong if pair == "strong" else None,
                   progress=lambda line: print(f"{game_id} {pair}: {line}", file=sys.stderr, flush=True))
    return row_of_report(report, pair)


def load() -> list[dict[str, Any]]:
    return json.loads(DATA.read_text(encoding="utf-8")) if DATA.exists() else []


def keep(rows: list[dict[str, Any]], new: dict[str, Any], pool: bool = False) -> list[dict[str, Any]]:
    """The rows with `new` in place of the older run of the same game and measure; with `pool`,
    `new` pooled with the older row's runs (the same bot measured again on fresh seeds)."""
    older = next((r for r in rows if (r["game"], r["pair"]) == (new["game"], new["pair"])), None)
    if pool and older is not None and new["pair"] != "times":
        new = pooled(runs_of(older) + [new])
    return [r for r in rows if (r["game"], r["pair"]) != (new["game"], new["pair"])] + [new]


RUN_FIELDS = ("date", "load", "seed", "fresh", "unit", "deals", "playouts", "strong_playouts", "mean", "low", "high",
              "first_decisions", "seconds")


def runs_of(row: dict[str, Any]) -> list[dict[str, Any]]:
    """The single runs a row stands for (itself, unless it is pooled)."""
    return list(row["runs"]) if "runs" in row else [{k: row[k] for k in RUN_FIELDS if k in row}]


def pooled(runs: list[dict[str, Any]]) -> dict[str, Any]:
    """One row for independent runs of one measure: the deal-weighted mean, its 95% interval from
    the runs' standard errors (each run's interval is mean ± 1.96 standard errors)."""
    first = runs[-1]
    units = {run.get("unit", "hand") for run in runs}
    if len(units) != 1:
        raise ValueError(f"cannot pool hands with matches: {sorted(units)}")
    deals = sum(run["deals"] for run in runs)
    mean = sum(run["mean"] * run["deals"] for run in runs) / deals
    variance = sum((run["deals"] * (run["high"] - run["low"]) / (2 * 1.96)) ** 2 for run in runs) / deals**2
    half = 1.96 * variance**0.5
    return {**{k: first[k] for k in ("game", "players", "pair") if k in first}, **{k: first.get(k) for k in RUN_FIELDS},
            "deals": deals, "mean": round(mean, 3), "low": round(mean - half, 3), "high": round(mean + half, 3),
            "seconds": round(sum(run.get("seconds") or 0 for run in runs), 1), "runs": runs}


def _points(value: float) -> str:
    """Points to three figures, without an exponent (riichi's run to thousands)."""
    return f"{value:+,.0f}" if abs(value) >= 100 else f"{value:+.3g}"


def _interval(row: dict[str, Any]) -> str:
    unit = "hands" if row.get("unit", "hand") == "hand" else "matches"
    if "runs" in row:
        loads = [run["load"] for run in row["runs"]]
        return (f"{_points(row['mean'])} ({_points(row['low'])} to {_points(row['high'])}), "
                f"{row['deals']} {unit} pooled over {len(loads)} runs "
                f"({' + '.join(str(run['deals']) for run in row['runs'])}), load {min(loads)}–{max(loads)}")
    return (f"{_points(row['mean'])} ({_points(row['low'])} to {_points(row['high'])}), "
            f"{row['deals']} {unit}, load {row['load']}")


def _cell(row: dict[str, Any] | None) -> str:
    if row is None:
        return "not measured"
    verdict = "**above zero**" if row["low"] > 0 else "below" if row["high"] < 0 else "level"
    return f"{_interval(row)}; {verdict}"


def table(rows: list[dict[str, Any]]) -> str:
    by = {(r["game"], r["pair"]): r for r in rows}
    lines = [
        "| game | players | normal − heuristic (duplicate, 95% CI) | strong − normal (duplicate, 95% CI) "
        "| heuristic − random (yardstick) | normal p95 / strong p95 (ms) | seeds (fresh) |",
        "|---|---|---|---|---|---|---|",
    ]
    from shikitable.games import get_game

    for game_id in PLANS:
        game = get_game(game_id)
        normal, strong, yard, times = (by.get((game_id, p)) for p in PAIRS)
        seeds = ", ".join(str(run["seed"]) for r in (normal, strong, yard) if r is not None
                          for run in runs_of(r)) or "–"
        timing = f"{times['normal_p95_ms']} / {times['strong_p95_ms']} (load {times['load']})" if times else "–"
        yardstick = _interval(yard) if yard else "–"
        lines.append(f"| {NAMES[game_id]} `{game_id}` | {game.default_players} | {_cell(normal)} | {_cell(strong)} "
                     f"| {yardstick} | {timing} | {seeds} |")
    return "\n".join(lines)


def write_doc(rows: list[dict[str, Any]]) -> None:
    text = DOC.read_text(encoding="utf-8") if DOC.exists() else f"# Strength\n\n{START}\n{END}\n"
    if START not in text or END not in text:
        text = text.rstrip("\n") + f"\n\n{START}\n{END}\n"
    head, rest = text.split(START, 1)
    _, tail = rest.split(END, 1)
    DOC.write_text(f"{head}{START}\n{table(rows)}\n{END}{tail}", encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", default="", help="comma-separated game ids (default: every game)")
    parser.add_argument("--pairs", default=",".join(PAIRS), help=f"comma-separated, of {', '.join(PAIRS)}")
    parser.add_argument("--scale", type=float, default=1.0, help="deals (and timed decisions) times this")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--matches", action="store_true", help="a deal is a whole match (default: one hand)")
    parser.add_argument("--add-report", metavar="FILE",
                        help="take this arena report (JSON) as the newest run of --pairs (one pair) instead of running")
    parser.add_argument("--add-row", metavar="FILE",
                        help="take the rows a run printed (the file's JSON lines) as the newest runs of their measures")
    parser.add_argument("--pool", action="store_true",
                        help="pool the new run with the kept runs of its measure (the bot unchanged since them)")
    parser.add_argument("--write", action="store_true",
                        help="keep the runs in docs/strength.json and rewrite the table")
    options = parser.parse_args()
    games = [g for g in options.games.split(",") if g] or list(PLANS)
    pairs = [p for p in options.pairs.split(",") if p]
    wrong = [g for g in games if g not in PLANS] + [p for p in pairs if p not in PAIRS]
    if wrong or not 0 < options.scale <= 100:
        parser.error(f"unknown game or measure {wrong[0]!r}" if wrong else "--scale must be in (0, 100]")
    rows = load()
    if options.add_report or options.add_row:
        try:
            if options.add_report:
                text = Path(options.add_report).read_text(encoding="utf-8")
                taken = [row_of_report(json.loads(text[text.index("{") :]), pairs[0])]
            else:
                text = Path(options.add_row).read_text(encoding="utf-8")
                taken = [json.loads(line) for line in text.splitlines() if line.startswith("{")]
                if not taken:
                    raise ValueError(f"no row (a JSON line) in {options.add_row}")
            for row in taken:
                rows = keep(rows, row, options.pool)
        except (OSError, ValueError, KeyError, IndexError) as error:
            parser.error(f"cannot take that run: {error!r}")
        for row in taken:
            print(json.dumps(row), flush=True)
        DATA.write_text(json.dumps(rows, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
        write_doc(rows)
        return
    for game_id in games:
        for pair in pairs:
            row = measure(game_id, pair, options.scale, options.jobs, not options.matches)
            print(json.dumps(row), flush=True)
            if options.write:
                rows = keep(load(), row, options.pool)  # reread: another run may have written meanwhile
                DATA.write_text(json.dumps(rows, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
                write_doc(rows)


if __name__ == "__main__":
    main()
