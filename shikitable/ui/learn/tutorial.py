"""Learn to play: a scenario (session/tutorial.py) played on the real table, with a speech box
over it that points at the cards it talks about.

The tutorial's adapter is the table's own adapter with three changes: play waits while the box
tells something (until Next), the learner's prompt lists only the moves the step wants (so only
they are lit), and any other move is refused with the lesson's words. At the deal's end a
dialog shows the score breakdown and offers a real match against easy bots."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, QUrl, Signal
from PySide6.QtGui import QColor, QKeySequence, QPainter, QPainterPath, QPen, QPolygonF, QShortcut, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QGraphicsPathItem,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from shikitable.ai.base import Bot
from shikitable.core.actions import Action
from shikitable.core.events import Event
from shikitable.session.tutorial import HUMAN, Expect, Scenario, TutorialError, available, card_ids
from shikitable.session.tutorial_run import TutorialRun, make_bots
from shikitable.ui.layouts import layout_for
from shikitable.ui.table.adapter import MatchAdapter
from shikitable.ui.table.arg_chooser import plain_label
from shikitable.ui.table.art import card_art
from shikitable.ui.table.geometry.spots import free_spot
from shikitable.ui.table.table import TableWidget
from shikitable.ui.windows.results import CARD_IMAGE_H, cards_in, season_html
from shikitable.ui.windows.side_panel import SidePanel
from shikitable.ui.words.eventlog import describe, tr

BOX_WIDTH = 430
BOX_WIDTHS = (BOX_WIDTH, 360, 300)  # the speech box narrows to find free felt
ARROW = 16  # how far the box's pointer reaches out of it
RING_COLOUR = QColor("#ff8c1a")
# the lesson's own words round the box (the scenario's words are in each language; so are these)
WORDS = {
    "counter": {"en": "Lesson {0} · Step {1} of {2}", "ja": "レッスン {0}・ステップ {1} / {2}",
                "zh": "第{0}课 · 第{1}步 / 共{2}步"},
    "read": {"en": "The lesson: read the box, then press Next (or Enter).",
             "ja": "レッスン：説明を読んで「次へ」（Enter）を押してください。",
             "zh": "课程：读完说明，再按“下一步”（或 Enter）。"},
    "move": {"en": "The lesson waits for your move: {0}.", "ja": "レッスンはあなたの手を待っています：{0}。",
             "zh": "课程在等你出手：{0}。"},
    "free": {"en": "Play on as you like: the lesson watches.", "ja": "自由に続けてください。",
             "zh": "自由地打下去吧，课程在旁边看着。"},
}


class TutorialAdapter(MatchAdapter):
    """The match adapter, led by a `TutorialRun` (one human at seat 0, the rest bots)."""

    step_changed = Signal()
    refused = Signal(str)  # the lesson's words for a move the step does not want
    finished = Signal(dict, list)  # the deal's record and the scores

    def __init__(self, run: TutorialRun, bots: Mapping[int, Bot], bot_delay_ms: int = 600) -> None:
        super().__init__(run.host, bots, bot_delay_ms, viewer=HUMAN)
        self.run = run
        self._seen = len(run.host.log)

    def next_step(self) -> None:
        """The learner pressed Next on a telling step."""
        if self.run.waiting_to_read():
            self.run.next()
            self.step_changed.emit()
            self.advance()

    def act(self, seat: int, action: Action) -> bool:
        reason = self.run.refusal(action) if seat == HUMAN else None
        if reason is not None:
            self.illegal.emit(seat, reason)
            self.refused.emit(reason)
            return False
        return super().act(seat, action)

    def explain(self, seat: int, action: Action) -> str | None:
        reason = self.run.refusal(action) if seat == HUMAN else None
        return reason if reason is not None else super().explain(seat, action)

    def refusal_text(self, reason: str, language: str) -> str:
        """The lesson's own words are shown as written (they are in the learner's language and
        name cards as the table does); only the engine's sentences are translated."""
        return reason if reason in self.run.refusals() else super().refusal_text(reason, language)

    def _after(self, events: Sequence[Event]) -> None:
        if len(self.host.log) > self._seen:
            self._seen = len(self.host.log)
            seat, action = self.host.log[-1]
            before = self.run.index
            self.run.moved(seat, action, events)
            if self.run.finished:
                record = self.run.record or {}
                scores = next((list(e.data.get("scores", [])) for e in events if e.kind == "season_end"), [])
                self.paused = True  # the lesson ends with this deal: nothing moves behind the dialog
                self.step_changed.emit()
                self.finished.emit(record, scores)
                return
            if self.run.index != before or (seat == HUMAN and self.run.played_freely == 1):
                self.step_changed.emit()
        super()._after(events)

    def advance(self) -> None:
        """As the table's, but the bots wait while the box tells something, and the learner is
        offered only the step's moves (a pass the lesson is not about is made for them)."""
        if self.paused or self.closed or self.holding or self.run.waiting_to_read() or self.run.finished:
            return
        waiting = self.host.to_act()
        for seat in waiting:
            if seat in self.bots and seat not in self._thinking:
                self._start_bot(seat)
        if HUMAN not in waiting or self.prompted == HUMAN or self._auto_pending == HUMAN:
            return
        legal = list(self.host.legal_actions(HUMAN))
        auto = self.run.automatic(legal)
        if auto is not None:
            self._auto_pending = HUMAN
            QTimer.singleShot(0, self, lambda: self._auto_act(HUMAN, auto))
            return
        self.prompted = HUMAN
        self.prompt.emit(HUMAN, self.run.wanted(legal))


