"""Which actions a seat may take: its own turn (discard, riichi, tsumo, kan, 九種九牌) and its
answer to another player's discard or added kan (ron, pon, chi, kan, pass)."""

from __future__ import annotations

from shikitable.core.actions import Action
from shikitable.games.mahjong.riichi.scoring import HandValue, ScoringRules, WinSituation, evaluate
from shikitable.games.mahjong.riichi.shapes import is_ready, ready_after_some_discard
from shikitable.games.mahjong.riichi.shapes import waits as waits_of
from shikitable.games.mahjong.riichi.state import PLAYERS, RIICHI_STICK, Player, RiichiState
from shikitable.games.mahjong.riichi.tile_ids import RED_FIVE_SETS, YAOCHUU

TSUMO = Action("tsumo")
RON = Action("ron")
PASS = Action("pass")
NINE_TERMINALS = Action("kyuushu")
KAN_LIMIT = 4
DISCARD = tuple(Action("discard", (t,)) for t in range(136))  # built once: a playout makes millions
RIICHI = tuple(Action("riichi", (t,)) for t in range(136))
OPEN_RIICHI = tuple(Action("open_riichi", (t,)) for t in range(136))
# per red-five option: a key per tile that tells copies apart only by kind and colour
FACE_KEYS = {option: tuple((t >> 2) + (64 if t in red else 0) for t in range(136))
             for option, red in RED_FIVE_SETS.items()}


def reds(state: RiichiState) -> frozenset[int]:
    return RED_FIVE_SETS[state.options["red_fives"]]


def scoring_rules(state: RiichiState) -> ScoringRules:
    return ScoringRules(open_tanyao=state.options["open_tanyao"], red_fives=reds(state))


def _distinct(tiles: list[int], red: frozenset[int]) -> list[int]:
    """One tile per (kind, red) in first-seen order."""
    seen: set[tuple[int, bool]] = set()
    kept = []
    for tile in tiles:
        key = (tile >> 2, tile in red)
        if key not in seen:
            seen.add(key)
            kept.append(tile)
    return kept


def can_kan(state: RiichiState) -> bool:
    return state.kans < KAN_LIMIT and state.live_remaining >= 1


# --- wins ----------------------------------------------------------------------------------------


def win_value(state: RiichiState, seat: int, tile: int, *, tsumo: bool, chankan: bool = False,
              with_ura: bool = True) -> HandValue | None:
    """What a win by `seat` on `tile` is worth now, or None if it is no win (or has no yaku and no
    layer on top lets a yakuless win stand for `seat`). `with_ura=False`: the value told before
    the ura-dora are turned."""
    player = state.hands[seat]
    concealed = list(player.hand) if tsumo else [*player.hand, tile]
    remaining = state.live_remaining
    blessed = tsumo and state.first_go_around and not player.discards and not player.melds
    situation = WinSituation(
        is_tsumo=tsumo,
        seat_wind=state.seat_wind(seat),
        round_wind=state.round_wind,
        riichi=player.riichi,
        double_riichi=player.double_riichi,
        open_riichi=player.open_riichi and (player.riichi or player.double_riichi),
        ippatsu=player.ippatsu,
        rinshan=tsumo and state.rinshan,
        chankan=chankan,
        haitei=tsumo and not state.rinshan and remaining == 0,
        houtei=not tsumo and not chankan and remaining == 0,
        tenhou=blessed and seat == state.dealer,
        chiihou=blessed and seat != state.dealer,
    )
    ura = state.ura_indicators() if state.options["ura_dora"] and with_ura else []
    return evaluate(concealed, tile, player.melds, situation, state.dora_indicators(), ura, scoring_rules(state),
                    allow_no_yaku=seat in state.no_yaku_wins)


# --- the player's own turn ------------------------------------------------------------------------


# --- a turn's moves, kind by kind, in the order the turn lists them --------------------------------


def tsumo_options(state: RiichiState, seat: int) -> list[Action]:
    drawn = state.hands[seat].drawn
    if drawn is None or drawn >> 2 not in state.hands[seat].waits or not state.may(seat, "win"):
        return []
    return [TSUMO] if win_value(state, seat, drawn, tsumo=True) is not None else []


