"""Which Qt libraries and plugins the table really loads: run every game's table and every window
and dialog in one process, then read the process's memory map (/proc/self/maps) and list every
file under the PySide6 folder that is mapped. The bundle (packaging/shikitable.spec) keeps these
and leaves the rest of Qt out; tests/test_bundle.py fails when the bundle holds a Qt library
that is not on the list.

    xvfb-run -a .venv/bin/python tools/trace_qt.py > packaging/qt_loaded.txt   # the xcb desktop
    QT_QPA_PLATFORM=offscreen .venv/bin/python tools/trace_qt.py                # headless

Run it with QT_DEBUG_PLUGINS=1 to see Qt's own account of each plugin it loads."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

import PySide6

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

QT_ROOT = Path(PySide6.__file__).resolve().parent


def loaded_qt_files() -> list[str]:
    """Files under the PySide6 folder mapped into this process, relative to it."""
    found: set[str] = set()
    for line in Path("/proc/self/maps").read_text().splitlines():
        parts = line.split(maxsplit=5)
        if len(parts) == 6 and parts[5].startswith(str(QT_ROOT)):
            found.add(str(Path(parts[5]).relative_to(QT_ROOT)))
    return sorted(found)


def run_everything() -> None:
    from PySide6.QtPrintSupport import QPrinter

    from shikitable.games import GAMES
    from shikitable.session.store import MatchStore
    from shikitable.ui.book.rule_viewer import RuleViewer
    from shikitable.ui.book.rules_export import write_pdf
    from shikitable.ui.windows.demo import demo_window
    from shikitable.ui.windows.dialogs import NewGameDialog, SettingsDialog
    from shikitable.ui.windows.history import HistoryWindow
    from shikitable.ui.windows.settings import Settings
    from shikitable.ui.windows.stats import StatsWindow

    app = None
    for game_id in GAMES:  # every table, a hand well under way, in both themes
        language = "zh" if game_id in ("sichuan", "riichi") else "ja"  # both translations of Qt's own
        window = demo_window(game_id, bot_delay_ms=0, speed="instant", language=language, moves=30,
                             theme="dark" if len(game_id) % 2 else "light", high_contrast=game_id == "riichi")
        from PySide6.QtWidgets import QApplication

        app = QApplication.instance()
        assert window is not None and app is not None
        for _ in range(30):
            app.processEvents()
        window.grab()
        settings = Settings(language=language)
        for dialog in (SettingsDialog(settings, window), NewGameDialog(GAMES, settings, window)):
            dialog.show()
            app.processEvents()
            dialog.close()
        window.close()
    assert app is not None
    with tempfile.TemporaryDirectory() as folder:
        store = MatchStore(Path(folder) / "history.sqlite")
        for shown in (HistoryWindow(store, "ja", lambda _id: False), StatsWindow(store, "ja")):
            shown.show()
            app.processEvents()
            shown.grab()
            shown.close()
        viewer = RuleViewer("ja", "riichi")
        viewer.show()
        app.processEvents()
        viewer.grab()
        write_pdf("taxot", "en", str(Path(folder) / "rules.pdf"))
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)  # loads the print plugin (CUPS), as Print… does
        printer.setOutputFileName(str(Path(folder) / "printed.pdf"))
        viewer.close()
        store.close()


if __name__ == "__main__":
    run_everything()
    print("\n".join(loaded_qt_files()))
