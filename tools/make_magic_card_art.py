"""Draw the Magic: the Mahjong cards as SVG into assets/cards/magic/.

    .venv/bin/python tools/make_magic_card_art.py [--out-dir DIR]

Each card of the catalogue (shikitable/games/mahjong/magic/catalogue.toml) gets a large face,
<id>.svg (300 x 420): the frame in the card's colour, the name in the top box, an emblem of the
colour, the middle box with the timing and, at its right, the rarity symbol (gold, silver or
black), and the effect text in the bottom box. <id>-small.svg (120 x 168) is the form for the
hand row: frame, name and rarity only. back.svg is the shared back. All text is drawn as glyph
outlines from the shipped font, so no font is needed to show the files."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable
from pathlib import Path

from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from shikitable.games.mahjong.magic.catalogue import CARDS, Card  # noqa: E402
from shikitable.games.mahjong.magic.vocabulary import CardType, Colour, Rarity, Timing  # noqa: E402

FONT_PATH = ROOT / "assets" / "fonts" / "NotoSansCJKjp-Bold-Subset.otf"
OUT_DIR = ROOT / "assets" / "cards" / "magic"
W, H = 300, 420
SMALL_W, SMALL_H = 120, 168
IVORY = "#FBF7EC"
INK = "#1E1B18"

# frame colour, a darker edge, the emblem character
FRAMES: dict[Colour, tuple[str, str, str]] = {
    Colour.WHITE: ("#E9E6DA", "#8E8A7C", "白"),
    Colour.BLUE: ("#2F5FA8", "#1B3A6B", "青"),
    Colour.BLACK: ("#2C2A2A", "#0E0D0D", "黒"),
    Colour.RED: ("#B8332B", "#6E1A15", "赤"),
    Colour.GREEN: ("#2F7E47", "#1A4A29", "緑"),
    Colour.COLOURLESS: ("#A7A39B", "#6C6962", "無"),
}
RARITY_FILL = {Rarity.GOLD: "#D4A62A", Rarity.SILVER: "#B9BEC4", Rarity.BLACK: "#1E1B18"}
TIMING_JA = {
    Timing.BEFORE_SHUFFLE: "洗牌前",
    Timing.OWN_DRAW: "自分のツモの後",
    Timing.OTHERS_DISCARD: "他家の打牌の後",
    Timing.ON_CALL: "鳴きの宣言のとき",
    Timing.ON_RIICHI: "他家のリーチ宣言のとき",
    Timing.OWN_WIN: "自分の上がり宣言のとき",
    Timing.WIN_AGAINST: "他家の上がり宣言のとき",
    Timing.EXHAUSTIVE_DRAW: "流局のとき",
    Timing.CARD_DECLARED: "カード宣言中",
}
TYPE_JA = {CardType.TALISMAN: "護符", CardType.COUNTER: "カウンター", CardType.STACKING: "積み込み"}
# the English faces (<id>.en.svg, <id>-small.en.svg, back.en.svg): the table shows them in English
TIMING_EN = {
    Timing.BEFORE_SHUFFLE: "Before the shuffle",
    Timing.OWN_DRAW: "After your draw",
    Timing.OTHERS_DISCARD: "After another's discard",
    Timing.ON_CALL: "When a call is made",
    Timing.ON_RIICHI: "When another declares riichi",
    Timing.OWN_WIN: "When you declare a win",
    Timing.WIN_AGAINST: "When another declares a win",
    Timing.EXHAUSTIVE_DRAW: "At an exhaustive draw",
    Timing.CARD_DECLARED: "While a card is declared",
}
TYPE_EN = {CardType.TALISMAN: "Talisman", CardType.COUNTER: "Counter", CardType.STACKING: "Stacking"}
EMBLEM_EN = {Colour.WHITE: "W", Colour.BLUE: "U", Colour.BLACK: "B", Colour.RED: "R", Colour.GREEN: "G",
             Colour.COLOURLESS: "C"}  # the colours' letters, as card players write them
NO_LINE_START = set("、。)」』,.!?ー")


def fmt(value: float) -> str:
    text = f"{value:.1f}"
    text = text[:-2] if text.endswith(".0") else text
    return "0" if text == "-0" else text


class Type:
    """Lines of text set with the shipped font's advances and drawn as outlines."""

    def __init__(self, path: Path) -> None:
        self.font = TTFont(path)
        self.glyphs = self.font.getGlyphSet()
        self.cmap = self.font.getBestCmap()
        self.upem = self.font["head"].unitsPerEm
        self.hmtx = self.font["hmtx"]

    def _glyph(self, char: str) -> str:
        name = self.cmap.get(ord(char))
        if name is None:
            raise SystemExit(f"{FONT_PATH.name} has no glyph for {char!r}")
        return name

    def width(self, text: str, em: float) -> float:
        return sum(self.hmtx[self._glyph(c)][0] for c in text) * em / self.upem

    def line(self, text: str, em: float, x: float, baseline: float) -> str:
        """Path data of one line starting at x on the baseline."""
        scale = em / self.upem
        pen = SVGPathPen(self.glyphs, fmt)
        for char in text:
            name = self._glyph(char)
            self.glyphs[name].draw(TransformPen(pen, (scale, 0, 0, -scale, x, baseline)))
            x += self.hmtx[name][0] * scale
        return pen.getCommands()

    def centred(self, text: str, em: float, cx: float, baseline: float) -> str:
        return self.line(text, em, cx - self.width(text, em) / 2, baseline)

    def fit(self, text: str, em: float, width: float) -> float:
        """The largest size not above `em` at which `text` fits in `width`."""
        return min(em, em * width / max(self.width(text, em), 1e-9))

    def wrap(self, text: str, em: float, width: float) -> list[str]:
        """Break Japanese or English text into lines no wider than `width`."""
        lines: list[str] = []
        current = ""
        tokens = text.split(" ") if text.isascii() else _japanese_tokens(text)
        joiner = " " if text.isascii() else ""
        for token in tokens:
            trial = current + joiner + token if current else token
            if self.width(trial, em) <= width or not current or token in NO_LINE_START:
                current = trial
            else:
                lines.append(current)
                current = token
        if current:
            lines.append(current)
        return lines


