"""Rule options. Defaults are those most online players know (Tenhou's, as jansou's `tenhou`
preset states them), so a match here and the same log in jansou follow one rule book."""

from __future__ import annotations

from shikitable.core.options import Option


def _flag(name: str, default: bool, en: str, ja: str, help_en: str = "", help_ja: str = "") -> Option:
    return Option(name, default, label_en=en, label_ja=ja, help_en=help_en, help_ja=help_ja)


RIICHI_OPTIONS: tuple[Option, ...] = (
    Option("length", "hanchan", choices=("hanchan", "tonpuu"), label_en="Match length", label_ja="対局の長さ",
           choice_labels_en=("East-South (hanchan)", "East only"), choice_labels_ja=("東南戦", "東風戦")),
    Option("red_fives", 3, choices=(0, 3, 4), label_en="Red fives", label_ja="赤ドラ",
           choice_labels_en=("none", "three (5m 5p 5s)", "four (5m 5p 5p 5s)"),
           choice_labels_ja=("なし", "3枚（萬筒索）", "4枚（萬・筒2・索）")),
    _flag("open_tanyao", True, "Open tanyao (kuitan)", "喰いタン"),
    _flag("kuikae_ban", True, "No swap-calling (kuikae)", "喰い替え禁止"),
    _flag("double_ron", True, "Double ron", "ダブロン",
          "Off: head bump, only the first player after the discarder wins.",
          "なし：頭ハネ（放銃者の下家側に近い一人だけが和了）"),
    _flag("kan_dora", True, "Kan dora", "カンドラ"),
    _flag("open_kan_dora_at_once", False, "Open kan dora turns at once", "明槓のカンドラ即乗り",
          "Off: an open or added kan turns its dora after the kan's discard (a closed kan at once).",
          "なし：明槓・加槓のカンドラは打牌後にめくる（暗槓は即）。"),
    _flag("ura_dora", True, "Ura dora", "裏ドラ"),
    _flag("ippatsu", True, "Ippatsu", "一発"),
    _flag("open_riichi", False, "Open riichi", "オープンリーチ",
          "A riichi with the hand shown to all: one more han.", "手牌を公開するリーチ：1飜増し。"),
    _flag("abort_nine_terminals", True, "Abortive draw: nine terminals", "九種九牌"),
    _flag("abort_four_winds", True, "Abortive draw: four winds", "四風連打"),
    _flag("abort_four_kans", True, "Abortive draw: four kans", "四槓散了"),
    _flag("abort_four_riichi", True, "Abortive draw: four riichi", "四家立直"),
    _flag("abort_triple_ron", True, "Abortive draw: triple ron", "三家和"),
    _flag("nagashi_mangan", True, "Nagashi mangan", "流し満貫"),
    _flag("tobi", True, "Bust ends the match (below zero)", "飛び（0点未満で終了）"),
    _flag("agari_yame", True, "Last dealer may stop while leading", "オーラスの和了止め"),
    _flag("extension", True, "Extra wind if nobody reaches the return score", "西入（返し点未満なら延長）"),
    Option("start_points", 25000, minimum=1000, maximum=100000, label_en="Starting points", label_ja="配給原点"),
    Option("return_points", 30000, minimum=1000, maximum=100000, label_en="Return points", label_ja="返し点"),
    Option("uma", "10-20", choices=("0", "5-10", "10-20", "10-30", "20-30"), label_en="Uma", label_ja="ウマ",
           choice_labels_en=("none", "5-10", "10-20", "10-30", "20-30"),
           choice_labels_ja=("なし", "5-10", "10-20", "10-30", "20-30")),
)


def uma_table(name: str) -> tuple[int, int, int, int]:
    """Placement bonus in thousands of points, 1st to 4th."""
    if name == "0":
        return (0, 0, 0, 0)
    low, high = (int(x) for x in name.split("-"))
    return (high, low, -low, -high)
