"""The house rules over the import graph of shikitable/ (tools/import_graph.py, read from the
source): no circle between modules, no import running up the layers (core <- games <- ai <-
session <- net <- ui), no folder of more than 25 modules. Every import counts: at the top, in a
function, under TYPE_CHECKING; `from pkg import x` also ties the module to pkg's __init__."""

from __future__ import annotations

from pathlib import Path

from tools.import_graph import circles, crowded_folders, import_graph, report, upward_imports


def test_the_tree_has_no_circle_no_upward_import_and_no_crowded_folder():
    graph = import_graph()
    assert len(graph) > 200 and sum(len(edges) for edges in graph.values()) > 1000  # the real tree was read
    problems = report()
    assert not problems, "the import graph breaks the house rules:\n" + "\n".join(problems)


def _tree(root: Path, files: dict[str, str]) -> Path:
    package = root / "shikitable"
    for name, text in files.items():
        path = package / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return package


def test_a_circle_through_a_function_or_a_type_only_import_is_found(tmp_path):
    package = _tree(tmp_path, {
        "__init__.py": "",
        "ui/__init__.py": "",
        "ui/window.py": "from shikitable.ui import keeper\n",
        "ui/keeper.py": "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from shikitable.ui.window import W\n",
        "ui/menu.py": "def f():\n    from .table import T\n",
        "ui/table.py": "import shikitable.ui.menu\n",
        "ui/alone.py": "import shikitable.ui.table\n",
    })
    assert circles(import_graph(package)) == [["shikitable.ui.keeper", "shikitable.ui.window"],
                                              ["shikitable.ui.menu", "shikitable.ui.table"]]


def test_a_package_whose_init_imports_a_module_reading_the_package_back_is_a_circle(tmp_path):
    package = _tree(tmp_path, {
        "__init__.py": "",
        "games/__init__.py": "",
        "games/nippachi/__init__.py": "from shikitable.games.nippachi.game import Game\n",
        "games/nippachi/game.py": "from shikitable.games.nippachi import scoring\n",
        "games/nippachi/scoring.py": "",
        "games/riichi/__init__.py": "from shikitable.games.riichi.game import Game\n",
        "games/riichi/game.py": "import shikitable.games.riichi.scoring as scoring\n",  # the way out
        "games/riichi/scoring.py": "",
    })
    assert circles(import_graph(package)) == [["shikitable.games.nippachi", "shikitable.games.nippachi.game"]]


def test_an_upward_import_and_a_crowded_folder_are_found(tmp_path):
    crowd = {f"ai/bot_{n}.py": "" for n in range(26)}
    package = _tree(tmp_path, {
        "__init__.py": "",
        "core/__init__.py": "",
        "core/rules.py": "def f():\n    from shikitable.session.host import Host\n",
        "session/__init__.py": "",
        "session/host.py": "from shikitable.core.rules import f\n",
        "ai/__init__.py": "",
        **crowd,
    })
    graph = import_graph(package)
    assert [(e.source, e.target, e.line) for e in upward_imports(graph)] == [
        ("shikitable.core.rules", "shikitable.session.host", 2)]
    assert crowded_folders(package) == {"shikitable/ai": 26}
