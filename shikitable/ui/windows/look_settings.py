"""The settings dialog's rows for how the table looks and moves and what it says aloud: the
theme, high-contrast card faces, motion off, the spoken-move line shown on the table, and the
screen reader's list of the table shown without a screen reader."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialog, QFormLayout

from shikitable.ui.windows.settings import THEMES, Settings
from shikitable.ui.windows.theme import THEME_NAMES


def add_look_rows(dialog: QDialog, form: QFormLayout, settings: Settings) -> None:
    """Add the rows to `form`; the widgets are kept on the dialog for `apply_look`."""
    theme = QComboBox()
    theme.setObjectName("theme")
    for code in THEMES:
        theme.addItem(QCoreApplication.translate("theme", THEME_NAMES[code]), code)
    theme.setCurrentIndex(THEMES.index(settings.theme))
    label = QCoreApplication.translate("look", "Theme")
    theme.setAccessibleName(label)
    form.addRow(label, theme)
    contrast = QCheckBox(QCoreApplication.translate("look", "High-contrast card faces"))
    contrast.setChecked(settings.high_contrast_cards)
    motion = QCheckBox(QCoreApplication.translate("look", "Animations off (cards move at once)"))
    motion.setChecked(settings.reduced_motion)
    spoken = QCheckBox(QCoreApplication.translate("look", "Show the announcement line (what a screen reader says)"))
    spoken.setChecked(settings.show_announcements)
    listed = QCheckBox(QCoreApplication.translate(
        "look", "Show the list of what is on the table (shown by itself when a screen reader runs)"))
    listed.setObjectName("show_table_list")
    listed.setChecked(settings.show_table_list)
    for box in (contrast, motion, spoken, listed):
        form.addRow(box)
    dialog.look_widgets = (theme, contrast, motion, spoken, listed)  # type: ignore[attr-defined]


def apply_look(dialog: QDialog, settings: Settings) -> None:
    theme, contrast, motion, spoken, listed = dialog.look_widgets  # type: ignore[attr-defined]
    settings.theme = theme.currentData()
    settings.high_contrast_cards = contrast.isChecked()
    settings.reduced_motion = motion.isChecked()
    settings.show_announcements = spoken.isChecked()
    settings.show_table_list = listed.isChecked()
