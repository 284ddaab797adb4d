"""四川麻将's hand value: fan (飜) from the hand's shape and the way it was won.

1 point with no fan; each fan doubles; the cap (満貫) is 4 fan = 16 points (option: 3 fan = 8).
  1 fan: 根 (each set of four of a kind held, declared as a kong or not), 対々和, 裸単騎
         (always with 対々和), 槓上 (a win on the tile drawn after a kong, or on the discard
         made right after one), 槍槓, 海底 (any win once the wall is used up)
  2 fan: 清一色, 七対, 全帯幺 (option), 将対 (option; 2, 5, 8 only, always with 対々和)
A hand that reads both as seven pairs and as four sets and a pair scores the better reading.
Options (sichuan_rules.py): the cap (2-5 fan), 金钩钓 (裸単騎) at 2 fan, 门清 and 中张 (1 fan
each), 自摸加番 (a self-draw is 1 fan more), 天胡 / 地胡 (the limit outright).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Literal

from shikitable.games.mahjong.hand import is_seven_pairs, is_standard_win
from shikitable.games.mahjong.tiles import NUMBER_OF_KIND

FAN_VALUES = {
    "gen": 1,  # 根
    "toitoi": 1,  # 対々和
    "hadaka": 1,  # 裸単騎
    "kanjou": 1,  # 槓上 (嶺上開花 / 槓上炮)
    "chankan": 1,  # 槍槓
    "haitei": 1,  # 海底
    "chinitsu": 2,  # 清一色
    "chiitoi": 2,  # 七対
    "chanta": 2,  # 全帯幺
    "jiangdui": 2,  # 将対
    "menqing": 1,  # 门清 (option)
    "zhongzhang": 1,  # 中张 (option)
    "zimo": 1,  # 自摸加番 (option)
}
FAN_NAMES_JA = {
    "gen": "根",
    "toitoi": "対々和",
    "hadaka": "裸単騎",
    "kanjou": "槓上",
    "chankan": "槍槓",
    "haitei": "海底",
    "chinitsu": "清一色",
    "chiitoi": "七対",
    "chanta": "全帯幺",
    "jiangdui": "将対",
    "menqing": "门清",
    "zhongzhang": "中张",
    "zimo": "自摸加番",
    "tianhu": "天胡",
    "dihu": "地胡",
}
FAN_NAMES_EN = {
    "gen": "Root (four of a kind)",
    "toitoi": "All pungs",
    "hadaka": "Bare single wait",
    "kanjou": "After a kong",
    "chankan": "Robbing a kong",
    "haitei": "Last of the wall",
    "chinitsu": "One suit",
    "chiitoi": "Seven pairs",
    "chanta": "Terminal in every set",
    "jiangdui": "2-5-8 pungs",
    "menqing": "Concealed hand",
    "zhongzhang": "No 1s or 9s",
    "zimo": "Self-draw fan",
    "tianhu": "Heavenly hand",
    "dihu": "Earthly hand",
}


@dataclass(frozen=True)
class Meld:
    """A declared set: `kind`, `size` 3 (pung) or 4 (kong), `concealed` for a concealed kong."""

    kind: int
    size: int
    concealed: bool = False


@dataclass(frozen=True)
class WinContext:
    after_kong: bool = False
    robbing_kong: bool = False
    last_of_wall: bool = False
    self_drawn: bool = False
    first_turn: str = ""  # "tianhu" or "dihu" when the win is one (and the option is on)


@dataclass
class HandValue:
    fans: list[tuple[str, int]] = field(default_factory=list)  # (name, fan), 根 once per set of four
    fan: int = 0
    points: int = 1
    capped: bool = False

    def to_json(self) -> dict[str, object]:
        return {"fans": [list(f) for f in self.fans], "fan": self.fan, "points": self.points, "capped": self.capped}


def cap_fan(options: Mapping[str, object]) -> int:
    return int(str(options.get("cap", "4")))


def limit_points(options: Mapping[str, object]) -> int:
    """満貫: the most a hand is worth (before the tsumo point)."""
    return 1 << cap_fan(options)


# how a concealed hand splits: runs (順子), pungs (刻子) and its one pair (雀頭)
SetShape = Literal["run", "pung", "pair"]


def _runs_and_sets(counts: list[int], i: int, head_done: bool) -> Iterator[list[tuple[SetShape, int]]]:
    """Every split of `counts` (27 kinds) into sets and one pair, as (shape, first kind)."""
    while i < 27 and counts[i] == 0:
        i += 1
    if i == 27:
        if head_done:
            yield []
        return
    if counts[i] >= 3:
        counts[i] -= 3
        for rest in _runs_and_sets(counts, i, head_done):
            yield [("pung", i), *rest]
        counts[i] += 3
    if i % 9 <= 6 and counts[i + 1] and counts[i + 2]:
        for j in (i, i + 1, i + 2):
            counts[j] -= 1
        for rest in _runs_and_sets(counts, i, head_done):
            yield [("run", i), *rest]
        for j in (i, i + 1, i + 2):
            counts[j] += 1
    if not head_done and counts[i] >= 2:
        counts[i] -= 2
        for rest in _runs_and_sets(counts, i, True):
            yield [("pair", i), *rest]
        counts[i] += 2


def _terminal_in(shape: SetShape, kind: int) -> bool:
    if shape == "run":
        return NUMBER_OF_KIND[kind] in (1, 7)
    return NUMBER_OF_KIND[kind] in (1, 9)


def hand_value(
    concealed: Sequence[int],
    melds: Sequence[Meld],
    options: Mapping[str, object],
    context: WinContext = WinContext(),
) -> HandValue | None:
    """The best value of a complete hand: `concealed` counts (27 kinds, winning tile included)
    and the declared melds; None when the tiles do not form a winning shape."""
    counts = list(concealed)
    total = list(counts)
    for m in melds:
        total[m.kind] += m.size
    standard = is_standard_win(counts)
    seven = not melds and is_seven_pairs(counts, four_as_two_pairs=True)
    if not standard and not seven:
        return None
    cap = cap_fan(options)
    if context.first_turn:  # 天胡 / 地胡: the limit, whatever else the hand holds
        return HandValue(fans=[(context.first_turn, cap)], fan=cap, points=1 << cap)
    common: list[tuple[str, int]] = []
    roots = sum(1 for c in total if c == 4)
    common += [("gen", 1)] * roots
    suits = {k // 9 for k, c in enumerate(total) if c}
    if len(suits) == 1:
        common.append(("chinitsu", 2))
    if context.after_kong:
        common.append(("kanjou", 1))
    if context.robbing_kong:
        common.append(("chankan", 1))
    if context.last_of_wall:
        common.append(("haitei", 1))
    if context.self_drawn and options.get("tsumo_bonus") == "fan":
        common.append(("zimo", 1))
    if options.get("menqing_zhongzhang"):
        if all(m.concealed for m in melds):
            common.append(("menqing", 1))
        if not any(c and NUMBER_OF_KIND[k] in (1, 9) for k, c in enumerate(total)):
            common.append(("zhongzhang", 1))
    readings: list[list[tuple[str, int]]] = []
    if seven:
        readings.append([*common, ("chiitoi", 2)])
    if standard:
        extra: list[tuple[str, int]] = []
        all_pungs = all(c in (0, 2, 3) for c in counts) and sum(1 for c in counts if c == 2) == 1
        if all_pungs:
            extra.append(("toitoi", 1))
            if sum(counts) == 2:
                extra.append(("hadaka", 2 if options.get("golden_hook") == "2" else 1))
            if options.get("jiangdui", True) and all(NUMBER_OF_KIND[k] in (2, 5, 8) for k, c in enumerate(total) if c):
                extra.append(("jiangdui", 2))
        if options.get("chanta", True) and all(NUMBER_OF_KIND[m.kind] in (1, 9) for m in melds):
            if any(all(_terminal_in(s, k) for s, k in split) for split in _runs_and_sets(list(counts), 0, False)):
                extra.append(("chanta", 2))
        readings.append([*common, *extra])
    best = max(readings, key=lambda fans: sum(f for _, f in fans))
    fan = sum(f for _, f in best)
    return HandValue(fans=best, fan=fan, points=1 << min(fan, cap), capped=fan > cap)
