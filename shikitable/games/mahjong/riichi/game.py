"""Riichi mahjong (リーチ麻雀) as a shikitable game: four players, a hanchan (東南戦) by default,
scored by the `mahjong` library."""

from __future__ import annotations

import copy
import random
from collections.abc import Hashable, Mapping, Sequence
from functools import partial
from typing import Any, Literal, get_args

import shikitable.games.mahjong.riichi.deal as deal
import shikitable.games.mahjong.riichi.flow as flow
import shikitable.games.mahjong.riichi.legal as L
import shikitable.games.mahjong.riichi.observe as observe
from shikitable.core.actions import Action, ActionSchema, KindShape, check_against_schema
from shikitable.core.errors import IllegalAction
from shikitable.core.events import Event
from shikitable.core.game import Game, GameResult, SeasonRecord
from shikitable.core.jsonform import rng_from_json, rng_to_json
from shikitable.core.moves import Move, MovesGame, Phase, collect, no_options, whole_action
from shikitable.core.options import resolve_options
from shikitable.games.mahjong.riichi.legal import discard_reactions, reds, rob_reactions
from shikitable.games.mahjong.riichi.match import hand_title, roll_first_dealer
from shikitable.games.mahjong.riichi.options import RIICHI_OPTIONS
from shikitable.games.mahjong.riichi.state import PLAYERS, Player, RiichiState
from shikitable.games.mahjong.riichi.tile_ids import tile_words

_STATE_FIELDS = (
    "dice", "first_dealer", "scores", "round_wind", "round_number", "dealer", "honba", "sticks", "in_extension",
    "hand_number", "walls", "over", "final_points", "last_result", "version", "wall", "front", "replacements",
    "indicators", "deferred_indicators", "current", "phase", "rinshan", "first_go_around", "kans",
    "riichi_declarations", "pending_riichi",
)

# every riichi move: a tile from the hand (discard, riichi, added kan), the tiles a call takes, none
RIICHI_SCHEMA = ActionSchema(136, {
    "discard": KindShape(1, 1), "riichi": KindShape(1, 1), "open_riichi": KindShape(1, 1), "kakan": KindShape(1, 1),
    "pon": KindShape(2, 2), "chi": KindShape(2, 2), "daiminkan": KindShape(3, 3), "ankan": KindShape(4, 4),
    "pass": KindShape(), "ron": KindShape(), "tsumo": KindShape(), "kyuushu": KindShape(),
})


# the kinds of move of a turn and of a call window, in the order their options are listed
TurnKind = Literal["tsumo", "ankan", "kakan", "kyuushu", "riichi", "open_riichi", "discard"]
ClaimKind = Literal["ron", "pon", "daiminkan", "chi", "pass"]
TURN_KINDS: tuple[TurnKind, ...] = get_args(TurnKind)
WINDOW_KINDS: tuple[ClaimKind, ...] = get_args(ClaimKind)


def _offered(state: RiichiState, seat: int, kind: str) -> list[Action]:
    return [a for a in state.window.get(seat, ()) if a.kind == kind]


def new_match_state(game: Game[Any], players: int, options: Mapping[str, Any] | None, seed: int,
                    decks: Sequence[Sequence[int]] | None, pause_points: frozenset[str] = frozenset(),
                    payment_hook: str = "") -> RiichiState:
    """A riichi match (plain or under Magic's cards) before its first wall: four seats at their
    start points, any explicit walls queued, and the first dealer rolled, as the first dealer is
    known before the first wall is built."""
    if players != PLAYERS:
        raise ValueError(f"{game.name_en} is played by exactly four players")
    resolved = resolve_options(game.options, options)
    state = RiichiState(players=PLAYERS, options=resolved, rng=random.Random(seed))
    state.scores = [resolved["start_points"]] * PLAYERS
    state.walls = [deal.check_wall(list(d)) for d in decks] if decks else []
    state.pause_points = pause_points
    state.payment_hook = payment_hook
    roll_first_dealer(state)
    return state


