"""Play bot hanchan of riichi mahjong, export each as MJAI and have jansou (an independent engine)
re-score every win and replay every hand under the same rules. Prints a JSON summary; exit code 1
on any disagreement.

    .venv/bin/python tools/riichi_jansou_check.py --matches 1000 --seed 1
    .venv/bin/python tools/riichi_jansou_check.py --matches 50 --variants   # also other rule options
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's shikitable and tools

from tools.riichi_crosscheck import CheckReport, check_matches  # noqa: E402

VARIANTS: list[dict[str, Any]] = [
    {},
    {"red_fives": 0, "open_tanyao": False},
    {"double_ron": False, "kuikae_ban": False},
    {"open_kan_dora_at_once": True, "length": "tonpuu"},
    {"abort_four_winds": False, "abort_triple_ron": False, "abort_nine_terminals": False, "nagashi_mangan": False},
    # jansou's log checker scores ippatsu even when its rules turn it off, so that option is left on here
    {"ura_dora": False, "kan_dora": False, "tobi": False, "extension": False},
]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bots", default="heuristic,heuristic,heuristic,random")
    parser.add_argument("--variants", action="store_true", help="spread the matches over several rule sets")
    args = parser.parse_args()
    levels = [b.strip() for b in args.bots.split(",")]
    if len(levels) != 4:
        print("riichi_jansou_check: --bots needs four levels", file=sys.stderr)
        return 2
    report = CheckReport()
    started = time.perf_counter()
    variants = VARIANTS if args.variants else [{}]
    per = max(1, args.matches // len(variants))
    for index, options in enumerate(variants):
        count = per if index < len(variants) - 1 else args.matches - per * (len(variants) - 1)
        check_matches(count, levels, args.seed * 1000 + index, options or None, report)
    summary = {
        "matches": report.matches,
        "hands": report.hands,
        "wins_rescored": report.wins,
        "draws": report.draws,
        "decisions_replayed": report.decisions,
        "disagreements": len(report.disagreements),
        "first_disagreements": report.disagreements[:20],
        "seconds": round(time.perf_counter() - started, 1),
    }
    print(json.dumps(summary, indent=1))
    return 1 if report.disagreements else 0


if __name__ == "__main__":
    sys.exit(main())
