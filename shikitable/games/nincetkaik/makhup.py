"""値木 (mak1 hup1): an adding game on "roads" with the 紙机戦 deck.

Deal six cards each (2–6 players) and turn up two cards from the stock: each starts a road.
A road's value is the number of its first card (無 0, 兵 1, ... 将 8); a road started by 皇, 王
or 船 is open, and the first card played on it sets its value. The dealer plays first. On a
turn a player does one thing:

- play on a road numbered cards adding up to its value (筆 on 筆; 兵 弓 車 on 筆; 無 車 車 on 筆);
- join two roads with numbered cards adding up to both values: one road, worth their sum;
- fill an open road with any single numbered card;
- clear the table with a 皇, 王 or 船: every road leaves, two new ones are turned up;
- draw: the top card of the stock is turned up as a new road (the hand does not change);
- start a road with any single numbered card when there is no road at all;
- pass, only when the stock is empty and nothing else is possible.

Colour plays no part, and 船 is not wild here. The first player to empty the hand wins the
season; everyone else pays for what they still hold (a card each, or its number: an option),
times 親の加点 when the dealer pays or wins. When the stock is empty and every player passes
in turn, nobody can play: by default the smallest hand wins and is paid the differences
(option: the season ends with no winner).
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, TypedDict

from shikitable.core.actions import INT_ARG, STR_ARG, Action, KindShape
from shikitable.core.events import Event
from shikitable.core.moves import Move, Phase, in_order
from shikitable.core.options import Option, read_options
from shikitable.games.nincetkaik import deck as D
from shikitable.games.nincetkaik.makhup_sums import hand_sums
from shikitable.games.nincetkaik.match import (
    MATCH_OPTIONS,
    OPTION_TABLES,
    SeasonalGame,
    SeasonalState,
    deal_hands,
    deal_season,
    pay,
    seasonal_fields,
    take_from_hand,
)

HAND_SIZE = 6
FIRST_ROADS = 2
PLAY, MERGE, CLEAR, START, DRAW, PASS = "play", "merge", "clear", "start", "draw", "pass"
KINDS = (PLAY, MERGE, CLEAR, START, DRAW, PASS)
NUMBERLESS_WORTH = 10  # with "numbers" scoring, a 皇, 王 or 船 left in hand costs this much

OPTIONS: tuple[Option, ...] = (*MATCH_OPTIONS, *read_options(OPTION_TABLES / "makhup.toml"))

NUMBER = D.NUMBER
_make = tuple.__new__  # Action(kind, cards, arg) without NamedTuple's argument handling
DRAW_ACTION, PASS_ACTION = Action(DRAW), Action(PASS)


class Road(TypedDict):
    """A road on the table: its cards in the order laid, and the value cards must add up to
    (None while it is open: started by 皇, 王 or 船, until a first card sets it)."""

    cards: list[int]
    value: int | None


@dataclass
class MakhupState(SeasonalState):
    stock: list[int] = field(default_factory=list)  # face down; the last card is the top
    hands: list[list[int]] = field(default_factory=list)
    roads: list[Road] = field(default_factory=list)
    cleared: list[int] = field(default_factory=list)  # cards off the table, face up
    turn: int = 0
    passes: int = 0  # passes in a row; when everyone has passed, nobody can play


def is_numbered(card: int) -> bool:
    return NUMBER[card] is not None


def total(cards: Sequence[int]) -> int:
    return sum(NUMBER[c] or 0 for c in cards)


def hand_worth(hand: Sequence[int], scoring: str) -> int:
    """What a hand left at the season's end costs: its cards, or its numbers."""
    if scoring == "cards":
        return len(hand)
    return sum(NUMBERLESS_WORTH if NUMBER[c] is None else NUMBER[c] for c in hand)  # type: ignore[misc]


def merge_arg(first: int, second: int) -> str:
    """The argument naming two roads to join, e.g. "0+2" (positions, lower first)."""
    low, high = sorted((first, second))
    return f"{low}+{high}"


