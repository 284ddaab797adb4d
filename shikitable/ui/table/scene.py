"""The table scene: shows one observation at a time and animates the change from the previous
one. Cards are followed by their id, so a card seen before moves from where it lay; a card
that comes into view starts face down where it came from (the stock, or its owner's hand)
and turns over on the way. Which zones exist comes from the layout declaration."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from shikitable.ui import pyside_guard  # noqa: F401  (PySide6 6.12 on Python 3.11: see the module)
from shikitable.ui.layouts import TableLayout
from shikitable.ui.layouts.base import QT_TRANSLATE_NOOP
from shikitable.ui.table.announce import Announcer
from shikitable.ui.table.art import card_art
from shikitable.ui.table.cards import CARD_HEIGHT, CardItem, Key, Placement
from shikitable.ui.table.geometry import Label, Layouted, compute
from shikitable.ui.table.geometry.spots import placement_rect
from shikitable.ui.table.mahjong_centre import CentrePanel, centre_facts
from shikitable.ui.table.pictures import PictureLayer
from shikitable.ui.table.slots import SlotLayer, seat_tint
from shikitable.ui.table.steps import StepPanel
from shikitable.ui.table.sticks import StickPile
from shikitable.ui.windows.results import dealer_tip
from shikitable.ui.windows.theme import current as current_theme
from shikitable.ui.words.mahjong_words import is_tiles, seat_wind, shout, wind_word, words_for

MOVE_MS = 420
WIND_MARKS = (  # a seat's wind on its plate, one letter or glyph
    QT_TRANSLATE_NOOP("shikitable", "E"),
    QT_TRANSLATE_NOOP("shikitable", "S"),
    QT_TRANSLATE_NOOP("shikitable", "W"),
    QT_TRANSLATE_NOOP("shikitable", "N"),
)
DEAL_STAGGER_MS = 45
EVENT_STAGGER_MS = 160
SELECT_MS = 110


class SeatPlate(QGraphicsItem):
    """Name, score, card count and markers of one seat."""

    def __init__(self) -> None:
        super().__init__()
        self.name = ""
        self.lines: list[str] = []
        self.active = False
        self.viewer = False
        self.size = (200.0, 50.0)
        self.reserve = 0.0  # room kept free at the right end (picture cards lie there) ...
        self.reserve_left = 0.0  # ... and at the left end
        self.tint = QColor(255, 255, 255)  # the seat's tint (ui/table/slots.py): its plate's edge and its zones' slots
        self.badge = ""  # a mahjong seat's wind (東 / E), in a disc before the name; gold for the dealer
        self.badge_gold = False
        self.type_scale = 1.0  # the table's (TableScene.type_scale): a narrow plate's words grow with it
        self.setZValue(20)
        # drawn once into a picture and copied while cards move over it (its text changes rarely)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        w, h = self.size
        return QRectF(0, 0, w, h)

    def set_rect(self, rect: QRectF) -> None:
        if (rect.width(), rect.height()) != self.size:
            self.prepareGeometryChange()
            self.size = (rect.width(), rect.height())
        self.setPos(rect.topLeft())

    def set_text(self, name: str, lines: list[str], active: bool, viewer: bool) -> None:
        if (name, lines, active, viewer) != (self.name, self.lines, self.active, self.viewer):
            self.name, self.lines, self.active, self.viewer = name, lines, active, viewer
            self.update()

    def set_badge(self, badge: str, gold: bool) -> None:
        if (badge, gold) != (self.badge, self.badge_gold):
            self.badge, self.badge_gold = badge, gold
            self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, h = self.size
        rect = QRectF(1.5, 1.5, w - 3, h - 3)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        edge = QColor(self.tint)
        edge.setAlpha(170)
        painter.setPen(QPen(QColor("#ffd54a") if self.active else edge, 3 if self.active else 1.5))
        theme = current_theme()
        painter.setBrush(QColor(theme.plate_own if self.viewer else theme.plate))
        painter.drawRoundedRect(rect, 8, 8)
        font = QFont(painter.font())
        usual = max(40.0, w * 0.25)  # a plate's usual height for its width (geometry.plate_size)
        tall = h > 1.2 * usual  # a plate made taller: the marks wrap onto more lines
        # the usual plate's type sizes; a tall (narrow) plate's grow with the window as the table's words do
        row = min(h, usual * self.type_scale) if tall else h
        font.setPixelSize(max(12, round(row * 0.34)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor(theme.plate_text))
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        side = self.reserve + self.reserve_left  # room kept for picture cards at an end
        badge = self._paint_badge(painter, row) if self.badge else 0.0
        painter.setFont(font)
        painter.setPen(QColor(theme.plate_text))
        painter.drawText(QRectF(9.5 + self.reserve_left + badge, 2.5, w - 15 - side - badge, row / 2 - 1), flags,
                         self._elided(painter, self.name, w - 16 - side - badge))
        font.setBold(False)
        font.setPixelSize(max(11, round(row * 0.27)))
        painter.setFont(font)
        painter.setPen(QColor(theme.plate_marks))
        if not tall:
            joined = "  ".join(self.lines)
            room = w - 20 - side  # a little short of the plate's edge: eliding counts the glyphs' overhang
            while font.pixelSize() > 10 and painter.fontMetrics().horizontalAdvance(joined) > room:
                font.setPixelSize(font.pixelSize() - 1)  # a long line of marks: smaller before it is cut
                painter.setFont(font)
            fits = painter.fontMetrics().horizontalAdvance(joined) <= room
            rows = [joined] if fits else self._wrapped(painter, self.lines, room)
            if len(rows) == 2:  # still too long: two short lines under the name
                line_h = (h / 2 - 3) / 2
                for index, text in enumerate(rows):
                    painter.drawText(QRectF(9.5 + self.reserve_left, h / 2 - 1 + index * line_h, w - 15 - side,
                                            line_h), flags, self._elided(painter, text, w - 14 - side))
                return
            text = self._elided(painter, joined, w - 14 - side)
            painter.drawText(rect.adjusted(8 + self.reserve_left, h / 2 - 2, -6, -2), flags, text)
            return
        while True:  # the marks smaller (to 11 px) before any is cut short
            line_h = min(float(painter.fontMetrics().height()), font.pixelSize() * 1.3)  # CJK fonts set lines wide
            rows = self._wrapped(painter, self.lines, w - 14 - side)
            fit = max(1, int((h - row / 2 - 3) // line_h))
            if len(rows) <= fit or font.pixelSize() <= 11:
                break
            font.setPixelSize(font.pixelSize() - 1)
            painter.setFont(font)
        if len(rows) > fit:  # what does not fit ends the last line, cut short
            rows = [*rows[: fit - 1], "  ".join(rows[fit - 1:])]
        for index, text in enumerate(rows):
            top = row / 2 + index * line_h
            painter.drawText(QRectF(9.5 + self.reserve_left, top, w - 15 - side, line_h), flags,
                             self._elided(painter, text, w - 14 - side))

    def _paint_badge(self, painter: QPainter, row: float) -> float:
        """The seat's wind in a disc before its name; returns the room it takes."""
        size = max(14.0, row / 2 - 2)
        disc = QRectF(8.5 + self.reserve_left, 2.5 + (row / 2 - 1 - size) / 2, size, size)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#ffd54a") if self.badge_gold else QColor("#e8eee9"))
        painter.drawEllipse(disc)
        font = QFont(painter.font())
        font.setPixelSize(max(9, round(size * 0.62)))
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(QColor("#7a1f12") if self.badge_gold else QColor("#173b2a"))
        painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, self.badge)
        return size + 5

    def name_px(self) -> int:
        """The name's type size (as `paint` sets it)."""
        w, h = self.size
        usual = max(40.0, w * 0.25)
        row = min(h, usual * self.type_scale) if h > 1.2 * usual else h
        return max(12, round(row * 0.34))

    def clipped_texts(self) -> list[str]:
        """The texts `paint` must cut short: the name, and the marks' line on a usual plate (a
        tall plate wraps its marks)."""
        w, h = self.size
        font = QFont()
        font.setPixelSize(self.name_px())
        font.setBold(True)
        room = w - 16 - self.reserve - self.reserve_left
        cut = [self.name] if QFontMetricsF(font).horizontalAdvance(self.name) > room else []
        usual = max(40.0, w * 0.25)
        if h <= 1.2 * usual:
            font.setBold(False)
            font.setPixelSize(min(10, max(11, round(h * 0.27))))  # as small as `paint` lets it get
            metrics = QFontMetricsF(font)
            room -= 4  # as `paint` leaves for the marks
            line = "  ".join(self.lines)
            if metrics.horizontalAdvance(line) > room + 2:  # then two lines, each mark kept whole
                rows: list[str] = []
                for word in self.lines:
                    joined = f"{rows[-1]}  {word}" if rows else word
                    if rows and metrics.horizontalAdvance(joined) <= room + 2:
                        rows[-1] = joined
                    else:
                        rows.append(word)
                if len(rows) > 2 or any(metrics.horizontalAdvance(r) > room + 2 for r in rows):
                    cut.append(line)
        return cut

    @staticmethod
    def _wrapped(painter: QPainter, words: list[str], width: float) -> list[str]:
        """The marks on as few lines as fit the width, each mark kept whole, unless it is wider
        than a line by itself: then it breaks between its words ("Void:" over "characters")
        rather than lose its end."""
        metrics = painter.fontMetrics()
        pieces: list[str] = []
        for word in words:
            if metrics.horizontalAdvance(word) <= width or " " not in word:
                pieces.append(word)
                continue
            broken: list[str] = []
            for part in word.split(" "):
                joined = f"{broken[-1]} {part}" if broken else part
                if broken and metrics.horizontalAdvance(joined) <= width:
                    broken[-1] = joined
                else:
                    broken.append(part)
            pieces += broken
        rows: list[str] = []
        for word in pieces:
            joined = f"{rows[-1]}  {word}" if rows else word
            if rows and metrics.horizontalAdvance(joined) <= width:
                rows[-1] = joined
            else:
                rows.append(word)
        return rows

    @staticmethod
    def _elided(painter: QPainter, text: str, width: float) -> str:
        return painter.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, round(width))


