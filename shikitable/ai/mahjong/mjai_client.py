"""Our riichi bots as MJAI bots (`shikitable mjai-bot`): MJAI events in, one action out.

The protocol is mjai.app's: each input line is a JSON array of events (a single event object is
taken too), and every line gets exactly one answer line, `{"type":"none"}` when there is nothing
to do. A riichi is two answers, as in MJAI: `reach` first, then the `dahai` once the simulator
sends the reach back. The player id comes from the start_game's `id`, else from the command line."""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping
from typing import IO, Any

from shikitable.ai import make_bot
from shikitable.ai.base import Bot
from shikitable.core.actions import Action
from shikitable.games.mahjong.riichi.mjai_mirror import MjaiError, MjaiMirror
from shikitable.games.mahjong.riichi.tile_ids import RED_FIVE_SETS, mjai_tile

NONE: dict[str, Any] = {"type": "none"}


class MjaiClient:
    """One seat: keeps the mirror up to date and answers for `bot`."""

    def __init__(self, bot: Bot, seat: int = 0) -> None:
        self.bot = bot
        self.mirror = MjaiMirror(seat)
        self.riichi_tile: int | None = None  # the tile to discard once our reach comes back

    def react(self, events: list[Mapping[str, Any]]) -> dict[str, Any]:
        for event in events:
            self.mirror.feed(event)
        prompt = self.mirror.prompt
        if prompt == "riichi":
            tile, self.riichi_tile = self.riichi_tile, None
            if tile is None:
                raise MjaiError("a reach of ours came back that we never declared")
            return self._dahai(tile)
        legal = self.mirror.legal()
        if not legal:
            return dict(NONE)
        action = self.bot.choose(self.mirror.observation(), list(legal))
        if prompt in ("claim", "rob"):
            self.mirror.passed(legal, action)
        return self._to_mjai(action)

    def _name(self, tile: int) -> str:
        return mjai_tile(tile, RED_FIVE_SETS[self.mirror.options["red_fives"]])

    def _dahai(self, tile: int) -> dict[str, Any]:
        player = self.mirror.state.hands[self.mirror.seat]
        return {"type": "dahai", "actor": self.mirror.seat, "pai": self._name(tile), "tsumogiri": tile == player.drawn}

    def _to_mjai(self, action: Action) -> dict[str, Any]:
        state, seat = self.mirror.state, self.mirror.seat
        player = state.hands[seat]
        kind = action.kind
        if kind == "discard":
            return self._dahai(action.cards[0])
        if kind in ("riichi", "open_riichi"):
            self.riichi_tile = action.cards[0]
            return {"type": "reach", "actor": seat}
        if kind == "tsumo" and player.drawn is not None:
            return {"type": "hora", "actor": seat, "target": seat, "pai": self._name(player.drawn)}
        if kind == "ron":
            if state.robbed is not None and state.phase == "rob":
                target, tile = state.robbed[0], state.robbed[1].cards[0]
            else:
                assert state.last_discard is not None
                target, tile = state.last_discard
            return {"type": "hora", "actor": seat, "target": target, "pai": self._name(tile)}
        if kind in ("pon", "chi", "daiminkan"):
            assert state.last_discard is not None
            target, tile = state.last_discard
            return {"type": kind, "actor": seat, "target": target, "pai": self._name(tile),
                    "consumed": [self._name(t) for t in action.cards]}
        if kind == "ankan":
            return {"type": "ankan", "actor": seat, "consumed": [self._name(t) for t in action.cards]}
        if kind == "kakan":
            added = action.cards[0]
            pon = next(m for m in player.melds if m.kind == "pon" and m.tiles[0] >> 2 == added >> 2)
            return {"type": "kakan", "actor": seat, "pai": self._name(added),
                    "consumed": [self._name(t) for t in pon.tiles]}
        if kind == "kyuushu":
            return {"type": "ryukyoku", "actor": seat, "reason": "kyushukyuhai"}
        return dict(NONE)  # pass


def parse_line(line: str) -> list[Mapping[str, Any]]:
    """The events of one input line; MjaiError when it is not MJAI."""
    try:
        data = json.loads(line)
    except json.JSONDecodeError as error:
        raise MjaiError(f"not JSON ({error.msg})") from None
    events = data if isinstance(data, list) else [data]
    if not all(isinstance(e, dict) and isinstance(e.get("type"), str) for e in events):
        raise MjaiError("each event must be an object with a 'type'")
    return events


def serve(level: str, seat: int, stdin: IO[str], stdout: IO[str], stderr: IO[str], seed: int | None = None) -> int:
    """Answer MJAI lines until stdin ends. A line we cannot follow gets `none` and a note on
    stderr (the simulator decides what a wrong answer costs); it never ends the bot."""
    client = MjaiClient(make_bot("riichi", level, seed), seat)
    for line in stdin:
        if not line.strip():
            continue
        try:
            answer = client.react(parse_line(line))
        except (MjaiError, KeyError, ValueError, TypeError, IndexError) as error:
            print(f"mjai-bot: {type(error).__name__}: {error}", file=stderr, flush=True)
            answer = dict(NONE)
        stdout.write(json.dumps(answer, separators=(",", ":")) + "\n")
        stdout.flush()
    return 0


def main(level: str, seat: int, seed: int | None = None) -> int:
    return serve(level, seat, sys.stdin, sys.stdout, sys.stderr, seed)
