"""終季 (ta xot1): a mahjong-like set-collection game with the 紙机戦 deck.

Each player holds five cards. On a turn the player draws one and either declares 終季 (all six
cards form a winning shape) or discards one. A discard may be claimed by any other player: to
win on it (終季, highest priority) or to lay a set or run face up (開, paying the discarder 1).
Winning shapes: [2][2][2], [2][4], [3][3] where 3 is a set or a run of three.

Score for each payer: 終了点 × 親の加点 (when the dealer wins or pays) + bonus (皇王, 光).
四友 (four of equal strength) is paid at once by everyone; 開 pays the discarder 1 point.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar, Final, Literal

from shikitable.core.actions import Action, KindShape
from shikitable.core.events import Event
from shikitable.core.moves import Move, Phase, collect, first_card
from shikitable.core.options import Option, read_options
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik.match import (
    MATCH_OPTIONS,
    OPTION_TABLES,
    SeasonalGame,
    SeasonalState,
    deal_hands,
    deal_season,
    pay,
    phase_in_play,
    seasonal_fields,
    seen_fields,
)
from shikitable.games.nincetkaik.shapes import (
    Profile,
    WinShape,
    best_win,
    claim_choices,
    hand_profile,
    mask_has,
)

HAND_SIZE = 5
# the seat to move discards (or declares 終季); then the seats that could use the discard react
TaxotPhase = Literal["discard", "react"]
DISCARD: Final = "discard"
REACT: Final = "react"
WIN, DISCARD_MOVE, KAI, PASS = "taxot", "discard", "kai", "pass"

CLAIM_ORDER = {n: [tuple((turn + i) % n for i in range(1, n)) for turn in range(n)] for n in range(2, 7)}
WIN_ACTION, PASS_ACTION = Action(WIN), Action(PASS)
DISCARD_ACTIONS = [Action(DISCARD_MOVE, (c,)) for c in D.ALL_CARDS]  # made once: playouts list them often

OPTIONS: tuple[Option, ...] = (*MATCH_OPTIONS, *read_options(OPTION_TABLES / "taxot.toml"))


@dataclass
class TaxotState(SeasonalState):
    derived: ClassVar[frozenset[str]] = SeasonalState.derived | {"profiles"}  # the hands' profiles

    stock: list[int] = field(default_factory=list)
    hands: list[list[int]] = field(default_factory=list)
    melds: list[list[list[int]]] = field(default_factory=list)  # 開 sets, face up
    rivers: list[list[int]] = field(default_factory=list)  # discards not claimed
    shown: list[list[int]] = field(default_factory=list)  # 四友 cards shown and still held
    hikari: list[int] = field(default_factory=list)
    phase: TaxotPhase = DISCARD
    turn: int = 0
    must_discard: bool = False  # after 開 the claimer discards before anything else
    draw_wins: bool = False  # the card drawn this turn completed the hand
    turns_taken: list[int] = field(default_factory=list)  # per seat, draws and 開 this season (for 一周)
    last_discard: int | None = None
    claims: dict[int, Action | None] = field(default_factory=dict)  # the reaction window
    shiyu_paid: list[list[int]] = field(default_factory=list)  # strengths already paid as 四友
    profiles: list[Profile | None] = field(default_factory=list)  # derived, per seat


_TYPE_OF = D.TYPE.__getitem__


def hand_types(cards: Sequence[int]) -> tuple[int, ...]:
    return tuple(sorted(map(_TYPE_OF, cards)))


def meld_types(melds: Sequence[Sequence[int]]) -> tuple[tuple[int, ...], ...]:
    return tuple(hand_types(m) for m in melds)


def winning_shape(state: TaxotState, seat: int, extra: int | None = None) -> WinShape | None:
    cards = state.hands[seat] if extra is None else [*state.hands[seat], extra]
    return best_win(hand_types(cards), meld_types(state.melds[seat]))


def profile(state: TaxotState, seat: int) -> Profile:
    """Waits and claimable types of the seat's waiting hand, kept until the hand changes."""
    found = state.profiles[seat]
    if found is None:
        found = hand_profile(hand_types(state.hands[seat]), meld_types(state.melds[seat]))
        state.profiles[seat] = found
    return found


