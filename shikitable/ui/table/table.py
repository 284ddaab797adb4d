"""The table widget: the scene in a scaling view, the action bar (one button per kind of
legal action), the hint line, and the hot-seat curtain. Input is generic: a selection of
cards matches legal actions by the cards' faces (copies of a card are interchangeable)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QCursor,
    QFontMetrics,
    QKeyEvent,
    QKeySequence,
    QPainter,
    QPalette,
    QPixmap,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsView,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from shikitable.core.actions import Action
from shikitable.core.game import Game
from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)
from shikitable.ui.layouts import ActionButton, TableLayout
from shikitable.ui.layouts.base import PictureCards
from shikitable.ui.learn.hints import HintService, hint_lines
from shikitable.ui.table.action_bar import ActionBar, button_text
from shikitable.ui.table.adapter import MatchAdapter
from shikitable.ui.table.arg_chooser import (
    ANY_ARG,
    Selection,
    arg_texts,
    button_choices,
    distinct_args,
    narrow,
    needs_asking,
    plain_label,
)
from shikitable.ui.table.geometry import bar_height
from shikitable.ui.table.hand_row import HandRow
from shikitable.ui.table.hint_label import HintLabel
from shikitable.ui.table.keyboard import CardCursor
from shikitable.ui.table.keymap import AMOUNT_KINDS, amount_key, key_of, registers_shortcut
from shikitable.ui.table.scene import TableScene, _language
from shikitable.ui.windows.theme import current as current_theme
from shikitable.ui.words.language import interface_language, list_separator
from shikitable.ui.words.mahjong_words import tr as words_tr
from shikitable.ui.words.mahjong_words import words_for

HURRY_KEY = "Ctrl+G"  # Play → Hurry the AI
HURRY_BUTTON_AFTER_MS = 300  # a bot thinking this long gets the Hurry button
HINT_LINES = 3  # the status strip keeps room for this many lines: a hint's suggestions, one a line


def button_keys(specs: Sequence[ActionButton], game_id: str = "") -> dict[str, str]:
    """A key for every action button: the key map's key for what the move means (Pass is X in
    every game, see keymap.py), else the first letter of the action's name not taken yet, else a
    digit."""
    keys: dict[str, str] = {}
    taken = {key_of(game_id, spec.kind).upper() for spec in specs} - {""}
    for spec in specs:
        mapped = key_of(game_id, spec.kind)
        if mapped:
            keys[spec.kind] = mapped
            continue
        letters = [c.upper() for c in spec.kind if c.isalpha()]
        choice = next((c for c in letters if c not in taken), None)
        if choice is None:
            choice = next(str(d) for d in range(1, 10) if str(d) not in taken)
        taken.add(choice)
        keys[spec.kind] = choice
    return keys


def key_label(key: str) -> str:
    """A key as its button shows it: Enter (Qt calls it Return), else Qt's own native text."""
    if key == "Return":
        return QCoreApplication.translate("keys", "Enter")
    return QKeySequence(key).toString(QKeySequence.SequenceFormat.NativeText)


def choice_key(game_id: str, kind: str, action: Action, obs: Mapping[str, Any], number: int, alone: bool) -> str:
    """The key of one of a move's argument buttons: for an amount, the digit the label shows
    (a stake that only matches the others is the call key; a raise, the digit of "+N" on its
    label, "Raise to 12 (+3)"); the move's own key when it is the only choice; else 1-9 in order."""
    if kind == "stake" and isinstance(action.arg, int):
        to_call = int(obs.get("to_call", 0))
        if action.arg <= to_call:
            return key_of(game_id, kind)  # check, call, or all in short of a call
        return amount_key(action.arg - to_call)
    if kind in AMOUNT_KINDS and isinstance(action.arg, int):
        return amount_key(action.arg)
    if alone and key_of(game_id, kind) and registers_shortcut(game_id, kind):
        return key_of(game_id, kind)  # a join of one amount keeps J; a road to play on keeps its digit
    return str(number) if number < 10 else ""


