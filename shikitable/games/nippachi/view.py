"""What each seat may see (a whitelist), and one world consistent with it for search bots."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from shikitable.core.match import seen_match_fields
from shikitable.games.nippachi.deck import ALL_CARDS, JACK, RANK, RANK_CODES, SUIT_SYMBOLS
from shikitable.games.nippachi.reactions import is_atari_ari
from shikitable.games.nippachi.state import DRAWN, PLAY, REACT, NippachiState


def observe(game_id: str, state: NippachiState, seat: int | None, to_act: tuple[int, ...]) -> dict[str, Any]:
    """Own hand, counts of the others, the pile, the ポン / カン sets and the public declarations
    (あたりあり, リーチ, つぶれ). Hands are shown to all once the match is over."""
    n = state.players
    counts = [len(h) for h in state.hands]
    ended = state.over
    waiting = [is_atari_ari(h) and not state.tsubure[s] for s, h in enumerate(state.hands)]
    riichi = [counts[s] == 1 and not state.tsubure[s] for s in range(n)]
    named = state.suit if RANK[state.up] == JACK else None
    return {
        "game": game_id,
        "seat": seat,
        "players": n,
        "options": dict(state.options),
        "hand_no": state.hand_no,
        "hands_total": state.options["hands"],
        "dealer": state.dealer,
        "scores": list(state.scores),
        "hand_points": list(state.hand_points),
        # the score panel's "this season" column: what the last finished hand paid
        "season_points": list(state.records[-1].points) if state.records else [0] * n,
        "phase": "over" if ended else state.phase,
        "turn": state.turn,
        # in a reaction window, only the viewer learns that it may react: who else may would
        # tell what they hold
        "to_act": list(to_act) if state.phase != REACT else [s for s in to_act if s == seat],
        "hand": sorted(state.hands[seat]) if seat is not None else [],
        "hand_counts": counts,
        "revealed": [sorted(h) for h in state.hands] if ended else None,
        "pile": list(state.pile),
        "up": state.up,
        "suit": state.suit,
        "named_suit": named,
        "suit_symbol": SUIT_SYMBOLS[state.suit],
        "named_suit_symbol": SUIT_SYMBOLS[named] if named is not None else None,
        "follow": follow_text(state),
        "joker_on_top": state.joker_on_top,
        "melds": [[list(m) for m in ms] for ms in state.melds],
        "stock_count": len(state.stock),
        "atari_ari": waiting,
        "riichi": riichi,
        "tsubure": list(state.tsubure),
        # plate words: one per seat, or None
        "waiting_mark": ["atari" if w else None for w in waiting],
        "status_mark": ["tsubure" if state.tsubure[s] else "riichi" if riichi[s] else None for s in range(n)],
        "pending": list(state.pending) if state.phase == REACT else [],
        "pending_by": state.pending_by if state.phase == REACT else None,
        "window_card": state.pending[-1] if state.phase == REACT and state.pending else None,
        "first_card": state.first_card and state.phase == REACT,
        "drawn": state.drawn if seat == state.turn and state.phase == DRAWN else None,
        "records": [r.to_json() for r in state.records],
    }


def follow_text(state: NippachiState) -> str:
    """What the next card must match, as the table shows it: '♥3' (the number and the suit in
    force, which after a ポン is its top card's, wherever it lies), '♦' after a J, '*' when a
    Joker on top lets any card follow."""
    if state.joker_on_top and state.options["joker_follow"] == "any":
        return "*"
    if RANK[state.up] == JACK:
        return SUIT_SYMBOLS[state.suit]
    return SUIT_SYMBOLS[state.suit] + RANK_CODES[RANK[state.up]]


def determinize(observation: Mapping[str, Any], seat: int, rng: random.Random) -> NippachiState:
    """Deal every card `seat` cannot see at random into the other hands and the stock, keeping
    the public あたりあり declarations true where a few tries allow."""
    obs = observation
    n = obs["players"]
    known = set(obs["hand"]) | set(obs["pile"])
    for ms in obs["melds"]:
        known.update(c for m in ms for c in m)
    pool = [c for c in ALL_CARDS if c not in known]
    for _attempt in range(200):
        unknown = list(pool)
        rng.shuffle(unknown)
        hands: list[list[int]] = []
        for other in range(n):
            if other == seat:
                hands.append(list(obs["hand"]))
            else:
                hands.append([unknown.pop() for _ in range(obs["hand_counts"][other])])
        if all(is_atari_ari(hands[s]) == obs["atari_ari"][s] for s in range(n) if s != seat and not obs["tsubure"][s]):
            break
    phase = obs["phase"] if obs["phase"] != "over" else PLAY
    drawn = obs["drawn"] if obs["drawn"] is not None else -1
    if phase == DRAWN and obs["turn"] != seat:
        drawn = hands[obs["turn"]][-1]  # in this world, the card just drawn is the last one
    return NippachiState(
        **seen_match_fields(obs, rng),
        hand_no=obs["hand_no"],
        hand_points=list(obs["hand_points"]),
        stock=unknown,
        hands=hands,
        pile=list(obs["pile"]),
        melds=[[list(m) for m in ms] for ms in obs["melds"]],
        tsubure=list(obs["tsubure"]),
        up=obs["up"],
        suit=obs["suit"],
        joker_on_top=obs["joker_on_top"],
        phase=phase,
        turn=obs["turn"],
        drawn=drawn,
        pending=list(obs["pending"]),
        pending_by=obs["pending_by"] if obs["pending_by"] is not None else -1,
        first_card=obs["first_card"],
        claims={s: None for s in obs["to_act"]} if phase == REACT else {},
    )
