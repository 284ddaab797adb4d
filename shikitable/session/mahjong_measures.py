"""The measures riichi players judge a player by, counted from a match's events: win rate,
deal-in rate, riichi rate, call rate (hands with an open call), average win value, average
placement and rank points (uma) - and a duplicate per hand, where each hand is dealt from the
same wall for every seating, so the luck of the tiles cancels hand by hand.

Counted from the riichi engine's events (deal, discard, call, win, match_end), which Magic: the
Mahjong plays through as well."""

from __future__ import annotations

import math
import statistics
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from shikitable.ai.base import Bot
from shikitable.core.events import Event
from shikitable.core.game import Game
from shikitable.session.simulate import bot_moves
from shikitable.session.watchdog import BotWatchdog

MEASURED_GAMES = frozenset({"riichi", "magic"})
OPEN_CALLS = frozenset({"pon", "chi", "daiminkan"})
RATES = ("win_rate", "deal_in_rate", "riichi_rate", "call_rate")


@dataclass
class SeatRecord:
    """One seat's hands and matches: per hand (won, dealt in, riichi, called), win values,
    placements (1 = top) and uma (thousands of points)."""

    hands: list[tuple[bool, bool, bool, bool]] = field(default_factory=list)
    win_values: list[float] = field(default_factory=list)
    placements: list[float] = field(default_factory=list)
    uma: list[float] = field(default_factory=list)

    def extend(self, other: SeatRecord) -> None:
        self.hands.extend(other.hands)
        self.win_values.extend(other.win_values)
        self.placements.extend(other.placements)
        self.uma.extend(other.uma)


class Tally:
    """Listens to a match's events and keeps a SeatRecord per seat."""

    def __init__(self, players: int, uma: Sequence[int] = (), places: bool = True) -> None:
        """`places`: count placements at the match's end (not for a single hand, which may end
        a match by a bust but says nothing of where a match would have ended)."""
        self.records = [SeatRecord() for _ in range(players)]
        self.uma = list(uma)
        self.places = places
        self._open: list[list[bool]] | None = None  # the hand in play: per seat won, dealt in, riichi, called

    def feed(self, events: Iterable[Event]) -> None:
        for event in events:
            data = event.data
            kind = event.kind
            if kind == "deal":
                self._close()
                self._open = [[False] * 4 for _ in self.records]
            elif self._open is None:
                continue
            elif kind == "discard" and data.get("riichi"):
                self._open[data["seat"]][2] = True
            elif kind == "call" and data.get("kind") in OPEN_CALLS:
                self._open[data["seat"]][3] = True
            elif kind == "win":
                self._open[data["seat"]][0] = True
                self.records[data["seat"]].win_values.append(float(data.get("value", data["deltas"][data["seat"]])))
                if data.get("from") is not None:
                    self._open[data["from"]][1] = True
            if kind == "match_end" and "ranking" in data and self.places:
                self._close()
                for place, seat in enumerate(data["ranking"]):
                    self.records[seat].placements.append(place + 1.0)
                    if self.uma:
                        self.records[seat].uma.append(float(self.uma[place]))

    def _close(self) -> None:
        if self._open is not None:
            for seat, flags in enumerate(self._open):
                self.records[seat].hands.append((flags[0], flags[1], flags[2], flags[3]))
            self._open = None

    def finish(self) -> list[SeatRecord]:
        self._close()
        return self.records


def interval(samples: Sequence[float], digits: int = 3) -> dict[str, float | None]:
    """Mean and 95% interval (normal approximation, mean ± 1.96 standard errors); None where
    there are too few samples (JSON null, which every reader takes, unlike Infinity)."""
    if not samples:
        return {"mean": None, "ci95_low": None, "ci95_high": None, "n": 0}
    mean = statistics.fmean(samples)
    if len(samples) < 2:
        return {"mean": round(mean, digits), "ci95_low": None, "ci95_high": None, "n": 1}
    half = 1.96 * statistics.stdev(samples) / math.sqrt(len(samples))
    return {"mean": round(mean, digits), "ci95_low": round(mean - half, digits),
            "ci95_high": round(mean + half, digits), "n": len(samples)}


def measures(record: SeatRecord) -> dict[str, dict[str, float | None]]:
    """The report of one bot (its seats' records put together). Rates are per hand; the hands
    of one match are not independent, so read their intervals as a little too narrow."""
    report = {
        name: interval([1.0 if flags[i] else 0.0 for flags in record.hands])
        for i, name in enumerate(RATES)
    }
    report["win_value"] = interval(record.win_values, 1)
    if record.placements:
        report["placement"] = interval(record.placements)
    if record.uma:
        report["uma"] = interval(record.uma)
    return report


def uma_of(game: Game[Any], options: Mapping[str, Any] | None) -> list[int]:
    """The uma by place (thousands) under the match's rules; none for a game without uma."""
    from shikitable.core.options import resolve_options

    resolved = resolve_options(game.options, dict(options or {}))
    if "uma" not in resolved:
        return []
    from shikitable.games.mahjong.riichi.match import uma_table

    return list(uma_table(resolved["uma"]))


def play_hand(
    game: Game[Any],
    bots: Sequence[Bot],
    seed: int,
    watchdog: BotWatchdog,
    options: Mapping[str, Any] | None = None,
) -> tuple[list[float], list[SeatRecord]]:
    """The first hand of the match `seed` deals (its wall and dealer fixed by the seed, so every
    seating gets the same hand): each seat's points won or lost in it, and its records."""
    state = game.setup(len(bots), options, seed)
    tally = Tally(len(bots), places=False)
    opening = getattr(state, "opening_events", None)
    tally.feed(opening or ())
    # Magic deals its first hand after its cards; games without opening events are dealt at setup
    dealt = opening is None or any(e.kind == "deal" for e in opening)
    first = game.deal_number(state)
    if first is None:
        raise ValueError(f"{game.id} does not tell its deals apart: --per-hand does not apply")
    before = game.standings(state)
    watchers = [(seat, bot) for seat, bot in enumerate(bots) if getattr(bot, "watches_events", False)]
    for seat, bot in watchers:
        bot.see([e.seen_by(seat) for e in opening or ()])
    for events in bot_moves(game, state, bots, watchdog):
        for seat, bot in watchers:  # a bot that follows the play (MJAI, 開樽's stakes) hears it, as in a match
            bot.see([e.seen_by(seat) for e in events])
        if not dealt:
            tally.feed(events)
            if any(e.kind == "deal" for e in events):
                dealt, first, before = True, game.deal_number(state), game.standings(state)
            continue
        if game.deal_number(state) != first:
            tally.feed(e for e in events if e.kind != "deal")  # the next hand's deal is not this hand's
            break
        tally.feed(events)
    after = game.standings(state)
    assert after is not None and before is not None
    return [a - b for a, b in zip(after, before, strict=True)], tally.finish()
