"""A mahjong table's centre panel, as Mahjong Soul's: the round (East 1 / 東1局) with its honba
and riichi sticks and the tiles left in the wall in the middle, and along each side the wind and
points of the seat on that side, turned to face it. The dealer's wind is gold, the seat to act
has its side lit. Every word is a text item, so what the panel says can be read back."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QColor, QFont, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsRectItem, QGraphicsSimpleTextItem

from shikitable.ui.layouts.base import QT_TRANSLATE_NOOP
from shikitable.ui.words.mahjong_words import seat_wind, tr, wind_word

ROUND_TITLES = (  # riichi's round, as players say it: 東1局 / East 1
    QT_TRANSLATE_NOOP("shikitable", "East {0}"),
    QT_TRANSLATE_NOOP("shikitable", "South {0}"),
    QT_TRANSLATE_NOOP("shikitable", "West {0}"),
    QT_TRANSLATE_NOOP("shikitable", "North {0}"),
)
HAND_OF = QT_TRANSLATE_NOOP("shikitable", "Hand {0} of {1}")  # 四川: the hand's number in the match
HONBA = QT_TRANSLATE_NOOP("shikitable", "Honba {0}")
STICKS = QT_TRANSLATE_NOOP("shikitable", "Riichi sticks {0}")
WALL = QT_TRANSLATE_NOOP("shikitable", "{0} tiles left")
SIDES = {"bottom": 0.0, "right": -90.0, "top": 180.0, "left": 90.0}  # text turned to face its seat
GOLD, PAPER, DIM = QColor("#ffd54a"), QColor("#f4f0d8"), QColor("#b9cdbf")


@dataclass(frozen=True)
class CentreFacts:
    """What the panel says, worked out from an observation (no Qt: tests read it directly)."""

    title: str
    honba: str  # "" in a game without counters (四川)
    sticks: str
    wall: str
    winds: dict[int, int]  # seat -> its wind this hand
    points: dict[int, int]
    dealer: int | None
    to_act: frozenset[int]


def centre_facts(obs: Mapping[str, Any]) -> CentreFacts:
    players = int(obs.get("players") or 4)
    if isinstance(obs.get("round_wind"), int):  # riichi and Magic
        title = tr(ROUND_TITLES[obs["round_wind"] % 4]).replace("{0}", str(obs.get("round_number", 1)))
        honba = tr(HONBA).replace("{0}", str(obs.get("honba", 0)))
        sticks = tr(STICKS).replace("{0}", str(obs.get("sticks", 0)))
    else:  # 四川: hands are numbered, no counters
        title = tr(HAND_OF).replace("{0}", str(obs.get("season", "?")))
        title = title.replace("{1}", str(obs.get("hands_in_match", "?")))
        honba = sticks = ""
    wall = tr(WALL).replace("{0}", str(obs.get("stock_count", 0)))
    winds = {s: w for s in range(players) if (w := seat_wind(obs, s)) is not None}
    scores = obs.get("scores") or []
    points = {s: int(scores[s]) for s in range(min(players, len(scores)))}
    dealer = obs.get("dealer") if isinstance(obs.get("dealer"), int) else None
    return CentreFacts(title, honba, sticks, wall, winds, points, dealer, frozenset(obs.get("to_act") or []))


def _text(parent: QGraphicsItem, bold: bool = False) -> QGraphicsSimpleTextItem:
    item = QGraphicsSimpleTextItem(parent)
    font = QFont()
    font.setBold(bold)
    item.setFont(font)
    item.setBrush(QBrush(PAPER))
    return item


class CentrePanel(QGraphicsRectItem):
    """The panel; `show(facts, rect, edges)` lays it out in `rect`, each seat's line on the side
    `edges[seat]` (bottom, right, top, left) names."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(25)  # over the felt, under the cards flying past and the step panel
        self.setPen(QPen(QColor(255, 213, 74, 150), 1.5))
        self.setBrush(QBrush(QColor(8, 28, 19, 225)))
        self.title = _text(self, bold=True)
        self.honba = _text(self)
        self.sticks = _text(self)
        self.wall = _text(self)
        self.seat_lines: dict[int, QGraphicsSimpleTextItem] = {}
        self.turn_bars: dict[int, QGraphicsRectItem] = {}

    def texts(self) -> list[str]:
        """Every line the panel shows (for tests and the language walk)."""
        items = [self.title, self.honba, self.sticks, self.wall, *self.seat_lines.values()]
        return [i.text() for i in items if i.isVisible() and i.text()]

    def show_facts(self, facts: CentreFacts, rect: QRectF, edges: Mapping[int, str]) -> None:
        side = min(rect.width(), rect.height())
        box = QRectF(rect.center().x() - side / 2, rect.center().y() - side / 2, side, side)
        self.setRect(box)
        self._middle(facts, box)
        for seat in list(self.seat_lines):
            if seat not in edges:
                self.seat_lines.pop(seat).setVisible(False)
                self.turn_bars.pop(seat).setVisible(False)
        for seat, edge in edges.items():
            self._seat_line(seat, edge, facts, box)
        self.setVisible(True)

    def _middle(self, facts: CentreFacts, box: QRectF) -> None:
        side = box.width()
        rows = [(self.title, facts.title, 0.15), (self.honba, facts.honba, 0.08), (self.sticks, facts.sticks, 0.08),
                (self.wall, facts.wall, 0.08)]
        room = side - 2 * (_seat_px(side) * 1.4 + 6)  # inside the seats' lines round the edge
        shown = [(item, text, size) for item, text, size in rows if text]
        for item, text, _size in rows:
            item.setVisible(bool(text))
        tall = side - 2 * (_seat_px(side) * 1.45 + 5)  # between the seats' lines at the top and the bottom
        shrink = 0
        while True:  # a small panel sets its rows a little smaller until they fit between the lines
            heights = []
            for item, text, size in shown:
                _fit(item, text, max(9, round(side * size) - shrink), room)
                heights.append(item.boundingRect().height())
            if sum(heights) <= tall or shrink >= 6:
                break
            shrink += 1
        top = box.center().y() - sum(heights) / 2
        for item, height in zip((row[0] for row in shown), heights, strict=True):
            item.setPos(box.center().x() - item.boundingRect().width() / 2, top)
            top += height
        self.title.setBrush(QBrush(GOLD))
        self.wall.setBrush(QBrush(DIM))

    def _seat_line(self, seat: int, edge: str, facts: CentreFacts, box: QRectF) -> None:
        item = self.seat_lines.get(seat)
        if item is None:
            item = self.seat_lines[seat] = _text(self, bold=True)
            bar = self.turn_bars[seat] = QGraphicsRectItem(self)
            bar.setPen(QPen(QColor(0, 0, 0, 0)))
            bar.setBrush(QBrush(GOLD))
        bar = self.turn_bars[seat]
        wind = facts.winds.get(seat)
        words = [wind_word(wind)] if wind is not None else []
        if seat in facts.points:
            words.append(str(facts.points[seat]))
        side = box.width()
        # no longer than the side between the two lines across its ends (a small panel's corners stay clear)
        _fit(item, "  ".join(words), _seat_px(side), min(side * 0.8, side - 2 * (_seat_px(side) * 1.45 + 5)))
        item.setBrush(QBrush(GOLD if seat == facts.dealer else PAPER))
        item.setVisible(True)
        w, h = item.boundingRect().width(), item.boundingRect().height()
        inset = 3.0
        angle = SIDES.get(edge, 0.0)
        item.setRotation(angle)
        c = box.center()
        # the point the text's centre goes to, along the side facing the seat
        spot = {
            "bottom": QPointF(c.x(), box.bottom() - inset - h / 2),
            "top": QPointF(c.x(), box.top() + inset + h / 2),
            "right": QPointF(box.right() - inset - h / 2, c.y()),
            "left": QPointF(box.left() + inset + h / 2, c.y()),
        }[edge if edge in SIDES else "bottom"]
        # a rotated item turns about its top-left corner: shift so its centre lands on the spot
        turned = _turned_centre(w, h, angle)
        item.setPos(spot - turned)
        thick = max(2.0, side * 0.02)
        bar_rect = {
            "bottom": QRectF(box.left() + side * 0.2, box.bottom() - thick, side * 0.6, thick),
            "top": QRectF(box.left() + side * 0.2, box.top(), side * 0.6, thick),
            "right": QRectF(box.right() - thick, box.top() + side * 0.2, thick, side * 0.6),
            "left": QRectF(box.left(), box.top() + side * 0.2, thick, side * 0.6),
        }[edge if edge in SIDES else "bottom"]
        bar.setRect(bar_rect)
        bar.setVisible(seat in facts.to_act)


def _seat_px(side: float) -> int:
    return max(11, round(side * 0.092))


def _turned_centre(w: float, h: float, angle: float) -> QPointF:
    """Where the centre of a w×h item lands after turning it by `angle` degrees about its origin."""
    if angle == 90.0:
        return QPointF(-h / 2, w / 2)
    if angle == -90.0:
        return QPointF(h / 2, -w / 2)
    if angle == 180.0:
        return QPointF(-w / 2, -h / 2)
    return QPointF(w / 2, h / 2)


def _fit(item: QGraphicsSimpleTextItem, text: str, px: int, width: float) -> None:
    """Set the text at `px`, smaller (down to 9 px) when it would be wider than `width`."""
    font = item.font()
    font.setPixelSize(px)
    item.setFont(font)
    item.setText(text)
    while item.boundingRect().width() > width and font.pixelSize() > 9:
        font.setPixelSize(font.pixelSize() - 1)
        item.setFont(font)
