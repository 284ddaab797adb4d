"""The import graph of `shikitable/`, read from the source (ast, nothing is imported), and the
three house rules checked on it: no circle between modules, no import running up the layers
(core <- games <- ai <- session <- net <- ui), no folder with more than 25 modules.

What counts as an import (the rule the test and the architecture picture share):
- every `import` and `from ... import` statement anywhere in a module: at the top, inside a
  function, under `if TYPE_CHECKING:`; a lazy or a type-only import still ties two files;
- `import a.b.c` is an edge to the module `a.b.c`;
- `from a.b import x` reads `x` out of `a.b`, so it is an edge to `a.b` (its `__init__` must have
  run), and to `a.b.x` as well when that is a module;
- the parent packages Python runs on the way to `a.b.c` are not edges of their own, so a circle
  through a package is one where the package's `__init__` imports a module that reads from the
  package back (`from shikitable.ai import LEVELS` in `shikitable.ai.search`, or
  `from shikitable.games.nippachi import scoring` in `shikitable.games.nippachi.game`): write
  `import shikitable.games.nippachi.scoring as scoring` instead.

`python tools/import_graph.py` prints the circles, the upward imports and the crowded folders
(exit 1 if there is any)."""

from __future__ import annotations

import argparse
import ast
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

PACKAGE_ROOT = Path(__file__).resolve().parents[1] / "shikitable"
LAYERS = ("core", "games", "ai", "session", "net", "ui")  # each may import only those before it
MOST_MODULES_IN_A_FOLDER = 25

# Top-level modules outside the six layers, and the layer each one stands in.
LOOSE_MODULES = {
    "shikitable": "core",  # the package itself: a version string
    "shikitable.assets": "core",  # where the shipped files are; Qt-free, for every layer
    "shikitable.cli_numbers": "core",  # an argparse type, for every command line
    "shikitable.catalogue": "games",  # the game list in book order
    "shikitable.store_cli": "entry",  # `shikitable history/export/resume`: a command line (resume opens the table)
    "shikitable.review_cli": "entry",  # `shikitable review`: a command line (its reasons in the table's words)
    "shikitable.__main__": "entry",  # the command line: may import every layer
}


@dataclass(frozen=True)
class Edge:
    source: str
    target: str
    line: int


def module_name(path: Path, root: Path = PACKAGE_ROOT) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def module_files(root: Path = PACKAGE_ROOT) -> dict[str, Path]:
    return {module_name(path, root): path for path in sorted(root.rglob("*.py"))}


def _absolute(node: ast.ImportFrom, name: str, is_package: bool) -> str:
    if not node.level:
        return node.module or ""
    base = name.split(".") if is_package else name.split(".")[:-1]
    base = base[: len(base) - (node.level - 1)]
    return ".".join(base + ([node.module] if node.module else []))


def imports_of(name: str, path: Path, modules: Iterable[str]) -> list[Edge]:
    """The modules of `shikitable` that one module imports, each with the line it does it on."""
    known = set(modules)
    is_package = path.name == "__init__.py"
    edges: dict[tuple[str, int], Edge] = {}
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = _absolute(node, name, is_package)
            targets = [base, *(f"{base}.{alias.name}" for alias in node.names if f"{base}.{alias.name}" in known)]
        for target in targets:
            while target and target not in known and "." in target:  # `import a.b.c` of a name inside a.b
                target = target.rsplit(".", 1)[0]
            if target in known and target != name:
                edges.setdefault((target, node.lineno), Edge(name, target, node.lineno))
    return list(edges.values())


def import_graph(root: Path = PACKAGE_ROOT) -> dict[str, list[Edge]]:
    files = module_files(root)
    return {name: imports_of(name, path, files) for name, path in files.items()}


def circles(graph: Mapping[str, list[Edge]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted: every
    circle of imports lies inside one of them."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(start: str) -> None:
        # iterative, so a deep chain of imports cannot overflow Python's stack
        work = [(start, iter(sorted({edge.target for edge in graph.get(start, [])})))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted({edge.target for edge in graph.get(child, [])}))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    groups.append(sorted(group))

    for name in sorted(graph):
        if name not in index:
            visit(name)
    return sorted(groups, key=lambda group: (-len(group), group))


def layer_of(name: str) -> str:
    if name in LOOSE_MODULES:
        return LOOSE_MODULES[name]
    parts = name.split(".")
    if len(parts) > 1 and parts[1] in LAYERS:
        return parts[1]
    raise ValueError(f"{name} stands in no layer: put it under one or name it in LOOSE_MODULES")


def rank(layer: str) -> int:
    return len(LAYERS) if layer == "entry" else LAYERS.index(layer)


def upward_imports(graph: Mapping[str, list[Edge]]) -> list[Edge]:
    return [edge for edges in graph.values() for edge in edges
            if rank(layer_of(edge.target)) > rank(layer_of(edge.source))]


def crowded_folders(root: Path = PACKAGE_ROOT) -> dict[str, int]:
    counts = {}
    for folder in [root, *sorted(p for p in root.rglob("*") if p.is_dir())]:
        count = sum(1 for p in folder.glob("*.py") if p.name != "__init__.py")
        if count > MOST_MODULES_IN_A_FOLDER:
            counts[str(folder.relative_to(root.parent))] = count
    return counts


def report(root: Path = PACKAGE_ROOT) -> list[str]:
    graph = import_graph(root)
    lines = []
    for group in circles(graph):
        members = set(group)
        ties = sorted(f"{e.source}:{e.line} -> {e.target}" for m in group for e in graph[m] if e.target in members)
        lines.append(f"circle of {len(group)} modules:\n    " + "\n    ".join(ties))
    for edge in upward_imports(graph):
        lines.append(f"upward import: {edge.source}:{edge.line} ({layer_of(edge.source)}) -> "
                     f"{edge.target} ({layer_of(edge.target)})")
    for folder, count in crowded_folders(root).items():
        lines.append(f"crowded folder: {folder} holds {count} modules (at most {MOST_MODULES_IN_A_FOLDER})")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("package", nargs="?", type=Path, default=PACKAGE_ROOT,
                        help="the package folder to read (default: this checkout's shikitable/; "
                             "say, an older commit's, unpacked with git archive)")
    root = parser.parse_args(argv).package.resolve()
    if not (root / "__init__.py").is_file():
        parser.error(f"{root} is not a Python package (no __init__.py)")
    lines = report(root)
    print("\n".join(lines) if lines else "no circle, no upward import, no crowded folder")
    return 1 if lines else 0


if __name__ == "__main__":
    sys.exit(main())
