"""One hand of riichi mahjong, step by step: deal, draw, discard, the claim window, calls,
kans with their replacement tile and dora, riichi, and the ways a hand ends."""

from __future__ import annotations

import shikitable.games.mahjong.riichi.settle as settle
from shikitable.core.actions import Action
from shikitable.core.events import Event
from shikitable.games.mahjong.riichi.deal import accept_riichi, draw, show_open_hand
from shikitable.games.mahjong.riichi.legal import (
    chi_possible,
    discard_reactions,
    kuikae_kinds,
    rob_reactions,
)
from shikitable.games.mahjong.riichi.scoring import Meld, called_meld
from shikitable.games.mahjong.riichi.shapes import waits
from shikitable.games.mahjong.riichi.state import PLAYERS, Player, RiichiState
from shikitable.games.mahjong.riichi.tile_ids import DRAGON_KINDS, WIND_KINDS


def _take(player: Player, tile: int) -> None:
    player.hand.remove(tile)
    player.counts[tile >> 2] -= 1


def _settle_waits(player: Player) -> None:
    """Waits of the resting hand (the drawn tile, if any, set aside)."""
    counts = player.counts
    if player.drawn is not None:
        counts = list(counts)
        counts[player.drawn >> 2] -= 1
    player.waits = waits(counts, player.meld_counts if player.melds else None)


def _break_ippatsu(state: RiichiState) -> None:
    for player in state.hands:
        player.ippatsu = False


def _reveal(state: RiichiState, events: list[Event], at_once: bool) -> None:
    if not state.options["kan_dora"]:
        return
    if at_once:
        state.indicators += 1
        indicator = state.wall[4 + 2 * (state.indicators - 1)]
        events.append(Event("dora", {"indicator": indicator, "card": indicator}))
    else:
        state.deferred_indicators += 1


def _flush_reveals(state: RiichiState, events: list[Event]) -> None:
    while state.deferred_indicators:
        state.deferred_indicators -= 1
        _reveal(state, events, at_once=True)


# --- the turn --------------------------------------------------------------------------------------


def play_turn(state: RiichiState, seat: int, action: Action, events: list[Event]) -> None:
    kind = action.kind
    if kind == "tsumo":
        settle.win_by_tsumo(state, seat, events)
    elif kind == "kyuushu":
        settle.abortive_draw(state, "kyuushu", events)
    elif kind == "ankan":
        complete_kan(state, seat, action, events)
    elif kind == "kakan":
        _added_kan(state, seat, action, events)
    else:
        if kind == "open_riichi":
            state.hands[seat].open_riichi = True
        discard(state, seat, action.cards[0], kind in ("riichi", "open_riichi"), events)


def discard(state: RiichiState, seat: int, tile: int, riichi: bool, events: list[Event]) -> None:
    _flush_reveals(state, events)  # a kan's dora turns at its discard, even one that is ronned
    player = state.hands[seat]
    tsumogiri = tile == player.drawn
    _take(player, tile)
    lay_in_river(state, seat, tile, tsumogiri, riichi)
    _settle_waits(player)
    events.append(Event("discard", {"seat": seat, "card": tile, "tsumogiri": tsumogiri, "riichi": riichi}))
    if player.open_riichi:
        show_open_hand(state, seat, events)
    if "discard" in state.pause_points:
        state.paused = "discard"  # a layer on top acts here, then calls offer_claims
        return
    offer_claims(state, seat, events)


def lay_in_river(state: RiichiState, seat: int, tile: int, tsumogiri: bool, riichi: bool) -> None:
    """A tile, already out of `seat`'s hand, goes to their river: it ends their ippatsu, their
    temporary furiten and any kuikae ban, and with `riichi` it is the riichi tile (the stick
    waits for the discard to pass unclaimed). Shared with the MJAI mirror, which follows a
    discard it is told of the same way."""
    player = state.hands[seat]
    player.ippatsu = False
    player.drawn = None
    player.discards.append(tile)
    player.tsumogiri.append(tsumogiri)
    player.called_away.append(False)
    player.discard_kinds.add(tile >> 2)
    player.temporary_furiten = False
    if player.kuikae:
        player.kuikae = frozenset()
    state.last_discard = (seat, tile)
    if riichi:
        player.riichi_index = len(player.discards) - 1
        state.pending_riichi = seat


