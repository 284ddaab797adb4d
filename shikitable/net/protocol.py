"""The network protocol's one schema: every message type, its fields, their limits, and the
check every incoming message passes before the server looks at it (docs/protocol.md is the
prose version of this file; keep the two together).

A message is one WebSocket text frame holding one JSON object with `"v": PROTOCOL_VERSION`
and `"type"`. A client may add `"id"` (a small number of its choosing); the server's answer
to that message (the reply or a refusal) carries it back as `"re"`.

Pure Python and Qt-free: the server, the asyncio client, tests and bots all import it."""

from __future__ import annotations

import json
import math
from collections.abc import Mapping
from dataclasses import asdict, dataclass
from json import encoder as json_encoder
from typing import Any

from shikitable.core.actions import Action

# The newest protocol version; a connection speaks the version its hello was sent in (its "v"),
# and the server speaks every version in PROTOCOLS.
PROTOCOL_VERSION = 2
PROTOCOLS = (1, 2)
DEFAULT_PORT = 8765
# An incoming message longer than this is refused (the connection stays open); one longer
# than the transport limit closes the connection (code 1009), since reading it is the harm.
MAX_MESSAGE_BYTES = 64 * 1024
TRANSPORT_LIMIT_BYTES = 1024 * 1024
# What a client accepts from the server: a snapshot carries the whole history of a long match.
CLIENT_RECEIVE_LIMIT_BYTES = 32 * 1024 * 1024
MAX_NAME_CHARS = 32
MAX_CHAT_CHARS = 300
MAX_TOKEN_CHARS = 64
MAX_TABLE_ID_CHARS = 16
MAX_ACTION_CARDS = 64
MAX_SEATS = 8
MAX_OPTIONS = 64
MAX_WORD_CHARS = 64  # an action kind, a game id, an option name, a bot level, a short text
MAX_INT = 2**53  # JSON numbers beyond this lose precision in a web page

# --- client -> server -----------------------------------------------------------------------
HELLO = "hello"  # name: who is at this connection
LIST_TABLES = "list_tables"
CREATE_TABLE = "create_table"  # game, players, seats, options, settings
JOIN = "join"  # table, seat (null: any open seat), token (to take back a seat)
SPECTATE = "spectate"  # table
ACT = "act"  # table, seat, token, version, action
CHAT = "chat"  # table, text
LEAVE = "leave"  # table: stop watching or give up the seat's connection (the seat stays yours)
BYE = "bye"  # closing the connection on purpose
RESYNC = "resync"  # table, seat (null: the spectator's view): protocol 2, send me that whole view again

# --- server -> client -----------------------------------------------------------------------
WELCOME = "welcome"  # protocol, server, limits
TABLES = "tables"  # tables: [table summary]
TABLE_CREATED = "table_created"  # table
SEATED = "seated"  # table, seat, token, name
SPECTATING = "spectating"  # table
SNAPSHOT = "snapshot"  # the whole view of one seat (or of a spectator): after join / reconnect
UPDATE = "update"  # what changed for one seat after an action: new events, observation, legal
RECORD = "record"  # table, save: the whole match (seed and log), sent to everyone once it is over
PRESENCE = "presence"  # table, seats (connected marks, away times), spectators
REFUSED = "refused"  # reason (for a player), code (for a program), of (the refused type)
# CHAT is also sent by the server: table, seat (null for a spectator), name, text

CLIENT_TYPES = (HELLO, LIST_TABLES, CREATE_TABLE, JOIN, SPECTATE, ACT, CHAT, LEAVE, BYE, RESYNC)
SERVER_TYPES = (WELCOME, TABLES, TABLE_CREATED, SEATED, SPECTATING, SNAPSHOT, UPDATE, RECORD, PRESENCE, REFUSED, CHAT)

# seat kinds in create_table
REMOTE = "remote"  # an open seat a player joins over the network
BOT = "bot"  # a bot the server runs (with a level)
SEAT_KINDS = (REMOTE, BOT)

