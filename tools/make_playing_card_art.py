# ruff: noqa: E501  (SVG path data reads better on one line)
"""Draw a standard playing-card deck as SVG: 52 faces, two Jokers and a back.

Run:  .venv/bin/python tools/make_playing_card_art.py
Writes assets/cards/standard/ (the usual two colours: ♠ ♣ black, ♥ ♦ red) and
assets/cards/standard-4c/ (the four-colour deck: ♠ black, ♥ red, ♦ blue, ♣ green), each
with {s|h|d|c}-{A,2..10,J,Q,K}.svg, joker-1.svg, joker-2.svg and back.svg (viewBox 0 0 250 350).

Reading a card:
  * the corner index is large (a "jumbo" index): the rank about 64 units tall and the suit
    under it, so a card 60 px tall still shows its rank and suit (about 11 px and 7 px);
    the same index stands upside down in the opposite corner;
  * the suits are drawn shapes, told apart by outline as well as colour: the spade a
    pointed leaf on a flared stem, the heart two lobes, the diamond a lozenge with
    curved sides, the club three round leaves on a stem;
  * number cards show the usual pip pattern (pips in the lower half upside down);
  * J, Q, K: a framed, double-ended half figure of my own design in the suit's colour with
    gold trim; the K wears a three-pointed crown, the Q a round tiara with a jewel, the J a
    soft cap with a feather; the rank letter stands in the frame's corner;
  * the Jokers: a jester's cap with three bells and a ruff; the first in red, the second
    in black; their index is a star over the letters JOKER.
Every letter and digit is a <path> from the shipped font assets/fonts/NotoSansCJKjp-Bold-Subset.otf
(through fontTools), so the art looks the same on every machine. Only plain SVG that Qt's
QSvgRenderer draws is used: rect, circle, ellipse, path, g with transforms.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_card_art import FONT_PATH, Glyphs, attrs, fmt  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUT_ROOT = ROOT / "assets" / "cards"

W, H = 250, 350
CX, CY = W / 2, H / 2
PAPER = "#FFFDF7"
EDGE = "#9A9486"
INK = "#16161A"
GOLD = "#C8A24A"
SKIN = "#F6E7CF"

TWO_COLOUR = {"s": "#16161A", "h": "#C0252E", "d": "#C0252E", "c": "#16161A"}
FOUR_COLOUR = {"s": "#16161A", "h": "#C0252E", "d": "#1F5FB8", "c": "#1C7A3A"}
SUITS = ("s", "h", "d", "c")
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

# --- the suits: outlines in a unit box (about -0.5..0.5), y down ----------------------------

SPADE = (
    "M0 -0.5C0.12 -0.32 0.5 -0.12 0.5 0.12C0.5 0.34 0.22 0.42 0.05 0.24"
    "C0.07 0.36 0.13 0.44 0.24 0.5L-0.24 0.5C-0.13 0.44 -0.07 0.36 -0.05 0.24"
    "C-0.22 0.42 -0.5 0.34 -0.5 0.12C-0.5 -0.12 -0.12 -0.32 0 -0.5Z"
)
HEART = "M0 0.46C-0.12 0.32 -0.5 0.08 -0.5 -0.18C-0.5 -0.44 -0.16 -0.56 0 -0.3C0.16 -0.56 0.5 -0.44 0.5 -0.18C0.5 0.08 0.12 0.32 0 0.46Z"
DIAMOND = "M0 -0.5Q0.14 -0.16 0.38 0Q0.14 0.16 0 0.5Q-0.14 0.16 -0.38 0Q-0.14 -0.16 0 -0.5Z"
CLUB_STEM = "M-0.05 0.1C-0.07 0.3 -0.13 0.42 -0.24 0.5L0.24 0.5C0.13 0.42 0.07 0.3 0.05 0.1Z"


def suit_shape(suit: str, colour: str) -> str:
    """The suit's outline in unit coordinates, filled with `colour`."""
    if suit == "s":
        return f'<path d="{SPADE}" fill="{colour}"/>'
    if suit == "h":
        return f'<path d="{HEART}" fill="{colour}"/>'
    if suit == "d":
        return f'<path d="{DIAMOND}" fill="{colour}"/>'
    leaves = "".join(
        f'<circle {attrs(cx=x, cy=y, r=0.215)} fill="{colour}"/>' for x, y in ((0, -0.27), (-0.25, 0.05), (0.25, 0.05))
    )
    return f'{leaves}<circle cx="0" cy="-0.02" r="0.14" fill="{colour}"/><path d="{CLUB_STEM}" fill="{colour}"/>'


def pip(suit: str, colour: str, x: float, y: float, size: float, flip: bool = False) -> str:
    turn = " rotate(180)" if flip else ""
    return f'<g transform="translate({fmt(x)} {fmt(y)}){turn} scale({fmt(size)})">{suit_shape(suit, colour)}</g>'


