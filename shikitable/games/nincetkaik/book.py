"""紙机戦 in the rule book: the family, its shared deck chapter, and the diagrams its rule texts draw
(cards named as in games/family.py)."""

from __future__ import annotations

from shikitable.games.family import BACK, Chapter, Family, Row, Term
from shikitable.games.family import in_lang as _t
from shikitable.games.nincetkaik import deck as D

KIND_BY_KANJI = {k.kanji: i for i, k in enumerate(D.KINDS)}
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


GLOSSARY = (
    Term("季", "season", "一回の配りから決着まで", "one deal, played out to its end"),
    Term("親", "dealer", "その季に配り、多くは先に出す人", "deals the season and usually leads"),
    Term("札", "card", "紙机戦の四十八枚の札", "one of the 48 紙机戦 cards"),
    Term("山札", "stock", "まだ配られていない札", "the cards not yet dealt"),
    Term("黒・赤", "black, red", "札の二色", "the two colours of the deck"),
    Term("友", "set", "同じ強さの札の組", "cards of the same kind"),
    Term("連", "run", "同じ色で数が続く札の組", "cards of one colour with numbers in a row"),
    Term("四友", "four of a kind", "同じ強さの札四枚", "four cards of the same kind"),
    Term("船", "Vessel (wild)", "同じ色の札の代わりになる", "stands in for a card of its colour"),
    Term("皇・王", "Tam, King", "最も強い札", "the strongest cards"),
)


FAMILY = Family(
    "nincetkaik",
    "紙机戦",
    "Paper Cerke (紙机戦)",
    glossary=GLOSSARY,
    chapters=(Chapter("deck", "紙机戦の札", "The 紙机戦 deck"),),
    diagrams={
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
    },
)
