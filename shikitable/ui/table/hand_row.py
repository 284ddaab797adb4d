"""The viewer's picture cards (a layout's PictureCards: Magic's cheat cards) as input: the cards
a legal action declares are lit; a click chooses one (the Declare button and Enter then declare
it), a double-click declares it. In a short card window (after a discard, while a card is
declared, ...) the prompt says why the window is open and which cards may be declared, and the
table passes by itself after the card pause (a setting; 0 waits for the player)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from shikitable.core.actions import Action
from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)
from shikitable.ui.layouts import PictureCards, TableLayout
from shikitable.ui.table.adapter import MatchAdapter
from shikitable.ui.table.scene import TableScene
from shikitable.ui.words.language import interface_language


class RowTable(Protocol):
    """What the hand row reads and asks of the table (TableWidget, table.py), so that it need
    not import the table, which builds it."""

    @property
    def layout_decl(self) -> TableLayout | None: ...
    @property
    def scene(self) -> TableScene | None: ...
    @property
    def adapter(self) -> MatchAdapter | None: ...
    @property
    def seat(self) -> int | None: ...  # the prompted seat, None when no one here is asked
    @property
    def legal(self) -> list[Action]: ...
    @property
    def names(self) -> list[str]: ...
    def perform(self, kind: str) -> bool: ...  # play the selection as `kind`
    def set_hint(self, text: str) -> None: ...  # the line under the hand


class HandRow(QObject):
    def __init__(self, table: RowTable, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.table = table
        self.picked: str | None = None  # the card chosen in the hand row
        self.pause_s = 3  # a card window's prompt passes by itself after this long (0: it waits)
        self.left = 0  # seconds left
        self.timer = QTimer(self)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self._tick)

    @property
    def spec(self) -> PictureCards | None:
        layout = self.table.layout_decl
        return layout.pictures if layout is not None else None

    def declarable(self) -> set[str]:
        """The cards a legal action declares now (lit in the hand row)."""
        spec = self.spec
        if spec is None or self.table.seat is None or not spec.action_kind:
            return set()
        return {spec.card_of(str(a.arg)) for a in self.table.legal if a.kind == spec.action_kind}

    def refresh(self) -> None:
        scene = self.table.scene
        if scene is None or scene.pictures is None:
            return
        scene.pictures.set_input(self.declarable(), self.picked)
        if scene.obs is not None and scene.laid is not None:
            scene.pictures.update(scene.laid, scene.obs)

    def clicked(self, card: str) -> None:
        if card not in self.declarable():
            return
        self.picked = None if self.picked == card else card
        self.stop_countdown()  # the player is choosing: the window waits for them
        self.refresh()
        spec = self.spec
        if self.picked is not None and spec is not None:
            from shikitable.ui.words.eventlog import tr

            buttons = self.table.layout_decl.buttons if self.table.layout_decl is not None else ()
            button = next((b for b in buttons if b.kind == spec.action_kind), None)
            label = tr(button.label) if button is not None else ""
            hint = QCoreApplication.translate("TableWidget", "Enter or double-click: {0}.")
            self.table.set_hint(hint.replace("{0}", label))

    def double_clicked(self, card: str) -> None:
        if card in self.declarable():
            self.declare(card)

    def declare(self, card: str) -> bool:
        """Declare this card (the table asks for its target when it names one)."""
        spec, layout = self.spec, self.table.layout_decl
        if spec is None or layout is None or card not in self.declarable():
            return False
        self.picked = card
        return self.table.perform(spec.action_kind)

    # --- the card window's pause ---------------------------------------------------------

    def _timed(self) -> bool:
        spec, table = self.spec, self.table
        obs = table.scene.obs if table.scene is not None else None
        layout = table.layout_decl
        return (spec is not None and spec.timed is not None and obs is not None and layout is not None
                and table.seat is not None and any(a.kind == layout.pass_kind for a in table.legal)
                and spec.timed(obs))

    def start_countdown(self) -> None:
        self.stop_countdown()
        if not self._timed():
            return
        self.left = self.pause_s
        if self.left > 0:
            self.timer.start()
        self._show()

    def stop_countdown(self) -> None:
        self.timer.stop()
        scene = self.table.scene
        if scene is not None and scene.steps is not None:
            scene.steps.set_prompt("")

    def _show(self) -> None:
        scene, spec = self.table.scene, self.spec
        if scene is None or scene.steps is None or spec is None:
            return
        lang = interface_language()
        shown = ", ".join(spec.name_of(card, lang) for card in sorted(self.declarable()))
        text = QCoreApplication.translate("TableWidget", "You may declare: {0}").replace("{0}", shown)
        # why the window is open, unless the steps in view say it (a card just declared)
        told = bool(scene.steps.lines)
        why = spec.window_text(scene.obs or {}, self.table.names) if spec.window_text is not None and not told else ""
        text = f"{why} {text}" if why else text
        if self.timer.isActive():
            left = QCoreApplication.translate("TableWidget", "({0} s, then pass)")
            text += "  " + left.replace("{0}", str(self.left))
        scene.steps.set_prompt(text)

    def _tick(self) -> None:
        self.left -= 1
        if self.left > 0:
            self._show()
            return
        self.timer.stop()
        table, layout = self.table, self.table.layout_decl
        if table.seat is not None and table.adapter is not None and layout is not None:
            passing = next((a for a in table.legal if a.kind == layout.pass_kind), None)
            if passing is not None:
                table.adapter.act(table.seat, passing)
