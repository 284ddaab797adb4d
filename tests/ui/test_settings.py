"""Settings: JSON in the config directory; a corrupt file is kept aside and defaults used."""

from __future__ import annotations

import json

from shikitable.ui.windows.settings import Settings, load_settings, save_settings, settings_path, system_language


def test_round_trip(config_dir):
    settings = Settings(language="en", animation_speed="fast", bot_delay_ms=250, last_game="mokkaik")
    settings.last_options["taxot"] = {"hikari": True}
    save_settings(settings)
    assert settings_path().parent == config_dir
    loaded, problem = load_settings()
    assert problem is None
    assert loaded == settings


def test_missing_file_gives_defaults(config_dir):
    loaded, problem = load_settings()
    assert loaded == Settings() and problem is None


def test_corrupt_file_is_kept_aside(config_dir):
    config_dir.mkdir(parents=True)
    path = config_dir / "settings.json"
    path.write_text("{not json", encoding="utf-8")
    loaded, problem = load_settings()
    assert loaded == Settings()
    assert problem and "corrupt" in problem
    assert not path.exists()
    kept = list(config_dir.glob("settings.json.corrupt-*"))
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{not json"


def test_wrong_types_fall_back_per_key(config_dir):
    config_dir.mkdir(parents=True)
    (config_dir / "settings.json").write_text(
        json.dumps({"language": "xx", "bot_delay_ms": "slow", "animation_speed": "fast"}), encoding="utf-8"
    )
    loaded, problem = load_settings()
    assert problem and "language" in problem and "bot_delay_ms" in problem and "animation_speed" not in problem
    assert loaded.language == system_language() and loaded.bot_delay_ms == Settings().bot_delay_ms
    assert loaded.animation_speed == "fast"
    kept = list(config_dir.glob("settings.json.bad-*"))
    assert len(kept) == 1 and "slow" in kept[0].read_text(encoding="utf-8")


def test_language_follows_the_system_locale(monkeypatch):
    for variable in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "ja_JP.UTF-8")
    assert Settings().language == "ja"
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    assert Settings().language == "en"


def test_settings_module_is_qt_free():
    import subprocess
    import sys

    code = (
        "import sys, shikitable.ui.windows.settings, shikitable.games, shikitable.session.host, shikitable.ai;"
        "sys.exit(1 if any(m.startswith('PySide6') for m in sys.modules) else 0)"
    )
    assert subprocess.run([sys.executable, "-c", code]).returncode == 0