def _japanese_tokens(text: str) -> list[str]:
    """Characters one by one, but a run of katakana or of Latin letters and digits stays whole
    (リーチ, ドラ, 2,000): a line never breaks inside such a word."""
    tokens: list[str] = []
    for char in text:
        whole = ("\u30a0" <= char <= "\u30ff") or (char.isascii() and (char.isalnum() or char in ",."))
        if tokens and whole and _run_kind(tokens[-1][-1]) == _run_kind(char):
            tokens[-1] += char
        else:
            tokens.append(char)
    return tokens


def _run_kind(char: str) -> str:
    if "\u30a0" <= char <= "\u30ff":
        return "katakana"
    if char.isascii() and (char.isalnum() or char in ",."):
        return "latin"
    return char  # anything else stands alone


def path(d: str, fill: str, extra: str = "") -> str:
    return f'<path d="{d}" fill="{fill}"{extra}/>'


def rect(x: float, y: float, w: float, h: float, r: float, fill: str, stroke: str = "none", sw: float = 0) -> str:
    return (
        f'<rect x="{fmt(x)}" y="{fmt(y)}" width="{fmt(w)}" height="{fmt(h)}" rx="{fmt(r)}" '
        f'fill="{fill}" stroke="{stroke}" stroke-width="{fmt(sw)}"/>'
    )


def rarity_symbol(rarity: Rarity, cx: float, cy: float, r: float) -> str:
    """A gem: a diamond with a facet line, outlined so the black one shows on dark frames."""
    d = f"M{fmt(cx)} {fmt(cy - r)}L{fmt(cx + r)} {fmt(cy)}L{fmt(cx)} {fmt(cy + r)}L{fmt(cx - r)} {fmt(cy)}Z"
    facet = f"M{fmt(cx - r / 2)} {fmt(cy - r / 2)}L{fmt(cx + r / 2)} {fmt(cy - r / 2)}"
    return (
        f'<path d="{d}" fill="{RARITY_FILL[rarity]}" stroke="{IVORY}" stroke-width="1.5"/>'
        f'<path d="{facet}" stroke="{IVORY}" stroke-width="1" fill="none"/>'
    )


def document(title: str, width: int, height: int, body: Iterable[str]) -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}">\n<title>{title}</title>\n' + "\n".join(body) + "\n</svg>\n"
    )


