"""What the search bot needs for リーチ麻雀 and Magic: the Mahjong beyond their rules.

With a threat at the table (a riichi, or an open hand of three sets), `normal` judges the
heuristic's move against the others worth trying (every discard by kind, every answer to a
discard) with the riichi evaluation (ai/mahjong/riichi_eval.py: win chance from shanten and acceptance,
hand value, deal-in danger, push or fold), from the deciding seat's own view, on one dealt world
and without playing the moves (_TileJudge). A move replaces the heuristic's only when it gains
OVERRULE_MARGIN expected points. The heuristic's riichi, wins, kans, abortive draws, the quiet
decisions and Magic's card decisions (and tile decisions a card bears on) stay the heuristic's,
played at once. Both switches (RIICHI_TILE_SEARCH, MAGIC_TILE_SEARCH) are on: measured per hand
on fresh seeds, `normal` beat the heuristic in both (README, "Riichi players' measures").
`strong` starts from this judge's move and checks it by playing the hand out, in worlds where a
riichi holds a ready hand (ai/mahjong/riichi_strong_search.py, riichi_worlds.py).

A cheap playout policy read straight from the state stays here too (a plain efficient player:
it always wins, discards toward ready by shanten, declares riichi when ready, folds with the
riichi player's own discards when far, claims rarely); 四川麻将 builds on its pieces in
ai/mahjong/sichuan_search.py."""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from shikitable.ai import SearchHooks, register_search_hooks
from shikitable.ai.mahjong.riichi_eval import move_values, seat_value
from shikitable.core.actions import Action
from shikitable.games.mahjong.riichi.shapes import shanten as riichi_shanten
from shikitable.games.mahjong.riichi.state import RiichiState
from shikitable.games.mahjong.riichi.tile_ids import DRAGON_KINDS, EAST

# chance, per own draw, that a hand this far from ready becomes ready
READY_HAZARD = (1.0, 0.22, 0.06, 0.015, 0.004)
# a playout's discard weighs shanten for this many of the least connected kinds only
CANDIDATES = 4
ISOLATED = 0.1  # keep_worth below this: a single tile with no neighbour within two


# per kind: (neighbouring kind, weight) for the same-suit tiles one and two away
_NEIGHBOURS = tuple(
    tuple((kind + step, weight) for step, weight in ((-2, 1.0), (-1, 2.0), (1, 2.0), (2, 1.0))
          if kind < 27 and 0 <= kind % 9 + step <= 8)
    for kind in range(34)
)
_EDGE = tuple(-0.5 if kind >= 27 else -0.4 if kind % 9 in (0, 8) else 0.0 for kind in range(34))


def keep_worth(counts: Sequence[int], kind: int) -> float:
    """How much a tile of `kind` is worth keeping for its shapes: copies and neighbours in its
    suit (honours only by copies; terminals a little less); the lowest is discarded first
    among equal shanten."""
    worth = 3.0 * (counts[kind] - 1) + _EDGE[kind]
    for other, weight in _NEIGHBOURS[kind]:
        if counts[other]:
            worth += weight
    return worth


def _hazard_chance(table: Sequence[float], distance: int, draws: float) -> float:
    per_draw = table[min(max(distance, 0), len(table) - 1)]
    return 1.0 - (1.0 - per_draw) ** max(draws, 0.0)


# --- riichi (and the tiles of Magic: the Mahjong) ------------------------------------------------


def _value_kinds(state: RiichiState, seat: int) -> tuple[int, ...]:
    return (*DRAGON_KINDS, EAST + state.round_wind, EAST + state.seat_wind(seat))


