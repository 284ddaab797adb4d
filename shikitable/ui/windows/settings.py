"""User settings as a JSON file in the user config directory. Qt-free so it can be tested alone.

A corrupt file is never fatal: it is renamed aside (settings.json.corrupt-<timestamp>), the
defaults are used, and the caller gets a message to show on the status bar. Each field is
checked on its own: a malformed one falls back to its default, a copy of the file is kept aside
(settings.json.bad-<timestamp>) and the message names the fields ignored."""

from __future__ import annotations

import json
import logging
import math
import os
import shutil
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from shikitable.session.files import atomic_write_text, data_dir, set_aside

log = logging.getLogger(__name__)

CONFIG_ENV = "SHIKITABLE_CONFIG_DIR"
FILE_NAME = "settings.json"
LANGUAGES = ("ja", "zh", "en")  # zh: Simplified Chinese (zh_CN)
# Animation speed: a duration factor; 0 means instant (tests, impatient players).
ANIMATION_SPEEDS = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
WAITS_HINTS = ("off", "request", "always")  # the waits hint: never, on request (Play → Show waits), always
THEMES = ("light", "dark", "high_contrast")  # the window and the table cloth (shikitable/ui/windows/theme.py)
BOT_SPEEDS = {"slow": 1200, "normal": 600, "fast": 200, "instant": 0}  # bot delay in ms


def system_language() -> str:
    """Japanese for a Japanese system locale, Simplified Chinese for any Chinese one (zh_CN,
    zh_SG, zh_TW… all read Simplified here, the only Chinese we have), else English (the
    interface's source)."""
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(variable, "").lower()
        if value:
            return "ja" if value.startswith("ja") else "zh" if value.startswith("zh") else "en"
    return "en"


@dataclass
class Settings:
    language: str = field(default_factory=system_language)
    animation_speed: str = "normal"
    bot_delay_ms: int = 600
    four_colour_cards: bool = False  # playing cards: ♦ blue and ♣ green (decks that have the art)
    window_geometry: str = ""  # QWidget.saveGeometry() as hex
    last_game: str = "taxot"
    last_players: int = 0  # 0: the game's default
    last_options: dict[str, dict[str, Any]] = field(default_factory=dict)  # game id -> option values
    last_seats: list[dict[str, str]] = field(default_factory=list)  # [{"name":..., "kind":...}]
    undo_against_bots: bool = True  # a lone human against bots may take moves back
    bot_time_limit_s: float = 10.0  # a bot thinking longer is replaced by a random legal move
    waits_hint: str = "request"
    auto_pass: bool = False  # pass claim windows for me unless I can win
    auto_win: bool = False  # declare a win for me as soon as I can
    card_pause_s: int = 3  # Magic: a card window's prompt passes by itself after this many seconds (0: waits)
    mjai_bots: dict[str, str] = field(default_factory=dict)  # name -> command of an outside MJAI bot
    theme: str = "light"
    high_contrast_cards: bool = False  # card faces drawn with darker ink on whiter paper
    reduced_motion: bool = False  # no card flies, turns or flips: every move shows at once
    show_announcements: bool = False  # the spoken-move line (the screen reader's) shown on the table too
    player_name: str = ""  # the name last given to join a network game (the Join dialog offers it again)
    show_table_list: bool = False  # the "On the table" list shown without an active screen reader

    @property
    def animation_factor(self) -> float:
        """How long moves take, as a factor of the usual; 0 when motion is turned off."""
        if self.reduced_motion:
            return 0.0
        return ANIMATION_SPEEDS.get(self.animation_speed, 1.0)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @staticmethod
    def from_json(data: Any) -> Settings:
        """Known keys of the right shape are taken; anything else keeps its default."""
        return Settings.checked(data)[0]

    @staticmethod
    def checked(data: Any) -> tuple[Settings, list[str]]:
        """The settings and the names of the fields that were malformed (each left at its
        default). Unknown keys are ignored silently: a newer version may have written them."""
        if not isinstance(data, dict):
            raise ValueError("settings file does not hold a JSON object")
        settings = Settings()
        bad: list[str] = []
        for f in fields(Settings):
            if f.name not in data:
                continue
            value = data[f.name]
            valid = _VALIDATORS[f.name]
            if valid(value):
                setattr(settings, f.name, value)
            else:
                bad.append(f.name)
        return settings, bad


def _is_int(value: Any) -> bool:
    return type(value) is int


def _is_str(value: Any) -> bool:
    return type(value) is str


def _seat_entries(value: Any) -> bool:
    return isinstance(value, list) and all(
        isinstance(entry, dict) and all(type(k) is str and type(v) is str for k, v in entry.items()) for entry in value
    )


def _options_by_game(value: Any) -> bool:
    return isinstance(value, dict) and all(
        type(game) is str and isinstance(options, dict) and all(type(k) is str for k in options)
        for game, options in value.items()
    )


def _geometry(value: Any) -> bool:
    if type(value) is not str:
        return False
    try:
        bytes.fromhex(value)
    except ValueError:
        return False
    return True