class RiichiGame(MovesGame[RiichiState]):
    id = "riichi"
    name_ja = "リーチ麻雀"
    name_zh = "立直麻将"
    name_en = "Riichi Mahjong"
    family = "mahjong"
    description_en = "Japanese riichi mahjong for four, Tenhou-style rules, scored by the mahjong library"
    description_ja = "四人打ちリーチ麻雀（天鳳に近いルール、mahjongライブラリで採点）"
    min_players = 4
    max_players = 4
    default_players = 4
    options = RIICHI_OPTIONS
    action_schema = RIICHI_SCHEMA

    # --- a new match ---------------------------------------------------------------------------

    def setup(self, players: int, options: Mapping[str, Any] | None, seed: int,
              decks: Sequence[Sequence[int]] | None = None) -> RiichiState:
        state = new_match_state(self, players, options, seed, decks)
        events: list[Event] = []
        deal.start_hand(state, events)
        state.opening_events = events
        return state

    # --- whose move, which moves ---------------------------------------------------------------

    def to_act(self, state: RiichiState) -> tuple[int, ...]:
        return observe.waiting_seats(state)

    def __init__(self) -> None:
        turn_options = (L.tsumo_options, L.ankan_options, L.kakan_options, L.nine_terminals_options,
                        L.riichi_options, no_options, L.discard_options)  # riichi_options lists the open
        # riichis right after the riichis they show
        play_turn = collect(flow.play_turn, whole_action)
        turn_moves: dict[str, Move[RiichiState]] = {
            kind: Move(options, play_turn, self._refusal)
            for kind, options in zip(TURN_KINDS, turn_options, strict=True)}
        self._turn = Phase("turn", turn_moves, self._refusal_text)
        # a window on a discard or an added kan: what it offers was worked out when it opened
        choose = collect(flow.choose_in_window, whole_action)
        window_moves: dict[str, Move[RiichiState]] = {
            kind: Move(partial(_offered, kind=kind), choose, self._refusal) for kind in WINDOW_KINDS}
        self._window = Phase("window", window_moves, self._refusal_text)

    def phase(self, state: RiichiState, seat: int) -> Phase[RiichiState]:
        return self._turn if state.phase == "turn" else self._window

    def refuse_first(self, state: RiichiState, seat: int, action: Action) -> str | None:
        if state.over:
            return "The match is over."
        if seat not in observe.waiting_seats(state):
            return "It is not your turn to act."
        return None

    def _refusal_text(self, state: RiichiState, seat: int, action: Action) -> str:
        reason = self._refusal(state, seat, action)
        assert reason is not None  # a kind no phase has is never among the legal moves
        return reason

    def _refusal(self, state: RiichiState, seat: int, action: Action) -> str | None:
        """Why the rules do not allow the action, or None. A copy of a tile that is the same as
        an offered one (same kind, same colour, both from the hand or both the drawn tile) is
        accepted as itself."""
        legal = self.legal_actions(state, seat)
        if action in legal:
            return None
        try:
            check_against_schema(action, RIICHI_SCHEMA)  # no arg where none is taken, each tile once
        except IllegalAction as refusal:
            return refusal.reason
        player = state.hands[seat]
        red = reds(state)

        def key(tile: int) -> tuple[int, bool, bool]:
            return (tile >> 2, tile in red, tile == player.drawn)

        if state.phase == "turn" and action.kind in ("discard", "riichi", "open_riichi", "kakan") \
                and len(action.cards) == 1:
            tile = action.cards[0]
            if tile not in player.hand:
                return "That tile is not in your hand."
            for offered in legal:
                if offered.kind == action.kind and key(offered.cards[0]) == key(tile):
                    return None
            if action.kind == "discard" and player.riichi:
                return "After riichi you must discard the tile you drew."
            if action.kind == "discard" and tile >> 2 in player.kuikae:
                return "You may not discard that tile right after your call (kuikae)."
            if action.kind in ("riichi", "open_riichi"):
                return "Riichi needs a closed ready hand, 1,000 points and four tiles left in the wall."
        if action.kind in ("pon", "chi", "daiminkan") and all(t in player.hand for t in action.cards):
            wanted = sorted((t >> 2, t in red) for t in action.cards)
            for offered in legal:
                if offered.kind == action.kind and sorted((t >> 2, t in red) for t in offered.cards) == wanted:
                    return None
        names = ", ".join(str(a) for a in legal) or "nothing"
        return f"{action} is not allowed now (you may: {names})."

    def _legal_form(self, state: RiichiState, seat: int, action: Action) -> Action:
        """The action if the rules allow it, else IllegalAction with the reason (Magic asks it
        of a mahjong move)."""
        reason = self._refusal(state, seat, action)
        if reason is not None:
            raise IllegalAction(reason)
        return action

    def canonical_action(self, state: RiichiState, seat: int, action: Action) -> Hashable | None:
        """Tiles from the hand of the same kind and colour (both the drawn tile, or both not)
        are the same move, as `_legal_form` accepts them."""
        cards = action.cards
        if not cards or not 0 <= seat < PLAYERS or len(set(cards)) != len(cards):
            return action
        player = state.hands[seat]
        if any(t not in player.hand for t in cards):
            return action
        red = reds(state)
        faces = sorted((t >> 2, t in red, t == player.drawn) for t in cards)
        return ("faces", action.kind, tuple(faces), action.arg)

    # --- views ---------------------------------------------------------------------------------

    def observation(self, state: RiichiState, seat: int | None) -> dict[str, Any]:
        return observe.observation(state, seat)

    def result(self, state: RiichiState) -> GameResult | None:
        if not state.over:
            return None
        return GameResult(points=list(state.final_points), seasons=list(state.records))

    def card_name(self, card: int, lang: str = "ja") -> str:
        return tile_words(card, lang)  # words, as players say them (the log, the result sheet)

    def determinize(self, observation: Mapping[str, Any], seat: int, rng: random.Random) -> RiichiState:
        state = RiichiState(players=PLAYERS, options=dict(observation["options"]), rng=random.Random(rng.random()))
        for name in ("first_dealer", "round_wind", "round_number", "dealer", "honba", "sticks", "in_extension",
                     "hand_number", "phase", "current", "rinshan", "first_go_around", "kans",
                     "riichi_declarations", "deferred_indicators"):
            setattr(state, name, observation[name])
        state.dice = tuple(observation["dice"])  # type: ignore[assignment]
        state.scores = list(observation["scores"])
        state.over = observation["over"]
        state.final_points = list(observation["final_points"])
        state.liabilities = [tuple(x) for x in observation["liabilities"]]  # type: ignore[misc]
        if observation["last_discard"] is not None:
            state.last_discard = (observation["last_discarder"], observation["last_discard"])
        for p in observation["seat_views"]:
            if p["riichi"] and not p["double_riichi"] and state.last_discard and p["discards"] \
                    and p["discards"][-1]["riichi"] and state.phase == "claim" and state.last_discard[0] == p["seat"]:
                state.pending_riichi = p["seat"]
        observe.determinize(observation, seat, rng, state)
        if state.pending_riichi is not None:
            state.hands[state.pending_riichi].riichi = False
        if state.phase == "claim" and state.last_discard is not None:
            origin, tile = state.last_discard
            for other in range(PLAYERS):
                if other != origin:
                    offered = discard_reactions(state, other, tile, origin, state.live_remaining == 0)
                    if offered:
                        state.window[other] = offered
        elif state.phase == "rob" and observation["robbed_tile"] is not None:
            tile = observation["robbed_tile"]
            origin = state.current
            state.robbed = (origin, Action("kakan", (tile,)))
            state.hands[origin].hand.append(tile) if tile not in state.hands[origin].hand else None
            for other in range(PLAYERS):
                if other != origin:
                    offered = rob_reactions(state, other, tile)
                    if offered:
                        state.window[other] = offered
        return state

    def standings(self, state: RiichiState) -> list[float] | None:
        return [float(points) for points in state.scores]

    def deal_number(self, state: RiichiState) -> int | None:
        return state.hand_number

    def clone(self, state: RiichiState) -> RiichiState:
        """A copy that shares nothing mutable with the original (search bots change it freely)."""
        cache, state.legal_cache = state.legal_cache, None
        copied = copy.deepcopy(state)
        state.legal_cache = cache
        return copied

    # --- saving --------------------------------------------------------------------------------

    def state_to_json(self, state: RiichiState) -> dict[str, Any]:
        data: dict[str, Any] = {name: copy.deepcopy(getattr(state, name)) for name in _STATE_FIELDS}
        data["dice"] = list(state.dice)
        data["options"] = dict(state.options)
        data["rng"] = rng_to_json(state.rng)
        data["records"] = [r.to_json() for r in state.records]
        data["hands"] = [p.to_json() for p in state.hands]
        data["last_discard"] = list(state.last_discard) if state.last_discard else None
        data["window"] = {str(s): [a.to_json() for a in acts] for s, acts in state.window.items()}
        data["choices"] = {str(s): a.to_json() for s, a in state.choices.items()}
        data["robbed"] = [state.robbed[0], state.robbed[1].to_json()] if state.robbed else None
        data["liabilities"] = [list(x) for x in state.liabilities]
        return data

    def state_from_json(self, data: Mapping[str, Any]) -> RiichiState:
        state = RiichiState(players=PLAYERS, options=dict(data["options"]), rng=rng_from_json(data["rng"]))
        for name in _STATE_FIELDS:
            setattr(state, name, copy.deepcopy(data[name]))
        state.dice = tuple(data["dice"])  # type: ignore[assignment]
        state.records = [
            SeasonRecord(r["number"], r["dealer"], r["multiplier"], r["winner"], r["points"], r["lines"],
                         _record_title(r))
            for r in data["records"]
        ]
        state.hands = [Player.from_json(p) for p in data["hands"]]
        state.last_discard = tuple(data["last_discard"]) if data["last_discard"] else None  # type: ignore[assignment]
        state.window = {int(s): [Action.from_json(a) for a in acts] for s, acts in data["window"].items()}
        state.choices = {int(s): Action.from_json(a) for s, a in data["choices"].items()}
        state.robbed = (data["robbed"][0], Action.from_json(data["robbed"][1])) if data["robbed"] else None
        state.liabilities = [tuple(x) for x in data["liabilities"]]  # type: ignore[misc]
        return state


def _record_title(record: Mapping[str, Any]) -> dict[str, str]:
    """A hand's title; a save from before titles has its [wind, number, 本場] instead."""
    if record.get("title"):
        return dict(record["title"])
    found = record.get("round")
    return hand_title(*found) if isinstance(found, list) and len(found) == 3 else {}