def offer_claims(state: RiichiState, seat: int, events: list[Event]) -> None:
    """Open the claim window on `seat`'s discard, or go on to the next turn if nobody may claim."""
    state.paused = None
    tile = state.hands[seat].discards[-1]
    final = state.live_remaining == 0
    window: dict[int, list[Action]] = {}
    kind = tile >> 2
    chi_seat = (seat + 1) % PLAYERS if kind < 27 else -1
    for offset in range(1, PLAYERS):
        other = (seat + offset) % PLAYERS
        hand = state.hands[other]
        # most discards interest nobody: skip the full check unless a win, a set or a run is near
        if (kind not in hand.waits and hand.counts[kind] < 2
                and (other != chi_seat or not chi_possible(hand.counts, kind))):
            continue
        offered = discard_reactions(state, other, tile, seat, final)
        if offered:
            window[other] = offered
    if window:
        state.window = window
        state.choices = {}
        state.phase = "claim"
        return
    finish_turn(state, seat, events)


def finish_turn(state: RiichiState, seat: int, events: list[Event]) -> None:
    """Nobody claimed the discard: bank a riichi, look for an abortive or exhaustive draw, or the
    next player draws."""
    accept_riichi(state, events)
    abort = _pending_abort(state)
    if abort is not None:
        settle.abortive_draw(state, abort, events)
        return
    if state.live_remaining == 0:
        if "exhaustive_draw" in state.pause_points:
            state.paused = "exhaustive_draw"  # a layer on top acts here, then calls settle.exhaustive_draw
            return
        settle.exhaustive_draw(state, events)
        return
    draw(state, (seat + 1) % PLAYERS, events)


def _pending_abort(state: RiichiState) -> str | None:
    options = state.options
    if state.kans == 4 and options["abort_four_kans"] and sum(
        1 for p in state.hands if any(m.is_kan for m in p.melds)
    ) >= 2:
        return "suukaikan"
    if state.riichi_declarations == PLAYERS and options["abort_four_riichi"]:
        return "suucha_riichi"
    if state.first_go_around and options["abort_four_winds"] and all(p.discards for p in state.hands):
        firsts = {p.discards[0] >> 2 for p in state.hands}
        if len(firsts) == 1 and next(iter(firsts)) in WIND_KINDS:
            return "suufon_renda"
    return None


# --- the claim window ------------------------------------------------------------------------------


def choose_in_window(state: RiichiState, seat: int, choice: Action, events: list[Event]) -> None:
    """A seat's choice in the claim window on a discard or the chankan window on an added kan;
    the last one to choose settles the window."""
    state.choices[seat] = choice
    if all(s in state.choices for s in state.window):
        if state.phase == "claim":
            resolve_window(state, events)
        else:
            resolve_rob(state, events)


def resolve_window(state: RiichiState, events: list[Event]) -> None:
    """Everyone asked has answered: ron before pon and kan, pon and kan before chi."""
    assert state.last_discard is not None
    discarder, tile = state.last_discard
    window, choices = state.window, state.choices
    state.window, state.choices = {}, {}
    _mark_passed_wins(state, window, choices)
    rons = [seat for seat, choice in choices.items() if choice.kind == "ron"]
    if rons:
        settle.win_by_ron(state, discarder, tile, rons, False, events)
        return
    for wanted in (("pon", "daiminkan"), ("chi",)):
        for seat, choice in choices.items():
            if choice.kind in wanted:
                call(state, seat, discarder, tile, choice, events)
                return
    finish_turn(state, discarder, events)


def _mark_passed_wins(state: RiichiState, window: dict[int, list[Action]], choices: dict[int, Action]) -> None:
    """A player who could have won and did not is furiten until their next discard (for the
    rest of the hand after riichi)."""
    for seat, offered in window.items():
        if any(a.kind == "ron" for a in offered) and choices[seat].kind != "ron":
            player = state.hands[seat]
            player.temporary_furiten = True
            if player.riichi:
                player.riichi_furiten = True