class SpeechBox(QFrame):
    """The lesson's words over the table, with a pointer towards the cards they are about."""

    next_pressed = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("speechBox")
        self.setStyleSheet(
            "#speechBox { background: #fffbea; border: 2px solid #ff8c1a; border-radius: 10px; }"
            "QLabel { color: #222; font-size: 15px; }"
        )
        self.counter = QLabel()
        self.counter.setStyleSheet("color: #8a5a00; font-size: 12px; font-weight: bold;")
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.PlainText)
        self.note = QLabel()  # a refused move's lesson, in red, under the text
        self.note.setWordWrap(True)
        self.note.setStyleSheet("color: #c0392b; font-size: 14px; font-weight: bold;")
        self.note.hide()
        self.next_button = QPushButton()
        self.next_button.clicked.connect(self.next_pressed)
        column = QVBoxLayout(self)
        column.setContentsMargins(14, 10, 14, 10)
        column.addWidget(self.counter)
        column.addWidget(self.text)
        column.addWidget(self.note)
        self.next_row = QWidget()  # hidden as a whole while a step asks for a move
        row = QHBoxLayout(self.next_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addStretch()
        row.addWidget(self.next_button)
        column.addWidget(self.next_row)
        column.addStretch()  # any spare height goes below the words, not between them
        self._last_height = 0
        self.target: QPointF | None = None  # where the pointer points, in the parent's coordinates
        self.setFixedWidth(BOX_WIDTH)
        self.retranslate()

    def retranslate(self) -> None:
        self.next_button.setText(self.tr("Next ▶"))

    def show_step(self, counter: str, text: str, needs_next: bool) -> None:
        self.counter.setText(counter)
        self.text.setText(text)
        self.note.hide()
        self.next_row.setVisible(needs_next)
        self._fit()
        self.show()
        self.raise_()
        if needs_next:
            self.next_button.setFocus()

    def warn(self, text: str) -> None:
        self.note.setText(text)
        self.note.show()
        self._fit()
        if self.target is not None or self.isVisible():
            self.move(self.x(), max(4, self.y() - (self.height() - self._last_height)))

    def _fit(self) -> None:
        """As tall as the wrapped words need (a label's size hint ignores the wrapping)."""
        layout = self.layout()
        self._last_height = self.height()
        if layout is not None:
            layout.invalidate()  # a Next button just hidden or shown changes what is needed
            self.setFixedHeight(self.height_for(self.width()))

    def height_for(self, width: int) -> int:
        """The box's height at `width`: its words wrapped to it."""
        layout = self.layout()
        return max(60, layout.totalHeightForWidth(width)) if layout is not None else 60

    def set_width(self, width: int) -> None:
        if width != self.width():
            self.setFixedWidth(width)
            self._fit()

    def point_at(self, target: QRectF | None, spot: QRectF, avoid: QRectF | None = None) -> None:
        """Stand at `spot` (beside the target, the window worked it out) and point at the
        target's nearest side, past `avoid` (the action bar) where the target reaches beside it;
        with no target, no pointer."""
        self.move(round(spot.left()), round(spot.top()))
        if target is None:
            self.target = None
            return
        box = QRectF(spot.left(), spot.top(), self.width(), self.height())
        if target.bottom() <= box.top() or target.top() >= box.bottom():
            x = min(max(box.center().x(), target.left() + 6), target.right() - 6)
            between = QRectF(QPointF(target.left(), min(box.bottom(), target.bottom())),
                             QPointF(target.right(), max(box.top(), target.top())))
            if avoid is not None and avoid.intersects(between) and avoid.left() <= x <= avoid.right():
                beside = [v for v in (avoid.left() - 12, avoid.right() + 12)
                          if target.left() + 6 <= v <= target.right() - 6]
                x = min(beside, key=lambda v: abs(v - x), default=x)
            self.target = QPointF(x, target.bottom() if target.bottom() <= box.top() else target.top())
        elif target.right() <= box.left():
            self.target = QPointF(target.right(), min(max(box.center().y(), target.top() + 6), target.bottom() - 6))
        else:
            self.target = QPointF(target.left(), min(max(box.center().y(), target.top() + 6), target.bottom() - 6))
        parent = self.parentWidget()
        if parent is not None:
            parent.update()


class PointerLayer(QWidget):
    """A see-through layer over the table that draws the box's pointer (a triangle from the
    box's edge to the cards); clicks pass through it."""

    def __init__(self, parent: QWidget, box: SpeechBox) -> None:
        super().__init__(parent)
        self.box = box
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)

    def paintEvent(self, event: object) -> None:  # noqa: N802 (Qt API)
        target = self.box.target
        if target is None or not self.box.isVisible():
            return
        box = QRectF(self.box.geometry())
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(RING_COLOUR, 2))
        painter.setBrush(QColor("#fffbea"))
        painter.drawPolygon(pointer_triangle(box, target))
        painter.end()


