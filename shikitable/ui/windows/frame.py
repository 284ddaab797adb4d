"""The main window as its helpers see it: the match keeper, the Play menu, the lessons, the
screen reader and the network menu are handed the window (MainWindow, window.py, which builds
them) and use only what `WindowFrame` declares, so none of them imports the window back."""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtWidgets import QMainWindow

from shikitable.session.host import MatchHost
from shikitable.session.store import MatchStore
from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)
from shikitable.ui.table.adapter import MatchAdapter
from shikitable.ui.table.table import TableWidget
from shikitable.ui.windows.dialogs import GameSpec
from shikitable.ui.windows.settings import Settings


class Keeping(Protocol):
    """What the lessons ask of the window's match keeper (MatchKeeper, keeper.py)."""

    @property
    def store(self) -> MatchStore | None: ...
    def may_leave(self, doing: str) -> bool: ...  # asks before a match in play is left
    def usable_options(self, spec: GameSpec) -> dict[str, Any]: ...


class WindowFrame(QMainWindow):
    """A main window: the table, the match it shows, and the few calls its helpers make.
    MainWindow sets every attribute in its constructor and defines the methods."""

    settings: Settings
    table: TableWidget
    adapter: MatchAdapter | None
    host: MatchHost | None
    spec: GameSpec | None  # what the match was started from (restart, undo)
    persist: bool  # settings and matches are written (False in tests and tools)
    keeper: Keeping

    def start(self, spec: GameSpec, seed: int | None = None, loaded: MatchHost | None = None) -> None:
        """Start a match from `spec` (or show `loaded` and play on)."""
        raise NotImplementedError

    def save(self) -> None:
        """Write the settings (when the window persists)."""
        raise NotImplementedError

    def log_line(self, event: dict[str, Any]) -> str | None:
        """An event as the game log says it, in the interface's language (None: not logged)."""
        raise NotImplementedError
