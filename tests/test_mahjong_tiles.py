"""The shared mahjong tile set: the 136 format, names, and the drawn tile art."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from shikitable.assets import asset_path
from shikitable.games.mahjong import tiles as T


def test_the_136_format() -> None:
    assert T.kind_of(0) == 0 and T.kind_of(135) == 33
    assert [T.suit_of(t) for t in (0, 35, 36, 71, 72, 107, 108)] == [T.MAN, T.MAN, T.PIN, T.PIN, T.SOU, T.SOU, T.HONOR]
    assert [T.number_of(t) for t in (0, 16, 52, 88, 107, 108)] == [1, 5, 5, 5, 9, 0]
    assert sorted(T.RED_FIVES) == [16, 52, 88] and all(T.number_of(t) == 5 and t % 4 == 0 for t in T.RED_FIVES)
    assert T.kinds_from_text("19m19p19s1234567z") == [0, 8, 9, 17, 18, 26, *range(27, 34)]
    assert T.kind_from_code(T.kind_code(13)) == 13


@pytest.mark.parametrize("bad", ["0m", "8z", "m", "12", "1x"])
def test_bad_tile_text_is_refused(bad: str) -> None:
    with pytest.raises(ValueError):
        T.kinds_from_text(bad)


def test_names() -> None:
    assert [T.tile_name(t) for t in (0, 17, 35, 108, 124, 132)] == ["一萬", "五萬", "九萬", "東", "白", "中"]
    assert T.tile_name(16) == "赤五萬" and T.tile_name(52, "en") == "red 5 dots"
    assert T.kind_name(18, "en") == "1 bamboo" and T.kind_name(32, "en") == "Green dragon"


def test_every_tile_has_its_own_drawing() -> None:
    names = [f"{T.kind_code(k)}.svg" for k in range(T.KIND_COUNT)] + ["5mr.svg", "5pr.svg", "5sr.svg",
                                                                      "back.svg", "blank.svg"]
    bodies = set()
    for name in names:
        path = asset_path("tiles", name)
        root = ET.parse(path).getroot()
        assert root.get("viewBox") == "0 0 240 320"
        bodies.add(path.read_text(encoding="utf-8").split("</title>")[1])
    assert len(bodies) == len(names)  # no two tiles drawn alike
    assert T.tile_art_name(16) == "5m.svg" and T.tile_art_name(16, red_fives=True) == "5mr.svg"


def test_suits_differ_by_shape_not_only_colour() -> None:
    def shapes(code: str) -> set[str]:
        root = ET.parse(asset_path("tiles", f"{code}.svg")).getroot()
        return {el.tag.split("}")[1] for el in root.iter()}

    assert "circle" in shapes("3p") and "circle" not in shapes("3s") and "circle" not in shapes("3m")
    glyph_paths = sum(1 for el in ET.parse(asset_path("tiles", "3m.svg")).getroot().iter() if el.tag.endswith("path"))
    assert glyph_paths == 2  # the numeral and 萬
