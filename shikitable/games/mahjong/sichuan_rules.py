"""四川麻将's options and the per-seat facts the engine keeps asking: which tiles a seat may
still use (its void suit), what its hand waits on, whether it holds a winning hand."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from shikitable.core.options import Option
from shikitable.games.mahjong.hand import (
    NO_WAIT,
    is_seven_pairs,
    is_standard_win,
    seven_pairs_waits,
    standard_waits,
)

SUITS = ("m", "p", "s")
KINDS_OF_SUIT = tuple(tuple(range(s * 9, s * 9 + 9)) for s in range(3))

OPTIONS: tuple[Option, ...] = (
    Option(
        "preset",
        "seed",
        choices=("seed", "apps", "xueliu"),
        label_en="Rule set",
        label_ja="ルール一式",
        help_en="Choosing a rule set moves every switch to its value; you may then change any of them.",
        help_ja="ルール一式を選ぶと各項目がその値になり、そのあと一つずつ変えられます。",
        choice_labels_en=("the source's rules", "血战到底 as the popular apps play it", "血流成河 (apps' rules)"),
        choice_labels_ja=("原典のルール", "アプリで一般的な血战到底", "血流成河 (アプリのルール)"),
    ),
    Option(
        "variant",
        "xuezhan",
        choices=("xuezhan", "xueliu"),
        label_en="Winners",
        label_ja="和了者",
        choice_labels_en=("血战到底: a winner leaves the hand", "血流成河: winners stay in and may win again"),
        choice_labels_ja=("血战到底: 和了者は抜ける", "血流成河: 和了者も残り何度でも和了できる"),
    ),
    Option(
        "swap",
        "off",
        choices=("off", "dice", "clockwise", "counter", "across"),
        label_en="换三张 (passing three tiles before 定缺)",
        label_ja="换三张 (定缺の前に3枚交換)",
        choice_labels_en=("not played", "direction by the dice", "clockwise (to the left)",
                          "counter-clockwise (to the right)", "across"),
        choice_labels_ja=("なし", "方向はサイコロで", "時計回り (上家へ)", "反時計回り (下家へ)", "対面へ"),
    ),
    Option(
        "hands",
        8,
        minimum=1,
        maximum=64,
        label_en="Hands in a match",
        label_ja="対戦の局数",
        help_en="The source does not say how long a match is; 8 hands by default (4 or 16 are usual too).",
        help_ja="原典に定めがないため既定は8局 (4局・16局もよく使われます)。",
    ),
    Option(
        "void_by",
        "card",
        choices=("card", "discard"),
        label_en="Declaring the void suit (定缺)",
        label_ja="定缺の宣言",
        choice_labels_en=("face-down choice, shown when all have chosen", "定打: the first discard laid face down"),
        choice_labels_ja=("全員が伏せて選び、そろってから公開", "定打 (第1打を伏せておく)"),
    ),
    Option(
        "cap",
        "4",
        choices=("4", "3", "2", "5"),
        label_en="満貫 (the limit)",
        label_ja="満貫 (封頂)",
        choice_labels_en=("4 fan = 16 points", "3 fan = 8 points", "2 fan = 4 points", "5 fan = 32 points"),
        choice_labels_ja=("4飜16点", "3飜8点", "2飜4点", "5飜32点"),
    ),
    Option("chanta", True, label_en="幺九 / 全帯幺 (terminal in every set, 2 fan)",
           label_ja="幺九 (全帯幺, 2飜) を採用"),
    Option("jiangdui", True, label_en="将対 (2-5-8 pungs, 2 fan)", label_ja="将対 (2飜) を採用"),
    Option(
        "kong_deal_in",
        "refund",
        choices=("refund", "to_winner", "keep"),
        label_en="A kong followed at once by a deal-in (呼叫转移)",
        label_ja="開槓直後の放銃 (呼叫转移)",
        choice_labels_en=("its payments are refunded", "呼叫转移: its payments go to the winner",
                          "the kong keeps them"),
        choice_labels_ja=("開槓点は返還", "呼叫转移: 開槓点は和牌者へ", "開槓点はそのまま"),
    ),
    Option(
        "pig_excused",
        False,
        label_en="花猪 excused after discarding the void suit every turn",
        label_ja="缺門を切り続けた花猪は免責",
        help_en="A player who discarded a tile of the void suit every turn they held one is settled as "
        "not ready instead of as 花猪.",
        help_ja="缺門の牌を持つ間は毎巡それを切っていた者は、花猪ではなくノーテンとして精算します。",
    ),
    Option(
        "tsumo_point_over_cap",
        True,
        label_en="The tsumo point may pass the limit",
        label_ja="ツモの1点は満貫を超えてよい",
    ),
    Option(
        "draw_dealer",
        "stay",
        choices=("stay", "next"),
        label_en="After a hand nobody won, the deal",
        label_ja="全員が和了しなかった局の次の親",
        choice_labels_en=("stays", "passes to the next seat"),
        choice_labels_ja=("連荘", "下家へ"),
    ),
    Option(
        "tsumo_bonus",
        "point",
        choices=("point", "fan"),
        label_en="A self-draw earns",
        label_ja="自摸の加算",
        choice_labels_en=("自摸加底: 1 more point from each payer", "自摸加番: 1 more fan"),
        choice_labels_ja=("自摸加底 (各自1点増し)", "自摸加番 (1飜増し)"),
    ),
    Option(
        "kong_flower",
        "tsumo",
        choices=("tsumo", "ron"),
        label_en="点杠花: a win on the tile after a kong claimed from a discard",
        label_ja="点杠花 (明槓の嶺上で和了)",
        choice_labels_en=("paid as a self-draw by all", "paid as a discard win by the kong's giver"),
        choice_labels_ja=("自摸として全員が払う", "点炮として放槓者が払う"),
    ),
    Option("heaven_earth", False, label_en="天胡 / 地胡 (a first-turn win scores the limit)",
           label_ja="天胡・地胡 (満貫) を採用"),
    Option(
        "golden_hook",
        "1",
        choices=("1", "2"),
        label_en="金钩钓 (bare single wait)",
        label_ja="金钩钓 (裸単騎)",
        choice_labels_en=("1 fan", "2 fan"),
        choice_labels_ja=("1飜", "2飜"),
    ),
    Option("menqing_zhongzhang", False, label_en="门清 and 中张 (1 fan each)", label_ja="门清・中张 (各1飜) を採用"),
    Option("kong_discard_fan", True, label_en="杠上炮 (a win on the discard after a kong, 1 fan)",
           label_ja="杠上炮 (1飜) を採用"),
    Option("multi_ron", True, label_en="一炮多响 (several may win on one discard)",
           label_ja="一炮多响 (一つの打牌で複数和了)",
           help_en="Off: only the first claimant counting from the discarder's next seat wins (截胡).",
           help_ja="なしの場合は放銃者の下家から数えて最初の者だけが和了 (截胡)。"),
    Option("tax_refund", True, label_en="退税: at the draw, kongs of those not ready are refunded",
           label_ja="退税 (流局時、ノーテン者の槓点を返還)"),
    Option("check_ready", True, label_en="查大叫: at the draw, those not ready pay the ready",
           label_ja="查大叫 (流局時、ノーテン者がテンパイ者に支払う)"),
)


def holds_void(counts: Sequence[int], void: int) -> bool:
    if void < 0:
        return False
    start = void * 9
    return any(counts[start : start + 9])


USABLE_KINDS = {v: tuple(k for s in range(3) if s != v for k in KINDS_OF_SUIT[s]) for v in (-1, 0, 1, 2)}


def usable_kinds(void: int) -> tuple[int, ...]:
    """The kinds outside the void suit (all 27 before a void is chosen)."""
    return USABLE_KINDS[void]


def shape_wins(counts: Sequence[int], melds: int) -> bool:
    """A complete hand (ignoring 缺一门): four sets and a pair, or seven pairs."""
    return is_standard_win(counts) or (melds == 0 and is_seven_pairs(counts, four_as_two_pairs=True))


def wait_mask(counts: Sequence[int], totals: Sequence[int], melds: int, void: int) -> int:
    """The kinds a 13-tile hand wins on: none while it holds a void tile; a wait whose four
    tiles the player holds itself does not count (the seed's 'used up by one's own hand')."""
    if holds_void(counts, void):
        return NO_WAIT
    mask = standard_waits(counts, USABLE_KINDS[void])
    if melds == 0:
        mask |= seven_pairs_waits(counts, four_as_two_pairs=True)
    kind = 0
    rest = mask
    while rest:
        if rest & 1 and totals[kind] >= 4:
            mask &= ~(1 << kind)
        rest >>= 1
        kind += 1
    return mask


# 血战到底 as the popular apps (欢乐麻将 and the like) set it up: 换三张 by the dice, 呼叫转移,
# 自摸加底, a 4-fan cap, 点杠花 paid by the kong's giver, and the extra hands they score
APPS_RULES: dict[str, Any] = {
    "swap": "dice",
    "kong_deal_in": "to_winner",
    "tsumo_bonus": "point",
    "cap": "4",
    "kong_flower": "ron",
    "heaven_earth": True,
    "golden_hook": "2",
    "menqing_zhongzhang": True,
}
PRESETS: dict[str, dict[str, Any]] = {
    "seed": {},
    "apps": APPS_RULES,
    "xueliu": {**APPS_RULES, "variant": "xueliu"},
}
DEFAULTS = {o.name: o.default for o in OPTIONS}


def with_preset(given: Mapping[str, Any] | None) -> dict[str, Any]:
    """The options a preset stands for, under the ones given: the preset fills in every switch
    not given, a given switch keeps its value (the new-game dialog moves its switches to the
    preset's values when the preset is chosen, then sends them all). Unknown names and bad
    values are left for resolve_options to refuse."""
    given = dict(given or {})
    preset = given.get("preset", "seed")
    rules = PRESETS.get(preset, {}) if isinstance(preset, str) else {}
    return {**rules, **given}

