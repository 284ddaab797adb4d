"""The match keeper: what makes the table never lose a match. It opens the match store,
autosaves every match the window starts, offers the last unfinished match on launch, asks
before leaving a match (and says it is kept), takes moves back against bots, and opens the
History and Statistics windows. The main window owns one and calls it in a few places."""

from __future__ import annotations

import logging
import sqlite3
import time
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMessageBox, QWidget

from shikitable.core.errors import BadOption
from shikitable.games import GAMES
from shikitable.session.host import MatchHost
from shikitable.session.saves import SaveData
from shikitable.session.store import MatchRecord, MatchStore, StoreError
from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)
from shikitable.ui.windows.settings import Message
from shikitable.ui.words.game_names import game_name

if TYPE_CHECKING:
    from shikitable.ui.windows.dialogs import GameSpec
    from shikitable.ui.windows.frame import WindowFrame

log = logging.getLogger(__name__)


def translated(message: str) -> str:
    """A settings Message in the interface language (any other text as it is)."""
    if not isinstance(message, Message):
        return message
    text = QCoreApplication.translate("settings", message.template)
    for name, value in message.values.items():
        text = text.replace("{" + name + "}", value)
    return text


def open_store() -> tuple[MatchStore | None, str | None]:
    """The match store and a message for the user if something was wrong with it."""
    try:
        store = MatchStore()
    except (OSError, sqlite3.Error) as error:
        log.error("cannot open the match store: %s", error)
        text = QCoreApplication.translate(
            "MatchKeeper", "Matches cannot be autosaved: the history file cannot be opened ({0})."
        )
        return None, text.replace("{0}", str(error))
    return store, store.problem