def parse_merge_arg(arg: object, roads: int) -> tuple[int, int] | None:
    if not isinstance(arg, str) or arg.count("+") != 1:
        return None
    left, right = arg.split("+")
    if not (left.isdigit() and right.isdigit()):
        return None
    first, second = int(left), int(right)
    if first == second or not (0 <= first < roads and 0 <= second < roads):
        return None
    return min(first, second), max(first, second)


def road_text(index: int, road: Road) -> str:
    value = road["value"]
    return f"road {index + 1} ({'open' if value is None else value})"


# --- the options: each choice of card types once ------------------------------------------


def _play_options(state: MakhupState, seat: int) -> list[Action]:
    if not state.roads:
        return []
    cards, sums, singles, _ = hand_sums(state.hands[seat])
    actions: list[Action] = []
    for index, road in enumerate(state.roads):
        value = road["value"]
        if value is None:
            actions += [_make(Action, (PLAY, (c,), index)) for c in singles]
        elif value in sums:
            # the cards at the chosen positions, sorted by id (as an action names them)
            actions += [
                _make(Action, (PLAY, tuple(sorted([cards[i] for i in chosen])), index)) for chosen in sums[value]
            ]
    return actions


def _merge_options(state: MakhupState, seat: int) -> list[Action]:
    valued = [(index, road["value"]) for index, road in enumerate(state.roads) if road["value"] is not None]
    actions: list[Action] = []
    if len(valued) < 2:
        return actions
    cards, sums, _, _ = hand_sums(state.hands[seat])
    for position, (first, a) in enumerate(valued):
        for second, b in valued[position + 1 :]:
            if a + b in sums:
                arg = f"{first}+{second}"
                actions += [
                    _make(Action, (MERGE, tuple(sorted([cards[i] for i in chosen])), arg)) for chosen in sums[a + b]
                ]
    return actions


def _clear_options(state: MakhupState, seat: int) -> list[Action]:
    # one copy of each 皇, 王 and 船 exists: listed by id, without the hand's sums
    return [_make(Action, (CLEAR, (c,), None)) for c in sorted(c for c in state.hands[seat] if NUMBER[c] is None)]


def _start_options(state: MakhupState, seat: int) -> list[Action]:
    if state.roads:
        return []
    return [_make(Action, (START, (c,), None)) for c in hand_sums(state.hands[seat]).singles]


def _draw_option(state: MakhupState, seat: int) -> list[Action]:
    return [DRAW_ACTION] if state.stock else []


# --- the refusals: a reason a player understands -------------------------------------------


def _cards_refusal(state: MakhupState, seat: int, action: Action) -> str | None:
    """The cards must be held, and there must be some."""
    cards, hand = action.cards, state.hands[seat]
    if any(c not in hand for c in cards) or len(set(cards)) != len(cards):
        return "You do not hold those cards."
    if not cards:
        return "Choose the cards to play."
    return None


def _all_numbered(state: MakhupState, seat: int, action: Action) -> str | None:
    if any(not is_numbered(c) for c in action.cards):
        return "皇, 王 and 船 have no number: play one alone to clear every road."
    return None


def _single_unnumbered(state: MakhupState, seat: int, action: Action) -> str | None:
    if len(action.cards) != 1 or is_numbered(action.cards[0]):
        return "Only a single 皇, 王 or 船 clears the roads."
    return None


def _no_roads_yet(state: MakhupState, seat: int, action: Action) -> str | None:
    if state.roads:
        return "There are roads on the table: play on one, or draw."
    if len(action.cards) != 1:
        return "A new road starts with a single card."
    return None


def _draw_refusal(state: MakhupState, seat: int, action: Action) -> str | None:
    if action.cards:  # else the effect would take the named cards out of the game
        return "Drawing or passing plays no cards."
    if not state.stock:
        return "The stock is empty: nothing to draw."
    return None


