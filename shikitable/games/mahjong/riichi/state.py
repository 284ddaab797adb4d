"""The state of a riichi match: the match position (winds, dealer, honba, sticks, scores) and the
hand in play (wall, the four players' tiles, whose turn, an open claim window)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

from shikitable.core.actions import Action
from shikitable.core.game import SeasonRecord
from shikitable.games.mahjong.riichi.scoring import Meld
from shikitable.games.mahjong.riichi.tile_ids import KIND_COUNT

PLAYERS = 4
DEAD_WALL = 14
RIICHI_STICK = 1000


@dataclass
class Player:
    """One player's side of the hand in play."""

    hand: list[int] = field(default_factory=list)  # concealed tiles, the drawn tile included
    drawn: int | None = None  # the tile drawn this turn (None after a call)
    counts: list[int] = field(default_factory=lambda: [0] * KIND_COUNT)  # `hand` by kind
    melds: list[Meld] = field(default_factory=list)
    meld_counts: list[int] = field(default_factory=lambda: [0] * KIND_COUNT)
    discards: list[int] = field(default_factory=list)
    tsumogiri: list[bool] = field(default_factory=list)
    called_away: list[bool] = field(default_factory=list)  # per discard: taken by a call
    discard_kinds: set[int] = field(default_factory=set)
    riichi_index: int | None = None  # which discard declared riichi (drawn sideways)
    riichi: bool = False  # declared and accepted
    open_riichi: bool = False  # declared with the hand shown (option)
    double_riichi: bool = False
    ippatsu: bool = False
    riichi_furiten: bool = False
    temporary_furiten: bool = False
    kuikae: frozenset[int] = frozenset()  # kinds this player may not discard right after a call
    waits: frozenset[int] = frozenset()  # of the resting hand (3n+1 tiles)

    @property
    def closed(self) -> bool:
        return all(m.kind == "ankan" for m in self.melds)

    def furiten(self) -> bool:
        if self.riichi_furiten or self.temporary_furiten:
            return True
        return any(k in self.discard_kinds for k in self.waits)

    def to_json(self) -> dict[str, Any]:
        return {
            "hand": list(self.hand), "drawn": self.drawn, "melds": [m.to_json() for m in self.melds],
            "discards": list(self.discards), "tsumogiri": list(self.tsumogiri),
            "called_away": list(self.called_away), "riichi_index": self.riichi_index, "riichi": self.riichi,
            "double_riichi": self.double_riichi, "ippatsu": self.ippatsu, "riichi_furiten": self.riichi_furiten,
            "temporary_furiten": self.temporary_furiten, "kuikae": sorted(self.kuikae),
            "open_riichi": self.open_riichi,
        }

    @staticmethod
    def from_json(data: dict[str, Any]) -> Player:
        player = Player(
            hand=list(data["hand"]), drawn=data["drawn"], melds=[Meld.from_json(m) for m in data["melds"]],
            discards=list(data["discards"]), tsumogiri=list(data["tsumogiri"]),
            called_away=list(data["called_away"]), riichi_index=data["riichi_index"], riichi=data["riichi"],
            double_riichi=data["double_riichi"], ippatsu=data["ippatsu"], riichi_furiten=data["riichi_furiten"],
            temporary_furiten=data["temporary_furiten"], kuikae=frozenset(data["kuikae"]),
            open_riichi=data.get("open_riichi", False),
        )
        player.rebuild()
        return player

    def rebuild(self) -> None:
        """Recompute the derived fields (counts, meld counts, discard kinds, waits)."""
        from shikitable.games.mahjong.riichi.shapes import waits

        self.counts = [0] * KIND_COUNT
        for tile in self.hand:
            self.counts[tile >> 2] += 1
        self.meld_counts = [0] * KIND_COUNT
        for meld in self.melds:
            for tile in meld.tiles:
                self.meld_counts[tile >> 2] += 1
        self.discard_kinds = {t >> 2 for t in self.discards}
        resting = list(self.counts)
        if self.drawn is not None:
            resting[self.drawn >> 2] -= 1
        self.waits = waits(resting, self.meld_counts) if sum(resting) % 3 == 1 else frozenset()


