"""Write the card catalogue into assets/rules/magic.{ja,en}.md (between the catalogue markers),
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
}


def section(lang: str) -> str:
    w = WORDS[lang]
    total = sum(c.copies for c in CARDS)
    lines = [START, "", w["intro"].format(n=len(CARDS), total=total), ""]
    for card in CARDS:
        rarity = "common" if card.rarity == "black" else card.rarity.value
        name = f"{card.name_ja}（{card.name_en}）" if lang == "ja" else f"{card.name_en} ({card.name_ja})"
        lines.append(f"#### {name}")
        lines.append("")
        lines.append(f"<!-- diagram: magic-card-{card.id} -->")
        lines.append("")
        facts = [w[card.colour.value], w[rarity], w[card.type.value], w[card.timing.value]]
        if card.copies > 1:
            facts.append(f"{card.copies}{w['copies']}" if lang == "ja" else f"{card.copies} {w['copies']}")
        lines.append(" / ".join(facts))
        lines.append("")
        lines.append(card.text_ja if lang == "ja" else card.text_en)
        if not carried_out(card.id):
            lines.append("")
            lines.append(w["not_yet"])
        lines.append("")
    lines.append(END)
    return "\n".join(lines)


def main() -> None:
    for lang in ("ja", "en"):
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
