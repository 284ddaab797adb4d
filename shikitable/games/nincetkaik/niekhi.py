"""連友 (niek1 hi1): a climbing game like daifugo with the 紙机戦 deck.

The whole deck is dealt evenly (left-over cards are set aside unseen; option: dealt on). Colour
is ignored, so 船 is fully wild; 王 = 皇. The leader plays any combination (see climbing.py):
single, pair, 激友 (a set of three or more), run of three or more, run of sets (1 1 2 2 3 3).
Each player in turn plays the same kind and size, stronger, or passes. A 激友 may be played over
anything. When everyone else has passed since the last play, that player leads anew (if that
player has gone out, the next player still in leads). The first to empty the hand wins; the
others play on for places, and points are paid by finishing place.

将's effect: for each natural 将 played, the player removes from the game every card of a
chosen strength (in every hand and the discards; option: the discards only) or takes a card
of a chosen strength from the discards into the hand (option: one choice for all the 将).
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field
from typing import Any, Final, Literal

from shikitable.core.actions import INT_ARG, Action, KindShape
from shikitable.core.events import Event
from shikitable.core.moves import Move, Phase, collect, the_cards, whole_action
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik.climbing import (
    GEKIYU,
    STRENGTHS,
    Shape,
    beating,
    beats,
    cards_for,
    classify,
    counts_of,
    describe,
    gekiyu_in,
    hand_combos,
    pools_by_strength,
    strength_name,
)
from shikitable.games.nincetkaik.match import (
    SeasonalGame,
    SeasonalState,
    deal_hands,
    deal_season,
    phase_in_play,
    play_on_pile,
    seasonal_fields,
    seen_fields,
)
from shikitable.games.nincetkaik.niekhi_options import OPTIONS, PLACE_TABLES


def english_strength(strength: int) -> str:
    """A strength's English name for the log ("King and Tam" for the top one)."""
    names = [k.english for k in D.KINDS if k.strength == strength]
    return " and ".join(names)


PLAY, PASS = "play", "pass"
BANISH: Final = "banish"
TAKE: Final = "take"
# playing a trick; using 将's effect; others' window to interrupt with a 激友 (an option)
NiekhiPhase = Literal["play", "general", "interrupt"]
PLAYING: Final = "play"
GENERAL: Final = "general"
INTERRUPT: Final = "interrupt"
GeneralEffect = Literal["banish", "take"]
PASS_ACTION = Action(PASS)


def _pass_options(state: NiekhiState, seat: int) -> list[Action]:
    return [] if state.top is None else [PASS_ACTION]


def _pass_refusal(state: NiekhiState, seat: int, action: Action) -> str | None:
    if action.cards or action.arg is not None:
        return "A pass plays no cards."
    return "You lead this trick: play any combination." if state.top is None else None


@dataclass
class NiekhiState(SeasonalState):
    hands: list[list[int]] = field(default_factory=list)
    aside: list[int] = field(default_factory=list)  # left over at the deal, unseen
    discards: list[int] = field(default_factory=list)  # cards of finished tricks, face up
    removed: list[int] = field(default_factory=list)  # out of the game by 将, face up
    pile: list[dict[str, Any]] = field(default_factory=list)  # this trick's plays: {"seat", "cards"}
    top: dict[str, Any] | None = None  # {"seat", "kind", "width", "length", "rank", "cards"}
    turn: int = 0
    leader: int = 0
    passed: list[int] = field(default_factory=list)  # seats that passed (since the last play, or this trick)
    places: list[int] = field(default_factory=list)  # seats in finishing order
    phase: NiekhiPhase = PLAYING
    generals_left: int = 0
    general_mode: GeneralEffect | None = None  # with "once": the first choice fixes the rest
    interrupt: list[int] = field(default_factory=list)  # seats still to be offered an out-of-turn 激友
    resume: int = 0  # whose turn it is once the interrupt window closes


def top_shape(top: Mapping[str, Any]) -> Shape:
    return Shape(top["kind"], top["width"], top["length"], top["rank"])


