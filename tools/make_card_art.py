"""Draw the 紙机戦 (paper Cerke) card art as SVG: 24 faces and one back.

Run:  .venv/bin/python tools/make_card_art.py
Writes assets/cards/nincetkaik/{k|r}-{code}.svg and back.svg (viewBox 0 0 250 350).

Every glyph (the kanji, the digits, the corner letters) is a <path> whose outline is
taken with fontTools from the shipped font assets/fonts/NotoSansCJKjp-Bold-Subset.otf,
so the art looks the same on every machine, whatever fonts it has. Only plain SVG
that Qt's QSvgRenderer draws is used: rect, circle, path, polygon, a linear gradient.

Reading a card:
  * centre: the kind's kanji, large (船 無 兵 弓 車 虎 馬 筆 巫 将 王 皇);
  * top-left corner, and again upside down bottom-right: the index badge with the
    kind's number 0-8 as an Arabic numeral, or a letter for the kinds with no
    number: K = 王 King, T = 皇 Tam, V = 船 Vessel (the wild card); under the
    badge the colour's name, 黒 (black) or 赤 (red). The 6 is underlined so that,
    upside down, it is not read as a 9.

Black and red differ by shape as well as hue, so they can be told apart in
greyscale and by colour-blind players:
  * black (黒): a solid, square language. A thick solid ink band frames the card,
    with ivory diamonds (菱) along it; the index badge is a filled square with the
    numeral reversed out in ivory.
  * red (赤): an open, round language. A double-line frame (a heavy outer line and
    a thin inner one with concave, notched corners) and a small ring at each corner;
    the index badge is a hollow ring with the numeral in vermilion.

The back, the same for every card, is an indigo panel with a gold asanoha (hemp
leaf) lattice and a round four-diamond crest, symmetric both ways so it shows
nothing of a card's colour or orientation.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont

from shikitable.games.nincetkaik.deck import COLOUR_CODES, COLOUR_ENGLISH, COLOUR_KANJI, KINDS, Kind

ROOT = Path(__file__).resolve().parent.parent
FONT_PATH = ROOT / "assets" / "fonts" / "NotoSansCJKjp-Bold-Subset.otf"
OUT_DIR = ROOT / "assets" / "cards" / "nincetkaik"

W, H = 250, 350
CX, CY = W / 2, H / 2

# Palette: ivory card stock, sumi ink, vermilion (shu), indigo (ai) and gold for the back.
STOCK_LIGHT = "#FBF5E6"
STOCK_DARK = "#EFE4C9"
STOCK_EDGE = "#B8A98A"
INK = "#1C1A17"
VERMILION = "#BD3424"  # dark enough for 5:1 contrast on the ivory
INDIGO = "#1F2F4D"
GOLD = "#C9A862"

# Corner letters for the kinds without a number (see the module docstring).
CORNER_LETTER = {"io": "K", "tam": "T", "nuak": "V"}


def fmt(value: float) -> str:
    """Short decimal for path data: one decimal place is finer than a pixel at 300 px."""
    text = f"{value:.1f}"
    if text.endswith(".0"):
        text = text[:-2]
    return "0" if text == "-0" else text


class Glyphs:
    """Glyph outlines from the shipped font, placed as SVG path data."""

    def __init__(self, path: Path) -> None:
        self.font = TTFont(path)
        self.glyph_set = self.font.getGlyphSet()
        self.cmap = self.font.getBestCmap()
        self.upem = self.font["head"].unitsPerEm

    def _name(self, char: str) -> str:
        try:
            return self.cmap[ord(char)]
        except KeyError:
            raise SystemExit(f"{FONT_PATH.name} has no glyph for {char!r}") from None

    def bounds(self, char: str) -> tuple[float, float, float, float]:
        pen = BoundsPen(self.glyph_set)
        self.glyph_set[self._name(char)].draw(pen)
        assert pen.bounds is not None, char
        return pen.bounds

    def path(self, char: str, em: float, cx: float, cy: float) -> str:
        """Path data of `char` at `em` units per em, its ink box centred on (cx, cy)."""
        x0, y0, x1, y1 = self.bounds(char)
        s = em / self.upem
        # Font units are y-up; SVG is y-down, hence the -s.
        matrix = (s, 0, 0, -s, cx - (x0 + x1) / 2 * s, cy + (y0 + y1) / 2 * s)
        svg_pen = SVGPathPen(self.glyph_set, fmt)
        self.glyph_set[self._name(char)].draw(TransformPen(svg_pen, matrix))
        return svg_pen.getCommands()

    def height(self, char: str, em: float) -> float:
        x0, y0, x1, y1 = self.bounds(char)
        return (y1 - y0) * em / self.upem

    def fit(self, char: str, cx: float, cy: float, max_w: float, max_h: float) -> str:
        """Path data of `char` scaled (aspect kept) to fit max_w x max_h, centred on (cx, cy)."""
        x0, y0, x1, y1 = self.bounds(char)
        em = self.upem * min(max_w / (x1 - x0), max_h / (y1 - y0))
        return self.path(char, em, cx, cy)


def attrs(**values: str | float) -> str:
    """XML attributes; a trailing underscore is dropped and other underscores become dashes."""
    parts = []
    for key, value in values.items():
        name = key.rstrip("_").replace("_", "-")
        parts.append(f'{name}="{fmt(value) if isinstance(value, float | int) else value}"')
    return " ".join(parts)


def rounded_rect(x: float, y: float, w: float, h: float, r: float, **style: str | float) -> str:
    return f"<rect {attrs(x=x, y=y, width=w, height=h, rx=r, ry=r, **style)}/>"


def card_stock() -> list[str]:
    """The ivory blank shared by faces and back, with a faint top-to-bottom shading."""
    return [
        '<defs><linearGradient id="stock" x1="0" y1="0" x2="0" y2="1">'
        f'<stop offset="0" stop-color="{STOCK_LIGHT}"/><stop offset="1" stop-color="{STOCK_DARK}"/>'
        "</linearGradient></defs>",
        rounded_rect(1, 1, W - 2, H - 2, 14, fill="url(#stock)", stroke=STOCK_EDGE, stroke_width=2),
    ]


def diamond(cx: float, cy: float, rx: float, ry: float) -> str:
    return f"M{fmt(cx)} {fmt(cy - ry)}L{fmt(cx + rx)} {fmt(cy)}L{fmt(cx)} {fmt(cy + ry)}L{fmt(cx - rx)} {fmt(cy)}Z"


def black_frame() -> list[str]:
    """A thick solid ink band with ivory diamonds set along its middle."""
    inset, band = 10.0, 13.0
    mid = inset + band / 2
    parts = [rounded_rect(mid, mid, W - 2 * mid, H - 2 * mid, 7, fill="none", stroke=INK, stroke_width=band)]
    dots: list[str] = []
    # Evenly spaced along each side, one at each corner, so the band reads as one pattern.
    for length, fixed, horizontal in (
        (W - 2 * mid, mid, True),
        (W - 2 * mid, H - mid, True),
        (H - 2 * mid, mid, False),
        (H - 2 * mid, W - mid, False),
    ):
        count = round(length / 22)
        for i in range(count + 1):
            along = mid + length * i / count
            x, y = (along, fixed) if horizontal else (fixed, along)
            dots.append(diamond(x, y, 3.6, 3.6))
    parts.append(f"<path {attrs(d=''.join(dict.fromkeys(dots)), fill=STOCK_LIGHT)}/>")
    return parts


def notched_rect(x0: float, y0: float, x1: float, y1: float, r: float) -> str:
    """A rectangle whose corners are cut by concave quarter circles (隅入り)."""
    return (
        f"M{fmt(x0 + r)} {fmt(y0)}H{fmt(x1 - r)}A{fmt(r)} {fmt(r)} 0 0 0 {fmt(x1)} {fmt(y0 + r)}"
        f"V{fmt(y1 - r)}A{fmt(r)} {fmt(r)} 0 0 0 {fmt(x1 - r)} {fmt(y1)}"
        f"H{fmt(x0 + r)}A{fmt(r)} {fmt(r)} 0 0 0 {fmt(x0)} {fmt(y1 - r)}"
        f"V{fmt(y0 + r)}A{fmt(r)} {fmt(r)} 0 0 0 {fmt(x0 + r)} {fmt(y0)}Z"
    )


def red_frame() -> list[str]:
    """Open line work: a heavy outer line, a thin notched inner line, rings in the notches."""
    outer, inner, notch = 12.0, 21.0, 13.0
    parts = [
        rounded_rect(outer, outer, W - 2 * outer, H - 2 * outer, 8, fill="none", stroke=VERMILION, stroke_width=5),
        f"<path {attrs(d=notched_rect(inner, inner, W - inner, H - inner, notch), fill='none')} "
        f"{attrs(stroke=VERMILION, stroke_width=2.5)}/>",
    ]
    for x in (inner, W - inner):
        for y in (inner, H - inner):
            parts.append(f"<circle {attrs(cx=x, cy=y, r=4.5, fill='none', stroke=VERMILION, stroke_width=2.5)}/>")
    return parts


@dataclass(frozen=True)
class Face:
    colour: int  # 0 black, 1 red
    kind: Kind

    @property
    def code(self) -> str:
        return f"{COLOUR_CODES[self.colour]}-{self.kind.code}"

    @property
    def index_text(self) -> str:
        return str(self.kind.number) if self.kind.number is not None else CORNER_LETTER[self.kind.code]


# Layout of the index column (top-left; the bottom-right copy is this turned 180°).
BADGE_X, BADGE_Y, BADGE_SIZE = 27.0, 27.0, 64.0
BADGE_CX, BADGE_CY = BADGE_X + BADGE_SIZE / 2, BADGE_Y + BADGE_SIZE / 2
RING_R, RING_STROKE = 32.0, 4.0
BLACK_INDEX_EM = 68.0  # digits about 50 units tall, reversed out of the square
RED_INDEX_EM = 60.0  # a little smaller, to sit clear inside the ring
COLOUR_NAME_EM = 24.0
COLOUR_NAME_CY = BADGE_Y + BADGE_SIZE + 16
KANJI_EM = 124.0


def index_group(glyphs: Glyphs, face: Face) -> list[str]:
    text = face.index_text
    if face.colour == 0:
        # Filled square, numeral reversed out: the "solid" black language.
        badge = rounded_rect(BADGE_X, BADGE_Y, BADGE_SIZE, BADGE_SIZE, 6, fill=INK)
        numeral_fill, ink, em, embolden = STOCK_LIGHT, INK, BLACK_INDEX_EM, 1.5
    else:
        # Hollow ring, numeral in vermilion: the "open" red language.
        ring = attrs(cx=BADGE_CX, cy=BADGE_CY, r=RING_R, fill="none", stroke=VERMILION, stroke_width=RING_STROKE)
        badge = f"<circle {ring}/>"
        numeral_fill, ink, em, embolden = VERMILION, VERMILION, RED_INDEX_EM, 2.0
        # Wide letters (K) would touch the ring: shrink until the ink box's corners clear it.
        x0, y0, x1, y1 = glyphs.bounds(text)
        half_diagonal = math.hypot(x1 - x0, y1 - y0) / 2 * em / glyphs.upem
        em *= min(1.0, (RING_R - RING_STROKE / 2 - 4) / half_diagonal)
    # An upside-down 6 reads as 9 (from the turned corner or a turned card), so 6 is underlined.
    underlined = text == "6"
    if underlined:
        em *= 0.9  # room for the bar inside the badge
    numeral_cy = BADGE_CY - 4 if underlined else BADGE_CY
    numeral = glyphs.path(text, em, BADGE_CX, numeral_cy)
    name = glyphs.path(COLOUR_KANJI[face.colour], COLOUR_NAME_EM, BADGE_CX, COLOUR_NAME_CY)
    parts = [
        badge,
        # A same-colour stroke emboldens the numeral so it survives at 60 px card height.
        f"<path {attrs(d=numeral, fill=numeral_fill, stroke=numeral_fill, stroke_width=embolden)} "
        'stroke-linejoin="round"/>',
        f"<path {attrs(d=name, fill=ink)}/>",
    ]
    if underlined:
        bar_w = 20.0 if face.colour == 0 else 15.0
        bar_y = numeral_cy + glyphs.height(text, em) / 2 + 3.5
        parts.append(rounded_rect(BADGE_CX - bar_w / 2, bar_y, bar_w, 4.5, 1.5, fill=numeral_fill))
    return parts


def svg_document(title: str, body: Iterable[str]) -> str:
    head = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" {attrs(width=W, height=H)} '
        f'viewBox="0 0 {W} {H}">\n'
        f"<title>{title}</title>\n"
    )
    return head + "\n".join(body) + "\n</svg>\n"


def face_svg(glyphs: Glyphs, face: Face) -> str:
    ink = INK if face.colour == 0 else VERMILION
    body = card_stock()
    body += black_frame() if face.colour == 0 else red_frame()
    body.append(f"<path {attrs(d=glyphs.path(face.kind.kanji, KANJI_EM, CX, CY), fill=ink)}/>")
    corner = index_group(glyphs, face)
    body += corner
    body.append(f'<g transform="rotate(180 {fmt(CX)} {fmt(CY)})">')
    body += corner
    body.append("</g>")
    number = "" if face.kind.number is None else f" {face.kind.number}"
    title = f"{COLOUR_KANJI[face.colour]}{face.kind.kanji} ({COLOUR_ENGLISH[face.colour]} {face.kind.english}{number})"
    return svg_document(title, body)


# --- the back ---------------------------------------------------------------------------

Segment = tuple[float, float, float, float]


def clip_segment(seg: Segment, x0: float, y0: float, x1: float, y1: float) -> Segment | None:
    """Liang-Barsky clip of a line segment to a rectangle (SVG clip paths are not used)."""
    ax, ay, bx, by = seg
    dx, dy = bx - ax, by - ay
    t0, t1 = 0.0, 1.0
    for p, q in ((-dx, ax - x0), (dx, x1 - ax), (-dy, ay - y0), (dy, y1 - ay)):
        if abs(p) < 1e-12:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
        if t0 > t1:
            return None
    if t1 - t0 < 1e-6:
        return None
    return ax + t0 * dx, ay + t0 * dy, ax + t1 * dx, ay + t1 * dy


def asanoha_segments(side: float, x0: float, y0: float, x1: float, y1: float) -> list[Segment]:
    """The hemp-leaf lattice: a triangular grid plus, in every triangle, spokes from the
    centroid to its corners. A lattice vertex sits on the card centre, so the pattern
    is symmetric about both axes."""
    h = side * math.sqrt(3) / 2
    cols = int((x1 - x0) / side) + 3
    rows = int((y1 - y0) / h) + 3

    def vertex(i: int, j: int) -> tuple[float, float]:
        return CX + (i + (j % 2) / 2) * side, CY + j * h

    segments: set[Segment] = set()

    def add(a: tuple[float, float], b: tuple[float, float]) -> None:
        key = (round(a[0], 3), round(a[1], 3), round(b[0], 3), round(b[1], 3))
        if key[2:] < key[:2]:
            key = (key[2], key[3], key[0], key[1])
        segments.add(key)

    for j in range(-rows, rows):
        for i in range(-cols, cols):
            # The two triangles between rows j and j+1 that start at column i.
            a, b = vertex(i, j), vertex(i + 1, j)
            shift = 0 if j % 2 == 0 else 1
            c, d = vertex(i + shift, j + 1), vertex(i + shift - 1, j + 1)
            for tri in ((a, b, c), (a, c, d)):
                gx = sum(p[0] for p in tri) / 3
                gy = sum(p[1] for p in tri) / 3
                for k in range(3):
                    add(tri[k], tri[(k + 1) % 3])
                    add(tri[k], (gx, gy))
    clipped = (clip_segment(s, x0, y0, x1, y1) for s in sorted(segments))
    return [s for s in clipped if s is not None]


def back_svg() -> str:
    body = card_stock()
    panel = 12.0
    body.append(rounded_rect(panel, panel, W - 2 * panel, H - 2 * panel, 8, fill=INDIGO))
    field = panel + 6
    lattice = asanoha_segments(30.0, field, field, W - field, H - field)
    d = "".join(f"M{fmt(ax)} {fmt(ay)}L{fmt(bx)} {fmt(by)}" for ax, ay, bx, by in lattice)
    body.append(f"<path {attrs(d=d, fill='none', stroke=GOLD, stroke_width=1.3, stroke_opacity=0.75)}/>")
    body.append(rounded_rect(field, field, W - 2 * field, H - 2 * field, 3, fill="none", stroke=GOLD, stroke_width=2.5))
    # Crest: an indigo disc ringed in gold, bearing four gold diamonds set as one big diamond.
    body.append(f"<circle {attrs(cx=CX, cy=CY, r=50, fill=INDIGO, stroke=GOLD, stroke_width=3)}/>")
    body.append(f"<circle {attrs(cx=CX, cy=CY, r=43, fill='none', stroke=GOLD, stroke_width=1.5)}/>")
    step, rx, ry = 15.5, 14.0, 14.0
    crest = "".join(diamond(CX + dx * step, CY + dy * step, rx, ry) for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)))
    body.append(f"<path {attrs(d=crest, fill=GOLD)}/>")
    # Small diamonds in the panel's corners close the frame.
    corners = "".join(diamond(x, y, 6, 6) for x in (field, W - field) for y in (field, H - field))
    body.append(f"<path {attrs(d=corners, fill=GOLD)}/>")
    return svg_document("紙机戦 card back", body)


def write(path: Path, text: str, log: Callable[[str], None]) -> Path:
    path.write_text(text, encoding="utf-8")
    log(f"{path}  {len(text.encode()) / 1024:.1f} KiB")
    return path


def generate(out_dir: Path, log: Callable[[str], None] = print) -> list[Path]:
    """Write all 25 SVG files into `out_dir`; returns their paths."""
    glyphs = Glyphs(FONT_PATH)
    out_dir.mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    for colour in (0, 1):
        for kind in KINDS:
            face = Face(colour, kind)
            written.append(write(out_dir / f"{face.code}.svg", face_svg(glyphs, face), log))
    written.append(write(out_dir / "back.svg", back_svg(), log))
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out-dir", type=Path, default=OUT_DIR, help=f"default: {OUT_DIR.relative_to(ROOT)}")
    args = parser.parse_args(argv)
    generate(args.out_dir)
    return 0


if __name__ == "__main__":
    sys.exit(main())
