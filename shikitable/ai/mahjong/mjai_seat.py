"""An outside MJAI bot at our table: a user-named command (a local Mortal, akochan, an mjai.app
entry, or `shikitable mjai-bot`) run as a child process that we speak MJAI to.

We talk as mjai.app does: one line per request, a JSON array of the events since the last one
(as the seat may see them: others' tiles "?"), and one answer line back. We only ask when the
seat must decide, so the last event of a request is the one to answer; a riichi is `reach`,
then (after we send the reach back) its `dahai`. The player id (MJAI's actor, counted from the
first dealer) is appended to the command, as mjai.app does, unless the command holds `{id}`.

A bot that answers late, with something that is not legal, or not at all makes `choose` raise,
and the table (or `play_match`) plays a random legal move for it and logs why, as for any
failing bot. After a late answer the process is restarted and sent the whole match so far in
one request (MJAI allows a start_game at any time), so a slow bot never answers the wrong
question."""

from __future__ import annotations

import collections
import json
import logging
import queue
import shlex
import subprocess
import threading
from collections.abc import Mapping, Sequence
from typing import IO, Any

from shikitable.ai.base import Bot
from shikitable.core.actions import Action
from shikitable.core.events import Event
from shikitable.games.mahjong.riichi.mjai import MjaiWriter
from shikitable.games.mahjong.riichi.mjai_mirror import MjaiError, tile_kind
from shikitable.games.mahjong.riichi.tile_ids import RED_FIVE_SETS

log = logging.getLogger(__name__)

DEFAULT_ANSWER_S = 5.0  # below the watchdog's 10 s, so our own restart happens first
STDERR_KEPT = 20  # lines of the bot's stderr kept for the error message
EXIT_GRACE_S = 0.5  # after its input ends, a bot has this long to stop before it is killed


class MjaiBotFailed(RuntimeError):
    """The MJAI bot could not give a legal answer this time."""


def command_words(command: str | Sequence[str]) -> list[str]:
    """A command line as its words; ValueError with the reason when it has none or bad quoting."""
    if isinstance(command, str):
        try:
            words = shlex.split(command)
        except ValueError as error:
            raise ValueError(f"cannot read the command {command!r}: {error}") from None
    else:
        words = list(command)
    if not words:
        raise ValueError("the MJAI bot command is empty")
    return words


class _Child:
    """The running command: lines in, lines out, with a time limit on each answer."""

    def __init__(self, words: list[str]) -> None:
        try:
            self.process = subprocess.Popen(
                words, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                text=True, encoding="utf-8", bufsize=1,
            )
        except OSError as error:
            raise MjaiBotFailed(f"cannot start {words[0]!r}: {error.strerror or error}") from None
        self.lines: queue.SimpleQueue[str | None] = queue.SimpleQueue()
        self.stderr: collections.deque[str] = collections.deque(maxlen=STDERR_KEPT)
        assert self.process.stdout is not None and self.process.stderr is not None
        threading.Thread(target=self._read, args=(self.process.stdout,), daemon=True).start()
        threading.Thread(target=self._drain, args=(self.process.stderr,), daemon=True).start()

    def _read(self, stream: IO[str]) -> None:
        for line in stream:
            if line.strip():
                self.lines.put(line)
        self.lines.put(None)  # the bot closed its output (it ended)

    def _drain(self, stream: IO[str]) -> None:
        for line in stream:
            self.stderr.append(line.rstrip())

    def tell(self, events: list[dict[str, Any]]) -> None:
        stdin = self.process.stdin
        assert stdin is not None
        try:
            stdin.write(json.dumps(events, separators=(",", ":"), ensure_ascii=False) + "\n")
            stdin.flush()
        except OSError as error:
            raise MjaiBotFailed(f"the bot is gone ({error.strerror or error}){self._last_words()}") from None

    def ask(self, events: list[dict[str, Any]], seconds: float) -> dict[str, Any]:
        self.tell(events)
        try:
            line = self.lines.get(timeout=seconds)
        except queue.Empty:
            raise MjaiBotFailed(f"no answer within {seconds:g} s") from None
        if line is None:
            self.lines.put(None)  # still gone for whoever asks next
            raise MjaiBotFailed(f"the bot ended{self._last_words()}")
        try:
            answer = json.loads(line)
        except json.JSONDecodeError:
            raise MjaiBotFailed(f"answered {line.strip()[:120]!r}, which is not JSON") from None
        if not isinstance(answer, dict):
            raise MjaiBotFailed(f"answered {line.strip()[:120]!r}, which is not an MJAI action")
        return answer

    def _last_words(self) -> str:
        return (": " + " | ".join(self.stderr)) if self.stderr else ""

    def close(self) -> None:
        try:
            if self.process.stdin is not None:
                self.process.stdin.close()
        except OSError:
            pass
        try:
            self.process.wait(timeout=EXIT_GRACE_S)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


