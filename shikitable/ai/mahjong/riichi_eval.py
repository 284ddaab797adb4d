"""What a riichi hand is worth to its player, in expected points to the end of the hand, from
what that player can see: the search's evaluation for リーチ麻雀 and Magic: the Mahjong.

A hand's worth is its chance to win before the wall runs out times what a win would bring,
less what its discards may pay into a riichi, plus the tenpai/noten settlement if nobody wins:

- Speed: shanten and acceptance (the unseen tiles that take the hand one step nearer) give the
  chance of each draw to make progress; a small race over the draws left, with the chance that
  another seat ends the hand first, gives the chance to win (a ready hand wins by its own draw
  or, with a yaku, by the others' discards) and to be ready at the exhaustive draw.
- Value: a quick han count (dora and red fives, value-honour sets, all simples, riichi for a
  closed hand, half a han for a value pair or a lone terminal left) turned into points.
- Danger: a discard against a riichi is genbutsu, passed since, suji, a wall, or a bare middle
  tile, each with its own chance to deal in (the tiers the heuristic folds by, as chances). A
  hand that is not in riichi chooses, against a threat, between pushing (its win chance less
  the deal-in chance of the discards still to make) and folding (safe discards, no win).

Everything here reads only what the seat may know (its own hand, the table's discards, melds
and indicators), so the value of a seat's move is the same in every world dealt for it."""

from __future__ import annotations

from collections.abc import Sequence

from shikitable.core.actions import Action
from shikitable.games.mahjong.riichi.shapes import has_neighbour, shanten
from shikitable.games.mahjong.riichi.state import Player, RiichiState
from shikitable.games.mahjong.riichi.tile_ids import DRAGON_KINDS, EAST, RED_FIVE_SETS, YAOCHUU, dora_of_indicator

PLAYERS = 4
# the tiles that typically take a hand one step nearer, by its shanten (for the steps after the
# next one, whose tiles are not known yet); a ready hand typically waits on about six. With
# QUIET_HAZARD these give, with twelve draws left, win chances of about 61, 37, 22, 12 and 5%
# from ready to four away: near the rates published for online play (far hands win seldom)
TYPICAL_ACCEPT = (6.0, 20.0, 28.0, 32.0, 34.0)
# a ready hand with a yaku wins on the others' discards about as often again as on its draws
RON_FACTOR = 1.2
# per own draw, the chance that another seat ends the hand first: without a riichi, and per riichi
QUIET_HAZARD = 0.05
RIICHI_HAZARD = 0.06
# points a riichi takes from the player who deals in (ura dora and ippatsu counted); a dealer's more
THREAT_POINTS = 6000.0
DEALER_THREAT_POINTS = 9000.0
OPEN_THREAT = 0.4  # an open hand with three sets is this much of a riichi threat
# per discard still to make, the chance it deals in to one riichi: pushing, and folding
PUSH_DANGER = 0.055
FOLD_DANGER = 0.012
FOLD_TURNS = 6  # folding discards made before the hand ends (on average)
# the exhaustive draw's settlement, about: a ready hand receives, a hand not ready pays
TENPAI_GAIN = 1500.0
NOTEN_LOSS = 1000.0
RIICHI_STICK = 1000.0
# a non-dealer's win, by han (about 30 fu; mangan and up by the table)
HAN_POINTS = (500.0, 1000.0, 2000.0, 3900.0, 7700.0, 8000.0, 12000.0, 12000.0, 16000.0, 16000.0, 16000.0, 24000.0)
# han a closed hand expects from riichi (with ura dora, ippatsu and menzen tsumo on average)
RIICHI_HAN = 1.6


def visible_counts(state: RiichiState, seat: int) -> list[int]:
    """Per kind, the copies `seat` can see: its own hand, every meld, the discards still in the
    rivers and the dora indicators."""
    seen = list(state.hands[seat].counts)
    for player in state.hands:
        meld_counts = player.meld_counts
        for kind in range(34):
            if meld_counts[kind]:
                seen[kind] += meld_counts[kind]
        for tile, called in zip(player.discards, player.called_away, strict=True):
            if not called:
                seen[tile >> 2] += 1
    for tile in state.dora_indicators():
        seen[tile >> 2] += 1
    return seen


