"""The start of a riichi hand and the small steps every later module builds on: the wall, the
deal, a draw, an open hand shown, a riichi stick banked. Below `flow`, `settle` and `match` (each
of them may call these; these call none of them), so the hand's flow runs one way:
flow -> settle -> match -> deal."""

from __future__ import annotations

from shikitable.core.events import Event
from shikitable.games.mahjong.riichi.state import DEAD_WALL, PLAYERS, RIICHI_STICK, Player, RiichiState
from shikitable.games.mahjong.riichi.tile_ids import TILE_COUNT

DEAL_ROUNDS = (4, 4, 4, 1)


def new_wall(state: RiichiState) -> list[int]:
    if state.walls:
        return list(state.walls.pop(0))
    wall = list(range(TILE_COUNT))
    state.rng.shuffle(wall)
    return wall


def check_wall(wall: list[int]) -> list[int]:
    if sorted(wall) != list(range(TILE_COUNT)):
        raise ValueError(f"an explicit wall must list each of the {TILE_COUNT} tiles exactly once")
    return list(wall)


def clear_hand_table(state: RiichiState) -> None:
    """What a new hand starts without: no kan, replacement tile, riichi, claim window or pao yet,
    one dora indicator face up, and the first go-around unbroken. Shared with the MJAI mirror,
    which starts each hand it is told of the same way."""
    state.replacements = 0
    state.indicators = 1
    state.deferred_indicators = 0
    state.first_go_around = True
    state.kans = 0
    state.riichi_declarations = 0
    state.pending_riichi = None
    state.last_discard = None
    state.window = {}
    state.choices = {}
    state.robbed = None
    state.liabilities = []
    state.rinshan = False


def start_hand(state: RiichiState, events: list[Event]) -> None:
    """Build the wall, deal 13 tiles each from the dealer round the table, the dealer draws."""
    state.hand_number += 1
    state.wall = new_wall(state)
    state.front = DEAD_WALL
    clear_hand_table(state)
    state.hands = [Player() for _ in range(PLAYERS)]
    for count in DEAL_ROUNDS:
        for offset in range(PLAYERS):
            seat = (state.dealer + offset) % PLAYERS
            state.hands[seat].hand.extend(state.wall[state.front : state.front + count])
            state.front += count
    for player in state.hands:
        player.rebuild()
    events.append(
        Event(
            "deal",
            {
                "round_wind": state.round_wind,
                "round_number": state.round_number,
                "dealer": state.dealer,
                "honba": state.honba,
                "sticks": state.sticks,
                "scores": list(state.scores),
                "dora_indicator": state.wall[4],
            },
        )
    )
    for seat, player in enumerate(state.hands):
        events.append(Event("haipai", {"seat": seat}, {"tiles": sorted(player.hand)}, frozenset({seat})))
    draw(state, state.dealer, events)


def draw(state: RiichiState, seat: int, events: list[Event], replacement: bool = False) -> None:
    player = state.hands[seat]
    if replacement:
        tile = state.wall[state.replacements]
        state.replacements += 1
    else:
        tile = state.wall[state.front]
        state.front += 1
        player.temporary_furiten = False
    state.rinshan = replacement
    player.hand.append(tile)
    player.counts[tile >> 2] += 1
    player.drawn = tile
    state.current = seat
    state.phase = "turn"
    events.append(Event("draw", {"seat": seat, "replacement": replacement}, {"tile": tile}, frozenset({seat})))
    if player.open_riichi:
        show_open_hand(state, seat, events)


def show_open_hand(state: RiichiState, seat: int, events: list[Event]) -> None:
    """An open riichi hand is public: everyone sees it again after each change."""
    events.append(Event("open_hand", {"seat": seat, "tiles": sorted(state.hands[seat].hand)}))


def accept_riichi(state: RiichiState, events: list[Event]) -> None:
    """A riichi discard nobody won on: the stick goes on the table, ippatsu starts."""
    seat = state.pending_riichi
    if seat is None:
        return
    state.pending_riichi = None
    player = state.hands[seat]
    if state.first_go_around and len(player.discards) == 1:
        player.double_riichi = True
    player.riichi = True
    player.ippatsu = state.options["ippatsu"]
    state.scores[seat] -= RIICHI_STICK
    state.sticks += 1
    state.riichi_declarations += 1
    events.append(Event("riichi_accepted", {"seat": seat, "scores": list(state.scores), "sticks": state.sticks}))