def active(state: NiekhiState, seat: int) -> bool:
    return bool(state.hands[seat]) and seat not in state.places


def next_seat(state: NiekhiState, after: int, skip_passed: bool = True) -> int | None:
    """The next seat after `after` still in play (and, by default, not among those who passed)."""
    n = state.players
    for step in range(1, n + 1):
        seat = (after + step) % n
        if active(state, seat) and not (skip_passed and seat in state.passed):
            return seat
    return None


class Niekhi(SeasonalGame[NiekhiState]):
    id = "niekhi"
    name_ja = "連友"
    name_zh = "连友"
    name_en = "Runs and Friends (連友)"
    family = "nincetkaik"
    description_en = "Climb like daifugo: beat the last play with the same kind, stronger; big sets beat anything."
    description_ja = "大富豪のように同じ集でより強く出し、手札を早く無くす。激友はいつでも出せる。"
    min_players = 2
    max_players = 6
    default_players = 4
    options = OPTIONS
    action_schema = D.moves_schema({
        "play": D.ANY_CARDS, "pass": KindShape(), "banish": KindShape(arg=INT_ARG),
        "take": KindShape(arg=INT_ARG),
    })
    state_class = NiekhiState

    # --- setting up -------------------------------------------------------------------

    def _start_season(self, state: NiekhiState, events: list[Event]) -> None:
        n = state.players
        each = D.CARD_COUNT // n
        state.hands, rest = deal_season(state, each)
        if state.options["leftover"] == "dealt":
            for i, card in enumerate(rest):
                state.hands[(state.dealer + 1 + i) % n].append(card)
            rest = []
        state.aside = rest
        state.discards, state.removed, state.pile, state.passed, state.places = [], [], [], [], []
        state.top = None
        state.phase = PLAYING
        state.generals_left, state.general_mode = 0, None
        state.interrupt = []
        state.turn = state.leader = state.dealer
        events.append(
            Event(
                "season_start",
                {"season": state.season, "dealer": state.dealer, "multiplier": state.multiplier, "aside": len(rest)},
            )
        )
        for seat in range(n):
            secret = {"cards": sorted(state.hands[seat])}
            events.append(Event("deal", {"seat": seat, "count": len(state.hands[seat])}, secret, frozenset({seat})))

    # --- whose move, and which moves ---------------------------------------------------

    def canonical_action(self, state: NiekhiState, seat: int, action: Action) -> Hashable | None:
        """連友 ignores colour: a held card of either colour and the same kind is the same move."""
        hand, cards = state.hands[seat], action.cards
        if not cards or len(set(cards)) != len(cards) or any(c not in hand for c in cards):
            return action
        return ("kinds", action.kind, tuple(sorted(D.KIND[c] for c in cards)), action.arg)

    def to_act(self, state: NiekhiState) -> tuple[int, ...]:
        if state.over:
            return ()
        if state.phase == INTERRUPT:
            return (state.interrupt[0],)
        return (state.turn,)

    def __init__(self) -> None:
        banish = Move(self._banish_options, collect(self._general, whole_action), self._general_refusal)
        take = Move(self._take_options, collect(self._general, whole_action), self._general_refusal)
        self._general_phase = Phase(
            GENERAL,
            {BANISH: banish, TAKE: take},
            "Use 将's effect: remove every card of a strength, or take a card from the discards.",
        )
        other = "Play a combination or pass."
        play = Move(self._play_options, collect(self._play, the_cards), self._play_refusal)
        pass_ = Move(_pass_options, collect(self._pass), _pass_refusal)
        self._playing = Phase(PLAYING, {PASS: pass_, PLAY: play}, other)
        # after a play, others may interrupt with a 激友 (an option) or let it stand
        self._interrupt = Phase(
            INTERRUPT, {PASS: Move(_pass_options, self._decline_effect, _pass_refusal), PLAY: play}, other
        )

    def phase(self, state: NiekhiState, seat: int) -> Phase[NiekhiState]:
        if state.phase == GENERAL:
            return self._general_phase
        return self._interrupt if state.phase == INTERRUPT else self._playing

    # --- the options -------------------------------------------------------------------------

    def _play_options(self, state: NiekhiState, seat: int) -> list[Action]:
        hand = state.hands[seat]
        counts = counts_of(hand)
        if state.top is None:
            pools = pools_by_strength(hand)
            return [Action(PLAY, cards_for(pools, u)) for u, _ in hand_combos(counts)]
        usages = beating(counts, top_shape(state.top), state.options["gekiyu_beaten_by"])
        if state.phase == INTERRUPT:
            usages = tuple(u for u in usages if classify(u).kind == GEKIYU)  # type: ignore[union-attr]
        if not usages:
            return []
        pools = pools_by_strength(hand)
        return [Action(PLAY, cards_for(pools, u)) for u in usages]

    def _banish_options(self, state: NiekhiState, seat: int) -> list[Action]:
        if state.general_mode not in (None, BANISH):
            return []
        return [Action(BANISH, (), s) for s in range(STRENGTHS)]

    def _take_options(self, state: NiekhiState, seat: int) -> list[Action]:
        if state.general_mode not in (None, TAKE):
            return []
        return [Action(TAKE, (), s) for s in sorted({D.STRENGTH[c] for c in state.discards})]

    # --- the refusals --------------------------------------------------------------------------

    def _play_refusal(self, state: NiekhiState, seat: int, action: Action) -> str | None:
        if action.arg is not None:
            return "Play a combination or pass."
        hand = state.hands[seat]
        if not action.cards:
            return "Choose the cards to play."
        if len(set(action.cards)) != len(action.cards) or any(c not in hand for c in action.cards):
            return "You do not hold those cards."
        shape = classify(counts_of(action.cards))
        if shape is None:
            return (
                "Those cards make no combination: play a single card, cards of one strength, "
                "a run of three or more consecutive numbers, or a run of sets such as 1 1 2 2 3 3."
            )
        if state.top is None:
            return None
        top = top_shape(state.top)
        if state.phase == INTERRUPT and shape.kind != GEKIYU:
            return "Out of turn you may only play a 激友 (three or more of one strength)."
        if not beats(shape, top, state.options["gekiyu_beaten_by"]):
            return self._why_not(shape, top, state.options["gekiyu_beaten_by"])
        return None

    def _general_refusal(self, state: NiekhiState, seat: int, action: Action) -> str | None:
        if action.cards or type(action.arg) is not int:
            return "Use 将's effect: remove every card of a strength, or take a card from the discards."
        if not 0 <= action.arg < STRENGTHS:
            return "Name a strength from 船 to 王/皇."
        if state.general_mode is not None and action.kind != state.general_mode:
            return "All your 将 take the same effect (the option 'once for all' is on)."
        if action.kind == TAKE and all(D.STRENGTH[c] != action.arg for c in state.discards):
            return f"There is no {strength_name(action.arg)} in the discards."
        return None

    # --- the effects ---------------------------------------------------------------------------

    def _decline_effect(self, state: NiekhiState, seat: int, action: Action) -> list[Event]:
        """Letting a play stand rather than interrupting it; once all have, the turn goes on."""
        state.interrupt.pop(0)
        if not state.interrupt:
            state.phase = PLAYING
            state.turn = state.resume
        return [Event("decline", {"seat": seat})]

    @staticmethod
    def _why_not(shape: Shape, top: Shape, rule: str) -> str:
        if top.kind == GEKIYU:
            if shape.kind != GEKIYU:
                return f"Only a stronger 激友 beats {describe(top)}."
            if rule == "bigger":
                return f"To beat {describe(top)} play a 激友 of more cards, or of {top.width} stronger."
            return f"To beat {describe(top)} play a 激友 of {top.width} stronger."
        if shape.width != top.width or shape.length != top.length:
            return f"Play the same kind and size as {describe(top)} ({top.size} cards), or any 激友, or pass."
        return f"{describe(shape).capitalize()} is not stronger than {describe(top)}."

    def _play(self, state: NiekhiState, seat: int, cards: tuple[int, ...], events: list[Event]) -> None:
        hand = state.hands[seat]
        shape = classify(counts_of(cards))
        assert shape is not None
        out_of_turn = state.phase == INTERRUPT
        state.phase = PLAYING
        state.interrupt = []
        top = {"seat": seat, "kind": shape.kind, "width": shape.width, "length": shape.length, "rank": shape.top}
        play_on_pile(state, cards, top)
        if not state.options["pass_locks"]:
            state.passed = []
        elif seat in state.passed:
            state.passed.remove(seat)
        events.append(
            Event(
                "play",
                {
                    "seat": seat,
                    "cards": list(cards),
                    "combo": shape.kind,
                    "rank": shape.top,
                    "out_of_turn": out_of_turn,
                },
            )
        )
        if not hand:
            self._finish(state, seat, events)
        generals = sum(1 for c in cards if D.KIND[c] == D.GENERAL)
        if generals and hand:
            state.phase = GENERAL
            state.generals_left = generals
            state.general_mode = None
            state.turn = seat
            events.append(Event("general", {"seat": seat, "count": generals}))
            return
        self._after_play(state, seat, events)

    def _general(self, state: NiekhiState, seat: int, action: Action, events: list[Event]) -> None:
        strength = action.arg
        assert isinstance(strength, int)
        if state.options["general_choice"] == "once":
            state.general_mode = BANISH if action.kind == BANISH else TAKE
        if action.kind == BANISH:
            gone: dict[str, list[int]] = {}
            pools: list[tuple[str, list[int]]] = [("discards", state.discards)]
            if state.options["general_reach"] == "everywhere":
                pools += [(str(s), state.hands[s]) for s in range(state.players)]
            for name, pool in pools:
                hit = [c for c in pool if D.STRENGTH[c] == strength]
                if hit:
                    gone[name] = hit
                    pool[:] = [c for c in pool if D.STRENGTH[c] != strength]
                    state.removed.extend(hit)
            events.append(
                Event("banish", {
                    "seat": seat, "strength": strength, "name": strength_name(strength),
                    "name_ja": strength_name(strength), "name_en": english_strength(strength), "cards": gone,
                })
            )
        else:
            card = min(c for c in state.discards if D.STRENGTH[c] == strength)
            state.discards.remove(card)
            state.hands[seat].append(card)
            events.append(Event("take", {"seat": seat, "card": card}))
        state.generals_left -= 1
        if state.generals_left and not (self._banish_options(state, seat) or self._take_options(state, seat)):
            state.generals_left = 0  # "once" with takes: the discards ran out
        for offset in range(state.players):  # hands emptied by the removal go out, the player first
            other = (seat + offset) % state.players
            if not state.hands[other] and other not in state.places:
                self._finish(state, other, events)
        if state.generals_left and active(state, seat):
            return
        state.generals_left, state.general_mode = 0, None
        state.phase = PLAYING
        self._after_play(state, seat, events)

    def _finish(self, state: NiekhiState, seat: int, events: list[Event]) -> None:
        state.places.append(seat)
        if seat in state.passed:
            state.passed.remove(seat)
        events.append(Event("out", {"seat": seat, "place": len(state.places)}))

    def _season_over(self, state: NiekhiState, events: list[Event]) -> bool:
        still = [s for s in range(state.players) if active(state, s)]
        if len(still) > 1:
            return False
        for seat in still:
            state.places.append(seat)
            events.append(Event("out", {"seat": seat, "place": len(state.places)}))
        for seat in range(state.players):  # hands emptied together by a removal, in seat order
            if seat not in state.places:
                state.places.append(seat)
        self._settle(state, events)
        return True

    def _after_play(self, state: NiekhiState, seat: int, events: list[Event]) -> None:
        """After a play (and its 将 effect): the season may be over, the trick may be won,
        others may interrupt with a 激友, else the next player still in takes the turn."""
        if self._season_over(state, events) or self._trick_over(state, events):
            return
        following = next_seat(state, seat)
        assert following is not None
        if state.options["gekiyu_timing"] == "any_time":
            window = self._interrupters(state, seat, following)
            if window:
                state.phase = INTERRUPT
                state.interrupt = window
                state.resume = following
                return
        state.turn = following

    def _interrupters(self, state: NiekhiState, seat: int, following: int) -> list[int]:
        assert state.top is not None
        top = top_shape(state.top)
        rule = state.options["gekiyu_beaten_by"]
        window = []
        for step in range(1, state.players):
            other = (seat + step) % state.players
            if other == following or not active(state, other):
                continue
            if any(beats(shape, top, rule) for _, shape in gekiyu_in(counts_of(state.hands[other]))):
                window.append(other)
        return window

    def _pass(self, state: NiekhiState, seat: int, events: list[Event]) -> None:
        state.passed.append(seat)
        events.append(Event("pass", {"seat": seat}))
        if self._trick_over(state, events):
            return
        following = next_seat(state, seat)
        assert following is not None
        state.turn = following

    def _trick_over(self, state: NiekhiState, events: list[Event]) -> bool:
        """Everyone still in, other than the last player, has passed: the trick is done and the
        last player leads (or, if gone out, the next player still in)."""
        assert state.top is not None
        last = state.top["seat"]
        if any(active(state, s) and s != last and s not in state.passed for s in range(state.players)):
            return False
        for entry in state.pile:
            state.discards.extend(entry["cards"])
        state.pile, state.passed, state.top = [], [], None
        leader = last if active(state, last) else next_seat(state, last)
        assert leader is not None
        state.leader = state.turn = leader
        events.append(Event("trick_end", {"seat": leader, "last": last}))
        return True

    def _settle(self, state: NiekhiState, events: list[Event]) -> None:
        table = PLACE_TABLES[state.options["place_points"]][state.players]
        for place, seat in enumerate(state.places):
            state.season_points[seat] += table[place]
            state.season_lines.append({"kind": "place", "seat": seat, "place": place + 1, "points": table[place]})
        self._end_season(state, state.places[0], events)

    # --- what each seat sees ---------------------------------------------------------------

    def observation(self, state: NiekhiState, seat: int | None) -> dict[str, Any]:
        seats = range(state.players)
        return {
            **self._observation_header(state, seat, state.phase),
            "turn": state.turn,
            "leader": state.leader,
            "hand": sorted(state.hands[seat]) if seat is not None else [],
            "hand_counts": [len(h) for h in state.hands],
            "pile": [{"seat": e["seat"], "cards": list(e["cards"])} for e in state.pile],
            "top": dict(state.top, cards=list(state.top["cards"])) if state.top else None,
            "top_cards": list(state.top["cards"]) if state.top else [],
            "beaten": [c for e in state.pile[:-1] for c in e["cards"]],  # earlier plays of this trick
            "discards": list(state.discards),
            "discard_count": len(state.discards),
            "removed_count": len(state.removed),
            "removed": list(state.removed),
            "aside_count": len(state.aside),
            "passed": list(state.passed),
            "places": list(state.places),
            "place_marks": [str(state.places.index(s) + 1) if s in state.places else None for s in seats],
            "pass_marks": ["passed" if s in state.passed else None for s in seats],
            "generals_left": state.generals_left,
            "general_mode": state.general_mode,
            "interrupt": list(state.interrupt),
            "resume": state.resume,
        }

    def determinize(self, observation: Mapping[str, Any], seat: int, rng: random.Random) -> NiekhiState:
        obs = observation
        known = set(obs["hand"]) | set(obs["discards"]) | set(obs["removed"])
        for entry in obs["pile"]:
            known.update(entry["cards"])
        unknown = [c for c in D.ALL_CARDS if c not in known]
        rng.shuffle(unknown)
        hands = deal_hands(obs, seat, unknown)
        top = obs["top"]
        return NiekhiState(
            **seasonal_fields(obs, rng),
            hands=hands,
            aside=unknown,
            **seen_fields(obs, "discards", "removed", "pile", "turn", "leader", "passed", "places", "generals_left",
                          "general_mode", "interrupt", "resume"),
            top=dict(top, cards=list(top["cards"])) if top else None,
            phase=phase_in_play(obs, PLAYING),
        )