class TableView(QGraphicsView):
    """Shows the whole logical table, scaled to fit the window."""

    fitted = Signal()  # the table was laid out for a new size: what floats over it follows

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # the cloth is painted once a size (TableScene.set_size invalidates it), not every frame
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, False)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

    def fit(self) -> None:
        """The table takes the whole view, one scene unit a pixel: the layout fits the room."""
        scene = self.scene()
        if isinstance(scene, TableScene):
            size = self.viewport().size()
            scene.set_size(size.width(), size.height())
            self.resetTransform()
            self.setSceneRect(scene.sceneRect())
            self.centerOn(scene.sceneRect().center())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self.fit()
        self.fitted.emit()


class Curtain(QFrame):
    """Hides the table between two human players at one screen."""

    revealed = Signal(int)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.seat = -1
        self.setAutoFillBackground(True)
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, QColor("#16261e"))
        self.setPalette(palette)
        self.message = QLabel()
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setStyleSheet("color: #f4f0d8; font-size: 22px;")
        self.button = QPushButton()
        self.button.setStyleSheet("font-size: 20px; padding: 12px 28px;")
        self.button.clicked.connect(lambda: self.revealed.emit(self.seat))
        layout = QVBoxLayout(self)
        layout.addStretch()
        layout.addWidget(self.message)
        row = QHBoxLayout()
        row.addStretch()
        row.addWidget(self.button)
        row.addStretch()
        layout.addLayout(row)
        layout.addStretch()
        self.hide()

    def call(self, seat: int, name: str) -> None:
        self.seat = seat
        self.name = name
        self.retranslate()
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
        self.show()
        self.raise_()
        self.button.setFocus()

    def retranslate(self) -> None:
        name = getattr(self, "name", "")
        self.message.setText(self.tr("Pass the screen to {0}. Everyone else, please look away.").replace("{0}", name))
        self.button.setText(self.tr("I am {0}").replace("{0}", name))