class MjaiSeatBot(Bot):
    """A riichi seat played by an MJAI command. Feed it the seat's event views with `see`."""

    name = "mjai"
    watches_events = True

    def __init__(self, command: str | Sequence[str], seed: int | None = None,
                 answer_seconds: float = DEFAULT_ANSWER_S, label: str = "") -> None:
        super().__init__(seed)
        self.words = command_words(command)
        self.answer_seconds = answer_seconds
        self.label = label or self.words[0]
        self.views: list[Event] = []  # events (as the seat sees them) not yet written as MJAI
        self.writer: MjaiWriter | None = None
        self.sent = 0  # MJAI events of writer.out already sent
        self.child: _Child | None = None
        self.seat = 0
        self.restart = False  # the child fell behind: start afresh with the whole match
        self.skip_own_reach = False  # our reach was already sent back to the bot
        self.told: set[int] = set()  # indexes of writer.out the running bot already had (that reach)
        self.complaints: list[str] = []  # what the bot wrote on stderr (kept when it stops)
        self.lock = threading.Lock()  # `see` (the table's thread) against `choose` (a worker)

    # --- events ------------------------------------------------------------------------------

    def see(self, events: Sequence[Event]) -> None:
        with self.lock:
            self.views.extend(events)
        if self.writer is not None and any(e.kind == "match_end" for e in events):
            self._finish()

    def _catch_up(self, observation: Mapping[str, Any]) -> None:
        if self.writer is None:
            self.seat = int(observation["seat"])
            self.writer = self._fresh_writer(int(observation["first_dealer"]), observation["red_fives"])
        with self.lock:
            views, self.views = self.views, []
        for view in views:
            before = len(self.writer.out)
            self._write(view)
            if self.skip_own_reach:
                for index in range(before, len(self.writer.out)):
                    event = self.writer.out[index]
                    if event["type"] == "reach" and event.get("actor") == self.writer.actor(self.seat):
                        self.told.add(index)  # kept for a fresh process, not sent twice to this one
                        self.skip_own_reach = False
                        break

    def _fresh_writer(self, first_dealer: int, red_fives: int) -> MjaiWriter:
        """A writer holding only the match's start_game."""
        writer = MjaiWriter(first_dealer, red_fives)
        writer.out.append({"type": "start_game", "id": writer.actor(self.seat),
                           "names": [f"Player {a + 1}" for a in range(4)]})
        return writer

    def _write(self, view: Event) -> None:
        """One event, as the seat saw it, into the MJAI stream (a game with more to it reads its own first)."""
        assert self.writer is not None
        self.writer.add(view)

    def _pending(self) -> list[dict[str, Any]]:
        assert self.writer is not None
        if self.restart:  # a fresh process: the whole match, nothing told before
            self.restart, self.sent, self.told = False, 0, set()
        events = [e for i, e in enumerate(self.writer.out[self.sent:], self.sent) if i not in self.told]
        self.sent = len(self.writer.out)
        return events

    def _child(self) -> _Child:
        if self.child is None:
            words = [w.replace("{id}", str(self.writer.actor(self.seat))) for w in self.words] \
                if self.writer is not None else self.words
            if self.writer is not None and not any("{id}" in w for w in self.words):
                words.append(str(self.writer.actor(self.seat)))
            self.child = _Child(words)
        return self.child

    def _ask(self, events: list[dict[str, Any]]) -> dict[str, Any]:
        child = self._child()
        try:
            return child.ask(events, self.answer_seconds)
        except MjaiBotFailed:
            # whatever it says later would answer the wrong question: start it afresh next time
            self._start_afresh()
            raise

    def _start_afresh(self) -> None:
        """Stop the bot; the next decision starts a new one and tells it the whole match."""
        if self.child is not None:
            self.child.close()
            self.complaints.extend(self.child.stderr)
        self.child, self.restart, self.skip_own_reach = None, True, False

    # --- deciding ------------------------------------------------------------------------------

    def choose(self, observation: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        self._catch_up(observation)
        answer = self._ask(self._pending())
        try:
            return self._legal_answer(answer, observation, legal)
        except MjaiError as error:
            if self.skip_own_reach:  # it was told its reach stood, and another move will be played
                self._start_afresh()
            raise MjaiBotFailed(f"{self.label} answered {json.dumps(answer)[:160]}: {error}") from None

    def _legal_answer(self, answer: Mapping[str, Any], observation: Mapping[str, Any],
                      legal: Sequence[Action]) -> Action:
        kind = answer.get("type")
        reds = RED_FIVE_SETS[observation["red_fives"]]

        def face(tile: int) -> tuple[int, bool]:
            return tile >> 2, tile in reds

        def offered(*kinds: str) -> list[Action]:
            return [a for a in legal if a.kind in kinds]

        if kind == "none":
            found = offered("pass")
        elif kind == "hora":
            found = offered("tsumo", "ron")
        elif kind == "ryukyoku":
            found = offered("kyuushu")
        elif kind == "dahai":
            found = self._discard(answer, offered("discard"), observation, face)
        elif kind == "reach":
            riichis = offered("riichi")
            if not riichis:
                raise MjaiError("riichi is not allowed now")
            assert self.writer is not None
            self.sent = len(self.writer.out)
            self.skip_own_reach = True
            dahai = self._ask([{"type": "reach", "actor": self.writer.actor(self.seat)}])
            if dahai.get("type") != "dahai":
                raise MjaiError(f"after reach it answered {dahai.get('type')!r}, not dahai")
            found = self._discard(dahai, riichis, observation, face)
        elif kind in ("pon", "chi", "daiminkan"):
            wanted = sorted(tile_kind(p) for p in answer.get("consumed", []))
            found = [a for a in offered(kind) if sorted(face(t) for t in a.cards) == wanted]
        elif kind == "ankan":
            kinds = {tile_kind(p)[0] for p in answer.get("consumed", [])}
            found = [a for a in offered("ankan") if {t >> 2 for t in a.cards} == kinds]
        elif kind == "kakan":
            wanted_face = tile_kind(str(answer.get("pai")))
            found = [a for a in offered("kakan") if face(a.cards[0]) == wanted_face]
        else:
            raise MjaiError(f"{kind!r} is not an MJAI action")
        if not found:
            raise MjaiError("that is not a legal move now")
        return found[0]

    @staticmethod
    def _discard(answer: Mapping[str, Any], choices: list[Action], observation: Mapping[str, Any],
                 face: Any) -> list[Action]:
        wanted = tile_kind(str(answer.get("pai")))
        matching = [a for a in choices if face(a.cards[0]) == wanted]
        drawn = observation.get("drawn")
        if answer.get("tsumogiri"):
            matching.sort(key=lambda a: a.cards[0] != drawn)
        else:
            matching.sort(key=lambda a: a.cards[0] == drawn)
        return matching

    # --- the end -----------------------------------------------------------------------------

    def _finish(self) -> None:
        """Tell the bot how the match ended (mjai.app sends end_game too), then stop it."""
        with self.lock:
            views, self.views = self.views, []
        assert self.writer is not None
        for view in views:
            self._write(view)
        if self.child is not None and not self.restart:
            try:
                self.child.tell(self._pending())  # its answer is not awaited: the match is over
            except MjaiBotFailed:
                pass
        self.close()

    def close(self) -> None:
        if self.child is not None:
            self.child.close()
            self.complaints.extend(self.child.stderr)
            self.child = None
