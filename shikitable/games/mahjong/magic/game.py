"""Magic: the Mahjong (seed 003): riichi mahjong with a deck of cheat cards. The riichi engine
plays the tiles; between its steps the card layer opens the timing windows printed on the cards
and offers each seat the cards it may declare."""

from __future__ import annotations

import copy
import random
from collections.abc import Hashable, Mapping, Sequence
from functools import partial
from typing import Any

import shikitable.games.mahjong.magic.effects as effects
import shikitable.games.mahjong.magic.steps as steps
from shikitable.core.actions import STR_ARG, Action, ActionSchema, KindShape
from shikitable.core.events import Event
from shikitable.core.game import GameResult
from shikitable.core.jsonform import rng_from_json, rng_to_json
from shikitable.core.moves import Move, MovesGame, Phase, no_options
from shikitable.games.mahjong.magic.cards import (
    PLAYERS,
    CardState,
    Declaration,
    Talisman,
    new_cards,
)
from shikitable.games.mahjong.magic.catalogue import BY_ID
from shikitable.games.mahjong.magic.options import MAGIC_OPTIONS
from shikitable.games.mahjong.magic.state import MagicState, Window
from shikitable.games.mahjong.magic.vocabulary import Timing
from shikitable.games.mahjong.magic.windows import PASS, cards_at, declarations, secret_choice
from shikitable.games.mahjong.riichi import flow, observe
from shikitable.games.mahjong.riichi.game import (
    RIICHI_SCHEMA,
    TURN_KINDS,
    WINDOW_KINDS,
    RiichiGame,
    new_match_state,
)
from shikitable.games.mahjong.riichi.legal import win_value
from shikitable.games.mahjong.riichi.state import PAYMENT_HOOKS, RiichiState

PAYMENT_HOOKS["magic"] = effects.adjust_payments
PAUSES = frozenset({"discard", "exhaustive_draw", "next_hand"})
_OWN_DRAW = [Timing.OWN_DRAW.value]  # read, never changed, by declarations
_OWN_DRAW_CARDS = cards_at(_OWN_DRAW)
_LAYER_FIELDS = ("barred", "furiten_waived", "no_yaku_wins", "paused", "layer_data")

# riichi's moves, a cheat card (named in the arg, with its target) and the answer to a reset offer
MAGIC_SCHEMA = ActionSchema(136, {**RIICHI_SCHEMA.kinds, "card": KindShape(arg=STR_ARG), "keep": KindShape(),
                                  "reset": KindShape()})


def _only(action: Action, state: MagicState, seat: int) -> list[Action]:
    return [action]


