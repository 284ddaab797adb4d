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
    if name.startswith("@"):  # a playing card by its file name: "@h-7", "@joker-1"
        path = str(asset_path("cards", "standard", f"{name[1:]}.svg"))
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
        (_t(lang, "友 (同じ強さ)\n色は混じってもよい", "Set (友)\ncolours may mix"), ["黒兵", "赤兵", "赤兵"]),
        (
            _t(lang, "連 (同じ色)\n数字が切れ目なく続く", "Run (連)\none colour, numbers in a row"),
            ["赤弓", "赤車", "赤虎"],
        ),
        (
            _t(lang, "船は同じ色の札の代わり\n(ここでは黒の弓)", "船 stands in for a card\nof its colour (black 2)"),
            ["黒兵", "黒船", "黒車"],
        ),
    ]
    return rows, _t(lang, "札の役", "Combinations")


def taxot_shape_rows(lang: str) -> tuple[list[Row], str]:
    rows = [
        ("[2][2][2]", ["黒兵", "赤兵", "", "黒車", "黒車", "", "赤将", "黒将"]),
        ("[2][4]", ["黒馬", "赤馬", "", "黒無", "黒無", "赤無", "赤無"]),
        (_t(lang, "[3][3] 友+連", "[3][3] set + run"), ["黒兵", "赤兵", "赤兵", "", "黒弓", "黒車", "黒虎"]),
        (
            _t(lang, "六連 (二つの三枚の連)", "六連 (two runs in a row)"),
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
        (_t(lang, "3. 二枚の友", "3. Pair"), ["黒将", "赤将", "黒虎"]),
        (_t(lang, "4. 一 (三枚とも別の強さ)", "4. Singles"), ["黒王", "赤将", "黒馬"]),
        (
            _t(lang, "赤船が赤将になり\n三枚の友", "red 船 as red 将:\na set of three"),
            ["黒将", "赤将", "赤船"],
        ),
        (
            _t(lang, "赤船は黒の連に\n入らない: 二枚の友", "red 船, black run\ncards: only a pair"),
            ["黒車", "黒馬", "赤船"],
        ),
    ]
    return rows, _t(lang, "値戦の役 (強い順)", "Mak kaik: combinations, strongest first")


def namto_tie_rows(lang: str) -> tuple[list[Row], str]:
    rows = [
        (_t(lang, "同色の地心\n(勝ち)", "one-colour 地心\n(wins)"), ["黒筆", "黒巫", "黒将"]),
        (_t(lang, "色の混ざった地心", "mixed 地心"), ["黒筆", "黒巫", "赤将"]),
        (_t(lang, "長い連が勝つ", "a longer run wins"), ["黒無", "黒兵", "黒弓", "黒車"]),
        (_t(lang, "三枚の連", "a run of three"), ["赤虎", "赤馬", "赤筆"]),
        (_t(lang, "地心が同じなら\n次の役: 虎の友 (勝ち)", "same 地心: next hand,\n虎 set (wins)"), ["黒虎", "赤虎"]),
        (_t(lang, "次の役: 無の友", "next hand: 無 set"), ["黒無", "赤無"]),
    ]
    return rows, _t(lang, "開樽の同じ役の比べ方", "Nam to: comparing equal hands")


def niekhi_rows(lang: str) -> tuple[list[Row], str]:
    rows = [
        (_t(lang, "二友 (二枚の友)", "Pair (二友)"), ["黒馬", "赤馬"]),
        (
            _t(lang, "激友 (三枚以上の友)\n何にでも出せる", "激友 (set of 3+)\ngoes on anything"),
            ["黒虎", "赤虎", "黒虎"],
        ),
        (_t(lang, "連 (色は問わない)", "Run (any colours)"), ["黒兵", "赤弓", "黒車"]),
        (
            _t(lang, "連友 (続く数字を同じ枚数ずつ)\n兵・兵・弓・弓・車・車", "連友 (run of sets)\n1 1 2 2 3 3"),
            ["黒兵", "赤兵", "黒弓", "赤弓", "黒車", "赤車"],
        ),
        (
            _t(lang, "連友: 船は何の代わりにも\n(ここでは 4)", "連友: 船 stands in\nfor any card (here a 4)"),
            ["黒弓", "赤弓", "黒車", "黒車", "赤虎", "黒船"],
        ),
    ]
    return rows, _t(lang, "連友の集 (色は区別しない)", "Niek hi: combinations (colour is ignored)")


def nine_strength_rows(lang: str) -> tuple[list[Row], str]:
    rows = [
        (
            _t(lang, "弱い → 強い\n(皇は王より強い)", "weakest → strongest\n(皇 above 王)"),
            ["黒船", "黒無", "黒兵", "黒弓", "黒車", "黒虎", "黒馬", "黒筆", "黒巫", "黒将", "黒王", "黒皇"],
        ),
        (_t(lang, "船は皇にだけ勝つ", "船 beats only 皇"), ["赤皇", "", "赤船"]),
        (
            _t(lang, "無は同色の札の代わり\n(ここで赤兵)", "無 stands in for a card\nof its colour (red 兵)"),
            ["黒兵", "赤無"],
        ),
    ]
    return rows, _t(lang, "小猫の位", "Ni ne: strength")


def nine_round_rows(lang: str) -> tuple[list[Row], str]:
    rows = [
        (_t(lang, "甲が打ち出す", "A leads"), ["赤虎"]),
        (
            _t(lang, "乙: 付 黒兵、赤を含み\nより強い赤将", "B: 付 黒兵, then 赤将\n(red, stronger)"),
            ["黒兵", "", "赤将"],
        ),
        (_t(lang, "丙: 不参加、三枚引く", "C: stays out, draws three"), [BACK, BACK, BACK]),
        (_t(lang, "甲: 付 赤弓、赤王", "A: 付 赤弓, then 赤王"), ["赤弓", "", "赤王"]),
        (
            _t(lang, "乙が不参加 → 甲が\n場の札を全て得る", "B stays out: A takes\nevery card on the table"),
            ["赤虎", "黒兵", "赤将", "赤弓", "赤王"],
        ),
    ]
    return rows, _t(lang, "小猫の一周", "Ni ne: a round")


def makhup_rows(lang: str) -> tuple[list[Row], str]:
    rows = [
        (_t(lang, "道: 筆 (6)", "Road: 筆 (6)"), ["黒筆"]),
        (_t(lang, "出せる: 筆", "May play: 筆"), ["赤筆"]),
        (_t(lang, "出せる: 1+2+3", "May play: 1+2+3"), ["黒兵", "赤弓", "黒車"]),
        (_t(lang, "出せる: 0+3+3", "May play: 0+3+3"), ["赤無", "黒車", "赤車"]),
    ]
    return rows, _t(lang, "値木: 道の値と同じ合計を出す", "Mak hup: play cards that add up to the road")


def makhup_merge_rows(lang: str) -> tuple[list[Row], str]:
    rows = [
        (_t(lang, "道1: 兵 (1)\n道2: 兵 (1)", "Road 1: 兵 (1)\nRoad 2: 兵 (1)"), ["黒兵", "", "赤兵"]),
        (
            _t(lang, "弓 (2) でつなぐ\n→ 値2の道が一本", "Join them with 弓 (2)\n→ one road of 2"),
            ["黒兵", "赤兵", "黒弓"],
        ),
        (_t(lang, "船で始まる空き道", "An open road (started by 船)"), ["赤船"]),
        (_t(lang, "馬を一枚出す\n→ 値5の道", "Play 馬 on it\n→ a road of 5"), ["赤船", "黒馬"]),
        (_t(lang, "皇・王・船を出すと\n道はすべて消える", "皇, 王 or 船 played:\nall roads are removed"), ["黒皇"]),
    ]
    return rows, _t(lang, "値木: 道をつなぐ・空き道・場払い", "Mak hup: joining roads, open roads, clearing")


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
def nippachi_card_rows(lang: str) -> tuple[list[Row], str]:
    rows = [
        (
            _t(lang, "8:他家が1枚引く\n自分の番が続く", "8: the others draw 1,\nyou play again"),
            ["@s-8", "@h-8", "@d-8", "@c-8"],
        ),
        (
            _t(lang, "2:他家が2枚引く\n自分の番が続く", "2: the others draw 2,\nyou play again"),
            ["@s-2", "@h-2", "@d-2", "@c-2"],
        ),
        (
            _t(lang, "J:いつでも出せる\n色を指定する", "J: goes on anything,\nnames a suit"),
            ["@s-J", "@h-J", "@d-J", "@c-J"],
        ),
        (
            _t(lang, "ジョーカー:いつでも\n他家が3枚引く", "Joker: goes on anything,\nthe others draw 3"),
            ["@joker-1", "@joker-2"],
        ),
        (_t(lang, "普通の札(例)", "Plain cards (examples)"), ["@s-A", "@h-3", "@d-7", "@c-10", "@s-Q", "@h-K"]),
    ]
    return rows, _t(lang, "特殊札:最後の1枚にはできない", "Special cards: never your last card")


def nippachi_example_rows(lang: str) -> tuple[list[Row], str]:
    rows = [
        (_t(lang, "1+2+4=7\n7であたり", "1+2+4 = 7:\nhits a 7"), ["@s-A", "@h-2", "@d-4"]),
        (_t(lang, "9であてる\n→トリプル", "a 9 makes\na triple"), ["@s-9", "@h-9", "@d-9"]),
        (_t(lang, "Kであてる\n→ダブル", "a K makes\na double"), ["@s-K", "@h-K", "@joker-1"]),
        (_t(lang, "3でダブル(高め)\n6であたり(安め)", "3: double (high)\n6: hit (cheap)"), ["@c-3", "@d-3"]),
        (
            _t(lang, "Kで振り込む\n残り13→返し", "plays the K, is hit:\n13 left, a bounce"),
            ["@s-2", "@h-3", "@d-3", "@c-5", "", "@s-K"],
        ),
        (_t(lang, "手札点\n(2+7)×2×4=72", "hand points\n(2+7)×2×4 = 72"), ["@c-2", "@h-7", "@joker-2"]),
    ]
    return rows, _t(lang, "待ちと返しと手札点", "Waits, a bounce and hand points")


DIAGRAMS: dict[str, Callable[[str], tuple[list[Row], str]]] = {
    "riichi-tiles": riichi_tile_rows,
    "sichuan-tiles": sichuan_tile_rows,
    "sichuan-shapes": sichuan_shape_rows,
    "sichuan-fans": sichuan_fan_rows,
    "sichuan-examples": sichuan_example_rows,
    "nippachi-cards": nippachi_card_rows,
    "nippachi-examples": nippachi_example_rows,
    "deck": deck_rows,
    "combinations": combination_rows,
    "taxot-shapes": taxot_shape_rows,
    "namto-ranking": namto_rows,
    "namto-ties": namto_tie_rows,
    "mokkaik-trick": mokkaik_trick_rows,
    "makkaik-ranking": makkaik_rows,
    "niekhi-combinations": niekhi_rows,
    "nine-strength": nine_strength_rows,
    "nine-round": nine_round_rows,
    "makhup-roads": makhup_rows,
    "makhup-merge": makhup_merge_rows,
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