def riichi_playout(state: RiichiState, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
    """A plain efficient riichi player, read from the state."""
    discards: list[Action] = []
    riichis: list[Action] = []
    passing: Action | None = None
    pons: list[Action] = []
    for action in legal:
        kind = action.kind
        if kind in ("tsumo", "ron"):
            return action
        if kind == "discard":
            discards.append(action)
        elif kind == "riichi":
            riichis.append(action)
        elif kind == "pass":
            passing = action
        elif kind == "pon":
            pons.append(action)
    player = state.hands[seat]
    if state.phase != "turn":
        if pons and not any(p.riichi for i, p in enumerate(state.hands) if i != seat):
            values = _value_kinds(state, seat)
            for pon in pons:
                if pon.cards[0] >> 2 in values:
                    return pon  # a value-honour pon: a yaku of its own
        return passing or legal[0]
    if not discards:
        return riichis[0] if riichis else legal[0]
    if player.riichi or len(discards) == 1:
        return discards[-1]
    counts = player.counts
    melds = len(player.melds)
    threats = [p for i, p in enumerate(state.hands) if i != seat and p.riichi]
    if threats and not player.waits and riichi_shanten(counts, melds) >= 1:
        # fold: a tile every riichi player discarded cannot deal in to them
        safe = [a for a in discards if all(a.cards[0] >> 2 in p.discard_kinds for p in threats)]
        if safe:
            return min(safe, key=lambda a: keep_worth(counts, a.cards[0] >> 2))
    if riichis:
        return min(riichis, key=lambda a: keep_worth(counts, a.cards[0] >> 2))
    return _efficient_discard(counts, melds, discards, riichi_shanten, rng)


def _efficient_discard(counts: list[int], melds: int, discards: Sequence[Action], shanten_of: Any,
                       rng: random.Random) -> Action:
    """Of the least connected tiles (CANDIDATES kinds), the discard leaving the fewest tiles to
    ready: shanten is dear, and a well connected tile is seldom the one to let go."""
    by_kind: dict[int, tuple[float, Action]] = {}
    for action in discards:
        kind = action.cards[0] >> 2
        if kind not in by_kind:
            by_kind[kind] = (keep_worth(counts, kind) + 0.01 * rng.random(), action)
    candidates = sorted(by_kind.values(), key=lambda wa: wa[0])[:CANDIDATES]
    if len(candidates) == 1 or candidates[0][0] < ISOLATED:
        return candidates[0][1]  # a lone tile (no copy, nothing within two): no shanten needed
    best: Action = candidates[0][1]
    best_key = (99, 99.0)
    for worth, action in candidates:
        kind = action.cards[0] >> 2
        counts[kind] -= 1
        distance = shanten_of(counts, melds)
        counts[kind] += 1
        if (distance, worth) < best_key:
            best, best_key = action, (distance, worth)
    return best


def magic_playout(state: Any, seat: int, legal: Sequence[Action], rng: random.Random) -> Action:
    """Magic: the Mahjong in a playout: no cards are declared (keep the card hand, pass every
    window); the tiles are played as in riichi."""
    if state.window is not None:
        for action in legal:
            if action.kind in ("pass", "keep"):
                return action
        return legal[0]
    tiles = [a for a in legal if a.kind != "card"]
    return riichi_playout(state.riichi, seat, tiles or legal, rng)


# --- the search's one-move comparison (riichi and the tiles of Magic) ----------------------------

# moves the search compares with the heuristic's: a discard (or riichi) by every kind that
# might be better, and every answer to a discard
TILE_CANDIDATES = 12
# expected points a move must gain over the heuristic's for the search to play it: the
# evaluation's small differences are its guesses, not knowledge
OVERRULE_MARGIN = 250.0
SEARCHED_TURN = frozenset({"discard", "riichi"})
SEARCHED_CLAIM = frozenset({"pass", "pon", "chi"})


def tile_candidates(observation: Mapping[str, Any], legal: Sequence[Action], suggested: Action | None) -> list[Action]:
    """The moves worth comparing with the heuristic's: when it discards (or declares riichi),
    one discard and one riichi per kind (a red five apart); when it answers a discard, every
    other answer but a win. None when it wins, calls a kan or stops the hand: those stand."""
    if suggested is None:
        return []
    kinds = SEARCHED_TURN if suggested.kind in SEARCHED_TURN else SEARCHED_CLAIM
    if suggested.kind not in kinds or any(a.kind in ("tsumo", "ron") for a in legal):
        return []
    seen = {_candidate_key(suggested)}
    found = []
    for action in legal:
        if action.kind not in kinds:
            continue
        key = _candidate_key(action)
        if key not in seen:
            seen.add(key)
            found.append(action)
    return found


def _candidate_key(action: Action) -> tuple[str, int, bool]:
    if action.kind in SEARCHED_TURN and action.cards:
        tile = action.cards[0]
        return action.kind, tile >> 2, tile in (16, 52, 53, 88)
    return action.kind, hash(action.cards), False


# Magic cards in this seat's hand that change what its tiles are worth (a win without a yaku,
# furiten waived, a riichi's danger shut out, a hand redrawn): holding one, its tile moves stay
# the heuristic's, as the evaluation does not know them
TILE_VALUE_CARDS = frozenset({"yakuless_yaku", "one_shot_riichi", "barrier", "lifeline", "blessed_rain",
                              "second_chance", "switch", "stagnation", "hand_break"})


def cards_touch(observation: Mapping[str, Any]) -> bool:
    """Whether Magic's cards bear on this tile decision: a card lasting on the table or on the
    stack, a seat barred from something, yakuless wins or waived furiten granted, or a card in
    hand that changes what the tiles are worth. The evaluation knows plain riichi only."""
    magic = observation["magic"]
    if magic["table"] or magic["stack"] or magic["barred"] or magic["no_yaku_wins"] or magic["furiten_waived"]:
        return True
    return any(card in TILE_VALUE_CARDS for card in magic["hand"])


class _Focus:
    """The seat the search is deciding for (the candidate chooser learns it from the
    observation at the start of every decision): the evaluation scores that seat's view only."""

    def __init__(self) -> None:
        self.seat: int | None = None

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action], suggested: Action | None) -> list[Action]:
        self.seat = int(observation["seat"])
        if observation.get("magic", {}).get("window") is not None:
            return []  # a card window: the heuristic's answer stands
        if "magic" in observation:
            legal = [a for a in legal if a.kind != "card"]
            if suggested is not None and suggested.kind == "card" or cards_touch(observation):
                return []
        return tile_candidates(observation, legal, suggested)

    def evaluate(self, state: RiichiState) -> list[float]:
        expected = [float(s) for s in state.scores]
        if self.seat is None or state.phase == "over" or not state.hands:
            return expected
        expected[self.seat] += seat_value(state, self.seat)
        return expected


