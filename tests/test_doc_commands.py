"""Every command the README and docs/*.md show still works as written: each `shikitable`
command's subcommand has its `--help`, every option the line names is one that help lists, and a
line written out in full (a line of a code block, or inline code with more than the subcommand's
name, with no placeholder such as ID or FILE) parses as it stands (nothing is run: the command's
work is replaced by a stub). The scripts shown (`python tools/x.py ...`,
`translations/build_translations.py`) answer `--help` and list every option shown, and `./dev`
knows the word it is given. Commands are read from fenced code blocks and `inline code` only."""

from __future__ import annotations

import contextlib
import io
import re
import shlex
import subprocess
import sys
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import pytest

import shikitable.__main__ as cli

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
PLACEHOLDER_VALUES = {"<id>": "taxot", "<game>": "taxot"}  # adding-a-game.md's placeholders
FENCE = re.compile(r"^```[^\n]*\n(.*?)^```", re.S | re.M)


@dataclass(frozen=True)
class Shown:
    doc: str  # file:line, for the failure message
    program: str  # "shikitable", "dev", or a script's path
    words: tuple[str, ...]
    fenced: bool  # a line of a code block (inline code may only name a command: `shikitable replay`)

    def __str__(self) -> str:
        return f"{self.doc}: {self.program} {' '.join(self.words)}"


def _spans(text: str) -> list[tuple[int, str, bool]]:
    """(line number, code, fenced): each line of a fenced block (continued lines joined), and each
    inline code span outside the fences."""
    found: list[tuple[int, str, bool]] = []
    for block in FENCE.finditer(text):
        first = text.count("\n", 0, block.start(1)) + 1
        joined = block.group(1).replace("\\\n", " ")
        found += [(first + n, line, True) for n, line in enumerate(joined.splitlines())]
    outside = FENCE.sub(lambda m: "\n" * m.group(0).count("\n"), text)
    for number, line in enumerate(outside.splitlines(), start=1):
        found += [(number, span, False) for span in re.findall(r"`([^`\n]+)`", line)]
    return found


def _command(words: list[str]) -> tuple[str, list[str]] | None:
    """The program and its arguments, if these words run one of ours."""
    while words and re.fullmatch(r"[A-Z_]+=\S*", words[0]):  # QT_QPA_PLATFORM=offscreen ...
        words = words[1:]
    if not words:
        return None
    head = words[0]
    if head == "shikitable" or head.endswith("/bin/shikitable"):
        return "shikitable", words[1:]
    if head == "./dev":
        return "dev", words[1:]
    if head == "python" or head.endswith("/bin/python") or head == "python3":
        if words[1:3] == ["-m", "shikitable"]:
            return "shikitable", words[3:]
        if len(words) > 1 and re.fullmatch(r"(tools|translations)/\w+\.py", words[1]):
            return words[1], words[2:]
    return None


def shown_commands() -> list[Shown]:
    shown: list[Shown] = []
    for path in DOCS:
        for number, code, fenced in _spans(path.read_text(encoding="utf-8")):
            code = re.sub(r"\s#.*$", "", code)  # a comment after the command
            for part in re.split(r"&&|;|\|", code):
                try:
                    words = shlex.split(part)
                except ValueError:
                    continue
                found = _command(words)
                if found is not None:
                    program, rest = found
                    clean = tuple(w.strip("[]") for w in rest if w.strip("[]") not in ("", "..."))
                    shown.append(Shown(f"{path.relative_to(ROOT)}:{number}", program, clean, fenced))
    return shown


SHOWN = shown_commands()
SHIKITABLE = [s for s in SHOWN if s.program == "shikitable"]
SCRIPTS = [s for s in SHOWN if s.program not in ("shikitable", "dev")]


def _subcommand(words: tuple[str, ...]) -> str | None:
    return words[0] if words and words[0] in cli.COMMANDS else None


@cache
def help_text(subcommand: str | None) -> str:
    """What `shikitable [SUBCOMMAND] --help` prints (it must exit 0)."""
    args = [subcommand, "--help"] if subcommand else ["--help"]
    printed = io.StringIO()
    with contextlib.redirect_stdout(printed), pytest.raises(SystemExit) as done:
        cli.main(args)
    assert done.value.code in (0, None), f"shikitable {' '.join(args)} exited {done.value.code}"
    return printed.getvalue()


def _options(words: tuple[str, ...]) -> list[str]:
    return [w.split("=", 1)[0] for w in words if w.startswith("--")]