def ankan_options(state: RiichiState, seat: int) -> list[Action]:
    player = state.hands[seat]
    if player.drawn is None:  # right after chi or pon: discard only
        return []
    return _riichi_kans(state, player) if player.riichi else _closed_kans(state, player)


def kakan_options(state: RiichiState, seat: int) -> list[Action]:
    player = state.hands[seat]
    if player.drawn is None or player.riichi:
        return []
    return _added_kans(state, player, reds(state))


def nine_terminals_options(state: RiichiState, seat: int) -> list[Action]:
    player = state.hands[seat]
    if player.drawn is None or player.riichi:
        return []
    return [NINE_TERMINALS] if _nine_terminals(state, player) else []


def riichi_options(state: RiichiState, seat: int) -> list[Action]:
    """Riichi on each tile that may go, then open riichi on the same tiles when the table
    plays it: one search of the waits serves both kinds."""
    player = state.hands[seat]
    if player.drawn is None or player.riichi:
        return []
    return _riichi_declarations(state, seat, player, reds(state))


def discard_options(state: RiichiState, seat: int) -> list[Action]:
    player = state.hands[seat]
    if player.drawn is not None and player.riichi:
        return [DISCARD[player.drawn]]
    return _discards(player, FACE_KEYS[state.options["red_fives"]])


def turn_actions(state: RiichiState, seat: int) -> list[Action]:
    """Every move of a seat's turn in the order the game lists them (for a reader of the turn
    that is not the game itself, such as the MJAI mirror)."""
    found: list[Action] = []
    for options in (tsumo_options, ankan_options, kakan_options, nine_terminals_options, riichi_options,
                    discard_options):
        found += options(state, seat)
    return found


def _discards(player: Player, faces: tuple[int, ...]) -> list[Action]:
    drawn = player.drawn
    seen: dict[int, Action] = {}
    for t in player.hand:
        if t != drawn:
            key = faces[t]
            if key not in seen:
                seen[key] = DISCARD[t]
    banned = player.kuikae
    actions = [a for a in seen.values() if a.cards[0] >> 2 not in banned] if banned else list(seen.values())
    if drawn is not None:
        actions.append(DISCARD[drawn])
    return actions


def _closed_kans(state: RiichiState, player: Player) -> list[Action]:
    if 4 not in player.counts or not can_kan(state):
        return []
    return [
        Action("ankan", tuple(sorted(t for t in player.hand if t >> 2 == kind)))
        for kind, count in enumerate(player.counts)
        if count == 4
    ]


def _riichi_kans(state: RiichiState, player: Player) -> list[Action]:
    """After riichi: a closed kan of the drawn tile's kind that leaves the waits as they were."""
    drawn = player.drawn
    if drawn is None or not can_kan(state) or player.counts[drawn >> 2] != 4:
        return []
    kind = drawn >> 2
    after = list(player.counts)
    after[kind] = 0
    visible = list(player.meld_counts)
    visible[kind] += 4
    if waits_of(after, visible) != player.waits:
        return []
    return [Action("ankan", tuple(sorted(t for t in player.hand if t >> 2 == kind)))]


def _added_kans(state: RiichiState, player: Player, red: frozenset[int]) -> list[Action]:
    if not player.melds or not can_kan(state):
        return []
    pon_kinds = {m.tiles[0] >> 2 for m in player.melds if m.kind == "pon"}
    if not any(player.counts[k] for k in pon_kinds):
        return []
    return [Action("kakan", (t,)) for t in _distinct(player.hand, red) if t >> 2 in pon_kinds]


def _nine_terminals(state: RiichiState, player: Player) -> bool:
    if not state.options["abort_nine_terminals"] or not state.first_go_around:
        return False
    if player.discards or player.melds:
        return False
    return sum(1 for k in YAOCHUU if player.counts[k]) >= 9


def _riichi_declarations(state: RiichiState, seat: int, player: Player, red: frozenset[int]) -> list[Action]:
    if not player.closed or state.scores[seat] < RIICHI_STICK or not state.may(seat, "riichi"):
        return []
    if state.live_remaining < PLAYERS:  # at least one more draw of one's own must remain
        return []
    if not ready_after_some_discard(player.counts):
        return []
    candidates = [t for t in player.hand if t != player.drawn]
    choices = _distinct(candidates, red)
    if player.drawn is not None:
        choices.append(player.drawn)
    actions = []
    counts = player.counts
    for tile in choices:
        counts[tile >> 2] -= 1
        ready = is_ready(counts)
        counts[tile >> 2] += 1
        if ready:
            actions.append(RIICHI[tile])
    if actions and state.options["open_riichi"]:
        actions.extend(OPEN_RIICHI[a.cards[0]] for a in list(actions))
    return actions