def _time_limit(value: Any) -> bool:
    return type(value) in (int, float) and math.isfinite(value) and 0.1 <= value <= 600


_VALIDATORS: dict[str, Callable[[Any], bool]] = {
    "language": lambda v: v in LANGUAGES,
    "animation_speed": lambda v: _is_str(v) and v in ANIMATION_SPEEDS,
    "bot_delay_ms": lambda v: _is_int(v) and 0 <= v <= 5000,
    "window_geometry": _geometry,
    "last_game": _is_str,
    "last_players": lambda v: _is_int(v) and 0 <= v <= 64,
    "last_options": _options_by_game,
    "last_seats": _seat_entries,
    "undo_against_bots": lambda v: type(v) is bool,
    "four_colour_cards": lambda v: type(v) is bool,
    "bot_time_limit_s": _time_limit,
    "waits_hint": lambda v: v in WAITS_HINTS,
    "auto_pass": lambda v: type(v) is bool,
    "auto_win": lambda v: type(v) is bool,
    "card_pause_s": lambda v: _is_int(v) and 0 <= v <= 60,
    "mjai_bots": lambda v: isinstance(v, dict) and all(_is_str(k) and k and _is_str(c) for k, c in v.items()),
    "theme": lambda v: v in THEMES,
    "high_contrast_cards": lambda v: type(v) is bool,
    "reduced_motion": lambda v: type(v) is bool,
    "show_announcements": lambda v: type(v) is bool,
    "player_name": lambda v: _is_str(v) and len(v) <= 40,
    "show_table_list": lambda v: type(v) is bool,
}


def saves_dir() -> Path:
    """Where matches are saved: platformdirs' user data folder (SHIKITABLE_DATA_DIR overrides)."""
    return data_dir() / "saves"


def config_dir() -> Path:
    override = os.environ.get(CONFIG_ENV)
    if override:
        return Path(override)
    import platformdirs  # imported late: it is only needed when no override is set

    return Path(platformdirs.user_config_dir("shikitable"))


def settings_path() -> Path:
    return config_dir() / FILE_NAME


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (the name lupdate looks for)
    return text


class Message(str):
    """A message for the user: English text that the interface can translate. `template` has
    {name} fields filled from `values`; the string itself is the English result."""

    template: str
    values: dict[str, str]

    def __new__(cls, template: str, **values: str) -> Message:
        text = template
        for name, value in values.items():
            text = text.replace("{" + name + "}", value)
        message = super().__new__(cls, text)
        message.template, message.values = template, values
        return message


READ_FAILED = QT_TRANSLATE_NOOP("settings", "Cannot read settings ({error}); using defaults.")
CORRUPT = QT_TRANSLATE_NOOP("settings", "The settings file was corrupt and was kept as {file}; using defaults.")
MALFORMED = QT_TRANSLATE_NOOP("settings", "Settings: ignored malformed {fields} (defaults used).")
MALFORMED_KEPT = QT_TRANSLATE_NOOP(
    "settings", "Settings: ignored malformed {fields} (defaults used); the file was kept as {file}."
)
SAVE_FAILED = QT_TRANSLATE_NOOP("settings", "Cannot save settings to {file}: {error}")


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The settings and, if the file was unusable in whole or in part, a message for the user."""
    target = path or settings_path()
    try:
        raw = target.read_bytes()
    except FileNotFoundError:
        return Settings(), None
    except OSError as error:
        log.warning("cannot read settings %s: %s", target, error)
        return Settings(), Message(READ_FAILED, error=str(error))
    try:
        if len(raw) > MAX_SETTINGS_BYTES:
            raise ValueError(f"the file is larger than {MAX_SETTINGS_BYTES // 1024} KB")
        settings, bad = Settings.checked(json.loads(raw.decode("utf-8-sig")))
    except (ValueError, UnicodeDecodeError, RecursionError) as error:
        aside = set_aside(target, "corrupt")
        log.error("corrupt settings file %s (%s); kept as %s, using defaults", target, error, aside)
        return Settings(), Message(CORRUPT, file=aside.name)
    if not bad:
        return settings, None
    copy = target.with_name(f"{target.name}.bad-{time.strftime('%Y%m%d-%H%M%S')}")
    try:
        shutil.copyfile(target, copy)
    except OSError:
        log.warning("settings %s: ignored malformed %s", target, ", ".join(bad))
        return settings, Message(MALFORMED, fields=", ".join(bad))
    log.warning("settings %s: ignored malformed %s; the file was kept as %s", target, ", ".join(bad), copy.name)
    return settings, Message(MALFORMED_KEPT, fields=", ".join(bad), file=copy.name)


MAX_SETTINGS_BYTES = 1024 * 1024


def save_settings(settings: Settings, path: Path | None = None) -> str | None:
    """Write the settings all or nothing; returns a message for the user if that failed."""
    target = path or settings_path()
    try:
        atomic_write_text(target, json.dumps(settings.to_json(), ensure_ascii=False, indent=1))
    except OSError as error:
        log.error("cannot save settings %s: %s", target, error)
        return Message(SAVE_FAILED, file=str(target), error=str(error.strerror or error))
    return None