# --- text from the font -------------------------------------------------------------------


class Text:
    def __init__(self) -> None:
        self.glyphs = Glyphs(FONT_PATH)

    def word(self, text: str, cx: float, cy: float, height: float, colour: str, max_width: float = 999) -> str:
        """`text` with its capital height `height`, centred on (cx, cy), squeezed to max_width."""
        em = height / self.glyphs.height("H", 1.0)
        widths = []
        for ch in text:
            x0, _, x1, _ = self.glyphs.bounds(ch)
            widths.append((x1 - x0) * em / self.glyphs.upem)
        gap = height * 0.06
        total = sum(widths) + gap * (len(text) - 1)
        squeeze = min(1.0, max_width / total) if total else 1.0
        parts = []
        x = cx - total / 2
        for ch, width in zip(text, widths, strict=True):
            parts.append(self.glyphs.path(ch, em, x + width / 2, cy))
            x += width + gap
        path = "".join(parts)
        transform = f"translate({fmt(cx)} 0) scale({squeeze:.3f} 1) translate({fmt(-cx)} 0)" if squeeze < 1 else ""
        group = f' transform="{transform}"' if transform else ""
        return f'<g{group}><path d="{path}" fill="{colour}"/></g>'


# --- the card ------------------------------------------------------------------------------


def blank() -> list[str]:
    return [
        f"<rect {attrs(x=1.5, y=1.5, width=W - 3, height=H - 3, rx=16, ry=16)} fill='{PAPER}' stroke='{EDGE}' stroke-width='2.5'/>"
    ]


def index(text: Text, rank: str, suit: str, colour: str) -> list[str]:
    """The jumbo corner index, top-left and (turned) bottom-right."""
    corner = [text.word(rank, 36, 46, 58, colour, max_width=54), pip(suit, colour, 36, 106, 42)]
    inner = "".join(corner)
    return [inner, f'<g transform="rotate(180 {fmt(CX)} {fmt(CY)})">{inner}</g>']


COL_L, COL_C, COL_R = 96, 125, 154
ROWS4 = (88, 146, 204, 262)
TOP, MID, BOTTOM = 88, 175, 262

PIP_LAYOUT: dict[int, list[tuple[float, float]]] = {
    2: [(COL_C, TOP), (COL_C, BOTTOM)],
    3: [(COL_C, TOP), (COL_C, MID), (COL_C, BOTTOM)],
    4: [(COL_L, TOP), (COL_R, TOP), (COL_L, BOTTOM), (COL_R, BOTTOM)],
    5: [(COL_L, TOP), (COL_R, TOP), (COL_C, MID), (COL_L, BOTTOM), (COL_R, BOTTOM)],
    6: [(x, y) for y in (TOP, MID, BOTTOM) for x in (COL_L, COL_R)],
    7: [(x, y) for y in (TOP, MID, BOTTOM) for x in (COL_L, COL_R)] + [(COL_C, 131)],
    8: [(x, y) for y in (TOP, MID, BOTTOM) for x in (COL_L, COL_R)] + [(COL_C, 131), (COL_C, 219)],
    9: [(x, y) for y in ROWS4 for x in (COL_L, COL_R)] + [(COL_C, MID)],
    10: [(x, y) for y in ROWS4 for x in (COL_L, COL_R)] + [(COL_C, 117), (COL_C, 233)],
}


def number_face(suit: str, rank: int, colour: str) -> list[str]:
    if rank == 1:
        return [pip(suit, colour, CX, CY, 118 if suit != "d" else 132)]
    size = 40 if rank < 9 else 36
    return [pip(suit, colour, x, y, size, flip=y > CY + 1) for x, y in PIP_LAYOUT[rank]]