# refusal codes (the reason text says the same for a player)
BAD_JSON = "bad_json"
TOO_BIG = "too_big"
BAD_MESSAGE = "bad_message"
BAD_VERSION = "bad_version"
NOT_HELLO = "hello_first"
RATE = "rate_limited"
NO_TABLE = "no_table"
NO_SEAT = "no_seat"
BAD_TOKEN = "bad_token"
NOT_YOUR_TURN = "not_your_turn"
STALE = "stale"
ILLEGAL = "illegal"
BAD_GAME = "bad_game"
FULL = "server_full"
INTERNAL = "internal"  # a fault of the server's own: logged there; the message changed nothing


class ProtocolError(Exception):
    """An incoming message the server refuses; `code` for programs, `reason` for players."""

    def __init__(self, code: str, reason: str) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason
        self.re: int | None = None  # the refused message's id, when it could be read
        self.of: str | None = None  # its type, when it could be read


@dataclass(frozen=True)
class Settings:
    """A table's network settings, chosen by whoever creates it."""

    grace_s: float = 120.0  # how long a dropped seat is kept for its player
    bot_after_grace: str | None = None  # a bot level that plays for a seat gone past the grace
    turn_timer_s: float | None = None  # a remote seat that takes longer gets a bot's move
    hints: bool = False  # the table's move hints allowed to remote players
    undo: bool = False  # undo allowed (not offered over the network in this version)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)  # every field is a plain JSON value

    @staticmethod
    def from_json(data: Any, levels: tuple[str, ...]) -> Settings:
        if data is None:
            return Settings()
        if not isinstance(data, dict) or len(data) > 8:
            raise ProtocolError(BAD_MESSAGE, "settings must be an object")
        unknown = set(data) - {"grace_s", "bot_after_grace", "turn_timer_s", "hints", "undo"}
        if unknown:
            raise ProtocolError(BAD_MESSAGE, f"unknown setting {sorted(unknown)[0]!r}")
        grace = _number(data.get("grace_s", 120.0), "grace_s", 0.0, 86400.0)
        timer = data.get("turn_timer_s")
        if timer is not None:
            timer = _number(timer, "turn_timer_s", 1.0, 3600.0)
        level = data.get("bot_after_grace")
        if level is not None and level not in levels:
            raise ProtocolError(BAD_MESSAGE, f"bot_after_grace must be one of {', '.join(levels)}")
        hints, undo = data.get("hints", False), data.get("undo", False)
        if type(hints) is not bool or type(undo) is not bool:
            raise ProtocolError(BAD_MESSAGE, "hints and undo are true or false")
        return Settings(grace, level, timer, hints, undo)


def _number(value: Any, name: str, low: float, high: float) -> float:
    if type(value) not in (int, float) or not math.isfinite(value) or not low <= value <= high:
        raise ProtocolError(BAD_MESSAGE, f"{name} must be a number from {low:g} to {high:g}")
    return float(value)


# --- field checks -------------------------------------------------------------------------


def _int(message: Mapping[str, Any], name: str, low: int = 0, high: int = MAX_INT, optional: bool = False) -> Any:
    value = message.get(name)
    if value is None and optional:
        return None
    if type(value) is not int or not low <= value <= high:
        raise ProtocolError(BAD_MESSAGE, f"{name} must be a whole number from {low} to {high}")
    return value


def _text(message: Mapping[str, Any], name: str, limit: int, optional: bool = False) -> Any:
    value = message.get(name)
    if value is None and optional:
        return None
    if not isinstance(value, str) or not value or len(value) > limit:
        raise ProtocolError(BAD_MESSAGE, f"{name} must be text of 1 to {limit} characters")
    _encodable(value, name)
    return value


