"""Hand value from the `mahjong` library (HandCalculator): yaku, han, fu and the base payments.

The library is checked by its authors against millions of Tenhou hands; the engine only
describes the win (tiles, melds, dora, riichi, ippatsu, ...) and reads the answer."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Literal, cast, get_args

from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
from mahjong.hand_calculating.scores import ScoresCalculator
from mahjong.meld import Meld as LibMeld

from shikitable.games.mahjong.riichi.tile_ids import EAST

# the sets in front of a player: called on a discard (chi, pon, daiminkan), declared from the
# hand (ankan), or a pon grown by the fourth tile (kakan)
CalledMeld = Literal["chi", "pon", "daiminkan"]
MeldKind = Literal[CalledMeld, "ankan", "kakan"]
CALLED_MELDS: frozenset[str] = frozenset(get_args(CalledMeld))
KAN_KINDS: frozenset[MeldKind] = frozenset({"daiminkan", "ankan", "kakan"})


def called_meld(claim_kind: str) -> CalledMeld:
    """The set a claim on a discard makes (a claim of that name); any other claim makes none."""
    if claim_kind not in CALLED_MELDS:
        raise ValueError(f"a {claim_kind!r} claim makes no meld")
    return cast(CalledMeld, claim_kind)


@dataclass(frozen=True)
class Meld:
    """A called or declared set. `called` is the tile taken from `source` (None for ankan); for
    kakan, `added` is the tile added to the pon."""

    kind: MeldKind
    tiles: tuple[int, ...]
    called: int | None = None
    source: int | None = None
    added: int | None = None

    @property
    def is_kan(self) -> bool:
        return self.kind in KAN_KINDS

    @property
    def is_open(self) -> bool:
        return self.kind != "ankan"

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "tiles": list(self.tiles), "called": self.called, "source": self.source,
                "added": self.added}

    @staticmethod
    def from_json(data: dict[str, Any]) -> Meld:
        return Meld(data["kind"], tuple(data["tiles"]), data.get("called"), data.get("source"), data.get("added"))


@dataclass(frozen=True)
class WinSituation:
    """Everything about a win besides the tiles."""

    is_tsumo: bool
    seat_wind: int  # 0 east .. 3 north
    round_wind: int
    riichi: bool = False
    double_riichi: bool = False
    open_riichi: bool = False
    ippatsu: bool = False
    rinshan: bool = False
    chankan: bool = False
    haitei: bool = False
    houtei: bool = False
    tenhou: bool = False
    chiihou: bool = False


@dataclass(frozen=True)
class ScoringRules:
    open_tanyao: bool = True
    red_fives: frozenset[int] = frozenset({16, 52, 88})
    double_yakuman: bool = False


@dataclass
class HandValue:
    han: int
    fu: int
    yaku: list[tuple[str, int]]  # (name, han)
    is_yakuman: bool
    limit: str  # "", mangan, haneman, ... as the library names it
    ron: int  # what the discarder pays (before honba)
    tsumo_dealer: int  # what the dealer pays on a non-dealer's tsumo
    tsumo_other: int  # what each non-dealer pays on a tsumo
    yakuman_names: list[str] = field(default_factory=list)

    def total(self, is_tsumo: bool, winner_is_dealer: bool) -> int:
        if not is_tsumo:
            return self.ron
        if winner_is_dealer:
            return 3 * self.tsumo_other
        return self.tsumo_dealer + 2 * self.tsumo_other

    def to_json(self) -> dict[str, Any]:
        return {"han": self.han, "fu": self.fu, "yaku": [list(y) for y in self.yaku], "yakuman": self.is_yakuman,
                "limit": self.limit}


_LIB_RED = frozenset({16, 52, 88})


def _options(rules: ScoringRules) -> OptionalRules:
    return OptionalRules(
        has_open_tanyao=rules.open_tanyao,
        has_aka_dora=bool(rules.red_fives),
        has_double_yakuman=rules.double_yakuman,
        kazoe_limit=HandConstants.KAZOE_LIMITED,
        kiriage=False,
        fu_for_open_pinfu=True,
        fu_for_pinfu_tsumo=False,
    )


def _lib_meld(meld: Meld) -> LibMeld:
    if meld.kind == "chi":
        return LibMeld(LibMeld.CHI, meld.tiles, True, meld.called)
    if meld.kind == "pon":
        return LibMeld(LibMeld.PON, meld.tiles, True, meld.called)
    if meld.kind == "kakan":
        return LibMeld(LibMeld.SHOUMINKAN, meld.tiles, True, meld.called)
    return LibMeld(LibMeld.KAN, meld.tiles, meld.kind == "daiminkan", meld.called)


NO_YAKU = "無役 No yaku"  # the result line of a win a layer lets stand without a yaku


def evaluate(
    concealed: list[int],
    win_tile: int,
    melds: list[Meld],
    situation: WinSituation,
    dora_indicators: list[int],
    ura_indicators: list[int],
    rules: ScoringRules,
    *,
    allow_no_yaku: bool = False,
) -> HandValue | None:
    """The value of the hand `concealed` (which includes `win_tile`) plus `melds`, or None when it
    is not a win with at least one yaku. With `allow_no_yaku` (a rule layer on top, Magic's
    無役の役) a complete hand without a yaku is a win too, worth its dora and fu: see
    `_without_yaku`. Plain riichi never passes it."""
    tiles = list(concealed)
    for meld in melds:
        tiles.extend(meld.tiles)
    config = _config(situation, rules)
    lib_melds = [_lib_meld(m) for m in melds]
    ura = ura_indicators if (situation.riichi or situation.double_riichi) else None
    result = HandCalculator.estimate_hand_value(tiles, win_tile, melds=lib_melds, dora_indicators=dora_indicators,
                                                config=config, ura_dora_indicators=ura)
    if result.error == HandCalculator.ERR_NO_YAKU and allow_no_yaku:
        return _without_yaku(tiles, win_tile, lib_melds, situation, dora_indicators, rules)
    if result.error is not None or result.han is None or result.fu is None or result.cost is None:
        return None
    han, fu, cost = result.han, result.fu, result.cost
    yaku = [(y.name, (y.han_open if result.is_open_hand else y.han_closed) or 0) for y in (result.yaku or [])]
    is_yakuman = any(y.is_yakuman for y in (result.yaku or []))
    # a fourth red five (a second red 5p) is one more dora the library does not know about
    extra_red = sum(1 for t in tiles if t in rules.red_fives and t not in _LIB_RED)
    if extra_red and not is_yakuman:
        han += extra_red
        yaku.append(("Aka Dora", extra_red))
        cost = ScoresCalculator.calculate_scores(han, fu, config, False)
    return _value(han, fu, yaku, is_yakuman, cost, situation.is_tsumo,
                  [y.name for y in (result.yaku or []) if y.is_yakuman])


def _config(situation: WinSituation, rules: ScoringRules) -> HandConfig:
    return HandConfig(
        is_tsumo=situation.is_tsumo,
        is_riichi=situation.riichi and not situation.double_riichi,
        is_daburu_riichi=situation.double_riichi,
        is_open_riichi=situation.open_riichi,
        is_ippatsu=situation.ippatsu,
        is_rinshan=situation.rinshan,
        is_chankan=situation.chankan,
        is_haitei=situation.haitei,
        is_houtei=situation.houtei,
        is_tenhou=situation.tenhou,
        is_chiihou=situation.chiihou,
        player_wind=EAST + situation.seat_wind,
        round_wind=EAST + situation.round_wind,
        options=_options(rules),
    )


def _value(han: int, fu: int, yaku: list[tuple[str, int]], is_yakuman: bool, cost: Any, is_tsumo: bool,
           yakuman_names: list[str]) -> HandValue:
    if is_tsumo:
        tsumo_dealer, tsumo_other, ron = cost["main"], cost["additional"], 0
    else:
        tsumo_dealer = tsumo_other = 0
        ron = cost["main"]
    return HandValue(han=han, fu=fu, yaku=yaku, is_yakuman=is_yakuman, limit=cost["yaku_level"], ron=ron,
                     tsumo_dealer=tsumo_dealer, tsumo_other=tsumo_other, yakuman_names=yakuman_names)


def _without_yaku(tiles: list[int], win_tile: int, lib_melds: list[LibMeld], situation: WinSituation,
                  dora_indicators: list[int], rules: ScoringRules) -> HandValue | None:
    """A complete hand with no yaku, valued as players expect of a win a card lets stand: its fu
    as the library counts them, and one han per dora (dora, red fives, kan dora; ura-dora only
    come with riichi, which is a yaku), at least 1 han, the smallest value on the scoring table.

    The library values only hands with a yaku, so it is asked about the same win with one
    stand-in 1-han yaku that touches neither the fu nor the hand's division (haitei for a
    tsumo, houtei for a ron: a yakuless win is neither, or it would have that yaku), and that
    han is taken off again."""
    stand_in = replace(situation, haitei=situation.is_tsumo, houtei=not situation.is_tsumo)
    config = _config(stand_in, rules)
    result = HandCalculator.estimate_hand_value(tiles, win_tile, melds=lib_melds, dora_indicators=dora_indicators,
                                                config=config)
    if result.error is not None or result.han is None or result.fu is None or not result.yaku:
        return None
    stand_in_names = {config.yaku.haitei.name, config.yaku.houtei.name}
    if any(y.name not in stand_in_names and y.name not in ("Dora", "Aka Dora") for y in result.yaku):
        return None  # a real yaku after all: not this path's hand
    dora = [(y.name, (y.han_open if result.is_open_hand else y.han_closed) or 0) for y in result.yaku
            if y.name in ("Dora", "Aka Dora")]
    extra_red = sum(1 for t in tiles if t in rules.red_fives and t not in _LIB_RED)
    if extra_red:
        dora.append(("Aka Dora", extra_red))
    counted = sum(h for _, h in dora)
    han = max(1, counted)
    yaku = [(NO_YAKU, han - counted), *dora]
    cost = ScoresCalculator.calculate_scores(han, result.fu, config, False)
    return _value(han, result.fu, yaku, False, cost, situation.is_tsumo, [])