def court_half(rank: str, suit: str, colour: str) -> str:
    """The upper half figure of a court card in panel coordinates (the panel's centre is 0,0;
    the half spans y -100..0); the lower half is the same turned round."""
    parts = [
        # shoulders and robe, with a gold collar
        f'<path d="M-52 0L-52 -22C-52 -44 -30 -52 0 -52C30 -52 52 -44 52 -22L52 0Z" fill="{colour}"/>',
        f'<path d="M-26 -50L0 -24L26 -50" fill="none" stroke="{GOLD}" stroke-width="6" stroke-linejoin="round"/>',
        f'<path d="M-52 -6L52 -6" stroke="{GOLD}" stroke-width="4"/>',
        # the face
        f'<ellipse cx="0" cy="-68" rx="17" ry="20" fill="{SKIN}" stroke="{INK}" stroke-width="2"/>',
        f'<circle cx="-6" cy="-70" r="2.2" fill="{INK}"/><circle cx="6" cy="-70" r="2.2" fill="{INK}"/>',
        f'<path d="M-5 -59Q0 -55 5 -59" fill="none" stroke="{INK}" stroke-width="1.8"/>',
    ]
    if rank == "K":  # a three-pointed crown and a beard
        parts.append(
            f'<path d="M-20 -82L-22 -102L-10 -91L0 -106L10 -91L22 -102L20 -82Z" fill="{GOLD}" stroke="{INK}" '
            'stroke-width="1.5" stroke-linejoin="round"/>'
        )
        parts.append(f'<path d="M-15 -62Q0 -40 15 -62Q8 -52 0 -51Q-8 -52 -15 -62Z" fill="{INK}"/>')
    elif rank == "Q":  # a round tiara with a jewel, and long hair
        parts.append(
            f'<path d="M-18 -80Q-19 -96 0 -99Q19 -96 18 -80Q0 -88 -18 -80Z" fill="{GOLD}" stroke="{INK}" stroke-width="1.5"/>'
        )
        parts.append(f'<circle cx="0" cy="-92" r="4" fill="{colour}" stroke="{INK}" stroke-width="1"/>')
        parts.append(
            f'<path d="M-17 -72Q-26 -56 -24 -44L-16 -48Q-18 -60 -14 -70Z M17 -72Q26 -56 24 -44L16 -48Q18 -60 14 -70Z" '
            f'fill="{INK}"/>'
        )
    else:  # J: a soft cap with a feather
        parts.append(
            f'<path d="M-19 -78Q-20 -98 4 -97Q22 -95 20 -78Q0 -84 -19 -78Z" fill="{colour}" stroke="{INK}" stroke-width="1.5"/>'
        )
        parts.append(
            f'<path d="M12 -94Q30 -112 44 -104Q30 -100 16 -88Z" fill="{GOLD}" stroke="{INK}" stroke-width="1.2"/>'
        )
        parts.append(f'<path d="M-19 -79L20 -79" stroke="{GOLD}" stroke-width="4"/>')
    return "".join(parts)


def court_face(text: Text, rank: str, suit: str, colour: str) -> list[str]:
    x0, y0, w, h = 66, 64, 118, 222
    px, py = x0 + w / 2, y0 + h / 2
    half = court_half(rank, suit, colour)
    scale = 0.94  # the figure stays inside the frame
    figure = (
        f'<g transform="translate({fmt(px)} {fmt(py)}) scale({scale})">{half}</g>'
        f'<g transform="translate({fmt(px)} {fmt(py)}) rotate(180) scale({scale})">{half}</g>'
    )
    return [
        f"<rect {attrs(x=x0, y=y0, width=w, height=h, rx=8, ry=8)} fill='#FBF3E0' stroke='{colour}' stroke-width='3'/>",
        figure,
        f'<path d="M{x0} {fmt(py)}L{x0 + w} {fmt(py)}" stroke="{GOLD}" stroke-width="3"/>',
        pip(suit, colour, x0 + 18, y0 + 20, 24),
        pip(suit, colour, x0 + w - 18, y0 + h - 20, 24, flip=True),
        text.word(rank, x0 + w - 17, y0 + 22, 22, colour),
        f'<g transform="rotate(180 {fmt(px)} {fmt(py)})">{text.word(rank, x0 + w - 17, y0 + 22, 22, colour)}</g>',
    ]


def star(cx: float, cy: float, r: float, colour: str) -> str:
    import math

    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append(f"{fmt(cx + radius * math.cos(angle))} {fmt(cy + radius * math.sin(angle))}")
    return f'<path d="M{"L".join(points)}Z" fill="{colour}"/>'