class MatchKeeper(QObject):
    def __init__(self, window: WindowFrame, store: MatchStore | None = None, problem: str | None = None) -> None:
        super().__init__(window)
        self.window = window
        if store is None and problem is None:
            store, problem = open_store()
        self.store = store
        self.problem = problem
        self.confirm_leaving = window.persist  # the real table asks; tests and tools do not
        self.undo_action: QAction | None = None
        self.history_window: QWidget | None = None
        self.stats_window: QWidget | None = None
        self.review_windows: list[QWidget] = []  # replays opened from a result sheet's Review…

    # --- autosave ------------------------------------------------------------------------

    def keep(self, host: MatchHost) -> None:
        """Autosave `host` from now on (a match resumed from the store already is)."""
        host.on_autosave_problem = self._autosave_stopped
        if self.store is None or host.store is not None:
            return
        try:
            host.keep_in(self.store)
        except (OSError, sqlite3.Error, StoreError) as error:
            self._warn(self.tr("Autosave is off for this match ({0}).").replace("{0}", str(error)))

    def _autosave_stopped(self, error: str) -> None:
        self._warn(self.tr("Autosave stopped ({0}); use Save match… to keep this match.").replace("{0}", error))

    def _warn(self, message: str) -> None:
        self.window.statusBar().showMessage(message, 20000)
        QMessageBox.warning(self.window, self.tr("Autosave"), message)

    def show_problem(self, also: str | None = None) -> None:
        """Say on the status bar what was wrong with the history file (kept aside, new one
        started), together with `also` (what was wrong with the settings), if anything."""
        store = self.store
        message = self.problem
        if store is not None and store.problem and store.kept_as is not None:
            text = self.tr("The match history file could not be used ({0}); it was kept as {1} and a new one started.")
            message = text.replace("{0}", store.problem_reason or "").replace("{1}", store.kept_as.name)
        shown = "  ".join(m for m in (translated(also) if also else None, message) if m)
        if shown:
            self.window.statusBar().showMessage(shown, 30000)

    def usable_options(self, spec: GameSpec) -> dict[str, Any]:
        """Remembered rule options, each checked: one the game refuses now falls back to its
        default (a settings file from an older version must not stop the table starting)."""
        game = GAMES[spec.game_id]
        usable: dict[str, Any] = {}
        for option in game.options:
            if option.name in spec.options:
                try:
                    usable[option.name] = option.check(spec.options[option.name])
                except BadOption as error:
                    self.window.statusBar().showMessage(str(error), 15000)
        return usable

    # --- leaving and coming back ---------------------------------------------------------

    def in_progress(self) -> bool:
        host = self.window.host
        return host is not None and not host.over and bool(host.log)

    def may_leave(self, doing: str) -> bool:
        """Before Quit, New game or closing mid-match: ask, and say the match is kept."""
        if not self.confirm_leaving or not self.in_progress():
            return True
        kept = self.store is not None and self.window.host is not None and self.window.host.store is not None
        text = (
            self.tr("The match in progress is kept: you can resume it from Game → History… or when you next start.")
            if kept
            else self.tr("The match in progress is not autosaved and will be lost.")
        )
        answer = QMessageBox.question(
            self.window,
            doing,
            text + "\n\n" + self.tr("{0} now?").replace("{0}", doing),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Yes,
        )
        return answer == QMessageBox.StandardButton.Yes

    def offer_resume(self) -> bool:
        """On launch: if the match played last is unfinished, offer it. True if it was resumed."""
        if self.store is None:
            return False
        try:
            record = self.store.latest_unfinished(with_human=True)
        except sqlite3.Error as error:
            log.error("cannot read the match history: %s", error)
            return False
        if record is None or record.game not in GAMES:
            return False
        box = QMessageBox(self.window)
        box.setWindowTitle(self.tr("Unfinished match"))
        box.setIcon(QMessageBox.Icon.Question)
        box.setText(self.describe(record))
        box.setInformativeText(self.tr("Resume it, or start a new match? It stays in the history either way."))
        resume = box.addButton(self.tr("Resume"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("Start new"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(resume)
        box.exec()
        if box.clickedButton() is not resume:
            return False
        return self.resume(record.id)

    def describe(self, record: MatchRecord) -> str:
        game = GAMES.get(record.game)
        name = game_name(game, self.window.settings.language) if game else record.game
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(record.started))
        text = self.tr("An unfinished match of {0} (started {1}, {2} moves) is kept.")
        return text.replace("{0}", name).replace("{1}", when).replace("{2}", str(record.actions))

    def resume(self, match_id: int) -> bool:
        """Open a stored match at its last acknowledged move and play on."""
        from shikitable.ui.windows.dialogs import GameSpec

        if self.store is None or not self.may_leave(self.tr("Resume")):
            return False
        try:
            host = MatchHost.resume(self.store, match_id)
            self.store.touch(match_id)
        except (StoreError, sqlite3.Error) as error:
            QMessageBox.warning(self.window, self.tr("Resume"), str(error))
            return False
        spec = GameSpec(host.game.id, host.players, list(host.seats), dict(host.options))
        self.window.start(spec, loaded=host)
        return True

    # --- undo ----------------------------------------------------------------------------

    def add_actions(self, menu: QMenu) -> None:
        """Undo, History… and Statistics… in the Game menu."""
        undo = QAction(self.tr("&Undo move"), self)
        undo.setShortcut(QKeySequence.StandardKey.Undo)
        undo.triggered.connect(self.undo)
        menu.addAction(undo)
        self.undo_action = undo
        allow = QAction(self.tr("Allow undo against AI"), self)
        allow.setCheckable(True)
        allow.setChecked(self.window.settings.undo_against_bots)
        allow.toggled.connect(self._set_undo_allowed)
        menu.addAction(allow)
        history = QAction(self.tr("&History…"), self)
        history.setShortcut(QKeySequence("Ctrl+H"))
        history.triggered.connect(self.show_history)
        menu.addAction(history)
        stats = QAction(self.tr("S&tatistics…"), self)
        stats.triggered.connect(self.show_statistics)
        menu.addAction(stats)
        menu.addSeparator()

    def _set_undo_allowed(self, allowed: bool) -> None:
        self.window.settings.undo_against_bots = allowed
        self.window.save()

    def undo_seat(self) -> int | None:
        """The human who may take back a move: the only human, with bots in every other seat."""
        host = self.window.host
        if host is None or host.over or not self.window.settings.undo_against_bots:
            return None
        humans = [seat for seat, entry in enumerate(host.seats) if entry.kind == "human"]
        return humans[0] if len(humans) == 1 else None

    def undo(self) -> bool:
        """Take the human's latest move back (and every bot move since): the match is rebuilt
        from the shortened log, so it is exactly as it was before that decision."""
        host, spec = self.window.host, self.window.spec
        seat = self.undo_seat()
        if host is None or spec is None or seat is None:
            self.window.statusBar().showMessage(self.tr("Undo is only for a single player against AI."), 6000)
            return False
        keep = host.last_decision_of(seat)
        if keep is None:
            self.window.statusBar().showMessage(self.tr("There is no move of yours to take back."), 6000)
            return False
        try:  # the old match stays as it is until the rebuilt one is ready
            rebuilt = host.take_back(keep)
        except (sqlite3.Error, OSError) as error:
            QMessageBox.warning(self.window, self.tr("Undo"), str(error))
            return False
        self.window.start(spec, loaded=rebuilt)
        self.window.statusBar().showMessage(self.tr("Move taken back."), 4000)
        return True

    # --- windows -------------------------------------------------------------------------

    def show_history(self) -> None:
        from shikitable.ui.windows.history import HistoryWindow

        if self.store is None:
            QMessageBox.information(self.window, self.tr("History"), self.problem or "")
            return
        window = HistoryWindow(self.store, self.window.settings.language, self.resume, self.window)
        window.show()
        self.history_window = window

    def show_statistics(self) -> None:
        from shikitable.ui.windows.stats import StatsWindow

        if self.store is None:
            QMessageBox.information(self.window, self.tr("Statistics"), self.problem or "")
            return
        window = StatsWindow(self.store, self.window.settings.language, self.window)
        window.show()
        self.stats_window = window

    def open_review(self, save: SaveData) -> QWidget:
        """A finished match's replay with the review dialog over it (a result sheet's Review…)."""
        from shikitable.ui.windows.replay import ReplayWindow

        window = ReplayWindow(save, None, self.window.settings.language, self.window)
        window.show()
        window.open_review()
        self.review_windows.append(window)
        return window
