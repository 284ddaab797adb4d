"""The one save and replay format: game id + players + options + seed + action log
(+ optional explicit deck orders), as JSON with a format version."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from shikitable.core.actions import Action
from shikitable.session.files import atomic_write_text

FORMAT = "shikitable-match"
FORMAT_VERSION = 1
MAX_SAVE_BYTES = 20 * 1024 * 1024  # a real match is a few hundred KB at most


class BadSave(Exception):
    """A save or replay file that cannot be used; the message says why."""


@dataclass
class SaveData:
    game: str
    players: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    actions: list[tuple[int, Action]] = field(default_factory=list)
    decks: list[list[int]] | None = None
    seat_names: list[str] | None = None
    seat_kinds: list[str] | None = None  # "human" or a bot level, so a loaded match seats its AIs again

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            "game": self.game,
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
            "actions": [[seat, action.to_json()] for seat, action in self.actions],
        }
        if self.decks is not None:
            data["decks"] = [list(d) for d in self.decks]
        if self.seat_names is not None:
            data["seat_names"] = list(self.seat_names)
        if self.seat_kinds is not None:
            data["seat_kinds"] = list(self.seat_kinds)
        return data

    @staticmethod
    def from_json(data: Any) -> SaveData:
        if not isinstance(data, dict):
            raise BadSave("not a shikitable save: the file does not hold a JSON object")
        if data.get("format") != FORMAT:
            raise BadSave("not a shikitable save: the 'format' field is missing or belongs to another program")
        version = data.get("version")
        if version != FORMAT_VERSION:
            raise BadSave(f"save format version {version!r} is not supported (this program reads {FORMAT_VERSION})")
        for key, kind in (("game", str), ("players", int), ("seed", int), ("options", dict), ("actions", list)):
            value = data.get(key)
            if not isinstance(value, kind) or isinstance(value, bool):
                raise BadSave(f"broken save: field {key!r} is missing or has the wrong type")
        if not -(2**63) <= data["seed"] < 2**63:
            raise BadSave("broken save: the seed is not a 64-bit number")
        actions: list[tuple[int, Action]] = []
        for index, entry in enumerate(data["actions"]):
            try:
                seat, raw = entry
                if type(seat) is not int:
                    raise ValueError("seat must be a number")
                actions.append((seat, Action.from_json(raw)))
            except (TypeError, ValueError) as error:
                raise BadSave(f"broken save: action {index + 1} cannot be read ({error})") from None
        decks = data.get("decks")
        if decks is not None and (
            not isinstance(decks, list)
            or not all(isinstance(d, list) and all(isinstance(c, int) for c in d) for d in decks)
        ):
            raise BadSave("broken save: 'decks' must be lists of card numbers")
        names = data.get("seat_names")
        kinds = data.get("seat_kinds")
        if names is not None and not (isinstance(names, list) and all(isinstance(n, str) for n in names)):
            raise BadSave("broken save: 'seat_names' must be a list of names")
        return SaveData(
            game=data["game"],
            players=data["players"],
            seed=data["seed"],
            options=dict(data["options"]),
            actions=actions,
            decks=decks,
            seat_names=list(names) if isinstance(names, list) else None,
            seat_kinds=[str(k) for k in kinds] if isinstance(kinds, list) else None,
        )


def write_save(path: str | Path, save: SaveData) -> None:
    """All or nothing: an existing file is replaced only by a complete new one (OSError says why)."""
    atomic_write_text(path, json.dumps(save.to_json(), ensure_ascii=False, indent=1))


def read_save(path: str | Path) -> SaveData:
    """A save file, checked: too big, too deeply nested, not JSON or not ours is a BadSave with
    the reason. A UTF-8 byte-order mark (some editors write one) is accepted."""
    source = Path(path)
    try:
        if source.is_dir():
            raise BadSave(f"{path} is a folder, not a save file")
        size = source.stat().st_size
        if size > MAX_SAVE_BYTES:
            raise BadSave(f"{path} is too large for a save ({size // (1024 * 1024)} MB; the limit is 20 MB)")
        with source.open("rb") as stream:
            raw = stream.read(MAX_SAVE_BYTES + 1)
    except FileNotFoundError:
        raise BadSave(f"no such file: {path}") from None
    except OSError as error:
        raise BadSave(f"cannot read {path}: {error.strerror or error}") from None
    if len(raw) > MAX_SAVE_BYTES:
        raise BadSave(f"{path} is too large for a save (the limit is 20 MB)")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise BadSave(f"{path} is not UTF-8 text (byte {error.start})") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise BadSave(f"{path} is not valid JSON (line {error.lineno}, column {error.colno})") from None
    except ValueError:  # a number of thousands of digits: Python refuses to read it
        raise BadSave(f"{path} holds a number far too long to be a save's") from None
    except RecursionError:
        raise BadSave(f"{path} is nested too deeply to be a save") from None
    return SaveData.from_json(data)
