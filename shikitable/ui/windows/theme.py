"""Light and dark themes: the table cloth and the window chrome (panels, menus, dialogs).

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
    good_text: str  # a hint that helps (the waits)
    bad_text: str  # a hint that warns (an illegal move)


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
)
DARK = Theme(
    name="dark",
    cloth_outer="#0b1510",
    cloth_centre="#1d4a33",
    cloth_edge="#10291d",
    rim="#3d2a19",
    window="#22262a",
    base="#181b1e",
    text="#e8eaec",
    button="#2e3338",
    highlight="#4a8ef0",
    link="#8ab8ff",
    good_text="#7fe0a0",
    bad_text="#ff8a7a",
)
THEMES = {"light": LIGHT, "dark": DARK}
THEME_NAMES = {  # shown in the settings dialog
    "light": QT_TRANSLATE_NOOP("theme", "Light"),
    "dark": QT_TRANSLATE_NOOP("theme", "Dark"),
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
        (roles.PlaceholderText, QColor(theme.text).darker(160) if theme is LIGHT else QColor("#9aa0a6")),
        (roles.Highlight, QColor(theme.highlight)),
        (roles.HighlightedText, QColor("#ffffff")),
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
