"""Draw the mahjong tile art as SVG: 34 kinds, riichi's three red fives, a back and a blank.

Run:  .venv/bin/python tools/make_tile_art.py
Writes assets/tiles/<code>.svg (1m..9m, 1p..9p, 1s..9s, 1z..7z = 東 南 西 北 白 發 中),
5mr.svg 5pr.svg 5sr.svg (red fives), back.svg and blank.svg; viewBox 0 0 240 320.
The codes are those of shikitable.games.mahjong.tiles.kind_code.

Every glyph (the numerals, 萬, the winds, 發, 中) is a <path> whose outline is taken with
fontTools from the shipped font assets/fonts/NotoSansCJKjp-Bold-Subset.otf; the dots and
the bamboo are drawn shapes. Only plain SVG that Qt's QSvgRenderer draws is used.

The three suits differ by *shape* as well as colour, so they read in greyscale and for
colour-blind players: characters (萬子) are two glyphs, a numeral over 萬; dots (筒子) are
round coins; bamboo (索子) are upright sticks with joints. Honours are one large glyph, 白 an
empty frame. Red fives carry, besides their red, a small gold star in the top-right corner.
Pips and glyphs fill the face so that a tile stays legible at about 40 pixels wide.

A sideways tile (a claimed tile, a riichi discard) is the same art turned 90 degrees by the
table scene, as on a real table.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

from shikitable.games.mahjong.tiles import (
    KANJI_NUMERALS,
    KIND_COUNT,
    MAN,
    NUMBER_OF_KIND,
    PIN,
    SOU,
    SUIT_OF_KIND,
    kind_code,
    make_kind,
)

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_card_art import FONT_PATH, Glyphs, attrs, fmt  # noqa: E402  (one glyph outliner for all art)

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "assets" / "tiles"

W, H = 240, 320
FACE_X0, FACE_Y0, FACE_X1, FACE_Y1 = 6, 4, 234, 300  # the ivory face; below it the tile's green base
CX, CY = (FACE_X0 + FACE_X1) / 2, (FACE_Y0 + FACE_Y1) / 2

IVORY = "#FBF8EE"
IVORY_SHADE = "#E9E2CC"
EDGE = "#9C9279"
BASE = "#1F6B57"  # the back colour, seen as the tile's thickness
BASE_DARK = "#124437"
INK = "#1B2233"
BLUE = "#1D4F9C"
GREEN = "#17784A"
RED = "#C42323"
GOLD = "#D9A520"


def glyph(glyphs: Glyphs, char: str, cx: float, cy: float, w: float, h: float, colour: str) -> str:
    return f"<path {attrs(d=glyphs.fit(char, cx, cy, w, h), fill=colour)}/>"


def tile_body(face: bool = True) -> list[str]:
    """The tile: a green base (its thickness, seen at the bottom) under an ivory face."""
    parts = [
        "<defs>"
        '<linearGradient id="face" x1="0" y1="0" x2="0" y2="1">'
        f'<stop offset="0" stop-color="{IVORY}"/><stop offset="1" stop-color="{IVORY_SHADE}"/>'
        "</linearGradient>"
        '<linearGradient id="base" x1="0" y1="0" x2="0" y2="1">'
        f'<stop offset="0" stop-color="{BASE}"/><stop offset="1" stop-color="{BASE_DARK}"/>'
        "</linearGradient>"
        "</defs>",
        f"<rect {attrs(x=1, y=1, width=W - 2, height=H - 2, rx=22, ry=22, fill='url(#base)', stroke=BASE_DARK)} "
        'stroke-width="2"/>',
    ]
    if face:
        parts.append(
            f"<rect {attrs(x=FACE_X0, y=FACE_Y0, width=FACE_X1 - FACE_X0, height=FACE_Y1 - FACE_Y0, rx=18, ry=18)} "
            f'fill="url(#face)" stroke="{EDGE}" stroke-width="2"/>'
        )
    return parts


# --- dots (筒子): round coins -------------------------------------------------------------


def coin(x: float, y: float, r: float, colour: str) -> list[str]:
    """A coin: a coloured disc, an ivory ring, a coloured eye, a dot of ivory at the centre."""
    return [
        f"<circle {attrs(cx=x, cy=y, r=r, fill=colour)}/>",
        f"<circle {attrs(cx=x, cy=y, r=r * 0.74, fill=IVORY)}/>",
        f"<circle {attrs(cx=x, cy=y, r=r * 0.56, fill=colour)}/>",
        f"<circle {attrs(cx=x, cy=y, r=r * 0.18, fill=IVORY)}/>",
    ]


def big_coin(x: float, y: float, r: float, red: bool) -> list[str]:
    """1 dot: a large coin with a ring of petals."""
    outer = RED if red else BLUE
    inner = RED if red else GREEN
    parts = [
        f"<circle {attrs(cx=x, cy=y, r=r, fill=outer)}/>",
        f"<circle {attrs(cx=x, cy=y, r=r * 0.86, fill=IVORY)}/>",
    ]
    for i in range(12):
        a = 2 * math.pi * i / 12
        parts.append(
            f"<circle {attrs(cx=x + math.cos(a) * r * 0.7, cy=y + math.sin(a) * r * 0.7, r=r * 0.1, fill=outer)}/>"
        )
    parts.append(f"<circle {attrs(cx=x, cy=y, r=r * 0.52, fill=RED)}/>")
    parts.append(f"<circle {attrs(cx=x, cy=y, r=r * 0.36, fill=IVORY)}/>")
    parts.append(f"<circle {attrs(cx=x, cy=y, r=r * 0.24, fill=inner)}/>")
    return parts


def dots(number: int, red: bool) -> list[str]:
    """Coins in the usual patterns (colour per coin: b blue, g green, r red)."""
    top, bottom = FACE_Y0 + 14, FACE_Y1 - 14
    mid = (top + bottom) / 2
    xs2 = (CX - 52, CX + 52)
    xs3 = (CX - 68, CX, CX + 68)
    spots: list[tuple[float, float, float, str]] = []
    if number == 1:
        return big_coin(CX, mid, 96, red)
    if number == 2:
        spots = [(CX, mid - 70, 54, "g"), (CX, mid + 70, 54, "b")]
    elif number == 3:
        spots = [(CX - 62, mid - 88, 42, "b"), (CX, mid, 42, "r"), (CX + 62, mid + 88, 42, "g")]
    elif number == 4:
        spots = [
            (x, y, 46, c) for y, row in ((mid - 62, "bg"), (mid + 62, "gb")) for x, c in zip(xs2, row, strict=True)
        ]
    elif number == 5:
        spots = [
            (x, y, 40, c) for y, row in ((mid - 82, "bg"), (mid + 82, "gb")) for x, c in zip(xs2, row, strict=True)
        ]
        spots.append((CX, mid, 40, "r"))
    elif number == 6:
        spots = [(x, y, 38, "g" if y < mid - 60 else "r") for y in (mid - 92, mid + 4, mid + 92) for x in xs2]
    elif number == 7:
        spots = [(CX - 66, mid - 104, 28, "g"), (CX, mid - 80, 28, "g"), (CX + 66, mid - 56, 28, "g")]
        spots += [(x, y, 32, "r") for y in (mid + 20, mid + 94) for x in (CX - 50, CX + 50)]
    elif number == 8:
        spots = [(x, mid + dy, 31, "b") for dy in (-105, -35, 35, 105) for x in (CX - 50, CX + 50)]
    elif number == 9:
        spots = [(x, y, 31, c) for y, c in ((mid - 88, "b"), (mid, "r"), (mid + 88, "g")) for x in xs3]
    palette = {"b": BLUE, "g": GREEN, "r": RED}
    parts: list[str] = []
    for x, y, r, c in spots:
        parts += coin(x, y, r, RED if red else palette[c])
    return parts


# --- bamboo (索子): sticks with joints ------------------------------------------------------


def stick(x: float, y: float, h: float, colour: str, w: float = 30.0, angle: float = 0.0) -> list[str]:
    """An upright bamboo stick centred on (x, y): rounded ends, a joint in the middle."""
    dark = BASE_DARK if colour == GREEN else "#7E1414" if colour == RED else "#0E2E60"
    rotate = f' transform="rotate({fmt(angle)} {fmt(x)} {fmt(y)})"' if angle else ""
    body = [
        f"<rect {attrs(x=x - w / 2, y=y - h / 2, width=w, height=h, rx=w / 2, ry=w / 2, fill=colour)}/>",
        f"<rect {attrs(x=x - w * 0.16, y=y - h / 2 + w * 0.5, width=w * 0.32, height=h - w, fill=IVORY)}"
        ' opacity="0.55"/>',
        f"<rect {attrs(x=x - w / 2 - 2, y=y - 3.5, width=w + 4, height=7, rx=3, ry=3, fill=dark)}/>",
        f"<rect {attrs(x=x - w / 2 - 1, y=y - h / 2 + 2, width=w + 2, height=6, rx=3, ry=3, fill=dark)}/>",
        f"<rect {attrs(x=x - w / 2 - 1, y=y + h / 2 - 8, width=w + 2, height=6, rx=3, ry=3, fill=dark)}/>",
    ]
    return [f"<g{rotate}>", *body, "</g>"]


def one_bamboo(red: bool) -> list[str]:
    """1 bamboo: one tall stalk with leaves, larger than any other stick, so it is not a
    lone stick of another number."""
    colour = RED if red else GREEN
    parts: list[str] = []
    for side in (-1, 1):
        for k, y in enumerate((CY - 70, CY + 10, CY + 80)):
            lx = CX + side * 58
            ly = y - 14 + k * 4
            d = (
                f"M{fmt(CX + side * 12)} {fmt(y)} "
                f"Q{fmt(CX + side * 40)} {fmt(ly - 40)} {fmt(lx + side * 26)} {fmt(ly - 26)} "
                f"Q{fmt(CX + side * 44)} {fmt(ly + 4)} {fmt(CX + side * 12)} {fmt(y + 10)} Z"
            )
            parts.append(f"<path {attrs(d=d, fill=GREEN if side < 0 else RED)}/>")
    parts += stick(CX, CY - 2, 250, colour, w=36)
    parts.append(f"<rect {attrs(x=CX - 24, y=CY - 80, width=48, height=8, rx=4, ry=4, fill=BASE_DARK)}/>")
    parts.append(f"<rect {attrs(x=CX - 24, y=CY + 72, width=48, height=8, rx=4, ry=4, fill=BASE_DARK)}/>")
    return parts


def bamboo(number: int, red: bool) -> list[str]:
    if number == 1:
        return one_bamboo(red)
    mid = CY
    g, r = GREEN, RED
    layout: list[tuple[float, float, float, str]] = []  # x, y, height, colour
    col2 = (CX - 48, CX + 48)
    col3 = (CX - 68, CX, CX + 68)
    if number == 2:
        layout = [(CX, mid - 66, 116, g), (CX, mid + 66, 116, g)]
    elif number == 3:
        layout = [(CX, mid - 66, 116, g), (CX - 48, mid + 66, 116, g), (CX + 48, mid + 66, 116, g)]
    elif number == 4:
        layout = [(x, y, 116, c) for y in (mid - 66, mid + 66) for x, c in zip(col2, (g, g), strict=True)]
    elif number == 5:
        layout = [(x, y, 116, g) for y in (mid - 66, mid + 66) for x in (CX - 68, CX + 68)]
        layout.append((CX, mid, 116, r))
    elif number == 6:
        layout = [(x, y, 116, g) for y in (mid - 66, mid + 66) for x in col3]
    elif number == 7:
        layout = [(CX, mid - 96, 74, r)]
        layout += [(x, y, 74, g) for y in (mid - 4, mid + 88) for x in col3]
    elif number == 8:
        parts: list[str] = []
        for y, tilt in ((mid - 66, 1), (mid + 66, -1)):
            for x, a in ((CX - 78, 0), (CX - 30, 22 * tilt), (CX + 30, -22 * tilt), (CX + 78, 0)):
                parts += stick(x, y, 112, g, w=26, angle=a)
        return [p.replace(GREEN, RED) for p in parts] if red else parts
    elif number == 9:
        layout = [(x, y, 80, r if x == CX else g) for y in (mid - 92, mid, mid + 92) for x in col3]
    parts = []
    for x, y, h, c in layout:
        parts += stick(x, y, h, RED if red else c, w=32 if number < 7 else 30)
    return parts


# --- characters (萬子) and honours ---------------------------------------------------------


def characters(glyphs: Glyphs, number: int, red: bool) -> list[str]:
    numeral = KANJI_NUMERALS[number - 1]
    return [
        glyph(glyphs, numeral, CX, FACE_Y0 + 78, 160, 104 if numeral != "一" else 30, RED if red else INK),
        glyph(glyphs, "萬", CX, FACE_Y0 + 210, 176, 144, RED),
    ]


def honour(glyphs: Glyphs, index: int) -> list[str]:
    """index 0-6: 東 南 西 北 白 發 中."""
    if index == 4:  # 白: an empty blue frame, as on real tiles
        x0, y0, x1, y1 = CX - 74, CY - 104, CX + 74, CY + 104
        return [
            f"<rect {attrs(x=x0, y=y0, width=x1 - x0, height=y1 - y0, rx=10, ry=10, fill='none', stroke=BLUE)} "
            'stroke-width="14"/>',
            f"<rect {attrs(x=x0 + 22, y=y0 + 22, width=x1 - x0 - 44, height=y1 - y0 - 44, rx=4, ry=4)} "
            f'fill="none" stroke="{BLUE}" stroke-width="5"/>',
        ]
    char = "東南西北白發中"[index]
    colour = GREEN if char == "發" else RED if char == "中" else INK
    return [glyph(glyphs, char, CX, CY, 196, 236, colour)]


def red_marker() -> list[str]:
    """A gold star in the corner: a red five is told apart by shape as well as by its red."""
    x, y, r = FACE_X1 - 26, FACE_Y0 + 26, 18
    points = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.45
        points.append(f"{fmt(x + rr * math.cos(a))},{fmt(y + rr * math.sin(a))}")
    return [f'<polygon points="{" ".join(points)}" fill="{GOLD}" stroke="#8A5F00" stroke-width="2"/>']


def face_parts(glyphs: Glyphs, kind: int, red: bool = False) -> list[str]:
    suit, number = SUIT_OF_KIND[kind], NUMBER_OF_KIND[kind]
    if suit == MAN:
        body = characters(glyphs, number, red)
    elif suit == PIN:
        body = dots(number, red)
    elif suit == SOU:
        body = bamboo(number, red)
    else:
        body = honour(glyphs, kind - 27)
    return [*tile_body(), *body, *(red_marker() if red else [])]


def back_parts() -> list[str]:
    """The back: the green base with a raised panel and a lattice of small diamonds, symmetric."""
    parts = tile_body(face=False)
    parts.append(
        f"<rect {attrs(x=18, y=16, width=W - 36, height=H - 40, rx=14, ry=14, fill='none', stroke='#7FC7AE')} "
        'stroke-width="4" opacity="0.8"/>'
    )
    for row in range(7):
        for col in range(5):
            x = 42 + col * 39 + (19.5 if row % 2 else 0)
            y = 48 + row * 37
            if x > W - 36:
                continue
            d = f"M{fmt(x)} {fmt(y - 11)} L{fmt(x + 9)} {fmt(y)} L{fmt(x)} {fmt(y + 11)} L{fmt(x - 9)} {fmt(y)} Z"
            parts.append(f'<path {attrs(d=d, fill="#8FD3B9")} opacity="0.55"/>')
    return parts


def svg_document(title: str, body: Iterable[str]) -> str:
    head = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" {attrs(width=W, height=H)} viewBox="0 0 {W} {H}">\n'
        f"<title>{title}</title>\n"
    )
    return head + "\n".join(body) + "\n</svg>\n"


def write(path: Path, text: str, log: Callable[[str], None]) -> Path:
    path.write_text(text, encoding="utf-8")
    log(f"{path}  {len(text.encode()) / 1024:.1f} KiB")
    return path


def generate(out_dir: Path, log: Callable[[str], None] = print) -> list[Path]:
    """Write the 34 kinds, the 3 red fives, back.svg and blank.svg into `out_dir`."""
    glyphs = Glyphs(FONT_PATH)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for kind in range(KIND_COUNT):
        code = kind_code(kind)
        written.append(write(out_dir / f"{code}.svg", svg_document(code, face_parts(glyphs, kind)), log))
    for suit in (MAN, PIN, SOU):
        kind = make_kind(suit, 5)
        code = kind_code(kind) + "r"
        written.append(write(out_dir / f"{code}.svg", svg_document(code, face_parts(glyphs, kind, red=True)), log))
    written.append(write(out_dir / "back.svg", svg_document("back", back_parts()), log))
    written.append(write(out_dir / "blank.svg", svg_document("blank", tile_body()), log))
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out-dir", type=Path, default=OUT_DIR, help=f"default: {OUT_DIR.relative_to(ROOT)}")
    args = parser.parse_args(argv)
    generate(args.out_dir)
    return 0


if __name__ == "__main__":
    sys.exit(main())
