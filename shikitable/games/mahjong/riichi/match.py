"""The match around the hands: the first dealer by the dice, dealer repeat and 本場, the
rotation through 東 and 南 (and 西入), 飛び, the last dealer's 和了止め, and the final
standing with oka and uma."""

from __future__ import annotations

from typing import Any

from shikitable.core.events import Event
from shikitable.core.game import SeasonRecord
from shikitable.games.mahjong.riichi.deal import start_hand
from shikitable.games.mahjong.riichi.options import uma_table
from shikitable.games.mahjong.riichi.state import PLAYERS, RIICHI_STICK, RiichiState
from shikitable.games.mahjong.tiles import WIND_NAMES_EN, WIND_NAMES_JA


def roll_first_dealer(state: RiichiState) -> None:
    """起家: two dice counted round the table from seat 0, before any wall is built."""
    state.dice = (state.rng.randint(1, 6), state.rng.randint(1, 6))
    state.first_dealer = (sum(state.dice) - 1) % PLAYERS
    state.dealer = state.first_dealer


def last_wind(state: RiichiState) -> int:
    return 0 if state.options["length"] == "tonpuu" else 1


def ranking(state: RiichiState, scores: list[int] | None = None) -> list[int]:
    """Seats best first; equal scores go to the seat nearer the first dealer."""
    scores = state.scores if scores is None else scores
    return sorted(range(PLAYERS), key=lambda s: (-scores[s], (s - state.first_dealer) % PLAYERS))


def _final_scheduled(state: RiichiState) -> bool:
    return state.round_wind == last_wind(state) and state.round_number == PLAYERS


def hand_title(wind: int, number: int, counters: int) -> dict[str, str]:
    """What players call a hand, in each language: 東1局 1本場, East 1, 1 honba."""
    ja = f"{WIND_NAMES_JA[wind % 4]}{number}局" + (f" {counters}本場" if counters else "")
    en = f"{WIND_NAMES_EN[wind % 4]} {number}" + (f", {counters} honba" if counters else "")
    return {"ja": ja, "en": en}


def after_hand(state: RiichiState, lines: list[dict[str, Any]], deltas: list[int], winners: list[int],
               dealer_stays: bool, drawn: bool, events: list[Event]) -> None:
    # the record holds what the scores moved this hand: the payments in `deltas` and also the
    # riichi deposits paid (and, in Magic, points moved by cards), which `deltas` leaves out
    before = state.last_result["scores"] if state.last_result else [state.options["start_points"]] * PLAYERS
    record = SeasonRecord(
        number=state.hand_number,
        dealer=state.dealer,
        multiplier=0,  # no dealer multiplier: the dealer's share is in the scoring, 本場 in the title
        winner=winners[0] if winners else None,
        points=[now - then for now, then in zip(state.scores, before, strict=True)],
        lines=[shown for line in lines for shown in display_lines(line)],
        title=hand_title(state.round_wind, state.round_number, state.honba),
    )
    state.records.append(record)
    state.last_result = {
        "round_wind": state.round_wind,
        "round_number": state.round_number,
        "honba": state.honba,
        "lines": lines,
        "deltas": list(deltas),
        "scores": list(state.scores),
    }
    events.append(Event("season_end", {"record": record.to_json(), "deltas": list(deltas),
                                       "scores": list(state.scores)}))
    if _match_ends(state, winners, dealer_stays, drawn):
        finish_match(state, events)
        return
    if "next_hand" in state.pause_points:
        state.paused = "next_hand"  # a layer on top acts here, then calls deal.start_hand
        return
    start_hand(state, events)


def display_lines(line: dict[str, Any]) -> list[dict[str, Any]]:
    """A hand's end as the result screen lists it: each win with its yaku, han, fu and who paid;
    a draw with the ready hands and the payments."""
    if line["kind"] == "win":
        seat = line["seat"]
        shown: dict[str, Any] = {
            "kind": "win_tsumo" if line["from"] is None else "win_ron",
            "seat": seat,
            "from": line["from"],
            "hand": line["hand"],
            "card": line["card"],  # the winning tile, set apart on the result sheet
            "melds": [m["tiles"] for m in line["melds"]],
            "dora": list(line.get("dora", [])),  # the indicators, as the sheet shows them
            "ura": list(line.get("ura", [])),
            "base": [list(y) for y in line["yaku"]],
            "han": line["han"],
            "fu": line["fu"],
        }
        bonus = []
        if line["honba"]:
            bonus.append(["honba", line["honba"]])
        if line["sticks"]:
            bonus.append(["riichi_sticks", line["sticks"]])
        if bonus:
            shown["bonus"] = bonus
        shown["payments"] = {str(s): -d for s, d in enumerate(line["deltas"]) if d < 0}
        shown["points"] = line["deltas"][seat]
        return [shown]
    rows: list[dict[str, Any]] = [{"kind": "draw_" + line["reason"]}]
    for key, hand in sorted(line["hands"].items()):
        seat = int(key)
        rows.append({"kind": "ready" if line["reason"] != "kyuushu" else "nine_terminals", "seat": seat,
                     "hand": hand, "points": line["deltas"][seat]})
    for seat in line.get("nagashi", []):
        rows.append({"kind": "nagashi_mangan", "seat": seat, "points": line["deltas"][seat]})
    listed = {row.get("seat") for row in rows}
    for seat, delta in enumerate(line["deltas"]):
        if delta and seat not in listed:
            rows.append({"kind": "pays", "seat": seat, "points": delta})
    return rows


def _match_ends(state: RiichiState, winners: list[int], dealer_stays: bool, drawn: bool) -> bool:
    """Advance the position; True when the match is over."""
    options = state.options
    honba = state.honba + 1 if (dealer_stays or drawn) else 0
    if options["tobi"] and any(score < 0 for score in state.scores):
        return True
    target = options["return_points"]
    extension = options["extension"]
    top = max(state.scores)
    if dealer_stays:
        dealer_won = state.dealer in winners
        if (
            options["agari_yame"]
            and dealer_won
            and (state.in_extension or _final_scheduled(state))
            and ranking(state)[0] == state.dealer
            and not (extension and top < target)
        ):
            return True
        state.honba = honba
        return False
    state.honba = honba
    state.dealer = (state.dealer + 1) % PLAYERS
    if state.in_extension:
        if top >= target or state.round_number == PLAYERS:
            return True
        state.round_number += 1
        return False
    if _final_scheduled(state):
        if extension and top < target and state.round_wind < 3:
            state.round_wind += 1
            state.round_number = 1
            state.in_extension = True
            return False
        return True
    state.round_number += 1
    if state.round_number > PLAYERS:
        state.round_wind += 1
        state.round_number = 1
    return False


def finish_match(state: RiichiState, events: list[Event]) -> None:
    """Leftover riichi sticks go to the leader; then oka and uma make the final points."""
    order = ranking(state)
    if state.sticks:
        state.scores[order[0]] += state.sticks * RIICHI_STICK
        state.sticks = 0
    order = ranking(state)
    uma = uma_table(state.options["uma"])
    start, back = state.options["start_points"], state.options["return_points"]
    points = [0] * PLAYERS
    for place, seat in enumerate(order):
        points[seat] = state.scores[seat] - back + uma[place] * 1000
    points[order[0]] += (back - start) * PLAYERS
    state.final_points = points
    state.over = True
    state.phase = "over"
    state.window = {}
    events.append(Event("match_end", {"scores": list(state.scores), "points": points, "ranking": order}))
