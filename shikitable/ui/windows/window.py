"""The main window: the table, a side panel with scores and the game log, menus and shortcuts."""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import QByteArray, QCoreApplication, QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QFileDialog,
    QMenu,
    QMessageBox,
    QSplitter,
    QWidget,
)

from shikitable.ai import make_bot
from shikitable.ai.base import Bot
from shikitable.ai.child_process import make_table_bot
from shikitable.ai.mahjong.mjai_seats import MJAI_KIND, make_seat_bot
from shikitable.core.errors import BadOption
from shikitable.games import GAMES, get_game
from shikitable.session import BadSave, read_save, write_save
from shikitable.session.host import MatchHost
from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)
from shikitable.ui.access.reader import Narrator
from shikitable.ui.layouts import TableLayout, layout_for, with_card_colours
from shikitable.ui.learn.learn import add_learn_menu, open_tutorial
from shikitable.ui.table.adapter import MatchAdapter
from shikitable.ui.table.art import card_art, set_high_contrast
from shikitable.ui.table.table import TableWidget
from shikitable.ui.windows.dialogs import GameSpec, NewGameDialog, SeasonDialog, SettingsDialog, default_spec
from shikitable.ui.windows.frame import WindowFrame
from shikitable.ui.windows.keeper import MatchKeeper, translated
from shikitable.ui.windows.language import install_translator
from shikitable.ui.windows.playmenu import apply_comfort, make_play_menu
from shikitable.ui.windows.results import CARD_IMAGE_H, cards_in, match_html, season_html
from shikitable.ui.windows.settings import Settings, save_settings, saves_dir
from shikitable.ui.windows.side_panel import SidePanel
from shikitable.ui.windows.theme import apply_theme
from shikitable.ui.words.eventlog import describe
from shikitable.ui.words.game_names import game_name
from shikitable.ui.words.mahjong_words import is_tiles, words_for
from shikitable.ui.words.reasons import translated_reason

log = logging.getLogger(__name__)
DEMO_SEASON_PAUSE_MS = 1500
LOG_KEEP = 500
# Something another room adds to the Game menu (the network room's Host / Join): given the
# window and the menu, it adds its actions; the window runs it each time it builds its menus.
GameMenuExtra = Callable[[WindowFrame, QMenu], None]


