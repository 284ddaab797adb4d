"""Draw shikitable's layers and rooms as an SVG from the real import graph (tools/import_graph.py):
one band a layer (the command line on top, core at the bottom), one box a room (a package such as
ui/table or games/mahjong, with its module count), one arrow a pair of rooms of which the first
imports the second, thicker for more imports. Arrows inside one band are drawn as arcs above it.

    .venv/bin/python tools/draw_architecture.py            # writes docs/architecture.svg
    .venv/bin/python tools/draw_architecture.py OUT.svg

Redraw it after adding a room or moving modules between rooms; nothing else needs doing."""

from __future__ import annotations

import argparse
import math
import sys
from collections import Counter
from pathlib import Path
from xml.sax.saxutils import escape

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # this checkout's tools, also when run as a script

from tools.import_graph import LAYERS, import_graph, layer_of  # noqa: E402

BANDS = ("entry", *reversed(LAYERS))  # top to bottom
BAND_NAMES = {  # a few words under the band's name (the left column is narrow)
    "entry": "the command line",
    "ui": "Qt: windows, table",
    "net": "server, client, wire",
    "session": "host, gate, store",
    "ai": "bots and search",
    "games": "one engine a game",
    "core": "actions, moves, match",
}
BAND_COLOURS = {
    "entry": "#eeeeee", "ui": "#dbe9f6", "net": "#e3f1df", "session": "#fbeed5",
    "ai": "#f3e0ef", "games": "#f9e3dc", "core": "#e8e8f4",
}
WIDTH, BAND_HEIGHT, BOX_HEIGHT, MARGIN, LABEL = 1400, 150, 46, 20, 210


def room_of(module: str) -> str:
    """The room a module lives in: its layer folder's sub-package (ui/table, games/mahjong), the
    layer folder itself for a module directly in it (ai/search.py is in `ai`), or the module's
    own name for one outside the layers (`__main__`)."""
    parts = module.split(".")[1:]
    if not parts:
        return "shikitable"
    if parts[0] not in LAYERS:
        return parts[0]
    package = ROOT / "shikitable" / parts[0] / (parts[1] if len(parts) > 1 else "")
    if len(parts) > 1 and package.is_dir():
        return f"{parts[0]}/{parts[1]}"
    return parts[0]


def rooms_and_ties() -> tuple[dict[str, list[str]], Counter[tuple[str, str]], dict[str, str]]:
    graph = import_graph()
    members: dict[str, list[str]] = {}
    band_of: dict[str, str] = {}
    for module in graph:
        room = room_of(module)
        members.setdefault(room, []).append(module)
        band_of[room] = layer_of(module)
    ties: Counter[tuple[str, str]] = Counter()
    for module, edges in graph.items():
        for edge in edges:
            source, target = room_of(module), room_of(edge.target)
            if source != target:
                ties[(source, target)] += 1
    return members, ties, band_of


def draw() -> str:
    members, ties, band_of = rooms_and_ties()
    boxes: dict[str, tuple[float, float, float]] = {}  # room -> x, y (top), width
    box_parts: list[str] = []  # drawn last, over the arrows
    height = MARGIN * 2 + BAND_HEIGHT * len(BANDS) + 40
    parts = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{height}" '
             f'viewBox="0 0 {WIDTH} {height}" font-family="sans-serif" font-size="13">',
             '<defs><marker id="head" viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" '
             'markerWidth="9" markerHeight="9" '
             'orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#555"/></marker></defs>',
             f'<rect width="{WIDTH}" height="{height}" fill="white"/>',
             f'<text x="{MARGIN}" y="{MARGIN + 4}" font-size="15" font-weight="bold">shikitable: layers and '
             'rooms (drawn from the import graph by tools/draw_architecture.py)</text>']
    for index, band in enumerate(BANDS):
        top = MARGIN + 24 + index * BAND_HEIGHT
        parts.append(f'<rect x="{MARGIN}" y="{top}" width="{WIDTH - 2 * MARGIN}" height="{BAND_HEIGHT - 10}" '
                     f'rx="8" fill="{BAND_COLOURS[band]}" stroke="#bbb"/>')
        parts.append(f'<text x="{MARGIN + 10}" y="{top + 22}" font-weight="bold">{escape(band)}</text>')
        parts.append(f'<text x="{MARGIN + 10}" y="{top + 40}" font-size="11" fill="#444">'
                     f'{escape(BAND_NAMES[band])}</text>')
        rooms = sorted((r for r, b in band_of.items() if b == band), key=lambda r: (-len(members[r]), r))
        if not rooms:
            continue
        room_width = (WIDTH - 2 * MARGIN - LABEL) / len(rooms)
        for slot, room in enumerate(rooms):
            x = MARGIN + LABEL + slot * room_width + 6
            y = top + (BAND_HEIGHT - 10 - BOX_HEIGHT) / 2 + 12
            w = room_width - 12
            boxes[room] = (x, y, w)
            count = len(members[room])
            box_parts.append(f'<rect x="{x:.1f}" y="{y:.1f}" width="{w:.1f}" height="{BOX_HEIGHT}" rx="5" '
                         'fill="white" stroke="#666"/>')
            box_parts.append(f'<text x="{x + w / 2:.1f}" y="{y + 19:.1f}" text-anchor="middle" '
                         f'font-weight="bold">{escape(room)}</text>')
            box_parts.append(f'<text x="{x + w / 2:.1f}" y="{y + 36:.1f}" text-anchor="middle" font-size="11" '
                         f'fill="#555">{count} module{"s" if count != 1 else ""}</text>')
    arrows = []
    for (source, target), count in sorted(ties.items()):
        sx, sy, sw = boxes[source]
        tx, ty, tw = boxes[target]
        stroke = 0.5 + 0.7 * math.log2(count)
        if band_of[source] == band_of[target]:  # a tie within one layer: an arc over the boxes
            x1, x2 = sx + sw / 2, tx + tw / 2
            lift = 18 + abs(x2 - x1) / 20
            path = f"M{x1:.1f},{sy:.1f} C{x1:.1f},{sy - lift:.1f} {x2:.1f},{ty - lift:.1f} {x2:.1f},{ty:.1f}"
        else:  # downward: from the bottom of the importer to the top of the imported room
            path = f"M{sx + sw / 2:.1f},{sy + BOX_HEIGHT:.1f} L{tx + tw / 2:.1f},{ty:.1f}"
        arrows.append(f'<path d="{path}" fill="none" stroke="#555" stroke-opacity="0.3" '
                      f'stroke-width="{stroke:.2f}" marker-end="url(#head)"><title>{escape(source)} imports '
                      f'{escape(target)} ({count} import{"s" if count != 1 else ""})</title></path>')
    parts += arrows + box_parts  # the arrows over the bands, the rooms over the arrows
    foot = height - MARGIN + 4
    parts.append(f'<text x="{MARGIN}" y="{foot}" font-size="11" fill="#444">An arrow: the first room imports the '
                 'second (thicker: more imports). Every arrow runs down or within a band: no layer imports one '
                 'above it, and no two modules import each other (tests/contract/test_import_graph.py).</text>')
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", nargs="?", type=Path, default=ROOT / "docs" / "architecture.svg",
                        help="the SVG to write (default: docs/architecture.svg)")
    out = parser.parse_args(argv).out
    out.write_text(draw(), encoding="utf-8")
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
