"""四川麻将: the opening of a hand. The wall is shuffled, broken and dealt; then 换三张 (when
played), then 定缺 (void cards, or 定打's face-down first discard); with two suits (two or
three players) there is no void to choose and play begins at once. A mixin of the game class
(sichuan.py), which supplies the turn flow it hands over to."""

from __future__ import annotations

from bisect import insort

from shikitable.core.actions import Action
from shikitable.core.events import Event
from shikitable.games.mahjong import sichuan_wall as wall_rules
from shikitable.games.mahjong.sichuan_rules import SUITS
from shikitable.games.mahjong.sichuan_state import LAY, PLAYERS, TURN, VOID, VOID_MOVES, SichuanState
from shikitable.games.mahjong.sichuan_swap import SWAP, exchange
from shikitable.games.mahjong.tiles import KIND_OF, SUITED_KIND_COUNT


class HandOpening:
    """Dealing, 换三张 and 定缺."""

    # supplied by the game class
    def _take(self, state: SichuanState, seat: int, tile: int) -> None:
        raise NotImplementedError

    def _discard(self, state: SichuanState, seat: int, tile: int, events: list[Event]) -> None:
        raise NotImplementedError

    def _start_hand(self, state: SichuanState, events: list[Event]) -> None:
        n = state.players
        state.season += 1
        tiles = list(state.decks.pop(0)) if state.decks else wall_rules.shuffled_tiles(state.rng, n)
        broken = wall_rules.roll_break(state.rng, state.dealer, n)
        state.dice = list(broken.dice)
        state.wall_break = [broken.wall_of, broken.stack]
        state.hands = wall_rules.deal(tiles, state.dealer, n)
        state.drawn = -1  # the dealer's fourteenth tile was dealt, not drawn
        for hand in state.hands:
            hand.sort()
        state.wall = tiles
        state.counts = [[0] * SUITED_KIND_COUNT for _ in range(n)]
        for seat, hand in enumerate(state.hands):
            for t in hand:
                state.counts[seat][KIND_OF[t]] += 1
        state.melds = [[] for _ in range(n)]
        state.rivers = [[] for _ in range(n)]
        state.laid = [-1] * n
        state.voids = [-1] * n
        state.voids_shown = [False] * n
        state.void_kept = [True] * n
        state.out = [""] * n
        state.won = [0] * n
        state.wins = []
        state.first_win = []
        state.first_discarder = -1
        state.turn = state.dealer
        state.turn_count = 0
        state.must_discard = False
        state.after_kong = False
        state.kong_chain = []
        state.discard_after_kong = []
        state.last_discard = -1
        state.rob_tile = -1
        state.kong_number = 0
        state.ledger = []
        state.result_lines = []
        state.wait_cache = [None] * n
        events.append(
            Event(
                "season_start",
                {"season": state.season, "dealer": state.dealer, "dice": list(state.dice), "break": state.wall_break},
            )
        )
        for seat in range(n):
            events.append(Event("deal", {"seat": seat, "count": len(state.hands[seat])},
                                {"tiles": sorted(state.hands[seat])}, frozenset({seat})))
        state.swap_out = [[] for _ in range(n)]
        state.swap_in = [[] for _ in range(n)]
        state.swap_direction = ""
        state.swap_dice = []
        if state.options["swap"] != "off":
            state.phase = SWAP
            state.claims = {s: None for s in range(n)}
            events.append(Event("swap_start", {"direction": state.options["swap"]}))
            return
        self._open_void(state, events)

    def _open_void(self, state: SichuanState, events: list[Event]) -> None:
        """定缺, or with two suits (fewer than four players) no choice: characters are everyone's
        void and play begins."""
        n = state.players
        if n < PLAYERS:
            state.voids = [0] * n
            state.voids_shown = [True] * n
            state.claims = {}
            state.phase = TURN
            state.turn = state.dealer
            state.turn_count = 1
            return
        state.phase = VOID
        state.claims = {s: None for s in range(n)}

    def _choose_swap(self, state: SichuanState, seat: int, action: Action, events: list[Event]) -> None:
        state.swap_out[seat] = sorted(action.cards)
        state.claims[seat] = SWAP
        events.append(Event("swap_chosen", {"seat": seat}, {"tiles": list(action.cards)}, frozenset({seat})))
        if all(chosen is not None for chosen in state.claims.values()):
            exchange(state, events)
            self._open_void(state, events)

    # --- 定缺 -------------------------------------------------------------------------------

    def _choose_void(self, state: SichuanState, seat: int, action: Action, events: list[Event]) -> None:
        if action.kind == LAY:
            tile = action.cards[0]
            missing = [s for s in range(3) if not any(state.counts[seat][s * 9 : s * 9 + 9])]
            self._take(state, seat, tile)
            state.laid[seat] = tile
            # a deal that already lacks a suit: that suit is the void, and any tile may be laid
            state.voids[seat] = missing[0] if missing else KIND_OF[tile] // 9
            state.rivers[seat].append(tile)
            events.append(Event("void_chosen", {"seat": seat, "laid": True}, {"void": SUITS[state.voids[seat]],
                                "tile": tile}, frozenset({seat})))
        else:
            state.voids[seat] = VOID_MOVES.index(action.kind)
            events.append(Event("void_chosen", {"seat": seat}, {"void": SUITS[state.voids[seat]]},
                                frozenset({seat})))
        state.claims[seat] = action.kind
        if any(chosen is None for chosen in state.claims.values()):
            return
        state.claims = {}
        state.wait_cache = [None] * state.players
        if state.options["void_by"] == "card":
            state.voids_shown = [True] * state.players
            events.append(Event("voids_shown", {"voids": [SUITS[v] for v in state.voids]}))
        state.phase = TURN
        state.turn = state.dealer
        state.turn_count = 1
        if state.laid[state.dealer] >= 0:
            self._turn_laid_tile(state, state.dealer, events)

    def _turn_laid_tile(self, state: SichuanState, seat: int, events: list[Event]) -> None:
        """定打: the face-down first discard is turned up; it is this turn's discard."""
        tile = state.laid[seat]
        state.laid[seat] = -1
        state.rivers[seat].pop()
        state.voids_shown[seat] = True
        events.append(Event("void_shown", {"seat": seat, "void": SUITS[state.voids[seat]]}))
        insort(state.hands[seat], tile)
        state.counts[seat][KIND_OF[tile]] += 1
        self._discard(state, seat, tile, events)