def pointer_triangle(box: QRectF, target: QPointF) -> QPolygonF:
    """The pointer: a triangle from the box's side facing the target to just short of it."""
    if target.y() >= box.bottom() or target.y() <= box.top():
        below = target.y() >= box.bottom()
        edge = box.bottom() - 1 if below else box.top() + 1
        base = min(max(target.x(), box.left() + 30), box.right() - 30)
        tip = QPointF(target.x(), target.y() - 4 if below else target.y() + 4)
        return QPolygonF([QPointF(base - 10, edge), QPointF(base + 10, edge), tip])
    right = target.x() >= box.right()
    edge = box.right() - 1 if right else box.left() + 1
    base = min(max(target.y(), box.top() + 20), box.bottom() - 20)
    tip = QPointF(target.x() - 4 if right else target.x() + 4, target.y())
    return QPolygonF([QPointF(edge, base - 10), QPointF(edge, base + 10), tip])


class TutorialWindow(QMainWindow):
    """One lesson: the table, the speech box, and at the end the score and a real match."""

    play_match = Signal(str)  # the game id: the learner wants a real match against easy bots
    closed = Signal()

    def __init__(
        self, scenario: Scenario, lang: str, bot_delay_ms: int = 700, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.scenario = scenario
        self.lang = lang
        self.run = TutorialRun(scenario, lang)
        self.setWindowTitle(scenario.title[lang])
        self.resize(1024, 700)
        self.table = TableWidget()
        self.panel = SidePanel()  # the scores and the log, as at the main table
        self.panel.title.setText(scenario.title[lang])
        splitter = QSplitter()
        splitter.addWidget(self.table)
        splitter.addWidget(self.panel)
        splitter.setStretchFactor(0, 1)
        splitter.setSizes([800, 224])
        self.setCentralWidget(splitter)
        self.adapter = TutorialAdapter(self.run, make_bots(scenario), bot_delay_ms)
        self.adapter.setParent(self)
        self.layout_decl = layout_for(scenario.game_id)
        self.names = scenario.seat_names(lang)
        self.table.bind(self.adapter, self.layout_decl, self.run.game, self.names, 1.0)
        self.table.banner_words = self.lesson_status
        self.adapter.observation_ready.connect(lambda _viewer, obs: self.panel.show_scores(self.names, obs))
        self.adapter.events_ready.connect(self._log_events)
        self.box = SpeechBox(self.table.view)
        # on the viewport (the view has no frame: the same pixels), with the action bar: a pointer
        # that must cross the bar passes under its buttons
        self.pointer = PointerLayer(self.table.view.viewport(), self.box)
        self.ring = QGraphicsPathItem()
        self.ring.setPen(QPen(RING_COLOUR, 5))
        self.ring.setZValue(10_000)
        self.ring.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.end_dialog: TutorialEnd | None = None
        self.box_target: QRectF | None = None
        self.box.next_pressed.connect(self.adapter.next_step)
        self.adapter.step_changed.connect(self.show_step)
        self.adapter.refused.connect(self.box.warn)
        self.adapter.observation_ready.connect(lambda _viewer, _obs: QTimer.singleShot(0, self._place_box))
        self.adapter.finished.connect(self._on_finished)
        for key, slot in (("Ctrl+T", self.table.suggest_moves), ("Return", self.table.play_obvious),
                          ("Enter", self.table.play_obvious)):
            QShortcut(QKeySequence(key), self, slot)  # as at the main table: a hint, Enter plays
        self.adapter.start()
        self.show_step()

    # --- the box ------------------------------------------------------------------------

    def step_counter(self) -> str:
        """"Lesson 2 · Step 3 of 8": the lesson (the game's place among the lessons) and the step in it."""
        total = len(self.scenario.steps)
        shown = min(self.run.index + 1, total)
        games = available()
        lesson = games.index(self.scenario.game_id) + 1 if self.scenario.game_id in games else 1
        return WORDS["counter"][self.lang].replace("{0}", str(lesson)).replace("{1}", str(shown)) \
            .replace("{2}", str(total))

    def lesson_status(self) -> str | None:
        """What the lesson waits for, for the line above the learner's plate (None: the table's own)."""
        run = self.run
        step = run.step
        if run.finished or step is None:
            return None
        if run.waiting_to_read():
            return WORDS["read"][self.lang]
        if step.free:
            return WORDS["free"][self.lang] if not run.played_freely else None
        wanted = "; ".join(self._expect_words(e) for e in step.expect[:2])
        return WORDS["move"][self.lang].replace("{0}", wanted) if wanted else None

    def _expect_words(self, expect: Expect) -> str:
        """A wanted move in words: its button's label and the cards it names ("Play 黒無")."""
        labels = {b.kind: plain_label(b, tr) for b in self.layout_decl.buttons}  # as the buttons say it
        kinds = [labels.get(k, k.capitalize()) for k in expect.kinds]
        label = " / ".join(dict.fromkeys(kinds))
        try:  # the cards as the table names them in the learner's language ("red Rook 2", 红弓)
            named = [self.run.game.card_name(c, self.lang) for c in card_ids(self.run.game, expect.cards, set())]
        except TutorialError:
            named = list(expect.cards)
        return " ".join(part for part in (label, ", ".join(named) if self.lang == "en" else " ".join(named)) if part)

    def _log_events(self, _viewer: object, events: list[dict[str, Any]]) -> None:
        for event in events:
            line = describe(self.layout_decl, self.run.game, event, self.names, self.lang)
            if line:
                self.panel.add_log(line)

    def show_step(self) -> None:
        step = self.run.step
        if self.run.finished or (step is not None and step.free and self.run.played_freely):
            # free play: once the learner has made a move the words are read; the table is theirs
            self.box.hide()
            self._ring_cards([])
            self.table.refresh_banner()
            return
        self.box.show_step(self.step_counter(), self.run.text(), self.run.waiting_to_read())
        self.table.refresh_banner()
        self._place_box()

    def pointed_items(self, on_table: bool = False) -> list[Any]:
        """The card items the step talks about (each name matched once, in the named zone);
        `on_table`: those it rings on the table besides."""
        step = self.run.step
        scene = self.table.scene
        if step is None or scene is None:
            return []
        wanted = list(step.point_table if on_table else step.point)
        zone = "table" if on_table else step.zone
        found = []
        for item in sorted(scene.cards.values(), key=lambda i: i.pos().x()):
            if not wanted:
                break
            if item.card is None or not (item.showing_face or item.face_up_target):
                continue
            if zone == "hand" and item.target_zone != "hand":
                continue
            if zone == "table" and item.target_zone == "hand":
                continue
            names = {self.run.game.card_name(item.card, "en"), self.run.game.card_name(item.card, "ja")}
            match = next((name for name in wanted if name in names), None)
            if match is not None:
                wanted.remove(match)
                found.append(item)
        return found

    def _ring_cards(self, items: Sequence[Any]) -> None:
        scene = self.table.scene
        if scene is None:
            return
        if self.ring.scene() is not scene:
            if self.ring.scene() is not None:
                self.ring.scene().removeItem(self.ring)
            scene.addItem(self.ring)
        path = QPainterPath()
        for item in items:
            rect = item.mapRectToScene(item.boundingRect())
            if item.target is not None:  # where it is going, not where an animation has it now
                width, height = rect.width(), rect.height()
                scale = item.target.scale / max(item.scale(), 1e-6)
                rect = QRectF(0, 0, width * scale, height * scale)
                rect.moveCenter(item.target.center)
            path.addRoundedRect(rect.adjusted(-3, -3, 3, 3), 8, 8)
        self.ring.setPath(path.simplified())  # one outline round cards that overlap

    def _place_box(self) -> None:
        if self.run.finished or not self.box.isVisible():
            return
        items = self.pointed_items()
        self._ring_cards(items)
        view = self.table.view
        area = QRectF(view.viewport().rect())
        self.pointer.setGeometry(view.viewport().rect())
        # the box points at the step's own cards; cards on the table are ringed as well
        target = QRectF(view.mapFromScene(self.ring.path().boundingRect()).boundingRect()) if items else None
        self._ring_cards(items + self.pointed_items(on_table=True))
        self.box_target = target  # what the box points at (the view's pixels), for the tests
        bar = QRectF(self.table.action_bar.geometry()) if self.table.action_bar.isVisible() else None
        self.box.point_at(target, self.box_spot(target, area), bar)
        self.pointer.raise_()
        self.table.action_bar.raise_()
        self.box.raise_()
        self.pointer.update()

    def box_spot(self, target: QRectF | None, area: QRectF) -> QRectF:
        """Where the speech box stands (the view's pixels): beside its target, never on it nor on
        the action bar; on free felt if there is any, else over as little as may be covered (the
        other seats' cards first, then the rest) - never the learner's hand or the centre panel."""
        view, scene = self.table.view, self.table.scene
        keep: list[QRectF] = []  # never covered
        if target is not None:
            keep.append(target.adjusted(-ARROW - 6, -ARROW - 6, ARROW + 6, ARROW + 6))
        if self.table.action_bar.isVisible():
            keep.append(QRectF(self.table.action_bar.geometry()).adjusted(-4, -4, 4, 4))
        rather: list[QRectF] = []  # left in view if the box can stand elsewhere
        everything: list[QRectF] = []
        if scene is not None and scene.laid is not None:
            laid = scene.laid
            everything = [QRectF(view.mapFromScene(r).boundingRect()) for r in scene.occupied()]
            hand = scene.viewer_hand_rect()
            rather = [QRectF(view.mapFromScene(r).boundingRect()) for r in
                      [*laid.panels.values(), *laid.plates.values(), *([hand] if hand else [])]
                      if not r.isEmpty()]
        anchor = target.center() if target is not None else QPointF(area.center().x(), area.top())
        room = area.adjusted(6, 6, -6, -6)
        for taken in ([*keep, *everything], [*keep, *rather], keep):
            for width in BOX_WIDTHS:  # narrower (and taller) before covering more
                spot = free_spot(width, self.box.height_for(width), anchor, room, taken)
                if spot is not None:
                    self.box.set_width(width)
                    return spot
        self.box.set_width(BOX_WIDTHS[0])
        return QRectF(room.left(), room.top(), self.box.width(), self.box.height())

    def resizeEvent(self, event: Any) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        QTimer.singleShot(0, self._place_box)

    # --- the end ------------------------------------------------------------------------

    def _on_finished(self, record: dict[str, Any], scores: list[int]) -> None:
        self.show_step()
        text = season_html(self.layout_decl, self.run.game, record, self.names, scores, self.lang)
        art = card_art(self.layout_decl.art.folder)
        images = {
            card: art.pixmap(self.layout_decl.art.file_of(card), CARD_IMAGE_H, self.layout_decl.art.aspect)
            for card in cards_in(record)
        }
        self.end_dialog = TutorialEnd(self.run.text(), text, images, self)
        self.end_dialog.play.connect(self._play_real)
        self.end_dialog.open()

    def _play_real(self) -> None:
        self.play_match.emit(self.scenario.game_id)
        self.close()

    def closeEvent(self, event: Any) -> None:  # noqa: N802 (Qt API)
        self.adapter.close()
        self.closed.emit()
        super().closeEvent(event)


class TutorialEnd(QDialog):
    """The lesson's last words, the deal's full scoring, and the way on: a real match."""

    play = Signal()

    def __init__(self, lesson: str, scoring_html: str, images: Mapping[int, Any], parent: QWidget) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Well played!"))
        self.resize(640, 560)
        self.view = QTextBrowser()
        document = self.view.document()
        for card, pixmap in images.items():
            document.addResource(QTextDocument.ResourceType.ImageResource.value, QUrl(f"card:{card}"), pixmap)
        from html import escape

        self.view.setHtml(f"<p style='font-size:15px'>{escape(lesson)}</p><hr>{scoring_html}")
        self.play_button = QPushButton(self.tr("Play a real match against easy bots"))
        self.play_button.setDefault(True)
        self.play_button.clicked.connect(self._play)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.reject)
        column = QVBoxLayout(self)
        column.addWidget(self.view)
        row = QHBoxLayout()
        row.addStretch()
        row.addWidget(close)
        row.addWidget(self.play_button)
        column.addLayout(row)

    def _play(self) -> None:
        self.play.emit()
        self.accept()