class TableWidget(QWidget):
    status = Signal(str)
    no_calls_changed = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = TableView()
        self.bar = QHBoxLayout()
        self.hint = HintLabel()  # each line cut to the strip's width: the strip holds three
        self.hint.setMinimumHeight(28)
        self.bar.addWidget(self.hint, 1)
        self.waits = QLabel()  # the waits hint (終季: the cards that would complete the hand)
        self.waits.setWordWrap(True)
        self.waits.setStyleSheet("color: #1f6f43; font-weight: bold;")
        self.bar.addWidget(self.waits, 1)
        self.waits.hide()
        self.action_bar = ActionBar(self.view)  # the move buttons, over the table just above the hand
        # shown while a bot has been thinking a moment: the player may ask for its move now, in
        # the action bar above the hand like every other button (the status strip keeps the hint)
        self.hurry_button = QPushButton()
        self.hurry_button.clicked.connect(self.hurry)
        self.action_bar.add(self.hurry_button)
        self.hurry_button.hide()
        self._hurry_show = QTimer(self)
        self._hurry_show.setSingleShot(True)
        self._hurry_show.setInterval(HURRY_BUTTON_AFTER_MS)
        self._hurry_show.timeout.connect(self._show_hurry)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.view, 1)
        self.strip = QWidget()  # the status strip: as tall as three lines of hint, always (the table never jumps)
        self.strip.setLayout(self.bar)
        self.bar.setContentsMargins(6, 2, 6, 2)
        layout.addWidget(self.strip)
        self.strip.setFixedHeight(HINT_LINES * QFontMetrics(self.hint.font()).lineSpacing() + 6)
        self.view.fitted.connect(self.place_action_bar)
        self.curtain = Curtain(self)
        # once, here: the curtain outlives every match the table is bound to, and a connection
        # made at each bind answered one click with a reveal per match played (after a restart,
        # the next player's reveal came twice)
        self.curtain.revealed.connect(self._on_revealed)
        self.move_hints = HintService(self)  # the search's favourite moves, on request
        self.move_hints.ready.connect(self._on_move_hints)
        self.scene: TableScene | None = None
        self.adapter: MatchAdapter | None = None
        self.layout_decl: TableLayout | None = None
        self.game: Game | None = None
        self.names: list[str] = []
        self.seat: int | None = None  # the prompted human seat
        self.legal: list[Action] = []
        self.selected: set[int] = set()
        self._events: list[dict[str, Any]] = []
        self._buttons: dict[str, QPushButton] = {}
        # comfort settings, set by the window
        self.auto_pass = False
        self.auto_win = False
        self.no_calls = False  # "no calls this hand": pass every claim until the next deal
        self.waits_mode = "request"
        self._waits_shown_for: list[int] | None = None  # the hand the requested hint was for
        self._choice_keys: tuple[tuple[str, object], ...] = ()  # the choice buttons shown
        self.banner_words: Callable[[], str | None] | None = None  # a lesson's own words for the banner
        self.hand_row = HandRow(self, parent=self)  # picture cards (Magic's): choosing, declaring, pausing
        self.card_cursor = CardCursor(self, parent=self)  # keyboard play: arrows, Space

    # --- binding to a match ------------------------------------------------------------

    def bind(self, adapter: MatchAdapter, layout: TableLayout, game: Game, names: Sequence[str], factor: float) -> None:
        self.adapter = adapter
        self.layout_decl = layout
        self.game = game
        self.names = list(names)
        old = self.scene
        self.scene = TableScene(layout, names, adapter.home, factor)
        self.scene.card_clicked.connect(self.click_card)
        self.scene.card_double_clicked.connect(self._on_card_double_clicked)
        self.scene.picture_clicked.connect(self.hand_row.clicked)
        self.scene.picture_double_clicked.connect(self.hand_row.double_clicked)
        if self.scene.steps is not None:  # bots wait while a resolution is shown step by step
            self.scene.steps.busy_changed.connect(adapter.hold)
        self.view.setScene(self.scene)
        self.view.fit()
        if old is not None:
            old.deleteLater()
        self.curtain.hide()
        self._clear_prompt()
        adapter.events_ready.connect(self._on_events)
        adapter.observation_ready.connect(self._on_observation)
        adapter.prompt.connect(self._on_prompt)
        adapter.prompt_cleared.connect(self._clear_prompt)
        adapter.curtain.connect(self._on_curtain)
        adapter.auto_policy = self.automatic  # the adapter plays these before any prompt or curtain
        adapter.illegal.connect(lambda seat, reason: self.set_hint(
            adapter.refusal_text(reason, _language()), error=True))
        adapter.thinking_changed.connect(self._on_thinking)
        self._on_thinking(False)

    def _on_events(self, viewer: object, events: list[dict[str, Any]]) -> None:
        self._events.extend(events)
        if self.no_calls and self.layout_decl is not None:
            if any(e.get("kind") in self.layout_decl.reset_events for e in events):
                self.set_no_calls(False)  # a new deal: calls are welcome again

    def set_no_calls(self, on: bool) -> None:
        if on != self.no_calls:
            self.no_calls = on
            self.no_calls_changed.emit(on)
        if on and self.seat is not None and self.adapter is not None:
            choice = self.automatic(self.legal)  # a claim on offer right now is passed at once
            if choice is not None:
                self.adapter.act(self.seat, choice)

    def _on_observation(self, viewer: object, obs: dict[str, Any]) -> None:
        assert self.scene is not None
        events, self._events = self._events, []
        self.scene.show_observation(obs, events)
        self._update_banner(obs)
        self._update_waits(obs)
        self.place_action_bar()

    def place_action_bar(self) -> None:
        """The move buttons just above the hand, their type growing with the table; a claim
        shows the tile or card it would take at the row's left."""
        if self.scene is None:
            self.action_bar.hide()
            return
        self.action_bar.set_type_size(round(15 * self.scene.type_scale()))
        font = self.hint.font()  # the hint line under the table grows with it too
        wanted = round(13 * self.scene.type_scale())
        # the strip's height takes room from the view, whose size sets the type: a size that
        # would only undo the last change (a taller strip, a smaller table, a smaller strip,
        # a larger table, ...) is kept as it is, or the two would resize each other for ever
        previous = getattr(self, "_hint_px_before", None)
        if font.pixelSize() != wanted and wanted != previous:
            self._hint_px_before = font.pixelSize()
            font.setPixelSize(wanted)
            self.hint.setFont(font)
            self.waits.setFont(font)
            self.strip.setFixedHeight(HINT_LINES * QFontMetrics(font).lineSpacing() + 6)
        self.action_bar.show_claimable(self._claimable_picture())
        laid = self.scene.laid
        band = laid.bar if laid is not None else None
        # a row too long for the band beside the plate may reach over the banner's column, above its words
        wide = None
        if band is not None and not band.isEmpty() and laid is not None:
            words = self.scene.turn_text.sceneBoundingRect()
            if words.isEmpty() or words.top() >= band.bottom() - 2:
                wide = QRectF(laid.table.left() + 4, band.top(), band.right() - laid.table.left() - 4, band.height())
        self.action_bar.place(self.scene.viewer_hand_rect(), band, wide)

    def _claimable_picture(self) -> QPixmap | None:
        """The picture of the card a claim would take: the one the table marks (the last
        discard), while the player may pass on it."""
        layout, scene = self.layout_decl, self.scene
        if layout is None or scene is None or scene.obs is None or not layout.highlight_key:
            return None
        card = scene.obs.get(layout.highlight_key)
        if not isinstance(card, int) or not any(a.kind == "pass" for a in self.legal):
            return None
        height = bar_height(scene.type_scale()) - 8  # as tall as the buttons (its frame: 8 px)
        return scene.art.pixmap(layout.art.file_of(card), height, layout.art.aspect)

    # --- the waits hint ------------------------------------------------------------------

    def waits_text(self, obs: dict[str, Any]) -> str:
        """The waits hint for the viewer's hand, in words ("" when the game gives none)."""
        if self.game is None or obs.get("seat") is None:
            return ""
        from shikitable.ui.words.eventlog import cards_text

        lang = interface_language()
        hints = self.game.waits(obs)
        if not hints:
            return ""
        if None in hints:
            return self.tr("Waits: {0}").replace("{0}", cards_text(self.game, hints[None], lang))
        parts = [
            self.tr("discard {0} → waits {1}")
            .replace("{0}", cards_text(self.game, [card], lang))
            .replace("{1}", cards_text(self.game, waits, lang))
            for card, waits in hints.items()
            if card is not None
        ]
        return "; ".join(parts[:3]) + (" …" if len(parts) > 3 else "")

    def show_waits(self) -> None:
        """The hint on request: shown until the hand changes."""
        obs = self.scene.obs if self.scene is not None else None
        if not obs or obs.get("seat") is None:
            return
        self._waits_shown_for = list(obs.get("hand") or [])
        self._set_waits(self.waits_text(obs) or self.tr("No waits yet."))

    def _set_waits(self, text: str) -> None:
        self.waits.setStyleSheet(f"color: {current_theme().good_text}; font-weight: bold;")
        self.waits.setText(text)
        self.waits.setVisible(bool(text))  # no empty half of the bar when there is no hint

    def _update_waits(self, obs: dict[str, Any]) -> None:
        if self.waits_mode == "always" and obs.get("seat") is not None:
            self._set_waits(self.waits_text(obs))
        elif self._waits_shown_for is not None and self._waits_shown_for == list(obs.get("hand") or []):
            return  # a requested hint stays while the hand is the same
        else:
            self._waits_shown_for = None
            self._set_waits("")

    def refresh_banner(self) -> None:
        """Say again whose move it is (a lesson's step changed what it waits for)."""
        if self.scene is not None and self.scene.obs is not None:
            self._update_banner(self.scene.obs)

    def _update_banner(self, obs: dict[str, Any]) -> None:
        if self.scene is None:
            return
        waiting = [self._name(s) for s in obs.get("to_act") or []]
        told = self.banner_words() if self.banner_words is not None else None
        if told:  # a lesson says what it waits for
            text = told
        elif obs.get("phase") == "over":
            text = self.tr("The match is over.")
        elif self.seat is not None and self.adapter is not None and len(self.adapter.humans) == 1:
            text = self.tr("Your move.")
        elif self.seat is not None:  # several people share the screen: say whose
            text = self.tr("Your move, {0}.").replace("{0}", self._name(self.seat))
        elif waiting:
            text = self.tr("Waiting for {0}…").replace("{0}", list_separator().join(waiting))
        else:
            text = ""
        self.scene.set_banner(text)

    def _name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else str(seat)

    def _on_curtain(self, seat: int) -> None:
        self.move_hints.forget()  # a hint on its way belongs to the player leaving the screen
        self._clear_prompt()
        self.curtain.call(seat, self._name(seat))

    def _on_revealed(self, seat: int) -> None:
        self.curtain.hide()
        if self.adapter is not None:
            self.adapter.reveal(seat)
        self.view.setFocus()

    # --- hurrying the bots --------------------------------------------------------------

    def hurry(self) -> bool:
        """The bots thinking now move at once (Play → Hurry the AI, or the Hurry button)."""
        self._on_thinking(False)
        return self.adapter is not None and self.adapter.hurry()

    def _on_thinking(self, thinking: bool) -> None:
        if thinking:
            self._hurry_show.start()  # a quick bot answers before the button would flash up
        else:
            self._hurry_show.stop()
            if not self.hurry_button.isHidden():
                self.hurry_button.hide()
                self.place_action_bar()

    def _show_hurry(self) -> None:
        if self.adapter is not None and self.adapter.thinking():
            self._retranslate_hurry()
            self.hurry_button.show()
            self.place_action_bar()

    def _retranslate_hurry(self) -> None:
        key = QKeySequence(HURRY_KEY).toString(QKeySequence.SequenceFormat.NativeText)
        self.hurry_button.setText(button_text(self.tr("Hurry the AI"), key))
        self.hurry_button.setToolTip(self.tr("The AI plays its best move so far, now"))

    # --- prompts -----------------------------------------------------------------------

    def retranslate(self) -> None:
        """Redo the texts after a language switch: buttons, hint, banner, curtain."""
        self._rebuild_buttons()
        self._retranslate_hurry()
        if self.seat is not None:
            self._refresh_input()
        if self.scene is not None and self.scene.obs is not None:
            self._update_banner(self.scene.obs)
        if self.curtain.isVisible():
            self.curtain.retranslate()

    def automatic(self, legal: Sequence[Action]) -> Action | None:
        """The move the comfort settings make without asking: a win (auto-declare), or a pass
        on a claim (auto-pass, "no calls this hand") when no win is possible."""
        if self.layout_decl is None:
            return None
        wins = [a for a in legal if a.kind in self.layout_decl.win_kinds]
        if wins and self.auto_win:
            return wins[0]
        passing = next((a for a in legal if a.kind == self.layout_decl.pass_kind), None)
        skippable = self.layout_decl.skip_calls
        only_calls = not skippable or all(a.kind in skippable or a is passing for a in legal)
        if passing is not None and not wins and only_calls and (self.auto_pass or self.no_calls):
            return passing
        return None

    def _on_prompt(self, seat: int, legal: list[Action]) -> None:
        self.seat = seat
        self.legal = list(legal)
        self.selected = set()
        self.hand_row.picked = None
        self._rebuild_buttons()
        self._refresh_input()
        self.hand_row.start_countdown()
        if self.scene is not None and self.scene.obs is not None:
            self._update_banner(self.scene.obs)
        self.card_cursor.reset()
        self.view.setFocus()

    def _clear_prompt(self) -> None:
        self.move_hints.forget()
        self.seat = None
        self.legal = []
        self.selected = set()
        self.hand_row.picked = None
        self.hand_row.stop_countdown()
        self._rebuild_buttons()
        if self.scene is not None:
            self.scene.set_input(set(), set(), False)
        self.card_cursor.clear()
        self.hint.setText("")

    def face(self, card: int) -> int:
        """What a card counts as when a selection is matched to a legal move."""
        assert self.layout_decl is not None
        if self.layout_decl.match_of is not None:
            return self.layout_decl.match_of(card)
        return self.layout_decl.art.face_of(card)

    def _faces(self, cards: Sequence[int]) -> list[int]:
        return sorted(self.face(c) for c in cards)

    def hand_cards(self) -> list[int]:
        obs = self.scene.obs if self.scene is not None else None
        return list(obs.get("hand", [])) if obs else []

    def _button_specs(self) -> list[ActionButton]:
        assert self.layout_decl is not None
        kinds = list(dict.fromkeys(a.kind for a in self.legal))
        declared = {b.kind: b for b in self.layout_decl.buttons}
        specs = [b for b in self.layout_decl.buttons if b.kind in kinds]
        for kind in kinds:
            if kind not in declared:
                needs = any(a.cards for a in self.legal if a.kind == kind)
                specs.append(ActionButton(kind, kind.capitalize(), needs))
        return specs

    def _rebuild_buttons(self) -> None:
        for button in self._buttons.values():
            self.action_bar.remove(button)
            button.hide()  # gone now, not when the event loop gets round to deleting it
            button.deleteLater()
        self._buttons = {}
        self._key_buttons: dict[str, QPushButton] = {}  # a key pressed on the table -> its button
        if self.seat is None or self.layout_decl is None:
            self.place_action_bar()
            return
        from shikitable.ui.words.eventlog import tr

        game_id = self.layout_decl.game_id
        keys = button_keys(self._button_specs(), game_id)
        number = 0  # arg buttons that are not amounts take the keys 1-9 in order
        self._choice_keys = self._current_choice_keys()
        obs = self.scene.obs if self.scene is not None and self.scene.obs is not None else {}
        for spec in self._button_specs():
            options = button_choices(spec, self.legal, self._selection())
            if options:  # one button per road, amount, ... the selection leaves
                for action, text in zip(options, arg_texts(spec, options, obs, tr), strict=True):
                    number += 1
                    key = f"{spec.kind}@{action.arg}"
                    digit = choice_key(game_id, spec.kind, action, obs, number, len(options) == 1)
                    if digit in self._key_buttons:
                        digit = ""  # two choices with one key (all in and call): the first keeps it
                    self._add_button(key, text, digit,
                                     lambda _=False, kind=spec.kind, arg=action.arg: self.perform(kind, arg))
                    if digit:
                        self._key_buttons[QKeySequence(digit).toString()] = self._buttons[key]
                continue
            key = keys[spec.kind]  # every button has a key, shown on it
            shown = key_label(key)
            button = QPushButton(button_text(plain_label(spec, tr), shown))
            button.setProperty("key", key)  # the key map's key (Enter has no window shortcut)
            if registers_shortcut(game_id, spec.kind):
                button.setShortcut(QKeySequence(key))
            tip = self.tr("Shortcut: {0}").replace("{0}", shown)
            term = self.layout_decl.terms.get(spec.kind)
            if term and _language() == "en":  # the glossary: the game's own word for the move
                tip = f"{plain_label(spec, tr)}: {term}\n{tip}"
            button.setToolTip(tip)
            self._key_buttons[QKeySequence(key).toString()] = button
            button.clicked.connect(lambda _=False, kind=spec.kind: self.perform(kind))
            self.action_bar.add(button)
            self._buttons[spec.kind] = button
        self.place_action_bar()

    def perform_choice(self, kind: str, arg: int | str) -> bool:
        """Carry out the legal action of `kind` with this `arg` (a menu entry, an amount)."""
        action = next((a for a in self.legal if a.kind == kind and a.arg == arg), None)
        return action is not None and self.perform_action(action)

    def perform_action(self, action: Action) -> bool:
        """Take a listed action as it is."""
        if self.seat is None or self.adapter is None:
            return False
        return self.adapter.act(self.seat, action)

    def _add_button(self, key: str, text: str, shortcut: str, slot: Any) -> None:
        button = QPushButton(button_text(text, shortcut))
        button.setProperty("key", shortcut)
        if shortcut:
            button.setShortcut(QKeySequence(shortcut))
            button.setToolTip(shortcut)
        button.clicked.connect(slot)
        self.action_bar.add(button)
        self._buttons[key] = button

    def _selection(self) -> Selection:
        """The selected cards and the picture card chosen in the hand row, for the chooser."""
        pictures = self.layout_decl.pictures if self.layout_decl is not None else None
        chosen = self.hand_row.picked
        picked = None
        if pictures is not None and chosen is not None:
            def picked(action: Action, pictures: PictureCards = pictures, chosen: str = chosen) -> bool:
                return action.kind == pictures.action_kind and pictures.card_of(str(action.arg)) == chosen
        return Selection(sorted(self.selected), self._faces, picked)

    def _current_choice_keys(self) -> tuple[tuple[str, object], ...]:
        if self.layout_decl is None:
            return ()
        selection = self._selection()
        return tuple((a.kind, a.arg) for spec in self._button_specs()
                     for a in button_choices(spec, self.legal, selection))

    def matching(self, kind: str, selection: set[int] | None = None, arg: object = ANY_ARG) -> Action | None:
        """The legal action of `kind` (and `arg`, if given) that the selection makes (None if none)."""
        chosen = self._selection()
        if selection is not None:
            chosen = Selection(sorted(selection), self._faces, chosen.picked)
        options = narrow(self.legal, kind, chosen, arg)
        return options[0] if options else None

    def _refresh_input(self) -> None:
        if self.scene is None:
            return
        self.hand_row.refresh()
        if self.seat is None:
            self.scene.set_input(set(), set(), False)
            return
        legal_faces = {self.face(c) for a in self.legal for c in a.cards}
        playable = {c for c in self.hand_cards() if self.face(c) in legal_faces}
        # with no move that takes cards (a stake, a fold), the hand is not greyed out as unplayable
        self.scene.set_input(self.selected, playable, any(a.cards for a in self.legal))
        specs = self._button_specs()
        if self._current_choice_keys() != self._choice_keys:
            self._rebuild_buttons()  # the selection goes to other roads (piles, ...) than before
        for spec in specs:
            button = self._buttons.get(spec.kind)
            if button is not None:
                button.setEnabled(not spec.needs_cards or self.matching(spec.kind) is not None)
        self.set_hint(self._explain_selection(specs))

    def _explain_selection(self, specs: list[ActionButton]) -> str:
        from shikitable.ui.words.eventlog import tr

        card_kinds = [s for s in specs if s.needs_cards]

        def label(spec: ActionButton) -> str:
            return plain_label(spec, tr)

        words = words_for(self.layout_decl)  # a mahjong table speaks of tiles
        if not self.selected:
            if card_kinds:
                choices = list_separator().join(label(s) for s in specs)
                return words_tr(words.select).replace("{0}", choices)
            return self.tr("Choose: {0}.").replace("{0}", list_separator().join(label(s) for s in specs))
        fits = [s for s in card_kinds if self.matching(s.kind) is not None]
        if fits:
            return self.tr("Enter or double-click: {0}.").replace("{0}", label(fits[0]))
        if self.adapter is not None and self.seat is not None:
            for spec in card_kinds:
                reason = self.adapter.explain(self.seat, Action.make(spec.kind, sorted(self.selected)))
                if reason:
                    return self.adapter.refusal_text(reason, _language())
        return words_tr(words.no_move)

    def suggest_moves(self) -> None:
        """Ask the search for the prompted seat's best three moves (answered off the UI thread)."""
        obs = self.scene.obs if self.scene is not None else None
        if self.seat is None or self.game is None or not self.legal or not obs or obs.get("seat") != self.seat:
            self.set_hint(self.tr("A hint is for the player whose move it is."))
            return
        self.set_hint(self.tr("Thinking about your move…"))
        self.move_hints.request(self.game.id, obs, self.legal)

    def _on_move_hints(self, seat: int, estimates: list[Any]) -> None:
        if seat != self.seat or self.curtain.isVisible() or self.layout_decl is None or self.game is None:
            return  # not for the player now at the screen
        lang = interface_language()
        obs = self.scene.obs if self.scene is not None else None
        lines = hint_lines(self.layout_decl, self.game, estimates, lang, obs)  # each move says why
        if lines:  # three lines, the best first: the status strip keeps room for three
            first = self.tr("Suggested: {0}").replace("{0}", lines[0])
            self.set_hint("\n".join([first, *lines[1:]]))
        if self.scene is not None and estimates:  # the first suggestion's cards light up in the hand
            self.scene.suggested = set(estimates[0].action.cards)
            self.scene.set_input(self.scene.selected, self.scene.playable, self.scene.interactive)

    def set_hint(self, text: str, error: bool = False) -> None:
        self.hint.setText(text)
        self.hint.setStyleSheet(f"color: {current_theme().bad_text};" if error else "")

    # --- acting ------------------------------------------------------------------------

    def perform(self, kind: str, arg: object = ANY_ARG) -> bool:
        """Play the selection as `kind` (to `arg`, for a button that names it); when several
        actions remain and the kind declares a menu, ask which."""
        if self.seat is None or self.adapter is None:
            return False
        options = narrow(self.legal, kind, self._selection(), arg)
        if not options:
            self.set_hint(words_tr(words_for(self.layout_decl).no_move), error=True)
            return False
        action = options[0]
        spec = next((b for b in self._button_specs() if b.kind == kind), None)
        if needs_asking(spec, options):
            assert spec is not None
            from shikitable.ui.words.eventlog import tr

            options = distinct_args(options)
            obs = self.scene.obs if self.scene is not None and self.scene.obs is not None else {}
            picked = self.pick_option(arg_texts(spec, options, obs, tr), self._buttons.get(kind))
            if picked is None:
                return False  # the player closed the menu
            action = options[picked]
        if action.cards and sorted(self.selected) != list(action.cards):
            # the player picked another copy of the same card: play that very card if the rules allow
            mine = Action.make(kind, sorted(self.selected), action.arg)
            if self.adapter.explain(self.seat, mine) is None:
                action = mine
        return self.adapter.act(self.seat, action)

    def pick_option(self, labels: list[str], anchor: QWidget | None = None) -> int | None:
        """A small menu by the move's button (or at the mouse); the index chosen, or None.
        (Tests replace this.)"""
        menu = QMenu(self)
        entries = [menu.addAction(label) for label in labels]
        where = anchor.mapToGlobal(anchor.rect().topLeft()) if anchor is not None else QCursor.pos()
        chosen = menu.exec(where)
        return entries.index(chosen) if chosen in entries else None

    def obvious(self) -> str | None:
        """The action kind Enter or a double-click performs for the current selection; with
        nothing selected and one legal move only, that move."""
        if not self.selected and len(self.legal) == 1:
            return self.legal[0].kind
        for spec in self._button_specs():
            if spec.needs_cards and not self.selected:
                continue
            if not spec.needs_cards and self.selected:
                continue
            if self.matching(spec.kind) is not None:
                return spec.kind
        return None

    def play_obvious(self) -> bool:
        if self.hand_row.picked is not None:  # a card chosen in the hand row: Enter declares it
            return self.hand_row.declare(self.hand_row.picked)
        kind = self.obvious()
        if kind is None:
            self._refresh_input()
            return False
        return self.perform(kind)

    def _selectable(self, card: int) -> bool:
        """Cards of the viewer's hand, and any other card a listed move names (by its face: a
        community card to swap, a drawn card to keep)."""
        if card in self.hand_cards():
            return True
        face = self.face(card)
        return any(self.face(c) == face for a in self.legal for c in a.cards)

    def click_card(self, card: int) -> None:
        if self.seat is None or not self._selectable(card):
            return
        self.selected ^= {card}
        self._refresh_input()

    def _on_card_double_clicked(self, card: int) -> None:
        if self.seat is None or not self._selectable(card):
            return
        self.selected = {card}
        if not self.play_obvious():
            self._refresh_input()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        if self.card_cursor.handle(event):
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.seat is not None:
            enter = getattr(self, "_key_buttons", {}).get("Return")  # the play/discard button
            if enter is not None and enter.isEnabled():
                enter.click()
            else:
                self.play_obvious()
            return
        if event.key() == Qt.Key.Key_V and self.scene is not None and self.scene.pictures is not None:
            self.scene.pictures.toggle_large()  # the chosen (or first) card of the hand row, large
            return
        if event.key() == Qt.Key.Key_Escape and self.selected:
            self.selected = set()
            self._refresh_input()
            return
        # a button's key, when the window's shortcut did not take it (the table has the focus)
        button = getattr(self, "_key_buttons", {}).get(QKeySequence(event.key()).toString())
        if button is not None and self.seat is not None and button.isEnabled():
            button.click()
            return
        super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        if self.curtain.isVisible():
            self.curtain.setGeometry(self.rect())
        self.place_action_bar()