def progress(counts: list[int], melds: int, unseen: Sequence[int]) -> tuple[int, float, list[int]]:
    """Shanten of a resting hand (3n+1 tiles), the unseen tiles that improve it and their kinds
    (for a ready hand: the tiles it wins on; a kind all in sight counts for furiten all the same)."""
    distance = shanten(counts, melds)
    accept = 0.0
    kinds = []
    for kind in range(34):
        if counts[kind] >= 4 or not has_neighbour(counts, kind):
            continue
        counts[kind] += 1
        if shanten(counts, melds) < distance:
            kinds.append(kind)
            accept += max(unseen[kind], 0)
        counts[kind] -= 1
    return distance, accept, kinds


def race(distance: int, accept: float, unseen_total: float, draws: int, hazard: float,
         can_ron: bool) -> tuple[float, float, float, float, float]:
    """(win chance, chance to be ready when the wall runs out, chance the wall runs out with
    the hand still on, expected own draws while the hand is on, chance to become ready at all)
    for a hand `distance` steps from ready with `accept` tiles for its next step."""
    unseen_total = max(unseen_total, 1.0)
    steps = []
    for step in range(max(distance, 0), 0, -1):
        tiles = accept if step == distance else TYPICAL_ACCEPT[min(step, len(TYPICAL_ACCEPT) - 1)]
        steps.append(min(0.9, tiles / unseen_total))
    waits = accept if distance <= 0 else TYPICAL_ACCEPT[0]
    win_rate = min(0.9, waits / unseen_total * (1.0 + (RON_FACTOR if can_ron else 0.0)))
    last = len(steps)
    stage = [0.0] * (last + 1)
    stage[0] = 1.0
    won = 0.0
    turns = 0.0
    reached = 1.0 if last == 0 else 0.0
    for _ in range(max(draws, 0)):
        alive = 0.0
        for i in range(last + 1):
            stage[i] *= 1.0 - hazard
            alive += stage[i]
        turns += alive
        # from the ready stage down, so a step made on this draw cannot also win on it
        held = stage[last]
        won += held * win_rate
        stage[last] = held * (1.0 - win_rate)
        for i in range(last - 1, -1, -1):
            moved = stage[i] * steps[i]
            stage[i] -= moved
            stage[i + 1] += moved
            if i + 1 == last:
                reached += moved
    return won, stage[last], sum(stage), turns, reached


def han_points(han: float, dealer: bool) -> float:
    han = min(max(han, 0.0), len(HAN_POINTS) - 1.0)
    low = int(han)
    high = min(low + 1, len(HAN_POINTS) - 1)
    points = HAN_POINTS[low] + (HAN_POINTS[high] - HAN_POINTS[low]) * (han - low)
    return points * 1.5 if dealer else points


def value_kinds(state: RiichiState, seat: int) -> list[int]:
    """The honour kinds worth a han as a set (a double wind twice)."""
    return [*DRAGON_KINDS, EAST + state.round_wind, EAST + state.seat_wind(seat)]


def hand_han(state: RiichiState, seat: int, counts: Sequence[int], closed: bool, melds: Sequence[object]
             ) -> tuple[float, bool]:
    """A quick han estimate of `seat`'s hand (without riichi) and whether it already holds a
    yaku besides riichi (a value-honour set or all simples)."""
    player = state.hands[seat]
    meld_counts = player.meld_counts
    han = 0.0
    yaku = False
    for tile in state.dora_indicators():
        dora = dora_of_indicator(tile >> 2)
        han += counts[dora] + meld_counts[dora]
    reds = RED_FIVE_SETS.get(state.options.get("red_fives", 0), frozenset())
    if reds:
        han += sum(1 for t in player.hand if t in reds and counts[t >> 2] > 0)
        han += sum(1 for m in player.melds for t in m.tiles if t in reds)
    for kind in value_kinds(state, seat):
        if counts[kind] + meld_counts[kind] >= 3:
            han += 1.0
            yaku = True
        elif counts[kind] == 2:
            han += 0.35  # a pair that may still become a set
    if closed or state.options.get("open_tanyao", True):
        terminals = sum(counts[k] for k in YAOCHUU)
        open_terminals = sum(meld_counts[k] for k in YAOCHUU)
        if terminals + open_terminals == 0:
            han += 1.0
            yaku = True
        elif open_terminals == 0 and terminals == 1:
            han += 0.4
    return han, yaku


