"""UI tests run offscreen, with settings in a temporary directory and no animation delays."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def config_dir(tmp_path, monkeypatch):
    path = tmp_path / "config"
    monkeypatch.setenv("SHIKITABLE_CONFIG_DIR", str(path))
    return path
