"""紙机戦 in the rule book: the family, its shared deck chapter, the deck's diagram (its counts come
from deck.py), and the glossary and other diagrams of its book table (book.toml; cards named as
in games/family.py)."""

from __future__ import annotations

from pathlib import Path

from shikitable.games.family import Chapter, Family, Row, read_book
from shikitable.games.family import in_lang as _t
from shikitable.games.nincetkaik import deck as D

KIND_BY_KANJI = {k.kanji: i for i, k in enumerate(D.KINDS)}
STRENGTH_ORDER = "船 無 兵 弓 車 虎 馬 筆 巫 将 王 皇".split()
# the kinds' names as a Chinese text writes them (docs/zh-terms.md); the card art keeps its own
SIMPLIFIED = str.maketrans("無車馬筆", "无车马笔")


def deck_rows(lang: str) -> tuple[list[Row], str]:
    rows = [
        (_t(lang, "黒 (24枚)", "Black (24 cards)", "黑 (24张)"), ["黒" + k for k in STRENGTH_ORDER]),
        (_t(lang, "赤 (24枚)", "Red (24 cards)", "红 (24张)"), ["赤" + k for k in STRENGTH_ORDER]),
    ]
    counts = " ".join(f"{k}×{D.KINDS[KIND_BY_KANJI[k]].copies}" for k in STRENGTH_ORDER)
    caption = _t(
        lang, f"弱い ← → 強い(王=皇)  各色: {counts}", f"weakest ← → strongest (King = Tam)   per colour: {counts}",
        f"弱 ← → 强(王=皇)  每色: {counts.translate(SIMPLIFIED)}",
    )
    return rows, caption


BOOK = read_book(Path(__file__).with_name("book.toml"))
FAMILY = Family(
    "nincetkaik",
    "紙机戦",
    "Paper Cerke (紙机戦)",
    glossary=BOOK.glossary,
    chapters=(Chapter("deck", "紙机戦の札", "The 紙机戦 deck", BOOK.zh.chapters.get("deck", "")),),
    zh=BOOK.zh,
    diagrams={"deck": deck_rows, **BOOK.diagrams},
)
