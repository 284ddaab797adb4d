"""User settings as a JSON file in the user config directory. Qt-free so it can be tested alone.

A corrupt file is never fatal: it is renamed aside (settings.json.corrupt-<timestamp>), the
defaults are used, and the caller gets a message to show on the status bar."""

from __future__ import annotations

import json
import logging
import os
import time
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

CONFIG_ENV = "SHIKITABLE_CONFIG_DIR"
FILE_NAME = "settings.json"
LANGUAGES = ("ja", "en")
# Animation speed: a duration factor; 0 means instant (tests, impatient players).
ANIMATION_SPEEDS = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
WAITS_HINTS = ("off", "request", "always")  # the waits hint: never, on request (Play → Show waits), always
BOT_SPEEDS = {"slow": 1200, "normal": 600, "fast": 200, "instant": 0}  # bot delay in ms


def system_language() -> str:
    """Japanese when the system locale is Japanese, else English (the interface's source)."""
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(variable, "")
        if value:
            return "ja" if value.lower().startswith("ja") else "en"
    return "en"


@dataclass
class Settings:
    language: str = field(default_factory=system_language)
    animation_speed: str = "normal"
    bot_delay_ms: int = 600
    window_geometry: str = ""  # QWidget.saveGeometry() as hex
    last_game: str = "taxot"
    last_players: int = 0  # 0: the game's default
    last_options: dict[str, dict[str, Any]] = field(default_factory=dict)  # game id -> option values
    last_seats: list[dict[str, str]] = field(default_factory=list)  # [{"name":..., "kind":...}]
    waits_hint: str = "request"
    auto_pass: bool = False  # pass claim windows for me unless I can win
    auto_win: bool = False  # declare a win for me as soon as I can

    @property
    def animation_factor(self) -> float:
        return ANIMATION_SPEEDS.get(self.animation_speed, 1.0)

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @staticmethod
    def from_json(data: Any) -> Settings:
        """Known keys of the right type are taken; anything else keeps its default."""
        if not isinstance(data, dict):
            raise ValueError("settings file does not hold a JSON object")
        settings = Settings()
        for f in fields(Settings):
            if f.name not in data:
                continue
            value = data[f.name]
            default = getattr(settings, f.name)
            if type(value) is not type(default):  # also keeps a bool out of an int and the other way
                continue
            setattr(settings, f.name, value)
        if settings.language not in LANGUAGES:
            settings.language = system_language()
        if settings.animation_speed not in ANIMATION_SPEEDS:
            settings.animation_speed = "normal"
        if settings.waits_hint not in WAITS_HINTS:
            settings.waits_hint = "request"
        settings.bot_delay_ms = max(0, min(5000, settings.bot_delay_ms))
        return settings


def saves_dir() -> Path:
    """Where matches are saved: platformdirs' user data folder (SHIKITABLE_DATA_DIR overrides)."""
    override = os.environ.get("SHIKITABLE_DATA_DIR")
    if override:
        return Path(override) / "saves"
    import platformdirs

    return Path(platformdirs.user_data_dir("shikitable", appauthor=False)) / "saves"


def config_dir() -> Path:
    override = os.environ.get(CONFIG_ENV)
    if override:
        return Path(override)
    import platformdirs  # imported late: it is only needed when no override is set

    return Path(platformdirs.user_config_dir("shikitable"))


def settings_path() -> Path:
    return config_dir() / FILE_NAME


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The settings and, if the file was unusable, a message for the user."""
    target = path or settings_path()
    try:
        text = target.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings(), None
    except OSError as error:
        log.warning("cannot read settings %s: %s", target, error)
        return Settings(), f"Cannot read settings ({error}); using defaults."
    try:
        return Settings.from_json(json.loads(text)), None
    except (ValueError, json.JSONDecodeError) as error:
        aside = target.with_name(f"{target.name}.corrupt-{time.strftime('%Y%m%d-%H%M%S')}")
        try:
            target.replace(aside)
        except OSError:
            aside = target
        log.error("corrupt settings file %s (%s); kept as %s, using defaults", target, error, aside)
        return Settings(), f"The settings file was corrupt and was kept as {aside.name}; using defaults."


def save_settings(settings: Settings, path: Path | None = None) -> None:
    target = path or settings_path()
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        temporary = target.with_suffix(".tmp")
        temporary.write_text(json.dumps(settings.to_json(), ensure_ascii=False, indent=1), encoding="utf-8")
        temporary.replace(target)  # a crash mid-write never leaves a corrupt file
    except OSError as error:
        log.error("cannot save settings %s: %s", target, error)
