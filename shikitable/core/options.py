"""Rule options declared as data: the new-game dialog, the rule book and saves read these."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
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
