"""Where the shipped assets are: next to the package in a checkout, or inside a PyInstaller
bundle (sys._MEIPASS). Qt-free so the engine tools may use it too."""

from __future__ import annotations

import sys
from pathlib import Path


def assets_dir() -> Path:
    bundled = getattr(sys, "_MEIPASS", None)
    if bundled:
        return Path(bundled) / "assets"
    return Path(__file__).resolve().parent.parent / "assets"


def asset_path(*parts: str) -> Path:
    return assets_dir().joinpath(*parts)


def translations_dir() -> Path:
    """Compiled interface translations (.qm): translations/ in a checkout or in the bundle."""
    bundled = getattr(sys, "_MEIPASS", None)
    if bundled:
        return Path(bundled) / "translations"
    return Path(__file__).resolve().parent.parent / "translations"