def _road_refusal(state: MakhupState, seat: int, action: Action) -> str | None:
    """Numbered cards laid on a road: the road must take their sum."""
    index = action.arg
    if index is None:  # no road named yet: say whether any road takes these cards
        sum_ = total(action.cards)
        takers = [i for i, r in enumerate(state.roads) if r["value"] in (sum_, None)]
        if not takers:
            return f"Your cards add up to {sum_}: no road takes {sum_}."
        return "Choose the road to play on."
    if type(index) is not int or not 0 <= index < len(state.roads):
        return "Choose one of the roads on the table."
    road = state.roads[index]
    if road["value"] is None:
        if len(action.cards) != 1:
            return f"The open {road_text(index, road)} takes a single card, which sets its value."
        return None
    if total(action.cards) != road["value"]:
        return f"Your cards add up to {total(action.cards)}, but {road_text(index, road)} needs {road['value']}."
    return None


def _join_refusal(state: MakhupState, seat: int, action: Action) -> str | None:
    """Numbered cards joining two roads: they must add up to both roads' values."""
    pair = parse_merge_arg(action.arg, len(state.roads))
    if pair is None and action.arg is None:
        sum_ = total(action.cards)
        values = [r["value"] for r in state.roads if r["value"] is not None]
        if not any(a + b == sum_ for i, a in enumerate(values) for b in values[i + 1 :]):
            return f"Your cards add up to {sum_}: no two roads add up to {sum_}."
        return "Choose the two roads to join."
    if pair is None:
        return "Choose two of the roads on the table to join."
    first, second = (state.roads[i] for i in pair)
    if first["value"] is None or second["value"] is None:
        return "An open road has no value yet: fill it with one card before joining it."
    wanted = first["value"] + second["value"]
    if total(action.cards) != wanted:
        return (
            f"Your cards add up to {total(action.cards)}; joining {road_text(pair[0], first)} "
            f"and {road_text(pair[1], second)} needs {wanted}."
        )
    return None


# each move's refusal: the cards first (held; numbered for all but a clear), then its own rule
_play_refusal = in_order(_cards_refusal, _all_numbered, _road_refusal)
_merge_refusal = in_order(_cards_refusal, _all_numbered, _join_refusal)
_start_refusal = in_order(_cards_refusal, _all_numbered, _no_roads_yet)
_clear_refusal = in_order(_cards_refusal, _single_unnumbered)


