"""The one save and replay format: game id + players + options + seed + action log
(+ optional explicit deck orders), as JSON with a format version."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from shikitable.core.actions import Action

FORMAT = "shikitable-match"
FORMAT_VERSION = 1


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
            if not isinstance(data.get(key), kind):
                raise BadSave(f"broken save: field {key!r} is missing or has the wrong type")
        actions: list[tuple[int, Action]] = []
        for index, entry in enumerate(data["actions"]):
            try:
                seat, raw = entry
                if not isinstance(seat, int):
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
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    temporary = target.with_suffix(target.suffix + ".tmp")
    temporary.write_text(json.dumps(save.to_json(), ensure_ascii=False, indent=1), encoding="utf-8")
    temporary.replace(target)  # never leave a half-written save behind


def read_save(path: str | Path) -> SaveData:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except FileNotFoundError:
        raise BadSave(f"no such file: {path}") from None
    except (OSError, UnicodeDecodeError) as error:
        raise BadSave(f"cannot read {path}: {error}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise BadSave(f"{path} is not valid JSON (line {error.lineno}, column {error.colno})") from None
    return SaveData.from_json(data)
