"""Every test keeps its matches and settings in its own temporary folders, never the user's."""

import pytest


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    path = tmp_path / "data"
    monkeypatch.setenv("SHIKITABLE_DATA_DIR", str(path))
    return path


@pytest.fixture(autouse=True)
def config_dir(tmp_path, monkeypatch):
    path = tmp_path / "config"
    monkeypatch.setenv("SHIKITABLE_CONFIG_DIR", str(path))
    return path
