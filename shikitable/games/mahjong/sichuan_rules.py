"""四川麻将's options and the per-seat facts the engine keeps asking: which tiles a seat may
still use (its void suit), what its hand waits on, whether it holds a winning hand."""

from __future__ import annotations

from collections.abc import Sequence

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
        choices=("4", "3"),
        label_en="満貫 (the limit)",
        label_ja="満貫",
        choice_labels_en=("4 fan = 16 points", "3 fan = 8 points"),
        choice_labels_ja=("4飜16点", "3飜8点"),
    ),
    Option("chanta", True, label_en="全帯幺 (terminal in every set, 2 fan)", label_ja="全帯幺 (2飜) を採用"),
    Option("jiangdui", True, label_en="将対 (2-5-8 pungs, 2 fan)", label_ja="将対 (2飜) を採用"),
    Option(
        "kong_deal_in",
        "refund",
        choices=("refund", "to_winner"),
        label_en="A kong followed at once by a deal-in",
        label_ja="開槓直後の放銃",
        choice_labels_en=("its payments are refunded", "its payments go to the winner"),
        choice_labels_ja=("開槓点は返還", "開槓点は和牌者へ"),
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