class Makhup(SeasonalGame[MakhupState]):
    id = "makhup"
    name_ja = "値木"
    name_zh = "值木"
    name_en = "Value Tree (値木)"
    family = "nincetkaik"
    description_en = "Lay cards on the roads so that their numbers add up to the road's value; empty your hand first."
    description_ja = "道の値と合計が等しくなるように札を出し、先に手札をなくした人の勝ち。"
    min_players = 2
    max_players = 6
    default_players = 4
    options = OPTIONS
    action_schema = D.moves_schema({
        "play": KindShape(1, D.CARD_COUNT, INT_ARG), "merge": KindShape(1, D.CARD_COUNT, STR_ARG),
        "clear": KindShape(1, 1), "start": KindShape(1, 1), "draw": KindShape(), "pass": KindShape(),
    })
    state_class = MakhupState

    # --- setting up -------------------------------------------------------------------

    def _start_season(self, state: MakhupState, events: list[Event]) -> None:
        state.hands, cards = deal_season(state, HAND_SIZE)
        cards.reverse()  # the stock is popped from the end: keep the deck's order on top
        state.stock = cards
        state.roads = []
        state.cleared = []
        state.passes = 0
        state.turn = state.dealer
        self._announce_deal(state, state.hands, events)
        self._turn_up_roads(state, events)

    def _turn_up_roads(self, state: MakhupState, events: list[Event]) -> None:
        """Two new roads from the stock (as many as it still holds)."""
        for _ in range(min(FIRST_ROADS, len(state.stock))):
            self._open_road(state, state.stock.pop(), None, events)

    def _open_road(
        self, state: MakhupState, card: int, seat: int | None, events: list[Event], how: str = "road"
    ) -> None:
        """A new road at the right end; `how` names the event: turned up, drawn or started."""
        state.roads.append({"cards": [card], "value": NUMBER[card]})
        events.append(Event(how, {"seat": seat, "card": card, "road": len(state.roads) - 1, "value": NUMBER[card]}))

    # --- the moves: one phase, a turn of one thing ----------------------------------------

    def __init__(self) -> None:
        self._turn_phase: Phase[MakhupState] = Phase(
            "play",
            {
                PLAY: Move(_play_options, self._play_effect, _play_refusal),
                MERGE: Move(_merge_options, self._merge_effect, _merge_refusal),
                CLEAR: Move(_clear_options, self._clear_effect, _clear_refusal),
                START: Move(_start_options, self._start_effect, _start_refusal),
                DRAW: Move(_draw_option, self._draw_effect, _draw_refusal),
                PASS: Move(self._pass_option, self._pass_effect, self._pass_refusal),
            },
            "Play on a road, join two roads, clear with 皇/王/船, or draw.",
        )

    def to_act(self, state: MakhupState) -> tuple[int, ...]:
        return () if state.over else (state.turn,)

    def phase(self, state: MakhupState, seat: int) -> Phase[MakhupState]:
        return self._turn_phase

    def _can_play(self, state: MakhupState, seat: int) -> bool:
        """Whether any move but drawing or passing is open to `seat`."""
        moves = self._turn_phase.moves
        return any(moves[kind].options(state, seat) for kind in (PLAY, MERGE, CLEAR, START))

    def _pass_option(self, state: MakhupState, seat: int) -> list[Action]:
        return [] if state.stock or self._can_play(state, seat) else [PASS_ACTION]

    def _pass_refusal(self, state: MakhupState, seat: int, action: Action) -> str | None:
        if action.cards:
            return "Drawing or passing plays no cards."
        if state.stock:
            return "While the stock lasts you draw instead of passing."
        if self._can_play(state, seat):
            return "You can still play, so you may not pass."
        return None

    # --- the effects: the cards leave the hand, the move is done, the next seat plays ------

    def _take(self, state: MakhupState, seat: int, action: Action) -> list[int]:
        """Take the action's cards from the hand (sorted) and end a run of passes."""
        cards = take_from_hand(state.hands[seat], action.cards)
        state.passes = 0
        return cards

    def _pass_turn(self, state: MakhupState, seat: int, events: list[Event]) -> list[Event]:
        """An emptied hand ends the season; otherwise the next seat plays."""
        if not state.hands[seat]:
            self._out(state, seat, events)
        else:
            state.turn = (seat + 1) % state.players
        return events

    def _play_effect(self, state: MakhupState, seat: int, action: Action) -> list[Event]:
        cards = self._take(state, seat, action)
        index = action.arg
        assert isinstance(index, int)
        road = state.roads[index]
        opened = road["value"] is None
        road["cards"].extend(cards)
        if opened:
            road["value"] = NUMBER[cards[0]]
        data = {"seat": seat, "cards": cards, "road": index, "value": road["value"], "set": opened}
        return self._pass_turn(state, seat, [Event("play", data)])

    def _merge_effect(self, state: MakhupState, seat: int, action: Action) -> list[Event]:
        cards = self._take(state, seat, action)
        pair = parse_merge_arg(action.arg, len(state.roads))
        assert pair is not None
        first, second = pair
        joined = state.roads[first]
        other = state.roads.pop(second)
        joined["cards"].extend(other["cards"])
        joined["cards"].extend(cards)
        assert joined["value"] is not None and other["value"] is not None  # only valued roads join
        joined["value"] += other["value"]
        data = {"seat": seat, "cards": cards, "roads": [first, second], "value": joined["value"]}
        return self._pass_turn(state, seat, [Event("merge", data)])

    def _clear_effect(self, state: MakhupState, seat: int, action: Action) -> list[Event]:
        cards = self._take(state, seat, action)
        for road in state.roads:
            state.cleared.extend(road["cards"])
        state.cleared.extend(cards)
        state.roads = []
        events = [Event("clear", {"seat": seat, "card": cards[0], "cards": cards})]
        self._turn_up_roads(state, events)
        return self._pass_turn(state, seat, events)

    def _start_effect(self, state: MakhupState, seat: int, action: Action) -> list[Event]:
        cards = self._take(state, seat, action)
        events: list[Event] = []
        self._open_road(state, cards[0], seat, events, "start")
        return self._pass_turn(state, seat, events)

    def _draw_effect(self, state: MakhupState, seat: int, action: Action) -> list[Event]:
        state.passes = 0
        events: list[Event] = []
        self._open_road(state, state.stock.pop(), seat, events, "draw")
        return self._pass_turn(state, seat, events)

    def _pass_effect(self, state: MakhupState, seat: int, action: Action) -> list[Event]:
        state.passes += 1
        events = [Event("pass", {"seat": seat})]
        if state.passes >= state.players:
            self._blocked(state, events)
            return events
        return self._pass_turn(state, seat, events)

    # --- the end of a season -------------------------------------------------------------

    def _out(self, state: MakhupState, winner: int, events: list[Event]) -> None:
        events.append(Event("out", {"seat": winner}))
        self._settle(state, winner, 0, "out", events)

    def _blocked(self, state: MakhupState, events: list[Event]) -> None:
        """Nobody can play. By default the smallest hand wins: the least worth by the scoring
        in use, a tie broken by the other measure (cards, or numbers); each other player pays
        the difference between their hand and the winner's. A tie that remains, or the option
        "nobody", ends the season with no winner."""
        scoring = state.options["scoring"]
        other = "numbers" if scoring == "cards" else "cards"
        sizes = [(hand_worth(hand, scoring), hand_worth(hand, other)) for hand in state.hands]
        least = min(sizes)
        winners = [seat for seat, size in enumerate(sizes) if size == least]
        revealed = {str(seat): sorted(hand) for seat, hand in enumerate(state.hands)}
        if state.options["blocked"] == "nobody" or len(winners) > 1:
            events.append(Event("blocked", {"winner": None, "hands": revealed}))
            state.season_lines.append({"kind": "no_winner"})
            self._end_season(state, None, events)
            return
        winner = winners[0]
        events.append(Event("blocked", {"winner": winner, "hands": revealed}))
        self._settle(state, winner, least[0], "blocked", events)

    def _settle(self, state: MakhupState, winner: int, allowance: int, how: str, events: list[Event]) -> None:
        """Each other player pays the winner what their hand is worth (less `allowance`), times
        親の加点 when the dealer pays or wins."""
        scoring = state.options["scoring"]
        for payer in range(state.players):
            if payer == winner:
                continue
            left = hand_worth(state.hands[payer], scoring) - allowance
            multiplied = state.dealer in (payer, winner)
            amount = left * (state.multiplier if multiplied else 1)
            pay(state.season_points, payer, winner, amount)
            state.season_lines.append(
                {
                    "kind": how,
                    "seat": winner,
                    "from": payer,
                    "hand": sorted(state.hands[payer]),
                    "points": amount,
                    "multiplied": multiplied,
                }
            )
        self._end_season(state, winner, events)

    # --- what each seat sees ---------------------------------------------------------------

    def observation(self, state: MakhupState, seat: int | None) -> dict[str, Any]:
        return {
            **self._observation_header(state, seat, "play"),
            "turn": state.turn,
            "hand": sorted(state.hands[seat]) if seat is not None else [],
            "hand_counts": [len(h) for h in state.hands],
            "roads": [{"cards": list(r["cards"]), "value": r["value"]} for r in state.roads],
            "cleared": list(state.cleared),
            "cleared_count": len(state.cleared),
            "stock_count": len(state.stock),
            "passes": state.passes,
        }

    def determinize(self, observation: Mapping[str, Any], seat: int, rng: random.Random) -> MakhupState:
        """Deal every card `seat` cannot see (the other hands, the stock) at random."""
        obs = observation
        known = set(obs["hand"]) | set(obs["cleared"])
        for road in obs["roads"]:
            known.update(road["cards"])
        unknown = [c for c in D.ALL_CARDS if c not in known]
        rng.shuffle(unknown)
        hands = deal_hands(obs, seat, unknown)
        assert len(unknown) == obs["stock_count"], "the observation does not account for every card"
        return MakhupState(
            **seasonal_fields(obs, rng),
            stock=unknown,
            hands=hands,
            roads=[{"cards": list(r["cards"]), "value": r["value"]} for r in obs["roads"]],
            cleared=list(obs["cleared"]),
            turn=obs["turn"],
            passes=obs["passes"],
        )

