"""Japanese and Chinese must render on a machine with no CJK font: every character the app can
show (its sources, translations, rule texts, lessons) must be in each shipped font subset, the
Japanese face's (the ja and en interface) and the Simplified Chinese face's (the zh interface),
but for the characters only the other language writes, which the other face draws in every
language (each face substitutes for the other: tests/ui/test_font_language.py). A new string with
a character outside them (四川's 换三张 once was) shows as empty boxes; rebuild the subsets with
tools/make_font_subset.py."""

import importlib.util
from pathlib import Path

import pytest
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("make_font_subset", ROOT / "tools" / "make_font_subset.py")
assert _spec and _spec.loader
subsetter = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(subsetter)
SHOWN = ("shikitable/**/*.py", "translations/*.ts", "assets/rules/*.md", "assets/tutorials/*.json")


@pytest.mark.parametrize("style", ["Regular", "Bold"])
@pytest.mark.parametrize("region", ["jp", "sc"])
def test_every_character_the_app_shows_is_in_the_shipped_font(region: str, style: str) -> None:
    covered = set(TTFont(ROOT / "assets" / "fonts" / f"NotoSansCJK{region}-{style}-Subset.otf").getBestCmap())
    # what only the other language writes is drawn by the other face, whatever the language
    covered |= subsetter.chinese_only() if region == "jp" else subsetter.japanese_only()
    missing: dict[str, str] = {}
    for pattern in SHOWN:
        for path in sorted(ROOT.glob(pattern)):
            for char in path.read_text(encoding="utf-8"):
                if ord(char) > 0x7F and ord(char) not in covered and char.isprintable():
                    missing.setdefault(char, str(path.relative_to(ROOT)))
    assert not missing, f"not in the {region} {style} subset (first file that uses it): {missing}"