def call(state: RiichiState, seat: int, discarder: int, tile: int, claim: Action, events: list[Event]) -> None:
    accept_riichi(state, events)  # a called riichi discard still stands
    state.hands[discarder].called_away[-1] = True
    player = state.hands[seat]
    used = list(claim.cards)
    for t in used:
        _take(player, t)
    meld = Meld(called_meld(claim.kind), tuple(sorted([*used, tile])), called=tile, source=discarder)
    player.melds.append(meld)
    for t in meld.tiles:
        player.meld_counts[t >> 2] += 1
    events.append(
        Event("call", {"seat": seat, "kind": claim.kind, "cards": list(meld.tiles), "card": tile,
                       "from": discarder, "consumed": sorted(used)})
    )
    _break_ippatsu(state)
    state.first_go_around = False
    _note_liability(state, seat, discarder, meld)
    state.last_discard = None
    if claim.kind == "daiminkan":
        state.kans += 1
        _reveal(state, events, at_once=state.options["open_kan_dora_at_once"])
        draw(state, seat, events, replacement=True)
        _settle_waits(player)
    else:
        player.drawn = None
        state.current = seat
        state.phase = "turn"
        state.rinshan = False
        if state.options["kuikae_ban"]:
            player.kuikae = kuikae_kinds(tile >> 2, claim)


def _note_liability(state: RiichiState, seat: int, source: int, meld: Meld) -> None:
    """包 (pao): the player who fed the third dragon set or fourth wind set pays for the yakuman."""
    kind = meld.tiles[0] >> 2
    if meld.kind == "chi":
        return
    sets = [m.tiles[0] >> 2 for m in state.hands[seat].melds if m.kind != "chi"]
    if kind in DRAGON_KINDS and sum(1 for k in sets if k in DRAGON_KINDS) == 3:
        state.liabilities.append((seat, source, "Daisangen"))
    elif kind in WIND_KINDS and sum(1 for k in sets if k in WIND_KINDS) == 4:
        state.liabilities.append((seat, source, "Dai Suushii"))


# --- kans ------------------------------------------------------------------------------------------


def _added_kan(state: RiichiState, seat: int, action: Action, events: list[Event]) -> None:
    """An added kan may be robbed (槍槓): it is declared (and logged) first, then those who could
    win on the tile answer before it stands."""
    tile = action.cards[0]
    pon = next(m for m in state.hands[seat].melds if m.kind == "pon" and m.tiles[0] >> 2 == tile >> 2)
    events.append(Event("call", {"seat": seat, "kind": "kakan", "cards": sorted([*pon.tiles, tile]),
                                 "card": tile, "consumed": list(pon.tiles)}))
    window: dict[int, list[Action]] = {}
    for offset in range(1, PLAYERS):
        other = (seat + offset) % PLAYERS
        offered = rob_reactions(state, other, tile)
        if offered:
            window[other] = offered
    if window:
        state.window = window
        state.choices = {}
        state.robbed = (seat, action)
        state.phase = "rob"
        return
    complete_kan(state, seat, action, events)


def resolve_rob(state: RiichiState, events: list[Event]) -> None:
    assert state.robbed is not None
    seat, action = state.robbed
    window, choices = state.window, state.choices
    state.window, state.choices, state.robbed = {}, {}, None
    _mark_passed_wins(state, window, choices)
    rons = [s for s, choice in choices.items() if choice.kind == "ron"]
    if rons:
        settle.win_by_ron(state, seat, action.cards[0], rons, True, events)
        return
    complete_kan(state, seat, action, events)


def complete_kan(state: RiichiState, seat: int, action: Action, events: list[Event]) -> None:
    _break_ippatsu(state)
    state.first_go_around = False
    _flush_reveals(state, events)  # a further kan turns any dora still waiting
    player = state.hands[seat]
    if action.kind == "ankan":
        for t in action.cards:
            _take(player, t)
        meld = Meld("ankan", tuple(sorted(action.cards)))
        player.melds.append(meld)
        for t in meld.tiles:
            player.meld_counts[t >> 2] += 1
        events.append(Event("call", {"seat": seat, "kind": "ankan", "cards": list(meld.tiles),
                                     "consumed": list(meld.tiles)}))
        at_once = True
    else:
        added = action.cards[0]
        _take(player, added)
        player.meld_counts[added >> 2] += 1
        for index, old in enumerate(player.melds):
            if old.kind == "pon" and old.tiles[0] >> 2 == added >> 2:
                player.melds[index] = Meld("kakan", tuple(sorted([*old.tiles, added])), old.called, old.source,
                                           added)
                break
        at_once = state.options["open_kan_dora_at_once"]
    player.drawn = None
    state.kans += 1
    _reveal(state, events, at_once=at_once)
    draw(state, seat, events, replacement=True)
    _settle_waits(player)
