"""Building riichi positions for tests: tiles written as 123m456p789s1234567z (0 = a red five),
placed into a hand or on top of the wall by swapping, so all 136 tiles stay accounted for."""

from __future__ import annotations

from typing import Any

from shikitable.core.actions import Action
from shikitable.games.mahjong.riichi import RiichiGame
from shikitable.games.mahjong.riichi.state import RiichiState

GAME = RiichiGame()


def parse(text: str, used: set[int] | None = None) -> list[int]:
    """Tile ids for a hand string; plain fives avoid the red copy, 0 asks for it."""
    used = set() if used is None else used
    tiles: list[int] = []
    digits: list[str] = []
    for ch in text:
        if ch.isdigit():
            digits.append(ch)
            continue
        base = {"m": 0, "p": 9, "s": 18, "z": 27}[ch]
        for d in digits:
            if d == "0":
                kind = base + 4
                candidates = [kind * 4]
            else:
                kind = base + int(d) - 1
                copies = [kind * 4 + i for i in range(4)]
                candidates = [c for c in copies if c not in (16, 52, 88)] + [c for c in copies if c in (16, 52, 88)]
            tile = next(c for c in candidates if c not in used)
            used.add(tile)
            tiles.append(tile)
        digits = []
    return tiles


def new_state(seed: int = 0, **options: Any) -> RiichiState:
    return GAME.setup(4, options or None, seed)


def _where(state: RiichiState, tile: int) -> tuple[str, int, int]:
    for seat, player in enumerate(state.hands):
        if tile in player.hand:
            return ("hand", seat, player.hand.index(tile))
    return ("wall", -1, state.wall.index(tile))


def _get(state: RiichiState, loc: tuple[str, int, int]) -> int:
    return state.hands[loc[1]].hand[loc[2]] if loc[0] == "hand" else state.wall[loc[2]]


def _put(state: RiichiState, loc: tuple[str, int, int], tile: int) -> None:
    if loc[0] == "hand":
        state.hands[loc[1]].hand[loc[2]] = tile
    else:
        state.wall[loc[2]] = tile


def _swap(state: RiichiState, a: tuple[str, int, int], b: tuple[str, int, int]) -> None:
    ta, tb = _get(state, a), _get(state, b)
    _put(state, a, tb)
    _put(state, b, ta)


def give(state: RiichiState, seat: int, text: str, drawn: str | None = None) -> list[int]:
    """Make `seat`'s hand exactly these tiles (13, or 14 with `drawn` as the drawn tile)."""
    protected: dict[int, set[int]] = state.__dict__.setdefault("test_protected", {})
    used: set[int] = set().union(*(tiles for other, tiles in protected.items() if other != seat))
    wanted = parse(text, used)
    if drawn is not None:
        wanted.append(parse(drawn, used)[0])
    protected[seat] = set(wanted)
    player = state.hands[seat]
    assert len(wanted) == len(player.hand), (len(wanted), len(player.hand))
    for tile in wanted:
        if tile in player.hand:
            continue
        victim = next(t for t in player.hand if t not in wanted)
        _swap(state, _where(state, tile), ("hand", seat, player.hand.index(victim)))
    player.drawn = wanted[-1] if drawn is not None else None
    for p in state.hands:
        p.rebuild()
    state.legal_cache = None
    return wanted


def stack(state: RiichiState, text: str, position: int | None = None) -> list[int]:
    """Put these tiles on top of the live wall (next draws first), keeping every hand's size."""
    protected: dict[int, set[int]] = state.__dict__.setdefault("test_protected", {})
    tiles = parse(text, set().union(*protected.values()) if protected else set())
    start = state.front if position is None else position
    for offset, tile in enumerate(tiles):
        _swap(state, _where(state, tile), ("wall", -1, start + offset))
    for p in state.hands:
        p.rebuild()
    state.legal_cache = None
    return tiles


def give_river(state: RiichiState, seat: int, river: str) -> list[int]:
    """`seat` has discarded these tiles (drawn from the top of the wall)."""
    tiles = stack(state, river)
    state.front += len(tiles)
    player = state.hands[seat]
    player.discards = tiles
    player.tsumogiri = [False] * len(tiles)
    player.called_away = [False] * len(tiles)
    player.rebuild()
    state.legal_cache = None
    return tiles


def declare_riichi(state: RiichiState, seat: int, river: str) -> None:
    """`seat` has discarded these tiles (drawn from the top of the wall) and is in riichi."""
    tiles = give_river(state, seat, river)
    player = state.hands[seat]
    player.riichi_index = len(tiles) - 1
    player.riichi = True
    player.rebuild()


def kinds(actions: list[Action]) -> set[str]:
    return {a.kind for a in actions}


def act(state: RiichiState, seat: int, kind: str, cards: tuple[int, ...] = ()) -> list[Any]:
    _, events = GAME.apply(state, seat, Action.make(kind, cards))
    return events


def tile_accounting(state: RiichiState) -> list[int]:
    """Every tile's place: hands, melds, rivers (not called), and the wall not yet drawn."""
    tiles: list[int] = []
    for p in state.hands:
        tiles.extend(p.hand)
        for m in p.melds:
            tiles.extend(m.tiles)
        tiles.extend(t for t, called in zip(p.discards, p.called_away, strict=True) if not called)
    tiles.extend(state.wall[state.replacements : 14])
    tiles.extend(state.wall[state.front :])
    return sorted(tiles)