class MagicGame(MovesGame[MagicState]):
    id = "magic"
    name_ja = "Magic: the Mahjong"
    name_zh = "Magic: the Mahjong"
    name_en = "Magic: the Mahjong"
    family = "mahjong"
    description_en = "Riichi mahjong with cheat cards: declare cards at their timing, counter, and bend the rules"
    description_ja = "イカサマ麻雀：リーチ麻雀にカードの効果を加えて打つ"
    min_players = 4
    max_players = 4
    default_players = 4
    options = MAGIC_OPTIONS
    action_schema = MAGIC_SCHEMA

    def __init__(self) -> None:
        self._riichi = RiichiGame()
        self._declare_phases()

    # --- a new match ---------------------------------------------------------------------------

    def setup(self, players: int, options: Mapping[str, Any] | None, seed: int,
              decks: Sequence[Sequence[int]] | None = None) -> MagicState:
        # seed 003 §3: the first dealer is fixed before the shuffle
        rs = new_match_state(self, players, options, seed, decks, pause_points=PAUSES, payment_hook="magic")
        ms = MagicState(riichi=rs, cards=new_cards(seed), options=rs.options)
        events: list[Event] = []
        steps.before_shuffle(ms, events)
        ms.opening_events = events
        return ms

    # --- whose move, which moves ---------------------------------------------------------------

    def to_act(self, state: MagicState) -> tuple[int, ...]:
        if state.riichi.over:
            return ()
        if state.window is not None:
            return tuple(s for s in state.window.seats if s not in state.window.choices)
        return observe.waiting_seats(state.riichi)

    def canonical_action(self, state: MagicState, seat: int, action: Action) -> Hashable | None:
        """A mahjong move compares as in riichi; a card or an answer in a window only as itself."""
        if state.window is not None or action.kind == "card":
            return action
        return self._riichi.canonical_action(state.riichi, seat, action)

    # --- the moves: answers in a card window, cards at your draw, riichi's moves between ------

    def _declare_phases(self) -> None:
        answer = partial(Move, effect=self._answer_effect, refusal=self._card_refusal)
        self._reset_window = Phase("reset", {
            "keep": answer(partial(_only, Action("keep"))), "reset": answer(partial(_only, Action("reset"))),
        }, self._card_refusal_text)
        self._card_window = Phase("cards", {
            "card": answer(self._window_cards), "pass": answer(partial(_only, PASS)),
        }, self._card_refusal_text)
        # riichi lists its moves in one list, in its own order, kind after kind: Magic takes the
        # list whole under the first kind (one look-up a move, not one a kind); every kind has
        # the same refusal and effect
        mahjong = partial(Move, effect=self._mahjong_effect, refusal=self._mahjong_refusal)
        own_card = Move(self._own_draw_cards, self._own_card_effect, self._card_refusal)
        first_turn, *rest_of_turn = TURN_KINDS
        self._turn = Phase("turn", {
            first_turn: mahjong(self._turn_moves), **{kind: mahjong(no_options) for kind in rest_of_turn},
            "card": own_card,
        }, self._mahjong_refusal_text)
        first_claim, *rest_of_claims = WINDOW_KINDS
        self._call_window = Phase("window", {
            first_claim: mahjong(self._riichi_moves), **{kind: mahjong(no_options) for kind in rest_of_claims},
            "card": Move(no_options, self._own_card_effect, self._card_refusal),  # cards have windows of their own
        }, self._mahjong_refusal_text)

    def phase(self, state: MagicState, seat: int) -> Phase[MagicState]:
        window = state.window
        if window is not None:
            return self._reset_window if window.kind == "reset" else self._card_window
        return self._turn if state.riichi.phase == "turn" else self._call_window

    def refuse_first(self, state: MagicState, seat: int, action: Action) -> str | None:
        if state.riichi.over:
            return "The match is over."
        if seat not in self.to_act(state):
            return "It is not your turn to act."
        return None

    def _window_cards(self, state: MagicState, seat: int) -> list[Action]:
        assert state.window is not None
        return declarations(state.riichi, state.cards, seat, state.window.timings, state.context, state.stack)

    def _riichi_moves(self, state: MagicState, seat: int) -> list[Action]:
        return self._riichi.legal_actions(state.riichi, seat)

    def _turn_moves(self, state: MagicState, seat: int) -> list[Action]:
        """Riichi's moves on a turn, less what a card has taken away."""
        actions = self._riichi.legal_actions(state.riichi, seat)
        if state.no_tsumo == seat:
            actions = [a for a in actions if a.kind != "tsumo"]
        drawn = state.riichi.hands[seat].drawn
        if drawn is not None and state.cards.tsumogiri_turns[seat] > 0:
            actions = [a for a in actions if a.kind == "tsumo" or (a.kind == "discard" and a.cards[0] == drawn)]
        return actions

    def _own_draw_cards(self, state: MagicState, seat: int) -> list[Action]:
        rs = state.riichi
        player = rs.hands[seat]
        if player.drawn is None or _OWN_DRAW_CARDS.isdisjoint(state.cards.hands[seat]):
            return []
        own = declarations(rs, state.cards, seat, _OWN_DRAW, {"active": seat}, [])
        if player.riichi:  # a riichi hand is not changed by its owner's cards
            own = [a for a in own if not str(a.arg).startswith(("switch", "second_chance"))]
        return own

    def _card_refusal(self, state: MagicState, seat: int, action: Action) -> str | None:
        legal = self.legal_actions(state, seat)
        if action in legal:
            return None
        names = ", ".join(str(a) for a in legal) or "nothing"
        return f"{action} is not allowed now (you may: {names})."

    def _card_refusal_text(self, state: MagicState, seat: int, action: Action) -> str:
        return self._card_refusal(state, seat, action) or ""

    def _mahjong_refusal(self, state: MagicState, seat: int, action: Action) -> str | None:
        rs = state.riichi
        if action in self.legal_actions(state, seat):
            return None
        if rs.phase == "turn" and action.kind == "tsumo" and state.no_tsumo == seat:
            return "Your win was taken back by a card; discard a tile."
        if rs.phase == "turn" and state.cards.tsumogiri_turns[seat] > 0 and action.kind != "tsumo":
            return "A card makes you discard the tile you drew this turn."
        return self._riichi.refusal(rs, seat, action)

    def _mahjong_refusal_text(self, state: MagicState, seat: int, action: Action) -> str:
        return self._mahjong_refusal(state, seat, action) or ""

    # --- carrying out a move -------------------------------------------------------------------

    @staticmethod
    def _moved(state: MagicState) -> None:
        """The riichi layer's lists and waits are stale once a move has been carried out."""
        state.riichi.version += 1
        state.riichi.legal_cache = None

    def _answer_effect(self, state: MagicState, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        steps.answer(state, seat, action, events)
        self._moved(state)
        return events

    def _own_card_effect(self, state: MagicState, seat: int, action: Action) -> list[Event]:
        """A card at your draw: it pauses your turn, then your turn goes on."""
        events: list[Event] = []
        state.base_timings, state.context, state.resume, state.stack = [], {"active": seat}, "turn", []
        steps.declare(state, seat, action, events)
        self._moved(state)
        return events

    def _mahjong_effect(self, state: MagicState, seat: int, action: Action) -> list[Event]:
        events: list[Event] = []
        self._play_mahjong(state, seat, action, events)
        self._moved(state)
        return events

    def _play_mahjong(self, state: MagicState, seat: int, chosen: Action, events: list[Event]) -> None:
        rs = state.riichi
        if rs.phase == "turn":
            if chosen.kind == "tsumo":
                drawn = rs.hands[seat].drawn
                assert drawn is not None
                context = {"active": seat, "winners": [seat], "win": "tsumo",
                           "claims": _win_claims(rs, [seat], drawn, True)}
                events.append(Event("win_declared", {"winners": [seat], "win": "tsumo", "discarder": None,
                                                     "claims": context["claims"]}))
                steps.open_window(state, [Timing.OWN_WIN.value, Timing.WIN_AGAINST.value], context, "tsumo", events)
                return
            steps.run(state, events, lambda: flow.play_turn(rs, seat, chosen, events))
            return
        rs.choices[seat] = chosen
        if any(s not in rs.choices for s in rs.window):
            return
        rons = [s for s, c in rs.choices.items() if c.kind == "ron"]
        origin = rs.robbed[0] if rs.phase == "rob" and rs.robbed else (rs.last_discard[0] if rs.last_discard else 0)
        if rons and not (len(rons) >= 3 and rs.options["abort_triple_ron"]):
            ordered = sorted(rons, key=lambda s: (s - origin) % PLAYERS)
            if not rs.options["double_ron"]:
                ordered = ordered[:1]
            robbed = rs.robbed[1].cards[0] if rs.phase == "rob" and rs.robbed else None
            tile = robbed if robbed is not None else (rs.last_discard[1] if rs.last_discard else 0)
            context = {"active": origin, "winners": ordered, "discarder": origin, "win": "ron",
                       "claims": _win_claims(rs, ordered, tile, False)}
            events.append(Event("win_declared", {"winners": ordered, "win": "ron", "discarder": origin,
                                                 "claims": context["claims"]}))
            steps.open_window(state, [Timing.OWN_WIN.value, Timing.WIN_AGAINST.value], context, "ron", events)
            return
        if rs.phase == "rob":
            steps.run(state, events, lambda: flow.resolve_rob(rs, events))
        else:
            steps.run(state, events, lambda: flow.resolve_window(rs, events))

    # --- views ---------------------------------------------------------------------------------

    def observation(self, state: MagicState, seat: int | None) -> dict[str, Any]:
        view = self._riichi.observation(state.riichi, seat)
        view = dict(view)
        view["game"] = "magic"
        view["to_act"] = list(self.to_act(state))
        cards = state.cards
        window = state.window
        view["card_marks"] = [f"cards:{len(h)}" for h in cards.hands]
        view["magic_text"] = _table_text(state, seat)  # the table draws the cards (layouts/magic.py)
        view["magic"] = {
            "hand": sorted(cards.hands[seat]) if seat is not None else [],
            "hand_counts": [len(h) for h in cards.hands],
            "deck_count": len(cards.deck),
            "used": list(cards.used),
            "used_this_hand": list(cards.used_this_hand),
            "table": [t.to_json() for t in cards.table],
            "stack": [_public_declaration(d, seat) for d in state.stack],
            "window": None if window is None else {"kind": window.kind, "timings": list(window.timings),
                                                     "seats": list(window.seats),
                                                     "answered": sorted(window.choices)},
            "context": copy.deepcopy(state.context),
            "base_timings": list(state.base_timings),
            "resume": state.resume,
            "no_tsumo": state.no_tsumo,
            "reset_done": list(cards.reset_done),
            "stacking_used": list(cards.stacking_used),
            "tsumogiri_turns": list(cards.tsumogiri_turns),
            "seen": copy.deepcopy(cards.seen[seat]) if seat is not None else [],
            "log": copy.deepcopy(cards.log[-20:]),
            "barred": {k: list(v) for k, v in state.riichi.barred.items()},
            "furiten_waived": list(state.riichi.furiten_waived),  # 一発リーチ declared (public)
            "no_yaku_wins": list(state.riichi.no_yaku_wins),  # 無役の役 declared (public)
        }
        return view

    def result(self, state: MagicState) -> GameResult | None:
        return self._riichi.result(state.riichi)

    def card_name(self, card: int, lang: str = "ja") -> str:
        return self._riichi.card_name(card, lang)

    def determinize(self, observation: Mapping[str, Any], seat: int, rng: random.Random) -> MagicState:
        if not observation["seat_views"]:  # before the first hand: nothing hidden but cards
            rs = RiichiState(players=PLAYERS, options=dict(observation["options"]), rng=random.Random(rng.random()))
            rs.scores = list(observation["scores"])
            rs.dealer = rs.first_dealer = observation["dealer"]
        else:
            rs = self._riichi.determinize(observation, seat, rng)
        rs.pause_points = PAUSES
        rs.payment_hook = "magic"
        magic = observation["magic"]
        rs.furiten_waived = list(magic.get("furiten_waived", []))
        rs.no_yaku_wins = list(magic.get("no_yaku_wins", []))
        cards = CardState(rng=random.Random(rng.random()))
        unknown = _all_cards()
        for card in [*magic["used"], *magic["hand"], *(t["card"] for t in magic["table"]),
                     *(d["card"] for d in magic["stack"])]:
            unknown.remove(card)
        rng.shuffle(unknown)
        for other in range(PLAYERS):
            if other == seat:
                cards.hands[other] = list(magic["hand"])
            else:
                count = magic["hand_counts"][other]
                cards.hands[other], unknown = unknown[:count], unknown[count:]
        cards.deck = unknown
        cards.used = list(magic["used"])
        cards.used_this_hand = list(magic["used_this_hand"])
        cards.table = [Talisman.from_json(t) for t in magic["table"]]
        cards.reset_done = list(magic["reset_done"])
        cards.stacking_used = list(magic["stacking_used"])
        cards.tsumogiri_turns = list(magic["tsumogiri_turns"])
        cards.dealt_once = True
        effects.refresh_bars(rs, cards)  # bars and payment caps from the talismans on the table
        ms = MagicState(riichi=rs, cards=cards, options=dict(observation["options"]))
        ms.base_timings = list(magic["base_timings"])
        ms.resume = magic["resume"]
        ms.no_tsumo = magic["no_tsumo"]
        ms.stack = [Declaration.from_json(d) for d in magic["stack"]]
        ms.context = copy.deepcopy(magic["context"])
        window = magic["window"]
        if window is not None:
            ms.window = Window(window["kind"], list(window["timings"]), list(window["seats"]),
                               {s: PASS for s in window["answered"]})
        _restore_paused_claim(rs, ms, observation)
        return ms

    def standings(self, state: MagicState) -> list[float] | None:
        return [float(points) for points in state.riichi.scores]

    def deal_number(self, state: MagicState) -> int | None:
        return state.riichi.hand_number

    def clone(self, state: MagicState) -> MagicState:
        caches = state.legal_cache, state.riichi.legal_cache
        state.legal_cache = state.riichi.legal_cache = None
        copied = copy.deepcopy(state)
        state.legal_cache, state.riichi.legal_cache = caches
        return copied

    # --- saving --------------------------------------------------------------------------------

    def state_to_json(self, state: MagicState) -> dict[str, Any]:
        rs, cards = state.riichi, state.cards
        data: dict[str, Any] = {"riichi": self._riichi.state_to_json(rs)}
        data["layer"] = {name: copy.deepcopy(getattr(rs, name)) for name in _LAYER_FIELDS}
        data["cards"] = {
            "rng": rng_to_json(cards.rng), "deck": list(cards.deck), "hands": [list(h) for h in cards.hands],
            "used": list(cards.used), "used_this_hand": list(cards.used_this_hand),
            "table": [t.to_json() for t in cards.table], "stacking_used": list(cards.stacking_used),
            "reset_done": list(cards.reset_done), "returns": [list(r) for r in cards.returns],
            "tsumogiri_turns": list(cards.tsumogiri_turns), "seen": copy.deepcopy(cards.seen),
            "log": copy.deepcopy(cards.log), "dealt_once": cards.dealt_once,
        }
        data["window"] = state.window.to_json() if state.window else None
        data["stack"] = [d.to_json() for d in state.stack]
        data["base_timings"] = list(state.base_timings)
        data["context"] = copy.deepcopy(state.context)
        data["resume"] = state.resume
        data["no_tsumo"] = state.no_tsumo
        data["version"] = state.version
        data["options"] = dict(state.options)
        return data

    def state_from_json(self, data: Mapping[str, Any]) -> MagicState:
        rs = self._riichi.state_from_json(data["riichi"])
        for name in _LAYER_FIELDS:
            if name in data["layer"]:  # a save from before a field existed keeps its default
                setattr(rs, name, copy.deepcopy(data["layer"][name]))
        rs.pause_points = PAUSES
        rs.payment_hook = "magic"
        c = data["cards"]
        cards = CardState(rng=rng_from_json(c["rng"]), deck=list(c["deck"]), hands=[list(h) for h in c["hands"]],
                          used=list(c["used"]), used_this_hand=list(c["used_this_hand"]),
                          table=[Talisman.from_json(t) for t in c["table"]], stacking_used=list(c["stacking_used"]),
                          reset_done=list(c["reset_done"]), returns=[(r[0], r[1]) for r in c["returns"]],
                          tsumogiri_turns=list(c["tsumogiri_turns"]), seen=copy.deepcopy(c["seen"]),
                          log=copy.deepcopy(c["log"]), dealt_once=c["dealt_once"])
        ms = MagicState(riichi=rs, cards=cards, options=dict(data["options"]))
        ms.window = Window.from_json(data["window"]) if data["window"] else None
        ms.stack = [Declaration.from_json(d) for d in data["stack"]]
        ms.base_timings = list(data["base_timings"])
        ms.context = copy.deepcopy(data["context"])
        ms.resume = data["resume"]
        ms.no_tsumo = data["no_tsumo"]
        ms.version = data["version"]
        return ms


def _public_declaration(decl: Declaration, seat: int | None) -> dict[str, Any]:
    """A declaration on the stack as `seat` sees it: a swap's hand tile only its declarer knows."""
    data = decl.to_json()
    if secret_choice(decl.card) and seat != decl.seat:
        data["choice"] = None
    return data


def _win_claims(rs: RiichiState, winners: list[int], tile: int, tsumo: bool) -> list[dict[str, Any]]:
    """What each declared win is worth before cards and counters (han, fu, points; the ura-dora
    are not turned yet), as a winner tells the table when showing the hand: the win-time cards
    are decided on it."""
    claims = []
    for seat in winners:
        value = win_value(rs, seat, tile, tsumo=tsumo, chankan=rs.phase == "rob", with_ura=False)
        if value is not None:
            claims.append({"seat": seat, "han": value.han, "fu": value.fu, "limit": value.limit,
                           "points": value.total(tsumo, seat == rs.dealer), "yakuman": value.is_yakuman})
    return claims


def _table_text(state: MagicState, seat: int | None) -> str:
    """The card side of the table in a few short lines: talismans, declared cards, your cards
    (Japanese card names, as printed on the cards; the log gives both names)."""
    lines = []
    if state.cards.table:
        lines += ["護符:", *(BY_ID[t.card].name_ja for t in state.cards.table)]
    if state.stack:
        lines += ["宣言:", *(BY_ID[d.card].name_ja for d in state.stack)]
    if seat is not None and state.cards.hands[seat]:
        lines += ["手札:", *(BY_ID[c].name_ja for c in sorted(state.cards.hands[seat]))]
    return "\n".join(lines)


def _all_cards() -> list[str]:
    from shikitable.games.mahjong.magic.catalogue import deck

    return deck()


assert all(card in BY_ID for card in _all_cards())


def _restore_paused_claim(rs: RiichiState, ms: MagicState, observation: Mapping[str, Any]) -> None:
    """A card window paused the mahjong on a discard: the discard (public, the last in its
    river) is what the claims resume on; behind a declared ron every claim was answered (the
    declared winners ron, if their dealt hands can, the rest passed)."""
    discarder = observation["last_discarder"]
    if ms.resume == "claims" and rs.last_discard is None and discarder is not None:
        river = observation["seat_views"][discarder]["discards"]
        if river:
            rs.last_discard = (discarder, river[-1]["tile"])
    if ms.resume == "ron" and rs.phase in ("claim", "rob"):
        winners = ms.context.get("winners", [])
        for seat, offered in rs.window.items():
            ron = seat in winners and any(a.kind == "ron" for a in offered)  # type: ignore[operator]
            rs.choices[seat] = Action("ron") if ron else PASS
