"""Write the card catalogue into assets/rules/magic.{ja,en,zh}.md (between the catalogue markers),
from the catalogue data, so the rule book always lists the cards the engine plays.

    python tools/make_magic_rules_catalogue.py
"""

from __future__ import annotations

from pathlib import Path

from shikitable.games.mahjong.magic.catalogue import CARDS
from shikitable.games.mahjong.magic.effects import carried_out

ROOT = Path(__file__).resolve().parent.parent
START, END = "<!-- catalogue:start -->", "<!-- catalogue:end -->"

WORDS = {
    "ja": {
        "white": "白", "blue": "青", "black": "黒", "red": "赤", "green": "緑", "colourless": "無色",
        "gold": "金", "silver": "銀", "common": "黒",
        "normal": "通常", "talisman": "護符", "counter": "カウンター", "stacking": "積み込み",
        "before_shuffle": "洗牌前", "own_draw": "自分のツモ後", "others_discard": "他家の打牌直後",
        "on_call": "鳴きの宣言時", "on_riichi": "他家のリーチ宣言時", "own_win": "自分の上がり宣言時",
        "win_against": "他家の上がり宣言時", "exhaustive_draw": "流局時", "card_declared": "カード宣言中",
        "copies": "枚",
        "not_yet": "※この卓ではまだ使えません（効果のエンジン処理が未実装のため、配られても宣言できません）。",
        "intro": "全{n}種{total}枚。各カードの絵・色・レアリティ・種類・タイミング・効果。",
    },
    "en": {
        "white": "white", "blue": "blue", "black": "black", "red": "red", "green": "green",
        "colourless": "colourless", "gold": "gold", "silver": "silver", "common": "black",
        "normal": "normal", "talisman": "talisman", "counter": "counter", "stacking": "stacking",
        "before_shuffle": "before the shuffle", "own_draw": "after your draw",
        "others_discard": "right after another player's discard", "on_call": "when a call is made",
        "on_riichi": "when another player declares riichi", "own_win": "when you declare a win",
        "win_against": "when another player declares a win", "exhaustive_draw": "at an exhaustive draw",
        "card_declared": "while another card is declared", "copies": "copies",
        "not_yet": "Not yet playable at this table: the engine does not carry out its effect yet, so it is "
                   "never offered for declaration.",
        "intro": "{n} cards, {total} in the deck. Each card's picture, colour, rarity, type, timing and effect.",
    },
    "zh": {
        "white": "白", "blue": "蓝", "black": "黑", "red": "红", "green": "绿", "colourless": "无色",
        "gold": "金", "silver": "银", "common": "黑",
        "normal": "普通", "talisman": "护符", "counter": "反制", "stacking": "做牌",
        "before_shuffle": "洗牌前", "own_draw": "自己摸牌后", "others_discard": "别人刚打牌后",
        "on_call": "宣告鸣牌时", "on_riichi": "别人宣告立直时", "own_win": "自己宣告和牌时",
        "win_against": "别人宣告和牌时", "exhaustive_draw": "流局时", "card_declared": "卡牌宣告期间",
        "copies": "张",
        "not_yet": "※本桌还不能使用（引擎尚未实现这张卡牌的效果，发到手里也不能宣告）。",
        "intro": "共{n}种{total}张。每张卡牌的图、颜色、稀有度、种类、时机和效果。",
    },
}


def section(lang: str) -> str:
    w = WORDS[lang]
    total = sum(c.copies for c in CARDS)
    lines = [START, "", w["intro"].format(n=len(CARDS), total=total), ""]
    for card in CARDS:
        rarity = "common" if card.rarity == "black" else card.rarity.value
        name = {
            "ja": f"{card.name_ja}（{card.name_en}）",
            "zh": f"{card.name_zh}（{card.name_en}）",
        }.get(lang, f"{card.name_en} ({card.name_ja})")
        lines.append(f"#### {name}")
        lines.append("")
        lines.append(f"<!-- diagram: magic-card-{card.id} -->")
        lines.append("")
        facts = [w[card.colour.value], w[rarity], w[card.type.value], w[card.timing.value]]
        if card.copies > 1:
            facts.append(f"{card.copies} {w['copies']}" if lang == "en" else f"{card.copies}{w['copies']}")
        lines.append(" / ".join(facts))
        lines.append("")
        lines.append({"ja": card.text_ja, "zh": card.text_zh}.get(lang, card.text_en))
        if not carried_out(card.id):
            lines.append("")
            lines.append(w["not_yet"])
        lines.append("")
    lines.append(END)
    return "\n".join(lines)


def main() -> None:
    for lang in ("ja", "en", "zh"):
        path = ROOT / "assets" / "rules" / f"magic.{lang}.md"
        text = path.read_text(encoding="utf-8")
        block = section(lang)
        if START in text:
            start, end = text.index(START), text.index(END) + len(END)
            text = text[:start] + block + text[end:]
        else:
            text = text.rstrip("\n") + "\n\n" + block + "\n"
        path.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    main()