# Layers on top register here how they change a hand's payments: called with (state, lines,
# deltas) as a hand is settled, they return the deltas to pay. States name theirs (plain data).
PAYMENT_HOOKS: dict[str, Callable[[RiichiState, list[dict[str, Any]], list[int]], list[int]]] = {}


# where a hand stands: a player's turn, the claim window on a discard, the chankan window on an
# added kan, or the match is over
RiichiPhase = Literal["turn", "claim", "rob", "over"]


@dataclass
class RiichiState:
    players: int
    options: dict[str, Any]
    rng: random.Random
    # --- the match ---
    dice: tuple[int, int] = (1, 1)
    first_dealer: int = 0  # 起家, decided by the dice before any wall is built
    scores: list[int] = field(default_factory=list)
    round_wind: int = 0  # 0 東 1 南 2 西 3 北
    round_number: int = 1  # 1-4 within the wind
    dealer: int = 0
    honba: int = 0
    sticks: int = 0  # riichi sticks on the table (1,000 each)
    in_extension: bool = False  # 西入 / 南入 after the last scheduled hand
    hand_number: int = 0  # hands dealt so far
    records: list[SeasonRecord] = field(default_factory=list)
    walls: list[list[int]] = field(default_factory=list)  # explicit walls still to use (tests)
    over: bool = False
    final_points: list[int] = field(default_factory=list)
    last_result: dict[str, Any] | None = None  # the previous hand's end, for the result panel
    version: int = 0
    # --- the hand in play ---
    wall: list[int] = field(default_factory=list)  # 136 tiles: [0:14] dead wall, live from 14
    front: int = DEAD_WALL  # next live tile
    replacements: int = 0  # kan replacement tiles taken
    indicators: int = 1  # dora indicators face up
    deferred_indicators: int = 0  # kan dora to turn after the kan's discard
    hands: list[Player] = field(default_factory=list)
    current: int = 0
    phase: RiichiPhase = "turn"
    rinshan: bool = False  # the current drawn tile came from the dead wall
    first_go_around: bool = True  # no call or kan yet this hand (double riichi, 九種九牌, 天和)
    kans: int = 0
    riichi_declarations: int = 0
    pending_riichi: int | None = None
    last_discard: tuple[int, int] | None = None  # (seat, tile)
    window: dict[int, list[Action]] = field(default_factory=dict)  # seat -> offered reactions
    choices: dict[int, Action] = field(default_factory=dict)
    robbed: tuple[int, Action] | None = None  # an added kan waiting for its chankan window
    liabilities: list[tuple[int, int, str]] = field(default_factory=list)  # (beneficiary, payer, yakuman)
    legal_cache: tuple[int, int, list[Action]] | None = None
    waiting_cache: tuple[int, tuple[int, ...]] | None = None  # (version, seats to act)
    # --- hooks for a rule layer on top (Magic: the Mahjong); empty in plain riichi ---
    barred: dict[str, list[int]] = field(default_factory=dict)  # "win"/"call"/"riichi" -> seats that may not
    furiten_waived: list[int] = field(default_factory=list)  # seats whose furiten does not stop a win
    no_yaku_wins: list[int] = field(default_factory=list)  # seats whose complete hand wins without a yaku
    pause_points: frozenset[str] = frozenset()  # "discard", "exhaustive_draw", "next_hand": stop there
    paused: str | None = None  # the pause point the flow stopped at; the layer resumes it
    layer_data: dict[str, Any] = field(default_factory=dict)  # the layer's own plain data
    payment_hook: str = ""  # a name in PAYMENT_HOOKS: called as a hand is settled
    opening_events: list[Any] = field(default_factory=list)  # the first deal's events (setup returns none)

    @property
    def live_remaining(self) -> int:
        return len(self.wall) - self.replacements - self.front

    def may(self, seat: int, what: str) -> bool:
        """False when a layer on top bars `seat` from `what` ("win", "call", "riichi")."""
        return seat not in self.barred.get(what, ())

    def seat_wind(self, seat: int) -> int:
        return (seat - self.dealer) % PLAYERS

    def dora_indicators(self) -> list[int]:
        return [self.wall[4 + 2 * i] for i in range(self.indicators)]

    def ura_indicators(self) -> list[int]:
        return [self.wall[5 + 2 * i] for i in range(self.indicators)]
