"""Draw the 点棒 (point sticks) of the 紙机戦 betting games as SVG.

Run:  .venv/bin/python tools/make_stick_art.py
Writes assets/sticks/{white,red,black}.svg (viewBox 0 0 240 24).

Seed 001: "白は1点、赤は5点、黒は25点" (white 1, red 5, black 25), and the league often dyes
toothpicks for them. So each stick is a slim wooden pick with tapered points: a body in
its dye, a lighter highlight along the top, darker shading below, fine grain lines, and
the raw wood showing at the sharpened tips. Told apart by more than hue: white has no
band, red one band near each end, black two, in a contrasting lacquer.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "assets" / "sticks"

W, H = 240, 24
MID = H / 2
HALF = 7.5  # half the body's thickness
TIP = 34  # length of each sharpened point
WOOD_LIGHT, WOOD_DARK = "#E9D3A6", "#B98E55"


@dataclass(frozen=True)
class Dye:
    name: str
    points: int
    body: str
    light: str
    dark: str
    band: str
    bands: int
    outline: str


DYES = (
    Dye("white", 1, "#F4F1E8", "#FFFFFF", "#CFC8B6", "#CFC8B6", 0, "#8C8576"),
    Dye("red", 5, "#C4372A", "#E8705F", "#8A1E15", "#F2E6C8", 1, "#5E140E"),
    Dye("black", 25, "#26221E", "#5A534B", "#0E0C0A", "#D8B24A", 2, "#000000"),
)


def stick_outline() -> str:
    """A body with straight sides and sharpened tips that taper to a point at each end."""
    left, right = 2.0, W - 2.0
    top, bottom = MID - HALF, MID + HALF
    return (
        f"M {left} {MID} "
        f"C {left + TIP * 0.45} {top + 2.5} {left + TIP * 0.7} {top} {left + TIP} {top} "
        f"L {right - TIP} {top} "
        f"C {right - TIP * 0.7} {top} {right - TIP * 0.45} {top + 2.5} {right} {MID} "
        f"C {right - TIP * 0.45} {bottom - 2.5} {right - TIP * 0.7} {bottom} {right - TIP} {bottom} "
        f"L {left + TIP} {bottom} "
        f"C {left + TIP * 0.7} {bottom} {left + TIP * 0.45} {bottom - 2.5} {left} {MID} Z"
    )


def svg_for(dye: Dye) -> str:
    outline = stick_outline()
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}">',
        "<defs>",
        f'<linearGradient id="body" x1="0" y1="0" x2="0" y2="1">'
        f'<stop offset="0" stop-color="{dye.light}"/><stop offset="0.45" stop-color="{dye.body}"/>'
        f'<stop offset="1" stop-color="{dye.dark}"/></linearGradient>',
        f'<linearGradient id="wood" x1="0" y1="0" x2="0" y2="1">'
        f'<stop offset="0" stop-color="{WOOD_LIGHT}"/><stop offset="1" stop-color="{WOOD_DARK}"/></linearGradient>',
        "</defs>",
        # raw wood at the sharpened tips: the whole outline in wood, then the dyed middle on top
        f'<path d="{outline}" fill="url(#wood)" stroke="{dye.outline}" stroke-width="1.2"/>',
        f'<rect x="{TIP * 0.72}" y="{MID - HALF + 0.6}" width="{W - 2 * TIP * 0.72}" height="{2 * HALF - 1.2}" '
        f'rx="2" fill="url(#body)"/>',
    ]
    # fine grain along the stick
    for offset, opacity in ((-3.2, 0.18), (0.6, 0.12), (3.8, 0.16)):
        parts.append(
            f'<path d="M {TIP} {MID + offset} L {W - TIP} {MID + offset * 0.9}" stroke="{dye.dark}" '
            f'stroke-width="0.6" opacity="{opacity}"/>'
        )
    # lacquer bands near each end: none on white, one on red, two on black
    for end in (TIP * 0.72 + 12, W - TIP * 0.72 - 12):
        for index in range(dye.bands):
            x = end + (index * 9 if end < W / 2 else -index * 9) - 2.5
            parts.append(
                f'<rect x="{x:.1f}" y="{MID - HALF + 0.6}" width="5" height="{2 * HALF - 1.2}" fill="{dye.band}"/>'
            )
    # highlight along the top edge
    parts.append(
        f'<path d="M {TIP} {MID - HALF + 2.2} L {W - TIP} {MID - HALF + 2.2}" stroke="{dye.light}" '
        f'stroke-width="1.6" stroke-linecap="round" opacity="0.8"/>'
    )
    parts.append("</svg>")
    return "\n".join(parts) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT_DIR)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for dye in DYES:
        (args.out / f"{dye.name}.svg").write_text(svg_for(dye), encoding="utf-8")
    print(f"wrote {len(DYES)} sticks to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
