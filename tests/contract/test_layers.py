"""The layers hold: no rule of one game in the interface (no `if`/`match` on a game id under
shikitable/ui outside the per-game layouts, no family check), and the games never reach up into
the AI (no import of shikitable.ai under shikitable/games)."""

from __future__ import annotations

import ast
from pathlib import Path

from shikitable.games import FAMILIES, GAMES

ROOT = Path(__file__).resolve().parents[2] / "shikitable"
NAMES = set(GAMES) | set(FAMILIES)  # a game id, or a family standing for its games


def _named_in(node: ast.AST) -> set[str]:
    return {n.value for n in ast.walk(node) if isinstance(n, ast.Constant) and n.value in NAMES}


def game_checks(path: Path, base: Path = ROOT.parent) -> list[str]:
    """Places in a file that branch on a game or family id: a condition (if, elif, a conditional
    expression, while, assert) or a match/case naming one."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        tests: list[ast.AST] = []
        if isinstance(node, (ast.If, ast.IfExp, ast.While)):
            tests = [node.test]
        elif isinstance(node, ast.Match):
            tests = [node.subject, *(case.pattern for case in node.cases)]
        elif isinstance(node, ast.comprehension):
            tests = list(node.ifs)
        for test in tests:
            for name in sorted(_named_in(test)):
                found.append(f"{path.relative_to(base)}:{node.lineno}: branches on {name!r}")
    return found


def test_the_interface_branches_on_no_game():
    files = [p for p in (ROOT / "ui").rglob("*.py") if "layouts" not in p.relative_to(ROOT / "ui").parts]
    assert len(files) > 20
    found = [line for path in files for line in game_checks(path)]
    assert not found, "a rule of one game in the interface; declare it in the game or its layout:\n" + "\n".join(found)


def test_the_check_catches_a_branch_on_a_game(tmp_path):
    sample = tmp_path / "sample.py"
    sample.write_text('def f(game_id):\n    if game_id == "riichi":\n        return 1\n'
                      '    return 2 if game_id in ("nine", "taxot") else 3\n', encoding="utf-8")
    assert [line.split(": ", 1)[1] for line in game_checks(sample, tmp_path)] == [
        "branches on 'riichi'", "branches on 'nine'", "branches on 'taxot'"]


def test_no_game_imports_the_ai():
    found = []
    for path in (ROOT / "games").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            found += [f"{path.relative_to(ROOT)}:{node.lineno}: {n}" for n in names
                      if n == "shikitable.ai" or n.startswith("shikitable.ai.")]
    assert not found, "games must not import shikitable.ai:\n" + "\n".join(found)
