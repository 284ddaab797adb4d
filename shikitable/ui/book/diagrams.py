"""Rule-book diagrams drawn with the project's own card art (the SVGs under assets/cards).

Each diagram is a list of labelled rows of cards (declared by the game families, see
games/family.py), rendered once into a QImage that the rule
document embeds as an image resource."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from shikitable.assets import asset_path
from shikitable.games import FAMILIES
from shikitable.games.family import BACK, PLAYING_CARD, TILE, DiagramRows, Row
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik.book import KIND_BY_KANJI

CARD_HEIGHT = 150
CARD_WIDTH = CARD_HEIGHT * 5 // 7
GAP = 10
LABEL_WIDTH = 260


def card_svg(colour: int, kind: int) -> str:
    code = D.KINDS[kind].code
    return str(asset_path("cards", "nincetkaik", f"{D.COLOUR_CODES[colour]}-{code}.svg"))


@cache
def _renderer(path: str) -> QSvgRenderer:
    renderer = QSvgRenderer(path)
    if not renderer.isValid():
        raise FileNotFoundError(f"card art missing or unreadable: {path}")
    return renderer


def draw_tile(painter: QPainter, code: str, x: float, y: float) -> None:
    """A tile at the card's width, its own 3:4 shape, standing at the bottom of the card's slot."""
    height = CARD_WIDTH / 0.75
    path = str(asset_path("tiles", f"{code}.svg"))
    _renderer(path).render(painter, QRectF(x, y + CARD_HEIGHT - height, CARD_WIDTH, height))


def draw_card(painter: QPainter, name: str, x: float, y: float) -> None:
    if name.startswith(TILE):
        draw_tile(painter, name[len(TILE) :], x, y)
        return
    if name.startswith(PLAYING_CARD):  # a playing card by its file name: "@h-7", "@joker-1"
        path = str(asset_path("cards", "standard", f"{name[len(PLAYING_CARD):]}.svg"))
    elif name == BACK:
        path = str(asset_path("cards", "nincetkaik", "back.svg"))
    else:
        path = card_svg(D.BLACK if name[0] == "黒" else D.RED, KIND_BY_KANJI[name[1]])
    _renderer(path).render(painter, QRectF(x, y, CARD_WIDTH, CARD_HEIGHT))


def render_rows(rows: list[Row], font_family: str, caption: str = "") -> QImage:
    widest = max(len(cards) for _, cards in rows)
    caption_height = 50 if caption else 0
    width = LABEL_WIDTH + widest * (CARD_WIDTH + GAP) + GAP
    height = caption_height + len(rows) * (CARD_HEIGHT + GAP) + GAP
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    font = QFont(font_family)
    font.setPixelSize(26)
    painter.setFont(font)
    painter.setPen(QColor("#222"))
    if caption:
        painter.drawText(QRectF(GAP, 0, width - 2 * GAP, caption_height), Qt.AlignmentFlag.AlignVCenter, caption)
    for index, (label, cards) in enumerate(rows):
        y = caption_height + GAP + index * (CARD_HEIGHT + GAP)
        flags = Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
        painter.drawText(QRectF(GAP, y, LABEL_WIDTH - 2 * GAP, CARD_HEIGHT), flags, label)
        for slot, name in enumerate(cards):
            if name:
                draw_card(painter, name, LABEL_WIDTH + slot * (CARD_WIDTH + GAP), y)
    painter.end()
    return image


# every family's diagrams, by the name a rule text gives them
DIAGRAMS: dict[str, DiagramRows] = {name: rows for f in FAMILIES.values() for name, rows in f.diagrams.items()}
MAGIC_CARD = "magic-card-"  # "magic-card-stagnation": that card of Magic: the Mahjong


def magic_card_image(card_id: str) -> QImage | None:
    path = asset_path("cards", "magic", f"{card_id}.svg")
    if not path.exists():
        return None
    image = QImage(420, 588, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    _renderer(str(path)).render(painter, QRectF(0, 0, 420, 588))
    painter.end()
    return image


def render_diagram(name: str, lang: str, font_family: str) -> QImage | None:
    """The diagram's image, or None for a diagram whose art does not exist yet (text only)."""
    if name == "magic-card" or name.startswith(MAGIC_CARD):  # one Magic card, large
        return magic_card_image(name[len(MAGIC_CARD):] or "stagnation")
    rows_of = DIAGRAMS.get(name)
    if rows_of is None:
        return None
    rows, caption = rows_of(lang)
    return render_rows(rows, font_family, caption)
