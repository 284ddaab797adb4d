"""One table on the server: the match (a MatchHost, the only copy of the state), who sits
where, the seat tokens, who is connected, and the bots the server runs for it.

Everything a client learns comes from `view` and the events: the engine's observation for its seat and
the events as `Event.view_for(seat)` shows them; a spectator gets the seat=None view, and the
whole match (seed and log) only once it is over."""

from __future__ import annotations

import asyncio
import hmac
import logging
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from shikitable.ai.base import Bot
from shikitable.ai.child_process import make_table_bot
from shikitable.core.actions import Action
from shikitable.core.errors import IllegalAction
from shikitable.core.events import Event
from shikitable.net import protocol as p
from shikitable.net.patch import make_patch
from shikitable.net.peer import Peer
from shikitable.session.host import MatchHost
from shikitable.session.watchdog import DEFAULT_TIME_LIMIT_S, BotWatchdog

log = logging.getLogger(__name__)

TOKEN_BYTES = 18
# the bot that moves for a remote seat whose turn timer ran out
TIMER_LEVEL = "heuristic"


@dataclass
class Slot:
    """A seat: a remote player's (with a token once taken) or a server bot's."""

    kind: str  # p.REMOTE or p.BOT
    name: str
    level: str | None = None  # a bot's level
    token: str | None = None  # issued when a player first takes the seat
    taken_over: str | None = None  # a bot level now playing for a remote seat gone past its grace
    connections: set[Peer] = field(default_factory=set)
    away_since: float | None = None

    @property
    def bot_level(self) -> str | None:
        return self.level if self.kind == p.BOT else self.taken_over

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "name": self.name, "level": self.level, "token": self.token,
                "taken_over": self.taken_over}