class MainWindow(WindowFrame):
    def __init__(self, settings: Settings, demo: bool = False, persist: bool = True,
                 game_menu_extras: Sequence[GameMenuExtra] = ()) -> None:
        super().__init__()
        self.game_menu_extras = tuple(game_menu_extras)
        self.settings = settings
        self.demo = demo
        apply_theme(settings.theme)
        set_high_contrast(settings.high_contrast_cards)
        self.persist = persist and not demo
        self.setWindowTitle(self.tr("shikitable"))
        self.table = TableWidget()
        self.panel = SidePanel()
        splitter = QSplitter()
        splitter.addWidget(self.table)
        splitter.addWidget(self.panel)
        splitter.setStretchFactor(0, 1)
        splitter.setSizes([1000, 290])
        splitter.splitterMoved.connect(self._panel_moved)
        self.splitter = splitter
        self._panel_by_hand = False  # the player dragged the divider: keep their width
        self.setCentralWidget(splitter)
        self.narrator = Narrator(self, self.panel.layout())  # screen reader: the table as a list, moves said
        self.adapter: MatchAdapter | None = None
        self.host: MatchHost | None = None
        self.spec: GameSpec | None = None
        self.names: list[str] = []
        self.rule_viewer: QWidget | None = None
        self.keeper: MatchKeeper = MatchKeeper(self)  # autosave, resume, undo, history, statistics
        self.last_dialog: SeasonDialog | None = None
        self.logged: list[dict[str, Any]] = []  # the log's events, rendered in the current language
        self.demo_season_pause_ms = DEMO_SEASON_PAUSE_MS
        self._make_menus()
        QShortcut(QKeySequence(Qt.Key.Key_Return), self.table, self.table.play_obvious)
        QShortcut(QKeySequence(Qt.Key.Key_Enter), self.table, self.table.play_obvious)
        if settings.window_geometry and not demo:
            self.restoreGeometry(QByteArray.fromHex(settings.window_geometry.encode()))
        else:
            self.resize(1360, 860)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """A new translator was installed: redo every text this window shows."""
        self.menuBar().clear()
        self._make_menus()
        self.panel.retranslate()
        self.table.retranslate()
        self.rerender_log()
        self._show_title()

    def _show_title(self) -> None:
        if self.host is None:
            self.setWindowTitle(self.tr("shikitable"))
            return
        game = self.host.game
        name = game_name(game, self.settings.language)
        self.panel.title.setText(name)
        self.setWindowTitle(f"{name} — shikitable")

    def _make_menus(self) -> None:
        game_menu = self.menuBar().addMenu(self.tr("&Game"))
        for text, shortcut, slot in (
            (self.tr("&New game…"), QKeySequence.StandardKey.New, self.new_game_dialog),
            (self.tr("&Restart"), QKeySequence("Ctrl+R"), self.restart),
            (self.tr("&Open match…"), QKeySequence.StandardKey.Open, self.open_match),
            (self.tr("Sa&ve match…"), QKeySequence.StandardKey.Save, self.save_match),
            (self.tr("&Settings…"), QKeySequence.StandardKey.Preferences, self.settings_dialog),
            (self.tr("&Quit"), QKeySequence.StandardKey.Quit, self.close),
        ):
            if slot == self.close:
                self.keeper.add_actions(game_menu)
            action = QAction(text, self)
            action.setShortcut(shortcut)
            if text == self.tr("&Settings…") and action.shortcut().isEmpty():
                action.setShortcut(QKeySequence("Ctrl+,"))
            action.triggered.connect(slot)
            game_menu.addAction(action)
        for extra in self.game_menu_extras:  # e.g. Host / Join a network game…
            extra(self, game_menu)
        make_play_menu(self)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        rules = QAction(self.tr("&Rules"), self)
        rules.setShortcut(QKeySequence.StandardKey.HelpContents)
        rules.triggered.connect(self.show_rules)
        help_menu.addAction(rules)
        keys = QAction(self.tr("&Keys"), self)
        keys.triggered.connect(self.show_keys)
        help_menu.addAction(keys)
        add_learn_menu(self, help_menu)

    # --- starting matches --------------------------------------------------------------

    def start_default(self) -> None:
        game_id = self.settings.last_game if self.settings.last_game in GAMES else next(iter(GAMES))
        spec = default_spec(get_game(game_id), self.settings)
        spec.options = self.keeper.usable_options(spec)
        self.start(spec)

    def start(self, spec: GameSpec, seed: int | None = None, loaded: MatchHost | None = None) -> None:
        game = get_game(spec.game_id)
        if loaded is not None:
            host = loaded
        else:
            try:
                host = MatchHost(
                    game, spec.players, seed if seed is not None else random.randrange(2**31), spec.options, spec.seats
                )
            except (BadOption, ValueError) as error:
                QMessageBox.warning(self, self.tr("New game"), str(error))
                return
        if not self.demo:  # a demo stores nothing: no History, no Statistics
            self.keeper.keep(host)
        bots: dict[int, Bot] = {}
        for seat, entry in enumerate(spec.seats):
            if entry.kind != "human":
                try:
                    if entry.kind.startswith(MJAI_KIND):  # an outside bot the user added
                        bots[seat] = make_seat_bot(game.id, entry.kind, host.seed + seat, self.settings.mjai_bots)
                    else:
                        bots[seat] = make_table_bot(game.id, entry.kind, host.seed + seat)
                except KeyError:
                    bots[seat] = make_bot(game.id, "random", host.seed + seat)
        if self.adapter is not None:
            self.adapter.close()
            self.adapter.deleteLater()
        self.spec, self.host = spec, host
        self.names = [s.name for s in spec.seats]
        self.adapter = MatchAdapter(host, bots, self.settings.bot_delay_ms, viewer=0, parent=self)
        self.adapter.bot_time_limit_s = self.settings.bot_time_limit_s
        layout = with_card_colours(layout_for(game.id), self.settings.four_colour_cards)
        self.table.bind(self.adapter, layout, game, self.names, self.settings.animation_factor)
        self.panel.set_tiles(is_tiles(layout))
        apply_comfort(self)
        self.adapter.events_ready.connect(self._log_events)
        self.adapter.observation_ready.connect(lambda _seat, obs: self.panel.show_scores(self.names, obs))
        self.adapter.season_over.connect(self._on_season_over)
        self.adapter.bot_error.connect(self._on_bot_error)
        self.panel.log.clear()
        self.panel.cards_log.clear()
        self.panel.show_card_log(layout.pictures is not None and layout.pictures.step_line is not None)
        self.logged = []
        self._show_title()
        self.remember(spec)
        self.narrator.bind()
        self.adapter.start(replay_history=loaded is None)

    def remember(self, spec: GameSpec) -> None:
        if self.demo:
            return
        self.settings.last_game = spec.game_id
        self.settings.last_players = spec.players
        self.settings.last_options[spec.game_id] = dict(spec.options)
        self.settings.last_seats = [{"name": s.name, "kind": s.kind} for s in spec.seats]
        self.save()

    def new_game_dialog(self) -> None:
        if not self.keeper.may_leave(self.tr("New game")):
            return
        dialog = NewGameDialog(GAMES, self.settings, self)
        if dialog.exec() and dialog.spec is not None:
            self.start(dialog.spec)

    def save_match(self, path: str | None = None) -> bool:
        """Save the match (game, options, seed, moves) as JSON; returns whether it was written."""
        if self.host is None:
            return False
        if path is None:
            folder = saves_dir()
            folder.mkdir(parents=True, exist_ok=True)
            path, _ = QFileDialog.getSaveFileName(
                self, self.tr("Save match"), str(folder / f"{self.host.game.id}.json"), "JSON (*.json)"
            )
            if not path:
                return False
        try:
            write_save(path, self.host.save_data())
        except OSError as error:
            QMessageBox.warning(self, self.tr("Save match"), str(error))
            return False
        self.statusBar().showMessage(self.tr("Saved to {0}").replace("{0}", path), 6000)
        return True

    def open_match(self, path: str | None = None) -> bool:
        """Load a saved match and play on; a broken file is reported and left as it is."""
        if path is None:
            if not self.keeper.may_leave(self.tr("Open match")):
                return False
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Open match"), str(saves_dir()), "JSON (*.json)")
            if not path:
                return False
        try:
            host = MatchHost.from_save(read_save(path))
        except BadSave as error:
            QMessageBox.warning(
                self, self.tr("Open match"), self.tr("Cannot open {0}: ").replace("{0}", path) + str(error)
            )
            return False
        spec = GameSpec(host.game.id, host.players, list(host.seats), dict(host.options))
        self.start(spec, loaded=host)
        return True

    def restart(self) -> None:
        if self.spec is not None and self.keeper.may_leave(self.tr("Restart")):
            self.start(self.spec)

    # --- during a match ----------------------------------------------------------------

    def _log_events(self, _viewer: object, events: list[dict[str, Any]]) -> None:
        """Events are kept and rendered when shown, so a language switch re-renders the log."""
        if self.host is None:
            return
        for event in events:
            line = self.log_line(event)
            card_line = self._card_line(event)
            if line or card_line:
                self.logged.append(event)
            if line:
                self.panel.add_log(line)
            if card_line:
                self.panel.add_log(card_line, cards=True)
        del self.logged[: max(0, len(self.logged) - LOG_KEEP)]

    def log_line(self, event: dict[str, Any]) -> str | None:
        assert self.host is not None
        layout = layout_for(self.host.game.id)
        return describe(layout, self.host.game, event, self.names, self.settings.language)

    def _card_line(self, event: dict[str, Any]) -> str | None:
        """The event as a step of a card's course, for the card log (hot seat: no one's secrets)."""
        assert self.host is not None
        pictures = layout_for(self.host.game.id).pictures
        if pictures is None or pictures.step_line is None:
            return None
        humans = [seat for seat in (self.spec.seats if self.spec else []) if seat.kind == "human"]
        if len(humans) > 1:
            event = {k: v for k, v in event.items() if k not in pictures.secret_keys}
        return pictures.step_line(event, self.names, self.settings.language)

    def rerender_log(self) -> None:
        self.panel.log.clear()
        self.panel.cards_log.clear()
        if self.host is None:
            return
        for event in self.logged:
            line = self.log_line(event)
            if line:
                self.panel.add_log(line)
            card_line = self._card_line(event)
            if card_line:
                self.panel.add_log(card_line, cards=True)

    def _on_bot_error(self, seat: int, message: str) -> None:
        text = self.tr("{0}'s AI failed ({1}); it played a random legal move.")
        message = translated_reason(message, self.settings.language)  # an engine's refusal, in the UI's language
        self.statusBar().showMessage(text.replace("{0}", self.names[seat]).replace("{1}", message), 8000)

    def _on_season_over(self, record: dict[str, Any], scores: list[int], match_over: bool) -> None:
        adapter = self.adapter
        if adapter is None or self.host is None:
            return
        adapter.pause()  # bots wait while people read the scores
        # while the scores are read, the panel shows this season's points and the new totals
        self.panel.hold_scores(self.names, {"scores": scores, "season_points": record.get("points"),
                                            "dealer": record.get("dealer")})
        if self.demo:
            QTimer.singleShot(self.demo_season_pause_ms, lambda: self._season_closed(adapter, SeasonDialog.NEXT))
            return
        dialog = self.season_dialog(record, scores, match_over)
        dialog.finished.connect(lambda _result: self._season_closed(adapter, dialog.choice))
        dialog.open()
        self.last_dialog = dialog

    def season_dialog(self, record: dict[str, Any], scores: list[int], match_over: bool) -> SeasonDialog:
        assert self.host is not None
        layout = layout_for(self.host.game.id)
        play = self._winning_play(layout, record)
        text = season_html(layout, self.host.game, record, self.names, scores, self.settings.language, play)
        summary = ""
        if match_over:
            result = self.host.result()
            records = [s.to_json() for s in result.seasons] if result is not None else [record]
            summary = match_html(records, self.names, scores, layout, self.settings.language)
        art = card_art(layout.art.folder)
        height = round(CARD_IMAGE_H * self.devicePixelRatioF())
        shown = cards_in(record) | set(play)
        images = {card: art.pixmap(layout.art.file_of(card), height, layout.art.aspect) for card in shown}
        return SeasonDialog(text, match_over, self, images, summary, words_for(layout))

    def _winning_play(self, layout: TableLayout, record: dict[str, Any]) -> list[int]:
        """The cards of the season's deciding play by its winner, from this season's events."""
        if layout.winning_play is None or record.get("winner") is None:
            return []
        kind, key = layout.winning_play
        ended = False  # the next season may already have begun in the same batch of events
        for event in reversed(self.logged):
            if event.get("kind") == "season_end":
                ended = (event.get("record") or {}).get("number") == record.get("number")
            elif ended and event.get("kind") in layout.reset_events:
                break
            elif ended and event.get("kind") == kind and event.get("seat") == record["winner"]:
                return [c for c in event.get(key) or [] if isinstance(c, int)]
        return []

    def _season_closed(self, adapter: MatchAdapter, choice: int) -> None:
        self.panel.release_scores()
        if choice == SeasonDialog.NEW_MATCH:
            self.restart()
            return
        if choice == SeasonDialog.REVIEW and self.host is not None:
            self.keeper.open_review(self.host.save_data())
        self._continue(adapter)

    def _continue(self, adapter: MatchAdapter) -> None:
        if adapter is not self.adapter:
            return
        adapter.hide_hands()  # hot seat: the next player comes to the screen through the curtain
        if self.table.scene is not None:
            self.table.scene.release()
        adapter.resume()

    # --- settings, rules, closing ------------------------------------------------------

    def settings_dialog(self) -> None:
        dialog = SettingsDialog(self.settings, self)
        if dialog.exec():
            language = self.settings.language
            dialog.apply_to(self.settings)
            if self.settings.language != language:
                self.switch_language(self.settings.language)
            if self.adapter is not None:
                self.adapter.set_bot_delay(self.settings.bot_delay_ms)
                self.adapter.bot_time_limit_s = self.settings.bot_time_limit_s
            apply_theme(self.settings.theme)
            self.narrator.show_line(self.settings.show_announcements)
            self.narrator.show_list(self.settings.show_table_list)
            set_high_contrast(self.settings.high_contrast_cards)
            if self.table.scene is not None:
                self.table.scene.set_factor(self.settings.animation_factor)
                self.table.scene.invalidate()  # the cloth (a new theme) and the card faces
                self.table.view.resetCachedContent()
            self.menuBar().clear()  # the Play menu shows the new settings
            self._make_menus()
            apply_comfort(self)
            self.save()

    def switch_language(self, language: str) -> None:
        """Change the interface language now; no restart (LanguageChange reaches every window)."""
        self.settings.language = language
        app = QCoreApplication.instance()
        if app is not None:
            install_translator(app, language)

    def show_keys(self) -> None:
        """Help → Keys: every key of every table, from the one key map."""
        from shikitable.ui.windows.keys_help import KeysDialog

        KeysDialog(self.settings.language, self).exec()

    def show_rules(self) -> None:
        game_id = self.host.game.id if self.host is not None else "taxot"
        try:
            from shikitable.ui.book.rule_viewer import RuleViewer
        except ImportError as error:  # the rule viewer is optional: say so rather than fail
            QMessageBox.information(self, self.tr("Rules"), self.tr("The rule viewer is not available: ") + str(error))
            return
        viewer = RuleViewer(self.settings.language, game_id, self)
        viewer.setWindowFlag(Qt.WindowType.Window)
        viewer.learn_requested.connect(lambda game: open_tutorial(self, game))
        viewer.show()
        self.rule_viewer = viewer

    def save(self) -> None:
        if self.persist:
            problem = save_settings(self.settings)
            if problem:
                self.statusBar().showMessage(translated(problem), 15000)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self.fit_panel()

    def _panel_moved(self, _pos: int, _index: int) -> None:
        self._panel_by_hand = True

    def fit_panel(self) -> None:
        """The side panel's type grows with the window, and its width is a fifth of a large
        window but narrower on a small one, so the table keeps the room."""
        width, height = self.width(), self.height()
        self.panel.set_type_size(min(18, max(12, round(height * 0.0155))))
        if self._panel_by_hand:
            return
        panel = round(min(380, max(190, width * (0.19 if width >= 1200 else 0.17))))
        self.splitter.setSizes([max(100, width - panel), panel])

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt API)
        if not self.keeper.may_leave(self.tr("Quit")):
            event.ignore()
            return
        if self.adapter is not None:
            self.adapter.close()
        if not self.demo:
            self.settings.window_geometry = bytes(self.saveGeometry().toHex().data()).decode()
            self.save()
        super().closeEvent(event)