def _encodable(value: str, name: str) -> None:
    """Refuse a lone surrogate (valid in JSON text, not in UTF-8): it could never be sent on."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise ProtocolError(BAD_MESSAGE, f"{name} is not valid Unicode text") from None


# Explicit bidi formatting (embeddings, overrides, isolates, marks): they reorder the text around
# them, so "evil\u202etxt.exe" would show as another text; dropped. ZWJ/ZWNJ (U+200C/D) stay: some
# scripts and emoji need them, and they move nothing.
BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
LINE_SEPARATORS = frozenset("\u2028\u2029")


def plain_text(text: str) -> str:
    """Chat and names as plain text: C0 and C1 control characters (line breaks included) and
    the Unicode line/paragraph separators become spaces, bidi controls are dropped, the ends
    are trimmed. Every script's ordinary letters stay; markup stays as written (clients show it
    as text, never render it)."""
    kept = []
    for ch in text:
        if ch in BIDI_CONTROLS:
            continue
        code = ord(ch)
        kept.append(" " if code < 32 or 0x7F <= code < 0xA0 or ch in LINE_SEPARATORS else ch)
    return "".join(kept).strip()


def _action(message: Mapping[str, Any]) -> Action:
    data = message.get("action")
    if not isinstance(data, dict) or set(data) - {"kind", "cards", "arg"}:
        raise ProtocolError(BAD_MESSAGE, "action must be an object with kind, cards and arg")
    kind, cards, arg = data.get("kind"), data.get("cards", []), data.get("arg")
    if not isinstance(kind, str) or not 0 < len(kind) <= MAX_WORD_CHARS:
        raise ProtocolError(BAD_MESSAGE, "an action's kind is a short word")
    if not isinstance(cards, list) or len(cards) > MAX_ACTION_CARDS:
        raise ProtocolError(BAD_MESSAGE, f"an action's cards are a list of at most {MAX_ACTION_CARDS} numbers")
    if any(type(card) is not int or not 0 <= card < 100_000 for card in cards):
        raise ProtocolError(BAD_MESSAGE, "an action's cards are card numbers")
    if arg is not None and not (
        (type(arg) is int and -MAX_INT <= arg <= MAX_INT) or (isinstance(arg, str) and len(arg) <= MAX_WORD_CHARS)
    ):
        raise ProtocolError(BAD_MESSAGE, "an action's arg is a number or a short word")
    _encodable(kind, "an action's kind")
    if isinstance(arg, str):
        _encodable(arg, "an action's arg")
    return Action.make(kind, cards, arg)


def _seats(message: Mapping[str, Any]) -> list[dict[str, Any]]:
    seats = message.get("seats")
    if not isinstance(seats, list) or not 1 <= len(seats) <= MAX_SEATS:
        raise ProtocolError(BAD_MESSAGE, f"seats must be a list of 1 to {MAX_SEATS} seats")
    checked = []
    for seat in seats:
        if not isinstance(seat, dict) or set(seat) - {"kind", "level", "name"}:
            raise ProtocolError(BAD_MESSAGE, "each seat is an object with kind, level and name")
        kind = seat.get("kind")
        if kind not in SEAT_KINDS:
            raise ProtocolError(BAD_MESSAGE, f"a seat's kind is one of {', '.join(SEAT_KINDS)}")
        level = _text(seat, "level", MAX_WORD_CHARS, optional=True)
        name = _text(seat, "name", MAX_NAME_CHARS, optional=True)
        if kind == BOT and level is None:
            raise ProtocolError(BAD_MESSAGE, "a bot seat needs a level")
        checked.append({"kind": kind, "level": level, "name": plain_text(name) if name else None})
    return checked


def _options(message: Mapping[str, Any]) -> dict[str, Any]:
    options = message.get("options", {})
    if not isinstance(options, dict) or len(options) > MAX_OPTIONS:
        raise ProtocolError(BAD_MESSAGE, "options must be an object of rule options")
    for name, value in options.items():
        if len(name) > MAX_WORD_CHARS:
            raise ProtocolError(BAD_MESSAGE, "an option's name is a short word")
        _encodable(name, "an option's name")
        if not (type(value) in (int, bool) or (isinstance(value, str) and len(value) <= MAX_WORD_CHARS)):
            raise ProtocolError(BAD_MESSAGE, "an option's value must be a number, a word or true/false")
        if isinstance(value, str):
            _encodable(value, "an option's value")
        if type(value) is int and not -MAX_INT <= value <= MAX_INT:
            raise ProtocolError(BAD_MESSAGE, "an option's number is out of range")
    return dict(options)


_REQUIRED: dict[str, tuple[str, ...]] = {
    HELLO: ("name",),
    LIST_TABLES: (),
    CREATE_TABLE: ("game", "players", "seats"),
    JOIN: ("table",),
    SPECTATE: ("table",),
    ACT: ("table", "seat", "token", "version", "action"),
    CHAT: ("table", "text"),
    LEAVE: ("table",),
    BYE: (),
    RESYNC: ("table",),
}
_ALLOWED: dict[str, frozenset[str]] = {
    HELLO: frozenset({"name"}),
    LIST_TABLES: frozenset(),
    CREATE_TABLE: frozenset({"game", "players", "seats", "options", "settings", "seed"}),
    JOIN: frozenset({"table", "seat", "token"}),
    SPECTATE: frozenset({"table"}),
    ACT: frozenset({"table", "seat", "token", "version", "action"}),
    CHAT: frozenset({"table", "text"}),
    LEAVE: frozenset({"table"}),
    BYE: frozenset(),
    RESYNC: frozenset({"table", "seat"}),
}


def readable_id(raw: str | bytes) -> int | None:
    """The `id` of a message, if it is a JSON object with a valid one (for the `re` of a
    refusal that comes before or instead of the full check); None otherwise."""
    if isinstance(raw, bytes):
        try:
            raw = raw.decode("utf-8")
        except UnicodeDecodeError:
            return None
    try:
        message = json.loads(raw)  # leniently (NaN allowed): only the id is wanted
    except (ValueError, RecursionError):
        return None
    return _id_of(message)


def _id_of(message: Any) -> int | None:
    if isinstance(message, dict):
        value = message.get("id")
        if type(value) is int and 0 <= value <= MAX_INT:
            return value
    return None


def decode(raw: str | bytes, protocol: int | None = None) -> dict[str, Any]:
    """An incoming client message, checked field by field: its type's fields only, each of
    the right type and size. `protocol` is the version the connection speaks (None before its
    hello: any version the server speaks). Raises ProtocolError saying what is wrong, with the
    message's id (`re`) and type (`of`) when they could be read; the result holds the checked
    values (an `action` as an Action, a `name` and `text` as plain text)."""
    message: Any = None
    try:
        if isinstance(raw, bytes):
            raise ProtocolError(BAD_MESSAGE, "send messages as text frames (UTF-8 JSON), not binary")
        size = len(raw.encode("utf-8", "surrogatepass"))
        try:  # an oversized message is read too (the transport already bounds it): for its id
            message = _DECODER.decode(raw)
        except (ValueError, RecursionError):
            message = {"id": readable_id(raw)}  # NaN and the like are not JSON, but the id may be
            if size <= MAX_MESSAGE_BYTES:
                raise ProtocolError(BAD_JSON, "the message is not JSON") from None
        if size > MAX_MESSAGE_BYTES:
            raise ProtocolError(TOO_BIG, f"a message may be at most {MAX_MESSAGE_BYTES} bytes, this one is {size}")
        return _check(message, protocol)
    except ProtocolError as error:
        error.re = _id_of(message)
        kind = message.get("type") if isinstance(message, dict) else None
        error.of = kind if isinstance(kind, str) and kind in _REQUIRED else None
        raise


def _check(message: Any, protocol: int | None) -> dict[str, Any]:  # noqa: C901 - one check per type, in order
    if not isinstance(message, dict):
        raise ProtocolError(BAD_MESSAGE, "a message is a JSON object")
    version = message.get("v")
    if type(version) is not int or version not in PROTOCOLS:
        raise ProtocolError(BAD_VERSION, f"this server speaks protocol versions {', '.join(map(str, PROTOCOLS))}")
    if protocol is not None and version != protocol:
        raise ProtocolError(BAD_VERSION, f"this connection speaks protocol version {protocol} (said in its hello)")
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in _REQUIRED:
        raise ProtocolError(BAD_MESSAGE, f"unknown message type {str(kind)[:MAX_WORD_CHARS]!r}")
    extra = set(message) - _ALLOWED[kind] - {"v", "type", "id"}
    if extra:
        raise ProtocolError(BAD_MESSAGE, f"{kind} has no field {sorted(extra)[0][:MAX_WORD_CHARS]!r}")
    missing = [name for name in _REQUIRED[kind] if name not in message]
    if missing:
        raise ProtocolError(BAD_MESSAGE, f"{kind} needs {', '.join(missing)}")
    if kind == RESYNC and version < 2:
        raise ProtocolError(BAD_MESSAGE, "resync is a message of protocol version 2")
    checked: dict[str, Any] = {"type": kind, "id": _int(message, "id", optional=True), "v": version}
    if kind == HELLO:
        name = plain_text(_text(message, "name", MAX_NAME_CHARS))
        if not name:
            raise ProtocolError(BAD_MESSAGE, "name must have a visible character")
        checked["name"] = name
    if kind in (JOIN, SPECTATE, ACT, CHAT, LEAVE, RESYNC):
        checked["table"] = _text(message, "table", MAX_TABLE_ID_CHARS)
    if kind == CREATE_TABLE:
        checked["game"] = _text(message, "game", MAX_WORD_CHARS)
        checked["players"] = _int(message, "players", 1, MAX_SEATS)
        checked["seats"] = _seats(message)
        checked["options"] = _options(message)
        checked["settings"] = message.get("settings")  # checked against the bot levels by the server
        checked["seed"] = _int(message, "seed", 0, 2**62, optional=True)
    if kind == JOIN:
        checked["seat"] = _int(message, "seat", 0, MAX_SEATS - 1, optional=True)
        checked["token"] = _text(message, "token", MAX_TOKEN_CHARS, optional=True)
    if kind == RESYNC:
        checked["seat"] = _int(message, "seat", 0, MAX_SEATS - 1, optional=True)
    if kind == ACT:
        checked["seat"] = _int(message, "seat", 0, MAX_SEATS - 1)
        checked["token"] = _text(message, "token", MAX_TOKEN_CHARS)
        checked["version"] = _int(message, "version")
        checked["action"] = _action(message)
    if kind == CHAT:
        text = plain_text(_text(message, "text", MAX_CHAT_CHARS))
        if not text:
            raise ProtocolError(BAD_MESSAGE, "a chat message needs a visible character")
        checked["text"] = text
    return checked


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


# one decoder for every message (json.loads with an option builds one each call)
_DECODER = json.JSONDecoder(parse_constant=_no_constant)


def encode(kind: str, protocol: int = PROTOCOL_VERSION, /, **fields: Any) -> str:
    """A message as sent: compact JSON with the protocol version (positional: the fields may
    hold a `version` and a `protocol` of their own)."""
    return dumps({"v": protocol, "type": kind, **fields})


_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))
# json.dumps with options builds an encoder, and the encoder its C core, for every call: a third
# of the time of a small message. Built once here (json.dumps's own output, without its check
# for cycles: the server's values are trees); the pure-Python encoder where there is no C one.
_MAKE_C = getattr(json_encoder, "c_make_encoder", None)  # not in the typeshed stubs: private
_C_STRING = getattr(json_encoder, "c_encode_basestring", None)
_C_ENCODE = (_MAKE_C(None, _ENCODER.default, _C_STRING, None, ":", ",", False, False, True)
             if _MAKE_C is not None and _C_STRING is not None else None)


def dumps(value: Any) -> str:
    """`value` as compact JSON text (UTF-8 characters as they are), as json.dumps writes it."""
    if _C_ENCODE is not None:
        return "".join(_C_ENCODE(value, 0))
    return _ENCODER.encode(value)


def action_json(action: Action) -> dict[str, Any]:
    return action.to_json()


def refusal(code: str, reason: str, of: str | None = None, re: int | None = None,
            version: int = PROTOCOL_VERSION) -> str:
    fields: dict[str, Any] = {"code": code, "reason": reason}
    if of is not None:
        fields["of"] = of
    if re is not None:
        fields["re"] = re
    return encode(REFUSED, version, **fields)