def threats_of(state: RiichiState, seat: int) -> list[tuple[Player, float, float]]:
    """The other seats that threaten a discard: (player, weight, points a deal-in costs)."""
    found = []
    for other, player in enumerate(state.hands):
        if other == seat:
            continue
        points = DEALER_THREAT_POINTS if other == state.dealer else THREAT_POINTS
        points += 300.0 * state.honba
        if player.riichi or state.pending_riichi == other:
            found.append((player, 1.0, points))
        elif len(player.melds) >= 3:
            found.append((player, OPEN_THREAT, points * 0.6))
    return found


def danger(state: RiichiState, kind: int, threat: Player, visible: Sequence[int]) -> float:
    """Chance that discarding `kind` now deals in to `threat` (tiers of safety)."""
    if kind in threat.discard_kinds:
        return 0.0  # genbutsu: a kind in the threat's own river cannot win for it
    at = threat.riichi_index
    if at is not None:
        since = len(threat.discards) - at
        for player in state.hands:
            if any(t >> 2 == kind for t in player.discards[-since:]):
                return 0.01  # passed by the threat since its riichi
    if kind >= 27:
        return (0.05, 0.04, 0.02, 0.005, 0.0)[min(visible[kind], 4)]
    rank = kind % 9
    low_suji = kind - 3 if rank >= 3 else None
    high_suji = kind + 3 if rank <= 5 else None
    suji = [k for k in (low_suji, high_suji) if k is not None]
    covered = sum(1 for k in suji if k in threat.discard_kinds)
    if covered == len(suji):
        return 0.02 if rank in (0, 8) else 0.035
    lower_open = rank >= 2 and visible[kind - 1] < 4
    upper_open = rank <= 6 and visible[kind + 1] < 4
    if not lower_open and not upper_open:
        return 0.03  # a wall: no two-sided wait runs through it
    if covered:
        return 0.07
    return (0.055, 0.075, 0.095, 0.11, 0.12, 0.11, 0.095, 0.075, 0.055)[rank]


def resting_value(state: RiichiState, seat: int, counts: list[int], melds: int, closed: bool,
                  riichi: bool, visible: Sequence[int]) -> float:
    """Expected points `seat` gains from here to the hand's end with this resting hand (3n+1
    tiles), its discard already made. A closed hand not in riichi counts on declaring one once
    ready; a ready one that stayed silent may still declare it next turn (the better of the two)."""
    unseen = [4 - v for v in visible]
    unseen_total = float(sum(u for u in unseen if u > 0))
    player = state.hands[seat]
    distance, accept, kinds = progress(counts, melds, unseen)
    han, yaku = hand_han(state, seat, counts, closed, player.melds)
    threats = threats_of(state, seat)
    draws = int(state.live_remaining / PLAYERS + 0.5)
    furiten = distance <= 0 and any(k in player.discard_kinds for k in kinds)  # only its own draw wins
    shape = (distance, accept, unseen_total, furiten)
    if riichi:
        pending = state.pending_riichi == seat
        return _worth(state, seat, shape, han + RIICHI_HAN, True, "pending" if pending else "declared", draws,
                      threats, closed)
    if not closed:
        return _worth(state, seat, shape, han, yaku, "none", draws, threats, closed)
    if distance >= 1:
        return _worth(state, seat, shape, han + RIICHI_HAN, True, "later", draws, threats, closed)
    silent = _worth(state, seat, shape, han + 0.4, yaku, "none", draws, threats, closed)  # 0.4: menzen tsumo
    if state.scores[seat] < RIICHI_STICK or state.live_remaining < PLAYERS:
        return silent
    declared_next = _worth(state, seat, shape, han + RIICHI_HAN, True, "next", draws - 1, threats, closed)
    return max(silent, declared_next)