def joker_face(text: Text, colour: str, second: str) -> list[str]:
    cap = (
        # three drooping points of the cap, each with a bell
        f'<path d="M-50 40C-60 0 -78 -30 -92 -42C-60 -40 -34 -20 -20 8Z" fill="{colour}" stroke="{INK}" stroke-width="2"/>'
        f'<path d="M50 40C60 0 78 -30 92 -42C60 -40 34 -20 20 8Z" fill="{second}" stroke="{INK}" stroke-width="2"/>'
        f'<path d="M-30 30C-26 -20 -10 -60 0 -84C10 -60 26 -20 30 30Z" fill="{second}" stroke="{INK}" stroke-width="2"/>'
        f'<path d="M-30 30C-12 14 12 14 30 30" fill="none" stroke="{INK}" stroke-width="2"/>'
        f'<circle cx="-92" cy="-42" r="9" fill="{GOLD}" stroke="{INK}" stroke-width="2"/>'
        f'<circle cx="92" cy="-42" r="9" fill="{GOLD}" stroke="{INK}" stroke-width="2"/>'
        f'<circle cx="0" cy="-88" r="9" fill="{GOLD}" stroke="{INK}" stroke-width="2"/>'
        # the face and a ruff
        f'<path d="M-52 38L52 38L52 50L-52 50Z" fill="{GOLD}" stroke="{INK}" stroke-width="2"/>'
        f'<ellipse cx="0" cy="78" rx="28" ry="30" fill="{SKIN}" stroke="{INK}" stroke-width="2"/>'
        f'<circle cx="-10" cy="72" r="3" fill="{INK}"/><circle cx="10" cy="72" r="3" fill="{INK}"/>'
        f'<path d="M-13 88Q0 100 13 88" fill="none" stroke="{INK}" stroke-width="2.5"/>'
        f'<circle cx="-16" cy="84" r="4" fill="{colour}" opacity="0.5"/><circle cx="16" cy="84" r="4" fill="{colour}" opacity="0.5"/>'
        + "".join(
            f'<circle cx="{x}" cy="116" r="13" fill="#FFFFFF" stroke="{INK}" stroke-width="2"/>'
            for x in (-36, -12, 12, 36)
        )
    )
    corner = star(36, 38, 26, colour) + text.word("JOKER", 36, 88, 13, colour, max_width=56)
    return [
        f'<g transform="translate({fmt(CX)} {fmt(CY - 40)}) scale(0.9)">{cap}</g>',
        text.word("JOKER", CX, 290, 30, colour, max_width=150),
        corner,
        f'<g transform="rotate(180 {fmt(CX)} {fmt(CY)})">{corner}</g>',
    ]


def back() -> list[str]:
    """A deep teal panel with a lattice of small diamonds and a round medallion: symmetric both
    ways, so it shows nothing of a card or its orientation."""
    teal, light = "#17545A", "#E9DDB8"
    parts = [f"<rect {attrs(x=14, y=14, width=W - 28, height=H - 28, rx=10, ry=10)} fill='{teal}'/>"]
    lattice = []
    step = 22
    for row in range(16):
        for col in range(12):
            x = 14 + col * step + (step / 2 if row % 2 else 0)
            y = 14 + row * step
            if 30 <= x <= W - 30 and 30 <= y <= H - 30:  # whole diamonds only, inside the frame
                lattice.append(
                    f"M{fmt(x)} {fmt(y - 7)}L{fmt(x + 7)} {fmt(y)}L{fmt(x)} {fmt(y + 7)}L{fmt(x - 7)} {fmt(y)}Z"
                )
    parts.append(f'<path d="{"".join(lattice)}" fill="{light}" opacity="0.35"/>')
    parts.append(
        f"<rect {attrs(x=20, y=20, width=W - 40, height=H - 40, rx=8, ry=8)} fill='none' stroke='{light}' stroke-width='2'/>"
    )
    parts.append(f'<circle cx="{CX}" cy="{CY}" r="52" fill="{teal}" stroke="{light}" stroke-width="4"/>')
    parts.append(f'<circle cx="{CX}" cy="{CY}" r="42" fill="none" stroke="{GOLD}" stroke-width="2"/>')
    for suit, (dx, dy) in zip(SUITS, ((0, -20), (20, 0), (0, 20), (-20, 0)), strict=True):
        parts.append(pip(suit, light, CX + dx, CY + dy, 20, flip=dy > 0))
    return parts


def svg(body: list[str]) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}">'
        + "".join(body)
        + "</svg>\n"
    )


def face(text: Text, suit: str, rank: str, palette: dict[str, str]) -> str:
    colour = palette[suit]
    body = blank() + index(text, rank, suit, colour)
    if rank in ("J", "Q", "K"):
        body += court_face(text, rank, suit, colour)
    else:
        body += number_face(suit, 1 if rank == "A" else int(rank), colour)
    return svg(body)


def write_deck(folder: Path, palette: dict[str, str], text: Text, echo: Callable[[str], None]) -> int:
    folder.mkdir(parents=True, exist_ok=True)
    written = 0
    for suit in SUITS:
        for rank in RANKS:
            (folder / f"{suit}-{rank}.svg").write_text(face(text, suit, rank, palette), encoding="utf-8")
            written += 1
    (folder / "joker-1.svg").write_text(svg(blank() + joker_face(text, "#C0252E", GOLD)), encoding="utf-8")
    (folder / "joker-2.svg").write_text(svg(blank() + joker_face(text, INK, "#6E6A63")), encoding="utf-8")
    (folder / "back.svg").write_text(svg(blank() + back()), encoding="utf-8")
    echo(f"wrote {written + 3} files to {folder}")
    return written + 3


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=OUT_ROOT, help="folder holding standard/ and standard-4c/")
    args = parser.parse_args(argv)
    text = Text()
    write_deck(args.out / "standard", TWO_COLOUR, text, print)
    write_deck(args.out / "standard-4c", FOUR_COLOUR, text, print)
    return 0


if __name__ == "__main__":
    sys.exit(main())