def first_go_around(state: TaxotState) -> bool:
    """一周: no seat has yet had a second turn. Counting each seat's own turns (not turns in
    all) means a 開 that jumps past seats cannot stretch the first go-around."""
    return max(state.turns_taken) <= 1


def wins_on_draw(state: TaxotState, seat: int) -> bool:
    """Whether the six cards after this turn's draw form a winning shape."""
    return state.draw_wins and not state.must_discard


def wins_on_discard(state: TaxotState, seat: int, card: int) -> bool:
    return mask_has(profile(state, seat).waits, D.TYPE[card])


def canonical(cards: Sequence[int]) -> list[int]:
    """One card per type (the lowest id): copies are interchangeable, so legal lists name each
    choice once."""
    first: dict[int, int] = {}
    for c in sorted(cards, reverse=True):
        first[D.TYPE[c]] = c
    return sorted(first.values())


def _discard_refusal(state: TaxotState, seat: int, action: Action) -> str | None:
    return "Discard exactly one card." if len(action.cards) != 1 else None  # any copy held will do


def _pass_option(state: TaxotState, seat: int) -> list[Action]:
    return [PASS_ACTION]


def _always(state: TaxotState, seat: int, action: Action) -> str | None:
    return None  # a seat asked about a discard may always let it go


class Taxot(SeasonalGame[TaxotState]):
    id = "taxot"
    name_ja = "終季"
    name_zh = "终季"
    name_en = "End the Season (終季)"
    family = "nincetkaik"
    description_en = "Draw and discard to make six cards into sets and runs; claim discards, like mahjong."
    description_ja = "引いて捨て、六枚で役を揃える麻雀のような札遊び。捨札を開で取れる。"
    min_players = 2
    max_players = 6
    default_players = 4
    options = OPTIONS
    action_schema = D.moves_schema({
        "discard": KindShape(1, 1), "pass": KindShape(), "kai": KindShape(2, 3), "taxot": KindShape(),
    })
    state_class = TaxotState

    # --- setting up -------------------------------------------------------------------

    def _start_season(self, state: TaxotState, events: list[Event]) -> None:
        n = state.players
        state.hands, cards = deal_season(state, HAND_SIZE)
        state.hikari = [cards.pop(0)] if state.options["hikari"] else []
        state.stock = cards
        state.melds = [[] for _ in range(n)]
        state.rivers = [[] for _ in range(n)]
        state.shown = [[] for _ in range(n)]
        state.shiyu_paid = [[] for _ in range(n)]
        state.profiles = [None] * n
        state.turns_taken = [0] * n
        state.last_discard = None
        state.claims = {}
        self._announce_deal(state, state.hands, events, hikari=list(state.hikari), stock=len(state.stock))
        for offset in range(n):
            self._check_four_friends(state, (state.dealer + offset) % n, events)
        self._begin_turn(state, state.dealer, events)

    # --- whose move, and which moves ---------------------------------------------------

    def to_act(self, state: TaxotState) -> tuple[int, ...]:
        if state.over:
            return ()
        if state.phase == DISCARD:
            return (state.turn,)
        return tuple(seat for seat in self._claim_order(state) if state.claims.get(seat, 0) is None)

    def phase(self, state: TaxotState, seat: int) -> Phase[TaxotState]:
        return self._turn if state.phase == DISCARD else self._react

    def __init__(self) -> None:
        # the seat whose turn it is discards or declares 終季 on its draw
        self._turn = Phase(
            DISCARD,
            {
                DISCARD_MOVE: Move(self._discard_options, collect(self._discard, first_card), _discard_refusal),
                WIN: Move(self._draw_win_options, collect(self._win_by_draw), self._draw_win_refusal),
            },
            "Now you may discard a card or declare 終季.",
        )
        # after a discard, each seat that could use it passes or claims it (decided together)
        self._react = Phase(
            REACT,
            {
                PASS: Move(_pass_option, self._claim_effect, _always),
                WIN: Move(self._discard_win_options, self._claim_effect, self._discard_win_refusal),
                KAI: Move(self._kai_options, self._claim_effect, self._kai_refusal),
            },
            "Now you may claim the discard (終季 or 開) or pass.",
        )

    def refuse_first(self, state: TaxotState, seat: int, action: Action) -> str | None:
        reason = super().refuse_first(state, seat, action)
        if reason is None:
            hand = state.hands[seat]
            if any(c not in hand for c in action.cards) or len(set(action.cards)) != len(action.cards):
                reason = "You do not hold those cards."
        return reason

    # --- the options -------------------------------------------------------------------------

    def _discard_options(self, state: TaxotState, seat: int) -> list[Action]:
        return [DISCARD_ACTIONS[c] for c in canonical(state.hands[seat])]

    def _draw_win_options(self, state: TaxotState, seat: int) -> list[Action]:
        return [WIN_ACTION] if wins_on_draw(state, seat) else []

    def _discard_win_options(self, state: TaxotState, seat: int) -> list[Action]:
        assert state.last_discard is not None
        return [WIN_ACTION] if wins_on_discard(state, seat, state.last_discard) else []

    def _kai_options(self, state: TaxotState, seat: int) -> list[Action]:
        assert state.last_discard is not None
        return [Action.make(KAI, cards) for cards in kai_options(state.hands[seat], state.last_discard)]

    # --- the refusals --------------------------------------------------------------------------

    def _draw_win_refusal(self, state: TaxotState, seat: int, action: Action) -> str | None:
        if state.must_discard:
            return "After 開 you must discard before you can declare 終季."
        if not wins_on_draw(state, seat):
            return (
                "Your six cards do not form a winning shape "
                "(three pairs, a pair and a four of a kind, or two sets or runs of three)."
            )
        return None

    def _discard_win_refusal(self, state: TaxotState, seat: int, action: Action) -> str | None:
        assert state.last_discard is not None
        if not wins_on_discard(state, seat, state.last_discard):
            return "That discard does not complete a winning shape for you."
        return None

    def _kai_refusal(self, state: TaxotState, seat: int, action: Action) -> str | None:
        hand = state.hands[seat]
        if len(hand) - len(action.cards) < 1:
            return "After 開 you must still hold a card to discard."
        assert state.last_discard is not None
        wanted = hand_types(action.cards)
        if all(hand_types(cards) != wanted for cards in kai_options(hand, state.last_discard)):
            return (
                "開 needs two cards that make a set or a run of three with the discard, "
                "or three that make a set of four."
            )
        return None

    # --- the effects ---------------------------------------------------------------------------

    def _win_by_draw(self, state: TaxotState, seat: int, events: list[Event]) -> None:
        self._win(state, seat, None, events)

    def _claim_effect(self, state: TaxotState, seat: int, action: Action) -> list[Event]:
        """A pass or a claim is only noted; once every seat asked has decided, they resolve."""
        state.claims[seat] = action
        events = [Event("claim_decided", {"seat": seat})]
        if all(choice is not None for choice in state.claims.values()):
            self._resolve_claims(state, events)
        return events

    def _begin_turn(self, state: TaxotState, seat: int, events: list[Event]) -> None:
        if not state.stock:
            events.append(Event("stock_empty", {}))
            self._end_season(state, None, events)
            return
        card = state.stock.pop()
        state.draw_wins = mask_has(profile(state, seat).waits, D.TYPE[card])
        state.hands[seat].append(card)
        state.profiles[seat] = None
        state.turns_taken[seat] += 1
        state.turn = seat
        state.phase = DISCARD
        state.must_discard = False
        events.append(Event("draw", {"seat": seat, "stock": len(state.stock)}, {"card": card}, frozenset({seat})))
        self._check_four_friends(state, seat, events, (card,))

    def _discard(self, state: TaxotState, seat: int, card: int, events: list[Event]) -> None:
        state.hands[seat].remove(card)
        state.profiles[seat] = None
        if card in state.shown[seat]:
            state.shown[seat].remove(card)
        state.rivers[seat].append(card)
        state.last_discard = card
        events.append(Event("discard", {"seat": seat, "card": card}))
        state.turn = seat
        claimants: dict[int, Action | None] = {
            other: None for other in self._claim_order(state) if self._can_claim(state, other, card)
        }
        if claimants:
            state.phase = REACT
            state.claims = claimants
            events.append(Event("claim_window", {"seats": list(claimants)}))
        else:
            self._begin_turn(state, (seat + 1) % state.players, events)

    def _can_claim(self, state: TaxotState, seat: int, card: int) -> bool:
        found = state.profiles[seat] or profile(state, seat)
        return bool((found.waits | found.claims) >> D.TYPE[card] & 1)

    def _claim_order(self, state: TaxotState) -> tuple[int, ...]:
        """Seats after the discarder, nearest first: the order that breaks ties between claims."""
        return CLAIM_ORDER[state.players][state.turn]

    def _resolve_claims(self, state: TaxotState, events: list[Event]) -> None:
        order = self._claim_order(state)
        claims = state.claims
        discarder = state.turn
        card = state.last_discard
        assert card is not None
        state.claims = {}
        for kind in (WIN, KAI):  # 終季 on a discard beats 開; nearer seats beat farther ones
            for seat in order:
                action = claims.get(seat)
                if action is not None and action.kind == kind:
                    if kind == WIN:
                        self._win(state, seat, discarder, events)
                    else:
                        self._claim(state, seat, discarder, action.cards, events)
                    return
        self._begin_turn(state, (discarder + 1) % state.players, events)

    def _claim(self, state: TaxotState, seat: int, discarder: int, cards: tuple[int, ...], events: list[Event]) -> None:
        card = state.rivers[discarder].pop()
        for c in cards:
            state.hands[seat].remove(c)
            if c in state.shown[seat]:
                state.shown[seat].remove(c)
        meld = sorted((*cards, card))
        state.melds[seat].append(meld)
        state.profiles[seat] = None
        pay(state.season_points, seat, discarder, 1)
        state.season_lines.append({"kind": "kai", "seat": seat, "from": discarder, "points": 1})
        state.turns_taken[seat] += 1  # claiming and discarding is that seat's turn
        state.turn = seat
        state.phase = DISCARD
        state.must_discard = True
        state.draw_wins = False
        state.last_discard = None
        events.append(Event("kai", {"seat": seat, "from": discarder, "card": card, "meld": meld}))
        self._check_four_friends(state, seat, events, (card,))

    def _check_four_friends(
        self, state: TaxotState, seat: int, events: list[Event], new: Sequence[int] | None = None
    ) -> None:
        """四友: four natural cards of equal strength held (hand and 開 sets) pay 1 from everyone.
        `new`: the cards just taken; only their strength can have reached four."""
        paid = state.shiyu_paid[seat]
        if new is not None and not any(
            D.KIND[c] != D.VESSEL and D.STRENGTH[c] not in paid and _natural_count(state, seat, D.STRENGTH[c]) >= 4
            for c in new
        ):
            return
        held = [*state.hands[seat], *(c for m in state.melds[seat] for c in m)]
        naturals = [D.STRENGTH[c] for c in held if D.KIND[c] != D.VESSEL]
        candidates = set(naturals) if new is None else {D.STRENGTH[c] for c in new if D.KIND[c] != D.VESSEL}
        for strength in candidates:
            if strength in state.shiyu_paid[seat] or naturals.count(strength) < 4:
                continue
            state.shiyu_paid[seat].append(strength)
            four = sorted(c for c in held if D.STRENGTH[c] == strength and D.KIND[c] != D.VESSEL)[:4]
            state.shown[seat].extend(c for c in four if c in state.hands[seat] and c not in state.shown[seat])
            for other in range(state.players):
                if other != seat:
                    pay(state.season_points, other, seat, 1)
            state.season_lines.append({"kind": "shiyu", "seat": seat, "cards": four, "points": state.players - 1})
            events.append(Event("shiyu", {"seat": seat, "cards": four}))

    # --- the end of a season -------------------------------------------------------------

    def _win(self, state: TaxotState, seat: int, discarder: int | None, events: list[Event]) -> None:
        if discarder is not None:
            card = state.rivers[discarder].pop()
            state.hands[seat].append(card)
            self._check_four_friends(state, seat, events, (card,))  # the winning discard counts too
        shape = winning_shape(state, seat)
        assert shape is not None
        if state.options["hikari"] and state.stock:
            state.hikari.append(state.stock.pop())
        six = [*state.hands[seat], *(c for m in state.melds[seat] for c in m)]
        base = [("taxot", 2)]
        if len({D.COLOUR[c] for c in six}) == 1:
            base.append(("same_colour", 1))
        if shape.six_run:
            base.append(("six_run", 1))
        if first_go_around(state):
            base.append(("first_round", 3))
        bonus = [("king_tam", sum(1 for c in six if D.KIND[c] in (D.KING, D.TAM)))]
        if state.options["hikari"]:
            lucky = {D.TYPE[h] for h in state.hikari}
            bonus.append(("hikari", sum(1 for c in six if D.TYPE[c] in lucky)))
        bonus = [(name, value) for name, value in bonus if value]
        base_points = sum(v for _, v in base)
        bonus_points = sum(v for _, v in bonus)
        payers = [discarder] if discarder is not None else [s for s in range(state.players) if s != seat]
        payments = {}
        for payer in payers:
            multiplied = state.options["multiplier_applies"] == "always" or state.dealer in (seat, payer)
            amount = base_points * (state.multiplier if multiplied else 1) + bonus_points
            pay(state.season_points, payer, seat, amount)
            payments[payer] = amount
        state.season_lines.append(
            {
                "kind": "win",
                "seat": seat,
                "by": "discard" if discarder is not None else "draw",
                "from": discarder,
                "hand": sorted(state.hands[seat]),
                "melds": [list(m) for m in state.melds[seat]],
                "base": [list(x) for x in base],
                "bonus": [list(x) for x in bonus],
                "multiplier": state.multiplier,
                # which payments the multiplier touched, so the season dialog can say so
                "multiplied_always": state.options["multiplier_applies"] == "always",
                "multiplied_with_dealer": state.options["multiplier_applies"] != "always",
                "payments": {str(k): v for k, v in payments.items()},
            }
        )
        events.append(
            Event(
                "win",
                {
                    "seat": seat,
                    "from": discarder,
                    "hand": sorted(state.hands[seat]),
                    "melds": [list(m) for m in state.melds[seat]],
                    "hikari": list(state.hikari),
                },
            )
        )
        self._end_season(state, seat, events)

    def _end_season(self, state: TaxotState, winner: int | None, events: list[Event]) -> None:
        state.claims = {}
        state.last_discard = None
        super()._end_season(state, winner, events)

    # --- what each seat sees ---------------------------------------------------------------

    def observation(self, state: TaxotState, seat: int | None) -> dict[str, Any]:
        return {
            **self._observation_header(state, seat, state.phase),
            "turn": state.turn,
            "must_discard": state.must_discard,
            "draw_wins": state.draw_wins if seat == state.turn else False,
            "turns_taken": list(state.turns_taken),
            "hand": sorted(state.hands[seat]) if seat is not None else [],
            "hand_counts": [len(h) for h in state.hands],
            "shown": [sorted(s) for s in state.shown],
            "melds": [[list(m) for m in ms] for ms in state.melds],
            "rivers": [list(r) for r in state.rivers],
            "last_discard": state.last_discard if state.phase == REACT else None,
            "hikari": list(state.hikari),
            "stock_count": len(state.stock),
            "shiyu_paid": [list(s) for s in state.shiyu_paid],
        }

    def waits(self, observation: Mapping[str, Any]) -> dict[int | None, list[int]]:
        """The cards (one of each type) that would make the seat's six cards a 終季: for a hand
        of five as it stands, for a hand of six after each discard that leaves a wait."""
        seat = observation.get("seat")
        if not isinstance(seat, int):
            return {}
        hand = list(observation.get("hand") or [])
        melds = meld_types(observation["melds"][seat])
        size = len(hand) + sum(len(m) for m in melds)

        def completing(cards: Sequence[int]) -> list[int]:
            mask = hand_profile(hand_types(cards), melds).waits
            return [D.cards_of_type(t)[0] for t in range(D.TYPE_COUNT) if mask_has(mask, t)]

        if size == 5:
            found = completing(hand)
            return {None: found} if found else {}
        if size != 6:
            return {}
        options: dict[int | None, list[int]] = {}
        for card in hand:
            if any(D.TYPE[card] == D.TYPE[c] for c in options if c is not None):
                continue  # a copy of a card already tried waits on the same
            rest = list(hand)
            rest.remove(card)
            found = completing(rest)
            if found:
                options[card] = found
        return options

    def determinize(self, observation: Mapping[str, Any], seat: int, rng: random.Random) -> TaxotState:
        """Deal every card `seat` cannot see at random into the other hands and the stock."""
        obs = observation
        n = obs["players"]
        known = set(obs["hand"]) | set(obs["hikari"])
        for ms in obs["melds"]:
            known.update(c for m in ms for c in m)
        for river in obs["rivers"]:
            known.update(river)
        for shown in obs["shown"]:
            known.update(shown)
        unknown = [c for c in D.ALL_CARDS if c not in known]
        rng.shuffle(unknown)
        hands = deal_hands(obs, seat, unknown, obs["shown"])
        state = TaxotState(
            **seasonal_fields(obs, rng),
            **seen_fields(obs, "melds", "rivers", "shown", "hikari", "turn", "must_discard", "turns_taken",
                          "draw_wins", "last_discard", "shiyu_paid"),
            stock=unknown,
            hands=hands,
            phase=phase_in_play(obs, DISCARD),
            claims={s: None for s in obs["to_act"]} if obs["phase"] == REACT else {},
            profiles=[None] * n,
        )
        if state.phase == DISCARD and state.turn != seat and not state.must_discard:
            # the drawn card is hidden from us: in this world, it is the last card of that hand
            mover = state.turn
            drawn = state.hands[mover][-1]
            rest = [c for c in state.hands[mover] if c != drawn]
            waits = hand_profile(hand_types(rest), meld_types(state.melds[mover])).waits
            state.draw_wins = mask_has(waits, D.TYPE[drawn])
        return state

    # --- copies and JSON -------------------------------------------------------------------

    def _values_from_json(self, values: dict[str, Any]) -> dict[str, Any]:
        values["claims"] = {int(k): (Action.from_json(v) if v else None) for k, v in values["claims"].items()}
        values["profiles"] = [None] * values["players"]  # derived: worked out again on demand
        return values


def _natural_count(state: TaxotState, seat: int, strength: int) -> int:
    strengths, kinds = D.STRENGTH, D.KIND
    count = sum(1 for c in state.hands[seat] if strengths[c] == strength and kinds[c] != D.VESSEL)
    for meld in state.melds[seat]:
        count += sum(1 for c in meld if strengths[c] == strength and kinds[c] != D.VESSEL)
    return count


def kai_options(hand: Sequence[int], discard: int) -> list[list[int]]:
    """The card groups of `hand` that 開 may lay out with `discard` (one per choice of types)."""
    ordered = sorted(hand, key=lambda c: (D.TYPE[c], c))  # same order as hand_types
    return [[ordered[i] for i in group] for group in claim_choices(hand_types(hand), D.TYPE[discard])]
