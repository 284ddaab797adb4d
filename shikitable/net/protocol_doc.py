"""The part of docs/protocol.md that is written by program: every game's `create_table`
options, from the games' own option declarations (the new-game dialog and the rule book read
the same ones), so the page cannot drift from what the server accepts. A test compares the
page with this; `python -m shikitable.net.protocol_doc [docs/protocol.md]` writes it."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from shikitable.core.options import Option
from shikitable.games import GAMES

BEGIN = "<!-- create_table options: written by `python -m shikitable.net.protocol_doc`; do not edit by hand -->"
END = "<!-- end of the create_table options -->"
DOC = Path(__file__).resolve().parents[2] / "docs" / "protocol.md"


def _value(value: Any) -> str:
    return f"`{json.dumps(value, ensure_ascii=False)}`"


def _cell(text: str) -> str:
    return " ".join(text.replace("|", "\\|").split())


def _values(option: Option) -> str:
    if option.choices:
        labels = option.choice_labels_en or ("",) * len(option.choices)
        return "; ".join(f"{_value(c)} ({_cell(label)})" if label else _value(c)
                         for c, label in zip(option.choices, labels, strict=False))
    if isinstance(option.default, bool):
        return "`true` or `false`"
    if isinstance(option.default, int):
        low = "…" if option.minimum is None else str(option.minimum)
        high = "…" if option.maximum is None else str(option.maximum)
        return f"a whole number, {low} to {high}"
    return "text"


def options_markdown() -> str:
    """The generated block: one table of options per game, in the registry's order."""
    lines = [BEGIN, ""]
    for game in GAMES.values():
        name = game.name_en if game.name_ja in game.name_en else f"{game.name_en} ({game.name_ja})"
        lines.append(f"#### `{game.id}`: {name}, {game.min_players}-{game.max_players} "
                     f"players (`players`; {game.default_players} usually)")
        lines.append("")
        if not game.options:
            lines += ["No options.", ""]
            continue
        lines += ["| option | values | default | what it is |", "|---|---|---|---|"]
        for option in game.options:
            meaning = _cell(option.label_en + (f": {option.help_en}" if option.help_en else ""))
            lines.append(f"| `{option.name}` | {_values(option)} | {_value(option.default)} | {meaning} |")
        lines.append("")
    lines.append(END)
    return "\n".join(lines)


def current_block(text: str) -> str | None:
    """The generated block as the page has it now (None: the markers are missing)."""
    start, end = text.find(BEGIN), text.find(END)
    if start < 0 or end < start:
        return None
    return text[start:end + len(END)]


def main(argv: list[str]) -> int:
    path = Path(argv[0]) if argv else DOC
    text = path.read_text(encoding="utf-8")
    block = current_block(text)
    if block is None:
        print(f"{path}: the markers of the options block are missing", file=sys.stderr)
        return 1
    path.write_text(text.replace(block, options_markdown()), encoding="utf-8")
    print(f"{path}: the create_table options written for {len(GAMES)} games")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
