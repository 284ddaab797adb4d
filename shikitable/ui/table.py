"""The table widget: the scene in a scaling view, the action bar (one button per kind of
legal action), the hint line, and the hot-seat curtain. Input is generic: a selection of
cards matches legal actions by the cards' faces (copies of a card are interchangeable)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QKeySequence, QPainter, QPalette, QResizeEvent
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
from shikitable.ui.adapter import MatchAdapter
from shikitable.ui.layouts import ActionButton, TableLayout
from shikitable.ui.scene import TableScene


class TableView(QGraphicsView):
    """Shows the whole logical table, scaled to fit the window."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
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

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view = TableView()
        self.bar = QHBoxLayout()
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setMinimumHeight(28)
        self.bar.addWidget(self.hint, 1)
        self.buttons_row = QHBoxLayout()
        self.bar.addLayout(self.buttons_row)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addWidget(self.view, 1)
        bar_widget = QWidget()
        bar_widget.setLayout(self.bar)
        layout.addWidget(bar_widget)
        self.curtain = Curtain(self)
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

    # --- binding to a match ------------------------------------------------------------

    def bind(self, adapter: MatchAdapter, layout: TableLayout, game: Game, names: Sequence[str], factor: float) -> None:
        self.adapter = adapter
        self.layout_decl = layout
        self.game = game
        self.names = list(names)
        old = self.scene
        self.scene = TableScene(layout, names, adapter.home, factor)
        self.scene.card_clicked.connect(self._on_card_clicked)
        self.scene.card_double_clicked.connect(self._on_card_double_clicked)
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
        adapter.illegal.connect(lambda seat, reason: self._set_hint(reason, error=True))
        self.curtain.revealed.connect(self._on_revealed)

    def _on_events(self, viewer: object, events: list[dict[str, Any]]) -> None:
        self._events.extend(events)

    def _on_observation(self, viewer: object, obs: dict[str, Any]) -> None:
        assert self.scene is not None
        events, self._events = self._events, []
        self.scene.show_observation(obs, events)
        self._update_banner(obs)

    def _update_banner(self, obs: dict[str, Any]) -> None:
        if self.scene is None:
            return
        waiting = [self._name(s) for s in obs.get("to_act") or []]
        if obs.get("phase") == "over":
            text = self.tr("The match is over.")
        elif self.seat is not None and self.adapter is not None and len(self.adapter.humans) == 1:
            text = self.tr("Your move.")
        elif self.seat is not None:  # several people share the screen: say whose
            text = self.tr("Your move, {0}.").replace("{0}", self._name(self.seat))
        elif waiting:
            text = self.tr("Waiting for {0}…").replace("{0}", ", ".join(waiting))
        else:
            text = ""
        self.scene.set_banner(text)

    def _name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else str(seat)

    def _on_curtain(self, seat: int) -> None:
        self._clear_prompt()
        self.curtain.call(seat, self._name(seat))

    def _on_revealed(self, seat: int) -> None:
        self.curtain.hide()
        if self.adapter is not None:
            self.adapter.reveal(seat)
        self.view.setFocus()

    # --- prompts -----------------------------------------------------------------------

    def retranslate(self) -> None:
        """Redo the texts after a language switch: buttons, hint, banner, curtain."""
        self._rebuild_buttons()
        if self.seat is not None:
            self._refresh_input()
        if self.scene is not None and self.scene.obs is not None:
            self._update_banner(self.scene.obs)
        if self.curtain.isVisible():
            self.curtain.retranslate()

    def _on_prompt(self, seat: int, legal: list[Action]) -> None:
        self.seat = seat
        self.legal = list(legal)
        self.selected = set()
        self._rebuild_buttons()
        self._refresh_input()
        if self.scene is not None and self.scene.obs is not None:
            self._update_banner(self.scene.obs)
        self.view.setFocus()

    def _clear_prompt(self) -> None:
        self.seat = None
        self.legal = []
        self.selected = set()
        self._rebuild_buttons()
        if self.scene is not None:
            self.scene.set_input(set(), set(), False)
        self.hint.setText("")

    def _face(self, card: int) -> int:
        assert self.layout_decl is not None
        return self.layout_decl.art.face_of(card)

    def _faces(self, cards: Sequence[int]) -> list[int]:
        return sorted(self._face(c) for c in cards)

    def _hand(self) -> list[int]:
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
            button.deleteLater()
        self._buttons = {}
        if self.seat is None or self.layout_decl is None:
            return
        from shikitable.ui.eventlog import tr

        for spec in self._button_specs():
            button = QPushButton(tr(spec.label))
            button.setMinimumHeight(34)
            if spec.shortcut:
                button.setShortcut(QKeySequence(spec.shortcut))
                button.setToolTip(spec.shortcut)
            button.clicked.connect(lambda _=False, kind=spec.kind: self.perform(kind))
            self.buttons_row.addWidget(button)
            self._buttons[spec.kind] = button

    def matching(self, kind: str, selection: set[int] | None = None) -> Action | None:
        """The legal action of `kind` that the selection makes (None if it makes none)."""
        chosen = self.selected if selection is None else selection
        needs = any(a.cards for a in self.legal if a.kind == kind)
        if not needs:
            return next((a for a in self.legal if a.kind == kind), None)
        of_kind = [a for a in self.legal if a.kind == kind]
        if not chosen and len(of_kind) == 1:
            return of_kind[0]  # one choice only (a single kong): no need to pick its cards
        faces = self._faces(sorted(chosen))
        for action in self.legal:
            if action.kind == kind and self._faces(action.cards) == faces:
                return action
        return None

    def _refresh_input(self) -> None:
        if self.scene is None:
            return
        if self.seat is None:
            self.scene.set_input(set(), set(), False)
            return
        legal_faces = {self._face(c) for a in self.legal for c in a.cards}
        playable = {c for c in self._hand() if self._face(c) in legal_faces}
        self.scene.set_input(self.selected, playable, True)
        specs = self._button_specs()
        for spec in specs:
            button = self._buttons.get(spec.kind)
            if button is not None:
                button.setEnabled(not spec.needs_cards or self.matching(spec.kind) is not None)
        self._set_hint(self._explain_selection(specs))

    def _explain_selection(self, specs: list[ActionButton]) -> str:
        from shikitable.ui.eventlog import tr

        card_kinds = [s for s in specs if s.needs_cards]
        if not self.selected:
            if card_kinds:
                return self.tr("Select cards, then choose: {0}.").replace(
                    "{0}", ", ".join(tr(s.label) for s in specs)
                )
            return self.tr("Choose: {0}.").replace("{0}", ", ".join(tr(s.label) for s in specs))
        fits = [s for s in card_kinds if self.matching(s.kind) is not None]
        if fits:
            return self.tr("Enter or double-click: {0}.").replace("{0}", tr(fits[0].label))
        if self.adapter is not None and self.seat is not None:
            for spec in card_kinds:
                reason = self.adapter.explain(self.seat, Action.make(spec.kind, sorted(self.selected)))
                if reason:
                    return reason
        return self.tr("These cards form no legal move.")

    def _set_hint(self, text: str, error: bool = False) -> None:
        self.hint.setText(text)
        self.hint.setStyleSheet("color: #c0392b;" if error else "")

    # --- acting ------------------------------------------------------------------------

    def perform(self, kind: str) -> bool:
        if self.seat is None or self.adapter is None:
            return False
        layout = self.layout_decl
        if layout is not None and kind in layout.choice_kinds:
            return self._choose_and_perform(layout, kind)
        legal = self.matching(kind)
        if legal is None:
            self._set_hint(self.tr("These cards form no legal move."), error=True)
            return False
        action = legal
        if legal.cards and sorted(self.selected) != list(legal.cards):
            # the player picked another copy of the same card: play that very card if the rules allow
            mine = Action.make(kind, sorted(self.selected), legal.arg)
            if self.adapter.explain(self.seat, mine) is None:
                action = mine
        return self.adapter.act(self.seat, action)

    def choices_for(self, kind: str) -> list[tuple[str, Action]]:
        """The offered actions of a choice kind, each with the words the menu shows."""
        layout = self.layout_decl
        label = layout.arg_label if layout is not None else None
        return [((label(str(a.arg)) if label is not None else str(a.arg)), a)
                for a in self.legal if a.kind == kind]

    def _choose_and_perform(self, layout: TableLayout, kind: str) -> bool:
        """Several declarations (a card, a target) under one button: the player picks one."""
        choices = self.choices_for(kind)
        if not choices or self.seat is None or self.adapter is None:
            return False
        if len(choices) == 1:
            return self.adapter.act(self.seat, choices[0][1])
        menu = QMenu(self)
        for text, action in choices:
            menu.addAction(text).setData(action)
        button = self._buttons.get(kind)
        anchor = button if button is not None else self
        where = anchor.mapToGlobal(anchor.rect().topLeft())
        picked = menu.exec(where)
        if picked is None:
            return False
        return self.adapter.act(self.seat, picked.data())

    def obvious(self) -> str | None:
        """The action kind Enter or a double-click performs for the current selection."""
        for spec in self._button_specs():
            if spec.needs_cards and not self.selected:
                continue
            if not spec.needs_cards and self.selected:
                continue
            if self.matching(spec.kind) is not None:
                return spec.kind
        return None

    def play_obvious(self) -> bool:
        kind = self.obvious()
        if kind is None:
            self._refresh_input()
            return False
        return self.perform(kind)

    def _on_card_clicked(self, card: int) -> None:
        if self.seat is None or card not in self._hand():
            return
        self.selected ^= {card}
        self._refresh_input()

    def _on_card_double_clicked(self, card: int) -> None:
        if self.seat is None or card not in self._hand():
            return
        self.selected = {card}
        if not self.play_obvious():
            self._refresh_input()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.seat is not None:
            self.play_obvious()
            return
        if event.key() == Qt.Key.Key_Escape and self.selected:
            self.selected = set()
            self._refresh_input()
            return
        super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        if self.curtain.isVisible():
            self.curtain.setGeometry(self.rect())