class TableScene(QGraphicsScene):
    card_clicked = Signal(int)
    card_double_clicked = Signal(int)
    picture_clicked = Signal(str)  # a picture card (layout.pictures) of the viewer's
    picture_double_clicked = Signal(str)

    def __init__(self, layout: TableLayout, names: Sequence[str], bottom: int, factor: float = 1.0) -> None:
        super().__init__()
        self.size = (1400.0, 880.0)
        self.setSceneRect(0, 0, *self.size)
        self.laid: Layouted | None = None
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)  # cards move all the time
        self.layout = layout
        self.names = list(names)
        self.bottom = bottom
        self.factor = factor
        self.art = card_art(layout.art.folder)
        self.cards: dict[Key, CardItem] = {}
        self.obs: dict[str, Any] | None = None
        self.revealed: dict[int, list[int]] = {}
        self.revealed_names: dict[int, str] = {}  # a shown hand's name, when the event gives one
        self.name_items: dict[int, QGraphicsSimpleTextItem] = {}
        self.piles: dict[str, StickPile] = {}
        self.selected: set[int] = set()
        self.playable: set[int] = set()
        self.suggested: set[int] = set()  # the hint's cards, lit in the hand while the prompt lasts
        self.interactive = False
        self.held = False
        self._pending: tuple[dict[str, Any], list[dict[str, Any]]] | None = None
        self.plates: dict[int, SeatPlate] = {}
        self.labels: dict[str, QGraphicsSimpleTextItem] = {}
        self.slot_layer = SlotLayer(self)  # the outlines round named seat zones, in the seat's tint
        self._label_texts: dict[str, tuple[int, str, float]] = {}  # what each label was last set to
        self._warmed: set[int] = set()
        self._warm_queue: list[tuple[str, int]] = []
        self._warm_timer = QTimer(self)
        self._warm_timer.setInterval(0)
        self._warm_timer.timeout.connect(self._warm_one)
        self.turn_text = QGraphicsTextItem()
        self.turn_text.setDefaultTextColor(QColor(current_theme().cloth_text))
        font = QFont()
        font.setPixelSize(16)
        self.turn_text.setFont(font)
        self.turn_text.setZValue(30)
        self.addItem(self.turn_text)
        self.tiles = is_tiles(layout)  # a mahjong table: winds, the centre panel, calls announced
        self.panel: CentrePanel | None = None
        self.announcer = Announcer(self)
        self.latest_discard: int | None = None  # marked in its river until the next discard
        self.pictures: PictureLayer | None = None  # a second kind of card, as pictures by the plates
        self.steps: StepPanel | None = None  # a resolution, step by step, over the centre
        if layout.pictures is not None:
            self.pictures = PictureLayer(self, layout.pictures)
            self.pictures.connect(self.picture_clicked.emit, self.picture_double_clicked.emit)
            self.steps = StepPanel(self.pictures.art, layout.pictures, factor)
            self.addItem(self.steps)
            self.steps.card_arrives.connect(self._fly_in)
            self.steps.visibleChanged.connect(self._share_centre)

    # --- what to show -----------------------------------------------------------------

    def show_observation(self, obs: dict[str, Any], incoming: Sequence[Mapping[str, Any]] = ()) -> None:
        """Move to `obs`, animating what `events` did. At a season's end the final table stays
        (the winner's hand turned up) until `release()`, so players can read it."""
        events: list[dict[str, Any]] = [dict(e) for e in incoming]
        self._feed_steps(events)
        if self.held:
            assert self._pending is not None
            self._pending = (obs, self._pending[1] + events)
            return
        kinds = [e.get("kind") for e in events]
        if "season_end" in kinds and self.obs is not None:
            cut = kinds.index("season_end") + 1
            for event in events[:cut]:
                key = self.layout.reveal_events.get(str(event.get("kind")))
                if key and isinstance(event.get("seat"), int) and isinstance(event.get(key), list):
                    self.revealed[event["seat"]] = list(event[key])
                    name = event.get(f"name_{_language()}")
                    if isinstance(name, str):
                        self.revealed_names[event["seat"]] = name
            ended = events[cut - 1]
            record = ended.get("record") or {}
            final = dict(self.obs)  # the season's last table, with the scores it ended on
            if isinstance(ended.get("scores"), list):
                final["scores"] = list(ended["scores"])
            if isinstance(record.get("points"), list):
                final["season_points"] = list(record["points"])
            final["to_act"] = []
            self._apply(final, events[:cut], reset=False)
            self.held = True
            self._pending = (obs, events[cut:])
            return
        reset = self.obs is None or any(k in self.layout.reset_events for k in kinds)
        self._apply(obs, events, reset)

    def release(self) -> None:
        """Leave the end-of-season table and show what has happened since."""
        if not self.held or self._pending is None:
            return
        obs, events = self._pending
        self.held = False
        self._pending = None
        reset = any(e.get("kind") in self.layout.reset_events for e in events)
        if reset:
            self.revealed = {}  # at the match's end the winning hand stays turned up
            self.revealed_names = {}
        self._apply(obs, events, reset)

    def set_input(self, selected: set[int], playable: set[int], interactive: bool) -> None:
        self.selected, self.playable, self.interactive = set(selected), set(playable), interactive
        if not interactive:
            self.suggested = set()  # the prompt is over: so is its hint
        if self.obs is not None and not self.held:
            self._apply(self.obs, [], reset=False, duration=round(SELECT_MS * min(self.factor, 1.0)))

    focused: int | None = None  # the card under the keyboard cursor (shikitable/ui/table/keyboard.py)

    def set_focused(self, card: int | None) -> None:
        self.focused = card
        for key, item in self.cards.items():
            if item.focused != (key == card):
                item.focused = key == card
                item.update()

    def set_size(self, width: float, height: float) -> None:
        """The view's size changed: the table takes the new room and everything is laid out again."""
        width, height = max(320.0, width), max(240.0, height)
        if (width, height) == self.size:
            return
        self.size = (width, height)
        self.setSceneRect(0, 0, width, height)
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)  # the view keeps it as a picture
        if self.obs is not None:  # also while a season's end is held: the same table, new room
            self._apply(self.obs, [], reset=False, duration=0)

    def warm(self, ratio: float = 1.0) -> None:
        """Render the art at every card height on the table, one card per pass of the event loop,
        so no frame has to wait for an SVG to be rendered mid-game."""
        if self.laid is None:
            return
        heights = {round(CARD_HEIGHT * p.scale * ratio) for p in self.laid.placements.values()} - self._warmed
        if not heights:
            return
        self._warmed |= heights
        deck = self.layout.art
        files = sorted({deck.file_of(c) for c in range(deck.card_count)} | {deck.back})
        self._warm_queue.extend((name, height) for height in sorted(heights) for name in files)
        if not self._warm_timer.isActive():
            self._warm_timer.start()

    def _warm_one(self) -> None:
        if not self._warm_queue:
            self._warm_timer.stop()
            return
        name, height = self._warm_queue.pop()
        self.art.pixmap(name, height, self.layout.art.aspect)

    def set_factor(self, factor: float) -> None:
        self.factor = factor
        if self.steps is not None:
            self.steps.factor = factor

    # --- reconciling ------------------------------------------------------------------

    def _apply(
        self, obs: dict[str, Any], events: Sequence[Mapping[str, Any]], reset: bool, duration: int | None = None
    ) -> None:
        viewer = obs.get("seat")
        switched = self.obs is not None and self.obs.get("seat") != viewer
        if viewer is not None:
            self.bottom = viewer
        self.obs = obs
        move = round(MOVE_MS * self.factor) if duration is None else duration
        if switched:
            move = 0  # a new viewer: nothing of the old viewer's hand may be seen on the move
            if self.steps is not None:
                self.steps.forget_private()
        players = int(obs.get("players", len(self.names)))
        laid = compute(
            self.layout, obs, self.bottom, self.revealed, self.selected, self.playable, self.interactive, self.size
        )
        self.laid = laid
        stock_point = self._stock_point(laid)
        rank = _seat_ranks(events)
        last_seat = next((e["seat"] for e in reversed(events) if isinstance(e.get("seat"), int)), None)
        # cards an event says a seat played come into view from that seat's hand (a road, a pile)
        played_by = {
            c: e["seat"]
            for e in events
            if isinstance(e.get("seat"), int)
            for c in e.get("cards") or []
            if isinstance(c, int)
        }

        if reset and not switched:
            for leaving in self.cards.values():
                leaving.fly_away(stock_point, move)
            self.cards = {}
            self.latest_discard = None
        if self.tiles:
            for event in events:
                if event.get("kind") == "discard" and isinstance(event.get("card"), int):
                    self.latest_discard = event["card"]
        for key in [k for k in self.cards if k not in laid.placements]:
            gone = self.cards.pop(key)
            was_hand = gone.target_zone == "hand"
            if move == 0 or was_hand or not gone.face_up_target:
                gone.fly_away(stock_point, 0)
            else:
                sink = stock_point if last_seat not in laid.boxes else laid.boxes[last_seat].edge_point
                gone.fly_away(sink, move)

        marked = obs.get(self.layout.highlight_key) if self.layout.highlight_key else None
        for index, (key, target) in enumerate(laid.placements.items()):
            zone, seat = laid.origin[key]
            item = self.cards.get(key)
            delay = 0 if move == 0 else round(rank.get(seat, 0) * EVENT_STAGGER_MS * self.factor)
            if item is None:
                item = self._new_card(key)
                if reset and move:
                    delay = round(index * DEAL_STAGGER_MS * self.factor)
                came_from = played_by.get(key, seat) if seat < 0 and isinstance(key, int) else seat
                start = self._origin(key, zone, came_from, target, stock_point, laid, reset)
                item.place(start, 0)
                item.place(target, move, delay)
            elif item.target != target:
                item.place(target, move, delay)
            item.target = target
            item.target_zone = zone
            card = key if isinstance(key, int) else None
            prompting = self.interactive and zone == "hand" and seat == viewer
            flags = (
                card is not None and card in self.selected,
                prompting and card in self.playable,
                prompting and card not in self.playable,
                card is not None and (card == marked or (card == self.latest_discard and zone == "river")),
            )
            hinted = prompting and card in self.suggested
            aside = bool(card is not None and zone == "hand" and seat == viewer and self.layout.set_aside
                         and self.layout.set_aside(obs, card))  # 四川's void suit, marked in the hand
            if flags != (item.selected, item.playable, item.dimmed, item.marked) or (hinted, aside) != (
                    item.suggested, item.set_aside):
                item.selected, item.playable, item.dimmed, item.marked = flags
                item.suggested, item.set_aside = hinted, aside
                item.update()
            if item.focused != (key == self.focused):
                item.focused = key == self.focused
                item.update()
        self._update_plates(obs, laid.plates, players)
        self._update_labels(laid.labels)
        self.slot_layer.update(laid.slots)
        self._update_play_tags(laid, obs)
        self._update_piles(laid)
        self._update_panel(obs, laid)
        if self.announcer.showing():  # earlier calls stay off what this layout puts down
            self.announcer.keep_clear(laid.table.adjusted(4, 4, -4, -4), self.occupied())
        self._announce(events, laid)
        if self.pictures is not None and self.steps is not None:
            self.pictures.update(laid, obs)
            room = laid.panels.get("steps")
            if room is not None:  # in the centre panel's place, which it hides while it shows
                self.steps.place(room, laid.table)
            else:
                sides = [laid.plates[s].bottom() + 4 for s, b in laid.boxes.items() if b.edge in ("left", "right")]
                self.steps.place(laid.centre, laid.table, max(sides, default=0.0))
        self._place_banner()
        self.warm()

    def _update_panel(self, obs: Mapping[str, Any], laid: Layouted) -> None:
        """The mahjong centre panel, where the layout gives it room."""
        room = laid.panels.get("panel")
        if room is None:
            if self.panel is not None:
                self.panel.setVisible(False)
            return
        if self.panel is None:
            self.panel = CentrePanel()
            self.addItem(self.panel)
        edges = {seat: box.edge for seat, box in laid.boxes.items()}
        self.panel.show_facts(centre_facts(obs), room, edges)
        self._share_centre()

    def _share_centre(self) -> None:
        """The card panel (Magic) and the centre panel share one place: the card panel while it shows."""
        if self.panel is not None and self.steps is not None:
            self.panel.setVisible(not self.steps.isVisible())

    def _announce(self, events: Sequence[Mapping[str, Any]], laid: Layouted) -> None:
        """Calls, riichi and wins, called out by the seat that made them (mahjong tables, and the
        card games' own calls the layout names)."""
        if not self.tiles and not self.layout.calls:
            return
        for event in events:
            seat = event.get("seat")
            own = self.layout.calls.get(str(event.get("kind")))
            text = shout(event) if self.tiles else _tr(own) if own is not None else None
            if text is not None and isinstance(seat, int) and seat in laid.boxes:
                self.call_out(seat, text)

    def call_out(self, seat: int, text: str) -> None:
        """`text` called out on free felt as near `seat`'s part of the table as there is."""
        laid = self.laid
        if laid is None or seat not in laid.boxes:
            return
        px = max(28, round(min(laid.table.width(), laid.table.height()) * 0.075))
        box = laid.boxes[seat].rect
        # by the seat's part of the table, a little towards the middle
        point = box.center() + (laid.centre.center() - box.center()) * 0.25
        area = laid.table.adjusted(4, 4, -4, -4)
        self.announcer.call(seat, text, point, px, area, self.occupied())

    def occupied(self) -> list[QRectF]:
        """What a transient thing must not cover: every card where it is going, the plates,
        labels, piles, panels and pictures, the banner and the action bar's band."""
        laid = self.laid
        if laid is None:
            return []
        aspect = self.layout.art.aspect
        found = [placement_rect(p, aspect) for p in laid.placements.values()]
        calls = set(map(id, self.announcer.items.values()))
        for item in self.items():
            if item.parentItem() is not None or not item.isVisible() or isinstance(item, CardItem):
                continue
            if id(item) in calls or isinstance(item, QGraphicsPathItem):  # a call, a zone's outline
                continue
            if self.pictures is not None and item is self.pictures.large:
                continue
            found.append(item.sceneBoundingRect())
        found += [room for room in (laid.bar, laid.panels.get("steps", QRectF())) if not room.isEmpty()]
        return found

    def _fly_in(self, card: str, seat: int) -> None:
        if self.pictures is not None and self.steps is not None:
            self.pictures.fly_in(card, seat, self.steps, self.laid, round(MOVE_MS * self.factor))

    def _feed_steps(self, events: Sequence[Mapping[str, Any]]) -> None:
        """Events the layout shows as steps of a resolution go to the step panel, in order."""
        spec = self.layout.pictures
        if self.steps is None or spec is None or spec.step_line is None:
            return
        steps, major = [], False
        for event in events:
            line = spec.step_line(event, self.names, _language())
            if line:
                source = spec.step_from(event) if spec.step_from is not None else None
                steps.append((line, spec.step_card(event) if spec.step_card is not None else None, source))
                if any(key in event for key in spec.secret_keys):
                    self.steps.private.add(line)
                major = major or event.get("kind") not in spec.minor_steps
        if major or self.steps.isVisible():
            self.steps.add_steps(steps, fresh=not self.steps.isVisible())

    def _new_card(self, key: Key) -> CardItem:
        card = key if isinstance(key, int) else None
        item = CardItem(key, card, self.art, self.layout.art)
        item.clicked.connect(self._on_click)
        item.double_clicked.connect(self._on_double_click)
        self.addItem(item)
        self.cards[key] = item
        return item

    def _origin(
        self, key: Key, zone: str, seat: int, target: Placement, stock: QPointF, laid: Layouted, reset: bool
    ) -> Placement:
        """Where a card coming into view starts: drawn cards from the stock, played cards
        from their owner's hand, face down either way."""
        if zone == "stock":
            return target
        drawn = zone == "hand" and (isinstance(key, tuple) or seat == self.bottom)
        if seat in laid.boxes and not reset and not drawn:
            box = laid.boxes[seat]
            return Placement(box.edge_point, box.rotation, target.scale, False, target.z)
        return Placement(stock, 0.0, target.scale, False, target.z)

    def _stock_point(self, laid: Layouted) -> QPointF:
        found = laid.placements.get(("stock", -1, 0))
        if found is not None:
            return found.center
        return laid.centre.center()

    def _update_plates(self, obs: Mapping[str, Any], rects: Mapping[int, QRectF], players: int) -> None:
        scores = obs.get("scores") or []
        counts = obs.get("hand_counts") or []
        to_act = set(obs.get("to_act") or [])
        dealer = obs.get("dealer")
        for seat in range(players):
            plate = self.plates.get(seat)
            if plate is None:
                plate = SeatPlate()
                plate.tint = seat_tint(seat)
                self.addItem(plate)
                self.plates[seat] = plate
            name = self.names[seat] if seat < len(self.names) else f"{seat + 1}"
            wind = seat_wind(obs, seat) if self.tiles else None
            # a mahjong seat is known by its wind this hand (東家): a disc before its name
            plate.set_badge(_tr(WIND_MARKS[wind]) if wind is not None else "", wind == 0)
            lines = []
            if seat < len(scores):
                points = (
                    QCoreApplication.translate("shikitable", "{0} pt")
                    if abs(scores[seat]) == 1
                    else QCoreApplication.translate("shikitable", "{0} pts")
                )
                lines.append(points.replace("{0}", str(scores[seat])))
            if seat < len(counts):
                words = words_for(self.layout)
                cards = _tr(words.count_one if counts[seat] == 1 else words.count_many)
                lines.append(cards.replace("{0}", str(counts[seat])))
            if dealer == seat and self.tiles:  # the wind says it too; no multiplier in mahjong
                lines.append(QCoreApplication.translate("shikitable", "Dealer"))
            elif dealer == seat:  # the dealer mark, with the multiplier when the game observes one
                lines.append(
                    QCoreApplication.translate("shikitable", "Dealer ×{0}").replace("{0}", str(obs["multiplier"]))
                    if "multiplier" in obs
                    else QCoreApplication.translate("shikitable", "Dealer")
                )
            for mark in self.layout.plate_marks:  # e.g. the void suit, "out" (declared by the layout)
                value = _seat_entry(obs.get(mark.key), seat)
                if isinstance(value, str) and value in mark.phrases:
                    lines.append(_tr(mark.phrases[value]))
            plate.set_text(name, lines, seat in to_act, seat == obs.get("seat"))
            seated = _seat_entry(obs.get("seated"), seat)
            plate.setOpacity(0.45 if seated is False else 1.0)  # out of points: no longer in the match
            if wind is not None:
                tip = (QCoreApplication.translate("shikitable", "East: the dealer this hand.") if wind == 0 else
                       QCoreApplication.translate("shikitable", "{0}: this seat's wind this hand."))
                plate.setToolTip(tip.replace("{0}", wind_word(wind)))
            else:
                plate.setToolTip(dealer_tip(obs.get("multiplier")) if dealer == seat else "")
            if seat in rects:
                if plate.type_scale != self.type_scale():
                    plate.type_scale = self.type_scale()
                    plate.update()
                plate.set_rect(rects[seat])
                self._update_hand_name(seat, rects[seat])

    def _play_groups(self, laid: Layouted, obs: Mapping[str, Any]) -> list[tuple[str, int, QRectF]]:
        """(zone, seat, box) of each play lying in the centre whose owner the table knows."""
        shapes = {zone.name: zone.shape for zone in self.layout.central_zones}
        aspect = self.layout.art.aspect
        boxes: dict[tuple[str, int], QRectF] = {}
        for key, target in laid.placements.items():
            zone, seat = laid.origin[key]
            owner: Any = None
            if shapes.get(zone) == "trick" and seat >= 0:
                owner = seat
            elif zone in self.layout.play_owner:
                play = obs.get(self.layout.play_owner[zone])
                owner = play.get("seat") if isinstance(play, Mapping) else None
            if not isinstance(owner, int):
                continue
            h = CARD_HEIGHT * target.scale
            rect = QRectF(target.center.x() - h * aspect / 2, target.center.y() - h / 2, h * aspect, h)
            found = boxes.get((zone, owner))
            boxes[(zone, owner)] = rect if found is None else found.united(rect)
        return [(zone, seat, rect) for (zone, seat), rect in boxes.items()]

    def _update_play_tags(self, laid: Layouted, obs: Mapping[str, Any]) -> None:
        """Each play in the centre says whose it is, under its cards; the one winning so far in gold."""
        groups = self._play_groups(laid, obs) if self.layout.play_owner or self.layout.winning_key or any(
            zone.shape == "trick" for zone in self.layout.central_zones) else []
        best = obs.get(self.layout.winning_key) if self.layout.winning_key else None
        winner = best.get("seat") if isinstance(best, Mapping) else None
        tags = getattr(self, "_tags", [])
        while len(tags) < len(groups):
            item = QGraphicsSimpleTextItem()
            item.setZValue(31)
            self.addItem(item)
            tags.append(item)
        self._tags = tags
        font = QFont()
        font.setPixelSize(round(12 * self.type_scale()))
        font.setBold(True)
        for index, item in enumerate(tags):
            if index >= len(groups):
                item.setVisible(False)
                continue
            zone, seat, rect = groups[index]
            name = self.names[seat] if seat < len(self.names) else str(seat + 1)
            leading = seat == winner and len(groups) > 1
            text = QCoreApplication.translate("shikitable", "{0} (winning)").replace("{0}", name) if leading else name
            item.setFont(font)
            item.setText(text)
            item.setBrush(QBrush(QColor("#ffd54a" if leading else "#f4f0d8")))
            box = item.boundingRect()
            if zone in laid.labels:  # a named zone has its name under the cards: the tag goes beside them
                item.setPos(rect.right() + 8, rect.center().y() - box.height() / 2)
            else:
                item.setPos(rect.center().x() - box.width() / 2, rect.bottom() + 2)
            item.setVisible(True)

    def _update_hand_name(self, seat: int, plate: QRectF) -> None:
        """The name of a hand shown at a showdown, in gold just past the seat's plate."""
        name = self.revealed_names.get(seat)
        item = self.name_items.get(seat)
        if name is None:
            if item is not None:
                item.setVisible(False)
            return
        if item is None:
            item = QGraphicsSimpleTextItem()
            item.setBrush(QBrush(QColor("#ffd54a")))
            font = QFont()
            font.setPixelSize(16)
            font.setBold(True)
            item.setFont(font)
            item.setZValue(31)
            self.addItem(item)
            self.name_items[seat] = item
        item.setText(name)
        item.setVisible(True)
        rect = item.boundingRect()
        below = QPointF(plate.center().x() - rect.width() / 2, plate.bottom() + 2)
        if below.y() + rect.height() > self.sceneRect().bottom() - 4:  # no room below: beside the plate
            below = QPointF(plate.right() + 8, plate.center().y() - rect.height() / 2)
        below.setX(min(max(below.x(), self.sceneRect().left() + 4), self.sceneRect().right() - rect.width() - 4))
        item.setPos(below)

    def _update_piles(self, laid: Layouted) -> None:
        """点棒 piles (stakes, pots) where the layout declares them."""
        for name, pile in self.piles.items():
            pile.setVisible(name in laid.sticks)
        for name, found in laid.sticks.items():
            if name not in self.piles:
                self.piles[name] = StickPile()
                self.addItem(self.piles[name])
            pile = self.piles[name]
            pile.set_points(found.points, _tr(found.label) if found.label else "")
            pile.place(found.centre, found.width, 13 * self.type_scale())

    def _update_labels(self, labels: Mapping[str, Label]) -> None:
        for name, shown in self.labels.items():
            shown.setVisible(name in labels)
        for name, spot in labels.items():
            item = self.labels.get(name)
            if item is None:
                item = QGraphicsSimpleTextItem()
                item.setBrush(QBrush(QColor("#f4f0d8")))
                item.setZValue(30)
                self.addItem(item)
                self.labels[name] = item
            base_px = spot.px or (14 if spot.centred else (11 if spot.small else 13))
            # the layout plans each label a line of LABEL_H: a larger type may grow only so far
            # (a side seat's column captions keep theirs: their columns are planned to the pixel)
            px = base_px if spot.small else min(round(base_px * self.type_scale()), max(base_px, 15))
            text = _tr(spot.text) if spot.text else ""  # seat labels come translated, central ones not
            if spot.value:
                words = self.layout.text_values.get(spot.value)
                value = _tr(words) if words else spot.value
                text = text.replace("{0}", value) if text else value
            if spot.count >= 0:
                text = f"{text} {spot.count}".strip()
            wanted = (px, text, spot.max_width)
            if self._label_texts.get(name) != wanted:  # most labels stay as they were, move after move
                self._label_texts[name] = wanted
                font = QFont()
                font.setPixelSize(px)
                while spot.max_width and px > (9 if spot.small else min(base_px, 10)) and (
                    QFontMetricsF(font).horizontalAdvance(text) > spot.max_width
                ):  # the room was planned for the usual size: a larger type gives way first
                    px -= 1
                    font.setPixelSize(px)
                item.setFont(font)
                item.setText(text)
                if spot.max_width and item.boundingRect().width() > spot.max_width:
                    item.setText(QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, spot.max_width))
            item.setVisible(True)
            rect = item.boundingRect()
            if spot.centred:
                item.setPos(spot.anchor - QPointF(rect.width() / 2, 0))
            else:
                item.setPos(spot.anchor)

    def set_banner(self, text: str) -> None:
        """A line of text above the viewer's name plate (whose move it is)."""
        if self.turn_text.toPlainText() != text:
            self.turn_text.setPlainText(text)
        self._place_banner()

    def viewer_hand_rect(self) -> QRectF | None:
        """Where the hand of the seat at the screen lies (scene coordinates), None if it shows none:
        the action bar floats just above it."""
        if self.laid is None or self.obs is None or not isinstance(self.obs.get("seat"), int):
            return None
        viewer = self.obs["seat"]
        aspect = self.layout.art.aspect
        found: QRectF | None = None
        for key, target in self.laid.placements.items():
            zone, seat = self.laid.origin[key]
            if zone != "hand" or seat != viewer:
                continue
            h = CARD_HEIGHT * target.scale
            w = h * aspect
            if round(target.rotation) % 180:
                w, h = h, w
            rect = QRectF(target.center.x() - w / 2, target.center.y() - h / 2, w, h)
            found = rect if found is None else found.united(rect)
        return found

    def type_scale(self) -> float:
        """How much larger than the usual the table's words are: 1 up to a 700 px high table,
        growing with it (a 1920x1080 window reads like a 1280x800 one, larger)."""
        return min(1.6, max(1.0, self.size[1] / 680))

    def _place_banner(self) -> None:
        if self.laid is None:
            return
        area = self.laid.banner
        font = self.turn_text.font()
        px = round(16 * self.type_scale())
        self.turn_text.setTextWidth(-1)
        for size in range(px, 11, -1):  # one line if it can: a short sentence broken reads badly
            font.setPixelSize(size)
            self.turn_text.setFont(font)
            if self.turn_text.boundingRect().width() <= max(40.0, area.width()) + 40:
                break
        if self.turn_text.boundingRect().width() > max(40.0, area.width()) + 40:
            self.turn_text.setTextWidth(max(40.0, area.width()))
        height = self.turn_text.boundingRect().height()
        self.turn_text.setPos(area.left(), max(area.top(), area.bottom() - height))

    # --- input and inspection ------------------------------------------------------------

    def _on_click(self, key: object) -> None:
        if isinstance(key, int):
            self.card_clicked.emit(key)

    def _on_double_click(self, key: object) -> None:
        if isinstance(key, int):
            self.card_double_clicked.emit(key)

    def face_up_cards(self) -> set[int]:
        """Every card drawn face up now or about to be (for tests and the hot-seat check)."""
        return {
            item.card
            for item in self.cards.values()
            if item.card is not None and (item.showing_face or item.face_up_target)
        }

    def all_card_items(self) -> list[CardItem]:
        return [item for item in self.items() if isinstance(item, CardItem)]

    def finish_animations(self) -> None:
        """Skip to the end: every moving card jumps to where it is going (and every step of a
        resolution waiting to be shown is shown)."""
        if self.steps is not None:
            self.steps.skip()
        for item in self.all_card_items():
            if not item.moving:
                continue
            if item.target is not None and self.cards.get(item.key) is item:
                item.place(item.target, 0)
            else:  # on its way off the table
                item.fly_away(QPointF(), 0)

    def animating(self) -> bool:
        return any(item.moving for item in self.cards.values())

    # --- background ---------------------------------------------------------------------

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:  # noqa: N802 (Qt API)
        cloth = current_theme()
        if self.turn_text.defaultTextColor() != QColor(cloth.cloth_text):  # the theme changed
            self.turn_text.setDefaultTextColor(QColor(cloth.cloth_text))
        painter.fillRect(rect, QColor(cloth.cloth_outer))
        w, h = self.size
        gradient = QRadialGradient(QPointF(w / 2, h / 2), max(w, h) * 0.6)
        gradient.setColorAt(0.0, QColor(cloth.cloth_centre))
        gradient.setColorAt(1.0, QColor(cloth.cloth_edge))
        painter.setBrush(gradient)
        border = max(4.0, min(w, h) * 0.008)
        painter.setPen(QPen(QColor(cloth.rim), border))
        painter.drawRoundedRect(QRectF(border / 2 + 1, border / 2 + 1, w - border - 2, h - border - 2), 28, 28)


def _seat_ranks(events: Sequence[Mapping[str, Any]]) -> dict[int, int]:
    """Seats in the order they last acted in this batch, so a discard lands before the next draw."""
    order: list[int] = []
    for event in events:
        seat = event.get("seat")
        if isinstance(seat, int):
            if seat in order:
                order.remove(seat)
            order.append(seat)
    return {seat: index for index, seat in enumerate(order)}


def _seat_entry(value: Any, seat: int) -> Any:
    if isinstance(value, Sequence) and not isinstance(value, str) and seat < len(value):
        return value[seat]
    return None


def _language() -> str:
    """The interface language, as the translator set it (for texts events give in both)."""
    from shikitable.ui.words.language import interface_language

    return interface_language()


def _tr(text: str) -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("shikitable", text)