def _worth(state: RiichiState, seat: int, shape: tuple[int, float, float, bool], han: float, yaku: bool,
           riichi: str, draws: int, threats: list[tuple[Player, float, float]], closed: bool) -> float:
    """The resting hand's expected points: win and settlement, less what pushing pays into the
    threats (or folding, when that costs less and the hand is free to fold). `riichi`: none,
    declared, pending (declared with this discard, the stick not yet down), later (declared
    once ready), next (declared next turn)."""
    distance, accept, unseen_total, furiten = shape
    weight = sum(w for _, w, _ in threats)
    hazard = QUIET_HAZARD + RIICHI_HAZARD * weight
    can_ron = yaku and not furiten
    may_win = yaku or closed or distance > 1  # an open hand without a yaku cannot win as it is
    won, ready_end, survive, turns, reached = race(distance, accept, unseen_total, draws, hazard, can_ron)
    if not may_win:
        won *= 0.2
    win_points = han_points(han, seat == state.dealer) + 1000.0 * state.sticks + 300.0 * state.honba
    settle = survive * (ready_end * TENPAI_GAIN - (1.0 - ready_end) * NOTEN_LOSS)
    push = won * win_points + settle
    if riichi in ("later", "next"):
        # declared once ready (next turn: for sure): its stick is lost unless the hand wins.
        # Counted only at the draw, as it was, staying silent (or a step back) looked better
        # than declaring on every turn, and the hand never declared.
        push -= RIICHI_STICK * max(reached - won, 0.0)
    elif riichi == "pending":
        push += RIICHI_STICK * (won - 1.0)  # its stick is not down yet: paid, back only if it wins
    if not threats:
        return push
    deal_in = 0.0
    fold_in = 0.0
    for _threat, w, points in threats:
        deal_in += (1.0 - (1.0 - PUSH_DANGER * w) ** turns) * points
        fold_in += (1.0 - (1.0 - FOLD_DANGER * w) ** min(turns, FOLD_TURNS)) * points
    push -= deal_in
    if riichi in ("declared", "pending", "next"):
        return push  # a riichi cannot fold (counted so for one declared next turn as well)
    fold = -fold_in - survive * NOTEN_LOSS
    return max(push, fold)


def discard_risk(state: RiichiState, seat: int, kind: int, visible: Sequence[int]) -> tuple[float, float]:
    """(chance, points lost) of dealing in with a discard of `kind` now."""
    chance = 0.0
    loss = 0.0
    for threat, w, points in threats_of(state, seat):
        p = danger(state, kind, threat, visible) * w
        chance += p
        loss += p * points
    return min(chance, 0.95), loss


def discard_values(state: RiichiState, seat: int, counts: list[int], melds: int, closed: bool,
                   visible: Sequence[int]) -> dict[int, float]:
    """Per kind in a hand that must discard now (3n+2 tiles): the expected points after
    discarding it (its deal-in chance and cost now, then the resting hand's worth)."""
    riichi = state.hands[seat].riichi
    values = {}
    for kind in range(34):
        if not counts[kind]:
            continue
        chance, loss = discard_risk(state, seat, kind, visible)
        counts[kind] -= 1
        value = resting_value(state, seat, counts, melds, closed, riichi, visible)
        counts[kind] += 1
        values[kind] = (1.0 - chance) * value - loss
    return values


def turn_value(state: RiichiState, seat: int, counts: list[int], melds: int, closed: bool,
               visible: Sequence[int]) -> float:
    """Expected points of a hand that must discard now: its best discard's."""
    return max(discard_values(state, seat, counts, melds, closed, visible).values(), default=0.0)


