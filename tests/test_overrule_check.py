"""tools/overrule_check.py, which judged 開樽's overrules in the true worlds (issue #39): every
overrule it counts is a move other than the heuristic's, valued from the real state."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))

from overrule_check import check  # noqa: E402


def test_each_overrule_is_recorded_with_the_claim_and_the_true_gain() -> None:
    records = io.StringIO()
    report = check("namto", matches=1, seed=2, iterations=12, dice=1, variants=("normal", "plain-worlds"),
                   records=records)
    lines = [json.loads(line) for line in records.getvalue().splitlines()]
    assert report["decisions"] > 10
    for variant in ("normal", "plain-worlds"):
        mine = [r for r in lines if r["variant"] == variant]
        assert len(mine) == report[variant]["overrules"]
        # an overrule is a change, and the search claimed it gains
        assert all(r["move"].split(" -> ")[0] != r["move"].split(" -> ")[1] and r["claimed"] > 0 for r in mine)
    # the gain a decision is the overrules' true gains spread over every decision
    total = sum(r["true"] for r in lines if r["variant"] == "normal")
    assert abs(report["normal"]["gain_per_decision"]["mean"] - total / report["decisions"]) < 1e-3
