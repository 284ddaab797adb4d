"""Make the shipped Japanese font subsets in assets/fonts/ from Noto Sans CJK JP.

Usage:
    .venv/bin/python tools/make_font_subset.py [SOURCE ...]

Each SOURCE is a Noto Sans CJK font: a collection (.ttc, e.g. Debian's
fonts-noto-cjk /usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc, whose JP face
is picked out by name) or a single NotoSansCJKjp-*.otf. With no argument the
Regular and Bold collections of Debian's fonts-noto-cjk are used
(`apt-get install fonts-noto-cjk`). Each source is written as
assets/fonts/NotoSansCJKjp-<Style>-Subset.otf; rerunning overwrites them.

The subset keeps what any Japanese UI or rule text needs: ASCII, Latin-1, general
punctuation and common symbols, kana (hiragana, katakana, half/full-width forms),
CJK punctuation, every character of JIS X 0208 (all level 1 and level 2 kanji plus
its symbols, Greek and Cyrillic), and every non-ASCII character that appears in the
project's own sources and translations.
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
FAMILY = "Noto Sans CJK JP"

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


def project_chars(root: Path) -> set[int]:
    chars: set[int] = set()
    for pattern in TEXT_GLOBS:
        for path in root.glob(pattern):
            if path.is_file():
                text = path.read_text(encoding="utf-8", errors="ignore")
                chars.update(ord(ch) for ch in text if ord(ch) > 0x7F)
    return chars


def wanted_codepoints(root: Path) -> set[int]:
    chars = jis_x_0208() | project_chars(root)
    for start, end in BLOCKS:
        chars.update(range(start, end + 1))
    # Controls and private-use code points never need a glyph.
    return {c for c in chars if c >= 0x20 and not 0xE000 <= c <= 0xF8FF}


def jp_face(source: Path) -> tuple[int, str]:
    """The face index of the JP family inside a collection (0 for a plain font) and its style."""
    if source.suffix.lower() not in (".ttc", ".otc"):
        font = TTFont(source, lazy=True)
        return 0, str(font["name"].getDebugName(2))
    collection = TTCollection(source, lazy=True)
    for index, font in enumerate(collection.fonts):
        if font["name"].getDebugName(1) == FAMILY:
            return index, str(font["name"].getDebugName(2))
    raise SystemExit(f"{source}: no face named {FAMILY!r}")


def subset_font(source: Path, codepoints: Iterable[int], out_dir: Path) -> Path:
    index, style = jp_face(source)
    out = out_dir / f"NotoSansCJKjp-{style.replace(' ', '')}-Subset.otf"
    options = subset.Options()
    options.font_number = index
    # Keep vertical metrics and the Japanese layout features (vert, palt, ...) so
    # vertical text and proportional kana still work in Qt.
    options.layout_features = ["*"]
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
    parser.add_argument("sources", nargs="*", help="Noto Sans CJK .ttc collections or JP .otf files")
    parser.add_argument("--out-dir", type=Path, default=OUT_DIR)
    args = parser.parse_args(argv)
    codepoints = wanted_codepoints(ROOT)
    for source in sources_from(args.sources):
        out = subset_font(source, codepoints, args.out_dir)
        cmap = TTFont(out, lazy=True).getBestCmap()
        print(
            f"{out.relative_to(ROOT) if out.is_relative_to(ROOT) else out}: "
            f"{len(cmap)} characters, {out.stat().st_size / 1e6:.2f} MB"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
