"""The themes (#33 deliver 9): every text colour of every theme (light, dark, high contrast)
meets WCAG AA, 4.5:1 against what it is drawn on, measured; the dark theme darkens the felt, the
seats' plates and the dialogs; the high-contrast theme is one a player can choose in Settings."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage, QPainter, QPalette

from shikitable.ui.windows.settings import THEMES as SETTING_THEMES
from shikitable.ui.windows.theme import DARK, LIGHT, THEMES, Theme, apply_theme, palette_of

AA = 4.5


def luminance(colour: QColor) -> float:
    """WCAG 2 relative luminance of an opaque colour."""
    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast(front: QColor, back: QColor) -> float:
    light, dark = sorted((luminance(front), luminance(back)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def over(top: QColor, under: QColor) -> QColor:
    """`top` (perhaps see-through) laid over the opaque `under`."""
    a = top.alphaF()
    return QColor.fromRgbF(*(a * t + (1 - a) * u for t, u in
                             zip(top.getRgbF()[:3], under.getRgbF()[:3], strict=True)))


def text_pairs(theme: Theme) -> list[tuple[str, QColor, QColor]]:
    """(what, text colour, the colour under it) for every text the theme colours: the window's
    palette (dialogs, lists, buttons, tooltips, selections, links, the hints and the result
    sheet's gains and losses), the plates over both ends of the felt, and words on the felt."""
    palette = palette_of(theme)
    role, active = QPalette.ColorRole, QPalette.ColorGroup.Active
    pairs = [
        ("window text", palette.color(active, role.WindowText), palette.color(active, role.Window)),
        ("text", palette.color(active, role.Text), palette.color(active, role.Base)),
        ("button text", palette.color(active, role.ButtonText), palette.color(active, role.Button)),
        ("tooltip", palette.color(active, role.ToolTipText), palette.color(active, role.ToolTipBase)),
        ("selected", palette.color(active, role.HighlightedText), palette.color(active, role.Highlight)),
        ("link", palette.color(active, role.Link), palette.color(active, role.Base)),
        ("placeholder", palette.color(active, role.PlaceholderText), palette.color(active, role.Base)),
    ]
    for name, colour in (("good", theme.good_text), ("bad", theme.bad_text)):  # hints and result sheets
        pairs.append((f"{name} on window", QColor(colour), QColor(theme.window)))
        pairs.append((f"{name} on base", QColor(colour), QColor(theme.base)))
    for felt in (theme.cloth_centre, theme.cloth_edge):
        for plate in (theme.plate, theme.plate_own):
            under = over(QColor(plate), QColor(felt))
            pairs.append((f"plate name on {plate}/{felt}", QColor(theme.plate_text), under))
            pairs.append((f"plate marks on {plate}/{felt}", QColor(theme.plate_marks), under))
        pairs.append((f"cloth text on {felt}", QColor(theme.cloth_text), QColor(felt)))
    return pairs


@pytest.mark.parametrize("name", sorted(THEMES))
def test_every_text_of_every_theme_meets_wcag_aa(qapp, name: str) -> None:
    weak = [(what, round(contrast(front, back), 2)) for what, front, back in text_pairs(THEMES[name])
            if contrast(front, back) < AA]
    assert not weak, weak


def test_the_high_contrast_theme_is_a_setting_with_black_and_white_chrome(qapp) -> None:
    assert "high_contrast" in SETTING_THEMES and "high_contrast" in THEMES
    theme = THEMES["high_contrast"]
    assert contrast(QColor(theme.text), QColor(theme.window)) >= 15  # near black on white, not just AA


def painted_plate(qapp, theme_name: str) -> QColor:
    """The colour of an empty corner of a seat's plate painted on the theme's felt."""
    from shikitable.ui.table.scene import SeatPlate

    theme = apply_theme(theme_name)
    try:
        plate = SeatPlate()
        plate.name = "Bot 2"
        plate.size = (200.0, 50.0)
        image = QImage(200, 50, QImage.Format.Format_ARGB32)
        image.fill(QColor(theme.cloth_edge))
        painter = QPainter(image)
        plate.paint(painter, None)  # type: ignore[arg-type]
        painter.end()
        return image.pixelColor(190, 42)
    finally:
        apply_theme("light")


def test_the_dark_theme_darkens_the_felt_the_plates_and_the_dialogs(qapp) -> None:
    assert luminance(QColor(DARK.cloth_centre)) < 0.6 * luminance(QColor(LIGHT.cloth_centre))
    assert luminance(QColor(DARK.cloth_edge)) < 0.6 * luminance(QColor(LIGHT.cloth_edge))
    assert luminance(QColor(DARK.window)) < 0.1 < luminance(QColor(LIGHT.window))
    light_plate, dark_plate = painted_plate(qapp, "light"), painted_plate(qapp, "dark")
    assert luminance(dark_plate) < 0.6 * luminance(light_plate), (light_plate.name(), dark_plate.name())
