"""Rule options declared as data: the new-game dialog, the rule book and saves read these."""

from __future__ import annotations

import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from shikitable.core.errors import BadOption


@dataclass(frozen=True)
class Option:
    name: str
    default: Any
    choices: tuple[Any, ...] = ()  # empty: any int in [minimum, maximum]
    label_en: str = ""
    label_ja: str = ""
    help_en: str = ""
    help_ja: str = ""
    minimum: int | None = None
    maximum: int | None = None
    choice_labels_en: tuple[str, ...] = ()
    choice_labels_ja: tuple[str, ...] = ()

    def check(self, value: Any) -> Any:
        if self.choices:
            if value not in self.choices:
                allowed = ", ".join(str(c) for c in self.choices)
                raise BadOption(f"option {self.name!r}: {value!r} is not one of {allowed}")
            return value
        if isinstance(self.default, bool):
            if not isinstance(value, bool):
                raise BadOption(f"option {self.name!r} must be true or false, not {value!r}")
            return value
        if isinstance(self.default, int):
            if isinstance(value, bool) or not isinstance(value, int):
                raise BadOption(f"option {self.name!r} must be a whole number, not {value!r}")
            if self.minimum is not None and value < self.minimum:
                raise BadOption(f"option {self.name!r} must be at least {self.minimum}")
            if self.maximum is not None and value > self.maximum:
                raise BadOption(f"option {self.name!r} must be at most {self.maximum}")
        return value


def resolve_options(declared: Sequence[Option], given: Mapping[str, Any] | None) -> dict[str, Any]:
    """Defaults filled in, unknown names and bad values refused with a clear message."""
    given = dict(given or {})
    by_name = {o.name: o for o in declared}
    unknown = sorted(set(given) - set(by_name))
    if unknown:
        raise BadOption(f"unknown option(s): {', '.join(unknown)}; known: {', '.join(by_name)}")
    return {o.name: o.check(given[o.name]) if o.name in given else o.default for o in declared}


# What a switch of an options table may say besides its choices (the Option fields of the same names).
_TABLE_KEYS = ("default", "label_en", "label_ja", "help_en", "help_ja", "minimum", "maximum")
_CHOICE_KEYS = {"value", "en", "ja"}


def read_options(path: Path) -> tuple[Option, ...]:
    """A game's switches from its options table: a TOML file beside the game with one table a
    switch, in the new-game dialog's order. A choice lists each value with its labels, so a
    value and its words cannot drift apart; a switch without choices is a yes/no or a number."""
    return tuple(_switch(path.name, name, table) for name, table in read_table(path).items())


def read_table(path: Path) -> dict[str, Any]:
    """A shipped TOML table; a malformed one is refused with its file named."""
    with path.open("rb") as file:
        try:
            return tomllib.load(file)
        except tomllib.TOMLDecodeError as error:
            raise ValueError(f"{path.name}: {error}") from None


def _switch(file: str, name: str, table: Any) -> Option:
    where = f"{file}: switch {name!r}"
    if not isinstance(table, dict) or "default" not in table:
        raise ValueError(f"{where} needs a table with a default")
    unknown = set(table) - {*_TABLE_KEYS, "choices"}
    if unknown:
        raise ValueError(f"{where}: unknown key(s) {', '.join(sorted(unknown))}")
    listed = table.get("choices", [])
    if any(not isinstance(c, dict) or set(c) != _CHOICE_KEYS for c in listed):
        raise ValueError(f"{where}: each choice is {{ value = …, en = …, ja = … }}")
    option = Option(
        name,
        choices=tuple(c["value"] for c in listed),
        choice_labels_en=tuple(c["en"] for c in listed),
        choice_labels_ja=tuple(c["ja"] for c in listed),
        **{key: table[key] for key in _TABLE_KEYS if key in table},
    )
    if option.choices and option.default not in option.choices:
        raise ValueError(f"{where}: the default {option.default!r} is not one of its choices")
    return option