def face_svg(type_: Type, card: Card, english: bool = False) -> str:
    frame, edge, emblem = FRAMES[card.colour]
    name, effect = (card.name_en, card.text_en) if english else (card.name_ja, card.text_ja)
    types, timings = (TYPE_EN, TIMING_EN) if english else (TYPE_JA, TIMING_JA)
    emblem = EMBLEM_EN[card.colour] if english else emblem
    on_frame = INK if card.colour in (Colour.WHITE, Colour.COLOURLESS) else IVORY
    body = [rect(1, 1, W - 2, H - 2, 16, frame, edge, 2)]
    # name box, with the special type on a tab above it
    body.append(rect(14, 30, W - 28, 46, 6, IVORY, edge, 1.5))
    name_em = type_.fit(name, 30, W - 52)
    body.append(path(type_.centred(name, name_em, W / 2, 64), INK))
    if card.type in types:
        label = types[card.type]
        tab_w = type_.width(label, 14) + 16
        body.append(rect(W - 14 - tab_w, 9, tab_w, 22, 5, IVORY, edge, 1.5))
        body.append(path(type_.centred(label, 14, W - 14 - tab_w / 2, 25), INK))
    # emblem panel: the colour's character on a tile-shaped plate
    body.append(rect(14, 84, W - 28, 150, 6, IVORY, edge, 1.5))
    body.append(rect(W / 2 - 44, 96, 88, 124, 12, frame, edge, 2))
    body.append(path(type_.centred(emblem, 70, W / 2, 183), on_frame))
    # middle box: timing, and the rarity symbol at its right
    body.append(rect(14, 242, W - 28, 34, 6, IVORY, edge, 1.5))
    timing = timings[card.timing]
    body.append(path(type_.line(timing, type_.fit(timing, 17, W - 84), 26, 265), INK))
    body.append(rarity_symbol(card.rarity, W - 36, 259, 11))
    # bottom box: the effect
    body.append(rect(14, 284, W - 28, H - 298, 6, IVORY, edge, 1.5))
    em = 18.0
    lines = type_.wrap(effect, em, W - 56)
    while len(lines) * em * 1.32 > H - 304 and em > 10:
        em -= 0.5
        lines = type_.wrap(effect, em, W - 56)
    for i, text in enumerate(lines):
        body.append(path(type_.line(text, em, 24, 302 + em * 0.3 + i * em * 1.32), INK))
    return document(f"{card.name_ja} ({card.name_en})", W, H, body)


def small_svg(type_: Type, card: Card, english: bool = False) -> str:
    frame, edge, _ = FRAMES[card.colour]
    body = [rect(1, 1, SMALL_W - 2, SMALL_H - 2, 9, frame, edge, 2), rect(12, 12, SMALL_W - 24, SMALL_H - 24, 5, IVORY)]
    name = card.name_en if english else card.name_ja
    if english:  # one word a line, as many as the name has
        halves = name.split(" ")
    else:
        halves = [name] if len(name) <= 3 else [name[: (len(name) + 1) // 2], name[(len(name) + 1) // 2 :]]
    em = min(type_.fit(h, 30, SMALL_W - 34) for h in halves)
    top = SMALL_H / 2 - (len(halves) - 1) * em * 0.6 + em * 0.35
    for i, half in enumerate(halves):
        body.append(path(type_.centred(half, em, SMALL_W / 2, top + i * em * 1.2), INK))
    body.append(rarity_symbol(card.rarity, SMALL_W - 22, SMALL_H - 22, 8))
    types = TYPE_EN if english else TYPE_JA
    if card.type in types:
        body.append(path(type_.centred(types[card.type][0], 14, 22, 28), edge))
    return document(f"{card.name_ja} (small)", SMALL_W, SMALL_H, body)


def back_svg(type_: Type, english: bool = False) -> str:
    body = [
        rect(1, 1, W - 2, H - 2, 16, "#3B2F5C", "#221A38", 2),
        rect(16, 16, W - 32, H - 32, 10, "none", "#D4A62A", 2),
    ]
    for i, colour in enumerate(FRAMES):
        frame, edge, _ = FRAMES[colour]
        cx, cy = W / 2 + 70 * [-1, 0, 1, -1, 0, 1][i], H / 2 + 60 * [-1, -1, -1, 1, 1, 1][i]
        body.append(f'<circle cx="{fmt(cx)}" cy="{fmt(cy)}" r="22" fill="{frame}" stroke="{edge}" stroke-width="2"/>')
    body.append(path(type_.centred("M" if english else "魔", 64, W / 2, H / 2 + 22), "#D4A62A"))
    return document("Magic: the Mahjong card back", W, H, body)


def generate(out_dir: Path) -> list[Path]:
    type_ = Type(FONT_PATH)
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for card in CARDS:
        for english, suffix in ((False, ""), (True, ".en")):
            for name, text in (
                (f"{card.id}{suffix}.svg", face_svg(type_, card, english)),
                (f"{card.id}-small{suffix}.svg", small_svg(type_, card, english)),
            ):
                (out_dir / name).write_text(text, encoding="utf-8")
                written.append(out_dir / name)
    for english, suffix in ((False, ""), (True, ".en")):
        (out_dir / f"back{suffix}.svg").write_text(back_svg(type_, english), encoding="utf-8")
        written.append(out_dir / f"back{suffix}.svg")
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out-dir", type=Path, default=OUT_DIR)
    args = parser.parse_args(argv)
    files = generate(args.out_dir)
    print(f"{len(files)} files, {sum(f.stat().st_size for f in files) / 1024:.0f} KiB in {args.out_dir}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
