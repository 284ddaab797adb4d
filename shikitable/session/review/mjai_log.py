"""Decisions from an MJAI log (the riichi interchange format: JSON objects one a line, as
`shikitable mjai` writes and outside reviewers read). Each seat's picture is rebuilt from what it
could see with the engine's own MJAI mirror (the others' tiles stay hidden), so the review of
a log from elsewhere values moves exactly as for a match played here.

A malformed log is refused with its line number and the reason (MjaiLogError); rules the engine
does not play are named, and nothing is reviewed."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from shikitable.core.actions import Action
from shikitable.core.errors import BadOption
from shikitable.games.mahjong.riichi.mjai import jansou_rules
from shikitable.games.mahjong.riichi.mjai_mirror import MjaiError, MjaiMirror, rules_to_options, tile_kind
from shikitable.games.mahjong.riichi.tile_ids import RED_FIVE_SETS
from shikitable.session.files import UnreadableText, read_bounded_text
from shikitable.session.review.decisions import Decision

MAX_LOG_BYTES = 20 * 1024 * 1024
PLAYERS = 4
# events that may come between a discard and a seat's answer to it
_BETWEEN = ("reach_accepted", "dora")
_TURN_ANSWERS = ("dahai", "reach", "ankan", "kakan", "hora", "ryukyoku")
_CLAIMS = ("pon", "chi", "daiminkan", "hora")


class MjaiLogError(ValueError):
    """A log that cannot be reviewed; the message names the line and the reason."""


@dataclass
class MjaiLog:
    events: list[dict[str, Any]]
    lines: list[int]  # the line of the file each event came from
    options: dict[str, Any]
    names: list[str] | None


def looks_like_mjai(text: str) -> bool:
    """The first non-empty line is a JSON object with a "type" (an MJAI event)."""
    import json

    for line in text.splitlines():
        if line.strip():
            try:
                first = json.loads(line)
            except ValueError:
                return False
            return isinstance(first, dict) and "type" in first
    return False


def looks_like_tenhou6(text: str) -> bool:
    """A tenhou.net/6 log: one JSON object with the hands under "log"."""
    import json

    try:
        data = json.loads(text)
    except ValueError:
        return False
    return isinstance(data, dict) and isinstance(data.get("log"), list)


def mjai_from_tenhou6(text: str) -> str:
    """A tenhou.net/6 JSON log as MJAI text, converted by the jansou library (an optional
    dependency: its readers and writers for both formats are checked against Tenhou's logs)."""
    try:
        from jansou.io.mjai import dump_mjai
        from jansou.io.tenhou_json import parse_tenhou_json
    except ImportError:
        raise MjaiLogError("this is a tenhou.net/6 log: install the jansou library (pip install jansou) to read it, "
                           "or convert it to MJAI first") from None
    try:
        return str(dump_mjai(parse_tenhou_json(text.encode("utf-8"))))
    except Exception as error:  # noqa: BLE001 - the library's own reasons, told as one line
        raise MjaiLogError(f"the tenhou.net/6 log cannot be converted: {error}") from None


def read_mjai_text(text: str) -> MjaiLog:
    import json

    events: list[dict[str, Any]] = []
    lines: list[int] = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            event = json.loads(line)
        except ValueError as error:
            raise MjaiLogError(f"line {number}: not JSON ({error.args[0] if error.args else error})") from None
        if not isinstance(event, dict) or not isinstance(event.get("type"), str):
            raise MjaiLogError(f"line {number}: not an MJAI event (a JSON object with a \"type\")")
        events.append(event)
        lines.append(number)
    if not events:
        raise MjaiLogError("the log holds no MJAI events")
    if events[0]["type"] != "start_game":
        raise MjaiLogError(f"line {lines[0]}: the log must open with start_game, not {events[0]['type']!r}")
    options = _supported_options(events[0].get("rules"), lines[0])
    for event, number in zip(events, lines, strict=True):
        if event["type"] == "start_kyoku":
            tehais = event.get("tehais")
            if not isinstance(tehais, list) or len(tehais) != PLAYERS:
                count = len(tehais) if isinstance(tehais, list) else "no"
                raise MjaiLogError(
                    f"line {number}: the engine plays four-player riichi only; this hand deals {count} hands")
    names = events[0].get("names")
    return MjaiLog(events, lines, options, [str(n) for n in names] if isinstance(names, list) else None)


def read_mjai_file(path: str | Path) -> MjaiLog:
    try:
        text = read_bounded_text(
            path, MAX_LOG_BYTES, f"{path} is larger than {MAX_LOG_BYTES // (1024 * 1024)} MB: not an MJAI log")
    except UnreadableText as error:
        raise MjaiLogError(str(error)) from None
    return read_mjai_text(text)


def _supported_options(rules: Any, line: int) -> dict[str, Any]:
    """Our options for the log's rules; MjaiLogError naming any rule the engine does not play."""
    from shikitable.core.options import resolve_options
    from shikitable.games.mahjong.riichi.options import RIICHI_OPTIONS

    if rules is None:
        return {}
    if not isinstance(rules, Mapping):
        raise MjaiLogError(f"line {line}: start_game's rules must be a JSON object")
    # a rule our options do not set is one the engine plays one way only: as our exporter writes it
    fixed = jansou_rules(resolve_options(RIICHI_OPTIONS, {}))
    unknown = sorted(key for key in rules if not rules_to_options({key: rules[key]}) and key not in fixed)
    if unknown:
        raise MjaiLogError(f"line {line}: the log uses rules the engine does not know: {', '.join(unknown)}")
    other = sorted(key for key in rules if not rules_to_options({key: rules[key]}) and rules[key] != fixed[key])
    if other:
        played = ", ".join(f"{key} {rules[key]!r} (the engine plays {fixed[key]!r})" for key in other)
        raise MjaiLogError(f"line {line}: the log's rules are not the engine's: {played}")
    if rules.get("game_length", "S") not in ("E", "S"):
        raise MjaiLogError(f"line {line}: game_length {rules['game_length']!r} is not played (only E or S)")
    options = rules_to_options(rules)
    try:
        resolve_options(RIICHI_OPTIONS, options)
    except BadOption as error:
        raise MjaiLogError(f"line {line}: the log's rules cannot be played: {error}") from None
    return options


def decisions_from_mjai(log: MjaiLog, seat: int) -> list[Decision]:
    """Every decision of MJAI seat `seat` (0 = the first dealer) with more than one legal move.
    `position` is the index of the event that asked for the decision."""
    if seat not in range(PLAYERS):
        raise MjaiLogError(f"--seat must be 1 to {PLAYERS} for an MJAI log")
    mirror = MjaiMirror(seat, log.options)
    found: list[Decision] = []
    events, lines = log.events, log.lines
    for index, event in enumerate(events):
        if event["type"] == "start_game":
            event = {k: v for k, v in event.items() if k != "id"}  # the reviewed seat is ours to say
        try:
            mirror.feed(event)
        except MjaiError as error:
            raise MjaiLogError(f"line {lines[index]}: {error}") from None
        except (TypeError, ValueError) as error:
            raise MjaiLogError(f"line {lines[index]}: {event['type']} cannot be read ({error})") from None
        prompt = mirror.prompt
        if prompt not in ("turn", "claim", "rob"):
            continue
        legal = mirror.legal()
        if not legal:
            continue
        answer_at = _answer(events, index, seat, prompt)
        observation = mirror.observation()
        played = _played(events, answer_at, legal, observation, prompt)
        if played is None:
            where = lines[answer_at] if answer_at is not None else lines[index]
            raise MjaiLogError(f"line {where}: seat {seat}'s move is not legal here (it may do: "
                               f"{', '.join(str(a) for a in legal[:8])})")
        if prompt != "turn":
            mirror.passed(legal, played)
        if len(legal) > 1:
            found.append(Decision(index, seat, mirror.state.hand_number, observation, tuple(legal), played))
    return found


def _answer(events: Sequence[Mapping[str, Any]], index: int, seat: int, prompt: str | None) -> int | None:
    """The index of the seat's answer to the decision asked at `index` (None: it let a claim pass)."""
    for later in range(index + 1, len(events)):
        event = events[later]
        kind, actor = event["type"], event.get("actor")
        if prompt == "turn":
            if actor == seat and kind in _TURN_ANSWERS:
                return later
            if kind not in _BETWEEN:
                return None
            continue
        if kind in _BETWEEN or (kind == "hora" and actor != seat):
            continue  # a riichi stick laid, a new indicator, another seat's ron (a double ron)
        return later if actor == seat and kind in _CLAIMS else None
    return None


def _played(events: Sequence[Mapping[str, Any]], at: int | None, legal: list[Action],
            observation: Mapping[str, Any], prompt: str | None) -> Action | None:
    """The legal move the log's answer names; None when it names none."""
    reds = RED_FIVE_SETS[observation["red_fives"]]

    def face(tile: int) -> tuple[int, bool]:
        return tile >> 2, tile in reds

    def offered(*kinds: str) -> list[Action]:
        return [a for a in legal if a.kind in kinds]

    if at is None:
        passes = offered("pass")
        return passes[0] if passes and prompt != "turn" else None
    answer = events[at]
    kind = answer["type"]
    try:
        if kind == "hora":
            found = offered("tsumo", "ron")
        elif kind == "ryukyoku":
            found = offered("kyuushu")
        elif kind in ("dahai", "reach"):
            if kind == "reach":
                discard = next((e for e in events[at + 1:] if e["type"] == "dahai"), None)
                choices, answer = offered("riichi"), discard or {}
            else:
                choices = offered("discard")
            wanted = tile_kind(str(answer.get("pai")))
            found = [a for a in choices if face(a.cards[0]) == wanted]
            drawn = observation.get("drawn")
            found.sort(key=lambda a: (a.cards[0] != drawn) if answer.get("tsumogiri") else (a.cards[0] == drawn))
        elif kind in ("pon", "chi", "daiminkan"):
            wanted_faces = sorted(tile_kind(str(p)) for p in answer.get("consumed", []))
            found = [a for a in offered(kind) if sorted(face(t) for t in a.cards) == wanted_faces]
        elif kind == "ankan":
            kinds = {tile_kind(str(p))[0] for p in answer.get("consumed", [])}
            found = [a for a in offered("ankan") if {t >> 2 for t in a.cards} == kinds]
        elif kind == "kakan":
            wanted_face = tile_kind(str(answer.get("pai")))
            found = [a for a in offered("kakan") if face(a.cards[0]) == wanted_face]
        else:
            found = []
    except MjaiError:
        return None
    return found[0] if found else None
