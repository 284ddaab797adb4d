"""Make the shipped font subsets in assets/fonts/: Noto Sans CJK JP for Japanese (and every
language but Chinese), Noto Sans CJK SC for Simplified Chinese.

Usage:
    .venv/bin/python tools/make_font_subset.py [SOURCE ...]

Each SOURCE is a Noto Sans CJK font: a collection (.ttc, e.g. Debian's
fonts-noto-cjk /usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc, whose JP and SC
faces are picked out by name) or a single NotoSansCJKjp-*.otf / NotoSansCJKsc-*.otf.
With no argument the Regular and Bold collections of Debian's fonts-noto-cjk are used
(`apt-get install fonts-noto-cjk`). Each face is written as
assets/fonts/NotoSansCJK<jp|sc>-<Style>-Subset.otf; rerunning overwrites them.

Both subsets keep ASCII, Latin-1, general punctuation and common symbols, kana, CJK
punctuation and every non-ASCII character of the project's own sources, translations,
rule texts and lessons, but for the characters only the other language uses, which the other
face draws in any language (the JP subset leaves out the hanzi only Chinese writes, the SC
subset the kanji only Japanese writes). The JP subset adds every character of JIS X 0208 (level 1 and
2 kanji, its symbols, Greek and Cyrillic); the SC subset every character of GB 2312
(the 6,763 hanzi of levels 1 and 2 and its symbols), what a Chinese player's name is
written in. The two faces draw some characters differently (骨, 直, 刃: the regional
forms), which is why Chinese text needs its own face.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterable, Iterator
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

ROOT = Path(__file__).resolve().parent.parent
OUT_DIR = ROOT / "assets" / "fonts"
DEBIAN_SOURCES = (
    Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"),
    Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc"),
)
# family name inside the collection -> the file name's region code and the extra character set
FACES = {"Noto Sans CJK JP": "jp", "Noto Sans CJK SC": "sc"}

# OpenType layout features kept: composition, vertical forms, widths and kerning. Left out:
# the other regions' forms (locl: each face keeps its own region's as its default), the old
# JIS forms (jp78/jp83/jp90/nlck) and aalt, which together doubled the glyph count.
LAYOUT_FEATURES = [
    "ccmp", "liga", "vert", "vrt2", "hwid", "fwid", "pwid", "palt", "vpal", "halt", "vhal", "kern", "vkrn",
]

# Unicode blocks kept whole (inclusive ranges).
BLOCKS: tuple[tuple[int, int], ...] = (
    (0x0020, 0x007E),  # ASCII
    (0x00A0, 0x00FF),  # Latin-1 supplement
    (0x2000, 0x206F),  # general punctuation
    (0x2100, 0x214F),  # letterlike symbols (℃, №, ™)
    (0x2150, 0x218F),  # number forms (Ⅰ, Ⅱ, ⅰ)
    (0x2190, 0x21FF),  # arrows
    (0x2460, 0x24FF),  # enclosed alphanumerics (①)
    (0x2500, 0x257F),  # box drawing
    (0x25A0, 0x25FF),  # geometric shapes (■□▲△●○◎)
    (0x2600, 0x26FF),  # miscellaneous symbols (★☆♠♪)
    (0x3000, 0x303F),  # CJK symbols and punctuation
    (0x3040, 0x309F),  # hiragana
    (0x30A0, 0x30FF),  # katakana
    (0x31F0, 0x31FF),  # katakana phonetic extensions
    (0x3200, 0x32FF),  # enclosed CJK letters (㈱, ㊤)
    (0x3300, 0x33FF),  # CJK compatibility (㌔, ㍻)
    (0xFF00, 0xFFEF),  # half-width and full-width forms
)

# Files whose characters are kept too, so every string the app itself shows renders.
TEXT_GLOBS = ("shikitable/**/*.py", "translations/*.ts", "README.md", "assets/**/*.md", "assets/tutorials/*.json")


def jis_x_0208() -> set[int]:
    """Every character of JIS X 0208 (rows 1-84, levels 1 and 2), as code points.

    Both the EUC-JP and the Shift_JIS (cp932) mappings are read, since they map a few
    symbols (＼, ～, ∥, －) to different code points and text may use either."""
    chars: set[int] = set()
    for row in range(1, 85):
        for cell in range(1, 95):
            lead = (row + 1) // 2 + (0x70 if row <= 62 else 0xB0)
            trail = (cell + (0x3F if cell <= 63 else 0x40)) if row % 2 else cell + 0x9E
            for raw, codec in ((bytes((0xA0 + row, 0xA0 + cell)), "euc_jp"), (bytes((lead, trail)), "cp932")):
                try:
                    chars.update(map(ord, raw.decode(codec)))
                except UnicodeDecodeError:
                    pass  # an unassigned cell
    return chars


def gb_2312() -> set[int]:
    """Every character of GB 2312 (rows 1-94: symbols and the level 1 and 2 hanzi)."""
    chars: set[int] = set()
    for row in range(1, 95):
        for cell in range(1, 95):
            try:
                chars.update(map(ord, bytes((0xA0 + row, 0xA0 + cell)).decode("gb2312")))
            except UnicodeDecodeError:
                pass  # an unassigned cell
    return chars


def project_chars(root: Path) -> set[int]:
    chars: set[int] = set()
    for pattern in TEXT_GLOBS:
        for path in root.glob(pattern):
            if path.is_file():
                text = path.read_text(encoding="utf-8", errors="ignore")
                chars.update(ord(ch) for ch in text if ord(ch) > 0x7F)
    return chars


def chinese_only() -> set[int]:
    """Hanzi of GB 2312 that JIS X 0208 lacks (the simplified forms: 术, 门, 纸…): only Chinese
    text uses them, and Chinese text is drawn in the SC face, which follows the JP one in every
    language's list of fallbacks; the JP subset leaves them out."""
    return gb_2312() - jis_x_0208()


