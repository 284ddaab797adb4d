"""The window of a network match: the same table, side panel and season dialogs as a local
match, bound to a RemoteAdapter, with a chat box, a mark on each name plate for who is
connected, a line saying whom the table waits for, and a Game menu for leaving the table.
Hints (waits, suggested moves) are off unless the host allowed them; undo is never offered
over the network (the keeper sees a match with no log of its own)."""

from __future__ import annotations

import logging
import math
import time
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QLabel, QMessageBox

from shikitable.session.host import MatchHost
from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)
from shikitable.ui.layouts import layout_for, with_card_colours
from shikitable.ui.net.adapter import RemoteAdapter
from shikitable.ui.net.chat import ChatBox
from shikitable.ui.windows.dialogs import GameSpec
from shikitable.ui.windows.playmenu import apply_comfort, make_play_menu
from shikitable.ui.windows.settings import Settings
from shikitable.ui.windows.window import MainWindow

if TYPE_CHECKING:
    from shikitable.ui.net.host import HostedServer
    from shikitable.ui.net.session import RemoteSeat

log = logging.getLogger(__name__)
CONNECTED_MARK = "●"
AWAY_MARK = "○"


class NetTableWindow(MainWindow):
    def __init__(
        self,
        settings: Settings,
        link: RemoteSeat,
        adapter: RemoteAdapter,
        server: HostedServer | None = None,
        persist: bool = False,
    ) -> None:
        self.link = link
        self.net = adapter
        self.server = server
        self.base_names = list(adapter.match.seats[s].name for s in range(adapter.match.players))
        super().__init__(settings, persist=persist)
        self.keeper.confirm_leaving = False  # the server keeps the match: nothing is lost by leaving
        self.confirm_close = persist  # the real table asks before leaving a match in play
        self.chat = ChatBox(self)
        self.chat.send.connect(self._say)
        panel_layout = self.panel.layout()
        if panel_layout is not None:
            panel_layout.addWidget(self.chat.widget)
        self.clock_label = QLabel()  # the turn timer's seconds left, when the host set one
        self.clock_label.setStyleSheet("font-weight: bold;")
        self.statusBar().addPermanentWidget(self.clock_label)
        self.link_label = QLabel()
        self.statusBar().addPermanentWidget(self.link_label)
        self._clock = QTimer(self)
        self._clock.setInterval(250)
        self._clock.timeout.connect(self._tick)
        self._deadline: float | None = None
        self.waiting_text = ""
        self._bind()

    # --- binding ----------------------------------------------------------------------------

    def _bind(self) -> None:
        adapter, match = self.net, self.net.match
        game = match.game
        self.host = cast(MatchHost, match)  # the part of a MatchHost the window reads (see RemoteMatch)
        self.spec = GameSpec(game.id, match.players, list(match.seats), dict(match.options))
        self.names = list(self.base_names)
        self.adapter = adapter
        adapter.setParent(self)
        layout = with_card_colours(layout_for(game.id), self.settings.four_colour_cards)
        self.table.bind(adapter, layout, game, self.names, self.settings.animation_factor)
        apply_comfort(self)
        self._limit_hints()
        adapter.events_ready.connect(self._log_events)
        adapter.observation_ready.connect(lambda _seat, obs: self.panel.show_scores(self.names, obs))
        adapter.season_over.connect(self._on_season_over)
        adapter.presence_changed.connect(self._on_presence)
        adapter.chat_received.connect(self.chat.add_line)
        adapter.link_changed.connect(self._on_link)
        adapter.waiting_for.connect(self._on_waiting)
        adapter.prompt.connect(self._start_clock)
        adapter.prompt_cleared.connect(self._stop_clock)
        self.link.chat_failed.connect(self.chat.show_problem)
        self.panel.show_card_log(layout.pictures is not None and layout.pictures.step_line is not None)
        self._show_title()
        self._on_link("connected")
        adapter.start()
        adapter.receive_presence(list(adapter.presence))

    def _limit_hints(self) -> None:
        """The waits hint and suggested moves only where the host allowed them."""
        allowed = self.net.allow_hints
        if not allowed:
            self.table.waits_mode = "request"
        for action in self.hint_actions:
            action.setEnabled(allowed)
            if not allowed:
                action.setToolTip(self.tr("The host has turned hints off for this network match."))

    # --- menus ------------------------------------------------------------------------------

    def _make_menus(self) -> None:
        game_menu = self.menuBar().addMenu(self.tr("&Game"))
        leave = QAction(self.tr("&Leave the table"), self)
        leave.setShortcut(QKeySequence("Ctrl+W"))
        leave.triggered.connect(self.close)
        game_menu.addAction(leave)
        settings = QAction(self.tr("&Settings…"), self)
        settings.setShortcut(QKeySequence.StandardKey.Preferences)
        settings.triggered.connect(self.settings_dialog)
        game_menu.addAction(settings)
        if self.server is not None and self.server.invite:
            invite = QAction(self.tr("Show the &invite code…"), self)
            invite.triggered.connect(self.show_invite)
            game_menu.addAction(invite)
        play = make_play_menu(self)
        hints = ("Show &waits", "Suggest a &move")
        from PySide6.QtCore import QCoreApplication

        names = {QCoreApplication.translate("PlayMenu", text) for text in hints}
        self.hint_actions = [a for a in play.actions() if a.text() in names]
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        rules = QAction(self.tr("&Rules"), self)
        rules.setShortcut(QKeySequence.StandardKey.HelpContents)
        rules.triggered.connect(self.show_rules)
        help_menu.addAction(rules)
        if hasattr(self, "net"):
            self._limit_hints()

    def save(self) -> None:
        """After every change of settings (the Settings dialog, the Play menu's toggles):
        the comfort settings are handed to the table again, and hints stay as the host chose."""
        super().save()
        if hasattr(self, "net"):
            self._limit_hints()

    def show_invite(self) -> None:
        if self.server is None:
            return
        QMessageBox.information(self, self.tr("Invite"), self.server.describe())

    # --- what the table shows ---------------------------------------------------------------

    def _show_title(self) -> None:
        super()._show_title()
        where = str(self.link.address) + "  " + self.link.table
        self.setWindowTitle(self.windowTitle() + "  —  " + where)

    def _on_presence(self, marks: list[bool | None]) -> None:
        """A mark before each name on the plates: ● connected, ○ away (bots have none)."""
        self.base_names = [seat.name for seat in self.net.match.seats]
        names = []
        for seat, base in enumerate(self.base_names):
            mark = marks[seat] if seat < len(marks) else None
            names.append(base if mark is None else f"{CONNECTED_MARK if mark else AWAY_MARK} {base}")
        self.names = list(self.base_names)  # the log, the scores and the banner name players plainly
        self.table.names = list(self.base_names)
        scene = self.table.scene
        if scene is not None:
            scene.names = list(names)
            if scene.obs is not None and not scene.held:
                scene.show_observation(scene.obs, [])
        if self.host is not None:
            self.panel.show_scores(self.names, scene.obs if scene is not None and scene.obs else {})

    def _start_clock(self, seat: int, _legal: list[Any]) -> None:
        """The turn timer: the seconds the server gives this move, counted down here."""
        view = self.net.views.get(seat)
        left = getattr(view, "deadline_s", None)
        if left is None:  # the update that gave the turn was sent before the server set its timer
            settings = getattr(view, "settings", None)
            left = settings.get("turn_timer_s") if isinstance(settings, dict) else None
        if not isinstance(left, (int, float)):
            self._stop_clock()
            return
        self._deadline = time.monotonic() + float(left)
        self._tick()
        self._clock.start()

    def _stop_clock(self) -> None:
        self._clock.stop()
        self._deadline = None
        self.clock_label.setText("")

    def _tick(self) -> None:
        if self._deadline is None:
            return
        left = max(0, math.ceil(self._deadline - time.monotonic()))
        self.clock_label.setText(self.tr("{0} s left").replace("{0}", str(left)))
        self.clock_label.setStyleSheet("font-weight: bold;" + (" color: #c0392b;" if left <= 10 else ""))

    def _on_waiting(self, names: str) -> None:
        self.waiting_text = self.tr("Waiting for {0} to reconnect…").replace("{0}", names) if names else ""
        self._show_link_line()

    def _on_link(self, state: str) -> None:
        self.link_state = state
        self._show_link_line()
        if state == "lost":  # said without a nested event loop: this comes from the asyncio loop
            box = QMessageBox(
                QMessageBox.Icon.Warning, self.tr("Network"),
                self.tr("The connection to the table is lost and the seat could not be taken back. "
                        "Use Game → Join a network game… to try again."),
                QMessageBox.StandardButton.Ok, self,
            )
            box.open()
            self.lost_box = box

    def _show_link_line(self) -> None:
        texts = {
            "connected": self.tr("Connected"),
            "reconnecting": self.tr("Connection lost: reconnecting…"),
            "lost": self.tr("Disconnected"),
        }
        line = texts.get(getattr(self, "link_state", "connected"), "")
        if self.waiting_text:
            line = self.waiting_text + "   " + line
        self.link_label.setText(line)

    def _say(self, text: str) -> None:
        if not self.net.say(text):
            self.chat.show_problem(self.tr("Not connected."))

    def _on_season_over(self, record: dict[str, Any], scores: list[int], match_over: bool) -> None:
        super()._on_season_over(record, scores, match_over)
        if match_over:
            self.link.finished()  # the seat token is no longer needed

    # --- leaving ----------------------------------------------------------------------------

    def restart(self) -> None:
        """"New match" at the end of a network match: this table's window closes and the main
        window is there to host or join the next one (a local restart would not be shared)."""
        self.close()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt API)
        if self.confirm_close and not self.net.match.over:
            text = self.tr("Leave this table? Your seat is kept for you: Game → Join a network game… takes it back.")
            if self.server is not None:
                text = self.tr("Close the table you host? The other players are disconnected.")
            answer = QMessageBox.question(self, self.tr("Leave the table"), text)
            if answer != QMessageBox.StandardButton.Yes:
                event.ignore()
                return
        self.net.close()
        if self.server is not None:
            self.server.stop()
        super().closeEvent(event)

    def retranslate(self) -> None:
        super().retranslate()
        self.chat.retranslate()
        self._show_link_line()


def open_network_table(
    settings: Settings, link: RemoteSeat, adapter: RemoteAdapter, server: HostedServer | None = None,
    persist: bool = True,
) -> NetTableWindow:
    window = NetTableWindow(settings, link, adapter, server, persist=persist)
    window.show()
    return window