# Whether the search may overrule the heuristic's tile moves (off: it compares them, for the
# hints, but the heuristic plays every move). Measured per hand (issue 23, README "Riichi
# players' measures"), on seeds never tuned on: riichi over 2,000 hands (--seed 5001-5004) +55
# a hand (95% CI +24 to +86), Magic over 1,000 (--seed 6001-6005) +42 (+9 to +76): on.
RIICHI_TILE_SEARCH = True
MAGIC_TILE_SEARCH = True


def _margin(search_tiles: bool) -> float:
    """With the tile search off the moves are still compared (the hints show what each is
    worth) but none overrules the heuristic's: an endless margin."""
    return OVERRULE_MARGIN if search_tiles else math.inf


# Which decisions the judge weighs: "all", "threat" (only with a riichi or an open hand of
# three sets at the table: push or fold, call or not under a threat; the heuristic's riichi
# stands), or "threat+calls" (those, and every answer to a discard). Elsewhere the heuristic's
# shanten and acceptance play. Measured on seeds 1 (per hand, README): judging every decision
# came out behind (-216 a hand over 400 hands, it won and declared riichi far less: the
# evaluation's speed model is rougher than the heuristic's count of the tiles), judging the
# threatened ones with riichi too -59 (-152 to +34; it declined riichi under a threat).
JUDGE_SCOPE = "threat"


def judged_here(observation: Mapping[str, Any], suggested: Action) -> bool:
    if JUDGE_SCOPE == "all":
        return True
    if suggested.kind == "riichi":
        return False  # a ready closed hand declares (silence measured behind)
    if JUDGE_SCOPE == "threat+calls" and observation["phase"] != "turn":
        return True
    me = observation["seat"]
    return any(view["seat"] != me and (view["riichi"] or len(view["melds"]) >= 3)
               for view in observation["seat_views"])


class _TileJudge:
    """The search's judge when the tile search is on: the evaluation reads only what the deciding
    seat may see, so one dealt world values every candidate as well as hundreds would, and the
    moves are valued on it without being played (riichi_eval.move_values). A decision without
    candidates (a win, a kan, a card) is the heuristic's at once: heuristic speed there."""

    def __init__(self, game: Any, focus: _Focus, world_of: Callable[[Any], RiichiState]) -> None:
        self.game = game
        self.focus = focus
        self.world_of = world_of  # the riichi state inside the game's (Magic's) state
        self.prior: Any = None

    def __call__(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> dict[Action, float]:
        if self.prior is None:
            from shikitable.ai import make_bot  # the heuristic registers after this module loads

            self.prior = make_bot(self.game.id, "heuristic")
        suggested = self.prior.choose(observation, legal)
        others = self.focus.choose(observation, legal, suggested)
        if not others or not judged_here(observation, suggested):
            return {suggested: 0.0}
        seat = int(observation["seat"])
        world = self.world_of(self.game.determinize(observation, seat, random.Random(0)))
        values = move_values(world, seat, (suggested, *others[:TILE_CANDIDATES]))
        return values or {suggested: 0.0}


def _tile_hooks(game: Any, search_tiles: bool, playout: Any, world_of: Callable[[Any], RiichiState]) -> SearchHooks:
    focus = _Focus()

    def evaluate(state: Any) -> list[float]:
        return focus.evaluate(world_of(state))

    judge = _TileJudge(game, focus, world_of) if search_tiles else None
    # the playout policy stays registered for a search that plays on past the move (none does now)
    return SearchHooks(playout=playout, evaluate=evaluate, max_playout=0, paired=True,
                       candidates=TILE_CANDIDATES, choose_candidates=focus.choose,
                       overrule_margin=_margin(search_tiles), judge=judge, judge_margin=OVERRULE_MARGIN)


def riichi_hooks(game: Any, search_tiles: bool = RIICHI_TILE_SEARCH) -> SearchHooks:
    return _tile_hooks(game, search_tiles, riichi_playout, lambda state: state)


def magic_hooks(game: Any, search_tiles: bool = MAGIC_TILE_SEARCH) -> SearchHooks:
    return _tile_hooks(game, search_tiles, magic_playout, lambda state: state.riichi)


register_search_hooks("riichi", riichi_hooks)
register_search_hooks("magic", magic_hooks)
