"""Rule-book diagrams drawn with the project's own card art (the SVGs under assets/cards).

Each diagram is a list of labelled rows of cards, rendered once into a QImage that the rule
document embeds as an image resource."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from shikitable.assets import asset_path
from shikitable.games.nincetkaik import deck as D

CARD_HEIGHT = 150
CARD_WIDTH = CARD_HEIGHT * 5 // 7
GAP = 10
LABEL_WIDTH = 260
KIND_BY_KANJI = {k.kanji: i for i, k in enumerate(D.KINDS)}
Row = tuple[str, list[str]]  # label, cards such as "黒兵" ("" leaves a gap)


def card_svg(colour: int, kind: int) -> str:
    code = D.KINDS[kind].code
    return str(asset_path("cards", "nincetkaik", f"{D.COLOUR_CODES[colour]}-{code}.svg"))


@cache
def _renderer(path: str) -> QSvgRenderer:
    renderer = QSvgRenderer(path)
    if not renderer.isValid():
        raise FileNotFoundError(f"card art missing or unreadable: {path}")
    return renderer


BACK = "裏"  # a face-down card


TILE = "t:"  # a mahjong tile by code, "t:5m"; "t:back" its back (art under assets/tiles)


def draw_tile(painter: QPainter, code: str, x: float, y: float) -> None:
    """A tile at the card's width, its own 3:4 shape, standing at the bottom of the card's slot."""
    height = CARD_WIDTH / 0.75
    path = str(asset_path("tiles", f"{code}.svg"))
    _renderer(path).render(painter, QRectF(x, y + CARD_HEIGHT - height, CARD_WIDTH, height))


def draw_card(painter: QPainter, name: str, x: float, y: float) -> None:
    if name.startswith(TILE):
        draw_tile(painter, name[len(TILE) :], x, y)
        return
    if name == BACK:
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


def _t(lang: str, ja: str, en: str) -> str:
    return ja if lang == "ja" else en


STRENGTH_ORDER = "船 無 兵 弓 車 虎 馬 筆 巫 将 王 皇".split()


def deck_rows(lang: str) -> tuple[list[Row], str]:
    rows = [
        (_t(lang, "黒 (24枚)", "Black (24 cards)"), ["黒" + k for k in STRENGTH_ORDER]),
        (_t(lang, "赤 (24枚)", "Red (24 cards)"), ["赤" + k for k in STRENGTH_ORDER]),
    ]
    counts = " ".join(f"{k}×{D.KINDS[KIND_BY_KANJI[k]].copies}" for k in STRENGTH_ORDER)
    caption = _t(
        lang, f"弱い ← → 強い(王=皇)  各色: {counts}", f"weakest ← → strongest (King = Tam)   per colour: {counts}"
    )
    return rows, caption


def combination_rows(lang: str) -> tuple[list[Row], str]:
    rows = [
        (_t(lang, "一枚 (一)", "Single (一)"), ["黒馬"]),
        (_t(lang, "セット (友)\n色は混ざってよい", "Set (友)\ncolours may mix"), ["黒兵", "赤兵", "赤兵"]),
        (_t(lang, "連番 (連)\n同色・数字が連続", "Run (連)\none colour, numbers in a row"), ["赤弓", "赤車", "赤虎"]),
        (
            _t(lang, "船は同色の札の代わり\n(ここでは黒弓)", "船 stands in for a card\nof its colour (black 2)"),
            ["黒兵", "黒船", "黒車"],
        ),
    ]
    return rows, _t(lang, "札の役", "Combinations")


def taxot_shape_rows(lang: str) -> tuple[list[Row], str]:
    rows = [
        ("[2][2][2]", ["黒兵", "赤兵", "", "黒車", "黒車", "", "赤将", "黒将"]),
        ("[2][4]", ["黒馬", "赤馬", "", "黒無", "黒無", "赤無", "赤無"]),
        (_t(lang, "[3][3] セット+連番", "[3][3] set + run"), ["黒兵", "赤兵", "赤兵", "", "黒弓", "黒車", "黒虎"]),
        (
            _t(lang, "六連 (二つの三連)", "六連 (two runs in a row)"),
            ["黒無", "黒兵", "黒弓", "", "赤車", "赤虎", "赤馬"],
        ),
    ]
    return rows, _t(lang, "終季の上がり形", "Ta xot: the winning shapes")


def namto_rows(lang: str) -> tuple[list[Row], str]:
    rows = [
        ("1. 筆兵無傾", ["黒兵", "赤弓", "黒将", "黒筆", "赤巫"]),
        ("2. 皇王", ["黒皇", "赤王"]),
        ("3. 地心", ["黒筆", "赤巫", "黒将"]),
        ("4. 行行", ["黒船", "赤車", "黒馬"]),
        ("5. 馬弓兵", ["赤兵", "黒弓", "赤馬"]),
        ("6. 闇戦之集", ["黒兵", "黒兵", "赤兵", "赤兵", "黒兵"]),
        (_t(lang, "7. 連", "7. Run (連)"), ["赤車", "赤虎", "赤馬"]),
        (_t(lang, "8. 友", "8. Set (友)"), ["黒虎", "赤虎"]),
        (_t(lang, "9. 一", "9. Single (一)"), ["黒将"]),
    ]
    return rows, _t(lang, "開樽の役 (強い順)", "Nam to: hands, strongest first")


def mokkaik_trick_rows(lang: str) -> tuple[list[Row], str]:
    rows = [
        (
            _t(lang, "甲 (親) が出す\n無の友: 黒1 赤2", "A (dealer) leads\nset of 無: 1 black, 2 red"),
            ["黒無", "赤無", "赤無"],
        ),
        (
            _t(lang, "乙: 同じ色の並びで\nより強い友 → 勝ち", "B: same colours,\nstronger set: wins"),
            ["黒兵", "赤兵", "赤兵"],
        ),
        (_t(lang, "丙: 出せないので\n三枚伏せる", "C: cannot beat it,\nlays three face down"), [BACK, BACK, BACK]),
    ]
    return rows, _t(
        lang, "行戦の一勝負: 乙が自分の三枚を公開札にする", "A trick of 行戦: B keeps their own three cards"
    )


def makkaik_rows(lang: str) -> tuple[list[Row], str]:
    rows = [
        (_t(lang, "1. 三枚の友", "1. Set of three"), ["黒筆", "赤筆", "黒筆"]),
        (_t(lang, "2. 三枚の連", "2. Run of three"), ["赤兵", "赤弓", "赤車"]),
        (_t(lang, "3. 二枚の友", "3. Pair"), ["黒将", "赤将"]),
        (_t(lang, "4. 一枚", "4. Single"), ["黒王"]),
    ]
    return rows, _t(lang, "値戦の役 (強い順)", "Mak kaik: combinations, strongest first")


def niekhi_rows(lang: str) -> tuple[list[Row], str]:
    rows = [
        (_t(lang, "激友 (三枚以上の友)", "激友 (set of 3+)"), ["黒虎", "赤虎", "黒虎"]),
        (_t(lang, "連 (色は問わない)", "Run (any colours)"), ["黒兵", "赤弓", "黒車"]),
        (_t(lang, "連友 (連のセット)", "連友 (paired runs)"), ["黒兵", "赤兵", "黒弓", "赤弓", "黒車", "赤車"]),
    ]
    return rows, _t(lang, "連友の役", "Niek hi: combinations")


def makhup_rows(lang: str) -> tuple[list[Row], str]:
    rows = [
        (_t(lang, "道: 筆 (6)", "Road: 筆 (6)"), ["黒筆"]),
        (_t(lang, "出せる: 筆", "May play: 筆"), ["赤筆"]),
        (_t(lang, "出せる: 1+2+3", "May play: 1+2+3"), ["黒兵", "赤弓", "黒車"]),
        (_t(lang, "出せる: 0+3+3", "May play: 0+3+3"), ["赤無", "黒車", "赤車"]),
    ]
    return rows, _t(lang, "値木: 道の値と同じ合計を出す", "Mak hup: play cards that add up to the road")


def tiles(text: str) -> list[str]:
    """Tile names for compact notation; a space leaves a gap: "123m 55p" (see games/mahjong/tiles.py)."""
    from shikitable.games.mahjong.tiles import kind_code, kinds_from_text

    names: list[str] = []
    for group in text.split():
        if names:
            names.append("")
        names += [TILE + kind_code(k) for k in kinds_from_text(group)]
    return names


def sichuan_tile_rows(lang: str) -> tuple[list[Row], str]:
    rows = [
        (_t(lang, "萬子 (マンズ)\n数字と萬", "Characters (萬)\nnumeral over 萬"), tiles("123456789m")),
        (_t(lang, "筒子 (ピンズ)\n丸の数", "Dots (筒)\ncount the coins"), tiles("123456789p")),
        (_t(lang, "索子 (ソーズ)\n竹の数 (1は大きな竹)", "Bamboo (索)\ncount the sticks (1: a tall stalk)"),
         tiles("123456789s")),
    ]
    return rows, _t(lang, "三種 × 1〜9 × 各4枚 = 108枚", "3 suits × 1-9 × 4 copies = 108 tiles")


def sichuan_shape_rows(lang: str) -> tuple[list[Row], str]:
    rows = [
        (_t(lang, "4面子1雀頭\n(順子・刻子 + 対子)", "Four sets and a pair\n(runs, triplets + pair)"),
         tiles("234m 777m 345p 678p 99p")),
        (_t(lang, "七対\n(同じ対子2組も可)", "Seven pairs\n(the same pair twice is fine)"),
         tiles("22m 22m 55m 88m 33p 66p 99p")),
        (_t(lang, "和了れない: 缺門 (索子)\nが残っている", "Not a win: a tile of\nthe void suit (bamboo)"),
         tiles("234m 777m 345p 678p 9p 9s")),
    ]
    return rows, _t(lang, "和了の形 (この例の缺門は索子)", "Winning shapes (the void suit here is bamboo)")


def sichuan_fan_rows(lang: str) -> tuple[list[Row], str]:
    rows = [
        (_t(lang, "根 1飜 (4枚使い)", "Root 1 fan (four alike)"), tiles("111m 123m 456p 789p 55p")),
        (_t(lang, "対々和 1飜", "All triplets 1 fan"), tiles("111m 555m 222p 888p 66p")),
        (
            _t(lang, "裸単騎 1飜 (+対々和)\n4副露、単騎で和了", "Lone wait 1 fan\n(+all triplets), single wait"),
            tiles("333m 666m 444p 777p 9p 9p"),
        ),
        (_t(lang, "清一色 2飜", "One suit 2 fan"), tiles("123m 345m 666m 789m 22m")),
        (_t(lang, "七対 2飜", "Seven pairs 2 fan"), tiles("11m 44m 66m 22p 55p 88p 99p")),
        (_t(lang, "全帯幺 2飜", "Terminals in every set 2 fan"), tiles("123m 789m 111p 789p 99m")),
        (_t(lang, "将対 2飜 (+対々和)\n2・5・8のみ", "2-5-8 triplets 2 fan\n(+all triplets)"),
         tiles("222m 555m 888m 222p 55p")),
    ]
    return rows, _t(
        lang,
        "手役の例 (槓上・槍槓・海底は和了の状況による1飜)",
        "Patterns (after a kan, robbing a kan, last tile: 1 fan from how the hand was won)",
    )


def sichuan_example_rows(lang: str) -> tuple[list[Row], str]:
    rows = [
        (_t(lang, "役なし: 1点", "No pattern: 1 point"), tiles("234m 567m 345s 678s 99s")),
        (_t(lang, "対々和+清一色: 3飜8点", "All triplets + one suit:\n3 fan, 8 points"),
         tiles("111m 333m 555m 777m 99m")),
        (_t(lang, "七対+根: 3飜8点", "Seven pairs + root:\n3 fan, 8 points"), tiles("22m 22m 55m 88m 33s 66s 99s")),
        (_t(lang, "七対+清一色+根: 5飜\n→ 満貫16点", "Seven pairs + one suit + root:\n5 fan → limit 16"),
         tiles("11s 11s 33s 44s 66s 77s 99s")),
    ]
    return rows, _t(lang, "点数の数え方", "Counting fan")


def riichi_tile_rows(lang: str) -> tuple[list[Row], str]:
    rows = [
        (_t(lang, "萬子 (マンズ)", "Characters (萬, m)"), tiles("123456789m")),
        (_t(lang, "筒子 (ピンズ)", "Dots (筒, p)"), tiles("123456789p")),
        (_t(lang, "索子 (ソーズ)", "Bamboo (索, s)"), tiles("123456789s")),
        (_t(lang, "字牌：風牌と三元牌", "Honours: winds and dragons"), tiles("1234z 567z")),
    ]
    return rows, _t(lang, "34種 × 各4枚 = 136枚（赤五は標準で3枚）",
                    "34 kinds × 4 copies = 136 tiles (three red fives)")


DIAGRAMS: dict[str, Callable[[str], tuple[list[Row], str]]] = {
    "riichi-tiles": riichi_tile_rows,
    "sichuan-tiles": sichuan_tile_rows,
    "sichuan-shapes": sichuan_shape_rows,
    "sichuan-fans": sichuan_fan_rows,
    "sichuan-examples": sichuan_example_rows,
    "deck": deck_rows,
    "combinations": combination_rows,
    "taxot-shapes": taxot_shape_rows,
    "namto-ranking": namto_rows,
    "mokkaik-trick": mokkaik_trick_rows,
    "makkaik-ranking": makkaik_rows,
    "niekhi-combinations": niekhi_rows,
    "makhup-roads": makhup_rows,
}


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
    if name not in DIAGRAMS:
        return None
    rows, caption = DIAGRAMS[name](lang)
    return render_rows(rows, font_family, caption)