# --- answers to a discard -------------------------------------------------------------------------


def kuikae_kinds(kind_called: int, claim: Action) -> frozenset[int]:
    """Kinds a caller may not discard right away: the called kind, and for chi the kind at the
    other end of the run (2-3 called with 1 may not discard 4)."""
    banned = {kind_called}
    if claim.kind == "chi":
        kinds = sorted([*(t >> 2 for t in claim.cards), kind_called])
        rank = kind_called % 9 + 1
        if kinds[0] == kind_called and rank <= 6:
            banned.add(kind_called + 3)
        elif kinds[-1] == kind_called and rank >= 4:
            banned.add(kind_called - 3)
    return frozenset(banned)


def discard_reactions(state: RiichiState, seat: int, tile: int, discarder: int, final: bool) -> list[Action]:
    player = state.hands[seat]
    kind = tile >> 2
    actions: list[Action] = []
    if kind in player.waits and _may_ron(state, seat) and win_value(state, seat, tile, tsumo=False) is not None:
        actions.append(RON)
    if not final and not player.riichi and state.may(seat, "call"):
        held = player.counts[kind]
        if held >= 2:
            red = reds(state)
            same = [t for t in player.hand if t >> 2 == kind]
            plain = [t for t in same if t not in red]
            colored = [t for t in same if t in red]
            if len(plain) >= 2:
                actions.append(Action.make("pon", (plain[0], plain[1])))
            if colored and plain:
                actions.append(Action.make("pon", (colored[0], plain[0])))
            if held >= 3 and can_kan(state):
                actions.append(Action.make("daiminkan", same[:3]))
        if seat == (discarder + 1) % PLAYERS and kind < 27:
            actions.extend(_chi_options(state, player, tile))
    if actions:
        actions.append(PASS)
    return actions


def _may_ron(state: RiichiState, seat: int) -> bool:
    """A bar on winning (a "cannot") beats a waived furiten (a "may")."""
    if not state.may(seat, "win"):
        return False
    return seat in state.furiten_waived or not state.hands[seat].furiten()


def chi_possible(counts: list[int], kind: int) -> bool:
    """Whether the hand holds two tiles that make a run with `kind` (a suited kind)."""
    rank = kind % 9
    return bool(
        (rank >= 2 and counts[kind - 2] and counts[kind - 1])
        or (1 <= rank <= 7 and counts[kind - 1] and counts[kind + 1])
        or (rank <= 6 and counts[kind + 1] and counts[kind + 2])
    )


def _chi_options(state: RiichiState, player: Player, tile: int) -> list[Action]:
    kind = tile >> 2
    if not chi_possible(player.counts, kind):
        return []
    rank = kind % 9
    base = kind - rank
    red = reds(state)
    options: list[Action] = []
    for low in (rank - 2, rank - 1, rank):
        if low < 0 or low + 2 > 8:
            continue
        needed = [base + r for r in (low, low + 1, low + 2) if r != rank]
        if not all(player.counts[k] for k in needed):
            continue
        picks = [_distinct([t for t in player.hand if t >> 2 == k], red) for k in needed]
        for first in picks[0]:
            for second in picks[1]:
                claim = Action.make("chi", (first, second))
                if _leaves_discard(state, player, claim, kind):
                    options.append(claim)
    return options


def _leaves_discard(state: RiichiState, player: Player, claim: Action, kind: int) -> bool:
    if not state.options["kuikae_ban"]:
        return True
    banned = kuikae_kinds(kind, claim)
    rest = list(player.hand)
    for t in claim.cards:
        rest.remove(t)
    return any(t >> 2 not in banned for t in rest)


def rob_reactions(state: RiichiState, seat: int, tile: int) -> list[Action]:
    """Ron on the tile of an added kan (槍槓)."""
    player = state.hands[seat]
    if tile >> 2 not in player.waits or not _may_ron(state, seat):
        return []
    if win_value(state, seat, tile, tsumo=False, chankan=True) is None:
        return []
    return [RON, PASS]