def japanese_only() -> set[int]:
    """Kanji of JIS X 0208 that GB 2312 lacks (the Japanese forms: 戦, 値, 遅…): the SC subset
    leaves them out, the JP face draws them in every language (a Chinese text that names a
    紙机戦 game in its own form shows it in the Japanese form, as written)."""
    return jis_x_0208() - gb_2312()


def wanted_codepoints(root: Path, region: str = "jp") -> set[int]:
    if region == "sc":
        chars = gb_2312() | (project_chars(root) - japanese_only())
    else:
        chars = jis_x_0208() | (project_chars(root) - chinese_only())
    for start, end in BLOCKS:
        chars.update(range(start, end + 1))
    # Controls and private-use code points never need a glyph.
    return {c for c in chars if c >= 0x20 and not 0xE000 <= c <= 0xF8FF}


def faces(source: Path) -> Iterator[tuple[int, str, str]]:
    """(face index, region code, style) of each JP or SC face in a collection, or of a plain font."""
    if source.suffix.lower() not in (".ttc", ".otc"):
        name = TTFont(source, lazy=True)["name"]
        family = str(name.getDebugName(1))
        if family not in FACES:
            raise SystemExit(f"{source}: {family!r} is neither of {', '.join(FACES)}")
        yield 0, FACES[family], str(name.getDebugName(2))
        return
    found = False
    for index, font in enumerate(TTCollection(source, lazy=True).fonts):
        family = str(font["name"].getDebugName(1))
        if family in FACES:
            found = True
            yield index, FACES[family], str(font["name"].getDebugName(2))
    if not found:
        raise SystemExit(f"{source}: no face named {' or '.join(FACES)}")


def subset_font(source: Path, index: int, region: str, style: str, codepoints: Iterable[int], out_dir: Path) -> Path:
    out = out_dir / f"NotoSansCJK{region}-{style.replace(' ', '')}-Subset.otf"
    options = subset.Options()
    options.font_number = index
    # vertical metrics and forms (vert), proportional widths (palt) stay: vertical text and
    # proportional kana still work in Qt
    options.layout_features = LAYOUT_FEATURES
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.glyph_names = False
    # Qt renders unhinted CFF well; dropping hints saves about a fifth of the size.
    options.hinting = False
    options.desubroutinize = False
    font = subset.load_font(str(source), options, lazy=False)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(codepoints))
    subsetter.subset(font)
    out_dir.mkdir(parents=True, exist_ok=True)
    subset.save_font(font, str(out), options)
    return out


def sources_from(args: list[str]) -> Iterator[Path]:
    if args:
        yield from (Path(a) for a in args)
        return
    missing = [p for p in DEBIAN_SOURCES if not p.exists()]
    if missing:
        raise SystemExit(f"missing {', '.join(map(str, missing))}: apt-get install fonts-noto-cjk, or pass SOURCE")
    yield from DEBIAN_SOURCES


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("sources", nargs="*", help="Noto Sans CJK .ttc collections, or JP / SC .otf files")
    parser.add_argument("--out-dir", type=Path, default=OUT_DIR)
    args = parser.parse_args(argv)
    codepoints = {region: wanted_codepoints(ROOT, region) for region in FACES.values()}
    for source in sources_from(args.sources):
        for index, region, style in faces(source):
            out = subset_font(source, index, region, style, codepoints[region], args.out_dir)
            cmap = TTFont(out, lazy=True).getBestCmap()
            print(
                f"{out.relative_to(ROOT) if out.is_relative_to(ROOT) else out}: "
                f"{len(cmap)} characters, {out.stat().st_size / 1e6:.2f} MB"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