def _placeholder(word: str) -> bool:
    return bool(re.fullmatch(r"[A-Z][A-Za-z]*", word)) or "<" in word or "..." in word


def test_the_docs_show_commands_of_every_kind() -> None:
    """The reading works: the README's and the docs' command lines are found."""
    subcommands = {_subcommand(s.words) for s in SHIKITABLE}
    assert {"simulate", "arena", "bench", "serve", "rules", None} <= subcommands
    assert any(s.program == "tools/playthroughs.py" for s in SCRIPTS)
    assert len(SHIKITABLE) > 30


@pytest.mark.parametrize("shown", SHIKITABLE, ids=str)
def test_every_option_shown_is_one_the_command_has(shown: Shown) -> None:
    text = help_text(_subcommand(shown.words))
    missing = [o for o in _options(shown.words) if not re.search(rf"(?<![\w-]){re.escape(o)}(?![\w-])", text)]
    assert not missing, f"{shown}: no such option {missing}"


def _stub(*_args: Any, **_kwargs: Any) -> int:
    return 0


@pytest.fixture
def nothing_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every command's work replaced by a stub: what is left is the parsing."""
    import shikitable.ai.mahjong.mjai_client as mjai_client
    import shikitable.net.bench as net_bench
    import shikitable.net.cli as net_cli
    import shikitable.review_cli as review_cli
    import shikitable.store_cli as store_cli
    import shikitable.ui.windows.app as app
    import shikitable.ui.windows.demo as demo

    for name in ("cmd_games", "cmd_simulate", "cmd_replay", "cmd_bench", "cmd_arena", "cmd_mjai", "cmd_rules"):
        monkeypatch.setattr(cli, name, _stub)
    monkeypatch.setattr(net_bench, "cmd_bench_network", _stub)
    monkeypatch.setattr(net_cli, "cmd_serve", _stub)
    monkeypatch.setattr(store_cli, "run_store_command", _stub)
    monkeypatch.setattr(review_cli, "run_review_command", _stub)
    monkeypatch.setattr(mjai_client, "main", _stub)
    monkeypatch.setattr(demo, "run_demo", _stub)
    monkeypatch.setattr(app, "run_app", _stub)


def _filled(word: str) -> str:
    for placeholder, value in PLACEHOLDER_VALUES.items():
        word = word.replace(placeholder, value)
    return word


WRITTEN_OUT = [s for s in SHIKITABLE
               if (s.fenced or len(s.words) > (1 if _subcommand(s.words) else 0))
               and not any(_placeholder(_filled(w)) for w in s.words)]


@pytest.mark.parametrize("shown", WRITTEN_OUT, ids=str)
def test_a_command_written_out_in_full_parses_as_it_stands(shown: Shown, nothing_runs: None, tmp_path: Path,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # where a command writes a file (out.png, ja.pdf), it may
    try:
        assert cli.main([_filled(w) for w in shown.words]) == 0, str(shown)
    except SystemExit as refusal:
        pytest.fail(f"{shown}: refused (exit {refusal.code})")


@pytest.mark.parametrize("shown", SCRIPTS, ids=str)
def test_every_script_shown_answers_help_with_the_options_shown(shown: Shown, tmp_path: Path) -> None:
    """`--help` is help: usage printed, nothing written (a script that took "--help" for a file
    name or a folder would do its work instead)."""
    done = subprocess.run([sys.executable, str(ROOT / shown.program), "--help"], capture_output=True, text=True,
                          cwd=tmp_path, timeout=120)
    assert done.returncode == 0, f"{shown}: --help failed: {done.stderr[-500:]}"
    assert "usage:" in done.stdout, f"{shown}: --help printed no usage: {done.stdout[:200]!r}"
    assert not list(tmp_path.iterdir()), f"{shown}: --help wrote {[p.name for p in tmp_path.iterdir()]}"
    missing = [o for o in _options(shown.words) if o not in done.stdout]
    assert not missing, f"{shown}: no such option {missing}"


def test_every_dev_word_shown_is_one_dev_knows() -> None:
    script = (ROOT / "dev").read_text(encoding="utf-8")
    known = set(re.findall(r"^  (\w+)\)", script, re.M))
    shown = {s.words[0] for s in SHOWN if s.program == "dev" and s.words}
    assert shown and shown <= known, f"./dev knows {sorted(known)}; the docs show {sorted(shown)}"
