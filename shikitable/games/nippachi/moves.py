"""Which cards may be played now, and the moves a seat has (one list, used by the legal-move
list, the checks with their reasons, and the bots)."""

from __future__ import annotations

from collections.abc import Callable

from shikitable.core.actions import Action
from shikitable.games.nippachi.deck import ALL_CARDS, IS_JOKER, IS_SPECIAL, JACK, RANK, SUIT, SUITS
from shikitable.games.nippachi.reactions import atari_wait, claim_sets, claim_strength, suits_of
from shikitable.games.nippachi.state import DRAWN, PLAY, NippachiState

PLAY_MOVE, DRAW, PASS, ATERU, PON, KAN = "play", "draw", "pass", "ateru", "pon", "kan"
OF_RANK = [[int(RANK[c] == r) for c in ALL_CARDS] for r in range(14)]  # OF_RANK[r][card]: 1 if card is an r

# made once: playouts list them all the time
PLAY_ACTIONS = [Action(PLAY_MOVE, (c,)) for c in ALL_CARDS]
JACK_ACTIONS = [[Action(PLAY_MOVE, (c,), s) for s in range(SUITS)] for c in ALL_CARDS]
DRAW_ACTION, PASS_ACTION, ATERU_ACTION = Action(DRAW), Action(PASS), Action(ATERU)


def when_listed(
    options: Callable[[NippachiState, int], list[Action]], why: Callable[[NippachiState, int, Action], str]
) -> Callable[[NippachiState, int, Action], str | None]:
    """A move's refusal: none for an action among its options, else the reason `why` gives."""

    def refusal(state: NippachiState, seat: int, action: Action) -> str | None:
        return None if action in options(state, seat) else why(state, seat, action)

    return refusal


def matches_up(state: NippachiState, card: int) -> bool:
    """A card fits the pile: the up-card's number or the suit in force (after a J, the suit
    it named). A Joker on top is matched by any card, or (option) by the card under it."""
    if state.joker_on_top and state.options["joker_follow"] == "any":
        return True
    return RANK[card] == RANK[state.up] or SUIT[card] == state.suit


def why_not_playable(state: NippachiState, seat: int, card: int) -> str | None:
    """None when `seat` may play `card` on its turn now, else the reason in a player's words."""
    hand = state.hands[seat]
    if IS_SPECIAL[card]:
        if len(hand) == 1:
            return "A special card (2, 8, J, Joker) may never be your last card: you go out with a plain card."
        if IS_JOKER[card]:
            if len(hand) == 2 and state.stock:
                return "A Joker may not be played from a hand of two cards while the stock has cards."
            return None
        if RANK[card] == JACK:
            return None
    if not matches_up(state, card):
        return "Play a card of the up-card's number or suit (J and Joker go on anything)."
    return None


def can_play(state: NippachiState, seat: int, card: int) -> bool:
    hand = state.hands[seat]
    if IS_SPECIAL[card]:
        if len(hand) == 1:
            return False
        if IS_JOKER[card]:
            return not (len(hand) == 2 and state.stock)
        if RANK[card] == JACK:
            return True
    return matches_up(state, card)


def play_actions(state: NippachiState, seat: int, cards: list[int]) -> list[Action]:
    found: list[Action] = []
    size = len(state.hands[seat])
    any_card = state.joker_on_top and state.options["joker_follow"] == "any"
    up_rank, suit = RANK[state.up], state.suit
    for c in cards:
        if IS_SPECIAL[c]:
            if size == 1:
                continue
            if IS_JOKER[c]:
                if size != 2 or not state.stock:
                    found.append(PLAY_ACTIONS[c])
                continue
            if RANK[c] == JACK:
                found.extend(JACK_ACTIONS[c])
                continue
        if any_card or RANK[c] == up_rank or SUIT[c] == suit:
            found.append(PLAY_ACTIONS[c])
    return found


def has_play(state: NippachiState, seat: int) -> bool:
    """Whether any card of the hand may be played. Asked on every turn, so a plain card of the
    up-card's number or suit answers at once; the full list settles the rest."""
    up_rank, suit = RANK[state.up], state.suit
    for c in state.hands[seat]:
        if not IS_SPECIAL[c] and (RANK[c] == up_rank or SUIT[c] == suit):
            return True
    return bool(play_actions(state, seat, state.hands[seat]))


def play_options(state: NippachiState, seat: int) -> list[Action]:
    """The cards `seat` may play: any of the hand, or after drawing only the card drawn."""
    return play_actions(state, seat, [state.drawn] if state.phase == DRAWN else state.hands[seat])


def draw_options(state: NippachiState, seat: int) -> list[Action]:
    """A draw, only when no card can be played and the stock has one."""
    return [DRAW_ACTION] if state.phase == PLAY and state.stock and not has_play(state, seat) else []


def keep_options(state: NippachiState, seat: int) -> list[Action]:
    """Keeping the card just drawn (a pass)."""
    return [PASS_ACTION] if state.phase == DRAWN else []


def reacting_seats(state: NippachiState, card: int, order: tuple[int, ...], by: int) -> list[int]:
    """The seats of `order` (not `by`, not つぶれ) that may hit or claim `card`: its number is
    their hand's sum, or they hold two of it (a Joker has no number). One loop, since a window
    is tried after almost every play."""
    rank = RANK[card]
    if not rank:
        return []
    found: list[int] = []
    hands, out = state.hands, state.tsubure
    rank_of, of_rank = RANK.__getitem__, OF_RANK[rank].__getitem__  # sums in C, not in a Python loop
    for seat in order:
        if seat == by or out[seat]:
            continue
        hand = hands[seat]
        if sum(map(rank_of, hand)) == rank or (
            sum(map(of_rank, hand)) >= 2 and (not IS_SPECIAL[card] or bool(claim_sets(hand, card)))
        ):
            found.append(seat)
    return found


def pass_options(state: NippachiState, seat: int) -> list[Action]:
    return [PASS_ACTION]


def hit_options(state: NippachiState, seat: int) -> list[Action]:
    """あてる, when the hand's sum is the number of the card just played."""
    return [ATERU_ACTION] if atari_wait(state.hands[seat]) == RANK[state.pending[-1]] else []


def claim_options(state: NippachiState, seat: int, size: int) -> list[Action]:
    """ポン (size 2) or カン (size 3) on the card just played, with the suit each may name."""
    card = state.pending[-1]
    hand = state.hands[seat]
    kind = PON if size == 2 else KAN
    found: list[Action] = []
    for group in claim_sets(hand, card):
        if len(group) != size:
            continue
        if claim_strength(hand, group):
            found.append(Action(kind, group))  # a winning ポン / カン: the hand ends, no suit to choose
        elif RANK[card] == JACK:
            found.extend(Action(kind, group, s) for s in range(SUITS))  # the set names a suit
        else:
            found.extend(Action(kind, group, s) for s in suits_of(group))  # which card lies on top
    return found