def seat_value(state: RiichiState, seat: int) -> float:
    """Expected points `seat` gains from here to the end of the hand (its own view)."""
    player = state.hands[seat]
    visible = visible_counts(state, seat)
    counts = list(player.counts)
    melds = len(player.melds)
    closed = player.closed
    tiles = sum(counts)
    choice = state.choices.get(seat) if state.phase == "claim" else None
    if choice is not None and choice.kind in ("pon", "chi"):
        # the call this seat answered with, as if the window went its way
        for tile in choice.cards:
            counts[tile >> 2] -= 1
        return turn_value(state, seat, counts, melds + 1, False, visible)
    if tiles % 3 == 2:
        return turn_value(state, seat, counts, melds, closed, visible)
    riichi = player.riichi or state.pending_riichi == seat
    value = resting_value(state, seat, counts, melds, closed, riichi, visible)
    last = state.last_discard
    if last is not None and last[0] == seat and player.discards and player.discards[-1] == last[1] \
            and state.phase in ("claim", "turn"):
        # its discard is the newest on the table: it may still be won on
        chance, loss = discard_risk(state, seat, last[1] >> 2, visible)
        value = (1.0 - chance) * value - loss
    return value


def evaluate(state: RiichiState) -> list[float]:
    """Each seat's expected standings at the end of this hand, each from its own view."""
    expected = [float(s) for s in state.scores]
    if state.phase == "over" or not state.hands:
        return expected
    for seat in range(PLAYERS):
        expected[seat] += seat_value(state, seat)
    return expected


def move_values(state: RiichiState, seat: int, actions: Sequence[Action]) -> dict[Action, float]:
    """Expected points to the hand's end after each of `seat`'s moves (discards and riichi
    declarations on its turn, pass, pon or chi on another's discard), worked out on this state
    without playing them: the same values as scoring the position each move leads to, for the
    cost of the evaluation alone. Other kinds of move are left out."""
    player = state.hands[seat]
    visible = visible_counts(state, seat)
    counts = list(player.counts)
    melds = len(player.melds)
    values: dict[Action, float] = {}
    for action in actions:
        if action.kind in ("discard", "riichi"):
            values[action] = _after_discard(state, seat, counts, action)
        elif action.kind == "pass":
            values[action] = resting_value(state, seat, counts, melds, player.closed, player.riichi, visible)
        elif action.kind in ("pon", "chi") and state.last_discard is not None:
            values[action] = _after_call(state, seat, counts, action, state.last_discard[1], visible)
    return values


def _after_call(state: RiichiState, seat: int, counts: list[int], action: Action, taken: int,
                visible: Sequence[int]) -> float:
    """A pon's or chi's value: the open hand's best discard, the new set counted among the melds
    (a value-honour pon is a yaku, its dora count)."""
    player = state.hands[seat]
    kinds = [tile >> 2 for tile in (*action.cards, taken)]
    called = list(counts)
    for tile in action.cards:
        called[tile >> 2] -= 1
    for kind in kinds:
        player.meld_counts[kind] += 1
    try:
        return turn_value(state, seat, called, len(player.melds) + 1, False, visible)
    finally:
        for kind in kinds:
            player.meld_counts[kind] -= 1


def _after_discard(state: RiichiState, seat: int, counts: list[int], action: Action) -> float:
    """A discard's (or a riichi's) value: its deal-in now, then the resting hand's worth with the
    tile in the river (a wait on its kind is furiten) and, for a riichi, the stick pending."""
    player = state.hands[seat]
    visible = visible_counts(state, seat)
    kind = action.cards[0] >> 2
    chance, loss = discard_risk(state, seat, kind, visible)
    declaring = action.kind == "riichi"
    new_kind = kind not in player.discard_kinds
    pending = state.pending_riichi
    counts[kind] -= 1
    if new_kind:
        player.discard_kinds.add(kind)
    if declaring:
        state.pending_riichi = seat
    try:
        value = resting_value(state, seat, counts, len(player.melds), player.closed, player.riichi or declaring,
                              visible)
    finally:
        counts[kind] += 1
        if new_kind:
            player.discard_kinds.discard(kind)
        state.pending_riichi = pending
    return (1.0 - chance) * value - loss
