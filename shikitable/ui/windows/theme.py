"""Light, dark and high-contrast themes: the table cloth, the seats' name plates and the window
chrome (panels, menus, dialogs). Every text colour meets WCAG AA (4.5:1) against what it is drawn
on, in every theme (tests/ui/test_themes.py measures it).

The cloth is painted by the table scene from `current()`; the chrome is Qt's palette, set on the
application so every dialog, menu and list follows. Fusion is the style in both themes: it is
the one style whose every colour comes from the palette, so a dark palette makes a dark window
on every desktop (a native style may ignore it)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor, QGuiApplication, QPalette
from PySide6.QtWidgets import QApplication

from shikitable.ui.windows.settings import QT_TRANSLATE_NOOP


@dataclass(frozen=True)
class Theme:
    name: str
    cloth_outer: str  # beyond the table's rim
    cloth_centre: str  # the felt, lit in the middle ...
    cloth_edge: str  # ... darker towards the rim
    rim: str  # the wooden rim
    window: str  # the palette: panels and dialogs
    base: str  # lists, tables, text fields
    text: str
    button: str
    highlight: str
    link: str
    good_text: str  # a hint that helps (the waits); a gain on a result sheet
    bad_text: str  # a hint that warns (an illegal move); a loss on a result sheet
    highlighted_text: str  # text on `highlight` (a selected row)
    placeholder: str  # an empty field's hint
    plate: str  # a seat's name plate, over the cloth (#AARRGGBB: it may let the felt through)
    plate_own: str  # the viewer's own plate
    plate_text: str  # a plate's name
    plate_marks: str  # a plate's second line (points, wind, marks)
    cloth_text: str  # words written on the cloth (whose turn it is)


LIGHT = Theme(
    name="light",
    cloth_outer="#173b2a",
    cloth_centre="#2f7a52",
    cloth_edge="#1d5238",
    rim="#6b4a2b",
    window="#efefef",
    base="#ffffff",
    text="#1b1b1b",
    button="#e4e4e4",
    highlight="#2f6fd0",
    link="#1a55b0",
    good_text="#1f6f43",
    bad_text="#c0392b",
    highlighted_text="#ffffff",
    placeholder="#5e5e5e",
    plate="#c80a1e14",
    plate_own="#d7142d46",
    plate_text="#ffffff",
    plate_marks="#d9e8dc",
    cloth_text="#f4f0d8",
)
DARK = Theme(  # felt and plates as at night: the same green, far darker; plates nearly opaque
    name="dark",
    cloth_outer="#060b08",
    cloth_centre="#143424",
    cloth_edge="#0a1c13",
    rim="#2b1e12",
    window="#22262a",
    base="#181b1e",
    text="#e8eaec",
    button="#2e3338",
    highlight="#2d63bf",  # deep enough for white text on it (4.5:1)
    link="#8ab8ff",
    good_text="#7fe0a0",
    bad_text="#ff8a7a",
    highlighted_text="#ffffff",
    placeholder="#9aa0a6",
    plate="#eb0b0f0d",
    plate_own="#eb0f1d2c",
    plate_text="#f2f2f2",
    plate_marks="#c4d2c8",
    cloth_text="#e6e1c8",
)
HIGH_CONTRAST = Theme(  # black and white, yellow where the eye must go; plates opaque
    name="high_contrast",
    cloth_outer="#000000",
    cloth_centre="#06301c",
    cloth_edge="#021a0e",
    rim="#ffffff",
    window="#000000",
    base="#000000",
    text="#ffffff",
    button="#1a1a1a",
    highlight="#ffff00",
    link="#80d8ff",
    good_text="#5cff9d",
    bad_text="#ff9090",
    highlighted_text="#000000",
    placeholder="#d0d0d0",
    plate="#ff000000",
    plate_own="#ff002050",
    plate_text="#ffffff",
    plate_marks="#ffff66",
    cloth_text="#ffffff",
)
THEMES = {"light": LIGHT, "dark": DARK, "high_contrast": HIGH_CONTRAST}
THEME_NAMES = {  # shown in the settings dialog
    "light": QT_TRANSLATE_NOOP("theme", "Light"),
    "dark": QT_TRANSLATE_NOOP("theme", "Dark"),
    "high_contrast": QT_TRANSLATE_NOOP("theme", "High contrast"),
}

_current = LIGHT


def current() -> Theme:
    """The theme in force (the scene paints its cloth from it)."""
    return _current


def palette_of(theme: Theme) -> QPalette:
    palette = QPalette()
    roles = QPalette.ColorRole
    text, window = QColor(theme.text), QColor(theme.window)
    for role, colour in (
        (roles.Window, window),
        (roles.WindowText, text),
        (roles.Base, QColor(theme.base)),
        (roles.AlternateBase, QColor(theme.button)),
        (roles.Text, text),
        (roles.Button, QColor(theme.button)),
        (roles.ButtonText, text),
        (roles.ToolTipBase, QColor(theme.base)),
        (roles.ToolTipText, text),
        (roles.PlaceholderText, QColor(theme.placeholder)),
        (roles.Highlight, QColor(theme.highlight)),
        (roles.HighlightedText, QColor(theme.highlighted_text)),
        (roles.Link, QColor(theme.link)),
        (roles.BrightText, QColor("#ff5a36")),
    ):
        palette.setColor(role, colour)
    # disabled text is clearly fainter than enabled text, in both themes
    faint = QColor(theme.text)
    faint.setAlpha(110)
    for role in (roles.WindowText, roles.Text, roles.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, faint)
    return palette


def apply_theme(name: str) -> Theme:
    """Make `name` the theme of the whole application (an unknown name: the light theme)."""
    global _current
    _current = THEMES.get(name, LIGHT)
    app = QGuiApplication.instance()
    if isinstance(app, QApplication):
        if app.style().name().lower() != "fusion":
            app.setStyle("Fusion")
        app.setPalette(palette_of(_current))
    return _current