class Table:
    def __init__(
        self,
        table_id: str,
        host: MatchHost,
        slots: list[Slot],
        settings: p.Settings,
        on_change: Callable[[Table], None],
        bot_time_limit_s: float = DEFAULT_TIME_LIMIT_S,
    ) -> None:
        self.id = table_id
        self.host = host
        self.slots = slots
        self.settings = settings
        self.on_change = on_change  # the server keeps its table list (and the announcement) current
        self.spectators: set[Peer] = set()
        # the connection that opened the table keeps it from being let go until it leaves or goes:
        # a table of quick bots may end before its creator's `spectate` arrives, and a finished
        # table nobody watches is let go
        self.creator: Peer | None = None
        self.started = all(s.kind != p.REMOTE or s.token is not None for s in slots)
        self.watchdog = BotWatchdog(bot_time_limit_s, seed=host.seed)
        self._bots: dict[tuple[int, str], Bot] = {}
        self._thinking: dict[int, int] = {}  # seat -> the version its bot is deciding at
        self._timers: dict[int, asyncio.TimerHandle] = {}  # seat -> its turn timer
        self._deadlines: dict[int, float] = {}
        self._grace: dict[int, asyncio.TimerHandle] = {}
        self.takeovers: list[dict[str, Any]] = []  # the record of bots that played for absent seats
        self.closed = False

    # --- seats ----------------------------------------------------------------------------

    def seat_of_token(self, token: str) -> int | None:
        """The seat whose token this is, compared in constant time as UTF-8 bytes: a token of any
        characters is only ever a wrong one (compare_digest takes ASCII text only)."""
        offered = token.encode("utf-8", "surrogatepass")
        found = None
        for seat, slot in enumerate(self.slots):
            if slot.token is not None and hmac.compare_digest(slot.token.encode("utf-8"), offered):
                found = seat
        return found

    def open_seats(self) -> list[int]:
        return [seat for seat, slot in enumerate(self.slots) if slot.kind == p.REMOTE and slot.token is None]

    def seat_player(self, peer: Peer, seat: int, reclaim: bool) -> str:
        """Put `peer` at `seat`: a new player gets a fresh token, a returning one keeps it."""
        slot = self.slots[seat]
        if not reclaim:
            slot.token = secrets.token_urlsafe(TOKEN_BYTES)
            slot.name = peer.name or slot.name
        for old in slot.connections - {peer}:  # the seat moves to the new connection (the old one is
            old.seats.discard((self.id, seat))  # often a dead one the server has not noticed yet)
            self.forget(old, seat)
        slot.connections = {peer}
        slot.away_since = None
        if seat in self._grace:
            self._grace.pop(seat).cancel()
        if slot.taken_over is not None:
            self.takeovers.append({"seat": seat, "back_at_action": len(self.host.log)})
            slot.taken_over = None
        peer.seats.add((self.id, seat))
        assert slot.token is not None
        if not self.started and not self.open_seats():
            self.started = True
        self.on_change(self)
        return slot.token

    def leave(self, peer: Peer) -> None:
        """`peer` has gone (or left the table): its seats wait for it through the grace period."""
        self.spectators.discard(peer)
        peer.watching.discard(self.id)
        if self.creator is peer:
            self.creator = None
        self.forget(peer, None)
        for seat, slot in enumerate(self.slots):
            if peer in slot.connections:
                slot.connections.discard(peer)
                peer.seats.discard((self.id, seat))
                self.forget(peer, seat)
                if not slot.connections:
                    slot.away_since = time.monotonic()
                    self.start_grace(seat)
        self.send_presence()
        self.on_change(self)

    def start_grace(self, seat: int) -> None:
        if self.settings.bot_after_grace is None or self.host.over or self.closed:
            return
        loop = asyncio.get_running_loop()
        self._grace[seat] = loop.call_later(self.settings.grace_s, self._grace_over, seat)

    def _grace_over(self, seat: int) -> None:
        self._grace.pop(seat, None)
        slot = self.slots[seat]
        if slot.connections or self.closed or self.settings.bot_after_grace is None:
            return
        slot.taken_over = self.settings.bot_after_grace
        self.takeovers.append({"seat": seat, "level": slot.taken_over, "from_action": len(self.host.log)})
        log.info("table %s: a %s bot plays for seat %d after the grace period", self.id, slot.taken_over, seat)
        self.send_presence()
        self.on_change(self)
        self.kick()

    # --- views ------------------------------------------------------------------------------

    def presence(self) -> dict[str, Any]:
        now = time.monotonic()
        seats = []
        for seat, slot in enumerate(self.slots):
            seats.append({
                "seat": seat,
                "name": slot.name,
                "kind": slot.kind,
                "level": slot.level,
                "taken": slot.kind == p.BOT or slot.token is not None,
                "connected": slot.kind == p.BOT or bool(slot.connections),
                "away_s": round(now - slot.away_since, 1) if slot.away_since is not None else None,
                "bot_playing": slot.bot_level,
            })
        return {"table": self.id, "seats": seats, "spectators": len(self.spectators), "started": self.started}

    def summary(self) -> dict[str, Any]:
        return {
            "table": self.id,
            "game": self.host.game.id,
            "players": self.host.players,
            "open_seats": self.open_seats(),
            "seats": self.presence()["seats"],
            "started": self.started,
            "over": self.host.over,
            "actions": len(self.host.log),
            "settings": self.settings.to_json(),
        }

    def view(self, seat: int | None, common: dict[str, Any] | None = None) -> dict[str, Any]:
        """What `seat` (None: a spectator) sees of the match now, as protocol 2 patches it: a
        function of the version alone (the turn timer, which runs on, travels beside it).
        `common`: the parts every seat sees alike (`common_view`), made once for all."""
        host = self.host
        if common is None:
            common = self.common_view()
        to_act = common["to_act"]
        legal = host.legal_actions(seat) if seat is not None and seat in to_act else []
        return {
            "observation": host.observation(seat),
            "legal": [a.to_json() for a in legal],
            **common,
        }

    def common_view(self) -> dict[str, Any]:
        """The parts of the view that are the same for every seat: who acts, the result."""
        host = self.host
        to_act = list(host.to_act()) if self.started else []
        result = host.result()
        return {"to_act": to_act, "over": host.over, "result": result.to_json() if result else None}

    def _deadline(self, seat: int | None) -> dict[str, Any]:
        if seat is not None and seat in self._deadlines:
            return {"turn_deadline_s": round(max(0.0, self._deadlines[seat] - time.monotonic()), 1)}
        return {}

    def send_snapshot(self, peer: Peer, seat: int | None, re: int | None = None) -> None:
        """The whole view of `seat` to `peer`: every event so far, and protocol 2's base to patch."""
        view = self.view(seat)
        fields: dict[str, Any] = {} if re is None else {"re": re}
        fields.update(table=self.id, seat=seat, version=self.host.version, **view,
                      events=self.host.events_for(seat), **self._deadline(seat), game=self.host.game.id,
                      players=self.host.players, settings=self.settings.to_json(), presence=self.presence())
        peer.sent[(self.id, seat)] = (self.host.version, view)
        peer.post(p.encode(p.SNAPSHOT, peer.protocol, **fields))

    def send_presence(self) -> None:
        self._send_all(self._audience(), p.PRESENCE, self.presence())

    def _send_all(self, peers: set[Peer], kind: str, fields: dict[str, Any]) -> None:
        """One message to many: encoded once for each protocol version among them."""
        texts: dict[int, str] = {}
        for peer in peers:
            if peer.protocol not in texts:
                texts[peer.protocol] = p.encode(kind, peer.protocol, **fields)
            peer.post(texts[peer.protocol])

    def _audience(self) -> set[Peer]:
        peers = set(self.spectators)
        for slot in self.slots:
            peers |= slot.connections
        return peers

    def broadcast(self, events: list[Event]) -> None:
        """After a change: each held seat its own update, spectators the public one. Protocol 1
        gets the whole view each time; protocol 2 what changed since the view it last got."""
        common = self.common_view()
        for seat, slot in enumerate(self.slots):
            if slot.connections:
                self._update(slot.connections, seat, events, common)
        if self.spectators:
            self._update(self.spectators, None, events, common)
        if self.host.over:
            self._send_all(self._audience(), p.RECORD, {"table": self.id, "save": self.host.save_data().to_json(),
                                                        "takeovers": self.takeovers})

    def _update(self, peers: set[Peer], seat: int | None, events: list[Event], common: dict[str, Any]) -> None:
        version, view = self.host.version, self.view(seat, common)
        head = {"table": self.id, "seat": seat, "version": version, "events": self.host.events_for(seat, events),
                **self._deadline(seat)}
        whole: str | None = None
        patched: dict[int, str] = {}  # id of the base view -> the patch message from it
        key = (self.id, seat)
        for peer in peers:
            base = peer.sent.get(key)
            if peer.protocol == 1:
                if whole is None:
                    whole = p.encode(p.UPDATE, 1, **head, **view)
                peer.post(whole)
            elif base is None:
                self.send_snapshot(peer, seat)
                continue
            else:
                text = patched.get(id(base[1]))
                if text is None:
                    text = patched[id(base[1])] = p.encode(p.UPDATE, peer.protocol, **head, base=base[0],
                                                           patch=make_patch(base[1], view))
                peer.post(text)
            peer.sent[key] = (version, view)

    def forget(self, peer: Peer, seat: int | None) -> None:
        """`peer` no longer follows `seat` here: no base is kept for it."""
        peer.sent.pop((self.id, seat), None)

    def chat(self, peer: Peer, text: str) -> None:
        seats = sorted(seat for table, seat in peer.seats if table == self.id)
        self._send_all(self._audience(), p.CHAT,
                       {"table": self.id, "seat": seats[0] if seats else None, "name": peer.name, "text": text})

    # --- acting -------------------------------------------------------------------------------

    def act(self, seat: int, version: int, action: Action) -> None:
        """A remote player's move; ProtocolError says why it is refused (nothing changes then)."""
        if not self.started:
            raise p.ProtocolError(p.NOT_YOUR_TURN, "the table is waiting for its players")
        if version != self.host.version:
            raise p.ProtocolError(p.STALE, f"the table has moved on (version {self.host.version}, not {version})")
        if seat not in self.host.to_act():
            raise p.ProtocolError(p.NOT_YOUR_TURN, "it is not this seat's turn")
        self._apply(seat, action)

    def _apply(self, seat: int, action: Action) -> None:
        try:
            events = self.host.submit_replaying_on_fault(seat, action)
        except IllegalAction as error:
            raise p.ProtocolError(p.ILLEGAL, error.reason) from None
        self._settle_timers()
        self.broadcast(events)
        if self.host.over:
            self._close_bots()  # search bots think in processes of their own: free them now
            self.on_change(self)
        self.kick()

    def kick(self) -> None:
        """Let every bot whose seat may act now start thinking; start remote seats' timers."""
        if not self.started or self.closed:
            return
        version = self.host.version
        for seat in self.host.to_act():
            level = self.slots[seat].bot_level
            if level is not None:
                if self._thinking.get(seat) != version:
                    self._thinking[seat] = version
                    asyncio.get_running_loop().create_task(self._bot_move(seat, level, version))
            elif self.settings.turn_timer_s is not None and seat not in self._timers:
                self._deadlines[seat] = time.monotonic() + self.settings.turn_timer_s
                self._timers[seat] = asyncio.get_running_loop().call_later(
                    self.settings.turn_timer_s, self._timer_ran_out, seat, version
                )

    def _settle_timers(self) -> None:
        """Timers of seats that no longer have to act stop (one that acted starts afresh)."""
        waiting = set(self.host.to_act())
        for seat in list(self._timers):
            if seat not in waiting or self.host.log[-1][0] == seat:
                self._timers.pop(seat).cancel()
                self._deadlines.pop(seat, None)

    def _timer_ran_out(self, seat: int, version: int) -> None:
        self._timers.pop(seat, None)
        self._deadlines.pop(seat, None)
        if self.closed or seat not in self.host.to_act():
            return
        log.info("table %s: seat %d ran out of time; a bot moves for it", self.id, seat)
        asyncio.get_running_loop().create_task(self._bot_move(seat, TIMER_LEVEL, self.host.version))

    def _bot(self, seat: int, level: str) -> Bot:
        key = (seat, level)
        if key not in self._bots:
            try:
                self._bots[key] = make_table_bot(self.host.game.id, level, self.host.seed * 31 + seat)
            except KeyError:  # no such bot for this game: the random one never fails
                self._bots[key] = make_table_bot(self.host.game.id, "random", self.host.seed * 31 + seat)
        return self._bots[key]

    async def _bot_move(self, seat: int, level: str, version: int) -> None:
        bot = self._bot(seat, level)
        observation = self.host.observation(seat)
        legal = self.host.legal_actions(seat)
        if level == "random":
            action = bot.choose(observation, legal)  # instant and cannot fail: no thread needed
        else:
            action = await asyncio.to_thread(self.watchdog.choose, seat, bot, observation, legal)
        if self._thinking.get(seat) == version:
            del self._thinking[seat]
        if self.closed or self.host.version != version or seat not in self.host.to_act():
            self.kick()  # the table moved on while it thought: think again if still its turn
            return
        try:
            self._apply(seat, action)
        except p.ProtocolError as error:  # the watchdog only hands back listed moves; say so if not
            log.error("table %s: bot at seat %d played an illegal move: %s", self.id, seat, error.reason)

    def has_audience(self) -> bool:
        """Someone sits or watches here, or its creator may yet (it is sent nothing meanwhile)."""
        return self.creator is not None or bool(self._audience())

    def close(self) -> None:
        self.closed = True
        self.host.release_claim()  # the match may be taken up again (a restarted server, a window)
        for handle in [*self._timers.values(), *self._grace.values()]:
            handle.cancel()
        self._close_bots()

    def _close_bots(self) -> None:
        for bot in self._bots.values():
            closer = getattr(bot, "close", None)
            if closer is not None:
                closer()
        self._bots.clear()

    def to_json(self) -> dict[str, Any]:
        """What the server keeps on disk to take the table up again after a restart."""
        return {
            "match_id": self.host.store_id,
            "slots": [s.to_json() for s in self.slots],
            "settings": self.settings.to_json(),
            "takeovers": self.takeovers,
        }
